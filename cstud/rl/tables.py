"""Tables for learning: how a hand is set up (:class:`TableConfig`), one table stepped by
action codes (:class:`TableStepper`, :class:`PythonTable`), and many tables at once
(:class:`VectorTables`).

The PettingZoo, Gymnasium and evaluation environments step one hand through a
:class:`TableStepper`, a small interface: reset the table to a new hand from a seed, the
seat to act, the legal-action mask, step by an action code, the observation of a seat
written into a row, the rewards of a finished hand. :class:`PythonTable` implements it on
:class:`cstud.HandState`'s stepping path (``mask`` and ``step(code)``) and
:mod:`cstud.rl.encoding`'s observations, and :func:`make_table` is the one place that picks
the implementation.

:class:`VectorTables` steps all its tables in one call into the compiled core
(``cstud._core._VectorCore``, src/cstud/_tables.pxi), which plays each hand on the engine's
``_HandCore`` and writes the same observations as :func:`cstud.rl.encoding.encode`
(tests/test_rl_tables.py plays both paths on the same seeds and compares the bytes).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

import numpy as np
import numpy.typing as npt

from cstud import _core
from cstud.game import GAMES, Game, HandState, Options
from cstud.game.state import core_options
from cstud.rl.encoding import (
    N_ACTIONS,
    Layout,
    RewardUnit,
    action_for,
    check_unit,
    encode,
    rewards,
    step_code,
)

__all__ = ["Batch", "PythonTable", "TableConfig", "TableStepper", "VectorTables", "core_arguments",
           "make_table"]

MAX_TABLES = 65_536
"""VectorTables bounds its memory: at most this many tables. Each holds a compiled hand
(8.5 kB) and its log (6 kB for a usual hand) and an observation row of 4 bytes per entry
(8 seats: 2 kB) in the one batch that every step rewrites: about 1.3 GB at this bound."""


@dataclass(frozen=True)
class TableConfig:
    """One table's game, seats, chips and rules; every hand starts from these stacks.

    ``stakes`` is ``(ante, bring_in, small_bet)`` or ``(ante, bring_in, small_bet, big_bet)``
    (default 1/2/5/10); ``stacks`` one int for every seat or one per seat (default 200), each
    more than the ante;
    ``preset`` a name of :meth:`cstud.Options.preset` or ``options`` the rules themselves.
    Checked by building a hand once, so a bad table fails here with the engine's message.
    """

    game: Game = "stud8"
    players: int = 2
    stacks: int | Sequence[int] = 200
    stakes: Sequence[int] = (1, 2, 5, 10)
    preset: str | None = None
    options: Options | None = None
    reward_unit: RewardUnit = "chips"
    starting_stacks: tuple[int, ...] = field(init=False)
    rules: Options = field(init=False)
    layout: Layout = field(init=False, repr=False, compare=False)
    """Where each block of an observation lies (made once: its blocks are computed once)."""

    def __post_init__(self) -> None:
        if self.game not in GAMES:
            raise ValueError(f"unknown game {self.game!r}: one of {', '.join(GAMES)}")
        if type(self.players) is not int or not 2 <= self.players <= 8:
            raise ValueError(f"players is 2 to 8, not {self.players!r}")
        if isinstance(self.stacks, int):
            stacks = (self.stacks,) * self.players
        else:
            stacks = tuple(self.stacks)
            if len(stacks) != self.players:
                raise ValueError(f"{self.players} players but {len(stacks)} stacks")
        stakes = tuple(self.stakes)
        if len(stakes) not in (3, 4):
            raise ValueError(f"stakes is (ante, bring_in, small_bet[, big_bet]), not {stakes!r}")
        # Every seat keeps chips after its ante, so every hand has betting and every seat
        # acts on 3rd street (no hand is over as soon as it is dealt).
        if any(type(stack) is not int or stack <= stakes[0] for stack in stacks):
            raise ValueError(f"every stack is an int greater than the ante ({stakes[0]}), got "
                             f"{list(stacks)}")
        if self.preset is not None and self.options is not None:
            raise ValueError("give a preset or options, not both")
        rules = (Options.preset(self.preset, self.game) if self.preset is not None
                 else self.options or Options())
        object.__setattr__(self, "stakes", stakes)
        object.__setattr__(self, "starting_stacks", stacks)
        object.__setattr__(self, "rules", rules)
        object.__setattr__(self, "layout", Layout(self.players))
        check_unit(self.reward_unit)
        self.new_hand(0)                  # the engine checks the stakes and the rules

    @property
    def big_bet(self) -> int:
        return self.stakes[3] if len(self.stakes) == 4 else 2 * self.stakes[2]

    def observation_high(self) -> npt.NDArray[np.float32]:
        return self.layout.high(sum(self.starting_stacks), self.big_bet, self.stakes[2])

    def new_hand(self, seed: int, deck: Sequence[int] | None = None) -> HandState:
        """A new hand at this table, dealt from ``seed`` (or from the deck order ``deck``,
        the first card dealt first; ``seed`` then seeds only R16's scramble)."""
        # A list of ints (not the tuple kept here) takes HandState's direct path to the core:
        # the table was checked once, when this config was made.
        return HandState(list(self.starting_stacks), *self.stakes, game=self.game,
                         options=self.rules, seed=seed, deck=deck)


class TableStepper(Protocol):
    """One table, stepped by action codes (see the module's docstring)."""

    def reset(self, seed: int) -> None:
        """Deal a new hand from ``seed``."""

    @property
    def actor(self) -> int:
        """The seat to act (a hand being played always has one: show and muck are automatic)."""

    def legal_mask(self, out: npt.NDArray[np.bool_]) -> None:
        """Write the actor's legal codes into ``out`` (``N_ACTIONS`` bools)."""

    def step(self, code: int) -> bool:
        """Play the actor's action ``code`` (ValueError if not legal, the hand unchanged);
        True when the hand is over."""

    def observe(self, seat: int, out: npt.NDArray[np.float32]) -> None:
        """Write what ``seat`` sees into ``out`` (``Layout(players).size`` floats)."""

    def rewards(self, out: npt.NDArray[np.floating[Any]]) -> None:
        """Write each seat's result of the finished hand into ``out`` (``players`` floats)."""

    @property
    def hand(self) -> HandState:
        """The hand as a :class:`cstud.HandState` (for its log, PHH, rendering)."""


class PythonTable:
    """:class:`TableStepper` on one :class:`cstud.HandState` per hand, stepped by the engine's
    fast path: the legal codes are the bits of ``HandState.mask``, and an action code is
    played as the ``HandState.step()`` code it stands for
    (:func:`cstud.rl.encoding.step_code`), with no :class:`cstud.Action` made on the way."""

    __slots__ = ("_config", "_hand", "_layout", "_mask")

    def __init__(self, config: TableConfig) -> None:
        self._config = config
        self._layout = config.layout
        self.reset(0)

    def reset(self, seed: int, deck: Sequence[int] | None = None) -> None:
        """Deal a new hand from ``seed``, or from the deck order ``deck`` (as
        :class:`VectorTables` deals: ``deck=cstud._core.deck_order(seed)``)."""
        self._hand = self._config.new_hand(seed, deck)
        self._mask = self._hand.mask

    @property
    def actor(self) -> int:
        actor = self._hand.actor
        if actor is None:
            raise ValueError("the hand is over: reset the table")
        return actor

    def legal_mask(self, out: npt.NDArray[np.bool_]) -> None:
        np.copyto(out, _LEGAL_CODES[self._mask])

    def step(self, code: int) -> bool:
        if not 0 <= code < N_ACTIONS:
            raise ValueError(f"action code {code!r} is not one of 0..{N_ACTIONS - 1}")
        step = _STEP_CODES[self._mask][code]
        if step < 0:
            raise ValueError(f"action code {code} is not legal now (seat {self._hand.actor}; "
                             f"legal codes {np.flatnonzero(_LEGAL_CODES[self._mask]).tolist()})")
        # The environments' hands deal by themselves (auto_deal) and show down by themselves
        # (auto_showdown): no legal code left means the hand is over.
        self._mask = self._hand.step(step)
        return self._mask == 0

    def observe(self, seat: int, out: npt.NDArray[np.float32]) -> None:
        encode(self._hand, seat, out, self._layout)

    def rewards(self, out: npt.NDArray[np.floating[Any]]) -> None:
        out[:] = rewards(self._hand, self._config.reward_unit)

    @property
    def hand(self) -> HandState:
        return self._hand


# PythonTable's lookups, made once from encoding.step_code for every HandState.mask (8 bits).
_STEP_CODES = tuple(tuple(step_code(code, mask) for code in range(N_ACTIONS))
                    for mask in range(1 << len(_core.ACTION_CODES)))
"""For every mask, the step() code of each action code (-1: not legal)."""
_LEGAL_CODES = [np.array([step >= 0 for step in steps], np.bool_) for steps in _STEP_CODES]
"""For every mask, which action codes are legal."""


def make_table(config: TableConfig) -> TableStepper:
    """The table stepper for ``config``: the one place that chooses how the environments
    step a single table (today :class:`PythonTable`, on ``HandState.mask``/``step``)."""
    return PythonTable(config)


class Batch(NamedTuple):
    """What :class:`VectorTables` returns: one row per table.

    ``observations`` (n, obs_dim) float32 as the seat to act sees its table;
    ``action_mask`` (n, n_actions) bool; ``rewards`` (n, players) float32, non-zero only
    on the step a table's hand ended; ``seat`` (n,) int64, the seat to act; ``done`` (n,)
    bool, the table's hand ended on this step (the row then already shows the next hand).
    """

    observations: npt.NDArray[np.float32]
    action_mask: npt.NDArray[np.bool_]
    rewards: npt.NDArray[np.float32]
    seat: npt.NDArray[np.int64]
    done: npt.NDArray[np.bool_]


SEEDS_AHEAD = 64
"""How many hand seeds VectorTables draws at once from each table's generator (the same
numbers, in the same order, as drawing them one at a time)."""


def core_arguments(config: TableConfig) -> tuple[Any, ...]:
    """The compiled engine's constructor arguments for a hand at this table, the seed left
    out: what :class:`cstud.HandState` gives ``cstud._core._HandCore`` for
    ``config.new_hand(seed)`` (default dealer and seat numbers, cards dealt from the seed,
    cards speak)."""
    flags, odd_chip, rake = core_options(config.rules)
    ante, bring_in, small_bet = config.stakes[:3]
    players = config.players
    return (list(config.starting_stacks), ante, bring_in, small_bet, config.big_bet,
            GAMES.index(config.game), flags, odd_chip, rake, players - 1,
            list(range(1, players + 1)), None, None, -1, True, True)


class VectorTables:
    """``n`` tables of ``players`` seats stepped together, on NumPy arrays.

    Every table always has a seat to act; ``step(actions)`` takes one action code per table
    (for the seat in ``seat``), and a table whose hand ends is dealt a new one at once. Each
    table deals from its own generator, spawned from ``seed``: the same seed and the same
    actions give the same episodes. A hand is dealt from a deck order drawn from its seed
    (``cstud._core.deck_order(seed)``, a fast generator in C), not from ``random.Random(seed)``
    as ``HandState(seed=seed)`` deals: :meth:`hand` replays it as
    ``HandState(..., deck=deck_order(seed), seed=seed)``.

    The tables are stepped and encoded in the compiled core (``cstud._core._VectorCore``,
    src/cstud/_tables.pxi) in one call per step, without the GIL (two threads stepping two
    VectorTables run in parallel): the same hands, observations and rewards as
    :class:`PythonTable` and :func:`cstud.rl.encoding.encode` give (tests/test_rl_tables.py
    compares them byte for byte).

    >>> import numpy as np
    >>> from cstud.rl import VectorTables
    >>> tables = VectorTables(4, players=3, game="stud8", seed=1)
    >>> batch = tables.reset()
    >>> batch.observations.shape, batch.action_mask.shape, batch.rewards.shape
    ((4, 292), (4, 5), (4, 3))
    >>> first = np.argmax(batch.action_mask, axis=1)        # the first legal code per table
    >>> tables.step(first) is batch                          # the same arrays, rewritten
    True

    ``reset()`` and ``step()`` return the same :class:`Batch` every time, its arrays rewritten
    in place (a step allocates nothing: at 65,536 tables of 8 seats a new observation array
    would be 155 MB a step); copy what you keep. A refused step changes none of them.
    """

    def __init__(self, n: int, players: int, game: Game = "stud8", seed: Any = None, *,
                 stacks: int | Sequence[int] = 200, stakes: Sequence[int] = (1, 2, 5, 10),
                 preset: str | None = None, options: Options | None = None,
                 reward_unit: RewardUnit = "chips") -> None:
        if type(n) is not int or not 1 <= n <= MAX_TABLES:
            raise ValueError(f"n is the number of tables, 1 to {MAX_TABLES}, not {n!r}")
        self.config = TableConfig(game, players, stacks, stakes, preset, options, reward_unit)
        self.n = n
        self.players = players
        self.n_actions = N_ACTIONS
        layout = self.config.layout
        self.obs_dim = layout.size
        starts = [layout.blocks[name][0] for name in _core.OBSERVATION_BLOCKS]
        self._core = _core._VectorCore(n, core_arguments(self.config), starts, self.obs_dim,
                                       reward_unit == "big_bets")
        self._seed = seed
        self._generators: list[np.random.Generator] = []
        self._seeds = np.zeros((n, SEEDS_AHEAD), np.int64)
        self._used = np.zeros(n, np.int64)
        self._ready = False
        self._batch: Batch | None = None        # made by the first reset(), then rewritten

    def _draw_seeds(self, tables: Sequence[int] | npt.NDArray[np.intp]) -> None:
        for table in tables:
            self._seeds[table] = self._generators[table].integers(1 << 62, size=SEEDS_AHEAD)
            self._used[table] = 0

    @staticmethod
    def _outputs(n: int, obs_dim: int, players: int) -> Batch:
        return Batch(np.empty((n, obs_dim), np.float32), np.empty((n, N_ACTIONS), np.bool_),
                     np.zeros((n, players), np.float32), np.empty(n, np.int64),
                     np.zeros(n, np.bool_))

    def reset(self, seed: Any = None) -> Batch:
        """Deal a new hand at every table (reseeding all of them if ``seed`` is given)."""
        if seed is not None:
            self._seed = seed
        sequences = np.random.SeedSequence(self._seed).spawn(self.n)
        self._generators = [np.random.default_rng(sequence) for sequence in sequences]
        self._draw_seeds(range(self.n))
        if self._batch is None:
            self._batch = self._outputs(self.n, self.obs_dim, self.players)
        batch = self._batch
        batch.rewards.fill(0)
        batch.done.fill(False)
        self._core.reset(np.ascontiguousarray(self._seeds[:, 0]), batch.observations,
                         batch.action_mask.view(np.uint8), batch.seat)
        self._used[:] = 1
        self._ready = True
        return batch

    def step(self, actions: npt.ArrayLike) -> Batch:
        """Play one action code per table; ValueError (nothing played) if one is not legal."""
        if not self._ready:
            raise ValueError("call reset() first")
        codes = np.asarray(actions)
        if codes.shape != (self.n,) or not np.issubdtype(codes.dtype, np.integer):
            raise ValueError(f"actions is {self.n} integer codes, one per table, got shape "
                             f"{codes.shape} of {codes.dtype}")
        in_range = (codes >= 0) & (codes < N_ACTIONS)
        if not in_range.all():
            bad = int(np.flatnonzero(~in_range)[0])
            raise ValueError(f"table {bad}: action code {codes[bad]} is not one of "
                             f"0..{N_ACTIONS - 1}")
        batch = self._batch
        if batch is None:                       # not reached: reset() made it
            raise ValueError("call reset() first")
        bad = self._core.step(np.ascontiguousarray(codes, np.int64), self._seeds, self._used,
                              batch.observations, batch.action_mask.view(np.uint8),
                              batch.rewards, batch.seat, batch.done.view(np.uint8))
        if bad >= 0:
            legal, hand = self._core.legal_codes(bad), self._core.hand(bad)
            seat = None if hand is None else hand._actor_seat
            raise ValueError(f"table {bad}: action code {codes[bad]} is not legal for seat "
                             f"{seat} (legal: {legal})")
        spent = np.flatnonzero(self._used == SEEDS_AHEAD)
        if spent.size:
            self._draw_seeds(spent)
        return batch

    def _replay(self, moves: tuple[int, list[int]] | None) -> HandState | None:
        if moves is None:
            return None
        seed, codes = moves
        hand = self.config.new_hand(seed, _core.deck_order(seed))
        for code in codes:
            hand.apply(action_for(hand, code))
        return hand

    def hand(self, table: int) -> HandState:
        """The hand being played at ``table``: a :class:`cstud.HandState` replaying it from
        its seed and the actions so far (a copy: acting on it does not move the table)."""
        if not self._ready:
            raise ValueError("call reset() first")
        hand = self._replay(self._core.moves(table, False))
        assert hand is not None
        return hand

    def finished_hand(self, table: int) -> HandState | None:
        """The last hand that ended at ``table`` (for PHH: ``cstud.HandHistory.from_state``),
        replayed as a :class:`cstud.HandState`."""
        return self._replay(self._core.moves(table, True))
