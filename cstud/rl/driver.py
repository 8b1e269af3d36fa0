"""A tournament played one action code at a time: what the PettingZoo tournament
environment (:mod:`cstud.rl.tournament`) and the OpenSpiel tournament game
(``python_cstud_tournament``, :mod:`cstud.rl.openspiel`) share, the observation included."""

from __future__ import annotations

import functools
from typing import Any

import numpy as np
import numpy.typing as npt

from cstud.rl.encoding import N_ACTIONS, Layout, encode, step_code
from cstud.session import Table, TableError
from cstud.tournament import Elimination, Structure, Tournament
from cstud.tournament.event import MAX_ROUNDS

__all__ = ["TOURNAMENT_FEATURES", "EventDriver"]

TOURNAMENT_FEATURES = 4
"""The numbers after the hand's observation: the players left and the paid places, each over
the entrants, the level over the number of levels, the observer's chips over all in play."""


class EventDriver:
    """A tournament whose hands are played one action code at a time, as ``Tournament.play``
    plays them (rounds of one hand a table, a clock-run structure's clock moving
    ``minutes_per_hand`` a round): the driving that the AEC environment and the OpenSpiel
    game (``python_cstud_tournament``) share, with the observation they both give.
    A hand in which nobody can act (all-in on the antes) plays itself out."""

    def __init__(self, structure: Structure, names: list[str], seed: Any,
                 minutes_per_hand: float) -> None:
        self.structure = structure
        self.minutes_per_hand = minutes_per_hand
        self.event = Tournament(structure, names, seed=seed)
        self.layout = Layout(structure.table_size)
        self._tables: list[int] = []       # the tables still to play in this round
        self._number = 0                   # the table whose hand is being played

    @property
    def table(self) -> Table:
        """The table whose hand is being played."""
        return self.event.tables[self._number]

    @property
    def finished(self) -> bool:
        return self.event.finished

    def actor(self) -> str:
        """The name of the player to act."""
        hand = self.table.hand
        assert hand is not None and hand.actor is not None
        return self.table.seats[hand.seat_numbers[hand.actor]].name

    def legal_codes(self) -> list[int]:
        """The action codes (the per-hand environments' five) the actor may play."""
        hand = self.table.hand
        assert hand is not None
        mask = hand.mask
        return [code for code in range(N_ACTIONS) if step_code(code, mask) >= 0]

    def start(self) -> list[Elimination]:
        """Deal the first hand someone must act in (the eliminations on the way)."""
        self._begin_round()
        return self._next_hand()

    def step(self, code: int) -> list[Elimination]:
        """Play the actor's action ``code`` (one of :meth:`legal_codes`, else ValueError and
        nothing changes); returns the players placed before the next decision (or the
        end)."""
        hand = self.table.hand
        assert hand is not None
        step = step_code(code, hand.mask)
        if step < 0:
            raise ValueError(f"{self.actor()} may not play code {code} here (legal: "
                             f"{self.legal_codes()})")
        hand.step(step)
        if hand.mask:
            return []
        self._end_hand()
        return self._next_hand()

    def place_of(self, name: str) -> tuple[Table, int] | None:
        """The player's table and his seat in its hand (engine order), if he is dealt in."""
        for table in self.event.tables.values():
            if table.hand is None:
                continue
            for index, number in enumerate(table.hand.seat_numbers):
                if table.seats[number].name == name:
                    return table, index
        return None

    def observe(self, name: str, observation: npt.NDArray[Any],
                mask: npt.NDArray[Any]) -> None:
        """Write ``name``'s observation (see :mod:`cstud.rl.tournament`) and action mask."""
        observation[:] = 0
        mask[:] = 0
        event = self.event
        place = self.place_of(name)
        if place is not None:
            table, seat = place
            hand = table.hand
            assert hand is not None
            small = _layout(hand.seat_count)
            row = np.zeros(small.size, np.float32)
            encode(hand, seat, row, small)
            for block, (start, length) in small.blocks.items():   # the first slots of each
                to = self.layout.blocks[block][0]
                observation[to:to + length] = row[start:start + length]
            if hand.actor == seat:
                legal = hand.mask
                mask[:] = [step_code(code, legal) >= 0 for code in range(N_ACTIONS)]
        chips = event.chips()
        total = sum(chips.values())
        entrants = event.entrants
        observation[self.layout.size:] = (
            event.remaining / entrants, len(event.prizes) / entrants,
            event.level / len(self.structure.levels), chips.get(name, 0) / total)

    def _begin_round(self) -> None:
        event = self.event
        if event.rounds >= MAX_ROUNDS:
            raise TableError(f"the tournament did not finish in {MAX_ROUNDS:,} rounds")
        event._begin_round()
        self._tables = [number for number, table in event.tables.items()
                        if len(table.seats) >= 2]

    def _end_hand(self) -> None:
        hand = self.table.end_hand()
        self.event._hand_over(self._number, hand)

    def _next_hand(self) -> list[Elimination]:
        event = self.event
        out: list[Elimination] = []
        while True:
            while self._tables:
                self._number = self._tables.pop(0)
                hand = self.table.start_hand()
                if hand.mask:
                    return out
                self._end_hand()
            out += event._end_round()
            if event.finished:
                return out
            if self.structure.clock == "minutes":
                event.advance_clock(self.minutes_per_hand)
            self._begin_round()


@functools.cache
def _layout(seats: int) -> Layout:
    return Layout(seats)
