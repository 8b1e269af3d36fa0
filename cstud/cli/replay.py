"""`cstud replay FILE...`: replay PHH hands through the engine and print each player's
finishing stack and the pot accounts, checked against the file's finishing_stacks."""

from __future__ import annotations

import argparse
import json
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from cstud.cli._common import CommandError, Subcommands
from cstud.game import PRESETS, Options
from cstud.phh import HandHistory, PHHError, Replay


def add_command(commands: Subcommands) -> None:
    """Register `replay` on the `cstud` command's subcommands."""
    replay = commands.add_parser(
        "replay", help="replay PHH hand histories: cstud replay HAND.phh... [--json]",
        description="Replay each hand of PHH files (.phh, one hand; .phhs, many) through the "
                    "engine and print every player's finishing stack and the pot accounts. "
                    "Exit status 0: every hand ends with its file's finishing_stacks (or "
                    "states none); 1: a hand's stacks differ; 2: a file cannot be read or "
                    "replayed (reported on stderr; the other files are still replayed; 1 "
                    "wins if a hand also differed).")
    replay.add_argument("files", nargs="+", metavar="FILE",
                        help=".phh or .phhs files (variants F7S/8, F7S and FR)")
    replay.add_argument("--json", action="store_true",
                        help="print one line of JSON per hand instead of tables")
    replay.add_argument("--preset", choices=list(PRESETS),
                        help="house rules to replay under (default: the file's _rules, else "
                             "wsop, as PHH asks)")
    replay.set_defaults(run=run)


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


def run(args: argparse.Namespace, console: Console) -> int:
    """Replay PHH hands (``.phh`` files, and every hand of ``.phhs`` files): each player's
    finishing stack and the pot accounts. Exit 1 when a hand's stacks differ from its
    finishing_stacks; a file that cannot be read or replayed is reported on stderr, the other
    files are still replayed, and the command then exits 2 (1 if a hand also differed)."""
    failures: list[str] = []
    differ = False
    for path in args.files:
        try:
            hands = (list(enumerate(HandHistory.load_all(path), 1))
                     if str(path).lower().endswith(".phhs") else [(None, HandHistory.load(path))])
        except OSError as error:
            failures.append(f"{path}: {error.strerror or error}")
            continue
        except PHHError as error:
            failures.append(str(error))
            continue
        if not hands:
            failures.append(f"{path}: no hand in this .phhs file")
        for number, history in hands:
            where = str(path) if number is None else f"{path} [{number}]"
            try:
                options = None if args.preset is None else Options.preset(
                    args.preset, history.game, rake=history.rake)
                replay = history.replay(options)
            except PHHError as error:
                failures.append(f"{where}: {error}")
                continue
            differ |= _replay_report(where, history, replay, args.json, console)
    if failures:
        raise CommandError("\n".join(failures), code=1 if differ else 2)
    return 1 if differ else 0


def _replay_report(where: str, history: HandHistory, replay: Replay, as_json: bool,
                   console: Console) -> bool:
    """Print one replayed hand (a table, or one line of JSON); True if its stacks differ."""
    state = replay.state
    players = state.players
    names = history.fields.get("players") or [""] * len(players)
    expected = history.finishing_stacks
    bad = replay.mismatches()
    settlement = state.settlement
    pots = [] if settlement is None else list(settlement.pots)
    if as_json:
        report: dict[str, Any] = {
            "file": where,
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
        console.out(json.dumps(report), highlight=False)    # one line per hand (JSON Lines)
        return bool(bad)
    table = Table(title=f"[bold]{escape(where)}[/bold] ({history.variant}"
                        f"{'' if state.is_over else ', not finished'})")
    for column in ("player", "name", "start", "finish", "net"):
        table.add_column(column, justify="right" if column not in ("player", "name")
                         else "left")
    if expected is not None:
        table.add_column("file says", justify="right")
    for index, seat in enumerate(players):
        start, finish = state.starting_stacks[seat], state.stacks[seat]
        row = [f"p{index + 1}", escape(str(names[index])) if index < len(names) else "",
               str(start), str(finish), f"{finish - start:+d}"]
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
            account = _pot_report(index, pot, players)
            accounts.add_row(
                account["pot"], str(account["amount"]), str(account["rake"]),
                " ".join(account["eligible"]), " ".join(account["high_winners"]) or "-",
                " ".join(account["low_winners"]) or "-",
                " ".join(f"{who} {chips}" for who, chips in account["shares"].items()),
                "; ".join(f"{odd['player']}: {odd['reason']}" for odd in account["odd_chips"])
                or "-")
        console.print(accounts)
    if bad:
        console.print(f"[red]finishing stacks differ from the file for "
                      f"{', '.join(f'p{index + 1}' for index in bad)}[/red]")
    return bool(bad)

