"""``cstud export --parquet DIR``: every table of the hand database as a Parquet file.

Each table becomes ``DIR/TABLE.parquet`` with its columns typed (64-bit integers, text),
written in chunks of :data:`CHUNK` rows so that a large database is never held in memory.
pyarrow is imported only here (``pip install "cstud[parquet]"``).
"""

from __future__ import annotations

from pathlib import Path

from cstud.db.database import Database
from cstud.db.stats import FACTS

CHUNK = 100_000
"""Rows read and written at a time."""

TABLES: dict[str, tuple[tuple[str, str], ...]] = {
    "hands": (
        ("id", "int"), ("identity", "text"), ("site", "text"), ("site_hand_id", "text"),
        ("game", "text"), ("unit", "text"), ("currency", "text"), ("tournament", "text"),
        ("table_name", "text"), ("played_at", "text"), ("ante", "int"), ("bring_in", "int"),
        ("small_bet", "int"), ("big_bet", "int"), ("fixed_limit", "int"), ("players", "int"),
        ("last_street", "int"), ("showdown", "int"), ("rake", "int"), ("rake_stated", "int"),
        ("total_pot", "int"), ("allin_street", "int"), ("money_check", "text"),
        ("money_reason", "text"), ("replay_check", "text"), ("replay_reason", "text"),
        ("source_file", "text"), ("source_line", "int")),
    "seats": (
        ("hand_id", "int"), ("seat", "int"), ("seat_number", "int"), ("player", "text"),
        ("stack", "int"), ("ante", "int"), ("cards", "text"), ("showed", "int"),
        ("mucked", "int"), ("put_in", "int"), ("won", "int"), ("returned", "int"),
        ("net", "int"), ("high_result", "text"), ("low_result", "text"),
        ("allin_adjusted_net", "int")),
    "actions": (
        ("hand_id", "int"), ("seq", "int"), ("street", "int"), ("seat", "int"),
        ("kind", "text"), ("amount", "int"), ("total", "int"), ("all_in", "int"),
        ("line", "int")),
    "awards": (
        ("hand_id", "int"), ("seq", "int"), ("seat", "int"), ("amount", "int"),
        ("pot", "int"), ("half", "text"), ("line", "int")),
    "seat_facts": (
        ("hand_id", "int"), ("seat", "int"), ("site", "text"), ("player", "text"),
        ("game", "text"), *((fact, "int") for fact in FACTS)),
    "import_errors": (
        ("id", "int"), ("identity", "text"), ("source_file", "text"), ("hand", "text"),
        ("line", "int"), ("message", "text")),
}
"""Every table exported, with its columns and their types."""


class ExportError(Exception):
    """The export cannot be done (pyarrow missing)."""


def export_parquet(database: Database, directory: str | Path, *, site: str | None = None,
                   game: str | None = None) -> dict[str, tuple[Path, int]]:
    """Write every table to ``directory`` (made if needed); returns {table: (file, rows)}.
    With ``site`` or ``game``, only the rows of that site's or game's hands (and no
    ``import_errors``, which belong to no hand)."""
    try:
        import pyarrow as pa  # type: ignore[import-not-found, import-untyped, unused-ignore]
        import pyarrow.parquet as pq  # type: ignore[import-not-found, import-untyped, unused-ignore]
    except ImportError:
        raise ExportError('Parquet export needs pyarrow: pip install "cstud[parquet]"') from None
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    types = {"int": pa.int64(), "text": pa.string()}
    written: dict[str, tuple[Path, int]] = {}
    conditions = [f"{column} = ?" for column, value in (("site", site), ("game", game))
                  if value is not None]
    parameters = [value for value in (site, game) if value is not None]
    hands = " AND ".join(conditions)
    for table, columns in TABLES.items():
        if conditions and table == "import_errors":
            continue
        where = ("" if not conditions else f"WHERE {hands} " if table == "hands" else
                 f"WHERE hand_id IN (SELECT id FROM hands WHERE {hands}) ")
        schema = pa.schema([(name, types[kind]) for name, kind in columns])
        path = directory / f"{table}.parquet"
        names = ", ".join(name for name, _ in columns)
        keys = "id" if columns[0][0] == "id" else ", ".join(
            name for name, _ in columns[:2])
        rows = 0
        with pq.ParquetWriter(path, schema) as writer:
            for chunk in database.stream(f"SELECT {names} FROM {table} {where}"
                                         f"ORDER BY {keys}", CHUNK, parameters):
                rows += len(chunk)
                arrays = [pa.array([row[index] for row in chunk], type=schema.field(index).type)
                          for index in range(len(columns))]
                writer.write_table(pa.Table.from_arrays(arrays, schema=schema))
            if rows == 0:
                writer.write_table(schema.empty_table())
        written[table] = (path, rows)
    return written
