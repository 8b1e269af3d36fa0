"""PokerStars text histories: cash, tournament, home game and mixed games (8-Game, HORSE).

::

    PokerStars Game #35874576282:  7 Card Stud Hi/Lo Limit ($0.04/$0.08 USD) - 2009/11/26 ...
    PokerStars Hand #164954571644:  8-Game (7 Card Stud Hi/Lo Limit, $400/$800 USD) - ...
    PokerStars Home Game Hand #99632542467: {Dazzle's Room} Tournament #743144019, 100+9
        8-Game (7 Card Stud Hi/Lo Limit) - Match Round I, Level VI (40/80) - ...

Players' lines are ``name: verb ...``; a completion is written "bets" (by the bring-in player)
or "raises X to Y"; "collected" lines do not say which half they are.
"""

from __future__ import annotations

import re

from cstud.histories._block import Block
from cstud.histories._build import HandBuilder
from cstud.histories.model import ActionKind, Hand, Street

SITE = "PokerStars"
START = re.compile(r"^PokerStars (?:Home Game |Zoom )?(?:Hand|Game) #\d+:")

_HEADER = re.compile(r"^PokerStars (?:Home Game |Zoom )?(?:Hand|Game) #(?P<id>\d+):"
                     r"\s*(?P<rest>.*)$")
_TOURNAMENT = re.compile(r"Tournament #(\d+)", re.IGNORECASE)
_STAKES = re.compile(r"[(,]\s*(?P<small>[$€£]?[\d.,]+)/(?P<big>[$€£]?[\d.,]+)"
                     r"(?: (?P<currency>[A-Z]{3}))?\)")
_TABLE = re.compile(r"^Table '(?P<table>.*)'")
_SEAT = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]*?) in chips"
                   r"(?:,[^)]*)?\)(?P<rest>.*)$")
_STREETS = {"3rd STREET": Street.THIRD, "4th STREET": Street.FOURTH,
            "5th STREET": Street.FIFTH, "6th STREET": Street.SIXTH, "RIVER": Street.SEVENTH}
_HEADING = re.compile(r"^\*\*\* (?P<name>.+?) \*\*\*")
_DEALT = re.compile(r"^Dealt to (?P<name>.+?) (?P<cards>(?:\[[^\]]*\] ?)+)$")
_UNCALLED = re.compile(r"^Uncalled bet \((?P<amount>[^)]+)\) returned to (?P<name>.+)$")
_COLLECTED = re.compile(r"^(?P<name>.+) collected (?P<amount>\S+) from "
                        r"(?P<pot>pot|main pot|side pot(?:-\d+)?)$")
_TOTAL = re.compile(r"^Total pot (?P<total>\S+)(?P<pots>.*?)\| Rake (?P<rake>\S+)")
_SUMMARY_CARDS = re.compile(r"^Seat \d+: (?P<name>.+?) (?:\([^)]*\) )?mucked \[(?P<cards>[^\]]*)\]")
_ALL_IN = " and is all-in"


def is_stud_hilo(header: str) -> bool:
    """True for a Seven Card Stud Hi/Lo hand, alone or inside a mixed game."""
    return re.search(r"7 Card Stud Hi/Lo", header, re.IGNORECASE) is not None


def parse(block: Block) -> Hand | None:
    """The hand in ``block``, or None when it is another game."""
    first_line, header = next(block.numbered())
    match = _HEADER.match(header)
    if match is None:  # pragma: no cover - blocks are cut at START lines
        raise ValueError(header)
    if not is_stud_hilo(header):
        return None
    tournament = _TOURNAMENT.search(header)
    stakes = _STAKES.search(match["rest"])
    builder = HandBuilder(
        site=SITE, hand_id=match["id"], source=block.source, line=first_line, text=block.text,
        unit="chip", tournament=tournament[1] if tournament else None)
    if stakes is None:
        raise builder.error("the header gives no stakes", first_line)
    if tournament is None and (stakes["currency"] or stakes["small"][0] in "$€£"):
        builder.unit, builder.currency = "cent", stakes["currency"] or "USD"
    builder.small_bet = builder.amount(stakes["small"], first_line)
    builder.big_bet = builder.amount(stakes["big"], first_line)
    _Reader(builder).read(block)
    return builder.build(block.last_line)


class _Reader:
    def __init__(self, builder: HandBuilder) -> None:
        self.b = builder
        self.section = "seats"  # seats, streets, showdown, summary

    def read(self, block: Block) -> None:
        seen_summary = False
        lines = block.numbered()
        next(lines)  # the header
        for number, line in lines:
            heading = _HEADING.match(line)
            if heading:
                name = heading["name"]
                if name in _STREETS:
                    self.section = "streets"
                    self.b.start_street(_STREETS[name], number)
                elif name == "SHOW DOWN":
                    self.section = "showdown"
                elif name == "SUMMARY":
                    self.section = "summary"
                    seen_summary = True
                else:
                    raise self.b.error(f"unknown section {line!r}", number)
                continue
            if self.section == "summary":
                self.summary_line(line, number)
            else:
                self.line(line, number)
        if not seen_summary:
            raise self.b.error("the hand is cut off: it has no summary", block.last_line)

    def line(self, line: str, number: int) -> None:
        b = self.b
        if self.section == "seats":
            seat = _SEAT.match(line)
            if seat:
                b.seat(int(seat["seat"]), seat["name"], b.amount(seat["stack"], number), number)
                return
            table = _TABLE.match(line)
            if table:
                b.table = table["table"]
                return
        dealt = _DEALT.match(line)
        if dealt:
            self.dealt(dealt["name"], dealt["cards"], number)
            return
        uncalled = _UNCALLED.match(line)
        if uncalled:
            b.return_uncalled(uncalled["name"], b.amount(uncalled["amount"], number), number)
            return
        collected = _COLLECTED.match(line)
        if collected:
            b.award(collected["name"], b.amount(collected["amount"], number), number,
                    pot=_pot_number(collected["pot"]))
            return
        said = b.split_player(line, (": ",))
        if said is None:
            return  # table chatter: joins, leaves, connects, chat ("name said, ...")
        self.player_line(*said, number)

    def dealt(self, name: str, text: str, number: int) -> None:
        b = self.b
        groups = re.findall(r"\[([^\]]*)\]", text)
        street = b.street or Street.THIRD
        if street is Street.THIRD:
            cards = [card for group in groups for card in b.cards(group, number)]
            if len(cards) not in (1, 3):
                raise b.error(f"{len(cards)} cards dealt to {name} on 3rd street", number)
            b.deal(name, cards, 3 - len(cards), number)
        else:
            new = b.cards(groups[-1], number)
            if len(groups) < 2 or len(new) != 1:
                raise b.error(f"cannot read the card dealt to {name}: {text}", number)
            b.deal(name, new, int(street) - 1, number)

    def player_line(self, name: str, rest: str, number: int) -> None:
        b = self.b
        all_in = rest.endswith(_ALL_IN)
        if all_in:
            rest = rest[: -len(_ALL_IN)]
        verb, _, argument = rest.partition(" ")
        if rest.startswith("posts the ante "):
            b.post_ante(name, b.amount(rest.removeprefix("posts the ante "), number), number)
        elif rest.startswith("brings in for "):
            b.act(name, ActionKind.BRING_IN, number, all_in=all_in,
                  amount=b.amount(rest.removeprefix("brings in for "), number))
        elif verb == "calls":
            b.act(name, ActionKind.CALL, number, amount=b.amount(argument, number), all_in=all_in)
        elif verb == "bets":
            b.act(name, ActionKind.BET, number, amount=b.amount(argument, number), all_in=all_in)
        elif verb == "raises" and " to " in argument:
            b.act(name, ActionKind.RAISE, number, all_in=all_in,
                  total=b.amount(argument.partition(" to ")[2], number))
        elif rest.startswith("completes it to "):
            b.act(name, ActionKind.COMPLETE, number, all_in=all_in,
                  total=b.amount(rest.removeprefix("completes it to "), number))
        elif rest == "checks":
            b.act(name, ActionKind.CHECK, number)
        elif verb == "folds":
            b.act(name, ActionKind.FOLD, number)
            if argument.startswith("["):  # a folding player's own cards, shown to himself
                self.known_cards(name, argument, number)
        elif verb == "shows" and argument.startswith("["):
            b.show(name, b.bracketed_cards(argument, number), number)
        elif rest in ("mucks hand", "mucks"):
            b.muck(name, number)
        elif rest in ("doesn't show hand", "is sitting out", "sits out", "is disconnected",
                      "is connected", "has timed out", "has returned", "leaves the table",
                      "is sitting out (timeout)"):
            pass
        else:
            raise b.error(f"cannot read {name}'s action {rest!r}", number)

    def known_cards(self, name: str, text: str, number: int) -> None:
        cards = self.b.cards(text.strip("[] "), number)
        held = len(self.b.player(name, number).cards)
        if len(cards) == held:
            self.b.show(name, cards, number, mucked=True)

    def summary_line(self, line: str, number: int) -> None:
        b = self.b
        total = _TOTAL.match(line)
        if total:
            b.total_pot = b.amount(total["total"], number)
            b.rake = b.amount(total["rake"], number)
            return
        mucked = _SUMMARY_CARDS.match(line)
        if mucked and b.is_seated(mucked["name"]):
            b.show(mucked["name"], b.cards(mucked["cards"], number), number, mucked=True)


def _pot_number(text: str) -> int | None:
    """'pot' -> None, 'main pot' -> 0, 'side pot' -> 1, 'side pot-2' -> 2."""
    if text.startswith("main"):
        return 0
    side = re.match(r"side pot(?:-(\d+))?", text)
    if side:
        return int(side[1] or 1)
    return None
