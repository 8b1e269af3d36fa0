"""A hand's lines as cut out of a file, with their line numbers in that file."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Block:
    """The lines of one hand. ``first_line`` is the 1-based number of ``lines[0]`` in the file."""

    source: str
    first_line: int
    lines: tuple[str, ...]

    @property
    def text(self) -> str:
        return "\n".join(self.lines).strip("\n") + "\n"

    @property
    def last_line(self) -> int:
        """The number of the last non-blank line."""
        for index in range(len(self.lines) - 1, -1, -1):
            if self.lines[index].strip():
                return self.first_line + index
        return self.first_line

    def numbered(self, start: int = 0) -> Iterator[tuple[int, str]]:
        """(file line number, line without surrounding spaces) for each non-blank line."""
        for index in range(start, len(self.lines)):
            line = self.lines[index].strip()
            if line:
                yield self.first_line + index, line

    def find(self, pattern: re.Pattern[str]) -> tuple[int, re.Match[str]] | None:
        """The first line matching ``pattern``: (its line number, the match), or None."""
        for number, line in self.numbered():
            match = pattern.match(line)
            if match:
                return number, match
        return None
