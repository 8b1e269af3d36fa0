"""A whole tournament as one PettingZoo AEC episode (``cstud.rl.tournament_v0``).

>>> from cstud.rl import tournament_v0
>>> env = tournament_v0.env(structure="pokerstars-stud8-sng")
>>> env.reset(seed=1)
>>> len(env.agents), sorted(env.observe(env.agent_selection))
(8, ['action_mask', 'observation'])

Agents ``player_0`` .. ``player_{n-1}`` are the entrants of a :class:`cstud.tournament.Tournament`
by ``structure`` (a bundled name, a TOML file or a Structure; ``entrants`` defaults to the
structure's). The event is played as ``Tournament.play`` plays it, in rounds of one hand a
table (a clock-run structure's clock moving ``minutes_per_hand`` a round), levels, chip races,
rebuys (every player who may), eliminations and balancing included; only the seat to act in
the hand being played is selected, table after table.

**Observations** are :mod:`cstud.rl.encoding`'s vector for a table of ``table_size`` seats
(a hand of fewer players fills the first slots of each per-seat block, from the observer to
its left) followed by four tournament numbers: the players left and the paid places, each
over the entrants, the level over the number of levels, and the observer's chips over all the
chips in play. An agent not to act sees its own table's hand with an empty mask (all zeros
when its table waits). Actions are the per-hand environments' ``Discrete(5)`` codes.

**Rewards** come from the payouts only: an agent eliminated (or the winner, at the end) gets
its prize over the buy-in (the prize itself when the buy-in is 0) on the step it finishes, and
is terminated. ``env()`` adds PettingZoo's classic wrappers (an action the mask does not allow
ends the episode with -1 for that agent).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv

from cstud.rl.aec import AgentSpaces, check_render_mode, env_metadata, make_env
from cstud.rl.driver import TOURNAMENT_FEATURES, EventDriver
from cstud.rl.encoding import N_ACTIONS, Layout, checked_code
from cstud.rl.render import render_view
from cstud.session import Table
from cstud.tournament import Elimination, Structure, Tournament, load_structure

__all__ = ["TOURNAMENT_FEATURES", "EventDriver", "TournamentEnv", "env", "observation_space",
           "raw_env"]


def observation_space(structure: Structure, entrants: int) -> spaces.Box:
    """The observation box of a tournament by ``structure`` among ``entrants``."""
    layout = Layout(structure.table_size)
    size = layout.size + TOURNAMENT_FEATURES
    high = np.ones(size, np.float32)
    # every chip that can be in play (rebuys; a chip race's rounding up: twice as many)
    chips = 2 * (structure.starting_chips * entrants
                 + structure.rebuys * entrants * structure.chips_of_rebuy)
    high[:layout.size] = layout.high(
        chips, min(level.big for level in structure.levels),
        min(level.small_bet for level in structure.levels))
    return spaces.Box(np.zeros(size, np.float32), high, dtype=np.float32)


class TournamentEnv(AgentSpaces, AECEnv[str, dict[str, npt.NDArray[Any]], int]):
    """A tournament as a PettingZoo AEC environment (see the module)."""

    metadata: ClassVar[dict[str, Any]] = env_metadata("tournament_v0", parallelizable=False)

    def __init__(self, structure: Structure | str | Path = "pokerstars-stud8-sng",
                 entrants: int | None = None, minutes_per_hand: float = 2.0,
                 render_mode: str | None = None) -> None:
        super().__init__()
        check_render_mode(render_mode)
        if not isinstance(structure, Structure):
            structure = load_structure(structure)
        entrants = structure.entrants if entrants is None else entrants
        structure.prizes(entrants)                 # a field the payouts cover, or an error
        if isinstance(minutes_per_hand, bool) or not isinstance(minutes_per_hand, int | float) \
                or not 0 < minutes_per_hand <= 1000:
            raise ValueError(f"minutes_per_hand is a number of minutes > 0, not "
                             f"{minutes_per_hand!r}")
        self.structure = structure
        self.minutes_per_hand = float(minutes_per_hand)
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(entrants)]
        self.agents: list[str] = []
        self.layout = Layout(structure.table_size)
        self._set_spaces(observation_space(structure, entrants))
        self._seeds = np.random.default_rng()
        self.driver: EventDriver | None = None

    @property
    def event(self) -> Tournament:
        """The tournament being played."""
        assert self.driver is not None, "reset() first"
        return self.driver.event

    @property
    def table(self) -> Table:
        """The table whose hand is being played."""
        assert self.driver is not None, "reset() first"
        return self.driver.table

    # --- the AEC API -------------------------------------------------------------------

    def observe(self, agent: str) -> dict[str, npt.NDArray[Any]]:
        observation = np.zeros(self.layout.size + TOURNAMENT_FEATURES, np.float32)
        mask = np.zeros(N_ACTIONS, np.int8)
        assert self.driver is not None, "reset() first"
        self.driver.observe(agent, observation, mask)
        return {"observation": observation, "action_mask": mask}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        self.driver = EventDriver(self.structure, self.possible_agents,
                                  int(self._seeds.integers(1 << 62)), self.minutes_per_hand)
        self._reset_agents()
        self.agent_selection = self.possible_agents[0]    # until the first hand's actor
        self._after(self.driver.start())

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        code = checked_code(action)
        assert self.driver is not None, "reset() first"
        out = self.driver.step(code)            # refused: ValueError, nothing changed
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._after(out)
        self._accumulate_rewards()
        self._deads_step_first()
        if self.render_mode == "human":
            self.render()

    def _after(self, out: list[Elimination]) -> None:
        """The players placed are finished; the next actor is selected."""
        for elimination in out:
            self._finish(elimination.name, elimination.prize)
        assert self.driver is not None
        if not self.driver.finished:
            self.agent_selection = self.driver.actor()

    def _finish(self, agent: str, prize: int) -> None:
        buy_in = self.structure.buy_in
        self.rewards[agent] = prize / buy_in if buy_in else float(prize)
        self.terminations[agent] = True
        self.infos[agent] = {"place": self.event.result().places[agent], "prize": prize}
        if self.event.finished:
            self.agent_selection = agent

    def render(self) -> str | None:
        if self.render_mode is None or self.driver is None or self.table.hand is None:
            return None
        hand = self.table.hand
        return self._shown(render_view(hand, hand.actor if hand.actor is not None else 0))


class raw_env(TournamentEnv):
    """The tournament environment, unwrapped: an illegal code raises ValueError and the
    order of calls is not checked (``env()`` adds PettingZoo's classic wrappers)."""


def env(**kwargs: Any) -> Any:
    """The tournament environment with PettingZoo's classic wrappers; arguments as
    :class:`TournamentEnv`."""
    return make_env(raw_env, **kwargs)  # type: ignore[arg-type]
