"""Stored hands read back, and the work on them that the schema's migrations need (the
luck facts of schema version 5, :func:`adjust_luck`), so that :mod:`cstud.db.database` can run
it without importing the importer (which imports it)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from decimal import Decimal
from typing import Any, Protocol

from cstud.cards import Card
from cstud.db.records import UNKNOWN_CARD, ActionRecord, HandRecord, SeatRecord
from cstud.db.stats import (
    LUCK_FACTS,
    TOTALS,
    PlayerStats,
    add_totals,
    player_stats,
    seat_facts,
    totals_query,
)

BATCH = 500
"""Hands read, or written by an import, at a time (an import's transaction each)."""

TOTAL_KEYS = ("site", "player", "game", "cash", "big_bet")
"""The columns ``player_totals`` is keyed by."""


class Connection(Protocol):
    """What is used here of :class:`cstud.db.database.Database`."""

    def execute(self, statement: str, parameters: Sequence[Any] = ()) -> Any: ...

    def executemany(self, statement: str, rows: Iterable[Sequence[Any]]) -> None: ...

    def query(self, statement: str, parameters: Sequence[Any] = ()) -> list[tuple[Any, ...]]: ...


def load_hands(database: Connection, hand_ids: Sequence[int]) -> dict[int, HandRecord]:
    """Stored hands read back as records (what the facts and the luck adjustment need:
    header, rake and money check, seats, actions; the awards are left out), by hand id."""
    if not hand_ids:
        return {}
    marks = ", ".join("?" * len(hand_ids))
    header = {row[0]: row for row in database.query(
        f"SELECT id, identity, site, site_hand_id, game, unit, big_bet, last_street, rake, "
        f"money_check FROM hands WHERE id IN ({marks})", hand_ids)}
    seats: dict[int, list[SeatRecord]] = {hand_id: [] for hand_id in header}
    for row in database.query(
            "SELECT hand_id, seat, seat_number, player, stack, ante, cards, showed, mucked, "
            "put_in, won, returned, high_result, low_result, allin_adjusted_net FROM seats "
            f"WHERE hand_id IN ({marks}) ORDER BY hand_id, seat", hand_ids):
        cards = tuple(None if text == UNKNOWN_CARD else Card(text)
                      for text in str(row[6]).split())
        seats[row[0]].append(SeatRecord(int(row[1]), int(row[2]), str(row[3]), int(row[4]),
                                        int(row[5]), cards, bool(row[7]), bool(row[8]),
                                        int(row[9]), int(row[10]), int(row[11]), row[12],
                                        row[13], row[14]))
    actions: dict[int, list[ActionRecord]] = {hand_id: [] for hand_id in header}
    for row in database.query(
            "SELECT hand_id, street, seat, kind, amount, total, all_in, line FROM actions "
            f"WHERE hand_id IN ({marks}) ORDER BY hand_id, seq", hand_ids):
        actions[row[0]].append(ActionRecord(int(row[1]), int(row[2]), str(row[3]),
                                            int(row[4]), int(row[5]), bool(row[6]), row[7]))
    records = {}
    for hand_id, (_, identity, site, site_hand_id, game, unit, big_bet, last, rake,
                  money_check) in header.items():
        records[hand_id] = HandRecord(
            identity=identity, site=site, site_hand_id=site_hand_id, game=game, unit=unit,
            currency=None, tournament=None, table_name=None, played_at=None, ante=0,
            bring_in=None, small_bet=None, big_bet=big_bet, fixed_limit=True,
            last_street=int(last), rake=int(rake), rake_stated=True,
            money_check=str(money_check), money_reason="",
            replay_check="", replay_reason="", source_file="", source_line=None,
            seats=tuple(seats[hand_id]), actions=tuple(actions[hand_id]), awards=())
    return records


def recount_totals(database: Connection) -> None:
    """Recount ``player_totals`` from ``seat_facts``, in the caller's transaction."""
    columns = ", ".join(TOTAL_KEYS + TOTALS)
    database.execute("DELETE FROM player_totals")
    database.execute(f"INSERT INTO player_totals ({columns}) {totals_query('')}")


_SET_LUCK = (f"UPDATE seat_facts SET {', '.join(f'{name} = ?' for name in LUCK_FACTS)} "
             "WHERE hand_id = ? AND seat = ?")


def adjust_luck(database: Connection) -> int:
    """Work out the luck facts (:data:`cstud.db.stats.LUCK_FACTS`) of every stored hand
    that qualifies (:func:`cstud.db.luck.qualifies`: only showdowns are looked at), then
    recount the totals; returns how many hands were adjusted. Runs inside the caller's
    transaction (schema version 5's migration, so that a database at that version has every
    hand's luck); the hands are read :data:`BATCH` at a time."""
    ids = [int(row[0]) for row in database.query(
        "SELECT id FROM hands WHERE showdown = 1 ORDER BY id")]
    adjusted = 0
    for start in range(0, len(ids), BATCH):
        rows = []
        for hand_id, record in load_hands(database, ids[start:start + BATCH]).items():
            facts = seat_facts(record)
            if facts and facts[0]["luck_adjusted"]:
                adjusted += 1
                rows += [(*(fact[name] for name in LUCK_FACTS), hand_id, seat.seat)
                         for seat, fact in zip(record.seats, facts, strict=True)]
        database.executemany(_SET_LUCK, rows)
    recount_totals(database)
    return adjusted


def stats_in(database: Connection, *, player: str | None = None, site: str | None = None,
             game: str | None = None) -> list[PlayerStats]:
    """:func:`cstud.db.stats`: every player's statistics per game (or one player's, one
    site's, one game's), sorted by player, site and game, from ``player_totals``."""
    conditions, parameters = [], []
    for column, value in (("player", player), ("site", site), ("game", game)):
        if value is not None:
            conditions.append(f"{column} = ?")
            parameters.append(value)
    where = f"WHERE {' AND '.join(conditions)}" if conditions else ""
    sums: dict[tuple[str, str, str], dict[str, Any]] = {}
    for row in database.query(f"SELECT player, site, game, cash, big_bet, {', '.join(TOTALS)} "
                              f"FROM player_totals {where}", parameters):
        key = (str(row[0]), str(row[1]), str(row[2]))
        add_totals(sums.setdefault(key, {}), int(row[3]), int(row[4]),
                   [_integer(value) for value in row[5:]])
    return [player_stats(*key, sums[key]) for key in sorted(sums)]




def _integer(value: object) -> int:
    """A total as the database returns it (PostgreSQL's sums may be Decimal)."""
    if isinstance(value, (int, Decimal)):
        return int(value)
    raise TypeError(f"a total is an integer, not {value!r}")
