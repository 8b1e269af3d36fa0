"""cstud.session.Table: many hands at one table, stacks carried exactly, seats and buy-ins,
the dealer's position by the house rule, mixed-game rotations, and the .phhs log."""

from __future__ import annotations

import random

import pytest

from cstud.bots import CallingStation, RandomBot
from cstud.game import CardsDealt, Options
from cstud.phh import read_phhs
from cstud.session import Rotation, Stakes, Table, TableError, resume

STAKES = Stakes(ante=1, bring_in=2, small_bet=5)


def chips_balance(table: Table) -> None:
    assert sum(table.stacks.values()) + table.rake + table.cashed_out == table.bought_in


def first_dealt(hand) -> int:
    """The seat number dealt the first card (the dealer's left)."""
    first = next(op for op in hand.operations if isinstance(op, CardsDealt))
    return hand.seat_numbers[first.seat]


def test_random_session_keeps_every_chip():
    """Random joins, leaves, buy-ins and sitting out between random hands: after every hand
    the chips on the table are what came in less what left and the rake; nobody with no
    chips or sitting out is dealt in."""
    rng = random.Random(5)
    table = Table(STAKES, seats=8, min_buy_in=20, max_buy_in=400, seed="s",
                  options=Options())
    names = iter(f"player{i}" for i in range(10_000))
    bot = RandomBot(9)
    for _ in range(300):
        for _ in range(rng.randrange(3)):
            move = rng.random()
            empty = [n for n in range(1, 9) if n not in table.seats]
            seated = list(table.seats)
            if move < 0.4 and empty:
                table.join(rng.choice(empty), next(names), rng.randrange(20, 401))
            elif move < 0.55 and seated:
                table.leave(rng.choice(seated))
            elif move < 0.75 and seated:
                seat = rng.choice(seated)
                have = table.seats[seat].chips
                if have < 400:
                    table.buy_in(seat, rng.randrange(max(20 - have, 1), 401 - have))
            elif seated:
                seat = rng.choice(seated)
                (table.sit_in if table.seats[seat].sitting_out else table.sit_out)(seat)
        if len(table.dealt_next()) < 2:
            with pytest.raises(TableError):
                table.start_hand()
            continue
        expected = table.dealt_next()
        starting = {n: table.seats[n].chips for n in expected}
        hand = table.play_hand(bot)
        assert hand.seat_numbers == expected
        assert all(starting[n] > 0 and not table.seats[n].sitting_out for n in expected)
        chips_balance(table)
    assert table.hands_played > 100


def test_fixed_dealer_deals_the_lowest_seat_first():
    table = Table(STAKES, seats=8, seed=2)
    for seat in (2, 5, 7):
        table.join(seat, f"p{seat}", 200)
    for _ in range(4):
        assert first_dealt(table.play_hand(CallingStation())) == 2


def test_rotating_button_moves_one_player_left():
    table = Table(STAKES, seats=8, seed=2, dealer="rotating")
    for seat in (2, 5, 7):
        table.join(seat, f"p{seat}", 200)
    firsts = [first_dealt(table.play_hand(CallingStation())) for _ in range(6)]
    assert firsts == [2, 5, 7, 2, 5, 7]
    table.sit_out(5)
    assert first_dealt(table.play_hand(CallingStation())) in (2, 7)


def test_rotation_every_n_hands_and_per_orbit():
    games = (Stakes(1, 2, 5, game="razz"), Stakes(2, 3, 10, game="stud"),
             Stakes(1, 2, 5, game="stud8"))
    table = Table(Rotation(games, every=2), seats=4, seed=1)
    for seat in range(1, 5):
        table.join(seat, f"p{seat}", 500)
    played = [table.play_hand(CallingStation()).game for _ in range(7)]
    assert played == ["razz", "razz", "stud", "stud", "stud8", "stud8", "razz"]
    table = Table(Rotation(games), seats=4, seed=1)
    for seat in range(1, 4):
        table.join(seat, f"p{seat}", 500)
    hands = [table.play_hand(CallingStation()) for _ in range(7)]
    assert [hand.game for hand in hands] == ["razz"] * 3 + ["stud"] * 3 + ["stud8"]
    assert {hand.small_bet for hand in hands if hand.game == "stud"} == {10}


def test_refusals_change_nothing():
    table = Table(STAKES, seats=6, min_buy_in=50, max_buy_in=200)
    table.join(1, "ann", 100)
    table.join(2, "bob", 100)
    before = (dict(table.stacks), table.bought_in)
    for call in (lambda: table.join(1, "cy", 100), lambda: table.join(3, "cy", 40),
                 lambda: table.join(3, "cy", 201), lambda: table.join(7, "cy", 100),
                 lambda: table.join(3, "ann", 100), lambda: table.buy_in(1, 101),
                 lambda: table.buy_in(4, 10), lambda: table.leave(5),
                 lambda: table.join(3, "cy", True), lambda: table.end_hand()):
        with pytest.raises(TableError):
            call()
        assert (dict(table.stacks), table.bought_in) == before
    table.start_hand()
    with pytest.raises(TableError):
        table.leave(1)
    with pytest.raises(TableError):
        table.buy_in(2, 10)
    with pytest.raises(TableError):
        table.end_hand()                  # not over
    assert (dict(table.stacks), table.bought_in) == before


@pytest.mark.parametrize("bad", [dict(seats=1), dict(seats=9), dict(dealer="button"),
                                 dict(min_buy_in=0), dict(max_buy_in=0, min_buy_in=5)])
def test_bad_tables(bad):
    with pytest.raises((ValueError, TypeError)):
        Table(STAKES, **bad)


@pytest.mark.parametrize("bad", [(0, 0, 5), (1, 5, 5), (1, 2, 5, 4), (-1, 2, 5),
                                 (1, 2, 5, None, "x")])
def test_bad_stakes(bad):
    with pytest.raises(ValueError):
        Stakes(*bad)


def test_phhs_log_reads_back_to_the_same_table(tmp_path):
    games = (Stakes(1, 2, 5, game="stud8"), Stakes(1, 2, 5, game="razz"))
    table = Table(Rotation(games, every=3), seats=8, seed="log", number=4, event="test")
    for seat, chips in ((1, 150), (3, 90), (6, 300), (8, 60)):
        table.join(seat, f"p{seat}", chips)
    bot = RandomBot(3)
    for number in range(12):
        if number == 5:
            table.join(4, "late", 100)
        table.play_hand(bot)
    path = tmp_path / "session.phhs"
    table.write(path)
    histories = read_phhs(path)
    assert [h.fields["hand"] for h in histories] == list(range(1, 13))
    assert {h.fields["table"] for h in histories} == {4}
    assert [h.game for h in histories] == (["stud8"] * 3 + ["razz"] * 3) * 2
    for history in histories:
        replay = history.replay()
        assert replay.mismatches() == []
        assert history.fields["seats"] == sorted(history.fields["seats"])
    again = resume(histories)
    assert again.stacks == {n: c for n, c in table.stacks.items() if c > 0}
    assert {n: s.name for n, s in again.seats.items()} == \
        {n: s.name for n, s in table.seats.items() if s.chips > 0}
    assert again.hands_played == 12 and again.number == 4


def test_rotating_button_log_names_each_seat_and_resumes(tmp_path):
    """With a rotating button PHH's p1 (the first dealt) moves round the table: each hand's
    names, seats and stacks are in that order, one player each, and the seat count is the
    table's own (not the highest seat dealt); the log resumes to the same table."""
    table = Table(STAKES, seats=8, seed="button", dealer="rotating")
    for seat, chips in ((1, 150), (2, 90), (5, 300), (6, 60)):
        table.join(seat, f"p{seat}", chips)
    bot = RandomBot(4)
    for _ in range(9):
        before = dict(table.stacks)
        hand = table.play_hand(bot)
        history = table.histories[-1]
        assert history.fields["seat_count"] == 8
        assert history.fields["seats"][0] == first_dealt(hand)
        for number, name, chips in zip(history.fields["seats"], history.fields["players"],
                                       history.starting_stacks, strict=True):
            assert name == f"p{number}" and chips == before[number]
    path = tmp_path / "button.phhs"
    table.write(path)
    again = resume(read_phhs(path))
    assert again.stacks == {n: c for n, c in table.stacks.items() if c > 0}
    assert {n: s.name for n, s in again.seats.items()} == \
        {n: s.name for n, s in table.seats.items() if s.chips > 0}
    assert again.seat_count == 8


def test_resume_refuses_a_log_whose_chips_do_not_carry_over(tmp_path):
    table = Table(STAKES, seats=3, seed=1)
    table.join(1, "a", 100)
    table.join(2, "b", 100)
    table.play_hand(CallingStation())
    table.play_hand(CallingStation())
    histories = read_phhs_text(table)
    second = histories[1]
    second.starting_stacks = [chips - 1 for chips in second.starting_stacks]
    second.fields.pop("finishing_stacks")
    with pytest.raises(ValueError):
        resume(histories)


def read_phhs_text(table):
    from cstud.phh import HandHistory
    return HandHistory.loads_all(HandHistory.dumps_all(table.histories))


def test_table_hands_take_the_constructors_fast_path(monkeypatch):
    """A table's hand (plain ints, its seat numbers a tuple) goes straight to the core; the
    checked path still answers for anything else, with its own messages."""
    from cstud.game import HandState

    plain = HandState([50, 60, 70], 1, 2, 5, seat_numbers=(2, 5, 7), seed=3)
    checked = HandState([50, 60, 70], 1, 2, 5, seat_numbers=[2, 5, 7], seed=3)
    assert plain.seat_numbers == checked.seat_numbers == (2, 5, 7)
    assert plain._records() == checked._records()
    for bad in ((2, 2, 7), (1, True, 3), (1, 2), (1, 2, -1)):
        with pytest.raises((ValueError, TypeError)):
            HandState([50, 60, 70], 1, 2, 5, seat_numbers=bad)
    numpy = pytest.importorskip("numpy")
    given = tuple(numpy.int64(n) for n in (2, 5, 7))
    assert HandState([50, 60, 70], 1, 2, 5, seat_numbers=given, seed=3)._records() == \
        plain._records()

    def refuse(*args, **kwargs):
        raise AssertionError("the checked path")

    monkeypatch.setattr(HandState, "_init_checked", refuse)
    table = Table(STAKES, seats=8, seed=2)
    for seat in (2, 5, 7):
        table.join(seat, f"p{seat}", 100)
    hand = table.play_hand(RandomBot(1))
    assert hand.seat_numbers == (2, 5, 7)


def test_each_hand_is_dealt_from_its_documented_seed():
    """Hand n of table t in a session seeded s is dealt as HandState(seed=hand_seed(s, t, n))
    deals it; the seeds are the documented SHA-512 key stepped per hand (written out here
    plainly), below 2**63, and differ from hand to hand; changing the table's seed or number
    changes the deals from the next hand."""
    import hashlib

    from cstud.bots import play_hand
    from cstud.game import HandState
    from cstud.session import hand_seed

    def plainly(seed, table, hand):
        key = int(hashlib.sha512(f"{seed}/{table}".encode()).hexdigest()[:16], 16)
        return (key + hand * 0x9E3779B97F4A7C15) % 2 ** 63

    seeds = [hand_seed("s", 3, n) for n in range(1, 200)]
    assert seeds == [plainly("s", 3, n) for n in range(1, 200)]
    assert len(set(seeds)) == len(seeds) and all(0 <= seed < 2 ** 63 for seed in seeds)
    table = Table(STAKES, seats=8, seed="s", number=3)
    for seat in (2, 5, 7):
        table.join(seat, f"p{seat}", 10_000)
    for number in range(1, 6):
        if number == 4:
            table.seed = "other"
        stacks = [table.seats[seat].chips for seat in (2, 5, 7)]
        hand = table.play_hand(CallingStation())
        again = HandState(stacks, 1, 2, 5, seat_numbers=(2, 5, 7), dealer=2,
                          seed=hand_seed("s" if number < 4 else "other", 3, number))
        assert hand.operations == play_hand(again, [CallingStation()] * 3).operations
        assert [hand.cards(seat) for seat in range(3)] == [again.cards(seat) for seat in range(3)]
