"""cstud.icm against a brute-force reference: every finishing order of a small field, its
chance written out as the Malmuth-Harville product, the prizes summed per player."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cstud.icm import EXACT_LIMIT, icm, place_probabilities


def brute_force(stacks, payouts):
    """Each player's equity summed over all n! finishing orders, in exact fractions."""
    equity = [Fraction(0)] * len(stacks)
    for order in itertools.permutations(range(len(stacks))):
        chance = Fraction(1)
        left = sum(stacks)
        for player in order:
            chance *= Fraction(stacks[player], left)
            left -= stacks[player]
        for place, player in enumerate(order[:len(payouts)]):
            equity[player] += chance * Fraction(payouts[place])
    return equity


def test_known_example():
    # 5,000/3,000/2,000 for 50/30/20, by hand: the leader wins with 1/2; he is second with
    # 3/10 * 5/7 + 2/10 * 5/8 = 0.33929; so 50/2 + 30 * 0.33929 + 20 * 0.16071 = 38.39.
    assert [round(value, 2) for value in icm([5000, 3000, 2000], [50, 30, 20])] == \
        [38.39, 32.75, 28.86]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 10_000), min_size=1, max_size=7), st.data())
def test_exact_equals_brute_force(stacks, data):
    payouts = data.draw(st.lists(st.integers(0, 1000), max_size=len(stacks)))
    expected = brute_force(stacks, payouts)
    got = icm(stacks, payouts)
    for value, reference in zip(got, expected, strict=True):
        assert value == pytest.approx(float(reference), rel=1e-9, abs=1e-9)
    assert math.fsum(got) == pytest.approx(sum(payouts))


def test_place_probabilities_are_distributions():
    stacks = [7, 1, 3, 9, 2, 2, 5, 11, 4]
    table = place_probabilities(stacks, len(stacks))
    for row in table:                                  # each player finishes somewhere
        assert math.fsum(row) == pytest.approx(1.0)
    for place in range(len(stacks)):                   # each place is taken by someone
        assert math.fsum(row[place] for row in table) == pytest.approx(1.0)
    # first place goes by the share of chips
    assert [row[0] for row in table] == pytest.approx([s / sum(stacks) for s in stacks])


def test_monte_carlo_agrees_with_exact():
    stacks = [12000, 8000, 5000, 3000, 2000, 1500, 900, 600]
    payouts = [400, 250, 150, 100, 60]
    exact = icm(stacks, payouts)
    estimate = icm(stacks, payouts, trials=200_000, seed=3)
    # 200,000 orders: a standard error well under 1 prize unit for every player
    assert estimate == pytest.approx(exact, abs=2.0)
    assert math.fsum(estimate) == pytest.approx(sum(payouts))
    assert icm(stacks, payouts, trials=1000, seed="x") == icm(stacks, payouts, trials=1000,
                                                              seed="x")


def test_large_field_uses_monte_carlo_and_stays_consistent():
    stacks = [1000 + 37 * i for i in range(40)]
    payouts = [100.0 - 5 * k for k in range(15)]
    values = icm(stacks, payouts, seed=1)
    assert math.fsum(values) == pytest.approx(sum(payouts))
    assert values[-1] > values[0]                       # more chips, more equity


def test_large_field_few_places_is_exact():
    stacks = list(range(1, 501))
    payouts = [70, 30]
    total = sum(stacks)
    values = icm(stacks, payouts)
    # first place by share; second: sum over the winner j of s_j/T * s_i/(T - s_j)
    i = 499
    second = sum(stacks[j] / total * stacks[i] / (total - stacks[j])
                 for j in range(500) if j != i)
    assert values[i] == pytest.approx(70 * stacks[i] / total + 30 * second)
    assert EXACT_LIMIT >= 500 * (1 + 500)


@pytest.mark.parametrize("stacks, payouts, error", [
    ([100, 0], [1], ValueError),
    ([100, -5], [1], ValueError),
    ([100, 2.5], [1], ValueError),
    ([100, True], [1], ValueError),
    ([], [], ValueError),
    ([100, 200], [3, 2, 1], ValueError),
    ([100, 200], [-1], ValueError),
    ([100, 200], [float("nan")], ValueError),
    (5, [1], TypeError),
    ([100, 200], None, TypeError),
])
def test_bad_input(stacks, payouts, error):
    with pytest.raises(error):
        icm(stacks, payouts)


def test_bad_trials_and_seed():
    with pytest.raises(ValueError):
        icm([1, 2], [1], trials=0)
    with pytest.raises(ValueError):
        icm([1, 2], [1], trials=True)
    with pytest.raises(ValueError):
        icm([1, 2], [1], trials=10, seed=-1)
