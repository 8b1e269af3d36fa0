"""The hand database's subcommands: ``cstud import``, ``stats``, ``report`` and ``export``
(the database itself is :mod:`cstud.db`).

Every handler takes ``(args, console)`` and returns the exit status: 0 success, 1 a stored
hand's check disagrees (import), 2 bad usage or input (raised as `CommandError`).
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich import box
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table

from cstud.cli._common import (
    CommandError,
    Subcommands,
    count,
    print_error,
    shown,
    skipped_games,
)
from cstud.db.database import DEFAULT_DATABASE, Database, DatabaseError, connect
from cstud.db.luck import DEALS
from cstud.equities import GAMES

if TYPE_CHECKING:
    from cstud.db.stats import PlayerStats

_DB_HELP = (f"an SQLite file (default {DEFAULT_DATABASE}) or a postgresql:// URL "
            '(pip install "cstud[db]")')


def add_command(commands: Subcommands) -> None:
    """Register import, stats, report and export on the `cstud` command's subcommands."""
    load = commands.add_parser(
        "import", help="store hand histories in a database: cstud import DIR --db hands.sqlite",
        description="Read site hand histories (every format check-history reads) and PHH "
                    "files (.phh, .phhs) into a database, each hand checked by cstud and "
                    "stored once, whole or not at all; unreadable hands are recorded in the "
                    "import_errors table and the others still imported. Exit status 0: every "
                    "hand this import stored agrees with its checks; 1: one of them "
                    "disagrees; 2: a hand or file could not be read.")
    load.add_argument("paths", nargs="*", type=Path, metavar="FILE_OR_DIR",
                      help="history or PHH files, or directories to search")
    load.add_argument("--watch", type=Path, metavar="DIR",
                      help="instead, import each hand as a site appends it to the history "
                           "files below DIR, until interrupted (Ctrl-C); where each file "
                           "was left is kept in the database, so a new watch goes on there")
    load.add_argument("--db", default=DEFAULT_DATABASE, help=_DB_HELP)
    load.add_argument("--no-replay", action="store_true",
                      help="skip the engine replay of site hands (about 3 times faster)")
    load.add_argument("--json", action="store_true", help="print the summary as JSON")
    load.set_defaults(run=run_import)

    stats = commands.add_parser(
        "stats", help="players' stud statistics: cstud stats --db hands.sqlite",
        description="Each player's statistics per game, each percentage with its sample "
                    "(the hands where the player had the chance). Definitions: "
                    "docs/DATABASE.md.")
    stats.add_argument("--db", default=DEFAULT_DATABASE, help=_DB_HELP)
    stats.add_argument("--player", help="only this player (every statistic, one per row)")
    stats.add_argument("--site", help="only this site's players (a PHH hand's venue, or PHH)")
    stats.add_argument("--game", choices=GAMES, help="only this game")
    output = stats.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true",
                        help="a JSON list, one object per player and game")
    output.add_argument("--csv", action="store_true",
                        help="CSV, one row per player and game (value and sample columns)")
    stats.set_defaults(run=run_stats)

    report = commands.add_parser(
        "report", help="one player's statistics and charts as HTML: cstud report --player NAME",
        description="Write one self-contained HTML file (no network needed to view it): the "
                    "player's statistics, his cumulative winnings actual and all-in "
                    "adjusted, and his results by 3rd-street starting hand and by site "
                    "and stakes.")
    report.add_argument("--db", default=DEFAULT_DATABASE, help=_DB_HELP)
    report.add_argument("--player", required=True)
    report.add_argument("--site", help="the player's site, when the name is a player at "
                                       "more than one")
    report.add_argument("--game", choices=GAMES, help="only this game's hands")
    report.add_argument("-o", "--output", type=Path, default=Path("report.html"),
                        help="the HTML file to write (default report.html)")
    report.add_argument("--json", action="store_true", help="errors as JSON")
    report.set_defaults(run=run_report)

    export = commands.add_parser(
        "export", help="the database's tables as Parquet: cstud export --parquet DIR",
        description="Write every table as a Parquet file (TABLE.parquet) in DIR, for "
                    'DuckDB, pandas or polars. Needs pyarrow: pip install "cstud[parquet]".')
    export.add_argument("--db", default=DEFAULT_DATABASE, help=_DB_HELP)
    export.add_argument("--parquet", type=Path, required=True, metavar="DIR")
    export.add_argument("--site", help="only this site's hands")
    export.add_argument("--game", choices=GAMES, help="only this game's hands")
    export.add_argument("--json", action="store_true", help="print what was written as JSON")
    export.set_defaults(run=run_export)


def _open(location: str, *, read_only: bool) -> Database:
    """The database, read-only for the commands that only read it (stats, report, export)."""
    try:
        return connect(location, read_only=read_only)
    except DatabaseError as error:
        raise CommandError(str(error)) from None


def _site_named(database: Database, site: str | None) -> str | None:
    """The stored site that ``--site`` names, its case aside (sites are stored as their
    readers spell them: ``PokerStars``, ``PHH``); a site of which no hand is stored is refused,
    naming the sites that are, rather than answering with an empty table."""
    if site is None:
        return None
    try:
        stored = [str(row[0]) for row in
                  database.query("SELECT DISTINCT site FROM hands ORDER BY site")]
    except DatabaseError as error:
        raise CommandError(str(error)) from None
    if site in stored:
        return site
    same = [name for name in stored if name.casefold() == site.casefold()]
    if len(same) == 1:
        return same[0]
    raise CommandError(f"no hands from the site {site!r} in the database (its sites: "
                       f"{', '.join(stored) if stored else 'none'})")


def run_import(args: argparse.Namespace, console: Console) -> int:
    from cstud.db.importer import import_files

    if args.watch is not None:
        if args.paths:
            raise CommandError("give --watch DIR or files to import, not both")
        return _watch(args, console)
    if not args.paths:
        raise CommandError("nothing to import: give files or directories, or --watch DIR")
    missing = [str(path) for path in args.paths if not path.exists()]
    if missing:
        raise CommandError(f"no such file or directory: {', '.join(missing)}")
    database = _open(args.db, read_only=False)
    quiet = args.json or not sys.stderr.isatty()
    with database, Progress(TextColumn("{task.description}"), BarColumn(),
                            MofNCompleteColumn(), console=Console(stderr=True),
                            disable=quiet, transient=True) as progress:
        task = progress.add_task("importing", total=None)

        def show(path: str, done: int, total: int) -> None:
            progress.update(task, description=f"importing {Path(path).name}",
                            completed=done, total=total)

        try:
            summary = import_files(database, args.paths, replay=not args.no_replay,
                                   progress=show)
        except DatabaseError as error:
            raise CommandError(str(error)) from None
    # The status tells of this import's hands, not of what the database held before.
    differ = summary.disagreeing
    status = 2 if summary.errors else (1 if differ else 0)
    if args.json:
        data = summary.as_dict()
        data["database"] = database.location
        print(json.dumps(data, indent=2))
        return status
    console.print(f"{count(summary.files, 'file')}: {count(summary.stored, 'hand')} stored, "
                  f"{summary.already:,} already stored, {len(summary.errors):,} unreadable"
                  + (f", {skipped_games(summary.other_games)}" if summary.other_games else "")
                  + f"; {count(differ, 'hand')} stored in {database.location} "
                  f"{'disagrees' if differ == 1 else 'disagree'} with a check",
                  markup=False, highlight=False)
    if summary.errors:      # on stderr, one line each, after the summary
        raise CommandError([
            f"unreadable: {source}" + (f", hand {hand}" if hand else "")
            + (f", line {line}" if line else "") + f": {message}"
            for source, hand, line, message in summary.errors], code=status)
    return status


def _watch(args: argparse.Namespace, console: Console) -> int:
    """``cstud import --watch DIR``: a line for each file a poll imported hands from (with
    --json a JSON object), errors on stderr as they are met; at Ctrl-C the totals, then
    exit status 130."""
    from cstud.db.importer import ImportSummary
    from cstud.db.watch import Watcher

    if not args.watch.is_dir():
        raise CommandError(f"--watch {args.watch}: not a directory")
    database = _open(args.db, read_only=False)
    totals = ImportSummary()

    def report(given: dict[str, ImportSummary]) -> None:
        for path, summary in given.items():
            totals.files += 1
            totals.stored += summary.stored
            totals.already += summary.already
            totals.disagreeing += summary.disagreeing
            totals.errors += summary.errors
            totals.other_games.update(summary.other_games)
            if args.json:
                print(json.dumps({"file": path, **summary.as_dict()}), flush=True)
            else:
                console.print(f"{path}: {count(summary.stored, 'hand')} stored, "
                              f"{summary.already:,} already stored, "
                              f"{len(summary.errors):,} unreadable"
                              + (f", {skipped_games(summary.other_games)}"
                                 if summary.other_games else ""),
                              markup=False, highlight=False)
            for source, hand, line, message in summary.errors:
                print_error("cstud import", f"unreadable: {source}"
                            + (f", hand {hand}" if hand else "")
                            + (f", line {line}" if line else "") + f": {message}", 2,
                            args.json)

    with database:
        try:
            Watcher(database, args.watch, replay=not args.no_replay).run(report)
        except KeyboardInterrupt:
            if not args.json:
                console.print(f"watched {args.watch}: {count(totals.stored, 'hand')} stored, "
                              f"{totals.already:,} already stored, "
                              f"{len(totals.errors):,} unreadable; "
                              f"{count(totals.disagreeing, 'hand')} disagreeing",
                              markup=False, highlight=False)
            raise
        except DatabaseError as error:
            raise CommandError(str(error)) from None
    return 0


SPREADSHEET_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""How a cell begins that a spreadsheet would run as a formula (or read as its start)."""


def spreadsheet_safe(text: str) -> str:
    """A text cell a spreadsheet shows rather than runs: one that begins as a formula would
    (``=HYPERLINK(...)``, ``+``, ``-``, ``@``, a tab, a carriage return) gets a leading ``'``.
    Numbers are written as they are; --json keeps every name exactly."""
    return "'" + text if text.startswith(SPREADSHEET_FORMULA_STARTS) else text


def _csv(results: list[PlayerStats]) -> str:
    from cstud.db.stats import STATS

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    header = ["player", "site", "game", "hands"]
    for stat in STATS:
        header += [stat.name, f"{stat.name}_sample"]
    writer.writerow(header)
    for result in results:
        row: list[Any] = [spreadsheet_safe(result.player), spreadsheet_safe(result.site),
                          spreadsheet_safe(result.game), result.hands]
        for stat in STATS:
            value = getattr(result, stat.name)
            row += ["" if value.value is None else value.value, value.sample]
        writer.writerow(row)
    return buffer.getvalue()


def _shown(value: Any) -> str:
    if value.value is None:
        return "-"
    if isinstance(value.value, float):
        return f"{value.value:.1f}"
    return f"{value.value:,}"


LABELS = {
    "vpip": ("VPIP", "%"), "complete": ("complete", "%"),
    "raise_third": ("raise a completion", "%"), "steal": ("steal", "%"),
    "steal_outranking": ("steal, upcard outranking", "%"),
    "steal_outranked": ("steal, upcard outranked", "%"),
    "fold_to_steal": ("bring-in folds to a steal", "%"),
    "bet_4th": ("bet 4th", "%"), "raise_4th": ("raise 4th", "%"),
    "bet_5th": ("bet 5th", "%"), "raise_5th": ("raise 5th", "%"),
    "bet_6th": ("bet 6th", "%"), "raise_6th": ("raise 6th", "%"),
    "bet_7th": ("bet 7th", "%"), "raise_7th": ("raise 7th", "%"),
    "aggression": ("aggression factor", "raises per call"),
    "went_to_showdown": ("WTSD", "%"), "won_at_showdown": ("W$SD", "%"),
    "scoop": ("scoop", "%"), "high_half": ("high half", "%"), "low_half": ("low half", "%"),
    "quartered": ("quartered", "%"),
    "net_cash": ("net, cash games", "cents"), "net_chips": ("net, chips", "chips"),
    "big_bets_per_100": ("BB/100", "big bets per 100 hands"),
    "adjusted_net_cash": ("all-in adjusted net, cash", "cents"),
    "adjusted_net_chips": ("all-in adjusted net, chips", "chips"),
    "adjusted_big_bets_per_100": ("all-in adjusted BB/100", "big bets per 100 hands"),
    "allin_adjusted_hands": ("hands all-in adjusted", "hands"),
    "luck_net_cash": ("luck-adjusted net, cash", "cents"),
    "luck_net_chips": ("luck-adjusted net, chips", "chips"),
    "luck_big_bets_per_100": ("luck-adjusted BB/100", "big bets per 100 hands"),
    "luck_adjusted_hands": ("hands luck-adjusted", "hands"),
    **{f"luck_{deal}_per_100": ("luck of the showdown" if deal == "showdown" else
                                f"luck of {deal} street",
                                "big bets per 100 hands")
       for deal in DEALS},
}
"""Each statistic's label in the tables (the overview's headers: VPIP, WTSD, W$SD, BB/100)
and its unit; the name (--json's and --csv's field, docs/DATABASE.md's) is shown beside it."""

_OVERVIEW = ("vpip", "steal", "went_to_showdown", "won_at_showdown", "big_bets_per_100",
             "adjusted_big_bets_per_100", "luck_big_bets_per_100")
"""The statistics of ``cstud stats`` without --player: percentages with their samples."""

_HEADERS = {"adjusted_big_bets_per_100": "BB/100 adj.", "luck_big_bets_per_100": "BB/100 luck"}
"""The overview's headers of the adjusted nets (the title says what they are)."""


def run_stats(args: argparse.Namespace, console: Console) -> int:
    from cstud.db import stats
    from cstud.db.stats import STATS

    with _open(args.db, read_only=True) as database:
        args.site = _site_named(database, args.site)
        try:
            results = stats(database, player=args.player, site=args.site, game=args.game)
        except DatabaseError as error:
            raise CommandError(str(error)) from None
    if args.player is not None and not results:
        raise CommandError(f"no hands of {args.player!r}"
                           + (f" at {args.site}" if args.site else "")
                           + (f" in {args.game}" if args.game else "") + " in the database")
    if args.json:
        print(json.dumps([result.as_dict() for result in results], indent=2))
        return 0
    if args.csv:
        sys.stdout.write(_csv(results))
        return 0
    if args.player is not None:
        for result in results:
            table = Table(title=f"{shown(result.player)} at {shown(result.site)}, "
                                f"{result.game}: "
                                f"{count(result.hands, 'hand')}")
            for column in ("statistic", "value", "unit", "sample", "name"):
                table.add_column(column, justify="right" if column in ("value", "sample")
                                 else "left")
            for stat in STATS:
                value = getattr(result, stat.name)
                label, unit = LABELS[stat.name]
                table.add_row(label, _shown(value), unit, f"{value.sample:,}", stat.name)
            console.print(table)
        return 0
    games = {result.game for result in results}
    table = Table(title="percentages with their samples; BB/100 adj.: all-in adjusted; "
                        "BB/100 luck: luck-adjusted; every statistic: --player NAME, --json "
                        "or --csv",
                  box=box.SIMPLE_HEAD, show_edge=False, padding=0)
    # Names are never cut: the other columns wrap (a sample goes under its value) instead.
    table.add_column("player", no_wrap=True,
                     min_width=min(40, max((len(result.player) for result in results),
                                           default=6)))
    sites = {result.site for result in results}
    if len(sites) > 1:
        table.add_column("site", no_wrap=True)
    if len(games) > 1:
        table.add_column("game")
    table.add_column("hands", justify="right")
    for name in _OVERVIEW:
        table.add_column(_HEADERS.get(name, LABELS[name][0]), justify="right")
    for result in results:
        cells = [f"{_shown(getattr(result, name))} ({getattr(result, name).sample:,})"
                 if LABELS[name][1] == "%" else _shown(getattr(result, name))
                 for name in _OVERVIEW]
        table.add_row(shown(result.player), *([shown(result.site)] if len(sites) > 1 else []),
                      *([result.game] if len(games) > 1 else []),
                      f"{result.hands:,}", *cells)
    console.print(table)
    return 0


def run_report(args: argparse.Namespace, console: Console) -> int:
    from cstud.db.report import ReportError, write_report

    with _open(args.db, read_only=True) as database:
        site = _site_named(database, args.site)
        try:
            write_report(database, args.player, args.output, site=site, game=args.game)
        except (ReportError, DatabaseError) as error:
            raise CommandError(str(error)) from None
        except OSError as error:
            raise CommandError(f"cannot write {args.output}: {error.strerror}") from None
    console.print(f"wrote {args.output}", markup=False, highlight=False)
    return 0


def run_export(args: argparse.Namespace, console: Console) -> int:
    from cstud.db.export import ExportError, export_parquet

    with _open(args.db, read_only=True) as database:
        site = _site_named(database, args.site)
        try:
            written = export_parquet(database, args.parquet, site=site, game=args.game)
        except (ExportError, DatabaseError) as error:
            raise CommandError(str(error)) from None
        except OSError as error:
            raise CommandError(f"cannot write to {args.parquet}: {error.strerror}") from None
    if args.json:
        print(json.dumps({table: {"file": str(path), "rows": rows}
                          for table, (path, rows) in written.items()}, indent=2))
        return 0
    for table, (path, rows) in written.items():
        console.print(f"{table}: {count(rows, 'row')} -> {path}", markup=False,
                      highlight=False)
    return 0

