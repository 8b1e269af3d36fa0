"""The Independent Chip Model: what a tournament stack is worth in prize money, for deals.

The model (Malmuth-Harville) says a player finishes first with the probability of his share
of the chips, and, once the first place is taken, second with his share of the chips that are
left, and so on down. A player's equity is his chance of each paid place times its prize,
summed. :func:`icm` computes it exactly (over every set of players that can fill the places
above a player) when that is small enough, and by Monte Carlo beyond (seeded: finishing orders
drawn with exactly the model's probabilities).

>>> [round(value, 2) for value in icm([5000, 3000, 2000], [50, 30, 20])]
[38.39, 32.75, 28.86]
>>> sum(icm([5000, 3000, 2000], [50, 30, 20]))
100.0
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

__all__ = ["EXACT_LIMIT", "MAX_PLAYERS", "MAX_TRIALS", "icm", "place_probabilities"]

EXACT_LIMIT = 300_000
"""The exact method runs when it looks at no more than this many (set of players placed above,
player) pairs: every field of up to 14 players, and a field of any size when few places pay
(500 players with two paid places). Beyond it the Monte Carlo method runs."""

MAX_PLAYERS = 100_000
MAX_TRIALS = 10_000_000
"""The bounds of one call: players in the field, and Monte Carlo finishing orders drawn."""

_BATCH = 1_000_000
"""Monte Carlo draws at most this many (order, player) numbers at once (memory stays small)."""


def _checked(given: Any, places: int) -> list[int]:
    try:
        stacks: list[int] = list(given)
    except TypeError:
        raise TypeError(f"stacks is a sequence of chip counts, not {given!r}") from None
    if not 1 <= len(stacks) <= MAX_PLAYERS:
        raise ValueError(f"give 1 to {MAX_PLAYERS:,} stacks, not {len(stacks):,}")
    for chips in stacks:
        if isinstance(chips, bool) or not isinstance(chips, int) or chips <= 0:
            raise ValueError(f"a stack is a whole number of chips > 0 (a player with none "
                             f"has finished), not {chips!r}")
    if places > len(stacks):
        raise ValueError(f"{places} places paid among {len(stacks)} players: give the prizes "
                         f"of the places still to be decided")
    return stacks


def _checked_payouts(given: Any) -> list[float]:
    try:
        payouts: list[float] = list(given)
    except TypeError:
        raise TypeError(f"payouts is a sequence of prizes, not {given!r}") from None
    for prize in payouts:
        if (isinstance(prize, bool) or not isinstance(prize, (int, float))
                or not math.isfinite(prize) or prize < 0):
            raise ValueError(f"a prize is a finite number >= 0, not {prize!r}")
    return payouts


def _exact_cost(players: int, places: int) -> int:
    return players * sum(math.comb(players, size) for size in range(places))


def place_probabilities(stacks: Sequence[int], places: int, *, trials: int | None = None,
                        seed: Any = 0) -> list[list[float]]:
    """``result[player][k]``: the model's probability that ``player`` finishes in place
    ``k + 1``, for the top ``places`` places. Exact when the work is at most
    :data:`EXACT_LIMIT` and ``trials`` is None; else estimated from ``trials`` finishing
    orders (default 100,000) drawn from ``seed``."""
    if isinstance(places, bool) or not isinstance(places, int) or places < 0:
        raise ValueError(f"places is a number of places >= 0, not {places!r}")
    stacks = _checked(stacks, places)
    if trials is None and _exact_cost(len(stacks), places) <= EXACT_LIMIT:
        return _exact(stacks, places)
    return _monte_carlo(stacks, places, 100_000 if trials is None else trials, seed)


def icm(stacks: Sequence[int], payouts: Sequence[float], *, trials: int | None = None,
        seed: Any = 0) -> list[float]:
    """Each player's prize equity under the Independent Chip Model.

    ``stacks``: the chips of each player still in (ints > 0); ``payouts``: the prizes of the
    places still to be decided, first place first (at most one per player). Exact when the
    work is at most :data:`EXACT_LIMIT` and ``trials`` is None, else a Monte Carlo estimate
    from ``trials`` (default 100,000) finishing orders drawn from ``seed``. The equities sum
    to the prizes (exactly, up to float rounding, in either method)."""
    prizes = _checked_payouts(payouts)
    probabilities = place_probabilities(stacks, len(prizes), trials=trials, seed=seed)
    return [math.fsum(p * prize for p, prize in zip(row, prizes, strict=True))
            for row in probabilities]


def _exact(stacks: list[int], places: int) -> list[list[float]]:
    """The model's place probabilities, summed over the sets of players who fill the places
    above: ``above[mask]`` is the chance that exactly the players in ``mask`` take the top
    ``popcount(mask)`` places (in some order)."""
    n = len(stacks)
    total = sum(stacks)
    result = [[0.0] * places for _ in range(n)]
    level: dict[int, tuple[float, int]] = {0: (1.0, total)}     # mask -> (chance, chips left)
    for place in range(places):
        following: dict[int, tuple[float, int]] = {}
        for mask, (chance, left) in level.items():
            for player in range(n):
                bit = 1 << player
                if mask & bit:
                    continue
                p = chance * stacks[player] / left
                result[player][place] += p
                if place + 1 < places:
                    seen = following.get(mask | bit)
                    following[mask | bit] = (p + (seen[0] if seen else 0.0),
                                             left - stacks[player])
        level = following
    return result


def _monte_carlo(stacks: list[int], places: int, trials: int, seed: Any
                 ) -> list[list[float]]:
    """Finishing orders drawn by the model: each player's time is exponential with his stack
    as its rate, and the shortest time finishes first, which happens with his share of the
    chips (among those not yet placed), exactly the model's chance."""
    import numpy as np

    if isinstance(trials, bool) or not isinstance(trials, int) or not 1 <= trials <= MAX_TRIALS:
        raise ValueError(f"trials is a number of finishing orders, 1 to {MAX_TRIALS:,}, "
                         f"not {trials!r}")
    n = len(stacks)
    rates = np.asarray(stacks, dtype=np.float64)
    counts = np.zeros((n, places), dtype=np.int64)
    rng = np.random.default_rng(_numpy_seed(seed))
    batch = max(1, _BATCH // n)
    done = 0
    while done < trials:
        size = min(batch, trials - done)
        times = rng.exponential(size=(size, n)) / rates
        if places < n:
            top = np.argpartition(times, places - 1, axis=1)[:, :places]
            order = np.take_along_axis(top, np.argsort(
                np.take_along_axis(times, top, axis=1), axis=1), axis=1)
        else:
            order = np.argsort(times, axis=1)
        for place in range(places):
            counts[:, place] += np.bincount(order[:, place], minlength=n)
        done += size
    result: list[list[float]] = (counts / trials).tolist()
    return result


def _numpy_seed(seed: Any) -> Any:
    """An int or a text seed as NumPy takes one (a text by its bytes, stable across runs)."""
    if isinstance(seed, str):
        return list(seed.encode("utf-8")) or 0
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ValueError(f"seed is an int >= 0 or a text, not {seed!r}")
    return seed
