"""Hand evaluation, cstud against every peer, on the same random hands in one run.

Each benchmark first evaluates every hand once and checks the peer against cstud (the same
order of hands for a peer, the same values for cstud's own calls): a peer that disagrees
fails the run before anything is timed. The timed function is the one that was checked, and
its result is checked again after timing.

Run (each row timed on its own; docs/SPEED.md's figures come from the interleaved run of
benchmarks/interleaved.py instead, which calls the same peers.py callers):
    pytest benchmarks --benchmark-only
CI (every check, nothing timed, a few seconds):
    pytest benchmarks --benchmark-disable --bench-hands=2000
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import peers
import pytest

Make = Callable[[np.ndarray], peers.Caller]

HIGH: dict[str, Make] = {
    "treys": peers.treys_high,
    "deuces": peers.deuces_high,
    "pokereval": peers.pokereval_high,
    "phevaluator": peers.phevaluator_high,
    "eval7": peers.eval7_high,
    "pokerkit": peers.pokerkit_high,
    "cstud-high": peers.cstud_high,
    "cstud-high-low": peers.cstud_high_low,
    "cstud-batch": peers.cstud_batch,
}
LOW: dict[str, Make] = {
    "pokerkit": peers.pokerkit_low,
    "cstud-low": peers.cstud_low,
}
HIGH_LOW: dict[str, Make] = {
    "pokerkit": peers.pokerkit_high_low,
    "cstud-high-low": peers.cstud_high_low,
    "cstud-batch": peers.cstud_batch,
}


def check_then_time(benchmark, group: str, caller: peers.Caller, hands: np.ndarray,
                    reference: list[tuple[int, int]]) -> None:
    results = caller.per_hand(caller.run())
    peers.check_caller(caller, hands, reference, results)
    benchmark.group = group
    benchmark.extra_info.update(
        library=caller.library,
        version=peers.library_version(caller.library),
        call=caller.call,
        gives=caller.gives,
        hands=len(hands),
        cards=hands.shape[1],
    )
    timed = caller.per_hand(benchmark(caller.run))
    peers.check_caller(caller, hands, reference, timed)


@pytest.mark.parametrize("cards", [7, 5])
@pytest.mark.parametrize("name", list(HIGH))
def test_high(benchmark, hands, reference, name, cards):
    check_then_time(benchmark, f"high, {cards} cards", HIGH[name](hands[cards]), hands[cards],
                    reference[cards])


@pytest.mark.parametrize("name", list(LOW))
def test_low(benchmark, hands, reference, name):
    check_then_time(benchmark, "eight-or-better low, 7 cards", LOW[name](hands[7]), hands[7],
                    reference[7])


@pytest.mark.parametrize("name", list(HIGH_LOW))
def test_high_low(benchmark, hands, reference, name):
    check_then_time(benchmark, "high and low, 7 cards", HIGH_LOW[name](hands[7]), hands[7],
                    reference[7])
