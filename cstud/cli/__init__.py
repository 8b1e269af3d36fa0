"""The `cstud` command (`cstud eval CARDS...` and the other subcommands): the terminal wing.

Each subcommand is one module here, listed in :data:`COMMANDS` in the order ``cstud --help``
shows them; what they share (`CommandError`, the exit codes, the parser, the console and
progress bars) is :mod:`cstud.cli._common`. The terminal knows the library, never the
reverse: no module outside ``cstud.cli`` imports argparse, rich or ``cstud.cli``
(tests/test_import_graph.py keeps it so).
"""

from __future__ import annotations

# _common first: it says what to install when rich is missing, before any command needs it.
from cstud.cli._common import (  # isort: skip
    EXIT_CODES,
    ISSUES_URL,
    JSON_ERRORS,
    SECRETS,
    CommandError,
    Console,
    Parser,
    password_of,
    print_error,
    reader_gone,
)

import os
import sys
import traceback
from collections.abc import Sequence
from typing import cast

import cstud
from cstud.cli import (
    check_history,
    database,
    demo,
    equity,
    evaluate,
    play,
    rank_start,
    replay,
    serve,
    simulate,
    solve,
)

__all__ = ["EXIT_CODES", "ISSUES_URL", "CommandError", "build_parser", "main"]

COMMANDS = (evaluate, replay, equity, rank_start, simulate, solve, demo, play, check_history,
            serve, database)
"""The subcommand modules, each with ``add_command(commands)``, in the order of ``--help``."""


def build_parser() -> Parser:
    """The `cstud` parser, every subcommand registered on it."""
    parser = Parser(
        prog="cstud", description="Seven Card Stud Hi/Lo: rank hands, play and replay them.")
    parser.add_argument("-V", "--version", action="version",
                        version=f"%(prog)s {cstud.__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in COMMANDS:
        module.add_command(commands)
    return parser


def _subcommand(parser: Parser, name: str) -> Parser:
    """The parser of the subcommand ``name``."""
    for action in parser._subparsers._group_actions if parser._subparsers else ():
        if isinstance(action.choices, dict) and name in action.choices:
            return cast(Parser, action.choices[name])
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; return its exit status (EXIT_CODES). Usage errors exit 2 through
    SystemExit, as argparse's do."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    wants_json = "--json" in arguments
    JSON_ERRORS.set(wants_json)
    parser = build_parser()
    args, unknown = parser.parse_known_args(arguments)
    if unknown:     # told by the subcommand, whose usage it breaks, not by cstud's
        _subcommand(parser, args.command).error(f"unrecognized arguments: {' '.join(unknown)}")
    SECRETS.set(password_of(getattr(args, "db", None)))
    command = f"cstud {args.command}"
    console = Console(highlight=False)
    try:
        return int(args.run(args, console))
    except CommandError as error:
        print_error(command, error.messages, error.code, wants_json)
        return error.code
    except KeyboardInterrupt:
        print(f"{command}: interrupted", file=sys.stderr)
        return 130                              # 128 + SIGINT, as shells report it
    except BrokenPipeError:
        return reader_gone()
    except Exception as error:  # a bug: 3, never 1, which means "a disagreement found"
        if os.environ.get("CSTUD_TRACEBACK"):
            traceback.print_exc()
        what = " ".join(f"{type(error).__name__}: {error}".split())
        if len(what) > 300:
            what = what[:300] + "..."
        print_error(command, f"internal error ({what}). This is a bug in cstud "
                             f"{cstud.__version__}: please report it, with the command you "
                             f"ran, at {ISSUES_URL} (CSTUD_TRACEBACK=1 shows the traceback)",
                    3, wants_json)
        return 3
