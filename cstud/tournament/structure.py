"""Tournament structures: levels, breaks, chips, payouts; read from TOML and checked.

A structure is refused with :class:`StructureError` (a ValueError) when it cannot be played:
stakes a hand cannot have (R2: 0 < bring-in < small bet <= big bet; the ante at most the
bring-in, as every casino and site structure has it), levels going down, a stake that the
chips in play cannot make, a colour-up of a chip that is not the smallest, payouts that do not
add up to the whole prize pool or pay a lower place more than a higher one.

The TOML keys are the fields of :class:`Structure` and :class:`Level` (see
docs/TOURNAMENTS.md); ``[[levels]]`` tables in order, ``[[payouts]]`` tables with the most
entrants they apply to and the percentages of the prize pool by place.
"""

from __future__ import annotations

import itertools
import math
import tomllib
from dataclasses import dataclass, fields
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from cstud.game import GAMES, Game

__all__ = ["Level", "Payouts", "Structure", "StructureError", "load_structure",
           "structure_names"]

MAX_LEVELS = 1000
MAX_ENTRANTS = 100_000
MAX_CHIPS_PER_PLAYER = 10 ** 12
MAX_REBUYS = 1000
"""A structure's bounds (its size, the field it is played by, the chips a player starts with,
the rebuys he may make)."""


class StructureError(ValueError):
    """A tournament structure that cannot be played, or a TOML file that is not one."""


@dataclass(frozen=True, slots=True)
class Level:
    """One level: the stakes (R2) and how long it lasts (hands or minutes, by the structure's
    clock); ``game`` overrides the structure's game (mixed events); ``break_after`` minutes
    of break follow it, and ``color_up`` names the chip removed in that break (a chip race)."""

    ante: int
    bring_in: int
    small_bet: int
    big_bet: int | None = None
    length: int = 10
    game: Game | None = None
    break_after: int = 0
    color_up: int | None = None

    @property
    def big(self) -> int:
        return 2 * self.small_bet if self.big_bet is None else self.big_bet


@dataclass(frozen=True, slots=True)
class Payouts:
    """Percentages of the prize pool by place, for fields of up to ``entrants``."""

    entrants: int
    percent: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class Structure:
    """A tournament's structure (see the module's notes for what is checked)."""

    name: str
    levels: tuple[Level, ...]
    payouts: tuple[Payouts, ...]
    starting_chips: int
    game: Game = "stud8"
    table_size: int = 8
    clock: Literal["hands", "minutes"] = "hands"
    chips: tuple[int, ...] = (1,)
    """The chip denominations in play at the start, smallest first."""
    buy_in: int = 100
    fee: int = 0
    entrants: int = 8
    """The field a sit-and-go is played by (and the default of a simulation)."""
    source: str = ""
    rebuys: int = 0
    """Rebuys a player may make (0: a freezeout), each when he has no chips left after a
    hand of the rebuy period (T8)."""
    rebuy_levels: int = 0
    """The rebuy period: the first ``rebuy_levels`` levels."""
    rebuy_chips: int | None = None
    """The chips a rebuy gives (default: the starting stack)."""
    rebuy_cost: int | None = None
    """What a rebuy pays into the prize pool (default: the buy-in)."""

    def __post_init__(self) -> None:
        _check(self)

    def stakes(self, level: int) -> Level:
        """Level ``level`` (0-based); the last level lasts for ever."""
        return self.levels[min(level, len(self.levels) - 1)]

    def game_of(self, level: int) -> Game:
        return self.stakes(level).game or self.game

    @property
    def chips_of_rebuy(self) -> int:
        """The chips one rebuy gives."""
        return self.starting_chips if self.rebuy_chips is None else self.rebuy_chips

    @property
    def cost_of_rebuy(self) -> int:
        """What one rebuy pays into the prize pool."""
        return self.buy_in if self.rebuy_cost is None else self.rebuy_cost

    def prizes(self, entrants: int, rebuys: int = 0) -> list[int]:
        """The prize of each paid place for a field of ``entrants`` who made ``rebuys``
        rebuys in all (prize pool = entrants x buy-in + rebuys x rebuy cost): each
        percentage rounded down, the units left over to first place, so the prizes sum to
        the pool exactly. The payout table is chosen by the entrants alone."""
        if isinstance(entrants, bool) or not isinstance(entrants, int) or \
                not 2 <= entrants <= MAX_ENTRANTS:
            raise StructureError(f"a field has 2 to {MAX_ENTRANTS:,} entrants, not "
                                 f"{entrants!r}")
        _int(rebuys, "rebuys", 0, entrants * MAX_REBUYS)
        row = next((row for row in self.payouts if entrants <= row.entrants), None)
        if row is None:
            raise StructureError(f"no payout table for {entrants} entrants (the largest is "
                                 f"for {self.payouts[-1].entrants})")
        pool = entrants * self.buy_in + rebuys * self.cost_of_rebuy
        percent = row.percent[:entrants]
        scale = 100 / math.fsum(percent)        # a table cut to a small field pays it all
        prizes = [math.floor(pool * p * scale / 100) for p in percent]
        prizes[0] += pool - sum(prizes)
        return prizes


def _int(value: Any, name: str, minimum: int, maximum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum or \
            (maximum is not None and value > maximum):
        bound = f" and <= {maximum:,}" if maximum is not None else ""
        raise StructureError(f"{name} is a whole number >= {minimum}{bound}, not {value!r}")
    return value


def _check(structure: Structure) -> None:
    if not isinstance(structure.name, str) or not structure.name.strip():
        raise StructureError("a structure has a name")
    if structure.game not in GAMES:
        raise StructureError(f"unknown game {structure.game!r}: one of {', '.join(GAMES)}")
    if structure.clock not in ("hands", "minutes"):
        raise StructureError(f"clock is 'hands' or 'minutes', not {structure.clock!r}")
    _int(structure.table_size, "table_size", 2, 8)
    _int(structure.starting_chips, "starting_chips", 1, MAX_CHIPS_PER_PLAYER)
    _int(structure.buy_in, "buy_in", 0)
    _int(structure.fee, "fee", 0)
    _int(structure.entrants, "entrants", 2, MAX_ENTRANTS)
    _int(structure.rebuys, "rebuys", 0, MAX_REBUYS)
    _int(structure.rebuy_levels, "rebuy_levels", 0, MAX_LEVELS)
    if structure.rebuy_chips is not None:
        _int(structure.rebuy_chips, "rebuy_chips", 1, MAX_CHIPS_PER_PLAYER)
    if structure.rebuy_cost is not None:
        _int(structure.rebuy_cost, "rebuy_cost", 0)
    if (structure.rebuys > 0) != (structure.rebuy_levels > 0):
        raise StructureError(f"rebuys ({structure.rebuys}) and rebuy_levels "
                             f"({structure.rebuy_levels}) are both 0 (a freezeout) or both "
                             f"above 0")
    chips = structure.chips
    if not chips or any(_int(c, "a chip", 1) <= 0 for c in chips) or \
            list(chips) != sorted(set(chips)):
        raise StructureError(f"chips are the denominations in play, smallest first, each "
                             f"once, not {list(chips)!r}")
    if any(later % earlier for earlier, later in itertools.pairwise(chips)):
        raise StructureError(f"each chip is a multiple of the one below it: {list(chips)}")
    if structure.starting_chips % chips[0]:
        raise StructureError(f"starting_chips {structure.starting_chips} cannot be made of "
                             f"{chips[0]} chips")
    levels = structure.levels
    if not 1 <= len(levels) <= MAX_LEVELS:
        raise StructureError(f"a structure has 1 to {MAX_LEVELS} levels, not {len(levels)}")
    if structure.rebuy_levels > len(levels):
        raise StructureError(f"rebuy_levels {structure.rebuy_levels} is more than the "
                             f"{len(levels)} levels")
    in_play = list(chips)
    previous: Level | None = None
    for number, level in enumerate(levels, 1):
        where = f"level {number}"
        for name in ("ante", "bring_in", "small_bet", "length", "break_after"):
            _int(getattr(level, name), f"{where}: {name}", 0 if name in (
                "ante", "break_after") else 1, MAX_CHIPS_PER_PLAYER)
        big = _int(level.big, f"{where}: big_bet", 1, MAX_CHIPS_PER_PLAYER)
        if level.game is not None and level.game not in GAMES:
            raise StructureError(f"{where}: unknown game {level.game!r}")
        if not level.bring_in < level.small_bet <= big:
            raise StructureError(f"{where}: stakes need bring-in < small bet <= big bet (R2), "
                                 f"not {level.bring_in}/{level.small_bet}/{big}")
        if level.ante > level.bring_in:
            raise StructureError(f"{where}: the ante {level.ante} is above the bring-in "
                                 f"{level.bring_in}")
        if previous is not None and (level.small_bet < previous.small_bet
                                     or level.ante < previous.ante
                                     or level.bring_in < previous.bring_in):
            raise StructureError(f"{where}: the stakes go down from level {number - 1} (levels "
                                 f"out of order)")
        smallest = in_play[0]
        if number <= structure.rebuy_levels and structure.chips_of_rebuy % smallest:
            raise StructureError(f"{where}: a rebuy's {structure.chips_of_rebuy} chips cannot "
                                 f"be made with the smallest chip in play ({smallest})")
        for name in ("ante", "bring_in", "small_bet"):
            if getattr(level, name) % smallest:
                raise StructureError(f"{where}: {name} {getattr(level, name)} cannot be made "
                                     f"with the smallest chip in play ({smallest})")
        if big % smallest:
            raise StructureError(f"{where}: big_bet {big} cannot be made with the smallest "
                                 f"chip in play ({smallest})")
        if level.color_up is not None:
            if level.color_up != smallest or len(in_play) < 2:
                raise StructureError(f"{where}: color_up {level.color_up} is not the smallest "
                                     f"of the chips in play {in_play} with a larger one left")
            if level.break_after <= 0 and structure.clock == "minutes":
                raise StructureError(f"{where}: a colour-up happens in a break")
            if (in_play[1] // smallest - 1) * structure.table_size > 52:
                raise StructureError(f"{where}: a chip race of {smallest} chips into "
                                     f"{in_play[1]} needs more cards than a deck holds")
            in_play.pop(0)
        previous = level
    payouts = structure.payouts
    if not payouts:
        raise StructureError("a structure has at least one payout table")
    last = 0
    for row in payouts:
        _int(row.entrants, "payouts: entrants", 2, MAX_ENTRANTS)
        if row.entrants <= last:
            raise StructureError("payout tables are in order of entrants, each once")
        last = row.entrants
        percent = row.percent
        if not percent or any(isinstance(p, bool) or not isinstance(p, (int, float))
                              or not math.isfinite(p) or p <= 0 for p in percent):
            raise StructureError(f"payouts for {row.entrants}: percentages > 0, not "
                                 f"{list(percent)!r}")
        if list(percent) != sorted(percent, reverse=True):
            raise StructureError(f"payouts for {row.entrants}: a place pays more than the "
                                 f"one above it")
        if abs(math.fsum(percent) - 100) > 1e-6:
            raise StructureError(f"payouts for {row.entrants}: the percentages add up to "
                                 f"{math.fsum(percent):g}, not 100")
        if len(percent) > row.entrants:
            raise StructureError(f"payouts for {row.entrants}: {len(percent)} places paid")


_LEVEL_KEYS = {f.name for f in fields(Level)}
_STRUCTURE_KEYS = {f.name for f in fields(Structure)} - {"levels", "payouts"}


def structure_from_dict(data: dict[str, Any], default_name: str = "") -> Structure:
    """A structure from parsed TOML (see the module's notes)."""
    if not isinstance(data, dict):
        raise StructureError("a structure is a table of keys")
    unknown = set(data) - _STRUCTURE_KEYS - {"levels", "payouts"}
    if unknown:
        raise StructureError(f"unknown key(s) {', '.join(sorted(unknown))}")
    levels = data.get("levels")
    if not isinstance(levels, list) or not all(isinstance(row, dict) for row in levels):
        raise StructureError("levels is an array of tables ([[levels]])")
    built = []
    for number, row in enumerate(levels, 1):
        if set(row) - _LEVEL_KEYS:
            raise StructureError(f"level {number}: unknown key(s) "
                                 f"{', '.join(sorted(set(row) - _LEVEL_KEYS))}")
        try:
            built.append(Level(**row))
        except TypeError as error:
            raise StructureError(f"level {number}: {error}") from None
    payouts = data.get("payouts")
    if not isinstance(payouts, list) or not all(isinstance(row, dict) for row in payouts):
        raise StructureError("payouts is an array of tables ([[payouts]])")
    rows = []
    for row in payouts:
        if set(row) != {"entrants", "percent"} or not isinstance(row["percent"], list):
            raise StructureError("each [[payouts]] table has entrants and a percent array")
        rows.append(Payouts(row["entrants"], tuple(row["percent"])))
    rest = {key: value for key, value in data.items() if key not in ("levels", "payouts")}
    rest.setdefault("name", default_name)
    if "chips" in rest:
        if not isinstance(rest["chips"], list):
            raise StructureError("chips is an array of denominations")
        rest["chips"] = tuple(rest["chips"])
    try:
        return Structure(levels=tuple(built), payouts=tuple(rows), **rest)
    except TypeError as error:
        raise StructureError(str(error)) from None


def structure_names() -> list[str]:
    """The structures that come with cstud, by name (``load_structure(name)``)."""
    folder = resources.files("cstud.tournament") / "structures"
    return sorted(entry.name[:-5] for entry in folder.iterdir()
                  if entry.name.endswith(".toml"))


MAX_FILE_BYTES = 1_000_000


def load_structure(source: str | Path) -> Structure:
    """A structure by the name of one that comes with cstud, or from a TOML file."""
    text: str
    name = str(source)
    if isinstance(source, str) and source in structure_names():
        text = (resources.files("cstud.tournament") / "structures" / f"{source}.toml"
                ).read_text(encoding="utf-8")
    else:
        path = Path(source)
        if not path.is_file():
            raise StructureError(f"no structure named {name!r} (one of "
                                 f"{', '.join(structure_names())}) and no such file")
        if path.stat().st_size > MAX_FILE_BYTES:
            raise StructureError(f"{path} is larger than {MAX_FILE_BYTES:,} bytes")
        text = path.read_text(encoding="utf-8")
        name = path.stem
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise StructureError(f"{name}: not TOML: {error}") from None
    return structure_from_dict(data, name)


