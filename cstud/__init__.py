"""cstud: Seven Card Stud Hi/Lo (eight or better), compiled.

Rank hands (high 1..7462, eight-or-better low 0..56, razz 1..6175; greater is stronger),
name them, and evaluate millions at once without the GIL.

>>> import cstud
>>> cstud.evaluate("As 2s 3s 4s 5d Kh Kd")
cstud._core.HandValue(high=5854, low=56)
>>> cstud.describe_high("As 2s 3s 4s 5d Kh Kd"), cstud.describe_low("As 2s 3s 4s 5d Kh Kd")
('Straight, Five-high', 'The wheel')
"""


# The compiled core is imported first, so that a missing or broken build fails here with
# guidance rather than later with a bare ModuleNotFoundError. There is no fallback.
try:
    from cstud._core import (
        HandValue,
        evaluate,
        evaluate_batch,
        evaluate_batch_high,
        evaluate_batch_low,
        evaluate_high,
        evaluate_low,
        evaluate_razz,
    )
except ImportError as error:  # tested by tests/test_packaging.py, which hides the module
    from cstud._install_help import missing_core

    raise missing_core(error) from error

import typing as _typing

from cstud.cards import Card, format_cards, parse_cards
from cstud.hands import (
    BestFive,
    HandCategory,
    best_five,
    describe_high,
    describe_low,
    describe_razz,
)
from cstud.showdown import OddChip, PotResult, Rake, Settlement, settle

__version__ = "0.1.0"
"""The one place the version is written: pyproject.toml reads it from here at build time."""

# Imported on first use, so that `import cstud` (for the evaluator, say) stays light: the game
# engine is a third of cstud's own import time, equity brings in NumPy, the PHH reader and
# writer tomli-w, and the simulation the bots.
_LAZY = {
    "Action": "cstud.game",
    "ActionKind": "cstud.game",
    "HandState": "cstud.game",
    "IllegalActionError": "cstud.game",
    "Options": "cstud.game",
    "Status": "cstud.game",
    "EquityResult": "cstud.equities",
    "PlayerEquity": "cstud.equities",
    "equity": "cstud.equities",
    "HandHistory": "cstud.phh",
    "PHHError": "cstud.phh",
    "read_phh": "cstud.phh",
    "write_phh": "cstud.phh",
    "SimulationSummary": "cstud.simulation",
    "simulate": "cstud.simulation",
    "Spot": "cstud.solver",
    "solve": "cstud.solver",
}

if _typing.TYPE_CHECKING:  # what type checkers and IDEs see: the same names, imported eagerly
    from cstud.equities import EquityResult, PlayerEquity, equity
    from cstud.game import Action, ActionKind, HandState, IllegalActionError, Options, Status
    from cstud.phh import HandHistory, PHHError, read_phh, write_phh
    from cstud.simulation import SimulationSummary, simulate
    from cstud.solver import Spot, solve


_LAZY_MODULES = frozenset({"bots", "equities", "game", "phh", "simulation"})
"""Submodules that `import cstud` used to import, still reachable as ``cstud.phh`` etc."""


def __getattr__(name: str) -> _typing.Any:
    """``cstud.equity``, ``from cstud import HandHistory``, ...: the lazy names (PEP 562)."""
    import importlib

    if name in _LAZY_MODULES:
        return importlib.import_module(f"cstud.{name}")   # which also sets cstud.<name>
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'cstud' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value                # later look-ups do not come here again
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


__all__ = [
    "Action",
    "ActionKind",
    "BestFive",
    "Card",
    "EquityResult",
    "HandCategory",
    "HandHistory",
    "HandState",
    "HandValue",
    "IllegalActionError",
    "OddChip",
    "Options",
    "PHHError",
    "PlayerEquity",
    "PotResult",
    "Rake",
    "Settlement",
    "SimulationSummary",
    "Spot",
    "Status",
    "best_five",
    "describe_high",
    "describe_low",
    "describe_razz",
    "equity",
    "evaluate",
    "evaluate_batch",
    "evaluate_batch_high",
    "evaluate_batch_low",
    "evaluate_high",
    "evaluate_low",
    "evaluate_razz",
    "format_cards",
    "parse_cards",
    "read_phh",
    "settle",
    "simulate",
    "solve",
    "write_phh",
]
