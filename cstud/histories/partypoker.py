"""PartyPoker text histories.

::

    Game #11480841734 starts.
    #Game No : 11480841734
    ***** Hand History for Game 11480841734 *****
    $10/$20 USD FL 7 Card Stud Hi-Lo - Monday, February 27, 09:51:26 EST 2012

Amounts are in brackets and each is what the action adds ("raises [$17 USD]" after a $3
bring-in makes $20). Only the hero's cards are dealt in the text; the others appear at the
showdown. The low half is labelled ("wins Lo ($90.50 USD)"), the high half is not, and the
rake is not stated. There is no summary: the hand ends with its last award, so a hand cut
off between two awards is seen only by what is missing: a low shown ("Player1 shows8,5,3,2,A
for low.") with no "wins Lo" line after it. The quirks below are shown by the files in
tests/data/hands/partypoker/.
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
    completes,
    dealt_list,
    folds,
    goes_all_in,
    is_money,
    mucks,
    pot_number,
    raises,
    rules,
    seat,
    shows,
    shows_mucked,
    unreadable,
)

_ID = re.compile(r"^(?:Game #(?P<id>\d+) starts\.|#Game No : (?P<number>\d+))$")
_GAME = re.compile(r"^(?P<small>[$€£]?[\d.,]+)/(?P<big>[$€£]?[\d.,]+)(?: (?P<currency>[A-Z]{3}))?"
                   r"(?: FL)? (?P<game>.+?) - ")
# A tournament's: "FL 7 Card Stud $6 USD Buy-in Trny:69784932 Level:2  Stakes-Antes(60/120-10) - "
_TOURNAMENT_GAME = re.compile(r"^(?:FL )?(?P<game>.+?) (?:\S+ [A-Z]{3} Buy-in |Freeroll )?"
                              r"Trny: ?(?P<tournament>\d+) .*?Stakes-Antes\((?P<small>[\d,]+)/"
                              r"(?P<big>[\d,]+)-[\d,]+\) - ")
_AMOUNT = r".*?\[(?P<amount>[^\]]+)\]"  # the first [amount] after the verb


class Reader(TextReader):
    SITE = "PartyPoker"
    # "Game #11480841734 starts." and, after a blank line, "#Game No : 11480841734"; a
    # tournament export has only the second.
    START = re.compile(r"^(?:Game #\d+ starts\.|#Game No : \d+)$")
    START_LINES_JOIN = True
    STREETS = ("** Dealing **", "** Dealing Fourth street **", "** Dealing Fifth street **",
               "** Dealing Sixth street **", "** Dealing River **")
    SUMMARY = END = None
    THIRD_STREET_CARDS = (3,)  # the hero's: "Dealt to Player0 [  Ah 4h 4d ]"

    def __init__(self, block: Block) -> None:
        super().__init__(block)
        self.pots_with_low: set[int | None] = set()
        self.low_shown_at: int | None = None  # the line of the first low shown

    def begin(self) -> bool:
        match = self.match_header(_ID)
        b = self.start(match["id"] or match["number"], unit="cent")
        found = self.block.find(_GAME) or self.block.find(_TOURNAMENT_GAME)
        if found is None:
            raise b.error("the hand has no line with the stakes and the game", self.first_line)
        number, game = found
        if not self.take_game(game["game"]):
            return False
        if "tournament" in game.re.groupindex:
            b.tournament = game["tournament"]
        money = is_money(game["small"]) and "Tourney" not in self.block.text[:400]
        b.unit = "cent" if money else "chip"
        b.currency = (game["currency"] or "USD") if money else None
        self.set_stakes(game["small"], game["big"], number)
        return True

    def heading(self, line: str) -> str | None:
        return line if line in self.STREETS else None  # "** Dealing Fourth street **"

    def reading_seats(self) -> bool:
        return self.b.street is None

    def finish(self) -> None:
        super().finish()
        if self.low_shown_at is not None and not self.pots_with_low:
            raise self.b.error(f"the hand is cut off: a low is shown (line {self.low_shown_at}) "
                               "but no low half is awarded after it", self.block.last_line)
        self.b.label_unlabelled_as_high(self.pots_with_low)

    def shows_low(self, name: str, m: re.Match[str], line: int) -> None:
        """'Player1 shows8,5,3,2,A  for low.': someone has a qualifying low, so a low half
        is won (the cards themselves are on the line before)."""
        if self.low_shown_at is None:
            self.low_shown_at = line

    def table_line(self, name: str, m: re.Match[str], line: int) -> None:
        """'Table Table  136403 (Real Money)'."""
        self.b.table = re.sub(r"\s+", " ", m["table"].split(" (")[0])

    def wins(self, name: str, m: re.Match[str], line: int) -> None:
        """'wins $45.25 USD from the main pot', 'wins Lo ($90.50 USD) from the main pot', and
        a pot won without a showdown: 'wins $13.20 USD' (no pot named)."""
        pot = pot_number(m["pot"], line, self.b) if m["pot"] else None
        if m["lo"]:
            self.pots_with_low.add(pot)
        self.b.award(name, self.b.amount(m["lo_amount"] or m["amount"], line), line,
                     pot=pot, half="low" if m["lo"] else None)

    SEAT_LINES = rules(
        (r"^Seat (?P<seat>\d+): (?P<name>.+?) \( (?P<stack>[^()]+?) \)$", seat),
    )
    LINES = rules(
        (r"^Table (?P<table>.*)", table_line),
        (r"^Dealt to (?P<name>.+?) \[(?P<cards>[^\]]*)\]$", dealt_list),
    )
    PLAYER_LINES = rules(
        (r"wins (?:(?P<lo>Lo) \((?P<lo_amount>[^)]+)\)|(?P<amount>\S+(?: [A-Z]{3}| chips)?))"
         r"(?: from the (?P<pot>main pot|side pot(?: ?#?\d+)?)|$)", wins),
        (r"posts ante " + _AMOUNT, antes),
        (r"bring-ins " + _AMOUNT, brings_in),
        (r"completes " + _AMOUNT, completes),
        (r"(?:double )?bets " + _AMOUNT, bets),   # "double bets [120]": an open pair's
        (r"raises " + _AMOUNT, raises),
        (r"calls " + _AMOUNT, calls),
        (r"is all-In" + _AMOUNT, goes_all_in),
        (r"checks$", checks),
        (r"folds$", folds),
        (r"shows ?[0-9A,]+ +for low\.?$", shows_low),
        (r"shows (?P<cards>\[.*)", shows),
        (r"(?P<cards>(?:doesn't|does not) show \[.*)", shows_mucked),  # errors quote it all
        (r"doesn't show|does not show|mucks", mucks),
        (r"(?:bring-ins|completes|bets|raises|calls|posts|wins)(?: |$)", unreadable),
    )
