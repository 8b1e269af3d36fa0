"""pokerkit 0.7.7 as a differential oracle for the engine, where pokerkit plays casino rules
(RULES.md section 4): deep stacks (no all-ins, so no short all-in or short bring-in rules),
2 to 7 players (a hand where 7 reach 7th street runs short, and pokerkit reshuffles the
burns and the folded cards instead of dealing a community card, R16), odd chips "position"
and no three-way ties (pokerkit gives a whole remainder to one player, R23c).

At every step both engines must agree on whose turn it is and on the legal actions with their
amounts; at the end, on every stack.

A second test plays short stacks under the option ``full_bet_rule`` (R10), the no-limit
style rule pokerkit uses, so that all-ins, short all-in raises, reopening and the cap are
compared too. Two known departures are set aside there: pokerkit also offers an all-in bring-in
player a "completion" to the same amount, and lets players call a short bring-in instead of
the full one (R6, WSOP-LA 217). Stacks are then checked against the plain settlement
reference, not pokerkit, whose pots differ from R20-R22 (it merges pots after killing losing
hands, which changes odd chips, and may hand a side pot's "low half" to hands with no low).
"""

from __future__ import annotations

import random
import warnings

import pytest
import settle_reference
from game_helpers import make  # noqa: F401  (installs the settlement on a bare branch)

from cstud.cards import format_cards
from cstud.game import (
    BRING_IN,
    CALL,
    CHECK,
    FOLD,
    CardBurned,
    CardsDealt,
    HandState,
    Options,
    PlayerActed,
)

pokerkit = pytest.importorskip("pokerkit")

AUTOMATIONS = (
    pokerkit.Automation.ANTE_POSTING,
    pokerkit.Automation.BET_COLLECTION,
    pokerkit.Automation.BLIND_OR_STRADDLE_POSTING,
    pokerkit.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    pokerkit.Automation.HAND_KILLING,
    pokerkit.Automation.CHIPS_PUSHING,
    pokerkit.Automation.CHIPS_PULLING,
)
GAMES = {
    "stud8": pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    "stud": pokerkit.FixedLimitSevenCardStud,
    "razz": pokerkit.FixedLimitRazz,
}
STAKES = [(1, 2, 5), (5, 10, 30), (2, 5, 15), (10, 25, 100)]


def pokerkit_legal(state) -> set:
    legal = set()
    if state.actor_index is None:
        return legal
    if state.can_fold():
        legal.add(("fold", 0))
    if state.can_check_or_call():
        amount = state.checking_or_calling_amount
        legal.add(("call", amount) if amount else ("check", 0))
    if state.can_post_bring_in():
        legal.add(("bring_in", state.effective_bring_in_amount))
    if state.can_complete_bet_or_raise_to():
        low = state.min_completion_betting_or_raising_to_amount
        assert low == state.max_completion_betting_or_raising_to_amount     # fixed limit
        legal.add(("wager", low))
    return legal


def cstud_legal(state: HandState) -> set:
    legal = set()
    for action in state.legal_actions():
        kind = action.kind
        if kind in (FOLD, CHECK):
            legal.add((kind.value, 0))
        elif kind is CALL or kind is BRING_IN:
            legal.add((kind.value, action.chips))
        else:
            legal.add(("wager", action.amount))
    return legal


def paired_states(game: str, seed: int, stacks: list[int], stakes: tuple[int, int, int],
                  options: Options):
    """The same hand in both engines, and a function that deals pokerkit whatever cstud has
    dealt (and burned) since it was last called."""
    ante, bring_in, small = stakes
    ours = HandState(stacks, ante, bring_in, small, game=game, seed=seed, options=options)
    theirs = GAMES[game].create_state(AUTOMATIONS, True, ante, bring_in, small, 2 * small,
                                      stacks, len(stacks))
    mirrored = 0

    def mirror() -> None:
        nonlocal mirrored
        operations = ours.operations
        while mirrored < len(operations):
            op = operations[mirrored]
            mirrored += 1
            if isinstance(op, CardsDealt):
                theirs.deal_hole(format_cards(op.cards).replace(" ", ""))
            elif isinstance(op, CardBurned):
                theirs.burn_card("??")

    return ours, theirs, mirror


def play_both(game: str, seed: int) -> str:
    """Play one random hand in both engines; return what was compared."""
    rng = random.Random(f"{game} {seed}")
    players = rng.randint(2, 7)
    ante, bring_in, small = rng.choice(STAKES)
    stacks = [rng.randint(60, 200) * small for _ in range(players)]
    ours, theirs, mirror = paired_states(game, seed, stacks, (ante, bring_in, small),
                                         Options(odd_chip="position"))

    mirror()
    while not ours.is_over:
        if ours.street == 7 and ours.community_card is not None:
            return "skipped: community card"
        assert theirs.actor_index == ours.actor
        assert cstud_legal(ours) == pokerkit_legal(theirs)
        legal = ours.legal_actions()
        folds = [action for action in legal if action.kind is FOLD]
        others = [action for action in legal if action.kind is not FOLD]
        action = folds[0] if folds and rng.random() < 0.15 else rng.choice(others)
        if action.kind is FOLD:
            theirs.fold()
        elif action.kind in (CHECK, CALL):
            theirs.check_or_call()
        elif action.kind is BRING_IN:
            theirs.post_bring_in()
        else:
            theirs.complete_bet_or_raise_to(action.amount)
        ours.apply(action)
        if ours.street == 7 and ours.community_card is not None:
            return "skipped: community card"
        mirror()
    assert not theirs.status
    if any(len(pot.high_winners) > 2 or len(pot.low_winners) > 2
           for pot in ours.settlement.pots):
        return "actions only: three-way tie"
    assert tuple(theirs.stacks) == ours.stacks
    return "stacks"


@pytest.mark.parametrize(("game", "hands"), [("stud8", 1000), ("stud", 500), ("razz", 500)])
def test_same_legal_actions_and_stacks_as_pokerkit(game, hands):
    outcomes: dict[str, int] = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")          # pokerkit warns about chosen cards
        for seed in range(hands):
            try:
                outcome = play_both(game, seed)
            except AssertionError as error:
                raise AssertionError(f"{game} seed {seed}: {error}") from error
            outcomes[outcome] = outcomes.get(outcome, 0) + 1
    assert outcomes.get("stacks", 0) >= 0.9 * hands, outcomes


def play_short(game: str, seed: int) -> str:
    """Short stacks, full_bet_rule: the same legal actions as pokerkit at every step."""
    rng = random.Random(f"short {game} {seed}")
    players = rng.randint(2, 6)
    ante, bring_in, small = rng.choice(STAKES)
    stacks = [max(1, rng.choice([1, 2, 3, 5, 8, 15, 30, 60]) * small // 2
                  + rng.randint(0, small)) for _ in range(players)]
    ours, theirs, mirror = paired_states(game, seed, stacks, (ante, bring_in, small),
                                         Options(odd_chip="position", full_bet_rule=True))

    mirror()
    while not ours.is_over:
        if any(isinstance(op, PlayerActed) and op.action.kind is BRING_IN
               and op.action.amount < bring_in for op in ours.operations):
            return "skipped: short bring-in"
        assert theirs.actor_index == ours.actor
        theirs_legal = pokerkit_legal(theirs)
        theirs_legal = {item for item in theirs_legal
                        if not (item[0] == "wager" and ("bring_in", item[1]) in theirs_legal)}
        assert cstud_legal(ours) == theirs_legal
        action = rng.choice(ours.legal_actions())
        if action.kind is FOLD:
            theirs.fold()
        elif action.kind in (CHECK, CALL):
            theirs.check_or_call()
        elif action.kind is BRING_IN:
            theirs.post_bring_in()
        else:
            theirs.complete_bet_or_raise_to(action.amount)
        ours.apply(action)
        mirror()
    live = set(ours.live)
    expected = settle_reference.settle(
        ours.contributions, [ours.cards(seat) if seat in live else None
                             for seat in range(players)],
        game=game, dealer=ours.dealer, odd_chip="position")
    assert ours.payouts == expected.payouts
    return "compared"


@pytest.mark.parametrize("game", ["stud8", "stud", "razz"])
def test_short_stacks_same_legal_actions_as_pokerkit_under_full_bet_rule(game):
    outcomes: dict[str, int] = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for seed in range(1000):
            try:
                outcome = play_short(game, seed)
            except AssertionError as error:
                raise AssertionError(f"{game} seed {seed}: {error}") from error
            outcomes[outcome] = outcomes.get(outcome, 0) + 1
    assert outcomes.get("compared", 0) >= 950, outcomes
