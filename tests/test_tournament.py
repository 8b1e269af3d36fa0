"""cstud.tournament.Tournament: sit-and-gos and multi-table events among bots, chips exact
after every round, busted players never dealt again, places and prizes consistent; the
procedures of docs/RULES.md section 7 by number (T1-T7)."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cstud.bots import CallingStation, HeuristicBot, RandomBot
from cstud.session import Stakes, Table, TableError
from cstud.tournament import (
    Level,
    Payouts,
    Structure,
    StructureError,
    Tournament,
    chip_race,
    load_structure,
)

SNG = load_structure("pokerstars-stud8-sng")


def names(n):
    return [f"p{i}" for i in range(n)]


def check_round(event: Tournament, out_before: set[str], logged: dict[int, int]) -> None:
    """Chips exact, nobody out still seated or dealt, tables balanced (T6, T7)."""
    chips = event.chips()
    assert sum(chips.values()) == event.total_chips + event.chip_race_change
    assert all(value > 0 for value in chips.values())
    assert not out_before & set(chips)
    for number, table in event.tables.items():
        if len(table.histories) > logged.get(number, 0):        # it played this round
            assert not out_before & set(table.histories[-1].fields["players"])
    counts = [len(table.seats) for table in event.tables.values()]
    assert max(counts) - min(counts) <= 1                                     # T7
    size = event.structure.table_size
    assert len(event.tables) == max(1, -(-event.remaining // size))           # T6
    assert event.remaining == len(chips)


def finish(event: Tournament, bots) -> None:
    out: set[str] = set()
    while not event.finished:
        logged = {number: len(table.histories) for number, table in event.tables.items()}
        event.play_round(bots)
        check_round(event, out, logged)
        out = {e.name for e in event.eliminations}
    result = event.result()
    n = event.entrants
    assert set(result.places) == set(names(n))
    assert sum(result.prizes.values()) == sum(event.prizes)
    assert sum(event.prizes) == n * event.structure.buy_in
    # places: each finish 1..n, places shared only by players out in the same round
    assert sorted(set(result.places.values()))[0] == 1
    assert max(result.places.values()) <= n


def test_sit_and_go_among_bots():
    event = Tournament(SNG, names(8), seed=3, keep_log=True)
    finish(event, {name: (HeuristicBot() if i % 2 else RandomBot(i))
                   for i, name in enumerate(names(8))})
    result = event.result()
    assert set(result.places) == set(names(8))
    assert [e.place for e in result.eliminations] == sorted(
        (e.place for e in result.eliminations), reverse=True)


@settings(max_examples=12, deadline=None)
@given(st.integers(2, 8), st.integers(2, 24), st.sampled_from(["stud8", "stud", "razz"]),
       st.integers(0, 2 ** 32), st.integers(1, 6))
def test_random_structures_keep_every_chip(table_size, entrants, game, seed, start_in_antes):
    """Random fields and tables (2-8 a table), every game, small stacks (all-ins on the
    ante, T4): chips exact after every round, places and prizes consistent."""
    levels = (Level(2, 3, 6, length=3, game=game), Level(3, 4, 10, length=3),
              Level(4, 6, 14, length=2, color_up=1, break_after=5),
              Level(6, 8, 20, length=1000))
    structure = Structure(name="random", levels=levels, game=game,
                          payouts=(Payouts(100, (50.0, 30.0, 20.0)),),
                          starting_chips=2 * start_in_antes + 1 if start_in_antes < 3 else 40,
                          table_size=table_size, chips=(1, 2), buy_in=7, entrants=8)
    if entrants < 3:
        structure = dataclasses.replace(structure, payouts=(Payouts(2, (100.0,)),))
    event = Tournament(structure, names(entrants), seed=seed, keep_log=True)
    finish(event, RandomBot(seed))
    assert event.level >= 1 or event.rounds <= 3


def test_t2_more_chips_at_the_start_of_the_hand_finishes_higher():
    event = Tournament(SNG, names(8), seed=1)
    event.remaining = 5
    out = event._place([(300, 0.1, "small", 1), (900, 0.2, "big", 1)])
    assert {e.name: e.place for e in out} == {"small": 5, "big": 4}


def test_t3_equal_chips_share_the_places_and_their_prizes():
    event = Tournament(SNG, names(8), seed=1)
    prizes = event.prizes                                   # 400, 240, 160
    event.remaining = 7
    out = event._place([(500, 0.1, "a", 1), (500, 0.2, "b", 1), (500, 0.3, "c", 1),
                        (100, 0.4, "d", 1)])
    assert {e.name: e.place for e in out} == {"d": 7, "a": 4, "b": 4, "c": 4}
    event.remaining = 4
    out = event._place([(500, 0.1, "e", 1), (500, 0.2, "f", 1)])
    assert {e.place for e in out} == {3}
    assert sorted(e.prize for e in out) == [80, 80]              # (160 + 0) / 2
    event.remaining = 5
    out = event._place([(500, 0.1, "g", 1), (500, 0.2, "h", 1), (500, 0.3, "i", 1)])
    assert {e.place for e in out} == {3}
    assert sorted(e.prize for e in out) == [53, 53, 54]          # 160 / 3, one unit drawn
    assert sum(e.prize for e in out) == prizes[2]


def test_t4_all_in_on_the_ante():
    levels = (Level(5, 6, 20, length=1000),)
    structure = Structure(name="antes", levels=levels, payouts=(Payouts(8, (100.0,)),),
                          starting_chips=3, entrants=4)
    event = Tournament(structure, names(4), seed=2, keep_log=True)
    finish(event, CallingStation())


def reference_race(stacks, removed, next_chip, cards_by_seat):
    """T5 by hand: odd chips, new chips rounded half up, the best cards win one each."""
    odd = {seat: chips % next_chip for seat, chips in stacks.items()}
    total = sum(odd.values())
    new = total // next_chip + (total % next_chip * 2 >= next_chip)
    ranking = sorted((max(cards), seat) for seat, cards in cards_by_seat.items())[::-1]
    winners = {seat for _, seat in ranking[:new]}
    after = {seat: chips - odd[seat] + next_chip * (seat in winners)
             for seat, chips in stacks.items()}
    return {seat: chips or next_chip for seat, chips in after.items()}


@pytest.mark.parametrize("seed", range(30))
def test_t5_chip_race(seed):
    rng = random.Random(seed)
    table = Table(Stakes(25, 50, 100), seats=8)
    for seat in rng.sample(range(1, 9), rng.randrange(2, 9)):
        table.join(seat, f"s{seat}", rng.choice([5, 10, 20, 25]) * rng.randrange(1, 40))
    stacks = dict(table.stacks)
    # the cards the race deals: the same draw, replayed from the same seed
    deck = list(range(52))
    random.Random(seed).shuffle(deck)
    cards = {}
    for seat in sorted(stacks):
        count = stacks[seat] % 25 // 5
        if count:
            cards[seat], deck = deck[:count], deck[count:]
    change = chip_race(table, 5, 25, random.Random(seed))
    assert table.stacks == reference_race(stacks, 5, 25, cards)
    assert change == sum(table.stacks.values()) - sum(stacks.values())
    assert all(chips % 25 == 0 and chips > 0 for chips in table.stacks.values())
    assert sum(table.stacks[s] > stacks[s] - stacks[s] % 25 for s in stacks) <= len(cards) + 1


def test_t6_t7_multi_table_breaking_and_balancing():
    structure = dataclasses.replace(SNG, payouts=(Payouts(100, (50.0, 30.0, 20.0)),))
    event = Tournament(structure, names(43), seed=5)
    assert sorted(len(t.seats) for t in event.tables.values()) == [7] * 5 + [8]
    finish(event, RandomBot(5))
    assert event.result().chip_race_change == event.chip_race_change


def test_t1_levels_by_hands_and_by_clock():
    event = Tournament(SNG, names(8), seed=1)
    for _ in range(15):
        assert event.level == 0
        event.play_round(CallingStation())
    assert event.level == 1
    assert all(table.stakes.small_bet == 15 for table in event.tables.values())
    with pytest.raises(StructureError):
        event.advance_clock(10)
    clocked = Tournament(load_structure("wsop-stud8"), names(16), seed=1)
    clocked.advance_clock(59.5)
    assert clocked.level == 0
    clocked.advance_clock(0.5)                    # level 1 ends, no break after it
    assert clocked.level == 1
    clocked.advance_clock(79)                     # level 2 is 60 minutes + a 20-minute break
    assert clocked.level == 1
    clocked.advance_clock(1)
    assert clocked.level == 2


def test_refusals():
    with pytest.raises(StructureError):
        Tournament(SNG, ["a", "a", "b"])
    with pytest.raises(StructureError):
        Tournament(SNG, names(9))                 # no payout table for 9
    with pytest.raises(StructureError):
        Tournament(SNG, names(1))
    event = Tournament(SNG, names(2), seed=1)
    event.play(RandomBot(1))
    with pytest.raises(TableError):
        event.play_round(RandomBot(1))


def test_t8_rebuys_by_the_players_choice_and_only_while_open():
    """T8: only players who choose to rebuy do, at most `rebuys` times, in the rebuy levels;
    the prize pool grows by each rebuy's cost."""
    structure = dataclasses.replace(SNG, starting_chips=40, rebuys=2, rebuy_levels=2,
                                    rebuy_chips=30, rebuy_cost=60)
    asked = []

    def rebuy(name):
        asked.append(name)
        return name in ("p1", "p2")

    event = Tournament(structure, names(8), seed=7, rebuy=rebuy)
    result = event.play(RandomBot(7))
    assert set(result.rebuys) == set(names(8))
    assert all(result.rebuys[name] == 0 for name in names(8) if name not in ("p1", "p2"))
    assert all(count <= 2 for count in result.rebuys.values())
    assert asked and sum(result.rebuys.values()) > 0
    assert result.prize_pool == 8 * 100 + 60 * sum(result.rebuys.values())
    assert sum(result.prizes.values()) == result.prize_pool
    with pytest.raises(TypeError):
        Tournament(structure, names(8), rebuy="yes")
