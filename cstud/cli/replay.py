"""`cstud replay FILE...`: replay hands through the engine and print each player's finishing
stack and the pot accounts, checked against the stacks the file gives. It reads PHH files
(``.phh``, one hand; ``.phhs``, many) and site hand histories (every format ``cstud
check-history`` reads), telling them apart by their text; a directory stands for every such
file below it."""

from __future__ import annotations

import argparse
import json
import tomllib
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from cstud.cli._common import CommandError, Subcommands, count, files_below, shown
from cstud.game import PRESETS, Options
from cstud.histories import Hand, HistoryError, Verdict, read_histories, replay_hand
from cstud.phh import HandHistory, PHHError, Replay

PHH_SUFFIXES = (".phh", ".phhs")


def add_command(commands: Subcommands) -> None:
    """Register `replay` on the `cstud` command's subcommands."""
    replay = commands.add_parser(
        "replay", help="replay hand histories (PHH or a site's): cstud replay FILE... [--json]",
        description="Replay each hand of PHH files (.phh, one hand; .phhs, many) or site hand "
                    "histories (PokerStars, Full Tilt, ... as check-history reads them) through "
                    "the engine and print every player's finishing stack and the pot accounts. "
                    "Exit status 0: every hand ends with the stacks its file gives (or it "
                    "states none); 1: a hand's stacks differ, or the engine refuses a site "
                    "hand's action; 2: a file cannot be read or a hand replayed (reported on "
                    "stderr; the other files are still replayed; 1 wins if a hand also "
                    "differed).")
    replay.add_argument("files", nargs="+", metavar="FILE",
                        help="PHH files (variants F7S/8, F7S and FR), site history files, or "
                             "directories holding them")
    replay.add_argument("--json", action="store_true",
                        help="print one line of JSON per hand instead of tables")
    replay.add_argument("--preset", choices=list(PRESETS),
                        help="house rules to replay under (default: a PHH file's _rules, else "
                             "wsop, as PHH asks; a site hand's site's rules)")
    replay.set_defaults(run=run)


@dataclass
class _Replayed:
    """One replayed hand to show: where it is from, the players' names, what the file says
    they finish with (None: it does not say), and the engine's replay."""

    where: str
    variant: str
    names: Sequence[str]
    expected: Sequence[int] | None
    replay: Replay
    unit: str = "chip"
    note: str = ""


@dataclass
class _Tally:
    """The hands counted over every file, and the errors to report on stderr."""

    counts: Counter[str]
    errors: list[str]
    files: int = 0


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
    """Replay every hand of the files: each player's finishing stack and the pot accounts.
    Exit 1 when a hand's stacks differ from the file's; a file that cannot be read or a hand
    that cannot be replayed is reported on stderr, the other files are still replayed, and
    the command then exits 2 (1 if a hand also differed)."""
    tally = _Tally(Counter(), [])
    for path in files_below(args.files, phh=True):
        tally.files += 1
        for hand in _replayed(path, args.preset, tally):
            bad = _replay_report(hand, args.json, console)
            tally.counts["differ" if bad else "agree" if hand.expected is not None
                         else "unstated"] += 1
    hands = sum(tally.counts.values())
    if not args.json and hands + len(tally.errors) > 1:
        unstated = tally.counts["unstated"]
        console.print(
            f"[bold]{count(hands, 'hand')} in {count(tally.files, 'file')}:[/bold] "
            f"{tally.counts['agree']:,} agree, {tally.counts['differ']:,} differ"
            + (f", {unstated:,} give no finishing stacks" if unstated else "")
            + f", {count(len(tally.errors), 'error')} (on stderr)")
    differ = bool(tally.counts["differ"])
    if tally.errors:
        raise CommandError(tally.errors, code=1 if differ else 2)
    return 1 if differ else 0


def _replayed(path: Path, preset: str | None, tally: _Tally) -> list[_Replayed]:
    """The hands of one file, replayed; its errors go to the tally. A file is PHH by its
    name (.phh, .phhs), else by its text: TOML is PHH, and a site history is never TOML (its
    first line is no ``key = value``)."""
    try:
        data = path.read_bytes()
    except OSError as error:
        tally.errors.append(f"{path}: {error.strerror or error}")
        return []
    suffix = path.suffix.lower()
    if suffix in PHH_SUFFIXES:
        return _phh(path, data, preset, tally, as_set=suffix == ".phhs")
    try:
        document = tomllib.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        return _site(path, preset, tally, error)
    as_set = "actions" not in document and bool(document) and all(
        isinstance(value, dict) for value in document.values())
    return _phh(path, data, preset, tally, as_set=as_set)


def _phh(path: Path, data: bytes, preset: str | None, tally: _Tally, *,
         as_set: bool) -> list[_Replayed]:
    try:
        hands = (list(enumerate(HandHistory.loads_all(data), 1)) if as_set
                 else [(None, HandHistory.loads(data))])
    except PHHError as error:
        tally.errors.append(str(error.in_file(path)))
        return []
    if not hands:
        tally.errors.append(f"{path}: no hand in this .phhs file")
    replayed = []
    for number, history in hands:
        where = str(path) if number is None else f"{path} [{number}]"
        try:
            options = None if preset is None else Options.preset(
                preset, history.game, rake=history.rake)
            replay = history.replay(options)
        except PHHError as error:
            tally.errors.append(f"{where}: {error}")
            continue
        replayed.append(_Replayed(where, history.variant, history.fields.get("players") or (),
                                  history.finishing_stacks, replay))
    return replayed


def _site(path: Path, preset: str | None, tally: _Tally,
          toml_error: Exception) -> list[_Replayed]:
    try:
        results = read_histories(path, strict=False)
    except OSError as error:
        tally.errors.append(f"{path}: {error.strerror or error}")
        return []
    except HistoryError as error:      # the file as a whole (its encoding, its size)
        tally.errors.append(str(error))
        return []
    hands = [result for result in results if isinstance(result, Hand)]
    errors = [result for result in results if isinstance(result, HistoryError)]
    if not hands and all(error.hand_id is None for error in errors):
        # Read as neither: say so for PHH too, whose reader this file also failed.
        tally.errors += [f"{error}; nor is it PHH (not TOML: {toml_error})" for error in errors]
        if not errors:
            tally.errors.append(f"{path}: no Seven Card Stud Hi/Lo hand to replay")
        return []
    tally.errors += [str(error) for error in errors]
    replayed = []
    for hand in hands:
        where = f"{path}, hand {hand.hand_id}"
        check = replay_hand(hand, preset=preset)
        if check.replay is None:
            if check.verdict is Verdict.DIFFER:    # the engine refuses one of its actions
                tally.counts["differ"] += 1
            tally.errors.append(f"{where}: {check.reason}")
            continue
        note = "" if check.verdict is Verdict.AGREE else check.reason
        replayed.append(_Replayed(where, f"{hand.site}, {check.preset} rules", hand.players,
                                  check.site_finishing, check.replay, unit=hand.unit,
                                  note=note))
    return replayed


def _replay_report(hand: _Replayed, as_json: bool, console: Console) -> bool:
    """Print one replayed hand (a table, or one line of JSON); True if its stacks differ."""
    state = hand.replay.state
    players = state.players
    names = [str(name) for name in hand.names] + [""] * (len(players) - len(hand.names))
    expected = hand.expected
    finishing = hand.replay.finishing_stacks
    bad = [] if expected is None else [
        index for index, (got, want) in enumerate(zip(finishing, expected, strict=True))
        if got != want]
    differs = bool(bad) or bool(hand.note)
    settlement = state.settlement
    pots = [] if settlement is None else list(settlement.pots)
    if as_json:
        report: dict[str, Any] = {
            "file": hand.where,
            "variant": hand.variant,
            "unit": hand.unit,
            "over": state.is_over,
            "players": [
                {"player": f"p{index + 1}", "name": names[index],
                 "starting_stack": state.starting_stacks[seat],
                 "finishing_stack": state.stacks[seat],
                 "expected": None if expected is None else expected[index]}
                for index, seat in enumerate(players)],
            "rake": None if settlement is None else settlement.rake,
            "pots": [_pot_report(index, pot, players) for index, pot in enumerate(pots)],
            "match": None if expected is None else not differs,
        }
        console.out(json.dumps(report), highlight=False)    # one line per hand (JSON Lines)
        return differs
    unit = "" if hand.unit == "chip" else f", in {hand.unit}s"
    table = Table(title=f"[bold]{shown(hand.where)}[/bold] ({shown(hand.variant)}{unit}"
                        f"{'' if state.is_over else ', not finished'})")
    columns = ["player", *(["name"] if any(names) else []), "start", "finish", "net"]
    for column in columns:
        table.add_column(column, justify="left" if column in ("player", "name") else "right")
    if expected is not None:
        table.add_column("file says", justify="right")
    for index, seat in enumerate(players):
        start, finish = state.starting_stacks[seat], state.stacks[seat]
        row = [f"p{index + 1}", *([shown(names[index])] if any(names) else []),
               f"{start:,}", f"{finish:,}", f"{finish - start:+,}"]
        if expected is not None:
            mark = "[red]✗[/red]" if index in bad else "[green]✓[/green]"
            row.append(f"{expected[index]:,} {mark}")
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
                account["pot"], f"{account['amount']:,}", f"{account['rake']:,}",
                " ".join(account["eligible"]), " ".join(account["high_winners"]) or "-",
                " ".join(account["low_winners"]) or "-",
                " ".join(f"{who} {chips:,}" for who, chips in account["shares"].items()),
                escape("; ".join(f"{odd['player']}: {odd['reason']}"
                                 for odd in account["odd_chips"]) or "-"))
        console.print(accounts)
    if bad:
        console.print(f"[red]finishing stacks differ from the file for "
                      f"{', '.join(f'p{index + 1}' for index in bad)}[/red]")
    if hand.note:
        console.print(f"[red]{shown(hand.note)}[/red]")
    return differs
