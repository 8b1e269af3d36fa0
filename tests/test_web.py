"""cstud serve's JSON API (cstud.web), through Starlette's test client.

Every answer is checked against the library called directly: the equity API against
cstud.equity, the replay API against the engine's replay of the same history (its finishing
stacks, its settlement) and against the finishing stacks the files give. Every error path
answers JSON with a 4xx status and a message. Needs cstud[web] and httpx (skips without).
"""

from __future__ import annotations

import json
import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the web app needs cstud[web] (Starlette)")
try:
    from starlette.testclient import TestClient
except (ImportError, RuntimeError) as missing:
    pytest.skip(f"Starlette's test client needs httpx2 or httpx ({missing})",
                allow_module_level=True)

from web_helpers import community_card_history, tie_for_high_history

import cstud
from cstud import HandHistory
from cstud.db.hand_source import HandSourceError
from cstud.histories import read_histories, replay_hand
from cstud.web.api import Limits
from cstud.web.app import LOOPBACK_HOSTS, PAGES, create_app

DATA = Path(__file__).parent / "data"
PHH_FILES = sorted((DATA / "phh").glob("*.phh"))
SITE_FILES = sorted(path for path in (DATA / "hands").rglob("*") if path.is_file()
                    and path.suffix in (".txt", ".xml"))
WEB = Path(cstud.__file__).parent / "web"


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app()) as test_client:
        yield test_client


def post(client, path, body):
    return client.post(path, content=json.dumps(body),
                       headers={"content-type": "application/json"})


def assert_refused(response, status, *words, field=None):
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/json")
    body = response.json()
    assert body["status"] == status
    for word in words:
        assert word in body["error"], body
    if field is not None:
        assert body.get("field") == field, body
    return body


# --- POST /api/equity: answers --------------------------------------------------------------

def same_figures(answer, expected):
    assert answer["exact"] == expected.exact
    assert answer["runouts"] == expected.runouts
    assert answer["possible_runouts"] == expected.possible_runouts
    assert answer["p_no_low"] == expected.p_no_low
    assert len(answer["players"]) == len(expected.players)
    for index, (got, want) in enumerate(zip(answer["players"], expected.players, strict=True)):
        for name in ("equity", "scoop", "p_high", "p_low", "high_share", "low_share"):
            assert got[name] == getattr(want, name), (index, name)
            assert got["stderr"][name] == expected.stderr(name, index)
        assert got["hand"] == want.hand


@pytest.mark.parametrize(("hands", "dead", "game"), [
    (["As 2s 3s 4d 5c", "Kh Kd 7c 8c 9c"], "", "stud8"),        # heads-up 5th street
    (["As 2s 3s", "Kh Kd 7c"], "", "stud8"),                     # 3rd street, 18 billion
    (["?? ?? 3h 4d 5c 6c", "Kh Kd 7c 8c 9c Tc"], "2c 2d", "stud"),
    (["As 2s 3s 4d 6h 9d", "?? Kd 7c 8c 5s Td", "Qc Jc Tc 9c 2h 3h"], "", "razz"),
])
def test_equity_matches_cstud_equity(client, hands, dead, game):
    response = post(client, "/api/equity", {"hands": hands, "dead": dead, "game": game})
    assert response.status_code == 200, response.text
    answer = response.json()
    assert answer["exact"] is True
    same_figures(answer, cstud.equity(hands, dead=dead, game=game))
    assert answer["game"] == game and answer["elapsed_ms"] >= 0


def test_monte_carlo_with_a_seed_is_cstud_equitys_answer(client):
    question = {"hands": ["As 2s 3h", "?? ?? Kd", "Qc Jc Tc"], "dead": "7c 8d",
                "seed": 11, "trials": 50_000}
    answer = post(client, "/api/equity", question).json()
    assert answer["exact"] is False and answer["seed"] == 11
    same_figures(answer, cstud.equity(question["hands"], dead="7c 8d", seed=11, trials=50_000))


def test_monte_carlo_without_a_seed_reports_one_a_browser_can_read(client):
    question = {"hands": ["As 2s 3h", "?? ?? Kd", "Qc Jc Tc"], "trials": 20_000}
    answer = post(client, "/api/equity", question).json()
    seed = answer["seed"]
    assert isinstance(seed, int) and 0 <= seed < 2 ** 53      # exact as a JavaScript number
    again = post(client, "/api/equity", {**question, "seed": seed}).json()
    assert again["players"] == answer["players"]


def test_beyond_the_servers_exact_limit_is_monte_carlo_with_its_trials(client):
    limits = Limits()
    hands = ["As 2s 3h", "Kd Qd 7c", "Jc Tc 9h"]      # three-way 3rd street: 5e14 runouts
    assert cstud.equity(hands, trials=1, seed=0).possible_runouts > limits.exact_limit
    answer = post(client, "/api/equity", {"hands": hands}).json()
    assert answer["exact"] is False and answer["runouts"] == limits.default_trials
    answer = post(client, "/api/equity", {"hands": ["As 2s 3s 4d", "Kh Kd 7c 8c"],
                                          "exact_limit": 1000, "seed": 3}).json()
    assert answer["exact"] is False       # a request may lower the exact limit


# --- POST /api/equity: refusals -------------------------------------------------------------

@pytest.mark.parametrize(("body", "field", "words"), [
    ({"hands": ["As Xx", "Kd"]}, "hands[0]", ["Xx"]),
    ({"hands": ["As 2s", "Kd 2s"]}, "hands[1]", ["2s", "both"]),
    ({"hands": ["As", "Kd"], "dead": "Kd"}, "dead", ["Kd"]),
    ({"hands": ["As", "Kd"], "dead": "?? 7c"}, "dead", ["??"]),
    ({"hands": ["As 2s 3s 4s 5s 6s 7s 8s", "Kd"]}, "hands[0]", ["8 cards"]),
    ({"hands": ["As"]}, "hands", ["at least 2"]),
    ({"hands": [f"{rank}s" for rank in "23456789T"]}, "hands", ["at most 8", "9"]),
    ({"hands": ["As", "Kd"], "game": "holdem"}, "game", ["holdem", "stud8"]),
    ({"hands": ["As", "Kd"], "game": 7}, "game", ["unknown game"]),
    ({"hands": "As Kd"}, "hands", ["list"]),
    ({"hands": ["As", 7]}, "hands", ["list"]),
    ({"hands": ["As", "Kd"], "trials": 10 ** 9}, "trials", ["2,000,000"]),
    ({"hands": ["As", "Kd"], "trials": 0}, "trials", []),
    ({"hands": ["As", "Kd"], "trials": "many"}, "trials", ["whole number"]),
    ({"hands": ["As", "Kd"], "seed": -1}, "seed", []),
    ({"hands": ["As", "Kd"], "exact_limit": 10 ** 12}, "exact_limit", []),
    ({"hands": ["As", "Kd"], "executor": "threads"}, "executor", ["unknown field"]),
    ({"hands": ["As " * 100, "Kd"]}, "hands[0]", ["characters"]),
])
def test_equity_refuses_bad_questions_with_the_field(client, body, field, words):
    assert_refused(post(client, "/api/equity", body), 400, *words, field=field)


def test_equity_refuses_what_is_not_a_json_object(client):
    assert_refused(client.post("/api/equity", content=b"{not json",
                               headers={"content-type": "application/json"}), 400, "JSON")
    assert_refused(post(client, "/api/equity", ["As", "Kd"]), 400, "object")
    assert_refused(client.post("/api/equity", content=b'{"hands": ["As", "Kd"]}',
                               headers={"content-type": "text/plain"}), 415, "JSON")


def test_oversized_bodies_are_refused_before_any_work(client):
    limit = Limits().max_body_bytes
    big = json.dumps({"hands": ["As", "Kd"], "dead": " " * limit})
    assert_refused(client.post("/api/equity", content=big,
                               headers={"content-type": "application/json"}), 413, "larger")

    def chunks():                       # no Content-Length: counted as it streams in
        yield b'{"text": "'
        for _ in range(limit // 65536 + 2):
            yield b"x" * 65536
        yield b'"}'

    assert_refused(client.post("/api/replay", content=chunks(),
                               headers={"content-type": "application/json"}), 413)


def test_equity_work_is_stopped_at_the_time_limit():
    with TestClient(create_app(limits=Limits(seconds=0.0))) as slow:
        body = assert_refused(post(slow, "/api/equity", {"hands": ["As 2s 3h", "?? ?? Kd",
                                                                    "Qc Jc Tc"]}), 503)
    assert "longer than" in body["error"]


def test_unknown_routes_and_methods_answer_json(client):
    assert_refused(client.get("/api/nothing"), 404)
    assert_refused(client.get("/api/equity"), 405)
    assert client.get("/nothing").status_code == 404


# --- POST /api/replay -----------------------------------------------------------------------

def replay_phh(client, path):
    response = post(client, "/api/replay", {"text": path.read_text(encoding="utf-8")})
    assert response.status_code == 200, response.text
    return response.json()


@pytest.mark.parametrize("path", PHH_FILES, ids=[path.stem for path in PHH_FILES])
def test_every_wsop_hand_replays_to_its_finishing_stacks(client, path):
    answer = replay_phh(client, path)
    history = HandHistory.load(path)
    replay = history.replay()
    assert answer["source"] == "phh" and answer["over"] is True
    assert answer["finishing_stacks"] == replay.finishing_stacks == history.finishing_stacks
    assert answer["expected_finishing_stacks"] == history.finishing_stacks
    last = answer["steps"][-1]
    assert last["stacks"] == history.finishing_stacks and last["pot"] == 0
    assert [p["starting_stack"] for p in answer["players"]] == history.starting_stacks
    # Chips are never created or lost, at any step.
    total = sum(history.starting_stacks)
    for step in answer["steps"]:
        assert sum(step["stacks"]) + step["pot"] == total, step["text"]
    settlement = replay.state.settlement
    assert answer["showdown"]["payouts"] == [settlement.payouts[s] for s in replay.state.players]
    assert [pot["amount"] for pot in answer["showdown"]["pots"]] == [
        pot.amount for pot in settlement.pots]


def test_street_equity_is_cstud_equity_on_the_cards_dealt(client):
    """Each street's figures equal cstud.equity on the live players' cards of that street
    (worked out here from the PHH actions, not from the account) and the folded cards."""
    path = DATA / "phh" / "wsop_2023_43_5_48_02_09_20.phh"
    answer = replay_phh(client, path)
    history = HandHistory.load(path)
    dealt: dict[int, list[str]] = {}
    folded: set[int] = set()
    street_cards = []
    for action in history.actions:
        words = action.split()
        if words[:2] == ["d", "dh"]:
            player = int(words[2][1:]) - 1
            cards = words[3]
            dealt.setdefault(player, []).extend(cards[i:i + 2] for i in range(0, len(cards), 2))
            street_cards.append(({p: list(c) for p, c in dealt.items()}, set(folded)))
        elif len(words) > 1 and words[1] == "f":
            folded.add(int(words[0][1:]) - 1)
    # The state after the last deal of each street: every live player holds 3, 4, ... cards.
    by_street = {}
    for cards, out in street_cards:
        sizes = {len(cards[p]) for p in cards if p not in out}
        if len(sizes) == 1:
            by_street[sizes.pop()] = (cards, out)
    assert [street["street"] for street in answer["streets"]] == [3, 4, 5, 6, 7]
    for street in answer["streets"]:
        cards, out = by_street[street["street"]]
        live = sorted(p for p in cards if p not in out)
        dead = [c for p in sorted(out) for c in cards[p] if c != "??"]
        expected = cstud.equity([cards[p] for p in live], dead=dead,
                                trials=Limits().replay_trials, exact_limit=Limits().exact_limit,
                                seed=0)
        figures = [street["players"][p]["equity"] for p in live]
        assert figures == [player.equity for player in expected.players]
        assert all(street["players"][p] is None for p in out)


def test_the_showdown_gives_best_fives_splits_and_odd_chips_by_their_fields(client):
    text = tie_for_high_history()
    answer = post(client, "/api/replay", {"text": text}).json()
    replay = HandHistory.loads(text).replay()
    settlement = replay.state.settlement
    (pot,) = answer["showdown"]["pots"]
    (engine_pot,) = settlement.pots
    assert pot["high_winners"] == [0, 1] and pot["low_winners"] == [2]
    assert (pot["high_half"], pot["low_half"]) == (engine_pot.high_half, engine_pot.low_half)
    assert pot["shares"] == list(engine_pot.shares)
    assert len(pot["odd_chips"]) == len(engine_pot.odd_chips) == 1
    odd, engine_odd = pot["odd_chips"][0], engine_pot.odd_chips[0]
    assert odd == {"player": engine_odd.seat, "half": engine_odd.half, "rule": engine_odd.rule,
                   "card": repr(engine_odd.card), "shared": [],
                   "contenders": list(engine_odd.contenders), "reason": engine_odd.reason}
    hands = {entry["player"]: entry for entry in answer["showdown"]["hands"]}
    assert hands[2]["low"] == {"name": cstud.describe_low("As 2d 3c 4h 6d 8c 8s"),
                               "cards": ["6d", "4h", "3c", "2d", "As"]}
    five = cstud.best_five("Kc Kd Qc Qd Jh 9s 7c")
    assert hands[0]["high"] == {"name": "Two pair, Kings and Queens",
                                "cards": [repr(c) for c in five.high]}
    assert hands[0]["low"] is None
    assert [p["name"] for p in answer["players"]] == ["Ann", "Bob", "Cy"]


def test_a_community_card_is_shown_and_played_by_every_hand(client):
    text = community_card_history()
    replay = HandHistory.loads(text).replay()
    community = repr(replay.state.community_card)
    answer = post(client, "/api/replay", {"text": text}).json()
    assert answer["finishing_stacks"] == replay.finishing_stacks
    (step,) = [step for step in answer["steps"] if step["kind"] == "community"]
    assert step["community"] == community and step["street"] == 7
    seventh = answer["streets"][-1]
    assert seventh["street"] == 7 and "community card" in seventh["note"]
    assert all(player is None for player in seventh["players"])
    for entry in answer["showdown"]["hands"]:
        assert entry["cards"][-1] == community and len(entry["cards"]) == 7
        assert entry["high"]["name"] == cstud.describe_high(entry["cards"])


def test_a_site_history_replays_with_the_sites_payouts(client):
    path = DATA / "hands" / "pokerstars" / "7-StudHL-USD-0.04-0.08-200911.studhilo.txt"
    text = path.read_text(encoding="utf-8")
    hands = read_histories(path)
    first = post(client, "/api/replay", {"text": text}).json()
    assert first["source"] == "site" and len(first["choices"]) == len(hands) > 1
    index = [hand.hand_id for hand in hands].index("35874576282")     # hi/lo split, rake
    answer = post(client, "/api/replay", {"text": text, "hand": index}).json()
    check = replay_hand(hands[index])
    assert answer["check"]["agrees"] is True
    assert answer["finishing_stacks"] == list(check.finishing) == list(check.site_finishing)
    assert answer["unit"] == "cent" and answer["currency"] == hands[index].currency
    assert [p["name"] for p in answer["players"]] == list(hands[index].players)
    assert answer["showdown"]["rake"] == check.replay.state.settlement.rake > 0
    assert_refused(post(client, "/api/replay", {"text": text, "hand": len(hands)}), 400,
                   "numbered from 0", field="hand")


@pytest.mark.parametrize("game", ["stud", "razz", "stud8"])
def test_random_hands_of_every_game_replay_as_the_engine_played_them(client, game):
    """Hands the engine played (bots choosing at random), written as PHH and replayed: the
    same finishing stacks, and the best hands named as cstud names them."""
    from cstud import _core
    from cstud.bots import play_random_hand

    showdowns = 0
    for seed in range(12):
        hand = play_random_hand(2 + seed % 5, seed=seed, game=game)
        text = HandHistory.from_state(hand).dumps()
        answer = post(client, "/api/replay", {"text": text}).json()
        assert answer["game"] == game
        assert answer["finishing_stacks"] == [hand.stacks[seat] for seat in hand.players]
        for entry in answer["showdown"]["hands"]:
            cards = entry["cards"]
            if len(cards) < 7:
                continue
            showdowns += 1
            if game == "razz":
                assert entry["high"] is None
                assert entry["low"] == {"name": cstud.describe_razz(cards),
                                        "cards": [repr(cstud.Card(code)) for code in
                                                  _core.best_five_razz(cards)]}
            else:
                assert entry["high"]["name"] == cstud.describe_high(cards)
                assert entry["high"]["cards"] == [repr(c) for c in cstud.best_five(cards).high]
                if game == "stud":
                    assert entry["low"] is None
    assert showdowns > 0


def test_every_replayable_site_hand_gives_an_account():
    """The account's walk through the log agrees with the engine on every test hand (the
    server would answer 500 otherwise), and chips are kept at every step. A request reads
    its whole file again, so a long file costs its hands squared: of a file of more than 24
    hands, a dozen spread through it and its last (the slow run below takes every one)."""
    assert _replay_site_hands(most=24) >= 40


@pytest.mark.slow
def test_every_hand_of_each_long_site_file_gives_an_account():
    """As above, every hand of every file (.ci/browser.sh runs it, where the web extra is)."""
    assert _replay_site_hands(most=None) >= 40


def _replay_site_hands(most: int | None) -> int:
    # The equities are not what is checked here (the equity tests check them): a few
    # thousand runouts a street, not the default limits' millions, which took 4/5 of the time.
    with TestClient(create_app(limits=Limits(replay_trials=2_000, exact_limit=20_000))) as client:
        return _replay_with(client, most)


def _replay_with(client, most: int | None) -> int:
    replayed = 0
    for path in SITE_FILES:
        text = path.read_text(encoding="utf-8", errors="replace")
        try:
            hands = read_histories(path, strict=False)
        except Exception:                  # a file cstud cannot read at all
            continue
        every = 1 if most is None or len(hands) <= most else len(hands) // 12
        for index, hand in enumerate(hands):
            if index % every and index != len(hands) - 1:
                continue
            if isinstance(hand, Exception) or replay_hand(hand).replay is None:
                continue
            response = post(client, "/api/replay", {"text": text, "hand": index})
            if response.status_code != 200:
                # A file read with its own encoding may differ from the text read as UTF-8.
                assert response.status_code in (400, 422), response.text
                continue
            answer = response.json()
            total = sum(p["starting_stack"] for p in answer["players"])
            rake = answer["showdown"]["rake"] if answer["showdown"] else 0
            assert sum(answer["finishing_stacks"]) + rake == total
            replayed += 1
    return replayed


@pytest.mark.parametrize(("body", "status", "words"), [
    ({"text": ""}, 400, ["hand history"]),
    ({"text": 42}, 400, ["hand history"]),
    ({}, 400, ["hand history"]),
    ({"text": "hello, this is not a hand"}, 400, ["not a hand history"]),
    ({"text": "PokerStars Hand #1: 7 Card Stud Hi/Lo ($0.04/$0.08 USD) - 2009/11/26\n"},
     400, ["line"]),
    ({"text": 'variant = "F7S/8"\nactions = [\n'}, 400, ["TOML"]),
    ({"text": 'variant = "NT"\nantes = [1, 1]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\n'
              'starting_stacks = [100, 100]\nactions = []\n'}, 400, ["NT"]),
    ({"text": 'title = "a TOML file"\n'}, 400, ["no actions"]),
    ({"text": 'variant = "F7S/8"\nantes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\n'
              'starting_stacks = [100, 100]\nactions = ["d dh p1 AsKs9h", "d dh p2 2d3d2c", '
              '"p1 pb"]\n'}, 422, ["p2"]),
    ({"text": "x", "file": "/etc/passwd"}, 400, ["unknown field"]),
])
def test_replay_refuses_what_it_cannot_replay(client, body, status, words):
    assert_refused(post(client, "/api/replay", body), status, *words)


# --- the hand database (--db) ---------------------------------------------------------------

class FakeHands:
    """A HandSource as cstud.db would give one: two hands, one of them PHH."""

    def __init__(self, text: str) -> None:
        self.text = text

    def hands(self, limit, *, site=None, game=None):
        return [("h1", "WSOP hand 48")][:limit] if site in (None, "WSOP") \
            and game in (None, "stud8") else []

    def filters(self):
        return ["WSOP"], ["stud8"]

    def history(self, hand_id):
        if hand_id != "h1":
            raise HandSourceError(f"no hand {hand_id}")
        return self.text


def test_hands_from_a_database_are_listed_and_replayed():
    path = DATA / "phh" / "wsop_2023_43_5_48_02_09_20.phh"
    app = create_app(hand_source=FakeHands(path.read_text(encoding="utf-8")))
    with TestClient(app) as with_db:
        assert with_db.get("/api").json()["database"] is True
        listing = {"hands": [{"id": "h1", "label": "WSOP hand 48"}], "sites": ["WSOP"],
                   "games": ["stud8"]}
        assert with_db.get("/api/hands").json() == listing
        assert with_db.get("/api/hands?site=WSOP&game=stud8").json() == listing
        assert with_db.get("/api/hands?game=razz").json()["hands"] == []
        assert_refused(with_db.get("/api/hands?game=holdem"), 400, "game must be one of")
        answer = with_db.get("/api/hands/h1").json()
        assert answer["finishing_stacks"] == HandHistory.load(path).finishing_stacks
        assert_refused(with_db.get("/api/hands/nope"), 404, "no hand nope")


def test_without_a_database_the_hand_routes_say_so(client):
    assert client.get("/api").json()["database"] is False
    assert_refused(client.get("/api/hands"), 404, "--db")


# --- the command, safety, the pages ---------------------------------------------------------

def test_serve_refuses_a_bad_port_and_a_port_in_use(capsys):
    from cstud.cli import main

    assert main(["serve", "--port", "70000"]) == 2
    assert "--port" in capsys.readouterr().err
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        assert main(["serve", "--port", str(port), "--json"]) == 2
    error = json.loads(capsys.readouterr().err)
    assert error["code"] == 2 and "cannot listen" in error["error"]


def test_a_loopback_server_answers_only_loopback_host_names():
    app = create_app(allowed_hosts=LOOPBACK_HOSTS)
    with TestClient(app, base_url="http://127.0.0.1:8000") as local:
        assert local.get("/api").status_code == 200
    with TestClient(app, base_url="http://[::1]:8000") as local:
        assert local.get("/api").status_code == 200
    with TestClient(app, base_url="http://attacker.example") as rebound:
        assert_refused(rebound.get("/api"), 400, "attacker.example")
    with TestClient(app, base_url="http://127.0.0.1.attacker.example") as rebound:
        assert rebound.get("/").status_code == 400


def test_cstud_serve_serves_until_interrupted():
    """The command itself: on a free port, answering, then stopped by Ctrl-C (exit 0)."""
    import os
    import re
    import signal
    import urllib.request

    env = dict(os.environ, PYTHONUNBUFFERED="1", COLUMNS="200")
    server = subprocess.Popen([sys.executable, "-m", "cstud", "serve", "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              env=env)
    try:
        line = server.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert match, line + server.stderr.read()
        with urllib.request.urlopen(f"http://127.0.0.1:{match[1]}/api", timeout=30) as reply:
            assert json.load(reply)["games"] == ["stud8", "stud", "razz"]
        server.send_signal(signal.SIGINT)
        assert server.wait(timeout=30) == 0
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
        server.stdout.close()
        server.stderr.close()


def test_pages_are_served_with_a_strict_content_policy(client):
    for path in ("/", "/replay"):
        response = client.get(path)
        assert response.status_code == 200 and "<script" in response.text
        policy = response.headers["content-security-policy"]
        assert "default-src 'self'" in policy and "frame-ancestors 'none'" in policy
        assert response.headers["x-content-type-options"] == "nosniff"
    for name in ("common.js", "equity.js", "replay.js", "app.css", "favicon.svg"):
        assert client.get(f"/static/{name}").status_code == 200
    assert client.get("/static/../api.py").status_code == 404
    assert client.get("/static/%2e%2e/api.py").status_code == 404


def test_every_page_links_every_page_and_marks_itself(client):
    """One shell around each page: its own title and script, the same navigation bar with
    the page itself marked current, and its <main> once."""
    for path, page in PAGES.items():
        html = client.get(path).text
        links = re.findall(r'<a href="([^"]*)"( class="current")?>', html.split("</nav>")[0])
        assert [href for href, _ in links] == list(PAGES), path
        assert [href for href, current in links if current] == [path]
        assert f"<title>{page.title} · cstud</title>" in html
        assert f'<script src="/static/{page.name}.js"></script>' in html
        assert html.count("<main>") == html.count("</main>") == 1


def test_the_pages_need_nothing_from_the_internet(client):
    """No CDN: nothing in the pages, scripts or styles refers to another host (the SVG
    namespace is a name, not a fetch)."""
    files = sorted([*(WEB / "static").iterdir(), *(WEB / "pages").iterdir()])
    assert {path.name for path in files} >= {"equity.html", "replay.html", "common.js",
                                             "equity.js", "replay.js", "app.css"}
    texts = {path: path.read_text(encoding="utf-8") for path in files}
    texts.update({path: client.get(path).text for path in PAGES})     # the shell around them
    for where, text in texts.items():
        text = text.replace("http://www.w3.org/2000/svg", "")
        assert "http://" not in text and "https://" not in text and "//cdn" not in text, where


def test_importing_cstud_and_its_command_does_not_import_the_web_framework():
    code = ("import sys, cstud, cstud.cli; cstud.cli.build_parser(); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('starlette', 'uvicorn', 'anyio', 'httpx')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, timeout=60)
    assert result.stdout.strip() == "[]"
