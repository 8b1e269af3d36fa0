"""``cstud play``: a person plays against bots in the terminal, one hand after another.

You sit in seat 0; :class:`cstud.bots.HeuristicBot` players fill the other seats. At your turn
you see your down cards, everyone's upcards, the pot, the stacks and what it costs to call,
and type the number of an action, its letter or its word (``f`` fold, ``k`` or ``x`` check,
``c`` call or check, ``b`` bring in, ``r`` complete/bet/raise, ``a`` all-in; ``q`` quits).
Anything else is refused and asked again, and changes nothing. Stacks carry over between
hands; a bot that goes broke buys in again, and you are asked whether to.

Like ``cstud demo``, a terminal program, so it lives in the terminal wing; the rules it plays
by are the engine's, and the bots are :mod:`cstud.bots`.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

import cstud
from cstud.bots import Bot, HeuristicBot
from cstud.cards import format_cards
from cstud.cli._common import CommandError, Subcommands, chip_count, seed_number, table_size
from cstud.cli.demo import NAMES
from cstud.equities import GAMES
from cstud.game import (
    BET,
    BRING_IN,
    CALL,
    CHECK,
    COMPLETE,
    FOLD,
    GAME_TITLES,
    MUCK,
    RAISE,
    SHOW,
    STREET_NAMES,
    Action,
    CardsDealt,
    CommunityCardDealt,
    Game,
    HandMucked,
    HandShown,
    HandState,
    IllegalActionError,
    PlayerActed,
    PotAwarded,
    Status,
    UncalledBetReturned,
    describe_board,
)

__all__ = ["LETTERS", "SessionResult", "choose_action", "play_session"]

YOU = 0
"""Your seat."""


def add_command(commands: Subcommands) -> None:
    """Register `play` on the `cstud` command's subcommands."""
    play = commands.add_parser(
        "play", help="play against bots in the terminal: cstud play",
        description="You play against bots, one hand after another, until you quit "
                    "(q). At your turn type the number of an action, its letter or its word: "
                    "f fold, k or x check, c call (or check), b bring in, r complete/bet/raise "
                    "(raise, bet and complete mean the same), a all-in.")
    play.add_argument("--players", type=table_size, default=5, help="2 to 8 (default 5)")
    play.add_argument("--seed", type=seed_number, default=None, help="deal the same cards again")
    play.add_argument("--game", choices=GAMES, default="stud8")
    play.add_argument("--stack", type=chip_count, default=200,
                      help="chips each player starts with (default 200, at stakes 1/2/5/10)")
    play.set_defaults(run=run)


def run(args: argparse.Namespace, console: Console) -> int:
    """A person against bots, hand after hand, until he quits."""
    try:
        play_session(console, players=args.players, seed=args.seed, game=args.game,
                     stack=args.stack)
    except ValueError as error:
        raise CommandError(str(error)) from None
    return 0

_FOLD, _CHECK, _CALL, _BRING_IN = (FOLD,), (CHECK,), (CALL, CHECK), (BRING_IN,)
_MORE = (COMPLETE, BET, RAISE)            # at most one of them is ever legal at a time
_SHOW, _MUCK = (SHOW,), (MUCK,)

LETTERS = {
    "f": _FOLD, "fold": _FOLD,
    "k": _CHECK, "x": _CHECK, "check": _CHECK,
    "c": _CALL, "call": _CALL,
    "b": _BRING_IN, "bring": _BRING_IN, "bring-in": _BRING_IN, "bringin": _BRING_IN,
    "r": _MORE, "raise": _MORE, "bet": _MORE, "complete": _MORE,
    "s": _SHOW, "show": _SHOW, "m": _MUCK, "muck": _MUCK,
}
"""Words a player may type for an action, and the kinds each stands for, in preference order
(``c`` calls, or checks when there is nothing to call). A word means what its letter means:
``raise``, ``bet`` and ``complete`` all put in more, as ``r`` does, whichever of the three is
the one allowed now, and ``call`` checks when there is nothing to call, as ``c`` does."""

_KEYS = {FOLD: "f", CHECK: "k", CALL: "c", BRING_IN: "b", COMPLETE: "r", BET: "r", RAISE: "r",
         SHOW: "s", MUCK: "m"}


class Quit(Exception):
    """The player asked to leave (``q``, or the end of the input: ``input_ended``)."""

    def __init__(self, input_ended: bool = False) -> None:
        super().__init__("the input ended" if input_ended else "quit")
        self.input_ended = input_ended


def _count(number: int, thing: str) -> str:
    """'1 chip', '2 chips', '0 hands'."""
    return f"{number} {thing}{'' if number == 1 else 's'}"


@dataclass
class SessionResult:
    """How a session went for the person: hands finished and chips won overall."""

    hands: int
    buy_ins: int
    net: int


def choose_action(text: str, legal: tuple[Action, ...]) -> Action:
    """The legal action that ``text`` names: its number in ``legal`` (from 1), a letter or a
    word of :data:`LETTERS`, or ``a`` / ``all-in``. Raises ValueError saying what is wrong;
    ``q`` or ``quit`` raises :class:`Quit`.

    >>> legal = (Action(FOLD), Action(CALL, 5, False, 5), Action(RAISE, 10, False, 10))
    >>> str(choose_action("c", legal)), str(choose_action("3", legal))
    ('call 5', 'raise to 10')
    """
    word = text.strip().lower()
    if word in ("q", "quit", "exit"):
        raise Quit
    if not word:
        raise ValueError("type the number or the letter of an action")
    if word.isdigit():
        number = int(word)
        if 1 <= number <= len(legal):
            return legal[number - 1]
        raise ValueError(f"{number} is not one of the choices 1 to {len(legal)}")
    if word in ("a", "all-in", "allin"):
        all_ins = [action for action in legal if action.all_in]
        if all_ins:
            return max(all_ins, key=lambda action: action.amount)
        raise ValueError("no action puts all your chips in now")
    kinds = LETTERS.get(word)
    if kinds is None:
        raise ValueError(f"{text.strip()!r} is not an action here")
    for kind in kinds:
        for action in legal:
            if action.kind is kind:
                return action
    names = " or ".join(kind.value.replace("_", " ") for kind in kinds)
    raise ValueError(f"you cannot {names} now")


class _Session:
    def __init__(self, console: Console, read: Callable[[str], str], players: int,
                 seed: Any, game: Game, stack: int, bots: list[Bot] | None) -> None:
        if not 2 <= players <= 8:
            raise ValueError(f"a stud table has 2 to 8 players, not {players}")
        self.console = console
        self.read = read
        self.players = players
        self.seed = seed
        self.game = game
        self.stack = stack
        self.names = ["You", *NAMES[1:players]]
        self.bots: list[Bot] = bots or [HeuristicBot() for _ in range(players)]
        self.stacks = [stack] * players
        self.hands = 0
        self.buy_ins = 1
        self.state: HandState | None = None
        self.told = 0
        self.street_told = 3
        self.revealed = False

    def say(self, text: str = "") -> None:
        self.console.print(text)

    def name(self, seat: int) -> str:
        return f"[bold]{escape(self.names[seat])}[/bold]"

    def does(self, seat: int, verb: str) -> str:
        """'Ben shows', 'You show'."""
        return f"{self.name(seat)} {verb if seat != YOU else verb[:-1]}"

    # --- the session --------------------------------------------------------------------

    def run(self) -> SessionResult:
        title = GAME_TITLES[self.game]
        self.console.rule(f"[bold]{title}[/bold] against {self.players - 1} bots")
        self.say(f"Stakes: ante 1, bring-in 2, bets 5/10; everyone starts with {self.stack}. "
                 f"At your turn type an action's number or letter; q quits.")
        try:
            while True:
                self.play_hand()
                self.hands += 1
                if not self.next_hand():
                    break
        except Quit as leaving:
            self.say("\nThe input ended, so you leave the table." if leaving.input_ended
                     else "\nYou leave the table.")
        return self.finish()

    def next_hand(self) -> bool:
        """Between hands: broke bots buy in again; ask the person to go on."""
        for seat in range(1, self.players):
            if self.stacks[seat] == 0:
                self.stacks[seat] = self.stack
                self.say(f"{self.name(seat)} buys in again for {self.stack}.")
        if self.stacks[YOU] == 0:
            answer = self.ask(f"You have no chips left. Buy in again for {self.stack}? [y/n] ")
            if answer.strip().lower() not in ("y", "yes"):
                return False
            self.stacks[YOU] = self.stack
            self.buy_ins += 1
            return True
        answer = self.ask("Press Enter for the next hand, or q to quit: ")
        return answer.strip().lower() not in ("q", "quit", "n", "no", "exit")

    def ask(self, prompt: str) -> str:
        try:
            return self.read(prompt)
        except EOFError:
            raise Quit(input_ended=True) from None

    def finish(self) -> SessionResult:
        chips = self.stacks[YOU]
        left_in_pot = 0
        if self.state is not None and not self.state.is_over:
            # Leaving mid-hand forfeits what you put in: self.stacks is still the stack you
            # started that hand with.
            chips = self.state.stacks[YOU]
            left_in_pot = self.stacks[YOU] - chips
            self.say(f"You left hand {self.hands + 1} unfinished: the "
                     f"{_count(left_in_pot, 'chip')} you had put in "
                     f"{'stays' if left_in_pot == 1 else 'stay'} in its pot.")
        net = chips - self.buy_ins * self.stack
        if self.hands == 0:
            # Nothing but the forfeit can have changed your chips.
            self.say("You finished no hand" + (f"; leaving cost you {_count(-net, 'chip')}"
                                               if net else "") + ".")
        else:
            result = (f"won {_count(net, 'chip')}" if net > 0 else
                      f"lost {_count(-net, 'chip')}" if net < 0 else "broke even")
            counting = (f" (counting the {_count(left_in_pot, 'chip')} left in the unfinished "
                        f"hand)" if left_in_pot else "")
            self.say(f"You finished {_count(self.hands, 'hand')} and {result} in all"
                     f"{counting}.")
        return SessionResult(self.hands, self.buy_ins, net)

    def play_hand(self) -> None:
        number = self.hands
        seed = None if self.seed is None else f"{self.seed}/{number}"
        state = HandState(self.stacks, 1, 2, 5, game=self.game, seed=seed,
                          dealer=(number + self.players - 1) % self.players)
        self.state = state
        self.told = 0
        self.street_told = 3
        self.revealed = False
        self.console.rule(f"Hand {number + 1}")
        while True:
            self.tell_new()
            if state.status is Status.OVER:
                break
            seat = state.actor
            assert seat is not None
            action = self.your_turn() if seat == YOU else self.bots[seat].choose(state, seat)
            state.apply(action)
        self.stacks = list(state.stacks)

    # --- what happens, as it happens ------------------------------------------------------

    def tell_new(self) -> None:
        state = self.state
        assert state is not None
        ops = state.operations
        while self.told < len(ops):
            op = ops[self.told]
            self.told += 1
            if isinstance(op, CardsDealt):
                self.street_told = op.street
                # The whole street is dealt at once: show it after its last card.
                if self.told < len(ops) and isinstance(ops[self.told], CardsDealt):
                    continue
                self.console.rule(STREET_NAMES[op.street], style="cyan")
                self.table()
            elif isinstance(op, CommunityCardDealt):
                self.street_told = 7
                self.say(f"Community card (everyone's 7th card): "
                         f"[bold]{format_cards((op.card,))}[/bold]")
            elif isinstance(op, PlayerActed):
                if op.street == 3 and op.action.kind is BRING_IN:
                    card = "high card" if self.game == "razz" else "low card"
                    has = "have" if op.seat == YOU else "has"
                    self.say(f"{self.name(op.seat)} {has} the {card} and must bring in.")
                self.say(f"  {self.name(op.seat)}: {op.action}")
            elif isinstance(op, UncalledBetReturned):
                self.say(f"  {op.amount} uncalled goes back to {self.name(op.seat)}")
            elif isinstance(op, HandShown):
                if self.street_told == 7:
                    self.shown(op)
                elif not self.revealed:
                    self.revealed = True
                    self.say("Betting is over (all-in): the hands are turned up and the cards "
                             "dealt out.")
            elif isinstance(op, HandMucked):
                self.say(f"{self.does(op.seat, 'mucks')}.")
            elif isinstance(op, PotAwarded):
                self.awarded(op)

    def table(self) -> None:
        state = self.state
        assert state is not None
        grid = Table(box=None, padding=(0, 2), show_edge=False)
        grid.add_column("player")
        grid.add_column("cards", no_wrap=True)
        grid.add_column("showing")
        grid.add_column("chips", justify="right")
        for seat in state.players:
            if seat not in state.live:
                continue
            up = format_cards(state.up_cards(seat))
            if seat == YOU:
                down = escape("[" + format_cards(state.down_cards(seat)) + "]")
                cards = f"[cyan]{down}[/cyan] {up}"
            else:
                hidden = len(state.down_cards(seat))
                cards = escape("[" + " ".join(["??"] * hidden) + "]") + f" {up}"
            grid.add_row(self.names[seat], cards,
                         describe_board(state.up_cards(seat), self.game),
                         str(state.stacks[seat]))
        self.console.print(grid)
        community = state.community_card
        if community is not None:
            self.say(f"Community card: {community}")

    def shown(self, op: HandShown) -> None:
        state = self.state
        assert state is not None
        hand = list(op.cards)
        community = state.community_card
        if community is not None and len(hand) == 6:
            hand.append(int(community))
        if len(hand) < 5:
            return
        five = cstud.best_five(hand)
        if self.game == "razz":
            named = f"{cstud.describe_razz(hand)} ({format_cards(five.razz)})"
        else:
            named = f"{cstud.describe_high(hand)} ({format_cards(five.high)})"
            if self.game == "stud8":
                low = (f"{cstud.describe_low(hand)} ({format_cards(five.low)})" if five.low
                       else "no low")
                named += f"; {low}"
        self.say(f"{self.does(op.seat, 'shows')} {format_cards(hand)}: {named}")

    def awarded(self, op: PotAwarded) -> None:
        pot = op.account
        what = "the pot" if op.pot == 0 else f"side pot {op.pot}"
        winners = [f"{self.does(seat, 'wins')} {chips}" for seat, chips in enumerate(pot.shares)
                   if chips]
        self.say(f"[green]{' and '.join(winners)}[/green] from {what} of {pot.amount}")
        for chip in pot.odd_chips:
            self.say(f"  [dim]odd chip: {chip.reason}[/dim]")

    # --- your turn ----------------------------------------------------------------------

    def your_turn(self) -> Action:
        state = self.state
        assert state is not None
        legal = state.legal_actions()
        down = format_cards(state.down_cards(YOU))
        up = format_cards(state.up_cards(YOU))
        to_call = state.to_call
        self.say(f"\n[bold]Your turn[/bold] on {STREET_NAMES[state.street]}: your cards "
                 f"[cyan]{escape('[' + down + ']')}[/cyan] {up}; pot {state.pot}; "
                 f"{'to call ' + str(to_call) if to_call else 'nothing to call'}; "
                 f"your stack {state.stacks[YOU]}")
        choices = "   ".join(f"[bold]{number}[/bold]) {action} ({_KEYS[action.kind]})"
                               for number, action in enumerate(legal, 1))
        self.say(choices)
        while True:
            text = self.ask("Your action: ")
            try:
                action = choose_action(text, legal)
                return state.verify(action)     # never applied if it is refused
            except (ValueError, IllegalActionError) as error:
                self.say(f"[red]{escape(str(error))}[/red]; the choices are: "
                         f"{', '.join(str(action) for action in legal)}")


def play_session(console: Console, *, players: int = 5, seed: Any = None, game: Game = "stud8",
                 stack: int = 200, read: Callable[[str], str] | None = None,
                 bots: list[Bot] | None = None) -> SessionResult:
    """Play hands with a person in seat 0 until the person quits; return how it went.

    ``read(prompt)`` returns a line the person typed (default: ``console.input``); the end of
    the input (EOFError) quits. ``seed`` makes the deals repeat; ``bots`` (one per seat,
    seat 0's unused) replaces the heuristic bots.
    """
    if read is None:
        read = console.input
    return _Session(console, read, players, seed, game, stack, bots).run()
