"""The evaluator beside its limits, interleaved in one process.

Batch: cstud's evaluate_batch (high + low, every card checked), evaluate_batch_high and
evaluate_batch_low, each kernel, against OMPEval's high-only batch loop (C++, no input checks)
on the same hands. One call: cstud.evaluate on tuples, lists, Card lists and NumPy rows,
against an empty Cython function called the same way (the floor of a call from Python).

Each round times every caller once, in an order that rotates between rounds, each after a
warm-up pass, by the thread's CPU time. A rate is the median round; a ratio is the median of
the per-round ratios, with its min-max. Run it pinned to one core:

    OMPEVAL_DIR=/path/to/OMPEval taskset -c 1 python benchmarks/evaluator_limit.py [--json out.json]

Without OMPEVAL_DIR (a checkout of github.com/zekyll/OMPEval) the OMPEval rows are left out;
with it, benchmarks/ompeval_batch.cpp is compiled against it with g++ -O3 into a temporary
directory. The empty Cython function is compiled there too (Cython and a C compiler needed).
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import platform
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

import cstud
from cstud import _core

HERE = Path(__file__).resolve().parent


def build_ompeval(root: Path, scratch: Path) -> Callable[[np.ndarray, np.ndarray], None] | None:
    library = scratch / "libompeval_batch.so"
    subprocess.run(["g++", "-O3", "-std=c++11", "-fPIC", "-shared", "-I", str(root), "-o",
                    str(library), str(HERE / "ompeval_batch.cpp"),
                    str(root / "omp" / "HandEvaluator.cpp")], check=True)
    batch = ctypes.CDLL(str(library)).ompeval_batch
    batch.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_void_p]
    batch.restype = None

    def run(hands: np.ndarray, out: np.ndarray) -> None:
        batch(hands.ctypes.data, hands.shape[0], hands.shape[1], out.ctypes.data)
    return run


def build_empty_call(scratch: Path) -> Callable[[object], object]:
    source = scratch / "cstud_call_floor.pyx"
    source.write_text("def empty(cards):\n    return cards\n")
    subprocess.run([sys.executable, "-m", "cython", "-3", str(source)], check=True)
    include = sysconfig.get_paths()["include"]
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    module = scratch / f"cstud_call_floor{suffix}"
    subprocess.run(["gcc", "-O2", "-fPIC", "-shared", "-I", include, "-o", str(module),
                    str(source.with_suffix(".c"))], check=True)
    sys.path.insert(0, str(scratch))
    import cstud_call_floor  # type: ignore[import-not-found]
    return cstud_call_floor.empty  # type: ignore[no-any-return]


def interleave(callers: dict[str, Callable[[], object]], rounds: int) -> dict[str, list[float]]:
    """CPU seconds of each caller in each round, in rotating order, each after a warm-up."""
    names = list(callers)
    seconds: dict[str, list[float]] = {name: [] for name in names}
    for r in range(rounds):
        for name in names[r % len(names):] + names[:r % len(names)]:
            callers[name]()
            start = time.thread_time()
            callers[name]()
            seconds[name].append(time.thread_time() - start)
    return seconds


def summary(seconds: dict[str, list[float]], units: int, base: str | None) -> dict[str, dict]:
    out = {}
    for name, times in seconds.items():
        rates = [units / t for t in times]
        row = {"rate": statistics.median(rates), "rate_min": min(rates), "rate_max": max(rates)}
        if base is not None and name != base:
            ratios = [units / t / (units / b) for t, b in zip(times, seconds[base], strict=True)]
            row |= {"ratio": statistics.median(ratios), "ratio_min": min(ratios),
                    "ratio_max": max(ratios), "ratio_to": base}
        out[name] = row
    return out


def show(title: str, rows: dict[str, dict], unit: str) -> None:
    print(f"\n{title}")
    for name, row in rows.items():
        ratio = (f"  {row['ratio']:.2f}x {row['ratio_to']} ({row['ratio_min']:.2f}-"
                 f"{row['ratio_max']:.2f})" if "ratio" in row else "")
        print(f"  {name:28s} {row['rate'] / 1e6:8.1f}M {unit}/CPU-s{ratio}")


def cpu_name() -> str:
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        for line in cpuinfo.read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor() or platform.machine()


def random_hands(n: int, k: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n, 52)), axis=1)[:, :k].astype(np.uint8)


def batch_rows(hands: np.ndarray, rounds: int, ompeval) -> dict[str, dict]:
    n = len(hands)
    out = np.empty(n, np.uint16)
    kernels = ["baseline"] + (["avx2"] if _core._batch_kernel() == "avx2" else [])
    chosen = _core._batch_kernel()

    def with_kernel(name: str, call: Callable[[], object]) -> Callable[[], object]:
        def run() -> object:
            _core._batch_kernel(name)
            return call()
        return run

    callers: dict[str, Callable[[], object]] = {}
    if ompeval is not None:
        callers["OMPEval high"] = lambda: ompeval(hands, out)
        ompeval(hands, out)
        high = cstud.evaluate_batch_high(hands)
        # the same order of hands: equal cstud ranks have equal OMPEval values and back
        pairs = np.unique(np.stack([high, out]), axis=1)
        assert len(np.unique(pairs[0])) == len(np.unique(pairs[1])) == pairs.shape[1]
        assert (np.diff(pairs[1][np.argsort(pairs[0])].astype(int)) > 0).all()
    for kernel in kernels:
        callers[f"high+low ({kernel})"] = with_kernel(kernel, lambda: cstud.evaluate_batch(hands))
        callers[f"high ({kernel})"] = with_kernel(kernel, lambda: cstud.evaluate_batch_high(hands))
        callers[f"low ({kernel})"] = with_kernel(kernel, lambda: cstud.evaluate_batch_low(hands))
    try:
        return summary(interleave(callers, rounds), n, "OMPEval high" if ompeval else None)
    finally:
        _core._batch_kernel(chosen)


def thread_rows(hands: np.ndarray, rounds: int) -> dict[str, dict]:
    """One thread on every hand against two threads on a half each (wall time)."""
    halves = np.array_split(hands, 2)

    def two() -> None:
        threads = [threading.Thread(target=cstud.evaluate_batch, args=(h,)) for h in halves]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()

    callers = {"1 thread": lambda: cstud.evaluate_batch(hands), "2 threads": two}
    seconds: dict[str, list[float]] = {name: [] for name in callers}
    for r in range(rounds):
        for name in list(callers)[r % 2:] + list(callers)[:r % 2]:
            callers[name]()
            start = time.perf_counter()
            callers[name]()
            seconds[name].append(time.perf_counter() - start)
    return summary(seconds, len(hands), "1 thread")


def single_rows(hands: np.ndarray, rounds: int, empty) -> dict[str, dict]:
    inputs = {
        "tuple": [tuple(h) for h in hands.tolist()],
        "list": hands.tolist(),
        "Card list": [[cstud.Card(c) for c in h] for h in hands.tolist()],
        "NumPy row": list(hands),
    }
    evaluate = cstud.evaluate
    expected = [tuple(v) for v in map(evaluate, inputs["tuple"])]
    for data in inputs.values():
        assert [tuple(v) for v in map(evaluate, data)] == expected

    def loop(call, data):
        def run() -> None:
            for hand in data:
                call(hand)
        return run

    callers = {"empty Cython call": loop(empty, inputs["tuple"])}
    for name, data in inputs.items():
        callers[f"evaluate({name})"] = loop(evaluate, data)
    return summary(interleave(callers, rounds), len(hands), "empty Cython call")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1_000_000, help="batch rows (7 cards)")
    parser.add_argument("--calls", type=int, default=100_000, help="hands for one-call rows")
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--json", type=Path, help="write the figures here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch_name:
        scratch = Path(scratch_name)
        root = os.environ.get("OMPEVAL_DIR")
        ompeval = build_ompeval(Path(root), scratch) if root else None
        empty = build_empty_call(scratch)
        hands = random_hands(args.hands, 7, 20261202)
        result = {
            "machine": {"cpu": cpu_name(),
                        "python": platform.python_version(), "kernel": _core._batch_kernel(),
                        "load": os.getloadavg()},
            "batch": batch_rows(hands, args.rounds, ompeval),
            "threads": thread_rows(random_hands(4 * args.hands, 7, 7), max(3, args.rounds // 2)),
            "single": single_rows(hands[:args.calls], args.rounds, empty),
        }
    show("Batch, 7 cards (hands)", result["batch"], "hands")
    show("Batch, threads (wall time)", result["threads"], "hands")
    show("One call per hand", result["single"], "calls")
    if args.json:
        args.json.write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
