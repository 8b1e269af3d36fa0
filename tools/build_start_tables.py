"""Build cstud/ranges/start_tables.npz, the starting-hand tables (cstud.ranges.tables).

    python tools/build_start_tables.py --seed 2026 --trials 40000 --jobs 2

Every figure is Monte Carlo with its own seed derived from --seed, so the same arguments give
the same file on any machine and with any number of jobs. CI does not run this; a test pins
the shipped file's checksum and recomputes a sample of its figures.
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

from cstud.ranges import tables


def _row(job: tuple[str, int, int, int]) -> tuple[str, int, np.ndarray]:
    game, opponents, seed, trials = job
    figures = np.array([tables.compute_figure(game, opponents, k, seed=seed, trials=trials)
                        for k in range(tables.N_CLASSES)])
    return game, opponents, figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--trials", type=int, default=40_000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path,
                        default=Path(tables.__file__).with_name(tables.DATA_FILE))
    args = parser.parse_args()
    start = time.perf_counter()
    equity = {g: np.zeros((7, tables.N_CLASSES)) for g in tables.GAMES}
    stderr = {g: np.zeros((7, tables.N_CLASSES)) for g in tables.GAMES}
    jobs = [(g, n, args.seed, args.trials) for g in tables.GAMES for n in tables.OPPONENTS]
    with ProcessPoolExecutor(args.jobs) as pool:
        for game, opponents, figures in pool.map(_row, jobs):
            equity[game][opponents - 1] = figures[:, 0]
            stderr[game][opponents - 1] = figures[:, 1]
            print(f"{game} against {opponents}: {time.perf_counter() - start:.0f} s", flush=True)
    arrays = {}
    for g in tables.GAMES:
        arrays[f"{g}_equity"] = tables.encode(equity[g])
        arrays[f"{g}_stderr"] = tables.encode(stderr[g])
    print("checksum", tables.checksum(arrays))
    np.savez_compressed(args.out, seed=np.int64(args.seed), trials=np.int64(args.trials),
                        **arrays)
    print(f"wrote {args.out} in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
