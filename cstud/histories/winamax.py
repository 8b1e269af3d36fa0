"""Winamax text histories.

::

    Winamax Poker - CashGame - HandId: #9250793-554-1478991850 - 7-Card Stud Hi/Lo fixed
        limit (5€/25€/50€) - 2016/11/12 23:04:10 UTC

The stakes are ante/small bet/big bet. Awards name the half ("collected 114€ from pot(HI)").
"""

from __future__ import annotations

import re

from cstud.histories._block import Block
from cstud.histories._build import HandBuilder
from cstud.histories.model import ActionKind, Hand, Street

SITE = "Winamax"
START = re.compile(r"^Winamax Poker - ")

_HEADER = re.compile(r"^Winamax Poker - (?P<kind>.*?) - HandId: #(?P<id>[\d-]+) - (?P<game>.*?)"
                     r" \((?P<stakes>[^()]*)\) - ")
_SEAT = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]+)\)")
_STREETS = {"3rd STREET": Street.THIRD, "4th STREET": Street.FOURTH,
            "5th STREET": Street.FIFTH, "6th STREET": Street.SIXTH, "7th STREET": Street.SEVENTH}
_HEADING = re.compile(r"^\*\*\* (?P<name>.+?) \*\*\*")
_DEALT = re.compile(r"^Dealt to (?P<name>.+?) (?P<cards>(?:\[[^\]]*\] ?)+)$")
_COLLECTED = re.compile(r"^collected (?P<amount>\S+) from (?P<pot>main pot|side pot ?\d*|pot)"
                        r"(?: ?\((?P<half>HI|LO)\))?$")
_TOTAL = re.compile(r"^Total pot (?P<total>\S+)(?: \| Rake (?P<rake>\S+))?")


def parse(block: Block) -> Hand | None:
    first_line, header = next(block.numbered())
    match = _HEADER.match(header)
    builder = HandBuilder(site=SITE, hand_id=match["id"] if match else "?", source=block.source,
                          line=first_line, text=block.text, unit="cent")
    if match is None:
        raise builder.error(f"cannot read the header {header!r}", first_line)
    if re.search(r"Stud Hi/?Lo", match["game"], re.IGNORECASE) is None:
        return None
    stakes = match["stakes"].split("/")
    money = "€" in match["stakes"] or "$" in match["stakes"]
    tournament = "Tournament" in match["kind"]
    if tournament or not money:
        builder.unit, builder.currency = "chip", None
        builder.tournament = match["kind"] if tournament else None
    else:
        builder.currency = "EUR" if "€" in match["stakes"] else "USD"
    if len(stakes) == 3:
        builder.small_bet = builder.amount(stakes[1], first_line)
        builder.big_bet = builder.amount(stakes[2], first_line)
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
            elif name in ("ANTE/BLINDS", "SHOW DOWN", "SUMMARY"):
                section = name
            else:
                raise b.error(f"unknown section {line!r}", number)
            continue
        if section == "SUMMARY":
            total = _TOTAL.match(line)
            if total:
                b.total_pot = b.amount(total["total"], number)
                if total["rake"]:
                    b.rake = b.amount(total["rake"], number)
            continue
        if line.startswith("Table: '"):
            b.table = line[8:].split("'", 1)[0]
            continue
        seat = _SEAT.match(line)
        if seat and section == "seats":
            b.seat(int(seat["seat"]), seat["name"], b.amount(seat["stack"], number), number)
            continue
        dealt = _DEALT.match(line)
        if dealt:
            groups = [b.cards(g, number) for g in re.findall(r"\[([^\]]*)\]", dealt["cards"])]
            street = b.street or Street.THIRD
            if street is Street.THIRD:
                cards = [card for group in groups for card in group]
                if len(cards) != 3:
                    raise b.error(f"{len(cards)} cards dealt to {dealt['name']} on 3rd street",
                                  number)
                b.deal(dealt["name"], cards, 0, number)
            else:
                if len(groups[-1]) != 1:
                    raise b.error(f"cannot read the card dealt to {dealt['name']}", number)
                b.deal(dealt["name"], groups[-1], int(street) - 1, number)
            continue
        said = b.split_player(line)
        if said is not None:
            _player_line(b, *said, number, showdown=section == "SHOW DOWN")
    if section != "SUMMARY":
        raise b.error("the hand is cut off: it has no summary", block.last_line)


def _player_line(b: HandBuilder, name: str, rest: str, number: int, *, showdown: bool) -> None:
    all_in = rest.endswith(" and is all-in")
    if all_in:
        rest = rest.removesuffix(" and is all-in")
    verb, _, argument = rest.partition(" ")
    if rest.startswith("posts ante "):
        b.post_ante(name, b.amount(rest.removeprefix("posts ante "), number), number)
    elif rest.startswith("brings in "):
        b.act(name, ActionKind.BRING_IN, number, all_in=all_in,
              amount=b.amount(rest.removeprefix("brings in "), number))
    elif verb == "bets":
        b.act(name, ActionKind.BET, number, amount=b.amount(argument, number), all_in=all_in)
    elif verb == "raises" and " to " in argument:
        b.act(name, ActionKind.RAISE, number, all_in=all_in,
              total=b.amount(argument.partition(" to ")[2], number))
    elif verb == "calls":
        b.act(name, ActionKind.CALL, number, amount=b.amount(argument, number), all_in=all_in)
    elif rest == "checks":
        b.act(name, ActionKind.CHECK, number)
    elif rest == "folds":
        b.act(name, ActionKind.FOLD, number)
    elif verb == "shows" and argument.startswith("["):
        b.show(name, b.bracketed_cards(argument, number), number)
    elif verb == "mucks" or rest.startswith("doesn't show"):
        if showdown:
            b.muck(name, number)
    elif verb == "collected":
        award = _COLLECTED.match(rest)
        if award is None:
            raise b.error(f"cannot read the award {rest!r}", number)
        pot_text = award["pot"]
        side = re.search(r"(\d+)", pot_text)
        pot = 0 if pot_text == "main pot" else (int(side[1]) if side else 1) \
            if pot_text.startswith("side") else None
        half = {"HI": "high", "LO": "low", None: None}[award["half"]]
        b.award(name, b.amount(award["amount"], number), number, pot=pot,
                half=half)  # type: ignore[arg-type]
    elif verb in ("raises", "completes", "brings", "posts", "bets", "calls"):
        raise b.error(f"cannot read {name}'s action {rest!r}", number)
