"""Judging a bot: big bets per 100 hands with a 95% confidence interval.

Luck dominates poker results, so :func:`evaluate` cuts it two ways. **Duplicate deals**: every
deal is played once with the policy in each seat (the cards stay with the seats, the players
rotate), so the policy holds every seat's cards against the same opponents' cards.
**Seat rotation** also removes any advantage of a seat. The unit of the statistics is the deal
(the mean of its rotations, independent of the other deals); the interval is the normal one,
mean +- 1.96 standard errors, fine for the hundreds of deals it is meant for.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from cstud.bots import BOTS, make_bot
from cstud.game import Game, HandState, Options
from cstud.rl.encoding import N_ACTIONS, checked_code, code_of
from cstud.rl.tables import TableConfig, make_table

__all__ = ["MAX_HANDS", "Evaluation", "evaluate"]

MAX_HANDS = 10_000_000
"""evaluate bounds its work: at most this many hands."""

Policy = Callable[[npt.NDArray[np.float32], npt.NDArray[np.bool_]], int]


class Evaluation(NamedTuple):
    """A policy's result: big bets won per 100 hands, its 95% interval, how many hands."""

    bb_per_100: float
    low: float
    high: float
    hands: int
    deals: int

    @property
    def significant(self) -> bool:
        """Whether the interval excludes zero (a win or a loss "with confidence")."""
        return self.low > 0 or self.high < 0

    def __str__(self) -> str:
        return (f"{self.bb_per_100:+.1f} bb/100 (95% CI {self.low:+.1f} .. {self.high:+.1f}; "
                f"{self.hands} hands, {self.deals} duplicate deals)")


def _bot(opponent: Any, seed: int) -> Any:
    if isinstance(opponent, str):
        if opponent not in BOTS:
            raise ValueError(f"unknown bot {opponent!r}: one of {', '.join(BOTS)}")
        return make_bot(opponent, seed)
    if not callable(getattr(opponent, "choose", None)):
        raise TypeError(f"an opponent is a bot name or has choose(state, seat), not {opponent!r}")
    return opponent


def evaluate(policy: Any, opponents: Sequence[Any], hands: int = 2000, seed: int = 0, *,
             game: Game = "stud8", stacks: int = 200, stakes: Sequence[int] = (1, 2, 5, 10),
             preset: str | None = None, options: Options | None = None) -> Evaluation:
    """Play ``policy`` against ``opponents`` (one table) and measure it in big bets per 100.

    ``policy`` is a bot (``choose(state, seat) -> Action``) or a function of the seat's
    observation and action mask (:mod:`cstud.rl.encoding`, 1-D arrays) returning an action
    code. ``opponents`` are bots or bot names (``"random"``, ``"station"``, ``"heuristic"``;
    a named random bot is seeded from ``seed``). About ``hands`` hands are played: as many
    duplicate deals as that makes, each played once per seat. The same seed gives the same
    deals (and, with deterministic players, the same result).

    >>> from cstud.bots import HeuristicBot
    >>> result = evaluate(HeuristicBot(), ["station"], hands=40, seed=1)
    >>> result.hands, result.deals, result.low <= result.bb_per_100 <= result.high
    (40, 20, True)
    """
    if type(hands) is not int or not 1 <= hands <= MAX_HANDS:
        raise ValueError(f"hands is 1 to {MAX_HANDS}, not {hands!r}")
    if not 1 <= len(opponents) <= 7:
        raise ValueError(f"1 to 7 opponents, got {len(opponents)}")
    bots = [_bot(opponent, seed * 8 + index) for index, opponent in enumerate(opponents)]
    takes_state = callable(getattr(policy, "choose", None))
    if not takes_state and not callable(policy):
        raise TypeError("policy is a bot (choose(state, seat)) or a function "
                        "(observation, action_mask) -> code")
    players = len(bots) + 1
    config = TableConfig(game, players, stacks, stakes, preset, options, "big_bets")
    table = make_table(config)
    observation = np.zeros(config.layout.size, np.float32)
    mask = np.zeros(N_ACTIONS, np.bool_)
    result = np.zeros(players, np.float32)
    deals = math.ceil(hands / players)
    seeds = np.random.default_rng(seed).integers(1 << 62, size=deals)
    per_deal = np.zeros(deals)
    for deal, deal_seed in enumerate(seeds.tolist()):
        total = 0.0
        for policy_seat in range(players):
            table.reset(deal_seed)
            # The opponents keep their order around the table from the policy's left.
            by_seat = {(policy_seat + 1 + index) % players: bot for index, bot in enumerate(bots)}
            while True:
                seat = table.actor
                hand: HandState = table.hand
                if seat == policy_seat:
                    if takes_state:
                        code = code_of(hand, policy.choose(hand, seat))
                    else:
                        table.observe(seat, observation)
                        table.legal_mask(mask)
                        code = checked_code(policy(observation, mask))
                else:
                    code = code_of(hand, by_seat[seat].choose(hand, seat))
                if table.step(code):
                    break
            table.rewards(result)
            total += float(result[policy_seat])
        per_deal[deal] = total / players
    mean = float(per_deal.mean()) * 100
    spread = float(per_deal.std(ddof=1)) * 100 / math.sqrt(deals) if deals > 1 else math.inf
    return Evaluation(mean, mean - 1.96 * spread, mean + 1.96 * spread, deals * players, deals)
