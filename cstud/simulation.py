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
stacks carry over (or are rebought) as above. Hand ``n`` (from 0) is dealt from the seed
``cstud.session.hand_seed(seed, 1, n + 1)`` (the one a :class:`cstud.session.Table` seeded
``seed`` deals its hand ``n + 1`` from: an integer, which the core reads faster than a text)
with the dealer at seat ``n % players`` whatever chunk it is in; chunk ``i``
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
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field
from typing import Any

from cstud import _core
from cstud.bots import Bot, code_chooser, make_bot
from cstud.game import AntePosted, Game, HandState, IllegalActionError, Options, PlayerActed
from cstud.game.state import BRING_IN_CODE, WAGER_BIG_CODE, WAGER_CODE
from cstud.session import _SEED_BITS, _SEED_STEP, hand_seed
from cstud.showdown import PotResult

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
    all_in = any((isinstance(op, AntePosted) and op.all_in)
                 or (isinstance(op, PlayerActed) and op.action.all_in)
                 for op in state.operations)
    split, hi_lo_split, scoop, separate_winners = _pot_facts(pots, showdown)
    return HandFacts(
        showdown=showdown,
        street=state.street,
        all_in=all_in,
        side_pots=len(pots) - 1,
        community_card=state.community_card is not None,
        split=split,
        hi_lo_split=hi_lo_split,
        scoop=scoop,
        separate_winners=separate_winners,
    )


def _pot_facts(pots: Sequence[PotResult], showdown: bool) -> tuple[bool, bool, bool, bool]:
    """HandFacts' split, hi_lo_split, scoop and separate_winners, from a hand's pots."""
    winners = {seat for pot in pots for seat, chips in enumerate(pot.shares) if chips}
    shared = [pot for pot in pots if sum(1 for chips in pot.shares if chips) > 1]
    return (
        bool(shared),
        # Only a shared pot counts: a pot whose low half is a single odd chip, tied for low,
        # may go whole to the high winner although the low's winners are not the high's.
        any(pot.low_half and pot.high_winners and set(pot.high_winners) != set(pot.low_winners)
            for pot in shared),
        showdown and len(winners) == 1,
        showdown and len(winners) > 1 and not shared,
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
    ended_on: dict[int, int] = field(default_factory=lambda: dict.fromkeys(range(3, 8), 0))
    """Hands that ended on each street, 3 to 7 (a plain dict, so that dataclasses.asdict and
    JSON take it as it is; a Counter's pairs would be counted as keys by asdict)."""
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
        for street, count in other.ended_on.items():
            self.ended_on[street] = self.ended_on.get(street, 0) + count
        self.net = [mine + theirs for mine, theirs in zip(self.net, other.net, strict=True)]
        self.seconds += other.seconds


_core_community = _core._HandCore._community_code.__get__
"""The community card's code, -1 for none (HandState's property makes a Card of it)."""

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
    number of hands played so far in this chunk.

    The hot loop of ``cstud simulate``: it counts what :meth:`SimulationSummary.add` counts
    (the tests hold it to that), but from the core's plain numbers instead of the decoded
    operations log, and it plays bots that have ``choose_code`` on the stepping path."""
    summary = table.empty_summary()
    players = len(table.bots)
    seated = table.bots_for_chunk(index)
    choosers = [code_chooser(bot) for bot in seated]
    ante, bring_in, small_bet, big_bet = table.stakes
    game, options, seed, rebuy, stack = (table.game, table.options, table.seed, table.rebuy,
                                         table.stack)
    stacks = [stack] * players
    # The chips given to each seat: its first stack, then every buy-in (or, with rebuy, what
    # brought it back to `stack`). What a seat won is its last stack less these.
    given = [stack] * players
    showdowns = splits = hi_lo_splits = scoops = separate_winners = all_ins = side_pots = 0
    community_cards = rake = buy_ins = 0
    ended_on = summary.ended_on
    key = hand_seed(seed, 1, 0)           # hand n's seed is hand_seed(seed, 1, n + 1)
    started = time.perf_counter()
    for number in range(first, last):
        if rebuy:
            for seat in range(players):
                given[seat] += stack - stacks[seat]
            stacks = [stack] * players
        elif 0 in stacks:
            for seat in range(players):
                if stacks[seat] == 0:
                    stacks[seat] = stack
                    given[seat] += stack
                    buy_ins += 1
        state = HandState(stacks, ante, bring_in, small_bet, big_bet, game=game,
                          options=options, dealer=number % players,
                          seed=(key + (number + 1) * _SEED_STEP) & _SEED_BITS)
        all_in = _play_watching_all_ins(state, seated, choosers)
        if not state.is_over:
            raise AssertionError(f"hand {number} stopped before its end: {state!r}")
        all_ins += all_in
        if len(state.live) > 1:
            showdowns += 1
            pots = _pots(state)
            split, hi_lo_split, scoop, separate = _pot_facts(pots, True)
            splits += split
            hi_lo_splits += hi_lo_split
            scoops += scoop
            separate_winners += separate
            side_pots += len(pots) > 1
        elif all_in:
            side_pots += len(_pots(state)) > 1
        # else the one live player wins every pot whole (no split; scoops and separate
        # winners are counted at showdowns only), and the pots are one: without an all-in
        # every live player matched every bet, and chips nobody live matched went back.
        community_cards += _core_community(state) >= 0
        ended_on[state.street] += 1
        final = state.stacks
        rake += sum(stacks) - sum(final)        # chips are never made or lost: the rake left
        stacks = list(final)
        if progress is not None and (number + 1 - first) % PROGRESS_EVERY == 0:
            progress(number + 1 - first)
    summary.seconds = time.perf_counter() - started
    hands = last - first
    summary.hands = hands
    summary.showdowns = showdowns
    summary.won_before_showdown = hands - showdowns
    summary.splits, summary.hi_lo_splits = splits, hi_lo_splits
    summary.scoops, summary.separate_winners = scoops, separate_winners
    summary.all_ins, summary.side_pots = all_ins, side_pots
    summary.community_cards = community_cards
    summary.rake, summary.buy_ins = rake, buy_ins
    summary.net = [end - chips for end, chips in zip(stacks, given, strict=True)]
    return summary


_WAGERS = (1 << BRING_IN_CODE) | (1 << WAGER_CODE) | (1 << WAGER_BIG_CODE)
"""The action codes of the bring-in, completions, bets and raises (not calls)."""


def _play_watching_all_ins(state: HandState, bots: Sequence[Bot],
                           choosers: Sequence[Callable[[HandState, int, int], int] | None]
                           ) -> bool:
    """Play ``state`` (auto_deal, auto_showdown) to its end as :func:`cstud.bots.play_hand`
    does, and say whether somebody went all-in (an AntePosted or a PlayerActed marked
    all-in: HandFacts.all_in) without decoding the operations log.

    A seat dealt in goes all-in exactly when it puts its last chip in (an ante as big as its
    stack, or an action marked all-in); its stack then stays at 0 until chips come back: the
    pots at the end or, when it put in more than anybody else, that excess as the round ends.
    So somebody went all-in exactly when one of these shows it:

    (a) an ante all-in: a starting stack of at most the ante;
    (b) at a showdown, a seat dealt in with no chips before the payouts. An all-in seat paid
        an excess back put in more than every other live seat (there are some: a showdown),
        so those are all-in for less and have no chips;
    (c) without a showdown, the one live seat's all-in was a wager nobody called (a player who
        called it would still be live): just after that step it has no chips (the others
        still have to answer it, so nothing came back yet).

    ``choosers[seat]`` is that seat's ``code_chooser`` (None: play it by ``choose``)."""
    start = state.starting_stacks
    ante = state.ante
    empty = start.count(0)                  # seats not dealt in
    all_in = (min(start) <= ante if not empty                                    # (a)
              else any(0 < chips <= ante for chips in start))
    step = state.step
    mask = state.mask
    while mask:
        seat = state._actor_seat
        chooser = choosers[seat]
        if chooser is None:
            operation = state.apply(bots[seat].choose(state, seat))
            mask = state.mask
            if type(operation) is PlayerActed and operation.action.all_in:
                all_in = True
            continue
        code = chooser(state, seat, mask)
        try:
            mask = step(code)
        except (ValueError, TypeError) as error:        # not one of the mask's codes
            raise IllegalActionError(f"{bots[seat]!r} chose {code!r}: {error}") from None
        if _WAGERS >> code & 1 and not all_in and mask:                          # (c)
            all_in = state.stacks.count(0) > empty
    if not all_in and len(state.live) > 1:                                 # (b)
        payouts = state.payouts
        assert payouts is not None          # mask 0 with auto_deal and auto_showdown: over
        all_in = [chips - paid for chips, paid in zip(state.stacks, payouts, strict=True)
                  ].count(0) > empty
    return all_in


def _pots(state: HandState) -> tuple[PotResult, ...]:
    settlement = state.settlement
    assert settlement is not None           # the hand is over
    return settlement.pots


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
    here."""
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
