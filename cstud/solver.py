"""Equilibrium strategies for a heads-up limit 7th-street spot in Stud, Razz and Stud Hi/Lo.

A :class:`Spot` is what both players see on 7th street: each one's four upcards, the dead
cards, the pot, the stacks behind, the bet and the cap, who acts first, and a range for each
player's three hidden cards (every unseen combination by default, or a list of combinations
with weights). :func:`solve` runs discounted CFR (DCFR, with CFR+'s regret floor) on the
betting tree, vectorised over the combinations of both ranges, and returns each player's
average strategy per combination, each combination's value, and the exploitability of the
strategy pair, computed exactly by a best response (:func:`best_response`).

Showdowns are paid as the engine pays them: every pair of combinations is settled by
:func:`cstud.settle` (side pots, hi/lo halves, odd chips), once per class of outcome where the
cards cannot change the chips and once per pair where they can (a split half with an odd chip).
Values are in chips, measured from an equal claim on the pot at the start of the street (half
of it each), so the two players' values always sum to zero.

The showdown matrices are dense (one entry per pair of combinations), which bounds the ranges
this version solves: at most :data:`MAX_COMBOS` combinations a player.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

import numpy as np
import numpy.typing as npt

from cstud._core import evaluate_batch, evaluate_razz
from cstud.cards import Card, parse_cards
from cstud.hands import HandCategory, describe_razz
from cstud.showdown import Game, settle

__all__ = ["MAX_COMBOS", "Node", "SolveError", "SolveResult", "Spot", "best_response", "solve"]

MAX_COMBOS = 2_000
"""The most combinations a player's range may hold (the showdown matrices are dense)."""

MAX_ITERATIONS = 100_000
"""The most iterations :func:`solve` runs, whatever the target."""

GAMES = ("stud8", "stud", "razz")

Floats = npt.NDArray[np.float64]


class SolveError(ValueError):
    """A spot the solver cannot take: the message says what is wrong with it."""


# ---------------------------------------------------------------------------------------
# The spot

@dataclass(frozen=True)
class Spot:
    """A heads-up 7th-street decision, as both players see it.

    upcards: each player's four upcards (text such as ``"Kd 7c 7h 2s"`` or cards).
    ranges: each player's hidden cards: None for every combination of three unseen cards,
        else a list of combinations (``"As 2s 3h"``), or a mapping of them to weights.
    pot: the chips in the pot before 7th street's betting (each player is credited half).
    bet: the bet of 7th street (the big bet); every bet and raise is this much.
    cap: the most bets a street may have (a bet and three raises: 4).
    stacks: each player's chips behind; a bet or raise he cannot cover is all-in for less.
    dead: cards seen elsewhere (folded upcards): nobody holds them.
    first: the player who acts first (0 or 1), by the upcards' showing hands (R12).
    game: ``"stud8"``, ``"stud"`` or ``"razz"``.
    """

    upcards: tuple[Any, Any]
    pot: int
    bet: int
    ranges: tuple[Any, Any] = (None, None)
    cap: int = 4
    stacks: tuple[int, int] = (1_000_000, 1_000_000)
    dead: Any = ()
    first: int = 0
    game: str = "stud8"


@dataclass(frozen=True)
class Node:
    """A node of the betting tree: a decision of ``player`` (``actions`` name its children),
    a fold (``folder`` gave up) or a showdown. ``put_in`` is what each player has put in
    on this street so far; ``line`` the actions that lead here ("" at the root)."""

    line: str
    player: int | None
    actions: tuple[str, ...]
    children: tuple[int, ...]
    put_in: tuple[int, int]
    folder: int | None = None

    @property
    def is_terminal(self) -> bool:
        return self.player is None


def _betting_tree(spot: Spot) -> list[Node]:
    """Every node of the street's limit betting, the root first."""
    nodes: list[Node] = []

    def build(line: str, player: int, put_in: tuple[int, int], bets: int,
              acted: tuple[bool, bool]) -> int:
        other = 1 - player
        owed = put_in[other] - put_in[player]
        behind = spot.stacks[player] - put_in[player]
        index = len(nodes)
        nodes.append(Node(line, player, (), (), put_in))    # filled in below
        actions: list[str] = []
        children: list[int] = []

        def add(name: str, child: int) -> None:
            actions.append(name)
            children.append(child)

        def spent(amount: int) -> tuple[int, int]:
            new = list(put_in)
            new[player] += amount
            return new[0], new[1]

        all_in_other = spot.stacks[other] - put_in[other] == 0
        if owed > 0:
            add("f", _terminal(nodes, line + "f", put_in, folder=player))
            call = min(owed, behind)
            add("c", _terminal(nodes, line + "c", spent(call)))
            if bets < spot.cap and behind > owed and not all_in_other:
                raise_by = min(owed + spot.bet, behind)
                add("r", build(line + "r", other, spent(raise_by), bets + 1, (True, True)))
        else:
            after = (True, acted[1]) if player == 0 else (acted[0], True)
            if acted[other]:
                add("k", _terminal(nodes, line + "k", put_in))
            else:
                add("k", build(line + "k", other, put_in, bets, after))
            if bets < spot.cap and behind > 0 and not all_in_other:
                add("b", build(line + "b", other, spent(min(spot.bet, behind)), bets + 1,
                               (True, True)))
        nodes[index] = Node(line, player, tuple(actions), tuple(children), put_in)
        return index

    build("", spot.first, (0, 0), 0, (False, False))
    return nodes


def _terminal(nodes: list[Node], line: str, put_in: tuple[int, int],
              folder: int | None = None) -> int:
    nodes.append(Node(line, None, (), (), put_in, folder))
    return len(nodes) - 1


# ---------------------------------------------------------------------------------------
# Ranges and showdowns

def _codes(cards: Any, what: str) -> tuple[int, ...]:
    try:
        parsed = parse_cards(cards) if isinstance(cards, str) else [
            parse_cards(c)[0] if isinstance(c, str) else c for c in cards]
        return tuple(int(card) for card in parsed)
    except (ValueError, TypeError, IndexError) as error:
        raise SolveError(f"{what}: {error}") from None


def _read_range(given: Any, unseen: Sequence[int], what: str
                ) -> tuple[list[tuple[int, int, int]], Floats]:
    """The range's combinations (sorted card codes) and their weights."""
    if given is None:
        combos = list(itertools.combinations(sorted(unseen), 3))
        return combos, np.ones(len(combos))
    items: Iterable[tuple[Any, float]]
    if isinstance(given, Mapping):
        items = given.items()
    elif isinstance(given, (str, bytes)) or not isinstance(given, Iterable):
        raise SolveError(f"{what} must be None (every combination), a list of combinations "
                         f"such as ['As 2s 3h'] or a mapping of them to weights")
    else:
        items = ((combo, 1.0) for combo in given)
    weights: dict[tuple[int, int, int], float] = {}
    allowed = set(unseen)
    for number, (combo, weight) in enumerate(items):
        if number >= MAX_COMBOS * 10:
            raise SolveError(f"{what} lists more than {MAX_COMBOS * 10:,} combinations")
        codes = _codes(combo, f"{what}[{number}]")
        if len(codes) != 3 or len(set(codes)) != 3:
            raise SolveError(f"{what}[{number}]: a 7th-street range holds three distinct "
                             f"hidden cards, got {combo!r}")
        if not set(codes) <= allowed:
            raise SolveError(f"{what}[{number}]: {combo!r} holds a card that is showing or "
                             f"dead")
        if isinstance(weight, bool) or not isinstance(weight, (int, float)) or not (
                math.isfinite(weight) and weight >= 0):
            raise SolveError(f"{what}[{number}]: a weight is a number 0 or more, "
                             f"got {weight!r}")
        first, second, third = sorted(codes)
        key = (first, second, third)
        weights[key] = weights.get(key, 0.0) + float(weight)
    combos = [combo for combo, weight in weights.items() if weight > 0]
    if not combos:
        raise SolveError(f"{what} is empty")
    return combos, np.array([weights[combo] for combo in combos])


@dataclass
class _Game:
    """A spot made ready: the tree, the ranges, and the showdown and fold payoffs."""

    spot: Spot
    nodes: list[Node]
    combos: tuple[list[tuple[int, int, int]], list[tuple[int, int, int]]]
    weights: tuple[Floats, Floats]
    compatible: Floats                     # 1 where the two combinations share no card
    showdown: dict[tuple[int, int], Floats] = field(default_factory=dict)  # player 0's value

    def pair_weight(self) -> float:
        return float(self.weights[0] @ self.compatible @ self.weights[1])


def _prepare(spot: Spot) -> _Game:
    if spot.game not in GAMES:
        raise SolveError(f"unknown game {spot.game!r}: choose {', '.join(GAMES)}")
    for name in ("pot", "bet", "cap"):
        value = getattr(spot, name)
        if isinstance(value, bool) or not isinstance(value, int) or value < (
                0 if name == "pot" else 1):
            raise SolveError(f"{name} must be a whole number of chips, "
                             f"{'0' if name == 'pot' else '1'} or more, got {value!r}")
    if spot.cap > 16:
        raise SolveError(f"cap must be at most 16 bets, got {spot.cap}")
    if len(spot.stacks) != 2 or any(isinstance(s, bool) or not isinstance(s, int) or s < 0
                                    for s in spot.stacks):
        raise SolveError("stacks must be two whole numbers of chips, 0 or more")
    if spot.first not in (0, 1):
        raise SolveError(f"first must be player 0 or 1, got {spot.first!r}")
    if len(spot.upcards) != 2 or len(spot.ranges) != 2:
        raise SolveError("the solver plays heads-up: give two players' upcards and ranges")
    ups = [_codes(up, f"upcards[{p}]") for p, up in enumerate(spot.upcards)]
    for p, up in enumerate(ups):
        if len(up) != 4:
            raise SolveError(f"upcards[{p}]: a player has four upcards on 7th street, "
                             f"got {len(up)}")
    dead = _codes(spot.dead, "dead")
    seen = [*ups[0], *ups[1], *dead]
    if len(set(seen)) != len(seen):
        raise SolveError("a card is showing twice among the upcards and the dead cards")
    unseen = [code for code in range(52) if code not in set(seen)]
    combos0, weights0 = _read_range(spot.ranges[0], unseen, "ranges[0]")
    combos1, weights1 = _read_range(spot.ranges[1], unseen, "ranges[1]")
    for p, combos in enumerate((combos0, combos1)):
        if len(combos) > MAX_COMBOS:
            raise SolveError(f"ranges[{p}] has {len(combos):,} combinations; this solver "
                             f"takes at most {MAX_COMBOS:,} a player")
    masks0 = np.array([sum(1 << c for c in combo) for combo in combos0], dtype=np.uint64)
    masks1 = np.array([sum(1 << c for c in combo) for combo in combos1], dtype=np.uint64)
    compatible = ((masks0[:, None] & masks1[None, :]) == 0).astype(np.float64)
    game = _Game(spot, _betting_tree(spot), (combos0, combos1), (weights0, weights1),
                 compatible)
    if game.pair_weight() <= 0:
        raise SolveError("no combination of one range can be held with one of the other")
    hands0 = [tuple(ups[0]) + combo for combo in combos0]
    hands1 = [tuple(ups[1]) + combo for combo in combos1]
    for node in game.nodes:
        if node.is_terminal and node.folder is None and node.put_in not in game.showdown:
            game.showdown[node.put_in] = _showdown_values(spot, hands0, hands1, compatible,
                                                          node.put_in)
    return game


def _ranks(game: str, hands: Sequence[tuple[int, ...]]) -> tuple[npt.NDArray[Any], ...]:
    """Each hand's ranks as the showdown compares them (greater is stronger)."""
    array = np.array(hands, dtype=np.uint8)
    if game == "razz":
        return (np.array([evaluate_razz(list(hand)) for hand in hands]),)
    high, low = evaluate_batch(array)
    return (np.asarray(high),) if game == "stud" else (np.asarray(high), np.asarray(low))


def _showdown_values(spot: Spot, hands0: list[tuple[int, ...]], hands1: list[tuple[int, ...]],
                     compatible: Floats, put_in: tuple[int, int]) -> Floats:
    """Player 0's value at a showdown, for every pair of hands: what settle pays him, less
    his half claim on the starting pot and what he put in on the street."""
    half = spot.pot // 2
    contributions = [half + put_in[0], half + put_in[1], spot.pot - 2 * half]
    game = cast(Game, spot.game)
    ranks0, ranks1 = _ranks(spot.game, hands0), _ranks(spot.game, hands1)
    # The outcome of each half: 1 player 0 wins, 0 a tie, -1 player 1 wins; for the low,
    # 2 when neither hand has one.
    signs = [np.sign(r0[:, None].astype(np.int64) - r1[None, :].astype(np.int64))
             for r0, r1 in zip(ranks0, ranks1, strict=True)]
    if spot.game == "stud8":
        no_low = (ranks0[1][:, None] == 0) & (ranks1[1][None, :] == 0)
        signs[1] = np.where(no_low, 2, signs[1])
    outcome = np.zeros(compatible.shape, dtype=np.int64)
    for sign in signs:
        outcome = outcome * 5 + (sign + 1)
    tie = np.zeros(compatible.shape, dtype=bool)
    for sign in signs:
        tie |= sign == 0
    values = np.zeros(compatible.shape)
    base = spot.pot / 2 + put_in[0]

    def paid(i: int, j: int) -> float:
        settlement = settle(contributions, [hands0[i], hands1[j], None], game=game)
        return settlement.payouts[0] - base

    usable = compatible > 0
    # Where no half is tied, the chips depend only on who wins each half: settle one pair.
    for code in np.unique(outcome[usable & ~tie]):
        where = usable & ~tie & (outcome == code)
        i, j = map(int, np.argwhere(where)[0])
        values[where] = paid(i, j)
    # A tied half may leave an odd chip, which goes by the cards (R22): settle every pair.
    for i, j in np.argwhere(usable & tie):
        values[i, j] = paid(int(i), int(j))
    return values


# ---------------------------------------------------------------------------------------
# Values of strategies

def _terminal_value(game: _Game, node: Node, player: int, reach_other: Floats) -> Floats:
    """Player's counterfactual value at a terminal, per combination of his."""
    spot = game.spot
    compat = game.compatible if player == 0 else game.compatible.T
    if node.folder is not None:
        if node.folder == player:
            amount = -(spot.pot / 2 + node.put_in[player])
        else:
            amount = spot.pot / 2 + node.put_in[1 - player]
        return amount * (compat @ reach_other)
    matrix = game.showdown[node.put_in]
    if player == 0:
        return matrix @ reach_other
    return -(matrix.T @ reach_other)


def _values(game: _Game, strategies: tuple[dict[int, Floats], dict[int, Floats]],
            player: int, best: bool = False) -> Floats:
    """Player's counterfactual value per combination at the root: against the other's
    strategy, playing his own (or, with ``best``, a best response to it)."""
    other = 1 - player

    def walk(index: int, reach_other: Floats) -> Floats:
        node = game.nodes[index]
        if node.is_terminal:
            return _terminal_value(game, node, player, reach_other)
        if node.player == other:
            strategy = strategies[other][index]
            return sum((walk(child, reach_other * strategy[:, a])
                        for a, child in enumerate(node.children)),
                       start=np.zeros(len(game.combos[player])))
        children = [walk(child, reach_other) for child in node.children]
        if best:
            return cast(Floats, np.max(children, axis=0))
        strategy = strategies[player][index]
        return sum((strategy[:, a] * value for a, value in enumerate(children)),
                   start=np.zeros(len(game.combos[player])))

    return walk(0, game.weights[other].copy())


def _expected(game: _Game, player: int, values: Floats) -> float:
    """The expectation over the pairs of combinations, from counterfactual values."""
    return float(game.weights[player] @ values) / game.pair_weight()


# ---------------------------------------------------------------------------------------
# Solving

@dataclass(frozen=True)
class SolveResult:
    """What :func:`solve` found.

    nodes: the betting tree; ``strategies[p][line]`` is player p's average strategy at the
        node reached by ``line`` (rows: his combinations, columns: the node's actions).
    combos: each player's combinations (card tuples), in the strategies' row order.
    combo_values: each combination's value (chips) against the other's strategy.
    values: each player's value in chips (they sum to zero).
    exploitability: the mean of what each best response gains, in chips, and as a
        fraction of the pot (``exploitability_pot``); ``history`` lists (iteration,
        exploitability in chips) as the solve went.
    """

    spot: Spot
    nodes: tuple[Node, ...]
    combos: tuple[tuple[tuple[Card, ...], ...], tuple[tuple[Card, ...], ...]]
    strategies: tuple[dict[str, Floats], dict[str, Floats]]
    combo_values: tuple[Floats, Floats]
    values: tuple[float, float]
    exploitability: float
    exploitability_pot: float
    iterations: int
    history: tuple[tuple[int, float], ...]

    def frequencies(self, player: int, line: str = "") -> dict[str, float]:
        """How often player takes each action at the node ``line``, over his range (the
        combinations weighted by how often they reach it against any holding)."""
        node = next(node for node in self.nodes if node.line == line)
        if node.player != player:
            raise SolveError(f"player {player} does not act at {line!r}")
        strategy = self.strategies[player][line]
        weights = _reach_weights(self, player, line)
        total = weights.sum()
        return {action: float(weights @ strategy[:, a] / total) if total else 0.0
                for a, action in enumerate(node.actions)}

    def reach(self, player: int, line: str) -> Floats:
        """Player's own probability of reaching ``line`` with each of his combinations
        (their weights times his strategy's probabilities of the actions on the way)."""
        return _reach_weights(self, player, line)

    def by_class(self, player: int, line: str = "") -> dict[str, dict[str, float]]:
        """The strategy at ``line`` averaged over each class of player's hands (the high
        hand's category in stud and stud8, the low's top card in razz)."""
        node = next(node for node in self.nodes if node.line == line)
        strategy = self.strategies[player][line]
        weights = _reach_weights(self, player, line)
        up = self.spot.upcards[player]
        up_codes = _codes(up, "upcards")
        groups: dict[str, list[int]] = {}
        for row, combo in enumerate(self.combos[player]):
            hand = [*up_codes, *(int(card) for card in combo)]
            groups.setdefault(_hand_class(self.spot.game, hand), []).append(row)
        table: dict[str, dict[str, float]] = {}
        for name, rows in groups.items():
            w = weights[rows]
            total = w.sum()
            table[name] = {action: float(w @ strategy[rows, a] / total) if total else 0.0
                           for a, action in enumerate(node.actions)}
            table[name]["combos"] = float(len(rows))
        return table


def _hand_class(game: str, hand: list[int]) -> str:
    if game == "razz":
        return describe_razz(hand).split(",")[0]
    return HandCategory.of(hand).name.replace("_", " ").title()


def _reach_weights(result: SolveResult, player: int, line: str) -> Floats:
    """Player's own probability of reaching ``line`` with each combination (his range's
    weight times his own actions' probabilities on the way)."""
    game = _prepare_cached(result.spot)
    weights = game.weights[player].copy()
    index = 0
    for step in line:
        node = game.nodes[index]
        a = node.actions.index(step)
        if node.player == player:
            weights = weights * result.strategies[player][node.line][:, a]
        index = node.children[a]
    return weights


_CACHE: dict[int, tuple[Spot, _Game]] = {}


def _prepare_cached(spot: Spot) -> _Game:
    cached = _CACHE.get(id(spot))
    if cached is not None and cached[0] is spot:
        return cached[1]
    game = _prepare(spot)
    _CACHE.clear()
    _CACHE[id(spot)] = (spot, game)
    return game


def solve(spot: Spot, *, target: float = 0.001, max_iterations: int = 10_000,
          check_every: int = 25) -> SolveResult:
    """Solve the spot: iterate discounted CFR until the exploitability is at most
    ``target`` of the pot (or ``max_iterations``), checking it every ``check_every``
    iterations by exact best responses.

    >>> spot = Spot(upcards=("Kd Kc 7h 2s", "Ah 4c 5d 8s"), pot=60, bet=10, game="stud8",
    ...             ranges=(["Qs Qh 3c", "9c 9d Ts", "6h 6s Jc"], ["2c 3d Kh", "Jd Jh Qc"]))
    >>> result = solve(spot, target=1e-4)
    >>> result.exploitability_pot <= 1e-4, round(sum(result.values), 9)
    (True, 0.0)
    """
    if not target > 0:
        raise SolveError(f"target must be a positive fraction of the pot, got {target!r}")
    if isinstance(max_iterations, bool) or not isinstance(max_iterations, int) or not (
            1 <= max_iterations <= MAX_ITERATIONS):
        raise SolveError(f"max_iterations must be 1 to {MAX_ITERATIONS:,}, "
                         f"got {max_iterations!r}")
    game = _prepare_cached(spot)
    decisions = [i for i, node in enumerate(game.nodes) if not node.is_terminal]
    n = [len(game.combos[0]), len(game.combos[1])]
    regrets = {i: np.zeros((n[game.nodes[i].player or 0], len(game.nodes[i].actions)))
               for i in decisions}
    totals = {i: np.zeros_like(regrets[i]) for i in decisions}
    current: tuple[dict[int, Floats], dict[int, Floats]] = ({}, {})

    def current_strategy(i: int) -> Floats:
        positive = np.maximum(regrets[i], 0.0)
        sums = positive.sum(axis=1, keepdims=True)
        uniform = np.full_like(positive, 1.0 / positive.shape[1])
        return np.where(sums > 0, positive / np.where(sums > 0, sums, 1.0), uniform)

    def update(player: int, iteration: int) -> None:
        """One DCFR pass for player: regrets and the average strategy."""
        other = 1 - player
        for i in decisions:
            current[game.nodes[i].player or 0][i] = current_strategy(i)

        def walk(index: int, reach_own: Floats, reach_other: Floats) -> Floats:
            node = game.nodes[index]
            if node.is_terminal:
                return _terminal_value(game, node, player, reach_other)
            strategy = current[node.player or 0][index]
            if node.player == other:
                return sum((walk(child, reach_own, reach_other * strategy[:, a])
                            for a, child in enumerate(node.children)),
                           start=np.zeros(n[player]))
            children = np.stack([walk(child, reach_own * strategy[:, a], reach_other)
                                 for a, child in enumerate(node.children)], axis=1)
            value = (strategy * children).sum(axis=1)
            # DCFR (alpha 1.5, beta 0, gamma 2): positive regrets discounted by t^1.5 /
            # (t^1.5 + 1), negative ones halved each iteration, the average by (t/(t+1))^2.
            t = iteration
            positive = t ** 1.5 / (t ** 1.5 + 1)
            regret = regrets[index]
            regret *= np.where(regret > 0, positive, 0.5)
            regret += children - value[:, None]
            totals[index] *= (t / (t + 1)) ** 2
            totals[index] += reach_own[:, None] * strategy
            return cast(Floats, value)

        walk(0, game.weights[player].copy(), game.weights[other].copy())

    history: list[tuple[int, float]] = []
    iteration = 0
    exploitability = math.inf
    while iteration < max_iterations:
        iteration += 1
        update(0, iteration)
        update(1, iteration)
        if iteration % check_every == 0 or iteration == max_iterations:
            average = _average(game, totals, decisions)
            exploitability = _exploitability(game, average)
            history.append((iteration, exploitability))
            if exploitability <= target * max(spot.pot, 1):
                break
    average = _average(game, totals, decisions)
    if not history or history[-1][0] != iteration:
        exploitability = _exploitability(game, average)
        history.append((iteration, exploitability))
    return _result(game, average, exploitability, iteration, history)


def _average(game: _Game, totals: dict[int, Floats], decisions: list[int]
             ) -> tuple[dict[int, Floats], dict[int, Floats]]:
    average: tuple[dict[int, Floats], dict[int, Floats]] = ({}, {})
    for i in decisions:
        total = totals[i]
        sums = total.sum(axis=1, keepdims=True)
        uniform = np.full_like(total, 1.0 / total.shape[1])
        average[game.nodes[i].player or 0][i] = np.where(
            sums > 0, total / np.where(sums > 0, sums, 1.0), uniform)
    return average


def _exploitability(game: _Game, strategies: tuple[dict[int, Floats], dict[int, Floats]]
                    ) -> float:
    best0 = _expected(game, 0, _values(game, strategies, 0, best=True))
    best1 = _expected(game, 1, _values(game, strategies, 1, best=True))
    return (best0 + best1) / 2


def _result(game: _Game, average: tuple[dict[int, Floats], dict[int, Floats]],
            exploitability: float, iterations: int,
            history: list[tuple[int, float]]) -> SolveResult:
    values0 = _values(game, average, 0)
    values1 = _values(game, average, 1)
    value0 = _expected(game, 0, values0)
    pot = max(game.spot.pot, 1)

    def per_combo(player: int, values: Floats) -> Floats:
        other = 1 - player
        compat = game.compatible if player == 0 else game.compatible.T
        reach = compat @ game.weights[other]
        return np.where(reach > 0, values / np.where(reach > 0, reach, 1.0), 0.0)

    return SolveResult(
        spot=game.spot,
        nodes=tuple(game.nodes),
        combos=tuple(tuple(tuple(Card(c) for c in combo) for combo in combos)
                     for combos in game.combos),  # type: ignore[arg-type]
        strategies=tuple({game.nodes[i].line: s for i, s in average[p].items()}
                         for p in (0, 1)),  # type: ignore[arg-type]
        combo_values=(per_combo(0, values0), per_combo(1, values1)),
        values=(value0, -value0),
        exploitability=exploitability,
        exploitability_pot=exploitability / pot,
        iterations=iterations,
        history=tuple(history),
    )


def best_response(spot: Spot, player: int, strategy: Mapping[str, Any]) -> float:
    """The most ``player`` can win (chips, as :attr:`SolveResult.values` counts them)
    against the other player's fixed ``strategy``: for each of the other's decision nodes
    (by line), an array of action probabilities per combination of his range, or one row
    of probabilities for every combination alike (a bot that ignores its cards)."""
    if player not in (0, 1):
        raise SolveError(f"player must be 0 or 1, got {player!r}")
    game = _prepare_cached(spot)
    other = 1 - player
    fixed: dict[int, Floats] = {}
    for index, node in enumerate(game.nodes):
        if node.is_terminal or node.player != other:
            continue
        if node.line not in strategy:
            raise SolveError(f"the strategy has no entry for the node {node.line!r}")
        given = np.asarray(strategy[node.line], dtype=np.float64)
        rows = len(game.combos[other])
        if given.ndim == 1:
            given = np.broadcast_to(given, (rows, len(node.actions)))
        if given.shape != (rows, len(node.actions)) or not np.all(np.isfinite(given)) or (
                given < 0).any() or not np.allclose(given.sum(axis=1), 1.0):
            raise SolveError(f"the strategy at {node.line!r} must give {len(node.actions)} "
                             f"probabilities ({', '.join(node.actions)}) summing to 1 for "
                             f"each of {rows} combinations")
        fixed[index] = given
    strategies: tuple[dict[int, Floats], dict[int, Floats]] = ({}, {})
    strategies[other].update(fixed)
    return _expected(game, player, _values(game, strategies, player, best=True))
