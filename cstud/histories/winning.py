"""Winning Poker Network (Yatahay / Americas Cardroom before about 2019) text histories.

::

    Game started at: 2016/8/2 11:13:2
    Game ID: 693975843 1/2 (PRR) La Llorona - 3 (Seven Cards Stud HiLow)

Every line is ``Player name verb (amount)``; cards come one at a time ("received a card." for
a hidden one). The street headings are one behind ("*** Third street ***" opens 4th street).
The summary gives each player's bets and collections, and the rake and jackpot fee; the bets
are checked against the actions.
"""

from __future__ import annotations

import re

from cstud.histories._block import Block
from cstud.histories._build import HandBuilder
from cstud.histories.model import ActionKind, Hand, Street

SITE = "Winning"
START = re.compile(r"^Game started at: ")

_GAME = re.compile(r"^Game ID: (?P<id>\d+) (?P<small>[\d.,]+)/(?P<big>[\d.,]+) (?P<rest>.*)$")
_SEAT = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]+)\)\.?$")
# The heading names the street before the one it opens.
_STREETS = {"Third street": Street.FOURTH, "Fourth street": Street.FIFTH,
            "Fifth street": Street.SIXTH, "Sixth street": Street.SEVENTH}
_HEADING = re.compile(r"^\*\*\* (?P<name>.+?) \*\*\*")
_NUMBER = r"\d[\d,]*(?:\.\d+)?"
_POT = re.compile(rf"^Pot: (?P<pot>{_NUMBER})\.(?: Rake (?P<rake>{_NUMBER}))?"
                  rf"(?:\. JP fee (?P<fee>{_NUMBER}))?")
_RESULT = re.compile(r"^\*?Player (?P<rest>.*?)\s*Bets: (?P<bets>[\d.,]+)\. Collects: "
                     r"(?P<collects>[\d.,]+)\.")


def parse(block: Block) -> Hand | None:
    numbered = list(block.numbered())
    first_line = numbered[0][0]
    game = block.find(_GAME)
    if game is None:
        raise HandBuilder(site=SITE, hand_id="?", source=block.source, line=first_line,
                          text=block.text, unit="cent").error(
            "the hand is cut off before its Game ID line", block.last_line)
    number, match = game
    if re.search(r"\(Seven Cards? Stud Hi-?Lo(?:w)?\)", match["rest"], re.IGNORECASE) is None:
        return None
    builder = HandBuilder(site=SITE, hand_id=match["id"], source=block.source, line=first_line,
                          text=block.text, unit="cent", currency="USD")
    builder.small_bet = builder.amount(match["small"], number)
    builder.big_bet = builder.amount(match["big"], number)
    _read(builder, block)
    return builder.build(block.last_line)


def _read(b: HandBuilder, block: Block) -> None:
    section = "seats"
    ended = False
    for number, line in block.numbered():
        heading = _HEADING.match(line)
        if heading:
            if heading["name"] not in _STREETS:
                raise b.error(f"unknown section {line!r}", number)
            b.start_street(_STREETS[heading["name"]], number)
            continue
        if line == "------ Summary ------":
            section = "summary"
            continue
        if line.startswith("Game ended at:"):
            ended = True
            continue
        if section == "summary":
            _summary_line(b, line, number)
            continue
        seat = _SEAT.match(line)
        if seat and b.street is None:
            b.seat(int(seat["seat"]), seat["name"], b.amount(seat["stack"], number), number)
            continue
        if line.startswith("Player "):
            said = b.split_player(line.removeprefix("Player "))
            if said is not None:
                _player_line(b, *said, number)
    if not ended:
        raise b.error("the hand is cut off: it has no 'Game ended' line", block.last_line)


def _amount(b: HandBuilder, text: str, number: int) -> int:
    found = re.search(r"\(([^)]*)\)", text)
    if found is None:
        raise b.error(f"no amount in {text!r}", number)
    return b.amount(found[1], number)


def _player_line(b: HandBuilder, name: str, rest: str, number: int) -> None:
    verb = rest.split(" ", 1)[0]
    if verb == "ante":
        b.post_ante(name, _amount(b, rest, number), number)
    elif rest in ("received a card.", "received card."):
        b.deal_next(name, None, number)
    elif rest.startswith("received card: ["):
        cards = b.bracketed_cards(rest, number)
        if len(cards) != 1:
            raise b.error(f"{len(cards)} cards in {rest!r}", number)
        b.deal_next(name, cards[0], number)
    elif rest.startswith("bring in "):
        b.act(name, ActionKind.BRING_IN, number, amount=_amount(b, rest, number))
    elif verb == "bets":
        b.act(name, ActionKind.BET, number, amount=_amount(b, rest, number))
    elif verb == "raises":
        b.act(name, ActionKind.RAISE, number, amount=_amount(b, rest, number))
    elif verb == "calls":
        b.act(name, ActionKind.CALL, number, amount=_amount(b, rest, number))
    elif verb == "allin":
        b.go_all_in(name, number, amount=_amount(b, rest, number))
    elif verb == "checks":
        b.act(name, ActionKind.CHECK, number)
    elif verb == "folds":
        b.act(name, ActionKind.FOLD, number)
    elif verb in ("mucks", "shows"):
        pass  # the summary lists what each player showed
    elif verb in ("bring", "completes", "posts"):
        raise b.error(f"cannot read {name}'s action {rest!r}", number)


def _summary_line(b: HandBuilder, line: str, number: int) -> None:
    pot = _POT.match(line)
    if pot:
        b.total_pot = b.amount(pot["pot"], number)
        b.rake = sum(b.amount(pot[key], number) for key in ("rake", "fee") if pot[key])
        return
    result = _RESULT.match(line)
    if result is None:
        return
    said = b.split_player(result["rest"])
    if said is None:
        raise b.error(f"cannot read the summary line {line!r}", number)
    name, rest = said
    b.state_put_in(name, b.amount(result["bets"], number), number)
    b.award(name, b.amount(result["collects"], number), number)
    cards = re.search(r"\[([^\]]*)\]", rest)
    if cards and rest.startswith("shows"):
        b.show(name, b.cards(cards[1], number), number)
    elif rest.startswith("mucks"):
        b.muck(name, number)
