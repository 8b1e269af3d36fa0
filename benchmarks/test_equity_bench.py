"""Equity speed: exact counts and Monte Carlo showdowns per second.

Run with the rest of the suite (``pytest benchmarks``). Each benchmark records its rate in
``extra_info`` (runouts or showdowns per second, one core), and checks its answer so that a
fast wrong answer fails.

Targets (issue 7): heads-up on 5th street, exactly, in under 50 ms; Monte Carlo at least
10 million hi/lo showdowns per second per core.
"""

from __future__ import annotations

import pytest

import cstud
import cstud.equities as equity_module

THIRD = ["As 2s 3s", "Kh Kd 7c"]                               # 18,265,297,050 runouts
FIFTH = ["As 2s 3s Kc 9d", "Kh Kd 7c 8s 2c"]                   # 671,580 runouts
THREE_WAY_SIXTH = ["Ac 2c 3c 4d 9s 9h", "5d 6d 7d Ks Kh Qc", "Ah Ad Js Jh Ts 8s"]


def _rate(benchmark, work: int, name: str) -> None:
    if benchmark.stats is not None:  # None under --benchmark-disable (CI's quick mode)
        benchmark.extra_info[name] = round(work / benchmark.stats.stats.min)


def test_headsup_fifth_street_exact(benchmark):
    """The public call, heads-up 5th street: 671,580 runouts counted (target < 50 ms)."""
    result = benchmark(cstud.equity, FIFTH)
    assert result.exact and result.runouts == 671_580
    _rate(benchmark, result.runouts, "runouts_per_second")


def test_fifth_street_every_runout_listed(benchmark):
    """The same runouts listed one by one by the general enumerator (3+ players use it)."""
    problem, _, _ = equity_module._read_problem(FIFTH, "", "stud8")
    plan = equity_module._plan_exact(problem, "enumerate")
    counts = benchmark(lambda: sum(equity_module._run_chunk(problem, t) for t, _ in plan))
    assert int(counts.sum()) == 671_580
    _rate(benchmark, 671_580, "runouts_per_second")


def test_headsup_third_street_exact(benchmark):
    """18 billion runouts by the heads-up count."""
    result = benchmark.pedantic(cstud.equity, (THIRD,), rounds=3, iterations=1)
    assert result.exact and round(result[0].equity, 9) == 0.566523187
    _rate(benchmark, result.runouts, "runouts_per_second")


def test_three_way_sixth_street_exact(benchmark):
    result = benchmark(cstud.equity, THREE_WAY_SIXTH)
    assert result.exact and result.runouts == 35_904
    _rate(benchmark, result.runouts, "runouts_per_second")


@pytest.mark.parametrize(("name", "hands"), [("headsup_third", THIRD),
                                             ("three_way_sixth", THREE_WAY_SIXTH)])
def test_monte_carlo(benchmark, name, hands):
    """One million hi/lo showdowns on one core (target >= 10 million per second)."""
    trials = 1_000_000
    result = benchmark.pedantic(cstud.equity, (hands,),
                                {"trials": trials, "seed": 1, "exact_limit": 0},
                                rounds=3, iterations=1)
    assert not result.exact and result.runouts == trials
    _rate(benchmark, trials, "showdowns_per_second")
