"""Everleaf Gaming text histories.

::

    Everleaf Gaming Game #295679510
    ***** Hand history for game #295679510 *****
    €0.05/€0.10 7 Card Stud - 2011/08/12 - 13:09:06

Players' lines are ``name verb ...`` or ``name: verb ...``; amounts in brackets are what the
action adds ("raises [€ 0.10 EURO]", "calls [€ 0.03 EURO]"), but for the bring-in ("posts
bring-in €0.02.") and the completion ("completes to €0.05.", the player's total). On 3rd street
the others' upcard alone is dealt ("Dealt to MOURINHO_ [ Ah ]."). There is no summary and no
"returned" line: the hand ends with its last award, which leaves out a bet nobody called, so
that bet is given back. The rake is not stated. The 2011 USD layout heads its streets
"**** dealing 4th street ****" and lists nobody's cards, not even the player's own: only the
cards shown at the end are known ("Player2 shows [ 5d, 8d, Kd, 7d, 9d, Jh, Qc ] a flush"),
amounts read "[$ 0.10 USD]". The quirks below are shown by the files in
tests/data/hands/reproducers/everleaf/.
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
    completes,
    dealt_list,
    folds,
    ignore,
    is_money,
    raises,
    rules,
    seat,
    shows,
    table,
    unreadable,
)

_ID = re.compile(r"^(?:Everleaf Gaming Game #(?P<id>\d+)"
                 r"|\*\*\*\*\* Hand history for game #(?P<number>\d+) \*\*\*\*\*)$")
_GAME = re.compile(r"^(?P<small>[$€£]?[\d.,]+)/(?P<big>[$€£]?[\d.,]+) (?P<game>.+?) - ")
_AMOUNT = r"\[(?P<amount>[^\]]+)\]"


class Reader(TextReader):
    SITE = "Everleaf"
    # "Everleaf Gaming Game #N" and, on the next line, "***** Hand history for game #N *****"
    START = re.compile(r"^(?:Everleaf Gaming Game #\d+"
                       r"|\*\*\*\*\* Hand history for game #\d+ \*\*\*\*\*)$")
    START_LINES_JOIN = True
    # "** Dealing 4th Street **" (the 2011 EUR layout), "**** dealing 4th street ****" (the
    # 2011 USD layout, which lists nobody's cards)
    HEADING = re.compile(r"^\*{2,4} (?P<name>[Dd]ealing .+?) \*{2,4}$")
    STREETS = ("dealing down cards", "dealing 4th street", "dealing 5th street",
               "dealing 6th street", "dealing river")
    SUMMARY = END = None
    SEPARATORS = (": ", " ")

    def begin(self) -> bool:
        match = self.match_header(_ID)
        b = self.start(match["id"] or match["number"], unit="cent")
        found = self.block.find(_GAME)
        if found is None:
            raise b.error("the hand has no line with the stakes and the game", self.first_line)
        number, game = found
        if not self.take_game(game["game"]):
            return False
        money = is_money(game["small"])
        b.unit = "cent" if money else "chip"
        if money:
            b.currency = {"€": "EUR", "£": "GBP"}.get(game["small"][0], "USD")
        self.set_stakes(game["small"], game["big"], number)
        return True

    def heading(self, line: str) -> str | None:
        match = self.HEADING.match(line)
        return match["name"].lower() if match else None

    def reading_seats(self) -> bool:
        return self.b.street is None

    def finish(self) -> None:
        """A bet nobody called, given back (the site says nothing of it)."""
        super().finish()
        line = self.block.last_line
        for name in self.b.names:
            uncalled = self.b.uncalled(name, line) if self.b.street is not None else 0
            if uncalled:
                self.b.return_uncalled(name, uncalled, line)

    SEAT_LINES = rules(
        (r"^Seat (?P<seat>\d+): (?P<name>.+?) \( *(?P<stack>[^()]+?) *\)$", seat),
        (r"^Table (?P<table>.+)$", table),
    )
    LINES = rules(
        (r"^Dealt to (?P<name>.+?) \[(?P<cards>[^\]]*)\]\.?$", dealt_list),
    )
    PLAYER_LINES = rules(
        (r"posts ante " + _AMOUNT, antes),
        (r"posts bring-in (?P<amount>.+?)\.?$", brings_in),
        (r"completes to (?P<total>.+?)\.?$", completes),
        (r"bets " + _AMOUNT, bets),
        (r"raises " + _AMOUNT, raises),
        (r"calls " + _AMOUNT, calls),
        (r"checks$", checks),
        (r"folds$", folds),
        (r"shows (?P<cards>\[.*)", shows),
        (r"wins (?P<amount>.+?) from (?P<pot>main pot|side pot ?#?\d*)", collects),
        (r"does not show cards|sits out|is sitting out|has left|has joined", ignore),
        (r"(?:posts|completes|bets|raises|calls|wins)(?: |$)", unreadable),
    )
