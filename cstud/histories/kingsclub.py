"""KingsClub (Kings Club Poker) text histories.

::

    #39969428: Limit Seven Card Stud Hi-Lo - 40/80

Two quirks, both checked against the summary's net results: the street headings are one
behind ("*** 3RD STREET ***" opens 4th street, the 3rd-street betting has no heading), and
"calls" gives the caller's total for the street, not what the call adds. The quirks below
are shown by the file in tests/data/hands/kingsclub/.
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
    dealt_list,
    final_stack,
    folds,
    mucks,
    only_seated,
    raises,
    rake,
    rules,
    seat,
    shows,
    table,
    unreadable,
)

_HEADER = re.compile(r"^#(?P<id>\d+): (?P<game>.*?) - (?P<small>[\d.,]+)/(?P<big>[\d.,]+)")


class Reader(TextReader):
    SITE = "KingsClub"
    START = re.compile(r"^#\d+: .*(?:Stud|Razz|Hold|Omaha|Draw|Badugi)", re.IGNORECASE)
    # No heading opens 3rd street; each heading names the street before the one it opens.
    STREETS = (None, "3RD STREET", "4TH STREET", "5TH STREET", "6TH STREET")
    SECTIONS = ("SUMMARY",)
    SEPARATORS = (": ", " ")  # "Hero: posts ante 10", "Hero bets 40"
    THIRD_STREET_CARDS = (3,)  # "Dealt to Player0: [X X Td]"

    def begin(self) -> bool:
        match = self.match_header(_HEADER)
        if re.search(r"Stud Hi-?/?Lo", match["game"], re.IGNORECASE) is None:
            return False
        self.start(match["id"], unit="cent", currency="USD")
        self.set_stakes(match["small"], match["big"], self.first_line)
        return True

    def reading_seats(self) -> bool:
        return self.b.street is None  # there is no heading before the first cards

    SEAT_LINES = rules(
        (r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]+)\)$", seat),
    )
    LINES = rules(
        (r"^Table '(?P<table>.*).$", table),
        (r"^Dealt to (?P<name>.+?): \[(?P<cards>[^\]]*)\]$", dealt_list),
    )
    PLAYER_LINES = rules(
        (r"posts ante (?P<amount>.*)", antes),
        (r"brings in for (?P<amount>.*)", brings_in),
        (r"bets(?: |$)(?P<total>.*)", bets),
        (r"raises(?: |$)(?:.* to )?(?P<total>.*)", raises),
        (r"calls(?: |$)(?P<total>.*)", calls),
        (r"checks$", checks),
        (r"folds$", folds),
        (r"shows (?P<cards>\[.*)", shows),
        (r"mucks(?: |$)", mucks),
        (r"(?:completes|brings|posts|is)(?: |$)", unreadable),
    )
    SUMMARY_LINES = rules(
        (r"^Seat \d+: (?P<name>.+?) \((?P<final>[^()]+)\) [+-]", only_seated(final_stack)),
        (r"^Rake (?P<rake>.*)", rake),
        (r"^(?P<name>.+?) wins (?:(?P<half>high|low|hi|lo) )?"
         r"(?P<pot>(?:(?:main|side) )?pot(?: ?#?\d+)?) \((?P<amount>[^)]+)\)$",
         only_seated(collects)),
    )
