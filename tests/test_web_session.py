"""The replayer's API stepping a session (`.phhs`, as cstud.session.Table writes it) hand by
hand: each hand labelled by its table and number, its players by name and seat, the stacks
carried from one hand to the next as the table carried them, a mixed rotation's games."""

from __future__ import annotations

import json
import tomllib

import pytest

pytest.importorskip("starlette", reason="the web app needs cstud[web] (Starlette)")
try:
    from starlette.testclient import TestClient
except (ImportError, RuntimeError) as missing:
    pytest.skip(f"Starlette's test client needs httpx2 or httpx ({missing})",
                allow_module_level=True)

from cstud.bots import HeuristicBot
from cstud.session import Rotation, Stakes, Table
from cstud.web.app import create_app

NAMES = {1: "ann", 3: "bob", 4: "cy", 6: "dee"}
HANDS = 8


def session_text(tmp_path) -> tuple[str, Table]:
    """Eight hands at a six-seat table, Stud Hi/Lo and Razz two hands each in turn."""
    rotation = Rotation((Stakes(1, 2, 5, game="stud8"), Stakes(1, 2, 4, game="razz")), every=2)
    table = Table(rotation, seats=6, seed=4, event="Friday game", dealer="rotating")
    for seat, name in NAMES.items():
        table.join(seat, name, 60)
    for _ in range(HANDS):
        table.play_hand(HeuristicBot())
    path = tmp_path / "session.phhs"
    table.write(path)
    return path.read_text(), table


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app()) as test_client:
        yield test_client


def replay(client, text, hand):
    return client.post("/api/replay", content=json.dumps({"text": text, "hand": hand}),
                       headers={"content-type": "application/json"})


def test_a_session_is_stepped_hand_by_hand(client, tmp_path):
    text, table = session_text(tmp_path)
    carried: dict[str, int] = {name: 60 for name in NAMES.values()}
    games = []
    for number in range(HANDS):
        answer = replay(client, text, number)
        assert answer.status_code == 200, answer.text
        body = answer.json()
        assert body["choices"] == [f"table 1, hand {n}" for n in range(1, HANDS + 1)]
        assert body["hand"] == number
        assert body["title"] == f"Friday game · table 1, hand {number + 1}"
        players = body["players"]
        # Each player is who sits in his seat, and starts with the chips he ended the
        # hand before with (the table's log, read back by the engine's replay).
        for player in players:
            assert NAMES[player["seat_number"]] == player["name"]
            assert player["starting_stack"] == carried[player["name"]], (number, player)
        for player, chips in zip(players, body["finishing_stacks"], strict=True):
            carried[player["name"]] = chips
        start = sum(player["starting_stack"] for player in players)
        assert all(sum(step["stacks"]) + step["pot"] == start for step in body["steps"])
        games.append(body["game"])
    assert games == ["stud8", "stud8", "razz", "razz"] * 2
    assert carried == {seat.name: seat.chips for seat in table.seats.values()}


def test_only_the_hand_shown_is_read_whole(client, tmp_path):
    """A broken hand elsewhere in the session does not stop the others; asked for, it is
    refused with its label."""
    text, _ = session_text(tmp_path)
    data = tomllib.loads(text)
    names = list(data)
    at = text.index(f"[{names[3]}]\n")          # its bring-in made a text
    broken = text[:at] + text[at:].replace("bring_in = ", 'bring_in = "two" # ', 1)
    assert replay(client, broken, 2).status_code == 200
    refused = replay(client, broken, 3)
    assert refused.status_code == 400
    assert refused.json()["error"].startswith("table 1, hand 4 is not a PHH hand cstud can "
                                              "replay")
    beyond = replay(client, text, HANDS)
    assert beyond.status_code == 400 and beyond.json()["field"] == "hand"
    assert f"the text holds {HANDS} hand(s)" in beyond.json()["error"]
