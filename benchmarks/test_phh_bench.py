"""PHH replay speed: actions replayed per second, for a long hand and a ten times longer one.

Run: ``pytest benchmarks/test_phh_bench.py``. A heads-up Stud/8 hand of N raises on 3rd
street (uncapped heads-up under the WSOP rules PHH replays by default); the rate is recorded
in ``extra_info`` (actions per second, one core). Replay is linear in the number of actions,
so both sizes show about the same rate (before, the replay copied the rest of the actions at
each one: 20k / 50k / 100k raises took 0.7 / 3.0 / 13.5 s).
"""

from __future__ import annotations

import pytest

from cstud.phh import HandHistory


def raises_hand(raises: int) -> HandHistory:
    actions = ["d dh p1 AsKs9h", "d dh p2 QhQd2c", "p2 pb", "p1 cbr 5"]
    actions += [f"p{2 - n % 2} cbr {10 + 5 * n}" for n in range(raises)]
    actions.append(f"p{2 - raises % 2} f")
    return HandHistory(variant="F7S/8", antes=[1, 1], bring_in=2, small_bet=5, big_bet=10,
                       starting_stacks=[10**9, 10**9], actions=actions)


@pytest.mark.parametrize("raises", [10_000, 100_000])
def test_replay_long_hand(benchmark, raises):
    history = raises_hand(raises)
    replay = benchmark.pedantic(history.replay, rounds=3, iterations=1)
    assert replay.state.is_over
    if benchmark.stats is not None:   # None under --benchmark-disable (CI's quick mode)
        benchmark.extra_info["actions_per_second"] = round(
            len(history.actions) / benchmark.stats.stats.median)
