"""Shared test helpers. Tests run against the installed package (run `pytest`, not
`python -m pytest`, so that the source tree's cstud/ without its compiled core is not
imported instead)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"


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
