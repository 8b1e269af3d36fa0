"""The shared reader of text histories (cstud.histories._text), on a made-up site whose
format is small enough to write out here: each site parser is such a TextReader subclass.

The expected hands are worked out by hand from the texts below (amounts in cents).
"""

from __future__ import annotations

import re

import pytest

from cstud import Card
from cstud.histories import Hand, HistoryError, Street
from cstud.histories._block import Block
from cstud.histories._build import guarded
from cstud.histories._games import OtherGame
from cstud.histories._text import (
    TextReader,
    antes,
    bets,
    brings_in,
    calls,
    checks,
    collects,
    completes,
    dealt_groups,
    folds,
    half_name,
    is_money,
    only_seated,
    pot_and_rake,
    pot_number,
    rules,
    seat,
    unreadable,
)


class Toy(TextReader):
    SITE = "Toy"
    START = re.compile(r"^Toy hand #\d+")
    HEADING = re.compile(r"== (?P<name>.+) ==")
    STREETS = ("3rd", "4th", "5th", "6th", "7th")
    SEPARATORS = (": ",)
    ALL_IN = re.compile(r" \(all in\)$")

    def begin(self) -> bool:
        match = self.match_header(re.compile(
            r"Toy hand #(?P<id>\d+) (?P<game>\w+) (?P<small>\S+)/(?P<big>\S+)$"))
        if not self.take_game(match["game"].replace("studhilo", "stud hi/lo")):
            return False
        self.start_with_stakes(match["id"], match)
        return True

    SEAT_LINES = rules(
        (r"Seat (?P<seat>\d+): (?P<name>\S+) \((?P<stack>[^)]+)\)", seat),
    )
    LINES = rules(
        (r"Dealt to (?P<name>\S+) (?P<cards>(?:\[[^\]]*\] ?)+)$", dealt_groups),
    )
    PLAYER_LINES = rules(
        (r"antes (?P<amount>.*)", antes),
        (r"brings in (?P<amount>.*)", brings_in),
        (r"completes to (?P<total>.*)", completes),
        (r"calls (?P<amount>.*)", calls),
        (r"bets (?P<amount>.*)", bets),
        (r"checks$", checks),
        (r"folds$", folds),
        (r"wins (?P<amount>\S+) from the (?P<half>high|low) half$", collects),
        (r"", unreadable),
    )
    SUMMARY_LINES = rules(
        (r"Total (?P<total>\S+) \| Rake (?P<rake>\S+)", pot_and_rake),
    )


HAND = """\
Toy hand #7 studhilo $1/$2
Seat 1: Ann ($10)
Seat 3: Bob ($10)
Ann: antes $0.10
Bob: antes $0.10
== 3rd ==
Dealt to Ann [As 2c 3d]
Dealt to Bob [9s]
Ann: brings in $0.50
Bob: completes to $1
Ann: calls $0.50
== 4th ==
Dealt to Ann [As 2c 3d] [4h]
Dealt to Bob [9s] [Ks]
Ann: checks
Bob: bets $1
Ann: calls $1
Ann: wins $2.05 from the low half
Bob: wins $2.05 from the high half
== SUMMARY ==
Total $4.20 | Rake $0.10
"""


def read(text: str) -> Hand | OtherGame:
    return Toy.parse(Block("toy.txt", 1, tuple(text.splitlines())))


def line_of(text: str, fragment: str) -> int:
    return text[:text.index(fragment)].count("\n") + 1


def test_a_reader_built_from_tables_reads_the_hand():
    hand = read(HAND)
    assert isinstance(hand, Hand)
    assert (hand.site, hand.hand_id, hand.source, hand.line) == ("Toy", "7", "toy.txt", 1)
    assert (hand.unit, hand.currency) == ("cent", "USD")  # "$1/$2": money, so cents
    assert hand.stakes.ante == 10 and hand.stakes.bring_in == 50
    assert (hand.stakes.small_bet, hand.stakes.big_bet) == (100, 200)
    assert hand.players == ("Ann", "Bob")
    # group amount is what the action adds, group total the street total after it
    assert [(a.street, a.player, str(a.kind), a.amount, a.total, a.line) for a in hand.actions] == [
        (Street.THIRD, "Ann", "bring_in", 50, 50, 9),
        (Street.THIRD, "Bob", "complete", 100, 100, 10),
        (Street.THIRD, "Ann", "call", 50, 100, 11),
        (Street.FOURTH, "Ann", "check", 0, 0, 15),
        (Street.FOURTH, "Bob", "bet", 100, 100, 16),
        (Street.FOURTH, "Ann", "call", 100, 100, 17)]
    # Bob's hole cards are not shown: only his upcards, in their slots
    assert hand.seat("Ann").cards == tuple(Card(c) for c in ("As", "2c", "3d", "4h"))
    assert hand.seat("Bob").cards == (None, None, Card("9s"), Card("Ks"))
    assert [(a.player, a.amount, a.half) for a in hand.awards] == [
        ("Ann", 205, "low"), ("Bob", 205, "high")]
    assert (hand.total_pot, hand.rake) == (420, 10)
    assert sum(hand.contributions) == sum(hand.paid.values()) + hand.rake


def test_another_game_is_skipped():
    assert read(HAND.replace("studhilo", "holdem", 1)) == OtherGame("Hold'em", 1)
    assert read(HAND.replace("studhilo", "razz", 1)).game == "razz"


def test_the_all_in_mark_is_taken_off_and_checked():
    short = HAND.replace("Bob ($10)", "Bob ($2.10)").replace("Bob: bets $1",
                                                             "Bob: bets $1 (all in)")
    hand = read(short)
    assert isinstance(hand, Hand)
    assert [a.all_in for a in hand.actions if a.player == "Bob"] == [False, True]
    with pytest.raises(HistoryError, match="Bob is said to be all-in but has 790 left"):
        read(HAND.replace("Bob: bets $1", "Bob: bets $1 (all in)"))


def test_seat_lines_count_only_before_the_first_heading():
    late = HAND.replace("Dealt to Bob [9s]\n", "Dealt to Bob [9s]\nSeat 5: Cat ($10)\n")
    hand = read(late)
    assert isinstance(hand, Hand) and hand.players == ("Ann", "Bob")


@pytest.mark.parametrize(("old", "new", "message", "at"), [
    ("== 4th ==", "== FLOP ==", r"unknown section '== FLOP =='", "== FLOP =="),
    ("Bob: bets $1", "Bob: dances", r"cannot read Bob's action 'dances'", "Bob: dances"),
    ("Toy hand #7 studhilo $1/$2", "Toy hand #7 studhilo", r"cannot read the header",
     "Toy hand"),
    ("Dealt to Bob [9s] [Ks]", "Dealt to Bob [Ks]", r"cannot read the card dealt to Bob",
     "Dealt to Bob [Ks]"),
    ("Dealt to Ann [As 2c 3d]", "Dealt to Ann [As 2c]", r"2 cards dealt to Ann on 3rd street",
     "Dealt to Ann [As 2c]"),
    ("Dealt to Ann [As 2c 3d] [4h]", "Dealt to Ann [As 2c 3x] [4h]", r"'3x' is not a card",
     "Dealt to Ann [As 2c 3x]"),
    ("Ann: calls $1", "Ann: calls $2", r"Ann calls 200 but owes 100", "Ann: calls $2"),
])
def test_errors_name_the_hand_and_the_line(old, new, message, at):
    text = HAND.replace(old, new, 1)
    with pytest.raises(HistoryError, match=message) as caught:
        read(text)
    assert caught.value.source == "toy.txt"
    assert caught.value.line == line_of(text, at)
    assert caught.value.hand_id == ("?" if "header" in message else "7")


def test_a_hand_without_its_last_section_is_cut_off():
    text = HAND[:HAND.index("== SUMMARY ==")]
    with pytest.raises(HistoryError, match="the hand is cut off: it has no summary") as caught:
        read(text)
    assert caught.value.line == text.rstrip("\n").count("\n") + 1


def test_summary_lines_go_to_the_summary_rules_alone():
    # In the summary a player's line is not an action: the catch-all rule does not see it.
    hand = read(HAND + "Bob: says thanks\n")
    assert isinstance(hand, Hand)


def test_the_first_rule_that_takes_a_line_wins_and_a_rule_may_pass_it_on():
    reader = Toy(Block("toy.txt", 1, tuple(HAND.splitlines())))
    assert reader.begin()
    reader.b.seat(1, "Ann", 1000, 2)
    taken = []

    def note(label):
        return lambda r, name, m, line: taken.append((label, name))

    table = rules((r"(?P<name>\S+) says", only_seated(note("seated"))),
                  (r"(?P<name>\S+) says", note("anyone")),
                  (r"(?P<name>\S+) says", note("never")))
    assert reader.apply(table, "Ann says hi", 5)
    assert reader.apply(table, "Zed says hi", 6)
    assert not reader.apply(table, "nobody speaks", 7)
    assert taken == [("seated", "Ann"), ("anyone", "Zed")]


@pytest.mark.parametrize(("text", "number"), [
    ("pot", None), ("main pot", 0), ("Main pot", 0), ("side pot", 1), ("side pot-2", 2),
    ("Side pot #3", 3), ("side pot 2", 2), ("Side pot(2)", 2), ("main pot #2", 0)])
def test_pot_number(text, number):
    assert pot_number(text) == number


def test_half_names_and_money():
    assert [half_name(t) for t in ("high", "HI", "hi", "low", "LO", "Lo", None)] == [
        "high", "high", "high", "low", "low", "low", None]
    assert [is_money(t) for t in ("$0.50", "€5", "£1", "40", "")] == [
        True, True, True, False, False]


def test_guarded_keeps_an_error_with_its_hand():
    assert guarded(lambda: None, "f.txt", 3) is None
    error = HistoryError("bad", source="f.txt", line=4)

    def fails():
        raise error

    assert guarded(fails, "f.txt", 1) is error
    gap = guarded(lambda: {}["key"], "f.txt", 5)
    assert isinstance(gap, HistoryError) and (gap.source, gap.line) == ("f.txt", 5)
    assert "KeyError" in gap.message and "gap in cstud's parser" in gap.message
