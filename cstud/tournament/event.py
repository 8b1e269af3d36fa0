"""A tournament played by a structure: tables, levels, eliminations, places, chip races,
balancing and breaking tables, and the prizes. The procedures are docs/RULES.md's T1-T7.

The event moves in rounds: in each round every table plays one hand (so a multi-table event
is simulated as if hand for hand throughout, which is what makes eliminations at different
tables simultaneous; T2). Levels last a number of rounds (``clock = "hands"``) or minutes of
a clock the caller moves on (:meth:`Tournament.advance_clock`; ``play`` moves it by
``minutes_per_hand`` a round); a new level applies from the next hand (T1).

>>> from cstud.bots import RandomBot
>>> from cstud.tournament import load_structure
>>> event = Tournament(load_structure("pokerstars-stud8-sng"), [f"p{i}" for i in range(8)],
...                    seed=1)
>>> result = event.play(RandomBot(1))
>>> sorted(result.places.values()) == list(range(1, 9)), sum(result.prizes.values())
(True, 800)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from cstud.game import HandState, Options
from cstud.session import Stakes, Table, TableError
from cstud.tournament.structure import MAX_ENTRANTS, Structure, StructureError

__all__ = ["Elimination", "Tournament", "TournamentResult"]

MAX_ROUNDS = 1_000_000
"""``play`` stops an event that has not finished after this many rounds (bots that never
bet could otherwise play for ever at a structure's last level)."""


@dataclass(frozen=True, slots=True)
class Elimination:
    """A player out: his place (shared places: the best of them), the prize he won, the
    round and table of the hand, and the chips he started that hand with."""

    name: str
    place: int
    prize: int
    round: int
    table: int
    chips_at_start: int


@dataclass
class TournamentResult:
    """How an event finished: each player's place and prize, by name."""

    places: dict[str, int]
    prizes: dict[str, int]
    eliminations: list[Elimination]
    rounds: int
    hands: int
    chip_race_change: int
    """Chips a chip race added (rounding up at half a chip, or a player not raced out) or
    removed (rounding down): the only way the chips in play change (T5), rebuys apart."""
    rebuys: dict[str, int] = field(default_factory=dict)
    """The rebuys each player made (T8), by name (every player, 0 for none)."""
    prize_pool: int = 0
    """The buy-ins and rebuys paid in, which the prizes sum to."""


@dataclass
class _Player:
    name: str
    table: int
    seat: int


@dataclass
class _State:
    level: int = 0
    rounds_in_level: int = 0
    minutes: float = 0.0
    log: list[str] = field(default_factory=list)


class Tournament:
    """An event by ``structure`` among ``players`` (distinct names), seated at random (T6)
    from ``seed``, with the house rules ``options`` at every table.

    In a structure with rebuys (T8), ``rebuy(name)`` says whether a player left with no
    chips while he may rebuy does so (default: every such player rebuys)."""

    def __init__(self, structure: Structure, players: Sequence[str], *, seed: Any = 0,
                 options: Options | None = None, keep_log: bool = False,
                 rebuy: Callable[[str], bool] | None = None) -> None:
        if not isinstance(structure, Structure):
            raise TypeError(f"structure is a Structure, not {type(structure).__name__}")
        names = list(players)
        if not 2 <= len(names) <= MAX_ENTRANTS:
            raise StructureError(f"a tournament has 2 to {MAX_ENTRANTS:,} players, not "
                                 f"{len(names)}")
        if len(set(names)) != len(names) or not all(isinstance(n, str) and n for n in names):
            raise StructureError("players are distinct, non-empty names")
        if rebuy is not None and not callable(rebuy):
            raise TypeError(f"rebuy is None or a function of a player's name, not "
                            f"{type(rebuy).__name__}")
        self.structure = structure
        self.prizes = structure.prizes(len(names))
        self.rebuy = rebuy
        self.rebuys = dict.fromkeys(names, 0)
        self._busted: list[tuple[int, float, str, int]] = []  # the round's: (chips at the
        self._rebuys_now = False                                # start, draw, name, table)
        self.total_rebuys = 0
        self.seed = seed
        self.options = options
        self.random = random.Random(f"{seed}/draws")
        self.state = _State()
        self.rounds = 0
        self.hands = 0
        self.chip_race_change = 0
        self.total_chips = structure.starting_chips * len(names)
        self.eliminations: list[Elimination] = []
        self.remaining = len(names)
        self.entrants = len(names)
        size = structure.table_size
        count = -(-len(names) // size)
        self.tables: dict[int, Table] = {}
        self.in_play = list(structure.chips)
        for number in range(1, count + 1):
            self.tables[number] = Table(self._stakes(), seats=size, options=options,
                                        number=number, seed=seed, keep_log=keep_log,
                                        event=structure.name)
        order = names[:]
        self.random.shuffle(order)                          # T6: random seating
        free = {number: list(range(1, size + 1)) for number in self.tables}
        for seats in free.values():
            self.random.shuffle(seats)
        for index, name in enumerate(order):             # deal players round the tables
            number = index % count + 1
            self.tables[number].join(free[number].pop(), name, structure.starting_chips)

    # --- levels ---------------------------------------------------------------------------

    @property
    def level(self) -> int:
        """The current level, 0-based."""
        return self.state.level

    def _stakes(self) -> Stakes:
        level = self.structure.stakes(self.state.level)
        return Stakes(level.ante, level.bring_in, level.small_bet, level.big,
                      self.structure.game_of(self.state.level))

    def advance_clock(self, minutes: float) -> None:
        """Move a clock-run event's clock on by ``minutes`` (breaks included); the levels it
        passes take effect from the next hand, and a break's colour-up is raced at once."""
        if self.structure.clock != "minutes":
            raise StructureError("this structure's levels go by hands, not by the clock")
        if isinstance(minutes, bool) or not isinstance(minutes, (int, float)) or \
                not 0 <= minutes < 1e9:
            raise ValueError(f"minutes is a number >= 0, not {minutes!r}")
        self.state.minutes += minutes
        while self.state.level < len(self.structure.levels) - 1:
            level = self.structure.levels[self.state.level]
            if self.state.minutes < level.length + level.break_after:
                break
            self.state.minutes -= level.length + level.break_after
            self._next_level()

    def _next_level(self) -> None:
        level = self.structure.levels[self.state.level]
        if level.color_up is not None:
            for table in self.tables.values():
                self.chip_race_change += chip_race(table, self.in_play[0], self.in_play[1],
                                                   self.random)
            self.in_play.pop(0)
        self.state.level += 1
        self.state.rounds_in_level = 0
        for table in self.tables.values():
            table.change_stakes(self._stakes())

    # --- play -----------------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.remaining <= 1

    def chips(self) -> dict[str, int]:
        """Each player still in, his chips."""
        return {seat.name: seat.chips for table in self.tables.values()
                for seat in table.seats.values()}

    def play_round(self, bots: Any, *,
                   watch: Callable[[int, HandState], None] | None = None) -> list[Elimination]:
        """Every table plays one hand (``bots``: one bot, or a mapping name -> bot); then the
        players with no chips are out (T2, T3), tables are broken and balanced (T6, T7), and
        the level moves on (T1). Returns the eliminations of the round. ``watch(table,
        hand)`` is called with each hand as it ends (``cstud play --tournament`` tells the
        person's table's hands by it)."""
        self._begin_round()
        for number in list(self.tables):
            table = self.tables[number]
            if len(table.seats) < 2:        # a lone player (tables of two) waits a round
                continue
            hand = table.play_hand(bots)
            if watch is not None:
                watch(number, hand)
            self._hand_over(number, hand)
        return self._end_round()

    # play_round in three parts, so that a caller that plays the hands itself (the
    # PettingZoo environment, cstud.rl.tournament) follows the same procedures: begin the
    # round, end each table's hand with _hand_over, then _end_round.

    def _begin_round(self) -> None:
        if self.finished:
            raise TableError("the tournament is over")
        self._busted = []
        self._rebuys_now = self._rebuys_open()

    def _hand_over(self, number: int, hand: HandState) -> None:
        """Table ``number`` has ended ``hand``: its players with no chips rebuy (T8) or are
        taken from the table, to be placed at the round's end."""
        self.hands += 1
        if 0 not in hand.stacks:             # the seats hold these stacks: nobody busted
            return
        table = self.tables[number]
        for seat_number, start in zip(hand.seat_numbers, hand.starting_stacks, strict=True):
            seat = table.seats[seat_number]
            if seat.chips == 0:
                if self._rebuys_now and self._rebuys(seat.name):
                    table.buy_in(seat_number, self.structure.chips_of_rebuy)
                    continue
                self._busted.append((start, self.random.random(), seat.name, number))
                table.leave(seat_number)

    def _end_round(self) -> list[Elimination]:
        """The players out in the round are placed (T2, T3), tables broken and balanced (T6,
        T7) and the level moved on (T1); returns the round's eliminations."""
        busted = self._busted
        self.rounds += 1
        out = self._place(busted) if busted else []
        if not self.finished:
            self._rebalance()
            self.state.rounds_in_level += 1
            if self.structure.clock == "hands":
                length = self.structure.stakes(self.state.level).length
                if self.state.rounds_in_level >= length and \
                        self.state.level < len(self.structure.levels) - 1:
                    self._next_level()
        return out

    def _rebuys_open(self) -> bool:
        """T8: rebuys are open in the rebuy period's levels while more players are left
        than places are paid, so that the prize pool is final before anyone is paid."""
        return self.state.level < self.structure.rebuy_levels and \
            self.remaining > len(self.prizes)

    def _rebuys(self, name: str) -> bool:
        """Whether ``name``, left with no chips while rebuys are open, rebuys (and if so,
        count it: the chips in play and the prize pool grow)."""
        if self.rebuys[name] >= self.structure.rebuys:
            return False
        if self.rebuy is not None and not self.rebuy(name):
            return False
        self.rebuys[name] += 1
        self.total_rebuys += 1
        self.total_chips += self.structure.chips_of_rebuy
        self.prizes = self.structure.prizes(self.entrants, self.total_rebuys)
        return True

    def _place(self, busted: list[tuple[int, float, str, int]]) -> list[Elimination]:
        """T2/T3: players out in the same round finish in order of the chips they started the
        hand with, more chips higher; equal chips share the places and their prizes equally
        (units left over from the split go one each in a seeded draw)."""
        busted.sort(key=lambda entry: entry[0])
        out: list[Elimination] = []
        index = 0
        while index < len(busted):
            start = busted[index][0]
            tied = [entry for entry in busted[index:] if entry[0] == start]
            worst = self.remaining
            best = worst - len(tied) + 1
            pool = sum(self._prize(place) for place in range(best, worst + 1))
            share, left = divmod(pool, len(tied))
            lucky = set(self.random.sample(range(len(tied)), left))
            for position, (chips, _, name, table) in enumerate(tied):
                out.append(Elimination(name, best, share + (position in lucky), self.rounds,
                                       table, chips))
            self.remaining -= len(tied)
            index += len(tied)
        if self.remaining == 1:
            (winner,) = self.chips()
            out.append(Elimination(winner, 1, self._prize(1), self.rounds,
                                   next(number for number, table in self.tables.items()
                                        if table.seats), self.total_chips))
        self.eliminations.extend(out)
        return out

    def _prize(self, place: int) -> int:
        return self.prizes[place - 1] if place <= len(self.prizes) else 0

    def _rebalance(self) -> None:
        """T6 (breaking tables) and T7 (balancing)."""
        if len(self.tables) == 1:                 # the final table: nothing to do
            return
        size = self.structure.table_size
        while len(self.tables) > 1 and self.remaining <= size * (len(self.tables) - 1):
            number = max(self.tables)                        # broken in order, last first
            broken = self.tables.pop(number)
            movers = [(seat.name, seat.chips) for seat in broken.seats.values()]
            self.random.shuffle(movers)                       # seats by random draw
            for name, chips in movers:
                self._seat(name, chips, self._shortest())
        while True:
            counts = {number: len(table.seats) for number, table in self.tables.items()}
            longest = max(counts, key=lambda number: (counts[number], -number))
            shortest = self._shortest()
            if counts[longest] - counts[shortest] <= 1:
                return
            table = self.tables[longest]
            seat_number = self.random.choice(sorted(table.seats))
            chips = table.seats[seat_number].chips
            name = table.seats[seat_number].name
            table.leave(seat_number)
            self._seat(name, chips, shortest)

    def _shortest(self) -> int:
        return min(self.tables, key=lambda number: (len(self.tables[number].seats), number))

    def _seat(self, name: str, chips: int, number: int) -> None:
        """Seat a moved player at table ``number`` in an open seat drawn at random: the chips
        move with him (they left his old table with :meth:`Table.leave`)."""
        table = self.tables[number]
        open_seats = [seat for seat in range(1, table.seat_count + 1) if seat not in table.seats]
        table.join(self.random.choice(open_seats), name, chips)

    def play(self, bots: Any, *, minutes_per_hand: float = 2.0) -> TournamentResult:
        """Play rounds to the end (a clock-run event's clock moves ``minutes_per_hand`` a
        round) and return the result."""
        while not self.finished:
            if self.rounds >= MAX_ROUNDS:
                raise TableError(f"the tournament did not finish in {MAX_ROUNDS:,} rounds")
            self.play_round(bots)
            if self.structure.clock == "minutes" and not self.finished:
                self.advance_clock(minutes_per_hand)
        return self.result()

    def result(self) -> TournamentResult:
        return TournamentResult(
            places={e.name: e.place for e in self.eliminations},
            prizes={e.name: e.prize for e in self.eliminations},
            eliminations=list(self.eliminations), rounds=self.rounds, hands=self.hands,
            chip_race_change=self.chip_race_change, rebuys=dict(self.rebuys),
            prize_pool=sum(self.prizes))


def chip_race(table: Table, removed: int, next_chip: int, draw: random.Random) -> int:
    """T5, the chip race when the ``removed`` chip is coloured up into ``next_chip``s.

    Each player colours up what he can and keeps his odd value (his chips modulo
    ``next_chip``), counted in removed chips (a remnant below one chip counts as one). The
    odd values together make ``next_chip``s, one more if the remainder is at least half of
    one. Each player with odd chips gets one card per chip, dealt face up starting at seat 1,
    all of a player's cards before the next player's; the highest card (rank, then suit
    s > h > d > c) wins one new chip, the next highest player's the next, one chip a player
    at most. A player left with nothing is not raced out: he gets one ``next_chip``.
    Returns the chips this added (+) or removed (-)."""
    odd = {number: seat.chips % next_chip for number, seat in table.seats.items()}
    total = sum(odd.values())
    prizes, rest = divmod(total, next_chip)
    prizes += 2 * rest >= next_chip
    deck = list(range(52))
    draw.shuffle(deck)
    best: list[tuple[int, int]] = []
    for number in sorted(odd):
        count = -(-odd[number] // removed)
        if count:
            cards, deck = deck[:count], deck[count:]
            best.append((max(cards), number))
    winners = {number for _, number in sorted(best, reverse=True)[:prizes]}
    before = sum(seat.chips for seat in table.seats.values())
    for number, seat in table.seats.items():
        seat.chips += -odd[number] + (next_chip if number in winners else 0)
        if seat.chips == 0:
            seat.chips = next_chip
    change = sum(seat.chips for seat in table.seats.values()) - before
    table.bought_in += change                 # the table's account of its chips
    return change
