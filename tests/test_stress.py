"""Stress test: tens of thousands of hands among bots, every game, every preset, short stacks.

Each hand must end, conserve chips (stacks + rake), and survive a PHH round trip: written,
read back and replayed through the engine to the same finishing stacks and the same pots. The
test also counts the situations it went through (all-ins, side pots, community cards with
eight players, stub scrambles, split pots, odd chips, mucks, rake, seats not dealt in, ...)
and asserts a minimum of each, so that it proves it exercised them.

The default run is 5,000 hands (about 5 s on one core of the development machine);
``pytest -m slow`` adds a run of 200,000.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import replace

import pytest

from cstud import Rake
from cstud.bots import CallingStation, HeuristicBot, RandomBot, play_hand
from cstud.game import (
    AntePosted,
    CommunityCardDealt,
    HandMucked,
    HandState,
    Options,
    PlayerActed,
    StubScrambled,
)
from cstud.phh import HandHistory

GAMES = ("stud8", "stud", "razz")
PRESETS = (None, "pokerstars", "tda", "wsop", "rrop")
# Short stacks at stakes 1/2/5/10: all-ins on the ante, on the bring-in, on every street.
STACK_SIZES = (0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144)
MAX_ACTIONS = 400      # far above any legal hand (8 players, 5 streets, capped betting)


def _bots(rng: random.Random, players: int, number: int) -> list:
    """Tables of random bots (the corners of the rules), calling stations (everyone to 7th
    street: community cards), or a mix with the heuristic bot."""
    style = rng.random()
    if style < 0.5:
        return [RandomBot(f"{number}/{seat}") for seat in range(players)]
    if style < 0.7:
        return [CallingStation() for _ in range(players)]
    kinds = (lambda seat: RandomBot(f"{number}/{seat}"), lambda seat: CallingStation(),
             lambda seat: HeuristicBot())
    return [rng.choice(kinds)(seat) for seat in range(players)]


def _deal(rng: random.Random, number: int) -> tuple[HandState, Options, list]:
    game = GAMES[number % 3]
    preset = PRESETS[number // 3 % len(PRESETS)]
    options = Options() if preset is None else Options.preset(preset, game)
    if rng.random() < 0.15:
        options = replace(options, rake=Rake(5, cap=3) if rng.random() < 0.5 else None)
    # Full tables often: eight players reaching 7th street run the stub short (R16).
    players = 8 if rng.random() < 0.2 else rng.randint(2, 8)
    stacks = [rng.choice(STACK_SIZES) for _ in range(players)]
    while sum(1 for stack in stacks if stack) < 2:
        stacks[rng.randrange(players)] = rng.choice(STACK_SIZES[1:])
    if rng.random() < 0.3:                           # some deep stacks among the short
        stacks = [stack * 8 for stack in stacks]
    dealer = rng.randrange(players)
    state = HandState(stacks, 1, 2, 5, game=game, options=options, dealer=dealer, seed=number,
                      auto_showdown=rng.random() < 0.7)
    return state, options, _bots(rng, players, number)


def _in_player_order(pot, seats) -> tuple:
    """A pot's account with ``seats`` renamed 0, 1, 2, ... (PHH's p1, p2, p3, ...)."""
    number = {seat: index for index, seat in enumerate(seats)}

    def renamed(group):
        return tuple(sorted(number[seat] for seat in group))

    return (pot.amount, pot.rake, pot.high_half, pot.low_half, renamed(pot.eligible),
            renamed(pot.high_winners), renamed(pot.low_winners),
            tuple(pot.shares[seat] for seat in seats),
            tuple((number[chip.seat], chip.half, chip.card) for chip in pot.odd_chips))


def _check_hand(state: HandState, options: Options, seen: Counter) -> None:
    start = sum(state.starting_stacks)
    assert state.is_over
    settlement = state.settlement
    assert sum(state.stacks) + settlement.rake == start, "chips were created or lost"
    assert all(stack >= 0 for stack in state.stacks)
    # Round trip: PHH text, read back, replayed by the engine to the same result.
    text = HandHistory.from_state(state).dumps()
    replay = HandHistory.loads(text).replay(options)
    assert replay.state.is_over
    # The replay seats the players p1..pN from the dealer's left, the dealer last.
    players = state.players
    assert replay.finishing_stacks == [state.stacks[seat] for seat in players]
    assert replay.mismatches() == []
    assert replay.state.settlement.rake == settlement.rake
    assert [_in_player_order(pot, range(len(players)))
            for pot in replay.state.settlement.pots] == \
        [_in_player_order(pot, players) for pot in settlement.pots]
    # What this hand went through.
    ops = state.operations
    pots = settlement.pots
    live = state.live
    seen["hands"] += 1
    seen[f"game {state.game}"] += 1
    seen[f"players {len(state.players)}"] += 1
    seen["showdown"] += len(live) > 1
    seen["won before showdown"] += len(live) == 1
    seen["all-in"] += any(isinstance(op, PlayerActed) and op.action.all_in for op in ops)
    seen["all-in on the ante"] += any(isinstance(op, AntePosted) and op.all_in for op in ops)
    seen["side pots"] += len(pots) > 1
    seen["three or more side pots"] += len(pots) > 3
    community = any(isinstance(op, CommunityCardDealt) for op in ops)
    seen["community card"] += community
    seen["community card, 8 players"] += community and len(live) == 8
    seen["stub scrambled"] += any(isinstance(op, StubScrambled) for op in ops)
    seen["split pot"] += any(sum(1 for chips in pot.shares if chips) > 1 for pot in pots)
    seen["hi/lo split"] += any(pot.low_half and pot.high_half and
                               set(pot.high_winners) != set(pot.low_winners) for pot in pots)
    seen["odd chip among ties"] += any(pot.odd_chips for pot in pots)
    seen["muck"] += any(isinstance(op, HandMucked) for op in ops)
    seen["rake"] += settlement.rake > 0
    seen["seat not dealt in"] += len(state.players) < state.seat_count
    seen["capped betting"] += any(
        sum(1 for op in ops if isinstance(op, PlayerActed) and op.street == street and
            str(op.action.kind) in ("complete", "bet", "raise")) >= 4 for street in range(3, 8))


def _run(hands: int, seed: int) -> Counter:
    rng = random.Random(seed)
    seen: Counter = Counter()
    for number in range(hands):
        state, options, bots = _deal(rng, number)
        actions = 0
        while not state.is_over:                    # play_hand, with a bound on its length
            seat = state.actor
            state.apply(bots[seat].choose(state, seat))
            actions += 1
            assert actions <= MAX_ACTIONS, f"hand {number} does not end"
        _check_hand(state, options, seen)
    return seen


# Each situation at least this often per 20,000 hands (each is seen several times as often).
MINIMUMS = {
    "showdown": 5000, "won before showdown": 2000, "all-in": 5000, "all-in on the ante": 500,
    "side pots": 2000, "three or more side pots": 100, "community card": 300,
    "community card, 8 players": 100, "stub scrambled": 100, "split pot": 1000,
    "hi/lo split": 500, "odd chip among ties": 5, "muck": 50, "rake": 300,
    "seat not dealt in": 500, "capped betting": 500,
}


def _assert_coverage(seen: Counter, hands: int) -> None:
    scale = hands / 20_000
    missing = {name: seen[name] for name, minimum in MINIMUMS.items()
               if seen[name] < minimum * scale}
    assert not missing, f"situations seen too rarely: {missing} in {dict(seen)}"
    for game in GAMES:
        assert seen[f"game {game}"] >= hands // 4
    for players in range(2, 9):
        assert seen[f"players {players}"] >= hands // 100


def test_stress_5000_random_hands():
    """The default run's share (the 200,000-hand run is under -m slow)."""
    started = time.perf_counter()
    seen = _run(5_000, seed=2024)
    assert seen["hands"] == 5_000
    _assert_coverage(seen, 5_000)
    print(f"\n5,000 hands in {time.perf_counter() - started:.1f} s: {dict(seen)}")


@pytest.mark.slow
def test_stress_200000_random_hands():
    seen = _run(200_000, seed=7)
    _assert_coverage(seen, 200_000)


def test_seat_numbers_survive_the_round_trip():
    """A hand whose dealer is not the last seat, under seat_order_show: seat 0 (table number
    1) shows first. The replay seats the players p1..pN from the dealer's left, and the
    file's ``seats`` keeps their table numbers, so p2 (number 1) shows first there too.
    Found by the stress test."""
    options = Options.preset("pokerstars", "stud")
    state = HandState([16, 8, 104, 104, 272], 1, 2, 5, game="stud", options=options,
                      dealer=3, seed=64)
    play_hand(state, [CallingStation()] * 5)
    shown = [op.seat for op in state.operations if type(op).__name__ == "HandShown"]
    assert shown[0] == 0                               # seat 0 shows first, not p1 (seat 4)
    history = HandHistory.from_state(state)
    assert history.fields["seats"] == [5, 1, 2, 3, 4]
    replay = HandHistory.loads(history.dumps()).replay(options)
    assert replay.finishing_stacks == [state.stacks[seat] for seat in state.players]
    replay_shown = [op.seat for op in replay.state.operations
                    if type(op).__name__ == "HandShown"]
    assert [state.players[seat] for seat in replay_shown] == shown   # the same order


@pytest.mark.parametrize(("numbers", "error"), [
    ([1, 2], ValueError), ([1, 1, 2], ValueError), ([-1, 1, 2], ValueError),
    ("123", TypeError), ([1, 2, 2.5], TypeError)])
def test_seat_numbers_are_checked(numbers, error):
    with pytest.raises(error, match="seat"):
        HandState([50, 50, 50], 1, 2, 5, seat_numbers=numbers, seed=1)


def test_lowest_seat_number_shows_first_under_seat_order_show():
    """seat_order_show (S000): the lowest table number shows first, wherever it sits."""
    options = Options.preset("pokerstars", "stud")
    state = HandState([100, 100, 100], 1, 2, 5, game="stud", options=options,
                      seat_numbers=[7, 3, 5], seed=5)
    play_hand(state, [CallingStation()] * 3)
    shown = [op.seat for op in state.operations if type(op).__name__ == "HandShown"]
    assert shown == [1, 2, 0]          # number 3, then clockwise: 5, 7
    assert HandHistory.from_state(state).fields["seats"] == [7, 3, 5]
