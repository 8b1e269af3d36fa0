"""A hand database and stud statistics: site histories and PHH in SQLite or PostgreSQL.

>>> import cstud.db
>>> with cstud.db.connect(":memory:") as db:            # or a file, or postgresql://...
...     summary = cstud.db.import_files(db, ["tests/data/phh"])
...     [(s.player, s.hands, s.vpip.value, s.vpip.sample) for s in cstud.db.stats(db)][:1]
... # doctest: +SKIP

``connect`` opens a database (an SQLite file path, the default ``hands.sqlite``, or a
``postgresql://`` URL with the ``cstud[db]`` extra), creating or migrating its schema
(:mod:`cstud.db.schema`, documented in docs/DATABASE.md). ``import_files`` reads site
histories and PHH files into it (:mod:`cstud.db.importer`: each hand whole or not at all, never
twice, unreadable hands recorded in ``import_errors``). ``stats`` returns each player's
statistics per game as :class:`PlayerStats` records (:mod:`cstud.db.stats`, where every
statistic is defined). Nothing here is imported by ``import cstud``.
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal
from pathlib import Path

from cstud.db.database import DEFAULT_DATABASE, Database, DatabaseError, connect
from cstud.db.importer import ImportSummary, Progress
from cstud.db.importer import import_files as _import_files
from cstud.db.stats import STATS, SUM_NAMES, PlayerStats, StatValue, player_stats, stats_query

__all__ = [
    "DEFAULT_DATABASE",
    "STATS",
    "Database",
    "DatabaseError",
    "ImportSummary",
    "PlayerStats",
    "StatValue",
    "connect",
    "import_files",
    "stats",
]


def import_files(database: Database, paths: Iterable[str | Path], *, replay: bool = True,
                 progress: Progress | None = None) -> ImportSummary:
    """Import site histories and PHH files (files or directories) into ``database``;
    see :func:`cstud.db.importer.import_files`."""
    return _import_files(database, paths, replay=replay, progress=progress)


def stats(database: Database, *, player: str | None = None,
          game: str | None = None) -> list[PlayerStats]:
    """Every player's statistics per game (or one player's, or one game's), sorted by player
    then game."""
    conditions, parameters = [], []
    if player is not None:
        conditions.append("player = ?")
        parameters.append(player)
    if game is not None:
        conditions.append("game = ?")
        parameters.append(game)
    where = f"WHERE {' AND '.join(conditions)}" if conditions else ""
    results = []
    for row in database.query(stats_query(where), parameters):
        sums = {name: _number(value) for name, value in zip(SUM_NAMES, row[2:], strict=True)}
        results.append(player_stats(str(row[0]), str(row[1]), sums))
    return results


def _number(value: object) -> int | float:
    """A sum as the database returns it (PostgreSQL's are Decimal) as an int, or a float
    for the sums of ratios; NULL (no rows) as 0."""
    if value is None:
        return 0
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, int):
        return value
    return float(value)  # type: ignore[arg-type]
