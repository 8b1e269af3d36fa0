"""cstud.rl: table steps per second of VectorTables, against PettingZoo's AEC environment
stepped one action at a time and against OpenSpiel's games (its pokerkit-based Seven Card Stud,
``python_pokerkit_wrapper`` with ``variant=FixedLimitSevenCardStud``, and cstud's own
``python_cstud_stud8``).

Every runner plays 6-player Stud Hi/Lo (pokerkit: Stud, it has no Hi/Lo) at 1/2/5/10 with
200-chip stacks, taking uniformly random legal actions:

- ``VectorTables``: n=1024 tables, the actions drawn from the masks in NumPy, all tables
  stepped by one ``step(actions)`` call; a table step is one action at one table (finished
  tables deal themselves a new hand inside the step);
- ``pettingzoo AEC``: ``stud8_v0.env(players=6)``, ``last()`` then ``step(action)`` for one
  agent at a time, the action drawn from the observation's mask, ``reset`` when a hand ends;
- ``PythonTable``: the single-table stepper under the PettingZoo and Gymnasium environments
  (``HandState.mask``/``step``), its legal mask, the actor's observation and one step at a
  time, a new hand dealt when one ends;
- ``openspiel``: ``state.apply_action`` on a random legal action, chance nodes (the deal)
  sampled from ``chance_outcomes()``; only player actions are counted. No observation is
  asked for (VectorTables and PettingZoo encode one for every step).

Timed with the default timer; under a loaded machine ``--benchmark-timer=time.process_time``
gives the CPU time of this process instead (the notes' figures).

The rates land in each benchmark's ``extra_info`` (``table_steps_per_second``), and the last
test prints the ratios of the same run. Steps per round: ``--bench-hands`` / 500 vector steps
(default 20, i.e. 20,480 table steps); the others take a tenth of those actions.
"""

from __future__ import annotations

import random
import time

import numpy as np
import pytest
from peers import library_version

pytest.importorskip("pettingzoo", reason="the rl extra is not installed: pip install '.[rl]'")

from cstud.rl import VectorTables, stud8_v0
from cstud.rl.encoding import N_ACTIONS
from cstud.rl.tables import PythonTable, TableConfig

TABLES, PLAYERS = 1024, 6
RATES: dict[str, float] = {}


@pytest.fixture(scope="module")
def rl_steps(request: pytest.FixtureRequest) -> int:
    """Vector steps per round: --bench-hands / 500 (20 by default, 4 in CI's quick run)."""
    return max(1, request.config.getoption("--bench-hands") // 500)


def _record(benchmark, name: str, steps: int) -> None:
    if benchmark.stats is not None:          # None under --benchmark-disable (quick mode)
        rate = steps / benchmark.stats.stats.median
        benchmark.extra_info["table_steps_per_second"] = round(rate)
        RATES[name] = rate


def test_vector_tables(benchmark, rl_steps):
    tables = VectorTables(TABLES, PLAYERS, game="stud8", seed=1)
    state = {"batch": tables.reset()}
    generator = np.random.default_rng(1)

    def run() -> float:
        batch = state["batch"]
        imbalance = 0.0
        for _ in range(rl_steps):
            scores = generator.random(batch.action_mask.shape) * batch.action_mask
            batch = tables.step(scores.argmax(axis=1))
            imbalance = max(imbalance, float(np.abs(batch.rewards.sum(axis=1)).max()))
        state["batch"] = batch
        return imbalance

    benchmark.group = "rl, 6 players, random legal actions"
    benchmark.extra_info.update(runner="VectorTables", tables=TABLES,
                                table_steps=rl_steps * TABLES,
                                version=library_version("cstud"))
    assert benchmark(run) == 0                # every finished hand's rewards sum to zero
    _record(benchmark, "VectorTables", rl_steps * TABLES)


def test_pettingzoo_aec(benchmark, rl_steps):
    environment = stud8_v0.env(players=PLAYERS)
    environment.reset(seed=1)
    generator = np.random.default_rng(1)
    actions = rl_steps * TABLES // 10

    def run() -> int:
        taken = 0
        while taken < actions:
            observation, _, termination, truncation, _ = environment.last()
            if termination or truncation:
                environment.step(None)
                if not environment.agents:
                    environment.reset()
                continue
            legal = np.flatnonzero(observation["action_mask"])
            environment.step(int(generator.choice(legal)))
            taken += 1
        return taken

    benchmark.group = "rl, 6 players, random legal actions"
    benchmark.extra_info.update(runner="pettingzoo AEC", table_steps=actions,
                                version=library_version("pettingzoo"))
    benchmark(run)
    _record(benchmark, "pettingzoo AEC", actions)


def test_python_table(benchmark, rl_steps):
    config = TableConfig("stud8", PLAYERS)
    table = PythonTable(config)
    mask = np.zeros(N_ACTIONS, np.bool_)
    observation = np.zeros(config.layout.size, np.float32)
    chooser = random.Random(1)
    actions = rl_steps * TABLES // 10
    state = {"hand": 0}

    def run() -> int:
        for _ in range(actions):
            if table.hand.is_over:
                state["hand"] += 1
                table.reset(state["hand"])
            table.legal_mask(mask)
            table.observe(table.actor, observation)
            codes = np.flatnonzero(mask)
            table.step(int(codes[chooser.randrange(len(codes))]))
        return actions

    benchmark.group = "rl, 6 players, random legal actions"
    benchmark.extra_info.update(runner="PythonTable", table_steps=actions,
                                version=library_version("cstud"))
    benchmark(run)
    _record(benchmark, "PythonTable", actions)


def _openspiel_runner(game, actions: int):
    chooser = random.Random(1)

    def run() -> int:
        taken = 0
        state = game.new_initial_state()
        while taken < actions:
            if state.is_terminal():
                state = game.new_initial_state()
            elif state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[chooser.randrange(len(outcomes))][0])
            else:
                state.apply_action(chooser.choice(state.legal_actions()))
                taken += 1
        return taken

    return run


@pytest.mark.parametrize("game_name", ["python_pokerkit_wrapper", "python_cstud_stud8"])
def test_openspiel(benchmark, rl_steps, game_name):
    pyspiel = pytest.importorskip("pyspiel", reason="open_spiel is not installed: pip "
                                  "install '.[openspiel]'")
    if game_name == "python_pokerkit_wrapper":
        pytest.importorskip("pokerkit", reason="pokerkit is not installed")
        from open_spiel.python.games import pokerkit_wrapper  # noqa: F401 (registers it)

        game = pyspiel.load_game(game_name, {
            "variant": "FixedLimitSevenCardStud", "num_players": PLAYERS,
            "stack_sizes": " ".join(["200"] * PLAYERS), "bring_in": 2, "small_bet": 5,
            "big_bet": 10})
    else:
        import cstud.rl.openspiel  # noqa: F401 (registers it)

        game = pyspiel.load_game(game_name, {"players": PLAYERS})
    actions = rl_steps * TABLES // 10
    benchmark.group = "rl, 6 players, random legal actions"
    benchmark.extra_info.update(runner=f"openspiel {game_name}", table_steps=actions,
                                version=library_version("open_spiel"))
    benchmark.pedantic(_openspiel_runner(game, actions), rounds=3, iterations=1)
    _record(benchmark, f"openspiel {game_name}", actions)


def test_ratios():
    """The ratios of this run (printed with -s; nothing to check in quick mode)."""
    if "VectorTables" not in RATES:
        pytest.skip("no timings (quick mode, or the VectorTables benchmark did not run)")
    vector = RATES["VectorTables"]
    lines = [f"VectorTables: {vector:,.0f} table steps/s ({time.strftime('%Y-%m-%d')})"]
    for name, rate in RATES.items():
        if name != "VectorTables":
            lines.append(f"  {vector / rate:.1f}x {name} ({rate:,.0f} steps/s)")
    print("\n" + "\n".join(lines))
