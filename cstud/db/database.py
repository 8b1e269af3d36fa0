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
from urllib.parse import unquote

from cstud.db.schema import SCHEMA_VERSION, SERIAL, migrations, tables_of
from cstud.db.stats import FACTS_V1, LUCK_FACTS, TOTALS

DEFAULT_DATABASE = "hands.sqlite"
"""The database ``cstud import`` and ``cstud stats`` use when none is given."""


_MIGRATION_LOCK = 0x63737475   # "cstu": the PostgreSQL advisory lock migrations take


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
        except UnicodeDecodeError as error:
            if UnicodeDecodeError not in self._errors:
                raise
            raise DatabaseError(f"{self.location}: {_damaged(error)}") from error
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

    def stream(self, statement: str, size: int,
               parameters: Sequence[Any] = ()) -> Iterator[list[tuple[Any, ...]]]:
        """The rows of a query, ``size`` at a time, never all held at once (PostgreSQL: a
        server-side cursor, in a transaction of its own)."""
        if self.dialect == "postgresql":
            with self.transaction(), self.connection.cursor(name="cstud_stream") as cursor:
                cursor.execute(self.sql(statement), tuple(parameters))
                while chunk := cursor.fetchmany(size):
                    yield [tuple(row) for row in chunk]
        else:
            with self._told():
                cursor = self.connection.execute(statement, tuple(parameters))
                while chunk := cursor.fetchmany(size):
                    yield [tuple(row) for row in chunk]

    @contextlib.contextmanager
    def transaction(self, begin: str = "BEGIN") -> Iterator[None]:
        """Everything inside is committed together, or (on an exception) not at all.
        ``begin`` is SQLite's statement that starts it (``BEGIN IMMEDIATE`` takes the write
        lock at once)."""
        if self._in_transaction:
            raise RuntimeError("transactions do not nest")
        self._in_transaction = True
        try:
            if self.dialect == "postgresql":
                with self.connection.transaction():
                    yield
            else:
                with self._told():
                    self.connection.execute(begin)
                try:
                    yield
                except BaseException:
                    self.connection.execute("ROLLBACK")
                    raise
                with self._told():
                    self.connection.execute("COMMIT")
        finally:
            self._in_transaction = False

    # --- the schema -----------------------------------------------------------------------

    def _tables(self) -> set[str]:
        if self.dialect == "postgresql":
            rows = self.query("SELECT table_name FROM information_schema.tables "
                              "WHERE table_schema = current_schema()")
        else:
            rows = self.query("SELECT name FROM sqlite_master WHERE type = 'table' "
                              "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
        return {str(row[0]) for row in rows}

    @property
    def schema_version(self) -> int:
        """The version of the schema the database is at (0 for an empty database). Raises
        DatabaseError for a database that is not cstud's, or whose schema is broken."""
        tables = self._tables()
        if "schema_version" not in tables:
            if tables:
                raise DatabaseError(
                    f"{self.location} is not a cstud hand database: it holds tables of its "
                    f"own ({', '.join(sorted(tables)[:5])}{', ...' if len(tables) > 5 else ''})"
                    f" and no schema_version; give cstud a new file or an empty database")
            return 0
        rows = self.query("SELECT version FROM schema_version")
        version = rows[0][0] if len(rows) == 1 else None
        if not isinstance(version, int) or version < 1:
            raise DatabaseError(f"{self.location}: the database's schema_version table is "
                                f"broken (it should hold one version number, not {rows[:3]!r})")
        if version > SCHEMA_VERSION:
            raise DatabaseError(f"{self.location}: the database is at schema version "
                                f"{version}, newer than this cstud's ({SCHEMA_VERSION})")
        missing = tables_of(version) - tables
        if missing:
            raise DatabaseError(f"{self.location}: the database is at schema version {version} "
                                f"but lacks cstud's tables {', '.join(sorted(missing))}")
        return version

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        """A transaction that no other connection's ``_locked`` runs beside: SQLite's
        ``BEGIN IMMEDIATE`` (the write lock, waited for up to the connection's timeout), a
        PostgreSQL advisory lock held until the transaction ends."""
        if self.dialect == "postgresql":
            with self.transaction():
                self.execute("SELECT pg_advisory_xact_lock(?)", (_MIGRATION_LOCK,))
                yield
        else:
            with self.transaction(begin="BEGIN IMMEDIATE"):
                yield

    def migrate(self) -> None:
        """Create the tables, or bring an older schema up to :data:`SCHEMA_VERSION`, one
        migration per transaction. The version is read again under a lock that every
        migration takes, so two processes opening a new database at once both succeed (the
        second finds the tables made). Refuses a database made by a newer cstud, one that is
        not cstud's (tables of its own and no ``schema_version``) and a broken schema."""
        if self.schema_version == SCHEMA_VERSION:
            return
        v1_totals = tuple(name for name in TOTALS if name not in LUCK_FACTS)
        steps = migrations(FACTS_V1, v1_totals, LUCK_FACTS)
        while True:
            with self._locked():
                version = self.schema_version
                if version == SCHEMA_VERSION:
                    return
                if version == 0:
                    self.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
                    self.execute("INSERT INTO schema_version (version) VALUES (0)")
                for statement in steps[version + 1]:
                    self.execute(statement.replace("{serial}", SERIAL[self.dialect]))
                if version + 1 == 5:
                    # The stored hands' luck is worked out by cstud (equities), not SQL, in
                    # the migration's transaction: a database at version 5 has all of it.
                    from cstud.db.stored import adjust_luck

                    adjust_luck(self)
                self.execute("UPDATE schema_version SET version = ?", (version + 1,))

    def check_schema(self) -> None:
        """Refuse (DatabaseError) a database a read-only command cannot read as it is: not
        cstud's, broken, or at another schema version than this cstud's (a read-only
        command never migrates)."""
        version = self.schema_version
        if version == 0:
            raise DatabaseError(f"{self.location}: an empty database, with no hands "
                                "(cstud import stores some)")
        if version < SCHEMA_VERSION:
            raise DatabaseError(
                f"{self.location}: the database is at schema version {version}, older than "
                f"this cstud's ({SCHEMA_VERSION}); cstud import (or cstud.db.connect) with "
                "write access migrates it")

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


def connect(location: str | Path = DEFAULT_DATABASE, *, create: bool = True,
            read_only: bool = False) -> Database:
    """Open (creating or migrating its schema as needed) the hand database at ``location``:
    an SQLite file path, or a ``postgresql://`` URL (needs ``pip install "cstud[db]"``).
    With ``create=False`` a missing SQLite file is an error rather than a new database.
    With ``read_only=True`` nothing is written: an SQLite file is opened read-only (it may
    be in a read-only folder, and no file is left beside it), a PostgreSQL session is
    read-only, and the schema must be this cstud's already (never migrated).

    Raises DatabaseError when it cannot be opened, or is not a cstud database."""
    text = str(location)
    shown = _without_password(text) if is_postgres(text) else text
    if is_postgres(text):
        try:
            import psycopg  # type: ignore[import-not-found, unused-ignore]
        except ImportError:
            raise DatabaseError("a PostgreSQL database needs psycopg 3: "
                                'pip install "cstud[db]"') from None
        try:
            server: Any = psycopg.connect(text, autocommit=True)
            if read_only:
                server.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
        except psycopg.Error as error:
            # psycopg's message may quote the URL it could not read, password and all.
            raise DatabaseError(f"cannot connect to PostgreSQL {shown}: "
                                f"{mask_password(str(error), text)}".strip()) from None
        database = Database(server, "postgresql", shown, (psycopg.Error,))
    else:
        database = _open_sqlite(text, create=create and not read_only, read_only=read_only)
    try:
        if read_only:
            database.check_schema()
        else:
            database.migrate()
    except DatabaseError:
        database.close()
        raise
    except Exception as error:
        database.close()
        raise DatabaseError(f"{database.location}: cannot create or read the schema: "
                            f"{error}") from None
    return database


def _open_sqlite(text: str, *, create: bool, read_only: bool) -> Database:
    import sqlite3

    path = Path(text)
    if path.is_dir():
        raise DatabaseError(f"{text} is a directory, not a database file")
    if not create and text != ":memory:" and not path.exists():
        raise DatabaseError(f"{text}: no such database (cstud import makes one)")
    try:
        if read_only:
            # mode=ro writes nothing, not even a journal; a database left in WAL mode by an
            # older cstud would still get -wal and -shm files beside it.
            connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True,
                                         isolation_level=None, timeout=60)
            connection.execute("SELECT COUNT(*) FROM sqlite_master").fetchall()
        else:
            # Autocommit mode: Database.transaction() says where each transaction begins.
            connection = sqlite3.connect(path, isolation_level=None, timeout=60)
            if connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal":
                # The rollback journal, not WAL, so that a reader (who may not own the
                # file, or may be in a read-only folder) needs to create no file beside it.
                with contextlib.suppress(sqlite3.OperationalError):  # another has it open
                    connection.execute("PRAGMA journal_mode = DELETE")
            connection.execute("PRAGMA synchronous = NORMAL")
            connection.execute("PRAGMA foreign_keys = ON")
    except sqlite3.Error as error:
        raise DatabaseError(f"cannot open {text} as an SQLite database: {error}") from None
    except UnicodeDecodeError as error:
        raise DatabaseError(f"cannot open {text} as an SQLite database: "
                            f"{_damaged(error)}") from None
    # sqlite3 decodes every text it reads as UTF-8: a damaged file's text may not decode.
    return Database(connection, "sqlite", text, (sqlite3.Error, UnicodeDecodeError))


def _damaged(error: UnicodeDecodeError) -> str:
    """What a text that does not decode says of the database it was read from."""
    return (f"it holds text that is not UTF-8 ({error.reason}), so the file is damaged or "
            "was not written by cstud")


def mask_password(message: str, url: str) -> str:
    """``message`` with the passwords of ``url`` (as written and as decoded) replaced by ***:
    the one before its ``@`` and any ``password=`` query parameter (libpq takes both)."""
    tail = url.partition("://")[2]
    credentials, at, _ = tail.rpartition("@")
    passwords = [credentials.partition(":")[2]] if at else []
    passwords += [value for key, _, value in
                  (part.partition("=") for part in tail.partition("?")[2].split("&"))
                  if key == "password"]
    secrets = {form for password in passwords for form in (password, unquote(password))}
    for secret in sorted(secrets - {""}, key=len, reverse=True):
        message = message.replace(secret, "***")
    return message


def _without_password(url: str) -> str:
    """A URL fit to print: any password replaced by ***."""
    head, sep, tail = url.partition("://")
    if "@" not in tail:
        return mask_password(url, url)
    credentials, _, host = tail.rpartition("@")
    user, colon, _ = credentials.partition(":")
    return mask_password(f"{head}{sep}{user}{':***' if colon else ''}@{host}", url)
