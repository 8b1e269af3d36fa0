"""cstud play --tournament: a person through a tournament against bots, from the command line.

The person's answers come on stdin (or from a read() that sees the prompts); the checks are
on what the event must be whatever the cards: every place from 1 to the field given once,
the prizes summing to the prize pool and paid to the top places, the person's own place and
prize the ones the standings give him, and the same seed and answers playing the same event.
"""

from __future__ import annotations

import dataclasses
import io
import itertools
import json

import pytest
from rich.console import Console

from cstud.cli import main
from cstud.cli.play import ordinal, play_tournament
from cstud.tournament import load_structure

SMALL = ["--players", "4", "--entrants", "4", "--stack", "100"]
"""A quick sit-and-go: four players of 100 chips at the bundled structure's stakes."""


def _answers(rounds: int = 5000) -> str:
    """Call (or check) at every turn, bring in when that is the choice, Enter between hands:
    one of "c" and "b" is always legal, and a refused answer is asked again."""
    return "\n".join(itertools.islice(itertools.cycle(["c", "b", ""]), 3 * rounds)) + "\n"


def _play(monkeypatch, capsys, arguments, stdin=None):
    monkeypatch.setattr("sys.stdin", io.StringIO(_answers() if stdin is None else stdin))
    try:
        code = main(["play", *arguments])
    except SystemExit as usage:              # argparse's refusals exit, as cstud's do
        code = usage.code
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _check_standings(report, entrants, pool):
    standings = report["standings"]
    assert sorted(row["place"] for row in standings) == list(range(1, entrants + 1))
    assert len({row["player"] for row in standings}) == entrants
    assert sum(row["prize"] for row in standings) == pool
    prizes = [row["prize"] for row in sorted(standings, key=lambda row: row["place"])]
    assert prizes == sorted(prizes, reverse=True) and prizes[0] > 0
    (you,) = [row for row in standings if row["player"] == "You"]
    assert (report["place"], report["prize"]) == (you["place"], you["prize"])


def test_a_sit_and_go_told_hand_by_hand(monkeypatch, capsys):
    code, out, err = _play(monkeypatch, capsys, ["--tournament", "--seed", "3", *SMALL])
    assert (code, err) == (0, "")
    assert "PokerStars-style 8-max Stud Hi/Lo sit-and-go" in out
    assert "4 players, 100 chips each, 4 a table; prizes: 1st 260, 2nd 140" in out
    assert "Level 1: Seven Card Stud Hi/Lo, eight or better, ante 2, bring-in 3, bets 10/20" \
        in out
    assert "Hand 1, level 1" in out and "Your turn on 3rd street" in out
    assert "players left; you have" in out
    assert ("You are out in" in out) != ("You win the tournament" in out)
    assert "Final standings" in out and out.rstrip().splitlines()[-1].startswith(
        "You finished ")


def test_json_is_the_result_alone_and_the_places_add_up(monkeypatch, capsys):
    code, out, err = _play(monkeypatch, capsys, ["--tournament", "--seed", "3", *SMALL,
                                                 "--json"])
    assert (code, err) == (0, "")
    report = json.loads(out)
    assert report["finished"] and not report["left"] and report["entrants"] == 4
    assert report["seed"] == 3 and report["hands"] >= 1
    _check_standings(report, 4, 4 * 100)


def test_a_multi_table_event_balances_and_pays(monkeypatch, capsys):
    arguments = ["--tournament", "wsop-stud8", "--seed", "3", "--players", "4",
                 "--entrants", "11", "--stack", "2000"]
    code, out, _ = _play(monkeypatch, capsys, arguments, "c\nb\nc\nb\n")   # then it ends
    assert code == 0
    assert "11 players, 2,000 chips each, 4 a table" in out
    assert "Hand 1, table " in out            # three tables: each hand says which
    code, text, _ = _play(monkeypatch, capsys, [*arguments, "--json"])
    report = json.loads(text)
    assert code == 0 and report["finished"]
    _check_standings(report, 11, 11 * 1500)


def test_the_same_seed_plays_the_same_event(monkeypatch, capsys):
    reports = {}
    for seed in (1, 1, 2, 4):
        _, out, _ = _play(monkeypatch, capsys, ["--tournament", "--seed", str(seed), *SMALL,
                                                "--json"])
        reports.setdefault(seed, []).append(json.loads(out))
    assert reports[1][0] == reports[1][1]
    # The deals differ by seed: three seeds playing the same hands and places is no chance.
    assert len({json.dumps(report[0]) for report in reports.values()}) > 1


class _Player:
    """Answers by the prompt: "c" or "b" at a turn (in turn, junk first if ``noisy``),
    Enter between hands, and q at the ``leave_at``-th time between hands."""

    def __init__(self, noisy: bool, leave_at: int | None = None) -> None:
        self.noisy = noisy
        self.leave_at = leave_at
        self.answers = itertools.cycle(["c", "b"])
        self.junk: list[str] = []
        self.between = 0

    def __call__(self, prompt: str) -> str:
        if prompt.startswith("Press Enter"):
            self.between += 1
            return "q" if self.between == self.leave_at else ""
        if self.junk:
            return self.junk.pop()
        if self.noisy:
            self.junk = ["zz", "9", ""]
        return next(self.answers)


def _played(read, **kwargs):
    out = io.StringIO()
    structure = load_structure("pokerstars-stud8-sng")
    structure = dataclasses.replace(structure, table_size=4, starting_chips=100)
    result = play_tournament(Console(file=out, width=120, color_system=None), structure,
                             entrants=4, seed=kwargs.pop("seed", 6), read=read, **kwargs)
    return result, out.getvalue()


def test_refused_answers_change_nothing():
    clean, _ = _played(_Player(noisy=False))
    noisy, text = _played(_Player(noisy=True))
    assert "'zz' is not an action here" in text and "9 is not one of the choices" in text
    assert (noisy.hands, noisy.place, noisy.standings) == (clean.hands, clean.place,
                                                           clean.standings)


def test_leaving_between_hands_leaves_the_event_unfinished():
    result, text = _played(_Player(noisy=False, leave_at=2))
    assert result.left and not result.finished and result.place is None
    assert result.hands == 2 and result.prize == 0
    assert "You leave the tournament." in text
    assert f"with {result.chips:,} chips" in text and "the tournament is not finished" in text


def test_the_end_of_the_input_leaves(monkeypatch, capsys):
    code, out, _ = _play(monkeypatch, capsys, ["--tournament", "--seed", "1", *SMALL], "c\n")
    assert code == 0
    assert "The input ended, so you leave the tournament." in out
    assert "after 0 hands; the tournament is not finished" in out
    code, out, _ = _play(monkeypatch, capsys, ["--tournament", "--seed", "1", *SMALL,
                                               "--json"], "q\n")
    report = json.loads(out)
    assert report["left"] and report["place"] is None and report["hands"] == 0
    assert report["chips"] == 100                 # the hand left unfinished does not count


@pytest.mark.parametrize(("arguments", "message"), [
    (["--tournament", "nosuch"], "no structure named 'nosuch'"),
    (["--tournament", "--entrants", "50"], "no payout table for 50 entrants"),
    (["--entrants", "5"], "--entrants is for --tournament"),
    (["--tournament", "wsop-stud8", "--stack", "1010"],
     "starting_chips 1010 cannot be made of 25 chips"),
    (["--tournament", "--players", "9"], "a stud table has 2 to 8 players"),
    (["--tournament", "--entrants", "1e6"], "a field has 2 to 100,000 entrants"),
])
def test_bad_input_is_refused_with_exit_2(monkeypatch, capsys, arguments, message):
    code, out, err = _play(monkeypatch, capsys, arguments, "")
    assert (code, out) == (2, "")
    assert err.startswith("cstud play: error: ") and message in err
    code, out, err = _play(monkeypatch, capsys, [*arguments, "--json"], "")
    assert (code, out) == (2, "")
    error = json.loads(err)
    assert error["code"] == 2 and message in error["error"]


def test_a_structure_file_that_cannot_be_played(monkeypatch, capsys, tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('name = "x"\nstarting_chips = 100\n[[levels]]\nante = 5\nbring_in = 2\n'
                    'small_bet = 4\n[[payouts]]\nentrants = 8\npercent = [100]\n')
    code, _, err = _play(monkeypatch, capsys, ["--tournament", str(path)], "")
    assert code == 2 and "level 1: the ante 5 is above the bring-in 2" in err


def test_ordinals():
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th"]
