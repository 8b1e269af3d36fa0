"""The equity page's range builder in headless Chromium, used as a person would: classes
ticked with weights, the combos it lists compared with HandRange, the range used against a
hand and the figures read off the page compared with range_equity. The server, browser and
helpers are tests/test_web_browser.py's (which skips, and so this does, without cstud[web],
selenium, chromium or chromedriver)."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the web app needs cstud[web] (Starlette)")
pytest.importorskip("selenium.webdriver",
                    reason="the browser tests need selenium (pip install selenium)")

from selenium.webdriver.common.by import By
from test_web_browser import (  # its fixtures and helpers; it skips without chromium
    assert_shown,
    browser,
    compute,
    full_page,
    no_script_errors,
    player_rows,
    read_figures,
    screenshots,
    server,
    type_into,
    wait_for,
)

from cstud.ranges import HandRange, range_equity
from cstud.web.api import Limits

__all__ = ["browser", "screenshots", "server"]      # fixtures pytest finds here by name


def open_builder(browser, row):
    row.find_element(By.CSS_SELECTOR, "button.range-open").click()
    wait_for(browser, lambda driver: driver.find_elements(By.CSS_SELECTOR, "#rb-classes .rb-class"))


def summary_says(browser, words):
    wait_for(browser, lambda driver: words in driver.find_element(By.ID, "rb-summary").text)


def test_range_builder_lists_the_combos_and_the_range_is_computed(server, browser, screenshots):
    browser.get(server + "/")
    wait_for(browser, lambda driver: len(player_rows(driver)) == 2)   # As 2s | 3h, ?? ?? Kd
    first = player_rows(browser)[0]
    open_builder(browser, first)
    assert "Player 1" in browser.find_element(By.ID, "rb-player").text
    ticks = {element.get_attribute("data-class"): element for element in
             browser.find_elements(By.CSS_SELECTOR, "#rb-classes input[type=checkbox]")}
    ticks["buried_pair"].click()
    weight = browser.find_element(By.CSS_SELECTOR, "input[aria-label='split_pair weight']")
    type_into(weight, "0.5")
    ticks["split_pair"].click()
    text = browser.find_element(By.ID, "rb-text").get_attribute("value")
    assert text == "buried_pair, split_pair@0.5"
    combos = HandRange(text).combos(upcards="3h", dead="7c 8d")
    summary_says(browser, f"{len(combos):,} combos, total weight "
                          f"{round(sum(w for _, w in combos), 3):g}")
    shown = browser.find_elements(By.CSS_SELECTOR, "#rb-combos .rb-combo")
    assert len(shown) == min(120, len(combos))
    assert {element.get_attribute("title") for element in shown} <= {
        f"{' '.join(map(repr, cards))} @ {w:g}" for cards, w in combos}
    full_page(browser, screenshots / "equity-range-builder.png")

    browser.find_element(By.ID, "rb-apply").click()
    down = first.find_element(By.CSS_SELECTOR, "input.down")
    assert down.get_attribute("value") == text
    assert "range-text" in down.get_attribute("class")
    browser.find_element(By.TAG_NAME, "summary").click()
    type_into(browser.find_element(By.ID, "trials"), "20000")
    type_into(browser.find_element(By.ID, "seed"), "3")
    compute(browser)
    expected = range_equity([f"{text} | 3h", "?? ?? Kd"], "7c 8d", trials=20_000, seed=3,
                            exact_limit=Limits().exact_limit)
    assert browser.find_element(By.ID, "method").text == "Monte Carlo"
    assert browser.find_element(By.ID, "runouts").text == f"{expected.deals:,}"
    assert_shown(read_figures(browser, 2, "stud8"), expected)
    assert f"{expected[0].combos:,} combos" in browser.find_element(By.ID, "combos-0").text
    rows = browser.find_elements(By.CSS_SELECTOR, "#hero-body tr.hero-combo")
    assert 2 <= len(rows) <= 20
    dealt = {" ".join(map(repr, c.cards)): c.equity for c in expected.hero if c.deals >= 30}
    for index, row in enumerate(rows):
        cards = row.get_attribute("data-cards")
        shown_equity = float(browser.find_element(By.ID, f"hero-equity-{index}").text[:-1]) / 100
        assert abs(shown_equity - dealt[cards]) <= 0.00005 + 1e-12
    no_script_errors(browser)
    full_page(browser, screenshots / "equity-range-result.png")


def test_range_builder_says_where_a_typed_range_is_wrong(server, browser):
    browser.get(server + "/")
    wait_for(browser, lambda driver: len(player_rows(driver)) == 2)
    open_builder(browser, player_rows(browser)[1])
    field = browser.find_element(By.ID, "rb-text")
    type_into(field, "(A x")
    wait_for(browser, lambda driver: "position 4" in driver.find_element(By.ID, "rb-error").text)
    assert "invalid" in field.get_attribute("class")
    # whole starts: with no upcards the range deals the door card too
    browser.execute_script("arguments[0].value = '';",
                           player_rows(browser)[1].find_element(By.CSS_SELECTOR, "input.up"))
    type_into(field, "(A A) K ")
    summary_says(browser, "24 combos")           # six pairs of aces, four kings
    summary_says(browser, "whole starts")
    assert browser.find_element(By.ID, "rb-error").text == ""


@pytest.fixture(scope="module")
def stored_server(tmp_path_factory):
    """The app on a database of tests/data's PokerStars hands, as cstud serve --db runs it."""
    import socket
    import threading
    import time
    from pathlib import Path

    import uvicorn

    import cstud.db
    from cstud.db.hand_source import open_hand_source
    from cstud.db.importer import load_hands
    from cstud.web.app import create_app

    path = tmp_path_factory.mktemp("db") / "hands.sqlite"
    with cstud.db.connect(path) as db:
        cstud.db.import_files(db, [Path(__file__).parent / "data" / "hands" / "pokerstars"],
                              replay=False)
        records = load_hands(db, [int(r[0]) for r in db.query("SELECT id FROM hands")])
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    config = uvicorn.Config(create_app(hand_source=open_hand_source(str(path))),
                            log_level="warning", access_log=False)
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, kwargs={"sockets": [listener]}, daemon=True)
    thread.start()
    while not running.started:
        assert thread.is_alive()
        time.sleep(0.05)
    yield f"http://127.0.0.1:{listener.getsockname()[1]}", records
    running.should_exit = True
    thread.join(timeout=30)
    listener.close()


def test_the_replayer_shows_a_stored_hands_luck_adjusted_results(stored_server, browser,
                                                                  screenshots):
    from selenium.webdriver.support.ui import Select

    from cstud.db.luck import luck_adjusted_nets

    url, records = stored_server
    hand_id, record = next((i, r) for i, r in sorted(records.items())
                           if luck_adjusted_nets(r) is not None)
    luck = luck_adjusted_nets(record)
    browser.get(url + "/replay")
    wait_for(browser, lambda driver: driver.find_elements(
        By.CSS_SELECTOR, f"#db-hands option[value='{hand_id}']"))
    Select(browser.find_element(By.ID, "db-hands")).select_by_value(str(hand_id))
    wait_for(browser, lambda driver: "hidden" not in driver.find_element(
        By.ID, "results-panel").get_attribute("class"))
    rows = browser.find_elements(By.CSS_SELECTOR, "#db-results tbody tr")
    assert len(rows) == len(record.seats)
    for index, seat in enumerate(record.seats):
        assert rows[index].find_element(By.TAG_NAME, "td").text == seat.player
        for key, value in (("net", seat.net), ("luck", luck[index])):
            cell = browser.find_element(By.ID, f"db-{key}-{index}")
            assert cell.text and cell.text != "\u2013"      # a figure, not the dash of none
            kind = "pos" if value > 0 else "neg" if value < 0 else "zero"
            assert kind in cell.get_attribute("class"), (key, index, value)
    no_script_errors(browser)
    full_page(browser, screenshots / "replay-stored-results.png")
