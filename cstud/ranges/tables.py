"""Starting-hand tables: every 3-card start's equity against 1 to 7 random opponents.

All-in equity does not care which card is the door or what the suits are called, so the 22,100
three-card starts fall into 1,755 *suit classes* (starts equal up to renaming the suits), and
one figure serves a whole class. A figure is the start's Monte Carlo equity (cstud.equity, the
start against n opponents holding "?? ?? ??") with its standard error, for stud/8, stud and
razz. The tables ship as package data (``start_tables.npz``), made by
``tools/build_start_tables.py`` from a seed; every figure's own seed is derived from that seed,
the game, the number of opponents and the class, so any figure can be recomputed alone.

"top N%" in a range takes the classes in order of their equity against one opponent, best
first, while the starts in better classes are fewer than N% of all 22,100.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from cstud import _core
from cstud.cards import Cards, format_cards
from cstud.ranges._starts import _start_cards, _starts

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "GAMES",
    "N_CLASSES",
    "N_STARTS",
    "OPPONENTS",
    "Standing",
    "StartTables",
    "checksum",
    "class_of",
    "class_representatives",
    "compute_figure",
    "figure_seed",
    "load_tables",
    "percentile",
    "standing",
    "start_classes",
    "top_fraction",
]

GAMES = _core.GAMES
OPPONENTS = range(1, 8)
"""The opponent counts a table has a figure for."""

N_STARTS = 22_100
N_CLASSES = 1_755
SCALE = 65_535
"""Figures are stored as uint16 fractions of SCALE: equity to 1.5e-5, far below its error."""

DATA_FILE = "start_tables.npz"


@cache
def start_classes() -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.int32]]:
    """Every 3-card start (22,100 rows of sorted codes) and its suit class (0..1754).

    A class's key is the smallest code triple among the 24 renamings of its suits; classes
    are numbered in the order of their keys."""
    import itertools

    import numpy as np

    starts = np.array(list(itertools.combinations(range(52), 3)), dtype=np.int64)
    keys = np.full(len(starts), np.iinfo(np.int64).max)
    for perm in itertools.permutations(range(4)):
        renamed = starts // 4 * 4 + np.asarray(perm)[starts % 4]
        renamed.sort(axis=1)
        keys = np.minimum(keys, renamed[:, 0] * 2704 + renamed[:, 1] * 52 + renamed[:, 2])
    _, classes = np.unique(keys, return_inverse=True)
    return starts.astype(np.uint8), classes.astype(np.int32)


def class_of(cards: Cards) -> int:
    """The suit class (0..1754) of a 3-card start."""
    codes = sorted(_core.card_codes(cards))
    if len(codes) != 3 or len(set(codes)) != 3:
        raise ValueError(f"a start is three different cards, not {cards!r}")
    a, b, c = codes
    return int(_class_lookup()[a * 2704 + b * 52 + c])


@cache
def _class_lookup() -> npt.NDArray[np.int64]:
    """Class of the sorted triple (a, b, c) at a * 2704 + b * 52 + c (-1 where not a start)."""
    import numpy as np

    starts, classes = start_classes()
    codes = starts.astype(np.int64)
    lookup = np.full(52 * 52 * 52, -1, np.int64)
    lookup[codes[:, 0] * 2704 + codes[:, 1] * 52 + codes[:, 2]] = classes
    return lookup


def class_representatives() -> npt.NDArray[np.uint8]:
    """One start per class (its first in code order), shape (1755, 3)."""
    import numpy as np

    starts, classes = start_classes()
    _, first = np.unique(classes, return_index=True)
    return starts[first]


def figure_seed(seed: int, game: str, opponents: int, klass: int) -> int:
    """The Monte Carlo seed of one figure, derived from the table's seed."""
    import numpy as np

    state = np.random.SeedSequence([seed, GAMES.index(game), opponents, klass])
    return int(state.generate_state(1, np.uint64)[0])


def compute_figure(game: str, opponents: int, klass: int, *, seed: int, trials: int
                   ) -> tuple[float, float]:
    """One table figure: (equity, standard error) of the class's start against `opponents`
    random hands, by Monte Carlo with the figure's own seed."""
    from cstud.equities import equity

    start = format_cards(class_representatives()[klass].tolist())
    result = equity([start] + ["?? ?? ??"] * opponents, game=game, trials=trials,
                    seed=figure_seed(seed, game, opponents, klass), exact_limit=0)
    return result[0].equity, result.stderr("equity", 0)


@dataclass(frozen=True)
class StartTables:
    """The shipped tables: equity[game] and stderr[game] are (7, 1755) float arrays, row
    n - 1 for n opponents; seed and trials are what they were made with."""

    equity: dict[str, npt.NDArray[np.float64]]
    stderr: dict[str, npt.NDArray[np.float64]]
    seed: int
    trials: int


def encode(values: npt.NDArray[np.float64]) -> npt.NDArray[np.uint16]:
    import numpy as np

    return np.round(np.clip(values, 0, 1) * SCALE).astype(np.uint16)


def checksum(arrays: dict[str, npt.NDArray[np.uint16]]) -> str:
    """SHA-256 over the stored arrays, in name order (what a test pins)."""
    digest = hashlib.sha256()
    for name in sorted(arrays):
        digest.update(name.encode())
        digest.update(arrays[name].tobytes())
    return digest.hexdigest()


@cache
def load_tables() -> StartTables:
    """The starting-hand tables shipped with cstud."""
    import numpy as np

    with resources.files("cstud.ranges").joinpath(DATA_FILE).open("rb") as handle:
        data = dict(np.load(handle))
    return StartTables(
        equity={g: data[f"{g}_equity"] / SCALE for g in GAMES},
        stderr={g: data[f"{g}_stderr"] / SCALE for g in GAMES},
        seed=int(data["seed"]),
        trials=int(data["trials"]),
    )


@cache
def _order(game: str, opponents: int = 1) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """Classes best first against `opponents` random hands, and the starts in better classes
    per class."""
    import numpy as np

    figures = load_tables().equity[game][opponents - 1]
    _, classes = start_classes()
    sizes = np.bincount(classes, minlength=N_CLASSES)
    order = np.lexsort((np.arange(N_CLASSES), -figures))   # ties: the lower class first
    better = np.empty(N_CLASSES, np.int64)
    better[order] = np.concatenate([[0], np.cumsum(sizes[order])[:-1]])
    return order, better


@dataclass(frozen=True)
class Standing:
    """Where one start stands in a game's table against some number of random opponents.

    equity, stderr: the table's figure for the start's suit class and its standard error;
    rank: the class's place, 1 for the best of the N_CLASSES; better: how many of the 22,100
    starts are in better classes; starts: how many starts the class holds (the suit
    renamings of this one); percentile: better / 22,100, the share of starts ranked above
    (0.0 for the best; "top 10%" holds the start when this is below 0.10 for one opponent).
    """

    game: str
    opponents: int
    equity: float
    stderr: float
    rank: int
    better: int
    starts: int

    @property
    def percentile(self) -> float:
        return self.better / N_STARTS


def standing(cards: Cards, game: str, opponents: int = 1) -> Standing:
    """Where a 3-card start stands among all starts in `game` against `opponents` (1 to 7)
    random hands, by the shipped tables. Raises ValueError for anything but three different
    cards, an unknown game or an opponent count outside 1..7."""
    import numpy as np

    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}: choose {', '.join(GAMES)}")
    if isinstance(opponents, bool) or not isinstance(opponents, int | np.integer) \
            or opponents not in OPPONENTS:
        raise ValueError(f"the tables rank starts against 1 to 7 opponents, not {opponents!r}")
    klass = class_of(cards)
    order, better = _order(game, int(opponents))
    tables = load_tables()
    sizes = np.bincount(start_classes()[1], minlength=N_CLASSES)
    return Standing(game, int(opponents), float(tables.equity[game][opponents - 1, klass]),
                    float(tables.stderr[game][opponents - 1, klass]),
                    int(np.flatnonzero(order == klass)[0]) + 1, int(better[klass]),
                    int(sizes[klass]))


def percentile(cards: Cards, game: str) -> float:
    """The share of all starts that rank above this start's class (0.0 for the best)."""
    return float(_order(game)[1][class_of(cards)] / N_STARTS)


def top_fraction(fraction: float, game: str) -> npt.NDArray[np.bool_]:
    """Which (hole pair, door) starts are in the top `fraction` of starts (see the module)."""
    import numpy as np

    _, better = _order(game)
    included = better < fraction * N_STARTS
    lookup = _class_lookup()
    hole1, hole2, door = _start_cards()
    low = np.minimum(np.minimum(hole1, hole2), door)
    high = np.maximum(np.maximum(hole1, hole2), door)
    middle = hole1 + hole2 + door - low - high
    member = np.zeros(hole1.shape, bool)
    valid = _starts()[2]
    klass = lookup[low[valid] * 2704 + middle[valid] * 52 + high[valid]]
    member[valid] = included[klass]
    return member
