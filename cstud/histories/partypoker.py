"""PartyPoker text histories.

::

    Game #11480841734 starts.
    #Game No : 11480841734
    ***** Hand History for Game 11480841734 *****
    $10/$20 USD FL 7 Card Stud Hi-Lo - Monday, February 27, 09:51:26 EST 2012

Amounts are in brackets and each is what the action adds ("raises [$17 USD]" after a $3
bring-in makes $20). Only the hero's cards are dealt in the text; the others appear at the
showdown. The low half is labelled ("wins Lo ($90.50 USD)"), the high half is not, and the
rake is not stated. There is no summary: the hand ends with its last award.
"""

from __future__ import annotations

import re

from cstud.histories._block import Block
from cstud.histories._build import HandBuilder
from cstud.histories.model import ActionKind, Hand, Street

SITE = "PartyPoker"
START = re.compile(r"^Game #\d+ starts\.$")

_ID = re.compile(r"^Game #(?P<id>\d+) starts\.$")
_GAME = re.compile(r"^(?P<small>[$€£]?[\d.,]+)/(?P<big>[$€£]?[\d.,]+)(?: (?P<currency>[A-Z]{3}))?"
                   r"(?: FL)? (?P<game>.+?) - ")
_SEAT = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.+?) \( (?P<stack>[^()]+?) \)$")
_STREETS = {"** Dealing **": Street.THIRD, "** Dealing Fourth street **": Street.FOURTH,
            "** Dealing Fifth street **": Street.FIFTH, "** Dealing Sixth street **": Street.SIXTH,
            "** Dealing River **": Street.SEVENTH}
_DEALT = re.compile(r"^Dealt to (?P<name>.+?) \[(?P<cards>[^\]]*)\]$")
_AMOUNT = re.compile(r"\[(?P<amount>[^\]]+)\]")
_WINS = re.compile(r"^wins (?:(?P<lo>Lo) \((?P<lo_amount>[^)]+)\)|(?P<amount>\S+(?: [A-Z]{3})?))"
                   r" from the (?P<pot>main pot|side pot(?: ?#?\d+)?)")


def parse(block: Block) -> Hand | None:
    first_line, header = next(block.numbered())
    match = _ID.match(header)
    if match is None:  # pragma: no cover - blocks are cut at START lines
        raise ValueError(header)
    game = block.find(_GAME)
    builder = HandBuilder(site=SITE, hand_id=match["id"], source=block.source, line=first_line,
                          text=block.text, unit="cent")
    if game is None:
        raise builder.error("the hand has no line with the stakes and the game", first_line)
    number, stakes = game
    if re.search(r"7 Card Stud Hi-?/?Lo", stakes["game"], re.IGNORECASE) is None:
        return None
    money = stakes["small"][0] in "$€£" and "Tourney" not in block.text[:400]
    builder.unit = "cent" if money else "chip"
    builder.currency = (stakes["currency"] or "USD") if money else None
    builder.small_bet = builder.amount(stakes["small"], number)
    builder.big_bet = builder.amount(stakes["big"], number)
    _read(builder, block)
    return builder.build(block.last_line)


def _read(b: HandBuilder, block: Block) -> None:
    pots_with_low: set[int | None] = set()
    lines = block.numbered()
    next(lines)
    for number, line in lines:
        if line in _STREETS:
            b.start_street(_STREETS[line], number)
            continue
        if line.startswith("Table "):
            b.table = re.sub(r"\s+", " ", line.removeprefix("Table ").split(" (")[0])
            continue
        seat = _SEAT.match(line)
        if seat and b.street is None:
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
            name, rest = said
            wins = _WINS.match(rest)
            if wins:
                pot_text = wins["pot"]
                side = re.search(r"(\d+)", pot_text)
                pot = 0 if pot_text == "main pot" else int(side[1]) if side else 1
                if wins["lo"]:
                    pots_with_low.add(pot)
                b.award(name, b.amount(wins["lo_amount"] or wins["amount"], number), number,
                        pot=pot, half="low" if wins["lo"] else None)
            else:
                _player_line(b, name, rest, number)
    b.label_unlabelled_as_high(pots_with_low)


def _player_line(b: HandBuilder, name: str, rest: str, number: int) -> None:
    verb, _, argument = rest.partition(" ")
    amount = _AMOUNT.search(argument)
    if rest.startswith("posts ante ") and amount:
        b.post_ante(name, b.amount(amount["amount"], number), number)
    elif verb == "bring-ins" and amount:
        b.act(name, ActionKind.BRING_IN, number, amount=b.amount(amount["amount"], number))
    elif verb in ("completes", "bets", "raises", "calls") and amount:
        kind = {"completes": ActionKind.COMPLETE, "bets": ActionKind.BET,
                "raises": ActionKind.RAISE, "calls": ActionKind.CALL}[verb]
        b.act(name, kind, number, amount=b.amount(amount["amount"], number))
    elif rest.startswith("is all-In") and (amount := _AMOUNT.search(rest)):
        b.go_all_in(name, number, amount=b.amount(amount["amount"], number))
    elif rest == "checks":
        b.act(name, ActionKind.CHECK, number)
    elif rest == "folds":
        b.act(name, ActionKind.FOLD, number)
    elif verb == "shows" and argument.startswith("["):
        b.show(name, b.bracketed_cards(argument, number), number)
    elif rest.startswith("doesn't show [") or rest.startswith("does not show ["):
        b.show(name, b.bracketed_cards(rest, number), number, mucked=True)
    elif rest.startswith(("doesn't show", "does not show", "mucks")):
        b.muck(name, number)
    elif verb in ("bring-ins", "completes", "bets", "raises", "calls", "posts", "wins"):
        raise b.error(f"cannot read {name}'s action {rest!r}", number)
