"""Americas Cardroom / Winning Poker Network text histories (the format since about 2019).

::

    Hand #1903647457 - 7Stud H/L(Fixed Limit) - $0.10/$0.20 - 2023/10/22 02:49:52 UTC

The summary's rake is split into "Rake" and "JP Fee" (the jackpot drop); both are kept from
the pot, so the hand's rake is their sum.
"""

from __future__ import annotations

import re

from cstud.histories._block import Block
from cstud.histories._build import HandBuilder
from cstud.histories.model import ActionKind, Hand, Street

SITE = "ACR"
START = re.compile(r"^(?:Game )?Hand #\d+ - ")

_HEADER = re.compile(r"^(?:Game )?Hand #(?P<id>\d+) - (?P<game>.*?) - (?P<rest>.*)$")
_STAKES = re.compile(r"(?P<small>[$€£]?[\d.,]+)/(?P<big>[$€£]?[\d.,]+)")
_SEAT = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]+)\)(?P<rest>.*)$")
_STREETS = {"3rd STREET": Street.THIRD, "4th STREET": Street.FOURTH,
            "5th STREET": Street.FIFTH, "6th STREET": Street.SIXTH, "7th STREET": Street.SEVENTH}
_HEADING = re.compile(r"^\*\*\* (?P<name>.+?) \*\*\*")
_DEALT = re.compile(r"^Dealt to (?P<name>.+?) (?P<cards>(?:\[[^\]]*\] ?)+)$")
_UNCALLED = re.compile(r"^Uncalled bet \((?P<amount>[^)]+)\) returned to (?P<name>.+)$")
_COLLECTED = re.compile(r"^collected (?P<amount>\S+) from (?P<pot>main pot|side pot-\d+|pot)$")
_TOTAL = re.compile(r"^Total pot (?P<total>\S+) \| Rake (?P<rake>\S+)(?: \| JP Fee (?P<fee>\S+))?")
_ALL_IN = " and is all-in"


def parse(block: Block) -> Hand | None:
    first_line, header = next(block.numbered())
    match = _HEADER.match(header)
    if match is None:  # pragma: no cover - blocks are cut at START lines
        raise ValueError(header)
    if re.search(r"Stud ?H(?:i)?/L(?:o)?", match["game"], re.IGNORECASE) is None:
        return None
    stakes = _STAKES.search(match["rest"])
    tournament = re.search(r"Tournament #?(\d+)", header, re.IGNORECASE)
    money = stakes is not None and stakes["small"][0] in "$€£" and tournament is None
    builder = HandBuilder(site=SITE, hand_id=match["id"], source=block.source, line=first_line,
                          text=block.text, unit="cent" if money else "chip",
                          currency="USD" if money else None,
                          tournament=tournament[1] if tournament else None)
    if stakes is None:
        raise builder.error("the header gives no stakes", first_line)
    builder.small_bet = builder.amount(stakes["small"], first_line)
    builder.big_bet = builder.amount(stakes["big"], first_line)
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
                section = "streets"
                b.start_street(_STREETS[name], number)
            elif name in ("SHOW DOWN", "SUMMARY"):
                section = name
            else:
                raise b.error(f"unknown section {line!r}", number)
            continue
        if section == "seats" and b.table is None and not line.startswith("Seat "):
            b.table = line.rsplit(" ", 1)[0] if line.endswith("-max") else line
            continue
        if section == "SUMMARY":
            total = _TOTAL.match(line)
            if total:
                b.total_pot = b.amount(total["total"], number)
                b.rake = b.amount(total["rake"], number) + (
                    b.amount(total["fee"], number) if total["fee"] else 0)
            continue
        if section == "seats":
            seat = _SEAT.match(line)
            if seat:
                b.seat(int(seat["seat"]), seat["name"], b.amount(seat["stack"], number), number)
                continue
        dealt = _DEALT.match(line)
        if dealt:
            _dealt(b, dealt["name"], dealt["cards"], number)
            continue
        uncalled = _UNCALLED.match(line)
        if uncalled:
            b.return_uncalled(uncalled["name"], b.amount(uncalled["amount"], number), number)
            continue
        said = b.split_player(line)
        if said is not None:
            _player_line(b, *said, number, showdown=section == "SHOW DOWN")
    if section != "SUMMARY":
        raise b.error("the hand is cut off: it has no summary", block.last_line)


def _dealt(b: HandBuilder, name: str, text: str, number: int) -> None:
    groups = [b.cards(group, number) for group in re.findall(r"\[([^\]]*)\]", text)]
    if b.street in (None, Street.THIRD):
        cards = [card for group in groups for card in group]
        if len(cards) not in (1, 3):
            raise b.error(f"{len(cards)} cards dealt to {name} on 3rd street", number)
        b.deal(name, cards, 3 - len(cards), number)
    else:
        assert b.street is not None
        if len(groups[-1]) != 1:
            raise b.error(f"cannot read the card dealt to {name}: {text}", number)
        b.deal(name, groups[-1], int(b.street) - 1, number)


def _player_line(b: HandBuilder, name: str, rest: str, number: int, *, showdown: bool) -> None:
    all_in = rest.endswith(_ALL_IN)
    if all_in:
        rest = rest[: -len(_ALL_IN)]
    verb, _, argument = rest.partition(" ")
    if rest.startswith("posts ante "):
        b.post_ante(name, b.amount(rest.removeprefix("posts ante "), number), number)
    elif rest.startswith("brings in "):
        b.act(name, ActionKind.BRING_IN, number, all_in=all_in,
              amount=b.amount(rest.removeprefix("brings in ").removeprefix("for "), number))
    elif verb == "raises" and " to " in argument:
        b.act(name, ActionKind.RAISE, number, all_in=all_in,
              total=b.amount(argument.partition(" to ")[2], number))
    elif verb == "bets":
        b.act(name, ActionKind.BET, number, amount=b.amount(argument, number), all_in=all_in)
    elif verb == "calls":
        b.act(name, ActionKind.CALL, number, amount=b.amount(argument, number), all_in=all_in)
    elif rest == "checks":
        b.act(name, ActionKind.CHECK, number)
    elif rest == "folds":
        b.act(name, ActionKind.FOLD, number)
    elif verb == "shows" and argument.startswith("["):
        b.show(name, b.bracketed_cards(argument, number), number)
    elif verb == "mucks" or rest.startswith("does not show"):
        if showdown:
            b.muck(name, number)
    elif verb == "collected":
        award = _COLLECTED.match(rest)
        if award is None:
            raise b.error(f"cannot read the award {rest!r}", number)
        pot = award["pot"]
        b.award(name, b.amount(award["amount"], number), number,
                pot=0 if pot == "main pot" else int(pot[9:]) if pot.startswith("side") else None)
    elif verb in ("completes", "raises", "posts", "wins"):
        raise b.error(f"cannot read {name}'s action {rest!r}", number)
