"""Winamax text histories.

::

    Winamax Poker - CashGame - HandId: #9250793-554-1478991850 - 7-Card Stud Hi/Lo fixed
        limit (5€/25€/50€) - 2016/11/12 23:04:10 UTC

The stakes are ante/small bet/big bet. Awards name the half ("collected 114€ from pot(HI)").
Play-money tables write amounts with cents and no currency sign ("(0.01/0.05/0.10)", stacks
like "2.05"): they are read in hundredths, with no currency. Such a file (2016) also heads its
streets "*** THIRD ***" to "*** SEVENTH ***", writes "bring-in 0.02" and deals no cards in
the text. The quirks below are shown by the file in tests/data/hands/winamax/ and
tests/data/hands/reproducers/winamax/.
"""

from __future__ import annotations

import re

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
    pot_and_rake,
    raises,
    rules,
    seat,
    shows,
    table,
    unreadable,
    unreadable_award,
)

_HEADER = re.compile(r"^Winamax Poker - (?P<kind>.*?) - HandId: #(?P<id>[\d-]+) - (?P<game>.*?)"
                     r" \((?P<stakes>[^()]*)\) - ")


_STREET_WORDS = {"THIRD": 0, "FOURTH": 1, "FIFTH": 2, "SIXTH": 3, "SEVENTH": 4}


class Reader(TextReader):
    SITE = "Winamax"
    START = re.compile(r"^Winamax Poker - ")
    STREETS = ("3rd STREET", "4th STREET", "5th STREET", "6th STREET", "7th STREET")
    SECTIONS = ("ANTE/BLINDS", "SHOW DOWN", "SUMMARY")
    ALL_IN = re.compile(r" and is all-in$")
    THIRD_STREET_CARDS = (3,)  # everyone's three, hidden ones as X: "Dealt to Player0 [X X 8h]"

    def begin(self) -> bool:
        match = self.match_header(_HEADER)
        if not self.take_game(match["game"]):
            return False
        stakes = match["stakes"]
        tournament = "Tournament" in match["kind"]
        money = ("€" in stakes or "$" in stakes) and not tournament
        play_cents = not money and not tournament and "." in stakes
        self.start(match["id"], unit="cent" if money or play_cents else "chip",
                   currency=("EUR" if "€" in stakes else "USD") if money else None,
                   tournament=match["kind"] if tournament else None)
        ante_small_big = stakes.split("/")
        if len(ante_small_big) == 3:
            self.set_stakes(ante_small_big[1], ante_small_big[2], self.first_line)
        return True

    def enter(self, name: str, number: int, line: str) -> None:
        """'*** THIRD ***' as '*** 3rd STREET ***'."""
        words = _STREET_WORDS.get(name)
        super().enter(self.STREETS[words] if words is not None else name, number, line)

    SEAT_LINES = rules(
        (r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]+)\)", seat),
    )
    LINES = rules(
        (r"^Table: '(?P<table>[^']*)", table),
        (r"^Dealt to (?P<name>.+?) (?P<cards>(?:\[[^\]]*\] ?)+)$", dealt_groups),
    )
    PLAYER_LINES = rules(
        (r"posts ante (?P<amount>.*)", antes),
        (r"(?:brings in|bring-in) (?P<amount>.*)", brings_in),
        (r"bets(?: |$)(?P<amount>.*)", bets),
        (r"raises .*? to (?P<total>.*)", raises),
        (r"calls(?: |$)(?P<amount>.*)", calls),
        (r"checks$", checks),
        (r"folds$", folds),
        (r"shows (?P<cards>\[.*)", shows),
        (r"mucks(?: |$)|doesn't show", mucks_at_showdown),
        (r"collected (?P<amount>\S+) from (?P<pot>main pot|side pot ?\d*|pot)"
         r"(?: ?\((?P<half>HI|LO)\))?$", collects),
        (r"collected(?: |$)", unreadable_award),
        (r"(?:raises|completes|brings|posts|bets|calls)(?: |$)", unreadable),
    )
    SUMMARY_LINES = rules(
        (r"^Total pot (?P<total>\S+)(?: \| Rake (?P<rake>\S+))?", pot_and_rake),
    )
