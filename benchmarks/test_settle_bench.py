"""Speed of cstud.settle: an 8-seat showdown with three side pots, from cards.

Run on its own (the file name is not a test_*.py pattern, so name it):
    pytest benchmarks/test_settle_bench.py --benchmark-only

Eight live seats cannot all hold seven cards (56 > 52), so the 8-seat showdown plays six own
cards each and a community card, as R16 deals it. Levels 10, 25, 40, 60: a main pot and three
side pots. The hands are fixed (dealt from a seeded shuffle), so each call does the same work.
"""

from __future__ import annotations

import random

import pytest

import cstud

_deck = list(range(52))
random.Random(2024).shuffle(_deck)
CONTRIBUTIONS = [10, 25, 40, 60, 60, 60, 60, 60]
CODES = [_deck[6 * seat: 6 * seat + 6] for seat in range(8)]
COMMUNITY = _deck[48]
FORMS = {
    "text": [cstud.format_cards(hand) for hand in CODES],
    "codes": CODES,
    "cards": [[cstud.Card(code) for code in hand] for hand in CODES],
}


@pytest.mark.parametrize("form", FORMS)
def test_eight_seats_three_side_pots(benchmark, form):
    hands = FORMS[form]
    result = benchmark(cstud.settle, CONTRIBUTIONS, hands, community=COMMUNITY)
    assert len(result.pots) == 4
    assert sum(result.payouts) == sum(CONTRIBUTIONS)


def test_eight_seats_with_a_rake_rule(benchmark):
    rake = cstud.Rake(5, cap=3)
    result = benchmark(cstud.settle, CONTRIBUTIONS, FORMS["text"], community=COMMUNITY, rake=rake)
    assert result.rake == 3


def test_three_way_tie_with_odd_chips(benchmark):
    hands = ["Ks Qh 9d 7c 5s 3h 2h", "Kd Qs 9c 7h 5d 3c 2d", "Kh Qd 9h 7d 5c 3s 2s", None]
    result = benchmark(cstud.settle, [3, 3, 3, 2], hands)
    assert len(result.pots[0].odd_chips) == 2


def test_sole_survivor(benchmark):
    result = benchmark(cstud.settle, [1, 1, 1, 4, 1, 1, 1, 1], [None, None, None, (), None,
                                                               None, None, None])
    assert result.payouts[3] == 11
