"""The `cstud` command: `cstud eval CARDS...` and the other subcommands."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

from rich.console import Console
from rich.progress import BarColumn, Progress, TaskProgressColumn, TextColumn, TimeRemainingColumn
from rich.table import Table

import cstud
from cstud.cards import format_cards
from cstud.equities import DEFAULT_EXACT_LIMIT, DEFAULT_TRIALS, GAMES
from cstud.histories import report as histories_report


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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cstud", description="Seven Card Stud Hi/Lo: rank hands, play and replay them.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    evaluate = commands.add_parser("eval", help="rank one hand: cstud eval As 2s 3s 4s 5d Kh Kd")
    evaluate.add_argument("cards", nargs="+", help="5 to 7 cards, as 'As 2s' or 'As2s'")
    evaluate.set_defaults(run=_eval)
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
    histories_report.add_command(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    console = Console(highlight=False)
    return int(args.run(args, console))


if __name__ == "__main__":
    sys.exit(main())
