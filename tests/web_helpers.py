"""Hands the web tests share."""

from __future__ import annotations

from cstud import HandHistory, HandState
from cstud.game import ActionKind


def tie_for_high_history() -> str:
    """PHH of a hand whose two identical high hands (kings and queens, jack kicker) split
    an odd high half of 5 chips, so one of them gets an odd chip; the third player's 6-4
    low takes the low half. Everyone checks and calls to the end."""
    hand = HandState([100, 100, 100], ante=1, bring_in=2, small_bet=5,
                     cards={0: "Kc Kd Qc Qd Jh 9s 7c", 1: "Ks Kh Qs Qh Js 9c 7d",
                            2: "As 2d 3c 4h 6d 8c 8s"})
    while not hand.is_over:
        kinds = {action.kind: action for action in hand.legal_actions()}
        hand.apply(kinds.get(ActionKind.BRING_IN) or kinds.get(ActionKind.CHECK)
                   or kinds[ActionKind.CALL])
    return HandHistory.from_state(hand, players=["Ann", "Bob", "Cy"]).dumps()


def community_card_history() -> str:
    """PHH of an 8-handed hand checked and called to the end: the stub runs short on 7th
    street and one community card is every player's 7th card (R16)."""
    hand = HandState([100] * 8, ante=1, bring_in=2, small_bet=5, seed=3)
    while not hand.is_over:
        kinds = {action.kind: action for action in hand.legal_actions()}
        hand.apply(kinds.get(ActionKind.BRING_IN) or kinds.get(ActionKind.CHECK)
                   or kinds[ActionKind.CALL])
    assert hand.community_card is not None
    return HandHistory.from_state(hand).dumps()
