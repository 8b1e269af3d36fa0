"""The single-table stepper on the engine's fast path (``PythonTable``: ``HandState.mask`` and
``step(code)``) against the reference that steps through ``Action`` objects
(tests/rl_reference.py's ``ActionTable``, how PythonTable stepped before).

Same seeds, same codes: every seat's observation the same bytes at every decision, the same
masks, seats to act, episode lengths, operations logs and rewards; an illegal code refused
by both with nothing changed. Then whole PettingZoo and Gymnasium episodes, the environment's
table swapped for the reference, give the same observations, rewards and lengths.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed: pip install '.[rl]'")
gymnasium = pytest.importorskip("gymnasium", reason="the rl extra is not installed")

from rl_reference import ActionTable  # noqa: E402

from cstud import Options, Rake, _core  # noqa: E402
from cstud.rl import razz_v0, stud8_v0, stud_v0  # noqa: E402
from cstud.rl.encoding import N_ACTIONS  # noqa: E402
from cstud.rl.tables import PythonTable, TableConfig, make_table  # noqa: E402

# (game, players, stacks, preset or options): deep and short stacks (all-ins, side pots,
# running out), 8 players (community cards), every preset (R11's big bet, caps, heads-up
# uncapped betting), a rake, burns and the casino stub procedure.
CASES = [
    ("stud8", 2, 200, None),
    ("stud8", 6, [4, 10, 25, 60, 120, 200], None),
    ("stud", 3, [30, 200, 9], "wsop"),
    ("razz", 4, 60, "rrop"),
    ("stud", 8, [3, 8, 15, 40, 80, 200, 6, 120], "tda"),
    ("stud8", 5, [12, 200, 35, 9, 90], "pokerstars"),
    ("stud", 8, 200, Options(rake=Rake(5, cap=3), casino_stub_procedure=True, burn_cards=True,
                             fold_without_bet=True)),
    ("razz", 2, [7, 500], "wsop"),
]


def _config(game, players, stacks, rules, unit="chips") -> TableConfig:
    if isinstance(rules, Options):
        return TableConfig(game, players, stacks, options=rules, reward_unit=unit)
    return TableConfig(game, players, stacks, preset=rules, reward_unit=unit)


def _state(table, players: int, size: int) -> tuple:
    """Everything a stepper shows of its table now (the hand being played)."""
    mask = np.zeros(N_ACTIONS, np.bool_)
    table.legal_mask(mask)
    rows = np.zeros((players, size), np.float32)
    for seat in range(players):
        table.observe(seat, rows[seat])
    return table.actor, mask.tobytes(), rows.tobytes()


def _play_both(config: TableConfig, hands: int, seed: int) -> int:
    """Play ``hands`` hands on both steppers with the same codes; return the steps taken."""
    new, old = PythonTable(config), ActionTable(config)
    chooser = random.Random(seed)
    size, players = config.layout.size, config.players
    steps = 0
    for hand in range(hands):
        deal_seed = seed * 10_000 + hand
        deck = _core.deck_order(deal_seed) if hand % 2 else None
        new.reset(deal_seed, deck)
        old.reset(deal_seed, deck)
        length = 0
        while True:
            shown = _state(new, players, size)
            assert shown == _state(old, players, size), (hand, length)
            mask = np.frombuffer(shown[1], np.bool_)
            if chooser.random() < 0.1:               # an illegal code: refused alike
                illegal = [code for code in range(N_ACTIONS) if not mask[code]]
                code = chooser.choice(illegal)
                for table in (new, old):
                    with pytest.raises(ValueError):
                        table.step(code)
                assert _state(new, players, size) == shown
            code = chooser.choice(np.flatnonzero(mask).tolist())
            over = new.step(code)
            assert over == old.step(code)
            length += 1
            if over:
                break
        assert new.hand.operations == old.hand.operations
        assert new.hand.is_over and old.hand.is_over
        result_new, result_old = np.zeros(players), np.zeros(players)
        new.rewards(result_new)
        old.rewards(result_old)
        assert result_new.tolist() == result_old.tolist()
        for table in (new, old):
            with pytest.raises(ValueError, match="over"):
                table.actor                           # noqa: B018 (raises)
        steps += length
    return steps


@pytest.mark.parametrize(("game", "players", "stacks", "rules"), CASES)
def test_the_fast_stepper_plays_the_reference_hands(game, players, stacks, rules):
    assert _play_both(_config(game, players, stacks, rules), 60, seed=players) > 60


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players", "stacks", "rules"), CASES)
def test_the_fast_stepper_plays_the_reference_hands_long(game, players, stacks, rules):
    assert _play_both(_config(game, players, stacks, rules, "big_bets"), 2000,
                      seed=100 + players) > 2000


def test_make_table_gives_the_fast_stepper_and_it_refuses_codes_out_of_range():
    table = make_table(TableConfig())
    assert isinstance(table, PythonTable)
    for code in (-1, N_ACTIONS, 99):
        with pytest.raises(ValueError, match="not one of"):
            table.step(code)


def _pettingzoo_episodes(module, reference: bool, episodes: int) -> list:
    environment = module.env(players=4, stacks=[20, 200, 9, 60])
    raw = environment.unwrapped
    if reference:
        raw._table = ActionTable(raw.config)
    chooser = random.Random(3)
    record = []
    for episode in range(episodes):
        environment.reset(seed=episode)
        for agent in environment.agent_iter():
            observation, reward, termination, truncation, info = environment.last()
            record.append((agent, observation["observation"].tobytes(),
                           observation["action_mask"].tobytes(), reward, termination,
                           truncation, sorted(info)))
            if termination or truncation:
                environment.step(None)
            else:
                environment.step(chooser.choice(np.flatnonzero(observation["action_mask"])
                                                .tolist()))
    return record


@pytest.mark.parametrize("module", [stud8_v0, stud_v0, razz_v0], ids=lambda m: m.__name__)
def test_pettingzoo_episodes_are_the_reference_episodes(module):
    fast = _pettingzoo_episodes(module, False, 40)
    assert fast == _pettingzoo_episodes(module, True, 40)
    assert len(fast) > 40 * 4


def _gymnasium_episodes(reference: bool, episodes: int) -> list:
    environment = gymnasium.make("cstud/Stud8-v0", opponents=["random", "heuristic", "station"])
    raw = environment.unwrapped
    if reference:
        raw._table = ActionTable(raw.config)
    chooser = random.Random(4)
    record = []
    for episode in range(episodes):
        observation, info = environment.reset(seed=episode)
        record.append((observation["observation"].tobytes(), info["seat"]))
        terminated = False
        while not terminated:
            # now and then a code the mask does not allow (played as the passive action)
            code = chooser.randrange(N_ACTIONS) if chooser.random() < 0.2 else chooser.choice(
                np.flatnonzero(observation["action_mask"]).tolist())
            observation, reward, terminated, _, info = environment.step(code)
            record.append((observation["observation"].tobytes(),
                           observation["action_mask"].tobytes(), reward, sorted(info.items())))
    return record


def test_gymnasium_episodes_are_the_reference_episodes():
    fast = _gymnasium_episodes(False, 60)
    assert fast == _gymnasium_episodes(True, 60)
    assert len(fast) > 60 * 2
