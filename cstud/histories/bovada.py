"""Bovada (Bodog) text histories: anonymous tables, players named by seat ("Seat+4").

::

    Bovada Hand #2633952287 TBL#2027664 7CARD HiLo Fixed Limit - 2012-09-19 13:11:08

The header gives no stakes (they are read from the betting), every player's cards are listed,
"Hand result" lines pay without naming the half, which the summary then gives ("HI $2.33",
"LO $2.32"). The rake is not always stated.
"""

from __future__ import annotations

import re

from cstud.histories._block import Block
from cstud.histories._build import HandBuilder
from cstud.histories.model import ActionKind, Hand, Street

SITE = "Bovada"
START = re.compile(r"^(?:Bovada|Bodog|Ignition) Hand #\d+")

_HEADER = re.compile(r"^(?:Bovada|Bodog|Ignition) Hand #(?P<id>\d+)(?P<rest>.*)$")
_SEAT = re.compile(r"^(?P<name>Seat\+\d+)(?: \[ME\])?: (?P<stack>\S+) in chips")
_LINE = re.compile(r"^(?P<name>Seat\+\d+)(?: \[ME\])? ?: (?P<rest>.*)$")
_STREETS = {"3RD STREET": Street.THIRD, "4TH STREET": Street.FOURTH,
            "5TH STREET": Street.FIFTH, "6TH STREET": Street.SIXTH, "RIVER": Street.SEVENTH}
_HEADING = re.compile(r"^\*\*\* (?P<name>.+?) \*\*\*")
_TOTAL = re.compile(r"^Total Pot\((?P<total>[^)]+)\)(?: \| Rake \((?P<rake>[^)]+)\))?")
_SUMMARY = re.compile(r"^(?P<name>Seat\+\d+):\s+(?P<rest>.*)$")


def parse(block: Block) -> Hand | None:
    first_line, header = next(block.numbered())
    match = _HEADER.match(header)
    if match is None:  # pragma: no cover - blocks are cut at START lines
        raise ValueError(header)
    if re.search(r"HiLo|Hi/Lo|Hi-Lo", match["rest"], re.IGNORECASE) is None or \
            "7CARD" not in match["rest"].upper().replace(" ", ""):
        return None
    tournament = re.search(r"Tournament|TOURNAMENT|STT|MTT", header)
    builder = HandBuilder(site=SITE, hand_id=match["id"], source=block.source, line=first_line,
                          text=block.text, unit="chip" if tournament else "cent",
                          currency=None if tournament else "USD",
                          tournament="yes" if tournament else None)
    table = re.search(r"TBL#(\d+)", header)
    builder.table = table[1] if table else None
    _Reader(builder).read(block)
    return builder.build(block.last_line)


class _Reader:
    def __init__(self, builder: HandBuilder) -> None:
        self.b = builder
        self.showed: set[str] = set()
        self.halves: dict[str, tuple[int | None, int | None]] = {}

    def read(self, block: Block) -> None:
        b = self.b
        section = "seats"
        lines = block.numbered()
        next(lines)
        for number, line in lines:
            heading = _HEADING.match(line)
            if heading:
                name = heading["name"]
                if name in _STREETS:
                    section = "streets"
                    b.start_street(_STREETS[name], number)
                elif name == "SUMMARY":
                    section = "summary"
                else:
                    raise b.error(f"unknown section {line!r}", number)
                continue
            if section == "summary":
                self.summary_line(line, number)
                continue
            seat = _SEAT.match(line)
            if section == "seats" and seat:
                b.seat(int(seat["name"][5:]), seat["name"], b.amount(seat["stack"], number),
                       number)
                continue
            said = _LINE.match(line)
            if said and b.is_seated(said["name"]):
                self.player_line(said["name"], said["rest"].strip(), number)
        if section != "summary":
            raise b.error("the hand is cut off: it has no summary", block.last_line)
        for name, (high, low) in self.halves.items():
            b.label_halves(name, high, low)

    def player_line(self, name: str, rest: str, number: int) -> None:
        b = self.b
        verb, _, argument = rest.partition(" ")
        if rest.startswith("Ante chip "):
            b.post_ante(name, b.amount(rest.removeprefix("Ante chip "), number), number)
        elif rest.startswith("Card dealt to a spot ["):
            cards = b.bracketed_cards(rest, number)
            street = b.street or Street.THIRD
            if street is Street.THIRD:
                if len(cards) not in (1, 3):
                    raise b.error(f"{len(cards)} cards dealt to {name} on 3rd street", number)
                b.deal(name, cards, 3 - len(cards), number)
            else:
                if len(cards) != 1:
                    raise b.error(f"{len(cards)} cards dealt to {name} on {street.label}",
                                  number)
                b.deal(name, cards, int(street) - 1, number)
        elif rest.startswith("Bring_in chip "):
            b.act(name, ActionKind.BRING_IN, number,
                  amount=b.amount(rest.removeprefix("Bring_in chip "), number))
        elif verb == "Bets":
            b.act(name, ActionKind.BET, number, total=b.amount(argument, number))
        elif verb == "Raises" and " to " in argument:
            b.act(name, ActionKind.RAISE, number,
                  total=b.amount(argument.partition(" to ")[2], number))
        elif verb == "Calls":
            b.act(name, ActionKind.CALL, number, amount=b.amount(argument, number))
        elif rest.startswith(("All-in(raise)", "All-in(bet)", "All-in")):
            if " to " in argument:
                b.go_all_in(name, number, total=b.amount(argument.partition(" to ")[2], number))
            else:
                b.go_all_in(name, number, amount=b.amount(argument, number))
        elif rest == "Checks":
            b.act(name, ActionKind.CHECK, number)
        elif rest.startswith("Fold"):
            b.act(name, ActionKind.FOLD, number)
        elif rest.startswith("Return uncalled portion of bet "):
            b.return_uncalled(name, b.amount(rest.rsplit(" ", 1)[1], number), number)
        elif rest.startswith("Showdown"):
            self.showed.add(name)
        elif rest.startswith("Mucks") or rest.startswith("Does not show"):
            b.muck(name, number)
        elif rest.startswith("Hand result"):
            side = re.match(r"Hand result-Side pot(?:\((\d+)\))? ", rest)
            pot = int(side[1] or 1) if side else None
            b.award(name, b.amount(rest.rsplit(" ", 1)[1], number), number, pot=pot)
        elif verb in ("Bets", "Raises", "Calls", "Bring_in", "Checks"):
            raise b.error(f"cannot read {name}'s action {rest!r}", number)

    def summary_line(self, line: str, number: int) -> None:
        b = self.b
        total = _TOTAL.match(line)
        if total:
            b.total_pot = b.amount(total["total"], number)
            if total["rake"]:
                b.rake = b.amount(total["rake"], number)
            return
        seat = _SUMMARY.match(line)
        if seat is None or not b.is_seated(seat["name"]):
            return
        name, rest = seat["name"], seat["rest"]
        cards = re.search(r"\[([^\]-]+)-", rest)
        if cards:
            b.show(name, b.cards(cards[1], number), number, mucked=name not in self.showed)
        high = re.search(r"\bHI (\S+)", rest)
        low = re.search(r"\bLO (\S+)", rest)
        if high or low:
            self.halves[name] = (b.amount(high[1], number) if high else None,
                                 b.amount(low[1], number) if low else None)
