"""Computer players ("bots") for the engine, and a loop that plays a hand among them.

A bot is anything with a ``name`` and a ``choose(state, seat) -> Action`` method that returns
one of ``state.legal_actions()``; :class:`Bot` is the base class. A bot may also choose on the
engine's stepping path (``HandState.mask`` and ``step(code)``, no Action objects): a
``choose_code(state, seat, mask) -> int`` method that returns one of the action codes whose bit
is set in ``mask``, the same choice ``choose`` would make (see :func:`code_chooser`).
:func:`play_hand` and ``cstud simulate`` use it where a bot has it. Three come with cstud:

* :class:`RandomBot` picks uniformly among the legal actions, from its own seeded generator
  (it has ``choose_code``).
* :class:`CallingStation` checks or calls, brings in for the minimum, never raises, and
  folds only when nothing else is legal (it has ``choose_code``).
* :class:`HeuristicBot` plays a simple, tight Stud Hi/Lo (or Stud, or Razz) strategy: it
  sorts its starting hand and later its made hand and draws into tiers, cheaply, with the
  core's evaluators, and it looks only at what its seat can see (:class:`SeatView`).

>>> from cstud import HandState
>>> from cstud.bots import CallingStation, HeuristicBot, play_hand
>>> hand = HandState([100, 100, 100], 1, 2, 5, seed=11)
>>> hand = play_hand(hand, [HeuristicBot(), CallingStation(), HeuristicBot()])
>>> hand.is_over, sum(hand.stacks) == 300
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from cstud import _core
from cstud.game import (
    BET,
    BRING_IN,
    CALL,
    CHECK,
    COMPLETE,
    FOLD,
    RAISE,
    SHOW,
    WAGERS,
    Action,
    ActionKind,
    Game,
    HandState,
    IllegalActionError,
    Options,
    PlayerActed,
    Status,
    board_key,
)
from cstud.game.boards import razz_value
from cstud.game.state import (
    ACTION_CODES,
    BRING_IN_CODE,
    CALL_CODE,
    CHECK_CODE,
    FOLD_CODE,
    SHOW_CODE,
)

__all__ = [
    "BOTS",
    "Bot",
    "CallingStation",
    "HeuristicBot",
    "RandomBot",
    "SeatView",
    "StepBot",
    "code_chooser",
    "legal_codes",
    "make_bot",
    "play_hand",
    "play_random_hand",
]

_core_cards = _core._HandCore._cards
_core_up_cards = _core._HandCore._up_cards
_core_community = _core._HandCore._community_code.__get__


def _codes_in_legal_order(mask: int) -> tuple[int, ...]:
    codes = [code for code in range(len(ACTION_CODES)) if mask >> code & 1]
    if mask >> CHECK_CODE & 1 and mask >> FOLD_CODE & 1:
        codes.remove(CHECK_CODE)            # a free fold (fold_without_bet) comes after check
        codes.insert(0, CHECK_CODE)
    return tuple(codes)


_LEGAL_CODES: tuple[tuple[int, ...], ...] = tuple(
    _codes_in_legal_order(mask) for mask in range(1 << len(ACTION_CODES)))


_WIDTHS = tuple(count.bit_length() for count in range(len(ACTION_CODES) + 1))


def legal_codes(mask: int) -> tuple[int, ...]:
    """The action codes of a legal mask (``HandState.mask``), in the order
    ``legal_actions()`` lists the actions: the ``i``-th code is the code of
    ``legal_actions()[i]``. That is code order, except that check comes before a free fold
    (the ``fold_without_bet`` option); the tests check it against the engine.

    >>> legal_codes((1 << CHECK_CODE) | (1 << FOLD_CODE) | (1 << 4))
    (1, 0, 4)
    """
    return _LEGAL_CODES[mask]


class StepBot(Protocol):
    """A bot that can choose on the stepping path: ``choose_code(state, seat, mask)``
    returns one of the codes whose bit is set in ``mask`` (``state.mask``), the one whose
    action ``choose(state, seat)`` would return, drawing the same random numbers if any."""

    name: str

    def choose(self, state: HandState, seat: int) -> Action: ...

    def choose_code(self, state: HandState, seat: int, mask: int) -> int: ...


def code_chooser(bot: Any) -> Callable[[HandState, int, int], int] | None:
    """``bot.choose_code`` if the bot chooses on the stepping path, else None (drive it with
    ``choose``).

    A bot's ``choose_code`` is used only when it was written with its ``choose``: when the
    most derived class that defines either of them defines ``choose_code`` (a subclass of
    RandomBot that overrides ``choose`` alone is played through its ``choose``), and the
    instance has not replaced ``choose``.
    """
    if "choose" in getattr(bot, "__dict__", ()):
        return None
    for kind in type(bot).__mro__:
        if "choose_code" in vars(kind):
            chooser: Callable[[HandState, int, int], int] = bot.choose_code
            return chooser
        if "choose" in vars(kind):
            return None
    return None


class Bot:
    """A computer player: ``choose(state, seat)`` returns one of ``state.legal_actions()``.

    ``seat`` is the seat to act (``state.actor``). Subclasses set ``name``, a short word used
    by ``cstud simulate --bots`` and in reports. A subclass may add ``choose_code`` (see
    :class:`StepBot`) to be played on the engine's stepping path.
    """

    name = "bot"

    def choose(self, state: HandState, seat: int) -> Action:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class RandomBot(Bot):
    """Any legal action, uniformly at random, from its own ``random.Random(seed)``.

    Random play reaches the corners of the rules (all-ins, short raises, side pots) quickly,
    which is what the stress test wants; it is no opponent for a person.
    """

    name = "random"

    def __init__(self, seed: Any = None) -> None:
        self.seed = seed
        generator = random.Random(seed)
        self._choice = generator.choice
        self._bits = generator.getrandbits

    def choose(self, state: HandState, seat: int) -> Action:
        return self._choice(state.legal_actions())

    def choose_code(self, state: HandState, seat: int, mask: int) -> int:
        # The same draw as choose(): choice() over as many items in the same order, that is
        # random.Random's index below n: getrandbits(n.bit_length()) until it is below n
        # (_randbelow_with_getrandbits, which choice() uses; the tests compare the two).
        codes = _LEGAL_CODES[mask]
        count = len(codes)
        width = _WIDTHS[count]
        index: int = self._bits(width)
        while index >= count:
            index = self._bits(width)
        return codes[index]

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed!r})"


class CallingStation(Bot):
    """Check if possible, else call; post the bring-in rather than complete; never raise.

    It folds only when folding is the only legal action (which the engine never offers
    alone), and shows at a showdown. When nobody must bring in (option tda_bringin_skip)
    it brings in rather than fold.
    """

    name = "station"

    _PREFERENCE = (CHECK, CALL, BRING_IN, SHOW)

    def choose(self, state: HandState, seat: int) -> Action:
        legal = state.legal_actions()
        return _first(legal, *self._PREFERENCE) or legal[0]

    def choose_code(self, state: HandState, seat: int, mask: int) -> int:
        return _STATION_CODES[mask]


def _station_code(mask: int) -> int:
    for code in (CHECK_CODE, CALL_CODE, BRING_IN_CODE, SHOW_CODE):   # CallingStation's order
        if mask >> code & 1:
            return code
    codes = _LEGAL_CODES[mask]
    return codes[0] if codes else -1


_STATION_CODES = tuple(_station_code(mask) for mask in range(len(_LEGAL_CODES)))
"""CallingStation's choice for each legal mask (-1 for the empty mask: no action)."""


# --- what a seat can see -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeatView:
    """Everything one seat knows at its turn, and nothing more.

    Its own cards (``cards``, in the order dealt, and which are ``down``), every seat's
    upcards (folded seats' too: they were seen), the community card, the chips (stacks, this
    street's bets, the pot, what it must call), the legal actions and every betting action so
    far. Other players' down cards are not in it, so a bot that decides from a view cannot
    peek.
    """

    seat: int
    game: str
    street: int
    cards: tuple[int, ...]
    down: tuple[int, ...]
    up: tuple[tuple[int, ...], ...]
    live: tuple[int, ...]
    community: int | None
    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    pot: int
    to_call: int
    legal: tuple[Action, ...]
    actions: tuple[PlayerActed, ...]
    bring_in: int
    small_bet: int
    big_bet: int

    @classmethod
    def of(cls, state: HandState, seat: int) -> SeatView:
        """The view of ``seat`` in ``state`` (normally the actor's)."""
        # The core's card codes (HandState's cards(), up_cards() and community_card make
        # Card objects of them).
        cards = _core_cards(state, seat)
        up = tuple([_core_up_cards(state, other) for other in range(len(state.starting_stacks))])
        mine = up[seat]
        community = _core_community(state)
        to_act = state._actor_seat == seat
        return cls(
            seat=seat,
            game=state.game,
            street=state.street,
            cards=cards,
            down=tuple([code for code in cards if code not in mine]),
            up=up,
            live=state.live,
            community=None if community < 0 else community,
            stacks=state.stacks,
            bets=state.bets,
            pot=state.pot,
            to_call=state.to_call if to_act else 0,
            legal=state.legal_actions() if to_act else (),
            actions=tuple([op for op in state.operations if type(op) is PlayerActed]),
            bring_in=state.bring_in,
            small_bet=state.small_bet,
            big_bet=state.big_bet,
        )

    @property
    def hand(self) -> tuple[int, ...]:
        """The cards this seat plays: its own, and the community card if there is one."""
        return self.cards if self.community is None else (*self.cards, self.community)

    @property
    def opponents(self) -> tuple[int, ...]:
        """The other live seats."""
        return tuple(seat for seat in self.live if seat != self.seat)

    @property
    def seen(self) -> tuple[int, ...]:
        """Every card this seat has seen that is not its own: all upcards, the community."""
        cards = [code for seat, up in enumerate(self.up) if seat != self.seat for code in up]
        if self.community is not None:
            cards.append(self.community)
        return tuple(cards)

    def wagers_this_street(self) -> int:
        """Completions, bets and raises made on the current street so far."""
        return sum(1 for op in self.actions
                   if op.street == self.street and op.action.kind in WAGERS)


# --- the heuristic ---------------------------------------------------------------------------
# Tiers: 0 trash, 1 marginal, 2 playable, 3 strong, 4 very strong (two-way in Hi/Lo).


def _rank(code: int) -> int:
    return code >> 2


def _low_values(cards: Sequence[int]) -> list[int]:
    """The distinct eight-or-better values among ``cards``, lowest first."""
    return sorted({razz_value(code) for code in cards if razz_value(code) <= 7})


def _rank_counts(cards: Sequence[int]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for code in cards:
        counts[code >> 2] = counts.get(code >> 2, 0) + 1
    return counts


def _longest_suit(cards: Sequence[int]) -> tuple[int, int]:
    """(count, suit) of the suit most represented."""
    counts = [0, 0, 0, 0]
    for code in cards:
        counts[code & 3] += 1
    best = max(range(4), key=counts.__getitem__)
    return counts[best], best


def _straight_cards(cards: Sequence[int]) -> int:
    """The most distinct ranks of ``cards`` inside any five-rank window (the ace both ends)."""
    ranks = {code >> 2 for code in cards}
    if 12 in ranks:
        ranks.add(-1)
    return max(sum(1 for rank in ranks if low <= rank < low + 5) for low in range(-1, 9))


def _live_count(rank: int, seen: Sequence[int], held: int) -> int:
    """How many cards of ``rank`` are still unseen when we hold ``held`` of them."""
    return 4 - held - sum(1 for code in seen if code >> 2 == rank)


def starting_tier(game: str, cards: Sequence[int], seen: Sequence[int],
                  other_upcards: Sequence[int]) -> int:
    """A 3rd-street hand's tier (0 trash .. 3 strong) from its three cards and the upcards.

    ``seen``: every other card seen (to tell dead cards); ``other_upcards``: the upcards of
    the live opponents (to tell a pair that is bigger than anything showing).
    """
    counts = _rank_counts(cards)
    top_count = max(counts.values())
    if top_count == 3:
        return 3 if game != "razz" else 0
    suited, suit = _longest_suit(cards)
    flush_live = suited == 3 and sum(1 for code in seen if code & 3 == suit) <= 2
    lows = _low_values(cards)
    if game == "razz":
        if len(lows) == 3:
            return 3 if lows[-1] <= 5 else 2                 # 6-high or better; 8-high
        if len(lows) == 2 and top_count == 1 and min(razz_value(code) for code in cards) <= 2:
            return 1
        return 0
    pair = next((rank for rank, count in counts.items() if count == 2), None)
    highest_showing = max((_rank(code) for code in other_upcards), default=-1)
    if game == "stud8":
        if len(lows) == 3:
            strong = 0 in lows or lows[-1] <= 5 or flush_live   # an ace, 7-high, or suited
            return 3 if strong else 2
        if pair is not None:
            if pair >= 11:                                   # aces or kings
                return 3 if _live_count(pair, seen, 2) >= 1 else 2
            if pair >= 7 and pair > highest_showing and _live_count(pair, seen, 2) >= 1:
                return 2                                     # nines up, bigger than any upcard
            return 1
        if flush_live:
            return 2
        if len(lows) == 2 and 0 in lows:                     # an ace and a low card
            return 1
        return 0
    # Stud high.
    if pair is not None:
        live = _live_count(pair, seen, 2) >= 1
        if pair >= 10 and live:                              # queens up
            return 3
        if (pair >= 7 or pair > highest_showing) and live:
            return 2
        return 1
    if flush_live:
        return 2
    if _straight_cards(cards) == 3:
        return 1
    high_cards = sorted((_rank(code) for code in cards), reverse=True)
    if high_cards[0] >= 11 and high_cards[0] > highest_showing and high_cards[1] >= 9:
        return 1
    return 0


def _high_tier(hand: Sequence[int], opponents_up: Sequence[Sequence[int]]) -> int:
    """The high hand so far: made hands by the core (5+ cards), groups before that; one tier
    less when some opponent's board alone already beats our pairs."""
    mine = board_key(hand, "stud")          # groups only: quads > trips > two pair > pair
    if len(hand) >= 5:
        key = _core.high_class_key(_core.evaluate_high(hand))
        category, top = key >> 20, (key >> 16) & 0xF
        if category >= 4:                   # straight or better: not beaten by groups
            return 4 if category >= 6 else 3
    else:
        category, top = mine[0], mine[1]
        category = {4: 7, 3: 3, 2: 2, 1: 1, 0: 0}[category]
    if category >= 3:
        tier = 3
    elif category == 2:
        tier = 3 if top >= 9 else 2         # jacks up or better
    elif category == 1:
        tier = 2 if top >= 8 else 1         # tens or better
    else:
        tier = 0
    threat = max((board_key(up, "stud") for up in opponents_up if up), default=(0,))
    if threat[:2] > mine[:2]:
        tier -= 1
    return max(tier, 0)


def _low_tier(hand: Sequence[int], to_come: int) -> int:
    """The eight-or-better low so far: made (by the core) or drawing."""
    lows = _low_values(hand)
    if len(lows) >= 5:
        best = _core.best_five_low(hand)
        top = max(razz_value(code) for code in best) if best else 7
        return 3 if top <= 6 else 2                          # seven-low or better; eight
    if to_come == 0:
        return 0
    if len(lows) == 4:
        return 2 if to_come >= 2 else 1
    if len(lows) == 3 and to_come >= 3:
        return 1
    return 0


def _razz_tier(hand: Sequence[int], to_come: int, up: Sequence[int],
               opponents_up: Sequence[Sequence[int]]) -> int:
    """The razz hand so far, one tier less when an opponent's board looks better than ours."""
    lows = _low_values(hand)
    if len(hand) >= 5:
        key = _core.razz_class_key(_core.evaluate_razz(hand))
        shape, top = key >> 20, (key >> 16) & 0xF
        if shape == 0 and top <= 7:
            tier = 3 if top <= 6 else 2                      # seven-low or better; eight
        elif shape == 0 and top <= 9:
            tier = 1                                         # a nine or ten low
        else:
            tier = 2 if to_come and len(lows) >= 4 else 0
    elif len(lows) == 4:
        tier = 3 if lows[-1] <= 5 else 2
    elif len(lows) == 3:
        tier = 1
    else:
        tier = 0
    theirs = max((board_key(other, "razz") for other in opponents_up if other), default=None)
    if theirs is not None and theirs > board_key(up, "razz") and tier < 3:
        tier -= 1
    return max(tier, 0)


def later_tier(view: SeatView) -> int:
    """A 4th-to-7th-street hand's tier (0 trash .. 4 very strong), from what ``view`` shows."""
    hand = view.hand
    to_come = 7 - view.street
    opponents_up = [view.up[seat] for seat in view.opponents]
    if view.game == "razz":
        return _razz_tier(hand, to_come, view.up[view.seat], opponents_up)
    high = _high_tier(hand, opponents_up)
    if to_come:
        flush, _ = _longest_suit(hand)
        if flush == 4 or (flush == 3 and to_come == 3):
            high = max(high, 2 if flush == 4 else 1)
        if _straight_cards(hand) == 4 and high < 2:
            high = max(high, 1 if view.game == "stud8" else 2)
    if view.game == "stud":
        return high
    low = _low_tier(hand, to_come)
    tier = max(high, low)
    if high >= 2 and low >= 2:
        tier = min(tier + 1, 4)             # going both ways
    return tier


def _first(legal: Sequence[Action], *kinds: ActionKind) -> Action | None:
    for kind in kinds:
        for action in legal:
            if action.kind is kind:
                return action
    return None


class HeuristicBot(Bot):
    """A tight, simple strategy for Stud Hi/Lo, Stud and Razz, decided from a
    :class:`SeatView` only (no peeking at hidden cards), deterministic and cheap.

    3rd street (:func:`starting_tier`): three low cards to a low, a big pair (aces or kings,
    queens in Stud; a live pair bigger than every upcard), trips or three live suited cards
    are played; strong ones complete or raise; trash folds facing a completion (or even the
    bring-in) and brings in for the minimum when it must. Later streets (:func:`later_tier`):
    a made hand or a good draw (four to a low or a flush with cards to come) continues,
    strong hands bet and raise, two-way hands in Hi/Lo count extra, a hand beaten by what an
    opponent shows counts less; marginal hands call only with pot odds of 4 to 1.
    """

    name = "heuristic"

    def choose(self, state: HandState, seat: int) -> Action:
        return self.decide(SeatView.of(state, seat))

    def tier(self, view: SeatView) -> int:
        """How good the seat's hand is now: 0 trash .. 4 very strong."""
        if view.street == 3:
            others = [view.up[seat][0] for seat in view.opponents if view.up[seat]]
            return starting_tier(view.game, view.cards[:3], view.seen, others)
        return later_tier(view)

    def decide(self, view: SeatView) -> Action:
        """The action for ``view``'s seat (one of ``view.legal``)."""
        legal = view.legal
        if not legal:
            raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
        show = _first(legal, SHOW)
        if show is not None:
            return show
        tier = self.tier(view)
        wager = _first(legal, COMPLETE, BET, RAISE)
        bring_in = _first(legal, BRING_IN)
        if bring_in is not None:                        # must (or may) bring in
            if tier >= 3 and wager is not None:
                return wager
            fold = _first(legal, FOLD)
            return fold if fold is not None and tier == 0 else bring_in
        if wager is not None and tier >= 3 and view.wagers_this_street() < 3:
            return wager
        to_call = view.to_call
        if to_call == 0:
            if wager is not None and wager.kind is BET and tier >= 2:
                return wager
            return _first(legal, CHECK) or legal[0]
        call = _first(legal, CALL)
        fold = _first(legal, FOLD)
        if call is None or fold is None:                # cannot happen facing a bet
            return call or legal[0]
        if tier >= 2:
            return call
        if tier == 1 and (to_call <= view.bring_in or view.pot >= 4 * to_call):
            return call
        return fold


BOTS: dict[str, type[Bot]] = {
    "random": RandomBot,
    "station": CallingStation,
    "heuristic": HeuristicBot,
}
"""The bots by name, as ``cstud simulate --bots`` takes them."""


def make_bot(name: str, seed: Any = None) -> Bot:
    """A bot by its name in :data:`BOTS`; ``seed`` seeds a random bot."""
    try:
        kind = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}: one of {', '.join(BOTS)}") from None
    return RandomBot(seed) if kind is RandomBot else kind()


def play_random_hand(players: int, seed: Any = None, *, stacks: list[int] | None = None,
                     ante: int = 1, bring_in: int = 2, small_bet: int = 5,
                     big_bet: int | None = None, game: Game = "stud8",
                     options: Options | None = None) -> HandState:
    """Play one complete hand in which every player picks uniformly among his legal actions
    (one :class:`RandomBot` for the table).

    Deterministic for a given seed (the deal and the choices use their own generators).
    Stacks default to 200 chips each at the default stakes 1/2/5/10. For benchmarks and
    stress tests.

    >>> hand = play_random_hand(6, seed=7)
    >>> hand.is_over, sum(hand.stacks) + hand.settlement.rake == 6 * 200
    (True, True)
    """
    if stacks is None:
        stacks = [200] * players
    elif len(stacks) != players:
        raise ValueError(f"{players} players but {len(stacks)} stacks")
    hand = HandState(stacks, ante, bring_in, small_bet, big_bet, game=game, options=options,
                     seed=seed)
    # The choices have their own generator, seeded apart from the deal's.
    bot = RandomBot(seed ^ 0x5EED if isinstance(seed, int) else f"{seed}/actions")
    return play_hand(hand, [bot] * players)


def play_hand(state: HandState, bots: Sequence[Bot] | Mapping[int, Bot]) -> HandState:
    """Play ``state`` to its end, each seat's decisions made by ``bots[seat]``; return it.

    Streets are dealt from the state's own deck if it waits for a deal (``auto_deal=False``).
    A bot with ``choose_code`` (:func:`code_chooser`) plays on the stepping path
    (``state.step``), the others through ``choose`` and ``apply``; the hand played is the same.
    A bot that returns an illegal action or code raises IllegalActionError. Raises
    ValueError, before anything is played, when a seat with chips has no bot.
    """
    kind = type(bots)
    if kind is list or kind is tuple:          # the common cases skip the ABC checks
        mapping = False
    elif kind is dict:
        mapping = True
    elif isinstance(bots, str | bytes) or not isinstance(bots, Sequence | Mapping):
        raise TypeError(f"bots must be a list of bots, one per seat, or a dict by seat, not "
                        f"{type(bots).__name__}")
    else:
        mapping = isinstance(bots, Mapping)
    count = len(bots)
    missing = [seat for seat, stack in enumerate(state.starting_stacks)
               if stack > 0 and (seat not in bots if mapping else seat >= count)]
    if missing:
        raise ValueError(f"no bot for seat {', '.join(map(str, missing))}: the hand has "
                         f"{len(state.starting_stacks)} seats and {count} bots were given")
    choosers = {seat: code_chooser(bots[seat])
                for seat, stack in enumerate(state.starting_stacks) if stack > 0}
    return _play_to_end(state, bots, choosers)


def _play_to_end(state: HandState, bots: Any, choosers: Any) -> HandState:
    """:func:`play_hand`'s loop, without its checks: each seat to act plays by
    ``choosers[seat]`` (its :func:`code_chooser`), or by ``bots[seat].choose`` when that is
    None. For callers that play many hands with the same bots (:class:`cstud.session.Table`)
    and work the choosers out once."""
    step = state.step
    mask = state.mask
    while True:
        if not mask:
            status = state.status
            if status is Status.OVER:
                return state
            if status is Status.DEALING:
                state.deal()
                mask = state.mask
                continue
            raise AssertionError(f"nobody can act and the hand is {status}")
        seat = state._actor_seat
        chooser = choosers[seat]
        if chooser is None:
            bot = bots[seat]
            state.apply(bot.choose(state, seat))
            mask = state.mask
        else:
            code = chooser(state, seat, mask)
            try:
                mask = step(code)
            except (ValueError, TypeError) as error:    # not one of the mask's codes
                raise IllegalActionError(f"{bots[seat]!r} chose {code!r}: {error}") from None
