"""The text reader tries a line only against the rules whose pattern can begin with the
line's first character (cstud.histories._text.RuleTable): a speed-up that must never skip a
rule that would have taken the line. Checked on every line of every test history, for every
site's tables (a rule left out must not match), and on the pattern analysis by hand."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cstud.histories._build import HandBuilder
from cstud.histories._formats import FORMATS
from cstud.histories._text import (
    RuleTable,
    _literal_end,
    first_character,
    pattern_first_character,
    required_text,
)

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


# --- the other shortcuts of the reader: each must give what the plain way gives ----------------

def _patterns():
    """Every pattern of every site's tables, with its start line, heading and all-in mark."""
    for reader in FORMATS:
        for name in TABLES:
            for pattern, _ in getattr(reader, name):
                yield pattern
        yield reader.START
        yield reader.HEADING
        if reader.ALL_IN is not None:
            yield reader.ALL_IN


@pytest.mark.skipif(not HANDS.is_dir(), reason="tests/data/hands is not in the sdist")
def test_a_line_a_pattern_matches_holds_its_required_text():
    lines = [*_lines(), "", " ", "x"]
    checked = 0
    for pattern in set(_patterns()):
        needs = required_text(pattern)
        first = pattern_first_character(pattern)
        for line in lines:
            if pattern.match(line):
                assert needs is None or needs in line, (pattern.pattern, line)
                assert first is None or line.startswith(first), (pattern.pattern, line)
                checked += 1
            if pattern.search(line) and needs is not None:
                assert needs in line, (pattern.pattern, line)
    assert checked > 1000


@pytest.mark.parametrize(("pattern", "needs"), [
    (r"^(?P<name>.+) collected (?P<amount>\S+) from (?P<pot>pot|side pot(?:-\d+)?)$",
     " collected "),
    (r"calls(?: |$)(?P<amount>.*)", "calls"), (r"ab*c", "a"), (r"ab+c", "ab"),
    (r"ab?cd", "cd"), (r"ab{2}cd", "cd"), (r"a\.b\dc", "a.b"), (r"x[ab]yz", "yz"),
    (r"[]ab]cd", "cd"), (r"\[x\]", "[x]"), (r"a|b", None), (r"(?i)abc", None), (r"", None),
    (r"(a)|b", None), (r"(?:x|y)zw", "zw"), (r"a+?bc", "bc"), (r"(?P<n>\w+) says", " says"),
])
def test_the_required_text_of_a_pattern(pattern, needs):
    assert required_text(re.compile(pattern)) == needs
    assert required_text(re.compile(pattern, re.IGNORECASE)) is None


@pytest.mark.parametrize(("pattern", "first"), [
    (r"\*\*\* (?P<name>.+?) \*\*\*", "*"), (r"\*?x", None), (r"\*|b", None), (r"\dx", None),
    (r"\[x", "["), (r"\*+x", "*"), (r"Seat", "S"), (r"(?i)Seat", None),
])
def test_the_first_character_of_a_compiled_pattern(pattern, first):
    assert pattern_first_character(re.compile(pattern)) == first
    assert pattern_first_character(re.compile(pattern, re.IGNORECASE)) is None


@pytest.mark.parametrize(("pattern", "suffix"), [
    (r" and is all-in$", " and is all-in"), (r", and is all in$", ", and is all in"),
    (r"(?: - All-In| \(All-In\))$", None), (r",*(?:, all-in| \(all-in\))$", None),
    (r"$", None), (r" all-in", None), (r"a.b$", None),
])
def test_a_plain_all_in_mark_is_read_by_its_end(pattern, suffix):
    compiled = re.compile(pattern)
    assert _literal_end(compiled) == suffix
    if suffix is not None:
        for rest in ("calls 5 and is all-in", "calls 5", "and is all-in calls", suffix, ""):
            mark = compiled.search(rest)
            assert (mark is not None) == rest.endswith(suffix)
            if mark is not None:
                assert rest[:mark.start()] == rest[:-len(suffix)]


@pytest.mark.parametrize("separators", [(": ",), (" ",), (" - ",), (": ", " "), (":",)])
def test_a_player_is_found_at_the_start_of_a_line_as_by_trying_every_name(separators):
    """split_player's one split gives what trying every seated name, longest first, gives:
    names that hold the separator, or end with the start of it, are tried one by one."""
    names = ["Ann", "Ann Lee", "Bob:", "C: D", "E-", "x", "Ann: Lee", "", " z"]
    texts = [f"{name}{separator}{rest}" for name in names for separator in
             (": ", " ", " - ", ":", "") for rest in ("calls 5", ": folds", " - x", "")]
    for seated in (names[:2], names[2:4], names, ["Ann", "Bob"], ["Hero"]):
        builder = HandBuilder(site="x", hand_id="1", source="x", line=1, text="", unit="chip")
        for number, name in enumerate(seated, 1):
            builder.seat(number, name, 1000, number)

        def slowly(text, seated=seated):
            for name in sorted(seated, key=len, reverse=True):
                for separator in separators:
                    if text.startswith(name + separator):
                        return name, text[len(name + separator):]
            return None

        for text in texts:
            assert builder.split_player(text, separators) == slowly(text), (seated, text)


def _stars_hand() -> str:
    path = HANDS / "pokerstars" / "7-StudHL-USD-0.04-0.08-200911.studhilo.txt"
    return path.read_text(encoding="utf-8").split("\n\n\n")[0].strip() + "\n"


@pytest.mark.skipif(not HANDS.is_dir(), reason="tests/data/hands is not in the sdist")
@pytest.mark.parametrize("card", ["Zz", "1h", "Ahh", "A,h"])
def test_a_dealt_card_never_read_before_is_read_the_plain_way(card):
    """dealt_groups looks cards up among the spellings already read and falls back to
    parse_cards for any other: a bad card is the same error as parse_cards gives."""
    from cstud.histories import parse_histories
    from cstud.histories._build import parse_cards
    from cstud.histories.model import HistoryError

    text = _stars_hand()
    line = next(line for line in text.splitlines() if line.startswith("Dealt to "))
    cards = line[line.index("[") + 1:line.index("]")].split()
    bad = text.replace(line, line.replace(cards[0], card, 1), 1)
    [result] = parse_histories(bad, strict=False)
    assert isinstance(result, HistoryError)
    with pytest.raises(HistoryError) as plain:
        parse_cards(" ".join([card, *cards[1:]]), 0)
    assert str(plain.value).split(": ")[-1] in str(result)


@pytest.mark.skipif(not HANDS.is_dir(), reason="tests/data/hands is not in the sdist")
def test_the_seat_order_made_once_is_the_order_made_after_each_seat():
    """HandBuilder sorts its seats (by number, and names longest first) once the seats are
    listed, not after each one: the same order, also for seats listed out of order."""
    builder = HandBuilder(site="x", hand_id="1", source="<t>", line=1, text="", unit="chip")
    seats = [(5, "Bob"), (2, "Alexandra"), (7, "Al"), (1, "Zed Long Name"), (3, "Cy")]
    for count, (number, name) in enumerate(seats, start=1):
        builder.seat(number, name, 100, 1)
        assert builder.names == tuple(sorted((n for _, n in seats[:count]), key=len,
                                             reverse=True))
    assert [p.number for p in builder._sort_seats()] == [1, 2, 3, 5, 7]
    assert builder.names == ("Zed Long Name", "Alexandra", "Bob", "Al", "Cy")
