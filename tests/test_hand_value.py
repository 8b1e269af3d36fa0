"""HandValue, evaluate()'s result: a two-int tuple subclass with names, allocated by the core.

The core fills these objects itself and recycles them through a free list, so the tests check
what a user of a tuple relies on: equality and hashing as the plain tuple, ordering, unpacking,
pickling, and that recycled values never carry an old hand's numbers.
"""

from __future__ import annotations

import copy
import gc
import pickle
import random
import sys
import tracemalloc

import pytest

import cstud
from cstud import HandValue

WHEEL = "As 2s 3s 4s 5d Kh Kd"


def test_names_and_tuple_behaviour():
    value = cstud.evaluate(WHEEL)
    assert repr(value) == "cstud._core.HandValue(high=5854, low=56)"
    assert value.high == value[0] == 5854 and value.low == value[1] == 56
    high, low = value
    assert (high, low) == (5854, 56) and len(value) == 2 and list(value) == [5854, 56]
    assert value == (5854, 56) and value != (5854, 55)
    assert (5854, 56) == value  # noqa: SIM300 (the tuple on the left: its __eq__ decides)
    assert hash(value) == hash((5854, 56))
    assert {value: 1}[(5854, 56)] == 1
    assert (5854, 55) < value < (5854, 57) and value[-1] == 56 and value[:1] == (5854,)
    assert isinstance(value, tuple) and type(value) is HandValue
    match value:
        case HandValue(high=matched_high, low=matched_low):
            assert (matched_high, matched_low) == (5854, 56)
        case _:
            pytest.fail("HandValue does not match its own class pattern")


@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
def test_pickles_and_copies(protocol):
    value = cstud.evaluate(WHEEL)
    again = pickle.loads(pickle.dumps(value, protocol=protocol))
    assert again == value and type(again) is HandValue and again.low == 56
    assert copy.copy(value) == value and copy.deepcopy(value) == value


def test_constructor():
    assert HandValue((7462, 0)) == (7462, 0) and HandValue([1, 2]).low == 2
    assert HandValue(iter([3, 4])).high == 3
    with pytest.raises(TypeError, match="2-sequence"):
        HandValue((1, 2, 3))
    with pytest.raises(TypeError, match="2-sequence"):
        HandValue(())


def test_cannot_be_subclassed():
    """Every instance is exactly a HandValue (the core's free list relies on it)."""
    with pytest.raises(TypeError):
        type("Sub", (HandValue,), {})


def test_recycled_values_are_fresh():
    """Values freed and allocated again (the free list) hold the new hand's numbers, and
    hash as the new tuple (a stale cached hash would break dict look-ups on Python 3.14)."""
    rng = random.Random(13)
    hands = [rng.sample(range(52), rng.choice((5, 6, 7))) for _ in range(3000)]
    expected = [(cstud.evaluate_high(hand), cstud.evaluate_low(hand)) for hand in hands]
    for _ in range(3):
        values = [cstud.evaluate(hand) for hand in hands]
        assert values == expected
        assert [hash(value) for value in values] == [hash(pair) for pair in expected]
        del values
    # values made from Python (any two objects) go through the same deallocation
    made = [HandValue(([index], str(index))) for index in range(2000)]
    del made
    assert [cstud.evaluate(hand) for hand in hands[:100]] == expected[:100]


def test_no_reference_leak():
    """Neither the type nor the items leak: the type's reference count is back where it was,
    and a loop of evaluate() calls leaves no memory behind (a leaked high rank, a fresh int
    per call, would hold 28 bytes or more per call)."""
    type_refs = sys.getrefcount(HandValue)
    filling = [cstud.evaluate(WHEEL) for _ in range(20_000)]   # more than the free list
    del filling                                                # holds: fill it first
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for _ in range(3):
            values = [cstud.evaluate(WHEEL) for _ in range(5000)]
            del values
        for _ in range(20_000):
            cstud.evaluate(WHEEL)
        gc.collect()
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert sys.getrefcount(HandValue) == type_refs
    assert grown < 100_000, grown


def test_values_hold_the_ranks_of_the_single_calls():
    """evaluate's high and low (taken from the core's table of rank ints) are exactly
    evaluate_high's and evaluate_low's, plain ints, on hands of 5 to 7 cards and on
    every high rank class 5-card hands reach here."""
    rng = random.Random(29)
    hands = [rng.sample(range(52), rng.choice((5, 6, 7))) for _ in range(20_000)]
    hands += [[0, 4, 8, 12, 48], [36, 40, 44, 48, 32], [0, 1, 2, 3, 4]]   # wheel, royal, quads
    highs = set()
    for hand in hands:
        value = cstud.evaluate(hand)
        assert value == (cstud.evaluate_high(hand), cstud.evaluate_low(hand)), hand
        assert type(value.high) is int and type(value.low) is int
        highs.add(value.high)
    assert 7462 in highs and len(highs) > 3000


@pytest.mark.parametrize("bad", [
    (0, 1, 2, 3, 52), (0, 1, 2, 3, -1), (0, 1, 2, 3, 2**70), (0, 1, 2, 3, True),
    (0, 1, 2, 3, 4.0), (0, 1, 2, 3, "As"), (0, 1, 2, 3, 3), tuple(range(9)), (0, 1, 2, 3)])
def test_a_tuple_of_cards_is_read_as_a_list_is(bad):
    """A tuple of plain ints takes the core's fast path; whatever is wrong with it gets the
    same error as the same cards in a list (or the same answer, for a card given as text)."""
    def outcome(cards):
        try:
            return cstud.evaluate(cards)
        except (ValueError, TypeError) as error:
            return type(error), str(error)
    assert outcome(bad) == outcome(list(bad))
    assert outcome(tuple(range(0, 28, 4))) == outcome(list(range(0, 28, 4)))
