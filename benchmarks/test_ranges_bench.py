"""Range speed: range-vs-range equity to a standard error, exact range counts, table figures.

Run with the rest of the suite (``pytest benchmarks``). Each benchmark is in the group
"ranges", says in ``extra_info`` what it computes, and checks its answer, so that a fast wrong
answer fails. benchmarks/report.py shows the median time of a call.

Targets (issue 24): heads-up range against range on any street, standard error at most 0.002
in at most 100 ms on one core (the ranges parsed once, as a caller holding HandRange objects
does; parsing is timed on its own); the starting-hand tables for three games and 1-7 opponents
built in under 10 minutes on this 2-core machine (one figure is timed, and the full build's
time is that times the 36,855 figures over two processes); luck-adjusting 100,000 stored
showdown hands in under 10 minutes on one core (the test hands that qualify are adjusted, and
extra_info gives the time 100,000 of them take at that rate).
"""

from __future__ import annotations

import contextlib
from collections import Counter
from pathlib import Path

import pytest

from cstud.ranges import HandRange, range_equity, tables

TARGET_SE = 0.002
SPOTS = {   # street: (game, players as (range, upcards)), ranges a player would really hold
    3: ("stud8", [("pair, three_flush, low8", "5c"), ("top 15%", "Kd")]),
    4: ("stud", [("buried_pair, split_pair", "Qh 7c"), ("three_straight, three_flush", "9s Ts")]),
    5: ("razz", [("low8", "3c 5d 7h"), ("low9, pair", "2s 8d Kc")]),
    6: ("stud8", [("(A x), low7", "Ah 3c 4d Ts"), ("buried_pair", "Kd 7c 2s 9h")]),
}


def _players(street: int) -> tuple[str, list[tuple[HandRange, str]]]:
    game, given = SPOTS[street]
    return game, [(HandRange(text, game=game), up) for text, up in given]


@pytest.mark.parametrize("street", sorted(SPOTS))
def test_headsup_range_vs_range_to_target_se(benchmark, street):
    """Monte Carlo to a standard error of 0.002 on each player's equity (target <= 100 ms)."""
    game, players = _players(street)
    benchmark.group = "ranges"
    benchmark.extra_info.update(question=f"heads-up ranges, street {street}, {game}",
                                method=f"Monte Carlo to target_se={TARGET_SE}")
    result = benchmark(range_equity, players, game=game, target_se=TARGET_SE, seed=street,
                       exact_limit=0)
    assert not result.exact
    assert max(result.stderr("equity", p) for p in range(2)) <= TARGET_SE
    assert abs(sum(p.equity for p in result) - 1) < 1e-9
    benchmark.extra_info["deals"] = result.deals
    if benchmark.stats is not None:  # None under --benchmark-disable (CI's quick mode)
        benchmark.extra_info["target_met"] = benchmark.stats.stats.median <= 0.1


def test_parse_a_range(benchmark):
    """The text to weights of the 3rd-street spot's ranges: what a call with text adds."""
    benchmark.group = "ranges"
    benchmark.extra_info.update(question="parse two ranges", method="HandRange(text)")
    game, given = SPOTS[3]
    parsed = benchmark(lambda: [HandRange(text, game=game) for text, _ in given])
    assert all(r.weights.sum() > 0 for r in parsed)


def test_exact_ranges_on_sixth_street(benchmark):
    """Every deal of two ranges' combos on 6th street, each over all its runouts."""
    benchmark.group = "ranges"
    benchmark.extra_info.update(question="heads-up ranges, 6th street",
                                method="exact: every deal of combos")
    result = benchmark(range_equity, ["(A A) | 2c 3d 4h 5s", "buried_pair | Kd Qc Jh Ts"],
                       game="stud")
    assert result.exact and result.deals == 276 and round(result[0].equity, 3) == 0.672


def test_one_table_figure(benchmark):
    """One starting-hand table figure as tools/build_start_tables.py makes it (a class
    against 4 random opponents, the mean of 1 to 7, with the shipped trials); extra_info
    gives the full build's time on two processes from it (target < 600 s)."""
    loaded = tables.load_tables()
    benchmark.group = "ranges"
    benchmark.extra_info.update(question="one table figure, 4 opponents (the mean of 1-7)",
                                method=f"Monte Carlo, {loaded.trials:,} trials")
    value, _ = benchmark.pedantic(tables.compute_figure, ("stud8", 4, 100),
                                  kwargs={"seed": loaded.seed, "trials": loaded.trials},
                                  rounds=3, iterations=1)
    assert abs(value - loaded.equity["stud8"][3, 100]) < 1e-4
    figures = len(tables.GAMES) * len(tables.OPPONENTS) * tables.N_CLASSES
    if benchmark.stats is not None:
        benchmark.extra_info["full_build_seconds_on_2_processes"] = round(
            benchmark.stats.stats.median * figures / 2)


DATA = Path(__file__).parent.parent / "tests" / "data"


def test_luck_adjust_showdown_hands(benchmark):
    """cstud.db.luck over every test hand (site histories and PHH) that reached a showdown
    with the cards shown (target: 100,000 in under 600 s on one core)."""
    from cstud.db.importer import ImportSummary, _Unreadable, file_units, find_files
    from cstud.db.luck import luck_adjusted_nets, qualifies

    if not DATA.is_dir():
        pytest.skip("the test hands are not beside the benchmarks")
    records = []
    for path in find_files([DATA / "hands", DATA / "phh"], ImportSummary()):
        _, units = file_units(path, replay=False, other_games=Counter())
        for unit in units:
            if unit.build is not None:
                with contextlib.suppress(_Unreadable):    # a hand read only once stored
                    records.append(unit.build())
    showdowns = [record for record in records if qualifies(record)]
    benchmark.group = "ranges"
    benchmark.extra_info.update(question=f"luck-adjust {len(showdowns)} showdown hands",
                                method="cstud.db.luck.luck_adjusted_nets")
    nets = benchmark.pedantic(lambda: [luck_adjusted_nets(r) for r in showdowns],
                              rounds=3, iterations=1)
    assert all(sum(n) == -r.rake for n, r in zip(nets, showdowns, strict=True))
    if benchmark.stats is not None:
        benchmark.extra_info["seconds_for_100000"] = round(
            benchmark.stats.stats.median / len(showdowns) * 100_000)
