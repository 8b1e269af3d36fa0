"""The compiled evaluator against the brute-force reference and published counts."""

from __future__ import annotations

import array
import hashlib
import importlib.machinery
import platform
import random
from collections import Counter
from itertools import combinations
from pathlib import Path

import numpy as np
import pytest
from conftest import load_json
from reference import best_high, best_low8, best_razz, from_text, high5

import cstud
from cstud import _core

CATEGORY_NAMES = ["high_card", "one_pair", "two_pair", "three_of_a_kind", "straight", "flush",
                  "full_house", "four_of_a_kind", "straight_flush"]


def test_core_is_the_compiled_extension():
    assert _core.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), _core.__file__


def test_tables_are_pinned():
    """Every table's size and SHA-256 (of its little-endian bytes): a change is deliberate."""
    widths = {"CARD_KEY": "u8", "CARD_BIT": "u8", "LOW_BIT": "u1", "FLUSH_HIGH": "u2",
              "LOW_INDEX": "u2", "HIGH_OFFSET": "u4", "NOFLUSH_HIGH": "u2", "RAZZ": "u2",
              "LOW8": "u1", "HIGH_CLASS_KEY": "u4", "RAZZ_CLASS_KEY": "u4",
              "LOW8_CLASS_MASK": "u1"}
    found = {}
    for name, raw in _core.tables().items():
        values = np.frombuffer(raw, dtype="=" + widths[name])
        found[name] = (values.size, hashlib.sha256(values.astype("<" + widths[name]).tobytes())
                       .hexdigest()[:16])
    assert found == PINNED_TABLES


# Pinned after the tables passed every reference test below.
PINNED_TABLES = {
    "CARD_KEY": (52, "813e8294c0080dd4"),
    "CARD_BIT": (52, "129a953f5a9085a6"),
    "LOW_BIT": (52, "fc3d414417ccb0b3"),
    "FLUSH_HIGH": (8192, "082c13e48323964b"),
    "LOW_INDEX": (78125, "e6cf67a83978e392"),
    "HIGH_OFFSET": (15625, "1b924ef5c8f063bb"),
    "NOFLUSH_HIGH": (76155, "07049d4fc484c33c"),
    "RAZZ": (76155, "5291c1fc187d4c06"),
    "LOW8": (256, "d1711cb200564774"),
    "HIGH_CLASS_KEY": (7463, "9580df1d28890c95"),
    "RAZZ_CLASS_KEY": (6176, "9104c31d0233262d"),
    "LOW8_CLASS_MASK": (57, "bed0bb0980065515"),
}


def _all_hands(k: int) -> np.ndarray:
    flat = np.fromiter((c for hand in combinations(range(52), k) for c in hand), dtype=np.uint8)
    return flat.reshape(-1, k)


def _check_five_card_hands(hands: np.ndarray) -> Counter:
    """Every hand's high rank is its reference class's one rank, ranks follow the
    reference's order of classes, and razz does on a seventh of the hands: the high
    category counts, for the published census."""
    high, _ = cstud.evaluate_batch(hands)
    counts: Counter = Counter()
    rank_of_key: dict = {}
    razz_of_key: dict = {}
    for row, hand in enumerate(hands.tolist()):
        key = high5(tuple(hand))
        counts[key[0]] += 1
        assert rank_of_key.setdefault(key, int(high[row])) == high[row], hand
        if row % 7 == 0:  # razz on a seventh of the hands, by the slower reference
            razz = best_razz(hand)
            assert razz_of_key.setdefault(razz, _core.evaluate_razz(hand)) == \
                _core.evaluate_razz(hand)
    # one rank per class, 7462 classes, and ranks in the reference's order
    assert len(rank_of_key) == 7462
    assert [rank_of_key[key] for key in sorted(rank_of_key)] == list(range(1, 7463))
    # razz: smaller reference score is the better low, so greater cstud rank
    ordered = [razz_of_key[key] for key in sorted(razz_of_key, reverse=True)]
    assert ordered == sorted(ordered) and len(set(ordered)) == len(ordered)
    return counts


def test_five_card_hands_of_every_class_match_the_reference():
    """A fifth of the hands holding all 7462 classes: every hand of three suits (each class
    but four of a kind) and every four of a kind. The whole census is the slow run below."""
    three_suits = [code for code in range(52) if code % 4 != 3]
    quads = [sorted([*range(4 * rank, 4 * rank + 4), kicker]) for rank in range(13)
             for kicker in range(52) if kicker // 4 != rank]
    hands = np.array([*combinations(three_suits, 5), *quads], dtype=np.uint8)
    assert len(hands) == 575_757 + 624
    counts = _check_five_card_hands(hands)
    assert counts[7] == 624


@pytest.mark.slow
def test_all_five_card_hands_match_the_reference(frequencies):
    hands = _all_hands(5)
    assert len(hands) == 2_598_960
    counts = _check_five_card_hands(hands)
    expected = frequencies["five_card"]["high_category_counts"]
    assert counts[8] == expected["royal_flush"] + expected["straight_flush_excl_royal"]
    for category, name in enumerate(CATEGORY_NAMES[:8]):
        assert counts[category] == expected[name], name
    _, low = cstud.evaluate_batch(hands)
    assert int((low > 0).sum()) == frequencies["five_card"]["eight_or_better"][
        "qualifying_5card_hands"]


def test_seven_card_census(frequencies):
    """All 133,784,560 seven-card hands, counted in one compiled loop."""
    high, low, razz = _core.census(7)
    seven = frequencies["seven_card"]
    assert high.sum() == low.sum() == razz.sum() == seven["total"] == 133_784_560
    assert int((high > 0).sum()) == seven["high_distinct_ranks_total"] == 4824
    by_category = Counter()
    distinct = Counter()
    for rank in np.flatnonzero(high):
        category = cstud.HandCategory.of(int(rank))
        by_category[category] += int(high[rank])
        distinct[category] += 1
    expected = seven["high_category_counts"]
    assert by_category[cstud.HandCategory.STRAIGHT_FLUSH] == 41_584 == \
        expected["royal_flush"] + expected["straight_flush_excl_royal"]
    published = {"high_card": 23_294_460, "one_pair": 58_627_800, "two_pair": 31_433_400,
                 "three_of_a_kind": 6_461_620, "straight": 6_180_020, "flush": 4_047_644,
                 "full_house": 3_473_184, "four_of_a_kind": 224_848}
    for category, name in enumerate(CATEGORY_NAMES[:8]):
        assert by_category[category] == expected[name] == published[name], name
        assert distinct[category] == seven["high_distinct_ranks_per_category"][name], name
    # eight-or-better: each of the 56 lows, and the totals per top card
    lows = load_json("eight_or_better_lows_56.json")
    for entry in lows["lows"]:
        cstud_rank = 57 - entry["rank"]  # the oracle counts 1 = best; cstud 56 = best
        assert low[cstud_rank] == entry["seven_card_hands_with_this_as_best_low"], entry["low"]
        assert cstud.describe_low(cstud_rank).startswith(
            {"5": "The wheel", "6": "Six", "7": "Seven", "8": "Eight"}[entry["low"][0]])
    assert int(low[1:].sum()) == seven["eight_or_better"]["qualifying_7card_hands"]
    by_top = Counter()
    for rank in range(1, 57):
        top = max(bit for bit in range(8) if _core.low_class_mask(rank) >> bit & 1)
        by_top[f"{top + 1}-high"] += int(low[rank])
    assert dict(by_top) == seven["eight_or_better"]["by_top_card"]
    # razz: unpaired ace-to-five lows by top card (9-high to K-high too)
    razz_by_top = Counter()
    for rank in np.flatnonzero(razz):
        key = _core.razz_class_key(int(rank))
        if key >> 20 == 0:  # no pair
            razz_by_top[(key >> 16) & 0xF] += int(razz[rank])
    names = {4: "5", 5: "6", 6: "7", 7: "8", 8: "9", 9: "T", 10: "J", 11: "Q", 12: "K"}
    assert {f"{names[top]}-high": n for top, n in razz_by_top.items()} == \
        seven["ace_to_five_low_by_top_card"]


def test_five_card_census_counts(frequencies):
    high, low, razz = _core.census(5)
    assert int((high > 0).sum()) == 7462 and int((razz > 0).sum()) == 6175
    assert int((low > 0).sum()) == 57 and int(low[1:].sum()) == 57_344
    assert set(low[1:].tolist()) == {1024}


@pytest.mark.parametrize(("k", "count"), [
    (6, 25_000), (7, 25_000),
    # The full runs (.ci/run's -m slow step): the first 25,000 hands are the default run's.
    pytest.param(6, 100_000, marks=pytest.mark.slow),
    pytest.param(7, 100_000, marks=pytest.mark.slow),
])
def test_random_hands_match_the_reference(k, count):
    """Random hands of each size: high, low and razz equal the reference's, in order."""
    rng = random.Random(20261129 + k)
    hands = [rng.sample(range(52), k) for _ in range(count)]
    high, low = cstud.evaluate_batch(np.array(hands, dtype=np.uint8))
    high_of = {}
    low_of = {}
    razz_of = {}
    for row, hand in enumerate(hands):
        ref = best_high(hand)
        assert high_of.setdefault(ref, int(high[row])) == high[row], hand
        assert _core.evaluate_high(hand) == high[row]
        ref_low = best_low8(hand)
        assert (low[row] == 0) == (ref_low is None), hand
        if ref_low is not None:
            assert low_of.setdefault(ref_low, int(low[row])) == low[row], hand
        if row % 4 == 0:
            ref_razz = best_razz(hand)
            razz = _core.evaluate_razz(hand)
            assert razz_of.setdefault(ref_razz, razz) == razz, hand
            five = _core.best_five_high(hand)
            assert set(five) <= set(hand) and len(set(five)) == 5
            assert high5(five) == ref and _core.evaluate_high(list(five)) == high[row]
            if ref_low is not None:
                low_five = _core.best_five_low(hand)
                assert set(low_five) <= set(hand)
                assert best_low8(list(low_five)) == ref_low
                assert _core.evaluate_low(list(low_five)) == low[row]
            razz_five = _core.best_five_razz(hand)
            assert set(razz_five) <= set(hand) and best_razz(list(razz_five)) == ref_razz
    # the same order as the reference: high ascending; lows and razz, smaller is better
    assert [high_of[key] for key in sorted(high_of)] == sorted(high_of.values())
    assert [low_of[key] for key in sorted(low_of, reverse=True)] == sorted(low_of.values())
    assert [razz_of[key] for key in sorted(razz_of, reverse=True)] == sorted(razz_of.values())
    assert len(set(high_of.values())) == len(high_of) and len(set(low_of.values())) == len(low_of)


_SUIT_CYCLE = "cdhsc"


def _text_low(value: int) -> str:
    """A card text for an ace-to-five value; suits vary so five values make distinct cards."""
    return "A23456789TJQK"[value - 1] + _SUIT_CYCLE[value % 4]


# --- named cases ----------------------------------------------------------------------------

def test_wheel_is_a_straight_and_the_best_low():
    value = cstud.evaluate("As 2d 3h 4c 5s")
    assert cstud.HandCategory.of(value.high) is cstud.HandCategory.STRAIGHT
    assert cstud.describe_high(value.high) == "Straight, Five-high"
    assert value.low == 56 and cstud.describe_low(value.low) == "The wheel"
    assert cstud.evaluate_razz("As 2d 3h 4c 5s") == 6175
    # the lowest straight: a six-high straight beats it
    assert cstud.evaluate_high("2d 3h 4c 5s 6d") > value.high


def test_steel_wheel():
    value = cstud.evaluate("Ah 2h 3h 4h 5h Kd Ks")
    assert cstud.HandCategory.of(value.high) is cstud.HandCategory.STRAIGHT_FLUSH
    assert cstud.describe_high(value.high) == "Straight flush, Five-high"
    assert value.low == 56
    # the weakest straight flush still beats four aces
    assert value.high > cstud.evaluate_high("Ac Ad Ah As Kd")


def test_qualifying_low_in_seven_cards_holding_a_pair():
    value = cstud.evaluate("8c 8d 6h 4s 3c Ad Kh")
    assert cstud.HandCategory.of(value.high) is cstud.HandCategory.ONE_PAIR
    assert cstud.describe_low(value.low) == "Eight-six low"
    assert cstud.best_five("8c 8d 6h 4s 3c Ad Kh").low[0].rank == 6  # one eight plays


def test_nine_high_has_no_low():
    assert cstud.evaluate_low("9c 4d 3h 2s Ac") == 0
    assert cstud.evaluate_low("9c 4d 3h 2s Ac Kd Qh") == 0
    assert cstud.best_five("9c 4d 3h 2s Ac").low is None
    assert cstud.describe_low("9c 4d 3h 2s Ac") == "No low"


def test_pokerstars_example_lows_in_order():
    """The PokerStars Stud Hi/Lo page ranks ten example lows from 8-7-6-5-4 (worst) to
    5-4-3-2-A (best), with 6-4-3-2-A above 6-5-4-3-2 (RULES.md S000 item 3, which records
    only those; the page's other examples were not available). Ten lows spanning them, in
    the order the page's rule gives: compare from the top card down, lower wins."""
    worst_to_best = ["8-7-6-5-4", "8-6-5-4-3", "8-5-4-3-2", "7-6-5-4-3", "7-5-4-3-2",
                     "7-4-3-2-A", "6-5-4-3-2", "6-5-4-2-A", "6-4-3-2-A", "5-4-3-2-A"]
    ranks = [cstud.evaluate_low(_cards_of(low)) for low in worst_to_best]
    assert all(rank > 0 for rank in ranks)
    assert ranks == sorted(ranks) and len(set(ranks)) == 10
    assert ranks[0] == 1 and ranks[-1] == 56       # the worst qualifying low, and the wheel


def test_published_low_comparisons():
    cases = load_json("low_comparisons.json")["cases"]
    checked = 0
    for case in cases:
        if "better" in case:
            better, worse = (_cards_of(case[side]) for side in ("better", "worse"))
            assert cstud.evaluate_low(better) > cstud.evaluate_low(worse), case
            assert cstud.evaluate_razz(better) > cstud.evaluate_razz(worse), case
            checked += 1
        elif "qualifies" in case:
            cards = _cards_of(case.get("cards") or case["low"])
            assert (cstud.evaluate_low(cards) > 0) == case["qualifies"], case
            checked += 1
    assert checked == 14


def _cards_of(text: str) -> list[int]:
    """'8-6-4-3-A', 'A-2-3-4-6 (6-4-3-2-A)' or '5d4h3s2dAd' as five distinct cards."""
    text = text.split(" (")[0]
    if "-" in text:
        values = ["A23456789TJQK".index(c) + 1 for c in text.split("-")]
        return from_text(" ".join(_text_low(v) for v in values))
    return from_text(" ".join(text[i:i + 2] for i in range(0, len(text), 2)))


def test_hand_names_r25():
    assert cstud.describe_high("Kc Kd Ks 5h 5d 2c 9s") == "Full house, Kings full of Fives"
    assert cstud.describe_high("Ac Kd 9h 7s 4d") == "High card, Ace-high"
    assert cstud.describe_high("Kc Kd 9h 7s 4d") == "Pair of Kings"
    assert cstud.describe_high("Kc Kd 9h 9s 4d") == "Two pair, Kings and Nines"
    assert cstud.describe_high("5c 5d 5h 9s 4d") == "Three of a kind, Fives"
    assert cstud.describe_high("Tc 9d 8h 7s 6d") == "Straight, Ten-high"
    assert cstud.describe_high("Ac 9c 8c 7c 2c") == "Flush, Ace-high"
    assert cstud.describe_high("7c 7d 7h 7s 2c") == "Four of a kind, Sevens"
    assert cstud.describe_high("9c 8c 7c 6c 5c") == "Straight flush, Nine-high"
    assert cstud.describe_high("Ac Kc Qc Jc Tc") == "Royal flush"
    assert cstud.describe_high(7462) == "Royal flush" and cstud.describe_high(1).startswith(
        "High card, Seven")
    assert cstud.describe_low("8c 6d 4h 3s Ac") == "Eight-six low"
    assert cstud.describe_low("6c 4d 3h 2s Ac") == "Six-four low"
    assert cstud.describe_low(1) == "Eight-seven low"
    assert cstud.describe_razz("Kc Kd 2h 3s 4c") == "Pair of Kings"


def test_best_five_reads_like_a_player():
    five = cstud.best_five("Kc Kd 8h 7s 5d 4c Ac")
    assert [repr(c) for c in five.high] == ["Kd", "Kc", "Ac", "8h", "7s"]
    assert [repr(c) for c in five.low] == ["8h", "7s", "5d", "4c", "Ac"]
    wheel = cstud.best_five("As 2d 3h 4c 5s Kd Kh")
    assert [repr(c) for c in wheel.high] == ["5s", "4c", "3h", "2d", "As"]


def test_best_five_picks_the_set_best_for_odd_chips():
    """With a K-high straight using either king, the spade king plays (R23b: highest by suit)."""
    five = cstud.best_five("Kd Ks Qh Jc Tc 9d 2c")
    assert repr(five.high[0]) == "Ks"


def test_hand_value_is_a_named_tuple():
    value = cstud.evaluate("As Ks Qs Js Ts 2d 3c")
    high, low = value
    assert value == (7462, 0) and value.high == high == 7462 and value.low == low == 0
    assert isinstance(value, tuple) and len(value) == 2


# --- input forms ----------------------------------------------------------------------------

@pytest.mark.parametrize("cards", [
    "As Kd 7c 8h 2s", "AsKd7c8h2s", "as kd 7C 8H 2S", "As,Kd,7c,8h,2s",
    ["As", "Kd", "7c", "8h", "2s"], [51, 45, 20, 26, 3], (51, 45, 20, 26, 3),
    [cstud.Card("As"), cstud.Card(45), "7c", 26, np.uint8(3)], np.array([51, 45, 20, 26, 3]),
])
def test_card_forms_agree(cards):
    assert cstud.evaluate(cards) == cstud.evaluate([51, 45, 20, 26, 3])


def test_ten_as_10():
    assert cstud.parse_cards("10d 10S") == [cstud.Card("Td"), cstud.Card("Ts")]
    assert repr(cstud.Card(33)) == "Td" and cstud.Card("10d") == 33


@pytest.mark.parametrize(("cards", "error", "message"), [
    ("As Kd 7c 8h Xs", ValueError, "unknown card text 'Xs'"),
    ("As Kd 7c 8h 10x", ValueError, "unknown card text '10x'"),
    ("As Kd 7c 8h As", ValueError, "duplicate card As"),
    ("As Kd 7c 8h", ValueError, "5 to 7 cards, got 4"),
    ("As Kd 7c 8h 2s 3s 4s 5s", ValueError, "5 to 7 cards, got 8"),
    ([51, 45, 20, 26, 52], ValueError, "card code 52 is out of range"),
    ([51, 45, 20, 26, -1], ValueError, "card code -1 is out of range"),
    ([51, 45, 20, 26, 10**30], ValueError, "card code 10+ is out of range"),
    ([51, 45, 20, 26, np.uint64(2**64 - 1)], ValueError, "is out of range"),
    (None, TypeError, "not None"),
    ([51, 45, 20, 26, None], TypeError, "not None"),
    ([51, 45, 20, 26, 2.0], TypeError, "not 2.0"),
    ([51, 45, 20, 26, True], TypeError, "not True"),
    (12345, TypeError, "not int"),
    (["As", "Kd", "7c", "8h", "2s3s"], ValueError, "is not one card"),
])
def test_bad_input_is_a_clear_error(cards, error, message):
    for function in (cstud.evaluate, cstud.evaluate_high, cstud.evaluate_low,
                     cstud.evaluate_razz, cstud.best_five):
        with pytest.raises(error, match=message):
            function(cards)


@pytest.mark.parametrize("huge", [10**30, -10**30, np.uint64(2**64 - 1)])
def test_an_int_too_big_from_an_iterator_is_a_value_error(huge):
    # An iterator can be read only once: the check for an int beyond a C long must look at
    # the cards as read, not ask the spent iterator again (it used to raise OverflowError).
    for function in (cstud.evaluate, cstud.evaluate_high, cstud.parse_cards, cstud.best_five):
        with pytest.raises(ValueError, match="is out of range"):
            function(iter([51, 45, 20, 26, huge]))
        with pytest.raises(ValueError, match="is out of range"):
            function(code for code in [51, 45, 20, 26, huge])


def test_card_constructor_errors():
    with pytest.raises(ValueError, match="out of range"):
        cstud.Card(52)
    with pytest.raises(ValueError, match="not one card"):
        cstud.Card("As Kd")
    with pytest.raises(TypeError):
        cstud.Card(None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="duplicate"):
        cstud.parse_cards("As as")


# --- batch ------------------------------------------------------------------------------------

def test_batch_accepts_numpy_array_array_and_bytes():
    rng = np.random.default_rng(7)
    hands = np.array([rng.permutation(52)[:7] for _ in range(1000)], dtype=np.uint8)
    high, low = cstud.evaluate_batch(hands)
    assert high.dtype == np.uint16 and low.dtype == np.uint8 and high.shape == (1000,)
    singles = [cstud.evaluate(hand) for hand in hands.tolist()]
    assert high.tolist() == [v.high for v in singles] and low.tolist() == [v.low for v in singles]
    for flat in (array.array("B", hands.tobytes()), hands.tobytes(), bytearray(hands.tobytes())):
        h2, l2 = cstud.evaluate_batch(flat, k=7)
        assert np.array_equal(h2, high) and np.array_equal(l2, low)
    out_high = np.zeros(1000, np.uint16)
    out_low = np.zeros(1000, np.uint8)
    h3, l3 = cstud.evaluate_batch(hands, out_high=out_high, out_low=out_low)
    assert h3 is out_high and l3 is out_low and np.array_equal(out_high, high)
    for k in (5, 6):
        h4, _ = cstud.evaluate_batch(np.ascontiguousarray(hands[:, :k]))
        assert h4.tolist() == [cstud.evaluate_high(row) for row in hands[:, :k].tolist()]
    empty_high, empty_low = cstud.evaluate_batch(np.zeros((0, 7), np.uint8))
    assert empty_high.shape == empty_low.shape == (0,)


@pytest.mark.parametrize(("hands", "kwargs", "error", "message"), [
    (np.zeros((3, 7), np.float32), {}, TypeError, "integer card codes"),
    (np.zeros((3, 7), np.bool_), {}, TypeError, "integer card codes"),
    (np.arange(21, dtype=np.int64).reshape(3, 7) + 32, {}, ValueError, "row 2 .* 0..51"),
    (np.zeros((3, 4), np.uint8), {}, ValueError, "5, 6 or 7 cards"),
    (np.zeros((3, 8), np.uint8), {}, ValueError, "5, 6 or 7 cards"),
    (np.zeros((3, 7, 1), np.uint8), {}, ValueError, "shape"),
    (np.zeros((7, 3), np.uint8).T, {}, ValueError, "C-contiguous"),
    (bytes(14), {}, ValueError, "needs k"),
    (bytes(15), {"k": 7}, ValueError, "whole number"),
    (np.zeros((3, 7), np.uint8), {"k": 6}, ValueError, "does not match"),
    ([[0, 1, 2, 3, 4]], {}, TypeError, "buffer"),
    (None, {}, TypeError, "buffer"),
    (np.arange(14, dtype=np.uint8).reshape(2, 7), {"out_high": np.zeros(2, np.int32)},
     ValueError, "out_high"),
    (np.arange(14, dtype=np.uint8).reshape(2, 7), {"out_low": np.zeros(3, np.uint8)},
     ValueError, "out_low"),
])
def test_batch_rejects_bad_buffers(hands, kwargs, error, message):
    with pytest.raises(error, match=message):
        cstud.evaluate_batch(hands, **kwargs)


def test_batch_names_the_bad_row():
    hands = np.arange(21, dtype=np.uint8).reshape(3, 7).copy()
    hands[2, 3] = 52
    with pytest.raises(ValueError, match="row 2"):
        cstud.evaluate_batch(hands)
    hands[2, 3] = 200
    with pytest.raises(ValueError, match="row 2"):
        cstud.evaluate_batch(hands)
    hands[2, 3] = 14
    hands[1, 6] = hands[1, 0]
    with pytest.raises(ValueError, match="row 1"):
        cstud.evaluate_batch(hands)


def test_batch_on_read_only_memory():
    hands = np.arange(7, dtype=np.uint8).reshape(1, 7)
    hands.flags.writeable = False
    assert cstud.evaluate_batch(hands)[0][0] == cstud.evaluate_high(list(range(7)))


# --- the batch kernels ------------------------------------------------------------------------
# The batch has two compiled kernels, the baseline one and one for CPUs with AVX2 (chosen at
# import). Each test below runs on every kernel this CPU can run.

KERNELS = ["baseline", "avx2"]


@pytest.fixture(params=KERNELS)
def kernel(request):
    before = _core._batch_kernel()
    try:
        _core._batch_kernel(request.param)
    except ValueError:
        pytest.skip(f"this CPU or build has no {request.param} kernel")
    yield request.param
    _core._batch_kernel(before)


def test_the_kernel_in_use_is_the_best_the_cpu_has():
    import cstud._core as core
    cpuinfo = Path("/proc/cpuinfo")
    flags = cpuinfo.read_text().split() if cpuinfo.exists() else []
    if platform.machine() in ("x86_64", "AMD64") and {"avx2", "bmi2", "popcnt"} <= set(flags):
        assert core._batch_kernel() == "avx2"
    with pytest.raises(ValueError, match="no batch kernel"):
        core._batch_kernel("sse9")


def _three_ways(hands, k=None):
    """evaluate_batch, and the high-only and low-only calls, which must agree with it."""
    high, low = cstud.evaluate_batch(hands, k=k)
    assert np.array_equal(cstud.evaluate_batch_high(hands, k=k), high)
    assert np.array_equal(cstud.evaluate_batch_low(hands, k=k), low)
    return high, low


def test_kernel_on_every_five_card_hand(kernel):
    """All 2,598,960 five-card hands: the same as the single call, which ranks by another
    path (_high_from on the hand's key), checked here through a census of the values."""
    hands = _all_hands(5)
    high, low = _three_ways(hands)
    census_high, census_low, _ = _core.census(5)
    assert np.array_equal(np.bincount(high, minlength=7463), census_high)
    assert np.array_equal(np.bincount(low, minlength=57), census_low)
    rows = range(0, len(hands), 101)
    assert [tuple(_core.evaluate(hands[row].tolist())) for row in rows] == \
        list(zip(high[rows].tolist(), low[rows].tolist(), strict=True))


@pytest.mark.parametrize("k", [5, 6, 7])
def test_kernel_against_single_calls_on_random_hands(kernel, k):
    """A million random hands (seven cards; 200,000 of five and six): batch == single call."""
    rng = np.random.default_rng(20261202 + k)
    n = 1_000_000 if k == 7 else 200_000
    hands = np.argsort(rng.random((n, 52)), axis=1)[:, :k].astype(np.uint8)
    high, low = _three_ways(hands)
    assert [tuple(_core.evaluate(hand)) for hand in hands.tolist()] == \
        list(zip(high.tolist(), low.tolist(), strict=True))
    flat_high, flat_low = _three_ways(hands.tobytes(), k=k)
    assert np.array_equal(flat_high, high) and np.array_equal(flat_low, low)


def _first_bad(hands):
    for row, hand in enumerate(hands.tolist()):
        if max(hand) > 51 or len(set(hand)) < len(hand):
            return row
    return None


@pytest.mark.parametrize("k", [5, 6, 7])
def test_kernel_finds_every_kind_of_bad_row(kernel, k):
    """Each code 52..255 at each place, each repeated pair of places, and random mixtures:
    every call names the first bad row, and out arrays stay untouched."""
    good = np.array([[4 * i + (i % 4) for i in range(k)]], np.uint8)
    for code in range(52, 256):
        for place in range(k):
            hands = np.repeat(good, 3, axis=0)
            hands[1, place] = code
            for call in (cstud.evaluate_batch, cstud.evaluate_batch_high, cstud.evaluate_batch_low):
                with pytest.raises(ValueError, match="row 1 "):
                    call(hands)
    for first, second in combinations(range(k), 2):
        hands = np.repeat(good, 2, axis=0)
        hands[1, second] = hands[1, first]
        for call in (cstud.evaluate_batch, cstud.evaluate_batch_high, cstud.evaluate_batch_low):
            with pytest.raises(ValueError, match="row 1 "):
                call(hands)
    rng = np.random.default_rng(k)
    for _ in range(200):
        hands = np.argsort(rng.random((50, 52)), axis=1)[:, :k].astype(np.uint8)
        for _ in range(rng.integers(0, 3)):
            hands[rng.integers(50), rng.integers(k)] = rng.integers(256)
        bad = _first_bad(hands)
        out_high = np.full(50, 9, np.uint16)
        out_low = np.full(50, 9, np.uint8)
        if bad is None:
            _three_ways(hands)
            continue
        with pytest.raises(ValueError, match=f"row {bad} "):
            cstud.evaluate_batch(hands, out_high=out_high, out_low=out_low)
        with pytest.raises(ValueError, match=f"row {bad} "):
            cstud.evaluate_batch_high(hands, out=out_high)
        with pytest.raises(ValueError, match=f"row {bad} "):
            cstud.evaluate_batch_low(hands, out=out_low)
        assert (out_high == 9).all() and (out_low == 9).all()


def test_high_and_low_calls_fill_out_and_check_it():
    hands = np.arange(14, dtype=np.uint8).reshape(2, 7)
    out_high = np.zeros(2, np.uint16)
    out_low = np.zeros(2, np.uint8)
    assert cstud.evaluate_batch_high(hands, out=out_high) is out_high
    assert cstud.evaluate_batch_low(hands, out=out_low) is out_low
    high, low = cstud.evaluate_batch(hands)
    assert np.array_equal(out_high, high) and np.array_equal(out_low, low)
    with pytest.raises(ValueError, match="out_high"):
        cstud.evaluate_batch_high(hands, out=np.zeros(2, np.uint8))
    with pytest.raises(ValueError, match="out_low"):
        cstud.evaluate_batch_low(hands, out=np.zeros(3, np.uint8))
    with pytest.raises(ValueError, match="5, 6 or 7 cards"):
        cstud.evaluate_batch_low(np.zeros((2, 8), np.uint8))
    assert cstud.evaluate_batch_high(np.zeros((0, 7), np.uint8)).shape == (0,)


# --- one call: every form of a hand is read alike -------------------------------------------

@pytest.mark.parametrize("k", [5, 6, 7])
def test_every_form_of_a_hand_gives_the_same_value(k):
    rng = random.Random(k)
    dtypes = [np.uint8, np.int8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64]
    for _ in range(2000):
        hand = rng.sample(range(52), k)
        expected = cstud.evaluate(" ".join(cstud.format_cards(hand).split()))
        forms = [tuple(hand), hand, [cstud.Card(c) for c in hand], tuple(map(cstud.Card, hand)),
                 bytes(hand), bytearray(hand), array.array("b", hand), array.array("q", hand),
                 *(np.array(hand, dtype) for dtype in dtypes)]
        for form in forms:
            assert cstud.evaluate(form) == expected, form
            assert _core.evaluate_high(form) == expected.high
            assert _core.evaluate_low(form) == expected.low


@pytest.mark.parametrize("form", [tuple, list, bytes, np.array, lambda h: np.array(h, np.int8)])
def test_every_form_of_a_bad_hand_gives_the_same_error(form):
    """Repeated cards, codes out of range, a wrong number of cards: the reader's fast path
    leaves each to the general one, which names what is wrong."""
    cases = [([0, 1, 2, 3, 0], "duplicate"), ([0, 1, 2, 3, 52], "0..51"),
             ([0, 1, 2, 3], "5 to 7"), (list(range(8)), "5 to 7")]
    if form not in (bytes,):
        cases.append(([0, 1, 2, 3, -1], "0..51"))
    for hand, message in cases:
        if form is bytes and min(hand) < 0:
            continue
        with pytest.raises(ValueError, match=message):
            cstud.evaluate(form(hand))
    with pytest.raises(TypeError):
        cstud.evaluate((0, 1, 2, 3, True))
    with pytest.raises(ValueError, match=r"0\.\.51"):
        cstud.evaluate([0, 1, 2, 3, 2**70])


def test_a_card_is_the_one_card_of_its_code():
    """Card(...) hands out the 52 Cards parse_cards does, so a hand of Cards holds no Card
    objects of its own (it reads as fast as a hand of ints); a subclass still makes its own."""
    for code in range(52):
        shared = cstud.parse_cards([code])[0]
        assert cstud.Card(code) is shared and cstud.Card(repr(shared)) is shared
        assert cstud.Card(np.int64(code)) is shared
        assert cstud.cards.card(code) is shared

    class Marked(cstud.Card):
        __slots__ = ()

    marked = Marked("As")
    assert type(marked) is Marked and marked == 51 and marked is not cstud.Card(51)
