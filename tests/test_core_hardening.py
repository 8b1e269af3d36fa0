"""The core's entry points under odd input (issue 11; findings M5, L4, L5, L6, L7, L8, L11 of
the December attack, ../shared/findings/reliability-2026-12-01.md, and the int64 batch of
the newcomer trial): NumPy integers taken wherever ints are, clear errors of the documented
type for the rest, bounded work and memory, and NumPy imported only when an array call needs it.
"""

from __future__ import annotations

import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from itertools import islice

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cstud
from cstud import HandCategory, HandState, Rake, bots, settle
from cstud import equities as equity_module
from cstud.cli import main

ROYAL = "As Ks Qs Js Ts"
SEVEN = ["As Ks Qs Js 9d 9c 9h", "Kd Kh 7c 7d 3s 3h 4c"]


# -- lazy NumPy -----------------------------------------------------------------------------------

def test_import_cstud_does_not_import_numpy():
    program = (
        "import sys\n"
        "import cstud, cstud.histories, cstud.bots, cstud.simulation, cstud.cli.play\n"
        "cstud.evaluate('As Ks Qs Js Ts'); cstud.settle([5, 5], ['As Ks Qs Js Ts', "
        "'2c 3d 4h 5s 7c'])\n"
        "assert 'numpy' not in sys.modules, sorted(m for m in sys.modules if 'numpy' in m)\n"
        "high, low = cstud.evaluate_batch(bytes([51, 47, 43, 39, 35]), k=5)\n"
        "assert 'numpy' in sys.modules and int(high[0]) == 7462\n"
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr


# -- L4: ranks as evaluate_batch returns them -----------------------------------------------------

@pytest.mark.parametrize("dtype", [np.uint16, np.int32, np.int64, np.uint64])
def test_l4_numpy_ranks_are_named(dtype):
    high, low = cstud.evaluate_batch(np.array([cstud.parse_cards(ROYAL)], np.uint8))
    assert cstud.describe_high(high[0]) == "Royal flush"
    assert cstud.describe_high(dtype(high[0])) == "Royal flush"
    assert HandCategory.of(dtype(high[0])) is HandCategory.STRAIGHT_FLUSH
    assert cstud.describe_low(low[0]) == "No low" and cstud.describe_low(dtype(56)) == "The wheel"
    assert cstud.describe_razz(dtype(6175)) == "The wheel"
    assert cstud.describe_low(np.uint8(56)) == "The wheel"       # what the batch's low is


@pytest.mark.parametrize("rank", [2**64, 2**1000, -2**64, -1])
def test_l4_ranks_beyond_a_c_long_are_a_value_error(rank):
    for name in (cstud.describe_high, cstud.describe_low, cstud.describe_razz, HandCategory.of):
        with pytest.raises(ValueError, match="rank must be"):
            name(rank)


def test_l4_bool_and_float_are_not_ranks():
    with pytest.raises(TypeError):
        cstud.describe_high(True)
    with pytest.raises(TypeError):
        cstud.describe_high(7462.0)


# -- evaluate_batch: any integer dtype ------------------------------------------------------------

INTEGER_DTYPES = [np.uint8, np.int8, np.uint16, np.int16, np.uint32, np.int32, np.uint64,
                  np.int64, np.dtype(">i4"), np.dtype("<u8")]


@pytest.mark.parametrize("dtype", INTEGER_DTYPES)
def test_batch_takes_any_integer_dtype(dtype):
    rows = [cstud.parse_cards(hand) for hand in SEVEN]
    expected = [cstud.evaluate(hand) for hand in SEVEN]
    high, low = cstud.evaluate_batch(np.array(rows, dtype=dtype))
    assert list(zip(high.tolist(), low.tolist(), strict=True)) == expected
    # not C-contiguous: other types are copied anyway; uint8, read in place, must be
    wide = np.zeros((2, 14), dtype=dtype)
    wide[:, ::2] = rows
    if np.dtype(dtype) == np.uint8:
        with pytest.raises(ValueError, match="C-contiguous"):
            cstud.evaluate_batch(wide[:, ::2])
    else:
        assert cstud.evaluate_batch(wide[:, ::2])[0].tolist() == high.tolist()


def test_batch_takes_the_default_numpy_array():
    high, low = cstud.evaluate_batch(np.array([[0, 4, 8, 12, 48]]))    # int64 by default
    assert (high.tolist(), low.tolist()) == ([cstud.evaluate_high([0, 4, 8, 12, 48])], [56])


@pytest.mark.parametrize("bad", [52, 255, 256, -1, 2**40, -2**40])
def test_batch_refuses_codes_out_of_range_in_any_dtype(bad):
    rows = np.array([[0, 4, 8, 12, 16], [0, 4, 8, 12, bad]], dtype=np.int64)
    with pytest.raises(ValueError, match=rf"row 1 of hands .* 0\.\.51: \[0, 4, 8, 12, {bad}\]"):
        cstud.evaluate_batch(rows)


def test_batch_refuses_non_integer_dtypes():
    for array in (np.zeros((1, 5), np.float64), np.zeros((1, 5), np.bool_),
                  np.zeros((1, 5), np.complex64)):
        with pytest.raises(TypeError, match="integer card codes"):
            cstud.evaluate_batch(array)


# -- L5: overlapping out arrays, no partial writes, k ---------------------------------------------

def test_l5_out_overlapping_the_input_is_safe():
    rows = [cstud.parse_cards(hand) for hand in SEVEN]
    flat = np.array(rows, np.uint8).ravel().copy()
    expected = [cstud.evaluate_high(hand) for hand in SEVEN]
    assert expected == [5523, 4800]
    high, _ = cstud.evaluate_batch(flat.reshape(2, 7), out_low=flat[7:9])
    assert high.tolist() == expected
    flat = np.array(rows, np.uint8).ravel().copy()
    as_u16 = flat[:4].view(np.uint16)          # out_high over the first row's codes
    high, _ = cstud.evaluate_batch(flat.reshape(2, 7), out_high=as_u16[:2])
    assert high.tolist() == expected


def test_l5_out_high_and_out_low_must_not_overlap():
    hands = np.array([cstud.parse_cards(hand) for hand in SEVEN], np.uint8)
    shared = np.zeros(4, np.uint8)
    with pytest.raises(ValueError, match="overlap"):
        cstud.evaluate_batch(hands, out_high=shared.view(np.uint16), out_low=shared[:2])


def test_l5_no_partly_written_out_on_error():
    hands = np.array([cstud.parse_cards(SEVEN[0])] * 1000, np.uint8)
    hands[500, 1] = hands[500, 0]
    out_high = np.full(1000, 7, np.uint16)
    out_low = np.full(1000, 9, np.uint8)
    with pytest.raises(ValueError, match="row 500"):
        cstud.evaluate_batch(hands, out_high=out_high, out_low=out_low)
    assert (out_high == 7).all() and (out_low == 9).all()
    with pytest.raises(ValueError, match="row 500"):
        cstud.evaluate_batch(hands, out_low=out_low)
    assert (out_low == 9).all()


@pytest.mark.parametrize("k", [7.0, "7", True, None])
def test_l5_k_must_be_an_int(k):
    error = ValueError if k is None else TypeError
    with pytest.raises(error, match="k"):
        cstud.evaluate_batch(bytes(range(7)), k=k)
    if k is not None:
        with pytest.raises(TypeError, match="k is the number of cards"):
            cstud.evaluate_batch(np.zeros((1, 7), np.uint8), k=k)
    assert cstud.evaluate_batch(bytes(range(7)), k=np.int64(7))[0].shape == (1,)


@settings(max_examples=150, deadline=None)
@given(dtype=st.sampled_from(INTEGER_DTYPES), width=st.sampled_from([5, 6, 7]),
       rows=st.lists(st.lists(st.integers(-3, 60), min_size=7, max_size=7), max_size=6),
       overlap=st.booleans())
def test_batch_fuzz_against_single_hands(dtype, width, rows, overlap):
    """The attack's batch probes: every dtype, codes in and out of range, duplicates, and an
    out array over the input; each answer is the single-hand call's, or a ValueError naming
    the first bad row, with the out array untouched."""
    codes = [row[:width] for row in rows]
    info = np.iinfo(dtype)
    codes = [[min(max(c, int(info.min)), int(info.max)) for c in row] for row in codes]
    hands = np.array(codes, dtype=dtype).reshape(len(codes), width)
    good = [min(row) >= 0 and max(row) <= 51 and len(set(row)) == width for row in codes]
    out_low = np.full(len(codes), 99, np.uint8)
    if overlap and dtype == np.uint8 and codes:
        out_low = hands.reshape(-1)[:len(codes)]
    before = out_low.copy()
    if all(good):
        expected = [cstud.evaluate(row) for row in codes]
        high, low = cstud.evaluate_batch(hands, out_low=out_low)
        assert list(zip(high.tolist(), low.tolist(), strict=True)) == expected
    else:
        with pytest.raises(ValueError, match=f"row {good.index(False)} "):
            cstud.evaluate_batch(hands, out_low=out_low)
        assert (out_low == before).all()


# -- L6: NumPy ints wherever ints are; a dict refused; a rake of True -----------------------------

HANDS = ["As Kd Kh 7c 5d 4s 2c", "Qs Qd 9h 9c 3d 8s Jc"]


def test_l6_settle_takes_numpy_ints_everywhere():
    plain = settle([20, 20], HANDS, rake=3, dealer=1)
    numpy = settle(np.array([20, 20]), HANDS, rake=np.int64(3), dealer=np.int32(1))
    assert numpy == plain and all(type(p) is int for p in numpy.payouts)
    assert type(numpy.rake) is int
    six = ["As Kd Kh 7c 5d 4s", "Qs Qd 9h 9c 3d 8s"]
    with_community = settle([20, 20], six, community=np.int64(0))
    assert with_community == settle([20, 20], six, community=0) == settle([20, 20], six,
                                                                          community="2c")


@pytest.mark.parametrize("contributions", [{40: 0, 30: 1}, {40, 30}, "4030"])
def test_l6_settle_refuses_a_dict_or_set_of_contributions(contributions):
    with pytest.raises(TypeError, match="contributions must be a sequence"):
        settle(contributions, HANDS)


def test_l6_settle_refuses_a_dict_of_hands():
    with pytest.raises(TypeError, match="hands must be a sequence"):
        settle([20, 20], dict(enumerate(HANDS)))


class OddRake:
    def __init__(self, value: object) -> None:
        self.value = value

    def amount(self, pot: int, reached_fourth_street: bool = True) -> object:
        return self.value


@pytest.mark.parametrize("value", [True, False, 1.0, "1", None])
def test_l6_rake_rule_must_give_an_int(value):
    with pytest.raises(ValueError, match="gave a rake of"):
        settle([20, 20], HANDS, rake=OddRake(value))
    assert settle([20, 20], HANDS, rake=OddRake(np.int64(2))).rake == 2


def test_l6_settle_rake_bounds_with_numpy():
    with pytest.raises(ValueError, match=r"rake must be 0\.\.40"):
        settle([20, 20], HANDS, rake=np.int64(41))
    with pytest.raises(TypeError, match="rake must be None"):
        settle([20, 20], HANDS, rake=np.float64(1))
    assert settle([20, 20], HANDS, rake=Rake(10)).rake == 4


def test_l6_hand_state_takes_numpy_ints():
    plain = HandState([100, 100, 100], 1, 2, 5, dealer=1, seed=4)
    numpy = HandState(list(np.array([100, 100, 100])), np.int64(1), np.int32(2), np.int16(5),
                      dealer=np.int64(1), seed=4, seat_numbers=list(np.arange(1, 4)))
    assert numpy.starting_stacks == plain.starting_stacks
    assert all(type(stack) is int for stack in numpy.starting_stacks)
    assert (numpy.ante, numpy.bring_in, numpy.small_bet, numpy.dealer) == (1, 2, 5, 1)
    assert type(numpy.dealer) is int and numpy.seat_numbers == (1, 2, 3)
    assert [a.kind for a in numpy.legal_actions()] == [a.kind for a in plain.legal_actions()]


@pytest.mark.parametrize(("kwargs", "name"), [
    ({"dealer": 1.0}, "dealer"), ({"dealer": True}, "dealer"),
    ({"seat_numbers": [1, 2, "3"]}, "seat number"), ({"ante": 1.5}, "ante")])
def test_l6_hand_state_messages_say_what_the_value_is(kwargs, name):
    base = {"stacks": [100, 100, 100], "ante": 1, "bring_in": 2, "small_bet": 5}
    with pytest.raises(TypeError, match=f"^{name} must be an int, not ") as error:
        HandState(**(base | kwargs))
    assert "(chips)" not in str(error.value)


# -- L7: short messages ---------------------------------------------------------------------------

@pytest.mark.parametrize("call", [cstud.parse_cards, cstud.evaluate, cstud.Card,
                                  lambda text: settle([5, 5], [text, ROYAL])])
def test_l7_card_errors_quote_a_short_prefix(call):
    with pytest.raises(ValueError) as error:
        call("X" * 10**6)
    assert len(str(error.value)) < 300 and "1,000,000 characters" in str(error.value)
    with pytest.raises(ValueError, match=r"unknown card text 'Xx' in 'As Xx'"):
        call("As Xx")           # a short text is still quoted whole


def test_l7_other_long_inputs_are_quoted_short():
    with pytest.raises(TypeError) as error:
        cstud.parse_cards([b"x" * 10**6])
    assert len(str(error.value)) < 300
    with pytest.raises(ValueError) as error:
        cstud.parse_cards(["As Kd" * 10**5])
    assert len(str(error.value)) < 300
    with pytest.raises(ValueError) as error:
        settle([5, 5], [ROYAL, "2c 3d 4h 5s 7c"], game="x" * 10**6)
    assert len(str(error.value)) < 300


# -- L8: '??' among the dead cards ----------------------------------------------------------------

@pytest.mark.parametrize("dead", ["??", ["??"], "??As??", ["As", "??"], [" ?? "], ("7c", "??Kd"),
                                  iter(["??"])])
def test_l8_unknown_dead_cards_are_refused_in_every_form(dead):
    with pytest.raises(ValueError, match="'\\?\\?' has no place"):
        cstud.equity(["As 2s 3s", "Kh Kd 7c"], dead=dead)


def test_l8_dead_cards_as_a_generator_are_read_once():
    result = cstud.equity(["As 2s 3s", "Kh Kd 7c"], dead=(c for c in ["7d", "8d"]),
                          trials=1000, seed=1, exact_limit=0)
    assert [repr(c) for c in result.dead] == ["7d", "8d"]


# -- M5: bounded trials and exact_limit -----------------------------------------------------------

SPOT = ["As 2s 3h", "?? ?? Kd", "Qc Jc Tc"]
DOCUMENTED_MAXIMUM = 10**12     # equities.MAX_TRIALS and MAX_EXACT_LIMIT, as the README says


def test_m5_the_maximums_are_as_documented():
    assert equity_module.MAX_TRIALS == equity_module.MAX_EXACT_LIMIT == DOCUMENTED_MAXIMUM


@pytest.mark.parametrize("trials", [2**63 - 1, 10**13, DOCUMENTED_MAXIMUM + 1])
def test_m5_trials_beyond_the_maximum_are_refused(trials):
    with pytest.raises(ValueError, match="at most MAX_TRIALS = 1,000,000,000,000"):
        cstud.equity(SPOT, trials=trials, seed=1)


@pytest.mark.parametrize("limit", [10**20, DOCUMENTED_MAXIMUM + 1])
def test_m5_exact_limit_beyond_the_maximum_is_refused(limit):
    with pytest.raises(ValueError, match="at most MAX_EXACT_LIMIT"):
        cstud.equity(SPOT, exact_limit=limit)


def test_m5_the_monte_carlo_plan_is_lazy():
    """The plan is made as it is run: one of 10**18 trials costs nothing to start (a list
    of its 4 * 10**12 chunks ran out of memory)."""
    plan = equity_module._plan_sample(10**18, 7)
    first = list(islice(plan, 3))
    assert [task for task, _ in first] == [("sample", equity_module.SAMPLE_CHUNK, 7, stream)
                                           for stream in range(3)]


def test_m5_executor_holds_a_bounded_number_of_chunks(monkeypatch):
    monkeypatch.setattr(equity_module, "SAMPLE_CHUNK", 500)
    monkeypatch.setattr(equity_module, "MAX_PENDING_CHUNKS", 4)
    most = 0
    pending = 0
    lock = threading.Lock()

    class Counting(ThreadPoolExecutor):
        def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def]
            nonlocal most, pending
            with lock:
                pending += 1
                most = max(most, pending)
            future = super().submit(fn, *args, **kwargs)

            def finished(_: object) -> None:
                nonlocal pending
                with lock:
                    pending -= 1
            future.add_done_callback(finished)
            return future

    with Counting(2) as pool:
        threaded = cstud.equity(SPOT, trials=20_000, seed=5, executor=pool)
    alone = cstud.equity(SPOT, trials=20_000, seed=5)
    assert threaded == alone and threaded.runouts == 20_000
    assert most <= 4


def test_m5_command_line_refuses_huge_trials(capsys):
    with pytest.raises(SystemExit) as stop:      # refused as the option it is, in its words
        main(["equity", *SPOT, "--trials", "100000000000000"])
    error = capsys.readouterr().err
    assert stop.value.code == 2 and "--trials" in error and "MAX_TRIALS" not in error
    with pytest.raises(SystemExit) as stop:
        main(["equity", *SPOT, "--trials", "1e14"])
    assert stop.value.code == 2
    assert "--trials" in capsys.readouterr().err


# -- L11: play_hand with too few bots -------------------------------------------------------------

def test_l11_play_hand_with_too_few_bots():
    state = HandState([100] * 3, 1, 2, 5, seed=1)
    with pytest.raises(ValueError, match="no bot for seat 1, 2: the hand has 3 seats"):
        bots.play_hand(state, [bots.RandomBot(1)])
    with pytest.raises(ValueError, match="no bot for seat 2"):
        bots.play_hand(state, {0: bots.RandomBot(1), 1: bots.RandomBot(2)})
    assert not state.operations[len(HandState([100] * 3, 1, 2, 5, seed=1).operations):]
    with pytest.raises(TypeError, match="bots must be"):
        bots.play_hand(state, bots.RandomBot(1))  # type: ignore[arg-type]
    # a seat with no chips needs no bot
    short = HandState([100, 0, 100], 1, 2, 5, seed=1)
    assert bots.play_hand(short, {0: bots.RandomBot(1), 2: bots.RandomBot(2)}).is_over
