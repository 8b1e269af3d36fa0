"""The compiled core's assumptions about cstud's Python classes, one test (or a few) each.

src/cstud/_bindings.pxi lists them in its header (B1-B5): C writes the settlement's
dataclasses slot by slot, allocates the operation NamedTuples as bare tuples, copies a
HandState by byte offset, calls a Rake rule's amount() and HandState's option reading, and
branches on the CPython version. Each test below fails if its assumption stops holding, or
if the registration stops refusing a class that breaks it.
"""

from __future__ import annotations

import copy
import dataclasses
import gc
import struct
import types
from typing import ClassVar, NamedTuple

import pytest

from cstud import _core, showdown
from cstud.game import HandState, Options, actions
from cstud.game.state import core_options
from cstud.showdown import Rake, settle

# -- B1: the settlement's dataclasses, written slot by slot -------------------------------

RESULT_TYPES = ((showdown.Settlement, _core.SETTLEMENT_FIELDS),
                (showdown.PotResult, _core.POT_RESULT_FIELDS),
                (showdown.OddChip, _core.ODD_CHIP_FIELDS))


@pytest.mark.parametrize(("cls", "fields"), RESULT_TYPES)
def test_b1_each_result_type_is_a_slots_dataclass_of_the_cores_fields(cls, fields):
    assert tuple(field.name for field in dataclasses.fields(cls)) == fields
    for name in fields:
        assert type(cls.__dict__[name]) is types.MemberDescriptorType, name
    assert not hasattr(cls, "__dictoffset__") or cls.__dictoffset__ == 0


def test_b1_each_field_settle_writes_reads_back_where_the_dataclass_keeps_it():
    # 2 seats, an odd chip (a 3-chip pot split high/low), so every type's fields are filled
    result = settle([1, 2, 2], ["As 2s 3d 4c 5h Kd Kh", "Ks Kc 8d 9c Th Jd Qs", None],
                    game="stud8")
    assert [getattr(result, name) for name in _core.SETTLEMENT_FIELDS] == [
        result.payouts, result.rake, result.returned, result.pots]
    assert sum(result.payouts) + result.rake == 5 and result.returned == (0, 0, 0)
    for pot in result.pots:
        assert isinstance(pot, showdown.PotResult) and sum(pot.shares) == pot.amount
        assert all(isinstance(odd, showdown.OddChip) for odd in pot.odd_chips)
    assert copy.copy(result) == result and repr(result).startswith("Settlement(")


def test_b1_a_result_type_that_is_not_the_cores_layout_is_refused():
    @dataclasses.dataclass(frozen=True)
    class NoSlots:
        payouts: object
        rake: object
        returned: object
        pots: object

    @dataclasses.dataclass(frozen=True, slots=True)
    class Reordered:
        rake: object
        payouts: object
        returned: object
        pots: object

    cards = showdown._CARDS
    for wrong in (NoSlots, Reordered):
        with pytest.raises(TypeError, match="must"):
            _core._register_result_types(wrong, showdown.PotResult, showdown.OddChip, cards)
    with pytest.raises(RuntimeError, match="registered already"):
        _core._register_result_types(showdown.Settlement, showdown.PotResult,
                                     showdown.OddChip, cards)


# -- B2: the operation NamedTuples, allocated as tuples -----------------------------------

OPERATION_TYPES = ((actions.Action, 4), (actions.PlayerActed, 3), (actions.HandShown, 3),
                   (actions.HandMucked, 1))


@pytest.mark.parametrize(("cls", "fields"), OPERATION_TYPES)
def test_b2_each_operation_type_is_a_bare_tuple_of_its_fields(cls, fields):
    assert issubclass(cls, tuple) and len(cls._fields) == fields
    assert cls.__basicsize__ == tuple.__basicsize__ and cls.__itemsize__ == tuple.__itemsize__
    assert cls.__dictoffset__ == 0


def test_b2_the_operations_the_core_makes_are_the_types_and_kinds_registered():
    hand = HandState([100, 100], 1, 2, 5, seed=3, auto_showdown=False)
    made = []
    while not hand.is_over:
        made.append(hand.apply(hand.legal_actions()[0]))
    assert {type(op) for op in made} <= {actions.PlayerActed, actions.HandShown,
                                         actions.HandMucked}
    assert any(type(op) is actions.PlayerActed for op in made)
    for op in made:
        if type(op) is actions.PlayerActed:
            assert type(op.action) is actions.Action
            assert op.action.kind is actions.ActionKind(op.action.kind.value)
    assert [kind.value for kind in actions.ActionKind] == list(_core.ACTION_KINDS)


def test_b2_a_type_that_is_not_such_a_namedtuple_is_refused():
    class Two(NamedTuple):
        a: int
        b: int

    class WithDict(tuple):
        _fields = ("a", "b", "c", "d")

    kinds = list(actions.ActionKind)
    good = [actions.Action, actions.PlayerActed, actions.HandShown, actions.HandMucked]
    for at, wrong in ((0, Two), (0, WithDict), (3, Two), (1, int)):
        given = list(good)
        given[at] = wrong
        with pytest.raises(TypeError, match="NamedTuple"):
            _core._register_operation_types(*given, kinds)
    with pytest.raises(ValueError, match="in that order"):
        _core._register_operation_types(*good, kinds[::-1])
    # nothing was changed by the refusals: the engine still makes the registered types
    hand = HandState([100, 100], 1, 2, 5, seed=1)
    assert type(hand.apply(hand.legal_actions()[0])) is actions.PlayerActed


# -- B3: HandState copied by byte offset --------------------------------------------------

class _Slotted(HandState):
    __slots__ = ("__private", "note")


class _WithDict(HandState):
    pass


def test_b3_handstate_has_python_slots_only():
    pointer = struct.calcsize("P")
    weakref = pointer if HandState.__weakrefoffset__ != _core._HandCore.__weakrefoffset__ else 0
    assert HandState.__basicsize__ == (_core._HandCore.__basicsize__
                                       + pointer * len(HandState.__slots__) + weakref)
    for name in HandState.__slots__:
        assert type(HandState.__dict__[name]) is types.MemberDescriptorType, name
    assert HandState.__dictoffset__ == 0


@pytest.mark.parametrize("cls", [HandState, _Slotted, _WithDict])
def test_b3_a_copy_has_every_slot_and_attribute_and_is_independent(cls):
    hand = cls([100, 100, 100], 1, 2, 5, seed=7)
    if cls is _Slotted:
        hand.note = ["mutable"]
        hand._Slotted__private = 5
    if cls is _WithDict:
        hand.note = ["mutable"]
    hand.apply(hand.legal_actions()[0])
    for other in (copy.copy(hand), copy.deepcopy(hand), hand.copy()):
        assert type(other) is cls
        assert (other.game, other.options, other.seat_numbers, other.starting_stacks) == (
            hand.game, hand.options, hand.seat_numbers, hand.starting_stacks)
        assert other.operations == hand.operations
        if cls is not HandState:
            assert other.note == ["mutable"]
        if cls is _Slotted:
            assert other._Slotted__private == 5
        other.apply(other.legal_actions()[-1])
        assert len(other.operations) == len(hand.operations) + 1
    if cls is not HandState:
        assert copy.deepcopy(hand).note is not hand.note and copy.copy(hand).note is hand.note


def test_b3_only_a_subclass_of_the_core_is_registered_as_copyable():
    with pytest.raises(TypeError, match="subclass"):
        _core._register_copyable(dict)


# -- B4: called by name -------------------------------------------------------------------

class _CountingRake(Rake):
    calls: ClassVar[list[tuple[int, bool, int]]] = []

    def amount(self, pot, reached_fourth_street=True):
        chips = super().amount(pot, reached_fourth_street)
        _CountingRake.calls.append((pot, reached_fourth_street, chips))
        return chips


def test_b4_the_core_calls_the_rake_rules_amount_by_name():
    _CountingRake.calls = []
    rule = _CountingRake(10, cap=3)
    hand = HandState([100, 100], 1, 2, 5, seed=2, options=Options(rake=rule))
    while not hand.is_over:
        kinds = {action.kind.value: action for action in hand.legal_actions()}
        hand.apply(kinds.get("check") or kinds.get("call") or kinds["bring_in"])
    assert len(_CountingRake.calls) == 1
    pot, fourth, chips = _CountingRake.calls[0]
    assert pot > 0 and fourth is True and chips == Rake(10, cap=3).amount(pot) > 0
    assert hand.settlement.rake == chips == sum(hand.starting_stacks) - sum(hand.stacks)


def test_b4_the_options_reading_registered_is_core_options():
    options = Options.preset("rrop")
    flags, odd_chip, rake = core_options(options)
    assert len(flags) == 10 and all(type(flag) is int for flag in flags)
    assert (odd_chip, rake) == (("tda", "rrop", "position").index(options.odd_chip),
                                options.rake)
    # HandState's constructor goes through the registered reading: the same hand either way
    a = HandState([50] * 4, 1, 2, 5, seed=9, options=options)
    b = HandState([50] * 4, 1, 2, 5, seed=9, options=copy.copy(options))
    assert a.options == b.options and a.operations == b.operations
    with pytest.raises(TypeError, match="instance of the options type"):
        _core._register_hand_state(Options, object(), core_options)


# -- B5: CPython version branches ---------------------------------------------------------

def test_b5_an_operation_made_in_c_hashes_and_compares_as_its_tuple():
    hand = HandState([100, 100, 100], 1, 2, 5, seed=5)
    made = [hand.apply(hand.legal_actions()[-1]) for _ in range(3)]     # no folds
    for op in made:
        assert hash(op) == hash(tuple(op)) and op == tuple(op)
        assert hash(op.action) == hash(tuple(op.action))
        assert not gc.is_tracked(op)            # untracked: it can hold no cycle
    assert len({*made, *(tuple(op) for op in made)}) == len(set(made))


def test_b5_a_subclass_dict_kept_outside_the_struct_is_copied():
    hand = _WithDict([100, 100], 1, 2, 5, seed=1)
    hand.extra = {"a": 1}
    other = copy.copy(hand)
    assert other.extra is hand.extra and other.__dict__ == hand.__dict__
    assert other.__dict__ is not hand.__dict__


# -- B6: NumPy's array layout, read in place by evaluate ------------------------------------

def _b6_rows():
    """Random 7-card hands, each as a tuple of ints (read by the tuple path) and as a NumPy
    row of every integer type NumPy has, contiguous, strided, reversed and byte-swapped."""
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(606)
    hands = np.argsort(rng.random((200, 52)), axis=1)[:, :7]
    for char in "bBhHiIlLqQ":
        for dtype in (np.dtype(char), np.dtype(char).newbyteorder()):
            wide = np.zeros((len(hands), 14), dtype)
            wide[:, ::2] = hands
            for rows in (hands.astype(dtype), wide[:, ::2], hands[:, ::-1].astype(dtype)):
                for row in rows:
                    yield tuple(int(c) for c in row), row


def test_b6_numpy_rows_are_read_in_place_once_the_layout_is_checked():
    np = pytest.importorskip("numpy")
    row = np.array([51, 47, 43, 39, 35, 2, 3], np.uint8)
    assert _core.evaluate(row) == _core.evaluate(tuple(row.tolist()))
    assert _core._ndarray_read_in_place()


def test_b6_every_integer_row_ranks_as_its_ints():
    for codes, row in _b6_rows():
        assert _core.evaluate(row) == _core.evaluate(codes), (row.dtype, row.strides)
        assert _core.evaluate_high(row) == _core.evaluate_high(codes)
        assert _core.evaluate_razz(row) == _core.evaluate_razz(codes)


@pytest.mark.parametrize("make", [
    lambda np: np.array([0, 1, 2, 3, 3], np.uint8),             # a card twice
    lambda np: np.array([0, 1, 2, 3, 52], np.int64),            # out of range
    lambda np: np.array([0, 1, 2, 3, -1], np.int8),             # negative
    lambda np: np.array([0, 1, 2, 3, 2**63], np.uint64),        # far out of range
    lambda np: np.array([0, 1, 2, 3], np.uint8),                # too few
    lambda np: np.arange(8, dtype=np.uint8),                    # too many
    lambda np: np.array([0, 1, 2, 3, 4], np.float64),           # not integers
    lambda np: np.array([1, 0, 1, 0, 1], bool),
    lambda np: np.arange(10, dtype=np.uint8).reshape(2, 5),     # not one row
])
def test_b6_a_bad_row_is_refused_as_its_list_is(make):
    np = pytest.importorskip("numpy")
    row = make(np)
    with pytest.raises((ValueError, TypeError)) as from_list:
        _core.evaluate(row.tolist())
    with pytest.raises(from_list.type) as from_row:
        _core.evaluate(row)
    if row.ndim == 1 and row.dtype.kind in "iu":
        assert str(from_row.value) == str(from_list.value)
