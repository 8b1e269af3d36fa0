"""The speed figures in the docs are the ones the committed benchmark JSON gives.

docs/SPEED.md's tables (between its bench markers) are rendered again from
benchmarks/results.json by benchmarks/report.py and must be the text in the file, so a figure
edited by hand, or a JSON regenerated without re-rendering, fails here. Nothing is timed.
"""

from __future__ import annotations

import copy
import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
REPORT = ROOT / "benchmarks" / "report.py"
RESULTS = ROOT / "benchmarks" / "results.json"
SPEED = ROOT / "docs" / "SPEED.md"

pytestmark = pytest.mark.skipif(
    not (REPORT.exists() and SPEED.exists()),
    reason="benchmarks/ and docs/ are not beside the tests (wheel test)")

def _report():
    spec = importlib.util.spec_from_file_location("cstud_bench_report", REPORT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def report():
    return _report()


@pytest.fixture(scope="module")
def results():
    return json.loads(RESULTS.read_text(encoding="utf-8"))


def test_speed_md_tables_are_the_json_rendered(report, results):
    shown = report.between_markers(SPEED.read_text(encoding="utf-8"))
    assert shown == report.table(results), (
        "docs/SPEED.md's tables are not the ones benchmarks/results.json gives: run "
        "python benchmarks/report.py (or benchmarks/interleaved.py to measure again)")


def test_the_check_sees_a_changed_figure(report, results):
    """The comparison above can fail: one figure changed in the JSON changes the text."""
    changed = copy.deepcopy(results)
    row = changed["engine"][0]
    row["cstud_faster"] = [x * 1.5 for x in row["cstud_faster"]]
    assert report.table(changed) != report.table(results)
    rate = changed["evaluators"][0]["rows"][0]["rate"]
    rate[0] *= 2
    assert report.table(changed) != report.table(results)


def test_report_check_mode_agrees(report, tmp_path, capsys):
    assert report.main([str(RESULTS), "--doc", str(SPEED), "--check"]) == 0
    stale = tmp_path / "SPEED.md"
    stale.write_text(SPEED.read_text(encoding="utf-8").replace("| met |", "| MET |", 1),
                     encoding="utf-8")
    assert report.main([str(RESULTS), "--doc", str(stale), "--check"]) == 1
    assert "not the ones" in capsys.readouterr().err
    assert stale.read_text(encoding="utf-8").count("| MET |") == 1      # --check writes nothing


def test_the_machine_and_method_are_named(results):
    machine, method = results["machine"], results["method"]
    assert machine["cpu"] and machine["cores"] >= 1 and len(machine["load_at_start"]) == 3
    assert machine["python"].startswith(("CPython", "PyPy")) and machine["date"]
    assert method["timer"] == "time.process_time" and method["rounds"] >= 3
