"""Odd inputs to the RL environments: every environment refuses what is not an action code
with a ValueError that says so, and leaves its hand as it was; the OpenSpiel games refuse
impossible chance outcomes and illegal actions at once, and a state that refused one still
clones, pickles and serializes.
"""

from __future__ import annotations

import copy
import pickle
import random

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed: pip install '.[rl]'")
gymnasium = pytest.importorskip("gymnasium", reason="the rl extra is not installed")

import cstud.rl  # noqa: E402, F401 (registers the Gymnasium ids)
from cstud.rl import N_ACTIONS, razz_v0, stud8_v0, stud_v0  # noqa: E402
from cstud.rl.encoding import checked_code  # noqa: E402

NOT_CODES = [1.0, 2.7, -0.5, float("nan"), float("inf"), np.float32(1.0), np.float64(0.0),
             np.array(1.0), "1", "fold", b"1", True, False, np.bool_(True), np.array(True),
             -1, N_ACTIONS, 6, 99, 2**40, -2**63, 2**100, np.int64(-1), np.uint8(N_ACTIONS),
             np.array(7), [1], (1,), np.array([1]), 1 + 0j, object()]
CODES = [1, np.int64(1), np.int8(1), np.uint64(1), np.intp(1), np.array(1), np.array(1, np.uint8)]


def test_checked_code_takes_integers_in_range_and_nothing_else():
    for code in CODES:
        assert checked_code(code) == 1 and type(checked_code(code)) is int
    assert [checked_code(code) for code in range(N_ACTIONS)] == list(range(N_ACTIONS))
    for value in NOT_CODES:
        with pytest.raises(ValueError, match="not"):
            checked_code(value)
    with pytest.raises(ValueError, match=r"integer code 0\.\.4 \(0 FOLD, 1 CHECK_CALL"):
        checked_code(np.float32(1.0))
    with pytest.raises(ValueError, match=r"action code 5 is not one of 0\.\.4"):
        checked_code(np.int64(5))


def test_what_the_action_space_refuses_is_refused_and_bools_too():
    """Every value Gymnasium's ``Discrete(5).contains`` refuses is refused, and the bools it
    takes (``True`` is an int to Python) too; the codes it takes are taken, and NumPy's
    unsigned integers besides (``contains`` refuses ``np.uint64(1)``)."""
    space = gymnasium.spaces.Discrete(N_ACTIONS)
    for value in NOT_CODES:
        if space.contains(value):
            assert value is True or value is False
        with pytest.raises(ValueError):
            checked_code(value)
    for code in CODES:
        assert space.contains(code) or isinstance(code, np.uint64)


def _history(hand) -> tuple:
    return tuple(hand.operations), hand.stacks, hand.mask


@pytest.mark.parametrize("env_id", ["cstud/Stud8-v0", "cstud/Stud-v0", "cstud/Razz-v0"])
def test_gymnasium_refuses_what_is_not_a_code_and_plays_on(env_id):
    environment = gymnasium.make(env_id, opponents=["random", "heuristic"])
    observation, _ = environment.reset(seed=2)
    hand = environment.unwrapped.hand
    before = _history(hand)
    for value in NOT_CODES:
        with pytest.raises(ValueError, match="not"):
            environment.step(value)
        assert _history(hand) == before
    terminated = False
    codes = iter(CODES * 50)
    while not terminated:
        legal = np.flatnonzero(observation["action_mask"])
        code = next(codes)
        if int(code) not in legal:
            code = np.int64(legal[0])
        observation, _, terminated, _, info = environment.step(code)
        assert "illegal_action" not in info
    assert environment.unwrapped.hand.is_over


def _pettingzoo_environments():
    yield "env", stud8_v0.env(players=3)
    yield "raw_env", stud_v0.raw_env(players=2)
    yield "session", razz_v0.env(players=4, max_cycles=5)
    yield "raw session", razz_v0.raw_env(players=3, max_cycles=5)


@pytest.mark.parametrize("which", ["env", "raw_env", "session", "raw session"])
def test_pettingzoo_refuses_what_is_not_a_code_with_a_clear_error(which):
    environment = dict(_pettingzoo_environments())[which]
    environment.reset(seed=1)
    hand = environment.unwrapped.hand
    before = _history(hand), environment.agent_selection
    for value in [*NOT_CODES, None]:
        with pytest.raises(ValueError, match=r"not|None is only for a finished agent"):
            environment.step(value)
        assert (_history(hand), environment.agent_selection) == before
    # Python and NumPy integers are codes.
    codes = iter(CODES * 200)
    steps = 0
    for _agent in environment.agent_iter(max_iter=200):
        observation, _, termination, truncation, _ = environment.last()
        if termination or truncation:
            environment.step(None)
            continue
        code = next(codes)
        legal = np.flatnonzero(observation["action_mask"])
        if legal.size and int(code) not in legal:
            code = np.int64(legal[0])
        environment.step(code)
        steps += 1
    assert steps > 5


def test_parallel_env_refuses_what_is_not_a_code():
    environment = stud8_v0.parallel_env(players=3, max_cycles=4)
    environment.reset(seed=3)
    for value in (1.0, "1", True, 9):
        with pytest.raises(ValueError):
            environment.step(dict.fromkeys(environment.agents, value))


def test_a_finished_agent_still_takes_only_none():
    environment = stud8_v0.env(players=2)
    environment.reset(seed=1)
    while not any(environment.terminations.values()):
        observation, *_ = environment.last()
        environment.step(np.int64(np.flatnonzero(observation["action_mask"])[0]))
    with pytest.raises(ValueError):
        environment.step(1)
    environment.step(None)


# --- OpenSpiel ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def pyspiel():
    module = pytest.importorskip("pyspiel", reason="open_spiel is not installed: pip install "
                                 "'.[openspiel]'")
    import cstud.rl.openspiel  # noqa: F401 (registers the games)

    return module


def _round_trips(game, state) -> None:
    """A state's clone, deep copy, pickle and serialization are the state."""
    expected = state.history(), str(state)
    for other in (state.clone(), copy.deepcopy(state), pickle.loads(pickle.dumps(state)),
                  game.deserialize_state(state.serialize())):
        assert (other.history(), str(other)) == expected
        assert other.is_chance_node() == state.is_chance_node()
        if state.is_chance_node():
            assert other.chance_outcomes() == state.chance_outcomes()
        elif not state.is_terminal():
            assert other.legal_actions() == state.legal_actions()


def _refused(game, state, action, match: str) -> None:
    before = state.history(), str(state), state.serialize()
    outcomes = state.chance_outcomes() if state.is_chance_node() else None
    with pytest.raises(ValueError, match=match):
        state.apply_action(action)
    assert (state.history(), str(state), state.serialize()) == before
    if outcomes is not None:
        assert state.chance_outcomes() == outcomes
    _round_trips(game, state)


def test_openspiel_refuses_impossible_chance_outcomes_at_once(pyspiel):
    game = pyspiel.load_game("python_cstud_stud8", {"players": 2})
    state = game.new_initial_state()
    for card in (52, 99, 2**40):
        _refused(game, state, card, "not a card")
    state.apply_action(7)                               # chosen for this street: pending
    _refused(game, state, 7, "dealt already")
    for card in (0, 1, 2, 3, 4):                        # 3rd street dealt
        state.apply_action(card)
    assert not state.is_chance_node()
    for card in (0, 7):                     # 0: fold, not legal now; 7: no player code
        _refused(game, state, card, "not")
    while not state.is_chance_node():
        state.apply_action(state.legal_actions()[-1] if state.legal_actions()[-1] != 0
                           else state.legal_actions()[0])
        if state.is_terminal():
            pytest.fail("the hand ended on 3rd street")
    for card in (0, 4, 7):                              # 4th street: dealt on 3rd
        _refused(game, state, card, "dealt already")
    state.apply_action(state.chance_outcomes()[0][0])
    _round_trips(game, state)


def test_openspiel_refused_player_actions_stay_out_of_the_replay(pyspiel):
    game = pyspiel.load_game("python_cstud_razz", {"players": 3})
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    for action in range(N_ACTIONS + 3):
        if action not in state.legal_actions():
            _refused(game, state, action, "not")
    state.apply_action(state.legal_actions()[0])
    _round_trips(game, state)


@pytest.mark.parametrize("name", ["python_cstud_stud8", "python_cstud_stud", "python_cstud_razz"])
def test_openspiel_random_refusals_never_break_a_state(pyspiel, name):
    """Random playouts with refused inputs thrown in (cards that are not chance outcomes,
    illegal codes): each refusal changes nothing, the state round-trips after it, and the
    game ends zero-sum."""
    chooser = random.Random(name)
    refusals = 0
    for number in range(12):
        players = 2 + number % 7
        game = pyspiel.load_game(name, {"players": players, "stack": [200, 11, 40][number % 3]})
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                left = {card for card, _ in state.chance_outcomes()}
                if chooser.random() < 0.05:
                    bad = chooser.choice([card for card in range(60) if card not in left])
                    _refused(game, state, bad, "not a card|dealt already")
                    refusals += 1
                state.apply_action(chooser.choice(sorted(left)))
            else:
                legal = state.legal_actions()
                if chooser.random() < 0.1:
                    bad = chooser.choice([code for code in range(8) if code not in legal])
                    _refused(game, state, bad, "not")
                    refusals += 1
                state.apply_action(chooser.choice(legal))
        assert sum(state.returns()) == 0
        _round_trips(game, state)
    assert refusals > 10
