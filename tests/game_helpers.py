"""Helpers for the engine and PHH tests: hands with chosen cards, passive play, snapshots."""

from __future__ import annotations

import copy
import random

from cstud.game import BRING_IN, CALL, CHECK, Action, HandState, Options, Status

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def code(text: str) -> int:
    """A card code, computed here rather than by cstud: 4 * rank + suit."""
    return RANKS.index(text[0].upper()) * 4 + SUITS.index(text[1].lower())


def cards_for(*specs: str) -> dict[int, list[int]]:
    """Per-seat cards from specs like "?? ?? 2c 9h": '??' is any card no one else has."""
    named = {code(token) for spec in specs for token in spec.split() if token != "??"}
    spare = [card for card in range(52) if card not in named]
    out = {}
    for seat, spec in enumerate(specs):
        out[seat] = [spare.pop() if token == "??" else code(token) for token in spec.split()]
    return out


def make(stacks, *specs, ante=1, bring_in=2, small_bet=5, big_bet=None, **kwargs) -> HandState:
    """A hand with the stakes 1/2/5/10 unless told, seat i getting the cards specs[i]."""
    if specs:
        kwargs["cards"] = cards_for(*specs)
    return HandState(list(stacks), ante, bring_in, small_bet, big_bet, **kwargs)


def passive(state: HandState, until_street: int | None = None) -> None:
    """Bring in, call and check (never fold or raise) until ``until_street`` starts or the
    betting stops."""
    while state.status is Status.BETTING:
        if until_street is not None and state.street >= until_street:
            return
        kinds = {action.kind: action for action in state.legal_actions()}
        for kind in (CHECK, CALL, BRING_IN):
            if kind in kinds:
                state.apply(kinds[kind])
                break


def kinds(state: HandState) -> dict:
    """Legal actions by kind: {kind: [amounts]}."""
    out: dict = {}
    for action in state.legal_actions():
        out.setdefault(action.kind, []).append(action.amount)
    return out


# What the compiled core holds, read through HandState's names and the core's private raw reads
# (HandState's own slots are only the Python-side fields: the state machine is in the core).
CORE_VIEW = ("actor", "bets", "bring_in_seat", "community_card", "contributions", "_current_bet",
             "is_over", "live", "_log_size", "mask", "needs_community_card", "pot", "stacks",
             "status", "street", "to_call", "payouts")


def snapshot(state: HandState) -> dict:
    """Everything in the state, deep-copied (the generator as its internal state): the Python
    slots, the core's fields, every record of its log, each seat's cards and why an action
    would be refused now."""
    out = {}
    for name in HandState.__slots__:
        value = getattr(state, name)
        out[name] = value.getstate() if name == "_rng" else copy.deepcopy(value)
    for name in CORE_VIEW:
        out[name] = copy.deepcopy(getattr(state, name))
    out["record"] = state._records(0, state._log_size)
    out["refusal"] = state._refusal()
    out["cards"] = [tuple(state.cards(seat)) for seat in range(len(state.stacks))]
    return out


def act(state: HandState, kind, amount: int = 0):
    return state.apply(Action(kind, amount))


def varied_hands(count, seed):
    """Hands of every game, many option sets, short stacks and seat counts, some with the
    showdown played (show or muck): for each, a function that makes it afresh (the same
    hand each time)."""
    draw = random.Random(seed)
    for number in range(count):
        game = draw.choice(("stud8", "stud", "razz"))
        casino = draw.random() < 0.3
        options = Options(
            open_pair_double_bet=game != "razz" and draw.random() < 0.4,
            tda_bringin_skip=draw.random() < 0.4, wsop_cap=draw.random() < 0.4,
            headsup_uncapped=draw.choice([None, "rrop", "wsop_la"]),
            full_bet_rule=draw.random() < 0.4, suit_tiebreak_board=draw.random() < 0.4,
            seat_order_show=draw.random() < 0.4, casino_stub_procedure=casino,
            odd_chip=draw.choice(["tda", "rrop", "position"]),
            fold_without_bet=draw.random() < 0.5, burn_cards=casino or draw.random() < 0.5,
            rake=draw.choice([None, 0, 1, 3]))
        players = draw.randint(2, 8)
        stacks = [draw.choice([0, 1, 2, 3, 6, 11, 30, 80, 200]) for _ in range(players)]
        stacks[0] = stacks[0] or 7
        stacks[1] = stacks[1] or 40
        arguments = dict(game=game, options=options, dealer=draw.randrange(players),
                         seed=number, auto_showdown=draw.random() < 0.6)
        ante = draw.choice([0, 1, 2])
        yield lambda stacks=stacks, ante=ante, arguments=arguments: HandState(
            stacks, ante, 2, 5, **arguments)
