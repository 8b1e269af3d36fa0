"""The compiled state machine's own API (cstud.game.fast.HandState over cstud._core._HandCore):
the step codes and mask, refusals that change nothing, the fixed H1 and M1 cases, and the
bounds at the boundary. That it plays exactly as HandState is tests/test_engine_differential.py.
"""

from __future__ import annotations

import pytest

from cstud import _core
from cstud.game import Action, ActionKind, HandState, IllegalActionError, Options, Status
from cstud.game.state import (
    ACTION_CODES,
    BRING_IN_CODE,
    CALL_CODE,
    CHECK_CODE,
    FOLD_CODE,
    MUCK_CODE,
    SHOW_CODE,
    WAGER_BIG_CODE,
    WAGER_CODE,
)

CARDS = {0: "Ah Kh 9c", 1: "2d 3d 2c", 2: "Qs Js 8h"}


def state(hand: HandState) -> tuple[object, ...]:
    return (hand.status, hand.actor, hand.mask, hand._legal(), hand.stacks, hand.bets,
            hand.contributions, hand._records())


def test_codes_and_mask():
    assert ACTION_CODES == ("fold", "check", "call", "bring_in", "wager", "wager_big", "show",
                            "muck")
    hand = HandState([200, 200, 200], 1, 2, 5, cards=CARDS, seed=7)
    assert hand.actor == 1 and hand.mask == (1 << BRING_IN_CODE) | (1 << WAGER_CODE)
    mask = hand.step(BRING_IN_CODE)                       # 2c brings in (R5)
    assert mask == hand.mask == (1 << FOLD_CODE) | (1 << CALL_CODE) | (1 << WAGER_CODE)
    assert [action for action in hand.legal_actions()] == [
        Action(ActionKind.FOLD), Action(ActionKind.CALL, 2, False, 2),
        Action(ActionKind.COMPLETE, 5, False, 5)]
    hand.step(WAGER_CODE)                                 # seat 2 completes to 5
    assert hand.legal_actions()[-1] == Action(ActionKind.RAISE, 10, False, 10)


def test_a_refused_code_changes_nothing():
    hand = HandState([200, 200, 200], 1, 2, 5, cards=CARDS, seed=7)
    before = state(hand)
    for code in (FOLD_CODE, CHECK_CODE, CALL_CODE, WAGER_BIG_CODE, SHOW_CODE, MUCK_CODE, -1, 8,
                 1 << 40):
        with pytest.raises((ValueError, OverflowError)):
            hand.step(code)
        assert state(hand) == before
    with pytest.raises(IllegalActionError):
        hand.apply(Action(ActionKind.RAISE, 10))
    assert state(hand) == before
    with pytest.raises(TypeError):
        hand.step("fold")                                 # type: ignore[arg-type]


def test_open_pair_gives_two_wager_sizes():
    """R11 option: on 4th street with an open pair, codes 4 and 5 bet the small and big bet."""
    hand = HandState([200, 200], 1, 2, 5, game="stud", options=Options(open_pair_double_bet=True),
                    cards={0: "2c 3c 9d 9h", 1: "4c 5c Kd Qh"}, seed=1)
    mask = hand.mask
    while hand.street == 3:
        mask = hand.step(BRING_IN_CODE if mask >> BRING_IN_CODE & 1 else CALL_CODE
                         if mask >> CALL_CODE & 1 else CHECK_CODE)
    assert hand.street == 4 and mask >> WAGER_CODE & 1 and mask >> WAGER_BIG_CODE & 1
    amounts = {code: amount for _kind, amount, _all_in, _chips, code in hand._legal()}
    assert (amounts[WAGER_CODE], amounts[WAGER_BIG_CODE]) == (5, 10)


def test_manual_showdown_codes():
    hand = HandState([50, 50], 1, 2, 5, auto_showdown=False, seed=3)
    mask = hand.mask
    while hand.status is Status.BETTING:
        mask = hand.step(next(code for code in (BRING_IN_CODE, CHECK_CODE, CALL_CODE)
                              if mask >> code & 1))
    assert hand.status is Status.SHOWDOWN and mask == (1 << SHOW_CODE) | (1 << MUCK_CODE)
    hand.step(MUCK_CODE)                                  # the other wins unseen (R17.4)
    assert hand.is_over and hand.mask == 0 and sum(hand.stacks) == 100


def test_m1_chip_limit_refused_at_construction():
    with pytest.raises(ValueError, match="2\\*\\*56"):
        HandState([2**56, 100], 1, 2, 5)
    with pytest.raises(ValueError, match="2\\*\\*56"):
        HandState([100, 100], 1, 2, 2**56)
    HandState([2**56 - 1, 100], 1, 2, 5, seed=1)           # just below is fine


def test_h1_undealable_community_refused_and_dry_stub_finishes():
    # 3 players can never run short (R16): a community card could never be dealt
    with pytest.raises(ValueError, match="never run short"):
        HandState([100] * 3, 1, 2, 5, community="As")
    # eight players given seven cards each for two seats: the stub would run dry in
    # HandState before the issue-12 fix; the core finishes the hand with chips conserved
    cards = {0: "2c 2d 2h 2s 3c 3d 3h", 1: "3s 4c 4d 4h 4s 5c 5d"}
    hand = HandState([100] * 8, 1, 2, 5, cards=cards, seed=5,
                    options=Options(burn_cards=True))
    mask = hand.mask
    while mask:
        mask = hand.step(next(code for code in (BRING_IN_CODE, CHECK_CODE, CALL_CODE)
                              if mask >> code & 1))
    assert hand.is_over and sum(hand.stacks) == 800


@pytest.mark.parametrize("bad", [
    dict(stacks=[100]), dict(stacks=[100] * 9), dict(stacks=[100, 0]),
    dict(stacks=[100, -1, 100]), dict(stacks=[100, 1.5]), dict(stacks=[100, True]),
    dict(bring_in=5), dict(ante=-1), dict(dealer=3), dict(seat_numbers=[1, 1]),
    dict(deck=list(range(51))), dict(deck=[*range(51), 0]),
    dict(cards={0: "As Ks Qs Js Ts 9s 8s 7s"}), dict(cards={0: "As", 1: "As"}),
    dict(cards={5: "As"}),
])
def test_bad_construction_is_refused_like_handstate(bad):
    table: dict[str, object] = dict(stacks=[100, 100], ante=1, bring_in=2, small_bet=5)
    table.update(bad)
    with pytest.raises((ValueError, TypeError)) as slow:
        HandState(**table)                                # type: ignore[arg-type]
    with pytest.raises(slow.type):
        HandState(**table)                                 # type: ignore[arg-type]


def test_core_checks_its_own_arguments():
    """The core's constructor bounds what the wrapper passes it, too."""
    args = [[100, 100], 1, 2, 5, 10, 0, (0,) * 9 + (1,), 0, None, 1, [1, 2], None, None, -1,
            1, True, True]
    _core._HandCore(*args)
    for index, value in ((5, 3), (7, 3), (9, 2), (10, [1]), (11, [0] * 52), (12, [None]),
                         (13, 52), (6, (0,) * 9), (6, (0,) * 3 + (5,) + (0,) * 6)):
        broken = list(args)
        broken[index] = value
        with pytest.raises(ValueError):
            _core._HandCore(*broken)


@pytest.mark.parametrize("burns", [False, True])
def test_needs_community_card_only_while_seventh_street_waits_for_one(burns):
    # eight players to 7th street: 8 x 7 = 56 cards (and burns) are more than the deck holds,
    # so 7th street is one community card (R16); with no burns seven seats would have sufficed
    options = Options(burn_cards=burns)
    hand = HandState([100] * 8, 1, 2, 5, seed=1, auto_deal=False, options=options)
    seen = []
    while not hand.is_over:
        if hand.status is Status.DEALING:
            seen.append((hand.street, hand.needs_community_card))
            if hand.needs_community_card:
                with pytest.raises(IllegalActionError, match="community card here"):
                    hand.deal({seat: [] for seat in hand.live})
            hand.deal()
            continue
        assert not hand.needs_community_card
        kinds = {action.kind: action for action in hand.legal_actions()}
        hand.apply(kinds.get(ActionKind.CHECK) or kinds.get(ActionKind.CALL)
                   or kinds[ActionKind.BRING_IN])
    assert seen == [(3, False), (4, False), (5, False), (6, False), (7, True)]
    assert hand.community_card is not None and not hand.needs_community_card
