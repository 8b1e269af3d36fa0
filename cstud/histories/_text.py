"""The line-by-line reader that every text history format shares.

A site's parser is a :class:`TextReader` subclass: the site's own patterns in a few tables,
and a hook or two for what the tables cannot say. The reader walks the hand's lines in order
and hands each to the first rule that takes it; the rules' handlers feed a
:class:`~cstud.histories._build.HandBuilder`, which checks the hand as it grows.

A rule is ``(pattern, handler)``. The pattern is matched at the start of the text
(``re.match``); the handler is called as ``handler(reader, name, match, line)``, where
``name`` is the player the line is about (the player's name before a player line, or the
pattern's group ``name``). A handler may return False to pass the line on to the next rule.
In a player's line, group ``amount`` is what the action adds to the pot and group ``total``
is the player's whole bet on the street after it ("raises to"), so each site's table says
how it states a bet; :meth:`TextReader.stated_amount` reads them.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Collection
from functools import partial
from typing import Any, ClassVar

from cstud.cards import Card
from cstud.game.actions import ActionKind
from cstud.histories._block import Block
from cstud.histories._build import (
    _CARD_TEXTS,
    BRACKETED,
    HandBuilder,
    Unit,
    parse_cards,
    parse_number,
    quote,
)
from cstud.histories._games import OtherGame, game_named
from cstud.histories.model import Half, Hand, HistoryError, Street
from cstud.showdown import Game

# handler(reader, name, match, line); the reader is Any so that a site's own handlers can be
# methods of its TextReader subclass.
Handler = Callable[[Any, str, re.Match[str], int], bool | None]
Rule = tuple[re.Pattern[str], Handler]


class RuleTable(tuple[Rule, ...]):
    """A table of rules, in order, with the rules that can take a text by its first
    character (:meth:`candidates`): most lines are tried against only one or two patterns
    instead of every one. Each rule also carries a text that every line it matches contains
    (:func:`required_text`), so that a pattern that may begin anywhere ("(?P<name>.+)
    collected ...") is matched only against the lines that contain its words."""

    by_first: dict[str, tuple[Rule, ...]]
    anywhere: tuple[Rule, ...]   # the rules whose pattern may begin with any character
    # What TextReader.apply runs, by first character (None: any other): for each candidate
    # rule, its pattern's match method, its handler, the text a matching line must contain
    # ('' when none is known) and whether the pattern has a group ``name``.
    dispatch: dict[str | None, tuple[tuple[Callable[[str], re.Match[str] | None], Handler,
                                           str, bool], ...]]

    def __new__(cls, table: tuple[Rule, ...]) -> RuleTable:
        self = super().__new__(cls, table)
        firsts = [pattern_first_character(pattern) for pattern, _ in table]
        self.anywhere = tuple(rule for rule, first in zip(table, firsts, strict=True)
                              if first is None)
        self.by_first = {char: tuple(rule for rule, first in zip(table, firsts, strict=True)
                                     if first in (char, None))
                         for char in set(firsts) if char is not None}

        def compiled(rules: tuple[Rule, ...]) -> tuple[tuple[
                Callable[[str], re.Match[str] | None], Handler, str, bool], ...]:
            return tuple((pattern.match, handler, required_text(pattern) or "",
                          "name" in pattern.groupindex) for pattern, handler in rules)

        self.dispatch = {char: compiled(rules) for char, rules in self.by_first.items()}
        self.dispatch[None] = compiled(self.anywhere)
        return self

    def candidates(self, text: str) -> tuple[Rule, ...]:
        """The rules, in table order, that may match the start of ``text``: all but those
        whose pattern begins with a character other than the text's first."""
        return self.by_first.get(text[:1], self.anywhere)


_QUANTIFIERS = frozenset("?*{")
_SPECIAL = frozenset("\\.^$*+?{}[]()|")


def first_character(pattern: str) -> str | None:
    """The character every text the pattern matches (``re.match``, no flags) begins with,
    or None when that is not plain from its first token: it is a class, a group or an
    escape, is optional (``a?``, ``a*``, ``a{0,1}``) or the pattern has a top-level ``|``."""
    text = pattern[1:] if pattern.startswith("^") else pattern
    if not text or text[0] in _SPECIAL or text[1:2] in _QUANTIFIERS:
        return None
    depth, escaped, in_class = 0, False, False
    for char in text:
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            return None
    return text[0]


def required_text(pattern: re.Pattern[str]) -> str | None:
    """The longest text that every string the pattern matches contains, read from the
    literal characters at its top level (outside groups and classes, not made optional by a
    quantifier), or None when none is plain: the pattern ignores case, is verbose or
    has a top-level ``|``. Sound rather than complete: what it cannot read it leaves out."""
    if pattern.flags & (re.IGNORECASE | re.VERBOSE):
        return None
    text = pattern.pattern
    runs: list[str] = []
    run: list[str] = []
    depth, index = 0, 0

    def end_run() -> None:
        if run:
            runs.append("".join(run))
            run.clear()

    while index < len(text):
        char = text[index]
        index += 1
        if char == "\\":
            escaped = text[index:index + 1]
            index += 1
            if depth or not escaped or escaped.isalnum():   # a class (\d, \s...) or \b
                end_run()
                literal = None
            else:
                literal = escaped
        elif char == "[":                  # a class: skip it ([]...] and [^]...] included)
            end_run()
            index += 1 if text[index:index + 1] == "^" else 0
            index += 1 if text[index:index + 1] == "]" else 0
            while index < len(text) and text[index] != "]":
                index += 2 if text[index] == "\\" else 1
            index += 1
            literal = None
        elif char == "(":
            if text.startswith("?", index) and text[index + 1:index + 2].isalpha() and \
                    not text.startswith("?P", index):
                return None               # inline flags such as (?i): not plain
            depth += 1
            end_run()
            literal = None
        elif char == ")":
            depth -= 1
            literal = None
        elif char == "|" and depth == 0:
            return None
        elif depth or char in _SPECIAL:    # . ^ $ and quantifiers after a group or class
            end_run()
            literal = None
            if char == "{":
                while index < len(text) and text[index] != "}":
                    index += 1
                index += 1
        else:
            literal = char
        if literal is None:
            continue
        quantifier = text[index:index + 1]
        if quantifier in ("?", "*", "{"):  # this character may be absent
            end_run()
        elif quantifier == "+":            # present at least once: keep it, then stop
            run.append(literal)
            end_run()
        else:
            run.append(literal)
    end_run()
    return max(runs, key=len) if runs else None


def pattern_first_character(pattern: re.Pattern[str]) -> str | None:
    """:func:`first_character` of a compiled pattern, also when it begins with an escaped
    sign (a backslash and "*": "*"); None when it ignores case."""
    if pattern.flags & (re.IGNORECASE | re.VERBOSE):
        return None
    text = pattern.pattern
    if text[:1] == "\\" and text[1:2] and not text[1].isalnum():
        # The escaped sign stands for itself: read the pattern as if it began with a letter.
        return text[1] if first_character("x" + text[2:]) is not None else None
    return first_character(text)


@functools.cache
def _literal_end(pattern: re.Pattern[str]) -> str | None:
    """The text a pattern such as ``r" and is all-in$"`` finds at the end of a line: its
    plain characters, when the pattern is nothing but those and ``$`` (else None). Lines
    hold no line break, so such a pattern matches exactly the lines that end with them."""
    text = pattern.pattern
    if pattern.flags & (re.IGNORECASE | re.VERBOSE) or not text.endswith("$"):
        return None
    body = text[:-1]
    return body if body and not any(char in _SPECIAL for char in body) else None


def rules(*table: tuple[str, Handler]) -> RuleTable:
    """A table of rules, their patterns compiled."""
    return RuleTable(tuple((re.compile(pattern), handler) for pattern, handler in table))


class TextReader:
    """Reads one hand of a text history. Subclasses set the site's tables and ``begin``.

    The lines after the header go, each in turn, to the first of:

    1. a heading (``heading``): one in ``STREETS`` starts that street, a name in
       ``SECTIONS`` opens that section, any other name is an error;
    2. in the ``SUMMARY`` section, ``SUMMARY_LINES`` (a line they do not take is skipped);
    3. while the seats are listed (``reading_seats``), ``SEAT_LINES``;
    4. ``LINES``;
    5. for a line that starts with a seated player's name (``split_player``), what follows the
       name, its ``ALL_IN`` mark taken off, goes to ``PLAYER_LINES``.

    Any other line is table chatter and is skipped. A complete hand ends in the ``END``
    section; else it is cut off (``CUT_OFF``).
    """

    SITE: ClassVar[str]
    START: ClassVar[re.Pattern[str]]  # the line each hand starts with: files are cut there
    # Do start lines with only blank lines between them open one hand? (A site that begins
    # a hand with two such lines, and sometimes with only the second.)
    START_LINES_JOIN: ClassVar[bool] = False

    HEADING: ClassVar[re.Pattern[str]] = re.compile(r"\*\*\* (?P<name>.+?) \*\*\*")
    # The headings of 3rd to 7th street, in order (None where a street has no heading).
    STREETS: ClassVar[tuple[str | None, ...]] = ()
    SECTIONS: ClassVar[Collection[str]] = ("SHOW DOWN", "SUMMARY")
    SUMMARY: ClassVar[str | None] = "SUMMARY"
    END: ClassVar[str | None] = "SUMMARY"
    CUT_OFF: ClassVar[str] = "the hand is cut off: it has no summary"
    SEPARATORS: ClassVar[tuple[str, ...]] = (" ",)  # between a player's name and his action
    ALL_IN: ClassVar[re.Pattern[str] | None] = None  # the mark at the end of an all-in action
    THIRD_STREET_CARDS: ClassVar[Collection[int]] = (1, 3)  # see deal_street

    SEAT_LINES: ClassVar[tuple[Rule, ...]] = ()
    LINES: ClassVar[tuple[Rule, ...]] = ()
    PLAYER_LINES: ClassVar[tuple[Rule, ...]] = ()
    SUMMARY_LINES: ClassVar[tuple[Rule, ...]] = ()

    b: HandBuilder  # set by start()

    def __init__(self, block: Block) -> None:
        self.block = block
        self.first_line, self.header = next(block.numbered())
        self.section = "seats"
        self.all_in = False  # does the player line being read carry the all-in mark?
        self.halves: dict[str, tuple[int | None, int | None]] = {}  # see note_halves
        self.game: Game = "stud8"             # see take_game
        self.other_game: str | None = None
        # The all-in mark as plain text at the end of a line, when it is that (player_line).
        self.all_in_end = _literal_end(self.ALL_IN) if self.ALL_IN is not None else None

    @classmethod
    def parse(cls, block: Block) -> Hand | OtherGame:
        """The hand in ``block``, or what other game it is."""
        begun = cls.begun(block)
        return begun if isinstance(begun, OtherGame) else begun.read_hand()

    @classmethod
    def begun(cls, block: Block) -> TextReader | OtherGame:
        """The reader of ``block`` once it has read the hand's header (:meth:`begin`), or
        what other game the hand is."""
        reader = cls(block)
        if not reader.begin():
            return OtherGame(reader.other_game or "another game", block.first_line)
        return reader

    def read_hand(self) -> Hand:
        """The hand, once :meth:`begin` has read its header and started it: the rest of its
        lines read (``parse`` is ``begin`` then this; a reader that needs only the header,
        the hand's number, stops after ``begin``)."""
        self.b.game = self.game
        self.read()
        return self.b.build(self.block.last_line)

    def take_game(self, name: str) -> bool:
        """Is the game the header names (``name``) one the engine plays? It is kept as
        ``game``; another game's name as ``other_game``."""
        found = game_named(name)
        if found.game is None:
            self.other_game = found.other
            return False
        self.game = found.game
        return True

    # -- the hooks a site fills in or overrides ------------------------------------------------

    def begin(self) -> bool:
        """Read the header and ``start`` the hand; False when it is a game the engine does
        not play (:meth:`take_game` says which)."""
        raise NotImplementedError

    def heading(self, line: str) -> str | None:
        """The name of the heading on this line, or None when it is not a heading."""
        match = self.HEADING.match(line)
        return match["name"] if match else None

    def reading_seats(self) -> bool:
        """Are the seats still being listed? Until the first heading."""
        return self.section == "seats"

    def split_player(self, line: str) -> tuple[str, str] | None:
        """(player, the rest) for a line that starts with a seated player's name."""
        return self.b.split_player(line, self.SEPARATORS)

    def stated_amount(self, match: re.Match[str], line: int) -> int:
        """The amount a player's line states: its group ``total`` or ``amount``."""
        key = "total" if "total" in match.re.groupindex else "amount"
        return self.b.amount(match[key] or "", line)

    def finish(self) -> None:
        """After the last line: the hand must have reached its end."""
        if self.END is not None and self.section != self.END:
            raise self.b.error(self.CUT_OFF, self.block.last_line)
        for name, (high, low) in self.halves.items():
            self.b.label_halves(name, high, low)

    # -- the reading ----------------------------------------------------------------------------

    def start(self, hand_id: str, *, unit: Unit, currency: str | None = None,
              tournament: str | None = None) -> HandBuilder:
        """Start the hand: its builder, also kept as ``self.b``."""
        self.b = HandBuilder(site=self.SITE, hand_id=hand_id, source=self.block.source,
                             line=self.first_line, text=self.block.text, unit=unit,
                             currency=currency, tournament=tournament)
        return self.b

    def fail(self, message: str, line: int) -> HistoryError:
        """An error in a hand whose number is not known (yet)."""
        return HistoryError(message, source=self.block.source, hand_id="?", line=line)

    def start_with_stakes(self, hand_id: str, stakes: re.Match[str] | None, *,
                          tournament: str | None = None,
                          currency: str | None = None) -> HandBuilder:
        """Start a hand whose header states the bets (groups small and big of ``stakes``, or
        None where it does not, an error). Amounts are in cents outside a tournament when the
        bets are written as money ('$0.04/$0.08') or a ``currency`` code is named, else in
        chips."""
        money = stakes is not None and tournament is None and (
            currency is not None or is_money(stakes["small"]))
        b = self.start(hand_id, unit="cent" if money else "chip", tournament=tournament)
        if stakes is None:
            raise b.error("the header gives no stakes", self.first_line)
        if money:
            b.currency = currency or CURRENCY_SIGNS.get(stakes["small"][0], "USD")
        self.set_stakes(stakes["small"], stakes["big"], self.first_line)
        return b

    def set_stakes(self, small: str, big: str, line: int) -> None:
        """The small and big bets, as the header writes them."""
        self.b.small_bet = self.b.amount(small, line)
        self.b.big_bet = self.b.amount(big, line)

    def match_header(self, pattern: re.Pattern[str]) -> re.Match[str]:
        """The header matched by the site's pattern, or an error naming the line."""
        match = pattern.match(self.header)
        if match is None:
            raise self.fail(f"cannot read the header {quote(self.header)}", self.first_line)
        return match

    def read(self) -> None:
        block = self.block
        first = block.first_line
        # Block.numbered()'s (number, stripped line) pairs, made at once rather than by a
        # generator (this loop runs for every line read); the first is the header, read by
        # begin().
        numbered = [(first + index, text) for index, raw in enumerate(block.lines)
                    if (text := raw.strip())]
        cls = type(self)
        apply = self.apply
        summary, summary_lines = self.SUMMARY, self.SUMMARY_LINES
        seat_lines, other_lines = self.SEAT_LINES, self.LINES
        # The hooks a site keeps as they are, inlined: this loop runs for every line read.
        heading = self.heading
        # A heading begins with this character (when it is known), so other lines are not
        # tried against the pattern.
        heading_first = (pattern_first_character(self.HEADING)
                         if cls.heading is TextReader.heading else None)
        seats_listed = None if cls.reading_seats is TextReader.reading_seats else \
            self.reading_seats
        split_player = self.split_player if cls.split_player is not TextReader.split_player \
            else partial(self.b.split_player, separators=self.SEPARATORS)
        player_line = self.player_line
        # LINES by first character (RuleTable.dispatch), tried here rather than by apply():
        # nearly every line after the seats goes through them.
        lines_dispatch = other_lines.dispatch if isinstance(other_lines, RuleTable) else None
        lines_anywhere = lines_dispatch[None] if lines_dispatch is not None else ()
        for number, line in numbered[1:]:
            if heading_first is None or line.startswith(heading_first):
                name = heading(line)
                if name is not None:
                    self.enter(name, number, line)
                    continue
            if self.section == summary:
                apply(summary_lines, line, number)
                continue
            if (self.section == "seats" if seats_listed is None else seats_listed()) \
                    and apply(seat_lines, line, number):
                continue
            if lines_dispatch is None:
                if apply(other_lines, line, number):
                    continue
            else:   # apply(other_lines, line, number), inlined
                taken = False
                for match_text, handler, needs, named in \
                        lines_dispatch.get(line[:1]) or lines_anywhere:
                    if needs and needs not in line:
                        continue
                    match = match_text(line)
                    if match is not None and handler(
                            self, match["name"] if named else "", match, number) is not False:
                        taken = True
                        break
                if taken:
                    continue
            said = split_player(line)
            if said is not None:
                player_line(said[0], said[1], number)
        self.finish()

    def enter(self, name: str, number: int, line: str) -> None:
        if name in self.STREETS:
            self.section = "streets"
            self.b.start_street(Street(3 + self.STREETS.index(name)), number)
        elif name in self.SECTIONS:
            self.section = name
        else:
            raise self.b.error(f"unknown section {quote(line)}", number)

    def player_line(self, name: str, rest: str, number: int) -> None:
        suffix = self.all_in_end
        if suffix:   # the mark is plain text at the end of the line: no pattern to run
            self.all_in = rest.endswith(suffix)
            if self.all_in:
                rest = rest[:-len(suffix)]
        else:
            mark = self.ALL_IN.search(rest) if self.ALL_IN else None
            self.all_in = mark is not None
            if mark is not None:
                rest = rest[:mark.start()]
        table = self.PLAYER_LINES
        if not isinstance(table, RuleTable):
            self.apply(table, rest, number, name)
            return
        # apply(table, rest, number, name), inlined: every player's line comes here.
        dispatch = table.dispatch
        for match_text, handler, needs, named in dispatch.get(rest[:1]) or dispatch[None]:
            if needs and needs not in rest:
                continue
            match = match_text(rest)
            if match is not None and handler(
                    self, match["name"] if named else name, match, number) is not False:
                return

    def apply(self, table: tuple[Rule, ...], text: str, number: int, name: str = "") -> bool:
        """Give the text to the first rule that takes it; False when none does."""
        if isinstance(table, RuleTable):   # skip the rules that cannot match this text
            dispatch = table.dispatch
            candidates = dispatch.get(text[:1]) or dispatch[None]
            for match_text, handler, needs, named in candidates:
                if needs and needs not in text:
                    continue
                match = match_text(text)
                if match is None:
                    continue
                if handler(self, match["name"] if named else name, match, number) \
                        is not False:
                    return True
            return False
        for pattern, handler in table:
            match = pattern.match(text)
            if match is None:
                continue
            who = match["name"] if "name" in pattern.groupindex else name
            if handler(self, who, match, number) is not False:
                return True
        return False

    def note_halves(self, name: str, high: str | None, low: str | None, line: int) -> None:
        """The high and low halves a summary says a player won, to label his award at the end
        (sites whose award lines do not name the half)."""
        if high or low:
            self.halves[name] = (self.b.amount(high, line) if high else None,
                                 self.b.amount(low, line) if low else None)


# -- what a site's header says ------------------------------------------------------------------

CURRENCY_SIGNS = {"$": "USD", "€": "EUR", "£": "GBP"}


def is_money(amount: str) -> bool:
    """Is this stake written as money ('$0.50', '€5'), rather than as chips?"""
    return amount[:1] in CURRENCY_SIGNS


def pot_number(text: str, line: int = 0, where: HandBuilder | None = None) -> int | None:
    """The pot an award names: 0 for the main pot, k for side pot k (1 when it has no
    number: 'side pot', 'side pot-2', 'Side pot #2'), None for just 'pot'."""
    words = text.lower()
    if words.startswith("main"):
        return 0
    if words.startswith("side"):
        number = re.search(r"\d+", text)
        return parse_number(number[0], "side pot", line, where) if number else 1
    return None


def half_name(text: str | None) -> Half | None:
    """'high', 'HI', 'hi' -> 'high'; 'low', 'LO', 'Lo' -> 'low'; None -> None."""
    return None if text is None else _HALVES[text.lower()]


_HALVES: dict[str, Half] = {"high": "high", "hi": "high", "low": "low", "lo": "low"}


# -- handlers for rules ------------------------------------------------------------------------
# Each is called as handler(reader, name, match, line); see the module's docstring.

def seat(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    """Groups seat, name, stack."""
    r.b.seat(parse_number(m["seat"], "seat", line, r.b), name, r.b.amount(m["stack"], line), line)


def table(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    """Group table."""
    r.b.table = m["table"]


def antes(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    r.b.post_ante(name, r.stated_amount(m, line), line)


def _action(kind: ActionKind) -> Handler:
    passive = kind in (ActionKind.CHECK, ActionKind.FOLD)

    def handler(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
        if passive:
            r.b.act(name, kind, line)
        elif "total" in m.re.groupindex:
            r.b.act(name, kind, line, total=r.stated_amount(m, line), all_in=r.all_in)
        else:
            r.b.act(name, kind, line, amount=r.stated_amount(m, line), all_in=r.all_in)
    return handler


brings_in = _action(ActionKind.BRING_IN)
completes = _action(ActionKind.COMPLETE)
bets = _action(ActionKind.BET)
raises = _action(ActionKind.RAISE)
calls = _action(ActionKind.CALL)
checks = _action(ActionKind.CHECK)
folds = _action(ActionKind.FOLD)


def goes_all_in(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    """An all-in that does not say whether it calls, bets or raises."""
    if "total" in m.re.groupindex:
        r.b.go_all_in(name, line, total=r.stated_amount(m, line))
    else:
        r.b.go_all_in(name, line, amount=r.stated_amount(m, line))


def shows(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    """Group cards holds the [cards] tabled."""
    r.b.show(name, r.b.bracketed_cards(m["cards"], line), line)


def shows_mucked(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    """Group cards holds the [cards] a player gave up, revealed by the site."""
    r.b.show(name, r.b.bracketed_cards(m["cards"], line), line, mucked=True)


def mucks(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    r.b.muck(name, line)


def mucks_at_showdown(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    """Only a muck at the showdown gives up the hand: a lone winner 'mucks' too."""
    if r.section == "SHOW DOWN":
        r.b.muck(name, line)


def collects(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    """An award: group amount, and groups pot (see pot_number) and half where the site
    names them."""
    groups = m.re.groupindex
    r.b.award(name, r.b.amount(m["amount"], line), line,
              pot=pot_number(m["pot"], line, r.b) if "pot" in groups else None,
              half=half_name(m["half"]) if "half" in groups else None)


def returned(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    """An uncalled bet given back: group amount."""
    r.b.return_uncalled(name, r.b.amount(m["amount"], line), line)


def pot_and_rake(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    """The summary's pot: group total; group rake where stated, plus group fee (a jackpot
    drop, kept from the pot too) where the site has one."""
    r.b.total_pot = r.b.amount(m["total"], line)
    if m["rake"]:
        fee = m["fee"] if "fee" in m.re.groupindex else None
        r.b.rake = r.b.amount(m["rake"], line) + (r.b.amount(fee, line) if fee else 0)


def rake(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    """What the site kept: group rake."""
    r.b.rake = r.b.amount(m["rake"], line)


def final_stack(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    """The summary's stack after the hand (group final), checked against the actions."""
    r.b.state_final_stack(name, r.b.amount(m["final"], line), line)


def ignore(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    """A line the site writes that changes nothing."""


def unreadable(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    """A player's line in a form the site's table does not know."""
    raise r.b.error(f"cannot read {name}'s action {quote(m.string)}", line)


def unreadable_award(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    raise r.b.error(f"cannot read the award {quote(m.string)}", line)


def only_seated(handler: Handler) -> Handler:
    """The handler, for a line that names a seated player; other lines pass on."""
    def seated(r: TextReader, name: str, m: re.Match[str], line: int) -> bool | None:
        if not r.b.is_seated(name):
            return False
        return handler(r, name, m, line)
    return seated


# -- dealing -----------------------------------------------------------------------------------

def deal_street(r: TextReader, name: str, cards: list[Card | None], line: int) -> None:
    """A player's cards for the current street: on 3rd street as many as the site lists
    (``THIRD_STREET_CARDS``: three, or just the upcard of a player whose hole cards it does
    not show), after it one."""
    b = r.b
    street = b.street or Street.THIRD
    if street is Street.THIRD and len(cards) in r.THIRD_STREET_CARDS:
        b.deal(name, cards, 3 - len(cards), line)
    elif street is not Street.THIRD and len(cards) == 1:
        b.deal(name, cards, int(street) - 1, line)
    else:
        raise b.error(f"{len(cards)} cards dealt to {name} on {street.label}", line)


def dealt_list(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    """'Dealing to Hero: [8d, 8s, 4d]': group cards, the street's cards."""
    deal_street(r, name, r.b.cards(m["cards"], line), line)


_CARD_GROUPS = re.compile(r"(?:\[[^\]]*\] ?)+")


def _seated_name_before_cards(b: HandBuilder, text: str, name: str,
                              cards: str) -> tuple[str, str]:
    """(name, cards) for 'NAME [cards] [card]': the longest seated name that the text starts
    with, a space and nothing but bracketed groups after it; (name, cards) as they were when
    no seated name fits."""
    for seated in b.names:
        if text.startswith(seated + " ["):
            rest = text[len(seated) + 1:]
            if _CARD_GROUPS.fullmatch(rest.rstrip()):
                return seated, rest
    return name, cards


def dealt_groups(r: TextReader, name: str, m: re.Match[str], line: int) -> None:
    """'Dealt to Hero [Ah Kd 8d Kc] [2d]': group cards, the cards so far in brackets, then
    the new card in its own (on 3rd street, all the cards are new). A name may hold
    brackets itself ('Dealt to PC [Mittel] [5c]'): the pattern's lazy group name then stops
    short, and the longest seated name that the line's text goes on with is taken."""
    b = r.b
    cards = m["cards"]
    if not b.is_seated(name):
        name, cards = _seated_name_before_cards(b, m.string[m.start("name"):], name, cards)
    found = BRACKETED.findall(cards)
    try:   # parse_cards of each group, inlined for the spellings already read (nearly all)
        groups = [[_CARD_TEXTS[token] for token in group.replace(",", " ").split()]
                  for group in found]
    except KeyError:
        groups = [parse_cards(group, line, b) for group in found]
    if b.street in (None, Street.THIRD):
        deal_street(r, name, [card for group in groups for card in group], line)
    elif len(groups) < 2 or len(groups[-1]) != 1:
        raise b.error(f"cannot read the card dealt to {name}: {cards}", line)
    else:
        deal_street(r, name, groups[-1], line)
