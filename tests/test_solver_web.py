"""POST /api/solve: the strategy page's answers are cstud.solve's (by class, values), bad
spots are 400s with the field, and the bounds hold (6th-street size, the deadline). Needs
cstud[web] and httpx (skips without)."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("starlette", reason="the web app needs cstud[web] (Starlette)")
try:
    from starlette.testclient import TestClient
except (ImportError, RuntimeError) as missing:
    pytest.skip(f"Starlette's test client needs httpx2 or httpx ({missing})",
                allow_module_level=True)

from cstud.cards import parse_cards
from cstud.solver import Spot, solve
from cstud.web.api import Limits
from cstud.web.app import create_app

SPOT = {"upcards": ["Kd Kc 7h 2s", "Ah 4c 5d 8s"], "pot": 60, "bet": 10, "game": "stud8",
        "ranges": ["Qs Qh 3c, 9c 9d Ts, Ks 3h 4d, 3s 5c 6h", ["2c 3d Kh", "Jd Jh Qc"]]}


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app()) as test_client:
        yield test_client


def post(client, body):
    return client.post("/api/solve", content=json.dumps(body),
                       headers={"content-type": "application/json"})


def test_the_answer_is_the_solvers_by_class(client):
    response = post(client, {**SPOT, "target": 0.001})
    assert response.status_code == 200, response.text
    answer = response.json()
    result = solve(Spot(upcards=tuple(SPOT["upcards"]), pot=60, bet=10, game="stud8",
                        ranges=([c.strip() for c in SPOT["ranges"][0].split(",")],
                                SPOT["ranges"][1])), target=0.001)
    assert answer["values"] == pytest.approx(list(result.values), abs=1e-9)
    assert answer["actions"] == ["k", "b"] and answer["player"] == 0
    assert answer["lines"] == [n.line for n in result.nodes if n.player is not None]
    classes = result.by_class(0, "")
    assert {row["name"] for row in answer["classes"]} == set(classes)
    for row in answer["classes"]:
        assert row["frequencies"] == pytest.approx({a: classes[row["name"]][a]
                                                    for a in ("k", "b")})
        assert row["combos"] == classes[row["name"]]["combos"]
    # each class's value: its combos' values, each weighted by the other's combos it can meet
    # (the ranges' weights are all 1 here); and they average to the player's value
    from cstud.hands import HandCategory

    up = [int(c) for c in parse_cards(SPOT["upcards"][0])]
    sums, total = {}, [0.0, 0.0]
    for combo, value in zip(result.combos[0], result.combo_values[0], strict=True):
        meet = sum(1 for other in result.combos[1] if not set(other) & set(combo))
        name = HandCategory.of([*up, *(int(c) for c in combo)]).name.replace("_", " ").title()
        entry = sums.setdefault(name, [0.0, 0.0])
        entry[0] += meet * value
        entry[1] += meet
        total[0] += meet * value
        total[1] += meet
    assert len(sums) >= 3
    for row in answer["classes"]:
        assert row["value"] == pytest.approx(sums[row["name"]][0] / sums[row["name"]][1])
    assert total[0] / total[1] == pytest.approx(answer["values"][0])


def test_a_later_node_and_a_sixth_street_spot(client):
    answer = post(client, {**SPOT, "line": "b"}).json()
    assert answer["player"] == 1 and answer["actions"] == ["f", "c", "r"]
    sixth = {**SPOT, "street": 6, "pot": 40, "ranges": ["Qs Qh, 9c 9d", "2c 3d, Jd Jh"],
             "target": 0.005, "line": "kk/"}
    answer = post(client, sixth).json()
    assert answer["street"] == 7 and any("/" in line for line in answer["lines"])
    assert all(row["value"] is None for row in answer["classes"])   # values are per hole


@pytest.mark.parametrize(("change", "field", "words"), [
    ({"pot": "60"}, "pot", "whole number"),
    ({"upcards": ["Kd Kc 7h"]}, "upcards", "two players"),
    ({"street": 6, "ranges": ["all", "Qs Qh"]}, "ranges", "at most 60 holes"),
    ({"target": 0.00001}, "target", "fraction of the pot"),
    ({"line": "zz"}, None, "no node"),
    ({"line": "kk"}, "line", "nobody acts"),
    ({"colour": 1}, "colour", "unknown field"),
    ({"game": "holdem"}, None, "unknown game"),
])
def test_bad_spots_are_refused_with_the_field(client, change, field, words):
    response = post(client, {**SPOT, **change})
    assert response.status_code == 400, response.text
    body = response.json()
    assert body.get("field") == field and words in body["error"], body


def test_the_deadline_stops_a_long_solve():
    with TestClient(create_app(limits=Limits(seconds=0.3))) as slow:
        response = post(slow, {"upcards": SPOT["upcards"], "pot": 60, "bet": 10,
                               "ranges": ["all", "all"], "target": 0.0005})
    assert response.status_code == 503, response.text
    assert "longer than the server allows" in response.json()["error"]


def test_the_page_is_served_with_its_script(client):
    page = client.get("/solver")
    assert page.status_code == 200 and "/static/solver.js" in page.text
    assert client.get("/static/solver.js").status_code == 200
