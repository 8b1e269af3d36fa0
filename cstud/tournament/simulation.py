"""Many tournaments among bots: finishing places, ROI and prizes per bot, with confidence
intervals (``cstud simulate --tournament``).

Tournament ``i`` is seeded ``f"{seed}/{i}"`` (its seating, deals, draws and its bots), and the
results are merged in tournament order, so the same seed gives the same summary here, on
threads, on processes or on dask (any ``concurrent.futures.Executor``), with any number of
workers.

>>> summary = simulate_tournaments("pokerstars-stud8-sng", ["heuristic", "random"],
...                                tournaments=4, seed=1)
>>> summary.tournaments, sum(summary.prizes.values()) == 4 * 8 * 100
(4, True)
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cstud.bots import make_bot
from cstud.game import Options
from cstud.tournament.event import Tournament
from cstud.tournament.structure import Structure, StructureError, load_structure

__all__ = ["BotStats", "TournamentSummary", "simulate_tournaments"]

BATCH = 8
"""Tournaments per task given to an executor (fixed: the results never depend on it)."""
MAX_TOURNAMENTS = 10_000_000


@dataclass(frozen=True, slots=True)
class BotStats:
    """One kind of bot over every seat it had: entries, mean place, in-the-money share and
    return on investment, each mean with a 95% confidence interval (normal approximation
    over entries: mean +- 1.96 standard errors)."""

    bot: str
    entries: int
    mean_place: float
    place_ci: float
    itm: float
    roi: float
    roi_ci: float
    prizes: int
    wins: int


@dataclass
class TournamentSummary:
    """Integer totals over the tournaments, by bot name (merged exactly)."""

    structure: str
    entrants: int
    bots: tuple[str, ...]
    seed: Any
    tournaments: int = 0
    hands: int = 0
    entries: dict[str, int] = field(default_factory=dict)
    places: dict[str, list[int]] = field(default_factory=dict)
    """places[bot][k]: how often that bot finished in place k + 1."""
    prizes: dict[str, int] = field(default_factory=dict)
    prize_squares: dict[str, int] = field(default_factory=dict)
    cashes: dict[str, int] = field(default_factory=dict)
    cost: int = 0
    """What one entry costs (buy-in plus fee), rebuys apart."""
    spent: dict[str, int] = field(default_factory=dict)
    """What the bot's entries paid in all: entries, fees and rebuys (T8)."""
    net_squares: dict[str, int] = field(default_factory=dict)
    """The sum over entries of (prize - paid) squared, for the ROI's interval."""
    rebuys: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    def merge(self, other: TournamentSummary) -> None:
        self.tournaments += other.tournaments
        self.hands += other.hands
        for name in other.entries:
            self.entries[name] = self.entries.get(name, 0) + other.entries[name]
            mine = self.places.setdefault(name, [0] * self.entrants)
            for index, number in enumerate(other.places[name]):
                mine[index] += number
            self.prizes[name] = self.prizes.get(name, 0) + other.prizes[name]
            self.prize_squares[name] = (self.prize_squares.get(name, 0)
                                        + other.prize_squares[name])
            self.cashes[name] = self.cashes.get(name, 0) + other.cashes[name]
            self.spent[name] = self.spent.get(name, 0) + other.spent[name]
            self.net_squares[name] = self.net_squares.get(name, 0) + other.net_squares[name]
            self.rebuys[name] = self.rebuys.get(name, 0) + other.rebuys[name]

    def stats(self) -> list[BotStats]:
        """Each bot's figures (see :class:`BotStats`)."""
        out = []
        for name in sorted(self.entries):
            n = self.entries[name]
            counts = self.places[name]
            mean = sum((k + 1) * c for k, c in enumerate(counts)) / n
            square = sum((k + 1) ** 2 * c for k, c in enumerate(counts)) / n
            place_ci = 1.96 * math.sqrt(max(square - mean * mean, 0.0) / n)
            spent = self.spent[name] / n
            if spent:
                # the return over what was paid in (entries and rebuys), its interval from the
                # spread of each entry's prize less what it paid (the paid mean taken as known)
                net = (self.prizes[name] - self.spent[name]) / n
                net_sq = self.net_squares[name] / n
                roi = net / spent
                roi_ci = 1.96 * math.sqrt(max(net_sq - net * net, 0.0) / n) / spent
            else:
                roi = roi_ci = 0.0
            out.append(BotStats(name, n, mean, place_ci, self.cashes[name] / n, roi, roi_ci,
                                self.prizes[name], counts[0]))
        return out


@dataclass(frozen=True, slots=True)
class _Job:
    """What a worker needs: plain, picklable values."""

    structure: Structure
    bots: tuple[str, ...]
    entrants: int
    seed: Any
    options: Options | None
    minutes_per_hand: float


def _play_batch(job: _Job, first: int, last: int) -> TournamentSummary:
    """Tournaments ``first`` to ``last - 1`` (module-level, for process pools and dask)."""
    summary = _empty(job)
    for index in range(first, last):
        seed = f"{job.seed}/{index}"
        names = [f"{job.bots[seat % len(job.bots)]}/{seat}" for seat in range(job.entrants)]
        bots = {name: make_bot(name.split("/")[0], f"{seed}/{name}") for name in names}
        event = Tournament(job.structure, names, seed=seed, options=job.options)
        result = event.play(bots, minutes_per_hand=job.minutes_per_hand)
        summary.tournaments += 1
        summary.hands += result.hands
        for name in names:
            bot = name.split("/")[0]
            summary.entries[bot] += 1
            summary.places[bot][result.places[name] - 1] += 1
            prize = result.prizes[name]
            paid = summary.cost + result.rebuys[name] * job.structure.cost_of_rebuy
            summary.prizes[bot] += prize
            summary.prize_squares[bot] += prize * prize
            summary.cashes[bot] += prize > 0
            summary.spent[bot] += paid
            summary.net_squares[bot] += (prize - paid) ** 2
            summary.rebuys[bot] += result.rebuys[name]
    return summary


def _empty(job: _Job) -> TournamentSummary:
    kinds = sorted(set(job.bots))
    return TournamentSummary(
        structure=job.structure.name, entrants=job.entrants, bots=job.bots, seed=job.seed,
        entries=dict.fromkeys(kinds, 0), places={k: [0] * job.entrants for k in kinds},
        prizes=dict.fromkeys(kinds, 0), prize_squares=dict.fromkeys(kinds, 0),
        cashes=dict.fromkeys(kinds, 0), cost=job.structure.buy_in + job.structure.fee,
        spent=dict.fromkeys(kinds, 0), net_squares=dict.fromkeys(kinds, 0),
        rebuys=dict.fromkeys(kinds, 0))


def simulate_tournaments(structure: Structure | str | Path, bots: Sequence[str] = ("heuristic",),
                         *, tournaments: int = 100, seed: Any = 0, entrants: int | None = None,
                         options: Options | None = None, minutes_per_hand: float = 2.0,
                         executor: Executor | None = None,
                         progress: Callable[[int], None] | None = None) -> TournamentSummary:
    """Play ``tournaments`` events by ``structure`` (a Structure, or a name or TOML file for
    :func:`load_structure`) among bots named ``bots`` (given to the entrants in turn), each
    of ``entrants`` players (default: the structure's). ``executor`` spreads them over
    threads, processes or dask; ``progress`` is called with the tournaments done."""
    if not isinstance(structure, Structure):
        structure = load_structure(structure)
    if isinstance(tournaments, bool) or not isinstance(tournaments, int) or \
            not 1 <= tournaments <= MAX_TOURNAMENTS:
        raise ValueError(f"tournaments is 1 to {MAX_TOURNAMENTS:,}, not {tournaments!r}")
    entrants = structure.entrants if entrants is None else entrants
    structure.prizes(entrants)                     # a field the payouts cover, or an error
    bots = tuple(bots)
    if not bots:
        raise ValueError("name at least one bot")
    for name in bots:
        make_bot(name)                             # an unknown bot fails here
        if "/" in name:
            raise ValueError(f"a bot's name has no '/': {name!r}")
    if isinstance(minutes_per_hand, bool) or not isinstance(minutes_per_hand, (int, float)) \
            or not 0 < minutes_per_hand <= 1000:
        raise StructureError(f"minutes_per_hand is a number of minutes > 0, not "
                             f"{minutes_per_hand!r}")
    job = _Job(structure, bots, entrants, seed, options, float(minutes_per_hand))
    summary = _empty(job)
    started = time.perf_counter()
    batches = [(first, min(first + BATCH, tournaments)) for first in range(0, tournaments,
                                                                             BATCH)]
    if executor is None:
        for first, last in batches:
            summary.merge(_play_batch(job, first, last))
            if progress is not None:
                progress(summary.tournaments)
    else:
        pending: deque[Future[TournamentSummary]] = deque()
        try:
            for first, last in batches:
                pending.append(executor.submit(_play_batch, job, first, last))
                if len(pending) >= 64:
                    summary.merge(pending.popleft().result())
                    if progress is not None:
                        progress(summary.tournaments)
            while pending:
                summary.merge(pending.popleft().result())
                if progress is not None:
                    progress(summary.tournaments)
        finally:
            for future in pending:
                future.cancel()
    summary.seconds = time.perf_counter() - started
    return summary
