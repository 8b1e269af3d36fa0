"""Cards as text and as codes.

A card is an int 0..51, ``code = 4 * rank + suit``: rank 0..12 for 2..A and suit 0..3 for
clubs, diamonds, hearts, spades (clubs lowest, the bring-in order). :class:`Card` is that int
with a readable face, so it can be passed straight to the compiled core.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, SupportsIndex

from cstud import _core

RANKS = "23456789TJQKA"
SUITS = "cdhs"
RANK_NAMES = ("Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
              "Jack", "Queen", "King", "Ace")
RANK_PLURALS = ("Twos", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines",
                "Tens", "Jacks", "Queens", "Kings", "Aces")
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
LOW_RANK_NAMES = ("Ace", *RANK_NAMES[:-1])
"""RANK_NAMES in ace-to-five order, for lows (razz, eight or better): index 0 is the ace."""
LOW_RANK_PLURALS = ("Aces", *RANK_PLURALS[:-1])
"""RANK_PLURALS in ace-to-five order: index 0 is the ace."""

Cards = str | Iterable[int | str]
"""Cards as text (``"As Kd 7c"``, ``"AsKd7c"``), or an iterable of codes, Cards or card texts."""


class Card(int):
    """One card: an int 0..51 that prints as ``As``, ``Td``, ``2c``.

    >>> Card("As"), Card(51), Card("10d").rank, Card("Kh").suit
    (As, As, 8, 2)
    """

    __slots__ = ()

    def __new__(cls, card: str | SupportsIndex) -> Card:
        if isinstance(card, str):
            codes = _core.card_codes(card)
            if len(codes) != 1:
                raise ValueError(f"{card!r} is not one card")
            return _CARDS[codes[0]] if cls is Card else super().__new__(cls, codes[0])
        if isinstance(card, bool) or not hasattr(card, "__index__"):
            raise TypeError(f"a card is an int 0..51 or text like 'As', not {card!r}")
        code = card.__index__()
        if not 0 <= code < 52:
            raise ValueError(f"card code {code} is out of range 0..51")
        if cls is Card:         # the one Card of each code: hands of Cards share 52 objects
            return _CARDS[code]
        return super().__new__(cls, code)

    @property
    def rank(self) -> int:
        """0..12 for Two..Ace."""
        return int(self) >> 2

    @property
    def suit(self) -> int:
        """0..3 for clubs, diamonds, hearts, spades."""
        return int(self) & 3

    @property
    def name(self) -> str:
        """Words: 'Ace of spades'."""
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    def __repr__(self) -> str:
        return RANKS[self.rank] + SUITS[self.suit]

    __str__ = __repr__

    def __reduce__(self) -> tuple[type[Card], tuple[int]]:
        return (Card, (int(self),))


# One Card object per code, so parsing and Card(...) allocate nothing new, and a hand of
# Cards reads as fast as a hand of ints: 700k Cards made one by one lie scattered in memory,
# and evaluate spent more time in cache misses on them than in its own work (0.46x against
# 0.69x the rate of an empty call, lists of ints).
_CARDS = tuple(int.__new__(Card, code) for code in range(52))


def parse_cards(cards: Cards) -> list[Card]:
    """Cards from text (``"As Kd 7c"``, ``"AsKd7c"``, ``"10d"``), ints, Cards or card texts.

    Raises ValueError for unknown text, a code outside 0..51 or a card given twice, and
    TypeError for something that is not a card.

    >>> parse_cards("As Kd 7c")
    [As, Kd, 7c]
    """
    return [_CARDS[code] for code in _core.card_codes(cards)]


def format_cards(cards: Iterable[int]) -> str:
    """Cards as space-separated text: ``format_cards([51, 46]) == 'As Kh'``."""
    return " ".join(repr(_CARDS[code]) for code in cards)


def codes_of(cards: Any, what: str) -> list[int]:
    """The codes of ``cards`` (text, ints, Cards, or one int), an error naming ``what``: for
    arguments such as a seat's cards given to a hand ("cards of seat 2: duplicate card As").

    >>> codes_of("As Kh", "cards of seat 0"), codes_of(51, "community card")
    ([51, 46], [51])
    """
    if isinstance(cards, int) and not isinstance(cards, bool):
        cards = [cards]
    try:
        return _core.card_codes(cards)
    except (ValueError, TypeError) as error:
        raise type(error)(f"{what}: {error}") from None


def card(code: int) -> Card:
    """The Card for a code 0..51."""
    if not 0 <= code < 52:
        raise ValueError(f"card code {code} is out of range 0..51")
    return _CARDS[code]
