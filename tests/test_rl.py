"""cstud.rl: the PettingZoo, Gymnasium, vector and OpenSpiel environments, checked with the
libraries' own test suites, against the engine's settlement, and for peeking.

Needs the rl extra (``pip install ".[rl]"``); the OpenSpiel test needs ``.[openspiel]``.
The 10,000-episode runs are ``slow`` (``pytest -m slow tests/test_rl.py``); the default suite
plays fewer of the same episodes.
"""

from __future__ import annotations

import doctest
import functools
import random
import subprocess
import sys
import types
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed: pip install '.[rl]'")
gymnasium = pytest.importorskip("gymnasium", reason="the rl extra is not installed")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import (  # noqa: E402
    api_test,
    max_cycles_test,
    parallel_api_test,
    parallel_seed_test,
    seed_test,
)

import cstud  # noqa: E402
import cstud.cli  # noqa: E402
import cstud.rl  # noqa: E402
import cstud.rl.aec  # noqa: E402
from cstud import HandHistory, HandState, format_cards  # noqa: E402
from cstud.bots import CallingStation, HeuristicBot, RandomBot  # noqa: E402
from cstud.game import ActionKind  # noqa: E402
from cstud.rl import (  # noqa: E402
    ENV_IDS,
    N_ACTIONS,
    ActionCode,
    Layout,
    VectorTables,
    evaluate,
    razz_v0,
    stud8_v0,
    stud_v0,
)
from cstud.rl.encoding import actions_by_code, encode, legal_mask  # noqa: E402
from cstud.rl.render import render_view  # noqa: E402

MODULES = [stud8_v0, stud_v0, razz_v0]
GAMES = {stud8_v0: "stud8", stud_v0: "stud", razz_v0: "razz"}
PLAYERS = [2, 3, 6, 8]
EXAMPLE = Path(__file__).parent.parent / "examples" / "train_vector_policy.py"
RL_GUIDE = Path(__file__).parent.parent / "docs" / "RL.md"


# --- PettingZoo's own tests -----------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("module", MODULES, ids=lambda module: module.__name__)
def test_pettingzoo_api_seed_and_max_cycles(module, players):
    api_test(module.env(players=players), num_cycles=200)
    seed_test(functools.partial(module.env, players=players), num_cycles=200)
    # max_cycles_test calls module.env(max_cycles=) and module.parallel_env(max_cycles=).
    max_cycles_test(types.SimpleNamespace(
        env=functools.partial(module.env, players=players),
        parallel_env=functools.partial(module.parallel_env, players=players)))
    parallel_api_test(module.parallel_env(players=players, max_cycles=30), num_cycles=200)
    parallel_seed_test(functools.partial(module.parallel_env, players=players, max_cycles=30))


def test_a_pettingzoo_hand_follows_the_engine():
    """One hand through the AEC API: only the seat to act is selected, every code it plays
    is the engine's action at that code, and the rewards are the hand's result."""
    environment = stud8_v0.env(players=3, reward_unit="chips")
    environment.reset(seed=5)
    raw = environment.unwrapped
    chooser = random.Random(5)
    for agent in environment.agent_iter():
        observation, _, termination, truncation, _ = environment.last()
        if termination or truncation:
            environment.step(None)
            continue
        hand = raw.hand
        assert agent == f"player_{hand.actor}"
        legal = actions_by_code(hand.legal_actions())
        assert list(observation["action_mask"]) == [int(action is not None) for action in legal]
        code = chooser.choice([code for code, action in enumerate(legal) if action])
        operations = len(hand.operations)
        environment.step(code)
        assert hand.operations[operations].action == legal[code]
    hand = raw.hand
    assert hand.is_over
    assert environment.agents == []


def test_illegal_action_ends_the_hand_the_classic_way():
    environment = stud8_v0.env(players=2)
    environment.reset(seed=1)
    observation, *_ = environment.last()
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    actor = environment.agent_selection
    environment.step(illegal)
    assert all(environment.terminations.values())
    assert environment.rewards[actor] == -1


def test_session_plays_illegal_actions_passively_and_truncates():
    environment = razz_v0.raw_env(players=2, max_cycles=50)
    environment.reset(seed=2)
    cycles_seen = 0
    while environment.agents:
        agent = environment.agent_selection
        if environment.terminations[agent] or environment.truncations[agent]:
            environment.step(None)
            continue
        environment.step(ActionCode.BIG_WAGER)      # never legal with Razz's rules
        cycles_seen += 1
    assert cycles_seen == 50 * 2


def test_bad_arguments_are_refused():
    for bad in (dict(players=1), dict(players=9), dict(stacks=[100]), dict(stacks=1),
                dict(stacks=[5, 0]), dict(stakes=(1, 5, 2)), dict(preset="nope"),
                dict(render_mode="rgb"), dict(max_cycles=0), dict(reward_unit="euros")):
        with pytest.raises(ValueError):
            stud8_v0.raw_env(**bad)
    for tables in (0, 65_537, 2.0):
        with pytest.raises(ValueError):
            VectorTables(tables, 2)
    with pytest.raises(ValueError):
        gymnasium.make("cstud/Stud8-v0", opponents=["nobody"])
    with pytest.raises(TypeError):
        gymnasium.make("cstud/Stud8-v0", opponents=[object()])


# --- Gymnasium ----------------------------------------------------------------------------


@pytest.mark.parametrize("env_id", ENV_IDS.values())
def test_gymnasium_check_env(env_id):
    check_env(gymnasium.make(env_id).unwrapped)
    check_env(gymnasium.make(env_id, opponents=["random", "station", "heuristic"],
                             render_mode="ansi").unwrapped)


def test_gymnasium_episode_against_given_bots():
    environment = gymnasium.make("cstud/Stud-v0", opponents=[CallingStation(), HeuristicBot()],
                                 seat=1, reward_unit="big_bets")
    observation, info = environment.reset(seed=9)
    assert info["seat"] == 1
    generator = np.random.default_rng(9)
    terminated = False
    while not terminated:
        legal = np.flatnonzero(observation["action_mask"])
        observation, reward, terminated, truncated, info = environment.step(
            int(generator.choice(legal)))
        assert "illegal_action" not in info and not truncated
    hand = environment.unwrapped.hand
    assert reward == (hand.stacks[1] - hand.starting_stacks[1]) / hand.big_bet


# --- 10,000 random episodes: zero-sum and the engine's settlement ----------------------------


def _random_episodes(module, episodes: int, seed: int) -> None:
    """Random legal play over many hands (2 to 8 players, deep and short stacks): every
    reward vector sums to zero and is each seat's result in the engine's settlement, and the
    hand's PHH replays to the same finishing stacks."""
    chooser = random.Random(seed)
    # Deep stacks, and short unequal ones (all-ins, side pots, running out, R16).
    environments = {(players, short): module.env(
        players=players, stacks=[2 + 9 * seat for seat in range(players)] if short else 200)
        for players in range(2, 9) for short in (False, True)}
    for episode in range(episodes):
        players = 2 + episode % 7
        environment = environments[players, episode % 2 == 1]
        environment.reset(seed=seed * 100_000 + episode)
        totals = dict.fromkeys(environment.possible_agents, 0.0)
        for agent in environment.agent_iter():
            observation, reward, termination, truncation, _ = environment.last()
            totals[agent] += reward
            if termination or truncation:
                environment.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])
            environment.step(int(chooser.choice(legal)))
        hand = environment.unwrapped.hand
        assert hand.is_over
        settled = [hand.settlement.payouts[seat] - hand.contributions[seat]
                   for seat in range(players)]
        assert [totals[f"player_{seat}"] for seat in range(players)] == settled
        assert sum(settled) == 0
        assert [hand.stacks[seat] - hand.starting_stacks[seat]
                for seat in range(players)] == settled
        if episode % 50 == 0:
            replay = HandHistory.loads(HandHistory.from_state(hand).dumps()).replay(
                hand.options)
            assert replay.finishing_stacks == [hand.stacks[seat] for seat in hand.players]


@pytest.mark.parametrize("module", MODULES, ids=lambda module: module.__name__)
def test_random_episodes(module):
    _random_episodes(module, 300, seed=1)


@pytest.mark.slow
@pytest.mark.parametrize("module", MODULES, ids=lambda module: module.__name__)
def test_ten_thousand_random_episodes(module):
    _random_episodes(module, 10_000, seed=2)


def _vector_episodes(game: str, steps: int, seed: int) -> int:
    """Random legal play on VectorTables: each finished table's rewards are the settlement
    of the hand it finished; returns the number of hands."""
    tables = VectorTables(16, players=6, game=game, seed=seed, stacks=[4, 10, 25, 60, 120, 200])
    batch = tables.reset()
    generator = np.random.default_rng(seed)
    hands = 0
    for _ in range(steps):
        codes = (generator.random(batch.action_mask.shape) * batch.action_mask).argmax(1)
        batch = tables.step(codes)
        for table in np.flatnonzero(batch.done):
            hand = tables.finished_hand(int(table))
            settled = [hand.settlement.payouts[seat] - hand.contributions[seat]
                       for seat in range(6)]
            assert batch.rewards[table].tolist() == settled
            assert sum(settled) == 0
            hands += 1
        assert not batch.rewards[~batch.done].any()
    return hands


@pytest.mark.parametrize("game", ["stud8", "stud", "razz"])
def test_vector_random_episodes(game):
    assert _vector_episodes(game, 200, seed=3) > 50


@pytest.mark.slow
@pytest.mark.parametrize("game", ["stud8", "stud", "razz"])
def test_vector_ten_thousand_episodes(game):
    assert _vector_episodes(game, 25_000, seed=4) >= 10_000


# --- No peeking ----------------------------------------------------------------------------


def _seat_cards(generator: random.Random, players: int) -> tuple[list[list[int]], list[int]]:
    deck = list(range(52))
    generator.shuffle(deck)
    return [deck[7 * seat:7 * seat + 7] for seat in range(players)], deck[7 * players:]


@pytest.mark.parametrize("seed", range(12))
def test_observations_never_show_another_seats_down_cards(seed):
    """Swap one seat's down cards (3rd-street pair and 7th street) for cards nobody holds: at
    every decision every other seat's observation and text view are unchanged."""
    generator = random.Random(seed)
    players = generator.randint(2, 6)
    game = ["stud8", "stud", "razz"][seed % 3]
    cards, spare = _seat_cards(generator, players)
    hidden = generator.randrange(players)
    swapped = [list(seat_cards) for seat_cards in cards]
    for index, replacement in zip((0, 1, 6), spare, strict=False):
        swapped[hidden][index] = replacement
    hands = [HandState([200] * players, 1, 2, 5, game=game, cards=deal)
             for deal in (cards, swapped)]
    layout = Layout(players)
    rows = np.zeros((2, layout.size), np.float32)
    checked = 0
    while not hands[0].is_over:
        for seat in range(players):
            if seat == hidden:
                continue
            for row, hand in zip(rows, hands, strict=True):
                encode(hand, seat, row, layout)
            assert np.array_equal(rows[0], rows[1])
            assert render_view(hands[0], seat) == render_view(hands[1], seat)
            checked += 1
        # The same public play in both (the swapped cards never decide the legal actions).
        legal = hands[0].legal_actions()
        assert legal == hands[1].legal_actions()
        choice = generator.choice([action for action in legal
                                   if action.kind is not ActionKind.FOLD] or legal)
        for hand in hands:
            hand.apply(choice)
    assert checked > 0
    # And the seat's own observation does show its own down cards.
    encode(hands[1], hidden, rows[1], layout)
    start, _ = layout.blocks["down"]
    down = {int(code) for code in hands[1].down_cards(hidden)}
    assert set(np.flatnonzero(rows[1][start:start + 52]).tolist()) == down


def test_observation_blocks_hold_what_the_layout_says():
    hand = HandState([100, 80, 60], 1, 2, 5, cards={0: "Ah Kh 9c", 1: "2d 3d 2c",
                                                    2: "Qs Js 8h"})
    layout = Layout(3)
    row = np.zeros(layout.size, np.float32)
    encode(hand, 2, row, layout)                    # seat 2 looks: slot 1 is seat 0
    blocks = layout.blocks

    def block(name):
        start, size = blocks[name]
        return row[start:start + size]

    assert set(np.flatnonzero(block("down")).tolist()) == {int(c) for c in
                                                           cstud.parse_cards("Qs Js")}
    up = block("up").reshape(3, 52)
    assert np.flatnonzero(up[0]).tolist() == [int(cstud.Card("8h"))]
    assert np.flatnonzero(up[1]).tolist() == [int(cstud.Card("9c"))]
    assert np.flatnonzero(up[2]).tolist() == [int(cstud.Card("2c"))]
    assert np.allclose(block("stacks"), [5.9, 9.9, 7.9])
    assert block("bring_in").tolist() == [0, 0, 1]          # seat 1 = two to the left
    assert block("street").tolist() == [1, 0, 0, 0, 0]
    assert block("actor").tolist() == [0, 0, 1]
    assert block("position").tolist() == [0, 0, 1]          # dealt last: the dealer
    assert legal_mask(hand).tolist() == [0, 0, 1, 1, 0]     # bring in or complete


def test_action_codes_cover_every_legal_action_once():
    """Over random hands with every preset (the R11 double bet included), each legal action
    has exactly one code and each code stands for one legal action."""
    generator = random.Random(7)
    seen_big = 0
    for number in range(300):
        preset = [None, "pokerstars", "tda", "wsop", "rrop"][number % 5]
        game = ["stud", "stud8", "razz"][number % 3]
        options = None if preset is None else cstud.Options.preset(preset, game)
        hand = HandState([generator.randint(3, 120) for _ in range(generator.randint(2, 8))],
                         1, 2, 5, game=game, options=options, seed=number)
        while not hand.is_over:
            legal = hand.legal_actions()
            slots = actions_by_code(legal)
            placed = [action for action in slots if action is not None]
            assert sorted(placed) == sorted(legal)
            seen_big += slots[ActionCode.BIG_WAGER] is not None
            hand.apply(generator.choice(legal))
    assert seen_big > 0


# --- VectorTables ----------------------------------------------------------------------------


def test_vector_tables_same_seed_same_episodes_and_shapes():
    runs = []
    for _ in range(2):
        tables = VectorTables(8, players=4, game="razz", seed=11)
        batch = tables.reset()
        assert batch.observations.shape == (8, Layout(4).size)
        assert batch.action_mask.shape == (8, N_ACTIONS) and batch.action_mask.dtype == bool
        assert batch.rewards.shape == (8, 4) and batch.seat.shape == (8,)
        generator = np.random.default_rng(0)
        record = []
        for _ in range(120):
            codes = (generator.random(batch.action_mask.shape) * batch.action_mask).argmax(1)
            batch = tables.step(codes)
            record.append(tuple(array.copy() for array in  # each step rewrites the batch
                                (batch.observations, batch.rewards, batch.seat, batch.done)))
        runs.append(record)
    for first, second in zip(*runs, strict=True):
        for a, b in zip(first, second, strict=True):
            assert np.array_equal(a, b)
    assert any(step[3].any() for step in runs[0])          # tables finished and went on


def test_vector_tables_refuse_illegal_actions_and_change_nothing():
    tables = VectorTables(3, players=2, seed=1)
    with pytest.raises(ValueError, match="reset"):
        tables.step(np.zeros(3, np.int64))
    batch = tables.reset()
    before = [len(tables.hand(table).operations) for table in range(3)]
    illegal = np.argmax(batch.action_mask, axis=1)
    illegal[1] = int(np.flatnonzero(~batch.action_mask[1])[0])
    with pytest.raises(ValueError, match="table 1"):
        tables.step(illegal)
    for bad in (np.zeros(2, np.int64), np.full(3, 7), np.zeros(3, np.float64)):
        with pytest.raises(ValueError):
            tables.step(bad)
    assert [len(tables.hand(table).operations) for table in range(3)] == before


def _vector_hand():
    tables = VectorTables(2, players=3, game="stud8", seed=5)
    batch = tables.reset()
    while not batch.done[0]:
        batch = tables.step(np.argmax(batch.action_mask, axis=1))
    return tables.finished_hand(0)


def _pettingzoo_hand():
    environment = razz_v0.env(players=8)
    environment.reset(seed=3)
    for _agent in environment.agent_iter():
        observation, _, termination, truncation, _ = environment.last()
        environment.step(None if termination or truncation
                         else int(np.flatnonzero(observation["action_mask"])[-1]))
    return environment.unwrapped.hand


def _gymnasium_hand():
    environment = gymnasium.make("cstud/Stud-v0", opponents=["random", "heuristic"])
    environment.reset(seed=8)
    terminated = False
    while not terminated:
        _, _, terminated, _, _ = environment.step(ActionCode.CHECK_CALL)
    return environment.unwrapped.hand


def _openspiel_hand():
    pyspiel = pytest.importorskip("pyspiel", reason="open_spiel is not installed")
    import cstud.rl.openspiel  # noqa: F401 (registers the games)

    state = pyspiel.load_game("python_cstud_stud8", {"players": 8}).new_initial_state()
    chooser = random.Random(4)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(chooser.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(chooser.choice(state.legal_actions()))
    return state.hand


@pytest.mark.parametrize("play", [_vector_hand, _pettingzoo_hand, _gymnasium_hand,
                                  _openspiel_hand], ids=lambda play: play.__name__[1:])
def test_every_environments_hands_replay_as_phh(tmp_path, play):
    hand = play()
    assert hand.is_over
    path = tmp_path / "hand.phh"
    cstud.write_phh(hand, path)
    assert cstud.cli.main(["replay", str(path)]) == 0


# --- evaluate and the example ------------------------------------------------------------------


def test_evaluate_duplicate_deals():
    # A calling station against itself: every duplicate deal cancels to exactly zero.
    even = evaluate(CallingStation(), ["station"], hands=60, seed=3)
    assert (even.bb_per_100, even.low, even.high, even.hands) == (0.0, 0.0, 0.0, 60)
    strong = evaluate(HeuristicBot(), [RandomBot(1), "station"], hands=300, seed=3,
                      game="stud")
    assert strong.deals == 100 and strong.low < strong.bb_per_100 < strong.high
    # The same seed, the same result; a policy may also be a function of the observation.
    def always_call(observation, mask):
        return ActionCode.CHECK_CALL if mask[ActionCode.CHECK_CALL] else ActionCode.BRING_IN
    as_function = evaluate(always_call, ["station"], hands=60, seed=3)
    assert as_function == even
    with pytest.raises(ValueError):
        evaluate(CallingStation(), [], hands=10)
    with pytest.raises(ValueError):
        evaluate(CallingStation(), ["station"], hands=0)


@pytest.mark.skipif(not EXAMPLE.exists(), reason="examples/ is not beside the tests")
def test_training_example_runs_in_a_tiny_setting():
    result = subprocess.run(
        [sys.executable, str(EXAMPLE), "--steps", "40", "--tables", "16", "--eval-hands", "20"],
        capture_output=True, text=True, timeout=300, check=True)
    assert "against RandomBot" in result.stdout and "against CallingStation" in result.stdout


# --- rendering, docs, OpenSpiel --------------------------------------------------------------


def test_ansi_render_shows_the_seat_its_own_cards_only():
    environment = stud_v0.env(players=3, render_mode="ansi")
    environment.reset(seed=4)
    raw = environment.unwrapped
    seat = raw.hand.actor
    text = environment.render()
    mine = format_cards(raw.hand.down_cards(seat))
    assert f"[{mine}]" in text and "your actions" in text
    assert text.count("[??] [??]") == 2
    for other in range(3):
        if other != seat:
            for card in raw.hand.down_cards(other):
                assert format_cards((card,)) not in text


def _linear(text: str, n: int) -> int:
    """``52n+104``, ``52n``, ``n`` or ``5`` at ``n`` seats."""
    factor, _, constant = text.partition("n")
    if not _:
        return int(text)
    return int(factor or 1) * n + int(constant or 0)


def test_the_documented_index_ranges_are_the_layout():
    """cstud.rl.encoding's table of blocks (length, start for n seats, the ranges for 2 and
    6 seats) is Layout's, for every table size; and the size is 60n + 112."""
    doc = cstud.rl.encoding.__doc__
    table = doc.split("block          length")[1].split("\n\n")[0]
    rows = [line.split()[:5] for line in table.splitlines()
            if line[:1].isalpha() and not line.startswith("=")]
    for players in range(2, 9):
        blocks = Layout(players).blocks
        assert [row[0] for row in rows] == list(blocks)
        for name, length, start, *_ in rows:
            assert (_linear(start, players), _linear(length, players)) == blocks[name], name
        assert Layout(players).size == 60 * players + 112
    for column, players in ((3, 2), (4, 6)):
        for row in rows:
            begin, size = Layout(players).blocks[row[0]]
            shown = str(begin) if size == 1 else f"{begin}-{begin + size - 1}"
            assert row[column] == shown, (row, players)


def test_the_game_modules_are_re_exports_of_one_parametrised_module():
    for module, game in GAMES.items():
        assert module.__all__ == ["env", "parallel_env", "raw_env"]
        assert game == module.raw_env.GAME
        assert module.raw_env.metadata["name"] == module.__name__.rsplit(".", 1)[1]
        assert issubclass(module.raw_env, cstud.rl.aec.StudEnv)
        assert module.raw_env.__module__ == module.__name__
        assert module.env(players=2).unwrapped.metadata["name"] == f"{game}_v0"
        assert len(Path(module.__file__).read_text().splitlines()) <= 8


@pytest.mark.skipif(not RL_GUIDE.exists(), reason="docs/RL.md is not beside the tests")
def test_the_rl_guides_example():
    code = RL_GUIDE.read_text().split("```python\n", 1)[1].split("```", 1)[0]
    exec(compile(code, "docs/RL.md", "exec"), {})


def test_openspiel_random_sim_test():
    pyspiel = pytest.importorskip(
        "pyspiel", reason="open_spiel is not installed: pip install '.[openspiel]'")
    import cstud.rl.openspiel as games

    assert doctest.testmod(games).failed == 0
    for name in games.GAME_NAMES.values():
        for players in (2, 3, 8):
            game = pyspiel.load_game(name, {"players": players})
            pyspiel.random_sim_test(game, num_sims=4, serialize=True, verbose=False)
        state = pyspiel.load_game(name).new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(state.chance_outcomes()[0][0])
            else:
                state.apply_action(state.legal_actions()[0])
        assert sum(state.returns()) == 0


def test_import_cstud_does_not_import_the_rl_extra():
    code = ("import sys, cstud, cstud.bots, cstud.game; "
            "print(sorted(name for name in ('cstud.rl', 'pettingzoo', 'gymnasium', 'pyspiel') "
            "if name in sys.modules))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == "[]"
