"""`cstud check-history` as a Unix tool: results on stdout (tables, or JSON Lines with --json),
errors on stderr (JSON with --json), the exit codes every cstud command uses (0 all agree, 1 a
hand disagrees, 2 unreadable input or a hand not judged or not written, 3 a bug) and a progress
bar only on a terminal.

The expected values are read off the history files (quoted in comments): the finishing
stacks of a PokerStars hand are the starting stacks of the next hand at the same table.
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from rich.console import Console

from cstud.cli import CommandError, build_parser, check_history, main
from cstud.histories import Hand, read_histories, replay_hand
from cstud.phh import HandHistory

HANDS = Path(__file__).parent / "data" / "hands"
needs_hands = pytest.mark.skipif(  # the sdist leaves them out (MANIFEST.in)
    not (HANDS / "index.csv").is_file(),
    reason="tests/data/hands/ is absent: the site hand histories come from an AGPL-3.0 source "
           "(tests/data/README.md) and are not in the sdist; run these tests from a git checkout")
STARS = HANDS / "pokerstars" / "7-StudHL-USD-0.04-0.08-200911.studhilo.txt"
WINNING = HANDS / "winning" / "7-Stud-HL-8max-USD-1.00-2.00-201608.HH00000000_G0.studhilo.txt"
NO_LIMIT = HANDS / "merge_xml" / "NL7-StudHL-0.01-0.02-0.10-201204.xml"
HISTORY_FILES = sorted(p for p in HANDS.glob("*/*") if p.suffix in (".txt", ".xml"))


@pytest.fixture(autouse=True)
def _wide(monkeypatch):
    """Tables as wide as a terminal would make them, so that rows are not wrapped."""
    monkeypatch.setenv("COLUMNS", "200")


def _json_lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines()]


def _error(err: str, code: int) -> str:
    """The errors main() prints with --json (one JSON object a line), checked for their
    shape, as lines of text."""
    errors = _json_lines(err)
    assert errors and all(set(error) == {"error", "code"} and error["code"] == code
                          for error in errors)
    return "\n".join(error["error"] for error in errors)


# -- exit codes ------------------------------------------------------------------------------

@needs_hands
def test_agreeing_hands_exit_0_with_nothing_on_stderr(capsys):
    assert main(["check-history", str(STARS)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert re.search(r"35874523510 .*PokerStars .*agree .*agree", out)
    assert out.rstrip().endswith("7 hands in 1 file: 7 agree, 0 differ, 0 cannot be judged, "
                                 "0 unreadable")


@needs_hands
def test_a_disagreement_exits_1_even_when_a_hand_is_unreadable(capsys):
    # The Winning file: the site gives an odd cent to the low half (hand 693975843), and its
    # second hand is cut off at line 100.
    assert main(["check-history", str(WINNING)]) == 1
    out, err = capsys.readouterr()
    assert err == (f"cstud check-history: error: {WINNING}, hand 693976187, line 100: the hand "
                   "is cut off: it has no 'Game ended' line\n")
    assert "cut off" not in out                                 # errors never on stdout
    assert re.search(r"693976187 .*unreadable .*line 100", out)  # the row is still there
    assert "2 hands in 1 file: 0 agree, 1 differ, 0 cannot be judged, 1 unreadable" in out
    assert main(["check-history", "--json", str(WINNING)]) == 1
    out, err = capsys.readouterr()
    assert "hand 693976187, line 100: the hand is cut off" in _error(err, 1)
    assert [report["hand_id"] for report in _json_lines(out)] == ["693975843"]


@needs_hands
def test_an_unreadable_file_exits_2_and_the_others_are_checked(capsys):
    assert main(["check-history", "/no/such/file.txt", str(STARS)]) == 2
    out, err = capsys.readouterr()
    assert err == "cstud check-history: error: /no/such/file.txt: No such file or directory\n"
    # A file that is not there is an error, not a hand
    assert "7 hands in 1 file: 7 agree, 0 differ, 0 cannot be judged, 0 unreadable" in out
    assert main(["check-history", "--json", "/no/such/file.txt", str(STARS)]) == 2
    out, err = capsys.readouterr()
    assert _error(err, 2) == "/no/such/file.txt: No such file or directory"
    assert len(_json_lines(out)) == 7


def test_a_file_in_no_format_exits_2(tmp_path, capsys):
    path = tmp_path / "notes.txt"
    path.write_text("nothing to see\n")
    assert main(["check-history", str(path)]) == 2
    out, err = capsys.readouterr()
    assert err.startswith(f"cstud check-history: error: {path}, line 1: not a hand history")
    assert "not a hand history" not in out
    assert "1 hand in 1 file: 0 agree, 0 differ, 0 cannot be judged, 1 unreadable" in out
    assert main(["check-history", "--json", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "not a hand history" in _error(err, 2)


@needs_hands
def test_a_hand_that_cannot_be_judged_exits_2(tmp_path, capsys):
    # A no-limit game: the engine and PHH's F7S/8 are fixed-limit, so it is neither replayed
    # nor written as PHH.
    assert main(["check-history", "--phh", str(tmp_path), str(NO_LIMIT)]) == 2
    out, err = capsys.readouterr()
    assert err.startswith("cstud check-history: error: ")
    assert f"{NO_LIMIT}, hand 53828643-2: not written as PHH: " in err
    assert err.rstrip().endswith("1 hand could not be judged (the report says why)")
    assert "1 hand in 1 file: 0 agree, 0 differ, 1 cannot be judged, 0 unreadable" in out
    assert list(tmp_path.iterdir()) == []


def test_a_phh_directory_that_cannot_be_made_exits_2_before_any_work(tmp_path, capsys):
    blocker = tmp_path / "a file"
    blocker.write_text("")
    assert main(["check-history", "--phh", str(blocker / "phh"), "/no/such/file.txt"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"cstud check-history: error: --phh {blocker / 'phh'}: Not a directory\n"


@needs_hands
def test_hands_that_cannot_be_written_as_phh_exit_2(tmp_path, capsys, monkeypatch):
    def disk_full(self, path):
        raise OSError(28, "No space left on device", str(path))

    monkeypatch.setattr(HandHistory, "dump", disk_full)
    assert main(["check-history", "--json", "--phh", str(tmp_path), str(STARS)]) == 2
    out, err = capsys.readouterr()
    reports = _json_lines(out)
    assert len(reports) == 7 and all(report["verdict"] == "agree" for report in reports)
    assert all(report["phh"] is None for report in reports)
    errors = _error(err, 2).splitlines()
    assert errors == [f"{STARS}, hand {report['hand_id']}: not written as PHH: "
                      f"{tmp_path / ('PokerStars-' + report['hand_id'] + '.phh')}: No space "
                      f"left on device" for report in reports]


@needs_hands
def test_an_internal_error_exits_3(monkeypatch, capsys):
    def bug(*args, **kwargs):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(check_history, "check_money", bug)
    monkeypatch.delenv("CSTUD_TRACEBACK", raising=False)
    assert main(["check-history", str(STARS)]) == 3
    err = capsys.readouterr().err
    assert err.startswith("cstud check-history: error: internal error (ZeroDivisionError: a bug)")
    assert main(["check-history", "--json", str(STARS)]) == 3
    assert "ZeroDivisionError" in _error(capsys.readouterr().err, 3)


def test_usage_errors_exit_2_and_are_json_with_json(capsys):
    with pytest.raises(SystemExit) as exit_status:
        main(["check-history", "--json"])
    assert exit_status.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and "FILE" in _error(err, 2)
    with pytest.raises(SystemExit) as exit_status:
        main(["check-history", "--odd-chip", "dealer", "x.txt"])
    assert exit_status.value.code == 2
    assert "invalid choice: 'dealer'" in capsys.readouterr().err


def test_help_documents_json_and_the_exit_status():
    parser = build_parser()
    commands = next(action for action in parser._actions if action.dest == "command")
    help_text = " ".join(commands.choices["check-history"].format_help().split())
    assert "--json" in help_text and "JSON Lines" in help_text
    assert "reported on stderr" in help_text and "1 wins if a hand also disagrees" in help_text


# -- --json ----------------------------------------------------------------------------------

@needs_hands
def test_json_is_one_object_per_hand_with_the_hands_identity_and_verdicts(tmp_path, capsys):
    assert main(["check-history", "--json", "--phh", str(tmp_path), str(STARS)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    reports = _json_lines(out)
    # The identity, read off the file: each hand starts with its "PokerStars Game #" line.
    text = STARS.read_text(encoding="utf-8-sig").splitlines()
    starts = [(match[1], number) for number, line in enumerate(text, 1)
              if (match := re.match(r"PokerStars Game #(\d+):", line))]
    assert [(report["hand_id"], report["line"]) for report in reports] == starts
    assert {(report["site"], report["file"], report["unit"], report["currency"])
            for report in reports} == {("PokerStars", str(STARS), "cent", "USD")}
    assert all(report["verdict"] == report["money"]["verdict"] == report["replay"]["verdict"]
               == "agree" for report in reports)

    hand = next(report for report in reports if report["hand_id"] == "35874523510")
    assert hand["line"] == 64
    assert hand["players"] == ["123smoothie", "gashpor", "denny501", "Hero", "Soroka69",
                               "rdiezchang"]
    money = hand["money"]
    # "rdiezchang collected $0.77 from pot" / "Total pot $0.80 | Rake $0.03"
    assert money["rake"] == 3
    paid = dict.fromkeys(hand["players"], 0) | {"rdiezchang": 77}
    assert money["site_paid"] == money["settled"] == paid
    assert money["differences"] == [] and money["reason"] is None
    replay = hand["replay"]
    assert replay["preset"] == "pokerstars" and replay["reason"] is None
    # The next hand at the table (line 142) seats them with these stacks: "123smoothie ($1.33
    # in chips)", "gashpor ($1.24", "denny501 ($0.87", "Hero ($1.56", "Soroka69 ($0.97",
    # "rdiezchang ($1.75".
    stacks = {"123smoothie": 133, "gashpor": 124, "denny501": 87, "Hero": 156, "Soroka69": 97,
              "rdiezchang": 175}
    assert replay["finishing"] == replay["site_finishing"] == stacks
    written = Path(hand["phh"])
    assert written == tmp_path / "PokerStars-35874523510.phh"
    assert HandHistory.load(written).finishing_stacks == list(stacks.values())


@needs_hands
def test_json_tells_the_differences_as_numbers(capsys):
    assert main(["check-history", "--json", str(WINNING)]) == 1
    (report,) = _json_lines(capsys.readouterr().out)
    assert report["verdict"] == report["money"]["verdict"] == "differ"
    # The site pays ChazDazzle 353 cents and KickAzzJohnny 352; the engine gives the odd cent
    # to the high half (R23a), so the other way round.
    assert report["money"]["differences"] == [
        {"player": "ChazDazzle", "what": "total", "site": 353, "cstud": 352, "delta": -1},
        {"player": "KickAzzJohnny", "what": "total", "site": 352, "cstud": 353, "delta": 1}]
    replay = report["replay"]
    assert replay["verdict"] == "differ"
    assert (replay["finishing"]["ChazDazzle"], replay["site_finishing"]["ChazDazzle"]) == \
        (997, 998)
    assert (replay["finishing"]["KickAzzJohnny"],
            replay["site_finishing"]["KickAzzJohnny"]) == (2642, 2641)


@needs_hands
def test_json_over_every_file_gives_the_same_verdicts_as_the_checks(capsys):
    assert main(["check-history", "--json", *map(str, HISTORY_FILES)]) == 1
    out, err = capsys.readouterr()
    lines = _json_lines(out)
    reports = {(report["file"], report["hand_id"]): report for report in lines
               if "hand_id" in report}
    # a file's hands of other games: one line for the file
    assert [line for line in lines if "hand_id" not in line] == [
        {"file": str(HANDS / "merge_xml" / "HORSE-Tournament-Freeroll.201107.xml"),
         "other_games": {"Hold'em": 10, "Omaha": 4}}]
    hands = [hand for path in HISTORY_FILES for hand in read_histories(path, strict=False)
             if isinstance(hand, Hand)]
    assert len(reports) == len(hands) == 68
    assert all(reports[hand.source, hand.hand_id]["game"] == hand.game for hand in hands)
    for hand in hands:
        report = reports[hand.source, hand.hand_id]
        replay = replay_hand(hand)
        assert report["replay"]["verdict"] == replay.verdict
        assert report["replay"]["reason"] == (replay.reason or None)
    verdicts = sorted(report["verdict"] for report in reports.values())
    assert verdicts == ["agree"] * 66 + ["cannot judge"] + ["differ"]
    errors = _error(err, 1).splitlines()
    assert errors[-1] == "1 hand could not be judged (the report says why)"
    assert f"{WINNING}, hand 693976187, line 100: the hand is cut off: it has no 'Game ended' " \
        "line" in errors
    # the five HORSE freeroll games with broken data, and the cut-off Winning hand
    assert len(errors) == 7


# -- the progress bar ------------------------------------------------------------------------

@needs_hands
def test_the_progress_bar_shows_only_on_a_terminal():
    def output(terminal: bool) -> str:
        out = io.StringIO()
        console = Console(file=out, width=200, force_terminal=terminal, color_system=None)
        parsed = build_parser().parse_args(["check-history", "--json", str(STARS), str(STARS)])
        assert parsed.run(parsed, console) == 0
        return out.getvalue()

    piped = output(terminal=False)
    assert len(_json_lines(piped)) == 14 and "files" not in piped
    assert "2/2 files" in output(terminal=True)


def test_a_command_error_is_what_the_handler_raises(tmp_path):
    """The handler reports through CommandError, which main() prints: never on stdout."""
    path = tmp_path / "notes.txt"
    path.write_text("nothing to see\n")
    out = io.StringIO()
    parsed = build_parser().parse_args(["check-history", "--json", str(path)])
    with pytest.raises(CommandError) as refusal:
        parsed.run(parsed, Console(file=out, color_system=None))
    assert refusal.value.code == 2 and out.getvalue() == ""
