"""Americas Cardroom / Winning Poker Network text histories (the format since about 2019).

::

    Hand #1903647457 - 7Stud H/L(Fixed Limit) - $0.10/$0.20 - 2023/10/22 02:49:52 UTC

The summary's rake is split into "Rake" and "JP Fee" (the jackpot drop); both are kept from
the pot, so the hand's rake is their sum. A pot won at a showdown is paid in "collected" lines;
a pot won without one only in the summary ("Seat 7: Player2 did not show and won $0.36"), so
a summary win is an award for a player no "collected" line paid. The quirks below are shown by
tests/data/hands/acr/acr.ts.studhilo.txt.
"""

from __future__ import annotations

import re

from cstud.histories._block import Block
from cstud.histories._build import STAKES
from cstud.histories._text import (
    TextReader,
    antes,
    bets,
    brings_in,
    calls,
    checks,
    collects,
    dealt_groups,
    folds,
    mucks_at_showdown,
    only_seated,
    pot_and_rake,
    raises,
    returned,
    rules,
    seat,
    shows,
    unreadable,
    unreadable_award,
)

_HEADER = re.compile(r"^(?:Game )?Hand #(?P<id>\d+) - (?P<game>.*?) - (?P<rest>.*)$")


class Reader(TextReader):
    SITE = "ACR"
    START = re.compile(r"^(?:Game )?Hand #\d+ - ")
    STREETS = ("3rd STREET", "4th STREET", "5th STREET", "6th STREET", "7th STREET")
    ALL_IN = re.compile(r" and is all-in$")

    def begin(self) -> bool:
        match = self.match_header(_HEADER)
        if not self.take_game(match["game"]):
            return False
        tournament = re.search(r"Tournament #?(\d+)", self.header, re.IGNORECASE)
        self.start_with_stakes(match["id"], STAKES.search(match["rest"]),
                               tournament=tournament[1] if tournament else None)
        return True

    def __init__(self, block: Block) -> None:
        super().__init__(block)
        self.collected: set[str] = set()  # the players a "collected" line paid

    def collected_line(self, name: str, m: re.Match[str], line: int) -> None:
        """'AzRic collected $4.18 from main pot'."""
        self.collected.add(name)
        collects(self, name, m, line)

    def summary_win(self, name: str, m: re.Match[str], line: int) -> None:
        """'Seat 7: Player2 did not show and won $0.36': the whole of what the player won,
        an award only where no "collected" line paid him (a pot won without a showdown)."""
        if name not in self.collected:
            self.b.award(name, self.b.amount(m["amount"], line), line)

    def table_line(self, name: str, m: re.Match[str], line: int) -> bool | None:
        """The first line under the header names the table: 'Crainville 8-max'."""
        if self.b.table is not None:
            return False
        text = m["table"]
        self.b.table = text.rsplit(" ", 1)[0] if text.endswith("-max") else text
        return None

    SEAT_LINES = rules(
        (r"^(?!Seat )(?P<table>.*)", table_line),
        (r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]+)\)", seat),
    )
    LINES = rules(
        (r"^Dealt to (?P<name>.+?) (?P<cards>(?:\[[^\]]*\] ?)+)$", dealt_groups),
        (r"^Uncalled bet \((?P<amount>[^)]+)\) returned to (?P<name>.+)$", returned),
    )
    PLAYER_LINES = rules(
        (r"posts ante (?P<amount>.*)", antes),
        (r"brings in (?:for )?(?P<amount>.*)", brings_in),
        (r"raises .*? to (?P<total>.*)", raises),
        (r"bets(?: |$)(?P<amount>.*)", bets),
        (r"calls(?: |$)(?P<amount>.*)", calls),
        (r"checks$", checks),
        (r"folds$", folds),
        (r"shows (?P<cards>\[.*)", shows),
        (r"mucks(?: |$)|does not show", mucks_at_showdown),
        (r"collected (?P<amount>\S+) from (?P<pot>main pot|side pot-\d+|pot)$",
         collected_line),
        (r"collected(?: |$)", unreadable_award),
        (r"(?:completes|raises|posts|wins)(?: |$)", unreadable),
    )
    SUMMARY_LINES = rules(
        (r"^Total pot (?P<total>\S+) \| Rake (?P<rake>\S+)(?: \| JP Fee (?P<fee>\S+))?",
         pot_and_rake),
        (r"^Seat \d+: (?P<name>.+?) (?:did not show|showed \[[^\]]*\]) and won "
         r"(?P<amount>[^ ()]+)", only_seated(summary_win)),
    )
