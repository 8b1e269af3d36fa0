"""hands.describe (R25 by game) and BestFive.razz, against the brute-force reference."""

from __future__ import annotations

import random

import pytest
from reference import _low_value, _razz5, best_razz

import cstud
from cstud.hands import best_five, describe


def test_best_five_razz_is_a_best_razz_five():
    """The five cards BestFive.razz names make the best razz hand of the seven (the
    reference tries every five), and they are five of the hand's own cards."""
    rng = random.Random(3)
    for _ in range(300):
        hand = rng.sample(range(52), rng.choice([5, 6, 7]))
        five = best_five(hand).razz
        codes = [int(card) for card in five]
        assert len(set(codes)) == 5 and set(codes) <= set(hand)
        assert _razz5(tuple(sorted(_low_value(code) for code in codes))) == best_razz(hand)


@pytest.mark.parametrize("game", ["stud8", "stud", "razz"])
def test_describe_names_the_hand_for_its_game(game):
    rng = random.Random(game)
    for _ in range(100):
        hand = rng.sample(range(52), 7)
        high, low, razz = (cstud.describe_high(hand), cstud.describe_low(hand),
                           cstud.describe_razz(hand))
        expected = {"stud8": f"{high}; {low}", "stud": high, "razz": razz}[game]
        assert describe(hand, game) == expected


def test_describe_refuses_an_unknown_game():
    with pytest.raises(ValueError, match="unknown game"):
        describe("As Ks Qs Js Ts", "holdem")
