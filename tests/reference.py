"""An independent, obviously-correct reference for hand ranking, written plainly.

It shares no code or tables with cstud: cards are (rank, suit) pairs of its own, a hand is
scored by looking at every set of five cards, and scores are plain tuples that compare the
way poker hands do (greater is better for high; for lows the *smaller* tuple is better).
Slow on purpose; memoised on the only things that matter (the ranks and whether all five
share a suit), which is what makes checking millions of hands affordable.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations

RANKS = "23456789TJQKA"
SUITS = "cdhs"

# High categories, weakest first.
HIGH_CARD, ONE_PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)


def rank_suit(code: int) -> tuple[int, int]:
    """Reference decoding of a card code: rank 0..12 (2..A), suit 0..3 (c, d, h, s)."""
    return code // 4, code % 4


def from_text(text: str) -> list[int]:
    """'As Kd' -> codes, written independently of cstud's parser."""
    out = []
    for token in text.split():
        out.append(RANKS.index(token[0].upper()) * 4 + SUITS.index(token[1].lower()))
    return out


@cache
def _high5(ranks: tuple[int, ...], flush: bool) -> tuple[int, ...]:
    counts = Counter(ranks)
    # groups: biggest count first, then highest rank
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    ordered = tuple(rank for rank, _ in groups)
    shape = tuple(count for _, count in groups)
    distinct = sorted(counts, reverse=True)
    straight_top = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            straight_top = distinct[0]
        elif distinct == [12, 3, 2, 1, 0]:
            straight_top = 3  # the wheel: five-high
    if straight_top is not None and flush:
        return (STRAIGHT_FLUSH, straight_top)
    if shape == (4, 1):
        return (QUADS, *ordered)
    if shape == (3, 2):
        return (FULL_HOUSE, *ordered)
    if flush:
        return (FLUSH, *ordered)
    if straight_top is not None:
        return (STRAIGHT, straight_top)
    if shape == (3, 1, 1):
        return (TRIPS, *ordered)
    if shape == (2, 2, 1):
        return (TWO_PAIR, *ordered)
    if shape == (2, 1, 1, 1):
        return (ONE_PAIR, *ordered)
    return (HIGH_CARD, *ordered)


def high5(cards: tuple[int, ...]) -> tuple[int, ...]:
    """Score of exactly five cards; greater is stronger."""
    ranks = tuple(sorted(code // 4 for code in cards))
    flush = len({code % 4 for code in cards}) == 1
    return _high5(ranks, flush)


def best_high(cards: list[int]) -> tuple[int, ...]:
    """Score of the best five of the cards."""
    return max(high5(five) for five in combinations(cards, 5))


def _low_value(code: int) -> int:
    """Ace-to-five value: ace 1, deuce 2, ..., king 13."""
    rank = code // 4
    return 1 if rank == 12 else rank + 2


def best_low8(cards: list[int]) -> tuple[int, ...] | None:
    """Best eight-or-better low as its five values high to low (smaller is better), or None."""
    best = None
    for five in combinations(cards, 5):
        values = sorted((_low_value(code) for code in five), reverse=True)
        if len(set(values)) == 5 and values[0] <= 8:
            candidate = tuple(values)
            if best is None or candidate < best:
                best = candidate
    return best


@cache
def _razz5(values: tuple[int, ...]) -> tuple[int, ...]:
    counts = Counter(values)
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    shape = tuple(count for _, count in groups)
    badness = {(1, 1, 1, 1, 1): 0, (2, 1, 1, 1): 1, (2, 2, 1): 2, (3, 1, 1): 3, (3, 2): 4,
               (4, 1): 5}[shape]
    return (badness, *(value for value, _ in groups))


def best_razz(cards: list[int]) -> tuple[int, ...]:
    """Best ace-to-five low with pairs counting against it; smaller is better."""
    return min(_razz5(tuple(sorted(_low_value(code) for code in five)))
               for five in combinations(cards, 5))
