"""The speed figures in the docs are the ones the committed benchmark JSON gives.

docs/SPEED.md's tables, and docs/RL.md's and docs/PLAYING.md's figures (each between its
bench markers), are rendered again from benchmarks/results.json by benchmarks/report.py and
must be the text in the file, so a figure edited by hand, or a JSON regenerated without
re-rendering, fails here. Nothing is timed. Outside those markers, README.md and docs/*.md may
quote no speed ratio or rate: one would not come from the JSON, and nothing would keep it true.
"""

from __future__ import annotations

import copy
import importlib.util
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
REPORT = ROOT / "benchmarks" / "report.py"
RESULTS = ROOT / "benchmarks" / "results.json"
SPEED = ROOT / "docs" / "SPEED.md"

pytestmark = pytest.mark.skipif(
    not (REPORT.exists() and SPEED.exists()),
    reason="benchmarks/ and docs/ are not beside the tests (wheel test)")

# What a speed figure looks like: a ratio written "165×" or "5.8x faster", "x pokerkit", a rate
# "184M hands/s" or "2.2M/s" (a product written "10 × the small bet" has spaces round it).
SPEED_FIGURE = re.compile(
    r"\d×|\d(?:\.\d+)?x (?:faster|slower|the|one|its|a|pokerkit|eval7)\b|x pokerkit"
    r"|\d[kMG]? ?(?:hands|actions|calls|showdowns|runouts|steps|samples)/s|\d[kMG]/s"
    r"|\d[kMG] (?:hands|actions|table steps) a second"
)


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


@pytest.mark.parametrize("doc", ["docs/SPEED.md", "docs/RL.md", "docs/PLAYING.md"])
def test_generated_figures_are_the_json_rendered(report, results, doc):
    name, text = report.rendered(results)[doc]
    shown = report.between_markers((ROOT / doc).read_text(encoding="utf-8"), name)
    assert shown == text, (
        f"{doc}'s figures are not the ones benchmarks/results.json gives: run "
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
    assert report.main([str(RESULTS), "--check"]) == 0
    for doc in report.SECTIONS:
        (tmp_path / doc).parent.mkdir(exist_ok=True)
        (tmp_path / doc).write_text((ROOT / doc).read_text(encoding="utf-8"), encoding="utf-8")
    assert report.main([str(RESULTS), "--root", str(tmp_path), "--check"]) == 0
    stale = tmp_path / "docs" / "SPEED.md"
    stale.write_text(stale.read_text(encoding="utf-8").replace("| met |", "| MET |", 1),
                     encoding="utf-8")
    assert report.main([str(RESULTS), "--root", str(tmp_path), "--check"]) == 1
    assert "docs/SPEED.md are not the ones" in capsys.readouterr().err
    assert stale.read_text(encoding="utf-8").count("| MET |") == 1      # --check writes nothing


def test_the_machine_and_method_are_named(results):
    machine, method = results["machine"], results["method"]
    assert machine["cpu"] and machine["cores"] >= 1 and len(machine["load_at_start"]) == 3
    assert machine["python"].startswith(("CPython", "PyPy")) and machine["date"]
    assert method["timer"] == "time.process_time" and method["rounds"] >= 3


def _prose(path: Path) -> str:
    """The doc's text without what the report generates in it."""
    text = path.read_text(encoding="utf-8")
    report = _report()
    section = report.SECTIONS.get(path.relative_to(ROOT).as_posix())
    if section:
        text = text.replace(report.between_markers(text, section[0]), "")
    return text


def test_no_speed_figure_outside_the_generated_tables():
    docs = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    found = [f"{path.relative_to(ROOT)}: {line.strip()}" for path in docs
             for line in _prose(path).splitlines() if SPEED_FIGURE.search(line)]
    assert not found, "speed figures not generated from benchmarks/results.json:\n" + "\n".join(
        found)


@pytest.mark.parametrize("line", ["cstud is 367× pokerkit", "5.8x the same hands",
                                  "about 180M/s", "1.4-1.7× one thread's", "2.2M actions/s",
                                  "16.1M hands/s", "11,800 hands/s", "2M table steps a second"])
def test_the_figure_pattern_sees_speed_claims(line):
    assert SPEED_FIGURE.search(line)


@pytest.mark.parametrize("line", ["Minimum buy-in is 10 × the table's small bet.",
                                  "(8 × 7 = 56)", "card 0x1f", "a 2-core machine",
                                  "`As 2s 3x` is a mistyped hand"])
def test_the_figure_pattern_leaves_other_numbers_alone(line):
    assert not SPEED_FIGURE.search(line)
