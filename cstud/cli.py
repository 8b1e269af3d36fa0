"""The `cstud` command: `cstud eval CARDS...` and the other subcommands."""

from __future__ import annotations

import argparse
import contextvars
import json
import os
import sys
import textwrap
import traceback
from collections.abc import Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import Any, NoReturn, cast

try:
    from rich.console import Console
    from rich.markup import escape
    from rich.progress import (
        BarColumn,
        Progress,
        TaskProgressColumn,
        TextColumn,
        TimeRemainingColumn,
    )
    from rich.table import Table
except ImportError as error:  # a dependency of cstud, so only a broken install lacks it
    print(f"cstud: the command line needs rich, a dependency of cstud that is not installed "
          f"here: pip install \"rich>=13\" (the error was: {error})", file=sys.stderr)
    raise SystemExit(3) from error

import cstud
from cstud.bots import BOTS
from cstud.cards import format_cards
from cstud.db import commands as db_commands
from cstud.equities import DEFAULT_EXACT_LIMIT, DEFAULT_TRIALS, GAMES
from cstud.game import PRESETS, STREET_NAMES, Options
from cstud.histories import report as histories_report
from cstud.phh import HandHistory, PHHError, Replay
from cstud.simulation import CHUNK_HANDS, SimulationSummary
from cstud.web import commands as web_commands

ISSUES_URL = "https://github.com/cstud-poker/cstud/issues"
"""Where an internal error asks to be reported (pyproject.toml's Issues URL)."""

EXIT_CODES = f"""exit status, the same for every command:
  0  success: done as asked, and everything compared agrees
  1  a disagreement found (replay, check-history: stacks or payouts differ)
  2  bad usage or unreadable input (the message says what; with --json, as JSON on stderr)
  3  an internal error, a bug in cstud: please report it at {ISSUES_URL}
  130, 141  interrupted (Ctrl-C), or the reader of the output went away (a closed pipe)"""
"""The exit codes, shown at the end of every command's --help (and in the README)."""


class CommandError(Exception):
    """A subcommand's refusal of its input: printed on stderr (as JSON with --json) and the
    process exits with `code` (2, bad usage or unreadable input, unless said otherwise).

    Subcommands defined in other modules (`cstud.db`, `cstud.web`) raise it too; they import it
    inside their handlers, so that `cstud.cli` stays the only module importing them.
    """

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.message = message
        self.code = code


_JSON_ERRORS: contextvars.ContextVar[bool] = contextvars.ContextVar("json_errors",
                                                                    default=False)
"""Whether main() was asked for --json, so that usage errors are printed as JSON too."""


def _print_error(command: str, message: str, code: int, as_json: bool) -> None:
    """An error on stderr, on one line: as JSON {"error", "code"} for --json, else as text."""
    if as_json:
        print(json.dumps({"error": message, "code": code}), file=sys.stderr)
    else:
        print(f"{command}: error: {message}", file=sys.stderr)


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter, except that each line of a description or epilog is wrapped on
    its own (with its indent kept), so that the exit-code list keeps one code a line."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        lines = []
        for line in text.splitlines():
            lead = indent + line[:len(line) - len(line.lstrip())]
            lines.append(textwrap.fill(line.strip(), width, initial_indent=lead,
                                       subsequent_indent=lead + "   ") if line.strip() else "")
        return "\n".join(lines)


class _Parser(argparse.ArgumentParser):
    """cstud's parser and every subcommand's (argparse makes subparsers of the same class):
    each --help ends with the exit codes, and a usage error exits 2 as argparse's does, but is
    printed as JSON when the command line asks for --json."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("epilog", EXIT_CODES)
        kwargs.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        if _JSON_ERRORS.get():
            _print_error(self.prog, message, 2, as_json=True)
            self.exit(2)
        super().error(message)


def _eval(args: argparse.Namespace, console: Console) -> int:
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


def _replay(args: argparse.Namespace, console: Console) -> int:
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


def _progress(console: Console, columns: Sequence[Any]) -> Progress:
    """A progress bar that shows only on a terminal and is gone when done: piped output
    (and so --json) holds only the result."""
    return Progress(*columns, console=console, transient=True, disable=not console.is_terminal)


def _equity(args: argparse.Namespace, console: Console) -> int:
    """Equity of each hand, exact when affordable, else Monte Carlo with a progress bar."""
    columns = (TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(),
               TimeRemainingColumn())
    with _progress(console, columns) as bar:
        task = bar.add_task("runouts", total=None)

        def progress(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        executor = ThreadPoolExecutor(args.jobs) if args.jobs > 1 else None
        try:
            result = cstud.equity(args.hands, args.dead, game=args.game, trials=args.trials,
                                  seed=args.seed, executor=executor,
                                  exact_limit=args.exact_limit, progress=progress)
        except (ValueError, TypeError) as error:
            raise CommandError(str(error)) from None
        finally:
            if executor is not None:
                executor.shutdown()
    halves = {"stud8": ("high", "low"), "stud": ("high",), "razz": ("low",)}[args.game]
    if args.json:
        console.print_json(json.dumps(_equity_report(result, halves)))
        return 0
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


def _equity_report(result: cstud.EquityResult, halves: tuple[str, ...]) -> dict[str, Any]:
    """cstud equity --json: the figures of the table, unrounded, and one standard error of
    each (0.0 when exact)."""
    statistics = ["equity", "scoop"]
    for half in halves:
        statistics.append(f"p_{half}")
        if len(halves) == 2:
            statistics.append(f"{half}_share")
    return {
        "game": result.game,
        "exact": result.exact,
        "runouts": result.runouts,
        "possible_runouts": result.possible_runouts,
        "seed": result.seed,
        "dead": format_cards(result.dead).split(),
        "community_card": result.community_card,
        "p_no_low": result.p_no_low,
        "players": [
            {"hand": player.hand,
             **{name: getattr(player, name) for name in statistics},
             "stderr": {name: result.stderr(name, index) for name in statistics}}
            for index, player in enumerate(result)],
    }


def _simulate(args: argparse.Namespace, console: Console) -> int:
    """Bots play many hands, on --jobs processes; a progress bar, then what happened and who
    won."""
    from cstud.simulation import simulate

    bots = [name for word in args.bots for name in word.split(",") if name]
    # Never more processes than chunks of hands; one job plays here, in this process.
    workers = min(args.jobs, -(-args.hands // CHUNK_HANDS))
    columns = (TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(),
               TextColumn("{task.completed:,} of {task.total:,} hands"), TimeRemainingColumn())
    # The workers start before the progress bar does (see _process_pool).
    executor = _process_pool(workers) if workers > 1 else None
    try:
        with _progress(console, columns) as bar:
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
    for depth, what, count in _outcomes(summary):
        outcomes.add_row("  " * depth + what, share(count))
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


def _demo(args: argparse.Namespace, console: Console) -> int:
    """One hand among bots, told street by street."""
    from cstud.demo import tell_demo

    try:
        tell_demo(console, seed=args.seed, players=args.players, game=args.game)
    except ValueError as error:
        raise CommandError(str(error)) from None
    return 0


def _play(args: argparse.Namespace, console: Console) -> int:
    """A person against bots, hand after hand, until he quits."""
    from cstud.play import play_session

    try:
        play_session(console, players=args.players, seed=args.seed, game=args.game,
                     stack=args.stack)
    except ValueError as error:
        raise CommandError(str(error)) from None
    return 0


def _players(text: str) -> int:
    """argparse type: 2 to 8 players."""
    value = int(text)
    if not 2 <= value <= 8:
        raise argparse.ArgumentTypeError(f"a stud table has 2 to 8 players, not {value}")
    return value


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


MAX_JOBS = 64
"""The most workers ``--jobs`` starts (processes for simulate, threads for equity)."""


def _jobs(text: str) -> int:
    """argparse type: a number of workers, 1 to MAX_JOBS."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 1 <= value <= MAX_JOBS:
        raise argparse.ArgumentTypeError(
            f"a number of workers from 1 to {MAX_JOBS}, not {text!r}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="cstud", description="Seven Card Stud Hi/Lo: rank hands, play and replay them.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {cstud.__version__}")
    # Typed as the plain argparse action that add_command(s) functions in other modules take
    # (its parsers are _Parser all the same).
    commands = cast("argparse._SubParsersAction[argparse.ArgumentParser]",
                    parser.add_subparsers(dest="command", required=True, metavar="COMMAND"))
    evaluate = commands.add_parser(
        "eval", help="rank one hand: cstud eval As 2s 3s 4s 5d Kh Kd",
        description="Rank one hand of 5 to 7 cards three ways: high, eight-or-better low and "
                    "razz, each with its name, the five cards it plays and its rank (greater "
                    "is stronger).")
    evaluate.add_argument("cards", nargs="+", help="5 to 7 cards, as 'As 2s' or 'As2s'")
    evaluate.add_argument("--json", action="store_true", help="print JSON instead of a table")
    evaluate.set_defaults(run=_eval)
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
    replay.set_defaults(run=_replay)
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
    equity.add_argument("--jobs", type=_jobs, default=1, help="threads to run chunks on")
    equity.add_argument("--json", action="store_true", help="print JSON instead of a table")
    equity.set_defaults(run=_equity)

    simulate = commands.add_parser(
        "simulate", help="bots play many hands: cstud simulate --players 6 --hands 10000",
        description="Bots play hands against each other; then how the hands ended (before "
                    "showdown or at it, splits, scoops, all-ins, side pots, community cards) "
                    "and the chips each seat won. Stacks carry over from hand to hand and a "
                    "seat that goes broke buys in again (--rebuy: every hand starts afresh); "
                    f"every {CHUNK_HANDS:,} hands the table starts afresh (so that --jobs can "
                    "share them out); the dealer moves one seat each hand; the same seed plays "
                    "the same hands, with any number of --jobs.")
    simulate.add_argument("--players", type=_players, default=6, help="2 to 8 (default 6)")
    simulate.add_argument("--hands", type=_positive, default=1000, help="default 1,000")
    simulate.add_argument("--seed", type=int, default=0, help="default 0")
    simulate.add_argument("--game", choices=GAMES, default="stud8")
    simulate.add_argument("--preset", choices=list(PRESETS),
                          help="house rules (default: cstud's defaults, docs/RULES.md)")
    simulate.add_argument("--bots", nargs="+", default=["heuristic"],
                          metavar="BOT", help=f"bots given to the seats in turn, from "
                          f"{', '.join(BOTS)} (default heuristic), e.g. --bots heuristic random")
    simulate.add_argument("--stack", type=_positive, default=200,
                          help="chips each seat starts and buys in with (default 200, at "
                               "stakes 1/2/5/10)")
    simulate.add_argument("--rebuy", action="store_true",
                          help="start every hand with --stack chips a seat")
    simulate.add_argument("--jobs", type=_jobs, default=1,
                          help=f"processes to play on, 1 to {MAX_JOBS} (default 1: this one); "
                               f"the same seed gives the same counts with any number")
    simulate.add_argument("--json", action="store_true", help="print JSON instead of tables")
    simulate.set_defaults(run=_simulate)

    demo = commands.add_parser(
        "demo", help="watch one hand among bots, explained: cstud demo",
        description="Bots play one hand and every step is told: the bring-in and why, who "
                    "acts first on each street and why, each action, the showdown with the "
                    "hands named, and how each pot is split.")
    demo.add_argument("--seed", type=int, default=None,
                      help="another deal (the default seed shows a high-low split)")
    demo.add_argument("--players", type=_players, default=None, help="2 to 8 (default 5)")
    demo.add_argument("--game", choices=GAMES, default="stud8")
    demo.set_defaults(run=_demo)

    play = commands.add_parser(
        "play", help="play against bots in the terminal: cstud play",
        description="You play against bots, one hand after another, until you quit "
                    "(q). At your turn type the number of an action, its letter or its word: "
                    "f fold, k or x check, c call (or check), b bring in, r complete/bet/raise "
                    "(raise, bet and complete mean the same), a all-in.")
    play.add_argument("--players", type=_players, default=5, help="2 to 8 (default 5)")
    play.add_argument("--seed", type=int, default=None, help="deal the same cards again")
    play.add_argument("--game", choices=GAMES, default="stud8")
    play.add_argument("--stack", type=_positive, default=200,
                      help="chips each player starts with (default 200, at stakes 1/2/5/10)")
    play.set_defaults(run=_play)

    histories_report.add_command(commands)
    web_commands.add_commands(commands)
    db_commands.add_commands(commands)
    return parser


def _reader_gone() -> int:
    """The reader of stdout went away (`cstud simulate | head`): no error message, and stdout
    pointed at nothing, so that Python's flush at exit does not fail again; the status is
    141 (128 + SIGPIPE), what a shell reports for a tool the closed pipe stopped."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 141


class _Console(Console):
    """rich's Console, except on a closed pipe: rich exits 1 there, which is cstud's "a
    disagreement found"."""

    def on_broken_pipe(self) -> None:
        self.quiet = True
        raise BrokenPipeError


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; return its exit status (EXIT_CODES). Usage errors exit 2 through
    SystemExit, as argparse's do."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    wants_json = "--json" in arguments
    _JSON_ERRORS.set(wants_json)
    args = build_parser().parse_args(arguments)
    command = f"cstud {args.command}"
    console = _Console(highlight=False)
    try:
        return int(args.run(args, console))
    except CommandError as error:
        _print_error(command, error.message, error.code, wants_json)
        return error.code
    except KeyboardInterrupt:
        print(f"{command}: interrupted", file=sys.stderr)
        return 130                              # 128 + SIGINT, as shells report it
    except BrokenPipeError:
        return _reader_gone()
    except Exception as error:  # a bug: 3, never 1, which means "a disagreement found"
        if os.environ.get("CSTUD_TRACEBACK"):
            traceback.print_exc()
        what = " ".join(f"{type(error).__name__}: {error}".split())
        if len(what) > 300:
            what = what[:300] + "..."
        _print_error(command, f"internal error ({what}). This is a bug in cstud "
                              f"{cstud.__version__}: please report it, with the command you "
                              f"ran, at {ISSUES_URL} (CSTUD_TRACEBACK=1 shows the traceback)",
                     3, wants_json)
        return 3


if __name__ == "__main__":
    sys.exit(main())
