"""OnGame network text histories.

::

    ***** History for hand R5-78227816-62 *****
    Table: Taegu [78227816] (LIMIT SEVEN_CARD_STUD_HI_LO $0.25/$0.50, ante: $0.05, Real money)

"raises $1 to $1.37" gives the raiser's total for the street, then his total for the whole
hand; the summary's "net" per player is checked against the actions. The quirks below are
shown by the file in tests/data/hands/ongame/.
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
    completes,
    dealt_list,
    final_stack,
    folds,
    is_money,
    only_seated,
    pot_number,
    raises,
    rake,
    rules,
    seat,
    unreadable,
)

_HEADER = re.compile(r"^\*{5} History for hand (?P<id>\S+) \*{5}")
_TABLE = re.compile(r"^Table: (?P<table>.+?) \((?P<limit>\w+) (?P<game>\w+) "
                    r"(?P<small>[$€£]?[\d.,]+)/(?P<big>[$€£]?[\d.,]+)(?P<rest>.*)\)$")
_WINNER = re.compile(r"(?P<name>.+?) \((?P<amount>[^()]+)\)(?:, |$)")
_END = "***** End of hand"


class Reader(TextReader):
    SITE = "OnGame"
    START = re.compile(r"^\*{5} History for hand \S+ \*{5}")
    STREETS = ("Dealing pocket cards", "Dealing 4th street", "Dealing 5th street",
               "Dealing 6th street", "Dealing river")
    SUMMARY = "Summary:"
    SECTIONS = ("Summary:", _END)
    END = _END
    CUT_OFF = "the hand is cut off: it has no end line"
    ALL_IN = re.compile(r",*(?:, all-in| \(all-in\))$")  # with any comma before the mark
    THIRD_STREET_CARDS = (3,)  # "Dealing to boneos56: [-, -, Kd]"

    def begin(self) -> bool:
        match = self.match_header(_HEADER)
        b = self.start(match["id"], unit="cent", currency="USD")
        found = self.block.find(_TABLE)
        if found is None:
            raise b.error("the hand has no table line with the game and stakes", self.first_line)
        table = found[1]
        if not self.take_game(table["game"]):
            return False
        if not is_money(table["small"]) or "Real money" not in table["rest"]:
            b.unit, b.currency = "chip", None
        b.table = table["table"]
        self.set_stakes(table["small"], table["big"], self.first_line)
        return True

    def heading(self, line: str) -> str | None:
        """The streets' lines, 'Summary:' and '***** End of hand R5-78227816-62 *****'."""
        if line in self.STREETS or line in self.SECTIONS:
            return line
        return _END if line.startswith(_END) else None

    def pot_winners(self, name: str, m: re.Match[str], line: int) -> None:
        """'Main pot: $5.14 won by Hero ($4.89)': each winner's share, half not named."""
        for winner in _WINNER.finditer(m["winners"]):
            self.b.award(winner["name"], self.b.amount(winner["amount"], line), line,
                         pot=pot_number(m["pot"], line, self.b))

    def result(self, name: str, m: re.Match[str], line: int) -> None:
        """'Seat 1: Hero ($27.47), net: +$2.47, [8d, 8s, 4d, 3h, 8c, 4c, 5h] (FULL_HOUSE ...)':
        the stack after the hand, and the cards of a player still in it."""
        final_stack(self, name, m, line)
        if m["cards"]:
            cards = self.b.cards(m["cards"], line)
            if len(cards) == len(self.b.player(name, line).cards) and \
                    name not in self.b.folded_names():
                self.b.show(name, cards, line)

    SEAT_LINES = rules(
        (r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]+)\)$", seat),
    )
    LINES = rules(
        (r"^Dealing to (?P<name>.+?): \[(?P<cards>[^\]]*)\]$", dealt_list),
    )
    PLAYER_LINES = rules(
        (r"posts ante (?P<amount>.*)", antes),
        (r"small bring in (?P<amount>.*)", brings_in),
        (r"big bring in (?P<total>.*)", completes),
        (r"bets(?: |$)(?P<amount>.*)", bets),
        (r"raises(?: |$)(?P<total>.*?)(?: to .*)?$", raises),  # the street total, then the hand's
        (r"calls(?: |$)(?P<amount>.*)", calls),
        (r"checks$", checks),
        (r"folds$", folds),
        (r"(?:completes|brings|posts|small|big)(?: |$)", unreadable),
    )
    SUMMARY_LINES = rules(
        (r"^(?P<pot>Main pot|Side pot(?: ?#?\d+)?): (?P<total>\S+) won by (?P<winners>.+)$",
         pot_winners),
        (r"^Rake taken: (?P<rake>.*)", rake),
        (r"^Seat \d+: (?P<name>.+?) \((?P<final>[^()]+)\), net: [+-]?[^,]+"
         r"(?:, \[(?P<cards>[^\]]*)\])?", only_seated(result)),
    )
