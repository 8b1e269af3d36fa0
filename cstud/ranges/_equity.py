"""Range-vs-range equity: each player a range (or known cards), exact when affordable.

A *deal* gives every ranged player one combo of his range, with probability proportional to
the product of the combos' weights over the deals in which no two players share a card (exact
card removal), then every player the rest of his seven cards from the unseen cards, as
cstud.equity does (the same rules, definitions and community card). Exact: every deal of combos
is enumerated, each counted exactly by the equity core, and weighted (integer arithmetic on the
weights' exact binary values). Monte Carlo: combos are drawn by weight and deals that share a
card are rejected, which leaves exactly the distribution above (draws are repeated until a chunk
holds as many kept deals as asked, so that `trials` are deals); the rest is dealt and ranked in
NumPy batches. Chunk i draws from the stream (seed, i) and chunks are added in order, so the
seed alone decides the answer, with or without an executor.

Standard errors are cstud.equity's (equities._two_more_stderr): as though the sample held two
more deals, one where the player gets the whole pot and one where he gets nothing, so that a
small sample (a hero combo's hundred deals, a spot where most draws share a card) that happened
to end one way every time is not reported as known exactly.
"""

from __future__ import annotations

import math
import secrets
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from cstud import _core
from cstud.cards import Card, Cards, card, format_cards
from cstud.equities import (
    _GAME_CODES,
    _HALF,
    _RAZZ,
    DEFAULT_EXACT_LIMIT,
    DEFAULT_TRIALS,
    HEADSUP_WORK_LIMIT,
    MAX_EXACT_LIMIT,
    MAX_TRIALS,
    STATISTICS,
    UNKNOWN,
    _check_int,
    _plan_exact,
    _Problem,
    _read_hand,
    _run_plan,
    _summarise,
    _two_more_stderr,
)
from cstud.ranges._language import HandRange, RangeError, as_range, is_range_text

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

MAX_ASSIGNMENTS = 100_000
"""Enumerate exactly only when the ranges' combos make at most this many deals."""

SAMPLE_CHUNK = 1 << 14
"""Monte Carlo deals per chunk."""

MAX_DRAW_ROUNDS = 100
"""A chunk draws SAMPLE_CHUNK choices of combos at a time, rejects those that share a card, and
draws again until it holds SAMPLE_CHUNK deals, at most this many times: ranges that fit
together at least 1% of the time get every deal asked for, rarer ones fewer (bounded work)."""

Player = str | HandRange | tuple[str | HandRange, Cards]
"""A player: known cards as today's equity takes them (``"?? ?? Kd"``), a range (text or
HandRange) whose start the deal chooses door card and all, ``"RANGE | UPCARDS"``, or a pair
``(range, upcards)``."""


@dataclass(frozen=True, slots=True)
class RangePlayerEquity:
    """One player's results over his range (fields as in cstud.PlayerEquity).

    hand: the player as given (range and upcards, or cards); combos: how many combos his range
    holds after the upcards, the dead cards and the other players' known cards."""

    hand: str
    combos: int
    equity: float
    scoop: float
    p_high: float
    p_low: float
    high_share: float
    low_share: float


@dataclass(frozen=True, slots=True)
class ComboResult:
    """The first player's result with one combo of his range: its hidden cards, its weight,
    his equity with it against the other ranges, that figure's standard error (0.0 when exact)
    and how many deals it is over."""

    cards: tuple[Card, ...]
    weight: float
    equity: float
    stderr: float
    deals: int


@dataclass(frozen=True)
class RangeEquityResult:
    """Equity of every player's range, and the first player's result per combo.

    deals: how many deals the figures are over (every deal of combos, each counted over all
    its runouts, when exact; else the Monte Carlo deals kept). seed: None when exact.
    """

    game: str
    players: tuple[RangePlayerEquity, ...]
    hero: tuple[ComboResult, ...]
    dead: tuple[Card, ...]
    p_no_low: float
    deals: int
    exact: bool
    seed: int | None
    _errors: tuple[tuple[float, ...], ...] = field(repr=False, compare=False)

    def stderr(self, statistic: str = "equity", player: int | None = None) -> float:
        """Standard error of a Monte Carlo figure (0.0 when exact), as EquityResult.stderr."""
        if statistic == "p_no_low":
            return self._errors[-1][0]
        if statistic not in STATISTICS:
            raise ValueError(
                f"unknown statistic {statistic!r}: choose from {', '.join(STATISTICS)}, p_no_low")
        if player is None:
            raise ValueError(f"{statistic} is a player's figure: say which player")
        return self._errors[player][STATISTICS.index(statistic)]

    def __len__(self) -> int:
        return len(self.players)

    def __getitem__(self, player: int) -> RangePlayerEquity:
        return self.players[player]

    def __iter__(self) -> Iterator[RangePlayerEquity]:
        return iter(self.players)

    def to_dict(self) -> dict[str, Any]:
        """The result as JSON-ready data (what ``cstud equity --json`` prints for ranges)."""
        return {
            "game": self.game,
            "exact": self.exact,
            "deals": self.deals,
            "seed": self.seed,
            "dead": format_cards(self.dead),
            "p_no_low": self.p_no_low,
            "p_no_low_stderr": self.stderr("p_no_low"),
            "players": [
                {"hand": p.hand, "combos": p.combos,
                 **{s: getattr(p, s) for s in STATISTICS},
                 "stderr": {s: self.stderr(s, i) for s in STATISTICS}}
                for i, p in enumerate(self.players)],
            "hero_combos": [
                {"cards": format_cards(c.cards), "weight": c.weight, "equity": c.equity,
                 "stderr": c.stderr, "deals": c.deals} for c in self.hero],
        }


# ---------------------------------------------------------------------------------------
# Reading the players.

@dataclass(frozen=True)
class _Spec:
    """The problem: per player his fixed cards, his combos (m, k) and weights, cards needed."""

    game: int
    fixed: tuple[tuple[int, ...], ...]
    combos: tuple[npt.NDArray[np.uint8], ...]
    weights: tuple[npt.NDArray[np.float64], ...]
    need: tuple[int, ...]
    dead: tuple[int, ...]
    masks: tuple[npt.NDArray[np.uint64], ...]      # each combo's cards as a 52-bit mask

    @property
    def n_players(self) -> int:
        return len(self.fixed)


def _split_player(player: object, index: int, game: str
                  ) -> tuple[str, HandRange | None, list[int], int]:
    """(description, range or None, fixed card codes, '??' count) of one player."""
    where = f"players[{index}]"
    if isinstance(player, tuple | list) and len(player) == 2 and isinstance(
            player[0], str | HandRange) and not (isinstance(player[0], str)
                                                 and isinstance(player[1], str)
                                                 and _is_cards(player[0])):
        rng, upcards = player
        hand_range = as_range(rng, game)
        codes, unknown = _read_hand(upcards, f"{where} upcards")
        if unknown:
            raise RangeError(f"{where}: upcards are seen cards: '??' has no place among them")
        return f"{hand_range.text} | {format_cards(codes)}", hand_range, codes, 0
    if isinstance(player, HandRange):
        return player.text, as_range(player, game), [], 0
    if isinstance(player, str) and "|" in player:
        text, _, upcards = player.partition("|")
        return _split_player((text.strip(), upcards), index, game)
    if isinstance(player, str) and is_range_text(player):
        return player, HandRange(player, game=game), [], 0
    codes, unknown = _read_hand(player, where)   # type: ignore[arg-type]
    return " ".join([UNKNOWN] * unknown + [repr(card(c)) for c in codes]), None, codes, unknown


def _is_cards(text: str) -> bool:
    """Whether text is a hand as cstud.equity takes it (cards and '??'), not a range."""
    try:
        _core.card_codes(text.replace(UNKNOWN, " "))
    except ValueError:
        return False
    return True


def _read_spec(players: Sequence[Player], dead: Cards, game: str
               ) -> tuple[_Spec, list[str], list[int]]:
    import numpy as np

    if not isinstance(game, str) or game not in _GAME_CODES:
        raise ValueError(f"unknown game {game!r}: choose {', '.join(_GAME_CODES)}")
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise TypeError("players must be a list with one range or hand per player")
    if not 2 <= len(players) <= 8:
        raise ValueError(f"range equity takes 2 to 8 players, got {len(players)}")
    split = [_split_player(p, i, game) for i, p in enumerate(players)]
    dead_codes, unknown = _read_hand(dead, "dead")
    if unknown:
        raise ValueError("dead cards are cards that were seen: '??' has no place among them")
    owner: dict[int, str] = {}
    for where, codes in [(f"players[{i}]", s[2]) for i, s in enumerate(split)] + [
            ("the dead cards", dead_codes)]:
        for code in codes:
            if code in owner:
                raise ValueError(f"{card(code)!r} is in both {owner[code]} and {where}")
            owner[code] = where
    fixed, combos, weights, need = [], [], [], []
    for i, (_, hand_range, codes, _unknown) in enumerate(split):
        if len(codes) > 7 or (hand_range is not None and len(codes) > 5):
            raise ValueError(f"players[{i}] has too many cards for a stud hand")
        if hand_range is None:
            cards_, w = np.zeros((1, 0), np.uint8), np.ones(1)
        else:
            others = [c for c in owner if owner[c] != f"players[{i}]"]
            cards_, w = hand_range.combo_arrays(codes, others)
            if len(w) == 0:
                raise RangeError(f"players[{i}]: the range {hand_range.text!r} holds no combo "
                                 "with these upcards and the cards already seen")
        fixed.append(tuple(codes))
        combos.append(cards_)
        weights.append(w)
        need.append(7 - len(codes) - cards_.shape[1])
    bits = np.uint64(1) << np.arange(52, dtype=np.uint64)
    masks = tuple(np.bitwise_or.reduce(bits[c], axis=1) if c.shape[1] else np.zeros(1, np.uint64)
                  for c in combos)
    # Live players were dealt the same streets: as many cards each (as cstud.equity asks).
    sizes = [len(f) + c.shape[1] + s[3] for f, c, s in zip(fixed, combos, split, strict=True)]
    if min(sizes) < 3 or len(set(sizes)) > 1:
        listed = ", ".join(f"players[{i}] {size}" for i, size in enumerate(sizes))
        raise ValueError("each live player holds the same 3 to 7 cards, hidden ones and "
                         f"upcards (they were dealt the same streets), but these have {listed}")
    spec = _Spec(_GAME_CODES[game], tuple(fixed), tuple(combos), tuple(weights), tuple(need),
                 tuple(dead_codes), masks)
    unseen = 52 - len(owner) - sum(c.shape[1] for c in combos)
    if sum(need) > unseen and sum(n - 1 for n in need if n) + 1 > unseen:
        raise ValueError(f"the deck cannot serve these {len(players)} players")
    return spec, [s[0] for s in split], dead_codes


# ---------------------------------------------------------------------------------------
# Exact: every deal of combos, each counted by the equity core.

def _deals(spec: _Spec) -> Iterator[tuple[tuple[int, ...], int]]:
    """Every deal of combos that shares no card: (combo index per player, used card mask)."""
    masks = [[sum(1 << int(c) for c in row) for row in combos.tolist()]
             for combos in spec.combos]

    def walk(player: int, used: int, chosen: tuple[int, ...]
             ) -> Iterator[tuple[tuple[int, ...], int]]:
        if player == len(masks):
            yield chosen, used
            return
        for index, mask in enumerate(masks[player]):
            if not mask & used:
                yield from walk(player + 1, used | mask, (*chosen, index))

    return walk(0, sum(1 << c for codes in spec.fixed for c in codes)
                | sum(1 << c for c in spec.dead), ())


def _integer_weights(weights: npt.NDArray[np.float64]) -> list[int]:
    """The weights' exact values times one power of two that makes them all integers."""
    fractions = [Fraction(float(w)) for w in weights.tolist()]
    scale = max(f.denominator for f in fractions)
    return [int(f * scale) for f in fractions]


EXACT_PROGRESS_EVERY = 256
"""The exact count calls progress(deals done, deals) after every this many deals (so that a
caller's deadline can stop it, as the Monte Carlo's chunks let it)."""


def _exact(spec: _Spec, exact_limit: int,
           progress: Callable[[int, int], object] | None = None
           ) -> tuple[dict[int, int], list[dict[int, int]], list[int], int] | None:
    """Weighted outcome-pattern counts over every deal, and per hero combo; None when too big."""
    import numpy as np

    # Every deal leaves the same number of unseen cards, so each has the same runouts and
    # work: the first combos of each range, shared cards or not, say how much.
    n_deals = math.prod(len(w) for w in spec.weights)
    need = tuple(7 - len(f) - c.shape[1] for f, c in zip(spec.fixed, spec.combos, strict=True))
    n_unseen = 52 - len(spec.dead) - sum(len(f) + c.shape[1]
                                         for f, c in zip(spec.fixed, spec.combos, strict=True))
    problem = _Problem(spec.game, bytes(n_unseen), (), need, sum(need) > n_unseen)
    runouts = problem.runouts()
    work = problem.headsup_work()
    headsup = work is not None and work <= HEADSUP_WORK_LIMIT and work <= runouts
    per_deal = work if work is not None and headsup else runouts
    if n_deals > MAX_ASSIGNMENTS * 50 or per_deal > exact_limit:
        return None
    deals = []
    for deal in _deals(spec):
        deals.append(deal)
        if len(deals) > MAX_ASSIGNMENTS or len(deals) * per_deal > exact_limit:
            return None
    if not deals:
        raise RangeError("the ranges cannot be dealt together: every choice of combos shares "
                         "a card")
    weights = [_integer_weights(w) for w in spec.weights]
    total: dict[int, int] = {}
    hero: list[dict[int, int]] = [{} for _ in spec.weights[0]]
    hero_deals = [0] * len(spec.weights[0])
    for done, (chosen, _) in enumerate(deals):
        if progress is not None and done % EXACT_PROGRESS_EVERY == 0:
            progress(done, len(deals))
        hero_deals[chosen[0]] += 1
        problem = _problem(spec, (chosen, 0))
        plan = _plan_exact(problem, "headsup" if headsup else "enumerate")
        counts = _run_plan(problem, plan, runouts, None, None)
        weight = math.prod(weights[p][i] for p, i in enumerate(chosen))
        for pattern in np.flatnonzero(counts).tolist():
            value = weight * int(counts[pattern])
            total[pattern] = total.get(pattern, 0) + value
            hero[chosen[0]][pattern] = hero[chosen[0]].get(pattern, 0) + value
    if progress is not None:
        progress(len(deals), len(deals))
    return total, hero, hero_deals, len(deals)


def _problem(spec: _Spec, deal: tuple[tuple[int, ...], int]) -> _Problem:
    chosen, _ = deal
    known = [bytes(spec.fixed[p]) + bytes(spec.combos[p][i].tolist())
             for p, i in enumerate(chosen)]
    seen = {c for k in known for c in k} | set(spec.dead)
    unseen = bytes(c for c in range(52) if c not in seen)
    need = tuple(7 - len(k) for k in known)
    return _Problem(spec.game, unseen, tuple(known), need, sum(need) > len(unseen))


# ---------------------------------------------------------------------------------------
# Monte Carlo: draw combos by weight, reject deals that share a card, deal the rest in NumPy.

def _sample_chunk(spec: _Spec, size: int, seed: int, stream: int
                  ) -> tuple[npt.NDArray[np.int64], ...]:
    """Outcome-pattern counts of one chunk, and per hero combo: deals, equity sum, squares.

    Module-level (so picklable) for process pools and dask."""
    import numpy as np

    rng = np.random.Generator(np.random.PCG64(np.random.SeedSequence([seed, stream])))
    n = spec.n_players
    base = np.uint64(sum(1 << c for codes in spec.fixed for c in codes)
                     | sum(1 << c for c in spec.dead))
    cumulative = [np.cumsum(w) if len(w) > 1 else None for w in spec.weights]
    # Rejection sampling, round after round: the deals kept are independent draws from the
    # deal distribution (the first `size` of them, in the order drawn, are too).
    kept_picks: list[list[npt.NDArray[np.int64]]] = [[] for _ in range(n)]
    kept_used: list[npt.NDArray[np.uint64]] = []
    rows = 0
    for _ in range(MAX_DRAW_ROUNDS):
        round_picks, used, ok = [], np.full(size, base, np.uint64), np.ones(size, bool)
        for masks, weights, cum in zip(spec.masks, spec.weights, cumulative, strict=True):
            if cum is None:
                pick = np.zeros(size, np.int64)
            else:
                pick = np.searchsorted(cum, rng.random(size) * cum[-1], side="right")
                pick = np.minimum(pick, len(weights) - 1)
            mask = masks[pick]
            ok &= (used & mask) == 0
            used |= mask
            round_picks.append(pick)
        keep = np.flatnonzero(ok)[:size - rows]
        if len(keep) == 0 and rows == 0:
            break                    # the first round kept nothing: the caller says why
        for p in range(n):
            kept_picks[p].append(round_picks[p][keep])
        kept_used.append(used[keep])
        rows += len(keep)
        if rows == size:
            break
    patterns = np.zeros(4 ** n, np.int64)
    m0 = len(spec.weights[0])
    empty = (patterns, np.zeros(m0, np.int64), np.zeros(m0, np.int64), np.zeros(m0, np.int64))
    if rows == 0:
        return empty
    used = np.concatenate(kept_used)
    picks = [np.concatenate(p) for p in kept_picks]
    total_need = sum(spec.need)
    unseen = 52 - int(used[0]).bit_count()       # the same in every kept deal
    community = total_need > unseen
    draws = total_need - (sum(1 for k in spec.need if k) - 1 if community else 0)
    # Uniform picks, place j among the unseen - j cards not dealt yet (see _core._deal_rows).
    left = unseen - np.arange(draws)
    picks_of_deck = np.minimum((rng.random((rows, draws)) * left).astype(np.int64), left - 1)
    order = np.empty((rows, draws), np.uint8)
    _core._deal_rows(np.ascontiguousarray(used), picks_of_deck, order)
    position = 0
    shared = None
    if community:
        shared, position = order[:, :1], 1
    highs, lows = [], []
    for p in range(n):
        parts = [np.broadcast_to(np.array(spec.fixed[p], np.uint8), (rows, len(spec.fixed[p]))),
                 spec.combos[p][picks[p]]]
        draw = spec.need[p] - (1 if community and spec.need[p] else 0)
        parts.append(order[:, position:position + draw])
        position += draw
        if community and spec.need[p]:
            parts.append(shared)      # type: ignore[arg-type]
        hands = np.ascontiguousarray(np.concatenate(parts, axis=1), dtype=np.uint8)
        if spec.game == _RAZZ:
            highs.append(np.zeros(rows, np.int64))
            lows.append(_core._razz_batch(hands).astype(np.int64))
        else:
            high, low = _core.evaluate_batch(hands)
            highs.append(high.astype(np.int64))
            lows.append(low.astype(np.int64) if spec.game == _GAME_CODES["stud8"]
                        else np.zeros(rows, np.int64))
    high_all, low_all = np.stack(highs), np.stack(lows)
    weights_of_bits = (1 << np.arange(n, dtype=np.int64))[:, None]
    if spec.game == _RAZZ:
        high_win = np.zeros_like(high_all, bool)
    else:
        high_win = high_all == high_all.max(axis=0)
    best_low = low_all.max(axis=0)
    low_win = (low_all == best_low) & (best_low > 0)
    pattern = ((high_win * weights_of_bits).sum(0) << n) | (low_win * weights_of_bits).sum(0)
    patterns = np.bincount(pattern, minlength=4 ** n).astype(np.int64)
    # The hero's equity in each deal, in units of 1/(2 * 840) of the pot.
    n_high, n_low = high_win.sum(0), low_win.sum(0)
    high_units = np.where(high_win[0], 2 * _HALF // np.maximum(n_high, 1), 0)
    low_units = np.where(low_win[0], 2 * _HALF // np.maximum(n_low, 1), 0)
    if spec.game == _RAZZ:
        units = low_units
    else:
        units = np.where(n_low > 0, (high_units + low_units) // 2, high_units)
    hero = picks[0]
    return (patterns, np.bincount(hero, minlength=m0),
            np.bincount(hero, weights=units, minlength=m0).astype(np.int64),
            np.bincount(hero, weights=units.astype(np.float64) ** 2, minlength=m0)
            .astype(np.int64))


def _sample(spec: _Spec, trials: int, target_se: float | None, seed: int,
            executor: Executor | None, progress: Callable[[int, int], object] | None
            ) -> tuple[npt.NDArray[np.int64], tuple[npt.NDArray[np.int64], ...]]:
    """Chunks in order until `trials` deals are drawn or every equity's error is at most
    target_se; with an executor a few chunks run ahead, and are dropped when not needed."""
    import numpy as np

    n = spec.n_players
    sizes = [min(SAMPLE_CHUNK, trials - start) for start in range(0, trials, SAMPLE_CHUNK)]
    total = None
    window = 1 if executor is None else 2 * max(1, getattr(executor, "_max_workers", 2))
    pending: dict[int, Future[Any]] = {}
    drawn = 0
    for stream, size in enumerate(sizes):
        if executor is None:
            part = _sample_chunk(spec, size, seed, stream)
        else:
            for ahead in range(stream, min(len(sizes), stream + window)):
                if ahead not in pending:
                    pending[ahead] = executor.submit(_sample_chunk, spec, sizes[ahead], seed,
                                                     ahead)
            part = pending.pop(stream).result()
        total = part if total is None else tuple(a + b for a, b in zip(total, part,
                                                                       strict=True))
        drawn += size
        if progress is not None:
            progress(drawn, trials)
        if stream == 0 and total[0].sum() == 0:
            raise RangeError("the ranges can hardly ever be dealt together: every choice of "
                             f"combos tried in {size:,} draws shared a card")
        if target_se is not None and total[0].sum() > 1:
            errors = _summarise(total[0].astype(np.uint64), n, spec.game, False)[2]
            if max(errors[p][0] for p in range(n)) <= target_se:
                break
    for future in pending.values():
        future.cancel()
    assert total is not None
    return total[0], total[1:]


# ---------------------------------------------------------------------------------------
# The public call.

def range_equity(
    players: Sequence[Player],
    dead: Cards = (),
    *,
    game: str = "stud8",
    trials: int | None = None,
    target_se: float | None = None,
    seed: int | None = None,
    executor: Executor | None = None,
    exact_limit: int = DEFAULT_EXACT_LIMIT,
    progress: Callable[[int, int], object] | None = None,
) -> RangeEquityResult:
    """Equity of 2 to 8 players' ranges against each other, exact when affordable.

    players: one per player: known cards as cstud.equity takes them (``"?? ?? Kd"``), a range
        (text or HandRange) whose start is dealt door card and all (``"(A x) 3h"``), a range
        with upcards ``"buried_pair | Kd 7c"``, or a pair ``("buried_pair", "Kd 7c")``.
    dead: folded upcards and any other card seen.
    trials: most Monte Carlo deals (default 1,000,000; fewer only when the ranges fit together
        in under 1 draw of combos in MAX_DRAW_ROUNDS); target_se: stop as soon as every
        player's equity has at most this standard error. seed, executor, exact_limit and
        progress as for cstud.equity; exact when every deal of combos times its runouts (or its
        heads-up work) is at most exact_limit and there are at most MAX_ASSIGNMENTS deals.

    Aces in the hole against any buried pair on 6th street, every deal and runout counted:

    >>> result = range_equity(["(A A) | 2c 3d 4h 5s", "buried_pair | Kd Qc Jh Ts"], game="stud")
    >>> result.exact, len(result.hero), result.deals, round(result[0].equity, 3)
    (True, 6, 276, 0.672)
    """
    spec, descriptions, dead_codes = _read_spec(players, dead, game)
    trials = DEFAULT_TRIALS if trials is None else _check_int(trials, "trials")
    if not 0 < trials <= MAX_TRIALS:
        raise ValueError(f"trials must be positive and at most {MAX_TRIALS:,}, got {trials}")
    if target_se is not None and not (isinstance(target_se, int | float)
                                      and 0 < target_se < 1):
        raise ValueError(f"target_se must be a number between 0 and 1, got {target_se!r}")
    if seed is not None:
        seed = _check_int(seed, "seed")
        if not 0 <= seed < 1 << 64:
            raise ValueError(f"seed must be in 0..2**64-1, got {seed}")
    exact_limit = _check_int(exact_limit, "exact_limit")
    if not 0 <= exact_limit <= MAX_EXACT_LIMIT:
        raise ValueError(f"exact_limit must be 0..{MAX_EXACT_LIMIT:,}, got {exact_limit}")
    if executor is not None and not callable(getattr(executor, "submit", None)):
        raise TypeError(f"executor must be a concurrent.futures.Executor, not "
                        f"{type(executor).__name__}")
    import numpy as np

    n = spec.n_players
    exact = _exact(spec, exact_limit, progress)
    hero_results: list[ComboResult] = []
    if exact is not None:
        total, hero, hero_deals_exact, deals = exact
        counts = np.zeros(4 ** n, object)
        for pattern, value in total.items():
            counts[pattern] = value
        means, p_no_low, errors = _summarise(counts, n, spec.game, True)
        for index, tally in enumerate(hero):
            combo_counts = np.zeros(4 ** n, object)
            for pattern, value in tally.items():
                combo_counts[pattern] = value
            n_deals = hero_deals_exact[index]
            equity_value = float(_summarise(combo_counts, n, spec.game, True)[0][0][0]) \
                if tally else float("nan")
            hero_results.append(_combo(spec, index, equity_value, 0.0, n_deals))
        result_seed = None
    else:
        if seed is None:
            seed = secrets.randbits(64)
        counts_int, (hero_deals, hero_sum, hero_squares) = _sample(
            spec, trials, target_se, seed, executor, progress)
        means, p_no_low, errors = _summarise(counts_int.astype(np.uint64), n, spec.game,
                                             False)
        deals = int(counts_int.sum())
        pot = 2 * _HALF
        for index in range(len(spec.weights[0])):
            k = int(hero_deals[index])
            if k == 0:
                hero_results.append(_combo(spec, index, float("nan"), float("nan"), 0))
                continue
            mean = hero_sum[index] / (pot * k)
            hero_results.append(_combo(spec, index, float(mean), _two_more_stderr(
                int(hero_sum[index]), int(hero_squares[index]), k, pot), k))
        result_seed = seed
    players_out = tuple(
        RangePlayerEquity(descriptions[p], len(spec.weights[p]) if spec.combos[p].shape[1]
                          else 1, *(float(m) for m in means[p]))
        for p in range(n))
    return RangeEquityResult(game, players_out, tuple(hero_results),
                             tuple(card(c) for c in dead_codes), float(p_no_low), deals,
                             exact is not None, result_seed, errors)


def _combo(spec: _Spec, index: int, equity: float, stderr: float, deals: int) -> ComboResult:
    return ComboResult(tuple(card(int(c)) for c in spec.combos[0][index]),
                       float(spec.weights[0][index]), equity, stderr, deals)
