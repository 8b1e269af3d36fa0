"""The text reader tries a line only against the rules whose pattern can begin with the
line's first character (cstud.histories._text.RuleTable): a speed-up that must never skip a
rule that would have taken the line. Checked on every line of every test history, for every
site's tables (a rule left out must not match), and on the pattern analysis by hand."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cstud.histories._formats import FORMATS
from cstud.histories._text import RuleTable, first_character

HANDS = Path(__file__).parent / "data" / "hands"
TABLES = ("SEAT_LINES", "LINES", "PLAYER_LINES", "SUMMARY_LINES")


def _lines() -> list[str]:
    lines: list[str] = []
    for path in sorted(HANDS.rglob("*.txt")):
        for line in path.read_bytes().decode("utf-8", "replace").splitlines():
            lines.append(line.strip())
            # Player lines reach PLAYER_LINES without the name: try every suffix after a
            # separator too.
            lines += [line[index + 1:].strip() for index, char in enumerate(line)
                      if char in ": " and index < 40]
    return lines


@pytest.mark.skipif(not HANDS.is_dir(), reason="tests/data/hands is not in the sdist")
def test_no_rule_that_matches_is_left_out():
    lines = [*_lines(), "", " ", "x"]
    checked = 0
    for reader in FORMATS:
        for name in TABLES:
            table = getattr(reader, name)
            if not table:
                continue
            assert isinstance(table, RuleTable), (reader, name)
            for line in lines:
                kept = set(map(id, table.candidates(line)))
                for rule in table:
                    if id(rule) not in kept:
                        assert rule[0].match(line) is None, (reader.SITE, name, line)
                        checked += 1
                assert [r for r in table if id(r) in kept] == list(table.candidates(line))
    assert checked > 100_000


@pytest.mark.parametrize(("pattern", "first"), [
    (r"^Seat (?P<seat>\d+): ", "S"), (r"posts the ante (?P<amount>.*)", "p"),
    (r"calls(?: |$)(?P<amount>.*)", "c"), (r"\[x", None), (r"a?b", None), (r"a*b", None),
    (r"a{0,2}b", None), (r"ab|cd", None), (r"(?:a|b)c", None), (r"x(a|b)", "x"),
    (r"a[|]b", "a"), (r"a\|b", "a"), (r"", None), (r"^", None), (r".x", None),
    (r"(?P<name>.+) collected", None), (r"[Ss]eat", None), (r"(?i)seat", None),
])
def test_first_character_of_a_pattern(pattern, first):
    assert first_character(pattern) == first
    if first is not None:     # every text the pattern matches begins with it
        for text in ("Seat 1: ", "posts the ante 5", "calls", "xa", "ab", "a|b", "a"):
            if re.match(pattern, text):
                assert text[0] == first
