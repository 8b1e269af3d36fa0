"""Winning Poker Network (Yatahay / Americas Cardroom before about 2019) text histories.

::

    Game started at: 2016/8/2 11:13:2
    Game ID: 693975843 1/2 (PRR) La Llorona - 3 (Seven Cards Stud HiLow)

Every line is ``Player name verb (amount)``; cards come one at a time ("received a card." for
a hidden one). The street headings are one behind ("*** Third street ***" opens 4th street).
The summary gives each player's bets and collections, and the rake and jackpot fee; the bets
are checked against the actions. A bet nobody called is given back ("Uncalled bet (1) returned
to ChazDazzle") and left out of both the summary's bets and its collections. The quirks below
are shown by the files in tests/data/hands/winning/ and tests/data/hands/reproducers/winning/.
"""

from __future__ import annotations

import re

from cstud.histories._block import Block
from cstud.histories._build import quote
from cstud.histories._text import (
    TextReader,
    antes,
    bets,
    brings_in,
    calls,
    checks,
    folds,
    goes_all_in,
    ignore,
    raises,
    rules,
    seat,
    unreadable,
)

_GAME = re.compile(r"^Game ID: (?P<id>\d+) (?P<small>[\d.,]+)/(?P<big>[\d.,]+) (?P<rest>.*)$")
_NUMBER = r"\d[\d,]*(?:\.\d+)?"
_SUMMARY = "------ Summary ------"
_ENDED = "Game ended at:"


class Reader(TextReader):
    SITE = "Winning"
    START = re.compile(r"^Game started at: ")
    # No heading opens 3rd street; each heading names the street before the one it opens.
    STREETS = (None, "Third street", "Fourth street", "Fifth street", "Sixth street")
    SECTIONS = (_SUMMARY, _ENDED)
    SUMMARY = _SUMMARY
    END = _ENDED
    CUT_OFF = "the hand is cut off: it has no 'Game ended' line"

    def __init__(self, block: Block) -> None:
        super().__init__(block)
        self.returned: dict[str, int] = {}   # the bets given back, by player

    def begin(self) -> bool:
        game = self.block.find(_GAME)
        if game is None:
            raise self.fail("the hand is cut off before its Game ID line", self.block.last_line)
        number, match = game
        named = re.findall(r"\(([^()]*)\)", match["rest"])   # the game, last: "(Seven Cards Stud)"
        if not self.take_game(named[-1] if named else match["rest"]):
            return False
        self.start(match["id"], unit="cent", currency="USD")
        self.set_stakes(match["small"], match["big"], number)
        return True

    def heading(self, line: str) -> str | None:
        """'*** Third street ***', and the summary's and the end's lines."""
        if line == _SUMMARY:
            return _SUMMARY
        if line.startswith(_ENDED):
            return _ENDED
        return super().heading(line)

    def reading_seats(self) -> bool:
        return self.b.street is None  # there is no heading before the first cards

    def split_player(self, line: str) -> tuple[str, str] | None:
        """'Player ChazDazzle bets (1)'."""
        return super().split_player(line[7:]) if line.startswith("Player ") else None

    def stated_amount(self, match: re.Match[str], line: int) -> int:
        """The amount in parentheses anywhere in the line: 'calls (0.40)'."""
        found = re.search(r"\(([^)]*)\)", match.string)
        if found is None:
            raise self.b.error(f"no amount in {quote(match.string)}", line)
        return self.b.amount(found[1], line)

    def card(self, name: str, m: re.Match[str], line: int) -> None:
        """'received card: [6h]', one card in deal order."""
        cards = self.b.bracketed_cards(m.string, line)
        if len(cards) != 1:
            raise self.b.error(f"{len(cards)} cards in {quote(m.string)}", line)
        self.b.deal_next(name, cards[0], line)

    def hidden_card(self, name: str, m: re.Match[str], line: int) -> None:
        self.b.deal_next(name, None, line)

    def pot(self, name: str, m: re.Match[str], line: int) -> None:
        """'Pot: 7.05. Rake 0.14. JP fee 0.06': the rake and the jackpot fee are both kept
        from the pot (none when the line names neither)."""
        self.b.total_pot = self.b.amount(m["total"], line)
        self.b.rake = sum(self.b.amount(m[key], line) for key in ("rake", "fee") if m[key])

    def result(self, name: str, m: re.Match[str], line: int) -> None:
        """'*Player ChazDazzle shows: ... [6h 10d 2c As 7d 4d 9s] ... Bets: 3.55. Collects:
        3.53. Loses: 0.02.': what a player put in and was paid, and his cards."""
        said = self.b.split_player(m["rest"])
        if said is None:
            raise self.b.error(f"cannot read the summary line {quote(m.string)}", line)
        name, rest = said
        self.b.state_put_in(name, self.b.amount(m["bets"], line) + self.returned.get(name, 0),
                            line)
        self.b.award(name, self.b.amount(m["collects"], line), line)
        cards = re.search(r"\[([^\]]*)\]", rest)
        if cards and rest.startswith("shows"):
            self.b.show(name, self.b.cards(cards[1], line), line)
        elif rest.startswith("mucks"):
            self.b.muck(name, line)

    def uncalled_bet(self, name: str, m: re.Match[str], line: int) -> None:
        """'Uncalled bet (1) returned to ChazDazzle'."""
        amount = self.b.amount(m["amount"], line)
        self.b.return_uncalled(name, amount, line)
        self.returned[name] = self.returned.get(name, 0) + amount

    SEAT_LINES = rules(
        (r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]+)\)\.?$", seat),
    )
    LINES = rules(
        (r"^Uncalled bet \((?P<amount>[^)]+)\) returned to (?P<name>.+)$", uncalled_bet),
    )
    PLAYER_LINES = rules(
        (r"ante(?: |$)", antes),
        (r"received (?:a )?card\.$", hidden_card),
        (r"received card: \[", card),
        (r"bring in ", brings_in),
        (r"bets(?: |$)", bets),
        (r"raises(?: |$)", raises),
        (r"calls(?: |$)", calls),
        (r"allin(?: |$)", goes_all_in),
        (r"checks(?: |$)", checks),
        (r"folds(?: |$)", folds),
        (r"(?:mucks|shows)(?: |$)", ignore),  # the summary lists what each player showed
        (r"(?:bring|completes|posts)(?: |$)", unreadable),
    )
    SUMMARY_LINES = rules(
        (rf"^Pot: (?P<total>{_NUMBER})\.(?: Rake (?P<rake>{_NUMBER}))?"
         rf"(?:\. JP fee (?P<fee>{_NUMBER}))?", pot),
        (r"^\*?Player (?P<rest>.*?)\s*Bets: (?P<bets>[\d.,]+)\. Collects: "
         r"(?P<collects>[\d.,]+)\.", result),
    )
