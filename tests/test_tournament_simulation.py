"""simulate_tournaments: the same seed gives the same summary here, on threads, processes and
dask; the figures add up (every entry placed once, prizes = the pools)."""

from __future__ import annotations

import dataclasses
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest

from cstud.tournament import StructureError, load_structure, simulate_tournaments

RUN = dict(structure="pokerstars-stud8-sng", bots=["random", "station"], tournaments=10,
           seed="same")


def figures(summary):
    return (summary.tournaments, summary.hands, summary.entries, summary.places,
            summary.prizes, summary.prize_squares, summary.cashes, summary.spent,
            summary.net_squares, summary.rebuys)


@pytest.fixture(scope="module")
def serial():
    return simulate_tournaments(**RUN)


def test_totals_add_up(serial):
    structure = load_structure("pokerstars-stud8-sng")
    assert sum(serial.entries.values()) == 10 * 8
    for place in range(8):                       # each place taken once per tournament
        assert sum(counts[place] for counts in serial.places.values()) == 10
    assert sum(serial.prizes.values()) == 10 * sum(structure.prizes(8))
    stats = {s.bot: s for s in serial.stats()}
    assert sum(s.wins for s in stats.values()) == 10
    for s in stats.values():
        assert 1 <= s.mean_place <= 8 and s.place_ci >= 0 and s.roi >= -1


def test_threads_and_processes_give_the_same_summary(serial):
    with ThreadPoolExecutor(3) as pool:
        assert figures(simulate_tournaments(**RUN, executor=pool)) == figures(serial)
    with ProcessPoolExecutor(2) as pool:
        assert figures(simulate_tournaments(**RUN, executor=pool)) == figures(serial)


def test_dask_gives_the_same_summary(serial):
    distributed = pytest.importorskip(
        "distributed", reason="dask.distributed is not installed (pip install 'cstud[dask]')")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        summary = simulate_tournaments(**RUN, executor=client.get_executor())
    assert figures(summary) == figures(serial)


def test_rebuys_are_paid_for():
    """What each bot paid (entries, fees, rebuys) and won add up: the prizes are the pools,
    and together the bots lose exactly the fees."""
    structure = dataclasses.replace(load_structure("pokerstars-stud8-sng"), rebuys=3,
                                    rebuy_levels=6, rebuy_cost=80)
    summary = simulate_tournaments(structure, ["random", "heuristic"], tournaments=6, seed=2)
    rebuys = sum(summary.rebuys.values())
    assert rebuys > 0
    assert sum(summary.prizes.values()) == 6 * 8 * 100 + rebuys * 80
    assert sum(summary.spent.values()) == 6 * 8 * 109 + rebuys * 80
    for s in summary.stats():
        spent = summary.spent[s.bot]
        assert s.roi == pytest.approx((summary.prizes[s.bot] - spent) / spent)


def test_a_multi_table_field():
    summary = simulate_tournaments("wsop-stud8", ["random"], tournaments=1, entrants=20,
                                   seed=1, minutes_per_hand=20)
    assert sum(summary.places["random"]) == 20


@pytest.mark.parametrize("bad", [dict(tournaments=0), dict(bots=[]), dict(bots=["nobody"]),
                                 dict(entrants=9), dict(structure="no-such"),
                                 dict(minutes_per_hand=0)])
def test_bad_arguments(bad):
    with pytest.raises(ValueError):
        simulate_tournaments(**{**RUN, **bad})


def test_structure_error_is_a_value_error():
    assert issubclass(StructureError, ValueError)
