"""Solver speed: heads-up 7th street with full ranges, and one showdown sweep.

Run with the rest of the suite (``pytest benchmarks``, or ``pytest benchmarks/test_solver_bench.py
--benchmark-columns=median,rounds``). Each benchmark is in the group "solver", says in
``extra_info`` what it computes, and checks its answer, so that a fast wrong answer fails.

Target (issue 26): every unseen combination for both players (13,244 a side), exploitability
at most 0.1% of the pot in at most 1 s on one core. ``extra_info`` records the iterations and
the exploitability reached; CPU time is what pytest-benchmark's process-time timer reports.
6th street (7th street's down cards as chance, 946 holes and 39,732 7th-street states a
side): at most 0.5% of the pot in at most 60 s on one core, one round.
"""

from __future__ import annotations

import sys
import time

import numpy as np
import pytest

from cstud.solver import MAX_COMBOS, Spot, _prepare, solve

TARGET = 0.001
SIXTH_TARGET = 0.005
SPOTS = {   # a made high against a low draw, as the solver docs' examples
    "stud8": ("Kd Kc 7h 2s", "Ah 4c 5d 8s"),
    "stud": ("Kd Kc 7h 2s", "Qh Jh Td 3s"),
    "razz": ("2d 5c 7h Ks", "Ah 3c 6d 8s"),
}


@pytest.mark.parametrize("game", sorted(SPOTS))
def test_full_ranges_on_seventh_street(benchmark, game):
    """DCFR with exact best responses every 10 iterations to 0.1% of the pot."""
    spot = Spot(upcards=SPOTS[game], pot=60, bet=10, game=game)
    benchmark.group = "solver"
    benchmark.extra_info.update(question=f"heads-up 7th street, full ranges, {game}",
                                method=f"solve(target={TARGET}, check_every=10)")
    result = benchmark.pedantic(solve, args=(spot,), kwargs={"target": TARGET,
                                                             "check_every": 10},
                                rounds=3, iterations=1, warmup_rounds=0)
    assert len(result.combos[0]) == len(result.combos[1]) == MAX_COMBOS
    assert result.exploitability_pot <= TARGET
    assert result.values[0] + result.values[1] == 0
    benchmark.extra_info.update(iterations=result.iterations,
                                exploitability_pot=result.exploitability_pot)
    if benchmark.stats is not None:  # None under --benchmark-disable (CI's quick mode)
        benchmark.extra_info["target_met"] = benchmark.stats.stats.median <= 1.0


@pytest.mark.parametrize("game", sorted(SPOTS))
def test_full_ranges_on_sixth_street(benchmark, game):
    """6th street and 7th street's deal, full ranges, to 0.5% of the pot."""
    spot = Spot(upcards=SPOTS[game], pot=40, bet=10, game=game, street=6)
    benchmark.group = "solver"
    benchmark.extra_info.update(question=f"heads-up 6th street, full ranges, {game}",
                                method=f"solve(target={SIXTH_TARGET}, check_every=10)")
    result = benchmark.pedantic(solve, args=(spot,), kwargs={"target": SIXTH_TARGET,
                                                             "check_every": 10},
                                rounds=1, iterations=1, warmup_rounds=0)
    assert len(result.combos[0]) == 946 and len(result.dealt[0]) == 946 * 42
    assert result.exploitability_pot <= SIXTH_TARGET
    assert result.values[0] + result.values[1] == 0
    benchmark.extra_info.update(iterations=result.iterations,
                                exploitability_pot=result.exploitability_pot)
    if benchmark.stats is not None:
        benchmark.extra_info["target_met"] = benchmark.stats.stats.median <= 60.0


def test_one_showdown_sweep(benchmark):
    """One column of reach paid at a stud8 showdown: the three sweeps of a full range."""
    game = _prepare(Spot(upcards=SPOTS["stud8"], pot=60, bet=10, game="stud8"))
    benchmark.group = "solver"
    benchmark.extra_info.update(question="stud8 showdown, 13,244 combinations a side",
                                method="_Showdowns.pay, one column")
    reach = np.random.default_rng(1).random((MAX_COMBOS, 1))
    pots = np.array([80])
    paid, met = benchmark(game.showdowns.pay, 0, reach, pots)
    assert paid.shape == (MAX_COMBOS, 1) and (met > 0).all()
    assert abs(paid[:, 0]).max() <= 40 * met[:, 0].max()


if __name__ == "__main__":   # a quick figure without pytest: CPU seconds of each solve
    for name, ups in SPOTS.items():
        spot = Spot(upcards=ups, pot=60, bet=10, game=name)
        start = time.process_time()
        answer = solve(spot, target=TARGET, check_every=10)
        print(f"{name}: {time.process_time() - start:.2f} s CPU, {answer.iterations} "
              f"iterations, exploitability {answer.exploitability_pot:.4%} of the pot")
    if "--sixth" in sys.argv:
        for name, ups in SPOTS.items():
            spot = Spot(upcards=ups, pot=40, bet=10, game=name, street=6)
            start = time.process_time()
            answer = solve(spot, target=SIXTH_TARGET, check_every=10)
            print(f"{name} 6th street: {time.process_time() - start:.1f} s CPU, "
                  f"{answer.iterations} iterations, exploitability "
                  f"{answer.exploitability_pot:.4%} of the pot")
