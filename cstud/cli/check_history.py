"""`cstud check-history FILE...`: every Stud, Razz and Stud Hi/Lo hand in site history
files, settled by cstud and compared with what the site paid, and replayed through the engine
under the site's rules; one line per hand and a summary (with --json, one JSON object per
hand). A hand agrees when both checks agree (:mod:`cstud.histories.report` has the verdicts
and the JSON fields).

Errors go to stderr, as in every cstud command: a file or hand that cannot be read, and a hand
that cannot be written with --phh, are collected while the other hands are still checked, and
raised at the end as one `CommandError`. Exit status: 0 when every hand agrees; 1 when any hand
disagrees (whatever else went wrong); 2 when none disagrees but a file or hand could not be
read, a hand could not be judged, or a hand could not be written as PHH.
"""

from __future__ import annotations

import argparse
import json
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeRemainingColumn
from rich.table import Table

from cstud.cli._common import (
    CommandError,
    Subcommands,
    count,
    files_below,
    progress,
    shown,
    skipped_games,
)
from cstud.game import PRESETS
from cstud.histories import HistoryError, read_histories
from cstud.histories.check import MoneyCheck, Verdict, check_money
from cstud.histories.model import Hand
from cstud.histories.replay import ReplayCheck, replay_hand
from cstud.histories.report import UNREADABLE, combined_verdict, hand_report, phh_file_name
from cstud.phh import PHHError
from cstud.showdown import ODD_CHIP_RULES


def add_command(commands: Subcommands) -> None:
    """Register `check-history` on the `cstud` command's subcommands."""
    command = commands.add_parser(
        "check-history",
        help="replay site hand histories and check the payouts to the cent",
        description="Read the Stud, Razz and Stud Hi/Lo hands in poker sites' hand histories "
                    "(PokerStars, Full Tilt, ACR/Winning, Bovada, PartyPoker, Absolute, OnGame, "
                    "KingsClub, Winamax, Everleaf, Merge and iPoker XML), settle each with "
                    "cstud and compare with what the site paid, rake and odd chips included, and "
                    "replay "
                    "it under the site's rules. Exit status 0: all agree; 1: a hand disagrees; "
                    "2: a file or hand could not be read or judged, or a hand could not be "
                    "written as PHH (reported on stderr; the other hands are still checked; "
                    "1 wins if a hand also disagrees).")
    command.add_argument("files", nargs="+", type=Path, metavar="FILE",
                         help="hand history files (text or XML), or directories holding them")
    command.add_argument("--odd-chip", choices=ODD_CHIP_RULES, default="tda",
                         help="who gets an odd chip among tied hands (default: tda)")
    command.add_argument("--preset", choices=list(PRESETS),
                         help="the engine's rules for the replay (default: the site's)")
    command.add_argument("--phh", type=Path, metavar="DIR",
                         help="also write each hand as PHH to DIR (unknown cards as ??)")
    command.add_argument("--json", action="store_true",
                         help="print one line of JSON per hand (JSON Lines) instead of tables")
    command.set_defaults(run=run)


@dataclass
class _Tally:
    """The verdicts counted over every file, and the errors to report on stderr."""

    counts: Counter[str] = field(default_factory=Counter)
    other_games: Counter[str] = field(default_factory=Counter)   # skipped hands, by game
    files: int = 0
    errors: list[str] = field(default_factory=list)


def run(args: argparse.Namespace, console: Console) -> int:
    if args.phh is not None:    # refused before any work, not once per hand
        try:
            args.phh.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise CommandError(f"--phh {args.phh}: {error.strerror or error}") from None
    tally = _Tally()
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
               TextColumn("files"), TimeRemainingColumn())
    files = files_below(args.files, phh=False)
    with progress(console, columns) as bar:
        task = bar.add_task("checking", total=len(files))
        for path in files:
            bar.update(task, description=escape(path.name))
            _check_file(path, args, console, tally)
            bar.advance(task)
    if not args.json:
        hands = sum(tally.counts.values())
        console.print(
            f"[bold]{count(hands, 'hand')} in {count(tally.files, 'file')}:[/bold] "
            f"{tally.counts[Verdict.AGREE]:,} agree, {tally.counts[Verdict.DIFFER]:,} differ, "
            f"{tally.counts[Verdict.UNJUDGED]:,} cannot be judged, "
            f"{tally.counts[UNREADABLE]:,} unreadable"
            + (f"; {skipped_games(tally.other_games)}" if tally.other_games else ""))
    unjudged = tally.counts[Verdict.UNJUDGED]
    if unjudged:    # the report says why, hand by hand; this says why the exit status is 2
        tally.errors.append(f"{count(unjudged, 'hand')} could not be judged (the report says "
                            f"why)")
    differ = bool(tally.counts[Verdict.DIFFER])
    if tally.errors:
        raise CommandError(tally.errors, code=1 if differ else 2)
    return 1 if differ else 0


def _check_file(path: Path, args: argparse.Namespace, console: Console, tally: _Tally) -> None:
    """Check every hand of one file: a table of them (or a JSON line each), and its errors
    added to the tally's. A file that cannot be read, or is not a site history at all, is
    an error of its own, not a hand."""
    other_games: Counter[str] = Counter()
    try:
        results = read_histories(path, strict=False, other_games=other_games)
    except OSError as error:
        tally.errors.append(f"{path}: {error.strerror or error}")
        return
    except HistoryError as error:   # the file as a whole (its encoding, its size)
        tally.errors.append(str(error))
        return
    if not any(isinstance(result, Hand) for result in results) and _is_phh(path):
        tally.errors.append(f"{path}: a PHH file, not a site's hand history: cstud replay "
                            f"replays it")
        return
    tally.files += 1
    tally.other_games.update(other_games)
    if args.json and other_games:   # a line for the file: the hands it skipped, by game
        console.out(json.dumps({"file": str(path), "other_games": dict(other_games)}),
                    highlight=False)
    table = Table(title=escape(str(path)), title_justify="left", show_edge=False,
                  pad_edge=False)
    table.add_column("hand")
    table.add_column("site")
    table.add_column("game")
    table.add_column("payouts")
    table.add_column("replay")
    table.add_column("details")
    for result in results:
        if isinstance(result, HistoryError):
            tally.counts[UNREADABLE] += 1
            tally.errors.append(str(result))
            where = f"line {result.line}, " if result.line else ""
            table.add_row(shown(result.hand_id or "-"), "", "", f"[red]{UNREADABLE}[/red]", "",
                          f"[dim]{where}the error is on stderr[/dim]")
            continue
        check = check_money(result, odd_chip=args.odd_chip)
        replay = replay_hand(result, preset=args.preset)
        verdict = combined_verdict(check.verdict, replay.verdict)
        tally.counts[verdict] += 1
        written = None if args.phh is None else _write_phh(result, replay, args.phh, tally)
        if args.json:
            report = hand_report(result, verdict, check, replay, written)
            console.out(json.dumps(report), highlight=False)    # one line per hand
            continue
        table.add_row(shown(result.hand_id), shown(result.site), GAME_NAMES[result.game],
                      _verdict(check.verdict),
                      _verdict(replay.verdict), _details(check, replay))
    if args.json:
        return
    if not results:
        table.add_row("-", "", "", "", "no Seven Card Stud, Razz or Stud Hi/Lo hand")
    console.print(table)
    if other_games:
        console.print(escape(skipped_games(other_games)))
    console.print()


GAME_NAMES = {"stud8": "Stud Hi/Lo", "stud": "Stud", "razz": "Razz"}
"""The games' names in the table's game column."""


def _is_phh(path: Path) -> bool:
    """Whether the file holds PHH (TOML with a hand's fields, or a .phhs set of them)."""
    try:
        document = tomllib.loads(path.read_bytes().decode("utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return False
    return "actions" in document or any(
        isinstance(value, dict) and "actions" in value for value in document.values())


def _write_phh(hand: Hand, replay: ReplayCheck, directory: Path, tally: _Tally) -> Path | None:
    """Write the hand as PHH into ``directory``: the file written, or None (and an error
    in the tally) when it cannot be."""
    where = f"{hand.source}, hand {hand.hand_id}"
    if replay.phh is None:
        tally.errors.append(f"{where}: not written as PHH: {replay.reason}")
        return None
    path = directory / phh_file_name(hand)
    try:
        replay.phh.dump(path)
    except OSError as error:
        tally.errors.append(f"{where}: not written as PHH: {path}: "
                            f"{error.strerror or error}")
        return None
    except PHHError as error:
        tally.errors.append(f"{where}: not written as PHH: {error}")
        return None
    return path


def _verdict(verdict: Verdict) -> str:
    colour = {Verdict.AGREE: "green", Verdict.DIFFER: "red", Verdict.UNJUDGED: "yellow"}
    return f"[{colour[verdict]}]{verdict}[/{colour[verdict]}]"


def _details(check: MoneyCheck, replay: ReplayCheck) -> str:
    unit = _unit(check.hand)
    parts = []
    if check.reason:
        parts.append(shown(check.reason))
    for difference in check.differences:
        delta = difference.delta
        parts.append(f"{shown(difference.player)} {difference.what}: site "
                     f"{difference.site:,}, cstud {difference.ours:,} ({delta:+,} {unit}"
                     f"{'s' * (abs(delta) != 1)})")
    if replay.reason:
        parts.append(shown(f"replay ({replay.preset} rules): {replay.reason}"))
        players = check.hand.players
        for player, ours, theirs in zip(players, replay.finishing, replay.site_finishing,
                                        strict=False):
            if ours != theirs:
                parts.append(shown(f"{player} ends with {ours:,} in the replay, {theirs:,} at "
                                    f"the site"))
    parts += [f"[dim]{shown(note)}[/dim]" for note in check.notes]
    return "\n".join(parts)


def _unit(hand: Hand) -> str:
    return "cent" if hand.unit == "cent" else "chip"
