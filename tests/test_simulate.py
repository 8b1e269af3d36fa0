"""cstud simulate: the counts add up, the seed repeats, stacks carry over or are rebought."""

from __future__ import annotations

import pytest
from game_helpers import cards_for

from cstud.bots import CallingStation, play_hand
from cstud.cli import main
from cstud.game import BRING_IN, CALL, COMPLETE, FOLD, Action, HandState
from cstud.simulation import hand_facts, simulate


def test_counts_add_up_and_chips_balance():
    summary = simulate(players=5, hands=300, seed=3, bots=["heuristic", "random", "station"],
                       stack=40)
    assert summary.hands == 300
    assert summary.showdowns + summary.won_before_showdown == 300
    assert sum(summary.ended_on.values()) == 300
    assert sum(summary.net) + summary.rake == 0
    assert summary.scoops <= summary.showdowns
    assert summary.hi_lo_splits <= summary.splits
    assert summary.bots == ("heuristic", "random", "station", "heuristic", "random")
    by_bot = summary.net_by_bot()
    assert by_bot["heuristic"] == summary.net[0] + summary.net[3]
    assert summary.side_pots > 0 and summary.all_ins > 0 and summary.buy_ins > 0
    assert summary.hands_per_second > 0


def test_the_same_seed_plays_the_same_hands():
    first = simulate(players=4, hands=60, seed=11, bots=["random", "heuristic"])
    again = simulate(players=4, hands=60, seed=11, bots=["random", "heuristic"])
    other = simulate(players=4, hands=60, seed=12, bots=["random", "heuristic"])
    assert (first.net, first.ended_on) == (again.net, again.ended_on)
    assert first.net != other.net


def test_rebuy_starts_every_hand_equal_so_there_are_no_side_pots():
    summary = simulate(players=6, hands=200, seed=1, bots=["random"], stack=30, rebuy=True)
    assert summary.all_ins > 20
    assert summary.side_pots == 0          # equal stacks all-in at the same level
    assert summary.buy_ins == 0


def test_presets_and_games():
    for game in ("stud8", "stud", "razz"):
        summary = simulate(players=8, hands=40, seed=2, game=game, preset="tda",
                           bots=["station"])
        assert summary.showdowns == 40      # stations never fold
        if game != "stud8":
            assert summary.hi_lo_splits == 0


@pytest.mark.parametrize(("kwargs", "message"), [
    (dict(players=9), "2 to 8 players"),
    (dict(hands=-1), "hands"),
    (dict(bots=[]), "at least one bot"),
    (dict(bots=["shark"]), "unknown bot"),
    (dict(preset="casino"), "unknown preset"),
])
def test_bad_arguments(kwargs, message):
    with pytest.raises(ValueError, match=message):
        simulate(**{"hands": 1, **kwargs})


def test_hand_facts_of_a_hand_won_on_third_street():
    state = HandState([100, 100, 100], 1, 2, 5, cards=cards_for("Ah Kh 9c", "2d 3d 2c",
                                                                "Qs Js 8h"))
    state.apply(Action(BRING_IN))
    state.apply(Action(COMPLETE, 5))
    state.apply(Action(FOLD))
    state.apply(Action(FOLD))
    facts = hand_facts(state)
    assert (facts.showdown, facts.street, facts.side_pots, facts.split) == (False, 3, 0, False)


def test_hand_facts_of_a_side_pot_won_by_two_players():
    # Seat 0, all-in for 3 on 3rd street, makes the wheel; seats 1 and 2 play on for a side
    # pot that seat 1's kings up win.
    state = HandState([4, 100, 100], 1, 2, 5, cards=cards_for(
        "Ac 2d 3h 4s 5c Kd Qh", "Ks Kh 9c 9d Jc Ts 3c", "Qs Qd Jh Td 9h 6c 2s"))
    state.apply(Action(BRING_IN))                     # seat 0, the 3h
    state.apply(Action(COMPLETE, 5))
    state.apply(Action(CALL))
    state.apply(Action(CALL))                         # seat 0 calls all-in for 1 more
    play_hand(state, [CallingStation()] * 3)
    facts = hand_facts(state)
    assert facts.showdown and facts.street == 7 and facts.all_in
    assert facts.side_pots == 1
    main_pot, side_pot = state.settlement.pots
    assert (main_pot.high_winners, main_pot.low_winners) == ((0,), (0,))
    assert (side_pot.high_winners, side_pot.low_winners) == ((1,), ())
    assert not facts.scoop and not facts.split and not facts.hi_lo_split
    with pytest.raises(ValueError, match="not over"):
        hand_facts(HandState([10, 10], 1, 2, 5, seed=1))


def test_hand_facts_of_a_high_low_split():
    state = HandState([100, 100], 1, 2, 5, cards=cards_for(
        "Ac 2d 3h 4s 7c Kd Qh", "Ks Kh 9c 9d Jc Ts 3c"))
    play_hand(state, [CallingStation()] * 2)
    facts = hand_facts(state)
    assert facts.split and facts.hi_lo_split and not facts.scoop and facts.side_pots == 0


def test_cli_simulate(capsys):
    assert main(["simulate", "--players", "3", "--hands", "50", "--seed", "4",
                 "--bots", "heuristic", "random"]) == 0
    out = capsys.readouterr().out
    assert "50 hands of stud8, 3 players, default rules, seed 4" in out
    for words in ("won before showdown", "showdown", "side pots", "community card",
                  "chips won", "hands/s", "heuristic", "random"):
        assert words in out
    assert main(["simulate", "--hands", "5", "--bots", "shark"]) == 2
    assert "unknown bot 'shark'" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["simulate", "--players", "9"])
