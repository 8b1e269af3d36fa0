"""A replayed hand, street by street, for the replayer page: built from the engine's log.

:func:`hand_account` walks ``HandState.operations`` (antes, cards dealt, each action with the
chips it took, uncalled chips returned, hands shown or mucked, each pot awarded with
``cstud.settle``'s account, the rake) and records after each visible step what the table
shows: every player's cards, stack, bet on the street, the pot. Nothing here decides a rule:
the amounts are the ones the engine logged, and the walk's stacks are checked against the
engine's own at the end. At the start of each street it asks :func:`cstud.equity` for every
live player's all-in equity, and at the end it reads the settlement for the showdown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import cstud
from cstud.cards import Card, card, format_cards
from cstud.game import (
    FOLD,
    STREET_NAMES,
    AntePosted,
    CardsDealt,
    CommunityCardDealt,
    HandMucked,
    HandShown,
    HandState,
    PlayerActed,
    PotAwarded,
    RakeTaken,
    UncalledBetReturned,
)
from cstud.phh import Replay
from cstud.showdown import OddChip, PotResult

EquityFunction = Callable[[list[list[Card | str]], list[Card], str], cstud.EquityResult]
"""How the account asks for equity: (hands with '??' for unknown cards, dead cards, game)."""


class AccountError(RuntimeError):
    """The walk through the log disagrees with the engine's state: a bug, never bad input."""


@dataclass
class _Table:
    """What the table shows at one moment, per player (PHH order)."""

    stacks: list[int]
    bets: list[int]
    put_in: list[int]
    folded: list[bool]
    shown: list[bool]
    cards: list[list[tuple[int, bool]]]       # (card code, face up), in the order dealt
    community: int | None = None
    awarded: int = 0
    street: int = 3
    steps: list[dict[str, Any]] = field(default_factory=list)


def hand_account(replay: Replay, equity: EquityFunction, *, names: Sequence[str] | None = None,
                 unit: str = "chip", currency: str | None = None,
                 title: str = "") -> dict[str, Any]:
    """The hand street by street as JSON-ready values (see docs/WEB.md, ``POST /api/replay``).

    ``equity`` is called once per street with the live players' cards (``"??"`` for cards
    the history does not know) and the known cards of the players who folded.
    """
    state = replay.state
    seats = state.players
    index = {seat: position for position, seat in enumerate(seats)}
    history = replay.history
    if names is None:
        given = history.fields.get("players")
        names = ([str(name) for name in given] if isinstance(given, list)
                 and len(given) == len(seats) else [f"p{i + 1}" for i in range(len(seats))])
    unknown = {index[seat]: set(positions) for seat, positions in replay.unknown.items()}
    table = _Table(stacks=[state.starting_stacks[seat] for seat in seats],
                   bets=[0] * len(seats), put_in=[0] * len(seats),
                   folded=[False] * len(seats), shown=[False] * len(seats),
                   cards=[[] for _ in seats])
    streets: list[dict[str, Any]] = []
    operations = state.operations
    position = 0
    while position < len(operations):
        op = operations[position]
        if isinstance(op, AntePosted):
            while position < len(operations) and isinstance(operations[position], AntePosted):
                ante = operations[position]
                assert isinstance(ante, AntePosted)
                player = index[ante.seat]
                table.stacks[player] -= ante.amount
                table.put_in[player] += ante.amount
                position += 1
            _step(table, "antes", None, f"Antes of {state.ante}", unknown, amount=state.ante)
            continue
        if isinstance(op, CardsDealt):
            street = op.street
            if street != table.street:
                table.street, table.bets = street, [0] * len(seats)
            while (position < len(operations) and isinstance(operations[position], CardsDealt)
                   and operations[position].street == street):       # type: ignore[union-attr]
                dealt = operations[position]
                assert isinstance(dealt, CardsDealt)
                table.cards[index[dealt.seat]].extend(zip(dealt.cards, dealt.face_up,
                                                          strict=True))
                position += 1
            _step(table, "deal", None, f"{STREET_NAMES[street]} is dealt", unknown)
            streets.append(_street_equity(table, len(table.steps) - 1, unknown, equity,
                                          state.game))
            continue
        position += 1
        if isinstance(op, CommunityCardDealt):
            if op.street != table.street:
                table.street, table.bets = op.street, [0] * len(seats)
            table.community = op.card
            _step(table, "community", None,
                  f"Community card {format_cards((op.card,))}: every player's 7th card", unknown)
            streets.append(_street_equity(table, len(table.steps) - 1, unknown, equity,
                                          state.game))
        elif isinstance(op, PlayerActed):
            player = index[op.seat]
            action = op.action
            table.stacks[player] -= action.chips
            table.bets[player] += action.chips
            table.put_in[player] += action.chips
            if action.kind is FOLD:
                table.folded[player] = True
            _step(table, "action", player, f"{names[player]}: {action}", unknown,
                  action={"kind": str(action.kind), "amount": action.amount,
                          "all_in": action.all_in, "chips": action.chips})
        elif isinstance(op, UncalledBetReturned):
            player = index[op.seat]
            table.stacks[player] += op.amount
            table.bets[player] = max(0, table.bets[player] - op.amount)
            table.put_in[player] -= op.amount
            _step(table, "return", player, f"{op.amount} uncalled returned to {names[player]}",
                  unknown, amount=op.amount)
        elif isinstance(op, HandShown):
            player = index[op.seat]
            table.shown[player] = True
            how = " (all-in: the hands are turned up)" if op.all_in else ""
            _step(table, "show", player, f"{names[player]} shows {format_cards(op.cards)}{how}",
                  unknown, all_in=op.all_in)
        elif isinstance(op, HandMucked):
            player = index[op.seat]
            table.folded[player] = True
            _step(table, "muck", player, f"{names[player]} mucks", unknown)
        elif isinstance(op, PotAwarded):
            table.bets = [0] * len(seats)
            table.awarded += op.amount           # the pot's rake included: it leaves too
            won = []
            for seat, chips in enumerate(op.shares):
                if chips:
                    table.stacks[index[seat]] += chips
                    won.append(f"{names[index[seat]]} {chips}")
            pot_name = "Main pot" if op.pot == 0 else f"Side pot {op.pot}"
            _step(table, "award", None, f"{pot_name} of {op.amount}: {', '.join(won)}", unknown,
                  award={"pot": op.pot, "amount": op.amount,
                         "shares": [op.shares[seat] for seat in seats]})
        elif isinstance(op, RakeTaken):
            _step(table, "rake", None, f"Rake {op.amount}", unknown, amount=op.amount)
        # CardBurned and StubScrambled change nothing the table shows.
    settlement = state.settlement
    if settlement is not None:
        for seat, chips in enumerate(settlement.returned):
            table.stacks[index[seat]] += chips
    finishing = [state.stacks[seat] for seat in seats]
    if table.stacks != finishing:
        raise AccountError(f"the walk through the log ends with stacks {table.stacks}, the "
                           f"engine with {finishing}")
    return {
        "title": title,
        "game": state.game,
        "variant": history.variant,
        "unit": unit,
        "currency": currency,
        "stakes": {"ante": state.ante, "bring_in": state.bring_in,
                   "small_bet": state.small_bet, "big_bet": state.big_bet},
        "players": [{"name": names[i], "seat_number": state.seat_numbers[seat],
                     "starting_stack": state.starting_stacks[seat]}
                    for i, seat in enumerate(seats)],
        "steps": table.steps,
        "streets": streets,
        "showdown": _showdown(state, index, table) if settlement is not None else None,
        "over": state.is_over,
        "finishing_stacks": finishing,
        "expected_finishing_stacks": history.finishing_stacks,
    }


def _step(table: _Table, kind: str, player: int | None, text: str,
          unknown: dict[int, set[int]], **details: Any) -> None:
    """Record what the table shows now. ``text`` is the step in the engine's words (amounts
    as plain integers); ``details`` the step's own fields, from which the page words it."""
    table.steps.append({
        **details,
        "kind": kind,
        "street": table.street,
        "player": player,
        "text": text,
        "stacks": list(table.stacks),
        "bets": list(table.bets),
        "pot": sum(table.put_in) - table.awarded,
        "folded": list(table.folded),
        "shown": list(table.shown),
        "cards": [[{"card": None if i in unknown.get(p, ()) else repr(card(code)), "up": up}
                   for i, (code, up) in enumerate(cards)] for p, cards in enumerate(table.cards)],
        "community": None if table.community is None else repr(card(table.community)),
    })


def _street_equity(table: _Table, step: int, unknown: dict[int, set[int]],
                   equity: EquityFunction, game: str) -> dict[str, Any]:
    """Every live player's all-in equity at the start of a street's betting."""
    live = [p for p, folded in enumerate(table.folded) if not folded]
    entry: dict[str, Any] = {"street": table.street, "name": STREET_NAMES[table.street],
                             "step": step, "players": [None] * len(table.folded)}
    if len(live) < 2:
        return entry
    if table.community is not None:
        # cstud.equity deals the community card itself when the deck runs short; a known one
        # cannot be given to it, and from here on the showdown tells the result.
        entry["note"] = "a community card is every player's 7th card: see the showdown"
        return entry
    hands: list[list[Card | str]] = []
    for p in live:
        hands.append(["??" if i in unknown.get(p, ()) else card(code)
                      for i, (code, _) in enumerate(table.cards[p])])
    dead = [card(code) for p, cards in enumerate(table.cards) if table.folded[p]
            for i, (code, _) in enumerate(cards) if i not in unknown.get(p, ())]
    try:
        result = equity(hands, dead, game)
    except ValueError as error:      # a deal the equity cannot model; the replay stands
        entry["note"] = f"no equity on this street: {error}"
        return entry
    for p, player in zip(live, result.players, strict=True):
        entry["players"][p] = {"equity": player.equity, "scoop": player.scoop,
                               "p_high": player.p_high, "p_low": player.p_low}
    entry.update(exact=result.exact, runouts=result.runouts,
                 stderr=max(result.stderr("equity", i) for i in range(len(live))))
    return entry


def best_hands(cards: Sequence[int], game: str) -> dict[str, Any]:
    """The five cards a hand plays for each half that counts in ``game``, with their names."""
    def texts(codes: Sequence[int]) -> list[str]:
        return [repr(card(code)) for code in codes]

    five = cstud.best_five(cards)
    if game == "razz":
        return {"high": None, "low": {"name": cstud.describe_razz(cards),
                                      "cards": texts(five.razz)}}
    high = {"name": cstud.describe_high(cards), "cards": texts(five.high)}
    if game == "stud":
        return {"high": high, "low": None}
    low = None if five.low is None else {"name": cstud.describe_low(cards),
                                          "cards": texts(five.low)}
    return {"high": high, "low": low}


def _showdown(state: HandState, index: dict[int, int], table: _Table) -> dict[str, Any]:
    settlement = state.settlement
    assert settlement is not None, "the showdown is told only of a hand that is over"
    order = []
    for op in state.operations:
        if isinstance(op, HandShown) and op.seat not in order:
            order.append(op.seat)
    live = set(state.live)
    hands = []
    for seat in order:
        if seat not in live:
            continue
        codes = [int(code) for code in state.cards(seat)]
        if state.community_card is not None:
            codes.append(int(state.community_card))
        entry: dict[str, Any] = {"player": index[seat], "cards": [repr(card(c)) for c in codes]}
        if len(codes) >= 5:
            entry.update(best_hands(codes, state.game))
        hands.append(entry)
    return {
        "hands": hands,
        "pots": [_pot(number, pot, index) for number, pot in enumerate(settlement.pots)],
        "rake": settlement.rake,
        "payouts": [settlement.payouts[seat] for seat in state.players],
    }


def _pot(number: int, pot: PotResult, index: dict[int, int]) -> dict[str, Any]:
    def players(seats: Sequence[int]) -> list[int]:
        return [index[seat] for seat in seats]

    return {
        "name": "Main pot" if number == 0 else f"Side pot {number}",
        "amount": pot.amount,
        "rake": pot.rake,
        "eligible": players(pot.eligible),
        "high_winners": players(pot.high_winners),
        "low_winners": players(pot.low_winners),
        "high_half": pot.high_half,
        "low_half": pot.low_half,
        "shares": [pot.shares[seat] for seat in sorted(index, key=index.__getitem__)],
        "odd_chips": [_odd_chip(odd, index) for odd in pot.odd_chips],
    }


def _odd_chip(odd: OddChip, index: dict[int, int]) -> dict[str, Any]:
    """An odd chip by its fields (the page words the reason with the players' names)."""
    return {
        "player": index[odd.seat],
        "half": odd.half,
        "rule": odd.rule,
        "card": None if odd.card is None else repr(odd.card),
        "shared": [repr(c) for c in odd.shared],
        "contenders": [index[seat] for seat in odd.contenders],
        "reason": odd.reason,
    }
