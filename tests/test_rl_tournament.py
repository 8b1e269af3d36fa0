"""cstud.rl.tournament_v0: a whole tournament as one PettingZoo AEC episode passes
PettingZoo's api_test and seed_test, plays exactly the event Tournament.play plays with the
same choices (sit-and-gos and multi-table fields), and pays each agent its prize."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed: pip install '.[rl]'")

from pettingzoo.test import api_test, seed_test

from cstud.bots import RandomBot
from cstud.rl import tournament_v0
from cstud.rl.encoding import legal_mask, step_code
from cstud.rl.tournament import TOURNAMENT_FEATURES
from cstud.tournament import Payouts, Tournament, load_structure

SNG = load_structure("pokerstars-stud8-sng")


def test_api_test():
    api_test(tournament_v0.env(), num_cycles=400, verbose_progress=False)


def test_seed_test():
    seed_test(lambda: tournament_v0.env(structure=SNG), num_cycles=300)


def action_code(hand, step):
    """The action code (Discrete(5)) of the engine's step code ``step``, as a bot's
    choose_code returns it."""
    (code,) = [code for code in range(5) if step_code(code, hand.mask) == step]
    return code


def test_the_codes_are_the_per_hand_environments():
    """At a bring-in the codes are 2 (bring in) and 3 (complete), as in stud8_v0 (they
    were the engine's step codes, 3 and 4, and its big wager, 5, could not be played)."""
    env = tournament_v0.raw_env(structure=SNG)
    for seed in range(40):
        env.reset(seed=seed)
        hand = env.table.hand
        mask = env.observe(env.agent_selection)["action_mask"]
        assert list(mask) == list(legal_mask(hand))
        if [action.kind.value for action in hand.legal_actions()] == ["bring_in", "complete"]:
            assert list(mask) == [0, 0, 1, 1, 0]
            break
    else:
        raise AssertionError("no hand began with a bring-in")


def play_with(env, bot):
    """Play a whole episode, each decision by ``bot.choose_code``; the rewards by agent."""
    total: dict[str, float] = {}
    terminated = []
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _info = env.last()
        total[agent] = total.get(agent, 0.0) + reward
        if termination or truncation:
            terminated.append(agent)
            env.step(None)
            continue
        table = env.unwrapped.table
        hand = table.hand
        seat = hand._actor_seat
        assert table.seats[hand.seat_numbers[seat]].name == agent
        assert list(observation["action_mask"]) == list(legal_mask(hand))
        env.step(action_code(hand, bot.choose_code(hand, seat, hand.mask)))
    return total, terminated


@pytest.mark.parametrize("structure, entrants", [
    (SNG, 8),
    (SNG, 3),
    (dataclasses.replace(SNG, table_size=5, payouts=(Payouts(14, (50.0, 30.0, 20.0)),)), 14),
    (dataclasses.replace(SNG, rebuys=1, rebuy_levels=3), 8),
])
def test_the_episode_is_the_event_tournament_play_plays(structure, entrants):
    """Driven by the same random choices, the episode's event ends exactly as
    Tournament.play's with the same seed: places, prizes, rebuys, hands; each agent is
    terminated once with its prize over the buy-in."""
    env = tournament_v0.env(structure=structure, entrants=entrants)
    env.reset(seed=11)
    event = env.unwrapped.event
    rewards, terminated = play_with(env, RandomBot(5))
    result = event.result()
    again = Tournament(structure, [f"player_{i}" for i in range(entrants)],
                       seed=event.seed).play(RandomBot(5))
    assert (result.places, result.prizes, result.rebuys, result.hands) == \
        (again.places, again.prizes, again.rebuys, again.hands)
    assert sorted(terminated) == sorted(result.places)
    assert rewards == {agent: prize / structure.buy_in
                       for agent, prize in result.prizes.items()}
    assert env.agents == []


def test_observations_hold_the_hand_and_the_event():
    env = tournament_v0.raw_env(structure=SNG)
    env.reset(seed=2)
    agent = env.agent_selection
    observation = env.observe(agent)["observation"]
    layout = env.layout
    assert observation.shape == (layout.size + TOURNAMENT_FEATURES,)
    start, _ = layout.blocks["down"]
    hand = env.table.hand
    seat = hand._actor_seat
    assert sorted(np.flatnonzero(observation[start:start + 52])) == sorted(hand.down_cards(seat))
    assert list(observation[layout.size:]) == pytest.approx([1.0, 3 / 8, 0.0, 1 / 8])
    assert env.observation_space(agent).contains(env.observe(agent))
    others = [a for a in env.agents if a != agent]
    assert not any(env.observe(other)["action_mask"].any() for other in others)


def test_illegal_actions():
    wrapped = tournament_v0.env(structure=SNG)
    wrapped.reset(seed=4)
    hand = wrapped.unwrapped.table.hand
    illegal = next(code for code in range(5) if step_code(code, hand.mask) < 0)
    agent = wrapped.agent_selection
    wrapped.step(illegal)                    # the classic wrapper: -1, and the game is over
    assert wrapped.rewards[agent] == -1
    assert all(wrapped.terminations.values())
    raw = tournament_v0.raw_env(structure=SNG)
    raw.reset(seed=4)
    with pytest.raises(ValueError):
        raw.step(illegal)
    for bad in (1.0, "1", True, 7, None):
        with pytest.raises(ValueError):
            raw.step(bad)


def test_bad_arguments():
    with pytest.raises(ValueError):
        tournament_v0.env(structure="no-such-structure")
    with pytest.raises(ValueError):
        tournament_v0.env(structure=SNG, entrants=9)          # no payout table for 9
    with pytest.raises(ValueError):
        tournament_v0.env(minutes_per_hand=0)
    with pytest.raises(ValueError):
        tournament_v0.env(render_mode="movie")
