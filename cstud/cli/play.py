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
    AntePosted,
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
from cstud.showdown import PotResult

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
        # The table as it stands at the operation last told, not as the hand ended: after an
        # all-in the engine deals every street at once, and each is shown as it was dealt.
        self.chips: list[int] = []
        self.dealt: list[list[tuple[int, bool]]] = []
        self.folded: set[int] = set()
        self.turned_up: set[int] = set()
        self.community: int | None = None

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
        while True:     # only Enter deals on: a stray key is no answer
            answer = self.ask("Press Enter for the next hand, or q to quit: ").strip().lower()
            if not answer:
                return True
            if answer in ("q", "quit", "n", "no", "exit"):
                return False
            self.say("Press Enter (nothing else) for the next hand, or q to quit.")

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
        self.chips = list(state.starting_stacks)
        self.dealt = [[] for _ in range(state.seat_count)]
        self.folded = set()
        self.turned_up = set()
        self.community = None
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
            self.follow(op)
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
                if op.street == 3 and op.action.kind is BRING_IN and op.seat != YOU:
                    self.say(f"{self.name(op.seat)} has the {self.bring_in_card()} and must "
                             f"bring in.")     # you are told at your turn, before you choose
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

    def follow(self, op: object) -> None:
        """Bring the table as shown (chips, cards, who is in) up to ``op``."""
        if isinstance(op, AntePosted):
            self.chips[op.seat] -= op.amount
        elif isinstance(op, PlayerActed):
            self.chips[op.seat] -= op.action.chips
            if op.action.kind is FOLD:
                self.folded.add(op.seat)
        elif isinstance(op, UncalledBetReturned):
            self.chips[op.seat] += op.amount
        elif isinstance(op, PotAwarded):
            for seat, chips in enumerate(op.shares):
                self.chips[seat] += chips
        elif isinstance(op, CardsDealt):
            self.dealt[op.seat] += zip(op.cards, op.face_up, strict=True)
        elif isinstance(op, CommunityCardDealt):
            self.community = op.card
        elif isinstance(op, HandShown):
            self.turned_up.add(op.seat)

    def bring_in_card(self) -> str:
        return "high card" if self.game == "razz" else "low card"

    def table(self) -> None:
        state = self.state
        assert state is not None
        grid = Table(box=None, padding=(0, 2), show_edge=False)
        grid.add_column("player")
        grid.add_column("cards", no_wrap=True)
        grid.add_column("showing")
        grid.add_column("chips", justify="right")
        for seat in state.players:
            if seat in self.folded:
                continue
            down = [code for code, face_up in self.dealt[seat] if not face_up]
            up_cards = [code for code, face_up in self.dealt[seat] if face_up]
            up = format_cards(up_cards)
            if seat == YOU:
                cards = f"[cyan]{escape('[' + format_cards(down) + ']')}[/cyan] {up}"
            elif seat in self.turned_up:      # turned up for the all-in runout
                cards = escape("[" + format_cards(down) + "]") + f" {up}"
            else:
                cards = escape("[" + " ".join(["??"] * len(down)) + "]") + f" {up}"
            grid.add_row(self.names[seat], cards, describe_board(up_cards, self.game),
                         str(self.chips[seat]))
        self.console.print(grid)
        if self.community is not None:
            self.say(f"Community card: {format_cards((self.community,))}")

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
        winners = [f"{self.does(seat, 'wins')} {chips}{self.halves_won(pot, seat)}"
                   for seat, chips in enumerate(pot.shares) if chips]
        self.say(f"[green]{' and '.join(winners)}[/green] from {what} of {pot.amount}")
        for chip in pot.odd_chips:
            self.say(f"  [dim]odd chip: {escape(chip.reason)}[/dim]")

    def halves_won(self, pot: PotResult, seat: int) -> str:
        """Which half of a Hi/Lo showdown a winner's chips are: ' (the high half)', ' (the
        high half and the low half)', ' (a share of the low half)'; nothing for one player's
        pot or a one-way game."""
        if self.game != "stud8" or len(pot.eligible) < 2:
            return ""
        if not pot.low_winners:
            return " (high; no low qualifies)"
        halves = []
        for half, winners in (("high", pot.high_winners), ("low", pot.low_winners)):
            if seat in winners:
                halves.append(f"the {half} half" if len(winners) == 1 else
                              f"a share of the {half} half")
        return f" ({' and '.join(halves)})" if halves else ""

    # --- your turn ----------------------------------------------------------------------

    def your_turn(self) -> Action:
        state = self.state
        assert state is not None
        legal = state.legal_actions()
        down = format_cards(state.down_cards(YOU))
        up = format_cards(state.up_cards(YOU))
        to_call = state.to_call
        if any(action.kind is BRING_IN for action in legal):
            self.say(f"\nYou have the {self.bring_in_card()} and must bring in (or complete).")
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
