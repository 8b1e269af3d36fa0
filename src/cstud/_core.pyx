# cython: language_level=3
"""cstud._core: the compiled core of cstud.

One extension module, in parts that are easy to find:
  _common.pxi     the games and their codes, the seat bound (MAX_SEATS)
  _cards.pxi      card codes and card text
  _evaluator.pxi  lookup tables, single-hand and batch ranking
  _settle.pxi     showdown settlement: side pots, hi/lo split, odd chips, rake
  _equity.pxi     equity: exact enumeration and Monte Carlo
  _equity3.pxi    three-way equity counted without listing runouts
  _engine.pxi     the game engine's state machine (cstud.game plays hands through it)
  _tables.pxi     many hands stepped and encoded at once (cstud.rl.VectorTables)
  _ranges.pxi     the razz rank of many hands at once (cstud.ranges)
  _solver.pxi     the stud solver's showdown ranks and sorted sweep (cstud.solver)
  _bindings.pxi   everything by which C knows cstud's Python classes (its header lists each
                  assumption; tests/test_core_bindings.py tests each)
Users import these through the `cstud` package, which adds names, Card objects and the game.
"""

# The parts share one namespace, and the order below is load-bearing: each part may use the
# names of those above it (so libc names a later part needs under another name are cimported
# with an alias, e.g. `free as _free`). _common.pxi (the games, GAME_*, MAX_SEATS) comes
# first; _engine.pxi uses _settle.pxi's settlement (_Showdown, _settle_pots, ...); _tables.pxi
# uses _equity.pxi's generator (Rng, _rng_seed, _rng_below) and _engine.pxi's _HandCore.
# _bindings.pxi comes last: it registers cstud's Python classes, whose globals _settle.pxi
# and _engine.pxi read (Cython resolves module-level names across the parts).
include "_common.pxi"
include "_cards.pxi"
include "_evaluator.pxi"
include "_settle.pxi"
include "_equity.pxi"
include "_equity3.pxi"
include "_engine.pxi"
include "_tables.pxi"
include "_ranges.pxi"
include "_solver.pxi"
include "_bindings.pxi"
