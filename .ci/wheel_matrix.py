"""List the wheels that the wheels workflow builds, and compare them with the expected list.

For each job of the matrix in .github/workflows/wheels.yml this runs
`cibuildwheel --print-build-identifiers` with that job's CIBW_PLATFORM, CIBW_ARCHS and
CIBW_BUILD (cibuildwheel only lists identifiers here; it needs no docker for that), together
with [tool.cibuildwheel] in pyproject.toml. The result is compared with .ci/expected-wheels.txt.

    python .ci/wheel_matrix.py           # check; exit 1 and show the difference if it differs
    python .ci/wheel_matrix.py --write   # rewrite the expected list after a deliberate change

Besides the exact list, it fails if a job builds nothing, if two jobs build the same wheel
(two uploads of one file would break the release) or if any wheel is 32-bit.
"""

from __future__ import annotations

import difflib
import os
import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "wheels.yml"
EXPECTED = ROOT / ".ci" / "expected-wheels.txt"
HEADER = (
    "# The wheels each job of .github/workflows/wheels.yml builds, as cibuildwheel lists them\n"
    "# (checked by .ci/wheel_matrix.py in .ci/run; rewrite with --write after a deliberate\n"
    "# change, e.g. a cibuildwheel update that adds a new CPython).\n"
)
THIRTY_TWO_BIT = ("-win32", "_i686", "_armv7l")


def matrix_jobs() -> list[dict[str, str]]:
    workflow = yaml.safe_load(WORKFLOW.read_text())
    jobs: list[dict[str, str]] = workflow["jobs"]["wheels"]["strategy"]["matrix"]["include"]
    if not jobs:
        raise SystemExit(f"{WORKFLOW}: the wheels matrix is empty")
    return jobs


def identifiers(job: dict[str, str]) -> list[str]:
    """What cibuildwheel builds for one matrix job, in its own order."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("CIBW_")}
    env.update(CIBW_PLATFORM=job["platform"], CIBW_ARCHS=job["archs"], CIBW_BUILD=job["build"])
    result = subprocess.run(
        [sys.executable, "-m", "cibuildwheel", "--print-build-identifiers"],
        cwd=ROOT, env=env, capture_output=True, text=True, check=False,
    )
    if result.returncode != 0:
        raise SystemExit(f"cibuildwheel failed for {job['name']}:\n{result.stderr}")
    return result.stdout.split()


def listing() -> tuple[list[str], list[str]]:
    """The expected-wheels lines ("job name: identifier") and the problems found."""
    lines: list[str] = []
    problems: list[str] = []
    built_by: dict[str, str] = {}
    for job in matrix_jobs():
        found = identifiers(job)
        if not found:
            problems.append(f"job {job['name']!r} builds no wheel")
        for identifier in found:
            if identifier in built_by:
                problems.append(f"{identifier} is built by both {built_by[identifier]!r} "
                                f"and {job['name']!r}")
            built_by[identifier] = job["name"]
            if identifier.endswith(THIRTY_TWO_BIT):
                problems.append(f"{identifier} is a 32-bit wheel")
            lines.append(f"{job['name']}: {identifier}")
    return lines, problems


def main() -> int:
    lines, problems = listing()
    if "--write" in sys.argv[1:]:
        EXPECTED.write_text(HEADER + "".join(line + "\n" for line in lines))
        print(f"wrote {len(lines)} wheels to {EXPECTED.relative_to(ROOT)}")
    expected = [line for line in EXPECTED.read_text().splitlines()
                if line.strip() and not line.startswith("#")]
    if not expected:
        problems.append(f"{EXPECTED.relative_to(ROOT)} lists no wheels")
    if lines != expected:
        problems.append("the workflow builds a different list from .ci/expected-wheels.txt:\n"
                        + "\n".join(difflib.unified_diff(expected, lines, "expected", "built",
                                                         lineterm="")))
    for line in lines:
        print(line)
    print(f"{len(lines)} wheels from {len(matrix_jobs())} jobs")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
