"""cstud.histories.hand_starts: where a text history's hands start (what `cstud import
--watch` cuts a growing file at), held to the parser's own count of hands on every site's
sample file under tests/data/hands."""

from __future__ import annotations

from pathlib import Path

import pytest

from cstud.histories import hand_starts, iter_histories, read_text

HANDS = Path(__file__).parent / "data" / "hands"
FILES = sorted(path for path in HANDS.rglob("*")
               if path.is_file() and path.suffix not in (".csv", ".md"))


def test_the_samples_are_there():
    assert len(FILES) > 30


@pytest.mark.parametrize("path", FILES, ids=lambda path: str(path.relative_to(HANDS)))
def test_hand_starts_finds_each_hand_the_parser_reads(path):
    text = read_text(path)
    lines = text.splitlines()
    starts = hand_starts(lines)
    total, _ = iter_histories(text, source=str(path))
    if path.suffix == ".xml" or path.name.endswith(".toml"):
        assert starts is None                # not a text history
        return
    assert starts is not None and len(starts) == total > 0
    assert starts == sorted(set(starts)) and all(lines[i].strip() for i in starts)
    # cut at the second start, the text's hands start where the file's later hands did
    if total > 1:
        assert hand_starts(lines[starts[1]:]) == [i - starts[1] for i in starts[1:]]


def test_no_start_line_is_not_a_history():
    assert hand_starts(["just some text", "", "more"]) is None
    assert hand_starts([]) is None
