"""Shared test helpers. Tests run against whatever cstud imports: an editable install
(`pip install -e ".[test]"`, the README's test command; then `pytest` and `python -m pytest`
both work from the checkout), or an installed wheel run from outside the checkout (CI). In a
checkout installed with `pip install .`, `python -m pytest` imports the checkout's unbuilt
cstud/ first, and its ImportError says to run `pip install -e ".[test]"`."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"


def _rewrite_asserts_in_this_suite_only() -> None:
    """Rewrite the asserts of tests/ only, not of the plugins' whole distributions.

    pytest marks every module of each distribution with a pytest11 entry point for assertion
    rewriting, so hypothesis's 75 modules were parsed and rewritten in every xdist worker on
    every run (bytecode caching is off where PYTHONDONTWRITEBYTECODE is set): about a third of
    collection. Their asserts are hypothesis's own, never this suite's. Plugin modules already
    imported (loaded before this conftest) stay as they are; test files are still rewritten,
    by name (python_files). pytest has no option for this, hence its hook's marked names.
    """
    from _pytest.assertion.rewrite import AssertionRewritingHook

    for finder in sys.meta_path:
        if isinstance(finder, AssertionRewritingHook):
            # Private names: a pytest without them keeps its default (slower, same results).
            for marked in ("_must_rewrite", "_marked_for_rewrite_cache"):
                names = getattr(finder, marked, None)
                if hasattr(names, "clear"):
                    names.clear()


_rewrite_asserts_in_this_suite_only()


def load_json(name: str):
    return json.loads((DATA / name).read_text())


@pytest.fixture(scope="session")
def frequencies():
    return load_json("hand_frequencies.json")


@pytest.fixture(scope="session")
def pokerkit():
    """The pokerkit package, for tests that cross-check against it.

    It is in the test extra and, being pure Python with no dependencies, installs wherever
    cstud's wheels do; should it ever be missing (a new Python it does not support yet), the
    tests that use this fixture skip with this reason rather than fail, and `-ra` lists them.
    """
    return pytest.importorskip("pokerkit", reason="pokerkit is not installed (test extra)")


@pytest.fixture
def fast_switching():
    """Threads switched as often as the interpreter can, so that races show in a short run."""
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(interval)

