"""Full Tilt Poker text histories.

::

    Full Tilt Poker Game #29705138396: Table Jackrabbit (6 max) - $2.50/$5 Ante $0.40 -
        Limit Stud H/L - 20:18:30 CET - 2011/04/07 [14:18:30 ET - 2011/04/07]

Actions are ``name verb ...`` without a colon ("completes it to $2.50", "raises to $5",
"calls $4.25"); awards name the half and the pot ("wins the low main pot ($41.05)").
"""

from __future__ import annotations

import re

from cstud.histories._block import Block
from cstud.histories._build import HandBuilder
from cstud.histories.model import ActionKind, Hand, Street

SITE = "Full Tilt"
START = re.compile(r"^Full Tilt Poker (?:Game|Hand) #\d+:")

_HEADER = re.compile(r"^Full Tilt Poker (?:Game|Hand) #(?P<id>\d+):\s*(?P<rest>.*)$")
_STAKES = re.compile(r"(?P<small>[$€£]?[\d.,]+)/(?P<big>[$€£]?[\d.,]+) "
                     r"Ante (?P<ante>[$€£]?[\d.,]+)")
_TABLE = re.compile(r"Table (?P<table>.+?)(?: \(\d+ max\))? - ")
_SEAT = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]+)\)(?P<rest>.*)$")
_STREETS = {"3RD STREET": Street.THIRD, "4TH STREET": Street.FOURTH,
            "5TH STREET": Street.FIFTH, "6TH STREET": Street.SIXTH, "7TH STREET": Street.SEVENTH}
_HEADING = re.compile(r"^\*\*\* (?P<name>.+?) \*\*\*")
_DEALT = re.compile(r"^Dealt to (?P<name>.+?) (?P<cards>(?:\[[^\]]*\] ?)+)$")
_UNCALLED = re.compile(r"^Uncalled bet of (?P<amount>\S+) returned to (?P<name>.+)$")
_AWARD = re.compile(r"^(?:wins|ties for) (?:the )?(?:(?P<half>high|low) )?(?:(?P<pot>main|side) )?"
                    r"pot(?: #?(?P<number>\d+))? \((?P<amount>[^)]+)\)")
_TOTAL = re.compile(r"^Total pot (?P<total>\S+).*?\| Rake (?P<rake>\S+)")
_SUMMARY_CARDS = re.compile(r"^Seat \d+: (?P<name>.+?) mucked \[(?P<cards>[^\]]*)\]")
_ALL_IN = ", and is all in"
_NOT_ACTIONS = ("is low with", "has ", "adds ", "stands up", "sits down", "is sitting out",
                "is feeling", "seconds left", "is disconnected", "is connected", "has returned",
                "requests", "said")


def parse(block: Block) -> Hand | None:
    first_line, header = next(block.numbered())
    match = _HEADER.match(header)
    if match is None:  # pragma: no cover - blocks are cut at START lines
        raise ValueError(header)
    if re.search(r"Stud H(?:i)?/L(?:o)?\b", header) is None:
        return None
    stakes = _STAKES.search(header)
    tournament = re.search(r"\((\d+)\), Table|Tournament|Sit & Go", header)
    money = stakes is not None and stakes["small"][0] in "$€£" and tournament is None
    builder = HandBuilder(site=SITE, hand_id=match["id"], source=block.source, line=first_line,
                          text=block.text, unit="cent" if money else "chip",
                          currency={"$": "USD", "€": "EUR", "£": "GBP"}[stakes["small"][0]]
                          if money and stakes else None,
                          tournament=tournament[0] if tournament else None)
    if stakes is None:
        raise builder.error("the header gives no stakes", first_line)
    builder.small_bet = builder.amount(stakes["small"], first_line)
    builder.big_bet = builder.amount(stakes["big"], first_line)
    table = _TABLE.search(header)
    builder.table = table["table"] if table else None
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
        if section == "SUMMARY":
            total = _TOTAL.match(line)
            if total:
                b.total_pot = b.amount(total["total"], number)
                b.rake = b.amount(total["rake"], number)
            mucked = _SUMMARY_CARDS.match(line)
            if mucked and b.is_seated(mucked["name"]):
                b.show(mucked["name"], b.cards(mucked["cards"], number), number, mucked=True)
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
        if len(groups) < 2 or len(groups[-1]) != 1:
            raise b.error(f"cannot read the card dealt to {name}: {text}", number)
        b.deal(name, groups[-1], int(b.street) - 1, number)


def _player_line(b: HandBuilder, name: str, rest: str, number: int, *, showdown: bool) -> None:
    all_in = rest.endswith(_ALL_IN)
    if all_in:
        rest = rest[: -len(_ALL_IN)]
    verb, _, argument = rest.partition(" ")
    if verb == "antes":
        b.post_ante(name, b.amount(argument, number), number)
    elif rest.startswith("brings in for "):
        b.act(name, ActionKind.BRING_IN, number, all_in=all_in,
              amount=b.amount(rest.removeprefix("brings in for "), number))
    elif rest.startswith("completes it to "):
        b.act(name, ActionKind.COMPLETE, number, all_in=all_in,
              total=b.amount(rest.removeprefix("completes it to "), number))
    elif rest.startswith("raises to "):
        b.act(name, ActionKind.RAISE, number, all_in=all_in,
              total=b.amount(rest.removeprefix("raises to "), number))
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
    elif rest.startswith("mucks"):
        if showdown:
            b.muck(name, number)
    elif verb in ("wins", "ties"):
        award = _AWARD.match(rest)
        if award is None:
            raise b.error(f"cannot read the award {rest!r}", number)
        pot = {"main": 0, "side": int(award["number"] or 1), None: None}[award["pot"]]
        b.award(name, b.amount(award["amount"], number), number, pot=pot,
                half=award["half"])  # type: ignore[arg-type]
    elif rest.startswith(_NOT_ACTIONS):
        pass
    else:
        raise b.error(f"cannot read {name}'s action {rest!r}", number)
