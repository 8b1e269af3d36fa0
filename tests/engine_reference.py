"""The reference engine: cstud's HandState as it was in Python before the state machine moved
into the compiled core (src/cstud/_engine.pxi), kept here unchanged, as tests/reference.py is
for the evaluator, so that tests/test_engine_differential.py compares the shipped engine with
an independent implementation of the same rules (R1-R17) on 100,000 random hands.

It deals from its own deck, :class:`deck_reference.Deck` (beside it in tests/: the Python deck
the core's dealing was written from, no longer shipped) and settles with
``cstud.showdown.settle``; only the class is named ReferenceHand.

Original module docstring:

The hand state: one hand of Seven Card Stud Hi/Lo, Stud or Razz, played by the rules of
RULES.md (R1-R17) and settled by ``cstud.showdown.settle`` (R18-R23). The cards come from
its :class:`Deck` (dealing, burns, the stub, cards given in advance); the
state keeps the betting and the showdown.

Shape (after pokerkit's): at every point the state says whose turn it is (``actor``) or what it
waits for (``status``); ``legal_actions()`` lists what the actor may do with exact amounts;
``verify(action)`` says why an action is illegal (IllegalActionError), ``can(action)`` is the
predicate, ``apply(action)`` does it and returns the record appended to ``operations``, the
hand history. A rejected action changes nothing.

The per-action path is plain list arithmetic: no copies, legal actions computed only when
asked for (and cached until the next change).
"""

from __future__ import annotations

import operator
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, cast

from deck_reference import Deck

from cstud.cards import Card, card
from cstud.game import Status
from cstud.game.actions import (
    BET,
    BRING_IN,
    CALL,
    CHECK,
    COMPLETE,
    FOLD,
    MUCK,
    RAISE,
    SHOW,
    STREET_NAMES,
    Action,
    ActionKind,
    AntePosted,
    CardBurned,
    CardsDealt,
    CommunityCardDealt,
    HandMucked,
    HandShown,
    IllegalActionError,
    Operation,
    PlayerActed,
    PotAwarded,
    RakeTaken,
    StubScrambled,
    UncalledBetReturned,
)
from cstud.game.boards import (
    Upcards,
    board_key,
    bring_in_key,
    describe_board,
    leader,
    showdown_order,
)
from cstud.game.options import GAMES, Game, Options
from cstud.hands import describe as describe_hand
from cstud.showdown import MAX_CHIPS, Settlement, settle

# STREET_NAMES and IllegalActionError live in cstud.game.actions; the modules that imported
# them from here still may (cstud.game exports them all).
__all__ = ["ReferenceHand"]

MIN_PLAYERS = 2
MAX_PLAYERS = 8
"""R1: a stud table deals in 2 to 8 players (7 cards each from one deck)."""
_DEFAULT_OPTIONS = Options()
# The actions without an amount, made once (Actions are immutable).
_FOLD, _CHECK, _SHOW, _MUCK = Action(FOLD), Action(CHECK), Action(SHOW), Action(MUCK)


DEALING, BETTING, SHOWDOWN, OVER = Status

def _int(value: Any, name: str, minimum: int, maximum: int | None = None) -> int:
    """An int argument: an int or an integer type such as NumPy's (through __index__), never
    a bool or a float; at most `maximum` chips when one is given."""
    if isinstance(value, bool | float) or not hasattr(type(value), "__index__"):
        raise TypeError(f"{name} must be an int, not {value!r}")
    number = operator.index(value)
    if number < minimum:
        raise ValueError(f"{name} must be at least {minimum}, not {number}")
    if maximum is not None and number > maximum:
        raise ValueError(f"{name} is {number} chips, more than the limit MAX_CHIPS = 2**56 - 1 "
                         f"(settle counts at most that many chips a seat)")
    return number


def _seating(dealer: int, has_chips: tuple[bool, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The seats dealt in (those with chips, R3) in seat order from the dealer's left, and
    for each seat the next of them clockwise (-1 for a seat not dealt in)."""
    n = len(has_chips)
    order = tuple(seat % n for seat in range(dealer + 1, dealer + 1 + n) if has_chips[seat % n])
    following = [-1] * n
    for index, seat in enumerate(order):
        following[seat] = order[(index + 1) % len(order)]
    return order, tuple(following)


class HandState:  # the reference; ReferenceHand below
    """One hand of fixed-limit Seven Card Stud Hi/Lo (or Stud, or Razz).

    Args:
        stacks: each seat's chips (ints), 2 to 8 seats in clockwise order. A seat with 0 chips
            is not dealt in (R3); 2 to 8 players must be (R1). At most ``MAX_CHIPS``.
        ante, bring_in, small_bet, big_bet: the stakes (R2): ante >= 0, 0 < bring_in <
            small_bet <= big_bet <= ``MAX_CHIPS``; big_bet defaults to twice the small bet.
        game: "stud8" (default), "stud" (high only) or "razz".
        options: the house rules (:class:`Options`, default RULES.md section 3).
        dealer: the dealer's seat; dealing and "seat order" start at his left (default: the
            last seat, so that seat 0 is dealt first).
        seat_numbers: each seat's number at the table, for the rule that goes by it (the
            ``seat_order_show`` option: the lowest number shows first) and for hand histories;
            distinct ints >= 0 (default 1..n, seat 0 being number 1).
        seed: seeds this hand's own ``random.Random`` (the shuffle; nothing global is used).
        deck: the full deck order instead (52 distinct cards, the first dealt first).
        cards: cards given per seat, in the order that seat receives them (a mapping seat ->
            cards, or one entry per seat, None for none); the rest come from the shuffle.
        community: the community card to use if one is needed (R16).
        auto_deal: deal each street as soon as it is due (default). With False the state
            waits in ``Status.DEALING`` for :meth:`deal`, which may name the cards.
        auto_showdown: show every live hand at showdown (cards speak, R17.6; default). With
            False each player in showdown order chooses to show or muck (R17.4).
    """

    __slots__ = (
        "_acted_bet",
        "_acted_serial",
        "_aggressor",
        "_began_heads_up",
        "_bets",
        "_board_keys",
        "_bring_in_seat",
        "_cap",
        "_capped",
        "_cards",
        "_community",
        "_contrib",
        "_current",
        "_deck",
        "_first",
        "_forced",
        "_in_hand",
        "_largest",
        "_legal",
        "_level",
        "_live",
        "_n",
        "_next",
        "_open",
        "_order",
        "_pending",
        "_queue",
        "_reached_fourth",
        "_reopen",
        "_runout",
        "_shown",
        "_stacks",
        "_units",
        "_up",
        "_wagers",
        "actor",
        "ante",
        "auto_deal",
        "auto_showdown",
        "big_bet",
        "bring_in",
        "dealer",
        "game",
        "operations",
        "options",
        "seat_numbers",
        "settlement",
        "small_bet",
        "starting_stacks",
        "status",
        "street",
    )

    def __init__(
        self,
        stacks: Sequence[int],
        ante: int,
        bring_in: int,
        small_bet: int,
        big_bet: int | None = None,
        *,
        game: Game = "stud8",
        options: Options | None = None,
        dealer: int | None = None,
        seat_numbers: Sequence[int] | None = None,
        seed: Any = None,
        deck: Any = None,
        cards: Mapping[int, Any] | Sequence[Any] | None = None,
        community: Any = None,
        auto_deal: bool = True,
        auto_showdown: bool = True,
    ) -> None:
        # --- the table and the stakes (R1, R2) -------------------------------------------
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}: one of {', '.join(GAMES)}")
        options = _DEFAULT_OPTIONS if options is None else options
        if not isinstance(options, Options):
            raise TypeError(f"options is an Options, not {options!r}")
        if game == "razz" and options.open_pair_double_bet:
            raise ValueError("open_pair_double_bet is a Stud rule; Razz has no open-pair "
                             "double bet (R11)")
        if isinstance(stacks, (str, bytes)) or not isinstance(stacks, Sequence):
            raise TypeError(f"stacks is a sequence of ints, one per seat, not {stacks!r}")
        n = len(stacks)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise ValueError(f"a stud table has {MIN_PLAYERS} to {MAX_PLAYERS} seats (R1), got "
                             f"{n} stacks")
        stacks = list(stacks)
        if not all(type(stack) is int and 0 <= stack <= MAX_CHIPS for stack in stacks):
            # say which, or take int subclasses and NumPy integers as plain ints
            stacks = [_int(stack, f"stack of seat {seat}", 0, MAX_CHIPS)
                      for seat, stack in enumerate(stacks)]
        has_chips = tuple(stack > 0 for stack in stacks)
        players = sum(has_chips)
        if players < MIN_PLAYERS:
            raise ValueError(f"a hand needs at least 2 players with chips (R1), got {players}")
        # M1: no stack or stake beyond what settle can count, so no legal hand reaches it.
        ante = _int(ante, "ante", 0, MAX_CHIPS)
        bring_in = _int(bring_in, "bring_in", 1, MAX_CHIPS)
        small_bet = _int(small_bet, "small_bet", 1, MAX_CHIPS)
        if big_bet is None:
            big_bet = 2 * small_bet
            if big_bet > MAX_CHIPS:
                _int(big_bet, "big_bet (twice the small bet)", 1, MAX_CHIPS)
        else:
            big_bet = _int(big_bet, "big_bet", 1, MAX_CHIPS)
        if not bring_in < small_bet <= big_bet:
            raise ValueError(f"the stakes need bring_in < small_bet <= big_bet (R2), got "
                             f"{bring_in}, {small_bet}, {big_bet}")
        if dealer is None:
            dealer = n - 1
        dealer = _int(dealer, "dealer", 0)
        if dealer >= n:
            raise ValueError(f"dealer seat {dealer} is not one of the {n} seats")
        if seat_numbers is None:
            seat_numbers = range(1, n + 1)
        elif isinstance(seat_numbers, (str, bytes)) or not isinstance(seat_numbers, Sequence):
            raise TypeError(f"seat_numbers is a sequence of ints, one per seat, not "
                            f"{seat_numbers!r}")
        seat_numbers = tuple(_int(number, "seat number", 0) for number in seat_numbers)
        if len(seat_numbers) != n or len(set(seat_numbers)) != n:
            raise ValueError(f"seat_numbers must be {n} distinct numbers, one per seat, got "
                             f"{list(seat_numbers)}")
        # Seat order: clockwise from the dealer's left, players with chips only (R3).
        order, following = _seating(dealer, has_chips)

        self.game: Game = game
        self.options = options
        self.ante = ante
        self.bring_in = bring_in
        self.small_bet = small_bet
        self.big_bet = big_bet
        self.dealer = dealer
        self.seat_numbers: tuple[int, ...] = seat_numbers
        self.starting_stacks = tuple(stacks)
        self.auto_deal = bool(auto_deal)
        self.auto_showdown = bool(auto_showdown)
        self.operations: list[Operation] = []
        self.settlement: Settlement | None = None

        self._n = n
        self._order = order
        self._next = following
        self._stacks = stacks
        self._contrib = [0] * n
        self._bets = [0] * n
        self._live = [stack > 0 for stack in stacks]
        self._in_hand = players          # how many seats are live (not folded or mucked)
        self._cards: list[list[int]] = [[] for _ in range(n)]
        self._up: list[list[int]] = [[] for _ in range(n)]
        # Each seat's board_key (R12), computed when first needed after an upcard is dealt.
        self._board_keys: list[tuple[int, ...] | None] = [None] * n
        self._community: int | None = None

        # --- the deck (R4, R16) ---------------------------------------------------------
        self._deck = Deck(options, n, order, seed=seed, deck=deck, cards=cards,
                          community=community)
        self._reached_fourth = False
        self._runout = False             # betting is over (all-in): deal out, then show
        self._shown: list[bool] = [False] * n
        self._queue: list[int] = []
        self._legal: tuple[Action, ...] | None = None
        self._reset_round()
        self._cap = 5 if options.wsop_cap else 4
        self._bring_in_seat: int | None = None
        self._first: int | None = None

        # --- antes (R3), then 3rd street -------------------------------------------------
        self.street = 3
        self.actor: int | None = None
        self.status = DEALING
        if ante:
            for seat in self._order:
                amount = min(ante, stacks[seat])
                stacks[seat] -= amount
                self._contrib[seat] = amount
                self.operations.append(AntePosted(seat, amount, stacks[seat] == 0))
        if self.auto_deal:
            self._deal_street(None, None)

    # ------------------------------------------------------------------------------------
    # Reading the state
    # ------------------------------------------------------------------------------------

    @property
    def seat_count(self) -> int:
        """The number of seats (dealt in or not)."""
        return self._n

    @property
    def players(self) -> tuple[int, ...]:
        """The seats dealt in, in seat order from the dealer's left (PHH's p1, p2, ...)."""
        return self._order

    @property
    def stacks(self) -> tuple[int, ...]:
        """Each seat's chips behind (not counting what it has put in)."""
        return tuple(self._stacks)

    @property
    def bets(self) -> tuple[int, ...]:
        """What each seat has wagered on the current street (antes not included)."""
        return tuple(self._bets)

    @property
    def contributions(self) -> tuple[int, ...]:
        """What each seat has put in this hand, antes included, uncalled chips returned."""
        return tuple(self._contrib)

    @property
    def pot(self) -> int:
        """All chips in the middle."""
        return sum(self._contrib)

    @property
    def live(self) -> tuple[int, ...]:
        """Seats still in the hand (dealt in, not folded or mucked), in seat order."""
        return tuple(seat for seat in self._order if self._live[seat])

    @property
    def is_over(self) -> bool:
        return self.status is OVER

    @property
    def to_call(self) -> int:
        """What the actor needs to put in to call (0 when he may check)."""
        if self.status is not BETTING or self.actor is None:
            return 0
        return min(self._current - self._bets[self.actor], self._stacks[self.actor])

    @property
    def short_antes(self) -> tuple[int, ...]:
        """The seats whose stack was below the ante (R3), in seat order: each posted all it
        had and can win only the pot layer it paid for. A stack that covers the ante exactly
        is not short: it is all-in on the ante but in for every ante (R7 still applies)."""
        ante = self.ante
        return tuple(seat for seat in self._order if self.starting_stacks[seat] < ante)

    @property
    def bring_in_seat(self) -> int | None:
        """The seat with the bring-in card on 3rd street (R5), once dealt."""
        return self._bring_in_seat

    @property
    def first_to_act(self) -> int | None:
        """Who opened (or must open) the current street's betting (R5-R7, R12)."""
        return self._first

    @property
    def community_card(self) -> Card | None:
        """The community card, if the stub ran short on 7th street (R16)."""
        return None if self._community is None else card(self._community)

    @property
    def payouts(self) -> tuple[int, ...] | None:
        """What each seat received at the end (pots won and chips returned by settle)."""
        return None if self.settlement is None else tuple(self.settlement.payouts)

    @property
    def showdown_order(self) -> tuple[int, ...]:
        """At showdown: the seats still to show or muck, in order (R17)."""
        return tuple(self._queue)

    def cards(self, seat: int) -> tuple[Card, ...]:
        """A seat's own cards in the order dealt (the community card is not included)."""
        return tuple(card(code) for code in self._cards[seat])

    def up_cards(self, seat: int) -> tuple[Card, ...]:
        """A seat's face-up cards."""
        return tuple(card(code) for code in self._up[seat])

    def down_cards(self, seat: int) -> tuple[Card, ...]:
        """A seat's face-down cards."""
        up = self._up[seat]
        return tuple(card(code) for code in self._cards[seat] if code not in up)

    def describe(self, seat: int, *, showing: bool = False) -> str:
        """R25: a seat's hand in words: "Flush, Queen-high; Eight-six low" once it has five
        cards (the community card counted), else (or with ``showing``) its board, as the
        other players see it: "Pair of Jacks showing"."""
        cards = list(self._cards[seat])
        if self._community is not None:
            cards.append(self._community)
        if showing or len(cards) < 5:
            if not self._up[seat]:
                return "nothing showing"
            return f"{describe_board(self._up[seat], self.game)} showing"
        return describe_hand(cards, self.game)

    def __repr__(self) -> str:
        who = "" if self.actor is None else f", actor=seat {self.actor}"
        return (f"<HandState {self.game} {STREET_NAMES[self.street]} {self.status}{who}, "
                f"pot {self.pot}, stacks {list(self._stacks)}>")

    # ------------------------------------------------------------------------------------
    # Actions: legal_actions, verify, can, apply
    # ------------------------------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        """What the actor may do now, with exact amounts; () when nobody is to act.

        Betting: fold, check, call, bring in, complete, bet, raise (each marked all-in when
        it takes the whole stack). Showdown: show, and muck unless someone is all-in (R17.3).
        """
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    def verify(self, action: Action | ActionKind | str, seat: int | None = None) -> Action:
        """Check that ``action`` (by ``seat``, if given) is legal now; return the legal action
        it matches (with its all-in flag and chips). Raise IllegalActionError saying why not.

        An ``amount`` of 0 on a call, bring-in or wager means "the one legal amount".
        """
        kind, amount = _kind_amount(action)
        if self.status is OVER:
            raise IllegalActionError(f"{_describe(kind, amount)}: the hand is over")
        if self.status is DEALING:
            raise IllegalActionError(f"{_describe(kind, amount)}: {STREET_NAMES[self.street]} "
                                     "must be dealt first (deal())")
        if seat is not None and seat != self.actor:
            raise IllegalActionError(f"{_describe(kind, amount)} by seat {seat}: it is seat "
                                     f"{self.actor}'s turn")
        legal_actions = self.legal_actions()
        for legal in legal_actions:
            if legal.kind is kind and legal.amount == amount:
                return legal
        same_kind = [legal for legal in legal_actions if legal.kind is kind]
        if amount == 0 and len(same_kind) == 1 and kind not in (FOLD, CHECK, SHOW, MUCK):
            return same_kind[0]
        raise IllegalActionError(self._explain(kind, amount, same_kind))

    def can(self, action: Action | ActionKind | str, seat: int | None = None) -> bool:
        """Whether ``action`` is legal now (see :meth:`verify` for the reason when not)."""
        try:
            self.verify(action, seat)
        except IllegalActionError:
            return False
        return True

    def apply(self, action: Action | ActionKind | str, seat: int | None = None) -> Operation:
        """Do ``action`` for the actor (checking ``seat`` if given) and return its record.

        Raises IllegalActionError, leaving the state unchanged, if the action is not legal.
        """
        listed = self._legal
        if seat is None and listed is not None and action in listed:
            legal = action            # fast path: one of the listed actions, as listed
        else:
            legal = self.verify(action, seat)
        self._legal = None
        if self.status is SHOWDOWN:
            return self._show_or_muck(legal.kind is SHOW)
        return self._bet_action(legal)

    # Named shortcuts, one per action ---------------------------------------------------

    def fold(self) -> Operation:
        """Fold (R15)."""
        return self.apply(Action(FOLD))

    def check(self) -> Operation:
        """Check (R15)."""
        return self.apply(Action(CHECK))

    def call(self) -> Operation:
        """Call the current bet, or all-in for less (R15)."""
        return self.apply(Action(CALL))

    def post_bring_in(self) -> Operation:
        """Post the bring-in (R6, R7)."""
        return self.apply(Action(BRING_IN))

    def complete(self, to: int = 0) -> Operation:
        """Complete to the small bet on 3rd street (R8), or all-in for less."""
        return self.apply(Action(COMPLETE, to))

    def bet(self, to: int = 0) -> Operation:
        """Bet (R15); ``to`` is needed only when two sizes are legal (R11 open pair)."""
        return self.apply(Action(BET, to))

    def raise_to(self, to: int = 0) -> Operation:
        """Raise to ``to`` (needed only when more than one amount is legal)."""
        return self.apply(Action(RAISE, to))

    def all_in(self) -> Operation:
        """Put every chip in: the legal all-in action with the largest amount."""
        all_ins = [legal for legal in self.legal_actions() if legal.all_in]
        if not all_ins:
            raise IllegalActionError(
                f"no all-in action is legal now; legal: {_listing(self.legal_actions())}")
        return self.apply(max(all_ins, key=lambda legal: legal.amount))

    def show(self) -> Operation:
        """Show at showdown (R17)."""
        return self.apply(Action(SHOW))

    def muck(self) -> Operation:
        """Muck at showdown, giving up the pot (R17.4)."""
        return self.apply(Action(MUCK))

    # ------------------------------------------------------------------------------------
    # Dealing
    # ------------------------------------------------------------------------------------

    def deal(self, cards: Mapping[int, Any] | None = None, community: Any = None) -> None:
        """Deal the next street (when ``status`` is DEALING), from the deck or as given.

        ``cards`` maps each live seat to its cards of this street (3 on 3rd street, down,
        down, up; 1 later); ``community`` is the card when the stub is short on 7th street
        (R16). Burns of a street dealt this way are counted but not identified.
        """
        if self.status is not DEALING:
            raise IllegalActionError(f"nothing to deal: the hand is {self.status}"
                                     + ("" if self.actor is None else
                                        f" and it is seat {self.actor}'s turn"))
        given: dict[int, list[int]] | None = None
        shared = None
        if cards is not None or community is not None:
            dealt = [code for seat in self._order for code in self._cards[seat]]
            if self._community is not None:
                dealt.append(self._community)
            given, shared = self._deck.check_street(
                self.street, [seat for seat in self._order if self._live[seat]], dealt, cards,
                community)
        self._legal = None
        self._deal_street(given, shared)

    @property
    def needs_community_card(self) -> bool:
        """Whether the deal the hand waits for is 7th street as a community card (R16)."""
        return (self.status is DEALING and self.street == 7
                and self._deck.plan(self._in_hand)[1])

    # ------------------------------------------------------------------------------------
    # Dealing a street (the cards come from the deck, tests/deck_reference.py)
    # ------------------------------------------------------------------------------------

    def _deal_street(self, given: dict[int, list[int]] | None, community: int | None) -> None:
        """Deal the current street (R4, R11, R13, R14, R16), log it, then start its betting."""
        street = self.street
        live = [seat for seat in self._order if self._live[seat]]
        scrambled, burned, burn, dealt, shared = self._deck.deal(street, live, given, community)
        ops = self.operations
        if scrambled is not None:
            ops.append(StubScrambled(street, scrambled))
        if burned:
            ops.append(CardBurned(street, burn))
        if street > 3:
            self._reached_fourth = True
        cards = self._cards
        if shared is not None:
            self._community = shared
            ops.append(CommunityCardDealt(street, shared))
        elif street == 7:
            for seat, codes in zip(live, dealt, strict=True):
                cards[seat].extend(codes)
                ops.append(CardsDealt(seat, 7, codes, (False,)))
        else:
            face_up = (False, False, True) if street == 3 else (True,)
            up, keys = self._up, self._board_keys
            for seat, codes in zip(live, dealt, strict=True):
                cards[seat].extend(codes)
                up[seat].append(codes[-1])
                keys[seat] = None
                ops.append(CardsDealt(seat, street, codes, face_up))
        self._begin_round()

    # ------------------------------------------------------------------------------------
    # Internals: betting rounds
    # ------------------------------------------------------------------------------------

    def _reset_round(self) -> None:
        n = self._n
        self._bets = [0] * n
        self._current = 0          # the amount to call
        self._level = 0            # the last full bet or raise (R10): raises go from here
        self._wagers = 0           # bet units counted toward the cap (R9)
        self._reopen = 0           # increases with each wager that reopens the betting
        self._largest = 0          # full_bet_rule: the largest increment so far
        self._pending = [False] * n
        self._acted_serial = [-1] * n
        self._acted_bet = [0] * n
        self._forced: int | None = None    # the seat that must bring in (R6, R7)
        self._open = False                 # tda_bringin_skip: nobody has brought in yet
        self._units: tuple[int, ...] = ()
        self._capped = False               # headsup "rrop": the cap was reached 3-handed
        self._began_heads_up = False
        self._aggressor: int | None = None

    def _next_with_chips(self, seat: int) -> int:
        """The next live seat clockwise from ``seat`` that still has chips."""
        live, stacks, nxt = self._live, self._stacks, self._next
        candidate = nxt[seat]
        for _ in range(self._n):
            if live[candidate] and stacks[candidate] > 0:
                return candidate
            candidate = nxt[candidate]
        raise AssertionError("no player with chips")

    def _best_board(self, up: Upcards | None = None) -> int:
        """R12: the live seat with the best board (the seats' upcards, or ``up``): the rule
        of boards.leader, with each seat's board key worked out once per upcard dealt."""
        live = self._live
        if up is not None:
            return leader([seat for seat in self._order if live[seat]], up, self.game,
                          self.options.suit_tiebreak_board)
        best, best_key = -1, None
        for seat in self._order:                 # max(), the first of equals, unrolled
            if live[seat]:
                key = self._board_key(seat)
                if best_key is None or key > best_key:
                    best, best_key = seat, key
        return best

    def _board_key(self, seat: int) -> tuple[int, ...]:
        """A seat's board_key, computed once per upcard dealt."""
        key = self._board_keys[seat]
        if key is None:
            key = self._board_keys[seat] = board_key(self._up[seat], self.game,
                                                     self.options.suit_tiebreak_board)
        return key

    def _low_card(self, up: Upcards) -> int:
        """R5: the live seat whose door card brings in."""
        game = self.game
        return max((seat for seat in self._order if self._live[seat]),
                   key=lambda seat: bring_in_key(up[seat][0], game))

    def opener(self, upcards: Upcards) -> int:
        """Who would open the current street's betting if the live seats showed ``upcards``
        (card codes, by seat): the bring-in (R5-R7) on 3rd street, the best board (R12)
        later; a seat with no chips left passes it on (R7, R12.3). The PHH replay places the
        upcards a hand history does not know with it."""
        low = self._low_card(upcards) if self.street == 3 else self._best_board(upcards)
        return self._first_with_chips(low)

    _opener = opener    # the PHH replay's name for it until it calls opener()

    def _first_with_chips(self, seat: int) -> int:
        """``seat`` if it has chips, else the next live seat clockwise that has (R7, R12.3)."""
        return seat if self._stacks[seat] > 0 else self._next_with_chips(seat)

    def _begin_round(self) -> None:
        self._reset_round()
        street = self.street
        live, stacks = self._live, self._stacks
        if street == 3:
            self._bring_in_seat = low = self._low_card(self._up)
        if self._runout:
            self._first = None
            return self._end_round()
        able = [seat for seat in self._order if live[seat] and stacks[seat] > 0]
        if len(able) < 2:
            # Nobody can bet against anybody: no betting round (everyone else is all-in).
            self._first = None
            return self._end_round()
        small, big = self.small_bet, self.big_bet
        # The bring-in, or the best board (R5, R12); an all-in seat passes it on (R7, R12.3).
        first = self._first_with_chips(low if street == 3 else self._best_board())
        if street == 3:
            if stacks[low] > 0 or not self.options.tda_bringin_skip:
                self._forced = first                             # R6; R7 default: passed on
            else:
                self._open = True                                # R7 option: nobody must
            self._units = (small,)
        else:
            if street == 4:
                self._units = (small,)
                if self.options.open_pair_double_bet and any(
                        live[seat] and self._up[seat][0] >> 2 == self._up[seat][1] >> 2
                        for seat in self._order):
                    self._units = (small, big)                            # R11 option
            else:
                self._units = (big,)
        self._began_heads_up = len(able) == 2
        pending = self._pending
        for seat in able:
            pending[seat] = True
        self._first = first
        self.actor = first
        self.status = BETTING

    def _compute_legal(self) -> tuple[Action, ...]:
        status = self.status
        if status is SHOWDOWN:
            if self._any_all_in():
                return (_SHOW,)
            return (_SHOW, _MUCK)
        if status is not BETTING:
            return ()
        seat = self.actor
        assert seat is not None                  # betting: someone is to act
        stack = self._stacks[seat]
        bet = self._bets[seat]
        total = bet + stack
        actions: list[Action] = []
        if self._forced == seat or self._open:
            if self._open:
                actions.append(_FOLD)
            amount = min(self.bring_in, stack)
            actions.append(Action(BRING_IN, amount, amount == stack, amount))
            if stack > self.bring_in:
                to = min(self.small_bet, total)
                actions.append(Action(COMPLETE, to, to == total, to - bet))
            return tuple(actions)
        to_call = self._current - bet
        if to_call > 0:
            actions.append(_FOLD)
            to = min(self._current, total)
            actions.append(Action(CALL, to, to == total, to - bet))
        else:
            actions.append(_CHECK)
            # R15 option. Never for the last live player with chips: his fold would leave
            # the chips he has put in beyond the all-in players to no one.
            if self.options.fold_without_bet and any(
                    self._live[other] and self._stacks[other] > 0 and other != seat
                    for other in self._order):
                actions.append(_FOLD)
        if stack > to_call and self._may_raise(seat) and self._cap_open() and \
                self._others_can_call(seat):
            kind = RAISE if self._wagers else (COMPLETE if self.street == 3 else BET)
            for to in self._raise_targets():
                if to >= total:
                    actions.append(Action(kind, total, True, stack))
                    break
                actions.append(Action(kind, to, False, to - bet))
        return tuple(actions)

    def _raise_targets(self) -> list[int]:
        """The "raise to" amounts of a full bet or raise (R8-R11), smallest first."""
        # Half-bet rule: from the last full bet; no-limit rule: from the (all-in) amount.
        base = self._current if self.options.full_bet_rule and self._wagers else self._level
        return [base + unit for unit in self._units]

    def _may_raise(self, seat: int) -> bool:
        """R10: whether the betting is open for ``seat``: he has not acted since the last full
        bet or raise, or the short all-ins since add up to enough."""
        serial = self._acted_serial[seat]
        if serial < 0 or self._reopen > serial:
            return True
        faced = self._current - self._acted_bet[seat]
        if self.options.full_bet_rule:
            return 0 < self._largest <= faced
        return 2 * faced >= self._units[0]

    def _cap_open(self) -> bool:
        """R9: the raise cap, with the heads-up options."""
        if self._wagers < self._cap:
            return True
        heads_up = self.options.headsup_uncapped
        if heads_up == "wsop_la":
            return self._began_heads_up
        if heads_up == "rrop":
            return not self._capped
        return False

    def _others_can_call(self, seat: int) -> bool:
        """A raise needs someone who can still put in more than the current bet."""
        current, bets, stacks, live = self._current, self._bets, self._stacks, self._live
        for other in self._order:
            if live[other] and other != seat and bets[other] + stacks[other] > current:
                return True
        return False

    def _any_all_in(self) -> bool:
        return self._runout or any(self._live[seat] and self._stacks[seat] == 0
                                   for seat in self._order)

    def _bet_action(self, action: Action) -> Operation:
        seat = self.actor
        assert seat is not None
        kind = action.kind
        street = self.street
        op = PlayerActed(seat, street, action)
        self.operations.append(op)
        self._pending[seat] = False
        if kind is FOLD:
            self._live[seat] = False
            self._in_hand -= 1
            self._deck.give_back(seat)     # cards given for his later streets: stub cards
        elif kind is not CHECK:
            chips = action.chips
            self._stacks[seat] -= chips
            self._bets[seat] += chips
            self._contrib[seat] += chips
            if kind is BRING_IN:
                # R6: a short bring-in stands, but the others must enter for the full amount.
                if self._current < self.bring_in:
                    self._current = self.bring_in
                self._forced = None
                self._open = False
            elif kind is not CALL:                       # a completion, bet or raise
                self._wager(seat, action.amount, action.all_in)
        self._acted_serial[seat] = self._reopen
        self._acted_bet[seat] = self._bets[seat]
        # Whose turn next?
        if self._in_hand == 1:
            self._end_round()
            return op
        pending = self._pending
        nxt = self._next
        candidate = nxt[seat]
        for _ in range(self._n):
            if pending[candidate]:
                self.actor = candidate
                return op
            candidate = nxt[candidate]
        self._end_round()
        return op

    def _wager(self, seat: int, to: int, all_in: bool) -> None:
        """A completion, bet or raise to ``to`` (R8-R11): count it, reopen the betting."""
        current, level, units = self._current, self._level, self._units
        unit = units[0]
        self._forced = None
        self._open = False
        if self.options.full_bet_rule:
            # Every wager counts toward the cap; only one at least as large as the largest
            # so far reopens the betting for those who have acted (the no-limit rule).
            base = current if self._wagers else 0
            increment = to - current
            self._wagers += 1
            if increment >= self._largest:
                self._reopen += 1
                self._largest = increment
            self._level = to
        else:
            # The half-bet rule (R10). A short all-in counts as a full bet or raise (toward
            # the cap, and as the level the next raise goes from) if it is at least half a
            # bet: an opening bet or completion by its size, a raise by how far it goes past
            # the last full bet, so that consecutive short all-ins add up. It reopens the
            # betting for everyone only if it is half a bet more than the bet it faces;
            # otherwise only for the players who now face half a bet or more (_may_raise).
            base = level
            if not all_in:
                counted = reopens = True
            elif not self._wagers:
                counted = reopens = 2 * to >= unit
            else:
                counted = 2 * (to - level) >= unit
                reopens = 2 * (to - current) >= unit
            if counted:
                self._wagers += 1
                self._level = to
            if reopens:
                self._reopen += 1
        if len(units) == 2 and not all_in and to == base + units[1]:
            self._units = (units[1],)                    # R11: once big, all big
        self._current = max(current, to)
        self._aggressor = seat
        live, stacks, pending = self._live, self._stacks, self._pending
        able = 0
        for other in self._order:
            if live[other] and stacks[other] > 0:
                able += 1
                if other != seat:
                    pending[other] = True
        if self._wagers >= self._cap and able > 2:
            self._capped = True                          # R9 "rrop": capped for good

    def _end_round(self) -> None:
        """The betting round is over: return uncalled chips, then the next street, the
        showdown, or the award to the last player."""
        self.actor = None
        self._return_uncalled()
        if self._in_hand == 1:
            self._settle()
            return
        live = [seat for seat in self._order if self._live[seat]]
        if not self._runout and sum(1 for seat in live if self._stacks[seat] > 0) <= 1:
            # R17.3: betting is over with someone all-in: the hands are turned face up and
            # the remaining streets are dealt out.
            self._runout = True
            if self.street < 7:
                for seat in self._showdown_queue(live):
                    self.operations.append(HandShown(seat, tuple(self._cards[seat]), True))
        if self.street == 7:
            self._start_showdown(live)
            return
        self.street += 1
        self.status = DEALING
        if self.auto_deal:
            self._deal_street(None, None)

    def _return_uncalled(self) -> None:
        """R15: the part of the largest contribution that no one else matched goes back."""
        contrib = self._contrib
        second, largest = sorted(contrib)[-2:]        # seats not dealt in put in nothing
        excess = largest - second
        if excess > 0:
            top = contrib.index(largest)
            contrib[top] -= excess
            self._bets[top] -= excess
            self._stacks[top] += excess
            self.operations.append(UncalledBetReturned(top, excess))

    # ------------------------------------------------------------------------------------
    # Internals: showdown and settlement
    # ------------------------------------------------------------------------------------

    def _showdown_queue(self, live: list[int]) -> list[int]:
        """R17: the live seats in showdown order (a bet counts on 7th street only)."""
        aggressor = self._aggressor if self.street == 7 else None
        options = self.options
        best = -1 if aggressor is not None or options.seat_order_show else self._best_board()
        return showdown_order(live, best, options, aggressor=aggressor,
                              seat_numbers=self.seat_numbers)

    def _start_showdown(self, live: list[int]) -> None:
        self._queue = self._showdown_queue(live)
        all_in = self._any_all_in()
        if all_in or self.auto_showdown:
            for seat in self._queue:
                self._shown[seat] = True
                self.operations.append(HandShown(seat, tuple(self._cards[seat]), all_in))
            self._settle()
            return
        self.status = SHOWDOWN
        self.actor = self._queue[0]

    def _show_or_muck(self, show: bool) -> Operation:
        seat = self._queue.pop(0)
        op: Operation
        if show:
            self._shown[seat] = True
            op = HandShown(seat, tuple(self._cards[seat]))
        else:
            self._live[seat] = False
            self._in_hand -= 1
            op = HandMucked(seat)
        self.operations.append(op)
        if not self._queue or self._in_hand == 1:
            # R17.4: when all but one hand is mucked, the last one wins unseen.
            self._settle()
        else:
            self.actor = self._queue[0]
        return op

    def _settle(self) -> None:
        """R20-R23 through cstud.showdown.settle, then pay the seats; nobody is left to act."""
        self.actor = None
        self._queue = []
        live = self._live
        # Chips above what any live player put in can be won by no one (the players who
        # folded to a low card all-in on a short ante, R3, R7): they go back to their owners.
        contrib = self._contrib
        reachable = max(contrib[seat] for seat in self._order if live[seat])
        for seat in self._order:
            if contrib[seat] > reachable:
                excess = contrib[seat] - reachable
                contrib[seat] = reachable
                self._stacks[seat] += excess
                self.operations.append(UncalledBetReturned(seat, excess))
        hands = [tuple(self._cards[seat]) if live[seat] else None for seat in range(self._n)]
        options = self.options
        rake = options.rake
        if isinstance(rake, int):
            # An exact rake takes at most what the pots hold (cstud.settle refuses more):
            # every chip put in, the uncalled ones having gone back already (above, and in
            # _return_uncalled at the end of the last betting round).
            rake = min(rake, sum(contrib))
        settlement = settle(
            list(contrib), hands, game=self.game, odd_chip=options.odd_chip,
            rake=rake, community=self._community, dealer=self.dealer,
            reached_fourth_street=self._reached_fourth)
        self.settlement = settlement
        stacks = self._stacks
        for seat, paid in enumerate(settlement.payouts):
            stacks[seat] += paid
        pots = settlement.pots
        for index in range(len(pots) - 1, -1, -1):       # R20: the newest side pot first
            pot = pots[index]
            self.operations.append(PotAwarded(index, pot.amount, tuple(pot.shares), pot))
        if settlement.rake:
            self.operations.append(RakeTaken(settlement.rake))
        self.status = OVER

    def _explain(self, kind: ActionKind, amount: int, same_kind: list[Action]) -> str:
        """Why ``kind``/``amount`` is not legal now (only called on the error path)."""
        seat = cast(int, self.actor)
        what = _describe(kind, amount)
        legal = self.legal_actions()
        listing = _listing(legal)
        if same_kind:
            amounts = " or ".join(str(action.amount) for action in same_kind)
            return f"{what} by seat {seat} is not allowed: the amount must be {amounts}"
        if self.status is SHOWDOWN:
            return f"{what}: the hand is at showdown; seat {seat} may {listing}"
        if kind in (SHOW, MUCK):
            return f"{what}: there is no showdown yet; seat {seat} may {listing}"
        if self._forced == seat:
            return (f"{what} by seat {seat}: he has the bring-in and must bring in or complete "
                    f"(R6, R7); he may {listing}")
        if self._open:
            return (f"{what} by seat {seat}: nobody has brought in yet (R7, tda_bringin_skip); "
                    f"he may {listing}")
        to_call = self._current - self._bets[seat]
        if kind is BRING_IN:
            return f"{what}: the bring-in is posted only on 3rd street by the low card (R5-R7)"
        if kind is CHECK:
            return f"{what} by seat {seat}: he faces {to_call} to call; he may {listing}"
        if kind is CALL:
            return f"{what} by seat {seat}: there is nothing to call; he may {listing}"
        if kind is FOLD:
            if self.options.fold_without_bet:
                return (f"{what} by seat {seat}: he is the last player with chips and faces "
                        f"no bet; he may {listing}")
            return (f"{what} by seat {seat}: he faces no bet and may check; folding is not "
                    f"allowed then (option fold_without_bet, R15)")
        if self._stacks[seat] <= to_call:
            return f"{what} by seat {seat}: his stack only covers a call; he may {listing}"
        if not self._cap_open():
            return (f"{what} by seat {seat}: the betting is capped at the bet plus "
                    f"{self._cap - 1} raises (R9); he may {listing}")
        if not self._may_raise(seat):
            return (f"{what} by seat {seat}: the all-in since he acted was not a full raise, so "
                    f"the betting is not reopened for him (R10); he may {listing}")
        if not self._others_can_call(seat):
            return (f"{what} by seat {seat}: every other player is all-in, so there is no one to "
                    f"raise; he may {listing}")
        return f"{what} by seat {seat} is not allowed now; he may {listing}"


def _kind_amount(action: Any) -> tuple[ActionKind, int]:
    if isinstance(action, tuple) and action and isinstance(action[0], (ActionKind, str)):
        kind, amount = action[0], (action[1] if len(action) > 1 else 0)
    else:
        kind, amount = action, 0
    if not isinstance(kind, ActionKind):
        try:
            kind = ActionKind(kind)
        except ValueError:
            raise IllegalActionError(
                f"unknown action {action!r}: one of "
                f"{', '.join(kind.value for kind in ActionKind)}") from None
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise IllegalActionError(f"the amount of {kind.value} is an int, not {amount!r}")
    return kind, amount


def _describe(kind: ActionKind, amount: int) -> str:
    return str(Action(kind, amount)) if amount else kind.value.replace("_", " ")


def _listing(actions: Iterable[Action]) -> str:
    texts = [str(action) for action in actions]
    return ", ".join(texts) if texts else "nothing"


ReferenceHand = HandState
