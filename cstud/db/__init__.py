"""A hand database and stud statistics: site histories and PHH in SQLite or PostgreSQL.

Typical use::

    import cstud.db
    with cstud.db.connect("hands.sqlite") as db:        # or "postgresql://..."
        summary = cstud.db.import_files(db, ["HandHistory/"])
        for player in cstud.db.stats(db, game="stud8"):
            print(player.player, player.hands, player.vpip.value, player.vpip.sample)

``connect`` opens a database (an SQLite file path, the default ``hands.sqlite``, or a
``postgresql://`` URL with the ``cstud[db]`` extra), creating or migrating its schema
(:mod:`cstud.db.schema`, documented in docs/DATABASE.md). ``import_files`` reads site
histories and PHH files into it (:mod:`cstud.db.importer`: each hand whole or not at all, never
twice, unreadable hands recorded in ``import_errors``). ``stats`` returns each player's
statistics per game as :class:`PlayerStats` records (:mod:`cstud.db.stats`, where every
statistic is defined). ``open_hand_source`` serves the stored hands to ``cstud serve --db``
(:mod:`cstud.db.hand_source`). Nothing here is imported by ``import cstud``.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from cstud.db.database import DEFAULT_DATABASE, Database, DatabaseError, connect
from cstud.db.hand_source import HandSource, HandSourceError, open_hand_source
from cstud.db.importer import ImportSummary, Progress, recount
from cstud.db.importer import import_files as _import_files
from cstud.db.stats import STATS, PlayerStats, StatValue
from cstud.db.stored import stats_in

__all__ = [
    "DEFAULT_DATABASE",
    "STATS",
    "Database",
    "DatabaseError",
    "HandSource",
    "HandSourceError",
    "ImportSummary",
    "PlayerStats",
    "StatValue",
    "connect",
    "import_files",
    "open_hand_source",
    "recount",
    "stats",
]


def import_files(database: Database, paths: Iterable[str | Path], *, replay: bool = True,
                 progress: Progress | None = None) -> ImportSummary:
    """Import site histories and PHH files (files or directories) into ``database``;
    see :func:`cstud.db.importer.import_files`."""
    return _import_files(database, paths, replay=replay, progress=progress)


def stats(database: Database, *, player: str | None = None, site: str | None = None,
          game: str | None = None) -> list[PlayerStats]:
    """Every player's statistics per game (or one player's, one site's, one game's), a
    player being a screen name at a site, sorted by player, site and game, from the running
    totals (``player_totals``; :func:`recount` recounts them)."""
    return stats_in(database, player=player, site=site, game=game)
