"""The solver page in headless Chromium, used as a person would: a spot typed in, Solve
pressed, each class's stacked bar read off the page (its segments' widths) and compared with
cstud.solve's strategy by class; another node chosen from the list; a bad spot shows the
server's message. The server, browser and helpers are tests/test_web_browser.py's (which
skips, and so this does, without cstud[web], selenium, chromium or chromedriver)."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the web app needs cstud[web] (Starlette)")
pytest.importorskip("selenium.webdriver",
                    reason="the browser tests need selenium (pip install selenium)")

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select
from test_web_browser import (  # its fixtures and helpers; it skips without chromium
    browser,
    full_page,
    no_script_errors,
    screenshots,
    server,
    type_into,
    wait_for,
)

from cstud.solver import Spot, solve

__all__ = ["browser", "screenshots", "server"]      # fixtures pytest finds here by name

RANGES = ("Qs Qh 3c, 9c 9d Ts, Ks 3h 4d, 3s 5c 6h", "2c 3d Kh, Jd Jh Qc, 4h 6d 7c")


def bars(browser):
    """Per class row: {action: share of the bar's width}."""
    table = {}
    for row in browser.find_elements(By.CSS_SELECTOR, "#strategy tbody tr"):
        widths = {rect.get_attribute("data-action"): float(rect.get_attribute("width"))
                  for rect in row.find_elements(By.CSS_SELECTOR, "svg.strategy-bar rect")}
        table[row.get_attribute("data-class")] = {a: w / 300 for a, w in widths.items()}
    return table


def test_the_strategy_bars_are_the_solvers(server, browser, screenshots):
    browser.get(server + "/solver")
    type_into(browser.find_element(By.ID, "range0"), RANGES[0])
    type_into(browser.find_element(By.ID, "range1"), RANGES[1])
    browser.find_element(By.ID, "solve-button").click()
    wait_for(browser, lambda driver: driver.find_elements(By.CSS_SELECTOR, "#strategy tbody tr"))
    result = solve(Spot(upcards=("Kd Kc 7h 2s", "Ah 4c 5d 8s"), pot=60, bet=10,
                        ranges=tuple([c.strip() for c in r.split(",")] for r in RANGES)),
                   target=0.001)
    expected = result.by_class(0, "")
    shown = bars(browser)
    assert set(shown) == set(expected) and len(shown) >= 3
    for name, widths in shown.items():
        for action in ("k", "b"):
            assert widths[action] == pytest.approx(expected[name][action], abs=0.01)
    assert "exploitability" in browser.find_element(By.ID, "summary").text
    full_page(browser, screenshots / "solver.png")

    Select(browser.find_element(By.ID, "line")).select_by_value("b")   # player 1 facing a bet
    wait_for(browser, lambda driver: "Player 1 at b" in driver.find_element(
        By.ID, "result-title").text)
    facing = result.by_class(1, "b")
    for name, widths in bars(browser).items():
        for action in ("f", "c", "r"):
            assert widths[action] == pytest.approx(facing[name][action], abs=0.01)
    no_script_errors(browser)


def test_a_bad_spot_shows_the_servers_message(server, browser):
    browser.get(server + "/solver")
    type_into(browser.find_element(By.ID, "up0"), "Kd Kc 7h")
    browser.find_element(By.ID, "solve-button").click()
    wait_for(browser, lambda driver: driver.find_element(By.ID, "solve-error").is_displayed())
    assert "four upcards" in browser.find_element(By.ID, "solve-error").text
    no_script_errors(browser)
