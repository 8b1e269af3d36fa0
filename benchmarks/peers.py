"""The libraries cstud is measured against, each called the way its own documentation shows.

Each function below (`treys_high`, `pokerkit_low`, ...) converts the hands (a NumPy uint8
array of cstud card codes, one row per hand) into that library's own cards *before* anything
is timed, and returns a `Caller`: `run()` evaluates every hand with one public call per
hand, as a user would write it, and `strength(result)` turns one result into a value where
greater is stronger (treys, deuces, pokereval and phevaluator rank 1 as the best hand, so
theirs are negated), which is what `check_same_order` compares with cstud's ranks.

A peer that is not installed is skipped with a message, never an error: peers are only in
the optional `bench` dependency group.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import metadata
from itertools import pairwise
from typing import Any

import numpy as np
import pytest

import cstud

RANKS = "23456789TJQKA"
SUITS = "cdhs"


@dataclass(frozen=True)
class Caller:
    """One way of evaluating every hand: `run` is what is timed."""

    library: str                      # distribution name, for its version
    call: str                         # the public call, as the report shows it
    run: Callable[[], Any]            # one call per hand (or one batch call)
    gives: str = "high"               # "high", "low" or "high and low" (a pair per hand)
    strength: Callable[[Any], Any] = lambda result: result   # of one hand's result
    per_hand: Callable[[Any], Sequence[Any]] = list           # run()'s value, hand by hand


def card_texts(hands: np.ndarray) -> list[list[str]]:
    """Each hand's cards as text ('As', 'Td', ...), the format every library can parse."""
    return [[RANKS[code >> 2] + SUITS[code & 3] for code in hand] for hand in hands.tolist()]


def need(module: str):
    """Import a peer, or skip the benchmark saying how to install it."""
    return pytest.importorskip(
        module, reason=f"{module} is not installed (pip install '.[bench]' installs every peer)"
    )


def _negated(result: int) -> int:
    return -result


def library_version(name: str) -> str | None:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        if name == "cstud":        # built in place rather than installed
            return cstud.__version__
        return None


# ---------------------------------------------------------------------------------------
# High hands: every peer.

def treys_high(hands: np.ndarray) -> Caller:
    treys = need("treys")
    evaluator = treys.Evaluator()
    cards = [[treys.Card.new(text) for text in hand] for hand in card_texts(hands)]
    no_board: list[int] = []
    return Caller("treys", "Evaluator().evaluate(cards, [])",
                  lambda: [evaluator.evaluate(hand, no_board) for hand in cards], "high", _negated)


def deuces_high(hands: np.ndarray) -> Caller:
    deuces = need("deuces")
    evaluator = deuces.Evaluator()
    cards = [[deuces.Card.new(text) for text in hand] for hand in card_texts(hands)]
    no_board: list[int] = []
    return Caller("deuces", "Evaluator().evaluate(cards, [])",
                  lambda: [evaluator.evaluate(hand, no_board) for hand in cards], "high", _negated)


def pokereval_high(hands: np.ndarray) -> Caller:
    need("pokereval")
    from pokereval.card import Card
    from pokereval.hand_evaluator import HandEvaluator

    # HandEvaluator.evaluate_hand returns a percentile against every opponent holding (a
    # different question, and thousands of evaluations); the rank is per hand size.
    by_size = {5: HandEvaluator.Five, 6: HandEvaluator.Six, 7: HandEvaluator.Seven}
    evaluate_rank = by_size[hands.shape[1]].evaluate_rank
    cards = [[Card(text[0], text[1]) for text in hand] for hand in card_texts(hands)]
    name = by_size[hands.shape[1]].__name__
    return Caller("pokereval", f"HandEvaluator.{name}.evaluate_rank(cards)",
                  lambda: [evaluate_rank(hand) for hand in cards], "high", _negated)


def phevaluator_high(hands: np.ndarray) -> Caller:
    phevaluator = need("phevaluator")
    evaluate_cards = phevaluator.evaluate_cards
    # phevaluator's card ids are cstud's codes (4 * rank + suit, clubs first); converted
    # through its own Card.to_id all the same, so a change of convention would show.
    cards = [[phevaluator.Card.to_id(text) for text in hand] for hand in card_texts(hands)]
    return Caller("phevaluator", "evaluate_cards(*cards)",
                  lambda: [evaluate_cards(*hand) for hand in cards], "high", _negated)


def eval7_high(hands: np.ndarray) -> Caller:
    eval7 = need("eval7")
    evaluate = eval7.evaluate
    cards = [[eval7.Card(text) for text in hand] for hand in card_texts(hands)]
    return Caller("eval7", "evaluate(cards)", lambda: [evaluate(hand) for hand in cards])


def _pokerkit_cards(hands: np.ndarray) -> list[tuple]:
    pokerkit = need("pokerkit")
    return [tuple(pokerkit.Card.parse("".join(hand))) for hand in card_texts(hands)]


def pokerkit_high(hands: np.ndarray) -> Caller:
    from_game = need("pokerkit").StandardHighHand.from_game
    cards = _pokerkit_cards(hands)
    return Caller("pokerkit", "StandardHighHand.from_game(cards)",
                  lambda: [from_game(hand) for hand in cards])


# benchmarks/report.py finds cstud's rows by these call texts: change both together.

def cstud_high(hands: np.ndarray) -> Caller:
    evaluate_high = cstud.evaluate_high
    cards = [tuple(hand) for hand in hands.tolist()]
    return Caller("cstud", "evaluate_high(cards)",
                  lambda: [evaluate_high(hand) for hand in cards])


def cstud_high_low(hands: np.ndarray) -> Caller:
    evaluate = cstud.evaluate
    cards = [tuple(hand) for hand in hands.tolist()]
    return Caller("cstud", "evaluate(cards)  [high and low]",
                  lambda: [evaluate(hand) for hand in cards], "high and low")


def cstud_batch(hands: np.ndarray) -> Caller:
    evaluate_batch = cstud.evaluate_batch
    array = np.ascontiguousarray(hands, dtype=np.uint8)
    return Caller("cstud", "evaluate_batch(uint8 array)  [high and low]",
                  lambda: evaluate_batch(array), "high and low", per_hand=_batch_pairs)


def _batch_pairs(result: tuple[np.ndarray, np.ndarray]) -> list[tuple[int, int]]:
    """evaluate_batch's two arrays as one (high, low) pair per hand, like evaluate's."""
    high, low = result
    return list(zip(high.tolist(), low.tolist(), strict=True))


# ---------------------------------------------------------------------------------------
# Eight-or-better low, alone and with the high: only pokerkit has one.

def _low_strength(low) -> tuple:
    """pokerkit's low hand or None (no low), as a key where no low is the weakest."""
    return (0,) if low is None else (1, low)


def pokerkit_low(hands: np.ndarray) -> Caller:
    from_game_or_none = need("pokerkit").EightOrBetterLowHand.from_game_or_none
    cards = _pokerkit_cards(hands)
    return Caller("pokerkit", "EightOrBetterLowHand.from_game_or_none(cards)",
                  lambda: [from_game_or_none(hand) for hand in cards], "low", _low_strength)


def pokerkit_high_low(hands: np.ndarray) -> Caller:
    pokerkit = need("pokerkit")
    high_from_game = pokerkit.StandardHighHand.from_game
    low_from_game = pokerkit.EightOrBetterLowHand.from_game_or_none
    cards = _pokerkit_cards(hands)
    return Caller(
        "pokerkit",
        "StandardHighHand.from_game(cards), EightOrBetterLowHand.from_game_or_none(cards)",
        lambda: [(high_from_game(hand), low_from_game(hand)) for hand in cards],
        "high and low",
        lambda pair: (pair[0], _low_strength(pair[1])),
    )


def cstud_low(hands: np.ndarray) -> Caller:
    evaluate_low = cstud.evaluate_low
    cards = [tuple(hand) for hand in hands.tolist()]
    return Caller("cstud", "evaluate_low(cards)",
                  lambda: [evaluate_low(hand) for hand in cards], "low")


# ---------------------------------------------------------------------------------------
# The check that runs before any timing.

def check_same_order(name: str, hands: np.ndarray, ours: Sequence[int],
                     results: Sequence[Any], strength: Callable[[Any], Any]) -> None:
    """Fail loudly unless a peer orders the hands exactly as cstud does.

    `ours` are cstud's ranks, `results` the peer's, hand by hand, and `strength` turns one of
    the peer's results into a value where greater is stronger. Every pair of hands must
    compare the same way in both: hands cstud ties must tie, and along cstud's classes in
    increasing order the peer's strengths must strictly increase (by transitivity that covers
    all pairs of hands, not only neighbours).
    """
    if len(ours) != len(results):
        pytest.fail(f"{name} returned {len(results)} results for {len(ours)} hands")
    theirs = [strength(result) for result in results]
    texts = card_texts(hands)

    def show(i: int) -> str:
        return f"hand {i} ({' '.join(texts[i])}: cstud {ours[i]!r}, {name} {results[i]!r})"

    first_of_class: dict[int, int] = {}
    for i, (rank, value) in enumerate(zip(ours, theirs, strict=True)):
        j = first_of_class.setdefault(rank, i)
        if value < theirs[j] or theirs[j] < value:
            pytest.fail(f"{name} DISAGREES with cstud: cstud ties {show(j)} and {show(i)}")
    classes = sorted(first_of_class)
    for weaker, stronger in pairwise(classes):
        i, j = first_of_class[weaker], first_of_class[stronger]
        if not theirs[i] < theirs[j]:
            pytest.fail(f"{name} DISAGREES with cstud: cstud ranks {show(j)} above {show(i)}")


def check_caller(caller: Caller, hands: np.ndarray, reference: Sequence[tuple[int, int]],
                 results: Sequence[Any]) -> None:
    """Check one caller's results against cstud's (high, low) per hand: the same order for a
    peer, the very same values for cstud's own calls."""
    name = f"{caller.library} {caller.call}"
    if caller.library == "cstud":
        expected: list[Any] = {
            "high": [high for high, _ in reference],
            "low": [low for _, low in reference],
            "high and low": [tuple(pair) for pair in reference],
        }[caller.gives]
        got = [tuple(result) if caller.gives == "high and low" else result for result in results]
        if got != expected:
            first = next(i for i, (a, b) in enumerate(zip(got, expected, strict=True)) if a != b)
            pytest.fail(f"{name} gives {got[first]} for hand {first}, "
                        f"where cstud.evaluate gives {expected[first]}")
        return
    if caller.gives != "high and low":
        ours = [pair[0 if caller.gives == "high" else 1] for pair in reference]
        check_same_order(name, hands, ours, results, caller.strength)
        return
    for half, label in enumerate(("high", "low")):
        check_same_order(f"{name} [{label}]", hands, [pair[half] for pair in reference],
                         results, lambda result, half=half: caller.strength(result)[half])
