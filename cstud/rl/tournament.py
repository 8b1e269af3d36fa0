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
from cstud.rl.encoding import N_ACTIONS, Layout, checked_code, encode
from cstud.rl.render import render_view
from cstud.session import Table
from cstud.tournament import Structure, Tournament, load_structure

__all__ = ["TOURNAMENT_FEATURES", "TournamentEnv", "env", "raw_env"]

TOURNAMENT_FEATURES = 4
"""The numbers after the hand's observation (see the module)."""


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
        self._small = {n: Layout(n) for n in range(2, structure.table_size + 1)}
        size = self.layout.size + TOURNAMENT_FEATURES
        high = np.ones(size, np.float32)
        # every chip that can be in play (rebuys; a chip race's rounding up: twice as many)
        chips = 2 * (structure.starting_chips * entrants
                     + structure.rebuys * entrants * structure.chips_of_rebuy)
        high[:self.layout.size] = self.layout.high(
            chips, min(level.big for level in structure.levels),
            min(level.small_bet for level in structure.levels))
        self._set_spaces(spaces.Box(np.zeros(size, np.float32), high, dtype=np.float32))
        self._seeds = np.random.default_rng()
        self.event: Tournament | None = None
        self._tables: list[int] = []       # the tables still to play in this round
        self._number = 0                   # the table whose hand is being played

    # --- where everyone is -------------------------------------------------------------

    @property
    def table(self) -> Table:
        """The table whose hand is being played."""
        assert self.event is not None
        return self.event.tables[self._number]

    def _place_of(self, agent: str) -> tuple[Table, int] | None:
        """The agent's table and his seat in its hand (engine order), if he is dealt in."""
        assert self.event is not None
        for table in self.event.tables.values():
            if table.hand is None:
                continue
            for index, number in enumerate(table.hand.seat_numbers):
                if table.seats[number].name == agent:
                    return table, index
        return None

    # --- the AEC API -------------------------------------------------------------------

    def observe(self, agent: str) -> dict[str, npt.NDArray[Any]]:
        observation = np.zeros(self.layout.size + TOURNAMENT_FEATURES, np.float32)
        mask = np.zeros(N_ACTIONS, np.int8)
        event = self.event
        assert event is not None
        place = self._place_of(agent)
        if place is not None:
            table, seat = place
            hand = table.hand
            assert hand is not None
            small = self._small[hand.seat_count]
            row = np.zeros(small.size, np.float32)
            encode(hand, seat, row, small)
            for name, (start, length) in small.blocks.items():   # the first slots of each
                to = self.layout.blocks[name][0]
                observation[to:to + length] = row[start:start + length]
            if hand.actor == seat:
                mask[:] = [hand.mask >> code & 1 for code in range(N_ACTIONS)]
        chips = event.chips()
        total = sum(chips.values())
        entrants = event.entrants
        observation[self.layout.size:] = (
            event.remaining / entrants, len(event.prizes) / entrants,
            event.level / len(self.structure.levels), chips.get(agent, 0) / total)
        return {"observation": observation, "action_mask": mask}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        self.event = Tournament(self.structure, self.possible_agents,
                                seed=int(self._seeds.integers(1 << 62)))
        self._reset_agents()
        self._tables = []
        self.agent_selection = self.possible_agents[0]    # until the first hand's actor
        self._begin_round()
        self._next_hand()

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        code = checked_code(action)
        hand = self.table.hand
        assert hand is not None
        if not hand.mask >> code & 1:
            raise ValueError(f"{agent} may not play code {code} here (mask {hand.mask:05b})")
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        hand.step(code)
        if not hand.mask:
            self._end_hand()
            self._next_hand()
        else:
            self.agent_selection = self._actor()
        self._accumulate_rewards()
        self._deads_step_first()
        if self.render_mode == "human":
            self.render()

    # --- driving the event -------------------------------------------------------------

    def _actor(self) -> str:
        hand = self.table.hand
        assert hand is not None
        return self.table.seats[hand.seat_numbers[hand._actor_seat]].name

    def _begin_round(self) -> None:
        assert self.event is not None
        self.event._begin_round()
        self._tables = [number for number, table in self.event.tables.items()
                        if len(table.seats) >= 2]

    def _end_hand(self) -> None:
        assert self.event is not None
        hand = self.table.end_hand()
        self.event._hand_over(self._number, hand)

    def _next_hand(self) -> None:
        """Deal the next hand that someone must act in (a hand of all-ins on the antes plays
        itself out), ending rounds and placing players as the event goes."""
        event = self.event
        assert event is not None
        while True:
            while self._tables:
                self._number = self._tables.pop(0)
                hand = self.table.start_hand()
                if hand.mask:
                    self.agent_selection = self._actor()
                    return
                self._end_hand()
            for elimination in event._end_round():
                self._finish(elimination.name, elimination.prize)
            if event.finished:
                return
            if self.structure.clock == "minutes":
                event.advance_clock(self.minutes_per_hand)
            self._begin_round()

    def _finish(self, agent: str, prize: int) -> None:
        buy_in = self.structure.buy_in
        self.rewards[agent] = prize / buy_in if buy_in else float(prize)
        self.terminations[agent] = True
        self.infos[agent] = {"place": self.event.result().places[agent] if self.event
                             else None, "prize": prize}
        if self.event is not None and self.event.finished:
            self.agent_selection = agent

    def render(self) -> str | None:
        if self.render_mode is None or self.event is None or self.table.hand is None:
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
