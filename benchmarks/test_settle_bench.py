"""Speed of cstud.settle: an 8-seat showdown with three side pots, from cards.

Run with the rest of the suite (``pytest benchmarks``) or on its own:
    pytest benchmarks/test_settle_bench.py --benchmark-only

Every benchmark here is in the group "settle" and says in ``extra_info`` what it settles
(``showdown``) and how the cards are given (``cards``); benchmarks/report.py shows the median
time of one call. No peer is timed: no Python library settles a stud showdown on its own
(pokerkit settles pots only inside a hand's state, so its engine benchmark includes that).

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


EIGHT_SEATS = "8 seats, a main pot and 3 side pots, a community card"
CARD_FORMS = {"text": "text ('As Kd ...')", "codes": "int codes", "cards": "Card objects"}


def label(benchmark, showdown: str, cards: str = "text ('As Kd ...')") -> None:
    benchmark.group = "settle"
    benchmark.extra_info.update(showdown=showdown, cards=cards)


@pytest.mark.parametrize("form", FORMS)
def test_eight_seats_three_side_pots(benchmark, form):
    hands = FORMS[form]
    label(benchmark, EIGHT_SEATS, CARD_FORMS[form])
    result = benchmark(cstud.settle, CONTRIBUTIONS, hands, community=COMMUNITY)
    assert len(result.pots) == 4
    assert sum(result.payouts) == sum(CONTRIBUTIONS)


def test_eight_seats_with_a_rake_rule(benchmark):
    rake = cstud.Rake(5, cap=3)
    label(benchmark, EIGHT_SEATS + ", rake 5% capped at 3")
    result = benchmark(cstud.settle, CONTRIBUTIONS, FORMS["text"], community=COMMUNITY, rake=rake)
    assert result.rake == 3


def test_three_way_tie_with_odd_chips(benchmark):
    hands = ["Ks Qh 9d 7c 5s 3h 2h", "Kd Qs 9c 7h 5d 3c 2d", "Kh Qd 9h 7d 5c 3s 2s", None]
    label(benchmark, "4 seats, a three-way tie with 2 odd chips (R23)")
    result = benchmark(cstud.settle, [3, 3, 3, 2], hands)
    assert len(result.pots[0].odd_chips) == 2


def test_sole_survivor(benchmark):
    label(benchmark, "8 seats, everyone folded to one player (no cards)", "none")
    result = benchmark(cstud.settle, [1, 1, 1, 4, 1, 1, 1, 1], [None, None, None, (), None,
                                                               None, None, None])
    assert result.payouts[3] == 11
