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
