"""`cstud equity` with ranges and `cstud rank-start`: the same answers and JSON as the library,
errors on one line of stderr (JSON with --json) and exit status 2 for bad input."""

from __future__ import annotations

import json

import pytest

from cstud.cli import main
from cstud.cli.equity import is_range
from cstud.ranges import range_equity, tables

SPOT = ["(A A) | 2c 3d 4h 5s", "buried_pair | Kd Qc Jh Ts"]


def test_equity_json_is_the_library_to_dict(capsys):
    assert main(["equity", *SPOT, "--game", "stud", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report == range_equity(SPOT, game="stud").to_dict()
    assert report["exact"] and len(report["hero_combos"]) == 6


def test_equity_table_lists_players_and_combos(capsys):
    assert main(["equity", *SPOT, "--game", "stud", "--combos", "2"]) == 0
    out = capsys.readouterr().out
    result = range_equity(SPOT, game="stud")
    assert f"{result[0].equity:.2%}" in out and f"{result[1].equity:.2%}" in out
    assert "exact: every one of 276 deals" in out
    assert "best first (4 of the 6)" in out      # two best and two worst of six combos


def test_equity_monte_carlo_options_reach_the_library(capsys):
    args = ["pair | 5c", "three_flush | Kd", "--target-se", "0.01", "--seed", "4",
            "--exact-limit", "0"]
    assert main(["equity", *args, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    expected = range_equity(args[:2], target_se=0.01, seed=4, exact_limit=0)
    assert report == expected.to_dict()
    assert not report["exact"] and report["players"][0]["stderr"]["equity"] <= 0.01
    assert main(["equity", *args, "--jobs", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == report       # same seed, same answer


def test_a_whole_start_range_against_known_cards(capsys):
    assert main(["equity", "top 1%", "Kh Kd 7c", "--trials", "3000", "--seed", "1",
                 "--exact-limit", "0", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["deals"] > 0 and report["players"][1]["combos"] == 1
    assert all(len(c["cards"].split()) == 3 for c in report["hero_combos"])


def test_what_is_a_range():
    for hand in ("As 2s 3h", "?? ?? Kd", "AsKs2d", "As 2s 3x", "10s 9s 8s", "As Xx", "",
                 "As2s3x", "?? ??"):
        assert not is_range(hand), hand
    for hand in ("any", "pair", "(A x) 3h", "top 10%", "low8 | 5c", "rolled_up", "lowT",
                 "x", "[pair]", "pair@0.5", "A"):
        assert is_range(hand), hand


@pytest.mark.parametrize(("args", "words"), [
    (["(A x | 5c", "any | 3c"], "position 4"),
    (["(Ad x) | Ad", "pair | 2c"], "holds no combo"),
    (["pair | 2c", "any | 3c 4c"], "same 3 to 7 cards"),
    (["pair | 2c", "any | 3c", "--target-se", "2"], "between 0 and 1"),
    (["As 2s 3s", "Kh Kd 7c", "--target-se", "0.1"], "for ranges"),
])
def test_equity_range_errors(capsys, args, words):
    assert _status(["equity", *args]) == 2
    error = capsys.readouterr().err
    assert words in error and error.count("\n") == 1 and error.startswith("cstud equity")
    assert _status(["equity", *args, "--json"]) == 2
    line = json.loads(capsys.readouterr().err)
    assert words in line["error"] and line["code"] == 2


def _status(argv):
    """main's exit status, whether it returns it or exits (argparse's usage errors)."""
    try:
        return main(argv)
    except SystemExit as exit_:
        return exit_.code


def test_rank_start_json_matches_the_tables(capsys):
    assert main(["rank-start", "(As 2s) 3s", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["start"] == "As 2s 3s"
    rows = report["standings"]
    assert len(rows) == 3 * 7
    loaded = tables.load_tables()
    klass = tables.class_of("As 2s 3s")
    for row in rows:
        assert row["equity"] == loaded.equity[row["game"]][row["opponents"] - 1, klass]
        assert row["stderr"] == loaded.stderr[row["game"]][row["opponents"] - 1, klass]
        if row["opponents"] == 1:
            assert row["percentile"] == tables.percentile("As 2s 3s", row["game"])
    # The door does not matter, and plain cards are read as the pattern is
    assert main(["rank-start", "As 3s 2s", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["standings"] == rows


def test_rank_start_filters_and_table(capsys):
    assert main(["rank-start", "(Ac Ad) Ah", "--game", "stud", "--opponents", "1",
                 "--opponents", "3", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["standings"]
    assert [(r["game"], r["opponents"]) for r in rows] == [("stud", 1), ("stud", 3)]
    assert rows[0]["rank"] == 1 and rows[0]["percentile"] == 0.0
    assert main(["rank-start", "(Kc Kd) Kh", "--game", "razz", "--opponents", "2"]) == 0
    out = capsys.readouterr().out
    assert "Kc Kd Kh" in out and "razz" in out


@pytest.mark.parametrize(("args", "words"), [
    (["As 2s"], "three different cards"),
    (["As As 2s"], "duplicate card As"),
    (["(As 2s) 3z"], "three cards"),
    (["As 2s 3s", "--opponents", "8"], "1 to 7 opponents"),
    (["As 2s 3s", "--game", "holdem"], "invalid choice"),
])
def test_rank_start_errors(capsys, args, words):
    assert _status(["rank-start", *args, "--json"]) == 2
    line = json.loads(capsys.readouterr().err)
    assert words in line["error"] and line["code"] == 2
