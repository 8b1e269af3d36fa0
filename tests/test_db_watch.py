"""`cstud import --watch DIR` (cstud.db.watch): each hand imported as a site appends it to
its history file, with the file's growth, a partial last hand, rotation, replacement and
restarts. The reference for what must be stored is `cstud import` of the finished file at
the same path (every hand, stored once, with the same line numbers and text); the hands of
a file are cut for writing by an independent scan of its header lines.

The watcher polls on a clock the tests move (its settle time is then exact); the speed
figure (p95 from a hand's last line to its row) is benchmarks/watch_latency.py's.

Site files: fpdb's regression-test files (AGPL-3.0; tests/data/README.md), test input only.
"""

from __future__ import annotations

import os
import re
import sqlite3
from pathlib import Path

import pytest

from cstud.cli import main
from cstud.db import connect, import_files
from cstud.db.schema import SCHEMA_VERSION
from cstud.db.watch import SETTLE_SECONDS, Watcher

HANDS = Path(__file__).parent / "data" / "hands"
DUMP_V3 = Path(__file__).parent / "data" / "db" / "schema-v3.sql"
STARS = HANDS / "pokerstars" / "7-StudHL-USD-0.04-0.08-200911.studhilo.txt"
RAZZ_UTF16 = (HANDS / "reproducers" / "fulltilt"
              / "cash_FTP_Stud_Razz-USD-0.10-0.20-201012.CCT.and.ET.timeformat.txt")
needs_hands = pytest.mark.skipif(not STARS.is_file(), reason="tests/data/hands/ is absent "
                                 "(AGPL-3.0 test data, not in the sdist)")


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def settle(self) -> None:
        self.now += SETTLE_SECONDS + 0.01


def _hands(path: Path) -> list[bytes]:
    """The file's bytes cut at each PokerStars header line (the first piece holds the first
    hand and anything before it)."""
    data = path.read_bytes()
    starts = [match.start() for match in re.finditer(rb"^PokerStars .*?#\d+:", data, re.M)]
    starts[0] = 0
    return [data[a:b] for a, b in zip(starts, [*starts[1:], len(data)], strict=True)]


def _stored(location: Path) -> list[tuple]:
    with connect(str(location), read_only=True) as db:
        return sorted(db.query(
            "SELECT h.identity, h.game, h.source_file, h.source_line, h.money_check, "
            "h.replay_check, t.text FROM hands h JOIN hand_texts t ON t.hand_id = h.id"))


def _reference(tmp_path: Path, *paths: Path) -> list[tuple]:
    """What `cstud import` stores of the files as they are now."""
    location = tmp_path / "reference.sqlite"
    location.unlink(missing_ok=True)
    with connect(str(location)) as db:
        import_files(db, paths, replay=False)
    return _stored(location)


@pytest.fixture
def watched(tmp_path):
    directory = tmp_path / "histories"
    directory.mkdir()
    clock = Clock()
    location = tmp_path / "watch.sqlite"
    database = connect(str(location))
    yield directory, clock, location, database
    database.close()


def _watcher(database, directory, clock) -> Watcher:
    return Watcher(database, directory, replay=False, clock=clock)


def _totals(given) -> tuple[int, int, int]:
    return (sum(s.stored for s in given.values()), sum(s.already for s in given.values()),
            sum(len(s.errors) for s in given.values()))


def _settled(watcher: Watcher, clock: Clock) -> dict:
    """What a poll, then another once the files have settled, import (a file seen grown,
    or seen for the first time, waits the settle time for its last hand), by file."""
    given = watcher.poll()
    clock.settle()
    for path, summary in watcher.poll().items():
        if path in given:
            given[path].stored += summary.stored
            given[path].already += summary.already
            given[path].errors += summary.errors
            given[path].other_games.update(summary.other_games)
        else:
            given[path] = summary
    return given


@needs_hands
def test_hands_are_imported_as_the_file_grows(watched, tmp_path):
    directory, clock, location, database = watched
    watcher = _watcher(database, directory, clock)
    path = directory / "HH20091126 Dawn II.txt"
    hands = _hands(STARS)
    assert len(hands) == 7
    for number, hand in enumerate(hands, 1):
        with path.open("ab") as file:
            file.write(hand)
        # the hand just written is the last: it waits for the file to settle, then it is
        # taken (each poll gives its file's progress to the database)
        assert _totals(watcher.poll()) == (0, 0, 0)
        clock.settle()
        assert _totals(watcher.poll()) == (1, 0, 0)
        assert len(_stored(location)) == number
    assert len(_stored(location)) == 7
    assert _stored(location) == _reference(tmp_path, path)
    assert _totals(watcher.poll()) == (0, 0, 0)       # nothing read twice


@needs_hands
def test_a_partial_last_hand_waits_for_the_rest(watched, tmp_path):
    directory, clock, location, database = watched
    watcher = _watcher(database, directory, clock)
    path = directory / "table.txt"
    first, second, *_ = _hands(STARS)
    cut = second.index(b"*** 3rd STREET ***")        # the second hand cut off at a line end
    path.write_bytes(first + second[:cut])
    clock.settle()
    assert _totals(watcher.poll()) == (1, 0, 0)      # the first hand only
    clock.settle()
    assert _totals(watcher.poll()) == (0, 0, 0)      # the second does not read yet
    with path.open("ab") as file:
        file.write(second[cut:])
    assert _totals(watcher.poll()) == (0, 0, 0)      # not settled
    clock.settle()
    assert _totals(watcher.poll()) == (1, 0, 0)
    assert _stored(location) == _reference(tmp_path, path)


@needs_hands
def test_a_restart_goes_on_where_the_watch_stopped(watched, tmp_path):
    directory, clock, location, database = watched
    path = directory / "table.txt"
    hands = _hands(STARS)
    path.write_bytes(b"".join(hands[:3]))
    assert _totals(_settled(_watcher(database, directory, clock), clock)) == (3, 0, 0)
    database.close()
    with path.open("ab") as file:
        file.write(b"".join(hands[3:]))
    with connect(str(location)) as again:         # a new process: the state is the database's
        watcher = _watcher(again, directory, clock)
        assert _totals(_settled(watcher, clock)) == (4, 0, 0)  # none of the first three again
        row = again.query("SELECT done_bytes, done_lines FROM watched_files")[0]
    assert row == (path.stat().st_size, len(path.read_text(encoding="utf-8").splitlines()))
    assert _stored(location) == _reference(tmp_path, path)


@needs_hands
def test_rotation_keeps_a_renamed_files_place_and_reads_a_new_file(watched, tmp_path):
    directory, clock, location, database = watched
    watcher = _watcher(database, directory, clock)
    path = directory / "table.txt"
    hands = _hands(STARS)
    path.write_bytes(b"".join(hands[:4]))
    assert _totals(_settled(watcher, clock)) == (4, 0, 0)
    # the site (or a log rotator) renames the file and starts a new one under the old name
    rotated = directory / "table.1.txt"
    os.rename(path, rotated)
    with rotated.open("ab") as file:
        file.write(hands[4])                      # a last hand written before the rotation
    path.write_bytes(b"".join(hands[5:]))
    given = _settled(watcher, clock)
    assert _totals(given) == (3, 0, 0)           # nothing read twice, nothing lost
    assert given[str(rotated)].stored == 1 and given[str(path)].stored == 2
    with connect(str(location), read_only=True) as db:
        assert sorted(str(row[0]) for row in db.query("SELECT path FROM watched_files")) \
            == sorted([str(path), str(rotated)])


@needs_hands
def test_a_file_replaced_at_its_path_is_read_from_its_start(watched, tmp_path):
    directory, clock, location, database = watched
    watcher = _watcher(database, directory, clock)
    path = directory / "table.txt"
    hands = _hands(STARS)
    path.write_bytes(b"".join(hands[:5]))
    assert _totals(_settled(watcher, clock)) == (5, 0, 0)
    # truncated and written again in place (same inode): fewer bytes than were read
    with path.open("r+b") as file:
        file.truncate(0)
        file.write(b"".join(hands[5:]))
    assert _totals(_settled(watcher, clock)) == (2, 0, 0)
    assert len(_stored(location)) == 7
    # as many bytes again or more, but other first bytes: the head's digest tells it
    with path.open("r+b") as file:
        file.truncate(0)
        file.write(b"".join(hands[:5] + hands[6:]))
    assert _totals(_settled(watcher, clock)) == (0, 6, 0)   # read again from its start


@needs_hands
def test_utf16_written_in_halves_mid_character(watched, tmp_path):
    directory, clock, location, database = watched
    watcher = _watcher(database, directory, clock)
    path = directory / "razz.txt"
    data = RAZZ_UTF16.read_bytes()
    middle = len(data) // 2 | 1                   # an odd byte: inside a UTF-16 character
    path.write_bytes(data[:middle])
    _settled(watcher, clock)
    with path.open("ab") as file:
        file.write(data[middle:])
    _settled(watcher, clock)
    stored = _stored(location)

    def text_trimmed(rows):
        # The file ends in the middle of a character (fpdb's copy is cut off there): that
        # byte, which a growing file would complete, is never taken; the whole-file read
        # makes it U+FFFD after the hand's trailing blank lines.
        return [(*row[:-1], row[-1].rstrip("\r\n\ufffd")) for row in rows]

    assert text_trimmed(stored) == text_trimmed(_reference(tmp_path, path))
    assert stored and {row[1] for row in stored} == {"razz"}


@needs_hands
def test_other_games_are_counted_and_unreadable_hands_recorded_once(watched, tmp_path):
    directory, clock, location, database = watched
    watcher = _watcher(database, directory, clock)
    path = directory / "mixed.txt"
    hands = _hands(STARS)
    holdem = hands[1].replace(b"7 Card Stud Hi/Lo Limit", b"Hold'em Limit", 1)
    broken = hands[2].replace(b"collected", b"grabbed")
    path.write_bytes(hands[0] + holdem + broken + hands[3])
    given = _settled(watcher, clock)[str(path)]
    assert (given.stored, len(given.errors)) == (2, 1)
    assert given.other_games == {"Hold'em": 1}
    clock.settle()
    assert watcher.poll() == {}
    with connect(str(location), read_only=True) as db:
        assert db.query("SELECT COUNT(*) FROM import_errors")[0][0] == 1


def test_import_refuses_watch_with_files_or_without_a_directory(tmp_path, capsys):
    assert main(["import", "--db", str(tmp_path / "a.sqlite"), "--watch", str(tmp_path),
                 str(tmp_path)]) == 2
    assert "not both" in capsys.readouterr().err
    assert main(["import", "--db", str(tmp_path / "a.sqlite"), "--watch",
                 str(tmp_path / "nothing")]) == 2
    assert "not a directory" in capsys.readouterr().err
    assert main(["import", "--db", str(tmp_path / "a.sqlite")]) == 2
    assert "nothing to import" in capsys.readouterr().err


def test_a_schema_version_3_database_is_migrated_losing_nothing(tmp_path):
    old = tmp_path / "v3.sqlite"
    with sqlite3.connect(old) as connection:
        connection.executescript(DUMP_V3.read_text(encoding="utf-8"))
    with sqlite3.connect(old) as connection:
        assert connection.execute("SELECT version FROM schema_version").fetchall() == [(3,)]
        columns = {table: [row[1] for row in connection.execute(f"PRAGMA table_info({table})")]
                   for table in ("hands", "seats", "actions", "awards", "seat_facts",
                                 "player_totals", "hand_texts")}
        before = {table: sorted(connection.execute(f"SELECT * FROM {table}").fetchall())
                  for table in columns}
    with connect(str(old)) as db:
        assert db.schema_version == SCHEMA_VERSION
        assert db.query("SELECT COUNT(*) FROM watched_files") == [(0,)]
        for table, rows in before.items():      # later versions add columns only
            assert sorted(db.query(f"SELECT {', '.join(columns[table])} FROM {table}")) == rows, \
                table
