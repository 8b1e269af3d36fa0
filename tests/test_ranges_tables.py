"""The shipped starting-hand tables: their checksum, a recomputed sample, the suit classes."""

from __future__ import annotations

import random
from itertools import combinations, permutations

import numpy as np
import pytest

from cstud.ranges import tables

SHIPPED_CHECKSUM = "1d08b4c873518d28b79b630648fd72b72812fbf444dcaf53bbcb705a9cca9922"


def _stored():
    from importlib import resources

    with resources.files("cstud.ranges").joinpath(tables.DATA_FILE).open("rb") as handle:
        return dict(np.load(handle))


def test_checksum_and_shape():
    data = _stored()
    arrays = {k: v for k, v in data.items() if k.endswith(("_equity", "_stderr"))}
    assert tables.checksum(arrays) == SHIPPED_CHECKSUM
    for array in arrays.values():
        assert array.shape == (7, tables.N_CLASSES) and array.dtype == np.uint16
    loaded = tables.load_tables()
    for game in tables.GAMES:
        # against n opponents the average start holds about 1 / (n + 1) of the pot
        sizes = np.bincount(tables.start_classes()[1])
        mean = (loaded.equity[game] * sizes).sum(axis=1) / tables.N_STARTS
        assert np.allclose(mean, 1 / np.arange(2, 9), atol=0.003)
        assert (loaded.stderr[game] < 0.003).all() and (loaded.stderr[game] >= 0).all()


@pytest.mark.parametrize("game", tables.GAMES)
def test_recomputed_sample_is_identical(game):
    loaded = tables.load_tables()
    rng = random.Random(game)
    for _ in range(3):
        opponents, klass = rng.choice(tables.OPPONENTS), rng.randrange(tables.N_CLASSES)
        value, error = tables.compute_figure(game, opponents, klass, seed=loaded.seed,
                                             trials=loaded.trials)
        assert tables.encode(np.array([value, error])).tolist() == tables.encode(np.array(
            [loaded.equity[game][opponents - 1, klass],
             loaded.stderr[game][opponents - 1, klass]])).tolist()


def test_suit_classes_are_suit_renamings():
    starts, classes = tables.start_classes()
    assert len(starts) == tables.N_STARTS and classes.max() + 1 == tables.N_CLASSES
    # Plain check: two starts share a class exactly when a suit renaming maps one onto the other.
    canonical = {}
    for start in combinations(range(52), 3):
        canonical[start] = min(tuple(sorted(c // 4 * 4 + perm[c % 4] for c in start))
                               for perm in permutations(range(4)))
    by_key = {}
    for start, klass in zip(map(tuple, starts.tolist()), classes.tolist(), strict=True):
        assert by_key.setdefault(canonical[start], klass) == klass
    assert len(by_key) == tables.N_CLASSES


def test_ranking_is_sensible():
    assert tables.percentile("Ac Ad Ah", "stud") == 0.0
    assert tables.percentile("As 2s 3s", "stud8") < 0.05
    assert tables.percentile("As 2s 3s", "razz") < 0.01     # A-2-3 in any suits: noise orders them
    assert tables.percentile("Kc Kd Kh", "razz") > 0.99
    assert tables.percentile("7c 2d 9h", "stud8") > 0.5


@pytest.mark.parametrize("game", tables.GAMES)
def test_standing_counts_the_better_classes(game):
    """A start's rank and the starts above it, counted plainly from the shipped figures."""
    loaded = tables.load_tables()
    _, classes = tables.start_classes()
    sizes = np.bincount(classes)
    for start in ("As 2s 3s", "Kc Kd Kh", "7c 2d 9h", "Th Jh Qh"):
        for opponents in (1, 4, 7):
            figures = loaded.equity[game][opponents - 1].tolist()
            mine = tables.class_of(start)
            above = [k for k in range(tables.N_CLASSES)
                     if figures[k] > figures[mine] or (figures[k] == figures[mine] and k < mine)]
            standing = tables.standing(start, game, opponents)
            assert standing.rank == len(above) + 1
            assert standing.better == sum(int(sizes[k]) for k in above)
            assert standing.starts == int(sizes[mine])
            assert standing.equity == figures[mine]
    with pytest.raises(ValueError, match="1 to 7"):
        tables.standing("As 2s 3s", game, 8)
    with pytest.raises(ValueError, match="unknown game"):
        tables.standing("As 2s 3s", "holdem")
    with pytest.raises(ValueError, match="three different cards"):
        tables.standing("As 2s", game)
