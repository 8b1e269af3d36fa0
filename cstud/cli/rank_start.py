"""`cstud rank-start "(As 2s) 3s"`: where a 3-card start stands in the starting-hand tables
of each game, against 1 to 7 random opponents."""

from __future__ import annotations

import argparse
import json
import re

from rich.console import Console
from rich.table import Table

from cstud.cli._common import CommandError, Subcommands, whole_number
from cstud.equities import GAMES

_PATTERN = re.compile(r"^\s*\(([^()]*)\)([^()]*)$")
"""A start written as a range pattern, "(hole hole) door"; plain "As 2s 3s" is taken too."""


def add_command(commands: Subcommands) -> None:
    """Register `rank-start` on the `cstud` command's subcommands."""
    rank = commands.add_parser(
        "rank-start", help='where a start stands: cstud rank-start "(As 2s) 3s"',
        description="Where a 3-card start stands among all 22,100 starts, by its equity against "
                    "random opponents in the shipped starting-hand tables (docs/RANGES.md): its "
                    "equity and standard error, its class's rank among the 1,755 suit classes "
                    "and the share of starts ranked above it ('top 10%' holds it when that "
                    "share is below 10% against one opponent).")
    rank.add_argument("start", help='the two hole cards and the door card, quoted: "(As 2s) 3s" '
                                    'or "As 2s 3s" (which card is the door does not change its '
                                    "all-in equity)")
    rank.add_argument("--game", choices=GAMES, action="append", dest="games",
                      help="a game (again for more; default all three)")
    rank.add_argument("--opponents", type=whole_number(1, 7, refusal="the tables rank starts "
                                                                     "against 1 to 7 opponents"),
                      action="append", help="random opponents (again for more; default 1 to 7)")
    rank.add_argument("--json", action="store_true", help="print JSON instead of a table")
    rank.set_defaults(run=run)


def start_cards(text: str) -> str:
    """The start's three cards as text, from "(As 2s) 3s" or "As 2s 3s" (CommandError when it
    is not three different cards)."""
    import cstud

    match = _PATTERN.match(text)
    cards_text = f"{match[1]} {match[2]}" if match else text
    try:
        cards = cstud.parse_cards(cards_text)
    except ValueError as error:
        raise CommandError(f"a start is three cards such as \"(As 2s) 3s\": {error}") from None
    if len(cards) != 3 or len(set(cards)) != 3:
        raise CommandError(f"a start is three different cards such as \"(As 2s) 3s\", not "
                           f"{text!r}")
    return " ".join(map(repr, cards))


def run(args: argparse.Namespace, console: Console) -> int:
    """Print the start's standing per game and opponent count."""
    from cstud.ranges.tables import N_CLASSES, N_STARTS, OPPONENTS, standing

    cards = start_cards(args.start)
    games = list(dict.fromkeys(args.games or GAMES))
    opponents = sorted(set(args.opponents or OPPONENTS))
    rows = [standing(cards, game, n) for game in games for n in opponents]
    if args.json:
        console.print_json(json.dumps({
            "start": cards,
            "classes": N_CLASSES,
            "starts": N_STARTS,
            "standings": [{"game": s.game, "opponents": s.opponents, "equity": s.equity,
                           "stderr": s.stderr, "rank": s.rank, "better_starts": s.better,
                           "class_starts": s.starts, "percentile": s.percentile}
                          for s in rows]}))
        return 0
    table = Table(title=f"[bold]{cards}[/bold] among the {N_STARTS:,} starts",
                  caption=f"rank: its suit class among {N_CLASSES:,}; above: the share of "
                          "starts ranked higher; ± is one standard error")
    for column in ("game", "opponents", "equity", "±", "rank", "above"):
        table.add_column(column, justify="left" if column == "game" else "right")
    for s in rows:
        table.add_row(s.game, str(s.opponents), f"{s.equity:.2%}", f"{s.stderr:.2%}",
                      f"{s.rank:,}", f"{s.percentile:.1%}")
    console.print(table)
    return 0
