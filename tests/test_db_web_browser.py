"""The statistics page (/stats) in a real browser: Chromium driven by Selenium against a
server with a hand database, its table read off the page and compared with cstud.db.stats.
Needs what tests/test_web_browser.py needs; skips with its message otherwise."""

from __future__ import annotations

import socket
import threading
import time
from pathlib import Path

import pytest
from test_web_browser import WAIT, browser, no_script_errors, wait_for  # noqa: F401

import cstud.db
from cstud.db.hand_source import open_hand_source
from cstud.web.app import create_app

uvicorn = pytest.importorskip("uvicorn")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("db") / "hands.sqlite"
    with cstud.db.connect(path) as db:
        cstud.db.import_files(db, [DATA / "hands" / "pokerstars", DATA / "phh"], replay=False)
    return path


@pytest.fixture(scope="module")
def server(database: Path):
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    port = listener.getsockname()[1]
    app = create_app(allowed_hosts=["127.0.0.1"], hand_source=open_hand_source(str(database)))
    running = uvicorn.Server(uvicorn.Config(app, log_level="warning", access_log=False))
    thread = threading.Thread(target=running.run, kwargs={"sockets": [listener]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + WAIT
    while not running.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    running.should_exit = True
    thread.join(timeout=WAIT)
    listener.close()


def _shown(stat) -> str:
    return "-" if stat.value is None else f"{stat.value:.1f}"


def test_the_stats_page_shows_each_players_luck_adjusted_results(
        server, browser, database):  # noqa: F811 (browser: test_web_browser's fixture)
    with cstud.db.connect(database, read_only=True) as db:
        expected = {(r.player, r.site, r.game): r for r in cstud.db.stats(db)}
    browser.get(f"{server}/stats")
    rows = wait_for(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#stats-table tbody tr"))
    assert len(rows) == len(expected)
    adjusted = 0
    for row in rows:
        cells = [cell.text for cell in row.find_elements(By.TAG_NAME, "td")]
        result = expected[(cells[0], cells[1], cells[2])]
        assert cells[3:8] == [str(result.hands), _shown(result.big_bets_per_100),
                              _shown(result.adjusted_big_bets_per_100),
                              _shown(result.luck_big_bets_per_100),
                              str(result.luck_adjusted_hands.value)]
        assert cells[8:] == [_shown(getattr(result, f"luck_{deal}_per_100"))
                             for deal in ("3rd", "4th", "5th", "6th", "7th", "showdown")]
        adjusted += result.luck_adjusted_hands.value > 0
    assert adjusted > 0
    Select(browser.find_element(By.ID, "stats-site")).select_by_value("PokerStars")
    sites = "return [...document.querySelectorAll('#stats-table tbody tr')]" \
        ".map((row) => row.cells[1].textContent)"
    pokerstars = sum(site == "PokerStars" for _, site, _ in expected)
    assert 0 < pokerstars < len(expected)
    wait_for(browser, lambda b: b.execute_script(sites) == ["PokerStars"] * pokerstars)
    no_script_errors(browser)
