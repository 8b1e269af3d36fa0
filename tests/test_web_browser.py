"""cstud serve in a real browser, used as a person would: Chromium driven by Selenium.

A uvicorn server runs the app on a free loopback port in a thread. The equity page gets its
hands typed and clicked from the deck, the button is pressed, and the figures read off the
page are compared with cstud.equity; the replayer gets a real hand from tests/data/
(uploaded as a file, or pasted), is stepped with the buttons and the arrow keys to the end,
and the stacks read off the table are compared with the file's. Screenshots are saved in
$CSTUD_SCREENSHOTS (or a folder under pytest's temporary directory).

Needs cstud[web], selenium, and Debian's chromium and chromium-driver (or CHROMIUM and
CHROMEDRIVER naming them); skips with a message otherwise.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the web app needs cstud[web] (Starlette)")
uvicorn = pytest.importorskip("uvicorn", reason="the web app needs cstud[web] (uvicorn)")
webdriver = pytest.importorskip("selenium.webdriver",
                                reason="the browser tests need selenium (pip install selenium)")

from selenium.common.exceptions import WebDriverException  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support import expected_conditions  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402
from web_helpers import community_card_history, tie_for_high_history  # noqa: E402

import cstud  # noqa: E402
from cstud import HandHistory  # noqa: E402
from cstud.histories import read_histories, replay_hand  # noqa: E402
from cstud.web.app import create_app  # noqa: E402

DATA = Path(__file__).parent / "data"
CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which(
    "chromium-browser")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER") or shutil.which("chromedriver")
if not CHROMIUM or not CHROMEDRIVER:
    pytest.skip("the browser tests need chromium and chromedriver (Debian: apt-get install "
                "chromium chromium-driver)", allow_module_level=True)

WAIT = 30          # seconds: a loaded 2-core machine can be slow


@pytest.fixture(scope="module")
def server():
    """The app on a free loopback port, in a thread; stopped at the end."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    port = listener.getsockname()[1]
    config = uvicorn.Config(create_app(allowed_hosts=["127.0.0.1"]), log_level="warning",
                            access_log=False)
    running = uvicorn.Server(config)
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


@pytest.fixture(scope="module")
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--disable-gpu", "--window-size=1400,1000", "--hide-scrollbars",
                     "--force-device-scale-factor=1"):
        options.add_argument(argument)
    try:
        driver = webdriver.Chrome(options=options,
                                  service=webdriver.ChromeService(executable_path=CHROMEDRIVER))
    except WebDriverException as error:
        pytest.skip(f"chromium would not start under chromedriver: {error.msg}")
    driver.set_page_load_timeout(WAIT)
    yield driver
    driver.quit()


@pytest.fixture(scope="module")
def screenshots(tmp_path_factory):
    folder = os.environ.get("CSTUD_SCREENSHOTS")
    path = Path(folder) if folder else tmp_path_factory.mktemp("screenshots")
    path.mkdir(parents=True, exist_ok=True)
    return path


def full_page(browser, path: Path) -> None:
    """A screenshot of the whole page: the window made tall enough for it, then put back."""
    chrome = browser.execute_script("return window.outerHeight - window.innerHeight")
    height = browser.execute_script("return document.documentElement.scrollHeight")
    browser.set_window_size(1400, min(int(height) + int(chrome), 4000))
    browser.save_screenshot(str(path))
    browser.set_window_size(1400, 1000)


def no_script_errors(browser) -> None:
    """No script error in the console (a 4xx answer the page handles is no error)."""
    errors = [entry for entry in browser.get_log("browser")
              if entry["level"] == "SEVERE" and entry.get("source") != "network"]
    assert not errors, errors


def wait_for(browser, condition):
    return WebDriverWait(browser, WAIT).until(condition)


def percent(browser, element_id: str) -> float:
    text = browser.find_element(By.ID, element_id).text
    match = re.fullmatch(r"(\d+\.\d\d)%", text)
    assert match, (element_id, text)
    return float(match[1]) / 100


def type_into(element, text: str) -> None:
    element.clear()
    element.send_keys(text)


def player_rows(browser):
    return browser.find_elements(By.CSS_SELECTOR, "#players .player-row")


def compute(browser) -> None:
    browser.execute_script("document.getElementById('results').dataset.exact = 'pending';")
    browser.find_element(By.ID, "compute").click()
    wait_for(browser, lambda driver: driver.find_element(By.ID, "results").get_attribute(
        "data-exact") in ("true", "false"))


def read_figures(browser, players: int, game: str) -> list[dict[str, float]]:
    figures = []
    for index in range(players):
        row = {"equity": percent(browser, f"equity-{index}"),
               "scoop": percent(browser, f"scoop-{index}")}
        if game != "razz":
            row["p_high"] = percent(browser, f"high-{index}")
        if game != "stud":
            row["p_low"] = percent(browser, f"low-{index}")
        figures.append(row)
    return figures


def assert_shown(figures, expected) -> None:
    """The page shows every figure as a percentage with two decimals: to within 0.005%."""
    for row, player in zip(figures, expected.players, strict=True):
        for name, shown in row.items():
            assert abs(shown - getattr(player, name)) <= 0.00005 + 1e-12, (name, shown, player)


def test_equity_page_typed_hands_match_cstud_equity(server, browser, screenshots):
    browser.get(server + "/")
    wait_for(browser, lambda driver: len(player_rows(driver)) == 2)
    first, second = player_rows(browser)
    type_into(first.find_element(By.CSS_SELECTOR, "input.down"), "As 2s")
    type_into(first.find_element(By.CSS_SELECTOR, "input.up"), "3s 4d 5c")
    type_into(second.find_element(By.CSS_SELECTOR, "input.down"), "Kh Kd")
    type_into(second.find_element(By.CSS_SELECTOR, "input.up"), "7c 8c 9c")
    type_into(browser.find_element(By.ID, "dead"), "")
    compute(browser)
    assert browser.find_element(By.ID, "method").text == "Exact"
    expected = cstud.equity(["As 2s 3s 4d 5c", "Kh Kd 7c 8c 9c"])
    assert browser.find_element(By.ID, "runouts").text == f"{expected.runouts:,}"
    assert_shown(read_figures(browser, 2, "stud8"), expected)
    no_script_errors(browser)
    full_page(browser, screenshots / "equity-heads-up-5th-street.png")


def test_equity_page_deck_picker_razz_and_a_bad_card(server, browser, screenshots):
    browser.get(server + "/")
    wait_for(browser, lambda driver: len(player_rows(driver)) == 2)
    browser.find_element(By.ID, "clear").click()
    browser.find_element(By.CSS_SELECTOR, "input[name=game][value=razz] + span").click()
    browser.find_element(By.ID, "add-player").click()
    rows = player_rows(browser)
    assert len(rows) == 3
    hands = [("As 2d", "3c 4h Kd Qd"), ("?? ??", "7c 8c 5s 6h"), ("Qc Jc", "Tc 9c 2h 3h")]
    for row, (down, up) in zip(rows, hands, strict=True):
        for field, cards in (("down", down), ("up", up)):
            row.find_element(By.CSS_SELECTOR, f"input.{field}").click()     # the field to fill
            for text in cards.split():
                if text == "??":
                    row.find_element(By.CSS_SELECTOR, f"input.{field}").send_keys("?? ")
                else:
                    deck_card = f"#deck button[data-card='{text}']"
                    browser.find_element(By.CSS_SELECTOR, deck_card).click()
    for row, (down, up) in zip(rows, hands, strict=True):
        assert row.find_element(By.CSS_SELECTOR, "input.down").get_attribute("value").split() \
            == down.split()
        assert row.find_element(By.CSS_SELECTOR, "input.up").get_attribute("value").split() \
            == up.split()
    assert "used" in browser.find_element(By.CSS_SELECTOR,
                                          "#deck button[data-card='As']").get_attribute("class")
    # A card in use clicked again comes out of its field, even written without spaces.
    first_up = rows[0].find_element(By.CSS_SELECTOR, "input.up")
    type_into(first_up, "3c4hKdQd")
    browser.find_element(By.CSS_SELECTOR, "#deck button[data-card='Kd']").click()
    assert first_up.get_attribute("value") == "3c 4h Qd"
    assert "used" not in browser.find_element(
        By.CSS_SELECTOR, "#deck button[data-card='Kd']").get_attribute("class")
    first_up.click()
    browser.find_element(By.CSS_SELECTOR, "#deck button[data-card='Kd']").click()
    assert first_up.get_attribute("value").split() == ["3c", "4h", "Qd", "Kd"]
    compute(browser)
    expected = cstud.equity([f"{down} {up}" for down, up in hands], game="razz")
    assert expected.exact and browser.find_element(By.ID, "method").text == "Exact"
    assert_shown(read_figures(browser, 3, "razz"), expected)
    full_page(browser, screenshots / "equity-razz-three-way.png")

    # A card that does not exist: the message is by the field, and nothing is asked.
    down = rows[1].find_element(By.CSS_SELECTOR, "input.down")
    type_into(down, "?? Xx")
    message = rows[1].find_element(By.CSS_SELECTOR, ".player-error").text
    assert "Xx" in message and "not a card" in message
    assert "invalid" in down.get_attribute("class")
    # A card in two hands: said by the second one, and nothing is asked either.
    type_into(down, "?? As")
    message = rows[1].find_element(By.CSS_SELECTOR, ".player-error").text
    assert "As is already in player 1's hand" in message
    full_page(browser, screenshots / "equity-bad-card.png")


def test_equity_page_monte_carlo_with_a_seed(server, browser, screenshots):
    browser.get(server + "/")
    wait_for(browser, lambda driver: len(player_rows(driver)) == 2)    # the example hands
    browser.find_element(By.TAG_NAME, "summary").click()
    type_into(browser.find_element(By.ID, "trials"), "200000")
    type_into(browser.find_element(By.ID, "seed"), "7")
    compute(browser)
    assert browser.find_element(By.ID, "method").text == "Monte Carlo"
    expected = cstud.equity(["As 2s 3h", "?? ?? Kd"], dead="7c 8d", trials=200_000, seed=7)
    assert browser.find_element(By.ID, "seed-used").text == "7"
    assert_shown(read_figures(browser, 2, "stud8"), expected)
    stderr = browser.find_elements(By.CSS_SELECTOR, "#results-body .stderr")
    assert stderr and all(element.text.startswith("± ") for element in stderr)
    no_script_errors(browser)
    full_page(browser, screenshots / "equity-monte-carlo.png")


def press(browser, key: str) -> None:
    """A key pressed on the page itself, as after clicking on it (not into a field)."""
    browser.execute_script("document.activeElement && document.activeElement.blur();")
    ActionChains(browser).send_keys(key).perform()


def stack_on_table(browser, player: int) -> int:
    return int(browser.find_element(By.ID, f"stack-{player}").get_attribute("data-chips"))


def position(browser) -> tuple[int, int]:
    match = re.fullmatch(r"step (\d+) of (\d+)", browser.find_element(By.ID, "position").text)
    assert match
    return int(match[1]), int(match[2])


def test_replayer_steps_an_uploaded_wsop_hand_to_its_finishing_stacks(server, browser,
                                                                     screenshots):
    path = DATA / "phh" / "wsop_2023_43_5_48_02_09_20.phh"
    history = HandHistory.load(path)
    browser.get(server + "/replay")
    browser.find_element(By.ID, "upload").send_keys(str(path.resolve()))
    wait_for(browser, expected_conditions.text_to_be_present_in_element((By.ID, "position"),
                                                                        "step 1 of"))
    _, steps = position(browser)
    assert [stack_on_table(browser, p) for p in range(len(history.starting_stacks))] == [
        stack - ante for stack, ante in zip(history.starting_stacks, history.antes, strict=True)]
    # Forward with the button and the arrow key, back with the other arrow.
    browser.find_element(By.ID, "forward").click()
    press(browser, Keys.ARROW_RIGHT)
    press(browser, Keys.ARROW_RIGHT)
    assert position(browser) == (4, steps)
    press(browser, Keys.ARROW_LEFT)
    assert position(browser) == (3, steps)
    assert "bring" in browser.find_element(By.ID, "action-line").text
    # The 5th street button, then on to the end with the arrow key.
    browser.find_element(By.CSS_SELECTOR, "#street-buttons button[data-street='5']").click()
    assert "5th street is dealt" in browser.find_element(By.ID, "action-line").text
    full_page(browser, screenshots / "replay-wsop-5th-street.png")
    while position(browser)[0] < steps:
        press(browser, Keys.ARROW_RIGHT)
    assert browser.find_element(By.ID, "forward").get_attribute("disabled")
    finishing = [stack_on_table(browser, p) for p in range(len(history.starting_stacks))]
    assert finishing == history.finishing_stacks == history.replay().finishing_stacks
    shown = [browser.find_element(By.ID, f"stack-{p}").text for p in range(len(finishing))]
    assert shown == [f"{chips:,}" for chips in finishing]
    # The equity chart: one point per live player and street; the showdown's best hands.
    points = browser.find_elements(By.CSS_SELECTOR, "#equity-chart circle.equity-point")
    assert len(points) == 5 + 2 * 4             # five players on 3rd street, two from 4th
    highs = browser.find_elements(By.CSS_SELECTOR, "#showdown-table td.best-high")
    assert highs[0].text.startswith(cstud.describe_high("Ac 8d As Th 3c Ts 7c"))
    lows = browser.find_elements(By.CSS_SELECTOR, "#showdown-table td.best-low")
    assert lows[1].text.startswith(cstud.describe_low("8h 3h Ah 3s Jc 7d 4s"))
    assert "High half 2,412,500: p1" in browser.find_element(By.ID, "pot-0").text
    no_script_errors(browser)
    full_page(browser, screenshots / "replay-wsop-end.png")


def test_replayer_plays_a_pasted_site_history_to_the_sites_payouts(server, browser, screenshots):
    path = DATA / "hands" / "pokerstars" / "7-StudHL-USD-0.04-0.08-200911.studhilo.txt"
    hands = read_histories(path)
    index = [hand.hand_id for hand in hands].index("35874576282")
    check = replay_hand(hands[index])
    browser.get(server + "/replay")
    browser.execute_script("document.getElementById('history').value = arguments[0];",
                           path.read_text(encoding="utf-8"))
    browser.find_element(By.ID, "replay-button").click()
    wait_for(browser, expected_conditions.visibility_of_element_located((By.ID, "choice")))
    choice = browser.find_element(By.ID, "choice")
    assert len(choice.find_elements(By.TAG_NAME, "option")) == len(hands)
    choice.find_element(By.CSS_SELECTOR, f"option[value='{index}']").click()
    wait_for(browser, expected_conditions.text_to_be_present_in_element(
        (By.ID, "hand-title"), "35874576282"))
    press(browser, Keys.END)
    finishing = [stack_on_table(browser, p) for p in range(len(hands[index].seats))]
    assert finishing == list(check.site_finishing)
    shown = browser.find_element(By.ID, "stack-0").text
    assert shown == f"${finishing[0] / 100:.2f}"
    assert "✓" in browser.find_element(By.ID, "site-check").text
    assert "rake" in browser.find_element(By.ID, "pot-0").text.lower()
    no_script_errors(browser)
    full_page(browser, screenshots / "replay-pokerstars-split.png")


def test_replayer_says_what_is_wrong_with_a_bad_history(server, browser, screenshots):
    browser.get(server + "/replay")
    browser.execute_script("document.getElementById('history').value = 'not a hand at all';")
    browser.find_element(By.ID, "replay-button").click()
    error = wait_for(browser, expected_conditions.visibility_of_element_located(
        (By.ID, "load-error")))
    assert "not a hand history" in error.text
    full_page(browser, screenshots / "replay-bad-history.png")


def test_replayer_shows_an_odd_chip_and_its_reason_from_its_fields(server, browser,
                                                                  screenshots):
    text = tie_for_high_history()
    odd = HandHistory.loads(text).replay().state.settlement.pots[0].odd_chips[0]
    browser.get(server + "/replay")
    browser.execute_script("document.getElementById('history').value = arguments[0];", text)
    browser.find_element(By.ID, "replay-button").click()
    wait_for(browser, expected_conditions.text_to_be_present_in_element((By.ID, "position"),
                                                                        "step 1 of"))
    press(browser, Keys.END)
    chip = browser.find_element(By.CSS_SELECTOR, "#pot-0 .odd-chip").text
    winner = ["Ann", "Bob", "Cy"][odd.seat]
    assert chip.startswith(f"Odd chip of the high half to {winner} (TDA rule)")
    assert f"{odd.card} is the highest card by suit" in chip and "Ann and Bob" in chip
    no_script_errors(browser)
    full_page(browser, screenshots / "replay-odd-chip.png")


def test_replayer_draws_eight_players_and_the_community_card(server, browser, screenshots):
    text = community_card_history()
    replay = HandHistory.loads(text).replay()
    browser.get(server + "/replay")
    browser.execute_script("document.getElementById('history').value = arguments[0];", text)
    browser.find_element(By.ID, "replay-button").click()
    wait_for(browser, expected_conditions.text_to_be_present_in_element((By.ID, "position"),
                                                                        "step 1 of"))
    browser.find_element(By.CSS_SELECTOR, "#street-buttons button[data-street='7']").click()
    community = repr(replay.state.community_card)
    assert "Community card" in browser.find_element(By.ID, "action-line").text
    assert browser.find_elements(By.CSS_SELECTOR, f"#table-svg g.card[data-card='{community}']")
    assert "community card" in browser.find_element(By.ID, "equity-note").text
    press(browser, Keys.END)
    assert [stack_on_table(browser, p) for p in range(8)] == replay.finishing_stacks
    no_script_errors(browser)
    full_page(browser, screenshots / "replay-eight-players-community-card.png")
