"""The stud classes of starting hands, each defined once, in words and in code.

A *start* is a player's three 3rd-street cards: two hole cards and the door card (the first
upcard). Every class is a property of the start alone, so it means the same in stud, stud/8 and
razz (what a class is *worth* differs by game; "top X%" is the range term that knows the game).
Ranks count 2..14 with the ace as 14, except where a class says the ace also counts as 1.

The code works on NumPy arrays of ranks (0..12 for 2..A, the card code // 4) and suits, one entry
per start, so that a class is evaluated over all 66,300 (hole pair, door) starts at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy.typing as npt

_Arrays = tuple["npt.NDArray[Any]", "npt.NDArray[Any]", "npt.NDArray[Any]"]

ACE = 12
"""The ace's rank code (card code // 4)."""


@dataclass(frozen=True)
class StartClass:
    """A named class of starts: its name in the range language, its definition in words, and
    the predicate that decides it from the (hole, hole, door) ranks and suits."""

    name: str
    words: str
    predicate: Callable[[_Arrays, _Arrays], npt.NDArray[Any]]


def _distinct(r: _Arrays) -> npt.NDArray[Any]:
    distinct: npt.NDArray[Any] = (r[0] != r[1]) & (r[0] != r[2]) & (r[1] != r[2])
    return distinct


def _span(a: npt.NDArray[Any], b: npt.NDArray[Any], c: npt.NDArray[Any]) -> npt.NDArray[Any]:
    import numpy as np

    span: npt.NDArray[Any] = np.maximum(np.maximum(a, b), c) - np.minimum(np.minimum(a, b), c)
    return span


def _three_straight(r: _Arrays, s: _Arrays) -> npt.NDArray[Any]:
    import numpy as np

    # The ace plays high (rank code 12) or low (-1, below the deuce's 0): either way will do.
    low = [np.where(x == ACE, -1, x) for x in r]
    return _distinct(r) & ((_span(*r) <= 4) | (_span(*low) <= 4))


def _low(limit: int) -> Callable[[_Arrays, _Arrays], npt.NDArray[Any]]:
    """Three different ranks, each `limit` or lower with the ace counting 1."""
    import numpy as np

    def predicate(r: _Arrays, s: _Arrays) -> npt.NDArray[Any]:
        values = [np.where(x == ACE, 1, x + 2) for x in r]
        return _distinct(r) & (values[0] <= limit) & (values[1] <= limit) & (values[2] <= limit)

    return predicate


_LOW_NAMES = {5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "T", 11: "J", 12: "Q", 13: "K"}

CLASSES: dict[str, StartClass] = {
    c.name: c
    for c in [
        StartClass("rolled_up", "three cards of one rank (trips)",
                   lambda r, s: (r[0] == r[1]) & (r[1] == r[2])),
        StartClass("buried_pair", "the two hole cards are a pair and the door card is another rank",
                   lambda r, s: (r[0] == r[1]) & (r[2] != r[0])),
        StartClass("split_pair", "the door card pairs exactly one of the hole cards",
                   lambda r, s: (r[2] == r[0]) != (r[2] == r[1])),
        StartClass("pair", "any two of the three cards have the same rank (a buried or split pair, "
                   "or rolled up)", lambda r, s: ~_distinct(r)),
        StartClass("three_flush", "all three cards of one suit",
                   lambda r, s: (s[0] == s[1]) & (s[1] == s[2])),
        StartClass("three_straight", "three different ranks within five consecutive ranks, the ace "
                   "high (A-K-Q) or low (A-2-3): three cards of one straight", _three_straight),
        *(StartClass(f"low{char}", f"three different ranks, each {limit} or lower with the ace "
                     f"counting 1: three to a {limit}-low", _low(limit))
          for limit, char in _LOW_NAMES.items()),
    ]
}
"""Every class by its name in the range language (``low8`` is three to an eight-low...)."""
