"""The `cstud` command: `cstud eval CARDS...` and the other subcommands."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, Progress, TaskProgressColumn, TextColumn, TimeRemainingColumn
from rich.table import Table

import cstud
from cstud.bots import BOTS
from cstud.cards import format_cards
from cstud.equities import DEFAULT_EXACT_LIMIT, DEFAULT_TRIALS, GAMES
from cstud.game import PRESETS, Options
from cstud.histories import report as histories_report
from cstud.phh import HandHistory, PHHError


class CommandError(Exception):
    """A subcommand's refusal of its input: printed on stderr (as JSON with --json) and the
    process exits with `code` (2, bad usage or unreadable input, unless said otherwise).

    Subcommands defined in other modules (`cstud.db`, `cstud.web`) raise it too; they import it
    inside their handlers, so that `cstud.cli` stays the only module importing them.
    """

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.message = message
        self.code = code


def _eval(args: argparse.Namespace, console: Console) -> int:
    """Rank one hand of 5 to 7 cards: high, eight-or-better low and razz, with names."""
    cards = " ".join(args.cards)
    try:
        value = cstud.evaluate(cards)
        five = cstud.best_five(cards)
        razz = cstud.evaluate_razz(cards)
    except (ValueError, TypeError) as error:
        console.print(f"[red]error:[/red] {error}")
        return 2
    table = Table(title=f"[bold]{format_cards(cstud.parse_cards(cards))}[/bold]")
    table.add_column("half")
    table.add_column("hand")
    table.add_column("cards played")
    table.add_column("rank", justify="right")
    table.add_row("high", cstud.describe_high(value.high), format_cards(five.high),
                  f"{value.high} of 7462")
    table.add_row("low (8 or better)", cstud.describe_low(value.low),
                  format_cards(five.low) if five.low else "-",
                  f"{value.low} of 56" if value.low else "-")
    table.add_row("razz", cstud.describe_razz(razz),
                  format_cards(cstud._core.best_five_razz(cards)), f"{razz} of 6175")
    console.print(table)
    return 0


def _pot_report(index: int, pot: Any, players: tuple[int, ...]) -> dict[str, Any]:
    """One pot of settle's account, with seats named as PHH players (p1, p2, ...)."""
    def name(seat: int) -> str:
        return f"p{players.index(seat) + 1}"

    return {
        "pot": "main" if index == 0 else f"side {index}",
        "amount": pot.amount,
        "rake": pot.rake,
        "eligible": [name(seat) for seat in pot.eligible],
        "high_winners": [name(seat) for seat in pot.high_winners],
        "low_winners": [name(seat) for seat in pot.low_winners],
        "high_half": pot.high_half,
        "low_half": pot.low_half,
        "shares": {name(seat): chips for seat, chips in enumerate(pot.shares) if chips},
        "odd_chips": [{"player": name(odd.seat), "half": odd.half, "rule": odd.rule,
                       "card": None if odd.card is None else str(odd.card),
                       "reason": odd.reason} for odd in pot.odd_chips],
    }


def _replay(args: argparse.Namespace, console: Console) -> int:
    """Replay a PHH hand: each player's finishing stack and the pot accounts."""
    try:
        history = HandHistory.load(args.file)
        options = None if args.preset is None else Options.preset(args.preset, history.game)
        replay = history.replay(options)
    except (OSError, PHHError, ValueError) as error:
        console.print(f"[red]error:[/red] {error}")
        return 2
    state = replay.state
    players = state.players
    names = history.fields.get("players") or [""] * len(players)
    expected = history.finishing_stacks
    bad = replay.mismatches()
    settlement = state.settlement
    pots = [] if settlement is None else list(settlement.pots)
    if args.json:
        report = {
            "file": str(args.file),
            "variant": history.variant,
            "over": state.is_over,
            "players": [
                {"player": f"p{index + 1}", "name": names[index] if index < len(names) else "",
                 "starting_stack": state.starting_stacks[seat],
                 "finishing_stack": state.stacks[seat],
                 "expected": None if expected is None else expected[index]}
                for index, seat in enumerate(players)],
            "rake": None if settlement is None else settlement.rake,
            "pots": [_pot_report(index, pot, players) for index, pot in enumerate(pots)],
            "match": None if expected is None else not bad,
        }
        console.print_json(json.dumps(report))
    else:
        table = Table(title=f"[bold]{args.file}[/bold] ({history.variant}"
                            f"{'' if state.is_over else ', not finished'})")
        for column in ("player", "name", "start", "finish", "net"):
            table.add_column(column, justify="right" if column not in ("player", "name")
                             else "left")
        if expected is not None:
            table.add_column("file says", justify="right")
        for index, seat in enumerate(players):
            start, finish = state.starting_stacks[seat], state.stacks[seat]
            row = [f"p{index + 1}", names[index] if index < len(names) else "", str(start),
                   str(finish), f"{finish - start:+d}"]
            if expected is not None:
                mark = "[red]✗[/red]" if index in bad else "[green]✓[/green]"
                row.append(f"{expected[index]} {mark}")
            table.add_row(*row)
        console.print(table)
        if pots:
            accounts = Table(title="pots")
            for column in ("pot", "amount", "rake", "eligible", "high", "low", "shares",
                           "odd chips"):
                accounts.add_column(column, justify="right" if column == "amount" else "left")
            for index, pot in enumerate(pots):
                report = _pot_report(index, pot, players)
                accounts.add_row(
                    report["pot"], str(report["amount"]), str(report["rake"]),
                    " ".join(report["eligible"]), " ".join(report["high_winners"]) or "-",
                    " ".join(report["low_winners"]) or "-",
                    " ".join(f"{who} {chips}" for who, chips in report["shares"].items()),
                    "; ".join(f"{odd['player']}: {odd['reason']}" for odd in report["odd_chips"])
                    or "-")
            console.print(accounts)
        if bad:
            console.print(f"[red]finishing stacks differ from the file for "
                          f"{', '.join(f'p{index + 1}' for index in bad)}[/red]")
    return 1 if bad else 0


def _equity(args: argparse.Namespace, console: Console) -> int:
    """Equity of each hand, exact when affordable, else Monte Carlo with a progress bar."""
    columns = (TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(),
               TimeRemainingColumn())
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task("runouts", total=None)

        def progress(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        executor = ThreadPoolExecutor(args.jobs) if args.jobs > 1 else None
        try:
            result = cstud.equity(args.hands, args.dead, game=args.game, trials=args.trials,
                                  seed=args.seed, executor=executor,
                                  exact_limit=args.exact_limit, progress=progress)
        except (ValueError, TypeError) as error:
            console.print(f"[red]error:[/red] {error}")
            return 2
        finally:
            if executor is not None:
                executor.shutdown()
    halves = {"stud8": ("high", "low"), "stud": ("high",), "razz": ("low",)}[args.game]
    if result.exact:
        caption = f"exact: every one of {result.runouts:,} runouts"
    else:
        caption = (f"Monte Carlo: {result.runouts:,} of {result.possible_runouts:,} runouts, "
                   f"seed {result.seed}; ± is one standard error")
    if result.community_card:
        caption += "; one community card is the 7th card"
    if result.dead:
        caption += f"; dead {format_cards(result.dead)}"
    if args.game == "stud8":
        caption += f"; no low {result.p_no_low:.2%}"
    table = Table(title=f"[bold]{args.game} equity[/bold]", caption=caption)
    table.add_column("hand", no_wrap=True)
    table.add_column("equity", justify="right")
    if not result.exact:
        table.add_column("±", justify="right")
    table.add_column("scoop", justify="right")
    for half in halves:
        table.add_column(f"wins {half}", justify="right")
        if len(halves) == 2:
            table.add_column(f"{half} share", justify="right")
    for index, player in enumerate(result):
        row = [player.hand, f"{player.equity:.2%}"]
        if not result.exact:
            row.append(f"{result.stderr('equity', index):.2%}")
        row.append(f"{player.scoop:.2%}")
        for half in halves:
            row.append(f"{getattr(player, 'p_' + half):.2%}")
            if len(halves) == 2:
                row.append(f"{getattr(player, half + '_share'):.2%}")
        table.add_row(*row)
    console.print(table)
    return 0


def _simulate(args: argparse.Namespace, console: Console) -> int:
    """Bots play many hands; a progress bar, then what happened and who won."""
    from cstud.simulation import print_summary, simulate

    bots = [name for word in args.bots for name in word.split(",") if name]
    columns = (TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(),
               TextColumn("{task.completed:,} of {task.total:,} hands"), TimeRemainingColumn())
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task("playing", total=args.hands)
        try:
            summary = simulate(args.players, args.hands, args.seed, game=args.game,
                               preset=args.preset, bots=bots, stack=args.stack,
                               rebuy=args.rebuy,
                               progress=lambda done: bar.update(task, completed=done))
        except (ValueError, TypeError) as error:
            console.print(f"[red]error:[/red] {error}")
            return 2
    print_summary(summary, console)
    return 0


def _demo(args: argparse.Namespace, console: Console) -> int:
    """One hand among bots, told street by street."""
    from cstud.demo import tell_demo

    try:
        tell_demo(console, seed=args.seed, players=args.players, game=args.game)
    except ValueError as error:
        console.print(f"[red]error:[/red] {error}")
        return 2
    return 0


def _play(args: argparse.Namespace, console: Console) -> int:
    """A person against bots, hand after hand, until he quits."""
    from cstud.play import play_session

    try:
        play_session(console, players=args.players, seed=args.seed, game=args.game,
                     stack=args.stack)
    except ValueError as error:
        console.print(f"[red]error:[/red] {error}")
        return 2
    return 0


def _players(text: str) -> int:
    """argparse type: 2 to 8 players."""
    value = int(text)
    if not 2 <= value <= 8:
        raise argparse.ArgumentTypeError(f"a stud table has 2 to 8 players, not {value}")
    return value


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cstud", description="Seven Card Stud Hi/Lo: rank hands, play and replay them.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    evaluate = commands.add_parser("eval", help="rank one hand: cstud eval As 2s 3s 4s 5d Kh Kd")
    evaluate.add_argument("cards", nargs="+", help="5 to 7 cards, as 'As 2s' or 'As2s'")
    evaluate.set_defaults(run=_eval)
    replay = commands.add_parser(
        "replay", help="replay a PHH hand history: cstud replay HAND.phh [--json]")
    replay.add_argument("file", help="a .phh file (variant F7S/8, F7S or FR)")
    replay.add_argument("--json", action="store_true", help="print JSON instead of tables")
    replay.add_argument("--preset", choices=list(PRESETS),
                        help="house rules to replay under (default: wsop, as PHH asks)")
    replay.set_defaults(run=_replay)
    equity = commands.add_parser(
        "equity", help="all-in equity: cstud equity \"As 2s 3h\" \"?? ?? Kd\" --dead \"7c 8d\"",
        description="Each hand's equity, scoop and chance to win each half, counted over every "
                    "runout when there are few enough, else by Monte Carlo. No burn cards; when "
                    "the deck runs short, one community card is everyone's 7th card.")
    equity.add_argument("hands", nargs="+",
                        help="each player's known cards, quoted, '??' for an unseen hole card")
    equity.add_argument("--dead", default="", help="folded and other seen cards")
    equity.add_argument("--game", choices=GAMES, default="stud8")
    equity.add_argument("--trials", type=int, default=None,
                        help=f"Monte Carlo trials (default {DEFAULT_TRIALS:,})")
    equity.add_argument("--seed", type=int, default=None, help="Monte Carlo seed (0..2**64-1)")
    equity.add_argument("--exact-limit", type=int, default=DEFAULT_EXACT_LIMIT,
                        help="count exactly up to this many runouts "
                             f"(default {DEFAULT_EXACT_LIMIT:,})")
    equity.add_argument("--jobs", type=int, default=1, help="threads to run chunks on")
    equity.set_defaults(run=_equity)

    simulate = commands.add_parser(
        "simulate", help="bots play many hands: cstud simulate --players 6 --hands 10000",
        description="Bots play hands against each other; then how the hands ended (before "
                    "showdown or at it, splits, scoops, all-ins, side pots, community cards) "
                    "and the chips each seat won. Stacks carry over from hand to hand and a "
                    "seat that goes broke buys in again (--rebuy: every hand starts afresh); "
                    "the dealer moves one seat each hand; the same seed plays the same hands.")
    simulate.add_argument("--players", type=_players, default=6, help="2 to 8 (default 6)")
    simulate.add_argument("--hands", type=_positive, default=1000, help="default 1,000")
    simulate.add_argument("--seed", type=int, default=0, help="default 0")
    simulate.add_argument("--game", choices=GAMES, default="stud8")
    simulate.add_argument("--preset", choices=list(PRESETS),
                          help="house rules (default: cstud's defaults, docs/RULES.md)")
    simulate.add_argument("--bots", nargs="+", default=["heuristic"],
                          metavar="BOT", help=f"bots given to the seats in turn, from "
                          f"{', '.join(BOTS)} (default heuristic), e.g. --bots heuristic random")
    simulate.add_argument("--stack", type=_positive, default=200,
                          help="chips each seat starts and buys in with (default 200, at "
                               "stakes 1/2/5/10)")
    simulate.add_argument("--rebuy", action="store_true",
                          help="start every hand with --stack chips a seat")
    simulate.set_defaults(run=_simulate)

    demo = commands.add_parser(
        "demo", help="watch one hand among bots, explained: cstud demo",
        description="Bots play one hand and every step is told: the bring-in and why, who "
                    "acts first on each street and why, each action, the showdown with the "
                    "hands named, and how each pot is split.")
    demo.add_argument("--seed", type=int, default=None,
                      help="another deal (the default seed shows a high-low split)")
    demo.add_argument("--players", type=_players, default=None, help="2 to 8 (default 5)")
    demo.add_argument("--game", choices=GAMES, default="stud8")
    demo.set_defaults(run=_demo)

    play = commands.add_parser(
        "play", help="play against bots in the terminal: cstud play",
        description="You play against bots, one hand after another, until you quit "
                    "(q). At your turn type the number of an action or its letter: f fold, "
                    "k check, c call (or check), b bring in, r complete/bet/raise, a all-in.")
    play.add_argument("--players", type=_players, default=5, help="2 to 8 (default 5)")
    play.add_argument("--seed", type=int, default=None, help="deal the same cards again")
    play.add_argument("--game", choices=GAMES, default="stud8")
    play.add_argument("--stack", type=_positive, default=200,
                      help="chips each player starts with (default 200, at stakes 1/2/5/10)")
    play.set_defaults(run=_play)

    histories_report.add_command(commands)
    __import__("cstud.db.commands", fromlist=["add_commands"]).add_commands(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    console = Console(highlight=False)
    try:
        return int(args.run(args, console))
    except CommandError as error:
        if getattr(args, "json", False):
            print(json.dumps({"error": error.message, "code": error.code}), file=sys.stderr)
        else:
            print(f"cstud {args.command}: error: {error.message}", file=sys.stderr)
        return error.code


if __name__ == "__main__":
    sys.exit(main())
