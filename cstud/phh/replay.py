"""The replay: a PHH hand played through the engine (:class:`cstud.game.HandState`), street
by street, every action checked by the engine's rules.

The actions are parsed first (:mod:`cstud.phh.actions`), then the engine is built. Cards the
file writes as ``??`` get stand-ins: any unused card for a down card; for an unknown upcard,
one that keeps the opener the file shows (the player of the next action). A showdown that
needs unknown cards cannot be replayed. The cost is linear in the number of actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cstud.cards import format_cards
from cstud.game import (
    BET,
    BRING_IN,
    CALL,
    CHECK,
    COMPLETE,
    FOLD,
    RAISE,
    STREET_NAMES,
    Action,
    HandShown,
    HandState,
    IllegalActionError,
    Options,
    Status,
    board_key,
    bring_in_key,
)
from cstud.phh.actions import ParsedAction, parse_action
from cstud.phh.document import RAKE_FIELD, RULES_FIELD, HandHistory, _chips_list
from cstud.phh.errors import FailureKind, PHHError


@dataclass
class Replay:
    """A replayed hand: the engine's state, and which of its cards the file did not know
    (``unknown[seat]`` = indexes into that seat's cards; the engine used stand-ins)."""

    history: HandHistory
    state: HandState
    unknown: dict[int, set[int]]

    @property
    def finishing_stacks(self) -> list[int]:
        """Each player's stack after the actions, in PHH order."""
        return [self.state.stacks[seat] for seat in self.state.players]

    def mismatches(self) -> list[int]:
        """Indexes of players whose stack differs from the file's finishing_stacks."""
        expected = self.history.finishing_stacks
        if expected is None:
            return []
        return [index for index, (got, want) in enumerate(
            zip(self.finishing_stacks, expected, strict=True)) if got != want]

    def to_history(self) -> HandHistory:
        """The replayed hand written back as PHH, unknown cards still ``??``; the file's
        other fields are kept (finishing_stacks and the rules from the replay)."""
        replaced = ("finishing_stacks", "ante_trimming_status", RULES_FIELD, RAKE_FIELD)
        extra = {key: value for key, value in self.history.fields.items()
                 if key not in replaced}
        return HandHistory.from_state(self.state, self.unknown, **extra)


def replay_history(history: HandHistory, options: Options | None = None,
                   names: Sequence[str] | None = None, *,
                   steps: Sequence[ParsedAction] | None = None) -> Replay:
    """Play ``history`` through the engine (see :meth:`HandHistory.replay`). Error messages
    call the players ``names[i]`` when given (a site's player names), else p1, p2, ...
    A caller that has the actions parsed already (:func:`cstud.phh.actions.parse_action`'s
    steps, as a site hand's replay makes them) gives them as ``steps``, which are played
    instead of ``history.actions``."""
    return _Replayer(history, options, names, steps).run()


class _Replayer:
    """Replays a HandHistory through a HandState, street by street."""

    def __init__(self, history: HandHistory, options: Options | None,
                 names: Sequence[str] | None,
                 steps: Sequence[ParsedAction] | None = None) -> None:
        self.history = history
        players = len(history.starting_stacks)
        self.names = list(names) if names is not None else [f"p{n + 1}" for n in range(players)]
        # Parse the text first (pure), then build the engine. A caller that has the actions
        # parsed already (a site hand's replay) gives them as ``steps`` instead.
        self.steps = list(steps) if steps is not None else [
            step for index, text in enumerate(history.actions)
            if (step := parse_action(index, text, players)) is not None]
        self.unknown: dict[int, set[int]] = {}
        self.known = self._prescan()
        self.state = self._engine(options)

    def _engine(self, options: Options | None) -> HandState:
        history = self.history
        # A HandHistory made in Python is held to what a file's reader checks: every player
        # has chips (one without is not dealt in, and the players would not be p1..pN).
        _chips_list(history.starting_stacks, "starting_stacks", 1)
        if len(set(history.antes)) > 1:
            raise PHHError(f"antes {history.antes}: the engine plays one ante for everyone",
                           kind="unsupported", field="antes")
        ante = history.antes[0] if history.antes else 0
        if options is None:
            options = history.options or Options.preset("wsop", history.game)
        # A stack that covers the ante exactly pays it in full: only a stack below the ante
        # makes the field matter (R3).
        if history.fields.get("ante_trimming_status") is False and any(
                stack < ante for stack in history.starting_stacks):
            raise PHHError("ante_trimming_status = false lets a short ante win every ante; "
                           "cstud plays R3 (a short ante wins only what it covered)",
                           kind="unsupported", field="ante_trimming_status")
        try:
            # The players sit p1..pN from the dealer's left, the dealer last; ``seats``
            # keeps their table numbers, which the seat_order_show rule goes by.
            return HandState(history.starting_stacks, ante, history.bring_in,
                             history.small_bet, history.big_bet, game=history.game,
                             options=options, auto_deal=False, auto_showdown=False,
                             seat_numbers=history.fields.get("seats"), seed=0)
        except (ValueError, TypeError) as error:
            raise PHHError(str(error), kind="unsupported") from None

    def _refuse(self, step: ParsedAction | None, message: str,
                kind: FailureKind = "illegal") -> PHHError:
        if step is None:
            return PHHError(message, kind=kind)
        return PHHError(message, kind=kind, index=step.index, action=step.text)

    def _prescan(self) -> list[list[int | None]]:
        """Every player's cards in dealing order, unknowns filled from what he shows; every
        known card must be distinct."""
        names = self.names
        cards: list[list[int | None]] = [[] for _ in names]
        owner: dict[int, str] = {}
        community: int | None = None
        for step in self.steps:
            if step.verb == "dh":
                assert step.cards is not None and step.player is not None
                cards[step.player].extend(step.cards)
            elif step.verb == "db":
                assert step.cards is not None
                if len(step.cards) != 1 or step.cards[0] is None:
                    raise self._refuse(step, "the community card is one known card",
                                       "malformed")
                community = step.cards[0]
            elif step.verb == "sm" and step.cards is not None:
                assert step.player is not None
                mine = cards[step.player]
                if len(step.cards) != len(mine):
                    raise self._refuse(step, f"shows {len(step.cards)} cards but was dealt "
                                             f"{len(mine)}")
                for position, shown in enumerate(step.cards):
                    if shown is None:
                        continue
                    dealt = mine[position]
                    if dealt is None:
                        mine[position] = shown
                    elif dealt != shown:
                        raise self._refuse(step, f"shows {format_cards((shown,))} where "
                                                 f"{format_cards((dealt,))} was dealt")
        for player, mine in enumerate(cards):
            for code in mine:
                if code is None:
                    continue
                if code in owner:
                    raise self._refuse(None, f"card {format_cards((code,))} is dealt twice "
                                             f"({owner[code]} and {names[player]})")
                owner[code] = names[player]
        if community is not None and community in owner:
            raise self._refuse(None, f"the community card {format_cards((community,))} is "
                                     f"also dealt to {owner[community]}")
        self.pool = [code for code in range(52) if code not in owner and code != community]
        return cards

    def run(self) -> Replay:
        state = self.state
        steps = self.steps
        pending: list[ParsedAction] = []
        for step in steps:
            if step.by_dealer:
                # A street's deals are consecutive; a player dealt again, or a community
                # card after players' cards, starts the next street (an all-in run-out).
                if pending and (step.verb == "db" or pending[-1].verb == "db" or any(
                        earlier.player == step.player for earlier in pending)):
                    self._deal(pending, step)
                    pending = []
                if state.status is not Status.DEALING and not pending:
                    raise self._refuse(step, self._not_dealing())
                pending.append(step)
                continue
            if pending:
                self._deal(pending, step)
                pending = []
            self._act(step)
        if pending:
            self._deal(pending, None)
        live = state.live
        if len(live) > 1 and (state.status is Status.OVER or state.status is Status.SHOWDOWN):
            for seat in live:
                if self.unknown.get(seat):
                    raise self._refuse(None, f"{self._name(seat)}'s cards are not all known, "
                                             "but the hand reaches a showdown that needs them",
                                       "unknown_cards")
        return Replay(self.history, state, self.unknown)

    def _name(self, seat: int | None) -> str:
        """The name of the player in ``seat`` (an engine seat, not a PHH player index)."""
        return "nobody" if seat is None else self.names[self.state.players.index(seat)]

    def _not_dealing(self) -> str:
        state = self.state
        if state.status is Status.OVER:
            return "the hand is over"
        return f"no street is due: it is {self._name(state.actor)}'s turn"

    def _deal(self, steps: list[ParsedAction], following: ParsedAction | None) -> None:
        """Deal one street from consecutive dealing actions."""
        state = self.state
        street = state.street
        first = steps[0]
        if state.status is not Status.DEALING:
            raise self._refuse(first, self._not_dealing())
        boards = [step for step in steps if step.verb == "db"]
        holes = [step for step in steps if step.verb == "dh"]
        if boards and holes:
            raise self._refuse(first, "a street is either a community card or a card for "
                                      "each player")
        if boards:
            if len(boards) > 1:
                raise self._refuse(boards[1], "a second community card")
            try:
                state.deal(community=boards[0].cards[0])      # type: ignore[index]
            except IllegalActionError as error:
                raise self._refuse(boards[0], str(error)) from None
            return
        live = state.live
        dealt_by: dict[int, ParsedAction] = {}              # each seat's dealing action
        for step in holes:
            assert step.player is not None and step.cards is not None
            seat = state.players[step.player]
            if seat in dealt_by:
                raise self._refuse(step, f"{self.names[step.player]} is dealt twice on "
                                         f"{STREET_NAMES[street]}")
            if seat not in live:
                raise self._refuse(step, f"{self.names[step.player]} is not in the hand")
            dealt_by[seat] = step
        missing = [seat for seat in live if seat not in dealt_by]
        if missing:
            raise self._refuse(first, f"{self._name(missing[0])} is not dealt on "
                                      f"{STREET_NAMES[street]}")
        if state.needs_community_card:
            raise self._refuse(first, "the engine's rules call for a community card on this "
                               "7th street (R16); replay with burn_cards=False or "
                               "casino_stub_procedure=True if the hand was dealt otherwise")
        expected = 3 if street == 3 else 1
        per_seat: dict[int, list[int | None]] = {}
        for seat, step in dealt_by.items():
            assert step.cards is not None
            if len(step.cards) != expected:
                raise self._refuse(step, f"{len(step.cards)} card(s) dealt on "
                                         f"{STREET_NAMES[street]}, not {expected}")
            per_seat[seat] = list(step.cards)
        self._fill_unknown(per_seat, following)
        try:
            state.deal(per_seat)
        except IllegalActionError as error:
            raise self._refuse(first, str(error)) from None

    def _fill_unknown(self, per_seat: dict[int, list[int | None]],
                      following: ParsedAction | None) -> None:
        """Put stand-ins for the unknown cards of this street. Down cards take any unused
        card; an unknown upcard takes one that keeps the opener the file shows (the player
        of the next action): the weakest that does, or the strongest for the opener."""
        if all(None not in cards for cards in per_seat.values()):
            return      # every card of the street is known: nothing to stand in for
        state = self.state
        street = state.street
        offset = {seat: len(state.cards(seat)) for seat in per_seat}
        for seat, cards in per_seat.items():
            known = self.known[state.players.index(seat)]
            for i, code in enumerate(cards):
                position = offset[seat] + i
                if code is None and position < len(known) and known[position] is not None:
                    cards[i] = known[position]
        up_index = 2 if street == 3 else (0 if street < 7 else None)
        unknown_up = [seat for seat, cards in per_seat.items()
                      if up_index is not None and cards[up_index] is None]
        for seat, cards in per_seat.items():
            for i, code in enumerate(cards):
                if code is None:
                    self.unknown.setdefault(seat, set()).add(offset[seat] + i)
                    if i != up_index:
                        cards[i] = self.pool.pop()
        if not unknown_up:
            return
        opener = None
        if following is not None and not following.by_dealer and following.verb != "sm":
            opener = state.players[following.player]             # type: ignore[index]
        up = [list(map(int, state.up_cards(seat))) for seat in range(state.seat_count)]
        game = state.game

        def pull(seat: int, code: int) -> tuple[int, ...]:
            """How strongly this upcard makes ``seat`` the opener."""
            if street == 3:
                return (bring_in_key(code, game),)
            return board_key(up[seat] + [code], game)

        def preference(seat: int, code: int) -> tuple[int, ...]:
            """The order to try stand-ins for a seat that must not open: on 3rd street the
            lowest-ranking cards (weak boards later) that do not bring in, later the weakest."""
            return (-bring_in_key(code, game),) if street == 3 else pull(seat, code)

        # Provisionally the opener gets the card that pulls hardest, everyone else the one
        # that pulls least; then each non-opener takes its preferred card that keeps it so.
        chosen: dict[int, int] = {}
        for seat in sorted(unknown_up, key=lambda seat: seat != opener):
            free = [code for code in self.pool if code not in chosen.values()]
            def by_pull(code: int, seat: int = seat) -> tuple[int, ...]:
                return pull(seat, code)

            chosen[seat] = (max if seat == opener else min)(free, key=by_pull)
        if opener is not None:
            for seat in unknown_up:
                if seat == opener:
                    continue
                free = [code for code in self.pool
                        if code not in chosen.values() or code == chosen[seat]]
                def by_preference(code: int, seat: int = seat) -> tuple[int, ...]:
                    return preference(seat, code)

                for code in sorted(free, key=by_preference):
                    if self._opens(per_seat, up, {**chosen, seat: code}, up_index) == opener:
                        chosen[seat] = code
                        break
            if self._opens(per_seat, up, chosen, up_index) != opener:
                raise self._refuse(following, "who acts first depends on unknown upcards that "
                                              "no card assignment explains", "unknown_cards")
        for seat, code in chosen.items():
            per_seat[seat][up_index] = code              # type: ignore[index]
            self.pool.remove(code)

    def _opens(self, per_seat: dict[int, list[int | None]], up: list[list[int]],
               chosen: dict[int, int], up_index: int | None) -> int:
        trial = [list(cards) for cards in up]
        for seat, cards in per_seat.items():
            code = chosen.get(seat, cards[up_index] if up_index is not None else None)
            if code is not None:
                trial[seat].append(code)
        return self.state.opener(trial)

    def _act(self, step: ParsedAction) -> None:
        state = self.state
        assert step.player is not None
        seat = state.players[step.player]
        if step.verb == "sm":
            return self._showdown(step, seat)
        if state.status is not Status.BETTING:
            what = ("the hand is over" if state.status is Status.OVER else
                    f"{STREET_NAMES[state.street]} has not been dealt"
                    if state.status is Status.DEALING else "the betting is over (showdown)")
            raise self._refuse(step, what)
        if seat != state.actor:
            raise self._refuse(step, f"it is {self._name(state.actor)}'s turn, not "
                                     f"{self.names[step.player]}'s")
        action: Action
        if step.verb == "pb":
            action = Action(BRING_IN)
        elif step.verb == "f":
            action = Action(FOLD)
        elif step.verb == "cc":
            legal = state.legal_actions()
            action = Action(CALL if any(a.kind is CALL for a in legal) else CHECK)
        else:
            wagers = [a for a in state.legal_actions() if a.kind in (COMPLETE, BET, RAISE)]
            matching = [a for a in wagers if a.amount == step.amount]
            if not matching:
                allowed = " or ".join(str(a) for a in wagers) or "no bet or raise"
                raise self._refuse(step, f"to {step.amount} is not allowed: {allowed}")
            action = matching[0]
        try:
            state.apply(action, seat)
        except IllegalActionError as error:
            raise self._refuse(step, str(error)) from None

    def _showdown(self, step: ParsedAction, seat: int) -> None:
        state = self.state
        if state.status is Status.SHOWDOWN and state.actor == seat:
            try:
                state.show() if step.shows else state.muck()
            except IllegalActionError as error:
                raise self._refuse(step, str(error)) from None
            return
        if state.status is Status.BETTING:
            raise self._refuse(step, "a showdown action while the betting goes on")
        if state.status is Status.SHOWDOWN:
            raise self._refuse(step, f"it is {self._name(state.actor)}'s turn to show or "
                                     "muck")
        # The hand is over: only a repeat of what the engine already turned up (all-in,
        # R17.3), or the winner showing after everyone else mucked or folded: he won
        # without showing (R17.4) and may still show (pokerkit writes it so). Neither changes
        # anything; the cards shown were checked against those dealt already.
        turned_up = any(isinstance(op, HandShown) and op.seat == seat for op in state.operations)
        if turned_up:
            if not step.shows:
                raise self._refuse(step, "the hand is already face up (all-in, R17.3)")
        elif state.live != (seat,):
            raise self._refuse(step, "this hand was not shown")
        elif not step.shows:
            raise self._refuse(step, "the last live hand has won the pot (R17.4): it cannot "
                                     "be mucked")
