"""PettingZoo AEC environments of Stud Hi/Lo, Stud and Razz (``cstud.rl.stud8_v0``, ...).

>>> from cstud.rl import stud8_v0
>>> env = stud8_v0.env(players=3)
>>> env.reset(seed=1)
>>> sorted(env.observe(env.agent_selection))
['action_mask', 'observation']

The three modules ``stud8_v0``, ``stud_v0`` and ``razz_v0`` re-export what
:func:`game_environments` makes for their game, as PettingZoo's versioned modules do:
``raw_env`` (:class:`StudEnv` playing that game, unwrapped), ``env()`` and ``parallel_env()``.
The observation's index ranges, the action codes and the version history are
:mod:`cstud.rl.encoding`'s.

Following PettingZoo's classic games: agents ``player_0`` .. ``player_{n-1}`` sit in seats
0 .. n-1 (the dealer is the last seat); ``observe(agent)`` is a dict of ``"observation"``
(:mod:`cstud.rl.encoding`'s vector, as that seat sees the table) and ``"action_mask"`` (int8,
all zeros unless the agent is to act); the action space is ``Discrete(5)``
(:class:`~cstud.rl.encoding.ActionCode`). An episode is one hand: only the seat to act is
selected, and when the hand ends every agent is terminated with its result as the reward
(chips or big bets; zero-sum, less the rake if one is set). ``env()`` wraps the raw
environment as the classic games do: an action the mask does not allow ends the game with
reward -1 for that agent and 0 for the others (PettingZoo's ``TerminateIllegalWrapper``);
an action that is not a code at all (a float, a string, a bool, a code out of range) is a
ValueError, raised before any wrapper reads it.

**Sessions** (``max_cycles=k``, and ``parallel_env``): hands are dealt one after the other
(every hand from the same stacks), every agent is selected once per cycle in seat order, and
all are truncated after ``k`` cycles. An agent that is not to act has an empty mask and its
action (a code all the same) is ignored; an action the mask does not allow from the seat to
act is played as check, else fold, else the bring-in (:func:`~cstud.rl.encoding.passive_code`),
and ``infos`` says so. This is the time-limited form PettingZoo's ``max_cycles_test`` and its
parallel API need.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers
from pettingzoo.utils.conversions import aec_to_parallel

from cstud.game import GAME_TITLES, Game, HandState, Options
from cstud.rl.encoding import N_ACTIONS, ActionCode, RewardUnit, checked_code, passive_code
from cstud.rl.render import render_view
from cstud.rl.tables import TableConfig, TableStepper, make_table

__all__ = ["StudEnv", "game_environments", "make_env", "make_parallel_env"]

DEFAULT_SESSION_CYCLES = 1000
"""Cycles of a parallel environment's session when ``max_cycles`` is not given."""


def env_metadata(name: str, *, parallelizable: bool) -> dict[str, Any]:
    """PettingZoo's metadata of one of cstud's environments."""
    return {"render_modes": ["ansi", "human"], "name": name,
            "is_parallelizable": parallelizable, "render_fps": 1}


def check_render_mode(render_mode: str | None) -> None:
    """The render modes of cstud's environments: None, "ansi" or "human"."""
    if render_mode not in (None, "ansi", "human"):
        raise ValueError(f"render_mode is None, 'ansi' or 'human', not {render_mode!r}")


class AgentSpaces:
    """Every agent's spaces in cstud's environments: one observation box with the action
    mask beside it, and the action codes (a mixin before AECEnv)."""

    possible_agents: list[str]
    agents: list[str]
    rewards: dict[str, float]
    _cumulative_rewards: dict[str, float]
    terminations: dict[str, bool]
    truncations: dict[str, bool]
    infos: dict[str, dict[str, Any]]
    render_mode: str | None
    _observation_spaces: dict[str, spaces.Space[Any]]
    _action_spaces: dict[str, spaces.Space[Any]]

    def _set_spaces(self, observation: spaces.Box) -> None:
        self._observation_spaces = {agent: spaces.Dict({
            "observation": observation,
            "action_mask": spaces.Box(0, 1, (N_ACTIONS,), dtype=np.int8)})
            for agent in self.possible_agents}
        self._action_spaces = {agent: spaces.Discrete(N_ACTIONS)
                               for agent in self.possible_agents}

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_spaces[agent]

    def _reset_agents(self) -> None:
        """Every agent in play again, with no rewards, nothing finished and empty infos."""
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}

    def _shown(self, text: str) -> str | None:
        """render()'s answer: the text, or None once printed in "human" mode."""
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


class StudEnv(AgentSpaces, AECEnv[str, dict[str, npt.NDArray[Any]], int]):
    """One table of fixed-limit stud as a PettingZoo AEC environment (see the module)."""

    metadata: ClassVar[dict[str, Any]] = env_metadata("stud_base", parallelizable=True)
    GAME: ClassVar[Game] = "stud8"

    def __init__(self, players: int = 2, stacks: int | Sequence[int] = 200,
                 stakes: Sequence[int] = (1, 2, 5, 10), preset: str | None = None,
                 options: Options | None = None, reward_unit: RewardUnit = "chips",
                 render_mode: str | None = None, max_cycles: int | None = None) -> None:
        super().__init__()
        check_render_mode(render_mode)
        if max_cycles is not None and (type(max_cycles) is not int or max_cycles < 1):
            raise ValueError(f"max_cycles is None or an int >= 1, not {max_cycles!r}")
        self.config = TableConfig(self.GAME, players, stacks, stakes, preset, options,
                                  reward_unit)
        self.render_mode = render_mode
        self.max_cycles = max_cycles
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        self.agents: list[str] = []
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        high = self.config.observation_high()
        self._set_spaces(spaces.Box(np.zeros_like(high), high, dtype=np.float32))
        self._table: TableStepper = make_table(self.config)
        self._deals = np.random.default_rng()
        self._cycle = 0
        self._turn = 0            # sessions: whose turn in the cycle, by seat

    @property
    def hand(self) -> HandState:
        """The hand being played (or just finished), for its log or PHH."""
        return self._table.hand

    @property
    def _session(self) -> bool:
        return self.max_cycles is not None

    # --- the AEC API -------------------------------------------------------------------

    def observe(self, agent: str) -> dict[str, npt.NDArray[Any]]:
        seat = self._seat[agent]
        observation = np.zeros(self.config.layout.size, np.float32)
        self._table.observe(seat, observation)
        mask = np.zeros(N_ACTIONS, np.int8)
        if not self.hand.is_over and self._table.actor == seat:
            legal = np.zeros(N_ACTIONS, np.bool_)
            self._table.legal_mask(legal)
            mask[:] = legal
        return {"observation": observation, "action_mask": mask}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._deals = np.random.default_rng(seed)
        self._reset_agents()
        self._cycle = 0
        self._turn = 0
        self._deal()
        self.agent_selection = (self.possible_agents[0] if self._session
                                else self.possible_agents[self._table.actor])

    def _deal(self) -> None:
        self._table.reset(int(self._deals.integers(1 << 62)))

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        code = _checked_action(self, action)
        seat = self._seat[agent]
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        for name in self.infos:
            self.infos[name] = {}
        over = False
        if not self._session:
            over = self._table.step(code)
        elif self._table.actor == seat:
            legal = np.zeros(N_ACTIONS, np.bool_)
            self._table.legal_mask(legal)
            if not legal[code]:
                self.infos[agent] = {"illegal_action": code,
                                     "played": ActionCode(passive_code(self.hand)).name}
                code = passive_code(self.hand)
            over = self._table.step(code)
        if over:
            result = np.zeros(self.config.players, np.float64)
            self._table.rewards(result)
            for other, value in zip(self.possible_agents, result.tolist(), strict=True):
                self.rewards[other] = value
            self.infos = {other: {**self.infos[other], "hand_over": True}
                          for other in self.agents}
        if self._session:
            self._next_in_cycle(over)
        elif over:
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.possible_agents[self._table.actor]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _next_in_cycle(self, hand_over: bool) -> None:
        if hand_over:
            self._deal()
        self._turn += 1
        if self._turn == self.config.players:
            self._turn = 0
            self._cycle += 1
            assert self.max_cycles is not None
            if self._cycle >= self.max_cycles:
                self.truncations = dict.fromkeys(self.agents, True)
        self.agent_selection = self.possible_agents[self._turn]

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        seat = self._seat[self.agent_selection] if self.agents else 0
        return self._shown(render_view(self.hand, seat))


def _checked_action(environment: AECEnv[str, Any, Any], action: object) -> Any:
    """The action of the selected agent as the environment plays it: a finished agent's
    action as given (PettingZoo's dead step takes None and refuses anything else), else an
    action code (:func:`~cstud.rl.encoding.checked_code`); ValueError for None or anything
    that is not a code."""
    agent = environment.agent_selection
    if environment.terminations[agent] or environment.truncations[agent]:
        return action
    if action is None:
        raise ValueError(f"{agent} is to act: None is only for a finished agent")
    return checked_code(action)


class _CheckedActionWrapper(wrappers.BaseWrapper[str, dict[str, npt.NDArray[Any]], int]):
    """In place of PettingZoo's ``AssertOutOfBoundsWrapper``: the action is checked by the
    environments' rule (:func:`_checked_action`) before the wrappers inside read it, so a
    float, a string, a bool or a code out of range is a ValueError that says so."""

    def step(self, action: Any) -> None:
        super().step(_checked_action(self.unwrapped, action))


def make_env(raw: Callable[..., StudEnv], **kwargs: Any) -> Any:
    """A raw environment with PettingZoo's classic wrappers (sessions: order checking only,
    since they play an illegal action as the passive one instead of ending the game)."""
    environment: Any = raw(**kwargs)
    if kwargs.get("max_cycles") is None:
        environment = wrappers.TerminateIllegalWrapper(environment, illegal_reward=-1)
    environment = _CheckedActionWrapper(environment)
    return wrappers.OrderEnforcingWrapper(environment)


def make_parallel_env(raw: Callable[..., StudEnv], **kwargs: Any) -> Any:
    """The parallel form of a session (every agent acts each cycle; see the module)."""
    kwargs.setdefault("max_cycles", DEFAULT_SESSION_CYCLES)
    if kwargs["max_cycles"] is None:
        raise ValueError("a parallel environment is a session: max_cycles is an int >= 1")
    return aec_to_parallel(make_env(raw, **kwargs))


def game_environments(game: Game) -> tuple[type[StudEnv], Callable[..., Any],
                                            Callable[..., Any]]:
    """``raw_env``, ``env`` and ``parallel_env`` of ``game``'s module, ``cstud.rl.{game}_v0``
    (which re-exports them, as PettingZoo's versioned modules do)."""
    module = f"{game}_v0"

    class raw_env(StudEnv):
        metadata: ClassVar[dict[str, Any]] = {**StudEnv.metadata, "name": module}
        GAME: ClassVar[Game] = game

    raw_env.__module__ = f"cstud.rl.{module}"
    raw_env.__qualname__ = "raw_env"
    raw_env.__doc__ = (f"{GAME_TITLES[game]}, unwrapped: an illegal code raises ValueError "
                       "and the order of calls is not checked (``env()`` adds PettingZoo's "
                       "classic wrappers); arguments as :class:`StudEnv`.")

    def env(**kwargs: Any) -> Any:
        """The environment with PettingZoo's classic wrappers; arguments as
        :class:`StudEnv`."""
        return make_env(raw_env, **kwargs)

    def parallel_env(**kwargs: Any) -> Any:
        """A session as a PettingZoo parallel environment (``max_cycles`` default 1000)."""
        return make_parallel_env(raw_env, **kwargs)

    for function in (env, parallel_env):
        function.__module__ = raw_env.__module__
        function.__qualname__ = function.__name__
    return raw_env, env, parallel_env
