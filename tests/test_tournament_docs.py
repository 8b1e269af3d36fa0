"""docs/TOURNAMENTS.md: its examples run in tests/test_docs.py (every guide's do); here, that
its table of TOML keys names every field a structure file may set."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path

import pytest

from cstud.tournament import Level, Structure

DOC = Path(__file__).parent.parent / "docs" / "TOURNAMENTS.md"


@pytest.mark.skipif(not DOC.exists(), reason="docs/ is not beside the tests (wheel test)")
def test_tournaments_doc_names_every_structure_key():
    text = DOC.read_text(encoding="utf-8")
    keys = {f.name for f in fields(Structure)} | {f.name for f in fields(Level)}
    missing = {key for key in keys if f"`{key}`" not in text and f"`[[{key}]]`" not in text}
    assert missing == set()
