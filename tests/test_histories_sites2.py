"""The site readers on the real hands of the second outside check: one test per reader
finding, each from its reproducer in tests/data/hands/reproducers/ (see its README for the
source, the licence and what was changed in each), plus the layouts added since.

Expected amounts are read off the history text by hand, quoted in comments."""

from __future__ import annotations

from pathlib import Path

import pytest

from cstud.histories import Hand, HistoryError, Verdict, check_money, read_histories, replay_hand

HANDS = Path(__file__).parent / "data" / "hands"
REPRODUCERS = HANDS / "reproducers"
if not REPRODUCERS.is_dir():     # the sdist leaves tests/data/hands out (MANIFEST.in)
    pytest.skip("tests/data/hands/ is absent (AGPL-3.0 test data, not in the sdist)",
                allow_module_level=True)


def read(name: str) -> list[Hand | HistoryError]:
    return read_histories(REPRODUCERS / name, strict=False)


def agreed(name: str) -> list[Hand]:
    """Every hand of the file, each read and agreeing on the money and in the replay."""
    hands = read(name)
    assert hands
    for hand in hands:
        assert isinstance(hand, Hand), hand
        money = check_money(hand)
        assert money.verdict is Verdict.AGREE, (hand.hand_id, money.differences, money.reason)
        replay = replay_hand(hand)
        assert replay.verdict is Verdict.AGREE, (hand.hand_id, replay)
    return hands  # type: ignore[return-value]


def test_acr_pot_won_without_a_showdown_is_paid_from_the_summary():
    (hand,) = agreed("acr/no_showdown.txt")
    # "Uncalled bet ($0.08) returned to Player2", "Seat 7: Player2 did not show and won $0.36"
    assert hand.paid == {"Hero": 0, "Player0": 0, "Player1": 0, "Player2": 44, "Player3": 0}
    assert hand.rake == 1
