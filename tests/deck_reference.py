"""The reference deck: the deck of one hand in Python (the shuffle, the cards given in
advance, the burns and the stub: R4, R11, R13, R14, R16), which tests/engine_reference.py
deals from. It was cstud.game.deck until the compiled core became the only dealer the package
ships (src/cstud/_engine.pxi: _deal_street, _seventh_street_plan, _spare_given_card); it is
kept here so that the reference engine owns its deck and stays independent of the code it
checks. tests/test_deck.py tests it by rule, and the differential tests hold the core to it.

:class:`Deck` deals each street's cards when the reference hand asks (:meth:`Deck.deal`),
told only which seats are still in: it knows nothing of the betting. It decides how 7th
street is dealt when the stub runs short (R16: a community card, or the casino procedure's
scramble), and checks the cards a caller names for a street (:meth:`Deck.check_street`).
Card code = 4 * rank + suit, as everywhere.

The shuffle is drawn lazily from the hand's own ``random.Random(seed)``: each card is a
uniform pick among the cards left (Fisher-Yates one step at a time), so a hand that ends on
3rd street draws only the cards it deals, and a seed always gives the same order.

>>> from cstud.cards import format_cards
>>> deck = Deck(Options(), seats=2, order=(0, 1), seed=1, cards={0: "As Ks Qs"})
>>> third = deck.deal(3, [0, 1])
>>> format_cards(third.cards[0]), deck.stub          # seat 0's, then 46 cards left
('As Ks Qs', 46)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import Any, NamedTuple

from cstud.cards import card, codes_of
from cstud.game.actions import STREET_NAMES, IllegalActionError
from cstud.game.options import Options

__all__ = ["DealtStreet", "Deck", "seventh_street_plan"]


class DealtStreet(NamedTuple):
    """What one street took from the deck, in the order it happened."""

    scrambled: int | None
    """R16 casino procedure: the stub and the burns were scrambled; the stub's size then."""
    burned: bool
    """A card was burned first (R4)."""
    burn: int | None
    """The burn card, None when not identified (a street dealt with named cards)."""
    cards: list[tuple[int, ...]]
    """Each live seat's cards of the street, in seat order (none on a community street)."""
    community: int | None
    """The community card, when 7th street is one (R16)."""


@cache
def seventh_street_plan(options: Options, players: int, stub: int,
                        burned: int) -> tuple[str, bool]:
    """R16 on 7th street, for ``players`` still in with ``stub`` cards not yet dealt or
    burned (``burned`` of them burned so far): ("burn" | "scramble" | "none", community?)."""
    if options.casino_stub_procedure:
        required = players + 2       # a burn, and the last card is never dealt
        if stub >= required:
            return "burn", False
        if stub + burned >= required:
            return "scramble", False
        if stub >= 3:
            return "burn", True
        return "scramble", True
    if options.burn_cards:
        if stub - 1 >= players:
            return "burn", False
        return ("burn" if stub >= 2 else "none"), True
    return "none", stub < players


def _community_can_be_needed(options: Options, players: int) -> bool:
    """Whether 7th street can be a community card at all: when all ``players`` reach it the
    stub is smallest (6 cards each and the burns dealt), the surest way to run short."""
    burned = 3 if options.burn_cards else 0
    return seventh_street_plan(options, players, 52 - 6 * players - burned, burned)[1]


def _checked(cards: Any, what: str, used: set[int]) -> list[int]:
    try:
        codes = codes_of(cards, what)
    except (ValueError, TypeError) as error:
        raise IllegalActionError(str(error)) from None
    for code in codes:
        if code in used:
            raise IllegalActionError(f"{what}: {card(code)} has already been dealt")
    return codes


class Deck:
    """The cards of one hand: a shuffle (``seed``) or a full deck order (``deck``), cards
    given per seat (``cards``) and for the middle (``community``), the burns and the stub.

    ``order`` is the seats dealt in, in seat order from the dealer's left; ``seats`` the
    number of seats at the table. Raises ValueError or TypeError for cards that cannot be
    dealt: not cards, given twice, more than seven for a seat, for a seat not dealt in, a
    deck order without all 52 cards, or a community card the table can never need (R16).

    Cards given are dealt in the order given. A seat's 7th card given is a stub card like
    the others if 7th street is a community card (R16), and so may be burned or dealt
    elsewhere when the stub runs short; so may the community card given when 7th street
    deals each player his own card. A folded seat's cards given go back to the stub.
    """

    __slots__ = ("_burn_cards", "_burns", "_given", "_given_community", "_lazy",
                 "_options", "_order", "_pool", "_rng", "_seed", "_sevenths", "_street",
                 "stub")

    def __init__(self, options: Options, seats: int, order: Sequence[int], *, seed: Any = None,
                 deck: Any = None, cards: Mapping[int, Any] | Sequence[Any] | None = None,
                 community: Any = None) -> None:
        self._options = options
        self._burn_cards = options.burn_cards
        self._order = tuple(order)
        self.stub = 52
        """Cards not yet dealt or burned (R16); cards given and not yet dealt among them."""
        self._burns: list[int | None] = []
        self._given: list[list[int]] = [[] for _ in range(seats)]   # reversed: pop() next
        self._given_community: int | None = None
        self._sevenths: set[int] = set()      # seats whose 7th card given is not dealt yet
        self._street = 3
        if deck is not None:
            if cards is not None or community is not None:
                raise ValueError("give either a full deck order or cards per seat, not both")
            codes = codes_of(deck, "deck")
            if len(codes) != 52:
                raise ValueError(f"a deck order has all 52 cards, got {len(codes)}")
            self._pool = codes[::-1]          # pop() from the end deals the first card
            self._lazy = False
        elif cards is None and community is None:
            self._pool = list(range(52))
            self._lazy = True
        else:
            reserved = self._read_given(cards, community, seats)
            self._pool = [code for code in range(52) if code not in reserved]
            self._lazy = True
        # A given deck order needs a generator only if the casino stub procedure scrambles
        # (R16): it is made then, since seeding costs more than a street.
        self._seed = seed
        self._rng = random.Random(seed) if self._lazy else None
        players = len(self._order)
        if self._given_community is not None and not _community_can_be_needed(options,
                                                                              players):
            raise ValueError(f"a community card is given, but with {players} players the stub "
                             f"can never run short (R16): it would never be dealt")

    def _read_given(self, cards: Any, community: Any, seats: int) -> set[int]:
        """Read ``cards`` and ``community``; return every card they reserve."""
        reserved: set[int] = set()
        if cards is not None:
            if isinstance(cards, Mapping):
                items = list(cards.items())
            elif isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
                raise TypeError("cards is a mapping seat -> cards, or one entry per seat")
            else:
                items = list(enumerate(cards))
            dealt_in = set(self._order)
            for seat, given in items:
                if given is None:
                    continue
                if isinstance(seat, bool) or not isinstance(seat, int) or not (
                        0 <= seat < seats):
                    raise ValueError(f"cards given for seat {seat!r}, which is not a seat")
                if seat not in dealt_in:
                    raise ValueError(f"cards given for seat {seat}, which has no chips and is "
                                     "not dealt in (R3)")
                codes = codes_of(given, f"cards of seat {seat}")
                if len(codes) > 7:
                    raise ValueError(f"seat {seat} is given {len(codes)} cards; a stud hand "
                                     "has at most 7")
                for code in codes:
                    if code in reserved:
                        raise ValueError(f"card {card(code)} is given twice")
                    reserved.add(code)
                self._given[seat] = codes[::-1]
                if len(codes) == 7:
                    self._sevenths.add(seat)
        if community is not None:
            codes = codes_of(community, "community card")
            if len(codes) != 1:
                raise ValueError(f"the community card is one card, got {len(codes)}")
            if codes[0] in reserved:
                raise ValueError(f"card {card(codes[0])} is given twice")
            reserved.add(codes[0])
            self._given_community = codes[0]
        return reserved

    def __eq__(self, other: object) -> bool:
        """Equal decks deal the same cards from here on (the generator's state compared)."""
        if not isinstance(other, Deck):
            return NotImplemented
        mine, theirs = self._rng, other._rng
        same_rng = (mine.getstate() == theirs.getstate() if mine is not None and
                    theirs is not None else mine is theirs)
        return same_rng and all(getattr(self, name) == getattr(other, name)
                                for name in Deck.__slots__ if name != "_rng")

    __hash__ = None  # type: ignore[assignment]    # mutable

    # --- reading -----------------------------------------------------------------------------

    @property
    def has_given(self) -> bool:
        """Whether cards were given when the hand was created (then deal() names none)."""
        return self._given_community is not None or any(self._given)

    def plan(self, players: int) -> tuple[str, bool]:
        """R16: how 7th street would be dealt to ``players``: ("burn" | "scramble" | "none",
        community card?)."""
        return seventh_street_plan(self._options, players, self.stub, len(self._burns))

    # --- dealing -----------------------------------------------------------------------------

    def _draw(self) -> int:
        """The next card of the stub."""
        pool = self._pool
        if not pool:
            pool.append(self._spare_given_card())
        if self._lazy:
            assert self._rng is not None          # made with the lazy deck
            index = int(self._rng.random() * len(pool))
            code = pool[index]
            pool[index] = pool[-1]
            pool.pop()
            return code
        return pool.pop()

    def _spare_given_card(self) -> int:
        """A card given for later that the stub needs now: the cards left to draw are
        exhausted, but given cards are still in the stub. Only cards that may go undealt
        anyway are taken: a seat's 7th-street card (undealt whenever 7th street is a community
        card, R16) and the community card (unused whenever it is not). On 7th street the
        community card goes first, since the players' own cards are being dealt; before it,
        the 7th-street cards, since a stub that runs dry before 7th street is short on it."""
        sevenths = [seat for seat in self._order if seat in self._sevenths and self._given[seat]]
        community = self._given_community
        if community is not None and (self._street == 7 or not sevenths):
            self._given_community = None
            return community
        if sevenths:
            self._sevenths.discard(sevenths[0])
            return self._given[sevenths[0]].pop(0)     # the last card given, the 7th
        raise AssertionError("the stub has no card left: cstud's count of the stub is wrong")

    def _seat_card(self, seat: int) -> int:
        given = self._given[seat]
        return given.pop() if given else self._draw()

    def _burn(self, identified: bool) -> int | None:
        burned = self._draw() if identified else None
        self._burns.append(burned)
        self.stub -= 1
        return burned

    def give_back(self, seat: int) -> None:
        """A seat folds: the cards given for its later streets are stub cards again."""
        given = self._given[seat]
        if given:
            self._pool.extend(given)
            self._given[seat] = []
            self._sevenths.discard(seat)

    def deal(self, street: int, live: Sequence[int], named: Mapping[int, list[int]] | None = None,
             named_community: int | None = None) -> DealtStreet:
        """Deal ``street`` to the ``live`` seats (in seat order): 3 cards each on 3rd street
        (down, down, up; one at a time, R4), then one card each after a burn (R11, R13, R14),
        7th street as the stub allows (R16). ``named``/``named_community``: the cards a caller
        chose (checked by :meth:`check_street`); the burns are then not identified."""
        self._street = street
        seat_card = self._seat_card
        cards: list[tuple[int, ...]] = []
        if named is not None:
            # Cards named by the caller leave the stub, so that later draws never repeat them.
            chosen = {code for codes in named.values() for code in codes}
            if named_community is not None:
                chosen.add(named_community)
            self._pool = [code for code in self._pool if code not in chosen]
            cards = [tuple(named[seat]) for seat in live] if named else []
        scrambled: int | None = None
        burned = False
        burn: int | None = None
        community: int | None = None
        if street == 3:
            if named is None:
                # One card at a time in seat order: down, down, up (R4).
                first = [seat_card(seat) for seat in live]
                second = [seat_card(seat) for seat in live]
                cards = list(zip(first, second, [seat_card(seat) for seat in live], strict=True))
            self.stub -= 3 * len(live)
        elif street < 7:
            if self._burn_cards:
                burned = True
                burn = self._burn(named is None)
            if named is None:
                cards = [(seat_card(seat),) for seat in live]
            self.stub -= len(live)
        else:
            how, shared = self.plan(len(live))
            if how == "scramble":
                # R16 casino procedure: the stub and the burns are scrambled, cut, burned.
                self._pool.extend(code for code in self._burns if code is not None)
                if not self._lazy:
                    if self._rng is None:
                        self._rng = random.Random(self._seed)
                    self._rng.shuffle(self._pool)
                self.stub += len(self._burns)
                scrambled = self.stub
                self._burns = []
                how = "burn"
            if shared:
                # A community card instead of each player's own: 7th-street cards given
                # per seat cannot be dealt, so they are stub cards like the rest.
                for seat in live:
                    self.give_back(seat)
            if how == "burn":
                burned = True
                burn = self._burn(named is None)
            if shared:
                cards = []
                community = named_community
                if community is None:
                    community = self._given_community
                    if community is None:
                        community = self._draw()
                self.stub -= 1
            else:
                if named is None:
                    cards = [(seat_card(seat),) for seat in live]
                self.stub -= len(live)
        return DealtStreet(scrambled, burned, burn, cards, community)

    def check_street(self, street: int, live: Sequence[int], dealt: Iterable[int], cards: Any,
                     community: Any) -> tuple[dict[int, list[int]], int | None]:
        """Validate the cards a caller names for ``street`` (``cards`` seat -> cards, or
        the ``community`` card when 7th street is one), ``dealt`` being every card dealt to
        a seat or the middle so far; change nothing. Raises IllegalActionError saying what
        is wrong."""
        if self.has_given:
            raise IllegalActionError("cards were given per seat when the hand was created; "
                                     "deal() takes no cards then")
        wants_community = street == 7 and self.plan(len(live))[1]
        # Cards dealt or burned are never dealt again (burns scrambled back in may be).
        used = {code for code in self._burns if code is not None}
        used.update(dealt)
        given: dict[int, list[int]] = {}
        if wants_community:
            if cards:
                raise IllegalActionError(
                    f"7th street is a community card here (R16: the stub has {self.stub} "
                    f"cards for {len(live)} players); give community=, not cards per seat")
            if community is None:
                raise IllegalActionError("7th street is a community card here (R16); give it")
            codes = _checked(community, "community card", used)
            if len(codes) != 1:
                raise IllegalActionError(f"the community card is one card, got {len(codes)}")
            return given, codes[0]
        if community is not None:
            raise IllegalActionError(
                f"no community card on {STREET_NAMES[street]}: the stub has {self.stub} "
                f"cards for {len(live)} players (R16); deal each player his card")
        if not isinstance(cards, Mapping):
            raise IllegalActionError("cards is a mapping seat -> that seat's cards")
        extra = [seat for seat in cards if seat not in live]
        if extra:
            raise IllegalActionError(f"cards given for seat {extra[0]}, which is not in the "
                                     "hand")
        missing = [seat for seat in live if seat not in cards]
        if missing:
            raise IllegalActionError(f"no cards given for seat {missing[0]} on "
                                     f"{STREET_NAMES[street]}")
        count = 3 if street == 3 else 1
        for seat in live:
            codes = _checked(cards[seat], f"cards of seat {seat}", used)
            if len(codes) != count:
                raise IllegalActionError(f"seat {seat} gets {count} card(s) on "
                                         f"{STREET_NAMES[street]}, not {len(codes)}")
            used.update(codes)
            given[seat] = codes
        return given, None
