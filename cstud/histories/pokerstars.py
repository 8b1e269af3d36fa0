"""PokerStars text histories: cash, tournament, home game and mixed games (8-Game, HORSE).

::

    PokerStars Game #35874576282:  7 Card Stud Hi/Lo Limit ($0.04/$0.08 USD) - 2009/11/26 ...
    PokerStars Hand #164954571644:  8-Game (7 Card Stud Hi/Lo Limit, $400/$800 USD) - ...
    PokerStars Home Game Hand #99632542467: {Dazzle's Room} Tournament #743144019, 100+9
        8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - ...

Players' lines are ``name: verb ...``; a completion is written "bets" (by the bring-in player)
or "raises X to Y"; "collected" lines do not say which half they are. The quirks below
are shown by the files in tests/data/hands/pokerstars/.
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
    dealt_groups,
    folds,
    ignore,
    mucks,
    only_seated,
    pot_and_rake,
    raises,
    returned,
    rules,
    seat,
    shows,
    shows_mucked,
    table,
    unreadable,
)

_HEADER = re.compile(r"^PokerStars (?:Home Game |Zoom )?(?:Hand|Game) #(?P<id>\d+):"
                     r"\s*(?P<rest>.*)$")
_TOURNAMENT = re.compile(r"Tournament #(\d+)", re.IGNORECASE)
_STAKES = re.compile(r"[(,]\s*(?P<small>[$€£]?[\d.,]+)/(?P<big>[$€£]?[\d.,]+)"
                     r"(?: (?P<currency>[A-Z]{3}))?\)")


class Reader(TextReader):
    """PokerStars' patterns; TextReader says which table each line of a hand goes to."""

    SITE = "PokerStars"
    START = re.compile(r"^PokerStars (?:Home Game |Zoom )?(?:Hand|Game) #\d+:")
    STREETS = ("3rd STREET", "4th STREET", "5th STREET", "6th STREET", "RIVER")
    SEPARATORS = (": ",)
    ALL_IN = re.compile(r" and is all-in$")

    def begin(self) -> bool:
        match = self.match_header(_HEADER)
        if not self.take_game(match["rest"]):
            return False
        tournament = _TOURNAMENT.search(self.header)
        stakes = _STAKES.search(match["rest"])
        self.start_with_stakes(match["id"], stakes,
                               tournament=tournament[1] if tournament else None,
                               currency=stakes["currency"] if stakes else None)
        return True

    def folds_showing_own_cards(self, name: str, m: re.Match[str], line: int) -> None:
        folds(self, name, m, line)
        if m["cards"].startswith("["):  # a folding player's own cards, shown to himself
            cards = self.b.cards(m["cards"].strip("[] "), line)
            if len(cards) == len(self.b.player(name, line).cards):
                self.b.show(name, cards, line, mucked=True)

    SEAT_LINES = rules(
        (r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]*?) in chips(?:,[^)]*)?\)",
         seat),
        (r"^Table '(?P<table>.*)'", table),
    )
    LINES = rules(
        (r"^Dealt to (?P<name>.+?) (?P<cards>(?:\[[^\]]*\] ?)+)$", dealt_groups),
        (r"^Uncalled bet \((?P<amount>[^)]+)\) returned to (?P<name>.+)$", returned),
        (r"^(?P<name>.+) collected (?P<amount>\S+) from "
         r"(?P<pot>pot|main pot|side pot(?:-\d+)?)$", collects),
    )
    PLAYER_LINES = rules(
        (r"posts the ante (?P<amount>.*)", antes),
        (r"brings in for (?P<amount>.*)", brings_in),
        (r"calls(?: |$)(?P<amount>.*)", calls),
        (r"bets(?: |$)(?P<amount>.*)", bets),
        (r"raises .*? to (?P<total>.*)", raises),
        (r"completes it to (?P<total>.*)", completes),
        (r"checks$", checks),
        (r"folds(?: |$)(?P<cards>.*)", folds_showing_own_cards),
        (r"shows (?P<cards>\[.*)", shows),
        (r"mucks(?: hand)?$", mucks),
        (r"(?:doesn't show hand|is sitting out|sits out|is disconnected|is connected"
         r"|has timed out|has returned|leaves the table|is sitting out \(timeout\))$", ignore),
        (r"", unreadable),
    )
    SUMMARY_LINES = rules(
        (r"^Total pot (?P<total>\S+)(?P<pots>.*?)\| Rake (?P<rake>\S+)", pot_and_rake),
        (r"^Seat \d+: (?P<name>.+?) (?:\([^)]*\) )?mucked (?P<cards>\[[^\]]*\])",
         only_seated(shows_mucked)),
    )
