"""The hand database (cstud.db): import, checks, statistics, report and export.

Every test that touches a database runs against SQLite, and against PostgreSQL too when
CSTUD_TEST_POSTGRES_URL names a throwaway database (``.ci/postgres.sh`` starts one); without
it those runs skip with a message.

The statistics are checked three ways: hand by hand on real hands of tests/data (each fact
worked out from the hand's text, in the comments), against an independent implementation
reading the engine's own operation records of a few thousand generated hands, and by the
money adding up (every site's nets sum to minus its rake, to the cent).
"""

from __future__ import annotations

import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from collections import Counter, defaultdict
from itertools import permutations
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reference import best_high, best_low8, from_text

import cstud.db
from cstud.bots import make_bot, play_hand
from cstud.cli import main
from cstud.db.schema import SCHEMA_VERSION
from cstud.game import (
    BET,
    BRING_IN,
    CALL,
    COMPLETE,
    FOLD,
    RAISE,
    CardsDealt,
    HandState,
    Options,
    PlayerActed,
    PotAwarded,
    UncalledBetReturned,
)
from cstud.histories import HistoryError, check_money, parse_histories, read_histories, replay_hand
from cstud.phh import HandHistory

DATA = Path(__file__).parent / "data"
HANDS = DATA / "hands"
PHH = DATA / "phh"
POSTGRES_URL = os.environ.get("CSTUD_TEST_POSTGRES_URL")
TABLES = ("hand_texts", "seat_facts", "player_totals", "awards", "actions", "seats",
          "import_errors", "watched_files", "hands", "schema_version")


def _reset_postgres(url: str) -> None:
    psycopg = pytest.importorskip("psycopg", reason="PostgreSQL tests need psycopg "
                                  '(pip install "cstud[db]")')
    with psycopg.connect(url, autocommit=True) as connection:
        for table in TABLES:
            connection.execute(f"DROP TABLE IF EXISTS {table} CASCADE")


@pytest.fixture(params=["sqlite", "postgresql"])
def location(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh, empty database: an SQLite file, or the PostgreSQL test database emptied."""
    if request.param == "sqlite":
        return str(tmp_path / "hands.sqlite")
    if not POSTGRES_URL:
        pytest.skip("PostgreSQL: set CSTUD_TEST_POSTGRES_URL to a throwaway database "
                    "(.ci/postgres.sh starts one) to run the database tests against it")
    _reset_postgres(POSTGRES_URL)
    return POSTGRES_URL


def _counts(db: cstud.db.Database) -> dict[str, int]:
    return {table: int(db.query(f"SELECT COUNT(*) FROM {table}")[0][0])
            for table in TABLES if table != "schema_version"}


def _readable_site_hands() -> dict[str, Any]:
    """Every hand of tests/data/hands that cstud.histories reads, by identity (computed
    here from the site and hand number), and every error."""
    hands, errors = {}, []
    for path in sorted(HANDS.rglob("*")):
        if path.suffix not in (".txt", ".xml"):
            continue
        for result in read_histories(path, strict=False):
            if isinstance(result, HistoryError):
                errors.append(result)
            else:
                hands[f"site:{result.site}:{result.hand_id}"] = result
    return {"hands": hands, "errors": errors}


# --- schema -------------------------------------------------------------------------------


def test_schema_is_created_once_and_a_newer_one_refused(location: str) -> None:
    with cstud.db.connect(location) as db:
        assert db.schema_version == SCHEMA_VERSION
        assert _counts(db) == dict.fromkeys(_counts(db), 0)
    with cstud.db.connect(location) as db:     # opening again migrates nothing
        assert db.query("SELECT COUNT(*) FROM schema_version")[0][0] == 1
        db.execute("UPDATE schema_version SET version = ?", (SCHEMA_VERSION + 1,))
    with pytest.raises(cstud.db.DatabaseError, match="newer than this cstud"):
        cstud.db.connect(location)


def test_bad_locations_are_clear_errors(tmp_path: Path) -> None:
    with pytest.raises(cstud.db.DatabaseError, match="directory"):
        cstud.db.connect(tmp_path)
    with pytest.raises(cstud.db.DatabaseError, match="no such database"):
        cstud.db.connect(tmp_path / "missing.sqlite", create=False)
    (tmp_path / "junk.sqlite").write_bytes(b"not a database at all" * 100)
    with pytest.raises(cstud.db.DatabaseError):
        cstud.db.connect(tmp_path / "junk.sqlite")
    assert main(["stats", "--db", str(tmp_path / "junk.sqlite")]) == 2
    assert main(["import", str(PHH), "--db", str(tmp_path)]) == 2


# --- import: nothing lost, nothing twice ---------------------------------------------------


def test_test_data_is_stored_once_with_its_checks_and_money(location: str) -> None:
    expected = _readable_site_hands()
    with cstud.db.connect(location) as db:
        summary = cstud.db.import_files(db, [HANDS, PHH])
        assert summary.stored == len(expected["hands"]) + 13
        counts = _counts(db)
        assert counts["hands"] == summary.stored
        stored = {row[0] for row in db.query("SELECT identity FROM hands")}
        assert set(expected["hands"]) <= stored
        # The cut-off hand is recorded with its file, hand and line; the rest went in.
        errors = db.query("SELECT source_file, hand, line, message FROM import_errors")
        assert [(Path(f).name, h, line) for f, h, line, _ in errors] == [
            (Path(e.source).name, e.hand_id, e.line) for e in expected["errors"]]
        # Every seat, action and award of every hand.
        site_hands = expected["hands"].values()
        assert db.query("SELECT COUNT(*) FROM seats s JOIN hands h ON h.id = s.hand_id "
                        "WHERE h.site <> 'PHH'")[0][0] == sum(len(h.seats) for h in site_hands)
        assert db.query("SELECT COUNT(*) FROM actions a JOIN hands h ON h.id = a.hand_id "
                        "WHERE h.site <> 'PHH'")[0][0] == sum(len(h.actions) for h in site_hands)
        # cstud's own verdicts, as the checks give them.
        verdicts = {identity: (money, replay) for identity, money, replay in db.query(
            "SELECT identity, money_check, replay_check FROM hands")}
        for identity, hand in expected["hands"].items():
            assert verdicts[identity] == (check_money(hand).verdict.value,
                                          replay_hand(hand).verdict.value), identity
        # Every player's net over a site's hands is minus the site's rake, to the cent.
        nets = dict(db.query("SELECT h.site, SUM(s.net) FROM seats s JOIN hands h "
                             "ON h.id = s.hand_id GROUP BY h.site"))
        rakes = dict(db.query("SELECT site, SUM(rake) FROM hands GROUP BY site"))
        # every reader's site (and the PHH hands' venue)
        sites = {hand.site for hand in expected["hands"].values()}
        assert nets.keys() == rakes.keys() and sites < set(nets) and len(sites) == 13
        for site in nets:
            assert int(nets[site]) == -int(rakes[site]), site
        by_site = Counter(hand.site for hand in site_hands)
        stated = defaultdict(int)
        for hand in site_hands:
            stated[hand.site] += hand.rake if hand.rake is not None else (
                sum(hand.contributions) - sum(hand.paid.values()))
        assert {site: int(rake) for site, rake in rakes.items() if site != "PHH"} == stated
        assert dict(db.query("SELECT site, COUNT(*) FROM hands WHERE site <> 'PHH' "
                             "GROUP BY site")) == by_site
        # A second import adds nothing at all.
        before = cstud.db.stats(db)
        again = cstud.db.import_files(db, [HANDS, PHH])
        assert (again.stored, again.already) == (0, summary.stored)
        assert _counts(db) == counts
        # The running totals the statistics read are what recounting the facts gives.
        assert cstud.db.stats(db) == before
        cstud.db.recount(db)
        assert cstud.db.stats(db) == before


def test_bad_phh_hands_are_recorded_and_the_rest_stored(tmp_path: Path) -> None:
    good = (PHH / "wsop_2023_43_5_48_02_09_20.phh").read_text()
    other = (PHH / "wsop_2023_43_5_49_02_13_08.phh").read_text()
    broken = good.replace("'p5 cc', 'd dh p1 Th'", "'p5 cc', 'p5 cc', 'd dh p1 Th'")
    assert broken != good
    body = "".join(f"[{name}]\n{text}\n" for name, text in
                   (("first", good), ("broken", broken), ("second", other)))
    (tmp_path / "set.phhs").write_text(body)
    (tmp_path / "bad.phh").write_text("variant = 'F7S/8'\nantes = [")
    with cstud.db.connect(tmp_path / "db.sqlite") as db:
        summary = cstud.db.import_files(db, [tmp_path])
        assert summary.stored == 2
        errors = sorted(db.query("SELECT source_file, hand, line FROM import_errors"))
        header = body.splitlines().index("[broken]") + 1
        assert [(Path(f).name, h, line) for f, h, line in errors] == [
            ("bad.phh", None, None), ("set.phhs", "broken", header)]
        assert cstud.db.import_files(db, [tmp_path]).stored == 0
        assert db.query("SELECT COUNT(*) FROM import_errors")[0][0] == 2


def _many_hands_file(path: Path, copies: int) -> int:
    """A PokerStars history of ``copies`` x 7 real hands, each copy with new hand numbers."""
    source = HANDS / "pokerstars" / "7-StudHL-USD-0.04-0.08-200911.studhilo.txt"
    hands = parse_histories(source.read_text(encoding="utf-8"))
    blocks = []
    for copy in range(copies):
        for hand in hands:
            blocks.append(hand.text.replace(f"#{hand.hand_id}:", f"#{hand.hand_id}{copy:05d}:"))
    path.write_text("\n\n\n".join(blocks) + "\n", encoding="utf-8")
    return copies * len(hands)


def _content(db: cstud.db.Database) -> list[Any]:
    """Everything stored, without the row numbers the database chose."""
    rows: list[Any] = []
    rows += sorted(db.query("SELECT identity, money_check, replay_check, rake FROM hands"))
    for table, columns in (("seats", "s.seat, s.player, s.cards, s.net"),
                           ("actions", "s.seq, s.kind, s.amount"),
                           ("seat_facts", "s.seat, s.vpip, s.net, s.adjusted_net")):
        rows += sorted(db.query(f"SELECT h.identity, {columns} FROM {table} s "
                                "JOIN hands h ON h.id = s.hand_id"))
    rows += sorted(db.query("SELECT * FROM player_totals"))
    return rows


def test_an_import_killed_mid_file_is_completed_by_the_next(location: str,
                                                           tmp_path: Path) -> None:
    history = tmp_path / "many.txt"
    total = _many_hands_file(history, 60)
    script = ("import sys, cstud.db; db = cstud.db.connect(sys.argv[1]); "
              "cstud.db.importer.BATCH = 10; "
              "cstud.db.import_files(db, [sys.argv[2]], replay=False)")
    process = subprocess.Popen([sys.executable, "-c", script, location, str(history)])
    try:
        deadline = time.monotonic() + 60
        stored = 0
        while time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.02)
            try:
                with cstud.db.connect(location) as db:
                    stored = int(db.query("SELECT COUNT(*) FROM hands")[0][0])
            except cstud.db.DatabaseError:
                continue
            if stored >= 40:
                break
        process.send_signal(signal.SIGKILL)
    finally:
        process.wait()
    with cstud.db.connect(location) as db:
        stored = int(db.query("SELECT COUNT(*) FROM hands")[0][0])
        assert 0 < stored < total, "the import was not killed mid-file"
        # Consistent: every stored hand has all its seats and facts, nothing else is there.
        assert db.query("SELECT COUNT(*) FROM seats")[0][0] == db.query(
            "SELECT SUM(players) FROM hands")[0][0] == db.query(
            "SELECT COUNT(*) FROM seat_facts")[0][0]
        assert db.query("SELECT COUNT(*) FROM actions a LEFT JOIN hands h ON h.id = "
                        "a.hand_id WHERE h.id IS NULL")[0][0] == 0
        summary = cstud.db.import_files(db, [history], replay=False)
        assert (summary.stored, summary.already) == (total - stored, stored)
        resumed = _content(db)
    clean = tmp_path / "clean.sqlite"
    with cstud.db.connect(clean) as db:
        cstud.db.import_files(db, [history], replay=False)
        assert _content(db) == resumed


# --- statistics, worked by hand on real hands -----------------------------------------------


def _one_hand(tmp_path: Path, source: Path, hand_id: str) -> cstud.db.Database:
    """A database holding one hand of a site history file."""
    text = source.read_text(encoding="utf-8")
    (hand,) = [h for h in parse_histories(text) if h.hand_id == hand_id]
    path = tmp_path / f"{hand_id}.txt"
    path.write_text(hand.text, encoding="utf-8")
    db = cstud.db.connect(tmp_path / f"{hand_id}.sqlite")
    assert cstud.db.import_files(db, [path]).stored == 1
    return db


def _seat_name(player: str) -> str:
    """A PHH seat's name, p1 of a file that names no players ("p1 of phh:...": a player of
    that hand alone)."""
    return player.split(" of ")[0]


def _by_player(db: cstud.db.Database) -> dict[str, cstud.db.PlayerStats]:
    return {_seat_name(stats.player): stats for stats in cstud.db.stats(db)}


def _ratio(stats: cstud.db.PlayerStats, name: str) -> tuple[int | None, int]:
    value = getattr(stats, name)
    return value.count, value.sample


HOME_GAME = HANDS / "pokerstars" / "8-Game-2max-STT-play-100-201306.homeGame.shootout.studhilo.txt"
STARS_400 = HANDS / "pokerstars" / "7-StudHL-USD-400-800-201701.3bet.fix.studhilo.txt"


def test_stats_of_a_completion_reraised_on_third_street(tmp_path: Path) -> None:
    # PokerStars #164954571644, $400/$800 heads-up: Player0 (Ts) brings in $120; Hero (Ah)
    # "raises $280 to $400" (the completion), Player0 raises to $800, Hero to $1200, Player0
    # calls. 4th: Hero bets $400, Player0 calls. 5th: Hero bets $800, Player0 folds.
    with _one_hand(tmp_path, STARS_400, "164954571644") as db:
        stats = _by_player(db)
    hero, villain = stats["Hero"], stats["Player0"]
    assert hero.hands == villain.hands == 1
    assert _ratio(hero, "vpip") == (1, 1) and _ratio(villain, "vpip") == (1, 1)
    # Hero acted before any completion and completed; nobody but the bring-in acted before
    # him, so it is a steal attempt, and his ace outranks the only live upcard (Ts).
    assert _ratio(hero, "complete") == (1, 1)
    assert _ratio(hero, "steal") == (1, 1)
    assert _ratio(hero, "steal_outranking") == (1, 1)
    assert _ratio(hero, "steal_outranked") == (0, 0)
    assert _ratio(hero, "raise_third") == (1, 1)          # faced the raise to $800, raised
    # Player0 never acted before the completion: no completion chance, no steal chance;
    # he faced the completion and raised; as the bring-in facing an unanswered steal, he
    # did not fold.
    assert _ratio(villain, "complete") == (0, 0)
    assert _ratio(villain, "steal") == (0, 0)
    assert _ratio(villain, "raise_third") == (1, 1)
    assert _ratio(villain, "fold_to_steal") == (0, 1)
    assert _ratio(hero, "fold_to_steal") == (0, 0)
    assert _ratio(hero, "bet_4th") == (1, 1) and _ratio(hero, "bet_5th") == (1, 1)
    assert _ratio(villain, "raise_4th") == (0, 1) and _ratio(villain, "raise_5th") == (0, 1)
    assert _ratio(villain, "bet_4th") == (0, 0)
    # Hero: completion, raise, bet, bet and no call; Player0: one raise, two calls.
    assert hero.aggression.value is None and hero.aggression.sample == 0
    assert (villain.aggression.value, villain.aggression.sample) == (0.5, 2)
    # Both saw 4th street; no showdown (Player0 folded on 5th).
    assert _ratio(hero, "went_to_showdown") == (0, 1)
    assert _ratio(hero, "won_at_showdown") == (0, 0)
    assert _ratio(hero, "scoop") == (0, 0)
    # Hero put in 60 + 1,200 + 400 + 800 cents... in dollars: $2,460, got back $800 and
    # collected $3,318: +$1,658. Player0 put in $1,660 and lost it. The rake was $2.
    assert (hero.net_cash.value, hero.net_cash.sample) == (165800, 1)
    assert villain.net_cash.value == -166000
    assert hero.net_chips.value == 0 and hero.net_chips.sample == 0
    assert hero.big_bets_per_100.value == pytest.approx(100 * 1658 / 800)
    assert hero.adjusted_net_cash.value == 165800       # not all in: the actual result
    assert hero.allin_adjusted_hands.value == 0


def test_stats_of_a_hi_lo_split_after_a_bring_in_completing(tmp_path: Path) -> None:
    # Home game #99632574289 (chips): Hero (8s, the low card) completes instead of bringing
    # in ("bets 40"), Player0 (Ah) raises to 80, Hero calls. 4th: Player0 bets, Hero raises,
    # Player0 calls. 5th: Player0 checks, Hero bets, Player0 calls. 6th: both check. 7th:
    # Player0 bets, Hero calls. Hero's pair of eights wins the high, Player0's 6-4-3-2-A the
    # low: 328 each of a 656 pot, no rake.
    with _one_hand(tmp_path, HOME_GAME, "99632574289") as db:
        stats = _by_player(db)
    hero, villain = stats["Hero"], stats["Player0"]
    assert _ratio(hero, "complete") == (1, 1)
    assert _ratio(hero, "steal") == (1, 1)               # nobody acted before him
    assert _ratio(hero, "steal_outranked") == (1, 1)     # an eight against an ace
    assert _ratio(hero, "steal_outranking") == (0, 0)
    assert _ratio(hero, "raise_third") == (0, 1)         # faced the raise, called
    assert _ratio(villain, "raise_third") == (1, 1)
    assert _ratio(villain, "fold_to_steal") == (0, 0)    # nobody posted a bring-in
    assert _ratio(hero, "raise_4th") == (1, 1) and _ratio(hero, "bet_4th") == (0, 0)
    assert _ratio(villain, "bet_4th") == (1, 1) and _ratio(villain, "raise_4th") == (0, 1)
    assert _ratio(hero, "bet_5th") == (1, 1)
    assert _ratio(villain, "bet_5th") == (0, 1) and _ratio(villain, "raise_5th") == (0, 1)
    assert _ratio(hero, "bet_6th") == (0, 1) and _ratio(villain, "bet_6th") == (0, 1)
    assert _ratio(villain, "bet_7th") == (1, 1) and _ratio(hero, "raise_7th") == (0, 1)
    # Hero: complete, raise, bet (3) over calls on 3rd and 7th (2); Player0: raise, bet,
    # bet (3) over calls on 4th and 5th (2).
    assert hero.aggression.value == villain.aggression.value == 1.5
    for player in (hero, villain):
        assert _ratio(player, "went_to_showdown") == (1, 1)
        assert _ratio(player, "won_at_showdown") == (1, 1)
        assert player.net_chips.value == 0 and player.net_cash.sample == 0
    assert _ratio(hero, "high_half") == (1, 1) and _ratio(hero, "low_half") == (0, 1)
    assert _ratio(villain, "low_half") == (1, 1) and _ratio(villain, "high_half") == (0, 1)
    assert _ratio(hero, "scoop") == (0, 1) and _ratio(hero, "quartered") == (0, 1)


def test_stats_of_a_scoop_and_of_a_fold_to_a_steal(tmp_path: Path) -> None:
    # Home game #99632561862: Hero (6c) brings in 12, Player0 (9d) calls. 4th: Player0 bets
    # 40, Hero calls. 5th: Player0 bets, Hero raises, Player0 calls. 6th: Player0 checks,
    # Hero bets, Player0 calls. 7th: Player0 bets, Hero raises, Player0 calls; Hero shows
    # sixes full, Player0 mucks, no low: Hero collects all 920.
    with _one_hand(tmp_path, HOME_GAME, "99632561862") as db:
        stats = _by_player(db)
    hero, villain = stats["Hero"], stats["Player0"]
    assert _ratio(hero, "vpip") == (0, 1)                # only posted the bring-in
    assert _ratio(hero, "complete") == (0, 0)
    assert _ratio(villain, "complete") == (0, 1)         # called instead
    assert _ratio(villain, "steal") == (0, 1)
    assert _ratio(villain, "steal_outranking") == (0, 1)  # a nine over a six
    assert _ratio(hero, "fold_to_steal") == (0, 0)
    assert _ratio(villain, "bet_4th") == (1, 1) and _ratio(hero, "raise_4th") == (0, 1)
    assert _ratio(hero, "raise_5th") == (1, 1) and _ratio(villain, "raise_5th") == (0, 1)
    assert _ratio(villain, "bet_6th") == (0, 1) and _ratio(hero, "bet_6th") == (1, 1)
    assert _ratio(villain, "raise_6th") == (0, 1)
    assert _ratio(villain, "bet_7th") == (1, 1) and _ratio(hero, "raise_7th") == (1, 1)
    assert hero.aggression.value == 3.0 and hero.aggression.sample == 1
    assert (villain.aggression.value, villain.aggression.sample) == (0.75, 4)
    assert _ratio(hero, "won_at_showdown") == (1, 1)
    assert _ratio(villain, "went_to_showdown") == (1, 1)    # a muck at the showdown
    assert _ratio(villain, "won_at_showdown") == (0, 1)
    assert _ratio(hero, "scoop") == (1, 1) and _ratio(villain, "scoop") == (0, 1)
    # Hero put in 8 + 12 + 40 + 160 + 80 + 160 = 460 and won 920.
    assert hero.net_chips.value == 460 and villain.net_chips.value == -460
    assert hero.big_bets_per_100.value == pytest.approx(100 * 460 / 80)

    # #99632667085: Hero (9h) brings in 12, Player0 (Jd) "raises 28 to 40" (completes),
    # Hero folds: a steal with the best upcard, and the bring-in's fold to it.
    with _one_hand(tmp_path, HOME_GAME, "99632667085") as db:
        stats = _by_player(db)
    hero, villain = stats["Hero"], stats["Player0"]
    assert _ratio(villain, "steal") == (1, 1) and _ratio(villain, "steal_outranking") == (1, 1)
    assert _ratio(hero, "fold_to_steal") == (1, 1)
    assert _ratio(hero, "raise_third") == (0, 1)
    assert _ratio(hero, "went_to_showdown") == (0, 0)   # never saw 4th street
    assert (hero.net_chips.value, villain.net_chips.value) == (-20, 20)


def _shares(hands: list[list[int]], dead: list[int]) -> list[Any]:
    """Each player's expected share of a pot split hi/lo, by enumerating every 7th-street
    deal with the reference evaluator (Fractions, exact)."""
    from fractions import Fraction

    seen = {c for hand in hands for c in hand} | set(dead)
    deck = [c for c in range(52) if c not in seen]
    totals = [Fraction(0)] * len(hands)
    deals = list(permutations(deck, len(hands)))
    for deal in deals:
        full = [[*hand, extra] for hand, extra in zip(hands, deal, strict=True)]
        highs = [best_high(cards) for cards in full]
        lows = [best_low8(cards) for cards in full]
        best = max(highs)
        high_winners = [i for i, h in enumerate(highs) if h == best]
        qualified = [low for low in lows if low is not None]
        halves = [(high_winners, Fraction(1, 2 if qualified else 1))]
        if qualified:
            halves.append(([i for i, low in enumerate(lows) if low == min(qualified)],
                           Fraction(1, 2)))
        for winners, part in halves:
            for i in winners:
                totals[i] += part / len(winners)
    return [total / len(deals) for total in totals]


def test_all_in_adjusted_net_of_an_all_in_on_sixth_street() -> None:
    # WSOP 2023 event #54 hand 6 (tests/data/phh): p4 (Kd 8d Kh Qd Ad Qh) and p5 (As 3c 6d
    # 8h 8c 9d, all in for 415,000) on 6th street; the others folded 3rd street (9h 7d Kc,
    # 8s 2d Tc, Ah 9c 4d, 6s 6c Jc). The pot p4 and p5 contest is 930,000 (415,000 each and
    # 100,000 of antes and bring-in); p4's last 5,000 is returned. p4 made kings full and
    # won all of it; adjusted, each gets his share over the 28 x 27 7th-street deals.
    path = PHH / "wsop_2023_54_4_6_00_15_43.phh"
    dead = from_text("9h 7d Kc 8s 2d Tc Ah 9c 4d 6s 6c Jc")
    shares = _shares([from_text("Kd 8d Kh Qd Ad Qh"), from_text("As 3c 6d 8h 8c 9d")], dead)
    assert sum(shares) == 1
    with cstud.db.connect(":memory:") as db:
        cstud.db.import_files(db, [path])
        seats = {_seat_name(player): net for player, net in db.query(
            "SELECT player, allin_adjusted_net FROM seats")}
        nets = {_seat_name(player): net for player, net in db.query(
            "SELECT player, net FROM seats")}
        assert db.query("SELECT allin_street FROM hands") == [(6,)]
        stats = _by_player(db)
    assert nets["p4"] == 930000 + 5000 - 420000 and nets["p5"] == -415000
    assert seats["p4"] == round(shares[0] * 930000) + 5000 - 420000
    assert seats["p5"] == round(shares[1] * 930000) - 415000
    assert seats["p1"] == nets["p1"] == -20000     # folded: his result as it was
    assert stats["p4"].adjusted_net_chips.value == seats["p4"]
    assert stats["p4"].net_chips.value == nets["p4"]
    assert stats["p4"].allin_adjusted_hands.value == 1
    assert stats["p4"].adjusted_big_bets_per_100.value == pytest.approx(
        100 * seats["p4"] / 160000)


def test_quartered_when_two_players_tie_for_the_low(tmp_path: Path) -> None:
    # No hand of tests/data quarters a pot, so the engine deals one: three players see
    # every street checked down; p1 and p2 both make 6-4-3-2-A (the same ranks), p3 makes
    # the only high worth anything (three kings). p3 wins the high half alone (high_half),
    # p1 and p2 tie for the low (quartered); nobody scoops.
    cards = {0: "Ah 2h 3h 4h 6h Qs 9c", 1: "As 2s 3d 4d 6c Jd Tc", 2: "Kc Kd Kh 8s 8d 7s 7c"}
    state = HandState([1000] * 3, 1, 2, 5, 10, cards=cards, options=Options.preset("wsop"))
    while not state.is_over:
        legal = {action.kind: action for action in state.legal_actions()}
        state.apply(legal.get(BRING_IN) or legal.get("check") or legal[CALL])
    path = tmp_path / "quartered.phh"
    HandHistory.from_state(state).dump(path)
    with cstud.db.connect(tmp_path / "db.sqlite") as db:
        cstud.db.import_files(db, [path])
        stats = _by_player(db)
    assert _ratio(stats["p1"], "quartered") == (1, 1)
    assert _ratio(stats["p2"], "quartered") == (1, 1)
    assert _ratio(stats["p3"], "high_half") == (1, 1)
    assert all(_ratio(s, "scoop") == (0, 1) for s in stats.values())
    assert stats["p1"].net_chips.value == stats["p2"].net_chips.value
    assert sum(s.net_chips.value for s in stats.values()) == 0


# --- statistics against an independent implementation on the engine's records ---------------


NAMES = ("ann", "bob", "cyd", "dee", "eve", "fay", "gus", "hal", "ivy", "jo")


def _generated_hands(count: int, seed: int) -> list[tuple[HandState, list[str]]]:
    """Hands played by bots under the WSOP rules (what PHH replays under), 2 to 8 players
    drawn from NAMES, stacks short enough for all-ins and side pots, all three games."""
    rng = random.Random(seed)
    hands = []
    for number in range(count):
        game = ("stud8", "stud", "razz")[number % 3]
        players = rng.randint(2, 8)
        names = rng.sample(NAMES, players)
        stacks = [rng.choice((12, 40, 150, 400, 1000)) for _ in names]
        state = HandState(stacks, 1, 2, 5, 10, game=game, seed=rng.getrandbits(32),
                          options=Options.preset("wsop", game))
        bots = [make_bot(rng.choice(("heuristic", "random", "station")), rng.getrandbits(32))
                for _ in names]
        play_hand(state, bots)
        hands.append((state, names))
    return hands


def _expected_stats(
        hands: list[tuple[HandState, list[str]]]) -> dict[tuple[str, str], Counter[str]]:
    """The statistics' counts, computed directly from each hand's operations log.

    Written apart from cstud.db.stats: each chance is decided by looking back over the
    actions before it, rather than by carrying flags along.
    """
    totals: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    for state, names in hands:
        ops = state.operations
        acts = [(op.street, op.seat, op.action) for op in ops if isinstance(op, PlayerActed)]
        upcard = {op.seat: op.cards[2] for op in ops if isinstance(op, CardsDealt)
                  and op.street == 3}
        folded_on = {seat: street for street, seat, a in acts if a.kind is FOLD}
        live = [seat for seat in range(len(names)) if seat not in folded_on]
        reached_fourth = any(isinstance(op, CardsDealt) and op.street >= 4 for op in ops)
        won = Counter()
        for op in ops:
            if isinstance(op, PotAwarded):
                for seat, chips in enumerate(op.shares):
                    won[seat] += chips
        main_pot = next(op.account for op in ops if isinstance(op, PotAwarded) and op.pot == 0)
        put_in = Counter({seat: state.starting_stacks[seat] - state.stacks[seat] + won[seat]
                          for seat in range(len(names))})
        for op in ops:
            if isinstance(op, UncalledBetReturned):
                put_in[op.seat] += op.amount
        returned = Counter()
        for op in ops:
            if isinstance(op, UncalledBetReturned):
                returned[op.seat] += op.amount
        third = [(seat, a.kind) for street, seat, a in acts if street == 3]
        last_betting = max(street for street, _, _ in acts)
        chips_left = [seat for seat in live
                      if state.starting_stacks[seat] - put_in[seat] + returned[seat] > 0]
        adjusted = len(live) >= 2 and last_betting < 7 and len(chips_left) <= 1
        for seat, name in enumerate(names):
            c = totals[name, state.game]
            c["hands"] += 1
            c["vpip_chance"] += 1
            mine = [(i, kind) for i, (s, kind) in enumerate(third) if s == seat
                    and kind is not BRING_IN]
            c["vpip"] += any(kind in (CALL, COMPLETE, RAISE) for _, kind in mine)
            for i, kind in mine:
                before = [k for _, k in third[:i]]
                if COMPLETE not in before:
                    c["complete_chance"] += 1
                    c["complete"] += kind is COMPLETE
            facing = [kind for i, kind in mine if COMPLETE in [k for _, k in third[:i]]]
            c["raise_third_chance"] += bool(facing)
            c["raise_third"] += RAISE in facing
            if mine:
                first, kind = mine[0]
                before = third[:first]
                if all(k in (FOLD, BRING_IN) for _, k in before):
                    c["steal_chance"] += 1
                    c["steal"] += kind is COMPLETE
                    gone = {s for s, k in before if k is FOLD}
                    behind = [upcard[s] >> 2 for s in range(len(names))
                              if s != seat and s not in gone]
                    mine_rank = upcard[seat] >> 2
                    if state.game == "razz":
                        def low(rank: int) -> int:
                            return -1 if rank == 12 else rank
                        outranks = all(low(mine_rank) < low(r) for r in behind)
                    else:
                        outranks = all(mine_rank > r for r in behind)
                    split = "steal_outranking" if outranks else "steal_outranked"
                    c[split + "_chance"] += 1
                    c[split] += kind is COMPLETE
            if third and third[0] == (seat, BRING_IN):
                steals = [i for i, (s, k) in enumerate(third) if k is COMPLETE and s != seat
                          and all(kk in (FOLD, BRING_IN) for _, kk in third[:i])]
                if steals:
                    after = third[steals[0] + 1:]
                    reply = next((j for j, (s, _) in enumerate(after) if s == seat), None)
                    if reply is not None and all(k is FOLD for _, k in after[:reply]):
                        c["fold_to_steal_chance"] += 1
                        c["fold_to_steal"] += after[reply][1] is FOLD
            for street in (4, 5, 6, 7):
                name_ = {4: "4th", 5: "5th", 6: "6th", 7: "7th"}[street]
                on = [(s, a.kind) for st, s, a in acts if st == street]
                opened = [(s, k) for i, (s, k) in enumerate(on) if s == seat
                          and not any(kk in (BET, RAISE) for _, kk in on[:i])]
                faced = [k for i, (s, k) in enumerate(on) if s == seat
                         and any(kk in (BET, RAISE) for _, kk in on[:i])]
                c[f"bet_{name_}_chance"] += bool(opened)
                c[f"bet_{name_}"] += any(k is BET for _, k in opened)
                c[f"raise_{name_}_chance"] += bool(faced)
                c[f"raise_{name_}"] += RAISE in faced
            c["aggressive"] += sum(a.kind in (COMPLETE, BET, RAISE) for _, s, a in acts
                                   if s == seat)
            c["calls"] += sum(a.kind is CALL for _, s, a in acts if s == seat)
            saw = reached_fourth and folded_on.get(seat) != 3
            c["saw_fourth"] += saw
            at_showdown = saw and seat in live and len(live) >= 2
            c["showdown"] += at_showdown
            c["won_showdown"] += at_showdown and won[seat] > 0
            if at_showdown and state.game == "stud8":
                c["halves_chance"] += 1
                high, low = main_pot.high_winners, main_pot.low_winners
                alone_high = high == (seat,)
                c["scoop"] += alone_high and (low == (seat,) or not low)
                c["high_half"] += alone_high and bool(low) and seat not in low
                c["low_half"] += low == (seat,) and seat not in high
                c["quartered"] += (seat in high and len(high) > 1) or (
                    seat in low and len(low) > 1)
            c["net"] += state.stacks[seat] - state.starting_stacks[seat]
            c["adjusted"] += adjusted
    return totals


def _write_phhs(hands: list[tuple[HandState, list[str]]], path: Path) -> None:
    HandHistory.dump_all((HandHistory.from_state(state, players=names)
                          for state, names in hands), path)


def test_stats_agree_with_the_engines_records(location: str, tmp_path: Path) -> None:
    hands = _generated_hands(600, seed=22)
    _write_phhs(hands, tmp_path / "generated.phhs")
    expected = _expected_stats(hands)
    assert sum(c["adjusted"] for c in expected.values()) > 20    # all-ins were played
    assert sum(c["quartered"] for c in expected.values()) > 0
    with cstud.db.connect(location) as db:
        summary = cstud.db.import_files(db, [tmp_path / "generated.phhs"])
        assert (summary.stored, summary.errors) == (len(hands), [])
        results = {(s.player, s.game): s for s in cstud.db.stats(db)}
        assert cstud.db.stats(db, player="ann", game="razz") == [results["ann", "razz"]]
        cstud.db.recount(db)
        assert {(s.player, s.game): s for s in cstud.db.stats(db)} == results
    assert results.keys() == expected.keys()
    ratios = {"vpip": "vpip", "complete": "complete", "raise_third": "raise_third",
              "steal": "steal", "steal_outranking": "steal_outranking",
              "steal_outranked": "steal_outranked", "fold_to_steal": "fold_to_steal",
              "went_to_showdown": ("showdown", "saw_fourth"),
              "won_at_showdown": ("won_showdown", "showdown"),
              "scoop": ("scoop", "halves_chance"), "high_half": ("high_half", "halves_chance"),
              "low_half": ("low_half", "halves_chance"),
              "quartered": ("quartered", "halves_chance")}
    for street in ("4th", "5th", "6th", "7th"):
        ratios[f"bet_{street}"] = f"bet_{street}"
        ratios[f"raise_{street}"] = f"raise_{street}"
    for key, counts in expected.items():
        stats = results[key]
        assert stats.hands == counts["hands"]
        for name, facts in ratios.items():
            done, chance = (facts, f"{facts}_chance") if isinstance(facts, str) else facts
            value = getattr(stats, name)
            assert (value.count, value.sample) == (counts[done], counts[chance]), (key, name)
        assert (stats.aggression.count, stats.aggression.sample) == (
            counts["aggressive"], counts["calls"]), key
        assert stats.net_chips.value == counts["net"], key
        assert stats.big_bets_per_100.value == pytest.approx(
            100 * counts["net"] / 10 / counts["hands"])
        assert stats.allin_adjusted_hands.value == counts["adjusted"], key
    # The adjusted nets share out the same chips, up to rounding each to a chip.
    adjusted = sum(s.adjusted_net_chips.value for s in results.values())
    assert abs(adjusted) <= sum(c["adjusted"] for c in expected.values()) * 4


# --- the command line ---------------------------------------------------------------------


def test_cli_import_stats_report_export(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "cli.sqlite")
    assert main(["import", str(HANDS), str(PHH), "--db", db, "--json"]) == 2  # the cut-off hand
    summary = json.loads(capsys.readouterr().out)
    site = _readable_site_hands()
    readable = len(site["hands"]) + 13   # the site hands and the PHH files
    assert summary["stored"] == readable and len(summary["errors"]) == len(site["errors"])
    # The status tells of this import, which stored nothing (stored hands disagree: L6).
    assert main(["import", str(PHH), "--db", db]) == 0
    assert "0 hands stored" in (out := capsys.readouterr().out) and "13 already stored" in out

    assert main(["stats", "--db", db, "--json", "--game", "stud8"]) == 0
    rows = json.loads(capsys.readouterr().out)
    hero = next(row for row in rows if row["player"] == "Hero")
    assert hero["game"] == "stud8" and hero["hands"] == hero["vpip"]["sample"]
    assert set(hero) == {"player", "site", "game", "hands"} | {s.name for s in cstud.db.STATS}
    # "Hero" at several sites is several players, one row each.
    heroes = sorted((row for row in rows if row["player"] == "Hero"),
                    key=lambda row: -row["hands"])
    hero_sites = [row["site"] for row in heroes]       # the most hands first
    assert len(set(hero_sites)) == len(hero_sites) > 1
    assert main(["stats", "--db", db, "--csv", "--player", "Hero", "--site", hero_sites[0],
                 "--game", "stud8"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("player,site,game,hands,vpip,vpip_sample") and len(lines) == 2
    assert main(["stats", "--db", db, "--player", "Hero"]) == 0
    assert "fold_to_steal" in capsys.readouterr().out

    report = tmp_path / "report.html"
    assert main(["report", "--db", db, "--player", "Hero", "-o", str(report)]) == 2
    assert "name one with --site" in capsys.readouterr().err
    assert main(["report", "--db", db, "--player", "Hero", "--site", hero_sites[0],
                 "-o", str(report)]) == 0
    text = report.read_text()
    assert text.count("<svg") == 3 and "<script" not in text
    assert "src=" not in text and "href=" not in text and "@import" not in text
    assert "buried pair" in text or "split pair" in text or "three to a low" in text

    assert main(["report", "--db", db, "--player", "nobody", "-o", str(report)]) == 2
    assert "no hands of 'nobody'" in capsys.readouterr().err
    assert main(["stats", "--db", str(tmp_path / "missing.sqlite"), "--json"]) == 2
    assert json.loads(capsys.readouterr().err)["code"] == 2
    assert main(["import", str(tmp_path / "nowhere"), "--db", db]) == 2

    pytest.importorskip("pyarrow", reason='Parquet export needs pyarrow ("cstud[parquet]")')
    import pyarrow.parquet as pq

    assert main(["export", "--db", db, "--parquet", str(tmp_path / "pq"), "--json"]) == 0
    written = json.loads(capsys.readouterr().out)
    assert written["hands"]["rows"] == readable
    table = pq.read_table(tmp_path / "pq" / "seats.parquet")
    with cstud.db.connect(db) as opened:
        assert table.num_rows == opened.query("SELECT COUNT(*) FROM seats")[0][0]
        assert sum(table.column("net").to_pylist()) == -opened.query(
            "SELECT SUM(rake) FROM hands")[0][0]


def test_import_cstud_loads_no_database_module() -> None:
    code = ("import sys, cstud, cstud.cli; cstud.cli.build_parser(); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('sqlite3', '_sqlite3', 'psycopg', 'pyarrow')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


DATABASE_DOC = Path(__file__).parent.parent / "docs" / "DATABASE.md"


@pytest.mark.skipif(not DATABASE_DOC.exists(), reason="docs/ is not beside the tests (wheel test)")
def test_every_statistic_is_defined_in_the_docs_word_for_word() -> None:
    text = " ".join(DATABASE_DOC.read_text(encoding="utf-8").split())
    for stat in cstud.db.STATS:
        assert f"| `{stat.name}` | {' '.join(stat.definition.split())} |" in text, stat.name


def test_facts_recomputed_from_the_stored_actions_are_the_stored_facts(location: str) -> None:
    from cstud.db.importer import rebuild_facts

    with cstud.db.connect(location) as db:
        cstud.db.import_files(db, [HANDS, PHH])
        query = "SELECT * FROM seat_facts ORDER BY hand_id, seat"
        stored = db.query(query)
        before = cstud.db.stats(db)
        db.execute("UPDATE seat_facts SET vpip = 0, net = 0")   # spoil them
        cstud.db.recount(db)
        assert cstud.db.stats(db) != before
        assert rebuild_facts(db) == len(_readable_site_hands()["hands"]) + 13
        assert db.query(query) == stored
        assert cstud.db.stats(db) == before


# --- the import's shortcuts give what the plain way gives -------------------------------------

_DATE_TIME_TEXT = re.compile(r"(\d{4})[/-](\d{1,2})[/-](\d{1,2})[ T-]+(\d{1,2}):(\d{2}):(\d{2})")


def _played_at_by_search(text: str) -> str | None:
    """The first date-time of the first 600 characters, found by searching them all."""
    match = _DATE_TIME_TEXT.search(text[:600])
    if match is None:
        return None
    year, month, day, hour, minute, second = (int(part) for part in match.groups())
    return f"{year:04d}-{month:02d}-{day:02d} {hour:02d}:{minute:02d}:{second:02d}"


@settings(max_examples=3000, deadline=None)
@given(st.text(alphabet="0123456789/- :T\nx", max_size=60), st.integers(0, 600))
def test_the_time_of_a_hand_is_the_first_date_time_of_its_header(text: str, shift: int) -> None:
    from cstud.db.records import played_at

    for candidate in (text, "x" * shift + text):
        assert played_at(candidate) == _played_at_by_search(candidate)


def test_the_time_of_every_test_hand_is_the_first_date_time_of_its_header() -> None:
    from cstud.db.records import played_at

    found = 0
    for path in sorted(HANDS.rglob("*.*")):
        text = path.read_text(encoding="utf-8", errors="replace")
        for start in range(0, len(text), 97):
            assert played_at(text[start:]) == _played_at_by_search(text[start:])
            found += played_at(text[start:]) is not None
    assert found > 100


def test_rows_written_many_to_a_statement_are_the_rows_written_one_by_one(
        location: str) -> None:
    """Database.insert_rows (the action rows, 50 to an INSERT) stores what executemany does,
    in order, whatever the number of rows."""
    with cstud.db.connect(location) as db:
        statement = ("INSERT INTO import_errors (identity, source_file, hand, line, message) "
                     "VALUES (?, ?, ?, ?, ?)")
        rows = [(f"e{n}", f"file{n % 3}", None if n % 2 else str(n), n, f"message {n}")
                for n in range(123)]
        with db.transaction():
            db.insert_rows(statement, rows[:50], 50)
            db.insert_rows(statement, rows[50:53], 50)
            db.insert_rows(statement, rows[53:], 7)
            db.insert_rows(statement, [], 7)
        stored = db.query("SELECT identity, source_file, hand, line, message FROM import_errors "
                          "ORDER BY id")
        assert [tuple(row) for row in stored] == rows


def test_the_garbage_collector_is_left_as_it_was(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The import pauses Python's cyclic garbage collector while it stores a batch: after
    it, on or off, the collector is as it was, also when the import fails."""
    import gc

    import cstud.db.importer as importer

    with cstud.db.connect(tmp_path / "hands.sqlite") as db:
        assert gc.isenabled()
        cstud.db.import_files(db, [PHH])
        assert gc.isenabled()
        gc.disable()
        try:
            cstud.db.import_files(db, [HANDS])
            assert not gc.isenabled()
        finally:
            gc.enable()

        def failing(*args: Any) -> int:
            assert not gc.isenabled()   # paused while a batch is stored
            raise cstud.db.DatabaseError("the disk is full")

        monkeypatch.setattr(importer, "store", failing)
        with pytest.raises(cstud.db.DatabaseError, match="disk is full"):
            cstud.db.import_files(db, [HANDS])
        assert gc.isenabled()
