"""The three-way count (_core._equity_count3) against the enumeration of every runout.

Every figure cstud.equity reports is a mean of an integer sum over runouts; the count must
give exactly the sums the enumeration's outcome-pattern counts give, on random spots of each
game (7th, 6th and 5th street; more of them under -m slow), and cstud.equity must then report
the same floats. A few tiny spots are also checked against the plain brute force of
tests/test_equity.py, which shares nothing with cstud.
"""

from __future__ import annotations

import math
import random
from concurrent.futures import ThreadPoolExecutor

import pytest
from test_equity import assert_matches_brute_force, brute_force

import cstud
import cstud.equities as eq
from cstud import _core

GAMES = ("stud8", "stud", "razz")


def enumerated_sums(problem: eq._Problem) -> list[int]:
    """The slot sums of listing every runout (the enumeration and _pattern_terms)."""
    counts = eq._run_plan(problem, eq._plan_exact(problem, "enumerate"), problem.runouts(),
                          None, None)
    sums = [0] * (3 * len(eq.STATISTICS) + 1)
    for pattern, count in enumerate(counts.tolist()):
        for slot, value in eq._pattern_terms(pattern, 3, problem.game):
            sums[slot] += count * value
    return sums


def counted_sums(problem: eq._Problem, executor=None) -> list[int]:
    plan = eq._plan_exact(problem, "count3")
    return eq._run_plan(problem, plan, problem.runouts(), executor, None).tolist()


def random_problem(rng: random.Random, street: int, dead: int, game: str,
                   unknown: int = 0) -> eq._Problem:
    """Three hands of `street` cards (the first `unknown` of player 0's unseen '??')."""
    deck = list(range(52))
    rng.shuffle(deck)
    hands = [deck[p * street:(p + 1) * street] for p in range(3)]
    hands[0] = hands[0][unknown:]
    gone = set(deck[:3 * street + dead]) - set(deck[:unknown])
    unseen = bytes(c for c in range(52) if c not in gone)
    return eq._Problem(eq.GAMES.index(game), unseen, tuple(bytes(h) for h in hands),
                       tuple(7 - len(h) for h in hands), False)


def check(problem: eq._Problem) -> None:
    expected = enumerated_sums(problem)
    assert counted_sums(problem) == expected
    total = problem.runouts()
    assert expected[-1] <= total and sum(expected[0:18:6]) == eq._POT * total


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("street", "dead", "unknown", "spots"),
                         [(7, 0, 0, 2), (6, 0, 0, 4), (6, 9, 2, 3), (5, 16, 0, 2),
                          (4, 24, 0, 1)])
def test_count_equals_enumeration(game, street, dead, unknown, spots):
    rng = random.Random(f"{game}/{street}/{dead}/{unknown}")
    for _ in range(spots):
        check(random_problem(rng, street, dead, game, unknown))


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_count_equals_enumeration_many(game):
    """Full-deck 5th street spots (about 2e8 runouts each: seconds to enumerate), 6th
    street ones with '??' hole cards, and 4th street with dead cards."""
    rng = random.Random(f"many/{game}")
    for _ in range(3):
        check(random_problem(rng, 5, 0, game))
    for _ in range(20):
        check(random_problem(rng, 6, rng.randrange(12), game, rng.randrange(3)))
    for _ in range(2):
        check(random_problem(rng, 4, 18, game))


def test_hand_made_ties_and_no_low():
    """Spots where ties decide: the same ranks in three suits (high ties three ways), three
    hands with no possible low (stud8's high takes all), and equal razz lows."""
    for hands, dead, game in [
        (["Ah Kh Qh Jh 9c 2d", "As Ks Qs Js 9d 2c", "Ad Kd Qd Jd 9h 2h"], "", "stud8"),
        (["Kh Kd Qh Qd 9c 9d", "Ks Kc Qs Qc 9s 9h", "Jh Jd Th Td Tc Js"], "", "stud8"),
        (["Ah 2h 3h 4d 5c 6d", "As 2s 3s 4c 5d 6c", "Ad 2d 3d 4s 5s 6h"], "", "razz"),
        (["Ah 2h 3h 4d 5c", "As 2s 3s 4c 5d", "Ad 2d 3d 4s 5s"], "6h 6d 6s 6c 7h 7d 7s 7c"
         " 8h 8d 8s 8c 9h 9d 9s 9c Th Td Ts Tc", "stud8"),
    ]:
        known = [bytes(int(c) for c in cstud.parse_cards(h)) for h in hands]
        gone = {c for h in known for c in h} | {int(c) for c in cstud.parse_cards(dead)}
        unseen = bytes(c for c in range(52) if c not in gone)
        check(eq._Problem(eq.GAMES.index(game), unseen, tuple(known),
                          tuple(7 - len(h) for h in known), False))


@pytest.mark.parametrize("game", GAMES)
def test_equity_counts_three_way_and_equals_brute_force(game):
    hands = ["As 2s 3h 7d 8c 9c", "?? Kc 9h 4s 4d Jh", "Qc Jc Tc 5h 6h 6d"]
    dead = "2c 7c 3c 4c 5c 8d 9d Td Jd Qd Kd Ad 2h"
    shape = eq._Problem(0, bytes(20), (), (1, 2, 1), False)
    assert eq._exact_method(shape, shape.runouts(), eq.DEFAULT_EXACT_LIMIT) == "count3"
    assert_matches_brute_force(cstud.equity(hands, dead, game=game),
                               brute_force(hands, dead, game))


def test_public_figures_equal_enumeration():
    """cstud.equity's floats from the count are those of the enumeration's patterns."""
    rng = random.Random(5)
    for game in GAMES:
        problem = random_problem(rng, 5, 14, game)
        counts = eq._run_plan(problem, eq._plan_exact(problem, "enumerate"),
                              problem.runouts(), None, None)
        listed = eq._summarise(counts, 3, problem.game, True)
        counted = eq._slot_figures(counted_sums(problem), 3, problem.runouts())
        assert counted == listed


def test_chunks_executor_and_progress(monkeypatch):
    """Small chunks on threads add up to the one-chunk answer; progress reaches the total."""
    problem = random_problem(random.Random(9), 5, 10, "stud8")
    whole = counted_sums(problem)
    monkeypatch.setattr(eq, "COUNT3_CHUNK", 1 << 12)
    plan = eq._plan_exact(problem, "count3")
    assert len(plan) > 6 and sum(weight for _, weight in plan) == problem.runouts()
    with ThreadPoolExecutor(2) as pool:
        assert counted_sums(problem, pool) == whole
    seen = []
    eq._run_plan(problem, plan, problem.runouts(), None, lambda d, t: seen.append((d, t)))
    assert seen[-1] == (problem.runouts(), problem.runouts())


def test_dispatch_and_bounds():
    """3-way 4th street counts when the limit allows its work (about 5e9 units: 8 s a core)
    and is sampled under the default; the work bound and the memory bound hold."""
    shape = eq._Problem(0, bytes(40), (), (3, 3, 3), False)
    work = shape.count3_work()
    assert work is not None and 10**9 < work < 10**10 < shape.runouts()
    assert eq._exact_method(shape, shape.runouts(), eq.DEFAULT_EXACT_LIMIT) is None
    assert eq._exact_method(shape, shape.runouts(), 10**10) == "count3"
    third = eq._Problem(0, bytes(43), (), (4, 4, 4), False)
    assert third.count3_work() > eq.MAX_EXACT_LIMIT      # 3rd street: ~1.5e12 units
    assert eq._Problem(0, bytes(49), (), (6, 6, 6), False).count3_work() is None   # memory
    assert eq._Problem(0, bytes(40), (), (3, 3), False).count3_work() is None
    result = cstud.equity(["As 2s 3h 7d", "Kd Kc 9h 4s", "Qc Jc Tc 5h"], trials=1000, seed=1)
    assert not result.exact


def test_core_refuses_bad_requests():
    problem = random_problem(random.Random(1), 6, 0, "stud")
    args = (problem.game, problem.unseen, list(problem.known), problem.need)
    n = math.comb(len(problem.unseen), 1)
    for hero, first, last in [(3, 0, 1), (-1, 0, 1), (0, 0, n + 1), (0, 2, 1), (0, -1, 1)]:
        with pytest.raises((ValueError, OverflowError)):
            _core._equity_count3(*args, hero, first, last)
    with pytest.raises(ValueError, match="three"):
        _core._equity_count3(problem.game, problem.unseen, list(problem.known[:2]),
                             problem.need[:2], 0, 0, 1)
    assert _core._equity_count3(*args, 0, 3, 3) == (0,) * 7
