"""The `cstud` command: `cstud eval CARDS...` and the other subcommands."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from rich.console import Console
from rich.table import Table

import cstud
from cstud.cards import format_cards
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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cstud", description="Seven Card Stud Hi/Lo: rank hands, play and replay them.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    evaluate = commands.add_parser("eval", help="rank one hand: cstud eval As 2s 3s 4s 5d Kh Kd")
    evaluate.add_argument("cards", nargs="+", help="5 to 7 cards, as 'As 2s' or 'As2s'")
    evaluate.set_defaults(run=_eval)
    histories_report.add_command(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    console = Console(highlight=False)
    return int(args.run(args, console))


if __name__ == "__main__":
    sys.exit(main())
