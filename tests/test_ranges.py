"""The stud range language (cstud.ranges.HandRange): classes, patterns, operators, errors.

Every class is checked against a plain predicate written here over the cards themselves, for
every one of the 22,100 three-card starts and each of its three choices of door card.
"""

from __future__ import annotations

import doctest
import time
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest

from cstud import Card, parse_cards
from cstud.ranges import CLASSES, HandRange, RangeError

ACE = 12


def _ranks(cards):
    return [c // 4 for c in cards]


def _low_values(cards):
    return [1 if c // 4 == ACE else c // 4 + 2 for c in cards]


def _three_straight(cards):
    ranks = _ranks(cards)
    if len(set(ranks)) < 3:
        return False
    # any straight (5 consecutive ranks, the wheel included) that holds all three ranks
    straights = [set(range(low, low + 5)) for low in range(0, 9)] + [{ACE, 0, 1, 2, 3}]
    return any(set(ranks) <= s for s in straights)


def _low(limit):
    def predicate(hole1, hole2, door):
        values = _low_values([hole1, hole2, door])
        return len(set(values)) == 3 and max(values) <= limit
    return predicate


REFERENCE = {
    "rolled_up": lambda a, b, d: len(set(_ranks([a, b, d]))) == 1,
    "buried_pair": lambda a, b, d: a // 4 == b // 4 != d // 4,
    "split_pair": lambda a, b, d: (d // 4 in (a // 4, b // 4)) and a // 4 != b // 4,
    "pair": lambda a, b, d: len(set(_ranks([a, b, d]))) < 3,
    "three_flush": lambda a, b, d: a % 4 == b % 4 == d % 4,
    "three_straight": lambda a, b, d: _three_straight([a, b, d]),
    **{f"low{c}": _low(v) for v, c in zip(range(5, 14), "56789TJQK", strict=True)},
}


def test_every_class_has_a_reference():
    assert set(REFERENCE) == set(CLASSES)
    for klass in CLASSES.values():
        assert klass.words


@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_class_against_plain_predicate_over_every_start(name):
    weights = HandRange(name).weights
    pair_index = {pair: i for i, pair in enumerate(combinations(range(52), 2))}
    members = 0
    for start in combinations(range(52), 3):
        for door in start:
            hole = tuple(c for c in start if c != door)
            expected = REFERENCE[name](*hole, door)
            assert weights[pair_index[hole], door] == float(expected), (name, start, door)
            members += expected
    assert members > 0


def test_class_counts_known_values():
    # rolled up: 13 ranks x 4 triples x 3 doors; buried pair: 78 pairs x 48 doors
    assert HandRange("rolled_up").weights.sum() == 13 * 4 * 3
    assert HandRange("buried_pair").weights.sum() == 78 * 48
    assert HandRange("three_flush").weights.sum() == 4 * 286 * 3


def test_explicit_pattern_is_one_start():
    combos = HandRange("(As 2s) 3h").combos()
    assert combos == [((Card("2s"), Card("As"), Card("3h")), 1.0)]
    assert HandRange("(As 2s) 3h").combos(upcards="3h") == [((Card("2s"), Card("As")), 1.0)]
    assert HandRange("(As 2s) 3h").combos(upcards="4h") == []


def test_wildcards():
    # (A x): an ace and any other card in the hole
    combos = HandRange("(A x)").combos(upcards="Kd")
    expected = {frozenset(p) for p in combinations(range(52), 2)
                if any(c // 4 == ACE for c in p) and 45 not in p}
    assert {frozenset(int(c) for c in cards) for cards, _ in combos} == expected
    # (xs xs) 3h: two spades in the hole, the 3h door
    assert len(HandRange("(xs xs) 3h").combos(upcards="3h")) == 78
    assert len(HandRange("(xs xs) 3h").combos(upcards="3d")) == 0
    # (x x) is every hole pair; "10" is a ten
    assert len(HandRange("(x x)").combos(upcards="Kd")) == 1275
    assert HandRange("(10s Ts)").combos() == []
    assert len(HandRange("(10s x) x").combos(upcards="2c")) == 50


def test_union_exclusion_weights_groups():
    both = HandRange("(A A)@0.5, (A Ah)")
    weights = {frozenset(map(int, cards)): w for cards, w in both.combos(upcards="2c")}
    assert len(weights) == 6
    assert sorted(Counter(weights.values()).items()) == [(0.5, 3), (1.0, 3)]
    rest = HandRange("pair - rolled_up - buried_pair")
    assert (rest.weights == HandRange("split_pair").weights).all()
    grouped = HandRange("[pair - rolled_up]@0.25, three_flush")
    combos = dict(grouped.combos(upcards="Ks"))
    assert combos[(Card("Qd"), Card("Qh"))] == 0.25
    assert (Card("Kd"), Card("Kh")) not in combos          # rolled up with the Ks door
    assert combos[(Card("2s"), Card("3s"))] == 1.0
    assert set(combos.values()) == {0.25, 1.0}
    assert (HandRange("any").weights.sum()) == 1326 * 50


def test_card_removal_against_upcards_and_dead():
    r = HandRange("(K K)")
    assert len(r.combos(upcards="Kd")) == 3
    assert len(r.combos(upcards="Kd", dead="Kh")) == 1
    with pytest.raises(RangeError, match="both an upcard and dead"):
        r.combos(upcards="Kd", dead="Kd")


@pytest.mark.parametrize(("text", "position", "expected"), [
    ("(A x", 4, "')'"),
    ("foo", 0, "a class name"),
    ("(As 2s) 3h @", 12, "a weight"),
    ("pair - [rolled_up", 17, "']'"),
    ("(Q? x)", 2, "a card"),
    ("pair,", 5, "a term"),
    ("pair pair", 5, "','"),
    ("top 0%", 4, "above 0"),
    ("top 10", 6, "'%'"),
    ("   ", 0, "a term"),
])
def test_errors_name_position_and_expectation(text, position, expected):
    with pytest.raises(RangeError) as info:
        HandRange(text)
    assert info.value.position == position
    assert expected in info.value.expected
    assert f"position {position}" in str(info.value)


def test_bad_input_types_and_sizes():
    with pytest.raises(TypeError):
        HandRange(5)          # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown game"):
        HandRange("pair", game="holdem")
    with pytest.raises(RangeError, match="at most"):
        HandRange("pair," * 1000)
    with pytest.raises(RangeError, match="nested"):
        HandRange("[" * 60 + "pair" + "]" * 60)
    with pytest.raises(RangeError):
        HandRange("pair").combos(upcards="Zz")


def test_parse_time_is_linear_in_terms():
    def parse_time(terms):
        text = ", ".join(["(A x) 3h", "pair@0.5", "low8 - three_flush"] * terms)
        start = time.perf_counter()
        HandRange(text)
        return time.perf_counter() - start

    parse_time(2)
    small, large = parse_time(5), parse_time(50)
    assert large < 10 * small * 3 + 0.05    # linear, with room for a noisy machine


def test_top_percent():
    top = HandRange("top 5%", game="stud8")
    starts = top.weights.sum() / 3       # each 3-card start counted once per door
    assert 0.05 * 22100 <= starts <= 0.06 * 22100
    everything = HandRange("top 100%")
    assert (everything.weights == HandRange("any").weights).all()
    # rolled-up aces are in any game's top 1%, and in stud/8 so is a suited wheel start
    assert HandRange("top 1%").combos(upcards="Ac") and dict(
        HandRange("top 1%", game="stud").combos(upcards="Ac"))[tuple(parse_cards("Ad As"))]
    razz = dict(HandRange("top 2%", game="razz").combos(upcards="3c"))
    assert tuple(parse_cards("2h Ad")) in razz
    assert tuple(parse_cards("Kd Kh")) not in razz


DOC = Path(__file__).parent.parent / "docs" / "RANGES.md"


@pytest.mark.skipif(not DOC.exists(), reason="docs/ is not beside the tests (wheel test)")
def test_ranges_doc_examples_run():
    result = doctest.testfile(str(DOC), module_relative=False, encoding="utf-8")
    assert result.attempted >= 2 and result.failed == 0
