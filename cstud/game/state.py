"""The hand state: one hand of Seven Card Stud Hi/Lo, Stud or Razz, played by the rules of
RULES.md (R1-R17) and settled by ``cstud.showdown.settle``'s C code (R18-R23).

The state machine runs in the compiled core (``cstud._core._HandCore``, src/cstud/_engine.pxi):
stacks, bets, cards, the deck and its plan (R4, R16), the betting round and the showdown
live in C arrays, and every rule and ``Options`` switch is decided there.
:class:`HandState` is that core with the friendly face: the argument checks and their
messages, ``Action`` objects, the reasons of ``IllegalActionError``, Card objects, and the
operations log, decoded lazily from the core's compact record (and cached). A hand can be
copied (``hand.copy()``, ``copy.copy``, ``copy.deepcopy``: the core's C state copied whole)
and pickled (replayed from its constructor's arguments and its steps).

Shape (after pokerkit's): at every point the state says whose turn it is (``actor``) or what it
waits for (``status``); ``legal_actions()`` lists what the actor may do with exact amounts;
``verify(action)`` says why an action is illegal (IllegalActionError), ``can(action)`` is the
predicate, ``apply(action)`` does it and returns the record appended to ``operations``, the
hand history. A rejected action changes nothing.

For programs that drive many hands there is the stepping path: ``mask``, the legal action
codes as bits of a small int, and ``step(code)``, which does the legal action with that code
and returns the new mask (0 once nobody is to act: the hand is over or waits for ``deal()``);
a code that is not legal raises ValueError and changes nothing.

=====  ==============  =======================================================
code   name            the action
=====  ==============  =======================================================
0      fold            fold
1      check           check
2      call            call (all-in for less if the stack is short)
3      bring_in        post the bring-in (R6, R7)
4      wager           complete, bet or raise by one full unit (all-in if short)
5      wager_big       bet or raise the big bet on 4th street (R11 option)
6      show            show at showdown
7      muck            muck at showdown
=====  ==============  =======================================================

>>> hand = HandState([100, 100, 100], ante=1, bring_in=2, small_bet=5, seed=7)
>>> mask = hand.mask
>>> mask == (1 << BRING_IN_CODE) | (1 << WAGER_CODE)
True
>>> while mask:
...     mask = hand.step((mask & -mask).bit_length() - 1)     # the lowest legal code
>>> hand.is_over, sum(hand.stacks) == 300
(True, True)
"""

from __future__ import annotations

import operator
import pickle
from collections.abc import Iterable, Mapping, Sequence
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from cstud import _core
from cstud.cards import Card, card, codes_of
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
from cstud.game.boards import Upcards, describe_board
from cstud.game.options import GAMES, Game, Options
from cstud.hands import describe as describe_hand
from cstud.showdown import Settlement

# STREET_NAMES and IllegalActionError live in cstud.game.actions; the modules that imported
# them from here still may (cstud.game exports them all).
__all__ = [
    "ACTION_CODES",
    "BRING_IN_CODE",
    "CALL_CODE",
    "CHECK_CODE",
    "FOLD_CODE",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "MUCK_CODE",
    "SHOW_CODE",
    "STREET_NAMES",
    "WAGER_BIG_CODE",
    "WAGER_CODE",
    "HandState",
    "IllegalActionError",
    "Status",
]

MIN_PLAYERS = 2
MAX_PLAYERS: int = _core.MAX_PLAYERS
"""R1: a stud table deals in 2 to 8 players (7 cards each from one deck); the core's bound."""
_DEFAULT_OPTIONS = Options()

ACTION_CODES: tuple[str, ...] = _core.ACTION_CODES
"""The step() codes by number (see the module's table)."""
(FOLD_CODE, CHECK_CODE, CALL_CODE, BRING_IN_CODE, WAGER_CODE, WAGER_BIG_CODE, SHOW_CODE,
 MUCK_CODE) = range(len(ACTION_CODES))


class Status(StrEnum):
    """What the hand waits for."""

    DEALING = "dealing"
    """The next street must be dealt: call ``deal()`` (only when ``auto_deal=False``)."""
    BETTING = "betting"
    """``actor`` must fold, check, call, bring in, complete, bet or raise."""
    SHOWDOWN = "showdown"
    """``actor`` must show or muck (only when ``auto_showdown=False``)."""
    OVER = "over"
    """The pots are awarded: see ``payouts`` and ``settlement``."""


DEALING, BETTING, SHOWDOWN, OVER = Status

# The core's numbering of action kinds, statuses and options (see src/cstud/_engine.pxi).
_KINDS: tuple[ActionKind, ...] = tuple(ActionKind(name) for name in _core.ACTION_KINDS)
_STATUSES: tuple[Status, ...] = tuple(Status(name) for name in _core.ENGINE_STATUSES)
_HEADS_UP = {None: 0, "rrop": 1, "wsop_la": 2}
_ODD_CHIP = {"tda": 0, "rrop": 1, "position": 2}
# the records of _HandCore._records(), by type (R_* in src/cstud/_engine.pxi)
(_ANTE, _DEALT, _BURN, _SCRAMBLE, _COMMUNITY, _ACTED, _UNCALLED, _SHOWN, _MUCKED,
 _SETTLED) = range(10)
_CORE = _core._HandCore
_core_cards = _CORE._cards
_core_up_cards = _CORE._up_cards
_core_community = _CORE._community_code.__get__


def _int(value: Any, name: str) -> int:
    """An int argument: an int or an integer type such as NumPy's (through __index__), never
    a bool or a float. Its value is the core's to judge."""
    if isinstance(value, bool | float) or not hasattr(type(value), "__index__"):
        raise TypeError(f"{name} must be an int, not {value!r}")
    return operator.index(value)


def _checked_table(stacks: Any, ante: Any, bring_in: Any, small_bet: Any, big_bet: Any,
                   game: Any, options: Any, dealer: Any, seat_numbers: Any) -> tuple[Any, ...]:
    """HandState's arguments read into the types the core takes (plain ints, lists, tuples,
    an Options), each refusal saying what an argument is not. Their values (R1, R2, R3,
    MAX_CHIPS, the dealer's seat, distinct seat numbers, Razz's open pair) the core checks,
    in the constructor of src/cstud/_engine.pxi: the one statement of each rule."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}: one of {', '.join(GAMES)}")
    options = _DEFAULT_OPTIONS if options is None else options
    if not isinstance(options, Options):
        raise TypeError(f"options is an Options, not {options!r}")
    if isinstance(stacks, (str, bytes)) or not isinstance(stacks, Sequence):
        raise TypeError(f"stacks is a sequence of ints, one per seat, not {stacks!r}")
    stacks = [stack if type(stack) is int else _int(stack, f"stack of seat {seat}")
              for seat, stack in enumerate(stacks)]
    ante = _int(ante, "ante")
    bring_in = _int(bring_in, "bring_in")
    small_bet = _int(small_bet, "small_bet")
    if big_bet is not None:             # None: twice the small bet, as the core words it
        big_bet = _int(big_bet, "big_bet")
    dealer = len(stacks) - 1 if dealer is None else _int(dealer, "dealer")
    if seat_numbers is None:
        seat_numbers = tuple(range(1, len(stacks) + 1))
    elif isinstance(seat_numbers, (str, bytes)) or not isinstance(seat_numbers, Sequence):
        raise TypeError(f"seat_numbers is a sequence of ints, one per seat, not "
                        f"{seat_numbers!r}")
    else:
        seat_numbers = tuple(_int(number, "seat number") for number in seat_numbers)
    return stacks, ante, bring_in, small_bet, big_bet, options, dealer, seat_numbers


def _option_codes(options: Options) -> tuple[int, ...]:
    """The core's option flags, worked out once per Options object."""
    codes = _OPTION_CODES.get(id(options))
    if codes is not None and codes[0] is options:
        return codes[1]
    flags = (int(options.open_pair_double_bet), int(options.tda_bringin_skip),
             int(options.wsop_cap), _HEADS_UP[options.headsup_uncapped],
             int(options.full_bet_rule), int(options.suit_tiebreak_board),
             int(options.seat_order_show), int(options.casino_stub_procedure),
             int(options.fold_without_bet), int(options.burn_cards))
    if len(_OPTION_CODES) < 64:        # the few Options objects a program plays with
        _OPTION_CODES[id(options)] = (options, flags)
    return flags


# id(options) -> (options, its flags); the Options object is kept, so its id stays its own.
_OPTION_CODES: dict[int, tuple[Options, tuple[int, ...]]] = {}


def core_options(options: Options) -> tuple[tuple[int, ...], int, Any]:
    """An Options object as the core's constructor takes it: the flags, the odd-chip rule's
    code and the rake (an int, or the Rake rule). For cstud's own modules that make the core's
    hands (HandState, cstud.rl's VectorTables), so that the reading is written once."""
    rake = options.rake
    return (_option_codes(options), _ODD_CHIP[options.odd_chip],
            int(rake) if isinstance(rake, int) else rake)


def _given_per_seat(cards: Any, n: int) -> list[list[int] | None]:
    """Cards given per seat (a mapping seat -> cards, or one entry per seat) as the core
    takes them, one list of codes or None per seat. Only their form is read here: which
    seats may be given cards, how many and whether one is given twice, the core decides."""
    if isinstance(cards, Mapping):
        items = list(cards.items())
    elif isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
        raise TypeError("cards is a mapping seat -> cards, or one entry per seat")
    else:
        items = list(enumerate(cards))
    per_seat: list[list[int] | None] = [None] * n
    for seat, given in items:
        if given is None:
            continue
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise ValueError(f"cards given for seat {seat!r}, which is not a seat")
        per_seat[seat] = codes_of(given, f"cards of seat {seat}")
    return per_seat


# the core makes the operations apply() returns, the legal actions and the hand itself
_core._register_operation_types(Action, PlayerActed, HandShown, HandMucked, _KINDS)
_core._register_hand_state(Options, _DEFAULT_OPTIONS, core_options)


def _unpickled_hand(cls: type[HandState], arguments: dict[str, Any],
                    steps: Sequence[tuple[Any, Any]], check: tuple[Any, ...]) -> HandState:
    """A pickled hand, made again (HandState.__reduce__): its constructor's arguments, then
    each step (("deal", None), ("deal", (cards by seat, community)) or (action kind, amount))
    through the public API; the result is checked against what the pickle says the hand
    was (its log's size, stacks and cards), so a pickle that this version of cstud would
    replay differently is refused rather than made into another hand."""
    hand = cls.__new__(cls)
    HandState.__init__(hand, **arguments)
    try:
        for what, detail in steps:
            if what == "deal":
                if detail is None:
                    hand.deal()
                else:
                    hand.deal(detail[0] or None, detail[1])
            else:
                hand.apply(Action(ActionKind(what), detail))
    except IllegalActionError as error:
        raise pickle.UnpicklingError(f"this pickled hand does not replay: {error}") from None
    if _replay_check(hand) != check:
        raise pickle.UnpicklingError("this pickled hand replays to a different hand (pickled "
                                     "by another version of cstud?)")
    return hand


def _steps_of(hand: HandState, arguments: dict[str, Any], named_streets: int
              ) -> list[tuple[Any, Any]]:
    """The steps that make ``hand`` from its constructor's arguments, found by replaying
    it: wherever the replay waits for a deal, the street as ``hand`` dealt it (by name if it
    named the cards); wherever it waits for an actor, the action ``hand`` logged next (the
    engine is deterministic, so the two logs stay the same record for record)."""
    records = hand._records()
    replay = HandState(**arguments)
    steps: list[tuple[Any, Any]] = []
    while replay._log_size < len(records):
        if replay.status is DEALING:
            street = replay.street
            if named_streets >> street & 1:
                cards = {record[1]: list(record[5:5 + record[3]]) for record in records
                         if record[0] == _DEALT and record[2] == street}
                community = next((record[2] for record in records
                                  if record[0] == _COMMUNITY and record[1] == street), None)
                replay.deal(cards or None, community)
                steps.append(("deal", (cards, community)))
            else:
                replay.deal()
                steps.append(("deal", None))
            continue
        record = records[replay._log_size]
        if record[0] == _ACTED:
            step = (_KINDS[record[3]].value, record[4])
        elif record[0] in (_SHOWN, _MUCKED):
            step = ((SHOW if record[0] == _SHOWN else MUCK).value, 0)
        else:
            raise pickle.PicklingError(f"the hand does not replay: record {record} where an "
                                       f"action was awaited")
        replay.apply(Action(ActionKind(step[0]), step[1]))
        steps.append(step)
    if replay._records() != records:
        raise pickle.PicklingError("the hand does not replay to itself")
    return steps


def _replay_check(hand: HandState) -> tuple[Any, ...]:
    """What a replayed hand must show as the pickled one did."""
    return (hand._log_size, hand.stacks, tuple(_core_cards(hand, seat)
                                              for seat in range(hand.seat_count)),
            _core_community(hand))


class HandState(_core._HandCore):
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
            Without one the hand draws a seed of its own from the system's entropy (so that
            its copies and pickles deal the same cards it deals).
        deck: the full deck order instead (52 distinct cards, the first dealt first).
        cards: cards given per seat, in the order that seat receives them (a mapping seat ->
            cards, or one entry per seat, None for none); the rest come from the shuffle.
        community: the community card to use if one is needed (R16).
        auto_deal: deal each street as soon as it is due (default). With False the state
            waits in ``Status.DEALING`` for :meth:`deal`, which may name the cards.
        auto_showdown: show every live hand at showdown (cards speak, R17.6; default). With
            False each player in showdown order chooses to show or muck (R17.4).
    """

    # ante, bring_in, small_bet, big_bet, dealer, auto_deal, auto_showdown: the core's
    __slots__ = ("game", "options", "seat_numbers", "starting_stacks")

    if TYPE_CHECKING:
        game: Game
        options: Options
        seat_numbers: tuple[int, ...]
        starting_stacks: tuple[int, ...]

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
        ) -> None: ...
    else:
        # In C (_HandCore._hand_state_init): a table of plain ints goes straight to the
        # core; anything else, or a table the core refuses, to _init_checked below.
        __init__ = _CORE._hand_state_init

    def _init_checked(self, stacks: Any, ante: Any, bring_in: Any, small_bet: Any,
                      big_bet: Any, game: Any, options: Any, dealer: Any, seat_numbers: Any,
                      seed: Any, deck: Any, cards: Any, community: Any, auto_deal: Any,
                      auto_showdown: Any) -> None:
        """The constructor's checked path: each argument checked in turn, with its message;
        cards are read into codes here and checked by the core, which deals them."""
        stacks, ante, bring_in, small_bet, big_bet, options, dealer, seat_numbers = (
            _checked_table(stacks, ante, bring_in, small_bet, big_bet, game, options, dealer,
                           seat_numbers))
        n = len(stacks)
        deck_codes: list[int] | None = None
        per_seat: list[list[int] | None] | None = None
        community_code = -1
        if deck is not None:
            deck_codes = codes_of(deck, "deck")
        if cards is not None:
            per_seat = _given_per_seat(cards, n)
        if community is not None:
            codes = codes_of(community, "community card")
            if len(codes) != 1:
                raise ValueError(f"the community card is one card, got {len(codes)}")
            community_code = codes[0]
        flags, odd_chip, rake = core_options(options)
        super().__init__(stacks, ante, bring_in, small_bet, big_bet, GAMES.index(game), flags,
                         odd_chip, rake, dealer, seat_numbers, deck_codes, per_seat,
                         community_code, seed, bool(auto_deal), bool(auto_showdown))
        self.game = game
        self.options = options
        self.seat_numbers = tuple(seat_numbers)
        self.starting_stacks = tuple(stacks)

    # ------------------------------------------------------------------------------------
    # Reading the state
    # ------------------------------------------------------------------------------------

    @property
    def status(self) -> Status:
        """What the hand waits for."""
        return _STATUSES[self._status_code]

    @property
    def actor(self) -> int | None:
        """The seat to act, or None (dealing, or the hand is over)."""
        seat: int = self._actor_seat
        return None if seat < 0 else seat

    @property
    def seat_count(self) -> int:
        """The number of seats (dealt in or not)."""
        return len(self.starting_stacks)

    @property
    def live(self) -> tuple[int, ...]:
        """Seats still in the hand (dealt in, not folded or mucked), in seat order."""
        seats: tuple[int, ...] = self._live_seats
        return seats

    @property
    def short_antes(self) -> tuple[int, ...]:
        """The seats whose stack was below the ante (R3), in seat order: each posted all it
        had and can win only the pot layer it paid for. A stack that covers the ante exactly
        is not short: it is all-in on the ante but in for every ante (R7 still applies)."""
        ante = self.ante
        return tuple(seat for seat in self.players if self.starting_stacks[seat] < ante)

    @property
    def community_card(self) -> Card | None:
        """The community card, if the stub ran short on 7th street (R16)."""
        code: int = _core_community(self)
        return None if code < 0 else card(code)

    @property
    def operations(self) -> list[Operation]:
        """The hand history: every ante, card, action, return and award, in order (decoded
        from the core's compact record when read, and kept)."""
        ops: list[Operation] | None = self._ops
        if ops is None:
            ops = self._ops = []
        size: int = self._log_size
        if size > self._decoded:      # up to size: another thread may be stepping the hand
            for record in self._records(self._decoded, size):
                self._decode(record, ops)
            self._decoded = size
        return ops

    def cards(self, seat: int) -> tuple[Card, ...]:
        """A seat's own cards in the order dealt (the community card is not included)."""
        return tuple([card(code) for code in _core_cards(self, seat)])

    def up_cards(self, seat: int) -> tuple[Card, ...]:
        """A seat's face-up cards."""
        return tuple([card(code) for code in _core_up_cards(self, seat)])

    def down_cards(self, seat: int) -> tuple[Card, ...]:
        """A seat's face-down cards."""
        up = _core_up_cards(self, seat)
        return tuple([card(code) for code in _core_cards(self, seat) if code not in up])

    def describe(self, seat: int, *, showing: bool = False) -> str:
        """R25: a seat's hand in words: "Flush, Queen-high; Eight-six low" once it has five
        cards (the community card counted), else (or with ``showing``) its board, as the
        other players see it: "Pair of Jacks showing"."""
        cards = list(_core_cards(self, seat))
        community: int = _core_community(self)
        if community >= 0:
            cards.append(community)
        if showing or len(cards) < 5:
            up = list(_core_up_cards(self, seat))
            if not up:
                return "nothing showing"
            return f"{describe_board(up, self.game)} showing"
        return describe_hand(cards, self.game)

    def opener(self, upcards: Upcards) -> int:
        """Who would open the current street's betting if the live seats showed ``upcards``
        (card codes, by seat): the bring-in (R5-R7) on 3rd street, the best board (R12)
        later; a seat with no chips left passes it on (R7, R12.3). The PHH replay places the
        upcards a hand history does not know with it."""
        if isinstance(upcards, Mapping):
            boards = [list(upcards.get(seat, ())) for seat in range(self.seat_count)]
        else:
            boards = [list(up) for up in upcards]
        seat = self._opener(boards)
        assert seat is not None                     # a hand always has a live seat
        return seat

    # ------------------------------------------------------------------------------------
    # Copying and pickling
    # ------------------------------------------------------------------------------------

    if TYPE_CHECKING:
        def copy(self) -> HandState:
            """An independent copy of the hand as it is now (what ``copy.copy`` and
            ``copy.deepcopy`` make): acting on one never changes the other, and both deal
            the same cards from then on (a hand without a seed draws one of its own)."""
            ...
    else:
        # In C (_HandCore._clone): the core's C struct copied whole, the log's buffer and
        # the decoded operations copied, the immutable Python parts shared.
        copy = _CORE._clone

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as the hand's constructor arguments (the seed, deck order, cards and
        community card as given) and its steps since (actions, shows and mucks, and the
        streets dealt by ``deal()``, with the cards when they were named), which
        unpickling replays through the public API: a pickle does not depend on the
        core's memory layout. The engine is deterministic, so the replay is the same hand,
        including the cards it will deal (a hand made without a seed drew one of its own).
        Everything is read from one copy, so that a pickle taken while another thread steps
        the hand is of one state."""
        hand = self.copy()
        deck, cards, community, seed, named_streets = hand._given()
        arguments = {
            "stacks": list(self.starting_stacks), "ante": self.ante,
            "bring_in": self.bring_in, "small_bet": self.small_bet, "big_bet": self.big_bet,
            "game": self.game, "options": self.options, "dealer": self.dealer,
            "seat_numbers": self.seat_numbers, "seed": seed, "deck": deck, "cards": cards,
            "community": None if community < 0 else community,
            "auto_deal": self.auto_deal, "auto_showdown": self.auto_showdown,
        }
        steps = _steps_of(hand, arguments, named_streets)
        extra = _extra_state(self)
        return (_unpickled_hand, (type(self), arguments, steps, _replay_check(hand))) + (
            () if extra is None else (extra,))

    def __setstate__(self, state: tuple[dict[str, Any] | None, dict[str, Any]]) -> None:
        """A subclass's own attributes, as ``__reduce__`` gave them (its __dict__ and slots).
        The hand's own state comes only from the replay: a pickle naming one of its
        attributes (``street``, ``stacks``, ``starting_stacks``...) is refused."""
        own, slots = state
        for name in (*(own or {}), *slots):
            if hasattr(HandState, name):
                raise pickle.UnpicklingError(f"this pickle sets the hand's own attribute "
                                             f"{name!r}; a hand's state comes from its replay")
        if own:
            self.__dict__.update(own)
        for name, value in slots.items():
            setattr(self, name, value)

    def __repr__(self) -> str:
        who = "" if self.actor is None else f", actor=seat {self.actor}"
        return (f"<HandState {self.game} {STREET_NAMES[self.street]} {self.status}{who}, "
                f"pot {self.pot}, stacks {list(self.stacks)}>")

    # ------------------------------------------------------------------------------------
    # Actions: legal_actions, verify, can, apply
    # ------------------------------------------------------------------------------------

    if TYPE_CHECKING:
        def legal_actions(self) -> tuple[Action, ...]:
            """What the actor may do now, with exact amounts; () when nobody is to act."""
            ...

        def apply(self, action: Action | ActionKind | str, seat: int | None = None
                  ) -> Operation:
            """Do ``action`` for the actor (checking ``seat`` if given); return its record."""
            ...
    else:
        # In C: the Action objects are made there, listed once per state (cached by the
        # log size: every action and street adds a record).
        legal_actions = _CORE._listed_actions
        # In C: an Action that matches a legal one is done and its operation made there in
        # one call; anything else (strings, kinds, seat=, an illegal action) goes to
        # _apply_checked, which explains a refusal.
        apply = _CORE._apply_or_explain

    def verify(self, action: Action | ActionKind | str, seat: int | None = None) -> Action:
        """Check that ``action`` (by ``seat``, if given) is legal now; return the legal action
        it matches (with its all-in flag and chips). Raise IllegalActionError saying why not.

        An ``amount`` of 0 on a call, bring-in or wager means "the one legal amount".
        """
        kind, amount = _kind_amount(action)
        status = self.status
        if status is OVER:
            raise IllegalActionError(f"{_describe(kind, amount)}: the hand is over")
        if status is DEALING:
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

    def _apply_checked(self, action: Action | ActionKind | str,
                       seat: int | None = None) -> Operation:
        """apply() of anything but a legal Action without a seat: verify() says why not (the
        state unchanged), else the matching legal action is done."""
        legal = self.verify(action, seat)
        operation: Operation | None = self._apply_listed(legal)
        if operation is None:
            raise AssertionError(f"the core refused the legal {legal}")
        return operation

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
        self._usable()
        if self.status is not DEALING:
            raise IllegalActionError(f"nothing to deal: the hand is {self.status}"
                                     + ("" if self.actor is None else
                                        f" and it is seat {self.actor}'s turn"))
        if cards is None and community is None:
            self._deal()
            return
        try:
            per_seat: list[list[int] | None] = [None] * self.seat_count
            if cards is not None:
                if not isinstance(cards, Mapping):
                    raise IllegalActionError("cards is a mapping seat -> that seat's cards")
                for seat, given in cards.items():
                    if isinstance(seat, bool) or not isinstance(seat, int) or not (
                            0 <= seat < len(per_seat)):
                        raise IllegalActionError(f"cards given for seat {seat}, which is not in "
                                                 "the hand")
                    per_seat[seat] = codes_of(given, f"cards of seat {seat}")
            code = -1
            if community is not None:
                codes = codes_of(community, "community card")
                if len(codes) != 1:
                    raise IllegalActionError(f"the community card is one card, got {len(codes)}")
                code = codes[0]
            self._deal_cards(per_seat, code)
        except IllegalActionError:
            raise
        except (ValueError, TypeError) as error:
            raise IllegalActionError(str(error)) from None

    # ------------------------------------------------------------------------------------
    # The operations log, decoded from the core's records
    # ------------------------------------------------------------------------------------

    def _decode(self, record: tuple[int, ...], ops: list[Operation]) -> None:
        kind = record[0]
        if kind == _ACTED:
            ops.append(PlayerActed(record[1], record[2], Action(
                _KINDS[record[3]], record[4], bool(record[5]), record[6])))
        elif kind == _DEALT:
            count, up = record[3], record[4]
            ops.append(CardsDealt(record[1], record[2], tuple(record[5:5 + count]),
                                  tuple([bool(up >> index & 1) for index in range(count)])))
        elif kind == _ANTE:
            ops.append(AntePosted(record[1], record[2], bool(record[3])))
        elif kind == _BURN:
            ops.append(CardBurned(record[1], None if record[2] < 0 else record[2]))
        elif kind == _SCRAMBLE:
            ops.append(StubScrambled(record[1], record[2]))
        elif kind == _COMMUNITY:
            ops.append(CommunityCardDealt(record[1], record[2]))
        elif kind == _UNCALLED:
            ops.append(UncalledBetReturned(record[1], record[2]))
        elif kind == _SHOWN:
            ops.append(HandShown(record[1], tuple(record[4:4 + record[3]]), bool(record[2])))
        elif kind == _MUCKED:
            ops.append(HandMucked(record[1]))
        else:
            settlement: Settlement | None = self.settlement
            assert settlement is not None          # the record ends with the settlement
            pots = settlement.pots
            for index in range(len(pots) - 1, -1, -1):   # R20: the newest side pot first
                pot = pots[index]
                ops.append(PotAwarded(index, pot.amount, tuple(pot.shares), pot))
            if settlement.rake:
                ops.append(RakeTaken(settlement.rake))

    def _explain(self, kind: ActionKind, amount: int, same_kind: list[Action]) -> str:
        """Why ``kind``/``amount`` is not legal now (only called on the error path)."""
        seat = self._actor_seat
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
        forced, nobody_in, cap_open, may_raise, others_can_call, cap = self._refusal()
        if forced:
            return (f"{what} by seat {seat}: he has the bring-in and must bring in or complete "
                    f"(R6, R7); he may {listing}")
        if nobody_in:
            return (f"{what} by seat {seat}: nobody has brought in yet (R7, tda_bringin_skip); "
                    f"he may {listing}")
        to_call = self._current_bet - self.bets[seat]
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
        if self.stacks[seat] <= to_call:
            return f"{what} by seat {seat}: his stack only covers a call; he may {listing}"
        if not cap_open:
            return (f"{what} by seat {seat}: the betting is capped at the bet plus "
                    f"{cap - 1} raises (R9); he may {listing}")
        if not may_raise:
            return (f"{what} by seat {seat}: the all-in since he acted was not a full raise, so "
                    f"the betting is not reopened for him (R10); he may {listing}")
        if not others_can_call:
            return (f"{what} by seat {seat}: every other player is all-in, so there is no one to "
                    f"raise; he may {listing}")
        return f"{what} by seat {seat} is not allowed now; he may {listing}"


def _extra_state(hand: HandState) -> tuple[dict[str, Any] | None, dict[str, Any]] | None:
    """A subclass's own attributes (its __dict__ and slots), as pickle restores them."""
    if type(hand) is HandState:
        return None
    slots: dict[str, Any] = {}
    for klass in type(hand).__mro__:
        if klass is HandState:
            break
        names = klass.__dict__.get("__slots__", ())
        for name in (names,) if isinstance(names, str) else names:
            if name not in ("__dict__", "__weakref__") and hasattr(hand, name):
                slots[name] = getattr(hand, name)
    own = getattr(hand, "__dict__", None)
    if not own and not slots:
        return None
    return (dict(own) if own else None, slots)


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


_core._register_copyable(HandState)
