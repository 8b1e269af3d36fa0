"""A connection to a hand database, SQLite or PostgreSQL, behind one small interface.

SQLite comes with Python (``sqlite3``, imported only here); PostgreSQL needs psycopg 3 (the
``cstud[db]`` extra), imported only when a ``postgresql://`` URL is opened. The SQL is written
once, with ``?`` placeholders, which become ``%s`` for psycopg.
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from cstud.db.schema import SCHEMA_VERSION, SERIAL, migrations
from cstud.db.stats import FACTS, TOTALS

DEFAULT_DATABASE = "hands.sqlite"
"""The database ``cstud import`` and ``cstud stats`` use when none is given."""


class DatabaseError(Exception):
    """The database cannot be opened or used: a bad location, psycopg missing for a
    PostgreSQL URL, a server that refuses, or a schema newer than this cstud."""


def is_postgres(location: str | Path) -> bool:
    """Whether a database location is a PostgreSQL URL (else it is an SQLite file path)."""
    text = str(location)
    return text.startswith(("postgresql://", "postgres://"))


class Database:
    """An open hand database. Use :func:`cstud.db.connect` to make one; close it (or use it
    as a context manager) when done."""

    def __init__(self, connection: Any, dialect: str, location: str,
                 errors: tuple[type[Exception], ...] = ()) -> None:
        self.connection = connection
        self.dialect = dialect
        self.location = location
        self._errors = errors            # the driver's error classes, told as DatabaseError
        self._in_transaction = False
        self._multi_row: dict[tuple[str, int], str] = {}   # see insert_rows

    @contextlib.contextmanager
    def _told(self) -> Iterator[None]:
        try:
            yield
        except self._errors as error:
            raise DatabaseError(f"{self.location}: {error}".strip()) from error

    # --- SQL ------------------------------------------------------------------------------

    def sql(self, statement: str) -> str:
        """A statement written with ``?`` placeholders as this database's driver takes it
        (``%s`` for psycopg)."""
        if self.dialect == "postgresql":
            return statement.replace("?", "%s")
        return statement

    def execute(self, statement: str, parameters: Sequence[Any] = ()) -> Any:
        """Run one statement; returns the cursor. Raises DatabaseError if the database
        refuses it."""
        with self._told():
            return self.connection.execute(self.sql(statement), tuple(parameters))

    def execute_prepared(self, statement: str, parameters: tuple[Any, ...]) -> Any:
        """:meth:`execute` for a statement already in the driver's form (:meth:`sql`), run
        many times: the drivers keep a prepared statement by its text (sqlite3's statement
        cache; psycopg prepares a statement run often), so the same text is reused."""
        try:
            return self.connection.execute(statement, parameters)
        except self._errors as error:
            raise DatabaseError(f"{self.location}: {error}".strip()) from error

    def executemany(self, statement: str, rows: Iterable[Sequence[Any]]) -> None:
        """Run one statement for each row."""
        rows = list(rows)
        if not rows:
            return
        with self._told():
            if self.dialect == "postgresql":
                with self.connection.cursor() as cursor:
                    cursor.executemany(self.sql(statement), rows)
            else:
                self.connection.executemany(statement, rows)

    def insert_rows(self, statement: str, rows: Sequence[Sequence[Any]],
                    per_statement: int) -> None:
        """Run an ``INSERT ... VALUES (?, ...)`` for each row, ``per_statement`` rows to a
        statement (one ``VALUES`` list of that many rows; the last few rows one by one): for
        a narrow table, the database's work per statement is then shared by many rows."""
        full = len(rows) - len(rows) % per_statement if per_statement > 1 else 0
        if full:
            key = (statement, per_statement)
            many = self._multi_row.get(key)
            if many is None:   # made once: the driver keeps it prepared by its text
                head, values, tail = statement.partition(" VALUES ")
                assert values and tail.startswith("(") and tail.endswith(")"), statement
                many = self._multi_row[key] = self.sql(
                    f"{head} VALUES {', '.join([tail] * per_statement)}")
            flat = list(itertools.chain.from_iterable(rows[:full]))
            width = len(flat) // full * per_statement
            with self._told():
                for start in range(0, len(flat), width):
                    self.connection.execute(many, flat[start:start + width])
        self.executemany(statement, rows[full:])

    def query(self, statement: str, parameters: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Run a query and return all its rows."""
        cursor = self.execute(statement, parameters)
        with self._told():
            return [tuple(row) for row in cursor.fetchall()]

    def stream(self, statement: str, size: int) -> Iterator[list[tuple[Any, ...]]]:
        """The rows of a query, ``size`` at a time, never all held at once (PostgreSQL: a
        server-side cursor, in a transaction of its own)."""
        if self.dialect == "postgresql":
            with self.transaction(), self.connection.cursor(name="cstud_stream") as cursor:
                cursor.execute(statement)
                while chunk := cursor.fetchmany(size):
                    yield [tuple(row) for row in chunk]
        else:
            cursor = self.connection.execute(statement)
            while chunk := cursor.fetchmany(size):
                yield [tuple(row) for row in chunk]

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        """Everything inside is committed together, or (on an exception) not at all."""
        if self._in_transaction:
            raise RuntimeError("transactions do not nest")
        self._in_transaction = True
        try:
            if self.dialect == "postgresql":
                with self.connection.transaction():
                    yield
            else:
                self.connection.execute("BEGIN")
                try:
                    yield
                except BaseException:
                    self.connection.execute("ROLLBACK")
                    raise
                self.connection.execute("COMMIT")
        finally:
            self._in_transaction = False

    # --- the schema -----------------------------------------------------------------------

    def _tables(self) -> set[str]:
        if self.dialect == "postgresql":
            rows = self.query("SELECT table_name FROM information_schema.tables "
                              "WHERE table_schema = current_schema()")
        else:
            rows = self.query("SELECT name FROM sqlite_master WHERE type = 'table'")
        return {str(row[0]) for row in rows}

    @property
    def schema_version(self) -> int:
        """The version of the schema the database is at (0 for an empty database)."""
        if "schema_version" not in self._tables():
            return 0
        rows = self.query("SELECT version FROM schema_version")
        return int(rows[0][0]) if rows else 0

    def migrate(self) -> None:
        """Create the tables, or bring an older schema up to :data:`SCHEMA_VERSION`, one
        migration per transaction. Refuses a database made by a newer cstud."""
        version = self.schema_version
        if version > SCHEMA_VERSION:
            raise DatabaseError(f"{self.location}: the database is at schema version "
                                f"{version}, newer than this cstud's ({SCHEMA_VERSION})")
        steps = migrations(FACTS, TOTALS)
        for target in range(version + 1, SCHEMA_VERSION + 1):
            with self.transaction():
                if target == 1:
                    self.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
                    self.execute("INSERT INTO schema_version (version) VALUES (0)")
                for statement in steps[target]:
                    self.execute(statement.replace("{serial}", SERIAL[self.dialect]))
                self.execute("UPDATE schema_version SET version = ?", (target,))

    # --- closing --------------------------------------------------------------------------

    def close(self) -> None:
        """Close the connection."""
        self.connection.close()

    def __enter__(self) -> Database:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Database({self.location!r}, {self.dialect})"


def connect(location: str | Path = DEFAULT_DATABASE, *, create: bool = True) -> Database:
    """Open (creating or migrating its schema as needed) the hand database at ``location``:
    an SQLite file path, or a ``postgresql://`` URL (needs ``pip install "cstud[db]"``).
    With ``create=False`` a missing SQLite file is an error rather than a new database.

    Raises DatabaseError when it cannot be opened."""
    text = str(location)
    if is_postgres(text):
        try:
            import psycopg  # type: ignore[import-not-found, unused-ignore]
        except ImportError:
            raise DatabaseError("a PostgreSQL database needs psycopg 3: "
                                'pip install "cstud[db]"') from None
        try:
            server: Any = psycopg.connect(text, autocommit=True)
        except psycopg.Error as error:
            raise DatabaseError(f"cannot connect to PostgreSQL: {error}".strip()) from None
        database = Database(server, "postgresql", _without_password(text), (psycopg.Error,))
    else:
        import sqlite3

        path = Path(text)
        if path.is_dir():
            raise DatabaseError(f"{text} is a directory, not a database file")
        if not create and text != ":memory:" and not path.exists():
            raise DatabaseError(f"{text}: no such database (cstud import makes one)")
        try:
            # Autocommit mode: Database.transaction() says where each transaction begins.
            connection = sqlite3.connect(path, isolation_level=None, timeout=60)
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = NORMAL")
            connection.execute("PRAGMA foreign_keys = ON")
        except sqlite3.Error as error:
            raise DatabaseError(f"cannot open {text} as an SQLite database: {error}") from None
        database = Database(connection, "sqlite", text, (sqlite3.Error,))
    try:
        database.migrate()
    except DatabaseError:
        database.close()
        raise
    except Exception as error:
        database.close()
        raise DatabaseError(f"{database.location}: cannot create or read the schema: "
                            f"{error}") from None
    return database


def _without_password(url: str) -> str:
    """A URL fit to print: any password replaced by ***."""
    head, sep, tail = url.partition("://")
    if "@" not in tail:
        return url
    credentials, _, host = tail.rpartition("@")
    user, colon, _ = credentials.partition(":")
    return f"{head}{sep}{user}{':***' if colon else ''}@{host}"
