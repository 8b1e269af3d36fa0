"""python_cstud_tournament: a whole tournament as one OpenSpiel game passes OpenSpiel's
random_sim_test (clones and serialization included), plays exactly the event
Tournament.play plays with the same seed and choices (a sit-and-go, a multi-table field with
rebuys), and returns each player's prize less what he paid, in buy-ins (zero-sum)."""

from __future__ import annotations

import pickle
from importlib import resources

import pytest

pyspiel = pytest.importorskip("pyspiel",
                              reason="open_spiel is not installed: pip install '.[openspiel]'")

import cstud.rl.openspiel as games  # noqa: E402  (registers the games)
from cstud.bots import RandomBot  # noqa: E402
from cstud.rl.encoding import legal_codes, step_code  # noqa: E402
from cstud.tournament import Tournament, load_structure  # noqa: E402

SMALL = {"players": 3, "starting_chips": 60}
"""A quick sit-and-go: three players of 60 chips at the bundled structure's stakes."""


def multi_table(tmp_path) -> str:
    """The bundled sit-and-go at tables of three, with one rebuy in the first two levels."""
    text = (resources.files("cstud.tournament") / "structures" / "pokerstars-stud8-sng.toml"
            ).read_text()
    text = text.replace("table_size = 8", "table_size = 3").replace(
        "chips = [1]", "chips = [1]\nrebuys = 1\nrebuy_levels = 2")
    path = tmp_path / "multi.toml"
    path.write_text(text)
    return str(path)


def test_random_sim_test():
    game = pyspiel.load_game(games.TOURNAMENT_GAME, SMALL)
    assert game.num_players() == 3 and game.max_chance_outcomes() == 4096
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)


def action_code(hand, step):
    """The action code of the engine's step code ``step`` (as a bot's choose_code gives)."""
    (code,) = [code for code in range(5) if step_code(code, hand.mask) == step]
    return code


def play(state, bot):
    """Each decision by ``bot.choose_code`` on the hand being played."""
    while not state.is_terminal():
        assert not state.is_chance_node()
        hand = state.driver.table.hand
        assert state.legal_actions() == legal_codes(hand)      # the per-hand games' codes
        state.apply_action(action_code(hand, bot.choose_code(hand, hand.actor, hand.mask)))


@pytest.mark.parametrize("params", [{}, SMALL, "multi"], ids=["sng", "small", "multi"])
def test_the_game_is_the_event_tournament_play_plays(params, tmp_path):
    if params == "multi":
        params = {"structure": multi_table(tmp_path), "players": 7, "starting_chips": 100}
    game = pyspiel.load_game(games.TOURNAMENT_GAME, params)
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == 4096
    state.apply_action(1234)
    play(state, RandomBot(3))
    structure = game.structure
    names = [f"player_{i}" for i in range(game.num_players())]
    again = Tournament(structure, names, seed=1234).play(RandomBot(3))
    result = state.driver.event.result()
    assert (result.places, result.prizes, result.rebuys, result.hands) == \
        (again.places, again.prizes, again.rebuys, again.hands)
    returns = state.returns()
    paid = {name: structure.buy_in + again.rebuys[name] * structure.cost_of_rebuy
            for name in names}
    assert returns == [(again.prizes[name] - paid[name]) / structure.buy_in for name in names]
    assert sum(again.prizes.values()) == sum(paid.values())            # zero-sum exactly
    assert abs(sum(returns)) < 1e-9
    assert game.min_utility() <= min(returns) and max(returns) <= game.max_utility()
    if params.get("players") == 7:
        assert sum(again.rebuys.values()) > 0         # the rebuys were played


def test_clones_and_pickles_go_on_alike():
    game = pyspiel.load_game(games.TOURNAMENT_GAME, SMALL)
    state = game.new_initial_state()
    state.apply_action(7)
    bot = RandomBot(1)
    for _ in range(40):
        hand = state.driver.table.hand
        state.apply_action(action_code(hand, bot.choose_code(hand, hand.actor, hand.mask)))
    clone = state.clone()
    thawed = pickle.loads(pickle.dumps(state))
    for copy in (clone, thawed):
        assert str(copy) == str(state)
        assert copy.observation_tensor(0) == state.observation_tensor(0)
        assert copy.observation_string(1) == state.observation_string(1)
    for other in (state, clone, thawed):
        play(other, RandomBot(2))
    assert state.returns() == clone.returns() == thawed.returns()


def test_refused_actions_change_nothing():
    game = pyspiel.load_game(games.TOURNAMENT_GAME, SMALL)
    state = game.new_initial_state()
    with pytest.raises(ValueError, match="not a seed"):
        state.apply_action(4096)
    state.apply_action(3)
    before = (str(state), state.observation_tensor(state.current_player()),
              state.history())
    hand = state.driver.table.hand
    illegal = next(code for code in range(5) if code not in legal_codes(hand))
    with pytest.raises(ValueError, match="may not play code"):
        state.apply_action(illegal)
    assert (str(state), state.observation_tensor(state.current_player()),
            state.history()) == before


@pytest.mark.parametrize(("params", "message"), [
    ({"players": 1}, "players is 2 to 64"),
    ({"players": 50}, "no payout table for 50 entrants"),
    ({"structure": "nosuch"}, "no structure named 'nosuch'"),
    ({"seeds": 0}, "seeds is 1 to"),
    ({"minutes_per_hand": 0.0}, "minutes_per_hand"),
])
def test_bad_parameters_are_refused(params, message):
    with pytest.raises(Exception, match=message):
        pyspiel.load_game(games.TOURNAMENT_GAME, params)


def test_the_observation_is_the_tournament_environments():
    game = pyspiel.load_game(games.TOURNAMENT_GAME, SMALL)
    state = game.new_initial_state()
    state.apply_action(5)
    tensor = state.observation_tensor(state.current_player())
    assert len(tensor) == game.observation_tensor_size() == \
        game.layout.size + games.TOURNAMENT_FEATURES
    # three left of three, one place paid (a field of three is paid 100%), level 1 of 18,
    # a third of the chips
    assert tensor[-4:] == pytest.approx([1.0, 1 / 3, 0.0, 1 / 3])
    for player in range(3):
        text = state.observation_string(player)
        assert text.startswith(f"player_{player}: 60 chips, 3 players left, level 1\n")
    assert load_structure("pokerstars-stud8-sng").entrants == \
        pyspiel.load_game(games.TOURNAMENT_GAME).num_players()
