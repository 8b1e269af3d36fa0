"""The luck adjustment stored with each hand (schema version 5): the facts ``luck_net``,
``luck_adjusted`` and each deal's luck against :mod:`cstud.db.luck` run directly on the hands
of the files, each deal's luck against a plain heads-up reference, the statistics against sums
made here, the version 4 migration from a database an older cstud made, and ``cstud stats``.
PostgreSQL runs when CSTUD_TEST_POSTGRES_URL names a throwaway database (.ci/postgres.sh
starts one)."""

from __future__ import annotations

import json
import random
import sqlite3
from collections import Counter, defaultdict
from fractions import Fraction
from pathlib import Path

import pytest
from test_db import HANDS, PHH, POSTGRES_URL, _reset_postgres
from test_db_luck import _heads_up_record, _plain_heads_up

import cstud.db
from cstud.cli import main
from cstud.db.importer import ImportSummary, _Unreadable, file_units, find_files
from cstud.db.luck import DEALS, deal_lucks, luck_adjusted_nets
from cstud.db.schema import SCHEMA_VERSION
from cstud.db.stats import FACTS_V1, LUCK_FACTS, totals_query

DUMP_V4 = Path(__file__).parent / "data" / "db" / "schema-v4.sql"
LUCK_COLUMNS = ", ".join(LUCK_FACTS)


@pytest.fixture(params=["sqlite", "postgresql"])
def location(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return str(tmp_path / "hands.sqlite")
    if not POSTGRES_URL:
        pytest.skip("PostgreSQL: set CSTUD_TEST_POSTGRES_URL to a throwaway database")
    _reset_postgres(POSTGRES_URL)
    return POSTGRES_URL


def _records(paths: list[Path]) -> dict[str, object]:
    """Every hand of the files that reads, as the importer makes it, by identity (the first
    copy of each)."""
    records: dict[str, object] = {}
    for path in find_files(paths, ImportSummary()):
        _, units = file_units(path, replay=False, other_games=Counter())
        for unit in units:
            if unit.build is None or unit.identity in records:
                continue
            try:
                records[unit.identity] = unit.build()
            except _Unreadable:
                continue
    return records


def _stored_luck(database: cstud.db.Database) -> dict[str, list[tuple[int, ...]]]:
    """Each stored hand's seats' (net, luck facts...), by identity, in seat order."""
    rows = database.query(f"SELECT h.identity, f.seat, f.net, {LUCK_COLUMNS} FROM seat_facts f "
                          "JOIN hands h ON h.id = f.hand_id ORDER BY h.identity, f.seat")
    stored: dict[str, list[tuple[int, ...]]] = defaultdict(list)
    for identity, _, *values in rows:
        stored[str(identity)].append(tuple(int(value) for value in values))
    return dict(stored)


def test_the_stored_luck_is_cstud_db_luck_on_each_hand(location: str) -> None:
    records = _records([HANDS, PHH])
    with cstud.db.connect(location) as database:
        cstud.db.import_files(database, [HANDS, PHH], replay=False)
        stored = _stored_luck(database)
    assert set(stored) == set(records)
    qualifying = 0
    for identity, record in records.items():
        nets = luck_adjusted_nets(record)
        lucks = deal_lucks(record)
        rows = stored[identity]
        for seat, row in zip(record.seats, rows, strict=True):
            net, luck_net, adjusted, *by_deal = row
            assert net == seat.net
            if nets is None:
                assert (luck_net, adjusted, by_deal) == (seat.net, 0, [0] * len(DEALS))
            else:
                assert (luck_net, adjusted) == (nets[seat.seat], 1), identity
                assert tuple(by_deal) == lucks[seat.seat]
                assert net - sum(by_deal) == luck_net
        if nets is not None:
            qualifying += 1
            assert sum(row[1] for row in rows) == -record.rake
            for deal in range(len(DEALS)):
                assert sum(row[3 + deal] for row in rows) == 0, (identity, DEALS[deal])
    assert qualifying >= 50


@pytest.mark.parametrize("game", ["stud8", "stud", "razz"])
def test_each_deals_luck_is_the_plain_definitions_step(game: str) -> None:
    """Heads up, one pot: the luck-adjusted net through each deal is within a unit of the
    plain definition's (test_db_luck's reference, stopped after that deal)."""
    rng = random.Random(f"deals {game}")
    for hand in range(3):
        record = _heads_up_record(rng, game, f"d:{game}:{hand}")
        lucks = deal_lucks(record)
        assert lucks is not None
        exact = _plain_through_each_deal(record)
        for deal in range(len(DEALS)):
            for seat in record.seats:
                through = seat.net - sum(lucks[seat.seat][:deal + 1])
                assert abs(through - exact[deal][seat.seat]) < 1, (deal, lucks, exact[deal])
        assert exact[-1] == _plain_heads_up(record)


def _plain_through_each_deal(record) -> list[list[Fraction]]:
    """The plain heads-up definition's luck-adjusted nets after each deal (the last one,
    after the showdown, is the luck-adjusted net)."""
    import hashlib

    from cstud.db.luck import EXACT_LIMIT, TRIALS

    seed = int.from_bytes(hashlib.sha256(record.identity.encode()).digest()[:8], "big")
    seats = record.seats
    pot = Fraction(sum(s.ante for s in seats))
    before = [Fraction(1, 2), Fraction(1, 2)]
    luck = [Fraction(0), Fraction(0)]
    steps = []
    for street in range(3, 8):
        hands = [" ".join(map(repr, s.cards[:street])) for s in seats]
        result = cstud.equity(hands, game=record.game, trials=TRIALS, seed=seed + street,
                              exact_limit=EXACT_LIMIT)
        after = [Fraction(p.equity) for p in result]
        for i in range(2):
            luck[i] += (after[i] - before[i]) * pot
        steps.append([Fraction(s.net) - luck[i] for i, s in enumerate(seats)])
        pot += sum(a.amount for a in record.actions if a.street == street)
        before = after
    paid = sum(s.won for s in seats)
    pot -= sum(s.returned for s in seats)
    for i in range(2):
        luck[i] += seats[i].won - before[i] * pot * Fraction(paid) / pot
    steps.append([Fraction(s.net) - luck[i] for i, s in enumerate(seats)])
    return steps


def test_the_statistics_sum_the_luck_of_each_players_hands(location: str) -> None:
    records = _records([HANDS, PHH])
    expected: dict[tuple[str, str, str], dict[str, Fraction]] = defaultdict(
        lambda: defaultdict(Fraction))
    for record in records.values():
        nets = luck_adjusted_nets(record)
        lucks = deal_lucks(record)
        for seat in record.seats:
            player = seat.player if record.identity.startswith("site:") else None
            if player is None:
                continue        # PHH players are named by the hand's venue: left to the rest
            sums = expected[(player, record.site, record.game)]
            luck_net = seat.net if nets is None else nets[seat.seat]
            sums["cash" if record.unit == "cent" else "chips"] += luck_net
            sums["adjusted"] += nets is not None
            if record.big_bet:
                sums["hands_bb"] += 1
                sums["bb"] += Fraction(luck_net, record.big_bet)
                for deal, name in enumerate(DEALS):
                    if lucks is not None:
                        sums[name] += Fraction(lucks[seat.seat][deal], record.big_bet)
    with cstud.db.connect(location) as database:
        cstud.db.import_files(database, [HANDS, PHH], replay=False)
        results = {(r.player, r.site, r.game): r for r in cstud.db.stats(database)}
    checked = 0
    for key, sums in expected.items():
        result = results[key]
        assert result.luck_net_cash.value == sums["cash"]
        assert result.luck_net_chips.value == sums["chips"]
        assert result.luck_adjusted_hands.value == sums["adjusted"]
        if sums["hands_bb"]:
            per_100 = 100 * sums["bb"] / sums["hands_bb"]
            assert result.luck_big_bets_per_100.value == pytest.approx(float(per_100))
            for name in DEALS:
                stat = getattr(result, f"luck_{name}_per_100")
                assert stat.value == pytest.approx(float(100 * sums[name] / sums["hands_bb"]))
        checked += sums["adjusted"] > 0
    assert checked >= 20


def test_a_schema_version_4_database_is_migrated_losing_nothing(tmp_path: Path) -> None:
    """A database that cstud at schema version 4 made (tests/data/db/schema-v4.sql): every
    row and column it had is kept, and its hands get the luck facts a new import of the same
    files gives them, the totals and the statistics too."""
    old = tmp_path / "v4.sqlite"
    with sqlite3.connect(old) as connection:
        connection.executescript(DUMP_V4.read_text(encoding="utf-8"))
    with sqlite3.connect(old) as connection:
        assert connection.execute("SELECT version FROM schema_version").fetchall() == [(4,)]
        tables = [row[0] for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'") if row[0] != "schema_version"]
        columns = {table: [row[1] for row in connection.execute(f"PRAGMA table_info({table})")]
                   for table in tables}
        before = {table: sorted(connection.execute(f"SELECT * FROM {table}").fetchall())
                  for table in tables}
    assert "luck_net" not in columns["seat_facts"] and len(before["hands"]) > 30
    with cstud.db.connect(old) as migrated:
        assert migrated.schema_version == SCHEMA_VERSION == 5
        for table, rows in before.items():     # every row and column as it was
            assert sorted(migrated.query(f"SELECT {', '.join(columns[table])} FROM {table}")
                          ) == rows, table
        stored = _stored_luck(migrated)
        assert sorted(migrated.query("SELECT * FROM player_totals")) == sorted(
            migrated.query(totals_query("")))
        with cstud.db.connect(tmp_path / "fresh.sqlite") as fresh:
            cstud.db.import_files(fresh, [HANDS / "pokerstars", PHH])
            assert stored == _stored_luck(fresh)
            assert sum(row[2] for rows in stored.values() for row in rows) > 10
            assert cstud.db.stats(migrated) == cstud.db.stats(fresh)
    # The old columns are those of version 1 to 4: the new facts came with version 5 alone.
    assert set(LUCK_FACTS).isdisjoint(FACTS_V1)


def test_cstud_stats_shows_the_luck_adjusted_results(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "hands.sqlite")
    assert main(["import", str(HANDS / "pokerstars"), "--db", db, "--no-replay"]) in (0, 2)
    capsys.readouterr()
    assert main(["stats", "--db", db, "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    records = _records([HANDS / "pokerstars"])
    mine: dict[tuple[str, str], int] = defaultdict(int)
    for record in records.values():
        nets = luck_adjusted_nets(record)
        for seat in record.seats:
            mine[(seat.player, record.game)] += seat.net if nets is None else nets[seat.seat]
    for row in rows:
        key = (row["player"], row["game"])
        assert row["luck_net_cash"]["value"] + row["luck_net_chips"]["value"] == mine[key]
        assert {f"luck_{deal}_per_100" for deal in DEALS} <= set(row)
    assert any(row["luck_adjusted_hands"]["value"] for row in rows)
    assert main(["stats", "--db", db]) == 0
    assert "BB/100 luck" in capsys.readouterr().out
    player = max(rows, key=lambda row: row["luck_adjusted_hands"]["value"])
    assert main(["stats", "--db", db, "--player", player["player"]]) == 0
    text = capsys.readouterr().out
    assert "luck-adjusted BB/100" in text and "luck of the showdown" in text


def test_the_version_5_migration_gives_the_luck_a_new_import_gives(location: str) -> None:
    """On SQLite and PostgreSQL: a database taken back to version 4 (the luck columns
    dropped) is migrated to the luck facts and totals it had."""
    with cstud.db.connect(location) as database:
        cstud.db.import_files(database, [HANDS / "pokerstars", PHH], replay=False)
        stored = _stored_luck(database)
        totals = sorted(database.query("SELECT * FROM player_totals"))
        stats = cstud.db.stats(database)
        with database.transaction():
            for table in ("seat_facts", "player_totals"):
                for name in LUCK_FACTS:
                    database.execute(f"ALTER TABLE {table} DROP COLUMN {name}")
            database.execute("UPDATE schema_version SET version = 4")
    with cstud.db.connect(location) as migrated:
        assert migrated.schema_version == 5
        assert _stored_luck(migrated) == stored
        assert sorted(migrated.query("SELECT * FROM player_totals")) == totals
        assert cstud.db.stats(migrated) == stats


def test_the_web_results_are_the_stored_figures(location: str) -> None:
    """``cstud serve --db``'s results of a stored hand (DatabaseHandSource.results) read the
    luck stored with it: they equal cstud.db.luck worked out again on the hand read back, and
    a stored figure changed in the database is what they then show."""
    from cstud.db.hand_source import open_hand_source
    from cstud.db.stored import load_hands

    with cstud.db.connect(location) as database:
        cstud.db.import_files(database, [HANDS / "pokerstars"], replay=False)
        ids = [int(row[0]) for row in database.query("SELECT id FROM hands ORDER BY id")]
        records = load_hands(database, ids)
    source = open_hand_source(location)
    adjusted = plain = 0
    for hand_id in ids[:60]:
        record = records[hand_id]
        luck = luck_adjusted_nets(record)
        assert source.results(str(hand_id)) == [
            {"player": seat.player, "net": seat.net,
             "allin_adjusted_net": seat.allin_adjusted_net,
             "luck_adjusted_net": None if luck is None else luck[seat.seat]}
            for seat in record.seats]
        adjusted += luck is not None
        plain += luck is None
    assert adjusted >= 3 and plain >= 3
    hand_id = next(i for i in ids if luck_adjusted_nets(records[i]) is not None)
    with cstud.db.connect(location) as database, database.transaction():
        database.execute("UPDATE seat_facts SET luck_net = luck_net + 1000 "
                         "WHERE hand_id = ? AND seat = 0", (hand_id,))
    shown = source.results(str(hand_id))
    assert shown[0]["luck_adjusted_net"] == luck_adjusted_nets(records[hand_id])[0] + 1000
