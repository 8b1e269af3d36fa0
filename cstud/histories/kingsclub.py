"""KingsClub (Kings Club Poker) text histories.

::

    #39969428: Limit Seven Card Stud Hi-Lo - 40/80

Three quirks, all checked against the summary's net results: "calls" gives the caller's
total for the street, not what the call adds; an uncalled bet is given back without a word
(only the summary's stacks show it: "Hero (2,107.40) +49" after "Hero wins pot (99)"); and
in the 2021 layout the street headings are one behind ("*** 3RD STREET ***" opens 4th street,
the 3rd-street betting has no heading), which the 2022 layout fixed (its "*** 3RD STREET ***"
comes before the first card is dealt). The quirks below are shown by the file in
tests/data/hands/kingsclub/ and those in tests/data/hands/reproducers/kingsclub/.
"""

from __future__ import annotations

import re

from cstud.histories._block import Block
from cstud.histories._text import (
    TextReader,
    antes,
    bets,
    brings_in,
    calls,
    checks,
    collects,
    dealt_list,
    final_stack,
    folds,
    mucks,
    only_seated,
    raises,
    rake,
    rules,
    seat,
    shows,
    table,
    unreadable,
)
from cstud.histories.model import Street

_HEADER = re.compile(r"^#(?P<id>\d+): (?P<game>.*?) - (?P<small>[\d.,]+)/(?P<big>[\d.,]+)")


class Reader(TextReader):
    SITE = "KingsClub"
    START = re.compile(r"^#\d+: .*(?:Stud|Razz|Hold|Omaha|Draw|Badugi)", re.IGNORECASE)
    # 2021: no heading opens 3rd street; each heading names the street before the one it
    # opens. The 2022 layout (the headings in their places) is told apart in begin().
    STREETS = (None, "3RD STREET", "4TH STREET", "5TH STREET", "6TH STREET")
    FIXED_STREETS = ("3RD STREET", "4TH STREET", "5TH STREET", "6TH STREET", "7TH STREET")
    SECTIONS = ("SUMMARY",)
    SEPARATORS = (": ", " ")  # "Hero: posts ante 10", "Hero bets 40"
    THIRD_STREET_CARDS = (3,)  # "Dealt to Player0: [X X Td]"

    def __init__(self, block: Block) -> None:
        super().__init__(block)
        self.stated_finals: dict[str, int] = {}   # the summary's stacks after the hand
        self.headings_in_place = False              # the 2022 layout?

    def begin(self) -> bool:
        match = self.match_header(_HEADER)
        if not self.take_game(match["game"]):
            return False
        self.start(match["id"], unit="cent", currency="USD")
        self.set_stakes(match["small"], match["big"], self.first_line)
        self.headings_in_place = self._headings_in_place()
        return True

    def _headings_in_place(self) -> bool:
        """Does a street heading come before the first card dealt (the 2022 layout)?"""
        for _, line in self.block.numbered(1):
            if line.startswith("Dealt to "):
                return False
            if self.heading(line) in self.FIXED_STREETS:
                return True
        return False

    def enter(self, name: str, number: int, line: str) -> None:
        if self.headings_in_place and name in self.FIXED_STREETS:
            self.section = "streets"
            self.b.start_street(Street(3 + self.FIXED_STREETS.index(name)), number)
        else:
            super().enter(name, number, line)

    def summary_stack(self, name: str, m: re.Match[str], line: int) -> None:
        """'Seat 6: Hero (2,107.40) +49': the stack after the hand."""
        self.stated_finals[name] = self.b.amount(m["final"], line)
        final_stack(self, name, m, line)

    def finish(self) -> None:
        """An uncalled bet on the last street, given back when the summary's stack says so."""
        super().finish()
        line = self.block.last_line
        for name, stated in self.stated_finals.items():
            uncalled = self.b.uncalled(name, line)
            if uncalled and stated == self.b.final_stack(name, line) + uncalled:
                self.b.return_uncalled(name, uncalled, line)

    def reading_seats(self) -> bool:
        return self.b.street is None  # there is no heading before the first cards

    SEAT_LINES = rules(
        (r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]+)\)$", seat),
    )
    LINES = rules(
        (r"^Table '(?P<table>.*).$", table),
        (r"^Dealt to (?P<name>.+?): \[(?P<cards>[^\]]*)\]$", dealt_list),
    )
    PLAYER_LINES = rules(
        (r"posts ante (?P<amount>.*)", antes),
        (r"brings in for (?P<amount>.*)", brings_in),
        (r"bets(?: |$)(?P<total>.*)", bets),
        (r"raises(?: |$)(?:.* to )?(?P<total>.*)", raises),
        (r"calls(?: |$)(?P<total>.*)", calls),
        (r"checks$", checks),
        (r"folds$", folds),
        (r"shows (?P<cards>\[.*)", shows),
        (r"mucks(?: |$)", mucks),
        (r"(?:completes|brings|posts|is)(?: |$)", unreadable),
    )
    SUMMARY_LINES = rules(
        (r"^Seat \d+: (?P<name>.+?) \((?P<final>[^()]+)\) [+-]", only_seated(summary_stack)),
        (r"^Rake (?P<rake>.*)", rake),
        (r"^(?P<name>.+?) wins (?:(?P<half>high|low|hi|lo) )?"
         r"(?P<pot>(?:(?:main|side) )?pot(?: ?#?\d+)?) \((?P<amount>[^)]+)\)$",
         only_seated(collects)),
    )
