"""What a newcomer meets first on the command line, each case as it was found by trying it:
input read as another question, output that wraps or leaks, names read as markup, and the
small frictions (argparse's words, grammar, separators, a stray key dealing a hand)."""

from __future__ import annotations

import csv
import html
import io
import json
import re
from pathlib import Path

import pytest

import cstud
from cstud.cli import main

DATA = Path(__file__).parent / "data"
HANDS = DATA / "hands"
PHH = DATA / "phh"
STARS = HANDS / "pokerstars" / "7-StudHL-USD-0.04-0.08-200911.studhilo.txt"
WINNING = HANDS / "winning"
WSOP = PHH / "wsop_2023_43_5_48_02_09_20.phh"

needs_hands = pytest.mark.skipif(not STARS.exists(), reason="tests/data/hands is not here "
                                 "(the sdist leaves it out)")

HOSTILE = ("x[/b]y", "[b]old", "[red]x")
"""Player names that rich would read as markup (a closing tag with no opening one crashed
`cstud stats`; the others lost their brackets)."""

ANSI = re.compile(r"\x1b\[[0-9;]*m")


def _exit(argv: list[str]) -> int:
    """main()'s exit status, whether it returns it or exits with it (argparse's errors)."""
    try:
        return main(argv)
    except SystemExit as stop:
        return int(stop.code or 0)


def _names_phh(path: Path, names: tuple[str, ...] = HOSTILE) -> Path:
    path.write_text(
        'variant = "F7S/8"\nantes = [1, 1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\n'
        "starting_stacks = [100, 100, 100]\n"
        f"players = {json.dumps(list(names))}\n"
        'actions = ["d dh p1 AsKs9h", "d dh p2 ????2c", "d dh p3 ????3c", "p2 pb", "p3 f", '
        '"p1 cbr 5", "p2 f"]\n', encoding="utf-8")
    return path


# --- equity: the question asked is the question answered ------------------------------------

def test_equity_refuses_unquoted_cards_and_says_how_it_read_them(capsys):
    assert main(["equity", "As", "2s", "3h", "Kh", "Kd", "7c"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith("cstud equity: error: read 6 players of 1 card each")
    assert "quote each player's cards" in err


@pytest.mark.parametrize(("hands", "words"), [
    (["As 2s 3h 4d 9c", "Kh Kd 7c"], ["As 2s 3h 4d 9c (5 cards)", "Kh Kd 7c (3 cards)"]),
    (["As 2s", "Kh Kd"], ["2 players of 2 cards each", "at least 3 cards"]),
    (["As 2s 3h", "?? ?? ?? Kd"], ["?? ?? ?? Kd (4 cards)"]),
])
def test_equity_refuses_hands_no_deal_gives(capsys, hands, words):
    assert main(["equity", *hands]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and all(word in err for word in words), err


def test_equity_still_names_a_bad_card_or_a_card_twice(capsys):
    assert main(["equity", "As 2s Xx", "Kh Kd 7c"]) == 2
    assert "'Xx'" in capsys.readouterr().err
    assert main(["equity", "As 2s 3h", "As Kd"]) == 2           # a card twice: said first
    assert "As is in both" in capsys.readouterr().err


# --- numbers and usage errors -----------------------------------------------------------------

@pytest.mark.parametrize(("argv", "words"), [
    (["simulate", "--hands", "10k"],
     "argument --hands: a whole number from 1 to 1,000,000,000,000, not '10k'"),
    (["equity", "As 2s 3h", "Kh Kd 7c", "--trials", "0"],
     "argument --trials: a whole number from 1 to 1,000,000,000,000, not '0'"),
    (["demo", "--seed", "-1"], "argument --seed: a seed is a whole number from 0 to 2**64-1"),
    (["equity", "As 2s 3h", "Kh Kd 7c", "--seed", "-1"],
     "argument --seed: a seed is a whole number from 0 to 2**64-1"),
    (["eval"], "the following arguments are required: cards"),
    (["eval", "As", "--bogus"], "unrecognized arguments: --bogus"),
])
def test_usage_errors_are_one_line_in_the_commands_words(capsys, argv, words):
    assert _exit(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1, err
    assert err.startswith(f"cstud {argv[0]}: error: {words}"), err
    assert f"cstud {argv[0]} --help" in err
    assert "_positive" not in err and "MAX_TRIALS" not in err


def test_numbers_as_people_write_them(capsys):
    assert main(["equity", "As 2s 3h", "?? ?? Kd", "--exact-limit", "0", "--trials", "1e4",
                 "--seed", "1_000", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["runouts"] == 10_000 and report["seed"] == 1000
    assert main(["simulate", "--hands", "1,000", "--players", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["hands"] == 1000


def test_dash_capital_v_is_the_version(capsys):
    assert _exit(["-V"]) == 0
    assert capsys.readouterr().out == f"cstud {cstud.__version__}\n"


def test_more_bots_than_seats_are_refused(capsys):
    assert main(["simulate", "--players", "2", "--hands", "3", "--bots", "random", "station",
                 "heuristic"]) == 2
    assert "3 bots for 2 seats" in capsys.readouterr().err


# --- replay: PHH and site histories, files and directories -------------------------------------

@needs_hands
def test_replay_reads_a_site_history(capsys):
    assert main(["replay", str(STARS)]) == 0
    out, err = capsys.readouterr()
    assert err == "" and "TOML" not in out
    assert f"{STARS}, hand 35874523510 (PokerStars, pokerstars rules, in cents)" in out
    assert re.search(r"p6 .*rdiezchang .*125 .*175 .*\+50 .*175 ✓", out)
    assert "7 hands in 1 file: 7 agree, 0 differ" in out
    assert main(["replay", "--json", str(STARS)]) == 0
    reports = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(reports) == 7 and all(report["match"] for report in reports)


def test_replay_reads_phh_whatever_the_file_is_called(tmp_path, capsys):
    renamed = tmp_path / "hand.txt"
    renamed.write_bytes(WSOP.read_bytes())
    assert main(["replay", str(renamed)]) == 0
    assert "4,537,500 ✓" in capsys.readouterr().out      # chips with separators, checked


def test_replay_takes_directories_and_sums_up(capsys):
    assert main(["replay", str(PHH)]) == 0
    out = capsys.readouterr().out
    files = len([path for path in PHH.iterdir() if path.suffix == ".phh"])
    assert out.rstrip().endswith(f"{files} hands in {files} files: {files} agree, 0 differ, "
                                 "0 errors (on stderr)")


def test_replay_leaves_out_the_name_column_when_the_file_names_nobody(capsys):
    assert main(["replay", str(WSOP)]) == 0
    header = next(line for line in capsys.readouterr().out.splitlines() if "player" in line)
    assert "name" not in header and "start" in header


def test_replay_puts_each_error_on_its_own_line(tmp_path, capsys):
    junk = tmp_path / "junk.txt"
    junk.write_text("nothing to see\n")
    assert main(["replay", str(junk), str(tmp_path / "missing.phh"), str(WSOP)]) == 2
    out, err = capsys.readouterr()
    lines = err.splitlines()
    assert len(lines) == 2 and all(line.startswith("cstud replay: error: ") for line in lines)
    assert "PHH" in lines[0] and "No such file" in lines[1]
    assert "4,537,500" in out


@needs_hands
def test_check_history_points_a_phh_file_at_replay_and_takes_directories(tmp_path, capsys):
    assert main(["check-history", str(WSOP)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cstud replay" in err
    assert main(["check-history", str(HANDS / "pokerstars")]) == 0
    assert capsys.readouterr().err == ""


@needs_hands
def test_check_history_counts_a_missing_file_as_no_hand(capsys):
    assert main(["check-history", "/no/such/file.txt", str(STARS)]) == 2
    out, err = capsys.readouterr()
    assert "7 hands in 1 file: 7 agree, 0 differ, 0 cannot be judged, 0 unreadable" in out
    assert err == "cstud check-history: error: /no/such/file.txt: No such file or directory\n"


def test_the_web_page_names_phh_for_text_it_cannot_read():
    from cstud.web.api import RequestError, replay_text

    with pytest.raises(RequestError) as refused:
        replay_text("hello, this is not a hand")
    assert "PHH" in str(refused.value) and "not a hand history" in str(refused.value)


# --- output for files and pipes ------------------------------------------------------------

@needs_hands
def test_output_that_is_not_a_terminal_is_never_wrapped(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("COLUMNS", raising=False)
    folder = tmp_path / ("a-folder-with-a-long-name-" * 4)
    folder.mkdir()
    history = folder / STARS.name
    history.write_bytes(STARS.read_bytes())
    for command in (["check-history"], ["replay"], ["equity", "As 2s 3h", "?? ?? Kd",
                                                    "--exact-limit", "0", "--trials", "100"]):
        assert main([*command, *([str(history)] if len(command) == 1 else [])]) == 0
        out = capsys.readouterr().out
        if len(command) == 1:
            assert any(line.startswith(str(history)) for line in out.splitlines()), out
        else:   # the caption: one line
            assert re.search(r"^Monte Carlo: 100 of .* runouts, seed \d+; ± is one standard "
                             r"error; no low", out, re.MULTILINE), out


@needs_hands
def test_import_puts_unreadable_hands_on_stderr(tmp_path, capsys):
    db = str(tmp_path / "w.sqlite")
    assert main(["import", str(WINNING), "--db", db, "--no-replay"]) == 2
    out, err = capsys.readouterr()
    assert out.count("\n") == 1       # the summary alone
    assert out.startswith("1 file: 1 hand stored, 0 already stored, 1 unreadable;")
    assert err.count("\n") == 1 and err.startswith("cstud import: error: unreadable: ")
    assert "hand 693976187, line 100: the hand is cut off" in err


# --- names are text, passwords are never printed ----------------------------------------------

def test_hostile_names_are_text_in_every_command(tmp_path, capsys):
    hand = _names_phh(tmp_path / "names.phh")
    db = str(tmp_path / "n.sqlite")
    assert main(["import", str(hand), "--db", db]) == 0
    assert main(["stats", "--db", db]) == 0
    out = capsys.readouterr().out
    assert all(name in out for name in HOSTILE), out
    for name in HOSTILE:
        assert main(["stats", "--db", db, "--player", name]) == 0
        assert capsys.readouterr().out.startswith(f"{name} at PHH, stud8: 1 hand")
    report = tmp_path / "r[b]x.html"
    assert main(["report", "--db", db, "--player", HOSTILE[0], "-o", str(report)]) == 0
    assert capsys.readouterr().out == f"wrote {report}\n"
    assert html.escape(HOSTILE[0]) in report.read_text(encoding="utf-8")
    assert main(["replay", str(hand)]) == 0
    out = capsys.readouterr().out
    assert all(name in out for name in HOSTILE)


CONTROLLING = ("a\x1b]0;pwned\x07b", "c\x1b[2Jd", "e\x9bf")
"""Player names holding what a terminal acts on: an OSC sequence that retitles the window, a
CSI that clears the screen, a C1 control."""


def test_names_never_drive_the_terminal(tmp_path, capsys):
    hand = _names_phh(tmp_path / "controls.phh", CONTROLLING)
    db = str(tmp_path / "c.sqlite")
    assert main(["import", str(hand), "--db", db]) == 0
    capsys.readouterr()
    for command in (["stats", "--db", db], ["stats", "--db", db, "--player", CONTROLLING[0]],
                    ["replay", str(hand)]):
        assert main(command) == 0
        out = capsys.readouterr().out
        assert not set(out) & {"\x1b", "\x07", "\x9b"}, (command, out)
        assert "a\\x1b]0;pwned\\x07b" in out or command[-1] == db, (command, out)
    assert main(["stats", "--db", db, "--json"]) == 0            # JSON keeps every name exactly
    assert {row["player"] for row in json.loads(capsys.readouterr().out)} == set(CONTROLLING)


@needs_hands
def test_hostile_seat_names_of_a_site_history(tmp_path, capsys):
    text = STARS.read_text(encoding="utf-8")
    for old, new in zip(("gashpor", "denny501", "rdiezchang"), HOSTILE, strict=True):
        text = text.replace(old, new)
    history = tmp_path / "hostile.txt"
    history.write_text(text, encoding="utf-8")
    assert main(["check-history", str(history)]) == 0
    assert main(["replay", str(history)]) == 0
    out = capsys.readouterr().out
    assert all(name in out for name in HOSTILE)
    db = str(tmp_path / "h.sqlite")
    assert main(["import", str(history), "--db", db]) == 0
    assert main(["stats", "--db", db]) == 0
    out = capsys.readouterr().out
    assert all(name in out for name in HOSTILE), out


def test_csv_cells_a_spreadsheet_would_run_are_neutralised(tmp_path, capsys):
    names = ('=HYPERLINK("http://x","y")', "+1", "@SUM(A1)")
    hand = _names_phh(tmp_path / "formula.phh", names)
    db = str(tmp_path / "f.sqlite")
    assert main(["import", str(hand), "--db", db]) == 0
    capsys.readouterr()
    assert main(["stats", "--db", db, "--csv"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert sorted(row[0] for row in rows[1:]) == sorted("'" + name for name in names)
    assert main(["stats", "--db", db, "--json"]) == 0           # JSON keeps them exactly
    assert sorted(r["player"] for r in json.loads(capsys.readouterr().out)) == sorted(names)


def test_no_error_prints_a_database_password(capsys):
    pytest.importorskip("psycopg", reason="PostgreSQL URLs need psycopg (cstud[db])")
    url = "postgresql://someone:S3c%zzret@127.0.0.1:1/nodb"   # psycopg quotes the password
    for command in (["stats"], ["import", str(WSOP)], ["stats", "--json"]):
        assert main([*command, "--db", url]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "S3c" not in err and "zzret" not in err, err


def test_serve_never_prints_a_database_password(capsys):
    pytest.importorskip("uvicorn", reason="cstud serve needs cstud[web]")
    pytest.importorskip("psycopg", reason="PostgreSQL URLs need psycopg (cstud[db])")
    for extra in ([], ["--json"]):
        assert main(["serve", "--db", "postgresql://someone:S3cret@127.0.0.1:1/nodb",
                     *extra]) == 2
        err = capsys.readouterr().err
        assert "S3cret" not in err and "someone:***@127.0.0.1" in err, err


# --- stats readable at 80 columns -----------------------------------------------------------

@needs_hands
def test_stats_fit_80_columns_and_label_as_the_overview(tmp_path, capsys, monkeypatch):
    db = str(tmp_path / "s.sqlite")
    assert main(["import", str(HANDS / "pokerstars"), "--db", db, "--no-replay"]) == 0
    capsys.readouterr()
    monkeypatch.setenv("FORCE_COLOR", "1")          # a terminal of 80 columns
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["stats", "--db", db]) == 0
    lines = ANSI.sub("", capsys.readouterr().out).splitlines()
    assert all(len(line) <= 80 for line in lines)
    assert any(line.startswith("123smoothie ") for line in lines)     # never cut short
    header = next(line for line in lines if line.startswith("player"))
    assert header.split()[:7] == ["player", "hands", "VPIP", "steal", "WTSD", "W$SD", "BB/100"]
    assert main(["stats", "--db", db, "--player", "Hero"]) == 0
    rows = ANSI.sub("", capsys.readouterr().out)
    for label in ("VPIP", "WTSD", "W$SD", "BB/100"):
        assert re.search(rf"^\W*{re.escape(label)} ", rows, re.MULTILINE), label
    assert re.search(r"net, cash games .*cents .*net_cash", rows)


# --- names of hands and the package face ------------------------------------------------------

def test_low_names_are_capitalised_alike():
    names = {cstud.describe_low("As 2d 3h 4s 5c"), cstud.describe_low("8c 6d 4h 3s Ac"),
             cstud.describe_low("Kc Qd Jh 9s 8c"), cstud.describe_razz("As 2d 3h 4s 5c")}
    assert names == {"The wheel", "Eight-six low", "No low"}


def test_dir_of_cstud_shows_no_typing_names():
    assert not {"Any", "TYPE_CHECKING"} & set(dir(cstud))
