"""Equilibrium strategies for a heads-up limit 7th-street spot in Stud, Razz and Stud Hi/Lo.

A :class:`Spot` is what both players see on 7th street: each one's four upcards, the dead
cards, the pot, the stacks behind, the bet and the cap, who acts first, and a range for each
player's three hidden cards (every unseen combination by default, or a list of combinations
with weights). :func:`solve` runs discounted CFR (DCFR, with CFR+'s regret floor) on the
betting tree, vectorised over the combinations of both ranges, and returns each player's
average strategy per combination, each combination's value, and the exploitability of the
strategy pair, computed exactly by a best response (:func:`best_response`).

Showdowns are paid as the engine pays them (side pots, hi/lo halves, odd chips), without a
matrix: each range is sorted once by the core's keys (the high, the low, each with its
odd-chip key after it) and a payoff is a few sweeps along the sorted ranges, each O(n) per
column of reach, card removal by inclusion-exclusion over each combination's cards and pairs
of cards (the compiled ``_solver_sweep``); small ranges are paid by matrix products that
the sweeps build. Values are in chips, measured from an equal claim on the pot at the start
of the street (half of it each), so the two players' values always sum to zero. A range may
hold every combination of three unseen cards (up to :data:`MAX_COMBOS`).
"""

from __future__ import annotations

import itertools
import math
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from cstud._core import GAMES, _solver_ranks, _solver_regrets, _solver_sweep
from cstud.cards import Card, parse_cards
from cstud.hands import HandCategory, describe_razz

__all__ = ["MAX_COMBOS", "Node", "SolveError", "SolveResult", "Spot", "best_response", "solve"]

MAX_COMBOS = 13_244
"""The most combinations a player's range can hold: every three of the 44 cards a player
cannot see on 7th street (52 less both players' four upcards)."""

DENSE_PAIRS = 250_000
"""Ranges with at most this many pairs of combinations are paid by matrix products (made by
the sweeps), which cost less than the sweeps' overhead there."""

CHIP_LIMIT = 2 ** 48
"""Pots and stacks stay under this, so every value is exact in a float."""

MAX_ITERATIONS = 100_000
"""The most iterations :func:`solve` runs, whatever the target."""

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
    first: the player who acts first (0 or 1), by the upcards' showing hands (R12); the
        same on 7th street, whose card is dealt down.
    game: ``"stud8"``, ``"stud"`` or ``"razz"``.
    street: 7, or 6: then each range holds two hidden cards, and after 6th street's betting
        each player is dealt a third one from the unseen cards (chance), 7th street's
        betting following with the same bet and cap.
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
    street: int = 7


@dataclass(frozen=True)
class Node:
    """A node of the betting tree: a decision of ``player`` (``actions`` name its children),
    a fold (``folder`` gave up) or a showdown, on ``street``. ``put_in`` is what each player
    has put in since the spot's first street began; ``line`` the actions that lead here ("" at
    the root; from a 6th-street spot, 7th street's actions follow a "/", the deal)."""

    line: str
    player: int | None
    actions: tuple[str, ...]
    children: tuple[int, ...]
    put_in: tuple[int, int]
    folder: int | None = None
    street: int = 7

    @property
    def is_terminal(self) -> bool:
        return self.player is None


def _betting_tree(spot: Spot) -> list[Node]:
    """Every node of the street's limit betting, the root first."""
    nodes: list[Node] = []

    def close(line: str, put_in: tuple[int, int], street: int) -> int:
        """The street's betting is over (a call, or checks around): a showdown, or after
        6th street the deal and 7th street's betting (a showdown at once if one is all in)."""
        if street == 7:
            return _terminal(nodes, line, put_in)
        if any(spot.stacks[p] == put_in[p] for p in (0, 1)):
            return _terminal(nodes, line + "/", put_in)
        return build(line + "/", spot.first, put_in, 0, (False, False), 7)

    def build(line: str, player: int, put_in: tuple[int, int], bets: int,
              acted: tuple[bool, bool], street: int) -> int:
        other = 1 - player
        owed = put_in[other] - put_in[player]
        behind = spot.stacks[player] - put_in[player]
        index = len(nodes)
        nodes.append(Node(line, player, (), (), put_in, street=street))   # filled in below
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
            add("f", _terminal(nodes, line + "f", put_in, folder=player, street=street))
            call = min(owed, behind)
            add("c", close(line + "c", spent(call), street))
            if bets < spot.cap and behind > owed and not all_in_other:
                raise_by = min(owed + spot.bet, behind)
                add("r", build(line + "r", other, spent(raise_by), bets + 1, (True, True),
                               street))
        else:
            after = (True, acted[1]) if player == 0 else (acted[0], True)
            if acted[other]:
                add("k", close(line + "k", put_in, street))
            else:
                add("k", build(line + "k", other, put_in, bets, after, street))
            if bets < spot.cap and behind > 0 and not all_in_other:
                add("b", build(line + "b", other, spent(min(spot.bet, behind)), bets + 1,
                               (True, True), street))
        nodes[index] = Node(line, player, tuple(actions), tuple(children), put_in,
                            street=street)
        return index

    build("", spot.first, (0, 0), 0, (False, False), spot.street)
    return nodes


def _terminal(nodes: list[Node], line: str, put_in: tuple[int, int],
              folder: int | None = None, street: int = 7) -> int:
    nodes.append(Node(line, None, (), (), put_in, folder, street))
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


def _read_range(given: Any, unseen: Sequence[int], what: str, hidden: int = 3
                ) -> tuple[list[Any], Floats]:
    """The range's combinations of ``hidden`` cards (sorted card codes) and their weights."""
    if given is None:
        combos = list(itertools.combinations(sorted(unseen), hidden))
        return combos, np.ones(len(combos))
    items: Iterable[tuple[Any, float]]
    if isinstance(given, Mapping):
        items = given.items()
    elif isinstance(given, (str, bytes)) or not isinstance(given, Iterable):
        raise SolveError(f"{what} must be None (every combination), a list of combinations "
                         f"such as ['As 2s 3h'] or a mapping of them to weights")
    else:
        items = ((combo, 1.0) for combo in given)
    weights: dict[tuple[int, ...], float] = {}
    allowed = set(unseen)
    for number, (combo, weight) in enumerate(items):
        if number >= MAX_COMBOS * 10:
            raise SolveError(f"{what} lists more than {MAX_COMBOS * 10:,} combinations")
        codes = _codes(combo, f"{what}[{number}]")
        if len(codes) != hidden or len(set(codes)) != hidden:
            street = "7th" if hidden == 3 else "6th"
            count = "three" if hidden == 3 else "two"
            raise SolveError(f"{what}[{number}]: a {street}-street range holds {count} "
                             f"distinct hidden cards, got {combo!r}")
        if not set(codes) <= allowed:
            raise SolveError(f"{what}[{number}]: {combo!r} holds a card that is showing or "
                             f"dead")
        if isinstance(weight, bool) or not isinstance(weight, (int, float)) or not (
                math.isfinite(weight) and weight >= 0):
            raise SolveError(f"{what}[{number}]: a weight is a number 0 or more, "
                             f"got {weight!r}")
        key = tuple(sorted(codes))
        weights[key] = weights.get(key, 0.0) + float(weight)
    combos = [combo for combo, weight in weights.items() if weight > 0]
    if not combos:
        raise SolveError(f"{what} is empty")
    return combos, np.array([weights[combo] for combo in combos])


_GAME_CODES = {game: code for code, game in enumerate(GAMES)}   # the core's codes

# The sort keys of the showdown sweeps, from _solver_ranks' columns (first half's rank, the
# eight-or-better low, each half's odd-chip key): "h" the first half's rank, "hK" that rank
# then its odd-chip key (a tie in it is decided by the key), "l"/"lK" the same for the low,
# "hl" both ranks (a tie in both halves), "hlK"/"hlL" both ranks then one half's key.
_KEYS: dict[str, tuple[int, ...]] = {"h": (0,), "hK": (0, 2), "l": (1,), "lK": (1, 3),
                                     "hl": (0, 1), "hlK": (0, 1, 2), "hlL": (0, 1, 3)}


class _Showdowns:
    """The showdowns of two ranges, paid without a matrix: each payoff is a sum of terms
    sign(key of one hand - key of the other) over sorted keys, each term one O(n) sweep per
    column of reach (the compiled _solver_sweep, card removal by inclusion-exclusion)."""

    def __init__(self, game: str, ups: Sequence[tuple[int, ...]],
                 combos: tuple[list[tuple[int, ...]], list[tuple[int, ...]]]
                 ) -> None:
        self.game = game
        self.cards = tuple(np.array(c, dtype=np.int32).reshape(-1, 3) for c in combos)
        facts = []
        for p in (0, 1):
            hands = np.empty((len(combos[p]), 7), dtype=np.uint8)
            hands[:, :4] = ups[p]
            hands[:, 4:] = self.cards[p]
            facts.append(_solver_ranks(hands, _GAME_CODES[game]))
        self.keys: list[dict[str, npt.NDArray[np.int64]]] = []
        for fact in facts:
            table = {}
            for name, columns in _KEYS.items():
                key = np.zeros(len(fact), dtype=np.int64)
                for column in columns:      # ranks < 2**16, lows < 2**8, keys < 2**6
                    key = (key << 16) | fact[:, column]
                table[name] = key
            self.keys.append(table)
        low = [fact[:, 1] > 0 for fact in facts]
        self.low_sign = [np.where(mask, 1.0, -1.0)[:, None] for mask in low]
        self.subsets = [{"all": np.arange(len(fact), dtype=np.int64),
                         "low": np.flatnonzero(low[p]).astype(np.int64),
                         "nolow": np.flatnonzero(~low[p]).astype(np.int64)}
                        for p, fact in enumerate(facts)]
        index = [{combo: i for i, combo in enumerate(c)} for c in combos]
        self.same = [np.array([index[1 - p].get(combo, -1) for combo in combos[p]],
                              dtype=np.int64) for p in (0, 1)]
        self._orders: dict[tuple[int, str, str], tuple[npt.NDArray[np.int64],
                                                        npt.NDArray[np.int64]]] = {}
        self.dense: dict[int, Floats] | None = None
        self._local = threading.local()     # solves of one spot in threads: their own sums

    def scratch(self, name: str, player: int, columns: int) -> Floats:
        """A zeroed (n, columns) array kept for the sums that do not leave _pay: made once
        per thread, so each walk does not touch fresh memory again."""
        arrays: dict[tuple[str, int, int], Floats] | None = getattr(self._local, "arrays",
                                                                    None)
        if arrays is None:
            arrays = self._local.arrays = {}
        array = arrays.get((name, player, columns))
        if array is None:
            array = arrays[(name, player, columns)] = np.zeros(
                (len(self.same[player]), columns))
        else:
            array.fill(0.0)
        return array

    def _order(self, player: int, key: str, subset: str
               ) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """The subset's indices sorted by the key, and each index's place there (or -1)."""
        cached = self._orders.get((player, key, subset))
        if cached is None:
            rows = self.subsets[player][subset]
            order = rows[np.argsort(self.keys[player][key][rows], kind="stable")]
            place = np.full(len(self.keys[player][key]), -1, dtype=np.int64)
            place[order] = np.arange(len(order))
            cached = self._orders[(player, key, subset)] = (order, place)
        return cached

    def sweep(self, player: int, key: str, mine: str, other: str, reach: Floats,
              signs: bool = True, out: Floats | None = None,
              compatible: Floats | None = None) -> tuple[Floats, Floats]:
        """For player's combinations in the subset ``mine`` and each column of the other's
        reach over the subset ``other``: the reach-weighted sum of sign(key difference)
        (left 0 without ``signs``), and the reach itself, over the other's combinations
        that share no card; added to ``out`` and ``compatible`` where given."""
        you = 1 - player
        order_mine, _ = self._order(player, key, mine)
        order_other, place_other = self._order(you, key, other)
        reach = np.ascontiguousarray(reach)
        if out is None:
            out = np.zeros((len(self.same[player]), reach.shape[1]))
        if compatible is None:
            compatible = np.zeros_like(out)
        _solver_sweep(self.keys[player][key], order_mine, self.keys[you][key], order_other,
                      place_other, self.cards[player], self.cards[you], self.same[player],
                      reach, out, compatible, signs)
        return out, compatible

    def compatible(self, player: int, reach: Floats) -> Floats:
        """Per combination of player's, the other's reach over the combinations it can meet
        (each column of reach, or the one vector)."""
        if self.dense is not None:
            meet = self.dense[-1]
            return meet @ reach if player == 0 else meet.T @ reach
        column = reach.ndim == 1
        result = self.sweep(player, "h", "all", "all", reach[:, None] if column else reach,
                            signs=False)[1]
        return result[:, 0] if column else result

    def make_dense(self, pots: Iterable[int]) -> None:
        """For small ranges, where a matrix product costs less than the sweeps' overhead:
        player 0's value for every pair at each pot, and the pairs that can meet, made by
        the sweeps themselves (one column per combination of player 1's)."""
        n1 = len(self.same[1])
        unit = np.eye(n1)
        dense = {pot: self._pay(0, unit, np.full(n1, pot, dtype=np.int64))[0]
                 for pot in sorted(set(pots))}
        dense[-1] = self.compatible(0, unit)
        self.dense = dense

    def pay(self, player: int, reach: Floats, pots: npt.NDArray[np.int64]
            ) -> tuple[Floats, Floats]:
        """Player's showdown value per combination for each column of the other's reach,
        column v played for a pot of pots[v] chips (see _pay), and the compatible reach."""
        if self.dense is None:
            return self._pay(player, reach, pots)
        meet = self.dense[-1]
        compatible = meet @ reach if player == 0 else meet.T @ reach
        value = np.empty_like(compatible)
        for v, pot in enumerate(pots):
            matrix = self.dense[int(pot)]
            value[:, v] = matrix @ reach[:, v] if player == 0 else -(matrix.T @ reach[:, v])
        return value, compatible

    def _pay(self, player: int, reach: Floats, pots: npt.NDArray[np.int64]
             ) -> tuple[Floats, Floats]:
        """Player's showdown value per combination (what the pot pays him less half of it)
        for each column of the other's reach, column v played for a pot of pots[v] chips;
        and the compatible reach of every column.

        A pot of T chips pays T/2 * sign of the first half; in stud8 with a low, the high
        half H = T - T // 2 and the low half L = T // 2 (R23a) each pay half their chips
        times their sign, a hand without a low losing the low half; an odd half tied gives
        one chip more to the better odd-chip key (R23b), and where both halves tie the
        whole pot is split as one, its odd chip by the high key (R23d)."""
        k = reach.shape[1]
        first, compat = self.sweep(player, "h", "all", "all", reach,
                                   out=self.scratch("first", player, k))

        def tie_break(key: str, mine: str, other: str, weight: npt.NDArray[Any], tied: Floats
                      ) -> Floats | float:
            """weight times, where the sweep ``tied`` ties, the sign of the longer key."""
            columns = np.flatnonzero(weight)
            if len(columns) == 0:
                return 0.0
            result = np.zeros_like(first)
            broken = self.sweep(player, key, mine, other, reach[:, columns])[0]
            result[:, columns] = (broken - tied[:, columns]) * weight[columns]
            return result

        if self.game != "stud8":
            return first * (pots / 2) + tie_break("hK", "all", "all", 0.5 * (pots % 2),
                                                  first), compat
        high, low = pots - pots // 2, pots // 2
        value = first * (high / 2) + tie_break("hK", "all", "all", 0.5 * (high % 2), first)
        # The low half, with the first half's rows of the sweeps' sums (each sweep's rows
        # outside its own subset are 0): a hand without a low against one without (the
        # high takes the whole pot, R22.2) gets the first half's sign over the low half
        # too; against a low it loses that half; a low against no low wins it, against a
        # low it goes by the sign: (low/2) * (sign*compat + neither + compat_neither
        # + lows - compat_lows), sign -1 without a low and +1 with one.
        neither, compat_neither = self.sweep(
            player, "h", "nolow", "nolow", reach, out=self.scratch("neither", player, k),
            compatible=self.scratch("compat_neither", player, k))
        value += tie_break("hK", "nolow", "nolow", 0.5 * (pots % 2 - high % 2), neither)
        lows = self.scratch("lows", player, k)
        lows += neither
        lows, compat_lows = self.sweep(player, "l", "low", "low", reach, out=lows,
                                       compatible=self.scratch("compat_lows", player, k))
        half = self.low_sign[player] * compat
        half += lows            # both sweeps' signs: lows was added to neither's
        half += compat_neither
        half -= compat_lows
        half *= low / 2
        value += half
        lows -= neither         # the low sweep's own signs, for its tie break
        odd_low = 0.5 * (low % 2)
        value += tie_break("lK", "low", "low", odd_low, lows)
        if odd_low.any():
            # both halves tied, each of an odd chip: split as one, the odd chip by the high key
            both = self.sweep(player, "hl", "low", "low", reach)[0]
            even_pot, odd_pot = odd_low * (1 - pots % 2), odd_low * (pots % 2)
            value -= tie_break("hlK", "low", "low", even_pot - odd_pot, both)
            value -= tie_break("hlL", "low", "low", even_pot + odd_pot, both)
        return value, compat


Ints = npt.NDArray[np.int64]


@dataclass
class _Deal:
    """7th street's deal after a 6th-street spot: each player's rows there are his states
    (a hole of two cards and the card dealt to it), kept in the order of the three cards'
    set (``set_of``, an index into the showdowns' combinations), so that a reach over the
    states sums to one over the sets by contiguous blocks (``starts``). Every pair of
    states whose six cards differ is dealt with the same probability, ``chance`` =
    1 / ((N - 4)(N - 5)) of N unseen cards: it multiplies the other's reach at the deal."""

    hole_of: tuple[Ints, Ints]
    card: tuple[Ints, Ints]
    set_of: tuple[Ints, Ints]
    starts: tuple[Ints, Ints]
    chance: float
    hole_cards: tuple[Ints, Ints]
    same_hole: tuple[Ints, Ints]


@dataclass
class _Game:
    """A spot made ready: the tree, the ranges and their showdowns (and from 6th street,
    the deal: then ``combos`` are the two-card holes and the showdowns' are the sets)."""

    spot: Spot
    nodes: list[Node]
    combos: tuple[list[Any], list[Any]]
    weights: tuple[Floats, Floats]
    showdowns: _Showdowns
    deal: _Deal | None = None
    terminals: list[int] = field(default_factory=list)
    decisions: list[int] = field(default_factory=list)
    pots: npt.NDArray[np.int64] = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    _pair_weight: float | None = None

    def rows(self, player: int, node: Node) -> int:
        """How many rows player's arrays have at the node (his holes, or 7th's states)."""
        if self.deal is not None and node.street == 7:
            return len(self.deal.hole_of[player])
        return len(self.combos[player])

    def dealt(self, index: int, child: int) -> bool:
        """Whether 7th street's cards are dealt between the node and its child."""
        return self.nodes[index].street != self.nodes[child].street

    def deal_chance(self) -> float:
        assert self.deal is not None
        return self.deal.chance

    def child_value(self, player: int, index: int, child: int, value: Floats) -> Floats:
        """Player's value at the child as the node's rows see it (summed over the deal)."""
        return self.to_holes(player, value) if self.dealt(index, child) else value

    def to_states(self, player: int, vector: Floats) -> Floats:
        """A vector over player's holes, repeated over the states dealt from each."""
        assert self.deal is not None
        return vector[self.deal.hole_of[player]]

    def to_holes(self, player: int, vector: Floats) -> Floats:
        """A vector over player's states, summed over the states of each hole."""
        assert self.deal is not None
        summed: Floats = np.bincount(self.deal.hole_of[player], weights=vector,
                                     minlength=len(self.combos[player])).astype(np.float64)
        return summed

    def compatible(self, player: int, reach: Floats) -> Floats:
        """Per row of player's at the root, the other's reach (each column of it, or the
        one vector) over his rows that share no card with it."""
        if self.deal is None:
            return self.showdowns.compatible(player, reach)
        cards, same = self.deal.hole_cards, self.deal.same_hole
        you = 1 - player
        per_card = np.zeros((52, *reach.shape[1:]))
        np.add.at(per_card, cards[you][:, 0], reach)
        np.add.at(per_card, cards[you][:, 1], reach)
        mine_cards = cards[player]
        met: Floats = reach.sum(axis=0) - per_card[mine_cards[:, 0]] - per_card[mine_cards[:, 1]]
        mine = same[player] >= 0
        met[mine] += reach[same[player][mine]]
        return met

    def __post_init__(self) -> None:
        self.terminals = [i for i, node in enumerate(self.nodes) if node.is_terminal]
        self.decisions = [i for i, node in enumerate(self.nodes) if not node.is_terminal]
        # the chips a showdown's pot holds once an uncalled part went back (-1 for a fold)
        self.pots = np.array([-1 if self.nodes[i].folder is not None
                              else self.spot.pot + 2 * min(self.nodes[i].put_in)
                              for i in self.terminals], dtype=np.int64)

    def pair_weight(self) -> float:
        """The total weight of the pairs of combinations that can meet."""
        if self._pair_weight is None:
            self._pair_weight = float(self.weights[0] @ self.compatible(0, self.weights[1]))
        return self._pair_weight


def _by_rank(game: str, up: Sequence[int], combos: list[Any],
             weights: Floats) -> tuple[list[Any], Floats]:
    """The range in the order of its first half's rank, weakest first: the main showdown
    sweep then reads every array in order, not row by row at random."""
    hands = np.empty((len(combos), 7), dtype=np.uint8)
    hands[:, :4] = up
    hands[:, 4:] = combos
    order = np.argsort(_solver_ranks(hands, _GAME_CODES[game])[:, 0], kind="stable")
    return [combos[i] for i in order], weights[order]


def _prepare(spot: Spot) -> _Game:
    if spot.game not in GAMES:
        raise SolveError(f"unknown game {spot.game!r}: choose {', '.join(GAMES)}")
    # the pot holds both players' chips from the earlier streets: 2 or more
    for name, least in (("pot", 2), ("bet", 1), ("cap", 1)):
        value = getattr(spot, name)
        if isinstance(value, bool) or not isinstance(value, int) or value < least:
            raise SolveError(f"{name} must be a whole number, {least} or more, "
                             f"got {value!r}")
    if spot.cap > 16:
        raise SolveError(f"cap must be at most 16 bets, got {spot.cap}")
    if spot.pot >= CHIP_LIMIT:
        raise SolveError(f"pot must be under {CHIP_LIMIT:,} chips, got {spot.pot:,}")
    if len(spot.stacks) != 2 or any(isinstance(s, bool) or not isinstance(s, int) or s < 0
                                    or s >= CHIP_LIMIT for s in spot.stacks):
        raise SolveError(f"stacks must be two whole numbers of chips, 0 to {CHIP_LIMIT:,}")
    if spot.first not in (0, 1):
        raise SolveError(f"first must be player 0 or 1, got {spot.first!r}")
    if isinstance(spot.street, bool) or spot.street not in (6, 7):
        raise SolveError(f"street must be 6 or 7, got {spot.street!r}")
    if len(spot.upcards) != 2 or len(spot.ranges) != 2:
        raise SolveError("the solver plays heads-up: give two players' upcards and ranges")
    ups = [_codes(up, f"upcards[{p}]") for p, up in enumerate(spot.upcards)]
    for p, up in enumerate(ups):
        if len(up) != 4:
            raise SolveError(f"upcards[{p}]: a player has four upcards on 6th and 7th "
                             f"street, got {len(up)}")
    dead = _codes(spot.dead, "dead")
    seen = [*ups[0], *ups[1], *dead]
    if len(set(seen)) != len(seen):
        raise SolveError("a card is showing twice among the upcards and the dead cards")
    unseen = [code for code in range(52) if code not in set(seen)]
    if spot.street == 6:
        if len(unseen) < 6:
            raise SolveError(f"7th street deals from the unseen cards: at least 6 needed, "
                             f"{len(unseen)} left")
        return _prepare_sixth(spot, ups, unseen)
    combos0, weights0 = _by_rank(spot.game, ups[0],
                                 *_read_range(spot.ranges[0], unseen, "ranges[0]"))
    combos1, weights1 = _by_rank(spot.game, ups[1],
                                 *_read_range(spot.ranges[1], unseen, "ranges[1]"))
    showdowns = _Showdowns(spot.game, ups, (combos0, combos1))
    game = _Game(spot, _betting_tree(spot), (combos0, combos1), (weights0, weights1),
                 showdowns)
    return _ready(game, len(combos0) * len(combos1))


def _ready(game: _Game, pairs: int) -> _Game:
    if pairs <= DENSE_PAIRS:
        game.showdowns.make_dense(int(pot) for pot in game.pots if pot >= 0)
    if game.pair_weight() <= 0:
        raise SolveError("no combination of one range can be held with one of the other")
    return game


def _prepare_sixth(spot: Spot, ups: list[tuple[int, ...]], unseen: list[int]) -> _Game:
    """A 6th-street spot: the holes of two cards, and 7th street's states and sets."""
    holes = [_read_range(spot.ranges[p], unseen, f"ranges[{p}]", hidden=2) for p in (0, 1)]
    combos = tuple(combos for combos, _ in holes)
    sets: list[list[tuple[int, ...]]] = []
    columns: list[tuple[Ints, Ints, Ints, Ints]] = []
    for p in (0, 1):
        dealt = [(row, card, tuple(sorted((*hole, card))))
                 for row, hole in enumerate(combos[p]) for card in unseen if card not in hole]
        distinct = sorted({s for _, _, s in dealt})
        ranked, _ = _by_rank(spot.game, ups[p], distinct, np.zeros(len(distinct)))
        place = {s: k for k, s in enumerate(ranked)}
        dealt.sort(key=lambda state: (place[state[2]], state[0]))
        set_of = np.array([place[s] for _, _, s in dealt], dtype=np.int64)
        columns.append((np.array([row for row, _, _ in dealt], dtype=np.int64),
                        np.array([card for _, card, _ in dealt], dtype=np.int64), set_of,
                        np.flatnonzero(np.r_[True, set_of[1:] != set_of[:-1]])))
        sets.append(ranked)
    index = [{hole: row for row, hole in enumerate(c)} for c in combos]
    n = len(unseen)
    deal = _Deal(hole_of=(columns[0][0], columns[1][0]), card=(columns[0][1], columns[1][1]),
                 set_of=(columns[0][2], columns[1][2]), starts=(columns[0][3], columns[1][3]),
                 chance=1.0 / ((n - 4) * (n - 5)),
                 hole_cards=tuple(np.array(c, dtype=np.int64).reshape(-1, 2)
                                  for c in combos),  # type: ignore[arg-type]
                 same_hole=tuple(np.array([index[1 - p].get(h, -1) for h in combos[p]],
                                          dtype=np.int64)
                                 for p in (0, 1)))  # type: ignore[arg-type]
    showdowns = _Showdowns(spot.game, ups, (sets[0], sets[1]))
    game = _Game(spot, _betting_tree(spot), (combos[0], combos[1]),
                 (holes[0][1], holes[1][1]), showdowns, deal)
    return _ready(game, len(sets[0]) * len(sets[1]))


# ---------------------------------------------------------------------------------------
# Values of strategies

Strategies = tuple[dict[int, Floats], dict[int, Floats]]


def _reach_down(game: _Game, player: int, strategy: dict[int, Floats]
                ) -> tuple[dict[int, Floats], dict[int, Floats]]:
    """Each node's reach of the other player's combinations (his weights times his
    ``strategy``'s probabilities on the way), and player's own reach by ``strategy`` where
    it holds his nodes too (else his weights alone)."""
    other = 1 - player
    reach_other = {0: game.weights[other]}
    reach_own = {0: game.weights[player]}
    for index in game.decisions:
        node = game.nodes[index]
        mover = strategy.get(index)
        for a, child in enumerate(node.children):
            theirs, mine = reach_other[index], reach_own[index]
            if node.player == other and mover is not None:
                theirs = theirs * mover[:, a]
            elif node.player == player and mover is not None:
                mine = mine * mover[:, a]
            if game.dealt(index, child):    # the deal's chance goes with the other's reach
                theirs = game.to_states(other, theirs) * game.deal_chance()
                mine = game.to_states(player, mine)
            reach_other[child], reach_own[child] = theirs, mine
    return reach_other, reach_own


def _leaf_values(game: _Game, player: int, reach_other: dict[int, Floats]
                 ) -> dict[int, Floats]:
    """Player's counterfactual value per row at every terminal: the showdowns of all
    terminals paid in one batch of sweeps, a fold and a call after one of his own
    decisions (the same reach of the other's) from one column. After a 6th-street spot's
    deal the other's reach is summed over each set of three cards for the sweeps, and
    their sums read back per state; a fold on 6th street meets the other's holes."""
    spot = game.spot
    deal = game.deal
    other = 1 - player
    # the other's reach at each 7th-street terminal, over the showdowns' combinations
    reach7 = {t: reach_other[t] for t in game.terminals if game.nodes[t].street == 7}
    if deal is not None:    # every distinct column summed over the sets in one pass
        distinct = {id(array): array for array in reach7.values()}
        summed = np.add.reduceat(np.stack(list(distinct.values()), axis=1),
                                 deal.starts[other], axis=0).T
        over_sets = dict(zip(distinct, summed, strict=True))
        reach7 = {t: over_sets[id(array)] for t, array in reach7.items()}
    shown: dict[tuple[int, int], int] = {}
    folds: dict[int, int] = {}
    columns: list[Floats] = []
    for t, pot in zip(game.terminals, game.pots, strict=True):
        if pot >= 0 and (id(reach7[t]), int(pot)) not in shown:
            shown[(id(reach7[t]), int(pot))] = len(shown)
            columns.append(reach7[t])
    pots = np.array([pot for _, pot in shown], dtype=np.int64)
    paid, compatible = game.showdowns.pay(player, np.stack(columns, axis=1), pots)
    by_array = {array: column for (array, _), column in shown.items()}
    fold_columns: list[Floats] = []
    for t, pot in zip(game.terminals, game.pots, strict=True):
        if pot < 0 and t in reach7 and id(reach7[t]) not in by_array and (
                id(reach7[t]) not in folds):
            folds[id(reach7[t])] = len(folds)
            fold_columns.append(reach7[t])
    fold_compatible = (game.showdowns.compatible(player, np.stack(fold_columns, axis=1))
                       if fold_columns else compatible)
    if deal is None:
        paid, compatible, fold_compatible = paid.T, compatible.T, fold_compatible.T
    else:       # from the sets back to player's states, each column a contiguous row
        set_of = deal.set_of[player]
        paid, compatible, fold_compatible = (
            np.ascontiguousarray(matrix.T)[:, set_of]
            for matrix in (paid, compatible, fold_compatible))
    sixth: dict[int, Floats] = {}
    values = {}
    for t, pot in zip(game.terminals, game.pots, strict=True):
        node = game.nodes[t]
        if pot >= 0:
            values[t] = paid[shown[(id(reach7[t]), int(pot))]]
            continue
        if t in reach7:
            key = id(reach7[t])
            met = (compatible[by_array[key]] if key in by_array
                   else fold_compatible[folds[key]])
        else:
            key = id(reach_other[t])
            if key not in sixth:
                sixth[key] = game.compatible(player, reach_other[t])
            met = sixth[key]
        if node.folder == player:
            values[t] = -(spot.pot / 2 + node.put_in[player]) * met
        else:
            values[t] = (spot.pot / 2 + node.put_in[1 - player]) * met
    return values


def _values(game: _Game, strategies: Strategies, player: int, best: bool = False) -> Floats:
    """Player's counterfactual value per combination at the root: against the other's
    strategy, playing his own (or, with ``best``, a best response to it)."""
    other = 1 - player
    reach_other, _ = _reach_down(game, player, strategies[other])
    values = _leaf_values(game, player, reach_other)
    for index in reversed(game.decisions):
        node = game.nodes[index]
        children = [game.child_value(player, index, child, values[child])
                    for child in node.children]
        if node.player == other:
            values[index] = np.sum(children, axis=0)
        elif best:
            values[index] = np.max(children, axis=0)
        else:
            strategy = strategies[player][index]
            values[index] = np.einsum("na,an->n", strategy, np.array(children))
    return values[0]


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
    combos: each player's combinations (card tuples), in the strategies' row order (from
        6th street, his holes; ``dealt`` then gives the rows of his 7th-street nodes: the
        row of the hole in ``combos`` and the card dealt to it).
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
    dealt: tuple[tuple[tuple[int, Card], ...], ...] = ((), ())

    def hidden(self, player: int, line: str = "") -> list[tuple[Card, ...]]:
        """The hidden cards of each row of player's arrays at the node ``line``."""
        node = self.node(line)
        if node.street == 7 and self.spot.street == 6:
            return [(*self.combos[player][row], card) for row, card in self.dealt[player]]
        return list(self.combos[player])

    def node(self, line: str) -> Node:
        """The node reached by ``line``."""
        for node in self.nodes:
            if node.line == line:
                return node
        raise SolveError(f"no node of the tree has the line {line!r}")

    def frequencies(self, player: int, line: str = "") -> dict[str, float]:
        """How often player takes each action at the node ``line``, over his range (the
        combinations weighted by how often they reach it against any holding)."""
        node = self.node(line)
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
        node = self.node(line)
        if node.player != player:
            raise SolveError(f"player {player} does not act at {line!r}")
        strategy = self.strategies[player][line]
        weights = _reach_weights(self, player, line)
        up = self.spot.upcards[player]
        up_codes = _codes(up, "upcards")
        groups: dict[str, list[int]] = {}
        for row, combo in enumerate(self.hidden(player, line)):
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
        if step == "/" and node.street == 7:      # the deal, already made on the way in
            continue
        if step not in node.actions:
            raise SolveError(f"no node of the tree has the line {line!r}")
        a = node.actions.index(step)
        if node.player == player:
            weights = weights * result.strategies[player][node.line][:, a]
        if game.dealt(index, node.children[a]):
            weights = game.to_states(player, weights)
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
          check_every: int = 10,
          progress: Callable[[int, int], object] | None = None) -> SolveResult:
    """Solve the spot: iterate discounted CFR until the exploitability is at most
    ``target`` of the pot (or ``max_iterations``), checking it every ``check_every``
    iterations by exact best responses. ``progress`` is called after every iteration with
    the iterations done and ``max_iterations``; an exception it raises stops the solve (a
    server's time limit).

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
    if isinstance(check_every, bool) or not isinstance(check_every, int) or check_every < 1:
        raise SolveError(f"check_every must be a whole number of iterations, 1 or more, "
                         f"got {check_every!r}")
    game = _prepare_cached(spot)
    decisions = game.decisions
    regrets = {i: np.zeros((game.rows(game.nodes[i].player or 0, game.nodes[i]),
                            len(game.nodes[i].actions))) for i in decisions}
    totals = {i: np.zeros_like(regrets[i]) for i in decisions}

    # each player's current strategy (uniform at first), made again by the compiled
    # update from his own regrets as soon as they change
    current = {i: np.full_like(regrets[i], 1.0 / regrets[i].shape[1]) for i in decisions}

    def update(player: int, iteration: int) -> None:
        """One DCFR pass for player: regrets and the average strategy."""
        reach_other, reach_own = _reach_down(game, player, current)
        values = _leaf_values(game, player, reach_other)
        # DCFR (alpha 1.5, beta 0, gamma 2): positive regrets discounted by t^1.5 /
        # (t^1.5 + 1), negative ones halved each iteration, the average by (t/(t+1))^2.
        t = iteration
        positive = t ** 1.5 / (t ** 1.5 + 1)
        average_discount = (t / (t + 1)) ** 2
        for index in reversed(decisions):
            node = game.nodes[index]
            children = [game.child_value(player, index, child, values[child])
                        for child in node.children]
            if node.player != player:
                value = children[0].copy()
                for child_value in children[1:]:
                    value += child_value
                values[index] = value
                continue
            # the node's value, its regrets and average, and its next strategy (the
            # regret matching of the new regrets: the node's own value was made with the
            # old one, and nothing in this pass reads it again), in one compiled pass
            value = np.empty(len(children[0]))
            _solver_regrets(current[index], regrets[index], totals[index],
                            np.ascontiguousarray(reach_own[index]),
                            tuple(np.ascontiguousarray(c) for c in children), value,
                            positive, 0.5, average_discount)
            values[index] = value

    history: list[tuple[int, float]] = []
    iteration = 0
    exploitability = math.inf
    while iteration < max_iterations:
        iteration += 1
        update(0, iteration)
        update(1, iteration)
        if progress is not None:
            progress(iteration, max_iterations)
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
    cards = [Card(code) for code in range(52)]

    def per_combo(player: int, values: Floats) -> Floats:
        reach = game.compatible(player, game.weights[1 - player])
        return np.where(reach > 0, values / np.where(reach > 0, reach, 1.0), 0.0)

    return SolveResult(
        spot=game.spot,
        nodes=tuple(game.nodes),
        combos=tuple(tuple(tuple(cards[c] for c in combo) for combo in combos)
                     for combos in game.combos),  # type: ignore[arg-type]
        strategies=tuple({game.nodes[i].line: s for i, s in average[p].items()}
                         for p in (0, 1)),  # type: ignore[arg-type]
        combo_values=(per_combo(0, values0), per_combo(1, values1)),
        values=(value0, -value0),
        exploitability=exploitability,
        exploitability_pot=exploitability / pot,
        iterations=iterations,
        history=tuple(history),
        dealt=((), ()) if game.deal is None else tuple(
            tuple((int(row), cards[int(card)]) for row, card in
                  zip(game.deal.hole_of[p], game.deal.card[p], strict=True))
            for p in (0, 1)),
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
        rows = game.rows(other, node)
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
