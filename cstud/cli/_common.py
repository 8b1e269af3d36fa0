"""What every subcommand shares: `CommandError`, the exit codes, the parser, the console and
progress bars, and how main() prints an error.

A subcommand module (one per command: `cstud.cli.evaluate`, `cstud.cli.replay`, ...) defines
``add_command(commands)``, which adds its parser to the ``cstud`` parser's subcommands with
``set_defaults(run=run)``, and ``run(args, console) -> int``, which returns the exit status or
raises `CommandError`. Nothing here is imported by the library: the terminal knows the library,
never the reverse.
"""

from __future__ import annotations

import argparse
import contextvars
import json
import os
import sys
import textwrap
from collections.abc import Sequence
from typing import Any, NoReturn, TypeAlias

try:
    from rich.console import Console as RichConsole
    from rich.progress import Progress
except ImportError as error:  # a dependency of cstud, so only a broken install lacks it
    print(f"cstud: the command line needs rich, a dependency of cstud that is not installed "
          f"here: pip install \"rich>=13\" (the error was: {error})", file=sys.stderr)
    raise SystemExit(3) from error

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
    process exits with `code` (2, bad usage or unreadable input, unless said otherwise)."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.message = message
        self.code = code


JSON_ERRORS: contextvars.ContextVar[bool] = contextvars.ContextVar("json_errors",
                                                                   default=False)
"""Whether main() was asked for --json, so that usage errors are printed as JSON too."""


def print_error(command: str, message: str, code: int, as_json: bool) -> None:
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


class Parser(argparse.ArgumentParser):
    """cstud's parser and every subcommand's (argparse makes subparsers of the same class):
    each --help ends with the exit codes, and a usage error exits 2 as argparse's does, but is
    printed as JSON when the command line asks for --json."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("epilog", EXIT_CODES)
        kwargs.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        if JSON_ERRORS.get():
            print_error(self.prog, message, 2, as_json=True)
            self.exit(2)
        super().error(message)


Subcommands: TypeAlias = "argparse._SubParsersAction[Parser]"
"""The ``cstud`` parser's subcommands, to which each module's add_command adds its parser."""


class Console(RichConsole):
    """rich's Console, except on a closed pipe: rich exits 1 there, which is cstud's "a
    disagreement found"."""

    def on_broken_pipe(self) -> None:
        self.quiet = True
        raise BrokenPipeError


def reader_gone() -> int:
    """The reader of stdout went away (`cstud simulate | head`): no error message, and stdout
    pointed at nothing, so that Python's flush at exit does not fail again; the status is
    141 (128 + SIGPIPE), what a shell reports for a tool the closed pipe stopped."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 141


def progress(console: RichConsole, columns: Sequence[Any]) -> Progress:
    """A progress bar that shows only on a terminal and is gone when done: piped output
    (and so --json) holds only the result."""
    return Progress(*columns, console=console, transient=True, disable=not console.is_terminal)


# --- argparse types shared by several commands -------------------------------------------

def table_size(text: str) -> int:
    """argparse type: 2 to 8 players."""
    value = int(text)
    if not 2 <= value <= 8:
        raise argparse.ArgumentTypeError(f"a stud table has 2 to 8 players, not {value}")
    return value


def positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


MAX_JOBS = 64
"""The most workers ``--jobs`` starts (processes for simulate, threads for equity)."""


def worker_count(text: str) -> int:
    """argparse type: a number of workers, 1 to MAX_JOBS."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 1 <= value <= MAX_JOBS:
        raise argparse.ArgumentTypeError(
            f"a number of workers from 1 to {MAX_JOBS}, not {text!r}")
    return value
