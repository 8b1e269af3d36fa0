"""VectorTables on the compiled engine (src/cstud/_tables.pxi) against the Python path.

The reference is one tests/rl_reference.py ``ActionTable`` per table (a :class:`cstud.HandState`
per hand stepped through its ``Action`` objects, :func:`cstud.rl.encoding.encode` for the
observation), each hand dealt from the same seeds
(each table's generator spawned from the VectorTables seed, one ``integers(1 << 62)`` a
hand, the hand dealt from that seed's ``_core.deck_order``). Both are stepped by the same
random legal codes; every observation must be the same bytes, and the masks, seats, rewards
and done flags equal.
"""

from __future__ import annotations

import threading

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed: pip install '.[rl]'")

from rl_reference import ActionTable

from cstud import Rake, _core
from cstud.game import Options
from cstud.game.state import ACTION_CODES
from cstud.rl import VectorTables
from cstud.rl.encoding import N_ACTIONS, ActionCode, actions_by_code
from cstud.rl.tables import core_arguments


class ReferenceTables:
    """VectorTables' contract, played table by table on ActionTable."""

    def __init__(self, tables: VectorTables, seed: int) -> None:
        self.config = tables.config
        self.n = tables.n
        sequences = np.random.SeedSequence(seed).spawn(self.n)
        self.generators = [np.random.default_rng(sequence) for sequence in sequences]
        self.tables = [ActionTable(self.config) for _ in range(self.n)]
        self.layout = self.config.layout

    def _show(self, table: int, out: dict[str, np.ndarray]) -> None:
        stepper = self.tables[table]
        out["seat"][table] = stepper.actor
        stepper.legal_mask(out["action_mask"][table])
        stepper.observe(stepper.actor, out["observations"][table])

    def _deal(self, table: int, out: dict[str, np.ndarray]) -> None:
        seed = int(self.generators[table].integers(1 << 62))
        self.tables[table].reset(seed, _core.deck_order(seed))
        self._show(table, out)

    def _empty(self) -> dict[str, np.ndarray]:
        players = self.config.players
        return {"observations": np.zeros((self.n, self.layout.size), np.float32),
                "action_mask": np.zeros((self.n, N_ACTIONS), np.bool_),
                "rewards": np.zeros((self.n, players), np.float32),
                "seat": np.zeros(self.n, np.int64), "done": np.zeros(self.n, np.bool_)}

    def reset(self) -> dict[str, np.ndarray]:
        out = self._empty()
        for table in range(self.n):
            self._deal(table, out)
        return out

    def step(self, codes: np.ndarray) -> dict[str, np.ndarray]:
        out = self._empty()
        for table, code in enumerate(codes.tolist()):
            stepper = self.tables[table]
            if stepper.step(code):
                stepper.rewards(out["rewards"][table])
                out["done"][table] = True
                self._deal(table, out)
            else:
                self._show(table, out)
        return out


def _assert_same(batch, reference: dict[str, np.ndarray], where: str) -> None:
    assert batch.observations.tobytes() == reference["observations"].tobytes(), where
    for name in ("action_mask", "rewards", "seat", "done"):
        assert np.array_equal(getattr(batch, name), reference[name]), (where, name)


# (game, players, stacks, preset, reward unit): deep and short stacks (all-ins, runouts,
# community cards with 8 players), every game, the presets' rules (R11's big bet, caps)
CASES = [
    ("stud8", 6, 200, None, "chips"),
    ("stud8", 2, [30, 200], "wsop", "chips"),
    ("stud", 3, [4, 10, 25], "tda", "big_bets"),
    ("razz", 4, 60, "rrop", "chips"),
    ("stud", 8, [3, 8, 15, 40, 80, 200, 6, 120], "wsop", "chips"),
    ("stud8", 8, 500, None, "big_bets"),
    ("stud", 5, [12, 200, 35, 9, 90], "pokerstars", "chips"),
]


def _differential(game, players, stacks, preset, unit, tables_n: int, steps: int) -> int:
    seed = 1000 + players
    tables = VectorTables(tables_n, players, game, seed=seed, stacks=stacks, preset=preset,
                          reward_unit=unit)
    reference = ReferenceTables(tables, seed)
    batch, expected = tables.reset(), reference.reset()
    _assert_same(batch, expected, "reset")
    generator = np.random.default_rng(seed)
    finished = 0
    for step in range(steps):
        codes = (generator.random(batch.action_mask.shape) * batch.action_mask).argmax(1)
        batch, expected = tables.step(codes), reference.step(codes)
        _assert_same(batch, expected, f"step {step}")
        finished += int(batch.done.sum())
    return finished


@pytest.mark.parametrize(("game", "players", "stacks", "preset", "unit"), CASES)
def test_compiled_tables_equal_the_python_path(game, players, stacks, preset, unit):
    """Same seeds, same codes: the same episodes, observations byte for byte, rewards
    (12 tables x 250 steps = 3,000 table steps per case)."""
    assert _differential(game, players, stacks, preset, unit, 12, 250) > 50


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players", "stacks", "preset", "unit"), CASES)
def test_compiled_tables_equal_the_python_path_long(game, players, stacks, preset, unit):
    """The same, 64 tables x 1,500 steps (96,000 table steps) per case."""
    assert _differential(game, players, stacks, preset, unit, 64, 1500) > 2000


def _core_view(hand) -> dict:
    """Everything a _HandCore shows: its properties, every log record, each seat's cards and
    upcards, the legal actions, why an action would be refused, the settlement."""
    seats = range(len(hand.stacks))
    view = {name: getattr(hand, name) for name in (
        "_status_code", "_actor_seat", "street", "mask", "stacks", "bets", "contributions",
        "pot", "to_call", "_current_bet", "bring_in_seat", "first_to_act", "_community_code",
        "showdown_order", "players", "_live_seats", "payouts", "is_over", "_log_size",
        "dealer", "ante", "bring_in", "small_bet", "big_bet", "auto_deal", "auto_showdown")}
    view.update(record=hand._records(), legal=hand._legal(), refusal=hand._refusal(),
                listed=hand._listed_actions(),
                community=hand.needs_community_card,
                cards=[hand._cards(seat) for seat in seats],
                up=[hand._up_cards(seat) for seat in seats],
                settlement=None if hand.settlement is None else repr(hand.settlement))
    return view


REDEAL_CASES = [*CASES, ("stud", 8, 200, None, "chips")]


@pytest.mark.parametrize(("game", "players", "stacks", "preset", "unit"), REDEAL_CASES)
def test_a_redealt_hand_is_a_new_hand(game, players, stacks, preset, unit):
    """A finished table's _HandCore dealt its next hand in C (_HandCore._redeal, the log's
    buffer reused) is, field for field and record for record, the hand the constructor
    makes from the same seed's deck order; and stays so through the hand, action after
    action, to its settlement (rake, casino stub procedure, burns with 8 players)."""
    options = None if preset else Options(rake=Rake(5, cap=3), casino_stub_procedure=True,
                                          burn_cards=True, fold_without_bet=True)
    tables = VectorTables(4, players, game, seed=7, stacks=stacks, preset=preset,
                          options=options, reward_unit=unit)
    arguments = list(core_arguments(tables.config))
    batch = tables.reset()
    generator = np.random.default_rng(7)
    compared = 0
    while compared < 12:
        for table in range(tables.n):       # HandState's cached listing, to be forgotten
            tables._core.hand(table)._listed_actions()
        codes = (generator.random(batch.action_mask.shape) * batch.action_mask).argmax(1)
        batch = tables.step(codes)
        for table in np.flatnonzero(batch.done)[:1]:
            redealt = tables._core.hand(int(table))
            seed, played = tables._core.moves(int(table), False)
            assert played == []
            fresh_arguments = list(arguments)
            fresh_arguments[11] = _core.deck_order(seed)
            fresh = _core._HandCore(*fresh_arguments[:14], seed, *fresh_arguments[14:])
            while True:
                assert _core_view(redealt) == _core_view(fresh)
                if not redealt.mask:
                    break
                legal = [code for code in range(8) if redealt.mask >> code & 1]
                code = legal[int(generator.integers(len(legal)))]
                redealt.step(code)
                fresh.step(code)
            compared += 1
            batch = tables.reset()         # the table's hand was played past the batch


def test_deck_orders_are_shuffles_of_the_deck():
    """deck_order(seed): all 52 cards once each, the same for the same seed, and each card
    about as often in each place (a Fisher-Yates shuffle by an unbiased generator)."""
    orders = np.array([_core.deck_order(seed) for seed in range(5200)])
    assert (np.sort(orders, axis=1) == np.arange(52)).all()
    assert _core.deck_order(5) == orders[5].tolist()
    assert len({tuple(order) for order in orders.tolist()}) == 5200
    # 100 of each card expected in each place: a count beyond 100 +- 55 (5.5 sigma) is a bias
    counts = np.stack([(orders == card).sum(axis=0) for card in range(52)])
    assert counts.min() > 45 and counts.max() < 155


def test_seeds_drawn_ahead_are_the_seeds_drawn_one_by_one():
    """A table's generator gives the same hand seeds in blocks as one at a time, so the
    compiled tables deal, hand after hand, what one integers() call per hand dealt; and
    more hands than one block of seeds."""
    tables = VectorTables(1, 2, "stud8", seed=9, stacks=[3, 3])     # short: quick hands
    reference = ReferenceTables(tables, 9)
    batch, expected = tables.reset(), reference.reset()
    generator = np.random.default_rng(0)
    hands = 0
    while hands < 3 * 64 + 5:
        codes = (generator.random(batch.action_mask.shape) * batch.action_mask).argmax(1)
        batch, expected = tables.step(codes), reference.step(codes)
        _assert_same(batch, expected, f"hand {hands}")
        hands += int(batch.done[0])


def test_action_code_mapping_is_written_once_and_covers_every_legal_action():
    """ENV_ACTION_CODES (the one mapping, in _tables.pxi) names each environment code's
    step() codes; for random hands, the environment mask the core writes marks exactly the
    codes that encoding.actions_by_code finds in the engine's legal actions."""
    names = {env: [ACTION_CODES[code] for code in codes]
             for env, codes in enumerate(_core.ENV_ACTION_CODES)}
    assert names == {ActionCode.FOLD: ["fold"], ActionCode.CHECK_CALL: ["check", "call"],
                     ActionCode.BRING_IN: ["bring_in"], ActionCode.WAGER: ["wager"],
                     ActionCode.BIG_WAGER: ["wager_big"]}
    tables = VectorTables(16, 4, "stud", seed=3, stacks=[20, 200, 7, 90], preset="wsop")
    batch = tables.reset()
    generator = np.random.default_rng(3)
    seen_big = False
    for _ in range(60):
        for table in range(4):
            hand = tables.hand(table)
            slots = actions_by_code(hand.legal_actions())
            assert batch.action_mask[table].tolist() == [a is not None for a in slots]
        seen_big |= bool(batch.action_mask[:, ActionCode.BIG_WAGER].any())
        codes = (generator.random(batch.action_mask.shape) * batch.action_mask).argmax(1)
        batch = tables.step(codes)
    assert seen_big                   # the R11 big bet came up


def test_finished_and_current_hands_replay_to_the_tables_state():
    tables = VectorTables(6, 3, "stud8", seed=2, stacks=[15, 60, 200])
    batch = tables.reset()
    assert tables.finished_hand(0) is None
    generator = np.random.default_rng(2)
    for _ in range(40):
        codes = (generator.random(batch.action_mask.shape) * batch.action_mask).argmax(1)
        batch = tables.step(codes)
        for table in range(6):
            hand = tables.hand(table)
            assert hand.actor == batch.seat[table]
        for table in np.flatnonzero(batch.done):
            hand = tables.finished_hand(int(table))
            assert hand is not None and hand.is_over
            won = [hand.payouts[seat] - hand.contributions[seat] for seat in range(3)]
            assert batch.rewards[table].tolist() == won


@pytest.mark.parametrize("players", [3, 8])
def test_rake_and_options_reach_the_compiled_tables(players):
    """A rake is taken (rewards sum to minus the rake) exactly as the Python path takes it;
    with 8 players the casino stub procedure (R16) scrambles and deals community cards."""
    options = Options(rake=1, casino_stub_procedure=True, burn_cards=True,
                      fold_without_bet=True)
    tables = VectorTables(8, players, "stud", seed=4, options=options)
    reference = ReferenceTables(tables, 4)
    batch, expected = tables.reset(), reference.reset()
    generator = np.random.default_rng(4)
    calling = np.array([0.05, 4, 1, 0.3, 0.3])        # mostly check/call: hands go to 7th
    community = tables.config.layout.blocks["community"][0]
    raked = communities = 0
    for step in range(150):
        scores = generator.random(batch.action_mask.shape) * batch.action_mask * calling
        batch, expected = tables.step(scores.argmax(1)), reference.step(scores.argmax(1))
        _assert_same(batch, expected, f"step {step}")
        raked += int((batch.rewards[batch.done].sum(axis=1) == -1).sum())
        communities += int(batch.observations[:, community:community + 52].any(1).sum())
    assert raked > 0
    assert communities > 0 or players < 8


def test_vector_core_refuses_bad_arrays():
    tables = VectorTables(2, 2, seed=1)
    tables.reset()
    core = tables._core
    n, obs = 2, tables.obs_dim
    good = {"observations": np.zeros((n, obs), np.float32),
            "masks": np.zeros((n, N_ACTIONS), np.uint8),
            "rewards": np.zeros((n, 2), np.float32), "seats": np.zeros(n, np.int64),
            "done": np.zeros(n, np.uint8)}
    codes = np.zeros(n, np.int64)
    seeds = np.zeros((n, 4), np.int64)
    with pytest.raises(ValueError, match="observations"):
        core.step(codes, seeds, np.zeros(n, np.int64), np.zeros((n, obs - 1), np.float32),
                  good["masks"], good["rewards"], good["seats"], good["done"])
    with pytest.raises(ValueError, match="no seed left"):
        core.step(codes, seeds, np.full(n, 4, np.int64), good["observations"],
                  good["masks"], good["rewards"], good["seats"], good["done"])
    with pytest.raises(ValueError, match="rows"):
        core.step(np.zeros(3, np.int64), seeds, np.zeros(n, np.int64), good["observations"],
                  good["masks"], good["rewards"], good["seats"], good["done"])
    with pytest.raises(ValueError):
        _core._VectorCore(2, (), [0] * 15, obs, False)
    with pytest.raises(IndexError):
        core.moves(2, False)


def test_tables_in_threads_give_the_same_episodes():
    """A step runs without the GIL: tables stepped in two threads at once give what they
    give alone."""
    def play(seed: int, out: list[bytes]) -> None:
        tables = VectorTables(64, 6, "stud8", seed=seed)
        batch = tables.reset()
        generator = np.random.default_rng(seed)
        for _ in range(100):
            codes = (generator.random(batch.action_mask.shape) * batch.action_mask).argmax(1)
            batch = tables.step(codes)
            out.append(batch.observations.tobytes() + batch.rewards.tobytes())

    alone: list[list[bytes]] = [[], []]
    for seed in (0, 1):
        play(seed, alone[seed])
    together: list[list[bytes]] = [[], []]
    threads = [threading.Thread(target=play, args=(seed, together[seed])) for seed in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert together == alone


def test_every_step_rewrites_one_batch_and_a_refused_step_changes_nothing():
    tables = VectorTables(16, players=3, game="stud", seed=5, stacks=40)
    reference = ReferenceTables(tables, 5)
    batch, expected = tables.reset(), reference.reset()
    arrays = [array.ctypes.data for array in batch]
    rng = np.random.default_rng(5)
    finished = 0
    for _ in range(300):
        codes = (rng.random(batch.action_mask.shape) * batch.action_mask).argmax(1)
        batch, expected = tables.step(codes), reference.step(codes)
        assert [array.ctypes.data for array in batch] == arrays   # nothing allocated
        _assert_same(batch, expected, "step")                     # the figures of a new batch
        finished += int(batch.done.sum())
        illegal = batch.action_mask.argmax(1)                     # legal but at table 3
        illegal[3] = int(np.flatnonzero(~batch.action_mask[3])[0]) \
            if not batch.action_mask[3].all() else N_ACTIONS
        kept = [array.copy() for array in batch]
        with pytest.raises(ValueError, match="table 3"):
            tables.step(illegal)
        assert all(np.array_equal(a, b) for a, b in zip(batch, kept, strict=True))
    assert finished > 20
    again = tables.reset()                   # the same arrays, rewards and done cleared
    assert again is batch and not again.rewards.any() and not again.done.any()
