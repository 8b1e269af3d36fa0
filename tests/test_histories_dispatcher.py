"""One dispatcher for every way a history is read: check-history's and the web page's
(iter_histories, parse_histories), the import's (iter_hand_headers, then each header read,
and hand_documents for what it stores) and the watcher's (hand_starts) tell a file's format
the same way and give the same hands, for every history file under tests/data/hands (the
site folders and the reproducers: AGPL-3.0 and MIT test input, see tests/data/README.md)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from cstud.histories import (
    Hand,
    HistoryError,
    hand_documents,
    hand_starts,
    iter_hand_headers,
    iter_histories,
    parse_histories,
    read_text,
)

HANDS = Path(__file__).parent / "data" / "hands"
HISTORY_FILES = sorted(path for path in HANDS.rglob("*")
                       if path.is_file() and path.suffix in (".txt", ".xml"))
if not HISTORY_FILES:   # the sdist leaves tests/data/hands out (MANIFEST.in)
    pytest.skip("tests/data/hands/ is absent (AGPL-3.0 test data, not in the sdist)",
                allow_module_level=True)


def _key(result: Hand | HistoryError) -> tuple[object, ...]:
    if isinstance(result, HistoryError):
        return ("error", str(result))
    return ("hand", result.site, result.hand_id, result.line, result.game, result.paid)


@pytest.mark.parametrize("path", HISTORY_FILES, ids=lambda path: str(path.relative_to(HANDS)))
def test_every_reading_gives_the_same_hands(path: Path) -> None:
    text = read_text(path)
    games: Counter[str] = Counter()
    count, results = iter_histories(text, source=str(path), other_games=games)
    read = [_key(result) for result in results]
    assert count >= 1, path
    assert read == [_key(result) for result in
                    parse_histories(text, source=str(path), strict=False)]

    header_games: Counter[str] = Counter()
    header_count, headers = iter_hand_headers(text, source=str(path), other_games=header_games)
    by_headers = [_key(header if isinstance(header, HistoryError) else header.read())
                  for header in headers]
    assert (header_count, by_headers, header_games) == (count, read, games)
    assert count == len(read) + sum(games.values())

    # An XML session's hands are stored with the header they need; a text hand is its own
    # document, and its start is where the watcher cuts the file.
    documents = hand_documents(text)
    starts = hand_starts(text.replace("\0", "").splitlines())
    hands = [result for result in parse_histories(text, source=str(path), strict=False)
             if isinstance(result, Hand)]
    if path.suffix == ".xml":
        assert documents is not None and starts is None
        for hand in hands:
            (again,) = parse_histories(documents(hand), strict=False)
            assert isinstance(again, Hand)
            assert (again.hand_id, again.paid, again.game) == (hand.hand_id, hand.paid, hand.game)
    else:
        assert documents is None and starts is not None and len(starts) == count
        lines = text.replace("\0", "").splitlines()
        assert {hand.line for hand in hands} <= {start + 1 for start in starts}
        assert all(lines[start].strip() for start in starts)
