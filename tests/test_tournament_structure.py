"""Tournament structures: the ones that come with cstud load and are playable; every kind of
unplayable structure is refused with StructureError; prizes sum to the prize pool."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cstud.tournament import (
    Level,
    Payouts,
    Structure,
    StructureError,
    load_structure,
    structure_names,
)

LEVELS = (Level(1, 2, 5), Level(2, 3, 10), Level(3, 5, 15))
PAYOUTS = (Payouts(8, (50.0, 30.0, 20.0)),)


def make(**changes):
    arguments = dict(name="t", levels=LEVELS, payouts=PAYOUTS, starting_chips=200)
    arguments.update(changes)
    return Structure(**arguments)


def test_bundled_structures_load():
    assert {"pokerstars-stud8-sng", "wsop-stud8"} <= set(structure_names())
    sng = load_structure("pokerstars-stud8-sng")
    assert sng.starting_chips == 1500 and sng.entrants == 8
    # the level a PokerStars history shows: Level VI (40/80), ante 8, bring-in 12
    assert dataclasses.astuple(sng.levels[5])[:3] == (8, 12, 40)
    wsop = load_structure("wsop-stud8")
    assert wsop.clock == "minutes" and wsop.chips[0] == 25
    assert [level.color_up for level in wsop.levels if level.color_up] == [25, 100]


@pytest.mark.parametrize("changes, words", [
    (dict(levels=(Level(1, 2, 5), Level(1, 2, 4))), "out of order"),
    (dict(levels=(Level(3, 2, 5),)), "above the bring-in"),
    (dict(levels=(Level(1, 5, 5),)), "bring-in < small bet"),
    (dict(levels=(Level(1, 2, 5, big_bet=4),)), "small bet <= big bet"),
    (dict(levels=()), "levels"),
    (dict(levels=(Level(1, 2, 5, length=0),)), "length"),
    (dict(chips=(5, 25), levels=(Level(1, 2, 5),), starting_chips=200), "smallest chip"),
    (dict(chips=(1, 5), levels=(Level(1, 2, 5, color_up=5, break_after=5),)), "color_up"),
    (dict(chips=(1, 5), levels=(Level(1, 2, 5, color_up=1, break_after=5),
                                Level(1, 2, 5))), "smallest chip"),
    (dict(chips=(1, 100), levels=(Level(1, 2, 5, color_up=1, break_after=5),)), "cards"),
    (dict(chips=(5, 7)), "multiple"),
    (dict(payouts=(Payouts(8, (50.0, 30.0)),)), "add up"),
    (dict(payouts=(Payouts(8, (30.0, 50.0, 20.0)),)), "more than"),
    (dict(payouts=()), "payout"),
    (dict(payouts=(Payouts(2, (50.0, 30.0, 20.0)),)), "places paid"),
    (dict(table_size=9), "table_size"),
    (dict(game="holdem"), "game"),
    (dict(starting_chips=0), "starting_chips"),
    (dict(rebuys=1), "both 0"),
    (dict(rebuy_levels=1), "both 0"),
    (dict(rebuys=1, rebuy_levels=4), "more than the 3 levels"),
    (dict(rebuys=-1, rebuy_levels=1), "rebuys"),
    (dict(rebuys=1, rebuy_levels=1, rebuy_chips=0), "rebuy_chips"),
    (dict(rebuys=1, rebuy_levels=1, rebuy_cost=-5), "rebuy_cost"),
    (dict(chips=(1, 5), levels=(Level(1, 2, 5, color_up=1, break_after=5), Level(5, 5, 10)),
          rebuys=1, rebuy_levels=2, rebuy_chips=12), "rebuy's 12 chips"),
])
def test_unplayable_structures_are_refused(changes, words):
    with pytest.raises(StructureError, match=words):
        make(**changes)


@given(st.integers(2, 5000), st.integers(0, 10_000))
def test_prizes_sum_to_the_prize_pool(entrants, buy_in):
    wsop = dataclasses.replace(load_structure("wsop-stud8"), buy_in=buy_in)
    prizes = wsop.prizes(entrants)
    assert sum(prizes) == entrants * buy_in
    assert prizes == sorted(prizes, reverse=True)
    assert len(prizes) <= entrants


def test_rebuys_add_to_the_prize_pool():
    structure = make(rebuys=2, rebuy_levels=2, rebuy_cost=40, buy_in=50)
    assert sum(structure.prizes(8, 5)) == 8 * 50 + 5 * 40
    assert len(structure.prizes(8, 5)) == len(structure.prizes(8))
    assert structure.chips_of_rebuy == 200 and make().cost_of_rebuy == 100
    with pytest.raises(StructureError):
        structure.prizes(8, -1)


def test_bad_toml(tmp_path):
    path = tmp_path / "s.toml"
    for text in ("levels = 3", "name = 'x'\n[[levels]]\nante = 1\nbring_in = 2\nsmall_bet = 5\n"
                 "colour = 1\n", "not toml [", "surprise = 1"):
        path.write_text(text)
        with pytest.raises(StructureError):
            load_structure(path)
    with pytest.raises(StructureError, match="no structure named"):
        load_structure("no-such-structure")
