"""The engine's state stays inside its arrays and consistent whatever a caller does (issue 22,
findings H1, H2, H3, M9 and L8 of ../shared/findings/reliability-2.md): no writable field, no
raw entry point that trusts its argument's shape, a hand that an exception interrupts part
way refuses every call instead of acting for seat -1, a hand is made once, and snapshots
(pickles) taken while another thread steps are consistent; VectorTables' share of them is in
tests/test_rl_engine_hardening.py (it needs the rl extra).
"""

from __future__ import annotations

import contextlib
import copy
import pickle
import threading

import pytest

import cstud
from cstud import HandState, Options, Rake
from cstud.game import PlayerActed


def lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def play_out(hand: HandState) -> None:
    mask = hand.mask
    while mask:
        mask = hand.step(lowest(mask))


# -- H1: street is read-only, also through pickles ---------------------------------------------

def test_h1_street_cannot_be_assigned():
    hand = HandState([10**6, 10**6], 1, 2, 5, seed=1, auto_deal=False)
    with pytest.raises(AttributeError):
        hand.street = 4          # type: ignore[misc]
    assert hand.street == 3
    hand.deal()
    assert [len(hand.cards(seat)) for seat in range(2)] == [3, 3]


def test_h1_a_pickle_cannot_set_the_street_or_any_attribute_of_the_hand():
    hand = HandState([100, 100, 100], 1, 2, 5, seed=1)
    function, arguments = hand.__reduce__()[:2]
    for name, value in (("street", 77), ("starting_stacks", (5,)), ("mask", 0), ("game", "x")):
        tampered = pickle.dumps(_Tampered(function, arguments, {name: value}))
        with pytest.raises(pickle.UnpicklingError, match=name):
            pickle.loads(tampered)


class _Tampered:
    """A pickle of a hand whose state names one of the hand's own attributes."""

    def __init__(self, function, arguments, slots):
        self.reduced = (function, arguments, (None, slots))

    def __reduce__(self):
        return self.reduced


def test_h1_a_subclass_keeps_its_own_attributes_through_pickles():
    hand = _Tagged([100, 100], 1, 2, 5, seed=3)
    hand.tag = "mine"
    hand.note = 7
    again = pickle.loads(pickle.dumps(hand))
    assert (again.tag, again.note, again.street) == ("mine", 7, hand.street)


class _Tagged(HandState):
    __slots__ = ("__dict__", "tag")


# -- H2: no raw entry point trusts its argument's shape ---------------------------------------

class _Liar(list):
    """Iterates as the list it holds, indexes as card code 255."""

    def __getitem__(self, index):
        return 255


class _Shifty:
    """An integer that is a different card each time it is read."""

    reads = 0

    def __index__(self):
        _Shifty.reads += 1
        return 0 if _Shifty.reads == 1 else 200


def test_h2_the_raw_deal_is_private():
    hand = HandState([100, 100, 100], 1, 2, 5, seed=1, auto_deal=False)
    assert not hasattr(hand, "deal_cards")


@pytest.mark.parametrize("cards", [
    [[51, 51, 51], [1, 2, 3], [4, 5, 6]],               # a repeat within one seat
    [[0, 1, _Shifty()], [3, 4, 5], [6, 7, 8]],         # an item read twice would differ
    [[0, 1, 2], [3, 4, 5], [6, 7, 60]],                 # out of range
])
def test_h2_the_core_deal_checks_what_it_is_given(cards):
    _Shifty.reads = 0
    hand = HandState([100, 100, 100], 1, 2, 5, seed=1, auto_deal=False)
    before = _view(hand)
    with pytest.raises((ValueError, TypeError)):
        hand._deal_cards(cards, -1)
    assert _view(hand) == before


@pytest.mark.parametrize("cards", [
    [_Liar([0, 1, 2]), [3, 4, 5], [6, 7, 8]],           # a sequence that lies about its items
    _Liar([[0, 1, 2], [3, 4, 5], [6, 7, 8]]),           # ... the outer one too
])
def test_h2_the_core_deals_a_lying_sequence_as_it_iterates(cards):
    hand = HandState([100, 100, 100], 1, 2, 5, seed=1, auto_deal=False)
    hand._deal_cards(cards, -1)
    assert [tuple(hand.cards(seat)) for seat in range(3)] == [(0, 1, 2), (3, 4, 5), (6, 7, 8)]
    play_out(hand)
    assert sum(hand.stacks) == 300


def test_h2_the_public_deal_refuses_a_repeat_within_one_seat():
    hand = HandState([100, 100, 100], 1, 2, 5, seed=1, auto_deal=False)
    with pytest.raises(cstud.IllegalActionError, match="As"):
        hand.deal({0: "As As As", 1: "2d 2h 2s", 2: "3d 3h 3s"})
    hand.deal({0: "As Ks Qs", 1: "2d 2h 2s", 2: "3d 3h 3s"})
    assert [str(c) for c in hand.cards(0)] == ["As", "Ks", "Qs"]


def test_h2_the_core_constructor_reads_each_given_seat_once():
    class Growing(list):
        """Says it holds 3 cards, then 100."""

        calls = 0

        def __len__(self):
            Growing.calls += 1
            return 3 if Growing.calls == 1 else 100

    hand = _core_hand(cards=[Growing([0, 1, 2]), None])
    assert hand._cards(0) == (0, 1, 2) and hand._given()[1] == [[0, 1, 2], None]
    mask = hand.mask
    while mask:
        mask = hand.step(lowest(mask))
    assert sum(hand.stacks) == 200


_CORE_ARGUMENTS = dict(stacks=[100, 100], ante=1, bring_in=2, small_bet=5, big_bet=10, game=0,
                       options=(0,) * 9 + (1,), odd_rule=0, rake=None, dealer=1,
                       seat_numbers=(1, 2), deck=None, cards=None, community=-1, seed=1,
                       auto_deal=True, auto_showdown=True)


def _core_hand(**changes):
    arguments = dict(_CORE_ARGUMENTS, **changes)
    return cstud._core._HandCore(*arguments.values())


def _view(hand):
    return (hand.status, hand.street, hand.mask, hand._log_size, hand.stacks,
            [hand.cards(seat) for seat in range(hand.seat_count)])


# -- H3: an exception part way through a step leaves a hand that refuses every call -----------

class _Flaky(Rake):
    """A rake service that fails on its first call."""

    calls = 0

    def amount(self, pot, reached=True):
        _Flaky.calls += 1
        if _Flaky.calls == 1:
            raise RuntimeError("rake service unavailable")
        return 0


class _Interrupted(Rake):
    def amount(self, pot, reached=True):
        raise KeyboardInterrupt


def _ended_by_an_exception(rake, error):
    _Flaky.calls = 0
    hand = HandState([100, 100, 100], 1, 2, 5, seed=1, options=Options(rake=rake))
    hand.post_bring_in()
    hand.fold()
    with pytest.raises(error):
        hand.fold()                  # the hand ends: the settlement calls amount(), which raises
    return hand


ALL_CALLS = [
    lambda hand: hand.step(0),
    lambda hand: hand.fold(),
    lambda hand: hand.apply(cstud.Action(cstud.ActionKind.FOLD)),
    lambda hand: hand.legal_actions(),
    lambda hand: hand.deal(),
    lambda hand: hand.copy(),
    lambda hand: copy.deepcopy(hand),
    lambda hand: pickle.dumps(hand),
    lambda hand: hand.operations,
    lambda hand: hand.settlement,
]


@pytest.mark.parametrize("call", ALL_CALLS)
@pytest.mark.parametrize("rake, error", [(_Flaky(5), RuntimeError),
                                         (_Interrupted(5), KeyboardInterrupt)])
def test_h3_an_exception_in_the_settlement_breaks_the_hand(rake, error, call):
    hand = _ended_by_an_exception(rake, error)
    assert hand.mask == 0 and hand.actor is None and hand.is_broken
    with pytest.raises(RuntimeError, match="interrupted"):
        call(hand)
    assert hand.mask == 0


def test_h3_a_reentrant_call_is_refused():
    class Reentrant(Rake):
        def amount(self, pot, reached=True):
            hand.step(0)
            return 0

    hand = HandState([100, 100, 100], 1, 2, 5, seed=1, options=Options(rake=Reentrant(5)))
    hand.post_bring_in()
    hand.fold()
    with pytest.raises(RuntimeError, match="in the middle of a step"):
        hand.fold()
    with pytest.raises(RuntimeError):
        hand.step(0)


def test_h3_a_hand_that_settles_normally_is_not_broken():
    hand = HandState([100, 100, 100], 1, 2, 5, seed=1, options=Options(rake=Rake(5)))
    play_out(hand)
    assert hand.is_over and not hand.is_broken
    assert pickle.loads(pickle.dumps(hand)).stacks == hand.stacks


# -- M9: a hand is made once -------------------------------------------------------------------

@pytest.mark.parametrize("arguments", [
    (([100] * 8, 1, 2, 5), {"dealer": 99}),           # refused by the core
    (([100] * 8, 1, 2, 5), {}),                       # accepted by the core
    (([100, 100, "x"], 1, 2, 5), {}),                 # refused by the checked path
    (([100, 100], 1, 2, 5), {"cards": {0: "As Ks"}}),  # accepted by the checked path
])
def test_m9_a_second_init_is_refused_and_changes_nothing(arguments):
    hand = HandState([100, 100, 100], 1, 2, 5, seed=1)
    hand.step(lowest(hand.mask))
    before = (_view(hand), hand._records(), hand.seat_count, hand.starting_stacks)
    args, kwargs = arguments
    with pytest.raises(TypeError, match="made once"):
        hand.__init__(*args, **kwargs)
    assert (_view(hand), hand._records(), hand.seat_count, hand.starting_stacks) == before
    play_out(hand)
    assert sum(hand.stacks) == 300


def test_m9_the_core_is_made_once_too():
    hand = _core_hand()
    before = (hand.stacks, hand._records())
    with pytest.raises(TypeError, match="made once"):
        hand.__init__(*_CORE_ARGUMENTS.values())
    assert (hand.stacks, hand._records()) == before


def test_m9_a_hand_whose_construction_failed_refuses_every_call():
    hand = HandState.__new__(HandState)
    with pytest.raises(ValueError):
        hand.__init__([100] * 8, 1, 2, 5, dealer=99)
    for call in ALL_CALLS[:2] + ALL_CALLS[5:8]:
        with pytest.raises(RuntimeError, match="not been made"):
            call(hand)
    hand.__init__([100] * 3, 1, 2, 5, seed=1)      # the constructor may still make it
    play_out(hand)
    assert sum(hand.stacks) == 300


# -- L8: snapshots while another thread steps --------------------------------------------------

def test_l8_pickles_taken_while_another_thread_steps_load(fast_switching):
    wsop = Options.preset("wsop", "stud8")          # heads-up uncapped: long raise wars
    box = {"hand": HandState([3000] * 2, 1, 2, 5, seed=1, options=wsop)}
    stop = threading.Event()

    def stepper():
        seed = 1
        while not stop.is_set():
            hand = box["hand"]
            mask = hand.mask
            if not mask:
                seed += 1
                box["hand"] = HandState([3000] * 2, 1, 2, 5, seed=seed, options=wsop)
                continue
            with contextlib.suppress(ValueError):
                hand.step(4 if mask & 16 else lowest(mask))

    thread = threading.Thread(target=stepper)
    thread.start()
    try:
        pickles = [pickle.dumps(box["hand"]) for _ in range(20)]
    finally:
        stop.set()
        thread.join()
    for data in pickles:
        assert isinstance(pickle.loads(data), HandState)


class _SteppedMeanwhile(HandState):
    """A hand that "another thread" steps right after any read of its log: the moment
    a race would most likely hit, made certain."""

    __slots__ = ()
    target: HandState | None = None

    def _records(self, start=0, stop=None):
        records = super()._records(start, stop)
        if self is _SteppedMeanwhile.target:
            _SteppedMeanwhile.target = None
            self.step(lowest(self.mask))
        return records


def test_l8_a_pickle_is_of_one_state_when_the_hand_moves_meanwhile():
    hand = _SteppedMeanwhile([100, 100, 100], 1, 2, 5, seed=2)
    hand.step(lowest(hand.mask))
    _SteppedMeanwhile.target = hand
    data = pickle.dumps(hand)
    _SteppedMeanwhile.target = None
    again = pickle.loads(data)                             # the hand as it was at one moment
    assert again._records() == hand._records()[:again._log_size]


class _SteppedAfterItsSize(HandState):
    """A hand that "another thread" steps right after its log's size is read."""

    __slots__ = ()
    target: HandState | None = None

    @property
    def _log_size(self):
        size = super()._log_size
        if self is _SteppedAfterItsSize.target:
            _SteppedAfterItsSize.target = None
            self.step(lowest(self.mask))
        return size


def test_l8_operations_are_of_one_state_when_the_hand_moves_meanwhile():
    hand = _SteppedAfterItsSize([100, 100, 100], 1, 2, 5, seed=2)
    hand.step(lowest(hand.mask))
    _SteppedAfterItsSize.target = hand
    assert hand.operations
    assert _SteppedAfterItsSize.target is None
    play_out(hand)
    fresh = HandState([100, 100, 100], 1, 2, 5, seed=2)
    for operation in hand.operations:
        if isinstance(operation, PlayerActed):
            fresh.apply(operation.action)
    assert hand.operations == fresh.operations


def test_l8_operations_read_while_another_thread_steps_match_the_log(fast_switching):
    for seed in range(20):
        hand = HandState([10**6] * 3, 1, 2, 5, seed=seed)
        done = threading.Event()

        def stepper(hand=hand, done=done):
            play_out(hand)
            done.set()

        thread = threading.Thread(target=stepper)
        thread.start()
        while not done.is_set():
            assert hand.operations
        thread.join()
        fresh = pickle.loads(pickle.dumps(hand))
        assert hand.operations == fresh.operations
