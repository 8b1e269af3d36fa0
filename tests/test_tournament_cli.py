"""cstud simulate --tournament: JSON figures that add up; a bad structure is exit 2."""

from __future__ import annotations

import json
import subprocess
import sys


def run(*words):
    return subprocess.run([sys.executable, "-m", "cstud", "simulate", *words],
                          capture_output=True, text=True, timeout=300)


def test_tournament_json():
    done = run("--tournament", "pokerstars-stud8-sng", "--tournaments", "3", "--bots",
               "random", "station", "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["tournaments"] == 3
    assert sum(bot["entries"] for bot in report["bots"]) == 24
    assert sum(bot["wins"] for bot in report["bots"]) == 3


def test_bad_structure_is_exit_2():
    done = run("--tournament", "no-such-structure")
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1
