"""Whole tournaments by random structures (levels by hands or by the clock, 2-8 players a
table, every game and mixed events, colour-ups with chip races, rebuys, short stacks that go
all in on the ante), each checked after every hand against a ledger the test keeps itself
from the hands' logs: no chip created or lost, a busted player never dealt in again, rebuys
only when T8 allows them, and at the end places and prizes consistent with T2, T3 and the
prize pool (docs/RULES.md section 7)."""

from __future__ import annotations

import random
from collections import defaultdict

from hypothesis import given, settings
from hypothesis import strategies as st

from cstud.bots import RandomBot
from cstud.tournament import Level, Payouts, Structure, Tournament

GAMES = ("stud8", "stud", "razz")


@st.composite
def structures(draw):
    """A playable structure: stakes never going down, in 5-chip units when 1-chips are
    coloured up, a payout table for the field, maybe rebuys."""
    count = draw(st.integers(1, 5))
    units = sorted(draw(st.lists(st.integers(1, 6), min_size=count, max_size=count)))
    ante_share = draw(st.integers(0, 3))          # the ante in tenths of the small bet
    color_up_at = draw(st.one_of(st.none(), st.integers(0, count - 1)))
    clock = draw(st.sampled_from(["hands", "minutes"]))
    mixed = draw(st.booleans())
    levels = []
    for index, unit in enumerate(units):
        small = 10 * unit
        big = draw(st.sampled_from([None, small, 3 * small]))
        levels.append(Level(
            ante=ante_share * unit, bring_in=3 * unit, small_bet=small, big_bet=big,
            length=draw(st.integers(1, 12)) if clock == "hands" else draw(st.integers(2, 20)),
            game=draw(st.sampled_from(GAMES)) if mixed else None,
            color_up=1 if index == color_up_at else None,
            break_after=5 if index == color_up_at else draw(st.sampled_from([0, 0, 5]))))
    # after a colour-up of the 1-chips every stake is made of 5-chips
    if color_up_at is not None:
        levels = [level if index <= color_up_at else Level(
            level.ante * 5, level.bring_in * 5, level.small_bet * 5,
            None if level.big_bet is None else level.big_bet * 5, level.length, level.game,
            level.break_after) for index, level in enumerate(levels)]
    entrants = draw(st.integers(2, 20))
    places = draw(st.integers(1, min(entrants, 4)))
    weights = sorted(draw(st.lists(st.integers(1, 50), min_size=places, max_size=places)),
                     reverse=True)
    percent = tuple(100 * w / sum(weights) for w in weights)
    rebuy_levels = draw(st.integers(0, count))
    return Structure(
        name="random", levels=tuple(levels), payouts=(Payouts(entrants, percent),),
        starting_chips=draw(st.integers(1, 120)), game=draw(st.sampled_from(GAMES)),
        table_size=draw(st.integers(2, 8)), clock=clock,
        chips=(1, 5) if color_up_at is not None else (1,), buy_in=draw(st.integers(0, 50)),
        entrants=entrants, rebuys=draw(st.integers(1, 3)) if rebuy_levels else 0,
        rebuy_levels=rebuy_levels, rebuy_chips=5 * draw(st.integers(1, 20)),
        rebuy_cost=draw(st.integers(0, 30)))


def play_and_check(structure: Structure, seed: int) -> None:
    names = [f"p{i}" for i in range(structure.entrants)]
    choices = random.Random(seed)
    event = Tournament(structure, names, seed=seed, keep_log=True,
                       rebuy=lambda name: choices.random() < 0.7)
    ledger = dict.fromkeys(names, structure.starting_chips)
    out: set[str] = set()
    rebuys: dict[str, int] = defaultdict(int)
    seen = {number: 0 for number in event.tables}
    bot = RandomBot(seed)
    while not event.finished:
        assert event.rounds < 20_000
        tables = dict(event.tables)                # a table broken after the round too
        level = event.level
        remaining = event.remaining
        event.play_round(bot)
        if structure.clock == "minutes" and not event.finished:
            event.advance_clock(2)
        raced = any(structure.levels[k].color_up is not None
                    for k in range(level, event.level))
        busted_now: set[str] = set()
        for number, table in tables.items():
            new = table.histories[seen.get(number, 0):]
            seen[number] = len(table.histories)
            assert len(new) <= 1                   # one hand a table a round
            for history in new:
                players = history.fields["players"]
                assert not out & set(players)      # nobody out is dealt in again
                assert history.replay().mismatches() == []
                for name, start, finish in zip(players, history.starting_stacks,
                                               history.fields["finishing_stacks"],
                                               strict=True):
                    assert start == ledger[name]   # the chips he had, exactly
                    ledger[name] = finish
                    if finish == 0:
                        busted_now.add(name)
        eliminated = {e.name for e in event.eliminations}
        chips = event.chips()
        for name in busted_now - eliminated:       # busted and still in: a rebuy (T8)
            assert level < structure.rebuy_levels
            assert remaining > len(event.prizes)
            rebuys[name] += 1
            assert rebuys[name] <= structure.rebuys
            ledger[name] += structure.chips_of_rebuy
        for name in eliminated - out - set(chips):  # out this round: no chips left
            assert ledger.pop(name) == 0
            out.add(name)
        if raced:                                  # T5: odd 1-chips go, one 5-chip may come
            for name, value in chips.items():
                kept = ledger[name] - ledger[name] % 5
                assert value - kept in (0, 5) and value > 0
            ledger = dict(chips)
        assert chips == ledger                     # chips exact after every hand
        assert sum(chips.values()) == event.total_chips + event.chip_race_change
    check_result(event, rebuys)


def check_result(event: Tournament, rebuys: dict[str, int]) -> None:
    structure = event.structure
    result = event.result()
    n = event.entrants
    assert result.rebuys == {name: rebuys.get(name, 0) for name in result.rebuys}
    pool = n * structure.buy_in + sum(rebuys.values()) * structure.cost_of_rebuy
    assert result.prize_pool == pool == sum(result.prizes.values())
    assert len(result.places) == n and len(event.eliminations) == n
    paid = structure.prizes(n, sum(rebuys.values()))
    by_place: dict[int, list] = defaultdict(list)
    for elimination in event.eliminations:
        by_place[elimination.place].append(elimination)
    place = 1
    for shared in sorted(by_place):                # places 1, 2, ... each group k wide
        group = by_place[shared]
        assert shared == place
        # T3: one group shares the places' prizes, split as evenly as units allow
        assert len({(e.round, e.chips_at_start) for e in group}) == 1 or shared == 1
        prizes = [e.prize for e in group]
        owed = sum(paid[k - 1] for k in range(shared, shared + len(group)) if k <= len(paid))
        assert sum(prizes) == owed and max(prizes) - min(prizes) <= 1
        place += len(group)
    assert place == n + 1
    # T2: out in a later round, or in the same round with more chips, finishes higher
    for a in event.eliminations:
        for b in event.eliminations:
            if a.place < b.place and a.place != 1:
                assert (a.round, a.chips_at_start) > (b.round, b.chips_at_start)


@settings(max_examples=40, deadline=None)
@given(structures(), st.integers(0, 2 ** 32))
def test_random_tournaments_keep_every_chip(structure, seed):
    play_and_check(structure, seed)


def test_a_rebuy_event_with_colour_up_and_a_multi_table_field():
    """One fixed case that surely rebuys, races chips and breaks tables."""
    levels = (Level(1, 2, 5, length=4), Level(1, 3, 10, length=4, color_up=1),
              Level(5, 5, 20, length=6), Level(10, 15, 50, length=1000))
    structure = Structure(name="fixed", levels=levels,
                          payouts=(Payouts(30, (50.0, 30.0, 20.0)),), starting_chips=37,
                          table_size=6, chips=(1, 5), buy_in=10, entrants=30, rebuys=2,
                          rebuy_levels=2, rebuy_chips=25, rebuy_cost=10)
    for seed in range(3):
        event = Tournament(structure, [f"p{i}" for i in range(30)], seed=seed)
        assert len(event.tables) == 5
        play_and_check(structure, seed)
