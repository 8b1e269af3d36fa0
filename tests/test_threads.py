"""The compiled core is safe to call from many threads at once.

The core keeps no mutable state after import: its tables are filled while the module
initialises, before any call can read them, and nothing is cached lazily (the one exception,
HandValue's free list, exists only on GIL builds, where the GIL guards it). A hand played by
the core's state machine keeps all of its state in its own object. So it declares
itself free-threading compatible (setup.py), and on a free-threaded CPython (3.14t, ...) these
calls really run in parallel. Each test starts 8 threads together on a barrier, has them call
the core at once, and checks that every result equals a single-threaded run of the same calls.

When the core gains public functions, add them here as settle and equity are below.
"""

from __future__ import annotations

import array
import os
import random
import subprocess
import sys
import sysconfig
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np
import pytest

import cstud
from cstud import _core

N_THREADS = 8
ROUNDS = 3  # each thread goes over its calls this many times, to overlap with the others


def _random_hands(count: int, seed: int) -> list[list[int]]:
    """Hands of 5 to 7 distinct card codes, the same on every run."""
    rng = random.Random(seed)
    return [rng.sample(range(52), rng.choice((5, 6, 7))) for _ in range(count)]


def _in_threads(work: Callable[[int], Any]) -> list[Any]:
    """Run work(thread_index) in N_THREADS threads released together; return their results.

    An exception in any thread is raised here (by Future.result).
    """
    barrier = threading.Barrier(N_THREADS)

    def start_together(index: int) -> Any:
        barrier.wait(timeout=60)
        return work(index)

    with ThreadPoolExecutor(max_workers=N_THREADS) as pool:
        futures = [pool.submit(start_together, index) for index in range(N_THREADS)]
        return [future.result(timeout=300) for future in futures]


# Every public call of the core and of the Python layer over it, on one hand. Cards go in as
# ints, Cards and text, so each parsing path runs in parallel too.
PUBLIC_CALLS: dict[str, Callable[[list[int]], Any]] = {
    "evaluate": lambda hand: cstud.evaluate(hand),
    "evaluate_high": lambda hand: cstud.evaluate_high(hand),
    "evaluate_low": lambda hand: cstud.evaluate_low(hand),
    "evaluate_razz": lambda hand: cstud.evaluate_razz(hand),
    "evaluate(text)": lambda hand: cstud.evaluate(cstud.format_cards(hand)),
    "evaluate(Cards)": lambda hand: cstud.evaluate([cstud.Card(code) for code in hand]),
    "best_five": lambda hand: cstud.best_five(hand),
    "best_five_razz": lambda hand: _core.best_five_razz(hand),
    "describe_high": lambda hand: cstud.describe_high(hand),
    "describe_low": lambda hand: cstud.describe_low(hand),
    "describe_razz": lambda hand: cstud.describe_razz(hand),
    "category": lambda hand: cstud.HandCategory.of(hand),
    "parse_cards": lambda hand: cstud.parse_cards(cstud.format_cards(hand)),
    "card_text": lambda hand: [_core.card_text(code) for code in hand],
}


def _calls_on(hands: list[list[int]]) -> list[list[Any]]:
    """For each hand, the result of every call in PUBLIC_CALLS."""
    return [[call(hand) for call in PUBLIC_CALLS.values()] for hand in hands]


def test_single_hand_calls_agree_across_threads():
    hands = _random_hands(600, seed=1)
    expected = _calls_on(hands)

    def work(index: int) -> bool:
        # Threads start at different places in the list, so they call on different hands
        # at the same moment as well as on the same ones.
        shift = index * len(hands) // N_THREADS
        rotated_hands = hands[shift:] + hands[:shift]
        rotated_expected = expected[shift:] + expected[:shift]
        return all(_calls_on(rotated_hands) == rotated_expected for _ in range(ROUNDS))

    assert _in_threads(work) == [True] * N_THREADS


def test_bad_input_errors_agree_across_threads():
    """Errors are raised from the same shared code; each thread gets its own, right message."""
    bad = ["As Kd 7c 8h Xs", "As Kd 7c 8h As", "As Kd 7c 8h", [51, 45, 20, 26, 52],
           [51, 45, 20, 26, None], None]

    def messages() -> list[str]:
        found = []
        for cards in bad:
            try:
                cstud.evaluate(cards)  # type: ignore[arg-type]
            except (ValueError, TypeError) as error:
                found.append(f"{type(error).__name__}: {error}")
            else:
                found.append("no error")
        return found

    expected = messages()
    assert "no error" not in expected
    for result in _in_threads(lambda index: [messages() for _ in range(50)]):
        assert all(run == expected for run in result)


def test_batch_calls_agree_across_threads():
    """evaluate_batch releases the GIL: threads share one input and write their own outputs."""
    rng = np.random.default_rng(2)
    hands = np.argsort(rng.random((20_000, 52)), axis=1)[:, :7].astype(np.uint8)
    hands.flags.writeable = False  # shared by every thread, read only
    six = np.ascontiguousarray(hands[:, :6])
    five_flat = array.array("B", np.ascontiguousarray(hands[:, :5]).tobytes())
    calls: dict[str, Callable[[], tuple[np.ndarray, np.ndarray]]] = {
        "7 cards": lambda: cstud.evaluate_batch(hands),
        "6 cards": lambda: cstud.evaluate_batch(six),
        "5 cards, flat array.array": lambda: cstud.evaluate_batch(five_flat, k=5),
    }
    expected = {name: call() for name, call in calls.items()}

    def work(index: int) -> bool:
        out_high = np.empty(len(hands), np.uint16)  # this thread's own output buffers
        out_low = np.empty(len(hands), np.uint8)
        for _ in range(ROUNDS):
            for name, call in calls.items():
                high, low = call()
                assert np.array_equal(high, expected[name][0]), name
                assert np.array_equal(low, expected[name][1]), name
            high, low = cstud.evaluate_batch(hands, out_high=out_high, out_low=out_low)
            assert high is out_high and low is out_low
            assert np.array_equal(high, expected["7 cards"][0])
            assert np.array_equal(low, expected["7 cards"][1])
        return True

    assert _in_threads(work) == [True] * N_THREADS


def test_census_and_tables_agree_across_threads():
    """The compiled whole-deck loop (no GIL) and the table export, from 8 threads at once."""
    expected_counts = _core.census(5)
    expected_tables = _core.tables()

    def work(index: int) -> tuple[Any, dict[str, bytes]]:
        return _core.census(5), _core.tables()

    for counts, tables in _in_threads(work):
        assert all(np.array_equal(got, want) for got, want in zip(counts, expected_counts,
                                                                   strict=True))
        assert tables == expected_tables


# Equity problems small enough to run many times, one per path through the core: exact
# enumeration (2 and 3 players), heads-up counting with unknown hole cards, and Monte Carlo
# with a fixed seed (same seed, same answer, whichever thread runs it).
EQUITY_PROBLEMS: list[tuple[list[str], str, dict[str, Any]]] = [
    (["As 2s 3s 4d 5h 9c", "Kh Kd 7c 7d Qs Jc"], "", {}),
    (["As 2s 3s 4d 5h 9c", "Kh Kd 7c 7d Qs Jc", "Qc Qd 8h 8s 6c 6d"], "2c", {}),
    (["As 2s 3s 4d 5h", "Kh Kd 7c 7d Qs"], "", {"game": "stud"}),
    (["?? ?? 3s 4d 5h", "Kh Kd 7c 7d Qs"], "", {"game": "razz"}),
    (["As 2s 3s", "Kh Kd 7c", "Qc Qd 8h"], "5c 6c",
     {"exact_limit": 0, "trials": 20_000, "seed": 11}),
]


def test_equity_agrees_across_threads():
    def solve_all() -> list[Any]:
        return [cstud.equity(hands, dead, **options) for hands, dead, options in EQUITY_PROBLEMS]

    expected = solve_all()
    assert _in_threads(lambda index: solve_all()) == [expected] * N_THREADS


def _random_showdowns(count: int, seed: int) -> list[tuple[list[int], list[Any], dict[str, Any]]]:
    """Showdowns of 2 to 7 seats: side pots, folds, every game, odd-chip rule and some rake."""
    rng = random.Random(seed)
    showdowns = []
    for _ in range(count):
        seats = rng.randint(2, 7)
        deck = rng.sample(range(52), 7 * seats)
        hands: list[Any] = [deck[7 * seat:7 * seat + 7] for seat in range(seats)]
        folded = rng.sample(range(seats), rng.randint(0, seats - 1))
        for seat in folded:
            hands[seat] = None
        contributions = [rng.randint(1, 60) for _ in range(seats)]
        most_live = max(chips for chips, hand in zip(contributions, hands, strict=True) if hand)
        for seat in folded:  # nobody folds after putting in more than a live seat did
            contributions[seat] = rng.randint(0, most_live)
        options: dict[str, Any] = {"game": rng.choice(["stud8", "stud", "razz"]),
                                   "odd_chip": rng.choice(["tda", "rrop", "position"]),
                                   "dealer": rng.randrange(seats)}
        if rng.random() < 0.3:
            options["rake"] = rng.randint(0, 5)
        showdowns.append((contributions, hands, options))
    return showdowns


def test_settle_agrees_across_threads():
    showdowns = _random_showdowns(300, seed=3)

    def settle_all() -> list[Any]:
        return [cstud.settle(contributions, hands, **options)
                for contributions, hands, options in showdowns]

    expected = settle_all()
    assert _in_threads(lambda index: [settle_all() for _ in range(ROUNDS)]) == \
        [[expected] * ROUNDS] * N_THREADS


def test_engine_hands_agree_across_threads():
    """Independent hands in the compiled state machine (HandState), one set per thread at
    once: each equals the same hands played alone (stacks, operations, settlements)."""
    from cstud.game import HandState, Options

    tables = [(seed, 2 + seed % 7, Options.preset(("tda", "wsop", "rrop", "pokerstars")[seed % 4]))
              for seed in range(120)]

    def play_all() -> list[Any]:
        results = []
        for seed, players, options in tables:
            chooser = random.Random(seed)
            hand = HandState([20 + 7 * seat for seat in range(players)], 1, 2, 5,
                            options=options, seed=seed)
            mask = hand.mask
            while mask:
                codes = [code for code in range(8) if mask >> code & 1]
                mask = hand.step(chooser.choice(codes))
            results.append((hand.stacks, hand.operations, hand.settlement))
        return results

    expected = play_all()
    assert _in_threads(lambda index: [play_all() for _ in range(ROUNDS)]) == \
        [[expected] * ROUNDS] * N_THREADS


FREE_THREADED = bool(sysconfig.get_config_var("Py_GIL_DISABLED"))


@pytest.mark.skipif(not FREE_THREADED, reason="needs a free-threaded CPython (e.g. 3.14t)")
def test_importing_cstud_keeps_the_gil_disabled(tmp_path):
    """On a free-threaded CPython, importing an extension that does not declare itself
    free-threading compatible turns the GIL back on (with a RuntimeWarning). cstud and its
    dependencies must not: checked in a fresh interpreter, so other test modules don't count."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHON_GIL"}
    result = subprocess.run(
        [sys.executable, "-P", "-W", "error::RuntimeWarning", "-c",
         "import sys, cstud, cstud.cli; print(sys._is_gil_enabled())"],
        cwd=tmp_path, env=env, capture_output=True, text=True, check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"
