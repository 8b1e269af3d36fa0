"""The reference table stepper of the RL tests: one hand stepped through the engine's
``Action`` objects (``legal_actions()``, :func:`cstud.rl.encoding.actions_by_code` and
``apply()``), as :class:`cstud.rl.tables.PythonTable` stepped before it moved onto the
engine's fast path (``HandState.mask``/``step``).

It shares no stepping code with what it checks: the codes are placed by ``actions_by_code``
from the engine's listed actions, not by the core's ``ENV_ACTION_CODES`` mapping, so
tests/test_rl.py's differential (PythonTable against this) and tests/test_rl_tables.py's
(VectorTables against this) compare two independent routes from a code to an action.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from cstud.game import HandState
from cstud.rl.encoding import N_ACTIONS, actions_by_code, encode, rewards
from cstud.rl.tables import TableConfig


class ActionTable:
    """A TableStepper on ``HandState.legal_actions()`` and ``apply()``."""

    def __init__(self, config: TableConfig) -> None:
        self._config = config
        self._layout = config.layout
        self._hand = config.new_hand(0)
        self._slots = actions_by_code(self._hand.legal_actions())

    def reset(self, seed: int, deck: Sequence[int] | None = None) -> None:
        self._hand = self._config.new_hand(seed, deck)
        self._slots = actions_by_code(self._hand.legal_actions())

    @property
    def actor(self) -> int:
        actor = self._hand.actor
        if actor is None:
            raise ValueError("the hand is over: reset the table")
        return actor

    def legal_mask(self, out: npt.NDArray[np.bool_]) -> None:
        for code, action in enumerate(self._slots):
            out[code] = action is not None

    def step(self, code: int) -> bool:
        if not 0 <= code < N_ACTIONS:
            raise ValueError(f"action code {code!r} is not one of 0..{N_ACTIONS - 1}")
        action = self._slots[code]
        if action is None:
            raise ValueError(f"action code {code} is not legal now")
        hand = self._hand
        hand.apply(action)
        if hand.is_over:
            self._slots = [None] * N_ACTIONS
            return True
        self._slots = actions_by_code(hand.legal_actions())
        return False

    def observe(self, seat: int, out: npt.NDArray[np.float32]) -> None:
        encode(self._hand, seat, out, self._layout)

    def rewards(self, out: npt.NDArray[np.floating[Any]]) -> None:
        out[:] = rewards(self._hand, self._config.reward_unit)

    @property
    def hand(self) -> HandState:
        return self._hand
