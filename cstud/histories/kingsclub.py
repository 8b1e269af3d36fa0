"""KingsClub (Kings Club Poker) text histories.

::

    #39969428: Limit Seven Card Stud Hi-Lo - 40/80

Two quirks, both checked against the summary's net results: the street headings are one
behind ("*** 3RD STREET ***" opens 4th street, the 3rd-street betting has no heading), and
"calls" gives the caller's total for the street, not what the call adds.
"""

from __future__ import annotations

import re

from cstud.histories._block import Block
from cstud.histories._build import HandBuilder
from cstud.histories.model import ActionKind, Hand, Street

SITE = "KingsClub"
START = re.compile(r"^#\d+: .*(?:Stud|Razz|Hold|Omaha|Draw|Badugi)", re.IGNORECASE)

_HEADER = re.compile(r"^#(?P<id>\d+): (?P<game>.*?) - (?P<small>[\d.,]+)/(?P<big>[\d.,]+)")
_SEAT = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]+)\)$")
# The heading names the street before the one it opens.
_STREETS = {"3RD STREET": Street.FOURTH, "4TH STREET": Street.FIFTH,
            "5TH STREET": Street.SIXTH, "6TH STREET": Street.SEVENTH}
_HEADING = re.compile(r"^\*\*\* (?P<name>.+?) \*\*\*")
_DEALT = re.compile(r"^Dealt to (?P<name>.+?): \[(?P<cards>[^\]]*)\]$")
_RESULT = re.compile(r"^Seat \d+: (?P<name>.+?) \((?P<final>[^()]+)\) [+-]")
_WINS = re.compile(r"^(?P<name>.+?) wins (?:(?P<half>high|low|hi|lo) )?(?:(?P<pot>main|side) )?"
                   r"pot(?: ?#?(?P<number>\d+))? \((?P<amount>[^)]+)\)$")


def parse(block: Block) -> Hand | None:
    first_line, header = next(block.numbered())
    match = _HEADER.match(header)
    if match is None:
        raise HandBuilder(site=SITE, hand_id="?", source=block.source, line=first_line,
                          text=block.text, unit="cent").error(
            f"cannot read the header {header!r}", first_line)
    if re.search(r"Stud Hi-?/?Lo", match["game"], re.IGNORECASE) is None:
        return None
    builder = HandBuilder(site=SITE, hand_id=match["id"], source=block.source, line=first_line,
                          text=block.text, unit="cent", currency="USD")
    builder.small_bet = builder.amount(match["small"], first_line)
    builder.big_bet = builder.amount(match["big"], first_line)
    _read(builder, block)
    return builder.build(block.last_line)


def _read(b: HandBuilder, block: Block) -> None:
    section = "seats"
    lines = block.numbered()
    next(lines)
    for number, line in lines:
        heading = _HEADING.match(line)
        if heading:
            name = heading["name"]
            if name in _STREETS:
                b.start_street(_STREETS[name], number)
            elif name == "SUMMARY":
                section = "summary"
            else:
                raise b.error(f"unknown section {line!r}", number)
            continue
        if section == "summary":
            result = _RESULT.match(line)
            if result and b.is_seated(result["name"]):
                b.state_final_stack(result["name"], b.amount(result["final"], number), number)
            elif line.startswith("Rake "):
                b.rake = b.amount(line.removeprefix("Rake "), number)
            elif (wins := _WINS.match(line)) and b.is_seated(wins["name"]):
                half = {"hi": "high", "lo": "low"}.get(wins["half"] or "", wins["half"])
                pot = {"main": 0, "side": int(wins["number"] or 1), None: None}[wins["pot"]]
                b.award(wins["name"], b.amount(wins["amount"], number), number, pot=pot,
                        half=half)  # type: ignore[arg-type]
            continue
        if line.startswith("Table '"):
            b.table = line[7:-1]
            continue
        seat = _SEAT.match(line)
        if seat and b.street is None:
            b.seat(int(seat["seat"]), seat["name"], b.amount(seat["stack"], number), number)
            continue
        dealt = _DEALT.match(line)
        if dealt:
            cards = b.cards(dealt["cards"], number)
            if b.street is None:
                b.start_street(Street.THIRD, number)
            first = 0 if b.street is Street.THIRD else int(b.street or 3) - 1
            if len(cards) != (3 if b.street is Street.THIRD else 1):
                raise b.error(f"{len(cards)} cards dealt to {dealt['name']} on "
                              f"{(b.street or Street.THIRD).label}", number)
            b.deal(dealt["name"], cards, first, number)
            continue
        said = b.split_player(line, (": ", " "))
        if said is not None:
            _player_line(b, *said, number)
    if section != "summary":
        raise b.error("the hand is cut off: it has no summary", block.last_line)


def _player_line(b: HandBuilder, name: str, rest: str, number: int) -> None:
    verb, _, argument = rest.partition(" ")
    if rest.startswith("posts ante "):
        b.post_ante(name, b.amount(rest.removeprefix("posts ante "), number), number)
    elif rest.startswith("brings in for "):
        b.act(name, ActionKind.BRING_IN, number,
              amount=b.amount(rest.removeprefix("brings in for "), number))
    elif verb == "bets":
        b.act(name, ActionKind.BET, number, total=b.amount(argument, number))
    elif verb == "raises":
        b.act(name, ActionKind.RAISE, number,
              total=b.amount(argument.rpartition(" to ")[2], number))
    elif verb == "calls":
        b.act(name, ActionKind.CALL, number, total=b.amount(argument, number))
    elif rest == "checks":
        b.act(name, ActionKind.CHECK, number)
    elif rest == "folds":
        b.act(name, ActionKind.FOLD, number)
    elif verb == "shows" and argument.startswith("["):
        b.show(name, b.bracketed_cards(argument, number), number)
    elif verb == "mucks":
        b.muck(name, number)
    elif verb in ("completes", "brings", "posts", "is"):
        raise b.error(f"cannot read {name}'s action {rest!r}", number)
