"""Bovada (Bodog) text histories: anonymous tables, players named by seat ("Seat+4").

::

    Bovada Hand #2633952287 TBL#2027664 7CARD HiLo Fixed Limit - 2012-09-19 13:11:08

The header gives no stakes (they are read from the betting), every player's cards are listed,
"Hand result" lines pay without naming the half, which the summary then gives ("HI $2.33",
"LO $2.32"). The rake is not always stated. The May-June 2012 layout heads the hand's cards
"*** HOLE CARDS ***" and no street after it: a card dealt to a player who already had his
card of the street starts the next street. It also writes "Bring_in chip $0.02" or "Big
blind/Bring in 5", "Call 5", "Raises 20" (the raiser's total), "D bets" or "Double bets" (an
open pair's big bet) and "Hand Result". The quirks below are shown by the files in
tests/data/hands/bovada/ and tests/data/hands/reproducers/bovada/.
"""

from __future__ import annotations

import re

from cstud.histories._block import Block
from cstud.histories._build import parse_number
from cstud.histories._text import (
    TextReader,
    antes,
    bets,
    brings_in,
    calls,
    checks,
    deal_street,
    folds,
    goes_all_in,
    mucks,
    only_seated,
    pot_and_rake,
    raises,
    returned,
    rules,
    seat,
    unreadable,
)
from cstud.histories.model import Street

_HEADER = re.compile(r"^(?:Bovada|Bodog|Ignition) Hand #(?P<id>\d+)(?P<rest>.*)$")
_LINE = re.compile(r"^(?P<name>Seat\+\d+)(?: \[ME\])? ?: (?P<rest>.*)$")


def _tournament_number(header: str) -> str:
    """'7CARD Tournament #1378659 TBL#1': the number where the header gives one."""
    number = re.search(r"Tournament #(\d+)", header)
    return number[1] if number else "yes"


class Reader(TextReader):
    SITE = "Bovada"
    START = re.compile(r"^(?:Bovada|Bodog|Ignition) Hand #\d+")
    STREETS = ("3RD STREET", "4TH STREET", "5TH STREET", "6TH STREET", "RIVER")
    SECTIONS = ("SUMMARY",)

    def __init__(self, block: Block) -> None:
        super().__init__(block)
        self.showed: set[str] = set()  # players whose "Showdown" line tables their cards
        self.dealt_on_street: set[str] | None = None  # the 2012 layout: see dealt

    def begin(self) -> bool:
        match = self.match_header(_HEADER)
        if not self.take_game(match["rest"]):
            return False
        tournament = re.search(r"Tournament|TOURNAMENT|STT|MTT", self.header)
        b = self.start(match["id"], unit="chip" if tournament else "cent",
                       currency=None if tournament else "USD",
                       tournament=_tournament_number(self.header) if tournament else None)
        table = re.search(r"TBL#(\d+)", self.header)
        b.table = table[1] if table else None
        return True

    def split_player(self, line: str) -> tuple[str, str] | None:
        """'Seat+2 [ME] : Folds' (the hero is marked)."""
        said = _LINE.match(line)
        if said and self.b.is_seated(said["name"]):
            return said["name"], said["rest"].strip()
        return None

    def enter(self, name: str, number: int, line: str) -> None:
        if name == "HOLE CARDS":   # the 2012 layout: the streets are told by the deals
            self.section = "streets"
            self.b.start_street(Street.THIRD, number)
            self.dealt_on_street = set()
        else:
            super().enter(name, number, line)

    def dealt(self, name: str, m: re.Match[str], line: int) -> None:
        dealt = self.dealt_on_street
        if dealt is not None:
            if name in dealt:   # he has this street's card: the next street is dealt
                street = self.b.street or Street.THIRD
                if street is Street.SEVENTH:
                    raise self.b.error(f"{name} is dealt a card after 7th street", line)
                self.b.start_street(Street(int(street) + 1), line)
                dealt.clear()
            dealt.add(name)
        deal_street(self, name, self.b.bracketed_cards(m.string, line), line)

    def double_bets(self, name: str, m: re.Match[str], line: int) -> None:
        """'D bets $0.10', 'Double bets 20': the big bet on 4th street (an open pair), twice
        the small bet, which the header does not give either."""
        bets(self, name, m, line)
        big = self.stated_amount(m, line)
        if self.b.big_bet is None:
            self.b.big_bet = big
        if self.b.small_bet is None and big % 2 == 0:
            self.b.small_bet = big // 2

    def showdown(self, name: str, m: re.Match[str], line: int) -> None:
        """'Seat+5 : Showdown [Js Jd Ac Td 9d] (One pair)': the player tables his hand (the
        five cards it plays). The May-June 2012 layout's summary names seats 'Seat 5:',
        where the later ones write 'Seat+5:' and list every card, so there the showdown
        line alone says that the hand was shown: every card of it was already listed as
        dealt."""
        self.showed.add(name)
        held = self.b.player(name, line).cards
        if None not in held and set(self.b.bracketed_cards(m.string, line)) <= set(held):
            self.b.show(name, held, line)

    def hand_result(self, name: str, m: re.Match[str], line: int) -> None:
        """'Hand result $4.65', 'Hand result-Side pot(2) $1.10': an award, half not named."""
        side = re.match(r"Hand result-Side pot(?:\((\d+)\))? ", m.string, re.IGNORECASE)
        self.b.award(name, self.b.amount(m.string.rstrip().rsplit(" ", 1)[1], line), line,
                     pot=parse_number(side[1] or "1", "side pot", line, self.b) if side else None)

    def summary_seat(self, name: str, m: re.Match[str], line: int) -> None:
        """'Seat+4:  HI $2.33  with One pair [7s As 4c 5c Qh 9h Qs-Qs Qh As 9h 7s]': the
        halves won and the cards (those before the dash)."""
        rest = m["rest"]
        cards = re.search(r"\[([^\]-]+)-", rest)
        if cards:
            self.b.show(name, self.b.cards(cards[1], line), line,
                        mucked=name not in self.showed)
        high = re.search(r"\bHI (\S+)", rest)
        low = re.search(r"\bLO (\S+)", rest)
        self.note_halves(name, high[1] if high else None, low[1] if low else None, line)

    def all_in_figure(self, name: str, m: re.Match[str], line: int) -> None:
        """'All-in 227', 'All-in(raise) 195': all the chips the player has left, written as
        what he adds (hand 2633132391, 4th street: 'Raises 800' leaves him 195) or as his
        total on the street (hand 2633133863, 3rd street: 'Raises 600' leaves him 454, and
        'All-in(raise) 1054' is answered by 'Call 154' over a raise to 900). Either way it
        is all he has, so the figure is read as whichever of the two it equals."""
        amount = self.stated_amount(m, line)
        player = self.b.player(name, line)
        left = player.stack - player.put_in
        if player.street_total and amount != left and amount == player.street_total + left:
            self.b.go_all_in(name, line, total=amount)
        else:
            self.b.go_all_in(name, line, amount=amount)

    SEAT_LINES = rules(
        (r"^(?P<name>Seat\+(?P<seat>\d+))(?: \[ME\])?: (?P<stack>\S+) in chips", seat),
    )
    PLAYER_LINES = rules(
        (r"Ante chip (?P<amount>.*)", antes),
        (r"Card dealt to a spot \[", dealt),
        (r"Bring_in chip (?P<amount>.*)", brings_in),
        (r"Big blind/Bring in(?:\(timeout\))? (?P<amount>.*)", brings_in),
        (r"(?:D|Double) bets (?P<total>.*)", double_bets),
        (r"Bets(?: |$)(?P<total>.*)", bets),
        (r"Raises .*? to (?P<total>.*)", raises),
        (r"Raises (?P<total>\S+)$", raises),
        (r"(?:Calls|Call)(?: |$)(?P<amount>.*)", calls),
        (r"All-in\S* .*? to (?P<total>.*)", goes_all_in),  # All-in(raise), All-in(bet)
        (r"All-in\S*(?: |$)(?P<amount>.*)", all_in_figure),
        # the clock's action: 'Checks(timeout)', 'Folds(timeout)', 'Big blind/Bring
        # in(timeout) 50'
        (r"Checks(?:\(timeout\))?$", checks),
        (r"Fold", folds),
        (r"Return uncalled portion of bet (?:.* )?(?P<amount>[^ ]*)$", returned),
        (r"Showdown", showdown),
        (r"Mucks|Does not show", mucks),
        (r"Hand [Rr]esult", hand_result),
        (r"(?:Bets|Raises|Calls|Call|Bring_in|Big blind|Checks|Double|D bets)(?:[ (]|$)",
         unreadable),
    )
    SUMMARY_LINES = rules(
        (r"^Total Pot\((?P<total>[^)]+)\)(?: \| Rake \((?P<rake>[^)]+)\))?", pot_and_rake),
        (r"^(?P<name>Seat\+\d+):\s+(?P<rest>.*)$", only_seated(summary_seat)),
    )
