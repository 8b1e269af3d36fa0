"""cstud.equity against a plain brute force, the equity oracle, Monte Carlo error bars,
executors, and bad input.

The brute force below shares nothing with cstud: it lists every runout with itertools, ranks
each hand with tests/reference.py (all five-card subsets) and splits each pot with Fractions.
"""

from __future__ import annotations

import math
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from fractions import Fraction
from itertools import combinations, permutations

import numpy as np
import pytest
from conftest import load_json
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reference import best_high, best_low8, best_razz, from_text

import cstud
import cstud.equities as equity_module
from cstud import _core
from cstud.cli import main

ORACLE = load_json("stud8_equity_cases.json")
STATS = ("equity", "scoop", "p_high", "p_low", "high_share", "low_share")


# ---------------------------------------------------------------------------------------
# The brute force.

def brute_force(hands: list[str], dead: str = "", game: str = "stud8") -> dict:
    """Every runout listed and every pot split by hand: exact Fractions per player.

    hands are texts of known cards, '??' for an unknown hole card (dealt like any other).
    """
    known = [from_text(hand.replace("??", "")) for hand in hands]
    need = [7 - len(cards) for cards in known]
    seen = {c for cards in known for c in cards} | set(from_text(dead))
    unseen = [c for c in range(52) if c not in seen]
    community = sum(need) > len(unseen)

    def runouts(deck, player):
        """Each way to deal players player.. their cards from deck, as lists of card lists."""
        if player == len(hands):
            yield []
            return
        draw = need[player] - 1 if community and need[player] else need[player]
        for cards in combinations(deck, draw):
            rest = [c for c in deck if c not in cards]
            for later in runouts(rest, player + 1):
                yield [list(cards), *later]

    def deals():
        if not community:
            yield from runouts(unseen, 0)
            return
        for shared in unseen:
            for dealt in runouts([c for c in unseen if c != shared], 0):
                yield [[*cards, shared] if need[p] else cards for p, cards in enumerate(dealt)]

    value_cache: dict = {}

    def value(player, extra):
        key = (player, tuple(sorted(extra)))
        if key not in value_cache:
            cards = known[player] + list(extra)
            assert len(cards) == 7
            value_cache[key] = (best_high(cards), best_low8(cards), best_razz(cards))
        return value_cache[key]

    n = len(hands)
    outcomes: Counter = Counter()     # (high winners, low winners) -> runouts
    for dealt in deals():
        values = [value(p, dealt[p]) for p in range(n)]
        highs = [v[0] for v in values]
        lows = [v[1] for v in values]
        razzes = [v[2] for v in values]
        high_winners = [p for p in range(n) if highs[p] == max(highs)]
        qualified = [low for low in lows if low is not None]
        low_winners = [p for p in range(n) if qualified and lows[p] == min(qualified)]
        if game == "stud":
            low_winners = []
        if game == "razz":
            high_winners = []
            low_winners = [p for p in range(n) if razzes[p] == min(razzes)]
        outcomes[tuple(high_winners), tuple(low_winners)] += 1

    count = sum(outcomes.values())
    totals = {stat: [Fraction(0)] * n for stat in STATS}
    for (high_winners, low_winners), times in outcomes.items():
        for p in range(n):
            high = Fraction(1, len(high_winners)) if p in high_winners else Fraction(0)
            low = Fraction(1, len(low_winners)) if p in low_winners else Fraction(0)
            if game == "razz":
                pot, scoop = low, low_winners == (p,)
            elif not low_winners:
                pot, scoop = high, high_winners == (p,)
            else:
                pot, scoop = (high + low) / 2, high_winners == (p,) == low_winners
            for stat, x in zip(STATS, (pot, scoop, p in high_winners, p in low_winners, high, low),
                               strict=True):
                totals[stat][p] += times * x
    result = {stat: [x / count for x in values] for stat, values in totals.items()}
    result["p_no_low"] = Fraction(sum(t for (_, low), t in outcomes.items() if not low), count)
    result["runouts"] = count
    result["community"] = community
    return result


def assert_matches_brute_force(result, expected):
    assert result.exact
    assert result.runouts == expected["runouts"]
    assert result.community_card == expected["community"]
    assert result.p_no_low == float(expected["p_no_low"])
    for p, player in enumerate(result):
        for stat in STATS:
            assert getattr(player, stat) == float(expected[stat][p]), (p, stat)


def assert_consistent(result):
    """Equities add to 1, shares to their half, probabilities lie in [0, 1]."""
    assert math.isclose(sum(p.equity for p in result), 1, abs_tol=1e-12)
    if result.game != "razz":
        assert math.isclose(sum(p.high_share for p in result), 1, abs_tol=1e-12)
    assert math.isclose(sum(p.low_share for p in result), 1 - result.p_no_low, abs_tol=1e-12)
    for player in result:
        for stat in STATS:
            assert 0 <= getattr(player, stat) <= 1
        assert player.scoop <= min(player.equity, player.p_high if result.game != "razz"
                                   else player.p_low) + 1e-12


# ---------------------------------------------------------------------------------------
# Exact results equal the brute force.

BRUTE_CASES = [
    # 6th street heads-up: a wheel draw against trips
    (["As 2s 3s 4d 9c Kh", "Qc Qd Qh 8s 5c 2d"], "", "stud8"),
    # the same low draw twice: split and quartered pots
    (["As 2c 3d 4h Kc Kd", "Ad 2s 3c 4s Qc Qd"], "5c 5d", "stud8"),
    # 6th street three-way with dead cards
    (["Ac 2c 3c 4d 9s 9h", "5d 6d 7d Ks Kh Qc", "Ah Ad Js Jh Ts 8s"], "2s 3s 4s 5s 6h", "stud8"),
    # high-only stud and razz
    (["As Ks Qs Js 2d 3d", "7h 7d 7c 4s 4h 2c"], "9s", "stud"),
    (["As 2s 3d 8c Kh Kd", "2h 4h 6c 7d 9s Tc"], "", "razz"),
    (["Ac 2c 3c 4d 9s 9h", "5d 6d 7d Ks Kh Qc", "Ah Ad Js Jh Ts 8s"], "2s 3s", "razz"),
    # unknown hole cards: a made hand against two unseen hole cards and one to come
    (["As 2s 3s 4s 5d Kh", "?? 5c 6d 7h 8s 9s"], "Kd", "stud8"),
    # both hands complete: one runout
    (["2c 3d 4h 5s 7c Kd Ks", "Ac Ad 8c 8d 6s 6h 9c"], "", "stud8"),
]


@pytest.mark.parametrize(("hands", "dead", "game"), BRUTE_CASES)
def test_exact_equals_brute_force(hands, dead, game):
    result = cstud.equity(hands, dead, game=game)
    assert_matches_brute_force(result, brute_force(hands, dead, game))
    assert_consistent(result)


def _eight_handed(seed: int, known_each: int, dead: int):
    rng = np.random.default_rng(seed)
    deck = [cstud.Card(int(c)) for c in rng.permutation(52)]
    hands = [" ".join(map(repr, deck[known_each * i: known_each * (i + 1)])) for i in range(8)]
    return hands, " ".join(map(repr, deck[8 * known_each: 8 * known_each + dead]))


@pytest.mark.parametrize("game", ["stud8", "stud", "razz"])
@pytest.mark.parametrize(("seed", "dead"), [(1, 0), (2, 2)])
def test_community_card_when_the_deck_runs_short(game, seed, dead):
    """Eight players on 6th street leave 4 cards for 8 seventh cards: one community card."""
    hands, dead_cards = _eight_handed(seed, 6, dead)
    result = cstud.equity(hands, dead_cards, game=game)
    assert result.community_card and result.runouts == 4 - dead
    assert_matches_brute_force(result, brute_force(hands, dead_cards, game))


def test_community_card_from_fifth_street():
    """Six players on 5th street and 15 cards dead leave 7 unseen for 12 cards: each player
    gets a 6th-street card and one community card is everyone's 7th (7 * 6! runouts)."""
    hands, _ = _eight_handed(3, 5, 0)
    hands = hands[:6]
    seen = set(_core.card_codes(" ".join(hands)))
    dead = " ".join([repr(cstud.Card(c)) for c in range(52) if c not in seen][:15])
    result = cstud.equity(hands, dead)
    assert result.community_card and result.possible_runouts == 7 * math.factorial(6)
    assert_matches_brute_force(result, brute_force(hands, dead))


deals = st.lists(st.integers(0, 51), min_size=52, max_size=52, unique=True)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deck=deals, players=st.integers(2, 3), dead=st.integers(0, 6),
       game=st.sampled_from(["stud8", "stud", "razz"]))
def test_random_sixth_street_deals_equal_brute_force(deck, players, dead, game):
    cards = [repr(cstud.Card(c)) for c in deck]
    hands = [" ".join(cards[6 * p: 6 * p + 6]) for p in range(players)]
    dead_cards = " ".join(cards[6 * players: 6 * players + dead])
    result = cstud.equity(hands, dead_cards, game=game)
    assert_matches_brute_force(result, brute_force(hands, dead_cards, game))
    assert_consistent(result)


# ---------------------------------------------------------------------------------------
# The three counting methods agree with each other.

def _problem(hands, dead="", game="stud8"):
    """The core's problem for these cards, built here so that the counting methods can be
    compared on hands of any sizes (cstud.equity takes only hands a stud deal gives)."""
    # cstud's parser: the oracle writes cards unspaced ('Ad2cKs8h'), which the reference's
    # from_text does not read (it took that hand for one card: a 10^14-runout enumeration)
    known = [bytes(int(card) for card in cstud.parse_cards(hand)) for hand in hands]
    seen = set(b"".join(known)) | {int(card) for card in cstud.parse_cards(dead)}
    unseen = bytes(c for c in range(52) if c not in seen)
    need = tuple(7 - len(cards) for cards in known)
    return equity_module._Problem(equity_module.GAMES.index(game), unseen, tuple(known), need,
                                  sum(need) > len(unseen))


def _all_runouts(problem, method):
    assert problem.runouts() <= 2 * 10**8, "a test enumeration this size would take minutes"
    plan = equity_module._plan_exact(problem, method)
    return sum(equity_module._run_chunk(problem, task) for task, _ in plan)


@pytest.mark.parametrize("game", ["stud8", "stud", "razz"])
@pytest.mark.parametrize("hands", [
    ["As 2s 3s Kd 9c", "Kh Kc 7d 8s 2c"],
    ["Ah 2h 6c 6d 7s", "3c 4c 5c Qs Js"],
    ["As 2s 3s 4s 5s 6s 7s", "Kh Kc 7d 8s 2c"],
])
def test_headsup_count_equals_full_enumeration(hands, game):
    problem = _problem(hands, "Qd", game)
    assert np.array_equal(_all_runouts(problem, "headsup"), _all_runouts(problem, "enumerate"))


def test_headsup_count_equals_full_enumeration_on_fourth_street():
    """141 million runouts listed one by one (about a second) against the heads-up count."""
    case = next(c for c in ORACLE["cases"] if c["id"] == "4th_A2K8_vs_7765")
    problem = _problem([p["known_cards"] for p in case["players"]])
    assert np.array_equal(_all_runouts(problem, "headsup"), _all_runouts(problem, "enumerate"))


def test_enumeration_chunks_add_up(monkeypatch):
    hands = ["Ac 2c 3c 4d 9s", "5d 6d 7d Ks Kh", "Ah Ad Js Jh Ts"]
    whole = cstud.equity(hands, "2s 3s 4s 5s 6s 7s 8c 8d 8h 9d 9c Th Tc Td")
    monkeypatch.setattr(equity_module, "ENUMERATION_CHUNK", 1000)
    problem = _problem(hands, "2s 3s 4s 5s 6s 7s 8c 8d 8h 9d 9c Th Tc Td")
    assert len(equity_module._plan_exact(problem, "enumerate")) > 10
    assert cstud.equity(hands, "2s 3s 4s 5s 6s 7s 8c 8d 8h 9d 9c Th Tc Td") == whole


# ---------------------------------------------------------------------------------------
# The oracle: 19 cases computed outside the project.

def _oracle_args(case):
    return [p["known_cards"] for p in case["players"]], case["dead_cards"]


def _check_oracle(result, case):
    assert result.runouts == case["runouts_enumerated"]
    assert round(result.p_no_low, 9) == case["p_no_low"]
    oracle_names = {"equity": "equity", "scoop": "scoop", "high_share": "high_share",
                    "low_share": "low_share"}
    for player, expected in zip(result, case["players"], strict=True):
        for ours, theirs in oracle_names.items():
            assert round(getattr(player, ours), 9) == pytest.approx(expected[theirs], abs=1e-12), (
                case["id"], ours)


@pytest.mark.parametrize("case", ORACLE["cases"], ids=[c["id"] for c in ORACLE["cases"]])
def test_oracle_exact(case):
    """All 19, exactly: 3rd street (18 billion runouts) by the heads-up count, the rest too."""
    result = cstud.equity(*_oracle_args(case))
    assert result.exact
    _check_oracle(result, case)
    assert_consistent(result)


LATER_STREETS = [c for c in ORACLE["cases"] if c["street"] != "3rd"]
THIRD_STREET = [c for c in ORACLE["cases"] if c["street"] == "3rd"]


@pytest.mark.parametrize("case", LATER_STREETS, ids=[c["id"] for c in LATER_STREETS])
def test_oracle_later_streets_by_full_enumeration(case):
    """The 8 cases from 4th street on, every runout listed (no heads-up shortcut)."""
    hands, dead = _oracle_args(case)
    problem = _problem(hands, dead)
    counts = _all_runouts(problem, "enumerate")
    means, p_no_low, _ = equity_module._summarise(counts, len(hands), 0, True)
    assert int(counts.sum()) == case["runouts_enumerated"]
    assert round(float(p_no_low), 9) == case["p_no_low"]
    for mean, expected in zip(means, case["players"], strict=True):
        for k, stat in enumerate(STATS):
            if stat in expected:
                assert round(float(mean[k]), 9) == pytest.approx(expected[stat], abs=1e-12)


def _within(result, exact, sigmas=4.0):
    """Every figure of a Monte Carlo result within `sigmas` of its standard errors of exact."""
    assert not result.exact
    for p, (mc, ex) in enumerate(zip(result, exact, strict=True)):
        for stat in STATS:
            error = abs(getattr(mc, stat) - getattr(ex, stat))
            assert error <= sigmas * result.stderr(stat, p) + 1e-12, (p, stat, error)
    assert abs(result.p_no_low - exact.p_no_low) <= sigmas * result.stderr("p_no_low") + 1e-12


@pytest.mark.parametrize("case", THIRD_STREET, ids=[c["id"] for c in THIRD_STREET])
def test_oracle_third_street_by_monte_carlo(case):
    result = cstud.equity(*_oracle_args(case), exact_limit=0, trials=200_000, seed=2024)
    assert result.runouts == 200_000 and result.possible_runouts == case["runouts_enumerated"]
    for p, expected in enumerate(case["players"]):
        for stat in ("equity", "scoop", "high_share", "low_share"):
            error = abs(getattr(result[p], stat) - expected[stat])
            assert error <= 4 * result.stderr(stat, p), (p, stat, error)
    assert abs(result.p_no_low - case["p_no_low"]) <= 4 * result.stderr("p_no_low")


@pytest.mark.slow
@pytest.mark.parametrize("case", THIRD_STREET, ids=[c["id"] for c in THIRD_STREET])
def test_oracle_third_street_by_full_enumeration(case):
    """Opt-in (pytest -m slow): every one of 5 to 18 billion runouts listed, on two processes,
    must equal the heads-up count. Measured on 2 shared cores: 37 s for a case with dead cards
    (5.4 billion runouts), 77 s for one without (18.3 billion), about 120 million runouts/s
    per process."""
    hands, dead = _oracle_args(case)
    problem = _problem(hands, dead)
    plan = equity_module._plan_exact(problem, "enumerate")
    with ProcessPoolExecutor(2) as pool:
        counts = sum(pool.map(equity_module._run_chunk, [problem] * len(plan),
                              [task for task, _ in plan]))
    assert np.array_equal(counts, _all_runouts(problem, "headsup"))
    _, p_no_low, _ = equity_module._summarise(counts, 2, 0, True)
    assert int(counts.sum()) == case["runouts_enumerated"]
    assert round(float(p_no_low), 9) == case["p_no_low"]


# ---------------------------------------------------------------------------------------
# Monte Carlo.

MC_CASES = [
    (["As 2s 3s 4d 9c Kh", "Qc Qd Qh 8s 5c 2d"], "", "stud8"),
    (["As 2c 3d 4h Kc Kd", "Ad 2s 3c 4s Qc Qd"], "5c 5d", "stud8"),
    (["Ac 2c 3c 4d 9s", "5d 6d 7d Ks Kh", "Ah Ad Js Jh Ts"], "2s 3s 4s 5s", "stud8"),
    (["As Ks Qs Js 2d", "7h 7d 7c 4s 4h"], "9s", "stud"),
    (["As 2s 3d 8c Kh", "2h 4h 6c 7d 9s", "3c 5c Jd 9h Qh"], "Th", "razz"),
]


@pytest.mark.parametrize(("hands", "dead", "game"), MC_CASES)
def test_monte_carlo_within_four_standard_errors(hands, dead, game):
    exact = cstud.equity(hands, dead, game=game, exact_limit=10**9)
    assert exact.exact
    result = cstud.equity(hands, dead, game=game, exact_limit=0, trials=300_000, seed=7)
    _within(result, exact)
    assert_consistent(result)


def test_monte_carlo_with_a_community_card():
    hands, dead = _eight_handed(5, 6, 1)
    exact = cstud.equity(hands, dead)
    result = cstud.equity(hands, dead, exact_limit=0, trials=100_000, seed=3)
    assert result.community_card
    _within(result, exact)


def test_standard_errors():
    result = cstud.equity(["As 2s 3s", "Kh Kd 7c"], exact_limit=0, trials=50_000, seed=11)
    for p, player in enumerate(result):
        for stat in ("scoop", "p_high", "p_low"):   # 0/1 per runout: the binomial formula,
            wins = round(getattr(player, stat) * 50_000)    # with one more win and loss
            q = Fraction(wins + 1, 50_002)
            assert result.stderr(stat, p) == pytest.approx(math.sqrt(q * (1 - q) / 50_002),
                                                           rel=1e-12)
        assert 0 < result.stderr("equity", p) < 0.5 / math.sqrt(50_000) + 1e-12
    exact = cstud.equity(["As 2s 3s", "Kh Kd 7c"])
    assert exact.stderr("equity", 0) == 0.0 and exact.stderr("p_no_low") == 0.0
    with pytest.raises(ValueError, match="unknown statistic"):
        result.stderr("luck", 0)
    with pytest.raises(ValueError, match="which player"):
        result.stderr("equity")


def test_standard_errors_of_a_sample_that_went_one_way():
    """A player who won every one of a few deals is not reported as known exactly: the error
    is taken as though one deal won and one lost were added (values 1, ..., 1, 1, 0 over
    trials + 2 deals), while a figure the rules fix (no low in stud) keeps 0.0."""
    royal = ["As Ks Qs Js Ts 2c", "2d 3d 4d 5h 7h 8h"]    # nothing beats a royal flush
    for trials in (1, 5, 100):
        result = cstud.equity(royal, game="stud", exact_limit=0, trials=trials, seed=1)
        assert not result.exact and result[0].equity == 1.0 and result[1].equity == 0.0
        n = trials + 2
        mean = Fraction(trials + 1, n)
        expected = math.sqrt((mean - mean * mean) / n)      # E[x^2] = E[x] for 0/1 values
        for stat in ("equity", "scoop", "p_high", "high_share"):
            assert result.stderr(stat, 0) == pytest.approx(expected, rel=1e-12), stat
            assert result.stderr(stat, 1) == pytest.approx(expected, rel=1e-12), stat
        for stat in ("p_low", "low_share"):
            assert result.stderr(stat, 0) == result.stderr(stat, 1) == 0.0
        assert result.stderr("p_no_low") == 0.0
    # In stud8 the low exists or not deal by deal: p_no_low's error is taken the same way.
    result = cstud.equity(["As Ks Qs Js Ts 2c", "Ad Kd Qd Jd 9h 8h"], exact_limit=0,
                          trials=10, seed=1)
    assert result.p_no_low == 1.0
    mean = Fraction(11, 12)
    assert result.stderr("p_no_low") == pytest.approx(math.sqrt((mean - mean**2) / 12),
                                                      rel=1e-12)


def test_seeds_reproduce():
    hands = ["As 2s 3h", "?? ?? Kd", "Qc Jc Tc"]
    first = cstud.equity(hands, "7c 8d", trials=20_000, seed=123)
    assert cstud.equity(hands, "7c 8d", trials=20_000, seed=123) == first
    assert cstud.equity(hands, "7c 8d", trials=20_000, seed=np.uint64(123)) == first
    assert cstud.equity(hands, "7c 8d", trials=20_000, seed=124) != first
    fresh = cstud.equity(hands, "7c 8d", trials=20_000)
    assert isinstance(fresh.seed, int)
    assert cstud.equity(hands, "7c 8d", trials=20_000, seed=fresh.seed) == fresh


def test_generator_is_splitmix64_seeded_xoshiro256starstar():
    """The core's generator against a plain-Python SplitMix64 + xoshiro256** (Vigna's
    reference algorithms), with the stream mixed in as documented in _equity.pxi."""
    mask = (1 << 64) - 1

    def splitmix(state):
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        return state, z ^ (z >> 31)

    def rotl(x, k):
        return ((x << k) | (x >> (64 - k))) & mask

    def outputs(seed, stream, count):
        state, first = splitmix(stream)
        state = first ^ seed
        s = []
        for _ in range(4):
            state, value = splitmix(state)
            s.append(value)
        out = []
        for _ in range(count):
            out.append((rotl((s[1] * 5) & mask, 7) * 9) & mask)
            t = (s[1] << 17) & mask
            s[2] ^= s[0]
            s[3] ^= s[1]
            s[1] ^= s[2]
            s[0] ^= s[3]
            s[2] ^= t
            s[3] = rotl(s[3], 45)
        return out

    for seed, stream in [(0, 0), (1, 0), (1, 1), (2**64 - 1, 12345)]:
        assert _core._rng_outputs(seed, stream, 8) == outputs(seed, stream, 8)


# ---------------------------------------------------------------------------------------
# Symmetry and choice of method.

@pytest.mark.parametrize(("hands", "dead", "game"), [
    *BRUTE_CASES[:6],
    (["As 2s 3s", "Kh Kd 7c"], "", "stud8"),
    (["As 2s 3s Kd 9c", "Kh Kc 7d 8s 2c"], "", "razz"),
])
def test_swapping_players_swaps_results(hands, dead, game):
    result = cstud.equity(hands, dead, game=game)
    for order in permutations(range(len(hands))):
        swapped = cstud.equity([hands[i] for i in order], dead, game=game)
        assert swapped.p_no_low == result.p_no_low
        assert swapped.players == tuple(result.players[i] for i in order)


def test_method_choice():
    third = cstud.equity(["As 2s 3s", "Kh Kd 7c"])
    assert third.exact and third.seed is None and third.runouts == 18_265_297_050
    three_way = cstud.equity(["As 2s 3s", "Kh Kd 7c", "Qc Qs 8h"], "2d", trials=10_000, seed=1)
    assert not three_way.exact and three_way.runouts == 10_000 and three_way.seed == 1
    assert three_way.possible_runouts == math.comb(42, 4) * math.comb(38, 4) * math.comb(34, 4)
    # the limit is the caller's: 0 forces Monte Carlo
    assert not cstud.equity(["As 2s 3s 4d 9c Kh", "Qc Qd Qh 8s 5c 2d"], exact_limit=0,
                            trials=1000, seed=1).exact


def test_progress_is_reported():
    calls = []
    cstud.equity(["As 2s 3h", "Kd Kc 7s"], exact_limit=0, trials=600_000, seed=1,
                 progress=lambda done, total: calls.append((done, total)))
    assert len(calls) == 3 and calls[-1] == (600_000, 600_000)
    assert [done for done, _ in calls] == sorted(done for done, _ in calls)


def test_result_objects():
    result = cstud.equity(["As 2s 3s", "?? ?? Kd"], "7c", trials=10_000, seed=5)
    assert result[1].unknown == 2 and result[1].cards == (cstud.Card("Kd"),)
    assert result[1].hand == "?? ?? Kd" and result.dead == (cstud.Card("7c"),)
    assert len(result) == 2 and list(result) == list(result.players)
    text = repr(result)
    assert "Monte Carlo" in text and "seed 5" in text and "'?? ?? Kd'" in text
    assert "equity=" in repr(result[0])
    with pytest.raises(AttributeError):
        result.exact = True  # type: ignore[misc]
    assert hash(result[0]) == hash(result[0])


# ---------------------------------------------------------------------------------------
# Executors: the same seed, the same answer anywhere.

def _executor_runs(executor, monkeypatch):
    monkeypatch.setattr(equity_module, "SAMPLE_CHUNK", 5_000)
    sampled = cstud.equity(["As 2s 3h", "?? ?? Kd", "Qc Jc Tc"], "7c 8d", trials=33_333,
                           seed=99, executor=executor)
    monkeypatch.setattr(equity_module, "ENUMERATION_CHUNK", 1000)
    counted = cstud.equity(["Ac 2c 3c 4d 9s 9h", "5d 6d 7d Ks Kh Qc", "Ah Ad Js Jh Ts 8s"],
                           "2s 3s 4s 5s", executor=executor)
    return sampled, counted


@pytest.fixture
def serial_answer(monkeypatch):
    return _executor_runs(None, monkeypatch)


def test_thread_pool_gives_the_same_answer(serial_answer, monkeypatch):
    with ThreadPoolExecutor(4) as pool:
        assert _executor_runs(pool, monkeypatch) == serial_answer


def test_process_pool_gives_the_same_answer(serial_answer, monkeypatch):
    with ProcessPoolExecutor(2) as pool:
        assert _executor_runs(pool, monkeypatch) == serial_answer


def test_dask_gives_the_same_answer(serial_answer, monkeypatch):
    distributed = pytest.importorskip(
        "distributed", reason="dask.distributed is not installed (pip install 'cstud[dask]')")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        assert _executor_runs(client.get_executor(), monkeypatch) == serial_answer


def test_chunking_does_not_change_the_answer(monkeypatch):
    """The chunk size is fixed by the library; here it is changed on purpose to show that
    only the seed and the chunking decide a Monte Carlo answer."""
    hands = ["As 2s 3h", "Kd Kc 7s"]
    a = cstud.equity(hands, trials=50_000, seed=4, exact_limit=0)
    monkeypatch.setattr(equity_module, "SAMPLE_CHUNK", 7_000)
    b = cstud.equity(hands, trials=50_000, seed=4, exact_limit=0)
    assert a.runouts == b.runouts == 50_000 and a != b   # a different chunking is another draw
    with ThreadPoolExecutor(3) as pool:
        assert cstud.equity(hands, trials=50_000, seed=4, exact_limit=0, executor=pool) == b


# ---------------------------------------------------------------------------------------
# Bad input.

@pytest.mark.parametrize(("args", "kwargs", "error", "match"), [
    ((["As 2s 3h", "As Kd"],), {}, ValueError, r"As is in both hands\[0\] and hands\[1\]"),
    ((["As 2s 3h", "Kd Qd Jd"], "Kd"), {}, ValueError, r"Kd is in both hands\[1\] and the dead"),
    ((["As 2s 3h 4h 5h 6h 7h 8h", "Kd"],), {}, ValueError, r"hands\[0\] .*at most 7"),
    ((["?? ?? As 2s 3h 4h 5h 6h", "Kd"],), {}, ValueError, r"hands\[0\] has 8 cards"),
    ((["As 2s 3h"],), {}, ValueError, "at least 2 players"),
    (([],), {}, ValueError, "at least 2 players"),
    ((["As"] * 1 + [f"{r}c" for r in "23456789"],), {}, ValueError, "at most 8 players"),
    ((["As 2s 3h", "Kd Qd Jd"],), {"trials": 0}, ValueError, "trials must be positive"),
    ((["As 2s 3h", "Kd Qd Jd"],), {"trials": -5}, ValueError, "trials must be positive"),
    ((["As 2s 3h", "Kd Qd Jd"],), {"trials": 2.5}, TypeError, "trials must be an int"),
    ((["As 2s 3h", "Kd Qd Jd"],), {"game": "holdem"}, ValueError, "unknown game 'holdem'"),
    ((["As 2s 3h", "Kd Qd Jd"],), {"game": 8}, TypeError, "game must be text"),
    ((["As 2s 3h", "Kd Qd Jd"],), {"seed": "seven"}, TypeError, "seed must be an int"),
    ((["As 2s 3h", "Kd Qd Jd"],), {"seed": 1.0}, TypeError, "seed must be an int"),
    ((["As 2s 3h", "Kd Qd Jd"],), {"seed": True}, TypeError, "seed must be an int"),
    ((["As 2s 3h", "Kd Qd Jd"],), {"seed": -1}, ValueError, "seed must be in"),
    ((["As 2s 3h", "Kd Qd Jd"],), {"seed": 2**64}, ValueError, "seed must be in"),
    ((["As 2s 3h", "Kd Qd Jd"],), {"exact_limit": -1}, ValueError, "exact_limit"),
    ((["As 2s 3h", "Kd Qd Jd"],), {"executor": "pool"}, TypeError, "executor must be"),
    ((["As 2s 3h", "Kd Qd Jd"],), {"progress": 5}, TypeError, "progress must be callable"),
    ((["As 2s Xh", "Kd"],), {}, ValueError, r"hands\[0\]: unknown card text 'Xh'"),
    ((["As 2s 3h", "Kd Kd Qd"],), {}, ValueError, r"hands\[1\]: duplicate card Kd"),
    ((["As 2s 3h", [51.0]],), {}, TypeError, r"hands\[1\]"),
    ((["As 2s 3h", None],), {}, TypeError, r"hands\[1\] must be cards"),
    (("As 2s 3h",), {}, TypeError, "one hand per player"),
    # hands no stud deal gives: fewer than 3 cards, live hands of different sizes
    ((["As 2s", "Kd Qd Jd"],), {}, ValueError, r"hands\[0\] has 2 cards; a stud hand has at"),
    ((["As 2s 3h", "Kd"],), {}, ValueError, r"hands\[1\] has 1 card; a stud hand has at least 3"),
    ((["As 2s 3h", []],), {}, ValueError, r"hands\[1\] has 0 cards"),
    ((["As 2s 3h", "?? ?? Kd 5c"],), {}, ValueError,
     r"live hands have as many cards as each other .* hands\[0\] 3, hands\[1\] 4"),
    ((["As 2s 3h 4h 5h 6h 7h", "Kd Qd Jd Td 9d 8d", "2c 3c 4c 5c 6c 7c 8c"],), {}, ValueError,
     r"live hands have as many cards"),
    ((["As 2s 3h", "Kd Qd Jd"], "??"), {}, ValueError, "dead cards are cards that were seen"),
    ((["As 2s 3h", "Kd Qd Jd"], "7z"), {}, ValueError, "dead: unknown card text"),
])
def test_bad_input(args, kwargs, error, match):
    with pytest.raises(error, match=match):
        cstud.equity(*args, **kwargs)


def test_more_players_than_the_deck_can_serve():
    hands, _ = _eight_handed(4, 3, 0)
    # eight players on 3rd street: 28 unseen for 32 cards: 4th to 6th street (24) and a
    # community card
    assert cstud.equity(hands, trials=1000, seed=1).community_card
    seen = set(_core.card_codes(" ".join(hands)))
    dead = [c for c in range(52) if c not in seen][:4]
    # 24 unseen: 25 needed even with a community card
    with pytest.raises(ValueError, match="the deck cannot serve these 8 players"):
        cstud.equity(hands, dead, trials=1000, seed=1)


@pytest.mark.parametrize(("call", "match"), [
    (lambda: _core._equity_enumerate(0, bytes([60]), [b"", b""], (7, 7), False, 0, 1),
     "distinct codes"),
    (lambda: _core._equity_enumerate(0, bytes([1, 1]), [b"", b""], (7, 7), False, 0, 1),
     "distinct codes"),
    (lambda: _core._equity_enumerate(0, bytes(range(10)), [b"\x0a", b"\x0b"], (6, 5), False,
                                     0, 1), "make seven"),
    (lambda: _core._equity_enumerate(0, bytes(range(10)), [b"\x0a", b"\x0a"], (6, 6), False,
                                     0, 1), "known cards must be distinct"),
    (lambda: _core._equity_enumerate(0, bytes(range(10)), [b"\x0a", b"\x0b"], (6, 6), False,
                                     0, 1), "cannot complete"),
    (lambda: _core._equity_enumerate(0, bytes(range(10, 52)), [bytes(range(5)),
                                     bytes(range(5, 10))], (2, 2), False, 0, 10**6), "outside"),
    (lambda: _core._equity_enumerate(5, bytes(range(10, 52)), [bytes(range(5)),
                                     bytes(range(5, 10))], (2, 2), False, 0, 1), "game code"),
    (lambda: _core._equity_sample(0, b"", [b""] * 9, (7,) * 9, False, 1, 0, 0), "2 to 8"),
    (lambda: _core._equity_headsup(0, bytes(range(10, 52)), [bytes(range(3)), bytes(range(3, 6)),
                                   bytes(range(6, 10))], (4, 4, 3)), "exactly two"),
])
def test_core_rejects_bad_problems(call, match):
    """The compiled loops check their own input: nothing can make them read out of bounds."""
    with pytest.raises(ValueError, match=match):
        call()


# ---------------------------------------------------------------------------------------
# The command line.

def test_cli_equity(capsys):
    assert main(["equity", "As 2s 3s", "Kh Kd 7c"]) == 0
    out = capsys.readouterr().out
    assert "56.65%" in out and "43.35%" in out and "18,265,297,050" in out
    assert main(["equity", "As 2s 3h", "?? ?? Kd", "--dead", "7c 8d", "--trials", "20000",
                 "--seed", "5", "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    assert "Monte Carlo" in out and "seed 5" in out and "?? ?? Kd" in out
    assert main(["equity", "As 2s 3s 4d 5d", "Kh Kd 7c 7s 8h", "--game", "razz"]) == 0
    assert "razz" in capsys.readouterr().out
    assert main(["equity", "As 2s 3h", "As"]) == 2
    assert "As is in both" in capsys.readouterr().err


def test_oracle_file_rules_are_the_ones_implemented():
    """The oracle's definitions, as quoted in cstud.equity's docstring."""
    assert "scoop = P(player gets the whole pot)" in ORACLE["rules"]
    assert "low_share counts only runouts where a low qualifies" in ORACLE["rules"]
    assert "whole pot" in equity_module.__doc__
