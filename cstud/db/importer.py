"""Import site hand histories and PHH files into a hand database.

Every hand is read, checked by cstud (:func:`cstud.histories.check_money` and
:func:`cstud.histories.replay_hand` for a site hand; the engine's replay for a PHH hand),
turned into a :class:`~cstud.db.records.HandRecord` and stored with its per-seat facts
(:mod:`cstud.db.stats`). Nothing is lost and nothing stored twice:

* A hand is stored whole or not at all: hands are read and written :data:`BATCH` at a time,
  each batch in one transaction, and a hand's record (every check done) is made before any
  of its rows is written. An import that is killed loses at most the transaction it was in,
  and the database stays consistent. (One transaction a batch rather than a hand: a commit
  costs about as much as storing a hand; savepoints per hand would buy nothing, since a
  hand's rows are only written once it has been read and checked whole.)
* A hand's identity is its site and the site's hand number, read from its header alone
  (:func:`cstud.histories.iter_hand_headers`), or for PHH a digest of its fields. A hand
  whose identity is stored already is counted as such and not read any further: the file
  is read again and cut into hands, but a stored hand is neither parsed past its header
  nor checked (nor, for PHH, replayed), so importing the same files again adds nothing and
  costs little, and an interrupted import is completed by running it again. (An XML file is
  read again as one tree, whose ``<game>`` tags are the headers; a stored game is not
  read into a hand.)
* A stored hand is never replaced: when a hand's text has changed since it was stored (a
  site wrote it again differently, the file was edited), or a copy of it no longer reads,
  the stored hand is kept and this one counted as already stored, without comparing them.
* A hand that cannot be read goes into ``import_errors`` with its file, hand and line (each
  error once, however often it is met), and the others are still imported.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import itertools
import operator
import os
import tomllib
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from cstud.db.allin import adjust
from cstud.db.database import Database
from cstud.db.records import (
    HandRecord,
    from_phh,
    from_site_hand,
    phh_identity,
    site_identity,
)
from cstud.db.stats import FACTS, TOTALS, seat_facts
from cstud.db.stored import BATCH, TOTAL_KEYS, load_hands, recount_totals
from cstud.histories import (
    Hand,
    HandHeader,
    HistoryError,
    check_money,
    hand_documents,
    iter_hand_headers,
    read_text,
)
from cstud.histories.replay import replay_verdict
from cstud.phh import HandHistory, PHHError, table_lines

NUL = "\x00"
"""The one character PostgreSQL cannot store in text (:func:`nul_fault`)."""

DIFFER = "differ"
"""A check's verdict (``money_check``, ``replay_check``) when the hand disagrees with it."""

ACTIONS_PER_STATEMENT = 50
"""Action rows written by one INSERT statement (a hand has about a dozen): the table is
narrow, so SQLite's work per statement counts; the wider tables are written a row a
statement (``executemany``), which measured faster for them."""

MAX_FILE_BYTES = 128 * 1024 * 1024
"""The largest file read (about 100,000 hands; a file's text is held while its hands are
read and stored, :data:`BATCH` at a time, so this bounds the memory an import uses). Split
larger files."""

HISTORY_SUFFIXES = frozenset((".txt", ".xml", ".hh", ".log"))
"""What a site history file may be called, in a directory (a file named on the command line
is read whatever its name)."""

PHH_SUFFIXES = frozenset((".phh", ".phhs"))


@dataclass
class ImportSummary:
    """What an import did: files read, hands stored, hands already there (stored before,
    by another import running at the same time, or met twice), how many of the hands it
    stored disagree with a check, errors recorded (``errors`` holds each as (file, hand,
    line, message)), and the hands of games cstud does not play, skipped and counted by
    game (``other_games``: {"Hold'em": 12})."""

    files: int = 0
    stored: int = 0
    already: int = 0
    disagreeing: int = 0
    errors: list[tuple[str, str | None, int | None, str]] = field(default_factory=list)
    skipped_files: list[str] = field(default_factory=list)
    other_games: Counter[str] = field(default_factory=Counter)

    def as_dict(self) -> dict[str, Any]:
        return {"files": self.files, "stored": self.stored, "already_stored": self.already,
                "hands_disagreeing": self.disagreeing,
                "other_games": dict(self.other_games.most_common()),
                "errors": [{"file": f, "hand": h, "line": line, "message": m}
                           for f, h, line, m in self.errors],
                "skipped_files": self.skipped_files}


Progress = Callable[[str, int, int], object]
"""Called as progress(file, hands_done_in_file, hands_in_file)."""


def find_files(paths: Iterable[str | Path], summary: ImportSummary) -> list[Path]:
    """The files to import: each file given, and in each directory given every history or
    PHH file below it (by name, in sorted order)."""
    found: list[Path] = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            for root, dirs, names in os.walk(path):
                dirs.sort()
                for name in sorted(names):
                    candidate = Path(root) / name
                    suffix = candidate.suffix.lower()
                    if name.startswith("."):
                        continue
                    if suffix in HISTORY_SUFFIXES or suffix in PHH_SUFFIXES:
                        found.append(candidate)
                    else:
                        summary.skipped_files.append(str(candidate))
        else:
            found.append(path)
    return found


@dataclass
class _Unit:
    """One hand to store, or the error that stopped it."""

    identity: str
    build: Callable[[], HandRecord] | None = None
    error: tuple[str, str | None, int | None, str] | None = None


def _site_units(path: Path, *, replay: bool,
                other_games: Counter[str]) -> tuple[int, Iterator[_Unit]]:
    return text_units(read_text(path), str(path), replay=replay, other_games=other_games)


def text_units(text: str, source: str, *, replay: bool, other_games: Counter[str],
               first_line: int = 1) -> tuple[int, Iterator[_Unit]]:
    """The hands of a site history's text (a whole file, or the hands a file has grown by,
    whose first line is the file's line ``first_line``), as :func:`file_units` gives them;
    the hands of other games are counted in ``other_games`` as they are reached. Only each
    hand's header is read here (its site and number, its identity): the rest of a hand is
    read when it is built, so a hand stored already is never read whole."""
    count, headers = iter_hand_headers(text, source=source, other_games=other_games,
                                       first_line=first_line)
    documents = hand_documents(text)
    return count, _site_hand_units(source, headers, documents, replay=replay)


class _Unreadable(Exception):
    """A hand that turned out not to read, once its header had (the error to record)."""

    def __init__(self, error: tuple[str, str | None, int | None, str]) -> None:
        super().__init__(error[3])
        self.error = error


def _site_hand_units(source: str, headers: Iterator[HandHeader | HistoryError],
                     documents: Callable[[Hand], str] | None, *, replay: bool
                     ) -> Iterator[_Unit]:
    for header in headers:
        if isinstance(header, HistoryError):
            yield _error_unit(source, header.hand_id, header.line, header.message)
            continue

        def build(header: HandHeader = header) -> HandRecord:
            hand = header.read()
            if isinstance(hand, HistoryError):
                raise _Unreadable((source, hand.hand_id, hand.line, hand.message))
            money = check_money(hand)
            replayed = replay_verdict(hand) if replay else None
            record = from_site_hand(hand, money, replayed)
            if documents is not None:
                record = replace(record, text=documents(hand))
            # What each seat put in: the hand's contributions, which the record holds.
            return adjust(record, money.settlement, [seat.put_in for seat in record.seats])

        yield _Unit(site_identity(header.site, header.hand_id), build=build)


def _phh_units(path: Path) -> Iterator[_Unit]:
    source = str(path)
    try:
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text)
    except UnicodeDecodeError as error:
        yield _error_unit(source, None, None, f"not UTF-8 text: {error}")
        return
    except tomllib.TOMLDecodeError as error:
        yield _error_unit(source, None, None, f"not valid TOML: {error}")
        return
    if path.suffix.lower() == ".phhs":
        # A set of hands: one table per hand, named as the file likes ([1], [2], ...).
        lines = table_lines(text)
        for name, hand in data.items():
            if not isinstance(hand, dict):
                yield _error_unit(source, name, None, "a .phhs file holds one table per hand")
                continue
            yield _phh_unit(source, name, lines.get(name), hand, None)
    else:
        yield _phh_unit(source, None, 1, data, text)


def _phh_unit(source: str, name: str | None, line: int | None, data: dict[str, Any],
              text: str | None) -> _Unit:
    """One PHH hand; ``text`` is its document (None for a hand of a .phhs set, whose own
    table is written out as a document of its own when it is stored)."""
    identity = phh_identity(data)

    def build() -> HandRecord:
        # The hand is read (its fields, then the engine's replay) only once it is known not
        # to be stored.
        try:
            history = HandHistory.from_dict(data)
            replayed = history.replay()
        except PHHError as error:
            raise _Unreadable((source, name, line, str(error))) from None
        if text is None:
            import tomli_w

            document = tomli_w.dumps(data)
        else:
            document = text
        record = from_phh(history, replayed, identity, source, line, document)
        state = replayed.state
        settled = [seat.put_in - seat.returned for seat in record.seats]
        return adjust(record, state.settlement if state.is_over else None, settled)

    return _Unit(identity, build=build)


def _error_unit(source: str, hand: str | None, line: int | None, message: str) -> _Unit:
    key = hashlib.sha256(repr((source, hand, line, message)).encode()).hexdigest()
    return _Unit("error:" + key, error=(source, hand, line, message))


def file_units(path: Path, *, replay: bool,
                other_games: Counter[str]) -> tuple[int, Iterator[_Unit]]:
    """How many hands a file holds (as far as is known before reading them) and its units,
    read as they are reached."""
    try:
        size = path.stat().st_size
    except OSError as error:
        return 1, iter([_error_unit(str(path), None, None,
                                    f"cannot read: {error.strerror or error}")])
    if size > MAX_FILE_BYTES:
        return 1, iter([_error_unit(str(path), None, None,
                                    f"larger than {MAX_FILE_BYTES:,} bytes")])
    try:
        if path.suffix.lower() in PHH_SUFFIXES:
            units = list(_phh_units(path))
            return len(units), iter(units)
        return _site_units(path, replay=replay, other_games=other_games)
    except OSError as error:
        return 1, iter([_error_unit(str(path), None, None,
                                    f"cannot read: {error.strerror or error}")])


# --- writing ------------------------------------------------------------------------------

_HAND_COLUMNS = (
    "identity", "site", "site_hand_id", "game", "unit", "currency", "tournament",
    "table_name", "played_at", "ante", "bring_in", "small_bet", "big_bet", "fixed_limit",
    "players", "last_street", "showdown", "rake", "rake_stated", "total_pot", "allin_street",
    "money_check", "money_reason", "replay_check", "replay_reason", "source_file",
    "source_line")
_INSERT_HAND = (f"INSERT INTO hands ({', '.join(_HAND_COLUMNS)}) VALUES "
                f"({', '.join('?' * len(_HAND_COLUMNS))}) "
                "ON CONFLICT (identity) DO NOTHING RETURNING id")
_INSERT_SEAT = ("INSERT INTO seats (hand_id, seat, seat_number, player, stack, ante, cards, "
                "showed, mucked, put_in, won, returned, net, high_result, low_result, "
                "allin_adjusted_net) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
_INSERT_ACTION = ("INSERT INTO actions (hand_id, seq, street, seat, kind, amount, total, "
                  "all_in, line) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
_INSERT_AWARD = ("INSERT INTO awards (hand_id, seq, seat, amount, pot, half, line) "
                 "VALUES (?, ?, ?, ?, ?, ?, ?)")
_INSERT_FACTS = (f"INSERT INTO seat_facts (hand_id, seat, site, player, game, "
                 f"{', '.join(FACTS)}) VALUES ({', '.join('?' * (len(FACTS) + 5))})")
_ADD_TOTALS = (
    f"INSERT INTO player_totals ({', '.join(TOTAL_KEYS + TOTALS)}) "
    f"VALUES ({', '.join('?' * (len(TOTAL_KEYS) + len(TOTALS)))}) "
    f"ON CONFLICT ({', '.join(TOTAL_KEYS)}) DO UPDATE SET "
    + ", ".join(f"{name} = player_totals.{name} + excluded.{name}" for name in TOTALS))
_total_values = operator.itemgetter(*TOTALS)
_INSERT_TEXT = "INSERT INTO hand_texts (hand_id, text) VALUES (?, ?)"
_INSERT_ERROR = ("INSERT INTO import_errors (identity, source_file, hand, line, message) "
                 "VALUES (?, ?, ?, ?, ?) ON CONFLICT (identity) DO NOTHING")


_fact_values = operator.itemgetter(*FACTS)
"""A seat's facts in column order."""


def hand_row(record: HandRecord) -> tuple[Any, ...]:
    """The ``hands`` row of a record, in :data:`_HAND_COLUMNS` order."""
    return (record.identity, record.site, record.site_hand_id, record.game, record.unit,
            record.currency, record.tournament, record.table_name, record.played_at,
            record.ante, record.bring_in, record.small_bet, record.big_bet,
            int(record.fixed_limit), len(record.seats), record.last_street,
            int(record.showdown), record.rake, int(record.rake_stated), record.total_pot,
            record.allin_street, record.money_check, record.money_reason,
            record.replay_check, record.replay_reason, record.source_file,
            record.source_line)


def store(database: Database, records: Iterable[HandRecord],
          summary: ImportSummary | None = None) -> int:
    """Write records in one transaction, skipping any whose identity is already stored;
    returns how many were written. A ``summary`` counts the skipped ones as already stored
    (another import may have stored them since they were looked for) and the written ones
    that disagree with a check."""
    seats: list[tuple[Any, ...]] = []
    actions: list[tuple[Any, ...]] = []
    awards: list[tuple[Any, ...]] = []
    facts: list[tuple[Any, ...]] = []
    texts: list[tuple[Any, ...]] = []
    # The facts summed into player_totals, by (site, player, game, cash, big bet): a list of
    # each seat's TOTALS, added up column by column at the end.
    totals: dict[tuple[str, str, str, int, int], list[tuple[int, ...]]] = {}
    stored = 0
    # One text per statement, built once: the drivers keep each statement prepared by its text.
    insert_hand = database.sql(_INSERT_HAND)
    execute = database.execute_prepared
    with database.transaction():
        for record in records:
            rows = execute(insert_hand, hand_row(record)).fetchall()
            if not rows:
                if summary is not None:
                    summary.already += 1
                continue
            stored += 1
            if summary is not None and DIFFER in (record.money_check, record.replay_check):
                summary.disagreeing += 1
            hand_id = rows[0][0]
            game, site = record.game, record.site
            if record.text is not None:
                texts.append((hand_id, record.text))
            seats += [(hand_id, s.seat, s.seat_number, s.player, s.stack, s.ante,
                       s.cards_text, int(s.showed), int(s.mucked), s.put_in, s.won,
                       s.returned, s.net, s.high_result, s.low_result,
                       s.allin_adjusted_net) for s in record.seats]
            actions += [(hand_id, seq, a.street, a.seat, a.kind, a.amount, a.total,
                         int(a.all_in), a.line) for seq, a in enumerate(record.actions)]
            awards += [(hand_id, seq, a.seat, a.amount, a.pot, a.half, a.line)
                       for seq, a in enumerate(record.awards)]
            for seat, fact in zip(record.seats, seat_facts(record), strict=True):
                facts.append((hand_id, seat.seat, site, seat.player, game,
                              *_fact_values(fact)))
                key = (site, seat.player, game, fact["cash"], fact["big_bet"])
                summed = totals.get(key)
                if summed is None:
                    totals[key] = [_total_values(fact)]
                else:
                    summed.append(_total_values(fact))
        database.executemany(_INSERT_SEAT, seats)
        database.insert_rows(_INSERT_ACTION, actions, ACTIONS_PER_STATEMENT)
        database.executemany(_INSERT_AWARD, awards)
        database.executemany(_INSERT_FACTS, facts)
        database.executemany(_INSERT_TEXT, texts)
        database.executemany(_ADD_TOTALS, [(*key, *map(sum, zip(*rows, strict=True)))
                                           for key, rows in totals.items()])
    return stored


def recount(database: Database) -> None:
    """Recount ``player_totals`` from ``seat_facts`` (the running totals the statistics
    read), in one transaction."""
    with database.transaction():
        recount_totals(database)


def _known(database: Database, identities: Sequence[str]) -> set[str]:
    """Which of these hand identities are stored already."""
    known: set[str] = set()
    for start in range(0, len(identities), 500):
        chunk = identities[start:start + 500]
        marks = ", ".join("?" * len(chunk))
        known.update(str(row[0]) for row in database.query(
            f"SELECT identity FROM hands WHERE identity IN ({marks})", chunk))
    return known


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused while one batch is read and stored (as
    Mercurial's ``nogc`` does for its bulk loads). A batch allocates tens of thousands of
    objects (hands, records, rows) that all live until it is written, so the collector,
    which runs every few hundred allocations, would scan them over and over for cycles they
    do not have: about a tenth of the import's time in a process holding many objects. They
    are freed by reference counting once the batch is stored, and the collector runs again
    after it. Left alone when it is already off."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def import_files(database: Database, paths: Iterable[str | Path], *, replay: bool = True,
                 progress: Progress | None = None) -> ImportSummary:
    """Import every hand of the given files and directories (see the module's docstring).

    ``replay=False`` skips the engine replay of site hands (stored as "cannot judge": the
    replay was not run), which is most of the work. ``progress(file, done, total)`` is
    called as the hands of each file are stored."""
    summary = ImportSummary()
    for path in find_files(paths, summary):
        summary.files += 1
        total, units = file_units(path, replay=replay, other_games=summary.other_games)
        import_units(database, path, total, units, summary, progress)
    return summary


def import_units(database: Database, path: Path, total: int, units: Iterator[_Unit],
                 summary: ImportSummary, progress: Progress | None = None) -> None:
    """Store the hands of one file (``total`` of them, as far as is known) and record its
    errors, counted in ``summary``."""
    errors: list[tuple[str, str | None, int | None, str]] = []
    seen: set[str] = set()
    done = 0
    # The hands are read, checked and stored BATCH at a time, so that only a batch is
    # held at once, however long the file.
    while True:
        with _collector_paused():
            chunk = list(itertools.islice(units, BATCH))
            known = _known(database, [unit.identity for unit in chunk
                                      if unit.error is None])
            # Each hand is checked and made into its rows as it is stored, so that its
            # record is let go at once.
            summary.stored += store(database, _built(path, chunk, known, seen, errors,
                                                     summary), summary)
            read = len(chunk)
            del chunk, known   # let the batch go before the collector may run again
        if not read:
            break
        done += read
        if progress is not None:
            progress(str(path), min(done, total), total)
    if errors:
        with database.transaction():
            database.executemany(_INSERT_ERROR, [
                (_error_unit(*error).identity, *_storable_error(*error)) for error in errors])
    if progress is not None:
        progress(str(path), total, total)


def _storable_error(source: str, hand: str | None, line: int | None, message: str
                    ) -> tuple[str, str | None, int | None, str]:
    """An error as ``import_errors`` stores it: a NUL character in its hand number or message
    (quoting a damaged file) written as ``\\x00``, which both databases store alike."""
    return (source, None if hand is None else hand.replace(NUL, "\\x00"), line,
            message.replace(NUL, "\\x00"))


def _built(path: Path, units: Sequence[_Unit], known: set[str], seen: set[str],
           errors: list[tuple[str, str | None, int | None, str]],
           summary: ImportSummary) -> Iterator[HandRecord]:
    """The records of the units to store (neither stored already nor met before in the
    file); the errors met are added to ``errors`` and the summary."""
    for unit in units:
        if unit.error is not None:
            errors.append(unit.error)
            summary.errors.append(unit.error)
        elif unit.identity in known or unit.identity in seen:
            summary.already += 1
        else:
            seen.add(unit.identity)
            assert unit.build is not None
            try:
                record = unit.build()
            except _Unreadable as unreadable:   # only its header read when it was looked up
                seen.discard(unit.identity)   # a whole copy later in the file is stored
                errors.append(unreadable.error)
                summary.errors.append(unreadable.error)
                continue
            except Exception as error:  # a bug in a check: record it, go on
                failure = (str(path), unit.identity, None,
                           f"internal error: {type(error).__name__}: {error}")
                errors.append(failure)
                summary.errors.append(failure)
                continue
            fault = nul_fault(record)
            if fault is not None:
                seen.discard(unit.identity)
                refused = (str(path), record.site_hand_id, record.source_line, fault)
                errors.append(refused)
                summary.errors.append(refused)
                continue
            yield record


def nul_fault(record: HandRecord) -> str | None:
    """Why a hand cannot be stored, when a text of it holds a NUL character (U+0000), else
    None. No site writes one in a name or a history (it is a damaged or forged file), and
    PostgreSQL refuses it in text while SQLite would store it: refused on both, a hand at a
    time, so that the two databases hold the same hands and the file's other hands are
    stored."""
    for seat in record.seats:
        if NUL in seat.player:
            return (f"the player name {_shown(seat.player)} holds a NUL character (U+0000): "
                    "not a name, and not stored")
    texts = [value for value in hand_row(record) if isinstance(value, str)]
    if any(NUL in text for text in texts) or (record.text is not None and NUL in record.text):
        return "the hand's history holds a NUL character (U+0000): not stored"
    return None


def _shown(text: str) -> str:
    """A text as a message shows it: escaped (the NUL as \\x00), cut to 60 characters."""
    shown = repr(text)
    return shown if len(shown) <= 60 else shown[:57] + "..."


def rebuild_facts(database: Database) -> int:
    """Recompute every hand's ``seat_facts`` from its stored seats and actions (after the
    definitions change, say), one transaction per :data:`BATCH` hands, then the totals;
    returns how many hands were done."""
    ids = [int(row[0]) for row in database.query("SELECT id FROM hands ORDER BY id")]
    for start in range(0, len(ids), BATCH):
        chunk = ids[start:start + BATCH]
        records = load_hands(database, chunk)
        marks = ", ".join("?" * len(chunk))
        with database.transaction():
            database.execute(f"DELETE FROM seat_facts WHERE hand_id IN ({marks})", chunk)
            database.executemany(_INSERT_FACTS, [
                (hand_id, seat.seat, record.site, seat.player, record.game,
                 *_fact_values(fact))
                for hand_id, record in records.items()
                for seat, fact in zip(record.seats, seat_facts(record), strict=True)])
    recount(database)
    return len(ids)
