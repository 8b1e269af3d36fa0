"""Replay a site's hand through the game engine under the site's rules, and write it as PHH.

:func:`to_phh` turns a parsed :class:`~cstud.histories.model.Hand` into a PHH hand history
(:class:`cstud.phh.HandHistory`) with every card the history does not reveal written ``??``.
:func:`replay_hand` plays that history through the engine (:class:`cstud.game.HandState`) with
the site's rule preset and the rake the history states, so every action is checked for
legality (whose turn, the bring-in, the amounts, the raise cap), and compares each player's
finishing stack with the site's.

The engine plays the unknown cards with stand-ins (any unused card for a down card; for an
unknown upcard, one that keeps the opener the history shows); a showdown that needs unknown
cards cannot be judged.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import Any

from cstud.cards import Card
from cstud.game import Options, leader, showdown_order
from cstud.game.actions import ActionKind
from cstud.histories.check import Verdict
from cstud.histories.model import Action, Hand, Street
from cstud.phh import (
    GAME_VARIANTS,
    RAKE_FIELD,
    RULES_FIELD,
    HandHistory,
    PHHError,
    Replay,
    replay_history,
)
from cstud.phh import actions as phh_actions
from cstud.phh.actions import ParsedAction, Verb
from cstud.phh.document import rake_value, rules_table
from cstud.showdown import CHIP_LIMIT, CHIP_LIMIT_TEXT, Game

_AMOUNT_BOUND = 10 ** phh_actions._AMOUNT_DIGITS
"""The amounts PHH's reader takes (:mod:`cstud.phh.actions`: at most 20 digits)."""

SITE_PRESETS = {
    "PokerStars": "pokerstars",
    "Full Tilt": "pokerstars",
    "ACR": "pokerstars",
    "Winning": "pokerstars",
    "Bovada": "pokerstars",
    "PartyPoker": "pokerstars",
    "Absolute": "pokerstars",
    "OnGame": "pokerstars",
    "KingsClub": "pokerstars",
    "Winamax": "pokerstars",
    "Merge": "pokerstars",
    "iPoker": "pokerstars",
}
"""The engine's rule preset for each site. Only PokerStars publishes its Stud Hi/Lo rules; the
other sites are played under the same online rules (bet plus three raises, capped heads-up
too, the half-bet rule, folding out of turn allowed, no burn cards) because nothing in their
histories departs from them: every hand in the test data replays under this preset."""


@dataclass(frozen=True, slots=True)
class ReplayCheck:
    """The engine replay of one hand.

    ``verdict`` is AGREE when every action is legal under ``preset`` and every player ends
    with the stack the site gave him; DIFFER when the engine refuses an action (``reason``
    names the history's line) or pays differently (``finishing`` vs ``site_finishing``, in
    seat order); UNJUDGED when the history lacks what the replay needs.
    """

    hand: Hand
    preset: str
    verdict: Verdict
    reason: str = ""
    phh: HandHistory | None = None
    replay: Replay | None = None
    finishing: tuple[int, ...] = ()
    site_finishing: tuple[int, ...] = ()
    notes: tuple[str, ...] = ()


def site_options(hand: Hand, preset: str | None = None) -> tuple[str, Options]:
    """The preset name and engine options for a hand: its site's preset (or ``preset``), with
    the rake the history states (or, when it does not, what the site kept)."""
    name = preset or SITE_PRESETS.get(hand.site, "pokerstars")
    return name, _site_preset(name, hand.game, hand.rake_taken)


@lru_cache(maxsize=256)
def _site_preset(name: str, game: Game, rake: int) -> Options:
    """The options of a preset for a game with a rake (Options are immutable: hands of a
    file share them; the rake is most often one of a few amounts)."""
    return Options.preset(name, game, rake=rake)


def to_phh(hand: Hand, *, preset: str | None = None) -> HandHistory:
    """The hand as a PHH history (variant ``F7S/8``, ``F7S`` or ``FR``, for the hand's game),
    players in seat order (p1 = lowest seat), amounts in the hand's unit (cents or chips: PHH
    has no field for it, so no ``currency`` is written), unknown cards ``??``, with the
    site's name (``venue``), the hand number, the table, the players, their seat numbers and
    the finishing stacks the site gave, and the site's rules and rake (the user-defined
    fields ``_rules`` and ``_rake``), so that ``cstud replay`` plays the file as the site
    played the hand.

    Raises ValueError when the history lacks what PHH requires (the bet sizes), or states
    amounts beyond the engine's chip limit (``cstud.showdown.CHIP_LIMIT``, 2**56).
    """
    _, options = site_options(hand, preset)
    return _Converter(hand, options).history()


def replay_hand(hand: Hand, *, preset: str | None = None) -> ReplayCheck:
    """Replay ``hand`` through the engine under its site's rules (or ``preset``)."""
    name, options = site_options(hand, preset)
    site_finishing = _site_finishing(hand)
    try:
        converter = _Converter(hand, options)
        history = converter.history()
    except ValueError as error:
        return ReplayCheck(hand, name, Verdict.UNJUDGED, reason=str(error),
                           site_finishing=site_finishing)
    notes = tuple(converter.notes)
    try:
        replay = replay_history(history, options, names=hand.players)
    except PHHError as error:
        message = converter.locate(error)
        verdict = Verdict.UNJUDGED if _unjudgeable(error) else Verdict.DIFFER
        return ReplayCheck(hand, name, verdict, reason=message, phh=history,
                           site_finishing=site_finishing, notes=notes)
    state = replay.state
    finishing = tuple(replay.finishing_stacks)
    if not state.is_over:
        return ReplayCheck(hand, name, Verdict.DIFFER, phh=history, replay=replay,
                           reason=f"the engine's hand is not over at the end of the history "
                                  f"({state.status})", site_finishing=site_finishing,
                           notes=notes)
    verdict = Verdict.AGREE if finishing == site_finishing else Verdict.DIFFER
    reason = "" if verdict is Verdict.AGREE else "the engine pays differently from the site"
    written = replay.to_history()
    # The file tells what happened: the stacks the site gave, whatever the engine says.
    written.fields["finishing_stacks"] = list(site_finishing)
    return ReplayCheck(hand, name, verdict, reason=reason, phh=written, replay=replay,
                       finishing=finishing, site_finishing=site_finishing, notes=notes)


def replay_verdict(hand: Hand, *, preset: str | None = None) -> tuple[Verdict, str]:
    """The verdict and reason of :func:`replay_hand` for ``hand`` (always the same), without
    writing the hand as PHH (what the database stores of a replay).

    The actions go to the engine straight from the history, as the parsed PHH actions
    :func:`replay_hand` would read back from its text. Only a hand that agrees is decided so:
    any other outcome (which is rare) is told by :func:`replay_hand` itself, so that its
    reason is word for word the same.
    """
    _, options = site_options(hand, preset)
    try:
        if _Steps(hand, options).agrees():
            return Verdict.AGREE, ""
    except ValueError:      # PHHError too: replay_hand says why, in its own words
        pass
    check = replay_hand(hand, preset=preset)
    return check.verdict, check.reason


def _site_finishing(hand: Hand) -> tuple[int, ...]:
    paid = hand.paid
    return tuple(seat.stack - put_in + paid[seat.player]
                 for seat, put_in in zip(hand.seats, hand.contributions, strict=True))


def _unjudgeable(error: PHHError) -> bool:
    """PHH replay errors that mean the history is incomplete (the replay needs cards it does
    not show), not that it breaks a rule."""
    return error.kind == "unknown_cards"


class _Converter:
    """Builds the PHH actions of a hand, remembering each action's line in the history."""

    def __init__(self, hand: Hand, options: Options) -> None:
        self.hand = hand
        self.options = options
        self.number = {player: index + 1 for index, player in enumerate(hand.players)}
        self.actions: list[str] = []
        self.told: list[str] = []           # each action with the players' names, for errors
        self.lines: list[int | None] = []
        self.notes: list[str] = []

    def stakes(self) -> tuple[int, int, int, int]:
        """The ante, bring-in, small and big bet the replay plays (raises ValueError when the
        history lacks them or they are beyond the engine's chip limit)."""
        hand = self.hand
        stakes = hand.stakes
        if not hand.fixed_limit:
            raise ValueError("a no-limit game: the engine and PHH's stud variants are fixed-limit")
        if stakes.small_bet is not None and stakes.big_bet is not None:
            small, big = stakes.small_bet, stakes.big_bet
        elif stakes.small_bet is not None:  # R2: the big bet is twice the small bet
            small, big = stakes.small_bet, 2 * stakes.small_bet
        elif stakes.big_bet is not None:
            small, big = stakes.big_bet // 2, stakes.big_bet
        else:
            raise ValueError("the history does not show the bet sizes")
        if (small, big) != (stakes.small_bet, stakes.big_bet):
            self.notes.append(f"the history shows only one bet size: small bet {small}, "
                              f"big bet {big} assumed (R2)")
        bring_in = stakes.bring_in
        if bring_in is None:
            # Not posted: the bring-in player completed. Its size then changes nothing.
            bring_in = max(1, small // 2)
            self.notes.append(f"the bring-in was not posted and the history does not state "
                              f"it: {bring_in} is assumed (the hand does not depend on it)")
        antes = {seat.ante for seat in hand.seats if seat.ante < seat.stack}
        if len(antes) > 1:
            raise ValueError(f"the players post different antes ({sorted(antes)})")
        ante = antes.pop() if antes else stakes.ante
        amounts = {"a stack": max(seat.stack for seat in hand.seats), "the ante": ante,
                   "the bring-in": bring_in, "the small bet": small, "the big bet": big}
        for what, amount in amounts.items():
            if amount >= CHIP_LIMIT:   # the amount itself may be too long to print
                raise ValueError(f"{what} is beyond the engine's chip limit: stacks and "
                                 f"stakes must be below {CHIP_LIMIT_TEXT} chips")
        return ante, bring_in, small, big

    def write_actions(self) -> None:
        """Add the hand's PHH actions: each street's deal, the players' actions, the showdown."""
        hand = self.hand
        self._deal(Street.THIRD)
        street = Street.THIRD
        for action in hand.actions:
            while action.street > street:
                street = Street(street + 1)
                self._deal(street)
            verb, amount = self._verb(action)
            self._add(verb, action.player, action.line, amount=amount)
        while street < hand.last_street:
            street = Street(street + 1)
            self._deal(street)
        self._showdown()

    def history(self) -> HandHistory:
        hand = self.hand
        ante, bring_in, small, big = self.stakes()
        self.write_actions()
        fields: dict[str, Any] = {
            "ante_trimming_status": True,
            "venue": hand.site,
            "hand": hand.hand_id,
            "seats": [seat.number for seat in hand.seats],
            "players": list(hand.players),
            "finishing_stacks": list(_site_finishing(hand)),
        }
        if hand.table:
            fields["table"] = hand.table
        # The site's rules and rake, so that `cstud replay` plays the file as the site did.
        fields[RULES_FIELD] = rules_table(self.options)
        if self.options.rake is not None:
            fields[RAKE_FIELD] = rake_value(self.options.rake)
        return HandHistory(variant=GAME_VARIANTS[hand.game], antes=[ante] * len(hand.seats),
                           bring_in=bring_in,
                           small_bet=small, big_bet=big,
                           starting_stacks=[seat.stack for seat in hand.seats],
                           actions=self.actions, fields=fields)

    def locate(self, error: PHHError) -> str:
        """A PHH replay error (whose message names the players already), told by the
        history's line and action."""
        index = error.index
        if index is None:
            return error.message
        line = self.lines[index] if index < len(self.lines) else None
        # Deals and showdown actions have no line of their own in the site's history.
        where = f"line {line}" if line is not None else f"PHH action {index}"
        return f"{where}: {self.told[index]}: {error.message}"

    def _add(self, verb: Verb, player: str, line: int | None,
             cards: tuple[Card | None, ...] | None = None, amount: int | None = None) -> None:
        """Add ``player``'s action ``verb`` (with its cards or amount): in PHH (p1, p2, ...)
        and, to tell errors, with his name."""
        write = _writer(verb, cards, amount)
        self.actions.append(write(self.number[player]))
        self.told.append(write(player))
        self.lines.append(line)

    def _verb(self, action: Action) -> tuple[Verb, int | None]:
        """The PHH verb of a history's action (R5-R10 kinds onto PHH's verbs), and the
        amount of a ``cbr``."""
        kind = action.kind
        if kind is ActionKind.BRING_IN:
            return "pb", None
        if kind in (ActionKind.CALL, ActionKind.CHECK):
            return "cc", None
        if kind is ActionKind.FOLD:
            return "f", None
        return "cbr", action.total

    def _deal(self, street: Street) -> None:
        first = 0 if street is Street.THIRD else int(street) - 1
        count = 3 if street is Street.THIRD else 1
        for seat in self.hand.seats:
            if len(seat.cards) >= first + count:
                cards = seat.cards[first:first + count]
                self._add("dh", seat.player, None, cards=cards)

    def _showdown(self) -> None:
        """Show or muck, in the order the engine asks (R17), until one hand is left."""
        hand = self.hand
        folded = hand.folded
        live = [seat for seat in hand.seats if seat.player not in folded]
        if len(live) < 2:
            return
        if any(sum(1 for a in hand.actions if a.player == seat.player and a.all_in)
               or seat.stack == put_in
               for seat, put_in in zip(hand.seats, hand.contributions, strict=True)
               if seat.player not in folded):
            return  # someone is all-in: the engine turns every live hand up itself (R17.3)
        last = max(a.street for a in hand.actions)
        aggressors = [a.player for a in hand.actions if a.street == last == Street.SEVENTH
                      and a.kind in (ActionKind.BET, ActionKind.RAISE)]
        players = list(hand.players)
        # The players sit p1..pN from the dealer's left (PHH), seat i being players[i].
        upcards = [[int(card) for card in seat.cards[2:6] if card is not None]
                   for seat in hand.seats]
        seats = [players.index(seat.player) for seat in live]
        unseen = [players[seat] for seat in seats if not upcards[seat]]
        if unseen:
            # the showdown's order starts from the best board (R17.2), which needs them all
            raise ValueError(f"the history shows no upcards of {unseen[0]}, live at the "
                             f"showdown")
        best = leader(seats, upcards, hand.game, self.options.suit_tiebreak_board)
        order = [players[seat] for seat in showdown_order(
            seats, best, self.options,
            aggressor=players.index(aggressors[-1]) if aggressors else None,
            seat_numbers=[seat.number for seat in hand.seats])]
        mucked = 0
        for index, player in enumerate(order):
            seat = hand.seat(player)
            if seat.showed and None not in seat.cards:
                self._add("sm", player, None, cards=seat.cards)
                continue
            self._add("sm", player, None)
            mucked += 1
            if mucked == len(order) - 1:
                # Everyone else has mucked: the last live hand wins without being compared
                # (R17.4). It is still written as shown, with the cards the history knows
                # (?? for the others), as PHH has every player act at the showdown: a
                # reader that pays only the hands shown (pokerkit) then pays it too.
                for winner in order[index + 1:]:
                    self._add("sm", winner, None, cards=hand.seat(winner).cards)
                break


def _writer(verb: Verb, cards: tuple[Card | None, ...] | None,
            amount: int | None) -> Callable[[int | str], str]:
    """The PHH text writer of an action (called with the player's number or name)."""
    if verb == "dh":
        return partial(phh_actions.deal_hole, cards=cards or ())
    if verb == "pb":
        return phh_actions.bring_in
    if verb == "cc":
        return phh_actions.check_or_call
    if verb == "f":
        return phh_actions.fold
    if verb == "cbr":
        assert amount is not None            # a cbr always has its amount (Action.total)
        return partial(phh_actions.wager, amount=amount)
    return phh_actions.muck if cards is None else partial(phh_actions.show, cards=cards)


class _Steps(_Converter):
    """The PHH actions of a hand as the replay's parsed actions (:class:`ParsedAction`), made
    directly from the history instead of written as text and parsed back. Each is what
    :func:`cstud.phh.actions.parse_action` gives for the text :class:`_Converter` writes,
    but for its ``text`` (empty: only error messages show it, and an error is left to
    :func:`replay_hand`). An action whose text would not parse back the same way (an amount
    that is not a plain count of chips) raises ValueError, so the caller asks replay_hand."""

    def __init__(self, hand: Hand, options: Options) -> None:
        super().__init__(hand, options)
        self.steps: list[ParsedAction] = []

    def agrees(self) -> bool:
        """Whether the engine plays every action and pays every player as the site did."""
        hand = self.hand
        ante, bring_in, small, big = self.stakes()
        self.write_actions()
        seats = hand.seats
        # Only the fields the replay reads (the rest would be written into the PHH file).
        history = HandHistory(variant=GAME_VARIANTS[hand.game], antes=[ante] * len(seats),
                              bring_in=bring_in,
                              small_bet=small, big_bet=big,
                              starting_stacks=[seat.stack for seat in seats], actions=[],
                              fields={"ante_trimming_status": True,
                                      "seats": [seat.number for seat in seats]})
        replay = replay_history(history, self.options, hand.players, steps=self.steps)
        state = replay.state
        return state.is_over and tuple(replay.finishing_stacks) == _site_finishing(hand)

    def _add(self, verb: Verb, player: str, line: int | None,
             cards: tuple[Card | None, ...] | None = None, amount: int | None = None) -> None:
        number = self.number[player]
        if number > 999:            # "p1000" is not a PHH player
            raise ValueError("too many players to write as PHH")
        codes = None if cards is None else tuple(
            [None if card is None else int(card) for card in cards])
        if verb != "cbr":
            amount = None
        elif type(amount) is not int or not 0 <= amount < _AMOUNT_BOUND:
            raise ValueError("an amount PHH would not read back as written")
        self.steps.append(ParsedAction(len(self.steps), "", verb, number - 1, codes, amount,
                                       verb == "sm" and cards is not None))
