"""The guard itself: check_same_order must fail a peer that orders any two hands differently
from cstud, and pass one that only numbers the classes differently."""

from __future__ import annotations

import pytest
from peers import check_same_order


@pytest.fixture
def ranked(hands, reference):
    """The seven-card hands and cstud's high ranks of them (some tied: they share a class)."""
    ours = [high for high, _ in reference[7]]
    assert len(ours) > len(set(ours)) >= 12, "needs more hands: use a larger --bench-hands"
    return hands[7], ours


def test_a_peer_with_other_numbers_but_the_same_order_passes(ranked):
    cards, ours = ranked
    check_same_order("peer", cards, ours, [10 * rank + 7 for rank in ours], lambda r: r)
    check_same_order("smaller-is-better peer", cards, ours, [8000 - rank for rank in ours],
                     lambda r: -r)


def test_a_peer_read_the_wrong_way_round_fails(ranked):
    cards, ours = ranked
    with pytest.raises(pytest.fail.Exception, match="DISAGREES"):
        check_same_order("peer", cards, ours, [8000 - rank for rank in ours], lambda r: r)


def test_a_peer_that_swaps_two_classes_fails(ranked):
    cards, ours = ranked
    low, high = sorted(set(ours))[10:12]
    swapped = [high if rank == low else low if rank == high else rank for rank in ours]
    with pytest.raises(pytest.fail.Exception, match="ranks hand"):
        check_same_order("peer", cards, ours, swapped, lambda r: r)


def test_a_peer_that_splits_a_tie_fails(ranked):
    cards, ours = ranked
    tied = next(rank for rank in ours if ours.count(rank) > 1)
    last = len(ours) - 1 - ours[::-1].index(tied)
    split = [2 * rank for rank in ours]
    split[last] += 1            # still between its neighbours, but no longer tied
    with pytest.raises(pytest.fail.Exception, match="ties hand"):
        check_same_order("peer", cards, ours, split, lambda r: r)


def test_a_peer_that_merges_two_classes_fails(ranked):
    cards, ours = ranked
    low, high = sorted(set(ours))[:2]
    merged = [low if rank == high else rank for rank in ours]
    with pytest.raises(pytest.fail.Exception, match="DISAGREES"):
        check_same_order("peer", cards, ours, merged, lambda r: r)


def test_a_peer_with_a_missing_result_fails(ranked):
    cards, ours = ranked
    with pytest.raises(pytest.fail.Exception, match=f"{len(ours) - 1} results for {len(ours)}"):
        check_same_order("peer", cards, ours, ours[:-1], lambda r: r)
