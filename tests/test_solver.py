"""cstud.solve against an exact sequence-form linear program (SciPy) on small spots.

The LP here is built independently of the solver's internals: its payoffs come from
cstud.settle called on every pair of hands at every showdown, its constraints from the
betting tree's lines, and SciPy's HiGHS solves it. The solver must reach the LP's game value
to 1e-6 of the pot, with an exploitability under its target; the values are zero-sum; the
solver's showdown payoffs equal settle's for every pair of random spots.
"""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

import cstud
from cstud.solver import MAX_COMBOS, SolveError, Spot, best_response, solve

GAMES = ("stud8", "stud", "razz")


def random_spot(seed, game, combos=(4, 4), cap=4, stacks=(1000, 1000)):
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    up0, up1, dead = deck[:4], deck[4:8], deck[8:10]
    unseen = deck[10:]
    triples = list(itertools.combinations(unseen, 3))
    rng.shuffle(triples)
    range0 = {" ".join(repr(cstud.Card(c)) for c in t): rng.choice([1, 1, 2, 0.5])
              for t in triples[:combos[0]]}
    range1 = [" ".join(repr(cstud.Card(c)) for c in t) for t in triples[-combos[1]:]]
    pot = rng.choice([20, 35, 60, 101])
    return Spot(upcards=(cstud.format_cards(up0), cstud.format_cards(up1)), pot=pot,
                bet=rng.choice([10, 20]), ranges=(range0, range1), cap=cap, stacks=stacks,
                dead=cstud.format_cards(dead), first=rng.randrange(2), game=game)


def cards(text):
    return [int(c) for c in cstud.parse_cards(text)]


def lp_value(spot, result):
    """Player 0's game value by the sequence-form LP (chips, the solver's convention)."""
    scipy_optimize = pytest.importorskip("scipy.optimize",
                                         reason="the LP reference needs SciPy")
    nodes = {node.line: node for node in result.nodes}
    combos = [[tuple(int(c) for c in combo) for combo in result.combos[p]] for p in (0, 1)]
    weights = []
    for p in (0, 1):
        given = spot.ranges[p]
        table = ({tuple(sorted(cards(k))): float(v) for k, v in given.items()}
                 if isinstance(given, dict) else {tuple(sorted(cards(k))): 1.0 for k in given})
        weights.append([table[tuple(sorted(combo))] for combo in combos[p]])
    ups = [cards(spot.upcards[p]) for p in (0, 1)]

    def sequences(player):
        """Sequence ids: the empty one, then (line of the node, action) of each decision."""
        ids = {"": 0}
        for node in result.nodes:
            if node.player == player:
                for action in node.actions:
                    ids[node.line + action] = len(ids)
        return ids

    def own_sequence(line, player):
        """The player's last own action on the line, as a sequence id key."""
        last = ""
        for k in range(len(line)):
            if nodes[line[:k]].player == player:
                last = line[:k + 1]
        return last

    seqs = [sequences(0), sequences(1)]
    n0, n1 = len(combos[0]), len(combos[1])
    s0, s1 = len(seqs[0]), len(seqs[1])
    A = np.zeros((n0 * s0, n1 * s1))
    half = spot.pot // 2
    total = 0.0
    for i, j in itertools.product(range(n0), range(n1)):
        if set(combos[0][i]) & set(combos[1][j]):
            continue
        total += weights[0][i] * weights[1][j]
    for node in result.nodes:
        if not node.is_terminal:
            continue
        a0, a1 = own_sequence(node.line, 0), own_sequence(node.line, 1)
        for i, j in itertools.product(range(n0), range(n1)):
            if set(combos[0][i]) & set(combos[1][j]):
                continue
            if node.folder is not None:
                pot = spot.pot + sum(node.put_in)
                received = pot if node.folder == 1 else 0
            else:
                hands = [ups[0] + list(combos[0][i]), ups[1] + list(combos[1][j]), None]
                contributions = [half + node.put_in[0], half + node.put_in[1],
                                 spot.pot - 2 * half]
                received = cstud.settle(contributions, hands, game=spot.game).payouts[0]
            value = received - spot.pot / 2 - node.put_in[0]
            A[i * s0 + seqs[0][a0], j * s1 + seqs[1][a1]] += (
                weights[0][i] * weights[1][j] * value / total)

    def constraints(player, n, s):
        rows = []
        for c in range(n):
            row = np.zeros(n * s)
            row[c * s] = 1
            rows.append((row, 1.0))
            for node in result.nodes:
                if node.player != player:
                    continue
                row = np.zeros(n * s)
                row[c * s + seqs[player][own_sequence(node.line, player)]] = -1
                for action in node.actions:
                    row[c * s + seqs[player][node.line + action]] = 1
                rows.append((row, 0.0))
        return np.array([r for r, _ in rows]), np.array([b for _, b in rows])

    E, e = constraints(0, n0, s0)
    F, f = constraints(1, n1, s1)
    # max f.q  s.t.  F^T q - A^T x <= 0,  E x = e,  x >= 0,  q free
    nx, nq = n0 * s0, F.shape[0]
    objective = np.concatenate([np.zeros(nx), -f])
    upper = np.hstack([-A.T, F.T])
    equal = np.hstack([E, np.zeros((E.shape[0], nq))])
    bounds = [(0, None)] * nx + [(None, None)] * nq
    answer = scipy_optimize.linprog(objective, A_ub=upper, b_ub=np.zeros(n1 * s1),
                                    A_eq=equal, b_eq=e, bounds=bounds, method="highs")
    assert answer.status == 0, answer.message
    return -answer.fun


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [0, pytest.param(1, marks=pytest.mark.slow),
                                  pytest.param(2, marks=pytest.mark.slow)])
def test_the_solver_reaches_the_linear_programs_value(game, seed):
    spot = random_spot(seed, game, combos=(3 + seed, 5 - seed % 2), cap=2 + seed % 3)
    result = solve(spot, target=1e-7, max_iterations=2_000)
    assert result.exploitability_pot <= 1e-4
    assert abs(result.values[0] - lp_value(spot, result)) <= 1e-6 * spot.pot
    assert result.values[0] + result.values[1] == 0


@pytest.mark.slow
def test_fifty_combinations_a_side_against_the_linear_program():
    spot = random_spot(11, "stud8", combos=(50, 50), cap=3)
    result = solve(spot, target=1e-7, max_iterations=2_000)
    assert result.exploitability_pot <= 1e-4
    assert abs(result.values[0] - lp_value(spot, result)) <= 1e-6 * spot.pot


def dense_showdowns(spot, prepared):
    """The dense path: player 0's value for every pair of combinations at each showdown
    terminal, each pair settled by cstud.settle; and the 0/1 matrix of pairs that can meet."""
    ups = [cards(spot.upcards[p]) for p in (0, 1)]
    half = spot.pot // 2
    n0, n1 = len(prepared.combos[0]), len(prepared.combos[1])
    meet = np.zeros((n0, n1))
    matrices = {}
    for i, j in itertools.product(range(n0), range(n1)):
        meet[i, j] = not set(prepared.combos[0][i]) & set(prepared.combos[1][j])
    for t, pot in zip(prepared.terminals, prepared.pots, strict=True):
        if pot < 0 or int(pot) in matrices:
            continue
        put_in = prepared.nodes[t].put_in
        matrix = np.zeros((n0, n1))
        for i, j in zip(*np.nonzero(meet), strict=True):
            hands = [ups[0] + list(prepared.combos[0][i]), ups[1] + list(prepared.combos[1][j]),
                     None]
            paid = cstud.settle([half + put_in[0], half + put_in[1], spot.pot - 2 * half],
                                hands, game=spot.game).payouts[0]
            matrix[i, j] = paid - spot.pot / 2 - put_in[0]
        matrices[int(pot)] = matrix
    return matrices, meet


def tie_heavy_spot(game, pot):
    """Both players show A-2-3-4 and the unseen cards are few and low: most pairs tie a
    half or both (wheels against wheels), odd chips and all."""
    ups = ("Ac 2d 3h 4s", "Ad 2c 3s 4h")
    live = cards("Ac 2d 3h 4s Ad 2c 3s 4h 5s 5h 5d 5c Kh Qd 9c 8d 6s 6h As 2s")
    dead = cstud.format_cards([c for c in range(52) if c not in live])
    return Spot(upcards=ups, pot=pot, bet=3, cap=2, game=game, dead=dead)


# seeds 2 and 3, pots 12 and 13 (the other parities of a half) in the slow run
SHOWDOWN_SPOTS = [pytest.param(game, seed, id=f"{game}-{seed}",
                               marks=[pytest.mark.slow] if seed >= 2 else [])
                  for game in GAMES for seed in range(4)] + [
    pytest.param(game, -pot, id=f"{game}-ties-pot{pot}",
                 marks=[pytest.mark.slow] if pot >= 12 else [])
    for game in GAMES for pot in (10, 11, 12, 13)]


@pytest.mark.parametrize("game, seed", SHOWDOWN_SPOTS)
def test_sorted_showdowns_equal_settle_on_every_pair_and_the_dense_path(game, seed):
    from cstud.solver import _prepare

    if seed >= 0:
        rng = random.Random(seed)
        spot = random_spot(100 + seed, game, combos=(40, 40),
                           stacks=(1000, rng.choice([5, 15, 1000])))
        # odd pots too, so that tied halves leave odd chips (R23)
        spot = Spot(**{**spot.__dict__, "pot": rng.randint(2, 41)})
    else:
        spot = tie_heavy_spot(game, -seed)
    prepared = _prepare(spot)
    matrices, meet = dense_showdowns(spot, prepared)
    n0, n1 = meet.shape
    showdowns = prepared.showdowns
    rng = np.random.default_rng(abs(seed))
    assert showdowns.dense is not None      # small ranges: the matrices, made by the sweeps
    for pot, matrix in matrices.items():
        assert np.array_equal(showdowns.dense[pot], matrix)
        # every pair by the sweeps: a unit reach for each of the other's combinations
        assert np.array_equal(showdowns._pay(0, np.eye(n1), np.full(n1, pot))[0], matrix)
        assert np.array_equal(showdowns._pay(1, np.eye(n0), np.full(n0, pot))[0], -matrix.T)
        # any reach: the dense matrix product, by the sweeps and by the matrices
        reach1, reach0 = rng.random((n1, 3)), rng.random((n0, 3))
        for pay in (showdowns._pay, showdowns.pay):
            paid, met = pay(0, reach1, np.full(3, pot))
            assert np.allclose(paid, matrix @ reach1, rtol=0, atol=1e-9)
            assert np.allclose(met, meet @ reach1, rtol=0, atol=1e-12)
            paid, met = pay(1, reach0, np.full(3, pot))
            assert np.allclose(paid, -matrix.T @ reach0, rtol=0, atol=1e-9)
            assert np.allclose(met, meet.T @ reach0, rtol=0, atol=1e-12)


def test_the_sweep_against_every_pair_with_subsets_and_ties():
    from cstud import _core

    rng = random.Random(7)
    for trial in range(30):
        deck = rng.sample(range(52), 14)
        triples = list(itertools.combinations(sorted(deck), 3))
        c0 = rng.sample(triples, rng.randint(1, 40))
        c1 = rng.sample(triples, rng.randint(1, 40))
        k0 = np.array([rng.randint(0, 4) for _ in c0], dtype=np.int64)
        k1 = np.array([rng.randint(0, 4) for _ in c1], dtype=np.int64)
        s0 = np.array(rng.sample(range(len(c0)), rng.randint(0, len(c0))), dtype=np.int64)
        s1 = np.array(rng.sample(range(len(c1)), rng.randint(0, len(c1))), dtype=np.int64)
        o0 = s0[np.argsort(k0[s0], kind="stable")]
        o1 = s1[np.argsort(k1[s1], kind="stable")]
        place = np.full(len(c1), -1, dtype=np.int64)
        place[o1] = np.arange(len(o1))
        same = np.array([c1.index(c) if c in c1 else -1 for c in c0], dtype=np.int64)
        reach = np.random.default_rng(trial).random((len(c1), 3))
        out, met = np.zeros((len(c0), 3)), np.zeros((len(c0), 3))
        _core._solver_sweep(k0, o0, k1, o1, place, np.array(c0, dtype=np.int32),
                            np.array(c1, dtype=np.int32), same, reach, out, met)
        want, want_met = np.zeros_like(out), np.zeros_like(out)
        for i in o0:
            for j in o1:
                if not set(c0[i]) & set(c1[j]):
                    want[i] += np.sign(k0[i] - k1[j]) * reach[j]
                    want_met[i] += reach[j]
        assert np.allclose(out, want) and np.allclose(met, want_met)


def test_the_sweep_refuses_bad_arrays_without_crashing():
    from cstud import _core

    keys = np.zeros(2, dtype=np.int64)
    order = np.arange(2, dtype=np.int64)
    combos = np.array([[0, 1, 2], [3, 4, 5]], dtype=np.int32)
    same = np.full(2, -1, dtype=np.int64)
    reach = np.ones((2, 1))

    def sweep(**change):
        args = dict(keys_mine=keys, order_mine=order, keys_other=keys, order_other=order,
                    position_other=order, cards_mine=combos, cards_other=combos, same=same,
                    reach=reach, out=np.zeros((2, 1)), compatible=np.zeros((2, 1)))
        args.update(change)
        _core._solver_sweep(*args.values())

    sweep()
    for change, words in [
        ({"order_mine": np.array([0, 5])}, "outside"),
        ({"order_other": np.array([-1, 0])}, "outside"),
        ({"cards_mine": np.array([[0, 1, 52], [3, 4, 5]], dtype=np.int32)}, "increasing"),
        ({"cards_other": np.array([[1, 1, 2], [3, 4, 5]], dtype=np.int32)}, "increasing"),
        ({"same": np.array([0, 9])}, "outside"),
        ({"position_other": np.array([0, 7])}, "outside"),
        ({"keys_mine": np.array([3, 1])}, "does not sort"),
        ({"reach": np.ones((3, 1))}, "agree"),
        ({"out": np.zeros((2, 2))}, "agree"),
    ]:
        with pytest.raises(ValueError, match=words):
            sweep(**change)
    with pytest.raises(ValueError, match="7 cards"):
        _core._solver_ranks(np.zeros((1, 6), dtype=np.uint8), 0)
    with pytest.raises(ValueError, match="twice"):
        _core._solver_ranks(np.zeros((1, 7), dtype=np.uint8), 0)


@pytest.mark.parametrize("actions", [2, 3])
def test_the_compiled_regret_update_equals_the_array_formulas(actions):
    """DCFR's step at a node, written out with NumPy as the docstring states it."""
    from cstud import _core

    rng = np.random.default_rng(actions)
    n = 200
    strategy = rng.dirichlet(np.ones(actions), size=n)
    strategy[:5] = 1.0 / actions
    regret = rng.normal(size=(n, actions))
    regret[:5] = -1.0       # rows with no positive regret after the step: uniform
    total = rng.random((n, actions))
    reach = rng.random(n)
    children = tuple(rng.normal(size=n) for _ in range(actions))
    children[0][:5] = children[1][:5] = -50.0
    if actions == 3:
        children[2][:5] = -50.0
    value = (strategy * np.stack(children, axis=1)).sum(axis=1)
    want_regret = regret * np.where(regret > 0, 0.7, 0.5) + np.stack(children, axis=1) \
        - value[:, None]
    want_total = total * 0.9 + reach[:, None] * strategy
    positive = np.maximum(want_regret, 0.0)
    sums = positive.sum(axis=1, keepdims=True)
    want_strategy = np.where(sums > 0, positive / np.where(sums > 0, sums, 1.0),
                             1.0 / actions)
    got_value = np.empty(n)
    _core._solver_regrets(strategy, regret, total, reach, children, got_value, 0.7, 0.5, 0.9)
    assert np.allclose(got_value, value) and np.allclose(regret, want_regret)
    assert np.allclose(total, want_total) and np.allclose(strategy, want_strategy)
    assert (strategy[:5] == 1.0 / actions).all()
    with pytest.raises(ValueError, match="2 or 3"):
        _core._solver_regrets(strategy, regret, total, reach, children[:1], got_value,
                              0.7, 0.5, 0.9)
    with pytest.raises(ValueError, match="agree"):
        _core._solver_regrets(strategy, regret, total, reach[:-1], children, got_value,
                              0.7, 0.5, 0.9)
    with pytest.raises(ValueError, match="one entry"):
        _core._solver_regrets(strategy, regret, total, reach,
                              (children[0][:-1], *children[1:]), got_value, 0.7, 0.5, 0.9)


def test_a_best_response_to_the_equilibrium_gains_at_most_the_exploitability():
    spot = random_spot(5, "stud8", combos=(30, 30))
    result = solve(spot, target=1e-5)
    gain1 = best_response(spot, 1, result.strategies[0]) - result.values[1]
    gain0 = best_response(spot, 0, result.strategies[1]) - result.values[0]
    assert gain0 >= -1e-9 and gain1 >= -1e-9
    assert (gain0 + gain1) / 2 == pytest.approx(result.exploitability, abs=1e-9)


def test_a_calling_station_loses_to_its_best_response():
    spot = random_spot(6, "stud", combos=(30, 30))
    result = solve(spot, target=1e-5)
    station = {}
    for node in result.nodes:
        if node.player == 1:
            row = [1.0 if action in ("c", "k") else 0.0 for action in node.actions]
            station[node.line] = row
    exploit = best_response(spot, 0, station)
    assert exploit >= result.values[0] - 1e-9


def test_full_ranges_on_both_sides():
    spot = Spot(upcards=("Kd Kc 7h 2s", "Ah 4c 5d 8s"), pot=60, bet=10, game="stud8")
    result = solve(spot, target=0.01, check_every=10)
    assert len(result.combos[0]) == len(result.combos[1]) == MAX_COMBOS  # 3 of 44 cards
    assert result.exploitability_pot <= 0.01
    assert result.values[0] + result.values[1] == 0
    # the history falls to the target, and the best responses bear the final figure out
    assert result.history[-1] == (result.iterations, result.exploitability)
    gain0 = best_response(spot, 0, result.strategies[1]) - result.values[0]
    gain1 = best_response(spot, 1, result.strategies[0]) - result.values[1]
    assert (gain0 + gain1) / 2 == pytest.approx(result.exploitability, abs=1e-9)


def test_solves_of_one_spot_in_threads_agree_with_one_alone():
    from concurrent.futures import ThreadPoolExecutor

    # 680 combinations a side: past the dense limit, so the sweeps and their kept sums run
    ups = cards("Kd Kc 7h 2s Ah 4c 5d 8s")
    live = ups + [c for c in range(52) if c not in ups][:17]
    spot = Spot(upcards=("Kd Kc 7h 2s", "Ah 4c 5d 8s"), pot=60, bet=10, game="stud8",
                dead=cstud.format_cards([c for c in range(52) if c not in live]))
    alone = solve(spot, target=1e-9, max_iterations=12, check_every=4)
    assert len(alone.combos[0]) == 680
    with ThreadPoolExecutor(3) as pool:
        answers = list(pool.map(lambda _: solve(spot, target=1e-9, max_iterations=12,
                                                check_every=4), range(3)))
    for answer in answers:
        assert answer.history == alone.history
        assert all(np.array_equal(answer.strategies[p][line], alone.strategies[p][line])
                   for p in (0, 1) for line in alone.strategies[p])


def test_a_full_range_spot_with_a_small_board():
    spot = Spot(upcards=("Kd Kc 7h 2s", "Ah 4c 5d 8s"), pot=60, bet=10, game="razz",
                ranges=(None, ["2c 3d Kh", "Jd Jh Qc", "3h 6c 7d"]),
                dead=" ".join(repr(cstud.Card(c)) for c in range(8, 44) if c not in cards(
                    "Kd Kc 7h 2s Ah 4c 5d 8s 2c 3d Kh Jd Jh Qc 3h 6c 7d")))
    result = solve(spot, target=1e-4)
    assert len(result.combos[0]) == 680       # every three of the 17 unseen cards
    assert result.exploitability_pot <= 1e-4


@pytest.mark.parametrize("change, words", [
    ({"game": "holdem"}, "unknown game"),
    ({"pot": -1}, "pot"),
    ({"bet": 0}, "bet"),
    ({"upcards": ("Kd Kc 7h", "Ah 4c 5d 8s")}, "four upcards"),
    ({"upcards": ("Kd Kc 7h 2s", "Kd 4c 5d 8s")}, "twice"),
    ({"ranges": (["Kd 2c 3c"], None)}, "showing or dead"),
    ({"ranges": (["2c 2c 3c"], None)}, "duplicate card"),
    ({"ranges": (["2c 3c"], None)}, "three distinct"),
    ({"ranges": ({"2c 3c 4d": -1}, None)}, "weight"),
    ({"pot": 1}, "2 or more"),
    ({"first": 2}, "first"),
])
def test_bad_spots_are_refused_with_a_message(change, words):
    base = dict(upcards=("Kd Kc 7h 2s", "Ah 4c 5d 8s"), pot=60, bet=10,
                ranges=(["Qs Qh 3c"], ["2c 3d Kh"]))
    base.update(change)
    with pytest.raises(SolveError, match=words):
        solve(Spot(**base))


@pytest.mark.parametrize("options, words", [
    ({"target": 0}, "target"), ({"max_iterations": 0}, "max_iterations"),
    ({"check_every": 0}, "check_every"), ({"check_every": 2.5}, "check_every")])
def test_bad_solve_options_are_refused(options, words):
    spot = Spot(upcards=("Kd Kc 7h 2s", "Ah 4c 5d 8s"), pot=60, bet=10,
                ranges=(["Qs Qh 3c"], ["2c 3d Kh"]))
    with pytest.raises(SolveError, match=words):
        solve(spot, **options)


DOC = __import__("pathlib").Path(__file__).parent.parent / "docs" / "SOLVER.md"


@pytest.mark.skipif(not DOC.exists(), reason="docs/SOLVER.md is not beside the tests")
def test_the_solver_guides_examples():
    import doctest

    result = doctest.testfile(str(DOC), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 3 and result.failed == 0


def test_cstud_solve_prints_the_strategy_and_json(capsys, tmp_path):
    import json

    from cstud.cli import main

    argv = ["solve", "--up", "Kd Kc 7h 2s", "Ah 4c 5d 8s", "--pot", "60", "--bet", "10",
            "--range", "Qs Qh 3c, 9c 9d Ts", "2c 3d Kh, Jd Jh Qc", "--target", "0.0001"]
    assert main(argv) == 0
    assert "exploitability" in capsys.readouterr().out
    assert main([*argv, "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["exploitability_pot"] <= 1e-4
    assert sum(answer["values"]) == pytest.approx(0, abs=1e-9)
    spot = tmp_path / "spot.toml"
    spot.write_text('upcards = ["Kd Kc 7h 2s", "Ah 4c 5d 8s"]\npot = 60\nbet = 10\n'
                    'ranges = [["Qs Qh 3c", "9c 9d Ts"], ["2c 3d Kh", "Jd Jh Qc"]]\n')
    assert main(["solve", str(spot), "--json", "--target", "0.0001"]) == 0
    assert json.loads(capsys.readouterr().out)["values"] == pytest.approx(answer["values"],
                                                                          abs=0.05)
    spot.write_text('upcards = ["Kd Kc 7h", "Ah 4c 5d 8s"]\npot = 60\nbet = 10\n')
    assert main(["solve", str(spot), "--json"]) == 2
    assert "four upcards" in json.loads(capsys.readouterr().err)["error"]
