"""Play many hands among bots and count what happened: ``cstud simulate`` and :func:`simulate`.

Stacks carry over from hand to hand, and a seat that has lost all its chips buys in again for
``stack`` before the next hand, so every hand is played N-handed and stacks differ (which is
what makes side pots). With ``rebuy=True`` every hand starts afresh with ``stack`` chips a seat
instead. Either way a seat's chips won are the sum over hands of its stack at the end of the
hand less its stack at the start. The dealer moves one seat to the left each hand. Everything
is seeded: the same arguments give the same hands.

The hands are played in chunks of :data:`CHUNK_HANDS` (1,000) hands, so that they can be
spread over an executor (threads, processes, a dask cluster). A chunk is a session of its own:
every seat sits down with ``stack`` chips and a freshly seeded bot, and within the chunk
stacks carry over (or are rebought) as above. Hand ``n`` is dealt from the seed
``f"{seed}/{n}"`` with the dealer at seat ``n % players`` whatever chunk it is in; chunk ``i``
seeds its bots from ``(seed, i)`` (chunk 0 as a whole simulation always did). The chunks'
boundaries depend only on the number of hands, and their summaries are integer counts merged
in chunk order, so the same seed gives the same summary with or without an executor and with
any number of workers. A run of at most 1,000 hands is one chunk, played exactly as before
chunks existed; a longer one starts afresh every 1,000 hands.

>>> summary = simulate(players=4, hands=20, seed=1, bots=["heuristic", "station"])
>>> summary.hands, summary.showdowns + summary.won_before_showdown
(20, 20)
>>> sum(summary.net) + summary.rake
0
"""

from __future__ import annotations

import time
from collections import Counter, deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field
from typing import Any

from cstud.bots import Bot, make_bot, play_hand
from cstud.game import AntePosted, Game, HandState, Options, PlayerActed

__all__ = ["CHUNK_HANDS", "HandFacts", "SimulationSummary", "hand_facts", "simulate"]

CHUNK_HANDS = 1000
"""Hands per chunk of work. Fixed (not derived from the number of workers), so that the seed
alone decides the summary; stacks and bots start afresh at each chunk."""

MAX_PENDING_CHUNKS = 64
"""Chunks submitted to an executor and not yet merged, at most: memory stays bounded however
many hands are asked for."""

PROGRESS_EVERY = 50
"""Hands between two calls of ``progress`` when the hands are played here (no executor)."""


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What kind of hand a finished hand was (for counting; see :func:`hand_facts`)."""

    showdown: bool
    """Two or more hands were shown for the pot (all-in hands included)."""
    street: int
    """The street the hand ended on (3 to 7)."""
    all_in: bool
    """Somebody went all-in (on the ante or by a bet, raise or call)."""
    side_pots: int
    """Pots beyond the main pot."""
    community_card: bool
    """The stub ran short and one community card was everyone's 7th card (R16)."""
    split: bool
    """A pot was shared: two or more players won chips from it (high and low, or a tie)."""
    hi_lo_split: bool
    """A pot was shared between its high and its low half: its high and low winners differ
    (so ``split`` is true too)."""
    scoop: bool
    """At a showdown, one player won every chip of every pot."""
    separate_winners: bool
    """At a showdown, two or more players won chips but no pot was shared: each pot went
    whole to one player, not every pot to the same one (say the main pot to an all-in player
    and a side pot to another). A showdown is a scoop, a split or this, exactly one of them."""


def hand_facts(state: HandState) -> HandFacts:
    """Classify a finished hand."""
    if not state.is_over:
        raise ValueError("the hand is not over")
    settlement = state.settlement
    assert settlement is not None          # the hand is over
    pots = settlement.pots
    showdown = len(state.live) > 1
    winners = {seat for pot in pots for seat, chips in enumerate(pot.shares) if chips}
    all_in = any((isinstance(op, AntePosted) and op.all_in)
                 or (isinstance(op, PlayerActed) and op.action.all_in)
                 for op in state.operations)
    shared = [pot for pot in pots if sum(1 for chips in pot.shares if chips) > 1]
    return HandFacts(
        showdown=showdown,
        street=state.street,
        all_in=all_in,
        side_pots=len(pots) - 1,
        community_card=state.community_card is not None,
        split=bool(shared),
        # Only a shared pot counts: a pot whose low half is a single odd chip, tied for low,
        # may go whole to the high winner although the low's winners are not the high's.
        hi_lo_split=any(pot.low_half and pot.high_winners and
                        set(pot.high_winners) != set(pot.low_winners) for pot in shared),
        scoop=showdown and len(winners) == 1,
        separate_winners=showdown and len(winners) > 1 and not shared,
    )


@dataclass
class SimulationSummary:
    """Counts over a simulation; ``net[seat]`` is the chips that seat won (or lost) in all."""

    game: str
    players: int
    bots: tuple[str, ...]
    seed: Any
    preset: str | None
    stack: int
    rebuy: bool = False
    hands: int = 0
    showdowns: int = 0
    won_before_showdown: int = 0
    splits: int = 0
    hi_lo_splits: int = 0
    scoops: int = 0
    separate_winners: int = 0
    """Showdowns whose pots went whole to different players (see HandFacts)."""
    all_ins: int = 0
    side_pots: int = 0
    community_cards: int = 0
    rake: int = 0
    buy_ins: int = 0
    """Times a seat that had lost everything bought in again (stacks carried over)."""
    ended_on: Counter[int] = field(default_factory=Counter)
    net: list[int] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def hands_per_second(self) -> float:
        return self.hands / self.seconds if self.seconds else 0.0

    def net_by_bot(self) -> dict[str, int]:
        """Chips won by each kind of bot, all its seats together."""
        totals: dict[str, int] = {}
        for name, chips in zip(self.bots, self.net, strict=True):
            totals[name] = totals.get(name, 0) + chips
        return totals

    def add(self, state: HandState) -> HandFacts:
        """Count one finished hand."""
        facts = hand_facts(state)
        self.hands += 1
        if facts.showdown:
            self.showdowns += 1
        else:
            self.won_before_showdown += 1
        self.splits += facts.split
        self.hi_lo_splits += facts.hi_lo_split
        self.scoops += facts.scoop
        self.separate_winners += facts.separate_winners
        self.all_ins += facts.all_in
        self.side_pots += facts.side_pots > 0
        self.community_cards += facts.community_card
        self.ended_on[facts.street] += 1
        self.rake += state.settlement.rake if state.settlement is not None else 0
        for seat, (start, end) in enumerate(zip(state.starting_stacks, state.stacks,
                                                strict=True)):
            self.net[seat] += end - start
        return facts

    def merge(self, other: SimulationSummary) -> None:
        """Add the counts of ``other``, a summary of more hands at the same table (same
        game, bots, stakes, seed and rules), to this one: every count is an integer, so the
        merged summary is exact. ``seconds`` are added too (time spent playing)."""
        table = ("game", "players", "bots", "seed", "preset", "stack", "rebuy")
        differ = [name for name in table if getattr(self, name) != getattr(other, name)]
        if differ:
            raise ValueError(f"cannot merge summaries of different tables: they differ in "
                             f"{', '.join(differ)}")
        for name in _COUNTS:
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.ended_on.update(other.ended_on)
        self.net = [mine + theirs for mine, theirs in zip(self.net, other.net, strict=True)]
        self.seconds += other.seconds


_COUNTS = ("hands", "showdowns", "won_before_showdown", "splits", "hi_lo_splits", "scoops",
           "separate_winners", "all_ins", "side_pots", "community_cards", "rake", "buy_ins")
"""The integer counts of a SimulationSummary that merging adds up."""


@dataclass(frozen=True, slots=True)
class _Table:
    """What every chunk needs to play its hands, the same for every chunk: plain, picklable
    values (for process pools and dask)."""

    game: Game
    bots: tuple[str, ...]
    seed: Any
    preset: str | None
    stack: int
    rebuy: bool
    stakes: tuple[int, int, int, int | None]
    options: Options

    def bots_for_chunk(self, index: int) -> list[Bot]:
        """Chunk ``index``'s bots, freshly seeded from (seed, index); chunk 0 seeds them as
        a simulation did before it was chunked."""
        where = "" if index == 0 else f"/chunk {index}"
        return [make_bot(name, f"{self.seed}{where}/seat {seat}")
                for seat, name in enumerate(self.bots)]

    def empty_summary(self) -> SimulationSummary:
        return SimulationSummary(game=self.game, players=len(self.bots), bots=self.bots,
                                 seed=self.seed, preset=self.preset, stack=self.stack,
                                 rebuy=self.rebuy, net=[0] * len(self.bots))


def _play_chunk(table: _Table, index: int, first: int, last: int,
                progress: Callable[[int], None] | None = None) -> SimulationSummary:
    """Play chunk ``index``, hands ``first`` to ``last - 1``, and return its summary.

    Every seat starts the chunk with ``table.stack`` chips. Module-level, so that process
    pools and dask can run it. ``progress`` is called every PROGRESS_EVERY hands with the
    number of hands played so far in this chunk."""
    summary = table.empty_summary()
    players = len(table.bots)
    seated = table.bots_for_chunk(index)
    stacks = [table.stack] * players
    started = time.perf_counter()
    for number in range(first, last):
        for seat in range(players):
            if table.rebuy:
                stacks[seat] = table.stack
            elif stacks[seat] == 0:
                stacks[seat] = table.stack
                summary.buy_ins += 1
        state = HandState(stacks, *table.stakes, game=table.game, options=table.options,
                          dealer=number % players, seed=f"{table.seed}/{number}")
        summary.add(play_hand(state, seated))
        stacks = list(state.stacks)
        if progress is not None and (number + 1 - first) % PROGRESS_EVERY == 0:
            progress(number + 1 - first)
    summary.seconds = time.perf_counter() - started
    return summary


def _chunks(hands: int) -> Iterator[tuple[int, int, int]]:
    """(index, first hand, end) of each chunk: CHUNK_HANDS hands, the last one shorter. The
    boundaries depend on the number of hands only."""
    for index, first in enumerate(range(0, hands, CHUNK_HANDS)):
        yield index, first, min(first + CHUNK_HANDS, hands)


def simulate(players: int = 6, hands: int = 1000, seed: Any = 0, *, game: Game = "stud8",
             preset: str | None = None, bots: Sequence[str] = ("heuristic",), stack: int = 200,
             rebuy: bool = False, ante: int = 1, bring_in: int = 2, small_bet: int = 5,
             big_bet: int | None = None, options: Options | None = None,
             executor: Executor | None = None,
             progress: Callable[[int], None] | None = None) -> SimulationSummary:
    """Play ``hands`` hands among ``players`` bots and return the counts.

    ``bots`` names the bots (see :data:`cstud.bots.BOTS`), given to the seats in turn
    (``["heuristic", "random"]`` alternates them). Seats start with ``stack`` chips; stacks
    carry over and a broke seat buys in again for ``stack`` (or, with ``rebuy``, every hand
    starts with ``stack`` chips a seat); every :data:`CHUNK_HANDS` hands the table starts
    afresh (see the module's notes). Stakes are ``ante``/``bring_in``/``small_bet``/``big_bet``
    (default 1/2/5/10), under ``options`` or the named ``preset``'s rules.

    ``executor``: any concurrent.futures.Executor (threads, processes, or dask's
    ``client.get_executor()``) to play the chunks on; the summary does not depend on it, nor on
    its number of workers (only ``seconds`` does: the wall-clock time of the whole run). With
    processes or dask, ``seed`` and ``options`` travel to the workers, so they must pickle.

    ``progress`` is called with the number of hands played so far: every few hands when they
    are played here, after each chunk (in order) on an executor, and at the end.
    """
    if isinstance(hands, bool) or not isinstance(hands, int) or hands < 0:
        raise ValueError(f"hands is a number of hands >= 0, not {hands!r}")
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 8:
        raise ValueError(f"a stud table has 2 to 8 players, not {players!r}")
    if not bots:
        raise ValueError("name at least one bot")
    if options is None:
        options = Options() if preset is None else Options.preset(preset, game)
    elif preset is not None:
        raise ValueError("give options or a preset, not both")
    if executor is not None and not callable(getattr(executor, "submit", None)):
        raise TypeError(f"executor must be a concurrent.futures.Executor (threads, processes "
                        f"or dask's client.get_executor()), not {type(executor).__name__}")
    if progress is not None and not callable(progress):
        raise TypeError("progress must be callable as progress(hands_done)")
    table = _Table(game=game, bots=tuple(bots[seat % len(bots)] for seat in range(players)),
                   seed=seed, preset=preset, stack=stack, rebuy=rebuy,
                   stakes=(ante, bring_in, small_bet, big_bet), options=options)
    table.bots_for_chunk(0)                 # an unknown bot's name fails here, before any work
    summary = table.empty_summary()
    started = time.perf_counter()
    if executor is None:
        for index, first, last in _chunks(hands):
            summary.merge(_play_chunk(table, index, first, last,
                                      _offset(progress, summary.hands)))
    else:
        _play_on(executor, table, hands, summary, progress)
    summary.seconds = time.perf_counter() - started
    if progress is not None:
        progress(hands)
    return summary


def _offset(progress: Callable[[int], None] | None, done: int
            ) -> Callable[[int], None] | None:
    """A chunk's progress (hands it has played) as the run's (hands played in all)."""
    if progress is None:
        return None
    report = progress
    return lambda hands_done: report(done + hands_done)


def _play_on(executor: Executor, table: _Table, hands: int, summary: SimulationSummary,
             progress: Callable[[int], None] | None) -> None:
    """Play every chunk on the executor and merge the chunks' summaries into ``summary``.

    At most MAX_PENDING_CHUNKS chunks wait on the executor at once, and they are merged in
    chunk order (waiting for the oldest), so the merged summary is the same as one played
    here, down to the order of ``ended_on``'s keys."""
    pending: deque[Future[SimulationSummary]] = deque()

    def merge_oldest() -> None:
        summary.merge(pending.popleft().result())
        if progress is not None:
            progress(summary.hands)

    try:
        for index, first, last in _chunks(hands):
            pending.append(executor.submit(_play_chunk, table, index, first, last))
            if len(pending) >= MAX_PENDING_CHUNKS:
                merge_oldest()
        while pending:
            merge_oldest()
    finally:
        for future in pending:              # a chunk failed, or we were interrupted
            future.cancel()
