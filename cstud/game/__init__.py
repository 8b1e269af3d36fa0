"""The game engine: fixed-limit Seven Card Stud Hi/Lo, Stud and Razz, by RULES.md.

>>> from cstud.game import HandState
>>> hand = HandState([100, 100, 100], ante=1, bring_in=2, small_bet=5,
...                  cards={0: "Ah Kh 9c", 1: "2d 3d 2c", 2: "Qs Js 8h"})
>>> hand.actor, hand.legal_actions()          # 2c brings in (R5)
(1, (Action(kind=<ActionKind.BRING_IN: 'bring_in'>, amount=2, all_in=False, chips=2), \
Action(kind=<ActionKind.COMPLETE: 'complete'>, amount=5, all_in=False, chips=5)))
>>> print(hand.post_bring_in())
street 3: seat 1: bring in for 2
"""

from __future__ import annotations

from cstud.game.actions import (
    BET,
    BRING_IN,
    CALL,
    CHECK,
    COMPLETE,
    FOLD,
    MUCK,
    RAISE,
    SHOW,
    STREET_NAMES,
    WAGERS,
    Action,
    ActionKind,
    AntePosted,
    CardBurned,
    CardsDealt,
    CommunityCardDealt,
    HandMucked,
    HandShown,
    IllegalActionError,
    Operation,
    PlayerActed,
    PotAwarded,
    RakeTaken,
    StubScrambled,
    UncalledBetReturned,
)
from cstud.game.boards import board_key, bring_in_key, describe_board, leader, showdown_order
from cstud.game.options import GAME_TITLES, GAMES, PRESETS, Game, Options
from cstud.game.state import MAX_PLAYERS, MIN_PLAYERS, HandState, Status
from cstud.showdown import MAX_CHIPS

__all__ = [
    "BET",
    "BRING_IN",
    "CALL",
    "CHECK",
    "COMPLETE",
    "FOLD",
    "GAMES",
    "GAME_TITLES",
    "MAX_CHIPS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "MUCK",
    "PRESETS",
    "RAISE",
    "SHOW",
    "STREET_NAMES",
    "WAGERS",
    "Action",
    "ActionKind",
    "AntePosted",
    "CardBurned",
    "CardsDealt",
    "CommunityCardDealt",
    "Game",
    "HandMucked",
    "HandShown",
    "HandState",
    "IllegalActionError",
    "Operation",
    "Options",
    "PlayerActed",
    "PotAwarded",
    "RakeTaken",
    "Status",
    "StubScrambled",
    "UncalledBetReturned",
    "board_key",
    "bring_in_key",
    "describe_board",
    "leader",
    "showdown_order",
]
