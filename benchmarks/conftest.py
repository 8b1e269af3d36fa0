"""Shared set-up of the benchmarks: the hands every library is timed on, and what a saved
pytest-benchmark JSON records about the machine and the libraries (benchmarks/interleaved.py
deals the same hands and names the same libraries).

Options:
  --bench-hands=N   how many random hands each benchmark evaluates per round (default 10,000;
                    CI's quick run uses fewer with --benchmark-disable: every peer is still
                    checked against cstud, on those hands, but nothing is timed)
  --engine-hands=N  how many complete hands each engine benchmark plays per round (default
                    --bench-hands / 50, at least 10: pokerkit plays about 100 to 2,000 a second)
"""

from __future__ import annotations

import platform

import numpy as np
import pytest
from peers import library_version

import cstud

SEED = 20240606
DEFAULT_HANDS = 10_000

# Every distribution whose version the report names, in the order it names them.
LIBRARIES = ("cstud", "numpy", "pokerkit", "eval7", "phevaluator", "treys", "deuces",
             "pokereval", "pytest-benchmark")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--bench-hands", type=int, default=DEFAULT_HANDS,
                     help=f"random hands per benchmark round (default {DEFAULT_HANDS:,})")
    parser.addoption("--engine-hands", type=int, default=None,
                     help="complete hands per engine benchmark round (default --bench-hands / 50)")


def deal(count: int, seed: int = SEED) -> np.ndarray:
    """`count` random seven-card hands from shuffled decks: uint8 codes, shape (count, 7)."""
    rng = np.random.default_rng(seed)
    decks = np.tile(np.arange(52, dtype=np.uint8), (count, 1))
    return rng.permuted(decks, axis=1)[:, :7].copy()


@pytest.fixture(scope="session")
def hands(request: pytest.FixtureRequest) -> dict[int, np.ndarray]:
    """The hands by size: {7: the deals, 5: the first five cards of the same deals}."""
    count = request.config.getoption("--bench-hands")
    if count < 2:
        raise pytest.UsageError("--bench-hands needs at least 2 hands")
    seven = deal(count)
    return {7: seven, 5: np.ascontiguousarray(seven[:, :5])}


@pytest.fixture(scope="session")
def reference(hands: dict[int, np.ndarray]) -> dict[int, list[tuple[int, int]]]:
    """cstud.evaluate's (high, low) of every hand, by size: what every caller is checked with."""
    return {size: [tuple(cstud.evaluate(hand)) for hand in deals.tolist()]
            for size, deals in hands.items()}


@pytest.fixture(scope="session")
def engine_hands(request: pytest.FixtureRequest) -> int:
    """How many scripted hands each engine benchmark replays per round."""
    count = request.config.getoption("--engine-hands")
    if count is None:
        count = max(10, request.config.getoption("--bench-hands") // 50)
    if count < 1:
        raise pytest.UsageError("--engine-hands needs at least 1 hand")
    return count


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def pytest_benchmark_update_machine_info(config: pytest.Config, machine_info: dict) -> None:
    machine_info["cpu_model"] = cpu_model()
    machine_info["libraries"] = {name: library_version(name) for name in LIBRARIES}
    machine_info["bench_hands"] = config.getoption("--bench-hands")
    machine_info["bench_seed"] = SEED
    machine_info["engine_hands"] = config.getoption("--engine-hands") or max(
        10, config.getoption("--bench-hands") // 50)
