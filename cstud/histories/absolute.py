"""Absolute Poker (and UltimateBet, the same network) text histories.

::

    Stage #1300000000: Seven Card Hi/Lo  Normal $0.02/$0.04 - 2009-03-18 19:10:00 (ET)

Lines are ``name - Verb ...``; each street lists every player's cards so far ("Pocket [H H Js
10d]", H for a hidden card); the summary names the halves ("HI:($0.20)", "LO:($0.19)").
The quirks below are shown by the file in tests/data/hands/absolute/.
"""

from __future__ import annotations

import re

from cstud.histories._build import STAKES
from cstud.histories._text import (
    TextReader,
    antes,
    bets,
    brings_in,
    calls,
    checks,
    collects,
    folds,
    mucks_at_showdown,
    only_seated,
    pot_and_rake,
    raises,
    rules,
    seat,
    shows,
    table,
    unreadable,
)

_HEADER = re.compile(r"^Stage #(?P<id>\d+):\s*(?P<rest>.*)$")


class Reader(TextReader):
    SITE = "Absolute"
    START = re.compile(r"^Stage #\d+:")
    STREETS = ("3rd STREET", "4TH STREET", "5TH STREET", "6TH STREET", "RIVER")
    SEPARATORS = (" - ",)
    ALL_IN = re.compile(r"(?: - All-In| \(All-In\))$")

    def begin(self) -> bool:
        match = self.match_header(_HEADER)
        if not self.take_game(match["rest"]):
            return False
        tournament = re.search(r"Tournament|Sit ?& ?Go|STT", self.header, re.IGNORECASE)
        self.start_with_stakes(match["id"], STAKES.search(match["rest"]),
                               tournament=tournament[0] if tournament else None)
        return True

    def pocket(self, name: str, m: re.Match[str], line: int) -> None:
        """'Pocket [H H Js 10d]': all the player's cards so far."""
        cards = self.b.cards(m["cards"].strip("[]"), line)
        if not self.b.player(name, line).folded:  # a folded hand is repeated every street
            self.b.deal(name, cards, 0, line)

    def summary_halves(self, name: str, m: re.Match[str], line: int) -> None:
        high = re.search(r"HI:\((\S+?)\)", m["rest"])
        low = re.search(r"LO:\((\S+?)\)", m["rest"])
        self.note_halves(name, high[1] if high else None, low[1] if low else None, line)

    SEAT_LINES = rules(
        (r"^Seat (?P<seat>\d+) - (?P<name>.+?) \((?P<stack>[^()]+?) in chips\)", seat),
        (r"^Table (?P<table>.*)", table),
    )
    LINES = rules(
        (r"^(?P<name>.+) Collects (?P<amount>\S+) from "
         r"(?P<pot>main pot|side pot(?: ?#?\d+)?|pot)", only_seated(collects)),
    )
    PLAYER_LINES = rules(
        (r"Ante(?: |$)(?P<amount>.*)", antes),
        (r"Pocket(?: |$)(?P<cards>.*)", pocket),
        (r"Bring-In(?: |$)(?P<amount>.*)", brings_in),
        (r"Bets(?: |$)(?P<amount>.*)", bets),
        (r"Raises .*? to (?P<total>.*)", raises),
        (r"Calls(?: |$)(?P<amount>.*)", calls),
        (r"Checks(?: |$)", checks),
        (r"Folds(?: |$)", folds),
        (r"Shows (?P<cards>\[.*)", shows),
        (r"Mucks(?: |$)", mucks_at_showdown),
        (r"(?:Raises|Completes|Bring-in|All-In)(?: |$)", unreadable),
    )
    SUMMARY_LINES = rules(
        (r"^Total Pot\((?P<total>[^)]+)\)(?: \| Rake \((?P<rake>[^)]+)\))?", pot_and_rake),
        (r"^Seat \d+: (?P<name>.+?) (?P<rest>(?:won|HI:|LO:|Folded|lost).*)$",
         only_seated(summary_halves)),
    )
