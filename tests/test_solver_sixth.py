"""6th-street spots (7th street's down cards as chance) against an exact sequence-form LP.

The LP is built here from first principles: every deal of both holes and both 7th-street
cards (each pair of cards from the unseen ones equally likely), every terminal paid by
cstud.settle on the seven cards, the players' information sets as they see them (the hole on
6th street, the hole and the card dealt on 7th), and SciPy's HiGHS solves it. The solver
must reach the LP's game value, and its exploitability must be the one measured here by
two more LPs: each player's best response to the other's returned strategy.
"""

from __future__ import annotations

import itertools
import random
from types import SimpleNamespace

import numpy as np
import pytest

import cstud
from cstud.solver import SolveError, Spot, best_response, solve

optimize = pytest.importorskip("scipy.optimize", reason="the LP reference needs SciPy")


def cards(text):
    return [int(c) for c in cstud.parse_cards(text)]


def small_spot(seed, game, holes=(3, 2), unseen=9, cap=2, stacks=(1000, 1000)):
    """A 6th-street spot with few unseen cards (the rest dead), so the LP stays small."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    up0, up1, rest = deck[:4], deck[4:8], deck[8:]
    live, dead = rest[:unseen], rest[unseen:]
    pairs = list(itertools.combinations(live, 2))
    rng.shuffle(pairs)
    text = [" ".join(repr(cstud.Card(c)) for c in pair) for pair in pairs]
    range0 = {hole: rng.choice([1, 2, 0.5]) for hole in text[:holes[0]]}
    range1 = text[-holes[1]:]
    return Spot(upcards=(cstud.format_cards(up0), cstud.format_cards(up1)),
                pot=rng.choice([20, 35, 61]), bet=10, ranges=(range0, range1), cap=cap,
                stacks=stacks, dead=cstud.format_cards(dead), first=rng.randrange(2),
                game=game, street=6)


class SequenceForm:
    """The spot's game in sequence form: player 0's payoff matrix A (rows his sequences,
    columns player 1's), and each player's constraints E x = e."""

    def __init__(self, spot, result):
        self.nodes = {node.line: node for node in result.nodes}
        ups = [cards(spot.upcards[p]) for p in (0, 1)]
        seen = set(ups[0] + ups[1] + cards(spot.dead))
        unseen = [c for c in range(52) if c not in seen]
        weights = []
        for p in (0, 1):
            given = spot.ranges[p]
            table = given if isinstance(given, dict) else dict.fromkeys(given, 1.0)
            weights.append({tuple(sorted(cards(k))): float(v) for k, v in table.items()})
        self.holes = [sorted(w) for w in weights]
        self.unseen = unseen
        self.seqs = [self.sequences(p) for p in (0, 1)]
        A = np.zeros((len(self.seqs[0]), len(self.seqs[1])))
        total = sum(weights[0][h0] * weights[1][h1]
                    for h0, h1 in itertools.product(*self.holes) if not set(h0) & set(h1))
        half = spot.pot // 2
        terminals = [n for n in result.nodes if n.is_terminal]
        for h0, h1 in itertools.product(*self.holes):
            if set(h0) & set(h1):
                continue
            left = [c for c in unseen if c not in h0 + h1]
            deals = [(c0, c1) for c0 in left for c1 in left if c0 != c1]
            for c0, c1 in deals:
                p_deal = weights[0][h0] * weights[1][h1] / total / len(deals)
                for node in terminals:
                    if node.folder is not None:
                        received = spot.pot + sum(node.put_in) if node.folder == 1 else 0
                    else:
                        hands = [ups[0] + list(h0) + [c0], ups[1] + list(h1) + [c1], None]
                        contributions = [half + node.put_in[0], half + node.put_in[1],
                                         spot.pot - 2 * half]
                        received = cstud.settle(contributions, hands,
                                                game=spot.game).payouts[0]
                    value = received - spot.pot / 2 - node.put_in[0]
                    s0 = self.seqs[0][self.last(node.line, 0, h0, c0)]
                    s1 = self.seqs[1][self.last(node.line, 1, h1, c1)]
                    A[s0, s1] += p_deal * value
        self.A = A
        self.constraints = [self.make_constraints(p) for p in (0, 1)]

    def prefixes(self, line):
        """The decision nodes on the way to ``line`` and the action taken at each."""
        for k in range(len(line)):
            if line[k] != "/" and line[:k] in self.nodes:
                yield self.nodes[line[:k]], line[k]

    def private(self, node, hole, card):
        return hole if node.street == 6 else (hole, card)

    def last(self, line, player, hole, card):
        """The sequence of player's last own action on the way to ``line``."""
        key = ()
        for node, action in self.prefixes(line):
            if node.player == player:
                key = (self.private(node, hole, card), node.line + action)
        return key

    def infosets(self, player):
        """(private information, line) of each of player's information sets."""
        sets = []
        for node in self.nodes.values():
            if node.player != player:
                continue
            for hole in self.holes[player]:
                if node.street == 6:
                    sets.append(((hole, None), node))
                else:
                    sets.extend(((hole, c), node) for c in self.unseen if c not in hole)
        return sets

    def sequences(self, player):
        ids = {(): 0}
        for (hole, card), node in self.infosets(player):
            for action in node.actions:
                ids[(self.private(node, hole, card), node.line + action)] = len(ids)
        return ids

    def make_constraints(self, player):
        seqs = self.seqs[player]
        rows, rhs = [np.eye(1, len(seqs), 0)[0]], [1.0]
        for (hole, card), node in self.infosets(player):
            row = np.zeros(len(seqs))
            row[seqs[self.last(node.line, player, hole, card)]] = -1
            for action in node.actions:
                row[seqs[(self.private(node, hole, card), node.line + action)]] = 1
            rows.append(row)
            rhs.append(0.0)
        return np.array(rows), np.array(rhs)

    def game_value(self):
        """max over x of min over y of x A y: player 0's value."""
        (E, e), (F, f) = self.constraints
        nx, nq = E.shape[1], F.shape[0]
        answer = optimize.linprog(np.concatenate([np.zeros(nx), -f]),
                                  A_ub=np.hstack([-self.A.T, F.T]), b_ub=np.zeros(F.shape[1]),
                                  A_eq=np.hstack([E, np.zeros((E.shape[0], nq))]), b_eq=e,
                                  bounds=[(0, None)] * nx + [(None, None)] * nq,
                                  method="highs")
        assert answer.status == 0, answer.message
        return -answer.fun

    def realization(self, result, player):
        """The solver's strategy for player as a sequence-form realization plan."""
        x = np.zeros(len(self.seqs[player]))
        x[0] = 1.0
        hole_row = {tuple(sorted(int(c) for c in h)): r
                    for r, h in enumerate(result.combos[player])}
        state_row = {(tuple(sorted(int(c) for c in result.combos[player][r])), int(c)): i
                     for i, (r, c) in enumerate(result.dealt[player])}
        # parents come before children in the solver's node order (a depth-first build)
        for node in result.nodes:
            if node.player != player:
                continue
            strategy = result.strategies[player][node.line]
            for hole in self.holes[player]:
                deals = [None] if node.street == 6 else [
                    c for c in self.unseen if c not in hole]
                for card in deals:
                    row = hole_row[hole] if node.street == 6 else state_row[(hole, card)]
                    parent = x[self.seqs[player][self.last(node.line, player, hole, card)]]
                    for a, action in enumerate(node.actions):
                        key = (self.private(node, hole, card), node.line + action)
                        x[self.seqs[player][key]] = parent * strategy[row, a]
        return x

    def best_reply(self, player, fixed):
        """Player's best-response value (chips, his own) against the other's plan."""
        E, e = self.constraints[player]
        gain = self.A @ fixed if player == 0 else -(self.A.T @ fixed)
        answer = optimize.linprog(-gain, A_eq=E, b_eq=e, bounds=[(0, None)] * E.shape[1],
                                  method="highs")
        assert answer.status == 0, answer.message
        return -answer.fun


CASES = [("stud8", 0, {}), ("stud", 1, {}), ("razz", 2, {}),
         ("stud8", 3, {"stacks": (15, 1000)}),       # all in on 6th street: no 7th betting
         pytest.param("stud8", 4, {"holes": (4, 3), "cap": 3}, marks=pytest.mark.slow)]


@pytest.mark.parametrize(("game", "seed", "options"), CASES)
def test_sixth_street_against_the_linear_program(game, seed, options):
    spot = small_spot(seed, game, **options)
    result = solve(spot, target=1e-6, max_iterations=1_000)
    lp = SequenceForm(spot, result)
    assert result.values[0] + result.values[1] == 0
    assert abs(result.values[0] - lp.game_value()) <= 1e-5 * spot.pot
    plans = [lp.realization(result, p) for p in (0, 1)]
    best = [lp.best_reply(0, plans[1]), lp.best_reply(1, plans[0])]
    assert abs((best[0] + best[1]) / 2 - result.exploitability) <= 1e-7 * spot.pot
    assert abs(plans[0] @ lp.A @ plans[1] - result.values[0]) <= 1e-7 * spot.pot
    assert result.exploitability_pot <= 1e-4


def test_sixth_street_best_response_to_a_fixed_strategy_matches_the_lp():
    spot = small_spot(5, "stud8")
    result = solve(spot, target=1e-3)
    lp = SequenceForm(spot, result)
    calling = {node.line: np.eye(len(node.actions))[node.actions.index("c")]
               if "c" in node.actions else np.eye(len(node.actions))[0]
               for node in result.nodes if node.player == 1}
    chips = best_response(spot, 0, calling)
    rows = {line: len(result.hidden(1, line)) for line in calling}
    fixed = SimpleNamespace(combos=result.combos, dealt=result.dealt, nodes=result.nodes,
                            strategies=({}, {line: np.broadcast_to(row, (rows[line], len(row)))
                                             for line, row in calling.items()}))
    x = lp.realization(fixed, 1)
    assert abs(chips - lp.best_reply(0, x)) <= 1e-7 * spot.pot
    assert chips > result.values[0]      # a calling station is worth exploiting


def test_the_tree_deals_seventh_street_after_each_close_of_sixth():
    spot = small_spot(0, "stud")
    result = solve(spot, target=0.05)
    lines = {node.line: node for node in result.nodes}
    for line in ("kk/", "bc/", "brc/", "kbc/", "kbrc/"):
        assert lines[line].street == 7 and lines[line].player == spot.first, line
    assert lines["bf"].street == 6 and lines["bf"].folder == 1 - spot.first
    assert all(node.street == 7 for node in result.nodes if "/" in node.line)
    assert {len(result.hidden(0, line)) for line in ("", "kk/")} == {
        len(result.combos[0]), len(result.dealt[0])}
    assert all(len(h) == 3 for h in result.hidden(0, "kk/"))
    freqs = result.frequencies(spot.first, "kk/")
    assert abs(sum(freqs.values()) - 1) < 1e-9
    assert set(result.by_class(spot.first, "kk/")) and set(result.by_class(spot.first))


@pytest.mark.parametrize(("change", "words"), [
    ({"ranges": (["As Ks Qs"], None)}, "two distinct hidden cards"),
    ({"street": 5}, "street must be 6 or 7"),
    ({"dead": cstud.format_cards([c for c in range(52) if c not in cards(
        "Kd Kc 7h 2s Ah 4c 5d 8s")][:39])}, "at least 6"),
])
def test_bad_sixth_street_spots_are_refused(change, words):
    fields = {"upcards": ("Kd Kc 7h 2s", "Ah 4c 5d 8s"), "pot": 60, "bet": 10, "street": 6}
    fields.update(change)
    with pytest.raises(SolveError, match=words):
        solve(Spot(**fields))


def test_cstud_solve_takes_a_sixth_street_spot(capsys):
    import json

    from cstud.cli import main

    spot = small_spot(0, "stud8")
    holes = [", ".join(spot.ranges[0]), ", ".join(spot.ranges[1])]
    argv = ["solve", "--up", *spot.upcards, "--pot", str(spot.pot), "--bet", "10",
            "--cap", "2", "--range", *holes, "--dead", spot.dead, "--first", str(spot.first),
            "--street", "6", "--target", "0.001", "--json"]
    assert main(argv) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["exploitability_pot"] <= 0.001
    assert any("/" in line for line in answer["frequencies"])     # 7th street's nodes too
