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

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table

from cstud.cli._common import CommandError, Subcommands
from cstud.db.database import DEFAULT_DATABASE, Database, DatabaseError, connect
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
                    "import_errors table and the others still imported. Exit status 0: all "
                    "stored hands agree; 1: a stored hand's check disagrees; 2: a hand or "
                    "file could not be read.")
    load.add_argument("paths", nargs="+", type=Path, metavar="FILE_OR_DIR",
                      help="history or PHH files, or directories to search")
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
    export.add_argument("--json", action="store_true", help="print what was written as JSON")
    export.set_defaults(run=run_export)


def _open(location: str, *, create: bool) -> Database:
    try:
        return connect(location, create=create)
    except DatabaseError as error:
        raise CommandError(str(error)) from None


def run_import(args: argparse.Namespace, console: Console) -> int:
    from cstud.db.importer import import_files

    missing = [str(path) for path in args.paths if not path.exists()]
    if missing:
        raise CommandError(f"no such file or directory: {', '.join(missing)}")
    database = _open(args.db, create=True)
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
        differ = database.query(
            "SELECT COUNT(*) FROM hands WHERE money_check = 'differ' OR replay_check = "
            "'differ'")[0][0]
    status = 2 if summary.errors else (1 if differ else 0)
    if args.json:
        data = summary.as_dict()
        data["database"] = database.location
        data["hands_disagreeing"] = int(differ)
        print(json.dumps(data, indent=2))
        return status
    for source, hand, line, message in summary.errors:
        where = source + (f", hand {hand}" if hand else "") + (f", line {line}" if line else "")
        console.print(f"[red]unreadable[/red] {where}: {message}", markup=True,
                      highlight=False)
    console.print(f"{summary.files} files: {summary.stored} hands stored, {summary.already} "
                  f"already stored, {len(summary.errors)} unreadable; {differ} stored hands "
                  f"in {database.location} disagree with a check", highlight=False)
    return status


def _csv(results: list[PlayerStats]) -> str:
    from cstud.db.stats import STATS

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    header = ["player", "game", "hands"]
    for stat in STATS:
        header += [stat.name, f"{stat.name}_sample"]
    writer.writerow(header)
    for result in results:
        row: list[Any] = [result.player, result.game, result.hands]
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


def run_stats(args: argparse.Namespace, console: Console) -> int:
    from cstud.db import stats
    from cstud.db.stats import STATS

    with _open(args.db, create=False) as database:
        try:
            results = stats(database, player=args.player, game=args.game)
        except DatabaseError as error:
            raise CommandError(str(error)) from None
    if args.player is not None and not results:
        raise CommandError(f"no hands of {args.player!r}"
                           + (f" in {args.game}" if args.game else "") + " in the database")
    if args.json:
        print(json.dumps([result.as_dict() for result in results], indent=2))
        return 0
    if args.csv:
        sys.stdout.write(_csv(results))
        return 0
    if args.player is not None:
        for result in results:
            table = Table(title=f"{result.player}, {result.game}: {result.hands:,} hands")
            table.add_column("statistic")
            table.add_column("value", justify="right")
            table.add_column("sample", justify="right")
            for stat in STATS:
                value = getattr(result, stat.name)
                table.add_row(stat.name, _shown(value), f"{value.sample:,}")
            console.print(table)
        return 0
    summary = ("vpip", "steal", "went_to_showdown", "won_at_showdown", "big_bets_per_100",
               "adjusted_big_bets_per_100")
    table = Table(title="percentages with their samples; every statistic: --player NAME, "
                        "--json or --csv")
    for column in ("player", "game", "hands", "VPIP", "steal", "WTSD", "W$SD", "BB/100",
                   "adjusted"):
        table.add_column(column, justify="left" if column in ("player", "game") else "right")
    for result in results:
        cells = [f"{_shown(getattr(result, name))} ({getattr(result, name).sample:,})"
                 if name not in ("big_bets_per_100", "adjusted_big_bets_per_100")
                 else _shown(getattr(result, name)) for name in summary]
        table.add_row(result.player, result.game, f"{result.hands:,}", *cells)
    console.print(table)
    return 0


def run_report(args: argparse.Namespace, console: Console) -> int:
    from cstud.db.report import ReportError, write_report

    with _open(args.db, create=False) as database:
        try:
            write_report(database, args.player, args.output)
        except (ReportError, DatabaseError) as error:
            raise CommandError(str(error)) from None
        except OSError as error:
            raise CommandError(f"cannot write {args.output}: {error.strerror}") from None
    console.print(f"wrote {args.output}", highlight=False)
    return 0


def run_export(args: argparse.Namespace, console: Console) -> int:
    from cstud.db.export import ExportError, export_parquet

    with _open(args.db, create=False) as database:
        try:
            written = export_parquet(database, args.parquet)
        except (ExportError, DatabaseError) as error:
            raise CommandError(str(error)) from None
        except OSError as error:
            raise CommandError(f"cannot write to {args.parquet}: {error.strerror}") from None
    if args.json:
        print(json.dumps({table: {"file": str(path), "rows": rows}
                          for table, (path, rows) in written.items()}, indent=2))
        return 0
    for table, (path, rows) in written.items():
        console.print(f"{table}: {rows:,} rows -> {path}", highlight=False)
    return 0

