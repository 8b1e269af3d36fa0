"""`cstud eval CARDS...`: rank one hand of 5 to 7 cards three ways (high, eight-or-better low
and razz), each with its name, the five cards it plays and its rank."""

from __future__ import annotations

import argparse
import json
from typing import Any

from rich.console import Console
from rich.table import Table

import cstud
from cstud.cards import format_cards
from cstud.cli._common import CommandError, Subcommands


def add_command(commands: Subcommands) -> None:
    """Register `eval` on the `cstud` command's subcommands."""
    evaluate = commands.add_parser(
        "eval", help="rank one hand: cstud eval As 2s 3s 4s 5d Kh Kd",
        description="Rank one hand of 5 to 7 cards three ways: high, eight-or-better low and "
                    "razz, each with its name, the five cards it plays and its rank (greater "
                    "is stronger).")
    evaluate.add_argument("cards", nargs="+", help="5 to 7 cards, as 'As 2s' or 'As2s'")
    evaluate.add_argument("--json", action="store_true", help="print JSON instead of a table")
    evaluate.set_defaults(run=run)


def run(args: argparse.Namespace, console: Console) -> int:
    """Rank one hand of 5 to 7 cards: high, eight-or-better low and razz, with names."""
    try:
        # The text is read once; everything below takes the parsed cards.
        cards = cstud.parse_cards(" ".join(args.cards))
        value = cstud.evaluate(cards)
        five = cstud.best_five(cards)
        razz = cstud.evaluate_razz(cards)
    except (ValueError, TypeError) as error:
        raise CommandError(str(error)) from None
    halves = [
        ("high", cstud.describe_high(value.high), five.high, value.high, 7462),
        ("low (8 or better)", cstud.describe_low(value.low), five.low, value.low, 56),
        ("razz", cstud.describe_razz(razz), five.razz, razz, 6175),
    ]
    if args.json:
        report: dict[str, Any] = {"cards": [str(card) for card in cards]}
        for half, name, played, rank, ranks in halves:
            report[half.split()[0]] = None if not rank else {
                "name": name, "cards": format_cards(played or ()).split(), "rank": rank,
                "of": ranks}
        console.print_json(json.dumps(report))
        return 0
    table = Table(title=f"[bold]{format_cards(cards)}[/bold]")
    table.add_column("half")
    table.add_column("hand")
    table.add_column("cards played")
    table.add_column("rank", justify="right")
    for half, name, played, rank, ranks in halves:
        table.add_row(half, name, format_cards(played) if played else "-",
                      f"{rank} of {ranks}" if rank else "-")
    console.print(table)
    return 0

