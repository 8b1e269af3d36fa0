"""cstud serve --db: the hand database as the web app's hand source (cstud.db.hand_source).

End to end: tests/data's site histories and PHH files are imported into an SQLite file, the
web app is opened on it as ``cstud serve --db`` opens it, and through Starlette's test
client the hands are listed and replayed. The stored texts are checked against the files
(a site hand's text as cstud.histories read it, a PHH file whole), and each replayed hand
against the engine's replay of the original. Skips without cstud[web] or the test client.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the web app needs cstud[web] (Starlette)")
try:
    from starlette.testclient import TestClient
except (ImportError, RuntimeError) as missing:
    pytest.skip(f"Starlette's test client needs httpx2 or httpx ({missing})",
                allow_module_level=True)

import cstud.db
from cstud.cli import main
from cstud.db.hand_source import HandSource, HandSourceError, open_hand_source
from cstud.histories import HistoryError, parse_histories, read_histories, replay_hand
from cstud.phh import HandHistory
from cstud.web.app import create_app

DATA = Path(__file__).parent / "data"
HANDS = DATA / "hands"
PHH_FILES = sorted((DATA / "phh").glob("*.phh"))


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("db") / "hands.sqlite"
    with cstud.db.connect(path) as db:
        summary = cstud.db.import_files(db, [HANDS, DATA / "phh"], replay=False)
    assert summary.stored >= 70
    return path


@pytest.fixture(scope="module")
def client(database: Path):
    source = open_hand_source(str(database))        # what cstud serve --db DB calls
    assert isinstance(source, HandSource)
    with TestClient(create_app(hand_source=source)) as test_client:
        yield test_client


def _stored(database: Path) -> dict[str, tuple[str, str | None, str]]:
    """Hand id -> (site, site hand number, stored text), read with sqlite3 itself."""
    with sqlite3.connect(database) as connection:
        rows = connection.execute("SELECT h.id, h.site, h.site_hand_id, t.text FROM hands h "
                                  "JOIN hand_texts t ON t.hand_id = h.id").fetchall()
        assert connection.execute("SELECT COUNT(*) FROM hands").fetchone()[0] == len(rows)
    return {str(hand_id): (site, number, text) for hand_id, site, number, text in rows}


def _site_hands() -> dict[tuple[str, str], object]:
    hands = {}
    for path in sorted(HANDS.rglob("*")):
        if path.suffix in (".txt", ".xml"):
            for result in read_histories(path, strict=False):
                if not isinstance(result, HistoryError):
                    hands[result.site, result.hand_id] = result
    return hands


def _content(hand) -> tuple:
    """What a hand says, less where it was read (file, lines)."""
    return (replace(hand, text="", line=0, source="", actions=(), awards=()),
            [replace(action, line=0) for action in hand.actions],
            [replace(award, line=0) for award in hand.awards])


def test_every_hand_is_stored_with_the_text_it_was_read_from(database: Path):
    stored = _stored(database)
    site_hands = _site_hands()
    phh_texts = {path.read_text(encoding="utf-8") for path in PHH_FILES}
    phh_count = 0
    for site, number, text in stored.values():
        hand = site_hands.get((site, number))
        if hand is not None and hand.text.lstrip().startswith("<"):
            # An iPoker game with its session's header: it reads as that hand, and only it.
            again = parse_histories(text, strict=False)
            assert [_content(h) for h in again] == [_content(hand)], (site, number)
        elif hand is not None:
            assert text == hand.text                  # the site's text of that hand
        else:
            assert text in phh_texts, (site, number)  # a PHH file, whole
            phh_count += 1
    assert phh_count == len(PHH_FILES)
    assert len(stored) == len(site_hands) + len(PHH_FILES)


def test_the_hands_are_listed_newest_first(client, database: Path):
    answer = client.get("/api/hands")
    assert answer.status_code == 200
    hands = answer.json()["hands"]
    stored = _stored(database)
    assert sorted(hand["id"] for hand in hands) == sorted(stored)
    with sqlite3.connect(database) as connection:
        times = dict(connection.execute("SELECT id, played_at FROM hands").fetchall())
    order = [times[int(hand["id"])] for hand in hands]
    dated = [time for time in order if time is not None]
    assert dated == sorted(dated, reverse=True)
    assert order[:len(dated)] == dated                # hands with no time come last
    for hand in hands:
        site, number, _ = stored[hand["id"]]
        assert hand["label"].startswith(site if number is None else f"{site} #{number}")
    source = open_hand_source(str(database))
    assert [hand_id for hand_id, _ in source.hands(3)] == [hand["id"] for hand in hands[:3]]
    assert source.hands(0) == [] and len(source.hands(10**9)) == len(stored)


def _replay_of(answer: dict, hand_id: str, database: Path) -> dict:
    """A stored hand's answer less the database's results that GET /api/hands/{id} adds, once
    they are checked to be the database's own for that hand (each seat's net adding up to no
    more than nothing: the pot is shared out, less any rake)."""
    results = answer["database_results"]
    assert results == open_hand_source(str(database)).results(hand_id)
    assert results and sum(seat["net"] for seat in results) <= 0
    return {key: value for key, value in answer.items() if key != "database_results"}


def test_a_stored_phh_hand_replays_to_the_files_finishing_stacks(client, database: Path):
    stored = _stored(database)
    by_text = {path.read_text(encoding="utf-8"): path for path in PHH_FILES}
    for hand_id, (_, _, text) in stored.items():
        if text not in by_text:
            continue
        expected = HandHistory.load(by_text[text]).finishing_stacks
        answer = client.get(f"/api/hands/{hand_id}")
        assert answer.status_code == 200, answer.text
        assert answer.json()["finishing_stacks"] == expected
        pasted = client.post("/api/replay", content=json.dumps({"text": text}),
                             headers={"content-type": "application/json"})
        assert pasted.status_code == 200 and pasted.json() == _replay_of(answer.json(), hand_id,
                                                                         database)


def test_stored_site_hands_replay_through_the_api_as_the_engine_replays_them(client,
                                                                             database: Path):
    site_hands = _site_hands()
    replayed = 0
    for hand_id, (site, number, text) in sorted(_stored(database).items()):
        hand = site_hands.get((site, number))
        if hand is None:
            continue
        check = replay_hand(hand)
        answer = client.post("/api/replay", content=json.dumps({"text": text}),
                             headers={"content-type": "application/json"})
        if check.replay is None:
            assert answer.status_code == 422
            continue
        assert answer.status_code == 200, answer.text
        assert answer.json()["finishing_stacks"] == list(check.replay.state.stacks)
        replayed += 1
        if replayed <= 5:                           # the database route gives the same
            stored_answer = client.get(f"/api/hands/{hand_id}").json()
            assert _replay_of(stored_answer, hand_id, database) == answer.json()
    assert replayed >= 40


def test_unknown_hands_and_databases_are_refused(client, database: Path, tmp_path: Path):
    for bad in ("999999", "abc", "1" * 40, "-1"):
        answer = client.get(f"/api/hands/{bad}")
        assert answer.status_code == 404 and "no hand" in answer.json()["error"]
    with pytest.raises(HandSourceError, match="no such database"):
        open_hand_source(str(tmp_path / "missing.sqlite"))
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"not a database" * 100)
    with pytest.raises(HandSourceError, match="cannot open"):
        open_hand_source(str(junk))


def test_serve_with_a_missing_database_exits_2(tmp_path: Path, capsys):
    assert main(["serve", "--db", str(tmp_path / "missing.sqlite"), "--json"]) == 2
    error = json.loads(capsys.readouterr().err)
    assert error["code"] == 2 and "no such database" in error["error"]


def test_the_stats_page_gives_every_players_luck_adjusted_results(client, database: Path):
    """GET /api/stats is cstud stats --json's figures (the most hands first), filtered by
    site and game; /stats is the page that shows them."""
    with cstud.db.connect(database, read_only=True) as db:
        expected = [result.as_dict() for result in cstud.db.stats(db)]
        luck = {(str(row[0]), str(row[1]), str(row[2])): int(row[3]) for row in db.query(
            "SELECT site, player, game, SUM(luck_net) FROM seat_facts "
            "GROUP BY site, player, game")}
    answer = client.get("/api/stats")
    assert answer.status_code == 200, answer.text
    players = answer.json()["players"]
    assert sorted(players, key=lambda row: (row["player"], row["site"], row["game"])) == \
        sorted(expected, key=lambda row: (row["player"], row["site"], row["game"]))
    assert [row["hands"] for row in players] == sorted((row["hands"] for row in players),
                                                       reverse=True)
    for row in players:      # the luck-adjusted nets summed from the stored facts directly
        total = row["luck_net_cash"]["value"] + row["luck_net_chips"]["value"]
        assert total == luck[(row["site"], row["player"], row["game"])]
    assert any(row["luck_adjusted_hands"]["value"] for row in players)
    site = players[0]["site"]
    kept = client.get("/api/stats", params={"site": site, "game": "stud8"}).json()["players"]
    assert kept and all(row["site"] == site and row["game"] == "stud8" for row in kept)
    assert client.get("/api/stats", params={"game": "holdem"}).status_code == 400
    page = client.get("/stats")
    assert page.status_code == 200 and 'id="stats-table"' in page.text
    assert client.get("/static/stats.js").status_code == 200
    with TestClient(create_app()) as no_database:
        assert no_database.get("/api/stats").status_code == 404
