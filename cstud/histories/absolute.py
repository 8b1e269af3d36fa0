"""Absolute Poker (and UltimateBet, the same network) text histories.

::

    Stage #1300000000: Seven Card Hi/Lo  Normal $0.02/$0.04 - 2009-03-18 19:10:00 (ET)

Lines are ``name - Verb ...``; each street lists every player's cards so far ("Pocket [H H Js
10d]", H for a hidden card); the summary names the halves ("HI:($0.20)", "LO:($0.19)").
"""

from __future__ import annotations

import re

from cstud.histories._block import Block
from cstud.histories._build import HandBuilder
from cstud.histories.model import ActionKind, Hand, Street

SITE = "Absolute"
START = re.compile(r"^Stage #\d+:")

_HEADER = re.compile(r"^Stage #(?P<id>\d+):\s*(?P<rest>.*)$")
_STAKES = re.compile(r"(?P<small>[$€£]?[\d.,]+)/(?P<big>[$€£]?[\d.,]+)")
_SEAT = re.compile(r"^Seat (?P<seat>\d+) - (?P<name>.+?) \((?P<stack>[^()]+?) in chips\)")
_STREETS = {"3rd STREET": Street.THIRD, "4TH STREET": Street.FOURTH,
            "5TH STREET": Street.FIFTH, "6TH STREET": Street.SIXTH, "RIVER": Street.SEVENTH}
_HEADING = re.compile(r"^\*\*\* (?P<name>.+?) \*\*\*")
_COLLECTS = re.compile(r"^(?P<name>.+) Collects (?P<amount>\S+) from (?P<pot>main pot|side pot"
                       r"(?: ?#?\d+)?|pot)")
_TOTAL = re.compile(r"^Total Pot\((?P<total>[^)]+)\)(?: \| Rake \((?P<rake>[^)]+)\))?")
_SUMMARY = re.compile(r"^Seat \d+: (?P<name>.+?) (?P<rest>(?:won|HI:|LO:|Folded|lost).*)$")


def parse(block: Block) -> Hand | None:
    first_line, header = next(block.numbered())
    match = _HEADER.match(header)
    if match is None:  # pragma: no cover - blocks are cut at START lines
        raise ValueError(header)
    if re.search(r"Seven Card Hi/?Lo|Stud Hi/?Lo|Seven Card Stud Hi/?Lo", match["rest"],
                 re.IGNORECASE) is None:
        return None
    stakes = _STAKES.search(match["rest"])
    tournament = re.search(r"Tournament|Sit ?& ?Go|STT", header, re.IGNORECASE)
    money = stakes is not None and stakes["small"][0] in "$€£" and tournament is None
    builder = HandBuilder(site=SITE, hand_id=match["id"], source=block.source, line=first_line,
                          text=block.text, unit="cent" if money else "chip",
                          currency="USD" if money else None,
                          tournament=tournament[0] if tournament else None)
    if stakes is None:
        raise builder.error("the header gives no stakes", first_line)
    builder.small_bet = builder.amount(stakes["small"], first_line)
    builder.big_bet = builder.amount(stakes["big"], first_line)
    _read(builder, block)
    return builder.build(block.last_line)


def _read(b: HandBuilder, block: Block) -> None:
    section = "seats"
    halves: dict[str, tuple[int | None, int | None]] = {}
    lines = block.numbered()
    next(lines)
    for number, line in lines:
        heading = _HEADING.match(line)
        if heading:
            name = heading["name"]
            if name in _STREETS:
                section = "streets"
                b.start_street(_STREETS[name], number)
            elif name in ("SHOW DOWN", "SUMMARY"):
                section = name
            else:
                raise b.error(f"unknown section {line!r}", number)
            continue
        if section == "seats":
            seat = _SEAT.match(line)
            if seat:
                b.seat(int(seat["seat"]), seat["name"], b.amount(seat["stack"], number), number)
                continue
            if line.startswith("Table "):
                b.table = line.removeprefix("Table ")
        if section == "SUMMARY":
            total = _TOTAL.match(line)
            if total:
                b.total_pot = b.amount(total["total"], number)
                if total["rake"]:
                    b.rake = b.amount(total["rake"], number)
            summary = _SUMMARY.match(line)
            if summary and b.is_seated(summary["name"]):
                high = re.search(r"HI:\((\S+?)\)", summary["rest"])
                low = re.search(r"LO:\((\S+?)\)", summary["rest"])
                if high or low:
                    halves[summary["name"]] = (b.amount(high[1], number) if high else None,
                                               b.amount(low[1], number) if low else None)
            continue
        collects = _COLLECTS.match(line)
        if collects and b.is_seated(collects["name"]):
            pot = collects["pot"]
            side = re.search(r"(\d+)", pot)
            b.award(collects["name"], b.amount(collects["amount"], number), number,
                    pot=0 if pot == "main pot" else (int(side[1]) if side else 1)
                    if pot.startswith("side") else None)
            continue
        said = b.split_player(line, (" - ",))
        if said is not None:
            _player_line(b, *said, number, showdown=section == "SHOW DOWN")
    if section != "SUMMARY":
        raise b.error("the hand is cut off: it has no summary", block.last_line)
    for name, (high_half, low_half) in halves.items():
        b.label_halves(name, high_half, low_half)


def _player_line(b: HandBuilder, name: str, rest: str, number: int, *, showdown: bool) -> None:
    all_in = rest.endswith(" - All-In") or rest.endswith(" (All-In)")
    if all_in:
        rest = rest.rsplit(" ", 2 if rest.endswith(" - All-In") else 1)[0]
    verb, _, argument = rest.partition(" ")
    if verb == "Ante":
        b.post_ante(name, b.amount(argument, number), number)
    elif verb == "Pocket":
        cards = b.cards(argument.strip("[]"), number)
        player = b.player(name, number)
        if player.folded:
            return  # a folded player's own cards, repeated on every street
        b.deal(name, cards, 0, number)
    elif verb == "Bring-In":
        b.act(name, ActionKind.BRING_IN, number, amount=b.amount(argument, number),
              all_in=all_in)
    elif verb == "Bets":
        b.act(name, ActionKind.BET, number, amount=b.amount(argument, number), all_in=all_in)
    elif verb == "Raises" and " to " in argument:
        b.act(name, ActionKind.RAISE, number, all_in=all_in,
              total=b.amount(argument.partition(" to ")[2], number))
    elif verb == "Calls":
        b.act(name, ActionKind.CALL, number, amount=b.amount(argument, number), all_in=all_in)
    elif verb == "Checks":
        b.act(name, ActionKind.CHECK, number)
    elif verb == "Folds":
        b.act(name, ActionKind.FOLD, number)
    elif verb == "Shows" and argument.startswith("["):
        b.show(name, b.bracketed_cards(argument, number), number)
    elif verb == "Mucks":
        if showdown:
            b.muck(name, number)
    elif verb in ("Raises", "Completes", "Bring-in", "All-In"):
        raise b.error(f"cannot read {name}'s action {rest!r}", number)
