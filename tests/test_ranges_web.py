"""The web API with ranges: POST /api/equity answers range_equity's to_dict() for ranges,
POST /api/range lists a range's combos as HandRange does, GET /api names every class; bad
ranges are 400s with the field. Needs cstud[web] and httpx (skips without)."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("starlette", reason="the web app needs cstud[web] (Starlette)")
try:
    from starlette.testclient import TestClient
except (ImportError, RuntimeError) as missing:
    pytest.skip(f"Starlette's test client needs httpx2 or httpx ({missing})",
                allow_module_level=True)

from cstud.cards import format_cards
from cstud.ranges import CLASSES, HandRange, range_equity
from cstud.web.api import Limits
from cstud.web.app import create_app


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app()) as test_client:
        yield test_client


def post(client, path, body):
    return client.post(path, content=json.dumps(body),
                       headers={"content-type": "application/json"})


def refused(response, field, *words):
    assert response.status_code == 400, response.text
    body = response.json()
    assert body["status"] == 400 and body.get("field") == field, body
    for word in words:
        assert word in body["error"], body


def without_time(answer):
    answer = dict(answer)
    assert answer.pop("elapsed_ms") >= 0
    return answer


def test_range_equity_is_the_librarys_json(client):
    hands = ["(A A) | 2c 3d 4h 5s", "buried_pair | Kd Qc Jh Ts"]
    answer = post(client, "/api/equity", {"hands": hands, "game": "stud"}).json()
    assert without_time(answer) == range_equity(hands, game="stud").to_dict()


def test_range_monte_carlo_with_a_seed_and_a_mixed_table(client):
    hands = ["pair | 5c", "Kh Kd 7c", "low8 | 3d"]
    body = {"hands": hands, "dead": "2c", "trials": 5000, "seed": 9, "exact_limit": 0}
    answer = post(client, "/api/equity", body).json()
    expected = range_equity(hands, "2c", trials=5000, seed=9, exact_limit=0)
    assert without_time(answer) == expected.to_dict()
    assert not answer["exact"] and answer["seed"] == 9
    assert answer["players"][1]["combos"] == 1


def test_a_range_question_without_a_seed_gets_one_it_reports(client):
    hands = ["three_flush | Ks", "top 20% | 9d"]
    answer = post(client, "/api/equity", {"hands": hands, "trials": 2000,
                                          "exact_limit": 0}).json()
    again = post(client, "/api/equity", {"hands": hands, "trials": 2000, "exact_limit": 0,
                                         "seed": answer["seed"]}).json()
    assert without_time(again) == without_time(answer)
    assert answer["seed"] < 2 ** 53


@pytest.mark.parametrize(("hands", "field", "words"), [
    (["(A x | 5c", "pair | 3c"], None, ["position 4"]),
    (["pair | 5c", "(Ad x) | Ad"], "hands[1]", ["holds no combo"]),
    (["pair | 5c", "pair | 3c 4c"], None, ["same 3 to 7 cards"]),
    (["pair | 5c", "pair | 5c"], None, ["in both"]),
    (["pair, " * 400 + "pair", "pair | 3c"], "hands[0]", ["a range is at most"]),
])
def test_bad_ranges_are_400s(client, hands, field, words):
    refused(post(client, "/api/equity", {"hands": hands}), field, *words)


def test_range_work_stops_at_the_time_limit():
    with TestClient(create_app(limits=Limits(seconds=0.0))) as slow:
        response = post(slow, "/api/equity", {"hands": ["any", "any", "any"]})
    assert response.status_code == 503 and "longer than" in response.json()["error"]


def test_range_combos_are_handrange_combos(client):
    body = {"range": "buried_pair@0.5, (A x) - rolled_up", "upcards": "Kd 7c", "dead": "As",
            "game": "stud", "limit": 2000}
    answer = post(client, "/api/range", body).json()
    combos = HandRange(body["range"], game="stud").combos(upcards="Kd 7c", dead="As")
    assert answer["combos"] == len(combos)
    assert answer["total_weight"] == sum(w for _, w in combos)
    listed = {(c["cards"], c["weight"]) for c in answer["listed"]}
    assert listed == {(format_cards(cards), w) for cards, w in combos}
    weights = [c["weight"] for c in answer["listed"]]
    assert weights == sorted(weights, reverse=True)       # heaviest first
    short = post(client, "/api/range", {**body, "limit": 5}).json()
    assert short["combos"] == answer["combos"] and len(short["listed"]) == 5
    whole = post(client, "/api/range", {"range": "(A A) K"}).json()
    assert whole["combos"] == 6 * 4 and all(len(c["cards"].split()) == 3
                                            for c in whole["listed"])


@pytest.mark.parametrize(("body", "field", "words"), [
    ({"range": "(A x"}, "range", ["position 4", "')'"]),
    ({"range": "pairs"}, "range", ["a class name"]),
    ({"range": 5}, "range", ["text"]),
    ({"range": "pair", "upcards": "Zz"}, "upcards", []),
    ({"range": "pair", "upcards": "Kd", "dead": "Kd"}, "dead", ["both"]),
    ({"range": "pair", "game": "holdem"}, "game", ["unknown game"]),
    ({"range": "pair", "limit": 10 ** 6}, "limit", []),
    ({"range": "pair", "colour": "red"}, "colour", ["unknown field"]),
])
def test_bad_range_previews_are_400s(client, body, field, words):
    refused(post(client, "/api/range", body), field, *words)


def test_the_api_lists_every_class(client):
    info = client.get("/api").json()
    assert [c["name"] for c in info["range_classes"]] == list(CLASSES)
    assert all(c["words"] == CLASSES[c["name"]].words for c in info["range_classes"])


def test_a_stored_hand_comes_with_its_adjusted_results(tmp_path):
    """cstud serve --db: each replayed stored hand carries the database's nets, all-in and
    luck adjusted (cstud.db.luck), seat by seat."""
    from pathlib import Path

    import cstud.db
    from cstud.db.hand_source import open_hand_source
    from cstud.db.importer import load_hands
    from cstud.db.luck import luck_adjusted_nets

    path = tmp_path / "hands.sqlite"
    folder = Path(__file__).parent / "data" / "hands" / "pokerstars"
    with cstud.db.connect(path) as db:
        cstud.db.import_files(db, [folder], replay=False)
        records = load_hands(db, [int(r[0]) for r in db.query("SELECT id FROM hands")])
    adjusted = 0
    with TestClient(create_app(hand_source=open_hand_source(str(path)))) as stored:
        for item in stored.get("/api/hands").json()["hands"][:40]:
            answer = stored.get(f"/api/hands/{item['id']}").json()
            record = records[int(item["id"])]
            luck = luck_adjusted_nets(record)
            assert answer["database_results"] == [
                {"player": seat.player, "net": seat.net,
                 "allin_adjusted_net": seat.allin_adjusted_net,
                 "luck_adjusted_net": None if luck is None else luck[seat.seat]}
                for seat in record.seats]
            adjusted += luck is not None
    assert adjusted > 0
