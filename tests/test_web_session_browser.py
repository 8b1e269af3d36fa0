"""The replayer stepping a session (`.phhs`) hand by hand in headless Chromium, as
tests/test_web_browser.py drives the page (its server and browser fixtures; it skips with a
message when Chromium or its driver is missing): uploaded, the first hand shown, the next
hands by the button and by Page Down, each one's stacks at its end the ones the table's log
gives, and the buttons disabled at the session's ends."""

from __future__ import annotations

import test_web_browser as page  # skips this module too when Chromium is missing
from test_web_browser import (
    By,
    Keys,
    expected_conditions,
    full_page,
    no_script_errors,
    press,
    stack_on_table,
    wait_for,
)
from test_web_session import HANDS, session_text

server, browser, screenshots = page.server, page.browser, page.screenshots   # its fixtures


def shown_hand(browser, number: int) -> None:
    wait_for(browser, expected_conditions.text_to_be_present_in_element(
        (By.ID, "hand-position"), f"hand {number} of {HANDS}"))
    wait_for(browser, expected_conditions.text_to_be_present_in_element(
        (By.ID, "hand-title"), f"table 1, hand {number}"))


def test_replayer_steps_a_session_hand_by_hand(server, browser, screenshots, tmp_path):
    _, table = session_text(tmp_path)
    path = tmp_path / "session.phhs"
    browser.get(server + "/replay")
    browser.find_element(By.ID, "upload").send_keys(str(path.resolve()))
    shown_hand(browser, 1)
    assert browser.find_element(By.ID, "previous-hand").get_attribute("disabled")
    assert browser.find_element(By.ID, "hand-title").text == "Friday game · table 1, hand 1"
    browser.find_element(By.ID, "next-hand").click()
    shown_hand(browser, 2)
    press(browser, Keys.PAGE_DOWN)
    shown_hand(browser, 3)
    press(browser, Keys.END)                      # hand 3 played to its end
    history = table.histories[2]
    finishing = [stack_on_table(browser, p) for p in range(len(history.starting_stacks))]
    assert finishing == history.finishing_stacks
    full_page(browser, screenshots / "replay-session-hand-3.png")
    press(browser, Keys.PAGE_UP)
    shown_hand(browser, 2)
    choice = browser.find_element(By.ID, "choice")
    choice.find_element(By.CSS_SELECTOR, f"option[value='{HANDS - 1}']").click()
    shown_hand(browser, HANDS)
    assert browser.find_element(By.ID, "next-hand").get_attribute("disabled")
    press(browser, Keys.PAGE_DOWN)                # nothing after the last hand
    assert browser.find_element(By.ID, "hand-position").text == f"hand {HANDS} of {HANDS}"
    no_script_errors(browser)
