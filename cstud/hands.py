"""Hand values with names: categories, the five cards played, and R25's hand names."""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import IntEnum
from typing import SupportsIndex

from cstud import _core
from cstud.cards import (
    LOW_RANK_NAMES,
    LOW_RANK_PLURALS,
    RANK_NAMES,
    RANK_PLURALS,
    Card,
    Cards,
    card,
)


class HandCategory(IntEnum):
    """High-hand categories, weakest first. ``HandCategory.of(7462)`` is STRAIGHT_FLUSH."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @classmethod
    def of(cls, hand_or_rank: Cards | SupportsIndex) -> HandCategory:
        """The category of a high rank (1..7462) or of the best five of 5 to 7 cards."""
        return cls(_core.high_class_key(_high_rank(hand_or_rank)) >> 20)

    @property
    def label(self) -> str:
        """'Full house', 'Two pair', ..."""
        return self.name.replace("_", " ").capitalize()


@dataclass(frozen=True, slots=True)
class BestFive:
    """The five cards a hand plays: for the high, for the eight-or-better low (or None), and
    for Razz (the lowest five, pairs counting against them; from its top card down)."""

    high: tuple[Card, ...]
    low: tuple[Card, ...] | None
    razz: tuple[Card, ...] = field(repr=False)


def _rank(hand_or_rank: Cards | SupportsIndex, evaluate: Callable[[Cards], int]) -> int:
    """A rank given as an int (or a NumPy integer, as evaluate_batch returns), or the rank
    that evaluate gives the cards."""
    if isinstance(hand_or_rank, bool):  # an int to Python, but never a rank or a card
        raise TypeError(f"expected cards or a rank, not {hand_or_rank!r}")
    if isinstance(hand_or_rank, int):
        return hand_or_rank
    if not isinstance(hand_or_rank, float) and hasattr(type(hand_or_rank), "__index__") \
            and not isinstance(hand_or_rank, Iterable):
        return operator.index(hand_or_rank)
    return evaluate(hand_or_rank)  # type: ignore[arg-type]


def _high_rank(hand_or_rank: Cards | SupportsIndex) -> int:
    return _rank(hand_or_rank, _core.evaluate_high)


def _nibbles(key: int) -> list[int]:
    """The five 4-bit group ranks of a class key, largest group first."""
    return [(key >> shift) & 0xF for shift in (16, 12, 8, 4, 0)]


def describe_high(hand_or_rank: Cards | SupportsIndex) -> str:
    """Name a high hand (R25), from its cards or its rank 1..7462.

    >>> describe_high("Kc Kd Ks 5h 5d 2c 9s")
    'Full house, Kings full of Fives'
    """
    key = _core.high_class_key(_high_rank(hand_or_rank))
    category = HandCategory(key >> 20)
    top, second, *_ = _nibbles(key)
    if category is HandCategory.HIGH_CARD:
        return f"High card, {RANK_NAMES[top]}-high"
    if category is HandCategory.ONE_PAIR:
        return f"Pair of {RANK_PLURALS[top]}"
    if category is HandCategory.TWO_PAIR:
        return f"Two pair, {RANK_PLURALS[top]} and {RANK_PLURALS[second]}"
    if category is HandCategory.THREE_OF_A_KIND:
        return f"Three of a kind, {RANK_PLURALS[top]}"
    if category is HandCategory.FULL_HOUSE:
        return f"Full house, {RANK_PLURALS[top]} full of {RANK_PLURALS[second]}"
    if category is HandCategory.FOUR_OF_A_KIND:
        return f"Four of a kind, {RANK_PLURALS[top]}"
    if category is HandCategory.STRAIGHT_FLUSH and top == 12:
        return "Royal flush"
    return f"{category.label}, {RANK_NAMES[top]}-high"   # straight, flush, straight flush


def _low_name(values: list[int]) -> str:
    """Name an unpaired low from its five ace-to-five values (ace 0), highest first."""
    if values == [4, 3, 2, 1, 0]:
        return "The wheel"
    return f"{LOW_RANK_NAMES[values[0]]}-{LOW_RANK_NAMES[values[1]].lower()} low"


def describe_low(hand_or_rank: Cards | SupportsIndex) -> str:
    """Name an eight-or-better low (R25), from its cards or its rank 0..56.

    >>> describe_low("8c 6d 4h 3s Ac Kd Kh"), describe_low("As 2d 3h 4s 5c"), describe_low(0)
    ('Eight-six low', 'The wheel', 'No low')
    """
    rank = _rank(hand_or_rank, _core.evaluate_low)
    if rank == 0:
        return "No low"
    mask = _core.low_class_mask(rank)
    return _low_name([value for value in range(7, -1, -1) if mask >> value & 1])


def describe_razz(hand_or_rank: Cards | SupportsIndex) -> str:
    """Name a razz hand (ace-to-five, pairs count against it), from its cards or rank 1..6175.

    >>> describe_razz("7c 5d 4h 3s 2c"), describe_razz("Kc Kd 2h 3s 4c")
    ('Seven-five low', 'Pair of Kings')
    """
    key = _core.razz_class_key(_rank(hand_or_rank, _core.evaluate_razz))
    shape = key >> 20
    values = _nibbles(key)
    plural = [LOW_RANK_PLURALS[value] for value in values]
    if shape == 0:
        return _low_name(values)
    return (f"Pair of {plural[0]}", f"Two pair, {plural[0]} and {plural[1]}",
            f"Three of a kind, {plural[0]}", f"Full house, {plural[0]} full of {plural[1]}",
            f"Four of a kind, {plural[0]}")[shape - 1]


def _display_order(five: tuple[int, ...]) -> tuple[Card, ...]:
    """Cards of a high hand as a player reads them: biggest groups first, a wheel's ace last."""
    ranks = [code >> 2 for code in five]
    if sorted(ranks) == [0, 1, 2, 3, 12]:
        ace_low = sorted(five, key=lambda c: ((c >> 2) + 1) % 13, reverse=True)
        return tuple(card(code) for code in ace_low)
    return tuple(card(code) for code in sorted(five, key=lambda c: (ranks.count(c >> 2), c),
                                              reverse=True))


def best_five(cards: Cards) -> BestFive:
    """The five cards played for the high hand and for the eight-or-better low (None if no low).

    The high reads biggest group first (``Kd Kc Ac 8h 7s``); the low reads from its top card
    down to the ace. Where two sets of five make the same hand, the one with the higher cards
    by suit is given, the set R23b uses for odd chips.
    """
    high = _core.best_five_high(cards)
    low = _core.best_five_low(cards)
    return BestFive(high=_display_order(high),
                    low=None if low is None else tuple(card(code) for code in low),
                    razz=tuple(card(code) for code in _core.best_five_razz(cards)))


def describe(cards: Cards, game: str = "stud8") -> str:
    """R25: a hand of 5 to 7 cards named for its game: both halves in Stud Hi/Lo ("stud8"),
    the high in Stud ("stud"), the razz hand in Razz ("razz").

    >>> describe("Kc Kd Ks 5h 5d 2c 9s"), describe("8c 6d 4h 3s Ac Kd Kh", "razz")
    ('Full house, Kings full of Fives; No low', 'Eight-six low')
    >>> describe("8c 6d 4h 3s Ac Kd Kh")
    'Pair of Kings; Eight-six low'
    """
    if game == "razz":
        return describe_razz(cards)
    if game == "stud":
        return describe_high(cards)
    if game == "stud8":
        return f"{describe_high(cards)}; {describe_low(cards)}"
    raise ValueError(f"unknown game {game!r}: one of stud8, stud, razz")
