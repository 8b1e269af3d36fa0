"""Showdown settlement: main and side pots, rake, the hi/lo split and odd chips (R20-R23).

:func:`settle` is the one call: what each seat put in, and each live seat's cards. The work
is done in the compiled core (``src/cstud/_settle.pxi``); this module holds the result
types, the :class:`Rake` rule and the documented signature.

>>> from cstud import settle
>>> result = settle([20, 20, 20, 5], ["As Kd Kh 7c 5d 4s 2c", "Qs Qd 9h 9c 3d 8s Jc",
...                                   "8h 6d 4c 3c Ah Td Tc", None])
>>> result.payouts      # 65 chips: seat 1's queens up take the high half, 33 (the odd chip
(32, 33, 0, 0)
>>> result.pots[0].high_winners, result.pots[0].low_winners   # goes high); seat 0's 7-5 low
((1,), (0,))
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Literal, get_args

from cstud import _core
from cstud.cards import _CARDS, Card, Cards, format_cards

MAX_CHIPS = 2**56 - 1
"""The most chips one seat may put in a hand: :func:`settle` (the compiled core) counts chips
in 64 bits and refuses a contribution of 2**56 or more. The engine refuses stacks and stakes
above it, so that no legal hand can reach it."""

CHIP_LIMIT = MAX_CHIPS + 1
"""The first amount no stack, stake or contribution may reach: ``MAX_CHIPS + 1``."""

CHIP_LIMIT_TEXT = f"2**{CHIP_LIMIT.bit_length() - 1}"
"""How messages write :data:`CHIP_LIMIT` (a power of two): ``"2**56"``."""

Game = Literal["stud8", "stud", "razz"]
OddChipRule = Literal["tda", "rrop", "position"]
ODD_CHIP_RULES: tuple[OddChipRule, ...] = get_args(OddChipRule)
"""The odd-chip rules by name (R23b), as ``settle`` and ``Options.odd_chip`` take them."""
Half = Literal["high", "low", "both"]


def _and_list(words: Sequence[str]) -> str:
    """'1', '1 and 3', '1, 3 and 5'."""
    words = list(words)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


@dataclass(frozen=True, slots=True)
class OddChip:
    """One odd chip of a tied split (R23b, R23c): who got it, in which half, and why.

    ``card`` is the card that decided it (None under the ``"position"`` rule) and ``shared``
    any cards the leading hands had in common before it (the community card). ``contenders``
    are the tied seats still without an odd chip when this one was handed out.
    """

    seat: int
    half: Half
    rule: OddChipRule
    card: Card | None
    shared: tuple[Card, ...]
    contenders: tuple[int, ...]

    @property
    def reason(self) -> str:
        """Why this seat got the chip, in words, seats by number: :meth:`describe`."""
        return self.describe()

    def describe(self, name: Callable[[int], str] | None = None) -> str:
        """Why this seat got the chip, in words made from the fields: the rule, the half,
        the card and the contenders. Each seat is called ``name(seat)`` ("Ada"), or by
        number by default ("seat 2", "seats 0, 1 and 3").

        >>> chip = OddChip(2, "high", "position", None, (), (2, 3))
        >>> chip.describe(), chip.describe(["Ada", "Ben", "Cleo", "Dev"].__getitem__)
        ('seat 2 is the first of the tied seats 2 and 3 clockwise from the dealer', \
'Cleo is the first of the tied Cleo and Dev clockwise from the dealer')
        """
        if name is None:
            seat = f"seat {self.seat}"
            rivals = f"seats {_and_list([str(rival) for rival in self.contenders])}"
        else:
            seat = name(self.seat)
            rivals = _and_list([name(rival) for rival in self.contenders])
        if self.half == "both":
            prefix = "identical hands for both halves split the pot as evenly as possible (R23d); "
            hands = "high hands"
        else:
            prefix = ""
            hands = f"{self.half} hands"
        if self.rule == "position":
            return f"{prefix}{seat} is the first of the tied {rivals} clockwise from the dealer"
        after = f", after the shared {format_cards(self.shared)}" if self.shared else ""
        if self.rule == "tda":
            where = f"the five cards of the tied {hands} of {rivals}"
            if self.half == "low":
                where += " (the ace counts low)"
            return f"{prefix}{self.card} is the highest card by suit in {where}{after}"
        if self.half == "low":
            return (f"{prefix}{self.card} is the lowest card by suit (the ace lowest) among all "
                    f"the cards of the tied low hands of {rivals}{after}")
        return (f"{prefix}{self.card} is the highest card by suit among all the cards of the "
                f"tied {hands} of {rivals}{after}")


@dataclass(frozen=True, slots=True)
class PotResult:
    """How one pot was won. Pots come main pot first, then side pots in order of size.

    ``amount`` is every chip in the pot and ``rake`` what the house took from it, so the
    players share ``amount - rake``: ``high_half`` for the high, ``low_half`` for the low
    (R22; the odd chip of halving is in the high half). With no qualifying low among this
    pot's own ``eligible`` seats the high half is all of it. In ``"razz"`` the whole pot is the
    low half. A pot with one eligible seat goes to it without reading any hand; it is listed as
    its high winner (its low winner in razz). ``shares`` has one entry per seat.
    """

    amount: int
    rake: int
    eligible: tuple[int, ...]
    high_winners: tuple[int, ...]
    low_winners: tuple[int, ...]
    high_half: int
    low_half: int
    shares: tuple[int, ...]
    odd_chips: tuple[OddChip, ...]

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats that won any part of this pot, in seat order."""
        return tuple(sorted({*self.high_winners, *self.low_winners}))

    @property
    def half_shares(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """(high, low): what each seat won from each half of this pot (R22), one entry per
        seat; the two add up to ``shares``. A tied half is shared equally, and each odd
        chip of that half goes to its seat (R23b, R23c). None when identical hands tied
        both halves and the pot was split whole (R23d) into shares no halves make up.

        >>> result = settle([20, 20, 20, 5], ["As Kd Kh 7c 5d 4s 2c", "Qs Qd 9h 9c 3d 8s Jc",
        ...                                   "8h 6d 4c 3c Ah Td Tc", None])
        >>> result.pots[0].half_shares      # seat 1's queens up high, seat 0's 7-5 low
        ((0, 33, 0, 0), (32, 0, 0, 0))
        """
        if any(chip.half == "both" for chip in self.odd_chips):
            return None
        seats = len(self.shares)
        halves: list[tuple[int, ...]] = []
        for half, winners, chips in (("high", self.high_winners, self.high_half),
                                     ("low", self.low_winners, self.low_half)):
            won = [0] * seats
            for seat in winners:
                won[seat] = chips // len(winners)
            for chip in self.odd_chips:
                if chip.half == half:
                    won[chip.seat] += 1
            if sum(won) != chips:
                return None     # R23d with no odd chip: 3 and 3 chips split 3 and 3
            halves.append(tuple(won))
        return halves[0], halves[1]

    def share_of(self, seat: int, half: Literal["high", "low"]) -> int:
        """What ``seat`` won from one half of this pot (see :attr:`half_shares`); raises
        ValueError for a pot split whole between identical hands (R23d)."""
        halves = self.half_shares
        if halves is None:
            raise ValueError("identical hands split this pot whole: it has no halves (R23d)")
        return halves[0 if half == "high" else 1][seat]


@dataclass(frozen=True, slots=True)
class Settlement:
    """The outcome of a hand: what each seat takes back, and the account of every pot.

    ``payouts[i]`` is everything seat i receives, its ``returned`` uncalled chips included.
    ``sum(payouts) + rake == sum(contributions)`` always.
    """

    payouts: tuple[int, ...]
    rake: int
    returned: tuple[int, ...]
    pots: tuple[PotResult, ...]

    @property
    def award_order(self) -> tuple[PotResult, ...]:
        """The pots in the order a dealer awards them (R20): newest side pot first, main last."""
        return self.pots[::-1]


@dataclass(frozen=True, slots=True)
class Rake:
    """A rake rule (R21): ``percent`` of the hand's pots, at most ``cap`` chips per hand.

    ``percent`` may be an int, Fraction, Decimal or str (``"5"``, ``"4.5"``, ``"1/3"``); floats
    are refused because they are not exact. The rake is the true percentage rounded to the
    nearest chip, halves to even (PokerStars' "true percentage"), then capped. With ``no_drop``
    nothing is taken when the hand ended before 4th street. Chips returned uncalled are never
    raked.

    >>> Rake(5, cap=3).amount(75), Rake(10).amount(45), Rake("2.5").amount(140)
    (3, 4, 4)
    """

    percent: Fraction
    cap: int | None = None
    no_drop: bool = True

    def __init__(self, percent: int | Fraction | Decimal | str, cap: int | None = None,
                 no_drop: bool = True) -> None:
        if isinstance(percent, bool | float) or not isinstance(percent, int | Fraction | Decimal
                                                               | str):
            raise TypeError(f"rake percent must be an int, Fraction, Decimal or str, "
                            f"not {percent!r}")
        try:
            exact = Fraction(percent)
        except (ValueError, ArithmeticError):
            raise ValueError(f"rake percent {percent!r} is not a number") from None
        if not 0 <= exact <= 100:
            raise ValueError(f"rake percent must be 0..100, got {percent}")
        if cap is not None and (isinstance(cap, bool) or not isinstance(cap, int)):
            raise TypeError(f"rake cap must be an int or None, not {cap!r}")
        if cap is not None and cap < 0:
            raise ValueError(f"rake cap cannot be negative, got {cap}")
        if not isinstance(no_drop, bool):
            raise TypeError(f"no_drop must be True or False, not {no_drop!r}")
        object.__setattr__(self, "percent", exact)
        object.__setattr__(self, "cap", cap)
        object.__setattr__(self, "no_drop", no_drop)

    def amount(self, pot: int, reached_fourth_street: bool = True) -> int:
        """The rake on a hand whose pots hold ``pot`` chips in all."""
        if self.no_drop and not reached_fourth_street:
            return 0
        numerator = pot * self.percent.numerator
        denominator = 100 * self.percent.denominator
        chips, remainder = divmod(numerator, denominator)
        if 2 * remainder > denominator or (2 * remainder == denominator and chips % 2):
            chips += 1
        return chips if self.cap is None else min(chips, self.cap)


def settle(
    contributions: Sequence[int],
    hands: Sequence[Cards | None],
    *,
    game: Game = "stud8",
    odd_chip: OddChipRule = "tda",
    rake: int | Rake | None = None,
    community: Cards | int | None = None,
    dealer: int = 0,
    reached_fourth_street: bool = True,
) -> Settlement:
    """Settle a stud showdown: side pots (R20), rake (R21), hi/lo split (R22), odd chips (R23).

    * ``contributions[i]``: every chip seat i put in this hand, ante included (ints >= 0).
    * ``hands[i]``: seat i's cards if it is live at showdown (5 to 7 cards as text, codes or
      Cards; exactly its own 6 with a ``community`` card, which every live hand then plays as
      its 7th), or ``None`` if it folded or mucked. A sole live seat wins without showing:
      its hand may be empty (``()`` or ``""``) or hold any of its cards.
    * ``game``: ``"stud8"`` (hi/lo eight or better), ``"stud"`` (high only) or ``"razz"``
      (ace-to-five low, pairs count, no qualifier; the whole pot to the best razz hand).
    * ``odd_chip``: who gets an odd chip among tied hands. ``"tda"`` (TDA/WSOP): the highest
      card by suit in the five cards of the winning hand for that half (for a low the ace
      is lowest, so its top card decides); ``"rrop"`` (Robert's Rules): the highest card by
      suit among all the player's cards for a high, the lowest for a low; ``"position"``: the
      first tied seat clockwise from the dealer. Either way no seat gets two odd chips of one
      split (R23c), and seats tying both halves with identical hands split the pot as evenly
      as possible (R23d). The odd chip of halving a pot goes to the high half (R23a).
    * ``rake``: None, the exact chips taken (as a site's history states it), or a
      :class:`Rake` rule; taken once per hand, main pot first, before any split.
    * ``dealer``: the dealer's seat; seat order runs dealer + 1, dealer + 2, ...
    * ``reached_fourth_street``: False if the hand ended on 3rd street (the no-drop rule).

    A top layer only one seat reached is returned to it uncalled (``Settlement.returned``)
    and is never raked. Folded seats' chips stay in the pots they reached; every pot is split
    on its own among its own live seats. Raises ValueError (naming the seat) or TypeError for
    input no legal hand produces: bad chips or cards, a card held twice, no live seat, a live
    seat with no chips in while others put some in, a folded seat that put in more than every
    live seat.
    """
    return _core.settle(contributions, hands, game, odd_chip, rake, community, dealer,
                        reached_fourth_street)


_core._register_result_types(Settlement, PotResult, OddChip, _CARDS)
