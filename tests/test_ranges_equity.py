"""cstud.ranges.range_equity against a plain brute force, cstud.equity and its own Monte Carlo.

The brute force lists every combo of every range by hand (itertools and a predicate written
here), drops deals that share a card, and weights the plain runout-by-runout reference of
tests/test_equity.py (reference.py ranks every five-card subset) for each deal.
"""

from __future__ import annotations

import random
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction
from itertools import product

import pytest
from reference import from_text
from test_equity import STATS, brute_force

import cstud
from cstud.cards import format_cards
from cstud.ranges import HandRange, RangeError, range_equity


def _brute(players, dead, game):
    """players: (list of (hidden cards text, weight), upcards text)."""
    dead_cards = set(from_text(dead))
    n = len(players)
    totals = {stat: [Fraction(0)] * n for stat in STATS}
    total_weight = Fraction(0)
    for choice in product(*[combos for combos, _ in players]):
        hands = [from_text(hidden) + from_text(up) for (hidden, _), (_, up)
                 in zip(choice, players, strict=True)]
        cards = [c for hand in hands for c in hand] + list(dead_cards)
        if len(cards) != len(set(cards)):
            continue
        weight = Fraction(1)
        for _, w in choice:
            weight *= Fraction(w)
        expected = brute_force([format_cards(h) for h in hands], dead, game)
        total_weight += weight
        for stat in STATS:
            for p in range(n):
                totals[stat][p] += weight * expected[stat][p]
    return {stat: [v / total_weight for v in values] for stat, values in totals.items()}


def _by_hand(text, up):
    combos = HandRange(text).combos(upcards=up)
    return [(format_cards(cards), w) for cards, w in combos]


@pytest.mark.parametrize("game", ["stud8", "stud", "razz"])
def test_small_ranges_agree_with_brute_force_on_6th_street(game):
    texts = ["(As 2s)@0.5, (Ah 3h) | 4s 5d 6c 9h", "(K K) | Kd 8c 8h Js"]
    by_hand = [([("As 2s", 0.5), ("Ah 3h", 1)], "4s 5d 6c 9h"),
               ([("Kc Kh", 1), ("Kc Ks", 1), ("Kh Ks", 1)], "Kd 8c 8h Js")]
    result = range_equity(texts, "7c 7d Ks", game=game)
    assert result.exact
    expected = _brute(by_hand, "7c 7d Ks", game)
    for p in range(2):
        for stat in STATS:
            assert getattr(result[p], stat) == float(expected[stat][p]), (stat, p)
    assert [c.deals for c in result.hero] == [1, 1]     # the Ks is dead


def test_three_way_7th_street_with_card_removal():
    # Eight unseen cards: three players take two each, and the last two cannot give each his
    # own 7th card, so one community card is everyone's (RULES.md R16).
    texts = ["(A x) | 2c 3c 4c 5c", "(2d x), (2h x)@0.5 | 6d 7d 8d 9d", "(Ks x) | Tc Jc Qc Kc"]
    live = from_text("2c 3c 4c 5c 6d 7d 8d 9d Tc Jc Qc Kc Ad Ah As 2d 2h 3d Ks Qs")
    dead = format_cards([c for c in range(52) if c not in live])
    result = range_equity(texts, dead, game="stud8")
    assert result.exact
    by_hand = [(_by_hand(t.split("|")[0], t.split("|")[1]), t.split("|")[1]) for t in texts]
    by_hand = [([(h, w) for h, w in combos if not set(from_text(h)) & set(from_text(dead))], up)
               for combos, up in by_hand]
    expected = _brute(by_hand, dead, "stud8")
    for p in range(3):
        for stat in STATS:
            assert getattr(result[p], stat) == pytest.approx(float(expected[stat][p]), abs=1e-12)


@pytest.mark.parametrize("game", ["stud8", "stud", "razz"])
def test_one_combo_ranges_equal_equity(game):
    result = range_equity(["(As 2s) 3s", "(Kh Kd) 7c"], "Qs", game=game)
    expected = cstud.equity(["As 2s 3s", "Kh Kd 7c"], "Qs", game=game)
    with_upcards = range_equity(["(As 2s) | 3s", ("(Kh Kd)", "7c")], "Qs", game=game)
    assert [p.equity for p in with_upcards] == [p.equity for p in result]
    fourth = range_equity(["(As 2s) | 3s 8d", "(Kh Kd) 7c | 7c 9d"], "Qs", game=game)
    assert fourth[0].equity == cstud.equity(["As 2s 3s 8d", "Kh Kd 7c 9d"], "Qs",
                                            game=game)[0].equity
    assert result.exact
    for p in range(2):
        for stat in STATS:
            assert getattr(result[p], stat) == getattr(expected[p], stat)
    assert result.p_no_low == expected.p_no_low


def test_known_hands_and_ranges_mix():
    result = range_equity(["As 2s 3s 4d 5d 6d", "buried_pair | Kd 8c 8h Js"], game="stud")
    assert result.exact
    assert result[0].combos == 1
    assert result[1].combos == len(HandRange("buried_pair").combos(
        upcards="Kd 8c 8h Js", dead="As 2s 3s 4d 5d 6d"))


def test_monte_carlo_within_four_standard_errors_of_exact():
    rng = random.Random(7)
    misses = 0
    spots = 0
    for _ in range(12):
        deck = list(range(52))
        rng.shuffle(deck)
        ups = [format_cards(deck[0:4]), format_cards(deck[4:8])]
        game = rng.choice(["stud8", "stud", "razz"])
        texts = [f"{rng.choice(['pair', 'low8', 'three_flush', 'any', '(A x)'])} | {ups[0]}",
                 f"{rng.choice(['pair', 'three_straight', 'any', 'lowT'])} | {ups[1]}"]
        try:
            exact = range_equity(texts, game=game)
        except RangeError:
            continue
        if not exact.exact:
            continue
        sampled = range_equity(texts, game=game, exact_limit=0, trials=40_000, seed=spots)
        assert not sampled.exact and sampled.seed == spots
        spots += 1
        for p in range(2):
            for stat in ("equity", "scoop", "p_high"):
                error = sampled.stderr(stat, p)
                if abs(getattr(sampled[p], stat) - getattr(exact[p], stat)) > 4 * error + 1e-9:
                    misses += 1
    assert spots >= 6
    assert misses <= 1


def test_seed_executor_and_target_se():
    texts = ["pair | 5c", "three_flush | Kd"]
    alone = range_equity(texts, target_se=0.003, seed=11)
    with ThreadPoolExecutor(2) as pool:
        pooled = range_equity(texts, target_se=0.003, seed=11, executor=pool)
    assert alone == pooled
    assert alone.stderr("equity", 0) <= 0.003
    assert not alone.exact and alone.deals < 1_000_000
    assert abs(sum(p.equity for p in alone) - 1) < 1e-9
    again = range_equity(texts, trials=20_000, seed=3)
    assert again == range_equity(texts, trials=20_000, seed=3)
    weights = sum(c.deals for c in again.hero)
    assert weights == again.deals


def test_whole_start_ranges_deal_the_door():
    result = range_equity(["(A A) x", "(K K) K"], game="stud", trials=20_000, seed=1)
    # both start ranges deal their own door: a pair of aces against rolled-up kings
    assert result[1].equity > 0.6
    assert all(len(c.cards) == 3 for c in result.hero)


@pytest.mark.parametrize(("players", "message"), [
    (["(Ad x) | Ad", "pair | 2c"], "holds no combo"),
    (["pair | 2c"], "2 to 8"),
    (["pair | 2c", "any | 2c"], "in both"),
    (["pair | 2c", "any | 3c 4c"], "same 3 to 7 cards"),
    (["pair | 2c", "Ac"], "same 3 to 7 cards"),
    (["(pair | 2c", "any | 3c"], "position"),
])
def test_bad_players(players, message):
    with pytest.raises((RangeError, ValueError), match=message):
        range_equity(players)


RANGE_SPOT = ["pair, (A x)@0.5 | 5c", "three_flush | Kd"]


@pytest.fixture(scope="module")
def serial_range_answer():
    return range_equity(RANGE_SPOT, trials=40_000, seed=21, exact_limit=0)


def test_a_process_pool_gives_the_same_range_answer(serial_range_answer):
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(2) as pool:
        assert range_equity(RANGE_SPOT, trials=40_000, seed=21, exact_limit=0,
                            executor=pool) == serial_range_answer


def test_dask_gives_the_same_range_answer(serial_range_answer):
    distributed = pytest.importorskip(
        "distributed", reason="dask.distributed is not installed (pip install 'cstud[dask]')")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        assert range_equity(RANGE_SPOT, trials=40_000, seed=21, exact_limit=0,
                            executor=client.get_executor()) == serial_range_answer
