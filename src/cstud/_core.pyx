# cython: language_level=3
"""cstud._core: the compiled core of cstud.

One extension module, in parts that are easy to find:
  _cards.pxi      card codes and card text
  _evaluator.pxi  lookup tables, single-hand and batch ranking
  _settle.pxi     showdown settlement: side pots, hi/lo split, odd chips, rake
  _equity.pxi     equity: exact enumeration and Monte Carlo
  _engine.pxi     the game engine's state machine (cstud.game plays hands through it)
  _tables.pxi     many hands stepped and encoded at once (cstud.rl.VectorTables)
  _ranges.pxi     the razz rank of many hands at once (cstud.ranges)
  _solver.pxi     the stud solver's showdown ranks and sorted sweep (cstud.solver)
Users import these through the `cstud` package, which adds names, Card objects and the game.
"""

include "_cards.pxi"
include "_evaluator.pxi"
include "_settle.pxi"
include "_equity.pxi"
include "_engine.pxi"
include "_tables.pxi"
include "_ranges.pxi"
include "_solver.pxi"
