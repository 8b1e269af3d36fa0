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
import re
import sys
import textwrap
from collections import Counter
from collections.abc import Callable, Sequence
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any, NoReturn, TypeAlias
from urllib.parse import unquote

from cstud.showdown import MAX_CHIPS

try:
    from rich.align import AlignMethod
    from rich.console import Console as RichConsole
    from rich.progress import Progress
    from rich.rule import Rule
    from rich.style import Style
    from rich.table import Table
    from rich.text import Text
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
    process exits with `code` (2, bad usage or unreadable input, unless said otherwise).

    ``message`` may be a list of errors: each is printed on a line of its own, with the
    command's prefix (each file's error of ``cstud replay A B C``)."""

    def __init__(self, message: str | Sequence[str], code: int = 2) -> None:
        self.messages = (message,) if isinstance(message, str) else tuple(message)
        self.message = "\n".join(self.messages)
        self.code = code
        super().__init__(self.message)


JSON_ERRORS: contextvars.ContextVar[bool] = contextvars.ContextVar("json_errors",
                                                                   default=False)
"""Whether main() was asked for --json, so that usage errors are printed as JSON too."""

SECRETS: contextvars.ContextVar[tuple[str, ...]] = contextvars.ContextVar("secrets",
                                                                          default=())
"""What no error may print: the password of a ``--db`` URL (main() sets it). A database
driver's message may quote the URL it could not read, password and all."""


_URL_PASSWORD = re.compile(r"(://[^\s:/@]*:)[^\s@]*@")
"""The password of any URL (``postgresql://user:password@host``) an error quotes."""


# Every C0 control, DEL and every C1 control: what a terminal acts on rather than shows.
_CONTROLS = {code: f"\\x{code:02x}" for code in (*range(0x20), *range(0x7F, 0xA0))}


def shown(text: str) -> str:
    """A text read from a file or a database (a player's name, a site, a hand number, a
    history's words) fit to print on a terminal: rich markup escaped, and control characters
    written as ``\\xNN`` (an escape sequence in a name could retitle or drive the terminal)."""
    from rich.markup import escape

    return escape(text.translate(_CONTROLS))


def print_error(command: str, message: str | Sequence[str], code: int, as_json: bool) -> None:
    """Each error on one line of stderr, as ``cstud X: error: ...`` (JSON {"error", "code"}
    for --json): a message's own line breaks and tabs become spaces, and a password becomes
    ***."""
    for line in [message] if isinstance(message, str) else message:
        text = _URL_PASSWORD.sub(r"\1***@", " ".join(line.split()))
        for secret in SECRETS.get():
            text = text.replace(secret, "***")
        if not text:
            continue
        if as_json:
            print(json.dumps({"error": text, "code": code}), file=sys.stderr)
        else:
            print(f"{command}: error: {text}", file=sys.stderr)


def password_of(location: object) -> tuple[str, ...]:
    """The password of a database URL (``postgresql://user:password@host/db``), as written
    and as decoded; nothing for a file name."""
    if not isinstance(location, str) or "://" not in location:
        return ()
    credentials, at, _ = location.partition("://")[2].rpartition("@")
    password = credentials.partition(":")[2] if at else ""
    return tuple({password, unquote(password)} - {""})


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
    each --help ends with the exit codes, and a usage error exits 2 as argparse's does, but
    on one line (pointing at --help rather than printing the usage), as JSON when the command
    line asks for --json."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("epilog", EXIT_CODES)
        kwargs.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        as_json = JSON_ERRORS.get()
        print_error(self.prog, message if as_json else f"{message} ({self.prog} --help shows "
                    f"the usage)", 2, as_json)
        self.exit(2)


Subcommands: TypeAlias = "argparse._SubParsersAction[Parser]"
"""The ``cstud`` parser's subcommands, to which each module's add_command adds its parser."""


UNWRAPPED = 100_000
"""The width of output that is not a terminal's: a line is never broken (a file name split in
two defeats grep), and a table is as wide as its cells."""


class Console(RichConsole):
    """rich's Console, except that output that is not a terminal's (a file, a pipe) is never
    wrapped, and on a closed pipe: rich exits 1 there, which is cstud's "a disagreement
    found"."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.rule_width = self.width      # a rule is as wide as the terminal, or 80 columns
        if not self.is_terminal and "width" not in kwargs:
            self.width = UNWRAPPED

    def print(self, *objects: Any, **kwargs: Any) -> None:
        if self.width != UNWRAPPED:
            super().print(*objects, **kwargs)
            return
        for item in objects:    # a table's title and caption, which rich wraps, as lines
            notes = (item.title, item.caption) if isinstance(item, Table) else (None, None)
            if isinstance(item, Table):
                item.title = item.caption = None
            for shown in (notes[0], item, notes[1]):
                if shown is not None:
                    super().print(shown, **kwargs)

    def rule(self, title: str | Text = "", *, characters: str = "─",
             style: str | Style = "rule.line", align: AlignMethod = "center") -> None:
        self.print(Rule(title, characters=characters, style=style, align=align),
                   width=min(self.width, self.rule_width))

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

def whole_number(low: int, high: int | None = None, *,
                 refusal: str = "") -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``, written as a person may
    (``1000000``, ``1,000,000``, ``1_000_000`` or ``1e6``). ``refusal`` words the range, as
    "a stud table has 2 to 8 players" (default "a whole number from low to high")."""
    words = refusal or (f"a whole number of at least {low:,}" if high is None else
                        f"a whole number from {low:,} to {high:,}")

    def parse(text: str) -> int:
        try:
            value = Decimal(text.strip().replace(",", ""))
        except InvalidOperation:
            value = Decimal("NaN")
        # (1e999999999 is refused by its exponent, before it is made an int of a billion digits)
        if (not value.is_finite() or value.adjusted() > 30
                or value != value.to_integral_value()
                or value < low or (high is not None and value > high)):
            raise argparse.ArgumentTypeError(f"{words}, not {text!r}")
        return int(value)

    return parse


MAX_SEED = 2**64 - 1
"""Seeds run from 0 to 2**64-1 in every command (equity's Monte Carlo takes no more)."""

seed_number = whole_number(0, MAX_SEED,
                           refusal="a seed is a whole number from 0 to 2**64-1")
table_size = whole_number(2, 8, refusal="a stud table has 2 to 8 players")
chip_count = whole_number(1, MAX_CHIPS, refusal="a stack is a whole number of chips from 1 "
                                                "to 2**56-1")

MAX_HANDS = 10**12
"""The most hands ``cstud simulate --hands`` plays (a million is minutes)."""

MAX_JOBS = 64
"""The most workers ``--jobs`` starts (processes for simulate, threads for equity)."""

worker_count = whole_number(1, MAX_JOBS, refusal=f"a number of workers from 1 to {MAX_JOBS}")


def count(number: int, thing: str, things: str | None = None) -> str:
    """'1 file', '2 files', '1,000 hands'."""
    return f"{number:,} {thing if number == 1 else things or thing + 's'}"


def skipped_games(other_games: Counter[str]) -> str:
    """'14 hands of other games skipped (Hold'em 10, Omaha 4)': the hands of games cstud
    does not play that a command read past, by game."""
    games = ", ".join(f"{game} {number:,}" for game, number in other_games.most_common())
    return f"{count(other_games.total(), 'hand')} of other games skipped ({games})"


def files_below(paths: Sequence[str | Path], *, phh: bool) -> list[Path]:
    """The files the command line names: each file as given (read whatever its name), and
    in each directory every site history file below it (sorted, hidden files left out), and
    every PHH file too with ``phh``: the files ``cstud import`` reads there."""
    from cstud.db.importer import HISTORY_SUFFIXES, PHH_SUFFIXES, ImportSummary, find_files

    given = {Path(path) for path in paths if not Path(path).is_dir()}
    wanted = HISTORY_SUFFIXES | PHH_SUFFIXES if phh else HISTORY_SUFFIXES
    return [path for path in find_files(paths, ImportSummary())
            if path in given or path.suffix.lower() in wanted]
