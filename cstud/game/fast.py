"""The stepping path's old home: ``FastHand`` is :class:`cstud.game.HandState`.

The compiled state machine was first reached through ``FastHand``; since HandState itself
plays on the core (``step(code)``, ``mask``), this module only keeps the old names working.
The step codes are documented in :mod:`cstud.game.state`.
"""

from __future__ import annotations

from cstud.game.state import (
    ACTION_CODES,
    BRING_IN_CODE,
    CALL_CODE,
    CHECK_CODE,
    FOLD_CODE,
    MUCK_CODE,
    SHOW_CODE,
    WAGER_BIG_CODE,
    WAGER_CODE,
    HandState,
)

__all__ = ["ACTION_CODES", "BRING_IN_CODE", "CALL_CODE", "CHECK_CODE", "FOLD_CODE",
           "MUCK_CODE", "SHOW_CODE", "WAGER_BIG_CODE", "WAGER_CODE", "FastHand"]

FastHand = HandState
"""The old name of HandState (the one engine)."""
