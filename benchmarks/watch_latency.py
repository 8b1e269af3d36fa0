"""How long `cstud import --watch` takes from a hand's last line to its row in the database.

A watch runs in its own process (`cstud import --watch DIR --db DB`, the engine replay
included, as a user runs it) while this script appends hands to a history file in DIR, one
at a time, every 1.5 to 2.5 seconds (a table plays about a hand a minute; several tables a
few seconds apart), each written and flushed at once, as a site writes a hand when it ends.
For each hand it notes when its last line was written and polls the database (read-only,
every 10 ms) until the hand's row is there. The hands are the PokerStars test file's seven,
numbered anew for each round so that each is a new hand. Run from the repository root:

    python benchmarks/watch_latency.py [--hands 40] [--json out.json]

It prints the median, the 95th percentile and the largest wait, in seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SOURCE = (Path(__file__).resolve().parent.parent / "tests" / "data" / "hands" / "pokerstars"
          / "7-StudHL-USD-0.04-0.08-200911.studhilo.txt")


def _hands() -> list[str]:
    text = SOURCE.read_text(encoding="utf-8")
    starts = [match.start() for match in re.finditer(r"^PokerStars .*?#\d+:", text, re.M)]
    return [text[a:b] for a, b in zip(starts, [*starts[1:], len(text)], strict=True)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    hands = _hands()
    rng = random.Random(1)
    waits: list[float] = []
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / "histories"
        folder.mkdir()
        database = Path(scratch) / "hands.sqlite"
        watch = subprocess.Popen([sys.executable, "-m", "cstud", "import", "--watch",
                                  str(folder), "--db", str(database)],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            while not database.exists():
                time.sleep(0.05)
            history = folder / "HH20091126 Dawn II - $0.04-$0.08.txt"
            with history.open("a", encoding="utf-8") as file:
                for number in range(args.hands):
                    hand = hands[number % len(hands)]
                    old = re.match(r"PokerStars Game #(\d+):", hand)
                    assert old is not None
                    new_id = str(10**12 + number)
                    file.write(hand.replace(old[1], new_id, 1))
                    file.flush()
                    os.fsync(file.fileno())
                    written = time.monotonic()
                    identity = f"site:PokerStars:{new_id}"
                    while True:
                        try:
                            with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
                                found = db.execute("SELECT 1 FROM hands WHERE identity = ?",
                                                   (identity,)).fetchone()
                        except sqlite3.OperationalError:   # the watch is committing
                            found = None
                        if found:
                            break
                        if time.monotonic() - written > 30:
                            raise SystemExit(f"hand {new_id} not stored after 30 s")
                        time.sleep(0.01)
                    waits.append(time.monotonic() - written)
                    time.sleep(max(0.0, rng.uniform(1.5, 2.5) - waits[-1]))
        finally:
            watch.send_signal(signal.SIGINT)
            watch.wait(timeout=30)
    waits.sort()
    p95 = waits[max(0, round(0.95 * len(waits)) - 1)]
    result = {"hands": len(waits), "median_s": round(statistics.median(waits), 3),
              "p95_s": round(p95, 3), "max_s": round(waits[-1], 3),
              "load_average": round(os.getloadavg()[0], 2)}
    print(f"{result['hands']} hands: median {result['median_s']} s, p95 {result['p95_s']} s, "
          f"max {result['max_s']} s (load average {result['load_average']})")
    if args.json:
        args.json.write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
