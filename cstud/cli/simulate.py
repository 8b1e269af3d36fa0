"""`cstud simulate`: bots play many hands (on --jobs processes, with a progress bar); then how
the hands ended and the chips each seat won."""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import Executor
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, TaskProgressColumn, TextColumn, TimeRemainingColumn
from rich.table import Table

from cstud.bots import BOTS
from cstud.cli._common import (
    MAX_HANDS,
    MAX_JOBS,
    CommandError,
    Subcommands,
    chip_count,
    count,
    progress,
    seed_number,
    table_size,
    whole_number,
    worker_count,
)
from cstud.equities import GAMES
from cstud.game import PRESETS, STREET_NAMES
from cstud.simulation import CHUNK_HANDS, SimulationSummary


def add_command(commands: Subcommands) -> None:
    """Register `simulate` on the `cstud` command's subcommands."""
    simulate = commands.add_parser(
        "simulate", help="bots play many hands: cstud simulate --players 6 --hands 10000",
        description="Bots play hands against each other; then how the hands ended (before "
                    "showdown or at it, splits, scoops, all-ins, side pots, community cards) "
                    "and the chips each seat won. Stacks carry over from hand to hand and a "
                    "seat that goes broke buys in again (--rebuy: every hand starts afresh); "
                    f"every {CHUNK_HANDS:,} hands the table starts afresh (so that --jobs can "
                    "share them out); the dealer moves one seat each hand; the same seed plays "
                    "the same hands, with any number of --jobs.")
    simulate.add_argument("--players", type=table_size, default=6, help="2 to 8 (default 6)")
    simulate.add_argument("--hands", type=whole_number(1, MAX_HANDS), default=1000,
                          help="default 1,000")
    simulate.add_argument("--seed", type=seed_number, default=0, help="default 0")
    simulate.add_argument("--game", choices=GAMES, default="stud8")
    simulate.add_argument("--preset", choices=list(PRESETS),
                          help="house rules (default: cstud's defaults, docs/RULES.md)")
    simulate.add_argument("--bots", nargs="+", default=["heuristic"],
                          metavar="BOT", help=f"bots given to the seats in turn, from "
                          f"{', '.join(BOTS)} (default heuristic), e.g. --bots heuristic random")
    simulate.add_argument("--stack", type=chip_count, default=200,
                          help="chips each seat starts and buys in with (default 200, at "
                               "stakes 1/2/5/10)")
    simulate.add_argument("--rebuy", action="store_true",
                          help="start every hand with --stack chips a seat")
    simulate.add_argument("--jobs", type=worker_count, default=1,
                          help=f"processes to play on, 1 to {MAX_JOBS} (default 1: this one); "
                               f"the same seed gives the same counts with any number")
    simulate.add_argument("--tournament", metavar="FILE|NAME",
                          help="play whole tournaments by this structure (a TOML file, or "
                               "one that comes with cstud: pokerstars-stud8-sng, wsop-stud8) "
                               "and report places, ROI and prizes per bot")
    simulate.add_argument("--tournaments", type=whole_number(1, 10_000_000), default=100,
                          help="with --tournament: how many (default 100)")
    simulate.add_argument("--entrants", type=whole_number(2, 100_000),
                          help="with --tournament: players in each (default: the "
                               "structure's)")
    simulate.add_argument("--json", action="store_true", help="print JSON instead of tables")
    simulate.set_defaults(run=run)


def run(args: argparse.Namespace, console: Console) -> int:
    """Bots play many hands, on --jobs processes; a progress bar, then what happened and who
    won."""
    from cstud.simulation import simulate

    bots = [name for word in args.bots for name in word.split(",") if name]
    if args.tournament is not None:
        return _run_tournaments(args, bots, console)
    if len(bots) > args.players:
        raise CommandError(f"{count(len(bots), 'bot')} for {count(args.players, 'seat')}: "
                           f"--bots names at most one bot a seat (--players adds seats)")
    # Never more processes than chunks of hands; one job plays here, in this process.
    workers = min(args.jobs, -(-args.hands // CHUNK_HANDS))
    columns = (TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(),
               TextColumn("{task.completed:,} of {task.total:,} hands"), TimeRemainingColumn())
    # The workers start before the progress bar does (see _process_pool).
    executor = _process_pool(workers) if workers > 1 else None
    try:
        with progress(console, columns) as bar:
            task = bar.add_task("playing", total=args.hands)
            summary = simulate(args.players, args.hands, args.seed, game=args.game,
                               preset=args.preset, bots=bots, stack=args.stack,
                               rebuy=args.rebuy, executor=executor,
                               progress=lambda done: bar.update(task, completed=done))
    except (ValueError, TypeError) as error:
        raise CommandError(str(error)) from None
    finally:
        if executor is not None:
            executor.shutdown(cancel_futures=True)
    if args.json:
        console.print_json(json.dumps({**_summary_report(summary), "jobs": workers}))
    else:
        _print_summary(summary, console, workers)
    return 0


def _process_pool(workers: int) -> Executor:
    """The --jobs worker processes, every one started now, before the progress bar's thread.

    Forked where that is safe: on Linux, from this process while it has no other thread (a
    fork copies the calling thread only, and a lock another thread held would stay locked in
    the child). A forked worker is ready in milliseconds with cstud imported. Elsewhere they
    are started afresh ("spawn"), each importing cstud.cli again first (about 0.3 s)."""
    import multiprocessing
    import threading
    from concurrent.futures import ProcessPoolExecutor

    forked = sys.platform == "linux" and threading.active_count() == 1
    pool = ProcessPoolExecutor(
        workers, mp_context=multiprocessing.get_context("fork" if forked else "spawn"))
    if forked:
        pool.submit(int)        # a forking pool starts all its workers with its first task
    return pool


def _outcomes(summary: SimulationSummary) -> list[tuple[int, str, int]]:
    """How the hands ended, as (depth, what, hands): the rows at each depth under a row
    partition it (won before showdown + showdown = hands; scooped + split + pots to
    different players = showdown), except the street rows, which partition the hands again,
    and the rows after them, which count hands that had something (a hand can have several)."""
    rows = [(0, "won before showdown", summary.won_before_showdown),
            (0, "showdown", summary.showdowns),
            (1, "one player scooped", summary.scoops),
            (1, "a pot split", summary.splits)]
    if summary.game == "stud8":
        rows.append((2, "high and low to different players", summary.hi_lo_splits))
    rows.append((1, "pots to different players, none split", summary.separate_winners))
    rows += [(0, f"ended on {STREET_NAMES[street]}", summary.ended_on[street])
             for street in range(3, 8)]
    rows += [(0, "somebody all-in", summary.all_ins),
             (0, "side pots", summary.side_pots),
             (0, "community card (R16)", summary.community_cards)]
    return rows


def _summary_report(summary: SimulationSummary) -> dict[str, Any]:
    """cstud simulate --json: every count of the summary, and the chips won."""
    return {
        "game": summary.game, "players": summary.players, "bots": list(summary.bots),
        "seed": summary.seed, "preset": summary.preset, "stack": summary.stack,
        "rebuy": summary.rebuy, "hands": summary.hands, "showdowns": summary.showdowns,
        "won_before_showdown": summary.won_before_showdown, "scoops": summary.scoops,
        "splits": summary.splits, "hi_lo_splits": summary.hi_lo_splits,
        "separate_winners": summary.separate_winners, "all_ins": summary.all_ins,
        "side_pots": summary.side_pots, "community_cards": summary.community_cards,
        "ended_on": {STREET_NAMES[street]: summary.ended_on[street] for street in range(3, 8)},
        "rake": summary.rake, "buy_ins": summary.buy_ins, "net": summary.net,
        "net_by_bot": summary.net_by_bot(), "seconds": summary.seconds,
        "hands_per_second": summary.hands_per_second,
    }


def _print_summary(summary: SimulationSummary, console: Console, workers: int = 1) -> None:
    """The summary as tables: how hands ended, and chips won (and on how many processes)."""
    hands = summary.hands or 1

    def share(count: int) -> str:
        return f"{count:,}  ({count / hands:.1%})"

    rules = summary.preset or "default rules"
    outcomes = Table(title=f"[bold]{summary.hands:,} hands of {summary.game}[/bold], "
                           f"{summary.players} players, {rules}, seed {summary.seed}",
                     show_header=False)
    outcomes.add_column("what")
    outcomes.add_column("hands", justify="right")
    for depth, what, number in _outcomes(summary):
        outcomes.add_row("  " * depth + what, share(number))
    if summary.rake:
        outcomes.add_row("rake", f"{summary.rake:,} chips")
    on = f", {workers} processes" if workers > 1 else ""
    outcomes.add_row("speed", f"{summary.hands_per_second:,.0f} hands/s "
                              f"({summary.seconds:.2f} s{on})")
    console.print(outcomes)
    if summary.rebuy:
        how = f"every hand starts at {summary.stack} a seat"
    else:
        how = (f"stacks carried over from {summary.stack} a seat, "
               f"{summary.buy_ins:,} buy-ins after going broke")
    chips = Table(title=f"chips won ({how})")
    chips.add_column("seat", justify="right")
    chips.add_column("bot")
    chips.add_column("chips", justify="right")
    chips.add_column("per hand", justify="right")
    for seat, (name, net) in enumerate(zip(summary.bots, summary.net, strict=True)):
        chips.add_row(str(seat), name, f"{net:+,}", f"{net / hands:+.2f}")
    if len(set(summary.bots)) > 1:
        for name, net in summary.net_by_bot().items():
            chips.add_row("all", f"[bold]{name}[/bold]", f"{net:+,}", f"{net / hands:+.2f}")
    console.print(chips)



def _run_tournaments(args: argparse.Namespace, bots: list[str], console: Console) -> int:
    """cstud simulate --tournament: whole tournaments among the bots, on --jobs processes."""
    from cstud.tournament import load_structure, simulate_tournaments

    try:
        structure = load_structure(args.tournament)
    except ValueError as error:
        raise CommandError(str(error)) from None
    workers = min(args.jobs, args.tournaments)
    columns = (TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(),
               TextColumn("{task.completed:,} of {task.total:,} tournaments"),
               TimeRemainingColumn())
    executor = _process_pool(workers) if workers > 1 else None
    try:
        with progress(console, columns) as bar:
            task = bar.add_task("playing", total=args.tournaments)
            summary = simulate_tournaments(
                structure, bots, tournaments=args.tournaments, seed=args.seed,
                entrants=args.entrants, executor=executor,
                progress=lambda done: bar.update(task, completed=done))
    except (ValueError, TypeError) as error:
        raise CommandError(str(error)) from None
    finally:
        if executor is not None:
            executor.shutdown(cancel_futures=True)
    stats = summary.stats()
    if args.json:
        console.print_json(json.dumps({
            "structure": summary.structure, "entrants": summary.entrants,
            "tournaments": summary.tournaments, "hands": summary.hands, "seed": summary.seed,
            "cost": summary.cost, "seconds": summary.seconds, "jobs": workers,
            "bots": [{"bot": s.bot, "entries": s.entries, "mean_place": s.mean_place,
                      "mean_place_ci95": s.place_ci, "in_the_money": s.itm, "roi": s.roi,
                      "roi_ci95": s.roi_ci, "prizes": s.prizes, "wins": s.wins,
                      "paid": summary.spent[s.bot], "rebuys": summary.rebuys[s.bot],
                      "places": summary.places[s.bot]} for s in stats]}))
        return 0
    table = Table(title=f"[bold]{summary.tournaments:,} tournaments[/bold] of {structure.name}, "
                        f"{summary.entrants} entrants, seed {summary.seed}")
    for column in ("bot", "entries", "mean place", "in the money", "ROI", "wins"):
        table.add_column(column, justify="left" if column == "bot" else "right")
    for s in stats:
        table.add_row(s.bot, f"{s.entries:,}", f"{s.mean_place:.2f} ± {s.place_ci:.2f}",
                      f"{s.itm:.1%}", f"{s.roi:+.1%} ± {s.roi_ci:.1%}", f"{s.wins:,}")
    console.print(table)
    console.print(f"± is a 95% confidence interval; {summary.hands:,} hands in "
                  f"{summary.seconds:.2f} s")
    return 0
