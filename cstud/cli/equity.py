"""`cstud equity HAND...`: each hand's all-in equity, scoop and chance to win each half, exact
when affordable, else by Monte Carlo with a progress bar. A player may be a range
(docs/RANGES.md): then cstud.ranges.range_equity answers, and --json prints its to_dict()."""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, TaskProgressColumn, TextColumn, TimeRemainingColumn
from rich.table import Table

import cstud
from cstud.cards import format_cards
from cstud.cli._common import (
    CommandError,
    Subcommands,
    count,
    progress,
    seed_number,
    whole_number,
    worker_count,
)
from cstud.equities import (
    DEFAULT_EXACT_LIMIT,
    DEFAULT_TRIALS,
    GAMES,
    MAX_EXACT_LIMIT,
    MAX_TRIALS,
    UNKNOWN,
)

# The halves of the pot each game plays for, in the order the tables list them.
_HALVES = {"stud8": ("high", "low"), "stud": ("high",), "razz": ("low",)}


def add_command(commands: Subcommands) -> None:
    """Register `equity` on the `cstud` command's subcommands."""
    equity = commands.add_parser(
        "equity", help="all-in equity: cstud equity \"As 2s 3h\" \"?? ?? Kd\" --dead \"7c 8d\"",
        description="Each hand's equity, scoop and chance to win each half, counted over every "
                    "runout when there are few enough, else by Monte Carlo. No burn cards; when "
                    "the deck runs short, one community card is everyone's 7th card. A player "
                    "may be a range (docs/RANGES.md): every deal of combos is then counted, or "
                    "sampled with --target-se as a stopping rule, and the first player's "
                    "combos are listed best first.")
    equity.add_argument("hands", nargs="+",
                        help="each player's 3 to 7 cards, quoted (one argument a player), "
                             "'??' for an unseen hole card; or a range (docs/RANGES.md), alone "
                             "(\"top 10%%\", its whole start dealt) or with the upcards "
                             "(\"buried_pair | Kd 7c\")")
    equity.add_argument("--dead", default="", help="folded and other seen cards")
    equity.add_argument("--game", choices=GAMES, default="stud8")
    equity.add_argument("--trials", type=whole_number(1, MAX_TRIALS), default=None,
                        help=f"Monte Carlo trials (default {DEFAULT_TRIALS:,})")
    equity.add_argument("--seed", type=seed_number, default=None,
                        help="Monte Carlo seed (0..2**64-1)")
    equity.add_argument("--exact-limit", type=whole_number(0, MAX_EXACT_LIMIT),
                        default=DEFAULT_EXACT_LIMIT,
                        help="count exactly up to this many runouts "
                             f"(default {DEFAULT_EXACT_LIMIT:,})")
    equity.add_argument("--jobs", type=worker_count, default=1, help="threads to run chunks on")
    equity.add_argument("--target-se", type=_fraction, default=None,
                        help="with ranges: stop the Monte Carlo once every equity's standard "
                             "error is at most this (e.g. 0.002)")
    equity.add_argument("--combos", type=whole_number(0, 10_000), default=10,
                        help="with ranges: show the first player's best and worst combos, this "
                             "many of each (default 10; --json lists them all)")
    equity.add_argument("--json", action="store_true", help="print JSON instead of a table")
    equity.set_defaults(run=run)


def is_range(hand: str) -> bool:
    """Whether a player's argument is a range (cstud.ranges.is_range_text) rather than cards."""
    from cstud.ranges import is_range_text

    return is_range_text(hand)


MIN_COMBO_DEALS = 30
"""The fewest Monte Carlo deals a combo is shown after in the first player's combos table."""


def _fraction(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not 0 < value < 1:
        raise argparse.ArgumentTypeError(f"a standard error between 0 and 1, not {text!r}")
    return value


def run(args: argparse.Namespace, console: Console) -> int:
    """Equity of each hand, exact when affordable, else Monte Carlo with a progress bar."""
    if any(is_range(hand) for hand in args.hands):
        return _run_ranges(args, console)
    if args.target_se is not None:
        raise CommandError("--target-se is for ranges: with known cards the Monte Carlo runs "
                           "--trials trials")
    _check_streets(args.hands)
    columns = (TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(),
               TimeRemainingColumn())
    with progress(console, columns) as bar:
        task = bar.add_task("runouts", total=None)

        def advance(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        executor = ThreadPoolExecutor(args.jobs) if args.jobs > 1 else None
        try:
            result = cstud.equity(args.hands, args.dead, game=args.game, trials=args.trials,
                                  seed=args.seed, executor=executor,
                                  exact_limit=args.exact_limit, progress=advance)
        except (ValueError, TypeError) as error:
            raise CommandError(str(error)) from None
        finally:
            if executor is not None:
                executor.shutdown()
    halves = _HALVES[args.game]
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
    console.print(_equity_table(result, args.game, f"{args.game} equity", caption,
                                {"hand": lambda player: player.hand}, shares=True))
    return 0


def _equity_table(result: Any, game: str, title: str, caption: str,
                  first: dict[str, Any], *, shares: bool) -> Table:
    """The table both equity commands print: a row a player, led by the columns of ``first``
    (a heading and how to write a player's cell), then equity (± one standard error for Monte
    Carlo), scoop, and how often each half is won (and, with ``shares`` in Stud Hi/Lo, its
    share of that half); the caption ends with the dead cards and, in Stud Hi/Lo, how often
    nobody qualifies for low."""
    halves = _HALVES[game]
    if result.dead:
        caption += f"; dead {format_cards(result.dead)}"
    if game == "stud8":
        caption += f"; no low {result.p_no_low:.2%}"
    split = shares and len(halves) == 2
    table = Table(title=f"[bold]{title}[/bold]", caption=caption)
    for index, heading in enumerate(first):
        if index == 0:
            table.add_column(heading, no_wrap=True)
        else:
            table.add_column(heading, justify="right")
    table.add_column("equity", justify="right")
    if not result.exact:
        table.add_column("±", justify="right")
    table.add_column("scoop", justify="right")
    for half in halves:
        table.add_column(f"wins {half}", justify="right")
        if split:
            table.add_column(f"{half} share", justify="right")
    for index, player in enumerate(result):
        row = [cell(player) for cell in first.values()] + [f"{player.equity:.2%}"]
        if not result.exact:
            row.append(f"{result.stderr('equity', index):.2%}")
        row.append(f"{player.scoop:.2%}")
        for half in halves:
            row.append(f"{getattr(player, 'p_' + half):.2%}")
            if split:
                row.append(f"{getattr(player, half + '_share'):.2%}")
        table.add_row(*row)
    return table


def _check_streets(hands: list[str]) -> None:
    """Refuse hands that no stud deal gives, saying how the command line was read: fewer than
    3 cards (``cstud equity As 2s 3h Kh Kd 7c`` is six players of one card each), or live
    hands of different sizes (every live player has been dealt the same streets). Hands that
    do not parse, or share a card, are left to cstud.equity, whose message names the card."""
    sizes, seen = [], []
    for hand in hands:
        try:
            cards = cstud.parse_cards(hand.replace(UNKNOWN, " "))
        except ValueError:
            return
        sizes.append(len(cards) + hand.count(UNKNOWN))
        seen += cards
    if len(set(seen)) < len(seen) or (min(sizes) >= 3 and len(set(sizes)) == 1):
        return      # a card twice is cstud.equity's to tell
    if len(set(sizes)) == 1:
        read = (f"{count(len(hands), 'player')} of {count(sizes[0], 'card')} each "
                f"({', '.join(hands)})")
    else:
        read = f"{count(len(hands), 'player')}: " + ", ".join(
            f"{hand} ({count(size, 'card')})" for hand, size in zip(hands, sizes, strict=True))
    why = ("a stud hand has at least 3 cards" if min(sizes) < 3 else
           "live hands have as many cards as each other (they were dealt the same streets)")
    raise CommandError(f"read {read}, but {why}: quote each player's cards as one argument, "
                       f'as in cstud equity "As 2s 3h" "?? ?? Kd" (folded cards go in --dead)')


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



def _run_ranges(args: argparse.Namespace, console: Console) -> int:
    """Range against range (cstud.ranges.range_equity): the players' table, then the first
    player's best and worst combos."""
    from cstud.ranges import range_equity

    columns = (TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(),
               TimeRemainingColumn())
    with progress(console, columns) as bar:
        task = bar.add_task("deals", total=None)

        def advance(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        executor = ThreadPoolExecutor(args.jobs) if args.jobs > 1 else None
        try:
            result = range_equity(args.hands, args.dead, game=args.game, trials=args.trials,
                                  target_se=args.target_se, seed=args.seed, executor=executor,
                                  exact_limit=args.exact_limit, progress=advance)
        except (ValueError, TypeError) as error:
            raise CommandError(str(error)) from None
        finally:
            if executor is not None:
                executor.shutdown()
    if args.json:
        console.print_json(json.dumps(result.to_dict()))
        return 0
    if result.exact:
        caption = f"exact: every one of {result.deals:,} deals of combos, over all runouts"
    else:
        caption = (f"Monte Carlo: {result.deals:,} deals, seed {result.seed}; "
                   "± is one standard error")
    console.print(_equity_table(
        result, args.game, f"{args.game} range equity", caption,
        {"player": lambda player: player.hand, "combos": lambda player: f"{player.combos:,}"},
        shares=False))
    # A Monte Carlo combo dealt a handful of times has an equity of 0 or 1 and no error to
    # speak of: only combos dealt often enough for their standard error to mean something.
    least = 1 if result.exact else MIN_COMBO_DEALS
    dealt = sorted((c for c in result.hero if c.deals >= least), key=lambda c: -c.equity)
    if args.combos and len(dealt) > 1:
        shown = dealt if len(dealt) <= 2 * args.combos else (
            dealt[:args.combos] + dealt[-args.combos:])
        among = "" if result.exact else f" dealt at least {MIN_COMBO_DEALS} times"
        combos = Table(title=f"the first player's combos, best first ({len(shown):,} of the "
                             f"{len(dealt):,}{among})")
        combos.add_column("cards", no_wrap=True)
        combos.add_column("weight", justify="right")
        combos.add_column("equity", justify="right")
        if not result.exact:
            combos.add_column("±", justify="right")
        for combo in shown:
            row = [format_cards(combo.cards), f"{combo.weight:g}", f"{combo.equity:.2%}"]
            if not result.exact:
                row.append(f"{combo.stderr:.2%}")
            combos.add_row(*row)
        console.print(combos)
    return 0
