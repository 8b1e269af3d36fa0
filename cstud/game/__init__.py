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

import random
from typing import Any

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
    "play_random_hand",
    "showdown_order",
]


def play_random_hand(players: int, seed: Any = None, *, stacks: list[int] | None = None,
                     ante: int = 1, bring_in: int = 2, small_bet: int = 5,
                     big_bet: int | None = None, game: Game = "stud8",
                     options: Options | None = None) -> HandState:
    """Play one complete hand in which every player picks uniformly among his legal actions.

    Deterministic for a given seed (the deal and the choices use their own generators).
    Stacks default to 200 chips each at the default stakes 1/2/5/10. For benchmarks and
    stress tests.

    >>> hand = play_random_hand(6, seed=7)
    >>> hand.is_over, sum(hand.stacks) + hand.settlement.rake == 6 * 200
    (True, True)
    """
    if stacks is None:
        stacks = [200] * players
    elif len(stacks) != players:
        raise ValueError(f"{players} players but {len(stacks)} stacks")
    hand = HandState(stacks, ante, bring_in, small_bet, big_bet, game=game, options=options,
                     seed=seed)
    # The choices have their own generator, seeded apart from the deal's.
    chooser = random.Random(seed ^ 0x5EED if isinstance(seed, int) else f"{seed}/actions")
    choice = chooser.choice
    legal_actions, apply = hand.legal_actions, hand.apply
    while hand.status is not Status.OVER:
        apply(choice(legal_actions()))
    return hand
