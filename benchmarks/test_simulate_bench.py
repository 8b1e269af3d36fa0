"""Speed of ``cstud simulate``: hands per second of a whole simulation, six players.

Run with the rest of the suite (``pytest benchmarks``) or on its own, timed in CPU time on a
shared machine:
    pytest benchmarks/test_simulate_bench.py --benchmark-only --benchmark-timer=time.process_time

Group ``simulate, 6 players`` (one process; ``--jobs`` adds processes, see docs/PLAYING.md):

- ``cstud.simulate(players=6, hands=N, bots=[name])`` for the random bots, the calling
  stations and the heuristic bots: everything ``cstud simulate`` does per hand (the hand's
  seed and state, the bots' decisions, the counts), at stakes 1/2/5/10 with 200-chip stacks
  carried over;
- ``random bots through choose()``: the same hands as the random row played the way every
  bot was played before the stepping path (each decision an Action from ``choose()`` given to
  ``apply()``, each hand counted by ``SimulationSummary.add`` from its operations log), the
  peer in the same run that the random row's ratio is taken against. Both must give the same
  summary, checked before anything is timed.

Hands per round: 5 x ``--engine-hands`` (1,000 by default: one chunk), at least 50.
"""

from __future__ import annotations

from typing import Any

import pytest
from peers import library_version

from cstud.bots import make_bot, play_hand
from cstud.game import HandState, Options
from cstud.session import hand_seed
from cstud.simulation import SimulationSummary, simulate

PLAYERS = 6
SEED = 20240608
BOTS = ("random", "station", "heuristic")


@pytest.fixture(scope="module")
def simulate_hands(engine_hands: int) -> int:
    return min(1000, max(50, 5 * engine_hands))


class ThroughChoose:
    """A bot played by ``choose()`` only: no ``choose_code``, so no stepping path."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.name = bot.name

    def choose(self, state: HandState, seat: int) -> Any:
        return self.bot.choose(state, seat)


def through_choose(hands: int, name: str) -> SimulationSummary:
    """One chunk of ``simulate(PLAYERS, hands, SEED, bots=[name])`` played and counted the
    old way (one chunk: at most 1,000 hands)."""
    names = (name,) * PLAYERS
    summary = SimulationSummary(game="stud8", players=PLAYERS, bots=names, seed=SEED,
                                preset=None, stack=200, net=[0] * PLAYERS)
    seated = [ThroughChoose(make_bot(name, f"{SEED}/seat {seat}")) for seat in range(PLAYERS)]
    stacks = [200] * PLAYERS
    options = Options()
    for number in range(hands):
        for seat in range(PLAYERS):
            if stacks[seat] == 0:
                stacks[seat] = 200
                summary.buy_ins += 1
        state = play_hand(HandState(stacks, 1, 2, 5, options=options, dealer=number % PLAYERS,
                                    seed=hand_seed(SEED, 1, number + 1)), seated)
        summary.add(state)
        stacks = list(state.stacks)
    return summary


def _counts(summary: SimulationSummary) -> tuple[Any, ...]:
    return (summary.hands, summary.showdowns, summary.splits, summary.scoops, summary.all_ins,
            summary.side_pots, summary.buy_ins, dict(summary.ended_on), summary.net)


def _label(benchmark: Any, call: str, hands: int) -> None:
    benchmark.group = f"simulate, {PLAYERS} players"
    benchmark.extra_info.update(library="cstud", version=library_version("cstud"), call=call,
                                hands=hands, players=PLAYERS)


def _per_second(benchmark: Any, hands: int) -> None:
    if benchmark.stats is not None:
        benchmark.extra_info["hands_per_second"] = round(hands / benchmark.stats.stats.median)


@pytest.mark.parametrize("name", BOTS)
def test_simulate(benchmark, simulate_hands, name):
    hands = simulate_hands
    expected = _counts(simulate(PLAYERS, hands, SEED, bots=[name]))
    _label(benchmark, f"simulate(players={PLAYERS}, bots=[{name!r}])", hands)
    summary = benchmark(simulate, PLAYERS, hands, SEED, bots=[name])
    assert _counts(summary) == expected
    assert summary.hands == hands and sum(summary.net) + summary.rake == 0
    _per_second(benchmark, hands)


def test_random_bots_through_choose(benchmark, simulate_hands):
    hands = simulate_hands
    # the old way plays and counts the very hands simulate() does
    assert _counts(through_choose(hands, "random")) == \
        _counts(simulate(PLAYERS, hands, SEED, bots=["random"]))
    _label(benchmark, "random bots through choose(), apply() and SimulationSummary.add", hands)
    summary = benchmark(through_choose, hands, "random")
    assert summary.hands == hands
    _per_second(benchmark, hands)
