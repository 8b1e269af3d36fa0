"""The stud range language: text to a weighted set of starts (docs/RANGES.md has the grammar).

A range gives a weight to every *start*: two hole cards and a door card. It is held as a
(1326, 52) float array: row = the hole pair (pairs i < j in code order), column = the door card;
starts whose door is one of the hole cards weigh 0. Every term of the text is evaluated over all
66,300 starts at once, so parsing costs a constant per term and is linear in the text.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING

from cstud import _core
from cstud.cards import Card, Cards, card
from cstud.ranges._starts import _start_cards, _starts
from cstud.ranges.classes import CLASSES

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

MAX_TEXT = 2000
"""The longest range text accepted: at most a few hundred terms, parsed in well under a second."""

MAX_DEPTH = 50
"""The deepest nesting of ``[...]`` groups accepted."""

GAMES = _core.GAMES

_BY_LOWER = {name.lower(): name for name in CLASSES}   # class names are case-insensitive
_RANKS = "23456789TJQKA"
_SUITS = "cdhs"


_CARD_SHAPED = re.compile(r"(\?\?|10.|[0-9a-z?][0-9a-z?])"
                          r"|(\?\?|(10|[2-9tjqka])[a-z]|[0-9a-z][cdhs])+", re.IGNORECASE)
"""A card-shaped word: two characters ("Xx", "3x", "10s"), or cards and near-cards run
together ("As2s3x"). No range term is one: class names are longer, patterns have brackets."""


def is_range_text(text: str) -> bool:
    """Whether a player's text is a range rather than cards: it has a '|' (a range and its
    upcards), or a word that is not card-shaped. "As 2s 3x" is a mistyped hand (so that the
    cards' own error explains it), "any", "pair" and "(A x) 3h" are ranges."""
    return "|" in text or not all(_CARD_SHAPED.fullmatch(word) for word in text.split())


class RangeError(ValueError):
    """A range text that does not parse, or a range that cannot be used as asked.

    position: the 0-based index in the text where the problem is (None when it is not about
        one place in the text); expected: what the parser expected there (or None).
    """

    def __init__(self, message: str, position: int | None = None,
                 expected: str | None = None) -> None:
        super().__init__(message)
        self.position = position
        self.expected = expected


def _class_weights(name: str) -> npt.NDArray[np.float64]:
    cards = _start_cards()
    ranks = tuple(c // 4 for c in cards)
    suits = tuple(c % 4 for c in cards)
    member = CLASSES[name].predicate(ranks, suits) & _starts()[2]  # type: ignore[arg-type]
    return member.astype(float)


class _Parser:
    """Recursive descent over the characters; every character is looked at a bounded number
    of times, and every term costs one pass over the starts."""

    def __init__(self, text: str, game: str) -> None:
        self.text = text
        self.pos = 0
        self.game = game
        self.depth = 0

    # -- reading characters
    def error(self, expected: str, position: int | None = None) -> RangeError:
        where = self.pos if position is None else position
        found = self.text[where:where + 10]
        found_text = f"found {found!r}" if found else "found the end of the text"
        return RangeError(f"range {self.text!r}, position {where}: expected {expected}, "
                          f"{found_text}", where, expected)

    def skip(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self) -> str:
        self.skip()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def number(self, what: str) -> float:
        self.skip()
        start = self.pos
        while self.pos < len(self.text) and (self.text[self.pos].isdigit()
                                             or self.text[self.pos] == "."):
            self.pos += 1
        digits = self.text[start:self.pos]
        if not digits or digits.count(".") > 1 or digits in {"."} or len(digits) > 20:
            raise self.error(what, start)
        return float(digits)

    # -- the grammar (docs/RANGES.md)
    def parse(self) -> npt.NDArray[np.float64]:
        weights = self.range()
        if self.peek():
            raise self.error("',', '-', '@' or the end of the range")
        return weights

    def range(self) -> npt.NDArray[np.float64]:
        weights = self.union()
        while self.peek() == "-":
            self.pos += 1
            weights = weights * (self.union() == 0)
        return weights

    def union(self) -> npt.NDArray[np.float64]:
        import numpy as np

        weights = self.weighted()
        while self.peek() == ",":
            self.pos += 1
            weights = np.maximum(weights, self.weighted())
        return weights

    def weighted(self) -> npt.NDArray[np.float64]:
        weights = self.primary()
        if self.peek() == "@":
            self.pos += 1
            start = self.pos
            weight = self.number("a weight (a number such as 0.5)")
            if not math.isfinite(weight):
                raise self.error("a finite weight", start)
            weights = weights * weight
        return weights

    def primary(self) -> npt.NDArray[np.float64]:
        char = self.peek()
        if char == "(":
            return self.pattern()
        if char == "[":
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise self.error(f"at most {MAX_DEPTH} nested '[' groups")
            self.pos += 1
            weights = self.range()
            if self.peek() != "]":
                raise self.error("']' closing the group")
            self.pos += 1
            self.depth -= 1
            return weights
        if char.isalpha() or char == "_":
            return self.word()
        raise self.error("a term: '(' cards ')', a class name, 'any', 'top N%' or '['")

    def word(self) -> npt.NDArray[np.float64]:
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos].isalpha():
            self.pos += 1
        if self.text[start:self.pos].lower() == "top":
            return self.top(start)
        while self.pos < len(self.text) and (self.text[self.pos].isalnum()
                                             or self.text[self.pos] == "_"):
            self.pos += 1
        name = self.text[start:self.pos].lower()
        if name == "any":
            return _starts()[2].astype(float)
        if name not in _BY_LOWER:
            raise self.error(f"a class name ({', '.join(CLASSES)}), 'any' or 'top N%'", start)
        return _class_weights(_BY_LOWER[name])

    def top(self, start: int) -> npt.NDArray[np.float64]:
        from cstud.ranges.tables import top_fraction

        self.skip()
        at = self.pos
        percent = self.number("a percentage after 'top' (as in 'top 10%')")
        if not 0 < percent <= 100:
            raise self.error("a percentage above 0 and at most 100", at)
        if self.peek() != "%":
            raise self.error("'%' after the percentage")
        self.pos += 1
        return top_fraction(percent / 100, self.game).astype(float)

    def slot(self) -> tuple[int | None, int | None]:
        """A card, a rank, 'x' with a suit or 'x' alone: (rank or None, suit or None)."""
        self.skip()
        text, start = self.text, self.pos
        char = text[start:start + 1].upper()
        rank: int | None
        if text.startswith("10", start):
            rank, self.pos = 8, start + 2
        elif char and char in _RANKS:
            rank, self.pos = _RANKS.index(char), start + 1
        elif char == "X":
            rank, self.pos = None, start + 1
        else:
            raise self.error("a card ('As'), a rank ('A'), 'x' with a suit ('xs') or 'x'", start)
        suit_char = text[self.pos:self.pos + 1].lower()
        suit = None
        if suit_char and suit_char in _SUITS:
            suit = _SUITS.index(suit_char)
            self.pos += 1
        return rank, suit

    def pattern(self) -> npt.NDArray[np.float64]:
        import numpy as np

        self.pos += 1      # the '('
        first, second = self.slot(), self.slot()
        if self.peek() != ")":
            raise self.error("')' after the two hole cards")
        self.pos += 1
        hole1, hole2, door = _start_cards()

        def matches(codes: npt.NDArray[np.int64], slot: tuple[int | None, int | None]
                    ) -> npt.NDArray[np.bool_]:
            rank, suit = slot
            result = np.ones(codes.shape, bool)
            if rank is not None:
                result &= codes // 4 == rank
            if suit is not None:
                result &= codes % 4 == suit
            return result

        member = ((matches(hole1, first) & matches(hole2, second))
                  | (matches(hole1, second) & matches(hole2, first))) & _starts()[2]
        if self.peek() not in {"", ",", "-", "@", "]"}:
            member &= matches(door, self.slot())
        return member.astype(float)


class HandRange:
    """A stud range: a weight for every start (two hole cards and a door card), from text.

    >>> r = HandRange("(A A), rolled_up@0.5")
    >>> len(r.combos(upcards="Kd"))         # 6 pairs of aces, 3 pairs of kings at weight 0.5
    9
    >>> sorted(w for _, w in r.combos(upcards="Kd"))[:3]
    [0.5, 0.5, 0.5]

    text: the range (the grammar is in docs/RANGES.md); game: the game "top N%" ranks starts
    for (``"stud8"``, ``"stud"`` or ``"razz"``). Raises RangeError naming the position in the
    text and what was expected there.
    """

    __slots__ = ("_weights", "game", "text")

    def __init__(self, text: str, *, game: str = "stud8") -> None:
        import numpy as np

        if not isinstance(text, str):
            raise TypeError(f"a range is text, not {type(text).__name__}")
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}: choose {', '.join(GAMES)}")
        if len(text) > MAX_TEXT:
            raise RangeError(f"a range is at most {MAX_TEXT} characters, this one "
                             f"{len(text)}", MAX_TEXT, "the end of the range")
        if not text.strip():
            raise RangeError("range is empty, position 0: expected a term such as 'any' or "
                             "'(A x)'",
                             0, "a term")
        weights = _Parser(text, game).parse()
        if (weights < 0).any():   # a weight written "-0.5" is read as an exclusion; defence
            raise RangeError("weights are 0 or more")
        self._weights = np.ascontiguousarray(weights)
        self._weights.setflags(write=False)
        self.text = text
        self.game = game

    def __repr__(self) -> str:
        return f"HandRange({self.text!r}, game={self.game!r})"

    @property
    def weights(self) -> npt.NDArray[np.float64]:
        """The (1326, 52) read-only weights: row = hole pair (i < j in code order), column =
        door card."""
        return self._weights

    def combo_arrays(self, upcards: Cards = (), dead: Cards = ()
                     ) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.float64]]:
        """The weighted combos of hidden cards as arrays: codes (m, k) uint8 and weights (m,).

        With upcards (the first is the door card) the combos are the hole pairs (k = 2) whose
        start with that door is in the range; without them, the whole start (k = 3: two hole
        cards then the door). Combos holding an upcard or a dead card are left out, and so
        are combos of weight 0.
        """
        import numpy as np

        up = _codes(upcards, "upcards")
        gone = _codes(dead, "dead")
        if set(up) & set(gone):
            raise RangeError(f"{card(sorted(set(up) & set(gone))[0])!r} is both an upcard "
                             "and dead")
        pairs, doors, _ = _starts()
        blocked = np.zeros(52, bool)
        blocked[up + gone] = True
        if up:
            weights = self._weights[:, up[0]] * ~(blocked[pairs[:, 0]] | blocked[pairs[:, 1]])
            keep = np.flatnonzero(weights)
            return np.ascontiguousarray(pairs[keep]), weights[keep]
        weights = self._weights * ~(blocked[pairs[:, 0]] | blocked[pairs[:, 1]])[:, None]
        weights = weights * ~blocked[None, :]
        rows, columns = np.nonzero(weights)
        codes = np.concatenate([pairs[rows], doors[columns, None]], axis=1)
        return np.ascontiguousarray(codes), weights[rows, columns]

    def combos(self, upcards: Cards = (), dead: Cards = ()
               ) -> list[tuple[tuple[Card, ...], float]]:
        """The weighted combos of a player's hidden cards, given his upcards and the dead cards.

        Each item is (cards, weight): the two hole cards when upcards are given (the first
        upcard is the door card the range's classes and patterns look at), else the whole
        start (two hole cards, then the door). Combos that hold an upcard or a dead card,
        and combos of weight 0, are left out. Cards held by other players are the caller's
        to remove (range_equity removes them exactly, combo against combo).
        """
        codes, weights = self.combo_arrays(upcards, dead)
        return [(tuple(card(c) for c in row), float(w))
                for row, w in zip(codes.tolist(), weights.tolist(), strict=True)]


def _codes(cards: Cards, what: str) -> list[int]:
    try:
        codes = _core.card_codes(cards)
    except (TypeError, ValueError) as error:
        raise RangeError(f"{what}: {error}") from None
    if len(set(codes)) != len(codes):
        raise RangeError(f"{what} hold a card twice")
    return codes


def as_range(value: str | HandRange, game: str) -> HandRange:
    """A HandRange from text (for this game) or a HandRange (whose game must agree)."""
    if isinstance(value, HandRange):
        if value.game != game and "top" in value.text.lower():
            raise RangeError(f"the range {value.text!r} ranks starts for {value.game}, "
                             f"not {game}")
        return value
    return HandRange(value, game=game)
