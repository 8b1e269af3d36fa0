"""`cstud solve`: the equilibrium of a heads-up 7th- or 6th-street spot, by class of hand."""

from __future__ import annotations

import argparse
import json
import tomllib
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from cstud.cli._common import CommandError, Subcommands

SPOT_FIELDS = ("upcards", "pot", "bet", "ranges", "cap", "stacks", "dead", "first", "game",
               "street")


def add_command(commands: Subcommands) -> None:
    """Register `solve` on the `cstud` command's subcommands."""
    solve = commands.add_parser(
        "solve", help='a 7th-street spot\'s equilibrium: cstud solve --up "Kd Kc 7h 2s" '
                      '"Ah 4c 5d 8s" --pot 60 --bet 10',
        description="Solve a heads-up limit 7th-street spot (or 6th street, 7th street's "
                    "down cards dealt as chance; Stud, Razz or Stud Hi/Lo) by "
                    "discounted CFR: each player's strategy by class of hand at the first "
                    "decision, each player's value and the exploitability (exact best "
                    "responses). The spot comes from the options or from a TOML file with "
                    f"the fields {', '.join(SPOT_FIELDS)} (docs/SOLVER.md).")
    solve.add_argument("spot", nargs="?", metavar="SPOT.toml", help="a spot as TOML")
    solve.add_argument("--up", nargs=2, metavar="UPCARDS", help="the two players' upcards")
    solve.add_argument("--range", nargs=2, metavar="COMBOS", dest="ranges",
                       help="each player's hidden cards as combinations separated by commas "
                            "('As 2s 3h, Kd Kh 4c'), or 'all' for every unseen one")
    solve.add_argument("--pot", type=int, help="chips in the pot before the street")
    solve.add_argument("--bet", type=int, help="the bet (the big bet)")
    solve.add_argument("--street", type=int, default=7, choices=(6, 7),
                       help="7 (default), or 6: ranges of two hidden cards, 7th street dealt")
    solve.add_argument("--cap", type=int, default=4, help="bets a street may have (default 4)")
    solve.add_argument("--dead", default="", help="cards seen elsewhere")
    solve.add_argument("--first", type=int, default=0, choices=(0, 1),
                       help="the player who acts first (default 0)")
    solve.add_argument("--game", default="stud8", choices=("stud8", "stud", "razz"))
    solve.add_argument("--target", type=float, default=0.001,
                       help="stop at this exploitability, a fraction of the pot (default 0.001)")
    solve.add_argument("--json", action="store_true", help="print JSON instead of tables")
    solve.set_defaults(run=run)


def _spot_from(args: argparse.Namespace) -> Any:
    from cstud.solver import Spot

    if args.spot is not None:
        try:
            fields = tomllib.loads(Path(args.spot).read_text(encoding="utf-8"))
        except OSError as error:
            raise CommandError(f"cannot read {args.spot}: {error.strerror}") from None
        except (tomllib.TOMLDecodeError, UnicodeDecodeError, RecursionError) as error:
            raise CommandError(f"{args.spot} is not TOML: {error}") from None
        unknown = sorted(set(fields) - set(SPOT_FIELDS))
        if unknown:
            raise CommandError(f"{args.spot}: unknown field(s) {', '.join(unknown)}; the "
                               f"fields are {', '.join(SPOT_FIELDS)}")
        if "upcards" in fields:
            fields["upcards"] = tuple(fields["upcards"])
        if "ranges" in fields:
            fields["ranges"] = tuple(None if r == "all" else r for r in fields["ranges"])
        if "stacks" in fields:
            fields["stacks"] = tuple(fields["stacks"])
        try:
            return Spot(**fields)
        except TypeError as error:
            raise CommandError(f"{args.spot}: {error}") from None
    if args.up is None or args.pot is None or args.bet is None:
        raise CommandError("give a SPOT.toml, or --up, --pot and --bet")
    given = args.ranges or ("all", "all")
    ranges = (_range(given[0]), _range(given[1]))
    return Spot(upcards=(args.up[0], args.up[1]), pot=args.pot, bet=args.bet, ranges=ranges,
                cap=args.cap, dead=args.dead, first=args.first, game=args.game,
                street=args.street)


def _range(text: str) -> list[str] | None:
    """A --range argument: combinations separated by commas, or 'all'."""
    return None if text.strip() == "all" else [combo.strip() for combo in text.split(",")]


def run(args: argparse.Namespace, console: Console) -> int:
    """Solve the spot and print the strategy by class, the values and the exploitability."""
    from cstud.solver import SolveError, solve

    if not 0 < args.target < 1:
        raise CommandError(f"--target must be a fraction of the pot between 0 and 1, "
                           f"got {args.target}")
    spot = _spot_from(args)
    try:
        result = solve(spot, target=args.target)
    except SolveError as error:
        raise CommandError(str(error)) from None
    root = result.nodes[0]
    first = root.player or 0
    classes = result.by_class(first, "")
    if args.json:
        console.print_json(json.dumps({
            "values": list(result.values), "exploitability": result.exploitability,
            "exploitability_pot": result.exploitability_pot,
            "iterations": result.iterations, "first": first, "actions": list(root.actions),
            "by_class": classes,
            "frequencies": {node.line: result.frequencies(node.player, node.line)
                            for node in result.nodes if node.player is not None
                            and _reached(result, node.line)}}))
        return 0
    names = {"k": "check", "b": "bet", "f": "fold", "c": "call", "r": "raise"}
    table = Table(title=f"player {first} acts first: strategy by class of hand")
    table.add_column("class")
    table.add_column("combos", justify="right")
    for action in root.actions:
        table.add_column(names[action], justify="right")
    for name, row in sorted(classes.items(), key=lambda item: -item[1]["combos"]):
        table.add_row(name, f"{int(row['combos'])}",
                      *(f"{row[action]:.0%}" for action in root.actions))
    console.print(table)
    console.print(f"values: player 0 {result.values[0]:+.3f}, player 1 {result.values[1]:+.3f} "
                  f"chips; exploitability {result.exploitability:.4f} chips "
                  f"({result.exploitability_pot:.4%} of the pot) after {result.iterations} "
                  "iterations", markup=False)
    return 0


def _reached(result: Any, line: str) -> bool:
    node = next(node for node in result.nodes if node.line == line)
    return bool(result.reach(node.player, line).sum() > 0)
