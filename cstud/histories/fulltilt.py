"""Full Tilt Poker text histories.

::

    Full Tilt Poker Game #29705138396: Table Jackrabbit (6 max) - $2.50/$5 Ante $0.40 -
        Limit Stud H/L - 20:18:30 CET - 2011/04/07 [14:18:30 ET - 2011/04/07]

Actions are ``name verb ...`` without a colon ("completes it to $2.50", "raises to $5",
"calls $4.25"); awards name the half and the pot ("wins the low main pot ($41.05)"). The
quirks below are shown by the files in tests/data/hands/fulltilt/.
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
    mucks_at_showdown,
    only_seated,
    pot_and_rake,
    raises,
    returned,
    rules,
    seat,
    shows,
    shows_mucked,
    unreadable,
    unreadable_award,
)

# "FullTiltPoker Game #579366587: $200 + $10 Heads Up Sit & Go (3795352), Table 1 - 40/80 -
# Limit Omaha H/L - 21:27:00 ET - 2006/04/19": the 2006 layout wrote the name in one word.
_HEADER = re.compile(r"^Full ?Tilt ?Poker (?:Game|Hand) #(?P<id>\d+):\s*(?P<rest>.*)$")
_STAKES = re.compile(r"(?P<small>[$€£]?[\d.,]+)/(?P<big>[$€£]?[\d.,]+) "
                     r"Ante (?P<ante>[$€£]?[\d.,]+)")
_TOURNAMENT = re.compile(r"\((\d+)\), Table|Tournament|Sit & Go")
_TABLE = re.compile(r"Table (?P<table>.+?)(?: \(\d+ max\))? - ")


class Reader(TextReader):
    SITE = "Full Tilt"
    START = re.compile(r"^Full ?Tilt ?Poker (?:Game|Hand) #\d+:")
    STREETS = ("3RD STREET", "4TH STREET", "5TH STREET", "6TH STREET", "7TH STREET")
    ALL_IN = re.compile(r", and is all in$")  # "1Incubator1 raises to $10.90, and is all in"

    def begin(self) -> bool:
        match = self.match_header(_HEADER)
        if not self.take_game(self.header):
            return False
        tournament = _TOURNAMENT.search(self.header)
        b = self.start_with_stakes(match["id"], _STAKES.search(self.header),
                                   tournament=tournament[0] if tournament else None)
        table = _TABLE.search(self.header)
        b.table = table["table"] if table else None
        return True

    SEAT_LINES = rules(
        (r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]+)\)", seat),
    )
    LINES = rules(
        (r"^Dealt to (?P<name>.+?) (?P<cards>(?:\[[^\]]*\] ?)+)$", dealt_groups),
        (r"^Uncalled bet of (?P<amount>\S+) returned to (?P<name>.+)$", returned),
    )
    PLAYER_LINES = rules(
        (r"antes(?: |$)(?P<amount>.*)", antes),
        (r"brings in for (?P<amount>.*)", brings_in),
        (r"completes it to (?P<total>.*)", completes),
        (r"raises to (?P<total>.*)", raises),
        (r"bets(?: |$)(?P<amount>.*)", bets),
        (r"calls(?: |$)(?P<amount>.*)", calls),
        (r"checks$", checks),
        (r"folds$", folds),
        (r"shows (?P<cards>\[.*)", shows),
        (r"mucks", mucks_at_showdown),
        (r"(?:wins|ties for) (?:the )?(?:(?P<half>high|low) )?"
         r"(?P<pot>(?:(?:main|side) )?pot(?: #?\d+)?) \((?P<amount>[^)]+)\)", collects),
        (r"(?:wins|ties)(?: |$)", unreadable_award),
        # "Player5 is high with [Ks]": the bring-in's upcard in Razz ("is low with" in Stud)
        (r"is (?:low|high) with|has |adds |stands up|sits down|is sitting out|is feeling"
         r"|seconds left|is disconnected|is connected|has returned|requests|said", ignore),
        (r"", unreadable),
    )
    SUMMARY_LINES = rules(
        (r"^Total pot (?P<total>\S+).*?\| Rake (?P<rake>\S+)", pot_and_rake),
        (r"^Seat \d+: (?P<name>.+?) mucked (?P<cards>\[[^\]]*\])", only_seated(shows_mucked)),
    )
