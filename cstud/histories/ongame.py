"""OnGame network text histories.

::

    ***** History for hand R5-78227816-62 *****
    Table: Taegu [78227816] (LIMIT SEVEN_CARD_STUD_HI_LO $0.25/$0.50, ante: $0.05, Real money)

"raises $1 to $1.37" gives the raiser's total for the street, then his total for the whole
hand; the summary's "net" per player is checked against the actions.
"""

from __future__ import annotations

import re

from cstud.histories._block import Block
from cstud.histories._build import HandBuilder
from cstud.histories.model import ActionKind, Hand, Street

SITE = "OnGame"
START = re.compile(r"^\*{5} History for hand \S+ \*{5}")

_HEADER = re.compile(r"^\*{5} History for hand (?P<id>\S+) \*{5}")
_TABLE = re.compile(r"^Table: (?P<table>.+?) \((?P<limit>\w+) (?P<game>\w+) "
                    r"(?P<small>[$€£]?[\d.,]+)/(?P<big>[$€£]?[\d.,]+)(?P<rest>.*)\)$")
_SEAT = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]+)\)$")
_STREETS = {"Dealing pocket cards": Street.THIRD, "Dealing 4th street": Street.FOURTH,
            "Dealing 5th street": Street.FIFTH, "Dealing 6th street": Street.SIXTH,
            "Dealing river": Street.SEVENTH}
_DEALT = re.compile(r"^Dealing to (?P<name>.+?): \[(?P<cards>[^\]]*)\]$")
_POT = re.compile(r"^(?P<pot>Main pot|Side pot(?: ?#?\d+)?): (?P<total>\S+) "
                  r"won by (?P<winners>.+)$")
_WINNER = re.compile(r"(?P<name>.+?) \((?P<amount>[^()]+)\)(?:, |$)")
_RESULT = re.compile(r"^Seat \d+: (?P<name>.+?) \((?P<final>[^()]+)\), net: [+-]?[^,]+"
                     r"(?:, \[(?P<cards>[^\]]*)\])?")


def parse(block: Block) -> Hand | None:
    first_line, header = next(block.numbered())
    match = _HEADER.match(header)
    if match is None:  # pragma: no cover - blocks are cut at START lines
        raise ValueError(header)
    found = block.find(_TABLE)
    table = found[1] if found else None
    builder = HandBuilder(site=SITE, hand_id=match["id"], source=block.source, line=first_line,
                          text=block.text, unit="cent", currency="USD")
    if table is None:
        raise builder.error("the hand has no table line with the game and stakes", first_line)
    if table["game"] != "SEVEN_CARD_STUD_HI_LO":
        return None
    if table["small"][0] not in "$€£" or "Real money" not in table["rest"]:
        builder.unit, builder.currency = "chip", None
    builder.table = table["table"]
    builder.small_bet = builder.amount(table["small"], first_line)
    builder.big_bet = builder.amount(table["big"], first_line)
    _read(builder, block)
    return builder.build(block.last_line)


def _read(b: HandBuilder, block: Block) -> None:
    section = "seats"
    lines = block.numbered()
    next(lines)
    for number, line in lines:
        if line in _STREETS:
            section = "streets"
            b.start_street(_STREETS[line], number)
            continue
        if line == "Summary:":
            section = "summary"
            continue
        if line.startswith("***** End of hand"):
            section = "end"
            continue
        if section == "summary":
            _summary_line(b, line, number)
            continue
        seat = _SEAT.match(line)
        if seat and section == "seats":
            b.seat(int(seat["seat"]), seat["name"], b.amount(seat["stack"], number), number)
            continue
        dealt = _DEALT.match(line)
        if dealt:
            cards = b.cards(dealt["cards"], number)
            street = b.street or Street.THIRD
            expected = 3 if street is Street.THIRD else 1
            if len(cards) != expected:
                raise b.error(f"{len(cards)} cards dealt to {dealt['name']} on {street.label}",
                              number)
            b.deal(dealt["name"], cards, 0 if expected == 3 else int(street) - 1, number)
            continue
        said = b.split_player(line)
        if said is not None:
            _player_line(b, *said, number)
    if section != "end":
        raise b.error("the hand is cut off: it has no end line", block.last_line)


def _player_line(b: HandBuilder, name: str, rest: str, number: int) -> None:
    all_in = rest.endswith(", all-in") or rest.endswith(" (all-in)")
    if all_in:
        rest = rest.rsplit(" ", 1)[0].rstrip(",")
    verb, _, argument = rest.partition(" ")
    if rest.startswith("posts ante "):
        b.post_ante(name, b.amount(rest.removeprefix("posts ante "), number), number)
    elif rest.startswith("small bring in "):
        b.act(name, ActionKind.BRING_IN, number, all_in=all_in,
              amount=b.amount(rest.removeprefix("small bring in "), number))
    elif rest.startswith("big bring in "):
        b.act(name, ActionKind.COMPLETE, number, all_in=all_in,
              total=b.amount(rest.removeprefix("big bring in "), number))
    elif verb == "bets":
        b.act(name, ActionKind.BET, number, amount=b.amount(argument, number), all_in=all_in)
    elif verb == "raises":
        # "raises $1 to $1.37": the street total, then the whole hand's total.
        b.act(name, ActionKind.RAISE, number, all_in=all_in,
              total=b.amount(argument.partition(" to ")[0], number))
    elif verb == "calls":
        b.act(name, ActionKind.CALL, number, amount=b.amount(argument, number), all_in=all_in)
    elif rest == "checks":
        b.act(name, ActionKind.CHECK, number)
    elif rest == "folds":
        b.act(name, ActionKind.FOLD, number)
    elif verb in ("completes", "brings", "posts", "small", "big"):
        raise b.error(f"cannot read {name}'s action {rest!r}", number)


def _summary_line(b: HandBuilder, line: str, number: int) -> None:
    pot = _POT.match(line)
    if pot:
        label = pot["pot"]
        side = re.search(r"(\d+)", label)
        index = 0 if label == "Main pot" else int(side[1]) if side else 1
        for winner in _WINNER.finditer(pot["winners"]):
            b.award(winner["name"], b.amount(winner["amount"], number), number, pot=index)
        return
    if line.startswith("Rake taken: "):
        b.rake = b.amount(line.removeprefix("Rake taken: "), number)
        return
    result = _RESULT.match(line)
    if result and b.is_seated(result["name"]):
        name = result["name"]
        b.state_final_stack(name, b.amount(result["final"], number), number)
        if result["cards"]:
            cards = b.cards(result["cards"], number)
            if len(cards) == len(b.player(name, number).cards) and name not in b.folded_names():
                b.show(name, cards, number)
