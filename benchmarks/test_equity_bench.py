"""Equity speed: exact counts and Monte Carlo showdowns per second.

Run with the rest of the suite (``pytest benchmarks``). Each benchmark is in the group
"equity", says in ``extra_info`` what it computes (``question``, ``method``) and how much work
one call is (``runouts`` dealt out exactly, or Monte Carlo ``showdowns``), records its rate
(per second, one core, from the median call), and checks its answer so that a fast wrong
answer fails. benchmarks/report.py shows the median time of a call and the rate.

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


def _label(benchmark, question: str, method: str, dealt: bool = True) -> None:
    """``dealt``: every runout or showdown is dealt and compared one by one (not so for the
    heads-up count, which ranks each player's completions once and counts the pairs)."""
    benchmark.group = "equity"
    benchmark.extra_info.update(question=question, method=method, dealt=dealt)


def _rate(benchmark, work: int, name: str) -> None:
    """Record the work of one call (runouts or showdowns) and its rate per second."""
    benchmark.extra_info[name] = work
    if benchmark.stats is not None:  # None under --benchmark-disable (CI's quick mode)
        benchmark.extra_info[f"{name}_per_second"] = round(work / benchmark.stats.stats.median)


def test_headsup_fifth_street_exact(benchmark):
    """The public call, heads-up 5th street: 671,580 runouts counted (target < 50 ms)."""
    _label(benchmark, "heads-up, 5th street", "exact, heads-up count: cstud.equity(hands)",
           dealt=False)
    result = benchmark(cstud.equity, FIFTH)
    assert result.exact and result.runouts == 671_580
    _rate(benchmark, result.runouts, "runouts")


def test_fifth_street_every_runout_listed(benchmark):
    """The same runouts listed one by one by the general enumerator (3+ players use it)."""
    problem, _, _ = equity_module._read_problem(FIFTH, "", "stud8")
    plan = equity_module._plan_exact(problem, "enumerate")
    _label(benchmark, "heads-up, 5th street", "exact, every runout listed (as for 3+ players)")
    counts = benchmark(lambda: sum(equity_module._run_chunk(problem, t) for t, _ in plan))
    assert int(counts.sum()) == 671_580
    _rate(benchmark, 671_580, "runouts")


def test_headsup_third_street_exact(benchmark):
    """18 billion runouts by the heads-up count."""
    _label(benchmark, "heads-up, 3rd street", "exact, heads-up count: cstud.equity(hands)",
           dealt=False)
    result = benchmark.pedantic(cstud.equity, (THIRD,), rounds=3, iterations=1)
    assert result.exact and round(result[0].equity, 9) == 0.566523187
    _rate(benchmark, result.runouts, "runouts")


def test_three_way_sixth_street_exact(benchmark):
    _label(benchmark, "three-way, 6th street", "exact, every runout: cstud.equity(hands)")
    result = benchmark(cstud.equity, THREE_WAY_SIXTH)
    assert result.exact and result.runouts == 35_904
    _rate(benchmark, result.runouts, "runouts")


QUESTIONS = {"headsup_third": "heads-up, 3rd street", "three_way_sixth": "three-way, 6th street"}


@pytest.mark.parametrize(("name", "hands"), [("headsup_third", THIRD),
                                             ("three_way_sixth", THREE_WAY_SIXTH)])
def test_monte_carlo(benchmark, name, hands):
    """One million hi/lo showdowns on one core (target >= 10 million per second)."""
    trials = 1_000_000
    _label(benchmark, QUESTIONS[name], "Monte Carlo, 1,000,000 showdowns, one core")
    result = benchmark.pedantic(cstud.equity, (hands,),
                                {"trials": trials, "seed": 1, "exact_limit": 0},
                                rounds=3, iterations=1)
    assert not result.exact and result.runouts == trials
    _rate(benchmark, trials, "showdowns")
