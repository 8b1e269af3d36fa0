"""Speed of copying a hand (HandState.copy, copy.copy, copy.deepcopy, a pickle round trip)
against making a new one, in the group "copy, 6 players, 5th street".

    pytest benchmarks/test_copy_bench.py --benchmark-only --benchmark-timer=time.process_time

The hand is a 6-player hand of stud8 on 5th street (its operations decoded); "new hand" is
HandState(...) of the same table with a deck order, the cheapest way to make one. A search
(MCTS, OpenSpiel's clone) copies a state where it would otherwise replay it.
"""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from cstud.game import HandState

PLAYERS = 6
_deck = list(range(52))
random.Random(5).shuffle(_deck)


def a_hand() -> HandState:
    hand = HandState([200] * PLAYERS, 1, 2, 5, seed=11)
    while hand.street < 5:
        legal = hand.legal_actions()
        hand.apply(legal[min(1, len(legal) - 1)])
    assert hand.operations
    return hand


HAND = a_hand()
WAYS = {
    "HandState.copy": HAND.copy,
    "copy.copy": lambda: copy.copy(HAND),
    "copy.deepcopy": lambda: copy.deepcopy(HAND),
    "pickle round trip": lambda: pickle.loads(pickle.dumps(HAND)),
    "new hand (deck order)": lambda: HandState([200] * PLAYERS, 1, 2, 5, deck=_deck),
}


@pytest.mark.parametrize("way", list(WAYS))
def test_copy(benchmark, way: str) -> None:
    benchmark.group = f"copy, {PLAYERS} players, 5th street"
    benchmark.extra_info["way"] = way
    made = benchmark(WAYS[way])
    assert isinstance(made, HandState)
