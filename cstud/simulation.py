"""Play many hands among bots and count what happened: ``cstud simulate`` and :func:`simulate`.

Stacks carry over from hand to hand, and a seat that has lost all its chips buys in again for
``stack`` before the next hand, so every hand is played N-handed and stacks differ (which is
what makes side pots). With ``rebuy=True`` every hand starts afresh with ``stack`` chips a seat
instead. Either way a seat's chips won are the sum over hands of its stack at the end of the
hand less its stack at the start. The dealer moves one seat to the left each hand. Everything
is seeded: the same arguments give the same hands.

>>> summary = simulate(players=4, hands=20, seed=1, bots=["heuristic", "station"])
>>> summary.hands, summary.showdowns + summary.won_before_showdown
(20, 20)
>>> sum(summary.net) + summary.rake
0
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from cstud.bots import Bot, make_bot, play_hand
from cstud.game import AntePosted, Game, HandState, Options, PlayerActed

__all__ = ["HandFacts", "SimulationSummary", "hand_facts", "simulate"]


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


def simulate(players: int = 6, hands: int = 1000, seed: Any = 0, *, game: Game = "stud8",
             preset: str | None = None, bots: Sequence[str] = ("heuristic",), stack: int = 200,
             rebuy: bool = False, ante: int = 1, bring_in: int = 2, small_bet: int = 5,
             big_bet: int | None = None, options: Options | None = None,
             progress: Callable[[int], None] | None = None) -> SimulationSummary:
    """Play ``hands`` hands among ``players`` bots and return the counts.

    ``bots`` names the bots (see :data:`cstud.bots.BOTS`), given to the seats in turn
    (``["heuristic", "random"]`` alternates them). Seats start with ``stack`` chips; stacks
    carry over and a broke seat buys in again for ``stack`` (or, with ``rebuy``, every hand
    starts with ``stack`` chips a seat). Stakes are ``ante``/``bring_in``/``small_bet``/``big_bet``
    (default 1/2/5/10), under ``options`` or the named ``preset``'s rules. ``progress`` is
    called with the number of hands played so far, every few hands and at the end.
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
    names = tuple(bots[seat % len(bots)] for seat in range(players))
    seated: list[Bot] = [make_bot(name, f"{seed}/seat {seat}") for seat, name in
                         enumerate(names)]
    summary = SimulationSummary(game=game, players=players, bots=names, seed=seed,
                                preset=preset, stack=stack, rebuy=rebuy,
                                net=[0] * players)
    stacks = [stack] * players
    started = time.perf_counter()
    for number in range(hands):
        for seat in range(players):
            if rebuy:
                stacks[seat] = stack
            elif stacks[seat] == 0:
                stacks[seat] = stack
                summary.buy_ins += 1
        state = HandState(stacks, ante, bring_in, small_bet, big_bet, game=game,
                          options=options, dealer=number % players, seed=f"{seed}/{number}")
        summary.add(play_hand(state, seated))
        stacks = list(state.stacks)
        if progress is not None and (number + 1) % 50 == 0:
            progress(number + 1)
    summary.seconds = time.perf_counter() - started
    if progress is not None:
        progress(hands)
    return summary

