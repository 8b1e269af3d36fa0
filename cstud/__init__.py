"""cstud: Seven Card Stud Hi/Lo (eight or better), compiled.

Rank hands (high 1..7462, eight-or-better low 0..56, razz 1..6175; greater is stronger),
name them, and evaluate millions at once without the GIL.

>>> import cstud
>>> cstud.evaluate("As 2s 3s 4s 5d Kh Kd")
cstud._core.HandValue(high=5854, low=56)
>>> cstud.describe_high("As 2s 3s 4s 5d Kh Kd"), cstud.describe_low("As 2s 3s 4s 5d Kh Kd")
('Straight, Five-high', 'the wheel')
"""

try:
    from cstud import _core  # noqa: F401  (import it first, for the message below)
except ImportError as error:  # pragma: no cover - exercised by a test that hides the module
    raise ImportError(
        "cstud's compiled core (cstud._core) is missing or does not load. cstud has no "
        "pure-Python fallback: install a wheel with `pip install cstud`, or build from source "
        "with a C compiler: `pip install .` in a checkout (the build needs Cython >= 3.1, "
        "which pip fetches itself). Do not run cstud from a source tree that was not built "
        f"in place. The error was: {error}"
    ) from error

from cstud._core import (
    HandValue,
    evaluate,
    evaluate_batch,
    evaluate_high,
    evaluate_low,
    evaluate_razz,
)
from cstud.cards import Card, format_cards, parse_cards
from cstud.equities import EquityResult, PlayerEquity, equity
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

__all__ = [
    "BestFive",
    "Card",
    "EquityResult",
    "HandCategory",
    "HandValue",
    "OddChip",
    "PlayerEquity",
    "PotResult",
    "Rake",
    "Settlement",
    "best_five",
    "describe_high",
    "describe_low",
    "describe_razz",
    "equity",
    "evaluate",
    "evaluate_batch",
    "evaluate_high",
    "evaluate_low",
    "evaluate_razz",
    "format_cards",
    "parse_cards",
    "settle",
]
