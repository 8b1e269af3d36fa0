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
import dataclasses
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, TextColumn
from rich.table import Table

import cstud
from cstud.bots import Bot, HeuristicBot
from cstud.cards import format_cards
from cstud.cli._common import (
    MAX_SEED,
    CommandError,
    Subcommands,
    chip_count,
    progress,
    seed_number,
    shown,
    table_size,
    whole_number,
)
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
from cstud.session import hand_seed
from cstud.showdown import PotResult

if TYPE_CHECKING:      # cstud.tournament is imported by --tournament alone (the CLI's start)
    from cstud.session import Table as SessionTable
    from cstud.tournament import Elimination, Structure

__all__ = ["LETTERS", "SessionResult", "TournamentPlay", "choose_action", "play_session",
           "play_tournament"]

YOU = 0
"""Your seat."""


def add_command(commands: Subcommands) -> None:
    """Register `play` on the `cstud` command's subcommands."""
    play = commands.add_parser(
        "play", help="play against bots in the terminal: cstud play",
        description="You play against bots, one hand after another, until you quit "
                    "(q). At your turn type the number of an action, its letter or its word: "
                    "f fold, k or x check, c call (or check), b bring in, r complete/bet/raise "
                    "(raise, bet and complete mean the same), a all-in. With --tournament "
                    "you play a tournament instead: its levels, eliminations and prizes, "
                    "until you are out or win (the bots then play it to its end).")
    play.add_argument("--players", type=table_size, default=None,
                      help="2 to 8 (default 5; with --tournament: the players a table)")
    play.add_argument("--seed", type=seed_number, default=None, help="deal the same cards again")
    play.add_argument("--game", choices=GAMES, default=None,
                      help="default stud8 (with --tournament: the structure's)")
    play.add_argument("--stack", type=chip_count, default=None,
                      help="chips each player starts with (default 200, at stakes 1/2/5/10; "
                           "with --tournament: the structure's starting chips)")
    play.add_argument("--tournament", metavar="FILE|NAME", nargs="?",
                      const="pokerstars-stud8-sng",
                      help="play a tournament by this structure: a TOML file, or one that "
                           "comes with cstud (pokerstars-stud8-sng, the default, or "
                           "wsop-stud8); levels, eliminations and prizes as its rules say")
    play.add_argument("--entrants", type=whole_number(2),
                      help="with --tournament: players in the event (default: the "
                           "structure's)")
    play.add_argument("--json", action="store_true",
                      help="tell nothing and ask nothing on the way (the answers are read "
                           "all the same); print the result as JSON at the end")
    play.set_defaults(run=run)


def run(args: argparse.Namespace, console: Console) -> int:
    """A person against bots, hand after hand, until he quits (or through a tournament)."""
    if args.json:
        console.quiet = True               # the story and the prompts; the result is printed
    if args.tournament is not None:
        report = _run_tournament(args, console)
    else:
        if args.entrants is not None:
            raise CommandError("--entrants is for --tournament")
        try:
            result = play_session(console, players=args.players or 5, seed=args.seed,
                                  game=args.game or "stud8", stack=args.stack or 200)
        except ValueError as error:
            raise CommandError(str(error)) from None
        report = {"hands": result.hands, "buy_ins": result.buy_ins, "net": result.net}
    if args.json:
        console.quiet = False
        console.print_json(json.dumps(report))
    return 0


def _run_tournament(args: argparse.Namespace, console: Console) -> dict[str, Any]:
    """cstud play --tournament: the structure, changed by --players, --stack and --game."""
    from cstud.tournament import load_structure

    try:
        structure = load_structure(args.tournament)
        changes = {name: value for name, value in (
            ("table_size", args.players), ("starting_chips", args.stack),
            ("game", args.game)) if value is not None}
        if changes:
            structure = dataclasses.replace(structure, **changes)
        structure.prizes(args.entrants or structure.entrants)  # a field it pays, or refused
        played = play_tournament(console, structure, entrants=args.entrants, seed=args.seed)
    except ValueError as error:
        raise CommandError(str(error)) from None
    return {
        "structure": played.structure, "entrants": played.entrants, "seed": played.seed,
        "hands": played.hands, "place": played.place, "prize": played.prize,
        "chips": played.chips, "left": played.left, "finished": played.finished,
        "standings": [{"place": e.place, "player": e.name, "prize": e.prize}
                      for e in played.standings]}

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
        self.you = YOU                  # your seat in the hand (engine order)
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
        return f"[bold]{shown(self.names[seat])}[/bold]"

    def does(self, seat: int, verb: str) -> str:
        """'Ben shows', 'You show'."""
        return f"{self.name(seat)} {verb if seat != self.you else verb[:-1]}"

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
        # The deal rule of a seeded session (cstud.session.Table): hand n of table 1.
        seed = None if self.seed is None else hand_seed(self.seed, 1, number + 1)
        state = HandState(self.stacks, 1, 2, 5, game=self.game, seed=seed,
                          dealer=(number + self.players - 1) % self.players)
        self.begin_hand(state)
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

    def begin_hand(self, state: HandState) -> None:
        """Show ``state`` from its start: nothing of it told yet."""
        self.state = state
        self.told = 0
        self.street_told = 3
        self.revealed = False
        self.chips = list(state.starting_stacks)
        self.dealt = [[] for _ in range(state.seat_count)]
        self.folded = set()
        self.turned_up = set()
        self.community = None

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
                if op.street == 3 and op.action.kind is BRING_IN and op.seat != self.you:
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
            if seat == self.you:
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
        down = format_cards(state.down_cards(self.you))
        up = format_cards(state.up_cards(self.you))
        to_call = state.to_call
        if any(action.kind is BRING_IN for action in legal):
            self.say(f"\nYou have the {self.bring_in_card()} and must bring in (or complete).")
        self.say(f"\n[bold]Your turn[/bold] on {STREET_NAMES[state.street]}: your cards "
                 f"[cyan]{escape('[' + down + ']')}[/cyan] {up}; pot {state.pot}; "
                 f"{'to call ' + str(to_call) if to_call else 'nothing to call'}; "
                 f"your stack {state.stacks[self.you]}")
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


# --- cstud play --tournament ----------------------------------------------------------
#
# The event is a cstud.tournament.Tournament played round by round as Tournament.play plays it
# (levels, breaks, chip races, balancing, eliminations and prizes are its rules, docs/RULES.md
# T1-T8); the person is one entrant, whose decisions are asked through _Session's table (a
# bot whose choose asks), so every hand of his table is told as a hand of cstud play is. Once
# he is out the bots play the event to its end behind a progress bar.

YOUR_NAME = "You"

MINUTES_PER_HAND = 2.0
"""How far a clock-run structure's clock moves a round, as ``Tournament.play`` moves it."""


@dataclass
class TournamentPlay:
    """How a tournament went for the person: ``place`` is None when he left before he was
    out (``left``); ``standings`` are the places decided, best first."""

    structure: str
    entrants: int
    seed: int
    hands: int
    place: int | None
    prize: int
    chips: int
    left: bool
    finished: bool
    standings: list[Elimination]


def ordinal(number: int) -> str:
    """'1st', '2nd', '3rd', '4th', '11th', '21st'."""
    if 10 <= number % 100 <= 20:
        return f"{number}th"
    return f"{number}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(number % 10, 'th')}"


def entrant_names(entrants: int) -> list[str]:
    """You, then the demo's names, then 'Bot 9', 'Bot 10', ..."""
    names = [YOUR_NAME, *NAMES[1:]]
    names += [f"Bot {number}" for number in range(len(names) + 1, entrants + 1)]
    return names[:entrants]


class _Person(Bot):
    """The person's seat: each decision is asked at the terminal."""

    name = "you"

    def __init__(self, play: _TournamentSession) -> None:
        self.play = play

    def choose(self, state: HandState, seat: int) -> Action:
        return self.play.your_move(state, seat)


class _TournamentSession(_Session):
    # _Session's way of telling a hand, with a tournament's tables instead of its one table:
    # its __init__ (one table of its own) is not called.
    def __init__(self, console: Console, read: Callable[[str], str], structure: Structure,
                 entrants: int, seed: int) -> None:
        self.console = console
        self.read = read
        self.structure = structure
        self.seed = seed
        self.game = structure.game
        self.names: list[str] = []
        self.state: HandState | None = None
        self.you = 0
        from cstud.tournament import Tournament

        names = entrant_names(entrants)
        self.event = Tournament(structure, names, seed=seed)
        bot = HeuristicBot()                   # decides from the table alone: one serves all
        self.seat_bots: dict[str, Bot] = dict.fromkeys(names, bot)
        self.seat_bots[YOUR_NAME] = _Person(self)
        self.hands = 0                         # hands you were dealt and finished
        self.level_told = -1
        self.table_told: int | None = None
        self.played_this_round = False
        self.out: Elimination | None = None

    # --- where you are -------------------------------------------------------------------

    def your_table(self) -> tuple[int, SessionTable] | None:
        for number, table in self.event.tables.items():
            if any(seat.name == YOUR_NAME for seat in table.seats.values()):
                return number, table
        return None

    def start(self, state: HandState) -> None:
        """A hand of your table begins to be told."""
        place = self.your_table()
        assert place is not None
        number, table = place
        self.begin_hand(state)
        self.names = [table.seats[seat].name for seat in state.seat_numbers]
        self.you = self.names.index(YOUR_NAME)
        self.game = state.game
        self.played_this_round = True
        if number != self.table_told:
            if self.table_told is not None:
                self.say(f"You move to table {number} (tables are balanced).")
            self.table_told = number
        where = f", table {number}" if len(self.event.tables) > 1 else ""
        self.console.rule(f"Hand {self.hands + 1}{where}, level {self.event.level + 1}")

    def your_move(self, state: HandState, seat: int) -> Action:
        if state is not self.state:
            self.start(state)
        self.tell_new()
        return self.your_turn()

    def watch(self, number: int, hand: HandState) -> None:
        """Each hand as it ends: your table's is told to its end (one you never acted in,
        all-in on the ante, from its start)."""
        place = self.your_table()
        if place is None or place[0] != number:
            return
        if hand is not self.state:
            self.start(hand)
        self.tell_new()
        self.hands += 1

    # --- the event -----------------------------------------------------------------------

    def play_event(self) -> TournamentPlay:
        structure, event = self.structure, self.event
        prizes = ", ".join(f"{ordinal(place)} {prize:,}"
                           for place, prize in enumerate(event.prizes, 1))
        self.console.rule(f"[bold]{escape(structure.name)}[/bold]")
        self.say(f"{event.entrants} players, {structure.starting_chips:,} chips each, "
                 f"{structure.table_size} a table; prizes: {prizes}; seed {self.seed}. "
                 f"At your turn type an action's number or letter; q leaves.")
        try:
            while not event.finished and self.out is None:
                _check_rounds(event.rounds)
                self.tell_level()
                self.played_this_round = False
                self.tell_out(event.play_round(self.seat_bots, watch=self.watch))
                if structure.clock == "minutes" and not event.finished:
                    event.advance_clock(MINUTES_PER_HAND)
                if self.out is None and not event.finished and self.played_this_round:
                    self.between_hands()
        except Quit as leaving:
            self.say("\nThe input ended, so you leave the tournament." if leaving.input_ended
                     else "\nYou leave the tournament.")
            return self.left()
        if not event.finished:
            self.play_out()
        return self.standings()

    def tell_level(self) -> None:
        level = self.event.level
        if level == self.level_told:
            return
        self.level_told = level
        stakes = self.structure.stakes(level)
        game = GAME_TITLES[self.structure.game_of(level)]
        self.say(f"\n[bold]Level {level + 1}[/bold]: {game}, ante {stakes.ante:,}, bring-in "
                 f"{stakes.bring_in:,}, bets {stakes.small_bet:,}/{stakes.big:,}")

    def tell_out(self, out: list[Elimination]) -> None:
        """The round's eliminations: yours, those of your table, those paid, and a count of
        the rest."""
        place = self.your_table()
        here = place[0] if place is not None else None
        elsewhere = 0
        for elimination in out:
            prize = f" and wins {elimination.prize:,}" if elimination.prize else ""
            if elimination.name == YOUR_NAME:
                self.out = elimination
                if elimination.place == 1:
                    self.say(f"[bold green]You win the tournament[/bold green] and "
                             f"{elimination.prize:,}!")
                else:
                    won = f" and win {elimination.prize:,}" if elimination.prize else ""
                    self.say(f"[bold]You are out in {ordinal(elimination.place)} "
                             f"place{won}.[/bold]")
            elif elimination.place == 1:
                self.say(f"{self.name_of(elimination.name)} wins the tournament{prize}.")
            elif elimination.table == here or elimination.prize:
                self.say(f"{self.name_of(elimination.name)} is out in "
                         f"{ordinal(elimination.place)} place{prize}.")
            else:
                elsewhere += 1
        if elsewhere:
            self.say(f"{_count(elsewhere, 'player')} out at other tables.")

    def name_of(self, name: str) -> str:
        return f"[bold]{shown(name)}[/bold]"

    def between_hands(self) -> None:
        chips = self.event.chips()
        yours = chips.get(YOUR_NAME, 0)
        rank = 1 + sum(1 for other in chips.values() if other > yours)
        self.say(f"{len(chips)} players left; you have {yours:,} chips ({ordinal(rank)} of "
                 f"{len(chips)}).")
        while True:
            answer = self.ask("Press Enter for the next hand, or q to leave: ").strip().lower()
            if not answer:
                return
            if answer in ("q", "quit", "n", "no", "exit"):
                raise Quit
            self.say("Press Enter (nothing else) for the next hand, or q to leave.")

    def play_out(self) -> None:
        """The bots play on to the end, behind a progress bar (a large field takes a while)."""
        event = self.event
        columns = (TextColumn("the others play on"), BarColumn(),
                   TextColumn("{task.completed:,} of {task.total:,} players out"))
        with progress(self.console, columns) as bar:
            task = bar.add_task("", total=event.entrants - 1,
                                completed=event.entrants - event.remaining)
            while not event.finished:
                _check_rounds(event.rounds)
                event.play_round(self.seat_bots)
                if self.structure.clock == "minutes" and not event.finished:
                    event.advance_clock(MINUTES_PER_HAND)
                bar.update(task, completed=event.entrants - event.remaining)

    def standings(self) -> TournamentPlay:
        event = self.event
        places = sorted(event.eliminations, key=lambda e: (e.place, e.name))
        grid = Table(title="[bold]Final standings[/bold]")
        for column in ("place", "player", "prize"):
            grid.add_column(column, justify="left" if column == "player" else "right")
        for elimination in places:
            if elimination.prize or elimination.name == YOUR_NAME or \
                    elimination.place <= self.structure.table_size:
                grid.add_row(ordinal(elimination.place), shown(elimination.name),
                             f"{elimination.prize:,}" if elimination.prize else "")
        self.console.print(grid)
        assert self.out is not None
        won = f"won {self.out.prize:,}" if self.out.prize else "won nothing"
        self.say(f"You finished {ordinal(self.out.place)} of {event.entrants} and {won} "
                 f"(buy-in {self.structure.buy_in:,}), in {_count(self.hands, 'hand')}.")
        return self._result(left=False, chips=0 if self.out.place > 1 else event.total_chips)

    def left(self) -> TournamentPlay:
        event = self.event
        chips = event.chips().get(YOUR_NAME, 0)
        self.say(f"You left at level {event.level + 1} with {chips:,} chips, "
                 f"{event.remaining} players left, after {_count(self.hands, 'hand')}; the "
                 f"tournament is not finished.")
        return self._result(left=True, chips=chips)

    def _result(self, *, left: bool, chips: int) -> TournamentPlay:
        event = self.event
        out = self.out
        return TournamentPlay(
            structure=self.structure.name, entrants=event.entrants, seed=self.seed,
            hands=self.hands, place=None if out is None else out.place,
            prize=0 if out is None else out.prize, chips=chips, left=left,
            finished=event.finished,
            standings=sorted(event.eliminations, key=lambda e: (e.place, e.name)))


def _check_rounds(rounds: int) -> None:
    """Tournament.play's bound on an event that does not end (bots that never bet)."""
    from cstud.session import TableError
    from cstud.tournament.event import MAX_ROUNDS

    if rounds >= MAX_ROUNDS:
        raise TableError(f"the tournament did not finish in {MAX_ROUNDS:,} rounds")


def play_tournament(console: Console, structure: Structure, *, entrants: int | None = None,
                    seed: int | None = None,
                    read: Callable[[str], str] | None = None) -> TournamentPlay:
    """Play ``structure`` (a field of ``entrants``, default the structure's) with a person
    among heuristic bots; ``read(prompt)`` returns a line the person typed (default
    ``console.input``), and the end of the input leaves. ``seed`` (default: drawn) seats
    the players and deals the cards: the same seed and the same answers play the same
    event."""
    if seed is None:
        seed = random.SystemRandom().randint(0, MAX_SEED)
    return _TournamentSession(console, console.input if read is None else read, structure,
                              structure.entrants if entrants is None else entrants,
                              seed).play_event()
