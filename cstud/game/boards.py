"""Who brings in (R5), who acts first on 4th to 7th street (R12) and who shows first (R17),
from the upcards alone.

All are plain comparisons of a few cards, done once per street, so they are Python. The keys
are such that **greater means "this player"**: the greatest bring-in key brings in, the
greatest board key acts first. Card code = 4 * rank + suit, rank 0..12 = 2..A, suit 0..3 =
c, d, h, s. :func:`leader` and :func:`showdown_order` are the rules themselves, used by the
engine and by everything that explains or replays a hand (the demo, the site replay).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING

from cstud.cards import LOW_RANK_NAMES, LOW_RANK_PLURALS, RANK_NAMES, RANK_PLURALS

if TYPE_CHECKING:
    from cstud.game.options import Options

Upcards = Sequence[Sequence[int]] | Mapping[int, Sequence[int]]
"""Each seat's face-up cards (codes), indexed by seat."""


def razz_value(card: int) -> int:
    """A card's rank for Razz: the ace is low. 0 for an ace, 1 for a deuce, ... 12 for a king."""
    return ((card >> 2) + 1) % 13


def bring_in_key(card: int, game: str) -> int:
    """R5: how strongly a door card calls for the bring-in; the greatest key brings in.

    Stud and Stud Hi/Lo: the lowest card, the ace high, clubs lowest (2c brings in first).
    Razz: the highest card, kings high and aces low; between equal ranks the highest suit
    (Ks brings in before Kh), the mirror image, as casino Razz rules have it.

    >>> bring_in_key(0, "stud8") > bring_in_key(1, "stud8")        # 2c over 2d
    True
    >>> bring_in_key(47, "razz") > bring_in_key(46, "razz")        # Ks over Kh
    True
    """
    if game == "razz":
        return razz_value(card) * 4 + (card & 3)
    return 51 - card


def _groups(values: list[int]) -> tuple[int, list[int]]:
    """(category, group values) of a partial hand's ranks: category 4 = four of a kind,
    3 = three of a kind, 2 = two pair, 1 = one pair, 0 = no pair; the values of the groups,
    biggest group first, then the highest value first."""
    counts: dict[int, int] = {}
    for value in values:
        counts[value] = counts.get(value, 0) + 1
    ordered = sorted(counts, key=lambda value: (counts[value], value), reverse=True)
    top = counts[ordered[0]]
    if top >= 3:
        category = top
    elif top == 2:
        category = 2 if len(values) - len(counts) >= 2 else 1
    else:
        category = 0
    return category, ordered


def board_key(upcards: Sequence[int], game: str, suit_tiebreak: bool = False) -> tuple[int, ...]:
    """R12: the strength of a board of 1 to 4 upcards for acting first; greatest acts first.

    Stud and Stud Hi/Lo: the best high board, counting only groups of equal rank (quads >
    trips > two pair > pair > high card, then the groups' ranks and the kickers from the top;
    the ace is high; no straights or flushes). Razz: the best *low* board: fewer pairs first,
    then the lowest cards, compared from the top, aces low.

    ``suit_tiebreak`` (option suit_tiebreak_board, TDA RP-10-D) appends the suit of the
    board's highest card, so equal boards are separated by it (spades highest). For Razz this
    is mirrored, as for the bring-in: the lower suit acts first (an interpretation; the
    rulebooks state the suit rule for high boards only).

    >>> board_key([51, 50], "stud8") > board_key([48, 44], "stud8")   # a pair beats A-K
    True
    """
    if not upcards:
        raise ValueError("a board has at least one upcard")
    if game == "razz":
        values = sorted([razz_value(card) for card in upcards])
        key = _razz_key(tuple(values))
        if suit_tiebreak:
            top = values[-1]
            key += (-min(card & 3 for card in upcards if razz_value(card) == top),)
        return key
    ranks = sorted([card >> 2 for card in upcards])
    key = _high_key(tuple(ranks))
    if suit_tiebreak:
        top = ranks[-1]
        key += (max(card & 3 for card in upcards if card >> 2 == top),)
    return key


def leader(seats: Sequence[int], upcards: Upcards, game: str,
           suit_tiebreak: bool = False) -> int:
    """R12: of ``seats`` (the live seats, in seat order from the dealer's left), the one with
    the best board, the greatest :func:`board_key` of its upcards. Equal boards go to the first
    of them in seat order (position), unless ``suit_tiebreak`` (option suit_tiebreak_board)
    separates them. Who then acts is the engine's: an all-in leader passes it on (R12.3).

    >>> leader([0, 1, 2], {0: [12, 0], 1: [51, 44], 2: [13, 1]}, "stud8")   # A-K beats 5-2
    1
    """
    return max(seats, key=lambda seat: board_key(upcards[seat], game, suit_tiebreak))


def showdown_order(seats: Sequence[int], best_board: int, options: Options, *,
                   aggressor: int | None = None,
                   seat_numbers: Sequence[int] | None = None) -> list[int]:
    """R17: ``seats`` (the live seats, in seat order from the dealer's left) in the order they
    show: from ``aggressor``, the last to bet or raise on 7th street, if any (R17.1); else
    from the lowest seat number under the option seat_order_show (S000; ``seat_numbers`` by
    seat, default the seats themselves); else from ``best_board``, the seat with the best
    board (R17.2: :func:`leader`). Then clockwise.

    >>> from cstud.game.options import Options
    >>> showdown_order([0, 1, 2], 1, Options()), showdown_order([0, 1, 2], 1, Options(),
    ...                                                         aggressor=2)
    ([1, 2, 0], [2, 0, 1])
    """
    if aggressor is not None:
        start = aggressor
    elif options.seat_order_show:
        start = min(seats) if seat_numbers is None else min(seats, key=seat_numbers.__getitem__)
    else:
        start = best_board
    index = list(seats).index(start)
    return [*seats[index:], *seats[:index]]


# A board's key depends only on its ranks, a multiset of at most four of thirteen: each is
# worked out once (a few thousand at most), then looked up.

@cache
def _high_key(ranks: tuple[int, ...]) -> tuple[int, ...]:
    """board_key of Stud boards with these ranks (sorted), before any suit tie-break."""
    category, ordered = _groups(list(ranks))
    return (category, *ordered)


@cache
def _razz_key(values: tuple[int, ...]) -> tuple[int, ...]:
    """board_key of Razz boards with these razz values (sorted), before any suit tie-break."""
    category, ordered = _groups(list(values))
    return (-category, *(-value for value in ordered))


def describe_board(upcards: Sequence[int], game: str = "stud8") -> str:
    """R25: a board's name for logs and interfaces: "Pair of Jacks", "Ace-King high".

    >>> describe_board([37, 36, 51]), describe_board([51, 44]), describe_board([20, 8], "razz")
    ('Pair of Jacks', 'Ace-King high', 'Seven-Four low')
    """
    if game == "razz":
        values = [razz_value(card) for card in upcards]
        names, plurals = LOW_RANK_NAMES, LOW_RANK_PLURALS
    else:
        values = [card >> 2 for card in upcards]
        names, plurals = RANK_NAMES, RANK_PLURALS
    category, ordered = _groups(values)
    if category == 4:
        return f"Four {plurals[ordered[0]]}"
    if category == 3:
        return f"Three {plurals[ordered[0]]}"
    if category == 2:
        return f"Two pair, {plurals[ordered[0]]} and {plurals[ordered[1]]}"
    if category == 1:
        return f"Pair of {plurals[ordered[0]]}"
    text = "-".join(names[value] for value in ordered)
    return f"{text} {'low' if game == 'razz' else 'high'}"
