"""Stud ranges: the range language, range-vs-range equity and starting-hand tables.

A range gives a weight to each *start* a player may hold (two hole cards and the door card);
docs/RANGES.md has its grammar and classes. ``HandRange(text).combos(upcards, dead)`` lists the
weighted hole cards a player can hold, and ``range_equity`` deals ranges against each other
with exact card removal.
"""

from cstud.ranges._equity import ComboResult, RangeEquityResult, RangePlayerEquity, range_equity
from cstud.ranges._language import MAX_TEXT, HandRange, RangeError, is_range_text
from cstud.ranges.classes import CLASSES, StartClass

__all__ = [
    "CLASSES",
    "MAX_TEXT",
    "ComboResult",
    "HandRange",
    "RangeEquityResult",
    "RangeError",
    "RangePlayerEquity",
    "StartClass",
    "is_range_text",
    "range_equity",
]
