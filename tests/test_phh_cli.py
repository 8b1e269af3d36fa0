"""`cstud replay` on many files and on `.phhs` files, and `.phhs` reading and writing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cstud.bots import play_random_hand
from cstud.cli import main
from cstud.game import Options
from cstud.phh import HandHistory, PHHError, read_phh, read_phhs, write_phhs

WSOP = sorted((Path(__file__).parent / "data" / "phh").glob("*.phh"))
HOLDEM = """variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 200]
actions = ["d dh p1 AsKs", "d dh p2 QhQd", "p1 f"]
"""


def _engine_hands(count: int) -> list[HandHistory]:
    histories = []
    for seed in range(count):
        options = Options.preset("pokerstars", "stud8", rake=1) if seed % 2 else None
        state = play_random_hand(2 + seed % 6, seed, options=options)
        histories.append(HandHistory.from_state(state, event=f"hand {seed}"))
    return histories


def test_phhs_round_trips(tmp_path):
    histories = _engine_hands(6)
    path = tmp_path / "hands.phhs"
    write_phhs(histories, path)
    text = path.read_text()
    assert text.startswith("[1]\nvariant = ") and "\n[6]\n" in text
    assert "[2._rules]" in text                           # each hand's tables under its own
    again = read_phhs(path)
    assert [history.dumps() for history in again] == [history.dumps() for history in histories]
    assert [history.options for history in again] == [history.options for history in histories]
    assert HandHistory.dumps_all(again) == text


@pytest.mark.parametrize(("text", "message"), [
    ("variant = 'F7S'\n", "one table per hand"),
    ("[1]\nvariant = 'F7S'\n", r"hand \[1\]: missing required"),
    ("[a]\n" + HOLDEM, r"hand \[a\]: variant 'NT' is not played by cstud"),
])
def test_a_bad_phhs_file_names_the_hand(text, message):
    with pytest.raises(PHHError, match=message):
        HandHistory.loads_all(text)


def _copy(source: Path, path: Path) -> Path:
    path.write_text(source.read_text())
    return path


def test_replay_takes_many_files_and_phhs_files(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)                          # short names: titles fit the width
    first, second = _copy(WSOP[0], Path("a.phh")), _copy(WSOP[1], Path("b.phh"))
    write_phhs(_engine_hands(3), "c.phhs")
    assert main(["replay", "a.phh", "b.phh", "c.phhs"]) == 0
    out = capsys.readouterr().out
    assert "a.phh (F7S/8)" in out and "b.phh (F7S/8)" in out
    assert all(f"c.phhs [{number}]" in out for number in (1, 2, 3))
    assert main(["replay", "--json", str(first), "c.phhs"]) == 0
    lines = capsys.readouterr().out.splitlines()
    reports = [json.loads(line) for line in lines]           # one line of JSON per hand
    assert [report["file"] for report in reports] == [
        "a.phh", *(f"c.phhs [{number}]" for number in (1, 2, 3))]
    assert all(report["match"] for report in reports)
    assert second.exists()


def test_a_holdem_file_is_a_variant_cstud_does_not_play(tmp_path, capsys):
    path = tmp_path / "holdem.phh"
    path.write_text(HOLDEM)
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert "variant 'NT' is not played by cstud" in captured.err
    assert "missing" not in captured.err and captured.out == ""
    assert main(["replay", "--json", str(path)]) == 2
    error = json.loads(capsys.readouterr().err)
    assert "not played by cstud" in error["error"] and error["code"] == 2


def test_bad_files_are_reported_and_the_others_replayed(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    missing, empty, good = Path("missing.phh"), Path("empty.phhs"), _copy(WSOP[0], Path("a.phh"))
    empty.write_text("")
    assert main(["replay", str(missing), str(good), str(empty)]) == 2
    captured = capsys.readouterr()
    assert "a.phh (F7S/8)" in captured.out                     # replayed all the same
    assert f"{missing}: No such file" in captured.err
    assert f"{empty}: no hand" in captured.err
    wrong = tmp_path / "wrong.phh"
    wrong.write_text(WSOP[8].read_text().replace("finishing_stacks = [3220000",
                                                 "finishing_stacks = [3220001"))
    assert main(["replay", str(wrong), str(missing)]) == 1     # a disagreement comes first
    assert "No such file" in capsys.readouterr().err


def test_replay_with_a_preset_keeps_the_files_rake(tmp_path, capsys):
    state = play_random_hand(3, 7, options=Options.preset("pokerstars", "stud8", rake=1))
    history = HandHistory.from_state(state)
    path = tmp_path / "raked.phh"
    history.dump(path)
    assert read_phh(path).rake == 1
    for preset in ([], ["--preset", "pokerstars"]):
        assert main(["replay", "--json", *preset, str(path)]) == 0
        assert json.loads(capsys.readouterr().out)["rake"] == state.settlement.rake == 1
