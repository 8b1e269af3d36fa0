"""Reinforcement learning on cstud's engine: PettingZoo, Gymnasium, many tables on NumPy.

Needs the extra: ``pip install "cstud[rl]"`` (PettingZoo, Gymnasium; ``cstud[openspiel]``
for :mod:`cstud.rl.openspiel`). ``import cstud`` never imports this package.

* ``cstud.rl.stud8_v0``, ``stud_v0``, ``razz_v0``: PettingZoo AEC environments
  (``env(players=2..8, stacks=, stakes=, preset=, render_mode=)``, ``raw_env``,
  ``parallel_env``), see :mod:`cstud.rl.aec`;
* ``cstud.rl.tournament_v0``: a whole tournament (levels, eliminations, payouts) as one AEC
  episode, rewards from the prizes, see :mod:`cstud.rl.tournament`;
* ``gymnasium.make("cstud/Stud8-v0", opponents=[...])`` (also ``Stud-v0``, ``Razz-v0``):
  one learning seat against bots, see :mod:`cstud.rl.gym_env`;
* :class:`VectorTables`: n tables stepped at once on NumPy arrays;
* :func:`evaluate`: big bets per 100 hands with a 95% confidence interval;
* :mod:`cstud.rl.encoding`: the observation vector and the action codes all of them share.
"""

from __future__ import annotations

try:
    import gymnasium  # noqa: F401
    import pettingzoo  # noqa: F401
except ImportError as error:
    raise ImportError(f"cstud.rl needs the rl extra: pip install \"cstud[rl]\" ({error})"
                      ) from error

from cstud.rl import razz_v0, stud8_v0, stud_v0, tournament_v0
from cstud.rl.encoding import N_ACTIONS, ActionCode, Layout
from cstud.rl.evaluation import Evaluation, evaluate
from cstud.rl.gym_env import ENV_IDS, SingleSeatEnv, register_envs
from cstud.rl.tables import Batch, TableConfig, VectorTables

register_envs()

__all__ = [
    "ENV_IDS",
    "N_ACTIONS",
    "ActionCode",
    "Batch",
    "Evaluation",
    "Layout",
    "SingleSeatEnv",
    "TableConfig",
    "VectorTables",
    "evaluate",
    "razz_v0",
    "stud8_v0",
    "stud_v0",
    "tournament_v0",
]
