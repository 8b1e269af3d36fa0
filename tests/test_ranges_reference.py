"""range_equity against a brute force on every game and street, the ranges read by hand.

Here nothing of cstud.ranges lists the combos: the reference walks every hole pair (or whole
start) of the cards left, keeps those the plain class predicates of tests/test_ranges.py (or a
rank pattern written here) accept, gives each the largest weight of the terms it is in, and
weights tests/test_equity.py's runout-by-runout brute force over every deal that shares no card.
Most of the deck is dead in each spot so that the plain Python stays fast.
"""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import combinations, product

import pytest
from reference import RANKS, SUITS
from test_equity import STATS, brute_force
from test_ranges import REFERENCE

import cstud
from cstud.ranges import range_equity

GAMES = ("stud8", "stud", "razz")


def _text(codes):
    return " ".join(RANKS[c // 4] + SUITS[c % 4] for c in codes)


def _member(term, hole, door):
    """Whether the start (hole pair, door) is in one term: a class name, '(R x)', '(R R)'."""
    if term.startswith("("):       # '(R x)': a hole card of rank R; '(R R)': both
        rank = RANKS.index(term[1])
        both = term[3] != "x"
        return (all if both else any)(c // 4 == rank for c in hole)
    return REFERENCE[term](*hole, door)


def _reference_combos(terms, pool, upcards):
    """[(hidden cards, weight)] of a range given as [(term, weight)]: hole pairs when the
    player shows upcards (the first the door), else whole starts (hole, hole, door)."""
    combos = []
    if upcards:
        starts = [(hole, upcards[0], hole) for hole in combinations(pool, 2)]
    else:
        starts = [((a, b), d, (a, b, d)) for a, b in combinations(pool, 2) for d in pool
                  if d not in (a, b)]
    for hole, door, hidden in starts:
        weight = max((w for term, w in terms if _member(term, hole, door)), default=0)
        if weight:
            combos.append((hidden, Fraction(weight)))
    return combos


def _brute(players, dead, game):
    """players: [(combos, upcards)] -> each statistic per player, exact Fractions."""
    n = len(players)
    totals = {stat: [Fraction(0)] * n for stat in STATS}
    total_weight = Fraction(0)
    for choice in product(*[combos for combos, _ in players]):
        hands = [list(hidden) + list(up) for (hidden, _), (_, up)
                 in zip(choice, players, strict=True)]
        cards = [c for hand in hands for c in hand] + list(dead)
        if len(cards) != len(set(cards)):
            continue
        weight = Fraction(1)
        for _, w in choice:
            weight *= w
        expected = brute_force([_text(h) for h in hands], _text(dead), game)
        total_weight += weight
        for stat in STATS:
            for p in range(n):
                totals[stat][p] += weight * expected[stat][p]
    return {stat: [v / total_weight for v in values] for stat, values in totals.items()}


# Per street: the upcards each player shows and the cards left for the hole cards and the
# rest of the deal (enough that the runouts need no community card on every street but one).
POOL = {3: 11, 4: 10, 5: 9, 6: 8}
TERMS = [[("pair", 1), ("(A x)", 0.5)], [("low8", 1)], [("three_flush", 0.25), ("(Q x)", 1)],
         [("three_straight", 1), ("split_pair", 0.75)], [("(K x)", 1), ("buried_pair", 0.5)]]


def _spot(game, street, seed):
    rng = random.Random(f"{game}{street}{seed}")
    deck = list(range(52))
    rng.shuffle(deck)
    shown = street - 2
    ups = [sorted(deck[0:shown]), sorted(deck[shown:2 * shown])]
    rng.shuffle(ups[0])
    pool = deck[2 * shown:2 * shown + POOL[street]]
    dead = sorted(deck[2 * shown + POOL[street]:])
    return ups, pool, dead, rng


def _terms_text(terms):
    return ", ".join(f"{t}@{w}" for t, w in terms if w)


@pytest.mark.parametrize("street", [3, 4, 5, 6])
@pytest.mark.parametrize("game", GAMES)
def test_heads_up_ranges_agree_with_brute_force(game, street):
    tried = 0
    for seed in range(40):
        ups, pool, dead, rng = _spot(game, street, seed)
        terms = [rng.choice(TERMS), rng.choice(TERMS)]
        combos = [_reference_combos([t for t in terms[p] if t[1]], pool, ups[p]) for p in (0, 1)]
        if not all(combos) or len(combos[0]) * len(combos[1]) > 60:
            continue
        texts = [f"{_terms_text(terms[p])} | {_text(ups[p])}" for p in (0, 1)]
        try:
            result = range_equity(texts, _text(dead), game=game)
        except ValueError:
            # the reference agrees that no deal is possible when cstud says so
            assert all(set(a) & set(b) for (a, _), (b, _) in product(*combos))
            continue
        assert result.exact
        expected = _brute([(combos[p], ups[p]) for p in (0, 1)], dead, game)
        for p in (0, 1):
            assert result[p].combos == len(combos[p])
            for stat in STATS:
                assert getattr(result[p], stat) == pytest.approx(float(expected[stat][p]),
                                                                 abs=1e-12), (texts, stat, p)
        tried += 1
        if tried == 2:
            break
    assert tried == 2


@pytest.mark.parametrize("game", GAMES)
def test_whole_start_ranges_with_a_community_card_agree_with_brute_force(game):
    """Ranges whose whole start (door included) is dealt, on 3rd street, in a deck so short
    that one community card is both players' 7th."""
    rng = random.Random(game)
    pairs = [RANKS.index(r) * 4 + s for r in "AKQ" for s in rng.sample(range(4), 2)]
    others = rng.sample([c for c in range(52) if c // 4 not in (8, 9, 10, 11, 12)], 7)
    pool = pairs + others
    dead = [c for c in range(52) if c not in pool]
    terms = [[("(A A)", 1), ("rolled_up", 0.5)], [("(K K)", 0.5)]]
    combos = [_reference_combos(t, pool, ()) for t in terms]
    result = range_equity([_terms_text(t) for t in terms], _text(dead), game=game)
    assert result.exact
    assert [len(h.cards) for h in result.hero] == [3] * len(combos[0])
    expected = _brute([(c, ()) for c in combos], dead, game)
    for p in range(2):
        for stat in STATS:
            assert getattr(result[p], stat) == pytest.approx(float(expected[stat][p]),
                                                             abs=1e-12), (stat, p)


@pytest.mark.parametrize("street", [3, 4, 5, 6])
@pytest.mark.parametrize("game", GAMES)
def test_one_combo_ranges_are_equity_on_every_street(game, street):
    rng = random.Random(f"one{game}{street}")
    deck = list(range(52))
    rng.shuffle(deck)
    shown = street - 2
    hands = [deck[0:2] + deck[4:4 + shown], deck[2:4] + deck[4 + shown:4 + 2 * shown]]
    dead = deck[4 + 2 * shown:4 + 2 * shown + 30]     # few enough runouts to count exactly
    texts = [f"({_text(h[:2])}) | {_text(h[2:])}" for h in hands]
    result = range_equity(texts, _text(dead), game=game)
    expected = cstud.equity([_text(h) for h in hands], _text(dead), game=game)
    assert result.exact and expected.exact
    for p in (0, 1):
        for stat in STATS:
            assert getattr(result[p], stat) == getattr(expected[p], stat), (stat, p)
    assert result.p_no_low == expected.p_no_low
    assert result.hero[0].equity == expected[0].equity


@pytest.mark.slow
def test_monte_carlo_within_four_standard_errors_over_many_spots():
    """120 random spots, every game and street, 2 to 4 players: the Monte Carlo answer and
    each hero combo's within 4 standard errors of the exact one (a miss is 1 in 16,000 for a
    normal error, so a few among the ~1,000 figures checked would be luck; more is a bug)."""
    rng = random.Random(2026)
    names = ["pair", "low8", "three_flush", "any", "(A x)", "three_straight", "lowT", "(K K)"]
    figures = misses = spots = 0
    while spots < 120:
        game, street, n = rng.choice(GAMES), rng.randrange(3, 7), rng.randrange(2, 5)
        deck = list(range(52))
        rng.shuffle(deck)
        shown = street - 2
        ups = [_text(deck[p * shown:(p + 1) * shown]) for p in range(n)]
        dead = _text(deck[n * shown:n * shown + rng.randrange(20, 30)])
        texts = [f"{rng.choice(names)}, {rng.choice(names)}@0.5 | {ups[p]}" for p in range(n)]
        try:
            exact = range_equity(texts, dead, game=game, exact_limit=300_000)
        except ValueError:
            continue
        if not exact.exact:
            continue
        sampled = range_equity(texts, dead, game=game, exact_limit=0, trials=20_000,
                               seed=spots)
        spots += 1
        for p in range(n):
            for stat in STATS:
                figures += 1
                gap = abs(getattr(sampled[p], stat) - getattr(exact[p], stat))
                misses += gap > 4 * sampled.stderr(stat, p) + 1e-9
        for mine, truth in zip(sampled.hero, exact.hero, strict=True):
            if mine.deals >= 100:
                figures += 1
                misses += abs(mine.equity - truth.equity) > 4 * mine.stderr + 1e-9
    assert figures > 1000
    assert misses <= 5, (misses, figures)
