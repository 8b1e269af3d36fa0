"""The database schema, one for SQLite and PostgreSQL, and its migrations.

The tables are written once in portable SQL; the only word that differs between the two
databases is how a table's own row number is made (``{serial}``: SQLite's ``INTEGER PRIMARY
KEY``, PostgreSQL's ``BIGSERIAL PRIMARY KEY``). Every amount is a ``BIGINT`` in the hand's
unit (cents for cash, chips for tournaments and PHH hands); there is no floating-point column.
``docs/DATABASE.md`` describes every column.

``schema_version`` holds one row, the version of the schema the database was made or last
migrated to. :data:`MIGRATIONS` lists, for each version, the statements that bring a database
from the version before to it; :func:`cstud.db.connect` runs those a database lacks, each
migration in one transaction, so a database is always at one version or the next.
"""

from __future__ import annotations

import re

SCHEMA_VERSION = 5
"""The version of the schema this cstud writes."""

_VERSION_1 = (
    """CREATE TABLE hands (
        id {serial},
        identity TEXT NOT NULL UNIQUE,
        site TEXT NOT NULL,
        site_hand_id TEXT,
        game TEXT NOT NULL,
        unit TEXT NOT NULL,
        currency TEXT,
        tournament TEXT,
        table_name TEXT,
        played_at TEXT,
        ante BIGINT NOT NULL,
        bring_in BIGINT,
        small_bet BIGINT,
        big_bet BIGINT,
        fixed_limit INTEGER NOT NULL,
        players INTEGER NOT NULL,
        last_street INTEGER NOT NULL,
        showdown INTEGER NOT NULL,
        rake BIGINT NOT NULL,
        rake_stated INTEGER NOT NULL,
        total_pot BIGINT NOT NULL,
        allin_street INTEGER,
        money_check TEXT NOT NULL,
        money_reason TEXT NOT NULL,
        replay_check TEXT NOT NULL,
        replay_reason TEXT NOT NULL,
        source_file TEXT NOT NULL,
        source_line INTEGER
    )""",
    """CREATE TABLE seats (
        hand_id BIGINT NOT NULL REFERENCES hands (id),
        seat INTEGER NOT NULL,
        seat_number INTEGER NOT NULL,
        player TEXT NOT NULL,
        stack BIGINT NOT NULL,
        ante BIGINT NOT NULL,
        cards TEXT NOT NULL,
        showed INTEGER NOT NULL,
        mucked INTEGER NOT NULL,
        put_in BIGINT NOT NULL,
        won BIGINT NOT NULL,
        returned BIGINT NOT NULL,
        net BIGINT NOT NULL,
        high_result TEXT,
        low_result TEXT,
        allin_adjusted_net BIGINT,
        PRIMARY KEY (hand_id, seat)
    )""",
    """CREATE TABLE actions (
        hand_id BIGINT NOT NULL REFERENCES hands (id),
        seq INTEGER NOT NULL,
        street INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        amount BIGINT NOT NULL,
        total BIGINT NOT NULL,
        all_in INTEGER NOT NULL,
        line INTEGER,
        PRIMARY KEY (hand_id, seq)
    )""",
    """CREATE TABLE awards (
        hand_id BIGINT NOT NULL REFERENCES hands (id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        amount BIGINT NOT NULL,
        pot INTEGER,
        half TEXT,
        line INTEGER,
        PRIMARY KEY (hand_id, seq)
    )""",
    """CREATE TABLE seat_facts (
        hand_id BIGINT NOT NULL REFERENCES hands (id),
        seat INTEGER NOT NULL,
        player TEXT NOT NULL,
        game TEXT NOT NULL,
        {facts},
        PRIMARY KEY (hand_id, seat)
    )""",
    "CREATE INDEX seat_facts_player ON seat_facts (player, game)",
    "CREATE INDEX seats_player ON seats (player)",
    """CREATE TABLE player_totals (
        player TEXT NOT NULL,
        game TEXT NOT NULL,
        cash INTEGER NOT NULL,
        big_bet BIGINT NOT NULL,
        {totals},
        PRIMARY KEY (player, game, cash, big_bet)
    )""",
    """CREATE TABLE import_errors (
        id {serial},
        identity TEXT NOT NULL UNIQUE,
        source_file TEXT NOT NULL,
        hand TEXT,
        line INTEGER,
        message TEXT NOT NULL
    )""",
)

_VERSION_2 = (
    # Each hand's history as it was read (the site's text of the hand, or a PHH document),
    # so that the hand can be shown and replayed again (``cstud serve --db``). A table of its
    # own keeps the rows that the statistics scan narrow.
    """CREATE TABLE hand_texts (
        hand_id BIGINT PRIMARY KEY REFERENCES hands (id),
        text TEXT NOT NULL
    )""",
)


_VERSION_3 = (
    # Players are known by site: a screen name is one player at one site (PHH: its venue).
    # seat_facts and player_totals get the hand's site, player_totals is keyed by it, and the
    # totals are summed again. A PHH hand's anonymous seats (``p1``, ``p2``, ... where the
    # file names no players) are no one known: each becomes a player of that hand alone.
    "ALTER TABLE seat_facts ADD COLUMN site TEXT NOT NULL DEFAULT ''",
    "UPDATE seat_facts SET site = (SELECT h.site FROM hands h WHERE h.id = seat_facts.hand_id)",
    """UPDATE seats SET player = player || ' of ' || (SELECT substr(h.identity, 1, 12)
        FROM hands h WHERE h.id = seats.hand_id)
        WHERE player = 'p' || (seat + 1)
        AND hand_id IN (SELECT id FROM hands WHERE substr(identity, 1, 4) = 'phh:')""",
    """UPDATE seat_facts SET player = (SELECT s.player FROM seats s
        WHERE s.hand_id = seat_facts.hand_id AND s.seat = seat_facts.seat)""",
    "DROP INDEX seat_facts_player",
    "CREATE INDEX seat_facts_player ON seat_facts (site, player, game)",
    "DROP TABLE player_totals",
    """CREATE TABLE player_totals (
        site TEXT NOT NULL,
        player TEXT NOT NULL,
        game TEXT NOT NULL,
        cash INTEGER NOT NULL,
        big_bet BIGINT NOT NULL,
        {totals},
        PRIMARY KEY (site, player, game, cash, big_bet)
    )""",
    """INSERT INTO player_totals (site, player, game, cash, big_bet, {total_names})
        SELECT site, player, game, cash, big_bet, {total_sums} FROM seat_facts
        GROUP BY site, player, game, cash, big_bet""",
)

_VERSION_4 = (
    # cstud import --watch: how far each watched history file has been imported, so that a
    # watch that is stopped and started again goes on where it stopped. ``file_id`` (device
    # and inode) and ``head`` (a digest of the file's first bytes) tell a file that was
    # renamed (rotated) from one replaced by a new file at the same path.
    """CREATE TABLE watched_files (
        path TEXT PRIMARY KEY,
        file_id TEXT NOT NULL,
        head TEXT NOT NULL,
        encoding TEXT NOT NULL,
        done_bytes BIGINT NOT NULL,
        done_lines BIGINT NOT NULL
    )""",
)


def _version_5(luck_columns: tuple[str, ...]) -> tuple[str, ...]:
    """The luck adjustment (cstud.db.luck): its facts in ``seat_facts`` and their sums in
    ``player_totals``, 0 for every stored hand, and the luck-adjusted net its net until
    :func:`cstud.db.importer.adjust_luck` (run by the migration, in its transaction) works
    out the hands that qualify."""
    return (*(f"ALTER TABLE {table} ADD COLUMN {name} BIGINT NOT NULL DEFAULT 0"
              for table in ("seat_facts", "player_totals") for name in luck_columns),
            "UPDATE seat_facts SET luck_net = net", "UPDATE player_totals SET luck_net = net")


def migrations(fact_columns: tuple[str, ...], total_columns: tuple[str, ...],
               luck_columns: tuple[str, ...] = ()) -> dict[int, tuple[str, ...]]:
    """The statements of each version, ``{serial}`` still to be filled in; ``fact_columns``
    are the names of the per-seat facts of version 1 (:data:`cstud.db.stats.FACTS_V1`) and
    ``total_columns`` those of them summed in ``player_totals``, ``luck_columns`` the facts
    (summed too) that version 5 adds (:data:`cstud.db.stats.LUCK_FACTS`), all integers."""
    facts = ",\n        ".join(f"{name} BIGINT NOT NULL" for name in fact_columns)
    totals = ",\n        ".join(f"{name} BIGINT NOT NULL" for name in total_columns)
    names = ", ".join(total_columns)
    sums = ", ".join(f"SUM({name})" for name in total_columns)

    def filled(statements: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(statement.replace("{facts}", facts).replace("{totals}", totals)
                     .replace("{total_names}", names).replace("{total_sums}", sums)
                     for statement in statements)

    return {1: filled(_VERSION_1), 2: _VERSION_2, 3: filled(_VERSION_3), 4: _VERSION_4,
            5: _version_5(luck_columns) if luck_columns else ()}


SERIAL = {"sqlite": "INTEGER PRIMARY KEY", "postgresql": "BIGSERIAL PRIMARY KEY"}
"""How each database makes a table's own row number."""


def tables_of(version: int) -> set[str]:
    """The tables a database at ``version`` has (``schema_version`` among them)."""
    steps = migrations((), ())
    return {"schema_version"} | {match[1] for target in range(1, version + 1)
                                 for statement in steps[target]
                                 if (match := re.match(r"\s*CREATE TABLE (\w+)", statement))}
