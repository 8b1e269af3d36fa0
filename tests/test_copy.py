"""Copying and pickling a hand: copy.copy, copy.deepcopy, HandState.copy() and pickle give an
independent state that plays on exactly as the original does (the same legal actions, the
same cards dealt, the same records), at any point of any hand, and acting on one never
changes the other."""

from __future__ import annotations

import copy
import gc
import pickle
import random
import re
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from game_helpers import snapshot
from test_engine_differential import given_street, illegal_attempt, random_table

from cstud.game import Action, HandState, IllegalActionError, Options, Status

COPIERS = {
    "copy.copy": copy.copy,
    "copy.deepcopy": copy.deepcopy,
    "HandState.copy": lambda hand: hand.copy(),
    "pickle": lambda hand: pickle.loads(pickle.dumps(hand)),
}


def a_table(rng: random.Random) -> dict[str, Any]:
    """The differential test's random tables (every game, preset and option, 2-8 seats,
    decks and cards given, auto_deal and auto_showdown off), a tenth of them unseeded."""
    table = random_table(rng)
    if rng.random() < 0.1:
        table.pop("seed", None)
    return table


def one_step(hand: HandState, rng: random.Random) -> None:
    """A random step: an action (now and then an illegal one, which must be refused and
    change nothing), or a deal (from the deck, or of named cards) when the hand waits."""
    if hand.status is Status.DEALING:
        cards, community = given_street(rng, hand) if rng.random() < 0.5 else (None, None)
        try:
            hand.deal(cards, community)
        except IllegalActionError:
            hand.deal()
        return
    legal = hand.legal_actions()
    if rng.random() < 0.1:
        before = snapshot(hand)
        with pytest.raises(IllegalActionError):
            hand.apply(illegal_attempt(rng, legal))
        assert snapshot(hand) == before
    hand.apply(rng.choice(legal))


def play_on(hand: HandState, seed: int) -> list[dict[str, Any]]:
    """The state after each step of a random continuation (the same for the same seed)."""
    rng = random.Random(seed)
    states = [snapshot(hand)]
    while not hand.is_over:
        one_step(hand, rng)
        states.append(snapshot(hand))
    states.append(([str(op) for op in hand.operations], hand.settlement, hand.payouts))
    return states


def check_hand(seed: int) -> int:
    """Play one random hand; at a random point copy it every way, then play the same
    continuation on the original and on each copy. Returns how many copies were compared."""
    rng = random.Random(seed)
    try:
        hand = HandState(**a_table(rng))
    except ValueError:
        return 0
    steps = rng.randrange(0, 40)
    while steps and not hand.is_over:
        one_step(hand, rng)
        steps -= 1
    assert isinstance(hand.operations, list)     # decoded: copied too (or not)
    copies = {name: copier(hand) for name, copier in COPIERS.items()}
    before = snapshot(hand)
    continuation = rng.randrange(1 << 30)
    for name, other in copies.items():
        assert type(other) is HandState and other is not hand
        assert snapshot(other) == before, name
        # acting on a copy leaves the original as it was
        theirs = play_on(other, continuation)
        assert snapshot(hand) == before, name
        copies[name] = theirs                # type: ignore[assignment]
    ours = play_on(hand, continuation)
    for name, theirs in copies.items():
        assert theirs == ours, name
    return len(copies)


def test_copies_play_on_as_the_original() -> None:
    compared = sum(check_hand(seed) for seed in range(600))
    assert compared > 500 * len(COPIERS)


@pytest.mark.slow
def test_copies_play_on_as_the_original_many() -> None:
    compared = sum(check_hand(seed) for seed in range(600, 10_600))
    assert compared > 9_000 * len(COPIERS)


def finished_hand(**kwargs: Any) -> HandState:
    hand = HandState([100, 100, 100], 1, 2, 5, seed=3, **kwargs)
    while not hand.is_over:
        hand.apply(hand.legal_actions()[-1] if hand.street < 5 else hand.legal_actions()[0])
    return hand


@pytest.mark.parametrize("copier", COPIERS.values(), ids=list(COPIERS))
def test_states_at_the_edges_copy(copier: Any) -> None:
    fresh = HandState([50, 0, 50], 0, 1, 2)
    over = finished_hand()
    waiting = HandState([100, 100], 1, 2, 5, seed=1, auto_deal=False, auto_showdown=False)
    named = HandState([100, 100], 1, 2, 5, auto_deal=False)
    named.deal({0: ["As", "Ks", "Qs"], 1: ["2c", "3c", "4c"]})
    given = HandState([100] * 8, 1, 2, 5, cards={0: ["Ah", "Ad"]}, community="2s")
    for hand in (fresh, over, waiting, named, given):
        other = copier(hand)
        assert snapshot(other) == snapshot(hand)
        assert other.operations == hand.operations
        assert other.settlement == hand.settlement
        assert play_on(other, 5) == play_on(hand, 5)


def test_a_hand_without_a_seed_copies_its_future_cards() -> None:
    for _ in range(20):
        hand = HandState([100] * 6, 1, 2, 5)
        for other in (copy.copy(hand), pickle.loads(pickle.dumps(hand))):
            assert play_on(other, 1) == play_on(copy.copy(hand), 1)


def test_the_copy_is_independent() -> None:
    hand = HandState([100, 100, 100], 1, 2, 5, seed=9)
    hand.apply(hand.legal_actions()[0])
    operations = hand.operations
    other = hand.copy()
    assert other.operations == operations and other.operations is not operations
    other.apply(other.legal_actions()[0])
    assert len(hand.operations) == len(operations) < len(other.operations)
    assert hand._log_size < other._log_size
    hand.apply(hand.legal_actions()[-1])
    assert hand._records() != other._records()
    # a refused action on the copy leaves it unchanged
    before = snapshot(other)
    with pytest.raises(IllegalActionError):
        other.apply(Action("show"))
    assert snapshot(other) == before


def test_copies_hold_and_release_their_references() -> None:
    options = Options(rake=3)
    seed = "a seed of its own"
    hand = HandState([100, 100, 100], 1, 2, 5, options=options, seed=seed)
    assert isinstance(hand.operations, list)
    gc.collect()
    counts = sys.getrefcount(options), sys.getrefcount(seed)
    copies = [copier(hand) for copier in COPIERS.values() for _ in range(50)]
    assert sys.getrefcount(seed) > counts[1]
    del copies
    gc.collect()
    assert (sys.getrefcount(options), sys.getrefcount(seed)) == counts


class Tracked(HandState):
    __slots__ = ("__dict__", "note")


def test_a_subclass_copies_and_pickles_its_own_attributes() -> None:
    hand = Tracked([100, 100], 1, 2, 5, seed=4)
    hand.note = ["a", "list"]
    hand.extra = {"k": 1}
    for name, copier in COPIERS.items():
        other = copier(hand)
        assert type(other) is Tracked and other.note == hand.note and other.extra == hand.extra
        assert snapshot(other) == snapshot(hand), name
        deep = name in ("copy.deepcopy", "pickle")
        assert (other.note is not hand.note) == deep, name
        assert (other.extra is not hand.extra) == deep, name


def test_a_pickle_that_replays_differently_is_refused() -> None:
    hand = HandState([100, 100], 1, 2, 5, seed=4)
    hand.apply(hand.legal_actions()[0])
    function, (cls, arguments, steps, check) = hand.__reduce__()
    assert function(cls, arguments, steps, check)._records() == hand._records()
    with pytest.raises(pickle.UnpicklingError):
        function(cls, dict(arguments, seed=5), steps, check)
    with pytest.raises(pickle.UnpicklingError):
        function(cls, arguments, [*steps, ("show", 0)], check)


def test_copies_in_threads_are_independent() -> None:
    hand = HandState([100] * 8, 1, 2, 5, seed=12)
    for _ in range(5):
        hand.apply(hand.legal_actions()[0])
    expected = [play_on(hand.copy(), seed) for seed in range(8)]
    results: dict[int, Any] = {}

    def worker(seed: int) -> None:
        results[seed] = [play_on(hand.copy(), seed) for _ in range(20)]

    threads = [threading.Thread(target=worker, args=(seed,)) for seed in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for seed in range(8):
        assert results[seed] == [expected[seed]] * 20
    assert hand._log_size == expected[0][0]["_log_size"]


def test_the_clone_fixes_every_pointer_field() -> None:
    """_clone copies the core's whole C struct at once, so a field added later is copied
    with the others; only a pointer must be made the copy's own. The shuffle's state and the
    log's buffer are the pointer fields: a new one makes this fail until _clone gives the
    copy its own."""
    path = Path(__file__).parents[1] / "src" / "cstud" / "_engine.pxi"
    if not path.exists():
        pytest.skip("the core's source is not here (tests run against an installed wheel)")
    source = path.read_text()
    body = source.split("cdef class _HandCore:", 1)[1].split("\ncdef ", 1)[0]
    pointers = re.findall(r"^    cdef [\w ]*\*\s*(\w+)\s*$", body, re.MULTILINE)
    assert pointers == ["rng", "log"]
    # The Python references are counted through the type's tp_traverse, which Cython
    # writes for the fields typed `object`, but may leave out for a field typed as a builtin
    # that cannot be in a cycle (str, bytes, ...): every Python field must be an `object`.
    fields = [line for line in body.splitlines()
              if re.match(r"    cdef ", line) and "(" not in line]
    types = {re.match(r"    cdef (?:public |readonly )?(\w+)", line)[1] for line in fields}
    assert types <= {"object", "bint", "int", "int32_t", "int64_t", "uint8_t", "Py_ssize_t",
                     "_MT", "_Showdown"}, types


def test_openspiel_clones_are_independent_copies() -> None:
    pyspiel = pytest.importorskip("pyspiel", reason="open_spiel is not installed")
    import cstud.rl.openspiel  # noqa: F401  (registers the games)

    game = pyspiel.load_game("python_cstud_stud8", {"players": 4})
    rng = random.Random(2)
    state = game.new_initial_state()
    for _ in range(30):
        if state.is_chance_node():
            state.apply_action(rng.choice([code for code, _ in state.chance_outcomes()]))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    clone = state.clone()
    assert str(clone) == str(state) and clone.history() == state.history()
    before = snapshot(state.hand)
    choices = random.Random(3)
    while not clone.is_terminal():
        if clone.is_chance_node():
            clone.apply_action(choices.choice([code for code, _ in clone.chance_outcomes()]))
        else:
            clone.apply_action(choices.choice(clone.legal_actions()))
    assert snapshot(state.hand) == before
    replayed = pickle.loads(pickle.dumps(state))
    assert snapshot(replayed.hand) == before
