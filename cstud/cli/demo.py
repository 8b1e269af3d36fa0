"""``cstud demo``: bots play one hand, and every step is told with the rule behind it.

It is a terminal program, so it lives in the terminal wing: all it adds to the library (the
engine, the bots and the rule functions it explains) is what to say and how to print it.

The hand is played first (by :func:`cstud.bots.play_hand`), then told from its operations log,
the same record a PHH file is written from: the deal, the bring-in and why (R5), who acts first
on each street and why (R12), each action, the showdown with each hand named and the five
cards it plays, and how each pot is split, odd chips included (R20-R23).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any, Literal

from rich.console import Console
from rich.markup import escape
from rich.padding import Padding
from rich.table import Table

import cstud
from cstud.bots import CallingStation, HeuristicBot, play_hand
from cstud.cards import RANK_NAMES, SUIT_NAMES, format_cards
from cstud.cli._common import CommandError, Subcommands, seed_number, shown, table_size
from cstud.equities import GAMES
from cstud.game import (
    GAME_TITLES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    STREET_NAMES,
    WAGERS,
    AntePosted,
    CardBurned,
    CardsDealt,
    CommunityCardDealt,
    Game,
    HandMucked,
    HandShown,
    HandState,
    Options,
    PlayerActed,
    PotAwarded,
    RakeTaken,
    StubScrambled,
    UncalledBetReturned,
    board_key,
    boards,
    describe_board,
)
from cstud.showdown import PotResult

__all__ = ["DEFAULT_PLAYERS", "DEFAULT_SEED", "NAMES", "tell_demo", "tell_hand"]

DEFAULT_SEED = 14
"""The demo's deal when no seed is given: a Hi/Lo hand with an all-in, a side pot, and both
pots split between a full house and a six-five low."""

DEFAULT_PLAYERS = 5

NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hal")
"""The players' names, seat by seat."""

STACKS = (120, 90, 150, 40, 110, 75, 130, 60)
"""The demo's starting stacks, seat by seat: uneven, so that all-ins make side pots."""

def add_command(commands: Subcommands) -> None:
    """Register `demo` on the `cstud` command's subcommands."""
    demo = commands.add_parser(
        "demo", help="watch one hand among bots, explained: cstud demo",
        description="Bots play one hand and every step is told: the bring-in and why, who "
                    "acts first on each street and why, each action, the showdown with the "
                    "hands named, and how each pot is split.")
    demo.add_argument("--seed", type=seed_number, default=None,
                      help="another deal (the default seed shows a high-low split)")
    demo.add_argument("--players", type=table_size, default=None, help="2 to 8 (default 5)")
    demo.add_argument("--game", choices=GAMES, default="stud8")
    demo.set_defaults(run=run)


def run(args: argparse.Namespace, console: Console) -> int:
    """One hand among bots, told street by street."""
    try:
        tell_demo(console, seed=args.seed, players=args.players, game=args.game)
    except ValueError as error:
        raise CommandError(str(error)) from None
    return 0


def tell_demo(console: Console, seed: int | None = None, players: int | None = None,
              game: Game = "stud8") -> HandState:
    """Deal one hand among bots (seeded), play it and tell it on ``console``; return it."""
    if seed is None:
        seed = DEFAULT_SEED
    if players is None:
        players = DEFAULT_PLAYERS
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"a stud table has {MIN_PLAYERS} to {MAX_PLAYERS} players, not "
                         f"{players}")
    bots = [CallingStation() if seat % 3 == 1 else HeuristicBot() for seat in range(players)]
    state = HandState(list(STACKS[:players]), 1, 2, 5, game=game, seed=seed)
    play_hand(state, bots)
    labels = ["calling station (always calls)" if isinstance(bot, CallingStation) else
              "heuristic bot (tight)" for bot in bots]
    tell_hand(state, console, NAMES[:players], labels, seed=seed)
    return state


def tell_hand(state: HandState, console: Console, names: Sequence[str] | None = None,
              labels: Sequence[str] | None = None, seed: Any = None) -> None:
    """Tell a finished hand on ``console``, step by step, with the reason for each rule."""
    if not state.is_over:
        raise ValueError("tell_hand tells a finished hand; play it to the end first")
    _Teller(state, console, names, labels, seed).tell()


def _join(words: Sequence[str]) -> str:
    """'Ada', 'Ada and Ben', 'Ada, Ben and Cleo'."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _card_words(code: int) -> str:
    """'two of clubs (2c)'."""
    return f"{RANK_NAMES[code >> 2].lower()} of {SUIT_NAMES[code & 3]} ({format_cards((code,))})"


class _Teller:
    """Walks the operations log, keeping what the table would see, and tells each step."""

    def __init__(self, state: HandState, console: Console, names: Sequence[str] | None,
                 labels: Sequence[str] | None, seed: Any) -> None:
        self.state = state
        self.console = console
        n = state.seat_count
        self.names = list(names) if names else [f"Seat {seat}" for seat in range(n)]
        self.labels = list(labels) if labels else [""] * n
        self.seed = seed
        self.game = state.game
        self.options: Options = state.options
        self.order = state.players                    # seat order from the dealer's left
        self.stacks = list(state.starting_stacks)
        self.cards: list[list[int]] = [[] for _ in range(n)]
        self.up: list[list[int]] = [[] for _ in range(n)]
        self.live = set(self.order)
        self.pot = 0
        self.street = 2
        self.community: int | None = None
        self.acted_on: set[int] = set()               # streets whose first action was told
        self.last_wager: dict[int, int] = {}          # street -> seat of its last wager
        self.showdown_started = False
        self.shown_seats: set[int] = set()
        self.revealed = False                         # hands turned up before 7th street
        self.explained_boards = False                 # R12's details told once
        self.awarded = False
        self.headed: set[int] = set()                 # streets whose heading was printed
        self.mucked = False

    # --- helpers ----------------------------------------------------------------------------

    def say(self, text: str = "") -> None:
        """A line of the story; lines that start with two spaces stay indented when wrapped."""
        if text.startswith("  "):
            self.console.print(Padding(text[2:], (0, 0, 0, 2), expand=False))
        else:
            self.console.print(text)

    def name(self, seat: int) -> str:
        return f"[bold]{shown(self.names[seat])}[/bold]"

    def plain(self, seat: int) -> str:
        return self.names[seat]

    def hand_of(self, seat: int) -> list[int]:
        cards = list(self.cards[seat])
        if self.community is not None and len(cards) == 6:
            cards.append(self.community)
        return cards

    # --- the story ------------------------------------------------------------------------

    def tell(self) -> None:
        state = self.state
        big = state.big_bet
        title = GAME_TITLES.get(self.game, self.game)
        self.console.rule(f"[bold]{title}[/bold]")
        seed = "" if self.seed is None else f", seed {self.seed}"
        self.say(f"{len(self.order)} players; ante {state.ante}, bring-in {state.bring_in}, "
                 f"bets of {state.small_bet} on 3rd and 4th street and {big} on 5th, 6th and "
                 f"7th (fixed limit){seed}. The bots' down cards are shown here in "
                 f"[dim]\\[brackets][/dim]: at the table only their owners see them.")
        table = Table(show_edge=False, box=None, padding=(0, 2))
        table.add_column("seat", justify="right")
        table.add_column("player")
        table.add_column("plays as")
        table.add_column("chips", justify="right")
        for seat in self.order:
            table.add_row(str(seat), self.names[seat], self.labels[seat],
                          str(state.starting_stacks[seat]))
        self.say()
        self.console.print(table)
        ops = state.operations
        index = 0
        while index < len(ops):
            op = ops[index]
            if isinstance(op, AntePosted):
                antes = [item for item in ops[index:] if isinstance(item, AntePosted)]
                self.antes(antes)
                index += len(antes)
                continue
            if isinstance(op, CardsDealt):
                dealt: list[CardsDealt] = []
                while index < len(ops) and isinstance(item := ops[index], CardsDealt):
                    dealt.append(item)
                    index += 1
                self.deal(dealt)
                continue
            self.step(op)
            index += 1
        self.finish()

    def antes(self, antes: list[AntePosted]) -> None:
        for ante in antes:
            self.stacks[ante.seat] -= ante.amount
            self.pot += ante.amount
        amounts = {ante.amount for ante in antes}
        short = set(self.state.short_antes)
        text = (f"Everyone antes {antes[0].amount}" if len(amounts) == 1
                else "Everyone antes")
        self.say(f"\n{text}: the pot starts at {self.pot} (R3).")
        for ante in antes:
            if ante.seat in short:
                self.say(f"{self.name(ante.seat)} has only {ante.amount} for the ante and is "
                         f"all-in before a card is dealt, and can win only the chips matched "
                         f"(side pots, R3, R20).")
            elif ante.all_in:
                self.say(f"{self.name(ante.seat)}'s chips just cover the ante: he is all-in "
                         f"before a card is dealt, in for every ante but no bet (R3, R20).")

    def deal(self, dealt: list[CardsDealt]) -> None:
        self.street = street = dealt[0].street
        for op in dealt:
            self.cards[op.seat].extend(op.cards)
            self.up[op.seat].extend(code for code, up in zip(op.cards, op.face_up, strict=True)
                                    if up)
        self.street_rule(street)
        if street == 3:
            self.say("Two cards down and one up (the door card) to each player (R4).")
        elif street < 7:
            self.say("A burn card, then one more card face up to each player (R11, R13).")
        else:
            self.say("A burn card, then the last card face down to each player (R14).")
        self.boards()
        if street == 3:
            self.bring_in()

    def street_rule(self, street: int) -> None:
        """A street's heading, once (7th street may be announced by the stub's procedure)."""
        if street not in self.headed:
            self.headed.add(street)
            self.console.rule(STREET_NAMES[street], style="cyan")

    def boards(self) -> None:
        table = Table(show_edge=False, box=None, padding=(0, 2))
        table.add_column("player")
        table.add_column("down", style="dim")
        table.add_column("up", style="bold")
        table.add_column("showing")
        table.add_column("chips", justify="right")
        for seat in self.order:
            if seat not in self.live:
                continue
            down = [code for code in self.cards[seat] if code not in self.up[seat]]
            table.add_row(self.names[seat], escape(f"[{format_cards(down)}]"),
                          format_cards(self.up[seat]), describe_board(self.up[seat], self.game),
                          str(self.stacks[seat]) if self.stacks[seat] else "all-in")
        self.console.print(table)
        self.say(f"Pot: {self.pot}")

    def bring_in(self) -> None:
        state = self.state
        low = state.bring_in_seat
        assert low is not None
        door = {seat: self.up[seat][0] for seat in self.order if seat in self.live}
        card = door[low]
        same_rank = [seat for seat in door if door[seat] >> 2 == card >> 2 and seat != low]
        others = _join([self.name(seat) for seat in same_rank])
        if self.game == "razz":
            why = (f"{self.name(low)}'s {_card_words(card)} is the highest door card: in razz "
                   f"the highest card brings in, kings highest and aces lowest (R5)")
            if same_rank:
                why += (f". {others} {'has' if len(same_rank) == 1 else 'have'} the same "
                        f"rank; between equal ranks the higher suit brings in (spades, hearts, "
                        f"diamonds, clubs)")
        else:
            why = (f"{self.name(low)}'s {_card_words(card)} is the lowest door card: the "
                   f"lowest card brings in, the ace counting high, so a deuce is the lowest "
                   f"(R5)")
            if same_rank:
                why += (f". {others} {'has' if len(same_rank) == 1 else 'have'} the same "
                        f"rank; suits break the tie, clubs lowest, then diamonds, hearts, "
                        f"spades")
        self.say(f"{why}.")
        if self.stacks[low] > 0:
            self.say(f"So {self.name(low)} must start the betting: bring in for "
                     f"{state.bring_in} or complete to a full bet of {state.small_bet}; "
                     f"folding or checking is not allowed (R6).")
        elif self.options.tda_bringin_skip:
            self.say(f"{self.name(low)} is all-in on the ante and cannot bring in, so the "
                     f"action starts with the next player, and each player may fold, bring "
                     f"in or complete (R7, TDA rule).")
        else:
            self.say(f"{self.name(low)} is all-in on the ante and cannot bring in, so the "
                     f"bring-in passes to the next player with chips (R7).")
        self.acted_on.add(3)

    def first_to_act(self, seat: int) -> None:
        """Why ``seat`` opens the betting of this street (R12)."""
        street = self.street
        self.acted_on.add(street)
        live = [other for other in self.order if other in self.live]
        leader = boards.leader(live, self.up, self.game, self.options.suit_tiebreak_board)
        # The boards equal to the leader's but for suits: the tie the story explains.
        best = board_key(self.up[leader], self.game)
        leaders = [other for other in live if board_key(self.up[other], self.game) == best]
        shows = describe_board(self.up[leader], self.game)
        kind = "lowest" if self.game == "razz" else "best"
        if street == 7 and self.community is not None:
            opening = "The community card changes no board: "
        elif street == 7:
            opening = "7th street cards are dealt down, so the boards are unchanged: "
        else:
            opening = ""
        if len(leaders) == 1:
            if self.explained_boards:
                rule = "R12"
            elif self.game == "razz":
                rule = "R12: the lowest cards lead, and a pair counts against a board"
            else:
                rule = "R12: only pairs and trips count, not straights or flushes"
            self.explained_boards = True
            why = f"{opening}{self.name(leader)} has the {kind} board, {shows} ({rule})"
        elif self.options.suit_tiebreak_board:
            why = (f"{opening}{_join([self.name(other) for other in leaders])} all show "
                   f"{shows}; the highest card by suit breaks the tie, so {self.name(leader)} "
                   f"leads (R12, TDA)")
        else:
            why = (f"{opening}{_join([self.name(other) for other in leaders])} both show "
                   f"{shows}" if len(leaders) == 2 else
                   f"{opening}{_join([self.name(other) for other in leaders])} all show "
                   f"{shows}")
            why += (f"; the tie goes to the first of them clockwise from the dealer, "
                    f"{self.name(leader)} (R12)")
        if leader == seat:
            self.say(f"{why}, so {self.name(seat)} acts first.")
        else:
            self.say(f"{why}, but {self.name(leader)} is all-in, so {self.name(seat)}, the "
                     f"next player with chips, acts first (R12).")

    def step(self, op: Any) -> None:
        if isinstance(op, PlayerActed):
            if op.street not in self.acted_on:
                self.first_to_act(op.seat)
            self.act(op)
        elif isinstance(op, CardBurned):
            pass                                        # told with the street's deal
        elif isinstance(op, StubScrambled):
            self.street_rule(7)
            self.street = 7
            self.say(f"The stub is too short to give everyone a card, so the dealer "
                     f"scrambles the burn cards back into it ({op.cards} cards), cuts and "
                     f"burns (R16, casino procedure).")
        elif isinstance(op, CommunityCardDealt):
            self.community = op.card
            self.street_rule(7)
            self.street = 7
            self.say(f"Too few cards are left to give every player a 7th card, so one card, "
                     f"[bold]{format_cards((op.card,))}[/bold], is dealt face up in the middle: "
                     f"it is every player's 7th card (R16).")
        elif isinstance(op, UncalledBetReturned):
            self.stacks[op.seat] += op.amount
            self.pot -= op.amount
            self.say(f"Nobody matched the last {op.amount}: it goes back to "
                     f"{self.name(op.seat)} (R15).")
        elif isinstance(op, HandShown):
            if self.street == 7:
                self.show(op)
            elif not self.revealed:
                self.revealed = True
                self.say("Betting is over: every player but one is all-in (or all are), so the "
                         "hands are turned face up and the remaining cards are dealt without "
                         "betting (R17.3).")
        elif isinstance(op, HandMucked):
            self.showdown_begins(op)
            self.live.discard(op.seat)
            self.mucked = True
            self.say(f"{self.name(op.seat)} mucks and gives up the pot (R17.4).")
        elif isinstance(op, PotAwarded):
            self.award(op)
        elif isinstance(op, RakeTaken):
            self.say(f"The house takes {op.amount} in rake (R21).")

    def act(self, op: PlayerActed) -> None:
        action = op.action
        seat = op.seat
        self.stacks[seat] -= action.chips
        self.pot += action.chips
        if action.kind in WAGERS:
            self.last_wager[op.street] = seat
        if str(action.kind) == "fold":
            self.live.discard(seat)
        words = {"fold": "folds", "check": "checks", "call": f"calls {action.chips}",
                 "bring_in": f"brings in for {action.amount}",
                 "complete": f"completes to {action.amount}", "bet": f"bets {action.amount}",
                 "raise": f"raises to {action.amount}"}.get(str(action.kind), str(action))
        all_in = " and is all-in" if action.all_in else ""
        self.say(f"  {self.name(seat)} {words}{all_in}.  [dim](pot {self.pot})[/dim]")

    def showdown_begins(self, first: HandShown | HandMucked) -> None:
        """The showdown's heading and who starts it (R17), once."""
        if self.showdown_started:
            return
        self.showdown_started = True
        self.console.rule("Showdown", style="cyan")
        if isinstance(first, HandShown) and first.all_in:
            all_in = [seat for seat in self.order if seat in self.live and not self.stacks[seat]]
            self.say(f"{_join([self.name(seat) for seat in all_in])} "
                     f"{'is' if len(all_in) == 1 else 'are'} all-in, so every hand is turned "
                     f"face up at once (R17.3).")
        elif 7 in self.last_wager:
            self.say(f"{self.name(first.seat)} made the last bet or raise on 7th street, so the "
                     f"showdown starts there and goes clockwise (R17).")
        elif self.options.seat_order_show:
            self.say("Nobody bet on 7th street, so the hands are shown in seat order (R17).")
        else:
            self.say(f"Nobody bet on 7th street, so the showdown starts with "
                     f"{self.name(first.seat)}, who acted first, and goes clockwise (R17).")

    def show(self, op: HandShown) -> None:
        """A hand tabled at showdown: its cards, its hands by name and the five cards each
        plays (R17-R19)."""
        self.showdown_begins(op)
        self.shown_seats.add(op.seat)
        hand = self.hand_of(op.seat)
        lines = [f"[bold]{format_cards(hand)}[/bold]"]
        five = cstud.best_five(hand)
        if self.game != "razz":
            lines.append(f"high: {cstud.describe_high(hand)}  "
                         f"[dim]{format_cards(five.high)}[/dim]")
        if self.game == "stud8":
            if five.low is None:
                lines.append("low:  none (it takes five different cards eight or lower)")
            else:
                lines.append(f"low:  {cstud.describe_low(hand)}  "
                             f"[dim]{format_cards(five.low)}[/dim]")
        elif self.game == "razz":
            lines.append(f"razz: {cstud.describe_razz(hand)}  "
                         f"[dim]{format_cards(five.razz)}[/dim]")
        grid = Table.grid(padding=(0, 2))
        grid.add_column(min_width=6)
        grid.add_column()
        grid.add_row(f"  {self.name(op.seat)}", "\n".join(lines))
        self.console.print(grid)

    def hand_name(self, seat: int, half: str) -> str:
        hand = self.hand_of(seat)
        if half == "high":
            return cstud.describe_high(hand)
        if self.game == "razz":
            return cstud.describe_razz(hand)
        return cstud.describe_low(hand)

    def award(self, op: PotAwarded) -> None:
        pot = op.account
        name = "The main pot" if op.pot == 0 else f"Side pot {op.pot}"
        amount = pot.amount - pot.rake
        eligible = [seat for seat in pot.eligible]
        raked = f" ({pot.rake} raked)" if pot.rake else ""
        if len(self.live) == 1:
            seat = eligible[0]
            if seat in self.shown_seats:
                self.say(f"\nEvery other hand was mucked: {self.name(seat)} wins the pot of "
                         f"{amount}{raked} (R17.4).")
            elif self.mucked:
                self.say(f"\nEvery other hand was folded or mucked: {self.name(seat)} wins the "
                         f"pot of {amount}{raked} without showing (R17.4).")
            else:
                self.say(f"\nEveryone else folded: {self.name(seat)} wins the pot of {amount}"
                         f"{raked} without showing (R15).")
            self.stacks[seat] += pot.shares[seat]
            return
        header = f"\n{name} of {pot.amount}{raked}"
        if op.pot > 0:
            header += (f", which only {_join([self.name(seat) for seat in eligible])} "
                       f"matched")
            if not self.awarded:
                header += " (side pots are awarded first, the newest first, R20)"
        self.awarded = True
        if len(eligible) == 1:
            self.say(f"{header}: only {self.name(eligible[0])} can win it.")
            self.stacks[eligible[0]] += pot.shares[eligible[0]]
            return
        self.say(f"{header}:")
        if pot.half_shares is None:
            # R23d: the same players tie both halves with identical hands.
            winners = [seat for seat in eligible if pot.shares[seat]]
            hands = "; ".join(self.hand_name(winners[0], half) for half in ("high", "low"))
            each = ", ".join(f"{self.plain(seat)} {pot.shares[seat]}" for seat in winners)
            self.say(f"  {_join([self.name(seat) for seat in winners])} have identical hands "
                     f"for both halves ({hands}), so the pot of {amount} is split as evenly as "
                     f"possible: {each}.")
        else:
            self.halves(pot, amount)
        for chip in pot.odd_chips:
            reason = chip.describe(self.plain)
            rule = "" if chip.half == "both" else " (R23b)"      # R23d says so itself
            self.say(f"  Odd chip to {self.name(chip.seat)}: {escape(reason)}{rule}.")
        for seat, chips in enumerate(pot.shares):
            self.stacks[seat] += chips

    def halves(self, pot: PotResult, amount: int) -> None:
        """Who wins each half of a pot (R22), or the whole of it."""
        halves: list[tuple[Literal["high", "low"], int, tuple[int, ...]]] = []
        if self.game == "stud8":
            if pot.low_half:
                if amount % 2:
                    self.say(f"  It splits in two halves, {pot.high_half} and {pot.low_half}: "
                             f"the odd chip of halving goes to the high half (R23a).")
                halves = [("high", pot.high_half, pot.high_winners),
                          ("low", pot.low_half, pot.low_winners)]
            else:
                self.say("  No player in this pot has a low (five different cards eight or "
                         "lower), so the best high hand takes all of it (R22).")
                halves = [("high", pot.high_half, pot.high_winners)]
        elif self.game == "stud":
            halves = [("high", pot.high_half, pot.high_winners)]
        else:
            halves = [("low", pot.low_half, pot.low_winners)]
        for half, chips, winners in halves:
            label = f"{half} half" if len(halves) == 2 else "pot"
            hand = self.hand_name(winners[0], half)
            if len(winners) == 1:
                self.say(f"  The {label}, {chips}, goes to {self.name(winners[0])}: {hand}.")
                continue
            shares = [pot.share_of(seat, half) for seat in winners]
            if len(set(shares)) == 1:
                each = f"{shares[0]} each"
            else:
                each = ", ".join(f"{self.plain(seat)} {share}"
                                 for seat, share in zip(winners, shares, strict=True))
            self.say(f"  {_join([self.name(seat) for seat in winners])} tie for the {label} "
                     f"of {chips} with {hand}: {each}.")
        takers = [seat for seat, chips in enumerate(pot.shares) if chips]
        if len(takers) == 1 and len(halves) == 2:
            self.say(f"  {self.name(takers[0])} scoops: both halves.")

    def finish(self) -> None:
        state = self.state
        self.console.rule("Result", style="cyan")
        table = Table(show_edge=False, box=None, padding=(0, 2))
        table.add_column("player")
        table.add_column("started", justify="right")
        table.add_column("ends with", justify="right")
        table.add_column("won", justify="right")
        for seat in self.order:
            start, end = state.starting_stacks[seat], state.stacks[seat]
            style = "green" if end > start else ("red" if end < start else "")
            table.add_row(self.names[seat], str(start), str(end),
                          f"[{style}]{end - start:+d}[/{style}]" if style else "0")
        self.console.print(table)
        rake = state.settlement.rake if state.settlement is not None else 0
        total = sum(state.stacks) + rake
        self.say(f"[dim]Chips at the table: {sum(state.starting_stacks)} before, {total} after"
                 f"{f' (with {rake} rake)' if rake else ''}. "
                 f"Another deal: cstud demo --seed N; play yourself: cstud play.[/dim]")
