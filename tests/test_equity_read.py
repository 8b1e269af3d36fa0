"""cstud.equity's two readings of its input agree: the compiled quick reading
(_core._equity_read, for plainly right hands and dead cards) and the checked one
(equities._read_problem, which words every refusal).

The quick reading may decline anything (it answers None and the checked one reads it), but
whatever it accepts it must read exactly as the checked reading does, and it must decline
everything the checked reading refuses. Random inputs are made from a shuffled deck in every
way cstud accepts cards (text, ints, Cards, lists, tuples, '??'), then often spoiled (a card
twice, bad text, a wrong type, a hand of the wrong size, too many players).
"""

from __future__ import annotations

import pickle
from dataclasses import FrozenInstanceError

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cstud
import cstud.equities as equities
from cstud import _core
from cstud.cards import _CARDS, Card

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def checked(hands, dead):
    """The checked reading, as comparable values, or the refusal (type and words)."""
    try:
        problem, unknowns, dead_codes = equities._read_problem(hands, dead, "stud8")
    except (TypeError, ValueError) as error:
        return ("refused", type(error), str(error))
    return (problem.unseen, problem.known, problem.need, problem.community,
            tuple(unknowns), bytes(dead_codes))


def quick(hands, dead):
    return _core._equity_read(hands, dead, _CARDS)


def agree(hands, dead) -> bool:
    """Assert that the readings agree; whether the quick one accepted the input."""
    expected = checked(hands, dead)
    read = quick(hands, dead)
    if read is None:
        return False
    assert expected[0] != "refused", (hands, dead, expected)
    assert read[:6] == expected, (hands, dead)
    known_cards, dead_cards = read[6:]
    assert known_cards == tuple(tuple(_CARDS[c] for c in known) for known in expected[1])
    assert dead_cards == tuple(_CARDS[c] for c in expected[5])
    assert all(type(c) is Card for cards in known_cards for c in cards)
    return True


def text_forms(code: int) -> list[str]:
    rank, suit = RANKS[code >> 2], SUITS[code & 3]
    forms = [rank + suit, rank.lower() + suit.upper()]
    if rank == "T":
        forms.append("10" + suit)
    return forms


def one_card(draw, code: int, plain: bool):
    """One card in any of the ways cstud takes it (plain: those the quick reading reads)."""
    kind = draw(st.sampled_from(["text", "int", "card"] + ["numpy"] * (not plain)))
    if kind == "text":
        return draw(st.sampled_from(text_forms(code)))
    if kind == "int":
        return code
    if kind == "numpy":
        return np.int64(code)
    return _CARDS[code]


SEPARATORS = st.sampled_from(["", " ", " ", ",", ", ", "\t", "\n", "  "])
GARBAGE = st.sampled_from(
    ["?", "???", "? ?", "Xs", "A", "1", "10", "1 0s", "As?", "", " ", "??As", "As??", " ?? ",
     "As Kd", "AsKd", "11s", "0s", "A\u00e9", "\x00", 52, -1, 53, 2**70, True, False, None,
     3.0, b"As", ["As"], object()])


class Reiterable:
    """An iterable that is neither a list nor a tuple (read afresh each time)."""

    def __init__(self, items):
        self.items = list(items)

    def __iter__(self):
        return iter(self.items)

    def __repr__(self):
        return f"Reiterable({self.items!r})"


def a_hand(draw, codes: list[int], unknown: int, plain: bool):
    """codes (and unknown '??' cards) as text, a list, a tuple or another iterable."""
    items: list[object] = [one_card(draw, c, plain) for c in codes]
    for _ in range(unknown):
        items.insert(draw(st.integers(0, len(items))), "??")
    shape = draw(st.sampled_from(["text", "list", "tuple"] + ["iter"] * (not plain)))
    if shape == "text":
        parts = [item if isinstance(item, str) else text_forms(int(item))[0] for item in items]
        return "".join(part + draw(SEPARATORS) for part in parts)
    if shape == "tuple":
        return tuple(items)
    if shape == "iter":
        return Reiterable(items)
    return items


def spoil(draw, value):
    """The value with one thing made wrong (or a wrong thing in its place)."""
    if isinstance(value, str):
        where = draw(st.integers(0, len(value)))
        piece = draw(GARBAGE)
        return value[:where] + (piece if isinstance(piece, str) else "?") + value[where:]
    if isinstance(value, (list, tuple)) and value and draw(st.booleans()):
        items = list(value)
        items[draw(st.integers(0, len(items) - 1))] = draw(GARBAGE)
        return type(value)(items)
    if isinstance(value, (list, tuple)):
        return type(value)([*value, draw(GARBAGE)])
    return draw(GARBAGE)


@st.composite
def inputs(draw):
    deck = draw(st.permutations(range(52)))
    plain = draw(st.integers(0, 9)) < 7
    n_players = draw(st.sampled_from([2] * 6 + [3] * 3 + [4, 5, 6, 7, 8, 8, 0, 1, 9]))
    size = draw(st.integers(3, 7)) if draw(st.integers(0, 9)) else draw(st.sampled_from([2, 8]))
    hands: list[object] = []
    taken = 0
    for _ in range(n_players):
        this_size = size if draw(st.integers(0, 29)) else draw(st.integers(0, 8))
        unknown = draw(st.integers(0, min(this_size, 3))) if draw(st.booleans()) else 0
        known = list(deck[taken:taken + this_size - unknown])
        taken += len(known)
        hands.append(a_hand(draw, known, unknown, plain))
    n_dead = draw(st.integers(0, max(0, min(12, 52 - taken))))
    dead = a_hand(draw, list(deck[taken:taken + n_dead]), 0, plain)
    if draw(st.integers(0, 9)) < 2:
        dead = draw(st.sampled_from(["", (), [], "", (), None, 5, "??"]))
    spoiled = draw(st.integers(0, 14))
    if spoiled == 0 and hands:
        where = draw(st.integers(0, len(hands) - 1))
        hands[where] = spoil(draw, hands[where])
    elif spoiled == 1:
        dead = spoil(draw, dead)
    elif spoiled == 2 and hands:      # a card twice: a hand's first card given again
        first = deck[0]
        dead = [*dead, first] if isinstance(dead, list) else dead
        if not isinstance(dead, list):
            hands.append(a_hand(draw, [first, *deck[taken:taken + size - 1]], 0, plain))
    outer = draw(st.sampled_from(["list", "tuple"] + ["iter"] * (not plain)))
    if outer == "tuple":
        return tuple(hands), dead
    if outer == "iter":
        return Reiterable(hands), dead
    return hands, dead


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=inputs())
def test_quick_reading_is_the_checked_one(case):
    hands, dead = case
    agree(hands, dead)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=inputs(), game=st.sampled_from(["stud8", "stud", "razz", "Stud8", 8]))
def test_equity_answers_and_refusals_are_the_checked_ones(case, game, monkeypatch_module):
    """The whole call, with and without the quick reading: the same result or the same
    error (type and words)."""
    hands, dead = case

    def run():
        try:
            return cstud.equity(hands, dead, game=game, trials=500, seed=7, exact_limit=20_000)
        except (TypeError, ValueError) as error:
            return ("refused", type(error), str(error))

    quick_answer = run()
    with monkeypatch_module.context() as patch:
        patch.setattr(_core, "_equity_read", lambda *args: None)
        checked_answer = run()
    assert quick_answer == checked_answer
    if not isinstance(quick_answer, tuple):
        assert quick_answer._errors == checked_answer._errors


@pytest.fixture(scope="module")
def monkeypatch_module():
    with pytest.MonkeyPatch.context() as patch:
        yield patch


COMMON = [
    (["As Ks Qs Js Ts 2c 3c", "Ah Kh Qh Jh 9h 2d 3d"], ()),
    (["As 2s 3s", "Kh Kd 7c"], ""),
    (["?? ?? As 2s 3s", "?? ?? Kh Kd 7c"], "Qc Qd"),
    (["????As2s3s", "??,??,Kh,Kd,7c"], ["Qc", "Qd"]),
    ([["??", "??", "As", "2s", "3s"], ("??", "??", 50, _CARDS[49], "Kc")], []),
    ([[51, 50, 49], [0, 1, 2], [4, 5, 6]], (8, 9)),
    ([["As", "Kd", "7c"], ["10s", "td", "2C"]], "3c\t4c\n5c"),
    ((["As", "Kd", "7c"], ["Ts", "Td", "2c"]), ()),
    ([f"?? ?? {RANKS[i]}c {RANKS[i]}d" for i in range(8)], ()),
    ([f"?? ?? {RANKS[i]}c {RANKS[i]}d {RANKS[i]}h {RANKS[i]}s ??" for i in range(7)], ()),
]


@pytest.mark.parametrize(("hands", "dead"), COMMON)
def test_quick_reading_takes_the_usual_ways_of_writing_a_spot(hands, dead):
    assert agree(hands, dead)


@pytest.mark.parametrize(("hands", "dead"), [
    (["As Ks Qs", "As Kd 7c"], ()),                 # a card twice
    (["As Ks Qs", "Ad Kd 7c"], "Ks"),               # a hand's card among the dead
    (["As Ks Qs", "Ad Kd 7c 8c"], ()),              # streets differ
    (["As Ks", "Ad Kd"], ()),                       # too few cards
    (["As Ks Qs 2c 3c 4c 5c 6c", "Ad Kd 7c"], ()),  # too many
    (["As Ks Qs"], ()),                             # one player
    (["As Ks Qs", "Ad Kd 7c", 5], ()),              # not a hand
    (["As Ks Qs", "Ad Kd Xc"], ()),                 # bad text
    (["As Ks Qs", "Ad Kd 7c"], "??"),               # '??' among the dead
    (["As Ks Qs", [True, 1, 2]], ()),               # a bool is no card
    (["As Ks Qs", [52, 1, 2]], ()),                 # out of range
    ([f"{RANKS[i]}c {RANKS[i]}d {RANKS[i]}h" for i in range(8)],     # the deck runs out
     [f"{rank}s" for rank in RANKS[:8]] + [rank + suit for rank in "TJQ" for suit in SUITS]),
    ("As Ks Qs", ()),                               # text for the hands
])
def test_quick_reading_declines_what_the_checked_one_refuses(hands, dead):
    assert checked(hands, dead)[0] == "refused"
    assert quick(hands, dead) is None


def test_quick_reading_wants_the_52_cards():
    with pytest.raises(ValueError, match="52 cards"):
        _core._equity_read(["As Ks Qs", "Ad Kd 7c"], (), _CARDS[:51])


def test_results_stay_frozen_comparable_and_picklable():
    result = cstud.equity(["As Ks Qs Js Ts 2c 3c", "Ah Kh Qh Jh 9h 2d 3d"])
    player = result[0]
    with pytest.raises(FrozenInstanceError):
        player.equity = 0.5  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        result.exact = False  # type: ignore[misc]
    again = pickle.loads(pickle.dumps(result))
    assert again == result and again[0] == player and hash(again[0]) == hash(player)
    assert again.stderr("equity", 0) == result.stderr("equity", 0)
    made = equities.PlayerEquity(player.cards, 0, 1.0, 1.0, 1.0, 0.0, 1.0, 0.0)
    assert made == player and repr(made) == repr(player)
    assert repr(player) == ("PlayerEquity('As Ks Qs Js Ts 2c 3c', equity=1.0000, scoop=1.0000, "
                            "p_high=1.0000, p_low=0.0000, high_share=1.0000, low_share=0.0000)")
