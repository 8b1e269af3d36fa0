"""Gymnasium environments: one learning seat against bots (``cstud/Stud8-v0``, ``cstud/Stud-v0``,
``cstud/Razz-v0``, registered when :mod:`cstud.rl` is imported).

>>> import gymnasium
>>> import cstud.rl
>>> env = gymnasium.make("cstud/Stud8-v0", opponents=["station", "random"])
>>> observation, info = env.reset(seed=3)
>>> sorted(observation), info["seat"] in (0, 1, 2)
(['action_mask', 'observation'], True)

An episode is one hand. The opponents are cstud bots by name (``"random"``, ``"station"``,
``"heuristic"``: made afresh, and seeded from the environment's generator, at every reset, so
a seed gives the same episodes) or any object with ``choose(state, seat) -> Action`` returning
one of ``state.legal_actions()`` (used as given). Default: one :class:`cstud.bots.HeuristicBot`.
The learning seat is drawn at every hand unless ``seat`` is given. The observation, action
codes and rewards are :mod:`cstud.rl.encoding`'s; the reward comes when the hand ends. An
action must be in the action space, a Python or NumPy integer 0-4 (a float, a string, a bool
or a code out of range is a ValueError: :func:`~cstud.rl.encoding.checked_code`); a code the
mask does not allow is played as check, else fold, else the bring-in, and
``info["illegal_action"]`` says so (Gymnasium has no masks in ``step``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from cstud.bots import BOTS, make_bot
from cstud.game import Game, HandState, Options
from cstud.rl.encoding import (
    N_ACTIONS,
    ActionCode,
    RewardUnit,
    checked_code,
    code_of,
    passive_code,
)
from cstud.rl.render import render_view
from cstud.rl.tables import TableConfig, make_table

__all__ = ["ENV_IDS", "SingleSeatEnv", "register_envs"]

ENV_IDS = {"stud8": "cstud/Stud8-v0", "stud": "cstud/Stud-v0", "razz": "cstud/Razz-v0"}
DEFAULT_OPPONENTS = ("heuristic",)
_HAND_STEPS = 1000          # a hand of fixed-limit stud has far fewer actions than this


class SingleSeatEnv(gymnasium.Env[dict[str, npt.NDArray[Any]], int]):
    """One learning seat at a table of bots (see the module)."""

    metadata = {"render_modes": ["ansi", "human"], "render_fps": 1}  # noqa: RUF012 (Gymnasium)

    def __init__(self, game: Game = "stud8", opponents: Sequence[Any] | None = None, *,
                 seat: int | None = None, stacks: int | Sequence[int] = 200,
                 stakes: Sequence[int] = (1, 2, 5, 10), preset: str | None = None,
                 options: Options | None = None, reward_unit: RewardUnit = "chips",
                 render_mode: str | None = None) -> None:
        if render_mode not in (None, "ansi", "human"):
            raise ValueError(f"render_mode is None, 'ansi' or 'human', not {render_mode!r}")
        given = list(DEFAULT_OPPONENTS if opponents is None else opponents)
        if not 1 <= len(given) <= 7:
            raise ValueError(f"1 to 7 opponents, got {len(given)}")
        for opponent in given:
            if isinstance(opponent, str):
                if opponent not in BOTS:
                    raise ValueError(f"unknown bot {opponent!r}: one of {', '.join(BOTS)}")
            elif not callable(getattr(opponent, "choose", None)):
                raise TypeError(f"an opponent is a bot name or has choose(state, seat), not "
                                f"{opponent!r}")
        players = len(given) + 1
        if seat is not None and (type(seat) is not int or not 0 <= seat < players):
            raise ValueError(f"seat is None or one of 0..{players - 1}, not {seat!r}")
        self.config = TableConfig(game, players, stacks, stakes, preset, options, reward_unit)
        self.render_mode = render_mode
        self._given = given
        self._fixed_seat = seat
        self._opponents: list[Any] = []
        self._table = make_table(self.config)
        self._seat = 0
        high = self.config.observation_high()
        self.observation_space = spaces.Dict({  # type: ignore[assignment]
            "observation": spaces.Box(np.zeros_like(high), high, dtype=np.float32),
            "action_mask": spaces.Box(0, 1, (N_ACTIONS,), dtype=np.int8),
        })
        self.action_space = spaces.Discrete(N_ACTIONS)  # type: ignore[assignment]

    @property
    def hand(self) -> HandState:
        """The hand being played (or just finished)."""
        return self._table.hand

    def _observation(self) -> dict[str, npt.NDArray[Any]]:
        observation = np.zeros(self.config.layout.size, np.float32)
        self._table.observe(self._seat, observation)
        mask = np.zeros(N_ACTIONS, np.int8)
        if not self.hand.is_over:
            legal = np.zeros(N_ACTIONS, np.bool_)
            self._table.legal_mask(legal)
            mask[:] = legal
        return {"observation": observation, "action_mask": mask}

    def _play_opponents(self) -> bool:
        """Let the bots act until the learning seat is to act; True if the hand ended."""
        table = self._table
        for _ in range(_HAND_STEPS):
            if self.hand.is_over:
                return True
            actor = table.actor
            if actor == self._seat:
                return False
            bot = self._opponents[(actor - self._seat - 1) % self.config.players]
            if table.step(code_of(self.hand, bot.choose(self.hand, actor))):
                return True
        raise RuntimeError("a hand did not end")       # the engine bounds every hand

    def _result(self) -> float:
        rewards = np.zeros(self.config.players, np.float64)
        self._table.rewards(rewards)
        return float(rewards[self._seat])

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, npt.NDArray[Any]], dict[str, Any]]:
        super().reset(seed=seed)
        generator = self.np_random
        self._opponents = [make_bot(opponent, int(generator.integers(1 << 62)))
                           if isinstance(opponent, str) else opponent
                           for opponent in self._given]
        players = self.config.players
        self._seat = (self._fixed_seat if self._fixed_seat is not None
                      else int(generator.integers(players)))
        self._table.reset(int(generator.integers(1 << 62)))
        # Every seat has chips after its ante (TableConfig), so the learning seat acts on 3rd
        # street: the bring-in cannot fold before it has acted.
        if self._play_opponents():
            raise RuntimeError("the hand ended before the learning seat acted")
        return self._observation(), {"seat": self._seat}

    def step(self, action: int) -> tuple[dict[str, npt.NDArray[Any]], float, bool, bool,
                                         dict[str, Any]]:
        if self.hand.is_over:
            raise ValueError("the hand is over: call reset()")
        code = checked_code(action)
        info: dict[str, Any] = {"seat": self._seat}
        legal = np.zeros(N_ACTIONS, np.bool_)
        self._table.legal_mask(legal)
        if not legal[code]:
            info["illegal_action"] = code
            code = passive_code(self.hand)
            info["played"] = ActionCode(code).name
        over = self._table.step(code) or self._play_opponents()
        reward = self._result() if over else 0.0
        if self.render_mode == "human":
            self.render()
        return self._observation(), reward, over, False, info

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        text = render_view(self.hand, self._seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text


def register_envs() -> None:
    """Register ``cstud/Stud8-v0``, ``cstud/Stud-v0`` and ``cstud/Razz-v0`` (once)."""
    for game, env_id in ENV_IDS.items():
        if env_id not in gymnasium.registry:
            gymnasium.register(id=env_id, entry_point="cstud.rl.gym_env:SingleSeatEnv",
                               kwargs={"game": game})
