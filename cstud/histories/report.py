"""`cstud check-history FILE...`: every Stud Hi/Lo hand in site history files, settled by
cstud and compared with what the site paid, and replayed through the engine under the site's
rules; one line per hand and a summary. A hand agrees when both checks agree.

Exit status: 0 when every hand agrees; 1 when any hand disagrees; 2 when none disagrees but
some hand could not be read or judged.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from cstud.histories import HistoryError, read_histories
from cstud.histories.check import MoneyCheck, Verdict, check_money
from cstud.histories.model import Hand
from cstud.histories.replay import SITE_PRESETS, ReplayCheck, replay_hand
from cstud.phh import PHHError

UNREADABLE = "unreadable"


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register `check-history` on the `cstud` command's subparsers."""
    command = commands.add_parser(
        "check-history",
        help="replay site hand histories and check the payouts to the cent",
        description="Read the Seven Card Stud Hi/Lo hands in poker sites' text hand histories "
                    "(PokerStars, Full Tilt, ACR/Winning, Bovada, PartyPoker, Absolute, OnGame, "
                    "KingsClub, Winamax), settle each with cstud and compare with what the "
                    "site paid, rake and odd chips included. Exit status 0: all agree; 1: a "
                    "hand disagrees; 2: a hand could not be read or judged.")
    command.add_argument("files", nargs="+", type=Path, metavar="FILE",
                         help="hand history text files")
    command.add_argument("--odd-chip", choices=("tda", "rrop", "position"), default="tda",
                         help="who gets an odd chip among tied hands (default: tda)")
    command.add_argument("--preset", choices=sorted(set(SITE_PRESETS.values()) | {
                             "tda", "wsop", "rrop"}),
                         help="the engine's rules for the replay (default: the site's)")
    command.add_argument("--phh", type=Path, metavar="DIR",
                         help="also write each hand as PHH to DIR (unknown cards as ??)")
    command.set_defaults(run=run)


@dataclass
class _Tally:
    counts: Counter[str] = field(default_factory=Counter)
    files: int = 0

    def exit_status(self) -> int:
        if self.counts[Verdict.DIFFER]:
            return 1
        if self.counts[Verdict.UNJUDGED] or self.counts[UNREADABLE]:
            return 2
        return 0


def run(args: argparse.Namespace, console: Console) -> int:
    tally = _Tally()
    for path in args.files:
        tally.files += 1
        try:
            results = read_histories(path, strict=False)
        except OSError as error:
            console.print(f"[red]{escape(str(path))}: {escape(error.strerror or str(error))}"
                          "[/red]")
            tally.counts[UNREADABLE] += 1
            continue
        table = Table(title=escape(str(path)), title_justify="left", show_edge=False,
                      pad_edge=False)
        table.add_column("hand")
        table.add_column("site")
        table.add_column("payouts")
        table.add_column("replay")
        table.add_column("details")
        for result in results:
            if isinstance(result, HistoryError):
                tally.counts[UNREADABLE] += 1
                where = f"line {result.line}: " if result.line else ""
                table.add_row(result.hand_id or "-", "", f"[red]{UNREADABLE}[/red]", "",
                              escape(where + result.message))
                continue
            check = check_money(result, odd_chip=args.odd_chip)
            replay = replay_hand(result, preset=args.preset)
            tally.counts[_combined(check.verdict, replay.verdict)] += 1
            details = _details(check, replay)
            if args.phh is not None and replay.phh is not None:
                name = re.sub(r"[^\w.-]", "_", f"{result.site}-{result.hand_id}.phh")
                try:
                    args.phh.mkdir(parents=True, exist_ok=True)
                    replay.phh.dump(args.phh / name)
                except (OSError, PHHError) as error:
                    details = "\n".join(filter(None, [details, escape(
                        f"not written as PHH: {error}")]))
            table.add_row(result.hand_id, result.site, _verdict(check.verdict),
                          _verdict(replay.verdict), details)
        if not results:
            table.add_row("-", "", "", "no Seven Card Stud Hi/Lo hand")
        console.print(table)
        console.print()
    hands = sum(tally.counts.values())
    console.print(
        f"[bold]{hands} hand{'s' * (hands != 1)} in {tally.files} "
        f"file{'s' * (tally.files != 1)}:[/bold] {tally.counts[Verdict.AGREE]} agree, "
        f"{tally.counts[Verdict.DIFFER]} differ, {tally.counts[Verdict.UNJUDGED]} cannot be "
        f"judged, {tally.counts[UNREADABLE]} unreadable")
    return tally.exit_status()


def _combined(money: Verdict, replay: Verdict) -> Verdict:
    """A hand agrees when both checks agree; it differs when either differs."""
    if Verdict.DIFFER in (money, replay):
        return Verdict.DIFFER
    if Verdict.UNJUDGED in (money, replay):
        return Verdict.UNJUDGED
    return Verdict.AGREE


def _verdict(verdict: Verdict) -> str:
    colour = {Verdict.AGREE: "green", Verdict.DIFFER: "red", Verdict.UNJUDGED: "yellow"}
    return f"[{colour[verdict]}]{verdict}[/{colour[verdict]}]"


def _details(check: MoneyCheck, replay: ReplayCheck) -> str:
    unit = _unit(check.hand)
    parts = []
    if check.reason:
        parts.append(escape(check.reason))
    for difference in check.differences:
        delta = difference.delta
        parts.append(f"{escape(difference.player)} {difference.what}: site "
                     f"{difference.site}, cstud {difference.ours} ({delta:+d} {unit}"
                     f"{'s' * (abs(delta) != 1)})")
    if replay.reason:
        parts.append(escape(f"replay ({replay.preset} rules): {replay.reason}"))
        players = check.hand.players
        for player, ours, theirs in zip(players, replay.finishing, replay.site_finishing,
                                        strict=False):
            if ours != theirs:
                parts.append(escape(f"{player} ends with {ours} in the replay, {theirs} at "
                                    f"the site"))
    parts += [f"[dim]{escape(note)}[/dim]" for note in check.notes]
    return "\n".join(parts)


def _unit(hand: Hand) -> str:
    return "cent" if hand.unit == "cent" else "chip"
