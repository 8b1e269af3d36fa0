"""All-in equity for Stud Hi/Lo, stud and razz: exact when affordable, else Monte Carlo.

Given each player's known cards (``"??"`` for a hole card nobody has seen) and the dead cards
(folded upcards, anything else seen), every player is dealt the rest of a seven-card hand from
the unseen cards, and the result says how often each one scoops, wins the high, wins the low,
and what share of the pot he can expect.

Definitions (they match the project's equity oracle, tests/data/stud8_equity_cases.json):

* The high half goes to the best high hand(s); the low half to the best qualifying eight-or-
  better low(s); with no qualifying low the high takes the whole pot. Tied hands split their
  half equally (so a pot can be quartered). Stud has no low half; in razz the best ace-to-five
  low takes the whole pot.
* ``equity``: expected share of the pot. ``scoop``: P(the whole pot, alone: the high outright
  and the low outright or no low). ``p_high`` / ``p_low``: P(win or tie that half).
  ``high_share`` / ``low_share``: expected fraction of that half's award, ties counted as
  fractions; runouts with no low add nothing to ``low_share``, so the players' ``low_share``
  values add up to 1 - ``p_no_low``.
* Deck (RULES.md R16): one 52-card deck, no burn cards modelled. When the unseen cards cannot
  give every player his own 7th card (eight players on 7th street), one community card is the
  7th card of every player who still needs one.

The work is split into chunks whose layout depends only on the problem and the number of
trials, and Monte Carlo chunk ``i`` draws from the generator stream (seed, i). So the same seed
gives the same answer with or without an executor and with any number of workers. Exact results
are integer counts and do not depend on the chunking at all.
"""

from __future__ import annotations

import functools
import math
import operator
import secrets
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, wait
from dataclasses import dataclass, field
from itertools import pairwise
from typing import TYPE_CHECKING, Any, NamedTuple

from cstud import _core
from cstud.cards import _CARDS, Card, Cards, card, format_cards

if TYPE_CHECKING:  # NumPy is imported when equity runs, not with cstud
    import numpy as np
    import numpy.typing as npt

GAMES = _core.GAMES
"""The games equity knows: Stud Hi/Lo eight or better, high-only stud, and razz."""

DEFAULT_TRIALS = 1_000_000
"""Monte Carlo trials when none are given: a standard error of at most 0.0005 on any figure."""

DEFAULT_EXACT_LIMIT = 50_000_000
"""Enumerate exactly when there are at most this many runouts (well under a second)."""

MAX_TRIALS = 10**12
"""The most Monte Carlo trials one call may ask for. A million trials give a standard error
of at most 0.0005, a billion 0.000016; 10**12 is already hours of work for every core."""

MAX_EXACT_LIMIT = 10**12
"""The highest ``exact_limit``: enumerating more runouts than this would take hours."""

MAX_PENDING_CHUNKS = 256
"""Chunks submitted to an executor and not yet added up, at most: memory stays bounded
however many trials there are."""

SAMPLE_CHUNK = 1 << 18
"""Monte Carlo trials per chunk. Fixed, so that the seed alone decides the answer."""

ENUMERATION_CHUNK = 1 << 24
"""Runouts per chunk of an exact enumeration, roughly."""

HEADSUP_WORK_LIMIT = 1 << 25
"""The most completions the heads-up counter may hold (4 bytes each) however high the limit."""

COUNT3_MEMORY_LIMIT = 1 << 25
"""The most subset entries (4 bytes each) the three-way counter may hold for one player."""

COUNT3_CHUNK = 1 << 28
"""Work units per chunk of a three-way count, roughly (a unit is about 1.6 ns here)."""

STATISTICS = ("equity", "scoop", "p_high", "p_low", "high_share", "low_share")
"""The per-player figures, in the order of PlayerEquity's fields."""

UNKNOWN = "??"
"""A card that was dealt but that nobody has seen (a hole card)."""

# The core's game codes are the games' places in GAMES.
_GAME_CODES = {game: code for code, game in enumerate(GAMES)}
_RAZZ = _GAME_CODES["razz"]
# Units per pot: every tie among up to 8 players splits 840 = lcm(1..8) evenly, so all sums
# stay integers and exact.
_HALF = 840
_POT = 2 * _HALF
# Each statistic's value in one runout is an integer count of these units.
_UNITS = (_POT, 1, 1, 1, _HALF, _HALF)


@dataclass(frozen=True)
class PlayerEquity:
    """One player's results: known cards, how many unknown, and six probabilities/shares.

    equity: expected share of the pot.
    scoop: probability of taking the whole pot alone.
    p_high, p_low: probability of winning or tying the high half, the low half (stud8;
        in stud only the high counts, in razz only the low).
    high_share, low_share: expected fraction of the high award, of the low award (a low that
        does not exist is nobody's: see p_no_low).
    """

    cards: tuple[Card, ...]
    unknown: int
    equity: float
    scoop: float
    p_high: float
    p_low: float
    high_share: float
    low_share: float

    @property
    def hand(self) -> str:
        """The player's known cards as text, with ``??`` for each unknown one."""
        return " ".join([UNKNOWN] * self.unknown + [repr(c) for c in self.cards]) or "(none)"

    def __repr__(self) -> str:
        figures = ", ".join(f"{name}={getattr(self, name):.4f}" for name in STATISTICS)
        return f"PlayerEquity({self.hand!r}, {figures})"


_new = object.__new__


@dataclass(frozen=True)
class EquityResult:
    """Equity of every player, with what it was computed over.

    players: one PlayerEquity per hand, in the order given (also ``result[i]``).
    p_no_low: probability that no player has a qualifying low (1.0 in stud, 0.0 in razz).
    runouts: how many runouts the figures are over: all of them when exact, else the trials.
    possible_runouts: how many distinct runouts there are.
    exact: whether every runout was counted (else Monte Carlo; see stderr()).
    community_card: whether the deck runs short and one shared card is the 7th card (R16).
    seed: the Monte Carlo seed (None when exact); pass it again to get the same answer.
    """

    game: str
    players: tuple[PlayerEquity, ...]
    dead: tuple[Card, ...]
    p_no_low: float
    runouts: int
    possible_runouts: int
    exact: bool
    community_card: bool
    seed: int | None
    _errors: tuple[tuple[float, ...], ...] = field(repr=False, compare=False)

    def stderr(self, statistic: str = "equity", player: int | None = None) -> float:
        """Standard error of a Monte Carlo figure (0.0 when exact, or when the game's rules
        fix the figure), taken as though one deal won and one lost were added to the sample,
        so that a few deals that all ended one way do not read as a certainty.

        ``stderr("equity", 0)`` for a player's figure, ``stderr("p_no_low")`` for the table's.
        """
        if statistic == "p_no_low":
            return self._errors[-1][0]
        if statistic not in STATISTICS:
            raise ValueError(
                f"unknown statistic {statistic!r}: choose from {', '.join(STATISTICS)}, p_no_low")
        if player is None:
            raise ValueError(f"{statistic} is a player's figure: say which player")
        return self._errors[player][STATISTICS.index(statistic)]

    def __len__(self) -> int:
        return len(self.players)

    def __getitem__(self, player: int) -> PlayerEquity:
        return self.players[player]

    def __iter__(self) -> Iterator[PlayerEquity]:
        return iter(self.players)

    def __repr__(self) -> str:
        if self.exact:
            how = f"exact over {self.runouts:,} runouts"
        else:
            how = (f"Monte Carlo, {self.runouts:,} of {self.possible_runouts:,} runouts, "
                   f"seed {self.seed}")
        lines = [f"EquityResult({self.game}, {how}"
                 + (", community card" if self.community_card else "")
                 + (f", dead {format_cards(self.dead)}" if self.dead else "")
                 + f", p_no_low={self.p_no_low:.4f}"]
        lines += [f"  {player!r}" for player in self.players]
        return "\n".join(lines) + ")"

    __str__ = __repr__


# ---------------------------------------------------------------------------------------
# The problem as the compiled core sees it, and the chunks of work.

class _Problem(NamedTuple):
    game: int
    unseen: bytes                   # card codes nobody has seen, the deck runouts come from
    known: tuple[bytes, ...]        # each player's known cards
    need: tuple[int, ...]           # cards each player still gets, 7 - known
    community: bool

    @property
    def draws(self) -> list[int]:
        """Cards dealt to each player alone (the community card, if any, is shared)."""
        return [n - 1 if self.community and n else n for n in self.need]

    def levels(self) -> list[int]:
        """Cards chosen at each level of the enumeration: community card, then players."""
        return ([1] if self.community else []) + [d for d in self.draws if d]

    def runouts(self) -> int:
        return _runouts(len(self.unseen), tuple(self.levels()))

    def headsup_work(self) -> int | None:
        """Completions the heads-up counter handles (None if it does not apply)."""
        if len(self.need) != 2 or self.community:
            return None
        return _headsup_work(len(self.unseen), *self.need)

    def count3_work(self) -> int | None:
        """Work units of the three-way counter (None if it does not apply or would hold too
        much memory, or its sums could pass 2**63)."""
        if len(self.need) != 3 or self.community:
            return None
        n = len(self.unseen)
        if (max(math.comb(n, k) << k for k in self.need) > COUNT3_MEMORY_LIMIT
                or self.runouts() * _POT >= 1 << 63):
            return None
        return sum(_count3_hero_work(n, self.need, hero)[0] for hero in range(3))


@functools.cache
def _runouts(n_unseen: int, levels: tuple[int, ...]) -> int:
    total, left = 1, n_unseen
    for size in levels:
        total *= math.comb(left, size)
        left -= size
    return total


@functools.cache
def _headsup_work(n: int, a: int, b: int) -> int:
    return sum(math.comb(n, a) * math.comb(a, s) + math.comb(n, b) * math.comb(b, s)
               for s in range(min(a, b) + 1))


@functools.cache
def _count3_hero_work(n: int, need: tuple[int, ...], hero: int) -> tuple[int, int]:
    """(work units, completions) of one hero's part of the three-way count: per hero
    completion, each other completion's subsets, and the histogram groups read."""
    b, c = need[(hero + 1) % 3], need[(hero + 2) % 3]
    top = min(b, c) - (b == c)
    per = (math.comb(n, b) << b) + (math.comb(n, c) << c) + 9 * sum(
        math.comb(n, s) for s in range(top + 1))
    return math.comb(n, need[hero]) * per, math.comb(n, need[hero])


def _run_chunk(problem: _Problem, task: tuple[Any, ...]) -> npt.NDArray[Any]:
    """Do one chunk of work in the compiled core: outcome-pattern counts.

    Module-level (so picklable) for process pools and dask. The task is
    ("headsup",), ("enumerate", first, last), ("sample", trials, seed, stream) or
    ("count3", hero, first, last); a three-way count gives the figures' integer sums by
    slot (see _slot_figures), not outcome-pattern counts.
    """
    return _run_task(*problem, task)


def _run_task(game: int, unseen: bytes, known: tuple[bytes, ...], need: tuple[int, ...],
              community: bool, task: tuple[Any, ...]) -> npt.NDArray[Any]:
    """_run_chunk on the problem's fields: what a short call runs, with no _Problem made."""
    kind = task[0]
    args = (game, unseen, list(known), need)
    if kind == "headsup":
        return _core._equity_headsup(*args)
    if kind == "enumerate":
        return _core._equity_enumerate(*args, community, task[1], task[2])
    if kind == "sample":
        return _core._equity_sample(*args, community, task[1], task[2], task[3])
    if kind == "count3":
        import numpy as np

        hero = task[1]
        high, low, high_no_low, p_high, p_low, scoop, no_low = _core._equity_count3(
            *args, *task[1:])
        sums = np.zeros(3 * len(STATISTICS) + 1, dtype=np.int64)
        equity_ = 2 * low if game == _RAZZ else high + low + high_no_low
        sums[hero * 6:hero * 6 + 6] = (equity_, scoop, p_high, p_low, high, low)
        if hero == 0:   # every hero's count of runouts with no low is the same
            sums[-1] = no_low
        return sums
    raise ValueError(f"unknown task {kind!r}")


def _plan_exact(problem: _Problem, method: str) -> list[tuple[tuple[Any, ...], int]]:
    """Chunks (task, runouts it covers) of an exact count."""
    if method == "headsup":
        return [(("headsup",), problem.runouts())]
    if method == "count3":
        return list(_count3_chunks(len(problem.unseen), problem.need, problem.runouts()))
    return list(_enumeration_chunks(len(problem.unseen), tuple(problem.levels()),
                                    ENUMERATION_CHUNK))


@functools.cache
def _enumeration_chunks(n_unseen: int, levels: tuple[int, ...], chunk: int
                        ) -> tuple[tuple[tuple[Any, ...], int], ...]:
    """The enumeration's chunks: ranges of the first level's combinations of about `chunk`
    runouts each. They depend only on the shape of the problem, so they are made once."""
    runouts = _runouts(n_unseen, levels)
    first = math.comb(n_unseen, levels[0]) if levels else 1
    per_first = runouts // first
    n_chunks = min(first, max(1, -(-runouts // chunk)))
    bounds = [first * i // n_chunks for i in range(n_chunks + 1)]
    return tuple((("enumerate", lo, hi), (hi - lo) * per_first) for lo, hi in pairwise(bounds))


def _count3_chunks(n: int, need: tuple[int, ...], runouts: int
                   ) -> Iterator[tuple[tuple[Any, ...], int]]:
    """Each hero's completions in ranges of about COUNT3_CHUNK work units; the runouts are
    shared out among the chunks (for progress) in integers that add up to the total."""
    tasks = []
    for hero in range(3):
        work, completions = _count3_hero_work(n, need, hero)
        pieces = min(completions, max(1, -(-work // COUNT3_CHUNK)))
        bounds = [completions * i // pieces for i in range(pieces + 1)]
        tasks += [("count3", hero, lo, hi) for lo, hi in pairwise(bounds) if lo < hi]
    for i, task in enumerate(tasks):
        yield task, runouts * (i + 1) // len(tasks) - runouts * i // len(tasks)


def _plan_sample(trials: int, seed: int) -> Iterator[tuple[tuple[Any, ...], int]]:
    """Chunks of SAMPLE_CHUNK trials (the last one shorter), stream i for chunk i: made one
    at a time as they are run, so that the plan takes no memory."""
    for stream, start in enumerate(range(0, trials, SAMPLE_CHUNK)):
        size = min(SAMPLE_CHUNK, trials - start)
        yield ("sample", size, seed, stream), size


# ---------------------------------------------------------------------------------------
# Reading the input.

def _read_hand(hand: Cards, where: str) -> tuple[list[int], int]:
    """Known card codes and the number of unknown ('??') cards of one hand."""
    if type(hand) is str:
        unknown = hand.count(UNKNOWN)
        known: Any = hand.replace(UNKNOWN, " ") if unknown else hand
    elif isinstance(hand, str):
        return _read_hand(str(hand), where)
    else:
        if hand is None or not isinstance(hand, Iterable):
            raise TypeError(f"{where} must be cards as text or a list of cards, not {hand!r}")
        items = list(hand)
        unknown = sum(1 for item in items if isinstance(item, str) and item.strip() == UNKNOWN)
        known = [item for item in items if not (isinstance(item, str) and item.strip() == UNKNOWN)]
    try:
        codes = _core.card_codes(known)
    except (ValueError, TypeError) as error:
        raise type(error)(f"{where}: {error}") from None
    return codes, unknown


def _mentions_unknown(cards: object) -> bool:
    """Whether text, or any text in a list of cards, holds '??' (``"??"``, ``"??As??"``,
    ``["As", "??"]``): the same answer for every way of writing the cards."""
    if isinstance(cards, str):
        return UNKNOWN in cards
    return isinstance(cards, list) and any(
        isinstance(item, str) and UNKNOWN in item for item in cards)


def _check_int(value: object, name: str) -> int:
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise TypeError(f"{name} must be an int, not {type(value).__name__}")
    return operator.index(value)  # type: ignore[arg-type]


_DECK = bytes(range(52))


def _claim_twice(groups: list[tuple[list[int], str]]) -> None:
    """Raise the error for the first card that two of these groups hold."""
    owner: dict[int, str] = {}
    for codes, where in groups:
        for code in codes:
            if code in owner:
                raise ValueError(f"{card(code)!r} is in both {owner[code]} and {where}")
            owner[code] = where


def _refuse_streets(sizes: list[int]) -> None:
    """The error for hands no stud deal gives: every live hand has 3 to 7 cards, and all
    have as many (each live player has been dealt the same streets)."""
    smallest = min(sizes)
    if smallest < 3:
        where = sizes.index(smallest)
        raise ValueError(f"hands[{where}] has {smallest} card{'s' * (smallest != 1)}; a stud "
                         f"hand has at least 3 (two down and one up), '??' for an unseen one")
    if max(sizes) != smallest:
        listed = ", ".join(f"hands[{i}] {size}" for i, size in enumerate(sizes))
        raise ValueError(f"live hands have as many cards as each other (they were dealt the "
                         f"same streets), but these have {listed}")


def _read_problem(hands: Sequence[Cards], dead: Cards, game: str
                  ) -> tuple[_Problem, list[int], list[int]]:
    """Check the input and turn it into a problem; also each hand's '??' count, the dead cards."""
    if not isinstance(game, str):
        raise TypeError(f"game must be text ({', '.join(GAMES)}), not {type(game).__name__}")
    code = _GAME_CODES.get(game)
    if code is None:
        raise ValueError(f"unknown game {game!r}: choose {', '.join(GAMES)}")
    if type(hands) is not list and (isinstance(hands, str) or not isinstance(hands, Iterable)):
        raise TypeError("hands must be a list with one hand per player, e.g. "
                        "['As 2s 3h', '?? ?? Kd']")
    if type(hands) is not list:
        hands = list(hands)
    if len(hands) < 2:
        raise ValueError(f"equity needs at least 2 players, got {len(hands)}")
    if len(hands) > 8:
        raise ValueError(f"stud is played by at most 8 players (RULES.md R1), got {len(hands)}")
    known, need, unknowns, sizes = [], [], [], []
    for index, hand in enumerate(hands):
        codes, unknown = _read_hand(hand, f"hands[{index}]")
        size = len(codes) + unknown
        if size > 7:
            raise ValueError(f"hands[{index}] has {size} cards; a stud hand has at most 7")
        known.append(bytes(codes))
        need.append(7 - len(codes))
        unknowns.append(unknown)
        sizes.append(size)
    if type(dead) is not str and isinstance(dead, Iterable):
        dead = list(dead)      # read once: it is looked at twice
    if _mentions_unknown(dead):
        raise ValueError("dead cards are cards that were seen: '??' has no place among them")
    dead_codes = (_read_hand(dead, "dead")[0]
                  if dead or not isinstance(dead, (str, list)) else [])
    seen = b"".join(known) + bytes(dead_codes)
    if len(set(seen)) != len(seen):
        _claim_twice([*((list(codes), f"hands[{i}]") for i, codes in enumerate(known)),
                      (dead_codes, "the dead cards")])
    if min(sizes) < 3 or max(sizes) != min(sizes):
        _refuse_streets(sizes)
    unseen = _DECK.translate(None, seen)
    community = sum(need) > len(unseen)
    if community and sum(n - 1 for n in need if n) + 1 > len(unseen):
        raise ValueError(
            f"the deck cannot serve these {len(hands)} players: they need {sum(need)} more "
            f"cards and only {len(unseen)} are unseen, too few even with a community card")
    problem = _Problem(code, unseen, tuple(known), tuple(need), community)
    return problem, unknowns, dead_codes


# ---------------------------------------------------------------------------------------
# From outcome counts to figures.

def _runout_values(pattern: int, n_players: int, game: int) -> list[tuple[int, ...]]:
    """Each player's statistics in one runout with this outcome pattern, in _UNITS."""
    high_mask, low_mask = pattern >> n_players, pattern & ((1 << n_players) - 1)
    n_high, n_low = high_mask.bit_count(), low_mask.bit_count()
    values: list[tuple[int, ...]] = []
    for player in range(n_players):
        bit = 1 << player
        high = bool(high_mask & bit)
        low = bool(low_mask & bit)
        high_share = _HALF // n_high if high else 0
        low_share = _HALF // n_low if low else 0
        if game == _RAZZ:                       # the low is the whole pot
            equity, scoop = 2 * low_share, low_mask == bit
        elif not low_mask:                      # stud, or nobody has a low: high takes all
            equity, scoop = 2 * high_share, high_mask == bit
        else:
            equity, scoop = high_share + low_share, high_mask == bit and low_mask == bit
        values.append((equity, int(scoop), int(high), int(low), high_share, low_share))
    return values


@functools.cache
def _pattern_terms(pattern: int, n_players: int, game: int) -> tuple[tuple[int, int], ...]:
    """The nonzero values of one runout with this pattern, as (slot, value): slot
    player * 6 + statistic, and slot n_players * 6 for 'no low'. Made once per pattern."""
    terms = [(player * len(STATISTICS) + k, value)
             for player, values in enumerate(_runout_values(pattern, n_players, game))
             for k, value in enumerate(values) if value]
    if pattern & ((1 << n_players) - 1) == 0:
        terms.append((n_players * len(STATISTICS), 1))
    return tuple(terms)


def _summarise(counts: npt.NDArray[np.uint64], n_players: int, game: int, exact: bool
               ) -> tuple[list[list[float]], float, tuple[tuple[float, ...], ...]]:
    """Means of every statistic and their standard errors.

    Sums are exact integers (Python ints: no overflow however many runouts), and each mean is
    one correctly rounded division of two of them, so the figures are the exact fractions
    rounded once."""
    if len(counts) <= 256:
        listed = counts.tolist()
        nonzero = [(pattern, count) for pattern, count in enumerate(listed) if count]
    else:
        patterns = counts.nonzero()[0]
        nonzero = list(zip(patterns.tolist(), counts[patterns].tolist(), strict=True))
    if exact and len(nonzero) == 1:
        return _one_pattern(nonzero[0][0], n_players, game)
    return _figures(nonzero, n_players, game, exact)


def _slot_figures(sums: list[int], n_players: int, total: int
                  ) -> tuple[list[list[float]], float, tuple[tuple[float, ...], ...]]:
    """_figures of an exact count given its integer sums by slot: the same divisions."""
    width = len(STATISTICS)
    units = [*_UNITS * n_players, 1]
    means = [sums[slot] / (units[slot] * total) for slot in range(len(units))]
    errors = ((0.0,) * width,) * n_players + ((0.0,),)
    return ([means[p * width:(p + 1) * width] for p in range(n_players)], means[-1], errors)


def _figures(nonzero: list[tuple[int, int]], n_players: int, game: int, exact: bool
             ) -> tuple[list[list[float]], float, tuple[tuple[float, ...], ...]]:
    """_summarise from the (pattern, count) pairs of the patterns that came."""
    width = len(STATISTICS)
    slots = n_players * width + 1
    sums = [0] * slots
    squares = [0] * slots
    total = 0
    for pattern, count in nonzero:
        total += count
        for slot, value in _pattern_terms(pattern, n_players, game):
            sums[slot] += count * value
            if not exact:
                squares[slot] += count * value * value
    units = [*_UNITS * n_players, 1]
    means = [sums[slot] / (units[slot] * total) for slot in range(slots)]
    if exact:
        errors = ((0.0,) * width,) * n_players + ((0.0,),)
    else:
        fixed = _FIXED_BY_RULES.get(game, ())
        names = [*STATISTICS * n_players, "p_no_low"]
        root = [0.0 if names[slot] in fixed
                else _two_more_stderr(sums[slot], squares[slot], total, units[slot])
                for slot in range(slots)]
        errors = tuple(tuple(root[p * width:(p + 1) * width]) for p in range(n_players))
        errors += ((root[-1],),)
    return ([means[p * width:(p + 1) * width] for p in range(n_players)], means[-1], errors)


# Figures the game's rules fix, whatever is dealt: they keep a standard error of 0.0.
_FIXED_BY_RULES = {_GAME_CODES["stud"]: ("p_low", "low_share", "p_no_low"),
                   _RAZZ: ("p_high", "high_share", "p_no_low")}


def _two_more_stderr(total: int, squares: int, deals: int, unit: int) -> float:
    """The standard error of the mean of `deals` values between 0 and 1, given in whole
    units of 1/unit by their sum `total` and the sum of their squares `squares`, taken as
    though the sample held one more value 0 and one more value 1 (the Bayes-Laplace "add one
    win and one loss"). The plain formula says 0.0 whenever every deal drawn ended the same
    way, and too little when a rare outcome came less often than its chance, as small samples
    often do: an equity of 0.97 is won in all of 135 deals 2% of the time, and was then
    reported as known exactly. The variance is taken exactly, in integers, then divided once."""
    n = deals + 2
    total += unit
    squares += unit * unit
    return math.sqrt(max(squares * n - total * total, 0) / (unit * unit * n * n * n))


@functools.cache
def _one_pattern(pattern: int, n_players: int, game: int
                 ) -> tuple[list[list[float]], float, tuple[tuple[float, ...], ...]]:
    """_summarise's answer when every runout of an exact count ends the same way (one runout,
    say): the pattern's own values, made once."""
    return _figures([(pattern, 1)], n_players, game, True)


# ---------------------------------------------------------------------------------------
# The public call.

def equity(
    hands: Sequence[Cards],
    dead: Cards = (),
    *,
    game: str = "stud8",
    trials: int | None = None,
    seed: int | None = None,
    executor: Executor | None = None,
    exact_limit: int = DEFAULT_EXACT_LIMIT,
    progress: Callable[[int, int], object] | None = None,
) -> EquityResult:
    """Each player's equity, scoop and half-winning chances, exact or by Monte Carlo.

    hands: each player's known cards, up to 7, as text (``"As 2s 3h"``) or a list of cards;
        ``"??"`` stands for a hole card nobody has seen (dealt from the unseen cards).
    dead: folded upcards and any other card seen; they cannot come.
    game: ``"stud8"`` (Stud Hi/Lo, eight or better), ``"stud"`` (high only) or ``"razz"``.
    trials: Monte Carlo trials (default 1,000,000) when the problem is too big to enumerate;
        at most ``MAX_TRIALS`` (10**12). Memory does not grow with the trials.
    seed: an int 0..2**64-1 that fixes the Monte Carlo answer (default: a fresh random seed,
        reported in the result).
    executor: any concurrent.futures.Executor (threads, processes, or dask's
        ``client.get_executor()``) to run the chunks on; the answer does not depend on it.
    exact_limit: enumerate every runout when there are at most this many. Heads-up and
        three-way, runouts are counted without visiting each one, and the count's work is
        compared with the limit instead: about 2^k C(n, k) completions per player heads-up
        (5 million from 3rd street), about 5 x 10**9 steps (8 s) for three on 4th street.
        At most ``MAX_EXACT_LIMIT`` (10**12).
    progress: called as ``progress(runouts_done, runouts_total)`` after each chunk.

    Three suited wheel cards against a pair of kings on 3rd street, every runout counted:

    >>> result = equity(["As 2s 3s", "Kh Kd 7c"])
    >>> result.exact, result.runouts
    (True, 18265297050)
    >>> [round(player.equity, 4) for player in result], round(result[0].scoop, 4)
    ([0.5665, 0.4335], 0.4166)
    """
    code = _GAME_CODES.get(game) if type(game) is str else None
    # Plainly right input is read in one compiled pass; anything else, every error included,
    # by the checked reading, which words what is wrong.
    read = None if code is None else _core._equity_read(hands, dead, _CARDS)
    unknowns: Sequence[int]
    known_cards: Sequence[tuple[Card, ...]]
    if code is None or read is None:
        problem, unknowns, dead_codes = _read_problem(hands, dead, game)
        code, unseen, known, need, community = problem
        known_cards = [tuple([_CARDS[c] for c in codes]) for codes in known]
        dead_cards = tuple([_CARDS[c] for c in dead_codes])
    else:       # a short call makes no _Problem: only a plan of several chunks needs one
        unseen, known, need, community, unknowns, _, known_cards, dead_cards = read
    if trials is None:
        trials = DEFAULT_TRIALS
    elif type(trials) is not int:
        trials = _check_int(trials, "trials")
    if not 0 < trials <= MAX_TRIALS:
        raise ValueError(f"trials must be positive and at most MAX_TRIALS = {MAX_TRIALS:,}, "
                         f"got {trials}")
    if seed is not None:
        seed = _check_int(seed, "seed")
        if not 0 <= seed < 1 << 64:
            raise ValueError(f"seed must be in 0..2**64-1, got {seed}")
    if type(exact_limit) is not int:
        exact_limit = _check_int(exact_limit, "exact_limit")
    if not 0 <= exact_limit <= MAX_EXACT_LIMIT:
        raise ValueError(f"exact_limit must be 0 or more and at most MAX_EXACT_LIMIT = "
                         f"{MAX_EXACT_LIMIT:,}, got {exact_limit}")
    if executor is not None and not callable(getattr(executor, "submit", None)):
        raise TypeError(
            f"executor must be a concurrent.futures.Executor, not {type(executor).__name__}")
    if progress is not None and not callable(progress):
        raise TypeError("progress must be callable as progress(done, total)")

    possible, exact_plan = _shape_plan(len(unseen), need, community, exact_limit)
    plan: Iterable[tuple[tuple[Any, ...], int]]
    if exact_plan is not None:
        plan, exact, total = exact_plan, True, possible
    else:
        if seed is None:
            seed = secrets.randbits(64)
        plan, exact, total = _plan_sample(trials, seed), False, trials

    if executor is None and progress is None and exact_plan is not None and len(exact_plan) == 1:
        # one chunk: its counts are the answer
        counts = _run_task(code, unseen, known, need, community, exact_plan[0][0])
    else:
        counts = _run_plan(_Problem(code, unseen, known, need, community), plan, total,
                           executor, progress)
    n_players = len(need)
    counted = exact_plan is not None and exact_plan[0][0][0] == "count3"
    listed = counts.tolist() if exact and total == 1 and not counted else None
    if counted:
        means, p_no_low, errors = _slot_figures(counts.tolist(), n_players, total)
    elif listed is not None:      # one runout: its one pattern's figures are made once
        means, p_no_low, errors = _one_pattern(listed.index(1), n_players, code)
    else:
        means, p_no_low, errors = _summarise(counts, n_players, code, exact)
    # The fields go into each frozen object's __dict__ at once: the generated __init__ would
    # set them one by one through object.__setattr__, a third of a short call's time.
    players = []
    for cards, unknown, (equity_, scoop, p_high, p_low, high_share, low_share) in zip(
            known_cards, unknowns, means, strict=True):
        player = _new(PlayerEquity)
        player.__dict__.update(cards=cards, unknown=unknown, equity=equity_, scoop=scoop,
                               p_high=p_high, p_low=p_low, high_share=high_share,
                               low_share=low_share)
        players.append(player)
    result = _new(EquityResult)
    result.__dict__.update(
        game=game,
        players=tuple(players),
        dead=dead_cards,
        p_no_low=p_no_low,
        runouts=total,      # every chunk of the plan is run: its counts add up to this
        possible_runouts=possible,
        exact=exact,
        community_card=community,
        seed=None if exact else seed,
        _errors=errors,
    )
    return result


@functools.lru_cache(maxsize=1024)
def _shape_plan(n_unseen: int, need: tuple[int, ...], community: bool, exact_limit: int
                ) -> tuple[int, tuple[tuple[tuple[Any, ...], int], ...] | None]:
    """The runouts of a problem of this shape, and the chunks of its exact count (None for
    Monte Carlo): they depend on the shape alone, so a short call finds them made."""
    shape = _Problem(0, bytes(n_unseen), (), need, community)
    possible = shape.runouts()
    method = _exact_method(shape, possible, exact_limit)
    return possible, None if method is None else tuple(_plan_exact(shape, method))


def _exact_method(problem: _Problem, possible: int, exact_limit: int) -> str | None:
    """How to count every runout within the caller's limit ("headsup", "count3" or
    "enumerate"), or None for Monte Carlo. A counting method is chosen when its work is
    within the limit and below the number of runouts (or the runouts are beyond the limit)."""
    headsup = problem.headsup_work()
    if headsup is not None and headsup <= min(exact_limit, HEADSUP_WORK_LIMIT) and (
            headsup <= possible or possible > exact_limit):
        return "headsup"
    count3 = problem.count3_work()
    if count3 is not None and count3 <= exact_limit and (
            count3 <= possible or possible > exact_limit):
        return "count3"
    if possible <= exact_limit:
        return "enumerate"
    return None


def _run_plan(problem: _Problem, plan: Iterable[tuple[tuple[Any, ...], int]],
              total_runouts: int, executor: Executor | None,
              progress: Callable[[int, int], object] | None) -> npt.NDArray[Any]:
    """Run every chunk (here, or on the executor) and add up their counts.

    The plan is read as the work goes, and at most MAX_PENDING_CHUNKS chunks wait on the
    executor at once, so memory stays bounded however long the plan is. The counts are
    integers, so the order in which chunks finish does not change the sum."""
    done = 0
    if executor is None and isinstance(plan, (list, tuple)) and len(plan) == 1:
        (task, weight), = plan      # one chunk: its counts are the answer
        result = _run_chunk(problem, task)
        if progress is not None:
            progress(weight, total_runouts)
        return result
    # the sum starts as the first chunk's array: pattern counts, or a count's slot sums
    counts: npt.NDArray[Any] | None = None
    if executor is None:
        for task, weight in plan:
            chunk = _run_chunk(problem, task)
            counts = chunk if counts is None else counts + chunk
            done += weight
            if progress is not None:
                progress(done, total_runouts)
        assert counts is not None   # a plan has at least one chunk
        return counts
    pending: dict[Future[npt.NDArray[Any]], int] = {}

    def add_finished() -> None:
        """Wait for at least one pending chunk; add every finished one."""
        nonlocal done, counts
        finished, _ = wait(pending, return_when=FIRST_COMPLETED)
        for future in finished:
            chunk = future.result()
            counts = chunk if counts is None else counts + chunk
            done += pending.pop(future)
            if progress is not None:
                progress(done, total_runouts)

    for task, weight in plan:
        pending[executor.submit(_run_chunk, problem, task)] = weight
        if len(pending) >= MAX_PENDING_CHUNKS:
            add_finished()
    while pending:
        add_finished()
    assert counts is not None
    return counts
