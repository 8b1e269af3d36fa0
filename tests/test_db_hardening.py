"""The hand database against odd and hostile conditions: two processes creating a database
at once, read-only commands (a read-only folder, nothing written), corrupt and foreign
files, exact import counts when another import stores the same hands, the exit status of a
re-import, the XML header index, and passwords never printed.

The findings are M1, M2, M4, M8, L3-L7 of the second reliability attack. PostgreSQL runs when
CSTUD_TEST_POSTGRES_URL names a throwaway database (.ci/postgres.sh starts one)."""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import re
import shutil
import sqlite3
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_db import HANDS, PHH, POSTGRES_URL, _reset_postgres

import cstud.db
import cstud.db.importer as importer
import cstud.histories
import cstud.histories._formats as formats
from cstud.cli import main
from cstud.db.schema import SCHEMA_VERSION, tables_of
from cstud.db.stats import LUCK_FACTS

CSTUD_TABLES = tables_of(SCHEMA_VERSION)


@pytest.fixture(params=["sqlite", "postgresql"])
def location(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return str(tmp_path / "hands.sqlite")
    if not POSTGRES_URL:
        pytest.skip("PostgreSQL: set CSTUD_TEST_POSTGRES_URL to a throwaway database")
    _reset_postgres(POSTGRES_URL)
    return POSTGRES_URL


def _sqlite_tables(path: Path) -> set[str]:
    with sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True) as connection:
        return {row[0] for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}


# --- M1: a new database opened by two processes at once -----------------------------------


def _open_together(location: str, barrier: multiprocessing.synchronize.Barrier,
                   results: multiprocessing.Queue[str]) -> None:
    barrier.wait()
    try:
        cstud.db.connect(location).close()
        results.put("ok")
    except Exception as error:  # reported to the test, which names it
        results.put(f"{type(error).__name__}: {error}")


def test_two_processes_creating_a_new_database_at_once_both_succeed(location: str) -> None:
    context = multiprocessing.get_context("fork")
    for round_ in range(8):
        if location == POSTGRES_URL:
            _reset_postgres(location)
            target = location
        else:
            target = f"{location}.{round_}"
        barrier = context.Barrier(2)
        results: multiprocessing.Queue[str] = context.Queue()
        processes = [context.Process(target=_open_together, args=(target, barrier, results))
                     for _ in range(2)]
        for process in processes:
            process.start()
        for process in processes:
            process.join(60)
        assert [results.get(timeout=5) for _ in processes] == ["ok", "ok"]
        with cstud.db.connect(target) as database:
            assert database.schema_version == SCHEMA_VERSION
            assert database.query("SELECT COUNT(*) FROM schema_version")[0][0] == 1


# --- M4: read-only commands write nothing ---------------------------------------------------


def _made(path: Path) -> None:
    with cstud.db.connect(path) as database:
        cstud.db.import_files(database, [PHH], replay=False)


def test_read_only_commands_leave_the_folder_and_the_file_as_they_were(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "db").mkdir()
    db = tmp_path / "db" / "hands.sqlite"
    _made(db)
    content = db.read_bytes()
    with cstud.db.connect(db, read_only=True) as database:
        player = cstud.db.stats(database)[0].player
    assert main(["stats", "--db", str(db), "--json"]) == 0
    assert main(["report", "--db", str(db), "--player", player,
                 "-o", str(tmp_path / "r.html")]) == 0
    capsys.readouterr()
    assert os.listdir(tmp_path / "db") == ["hands.sqlite"]   # no -wal, -shm or -journal
    assert db.read_bytes() == content
    with cstud.db.connect(db, read_only=True) as database, pytest.raises(sqlite3.Error,
                                                                        match="readonly"):
        database.connection.execute("DELETE FROM hands")


def _stats_as_nobody(db: str, results: multiprocessing.Queue[object]) -> None:
    import contextlib
    import io

    os.setgid(65534)
    os.setuid(65534)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["stats", "--db", db, "--json"])
    results.put((status, out.getvalue(), err.getvalue()))


def test_a_read_only_folder_of_another_user_is_read(capsys: pytest.CaptureFixture[str]) -> None:
    """``cstud stats`` as a user who may not write the folder, nor the file: nobody (root
    may write anywhere), in a folder of root's."""
    if os.geteuid() != 0:
        pytest.skip("needs root, to run cstud stats as nobody")
    folder = Path(tempfile.mkdtemp(prefix="cstud-ro-"))
    try:
        db = folder / "hands.sqlite"
        _made(db)
        os.chmod(folder, 0o755)
        os.chmod(db, 0o644)
        assert main(["stats", "--db", str(db), "--json"]) == 0   # every module loaded
        expected = capsys.readouterr().out
        context = multiprocessing.get_context("fork")
        results: multiprocessing.Queue[object] = context.Queue()
        child = context.Process(target=_stats_as_nobody, args=(str(db), results))
        child.start()
        status, out, err = results.get(timeout=60)
        child.join(10)
        assert (status, err) == (0, "")
        assert out == expected
        assert os.listdir(folder) == ["hands.sqlite"]
    finally:
        shutil.rmtree(folder)


def test_a_read_only_command_never_migrates_an_older_schema(tmp_path: Path) -> None:
    db = tmp_path / "old.sqlite"
    _made(db)
    with sqlite3.connect(db) as connection:     # back to version 1's tables and columns
        connection.execute("DROP TABLE hand_texts")
        connection.execute("DROP TABLE watched_files")
        connection.execute("DROP INDEX seat_facts_player")
        connection.execute("ALTER TABLE seat_facts DROP COLUMN site")
        for name in LUCK_FACTS:
            connection.execute(f"ALTER TABLE seat_facts DROP COLUMN {name}")
            connection.execute(f"ALTER TABLE player_totals DROP COLUMN {name}")
        connection.execute("CREATE INDEX seat_facts_player ON seat_facts (player, game)")
        connection.execute("UPDATE schema_version SET version = 1")
    for command in (["stats"], ["export", "--parquet", str(tmp_path / "pq")]):
        assert main([*command, "--db", str(db)]) == 2
        assert "hand_texts" not in _sqlite_tables(db)
    with pytest.raises(cstud.db.DatabaseError, match="older than this cstud"):
        cstud.db.connect(db, read_only=True)
    with cstud.db.connect(db) as database:       # a writer migrates it
        assert database.schema_version == SCHEMA_VERSION


# --- L3/L7: corrupt and foreign databases ---------------------------------------------------


def _foreign(path: Path, *statements: str) -> None:
    with sqlite3.connect(path) as connection:
        for statement in statements:
            connection.execute(statement)


FOREIGN = {
    "places": ("CREATE TABLE places (id INTEGER PRIMARY KEY, url TEXT)",
               "INSERT INTO places (url) VALUES ('https://example.org')"),
    "its own hands table": ("CREATE TABLE hands (id INTEGER, note TEXT)",),
    "schema version -1": ("CREATE TABLE schema_version (version INTEGER NOT NULL)",
                          "INSERT INTO schema_version VALUES (-1)"),
    "an empty schema_version": ("CREATE TABLE schema_version (version INTEGER NOT NULL)",),
    "two versions": ("CREATE TABLE schema_version (version INTEGER NOT NULL)",
                     "INSERT INTO schema_version VALUES (2)",
                     "INSERT INTO schema_version VALUES (2)"),
    "a version without its tables": ("CREATE TABLE schema_version (version INTEGER NOT NULL)",
                                     "INSERT INTO schema_version VALUES (1)"),
}


@pytest.mark.parametrize("kind", sorted(FOREIGN))
def test_a_foreign_or_broken_database_is_refused_and_left_alone(
        kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "other.sqlite"
    _foreign(db, *FOREIGN[kind])
    tables, content = _sqlite_tables(db), db.read_bytes()
    for command in (["import", str(PHH)], ["stats"], ["report", "--player", "x"],
                    ["export", "--parquet", str(tmp_path / "pq")]):
        assert main([*command, "--db", str(db), "--json"]) == 2, command
        error = json.loads(capsys.readouterr().err.splitlines()[-1])
        assert error["code"] == 2 and "bug" not in error["error"]
        assert re.search(r"not a cstud hand database|broken|lacks cstud's tables",
                         error["error"]), error
    assert _sqlite_tables(db) == tables
    assert db.read_bytes() == content


def _bad_files(real: bytes) -> dict[str, bytes]:
    rng = random.Random(7)
    flipped = bytearray(real)
    for _ in range(200):
        at = rng.randrange(100, len(flipped))
        flipped[at] ^= 1 << rng.randrange(8)
    # Whole bytes inverted at random places past the header: some land in the schema's or
    # a table's text, which then does not decode as UTF-8.
    inverted = {}
    for seed in range(1, 9):
        damaged, places = bytearray(real), random.Random(seed)
        for _ in range(200):
            damaged[places.randrange(100, len(damaged))] ^= 0xFF
        inverted[f"inverted {seed}"] = bytes(damaged)
    return {**inverted, "random": bytes(rng.randrange(256) for _ in range(8192)),
            "truncated": real[:len(real) // 3 // 4096 * 4096 + 1000],
            "flipped": bytes(flipped),
            "bad header": b"SQLite format 2\x00" + real[16:],
            "text": b"hello, I am a text file\n" * 100}


def test_a_corrupt_database_is_a_clear_error_never_a_bug(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.sqlite"
    with cstud.db.connect(good) as database:
        cstud.db.import_files(database, [PHH], replay=False)
    for name, data in _bad_files(good.read_bytes()).items():
        db = tmp_path / f"{name}.sqlite"
        for command in (["import", str(PHH)], ["stats"], ["report", "--player", "x"]):
            db.write_bytes(data)
            status = main([*command, "--db", str(db), "--json"])
            captured = capsys.readouterr()
            assert status in (0, 1, 2), (name, command, captured.err)
            assert "bug" not in captured.err and "Traceback" not in captured.err
            if status == 2 and captured.err:
                assert json.loads(captured.err.splitlines()[-1])["code"] == 2
            if name in ("random", "bad header", "text"):
                assert status == 2 and db.read_bytes() == data, (name, command)


# --- L4/L6: counts and the exit status describe this import ---------------------------------


def test_hands_another_import_stored_meanwhile_count_as_already_stored(
        location: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with cstud.db.connect(location) as database:
        first = cstud.db.import_files(database, [HANDS, PHH], replay=False)
        # Another import stores each hand between this one's look-up and its INSERT: the
        # look-up finds nothing, the INSERT conflicts.
        monkeypatch.setattr(importer, "_known", lambda database, identities: set())
        again = cstud.db.import_files(database, [HANDS, PHH], replay=False)
    assert first.stored > 50
    assert (again.stored, again.already) == (0, first.stored + first.already)
    assert again.disagreeing == 0


def _import_json(location: str, paths: list[str], results: multiprocessing.Queue[str]) -> None:
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        main(["import", *paths, "--db", location, "--no-replay", "--json"])
    results.put(out.getvalue())


def test_two_imports_of_the_same_hands_at_once_count_every_hand_once(location: str) -> None:
    with cstud.db.connect(location):
        pass
    context = multiprocessing.get_context("fork")
    results: multiprocessing.Queue[str] = context.Queue()
    orders = [[str(HANDS), str(PHH)], [str(PHH), str(HANDS)]]
    processes = [context.Process(target=_import_json, args=(location, order, results))
                 for order in orders]
    for process in processes:
        process.start()
    summaries = [json.loads(results.get(timeout=300)) for _ in processes]
    for process in processes:
        process.join(60)
    with cstud.db.connect(location, read_only=True) as database:
        stored = database.query("SELECT COUNT(*) FROM hands")[0][0]
    assert sum(summary["stored"] for summary in summaries) == stored
    for summary in summaries:
        assert summary["stored"] + summary["already_stored"] == stored


def test_the_exit_status_of_an_import_tells_of_its_own_hands(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "hands.sqlite")
    # A hand whose finishing stacks are not those the engine's replay gives.
    source = sorted(PHH.glob("*.phh"))[0].read_text()
    stacks = re.search(r"^finishing_stacks = \[(\d+), (\d+)", source, re.M)
    assert stacks is not None
    wrong = source.replace(stacks[0], f"finishing_stacks = [{int(stacks[1]) + 1}, "
                                      f"{int(stacks[2]) - 1}")
    disagreeing = [tmp_path / "wrong.phh"]
    disagreeing[0].write_text(wrong)
    assert main(["import", str(disagreeing[0]), "--db", db, "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["hands_disagreeing"] == 1
    assert main(["import", str(disagreeing[0]), "--db", db, "--json"]) == 0   # nothing new
    again = json.loads(capsys.readouterr().out)
    assert (again["stored"], again["already_stored"], again["hands_disagreeing"]) == (0, 1, 0)


# --- a NUL in a name: that hand refused, on SQLite and PostgreSQL alike ----------------------

NUL_NAME = "nul\x00byte"
_PHH_HAND = dict(variant="F7S/8", ante_trimming_status=False, antes=[1, 1, 1], bring_in=2,
                 small_bet=5, big_bet=10, starting_stacks=[100, 100, 100],
                 actions=["d dh p1 AsKs9h", "d dh p2 ????2c", "d dh p3 ????Qd", "p2 pb",
                          "p3 f", "p1 cbr 5", "p2 f"],
                 finishing_stacks=[104, 97, 99])


def _nul_files(folder: Path) -> tuple[list[Path], set[str], int]:
    """Three PHH hands (the second with a NUL in a name) and a PokerStars file whose first
    hand has one (the site readers drop NULs, which some sites pad files with, so it reads
    as the name without it): the files, the names that should be stored, and how many
    hands."""
    import tomli_w

    files = []
    for number, players in enumerate([["Ann", "Bob", "Cy"], ["Dee", NUL_NAME, "Eve"],
                                      ["Fay", "Gus", "Hal"]]):
        path = folder / f"names{number}.phh"
        path.write_text(tomli_w.dumps(dict(_PHH_HAND, players=players, hand=f"n{number}")),
                        encoding="utf-8")
        files.append(path)
    source = HANDS / "pokerstars" / "7-StudHL-USD-0.04-0.08-200911.studhilo.txt"
    hands = cstud.histories.read_histories(source)
    text = cstud.histories.read_text(source)
    second = text.index("PokerStars", text.index("PokerStars") + 1)
    victim = hands[0].seats[0].player
    assert text[:second].count(victim) >= 2     # his seat, his actions
    site = folder / "stars.txt"
    site.write_text(text[:second].replace(victim, victim[:2] + "\x00" + victim[2:])
                    + text[second:], encoding="utf-8")
    files.append(site)
    names = {"Ann", "Bob", "Cy", "Fay", "Gus", "Hal"} | {
        seat.player for hand in hands for seat in hand.seats}
    return files, names, 2 + len(hands)


def test_a_nul_in_a_name_refuses_that_hand_alone(
        location: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """PostgreSQL cannot store a NUL character in text (it stopped the whole import, nothing
    stored); SQLite can. Both refuse the hand, as an error of that hand with its reason, and
    store every other hand: the same hands, names and errors on both."""
    files, names, readable = _nul_files(tmp_path)
    code = main(["import", *map(str, files), "--db", location, "--json"])
    summary = json.loads(capsys.readouterr().out)
    assert code == 2        # some hands unreadable: cstud import's status for that
    assert (summary["stored"], summary["already_stored"]) == (readable, 0)
    refused = {(Path(error["file"]).name, error["hand"]): error["message"]
               for error in summary["errors"]}
    assert list(refused) == [("names1.phh", "n1")]
    message = refused["names1.phh", "n1"]
    assert "NUL" in message and "'nul\\x00byte'" in message and "\x00" not in message
    with cstud.db.connect(location, read_only=True) as database:
        assert database.query("SELECT COUNT(*) FROM hands")[0][0] == readable
        assert {str(row[0]) for row in database.query("SELECT player FROM seats")} == names
        errors = database.query("SELECT hand, message FROM import_errors")
    assert sorted((str(hand), str(message)) for hand, message in errors) == sorted(
        (hand, message) for (_, hand), message in refused.items())
    # Imported again: the refused hands are refused again, nothing else is added.
    assert main(["import", *map(str, files), "--db", location, "--json"]) == 2
    again = json.loads(capsys.readouterr().out)
    assert (again["stored"], again["already_stored"]) == (0, readable)
    assert again["errors"] == summary["errors"]


# --- L5: a re-import reads only each stored hand's header ----------------------------------


@pytest.fixture
def full_reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The hands read whole, as they are (a site hand's lines after its header, a PHH hand's
    replay), named by their first line or file."""
    from cstud.histories._text import TextReader
    from cstud.phh import HandHistory

    reads: list[str] = []
    read_hand, replay = TextReader.read_hand, HandHistory.replay

    def counted_read(self: TextReader) -> object:
        reads.append(f"{self.block.source}:{self.block.first_line}")
        return read_hand(self)

    def counted_replay(self: HandHistory, *args: object, **kwargs: object) -> object:
        reads.append("phh")
        return replay(self, *args, **kwargs)

    monkeypatch.setattr(TextReader, "read_hand", counted_read)
    monkeypatch.setattr(HandHistory, "replay", counted_replay)
    return reads


def test_a_second_import_of_a_file_reads_no_hand_whole(
        tmp_path: Path, full_reads: list[str]) -> None:
    path = HANDS / "pokerstars" / "7-StudHL-USD-0.04-0.08-200911.studhilo.txt"
    hands = cstud.histories.read_histories(path)
    full_reads.clear()
    with cstud.db.connect(str(tmp_path / "hands.sqlite")) as database:
        first = cstud.db.import_files(database, [path], replay=False)
        assert first.stored == len(hands) > 5 and len(full_reads) == len(hands)
        full_reads.clear()
        again = cstud.db.import_files(database, [path], replay=False)
    assert full_reads == []
    assert (again.stored, again.already, again.errors) == (0, len(hands), [])


def test_a_re_import_counts_what_a_first_import_counted(
        location: str, full_reads: list[str]) -> None:
    """Every file of tests/data (every site, XML, PHH, unreadable hands, other games): the
    second import reports each hand as stored already, the same errors and the same other
    games, and reads whole only the hands that do not read (they are never stored)."""
    with cstud.db.connect(location) as database:
        first = cstud.db.import_files(database, [HANDS, PHH], replay=False)
        full_reads.clear()
        again = cstud.db.import_files(database, [HANDS, PHH], replay=False)
    assert first.stored > 50 and first.errors and first.other_games
    assert again.as_dict() == {**first.as_dict(), "stored": 0, "hands_disagreeing": 0,
                               "already_stored": first.stored + first.already}
    assert len(full_reads) <= len(first.errors)
    full_reads.clear()
    # The errors are those the histories package finds reading each file whole.
    expected = []
    for path in importer.find_files([HANDS], importer.ImportSummary()):
        if path.suffix.lower() not in importer.PHH_SUFFIXES:
            expected += [(str(path), error.hand_id, error.line, error.message)
                         for error in cstud.histories.read_histories(path, strict=False)
                         if isinstance(error, cstud.histories.HistoryError)]
    assert [error for error in again.errors if not error[0].endswith(".phh")] == expected


def test_a_second_import_of_an_xml_file_reads_no_game_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """iPoker and Merge: the file is read as one tree again, but each stored game is known
    by its <game> tag alone, never read into a hand (ipoker's and merge's _parse_game: all
    of them were read again before)."""
    import cstud.histories.ipoker as ipoker
    import cstud.histories.merge as merge

    reads: list[int] = []
    for module in (ipoker, merge):
        parse = module._parse_game

        def counted(*args: object, parse: object = parse) -> object:
            reads.append(1)
            return parse(*args)  # type: ignore[operator]

        monkeypatch.setattr(module, "_parse_game", counted)
    paths = [*sorted((HANDS / "ipoker_xml").glob("*.xml")),
             *sorted((HANDS / "merge_xml").glob("*.xml"))]
    with cstud.db.connect(str(tmp_path / "hands.sqlite")) as database:
        first = cstud.db.import_files(database, paths, replay=False)
        assert first.stored > 10 and len(reads) == first.stored + len(first.errors)
        reads.clear()
        again = cstud.db.import_files(database, paths, replay=False)
    # Only the games that did not read (never stored) are read again, as text hands are.
    assert len(reads) == len(first.errors) < first.stored
    assert (again.stored, again.already) == (0, first.stored + first.already)
    assert again.errors == first.errors and again.other_games == first.other_games


# --- M2: the XML header index ---------------------------------------------------------------


def _naive_ends(lines: list[str], starts: list[int], ipoker: bool) -> list[int]:
    """Each header's end as the importer once found it (now cstud.histories.hand_documents),
    by a scan from each header."""
    if ipoker:
        return [next((n for n in range(start, len(lines))
                      if re.search(r"<game[\s>]", lines[n])), len(lines)) for start in starts]
    return [next((n + 1 for n in range(start, len(lines))
                  if "/>" in lines[n] or "</description>" in lines[n]), start + 1)
            for start in starts]


PIECES = ["<session sessioncode='1'>", "<game gamecode='2'>", "<game>", "<gamecount>",
          "<description type='x'", "/>", "</description>", "text", "<description/>"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=30), st.booleans())
def test_the_xml_header_index_finds_each_header_end_as_a_scan_from_it_would(
        pieces: list[str], ipoker: bool) -> None:
    head = "<?xml version='1.0'?>\n<session>" if ipoker else "<game id='merge'>"
    text = "\n".join([head, *pieces])
    documents = formats._XmlDocuments(text)
    if documents.ipoker != ipoker:
        return     # not recognised as that format: nothing to compare
    assert documents.ends == _naive_ends(documents.lines, documents.starts, ipoker)


def test_the_xml_header_index_looks_at_each_line_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """32,000 sessions that never reach a game: a scan from each header would search
    about 512 million lines for a game tag."""
    searched = 0
    pattern = formats._GAME_TAG

    class Counting:
        def search(self, line: str) -> re.Match[str] | None:
            nonlocal searched
            searched += 1
            return pattern.search(line)
    monkeypatch.setattr(formats, "_GAME_TAG", Counting())
    text = "<?xml version='1.0'?><session>\n" + "<session>\n" * 32000
    documents = formats._XmlDocuments(text)
    assert len(documents.starts) == 32001 and documents.ends[0] == 32001
    assert searched <= len(documents.lines)


# --- M8: no password printed ----------------------------------------------------------------

BAD_URLS = [
    "postgresql://someone:S3cretPassw0rd@[unclosed/db",                  # psycopg quotes it
    "postgresql://someone:S3cret%40Passw0rd@127.0.0.1:1/db",             # refused, encoded
    "postgresql://someone:S3cretPassw0rd@127.0.0.1:notaport/db",
    "postgresql://someone@127.0.0.1:1/db?password=S3cretPassw0rd",      # libpq's query form
    "postgresql://127.0.0.1:1/db?sslmode=disable&password=S3cret%40Passw0rd",
]


@pytest.mark.parametrize("url", BAD_URLS)
def test_no_message_shows_a_database_password(url: str,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("psycopg")
    secrets = ("S3cretPassw0rd", "S3cret%40Passw0rd", "S3cret@Passw0rd", "Passw0rd")
    with pytest.raises(cstud.db.DatabaseError) as raised:
        cstud.db.connect(url)
    assert not any(secret in str(raised.value) for secret in secrets), raised.value
    with pytest.raises(cstud.db.HandSourceError) as source_error:
        cstud.db.open_hand_source(url)
    assert not any(secret in str(source_error.value) for secret in secrets)
    for command in (["stats"], ["import", str(PHH)], ["export", "--parquet", "x"]):
        for extra in ([], ["--json"]):
            assert main([*command, "--db", url, *extra]) == 2
            captured = capsys.readouterr()
            assert not any(secret in captured.out + captured.err for secret in secrets)
