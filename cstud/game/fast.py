"""FastHand: a hand played by the compiled state machine (``cstud._core._HandCore``).

The same game as :class:`cstud.game.HandState`, the same constructor, the same properties
and the same operations log, with every rule decided in C; tests/test_engine_differential.py
plays both side by side. On top of ``legal_actions()``/``apply()`` it has the fast path
for programs that drive many hands: ``mask``, the legal action codes as bits of a small
int, and ``step(code)``, which does the legal action with that code and returns the new mask
(0 once nobody is to act: the hand is over, or waits for ``deal()``). A code that is not
legal raises ValueError and changes nothing.

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

>>> hand = FastHand([100, 100, 100], ante=1, bring_in=2, small_bet=5, seed=7)
>>> mask = hand.mask
>>> mask == (1 << BRING_IN_CODE) | (1 << WAGER_CODE)
True
>>> while mask:
...     mask = hand.step((mask & -mask).bit_length() - 1)     # the lowest legal code
>>> hand.is_over, sum(hand.stacks) == 300
(True, True)

Not yet here (HandState has them; the swap of HandState onto this core is the next step):
the reasons of IllegalActionError (a refused action here says only that it is not legal;
``refusal()`` gives what HandState's reasons are made from), ``describe()``, ``verify()``,
``can()`` and the named shortcuts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from cstud import _core
from cstud.cards import Card, card
from cstud.game.actions import (
    Action,
    ActionKind,
    AntePosted,
    CardBurned,
    CardsDealt,
    CommunityCardDealt,
    HandMucked,
    HandShown,
    Operation,
    PlayerActed,
    PotAwarded,
    RakeTaken,
    StubScrambled,
    UncalledBetReturned,
)
from cstud.game.options import GAMES, Game, Options
from cstud.game.state import IllegalActionError, Status

__all__ = ["ACTION_CODES", "FastHand"]

ACTION_CODES: tuple[str, ...] = _core.ACTION_CODES
"""The step() codes by number (see the module's table)."""
(FOLD_CODE, CHECK_CODE, CALL_CODE, BRING_IN_CODE, WAGER_CODE, WAGER_BIG_CODE, SHOW_CODE,
 MUCK_CODE) = range(len(ACTION_CODES))

_KINDS: tuple[ActionKind, ...] = tuple(ActionKind(name) for name in _core.ACTION_KINDS)
_KIND_CODE = {kind: index for index, kind in enumerate(_KINDS)}
_STATUSES: tuple[Status, ...] = tuple(Status(name) for name in _core.ENGINE_STATUSES)
_HEADS_UP = {None: 0, "rrop": 1, "wsop_la": 2}
_ODD_CHIP = {"tda": 0, "rrop": 1, "position": 2}
_DEFAULT_OPTIONS = Options()
# the records of _HandCore.record(), by type (R_* in src/cstud/_engine.pxi)
(_ANTE, _DEALT, _BURN, _SCRAMBLE, _COMMUNITY, _ACTED, _UNCALLED, _SHOWN, _MUCKED,
 _SETTLED) = range(10)


def _codes(cards: Any, what: str) -> list[int]:
    if isinstance(cards, int) and not isinstance(cards, bool):
        cards = [cards]
    try:
        return _core.card_codes(cards)
    except (ValueError, TypeError) as error:
        raise type(error)(f"{what}: {error}") from None


def _option_codes(options: Options) -> tuple[int, ...]:
    """The core's option flags (see _HandCore), worked out once per Options object."""
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


class FastHand(_core._HandCore):
    """One hand of fixed-limit Seven Card Stud Hi/Lo (or Stud, or Razz), played in C.

    Arguments as :class:`cstud.game.HandState`'s.
    """

    __slots__ = ("ante", "big_bet", "bring_in", "dealer", "game", "options", "seat_numbers",
                 "small_bet", "starting_stacks")

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
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}: one of {', '.join(GAMES)}")
        options = _DEFAULT_OPTIONS if options is None else options
        if not isinstance(options, Options):
            raise TypeError(f"options is an Options, not {options!r}")
        if type(stacks) is not list and (isinstance(stacks, (str, bytes))
                                         or not isinstance(stacks, Sequence)):
            raise TypeError(f"stacks is a sequence of ints, one per seat, not {stacks!r}")
        stacks = list(stacks)
        n = len(stacks)
        if big_bet is None:
            big_bet = 2 * small_bet if isinstance(small_bet, int) else small_bet
        if dealer is None:
            dealer = n - 1
        if isinstance(dealer, bool) or not isinstance(dealer, int):
            raise TypeError(f"dealer is an int (a seat), not {dealer!r}")
        if seat_numbers is None:
            seat_numbers = range(1, n + 1)
        seat_numbers = list(seat_numbers)
        deck_codes = None
        per_seat: list[list[int] | None] | None = None
        community_code = -1
        if deck is not None:
            deck_codes = _codes(deck, "deck")
        if cards is not None:
            if isinstance(cards, Mapping):
                items = list(cards.items())
            elif isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
                raise TypeError("cards is a mapping seat -> cards, or one entry per seat")
            else:
                items = list(enumerate(cards))
            per_seat = [None] * n
            for seat, given in items:
                if given is None:
                    continue
                if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
                    raise ValueError(f"cards given for seat {seat!r}, which is not a seat")
                per_seat[seat] = _codes(given, f"cards of seat {seat}")
        if community is not None:
            codes = _codes(community, "community card")
            if len(codes) != 1:
                raise ValueError(f"the community card is one card, got {len(codes)}")
            community_code = codes[0]
        rake = options.rake
        if isinstance(rake, int):
            rake = int(rake)
        super().__init__(stacks, ante, bring_in, small_bet, big_bet, GAMES.index(game),
                         _option_codes(options), _ODD_CHIP[options.odd_chip], rake, dealer,
                         seat_numbers, deck_codes, per_seat, community_code, seed,
                         bool(auto_deal), bool(auto_showdown))
        self.game: Game = game
        self.options = options
        self.ante, self.bring_in, self.small_bet, self.big_bet = ante, bring_in, small_bet, big_bet
        self.dealer = dealer
        self.seat_numbers = tuple(seat_numbers)
        self.starting_stacks = tuple(stacks)

    # --- reading the state ------------------------------------------------------------------

    @property
    def status(self) -> Status:
        return _STATUSES[self.status_code]

    @property
    def actor(self) -> int | None:
        seat: int = self.actor_seat
        return None if seat < 0 else seat

    @property
    def live(self) -> tuple[int, ...]:
        seats: tuple[int, ...] = self.live_seats
        return seats

    @property
    def community(self) -> Card | None:
        code: int = self.community_card
        return None if code < 0 else card(code)

    def legal_actions(self) -> tuple[Action, ...]:
        """What the actor may do now, with exact amounts, as HandState.legal_actions()."""
        return tuple(Action(_KINDS[kind], amount, all_in, chips)
                     for kind, amount, all_in, chips, _code in self.legal())

    def apply(self, action: Action | ActionKind | str) -> None:
        """Do a legal action (kind and amount compared, as HandState.apply); else raise
        IllegalActionError and change nothing."""
        if type(action) is Action:                        # the common case, first
            kind: Any = action[0]
            amount: Any = action[1]
        elif isinstance(action, tuple) and action:
            kind, amount = action[0], (action[1] if len(action) > 1 else 0)
        else:
            kind, amount = action, 0
        try:
            code = _KIND_CODE.get(kind)
        except TypeError:                                 # not a kind at all
            code = None
        if code is None:
            try:
                kind = ActionKind(kind)
            except ValueError:
                raise IllegalActionError(f"unknown action {action!r}") from None
            code = _KIND_CODE[kind]
        if self.act(code, amount) < 0:
            legal = ", ".join(str(legal) for legal in self.legal_actions()) or "nothing"
            raise IllegalActionError(f"{ActionKind(kind).value} {amount} is not legal now; "
                                     f"legal: {legal}")

    def deal(self, cards: Mapping[int, Any] | None = None, community: Any = None) -> None:
        """Deal the next street (when ``status`` is DEALING), from the deck or as given, as
        HandState.deal; IllegalActionError, and nothing changes, if it cannot be."""
        try:
            if cards is None and community is None:
                super().deal()
                return
            per_seat: list[list[int] | None] = [None] * len(self.stacks)
            if cards is not None:
                if not isinstance(cards, Mapping):
                    raise IllegalActionError("cards is a mapping seat -> that seat's cards")
                for seat, given in cards.items():
                    if isinstance(seat, bool) or not isinstance(seat, int) or not (
                            0 <= seat < len(per_seat)):
                        raise IllegalActionError(f"cards given for seat {seat}, which is not in "
                                                 "the hand")
                    per_seat[seat] = _codes(given, f"cards of seat {seat}")
            code = -1
            if community is not None:
                codes = _codes(community, "community card")
                if len(codes) != 1:
                    raise IllegalActionError(f"the community card is one card, got {len(codes)}")
                code = codes[0]
            self.deal_cards(per_seat, code)
        except IllegalActionError:
            raise
        except (ValueError, TypeError) as error:
            raise IllegalActionError(str(error)) from None

    @property
    def operations(self) -> list[Operation]:
        """The operations log, built from the core's compact record."""
        return [op for record in self.record() for op in self._operations(record)]

    def _operations(self, record: tuple[int, ...]) -> list[Operation]:
        kind = record[0]
        if kind == _ANTE:
            return [AntePosted(record[1], record[2], bool(record[3]))]
        if kind == _DEALT:
            count, up = record[3], record[4]
            return [CardsDealt(record[1], record[2], tuple(record[5:5 + count]),
                               tuple(bool(up >> index & 1) for index in range(count)))]
        if kind == _BURN:
            return [CardBurned(record[1], None if record[2] < 0 else record[2])]
        if kind == _SCRAMBLE:
            return [StubScrambled(record[1], record[2])]
        if kind == _COMMUNITY:
            return [CommunityCardDealt(record[1], record[2])]
        if kind == _ACTED:
            action = Action(_KINDS[record[3]], record[4], bool(record[5]), record[6])
            return [PlayerActed(record[1], record[2], action)]
        if kind == _UNCALLED:
            return [UncalledBetReturned(record[1], record[2])]
        if kind == _SHOWN:
            return [HandShown(record[1], tuple(record[4:4 + record[3]]), bool(record[2]))]
        if kind == _MUCKED:
            return [HandMucked(record[1])]
        settlement = self.settlement
        assert settlement is not None              # the record ends with the settlement
        pots = settlement.pots
        ops: list[Operation] = [PotAwarded(index, pots[index].amount, tuple(pots[index].shares),
                                           pots[index]) for index in range(len(pots) - 1, -1, -1)]
        if settlement.rake:
            ops.append(RakeTaken(settlement.rake))
        return ops

    def __repr__(self) -> str:
        who = "" if self.actor is None else f", actor=seat {self.actor}"
        return (f"<FastHand {self.game} street {self.street} {self.status}{who}, "
                f"pot {self.pot}, stacks {list(self.stacks)}>")
