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
from cstud.game.state import STREET_NAMES

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
    """A pot was shared by two or more players (high and low, or a tie)."""
    hi_lo_split: bool
    """A pot's high and low halves went to different players."""
    scoop: bool
    """At a showdown, one player won every chip of every pot."""


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
    return HandFacts(
        showdown=showdown,
        street=state.street,
        all_in=all_in,
        side_pots=len(pots) - 1,
        community_card=state.community_card is not None,
        split=any(sum(1 for chips in pot.shares if chips) > 1 for pot in pots),
        hi_lo_split=any(pot.low_half and pot.high_winners and
                        set(pot.high_winners) != set(pot.low_winners) for pot in pots),
        scoop=showdown and len(winners) == 1,
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


def print_summary(summary: SimulationSummary, console: Any) -> None:
    """The summary as rich tables on ``console``: how hands ended, and chips won."""
    from rich.table import Table

    hands = summary.hands or 1

    def share(count: int) -> str:
        return f"{count:,}  ({count / hands:.1%})"

    rules = summary.preset or "default rules"
    outcomes = Table(title=f"[bold]{summary.hands:,} hands of {summary.game}[/bold], "
                           f"{summary.players} players, {rules}, seed {summary.seed}",
                     show_header=False)
    outcomes.add_column("what")
    outcomes.add_column("hands", justify="right")
    outcomes.add_row("won before showdown", share(summary.won_before_showdown))
    outcomes.add_row("showdown", share(summary.showdowns))
    outcomes.add_row("  one player scooped", share(summary.scoops))
    outcomes.add_row("a pot split", share(summary.splits))
    if summary.game == "stud8":
        outcomes.add_row("  high and low to different players", share(summary.hi_lo_splits))
    outcomes.add_row("somebody all-in", share(summary.all_ins))
    outcomes.add_row("side pots", share(summary.side_pots))
    outcomes.add_row("community card (R16)", share(summary.community_cards))
    for street in range(3, 8):
        outcomes.add_row(f"ended on {STREET_NAMES[street]}", share(summary.ended_on[street]))
    if summary.rake:
        outcomes.add_row("rake", f"{summary.rake:,} chips")
    outcomes.add_row("speed", f"{summary.hands_per_second:,.0f} hands/s "
                              f"({summary.seconds:.2f} s)")
    console.print(outcomes)
    if summary.rebuy:
        how = f"every hand starts at {summary.stack} a seat"
    else:
        how = (f"stacks carried over from {summary.stack} a seat, "
               f"{summary.buy_ins:,} buy-ins after going broke")
    chips = Table(title=f"chips won ({how})")
    chips.add_column("seat", justify="right")
    chips.add_column("bot")
    chips.add_column("chips", justify="right")
    chips.add_column("per hand", justify="right")
    for seat, (name, net) in enumerate(zip(summary.bots, summary.net, strict=True)):
        chips.add_row(str(seat), name, f"{net:+,}", f"{net / hands:+.2f}")
    if len(set(summary.bots)) > 1:
        for name, net in summary.net_by_bot().items():
            chips.add_row("all", f"[bold]{name}[/bold]", f"{net:+,}", f"{net / hands:+.2f}")
    console.print(chips)
