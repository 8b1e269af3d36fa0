"""``cstud import --watch DIR``: import each hand as a site appends it to its history files.

A poker site writes a table's hands to a text file as they are played, one hand after the
other, and starts new files (a new table, a new day). The watcher polls the directory (no
new dependency: a stat of each file every :data:`POLL_SECONDS`) and imports what each file
has grown by:

* **Where it stopped.** Each file's progress is a row of ``watched_files`` in the database:
  the bytes and lines imported so far, up to the end of the last whole hand. It is written
  after the hands it covers are stored, so a watch killed in between reads those hands
  again when it starts, and finds them stored (a hand's identity is stored once): nothing
  is lost or stored twice across restarts.
* **Whole hands only.** The text a file has grown by is cut at the hands' start lines (as
  :mod:`cstud.histories` cuts a file). Every hand followed by another's start is whole; the
  last one is taken once the file has not grown for :data:`SETTLE_SECONDS`, ends with a
  line break and reads (a hand cut off in the middle does not: it waits for the rest, and
  is recorded as unreadable only when the next hand starts after it).
* **Rotation.** A file renamed (same device and inode at a new path) keeps its progress; a
  file replaced or truncated at the same path (another inode, fewer bytes than were read,
  or other first bytes) is read again from its start.
* XML sessions (iPoker, Merge) and PHH files are read again whole each time they have grown
  and settled; their hands stored already are skipped by identity, as in an import.
"""

from __future__ import annotations

import codecs
import hashlib
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from cstud.db.database import Database
from cstud.db.importer import (
    HISTORY_SUFFIXES,
    PHH_SUFFIXES,
    ImportSummary,
    file_units,
    import_units,
    text_units,
)
from cstud.histories import HistoryError, hand_starts, iter_histories

POLL_SECONDS = 0.2
"""How often the directory is looked at."""

SETTLE_SECONDS = 1.0
"""How long a file must not have grown before its last hand is taken as whole (the sites
write a hand at once, when it ends; a second of quiet is far longer than a write takes)."""

HEAD_BYTES = 256
"""How many of a file's first bytes are kept as its digest (``watched_files.head``)."""

_XML_MARKS = (b"<?xml", b"<session", b"<description", b"<game")


@dataclass
class _Progress:
    """One watched file's row of ``watched_files``."""

    path: str
    file_id: str
    head: str
    encoding: str
    done_bytes: int
    done_lines: int
    moved_from: str | None = None    # the path it had, when it was renamed since it was saved


def _file_id(status: os.stat_result) -> str:
    return f"{status.st_dev}:{status.st_ino}"


def _digest(path: Path, size: int) -> str:
    """The digest of the file's first ``size`` bytes (at most :data:`HEAD_BYTES`)."""
    with path.open("rb") as file:
        return hashlib.sha256(file.read(min(size, HEAD_BYTES))).hexdigest()


def _encoding(data: bytes) -> tuple[str, int]:
    """The encoding of a history file from its first bytes, and the length of its byte-order
    mark: UTF-16 (with a mark, or little-endian text without one), UTF-8, else Windows
    text, as :func:`cstud.histories.read_text` tells them."""
    if data.startswith(b"\xff\xfe"):
        return "utf-16-le", 2
    if data.startswith(b"\xfe\xff"):
        return "utf-16-be", 2
    if data.startswith(codecs.BOM_UTF8):
        return "utf-8", 3
    if len(data) >= 4 and data[1] == 0 and data[3] == 0:
        return "utf-16-le", 0
    try:
        codecs.getincrementaldecoder("utf-8")().decode(data, final=False)
    except UnicodeDecodeError:
        return "cp1252", 0
    return "utf-8", 0


def _lossless(encoding: str) -> str:
    """The error handler that decodes any bytes and encodes them back unchanged."""
    return "surrogatepass" if encoding.startswith("utf-16") else "surrogateescape"


class Watcher:
    """Imports what the history files below ``directory`` grow by, poll after poll
    (:meth:`poll`), into ``database``; :meth:`run` polls until stopped."""

    def __init__(self, database: Database, directory: str | Path, *, replay: bool = True,
                 settle: float = SETTLE_SECONDS,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.database = database
        self.directory = Path(directory)
        self.replay = replay
        self.settle = settle
        self.clock = clock
        self.progress = {str(row[0]): _Progress(str(row[0]), str(row[1]), str(row[2]),
                                                str(row[3]), int(row[4]), int(row[5]))
                         for row in database.query(
                             "SELECT path, file_id, head, encoding, done_bytes, done_lines "
                             "FROM watched_files")}
        # The progress of files replaced at their path by another (rotated away), by file id,
        # for when they turn up under their new name.
        self.rotated: dict[str, _Progress] = {}
        self.seen: dict[str, tuple[int, int]] = {}       # path: (size, mtime) last seen
        self.grown_at: dict[str, float] = {}              # path: when it was seen growing

    def files(self) -> list[Path]:
        """The history and PHH files below the directory (hidden ones left out), sorted."""
        found = []
        for root, dirs, names in os.walk(self.directory):
            dirs[:] = sorted(name for name in dirs if not name.startswith("."))
            for name in sorted(names):
                suffix = Path(name).suffix.lower()
                if not name.startswith(".") and (suffix in HISTORY_SUFFIXES
                                                  or suffix in PHH_SUFFIXES):
                    found.append(Path(root) / name)
        return found

    def poll(self) -> dict[str, ImportSummary]:
        """Look at every file once and import what is whole: what each file gave (only the
        files that gave something: hands stored or met again, errors, other games)."""
        given: dict[str, ImportSummary] = {}
        for path in self.files():
            summary = ImportSummary()
            try:
                self._poll_file(path, summary)
            except OSError:
                continue        # gone or unreadable between the listing and the read: later
            if summary.stored or summary.already or summary.errors or summary.other_games:
                summary.files = 1
                given[str(path)] = summary
        return given

    def run(self, report: Callable[[dict[str, ImportSummary]], object],
            stop: Callable[[], bool] = lambda: False,
            interval: float = POLL_SECONDS) -> None:
        """Poll every ``interval`` seconds, giving each poll's result to ``report``, until
        ``stop()`` says so (or the process is interrupted)."""
        while not stop():
            started = self.clock()
            given = self.poll()
            if given:
                report(given)
            time.sleep(max(0.0, interval - (self.clock() - started)))

    # --- one file -----------------------------------------------------------------------

    def _poll_file(self, path: Path, summary: ImportSummary) -> None:
        key = str(path)
        status = path.stat()
        size, file_id = status.st_size, _file_id(status)
        now = self.clock()
        changed = self.seen.get(key) != (size, status.st_mtime_ns)
        if changed:
            self.seen[key] = (size, status.st_mtime_ns)
            self.grown_at[key] = now
        progress = self.progress.get(key)
        if not changed and progress is not None and progress.file_id == file_id \
                and size == progress.done_bytes:
            return                           # as it was, and read to its end
        progress = progress or self._renamed(key, file_id)
        if progress is not None and progress.file_id != file_id:
            self.rotated[progress.file_id] = progress  # renamed away, and another file here
            progress = None
        if progress is not None and (size < progress.done_bytes
                                     or _digest(path, progress.done_bytes) != progress.head):
            progress = None                  # another file at this path: read it from its start
        if progress is None:
            progress = _Progress(key, file_id, "", "", 0, 0)
        self.progress[key] = progress        # saved to the database once a hand is taken
        if size == progress.done_bytes:
            return
        settled = now - self.grown_at[key] >= self.settle
        if path.suffix.lower() in PHH_SUFFIXES or self._is_xml(path):
            if settled:
                self._whole(path, summary)
                self._save(_Progress(key, file_id, _digest(path, size), "", size, 0))
            return
        self._grown(path, progress, size, settled, summary)

    def _renamed(self, key: str, file_id: str) -> _Progress | None:
        """The progress of a file that was renamed to ``key`` (rotated): the row of the same
        file under a path that no longer holds it, moved to its new path."""
        rotated = self.rotated.pop(file_id, None)
        if rotated is not None:     # its old path's row is another file's now
            rotated.path, rotated.moved_from = key, None
            return rotated
        for old, progress in list(self.progress.items()):
            if progress.file_id != file_id or old == key:
                continue
            try:
                moved = _file_id(Path(old).stat()) != file_id
            except OSError:
                moved = True
            if moved:
                del self.progress[old]
                progress.path, progress.moved_from = key, old
                return progress
        return None

    @staticmethod
    def _is_xml(path: Path) -> bool:
        with path.open("rb") as file:
            start = file.read(512).lstrip(b"\xef\xbb\xbf \t\r\n")
        return start.startswith(_XML_MARKS)

    def _whole(self, path: Path, summary: ImportSummary) -> None:
        total, units = file_units(path, replay=self.replay, other_games=summary.other_games)
        import_units(self.database, path, total, units, summary)

    def _grown(self, path: Path, progress: _Progress, size: int, settled: bool,
               summary: ImportSummary) -> None:
        """Import the whole hands of what a text file has grown by since ``progress``."""
        with path.open("rb") as file:
            file.seek(progress.done_bytes)
            data = file.read(size - progress.done_bytes)
        mark = 0
        if progress.done_bytes == 0:
            progress.encoding, mark = _encoding(data)
        encoding, errors = progress.encoding, _lossless(progress.encoding)
        # An incremental decoder leaves a character cut off at the end for the next poll.
        text = codecs.getincrementaldecoder(encoding)(errors).decode(data[mark:], final=False)
        lines = text.splitlines(keepends=True)
        clean = [line.replace("\0", "") for line in lines]    # PartyPoker's NUL padding
        starts = hand_starts(clean)
        if starts is None:
            if settled and text.strip(" \t\r\n\0\ufeff"):
                whole = len(lines)      # not a site's history: recorded once as unreadable
            else:
                return
        else:
            if not starts:
                return
            whole = starts[-1]
            last = "".join(lines[whole:])
            if settled and last.endswith(("\n", "\r")) and self._reads(last, str(path)):
                whole = len(lines)
        if whole == 0:
            return
        taken = "".join(lines[:whole])
        raw = taken.encode(encoding, errors)
        hands = raw.decode(encoding, errors="replace")
        total, units = text_units(hands, str(path), replay=self.replay,
                                  other_games=summary.other_games,
                                  first_line=progress.done_lines + 1)
        import_units(self.database, path, total, units, summary)
        progress.done_bytes += mark + len(raw)
        progress.done_lines += whole
        progress.head = _digest(path, progress.done_bytes)
        self._save(progress)

    @staticmethod
    def _reads(text: str, source: str) -> bool:
        """Whether the last hand of a file reads whole (or is another game's)."""
        _, results = iter_histories(text, source=source)
        return not any(isinstance(result, HistoryError) for result in results)

    def _save(self, progress: _Progress) -> None:
        self.progress[progress.path] = progress
        with self.database.transaction():
            if progress.moved_from is not None:
                self.database.execute("DELETE FROM watched_files WHERE path = ?",
                                      (progress.moved_from,))
                progress.moved_from = None
            self.database.execute(
                "INSERT INTO watched_files (path, file_id, head, encoding, done_bytes, "
                "done_lines) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (path) DO UPDATE SET "
                "file_id = excluded.file_id, head = excluded.head, encoding = "
                "excluded.encoding, done_bytes = excluded.done_bytes, done_lines = "
                "excluded.done_lines",
                (progress.path, progress.file_id, progress.head, progress.encoding,
                 progress.done_bytes, progress.done_lines))
