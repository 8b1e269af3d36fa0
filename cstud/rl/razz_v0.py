"""PettingZoo AEC environment: fixed-limit Razz (ace-to-five low).

See :mod:`cstud.rl.aec` for the observations, actions, rewards and sessions.

>>> from cstud.rl import razz_v0
>>> env = razz_v0.env(players=3)
>>> env.reset(seed=1)
>>> sorted(env.observe(env.agent_selection))
['action_mask', 'observation']
"""

from __future__ import annotations

from typing import Any, ClassVar

from cstud.game import Game
from cstud.rl.aec import StudEnv, make_env, make_parallel_env

__all__ = ["env", "parallel_env", "raw_env"]


class raw_env(StudEnv):
    """Razz (ace-to-five low), unwrapped (no checks of the order of calls or of
    illegal actions: ``env()`` adds them)."""

    metadata: ClassVar[dict[str, Any]] = {**StudEnv.metadata, "name": "razz_v0"}
    GAME: ClassVar[Game] = "razz"


def env(**kwargs: Any) -> Any:
    """The environment with PettingZoo's classic wrappers; arguments as :class:`StudEnv`."""
    return make_env(raw_env, **kwargs)


def parallel_env(**kwargs: Any) -> Any:
    """A session as a PettingZoo parallel environment (``max_cycles`` default 1000)."""
    return make_parallel_env(raw_env, **kwargs)
