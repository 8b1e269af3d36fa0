"""Showdown settlement (RULES.md R20-R23): worked examples, real hands, a reference, properties.

Seats are numbered from 0. Every worked example says in its comment how the chips go, by
hand, so that a failure shows whether the code or the example is wrong. The reference
settlement below is written plainly and shares no code with cstud: it scores hands with
tests/reference.py (all five-card subsets), cuts pots at every contribution total, rounds
the rake with Fraction, and orders odd chips by sorting tuples.
"""

from __future__ import annotations

import pickle
import re
from decimal import Decimal
from fractions import Fraction
from itertools import combinations, pairwise

import pytest
from conftest import load_json
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st
from reference import best_high, best_low8, best_razz, high5

import cstud
from cstud import OddChip, PotResult, Rake, Settlement, settle

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def text(codes) -> str:
    """Codes as card text, written here rather than borrowed from cstud."""
    return " ".join(RANKS[code // 4] + SUITS[code % 4] for code in codes)


def codes(cards: str) -> list[int]:
    return [RANKS.index(card[0]) * 4 + SUITS.index(card[1]) for card in cards.split()]


# ---------------------------------------------------------------------------------------
# The independent reference.

def _low_value(code: int) -> int:
    """Ace-to-five value: ace 1, deuce 2, ..., king 13."""
    return 1 if code // 4 == 12 else code // 4 + 2


def _razz_of_five(five) -> tuple:
    return best_razz(list(five))


def _favourable_five(cards, half: str, game: str) -> list[tuple[int, int]]:
    """R23b (tda): the five cards of the best hand for that half, the set best for the player,
    as (value, suit) from the highest card down (for a low, the ace is value 1)."""
    if half in ("high", "both"):
        best = best_high(cards)
        sets = [five for five in combinations(cards, 5) if high5(five) == best]
        return max(sorted(((code // 4, code % 4) for code in five), reverse=True)
                   for five in sets)
    if game == "razz":
        best = best_razz(cards)
        sets = [five for five in combinations(cards, 5) if _razz_of_five(five) == best]
    else:
        best = best_low8(cards)
        sets = [five for five in combinations(cards, 5)
                if tuple(sorted((_low_value(c) for c in five), reverse=True)) == best]
    return max(sorted(((_low_value(code), code % 4) for code in five), reverse=True)
               for five in sets)


def _odd_chip_order(seats, cards, half, game, rule, dealer, n_seats) -> list[int]:
    """Tied seats in the order they receive odd chips (R23b)."""
    if rule == "position":
        return sorted(seats, key=lambda seat: (seat - dealer - 1) % n_seats)
    if rule == "tda":
        return sorted(seats, key=lambda seat: _favourable_five(cards[seat], half, game),
                      reverse=True)
    if half in ("high", "both"):   # rrop: the highest card by suit among all his cards
        return sorted(seats, key=lambda seat: sorted(((c // 4, c % 4) for c in cards[seat]),
                                                     reverse=True), reverse=True)
    # rrop low: the lowest card by suit among all his cards, the ace lowest
    return sorted(seats, key=lambda seat: sorted((_low_value(c), c % 4) for c in cards[seat]))


def reference_settle(contributions, hands, *, game="stud8", odd_chip="tda", rake=None,
                     community=None, dealer=0, reached_fourth_street=True):
    """rake: None, an int, or ("rule", percent, cap, no_drop). Hands are lists of codes."""
    n = len(contributions)
    live = [hand is not None for hand in hands]
    showdown = sum(live) > 1
    cards = [None if hand is None else list(hand) + ([community] if community is not None
                                                     else []) for hand in hands]
    # Uncalled chips: whatever a seat put in beyond the most any other seat put in.
    returned = [max(0, chips - max(contributions[j] for j in range(n) if j != i))
                for i, chips in enumerate(contributions)]
    matched = [chips - back for chips, back in zip(contributions, returned, strict=True)]
    # Pots: cut at every total any seat reached, then join neighbouring layers that the
    # same live seats can win.
    cuts = sorted({0, *matched})
    pots: list[list] = []
    for low, high in pairwise(cuts):
        chips = sum(min(m, high) - min(m, low) for m in matched)
        who = tuple(i for i in range(n) if live[i] and matched[i] >= high)
        assert who, "a layer nobody live can win"
        if pots and pots[-1][1] == who:
            pots[-1][0] += chips
        else:
            pots.append([chips, who])
    in_pots = sum(chips for chips, _ in pots)
    if rake is None:
        total_rake = 0
    elif isinstance(rake, int):
        total_rake = rake
    else:
        _, percent, cap, no_drop = rake
        if no_drop and not reached_fourth_street:
            total_rake = 0
        else:
            total_rake = round(Fraction(in_pots) * Fraction(percent) / 100)  # half to even
            if cap is not None:
                total_rake = min(total_rake, cap)
    payouts = list(returned)
    accounts = []
    left = total_rake
    for chips, who in pots:
        pot_rake = min(left, chips)
        left -= pot_rake
        net = chips - pot_rake
        shares = [0] * n
        odd: list[tuple[int, str]] = []

        def split(amount, winners, half, shares=shares, odd=odd):
            each, extra = divmod(amount, len(winners))
            for seat in winners:
                shares[seat] += each
            order = _odd_chip_order(winners, cards, half, game, odd_chip, dealer, n)
            for seat in order[:extra]:
                shares[seat] += 1
                odd.append((seat, half))

        high_winners: tuple = ()
        low_winners: tuple = ()
        high_half = low_half = 0
        if len(who) == 1:
            if game == "razz":
                low_winners, low_half = who, net
            else:
                high_winners, high_half = who, net
            shares[who[0]] += net
        elif game == "razz":
            best = min(best_razz(cards[i]) for i in who)
            low_winners = tuple(i for i in who if best_razz(cards[i]) == best)
            low_half = net
            split(net, low_winners, "low")
        else:
            best = max(best_high(cards[i]) for i in who)
            high_winners = tuple(i for i in who if best_high(cards[i]) == best)
            lows = {i: best_low8(cards[i]) for i in who} if game == "stud8" else {}
            lows = {i: low for i, low in lows.items() if low is not None}
            if lows:
                best_low = min(lows.values())
                low_winners = tuple(i for i in who if lows.get(i) == best_low)
            if not low_winners:
                high_half = net
                split(net, high_winners, "high")
            else:
                low_half = net // 2
                high_half = net - low_half
                if high_winners == low_winners and len(high_winners) > 1:
                    split(net, high_winners, "both")     # R23d
                else:
                    split(high_half, high_winners, "high")
                    split(low_half, low_winners, "low")
        for seat in range(n):
            payouts[seat] += shares[seat]
        accounts.append((chips, pot_rake, who, high_winners, low_winners, high_half, low_half,
                         tuple(shares), odd))
    assert sum(payouts) + total_rake == sum(contributions)
    assert showdown or len(pots) <= 1
    return tuple(payouts), total_rake, tuple(returned), accounts


def account(result: Settlement):
    """The core's result in the reference's shape."""
    return (result.payouts, result.rake, result.returned,
            [(p.amount, p.rake, p.eligible, p.high_winners, p.low_winners, p.high_half,
              p.low_half, p.shares, [(o.seat, o.half) for o in p.odd_chips])
             for p in result.pots])


# ---------------------------------------------------------------------------------------
# Worked examples, one per rule clause.

def test_r20_side_pot_without_a_low_goes_to_its_best_high():
    """R20 independence, R22.2: the only low is in the main pot.

    Seat 0 is all-in for 10 with 7-5-4-2-A and ace-high; seats 1 and 2 put in 30, neither
    has a low. Main pot 3 x 10 = 30, seats 0-2: high to seat 1 (kings and nines) 15, low to
    seat 0 15. Side pot 2 x 20 = 40, seats 1-2: nobody eligible has a low, so seat 1's high
    takes all 40. Seat 0's low changes nothing in the side pot.
    """
    result = settle([10, 30, 30], ["Ac 2d 4h 5s 7c Kd Qh", "Ks Kh 9c 9d Jc Ts 3c",
                                   "Qs Qd Jh Td 9h 6c 2s"])
    assert result.payouts == (15, 55, 0)
    main, side = result.pots
    assert (main.amount, main.eligible, main.high_winners, main.low_winners) == \
        (30, (0, 1, 2), (1,), (0,))
    assert (main.high_half, main.low_half, main.shares) == (15, 15, (15, 15, 0))
    assert (side.amount, side.eligible, side.high_winners, side.low_winners) == \
        (40, (1, 2), (1,), ())
    assert (side.high_half, side.low_half, side.shares) == (40, 0, (0, 40, 0))


def test_r20_folded_chips_stay_in_the_pots_they_reached():
    """R20: seat 2 folded after putting in 20, between the all-in level 10 and the top 30.

    Main pot (up to 10): 4 x 10 = 40 for seats 0, 1, 3. Side pot (10 to 30): seats 1 and 3
    put in 20 each, seat 2 its last 10: 50 for seats 1 and 3. Main: seat 0's aces full take
    the high 20, seat 1's 7-6-4-3-2 the low 20. Side: seat 0 is not in it, so seat 3's flush
    takes the high 25 and seat 1 the low 25. Seat 2 gets nothing.
    """
    result = settle([10, 30, 20, 30], ["Ah Ad Ac Kc Kd 9s 9h", "2c 3d 4h 6s 7d Jc Qd", None,
                                       "Ks Qs Js Ts 2s 8h 8d"])
    assert result.payouts == (20, 45, 0, 25)
    assert [(p.amount, p.eligible) for p in result.pots] == [(40, (0, 1, 3)), (50, (1, 3))]
    assert result.pots[1].high_winners == (3,) and result.pots[1].low_winners == (1,)


def test_r20_uncalled_top_layer_is_returned_not_a_pot():
    """R15, R20: seat 0 bet to 50, seat 1 was all-in for 30, seat 2 folded with 10.

    The 20 only seat 0 reached goes back to it uncalled; the pot is 30 + 30 + 10 = 70, and
    seat 0's steel wheel scoops it: payout 70 + 20 = 90.
    """
    result = settle([50, 30, 10], ["As 2s 3s 4s 5s Kd Kh", "Qs Qd Jh Td 9h 6c 2d", None])
    assert result.returned == (20, 0, 0)
    assert result.payouts == (90, 0, 0)
    assert [p.amount for p in result.pots] == [70]


def test_r20_award_order_is_newest_side_pot_first():
    result = settle([10, 20, 30, 30], ["Ah Ad Ac Kc Kd 9s 9h", "2c 3d 4h 6s 7d Jc Qd",
                                       "Ks Qs Js Ts 2s 8h 8d", "Qh Qc Jd Jh 3c 3h 5c"])
    assert [p.amount for p in result.pots] == [40, 30, 20]            # main first
    assert [p.amount for p in result.award_order] == [20, 30, 40]      # R20 award order


def test_sole_survivor_wins_without_cards():
    """R15, R17.4: everyone folded to seat 1, which bet 25 against at most 10.

    15 is uncalled and returned; the pot is 5 + 10 + 10 = 25. No hand is read, so seat 1 may
    give no cards (or the few it has).
    """
    for hand in ((), "", [], "As Kd 7c"):
        result = settle([5, 25, 10], [None, hand, None])
        assert result.payouts == (0, 40, 0)
        assert result.returned == (0, 15, 0)
        pot = result.pots[0]
        assert (pot.amount, pot.eligible, pot.high_winners, pot.low_winners) == \
            (25, (1,), (1,), ())
    razz = settle([5, 25, 10], [None, (), None], game="razz")
    assert razz.pots[0].low_winners == (1,) and razz.pots[0].high_winners == ()


def test_folded_seats_never_receive_chips_and_never_hold_the_top():
    """A seat folds only facing more chips than its own, or level with someone at the top,
    so the biggest contribution is always a live seat's: folded seats never get anything back.
    A folded seat that out-contributed every live seat cannot happen and is refused."""
    result = settle([40, 40, 25], ["Ah Ad Ac Kc Kd 9s 9h", None, "2c 3d 4h 6s 7d Jc Qd"])
    assert result.payouts[1] == 0 and result.returned == (0, 0, 0)
    with pytest.raises(ValueError, match="seat 1 folded after putting in 50 chips, more "
                                         "than any live seat"):
        settle([40, 50, 25], ["Ah Ad Ac Kc Kd 9s 9h", None, "2c 3d 4h 6s 7d Jc Qd"])


def test_r22_scoop():
    """R22.5: seat 0's steel wheel is the best high (straight flush) and the best low."""
    result = settle([10, 10], ["As 2s 3s 4s 5s Kd Kh", "8c 7c 6d 4d 3h Qc Qh"])
    assert result.payouts == (20, 0)
    assert result.pots[0].high_winners == (0,) and result.pots[0].low_winners == (0,)


def test_r22_quartered_pot():
    """R22.5: seat 0's spade flush wins the high 12 of 24; its wheel ties seat 1's wheel for
    the low 12, 6 each. Seat 0 gets three quarters (18), seat 1 a quarter (6)."""
    result = settle([8, 8, 8], ["As 2s 3s 4s 7s 5d Kd", "Ah 2c 3d 4h 5c 9d 9h",
                                "Kh Kc Qs Qd Jc Td 8h"])
    assert result.payouts == (18, 6, 0)
    assert result.pots[0].high_winners == (0,) and result.pots[0].low_winners == (0, 1)


def test_r22_no_low_high_takes_all():
    """R22.2: nobody has five cards eight or lower: 21 chips to the best high, seat 0's aces up."""
    result = settle([7, 7, 7], ["Ah Ad Kc Qs Jh 9c 9d", "Ks Kh Qd Jc 9s 3c 2h",
                                "Qh Qc Js Td 8d 6h 6s"])
    assert result.payouts == (21, 0, 0)
    pot = result.pots[0]
    assert (pot.low_winners, pot.high_half, pot.low_half) == ((), 21, 0)


def test_r23a_odd_chip_of_halving_goes_high():
    """R23a: 11 chips, seat 0 high (kings full), seat 1 low (8-6-4-3-A): 6 high, 5 low."""
    result = settle([4, 4, 3], ["Ks Kh Kd Qc Qd Js Ts", "8s 6d 4c 3h Ad Jc Jd", None])
    assert result.payouts == (6, 5, 0)
    assert (result.pots[0].high_half, result.pots[0].low_half) == (6, 5)
    assert result.pots[0].odd_chips == ()      # one winner per half: no odd chip to assign


def test_r23b_three_way_tie_of_eleven_chips():
    """R23b, R23c: three identical K-Q-9-7-5 highs share 11 chips (seat 3 folded its 2).

    11 = 3 x 3 + 2. The two odd chips go by the highest card by suit, one per player:
    Ks (seat 0) then Kh (seat 2); seat 1's Kd gets none: 4/3/4. pokerkit gives the whole
    remainder to the first seat in order: 5/3/3.
    """
    hands = ["Ks Qh 9d 7c 5s 3h 2h", "Kd Qs 9c 7h 5d 3c 2d", "Kh Qd 9h 7d 5c 3s 2s", None]
    result = settle([3, 3, 3, 2], hands, dealer=3)
    assert result.payouts == (4, 3, 4, 0)
    chips = result.pots[0].odd_chips
    assert [(o.seat, o.half, o.rule, repr(o.card)) for o in chips] == \
        [(0, "high", "tda", "Ks"), (2, "high", "tda", "Kh")]
    assert chips[0].contenders == (0, 1, 2) and chips[1].contenders == (1, 2)
    assert chips[0].reason.startswith("Ks is the highest card by suit")
    assert "seats 0, 1 and 2" in chips[0].reason and "seats 1 and 2" in chips[1].reason


def test_r23b_suit_beats_seat_order():
    """R23b: seats 1 (Kd) and 2 (Ks) tie K-Q-9-7-5 for 11 chips; seat 0 folded its 1.

    By suit the odd chip is seat 2's (Ks > Kd); by seat order from the dealer (seat 0) it
    would be seat 1's. tda: 5/6; position: 6/5.
    """
    contributions = [1, 5, 5]
    hands = [None, "Kd Qs 9c 7h 5d 3c 2d", "Ks Qh 9d 7c 5s 3h 2h"]
    assert settle(contributions, hands).payouts == (0, 5, 6)
    by_seat = settle(contributions, hands, odd_chip="position", dealer=0)
    assert by_seat.payouts == (0, 6, 5)
    assert by_seat.pots[0].odd_chips[0].card is None
    assert "clockwise from the dealer" in by_seat.pots[0].odd_chips[0].reason
    # with the dealer at seat 1, seat 2 is first clockwise
    assert settle(contributions, hands, odd_chip="position", dealer=1).payouts == (0, 5, 6)


def test_r23b_tda_low_top_card_versus_rrop_lowest_card():
    """R23b: seats 1 and 2 tie 8-6-4-3-A for the low half of 15; seat 0's kings full take
    the high half, 8. The low half, 7, splits 4/3.

    tda: the highest card of the five-card low decides (the ace is low): 8s (seat 1) beats
    8h (seat 2). rrop: the lowest card by suit among all the cards decides, ace lowest and
    clubs lowest: Ac (seat 2) beats Ad (seat 1).
    """
    hands = ["Ks Kh Kd Qc Qd Js Ts", "8s 6d 4c 3h Ad Jc Jd", "8h 6c 4d 3d Ac Th 9c"]
    tda = settle([5, 5, 5], hands)
    assert tda.payouts == (8, 4, 3)
    assert (tda.pots[0].odd_chips[0].seat, repr(tda.pots[0].odd_chips[0].card)) == (1, "8s")
    rrop = settle([5, 5, 5], hands, odd_chip="rrop")
    assert rrop.payouts == (8, 3, 4)
    odd = rrop.pots[0].odd_chips[0]
    assert (odd.seat, odd.half, repr(odd.card)) == (2, "low", "Ac")
    assert "lowest card by suit" in odd.reason


def test_r23c_several_odd_chips_one_per_player():
    """R23c: four K-Q-9-7-5-3-2 hands, one of each suit per rank, share 15 (seat 4 folded 3).

    15 = 4 x 3 + 3: three odd chips to three different players, by the highest king: Ks
    (seat 3), Kh (seat 2), Kd (seat 1). Seat 0's Kc gets none.
    """
    hands = ["Kc Qd 9h 7s 5c 3d 2h", "Kd Qh 9s 7c 5d 3h 2s", "Kh Qs 9c 7d 5h 3s 2c",
             "Ks Qc 9d 7h 5s 3c 2d", None]
    result = settle([3, 3, 3, 3, 3], hands)
    assert result.payouts == (3, 4, 4, 4, 0)
    seats = [o.seat for o in result.pots[0].odd_chips]
    assert seats == [3, 2, 1] and len(set(seats)) == len(seats)


def test_r23d_identical_hands_for_both_halves():
    """R23d: seats 0 and 1 hold K-Q-8-6-5 high and 8-6-5-4-2 low, seat 0 with the better
    suits in both (Ks > Kc, 8s > 8c).

    14 chips: halves of 7, each split 4/3 by suit, would give seat 0 both odd chips, 8/6.
    R23d splits the pot as evenly as possible: 7/7. 13 chips (seat 2 folded its 1): 7/6,
    the one odd chip by the high hands' cards.
    """
    hands = ["Ks Qs 8s 6h 5h 4h 2d", "Kc Qc 8c 6d 5d 4d 2c"]
    even = settle([7, 7], hands)
    assert even.payouts == (7, 7)
    assert even.pots[0].high_winners == even.pots[0].low_winners == (0, 1)
    assert even.pots[0].odd_chips == ()
    odd = settle([6, 6, 1], [*hands, None])
    assert odd.payouts == (7, 6, 0)
    (chip,) = odd.pots[0].odd_chips
    assert (chip.seat, chip.half, repr(chip.card)) == (0, "both", "Ks")
    assert "R23d" in chip.reason


def test_r21_rake_cap_is_once_per_hand_main_pot_first():
    """R21: 10% capped at 5, on pots of 30 (main) and 40 (side) as in the first example.

    10% of 70 is 7, capped once per hand at 5 (a cap per pot, as pokerkit applies it,
    would take 3 + 4 = 7). All 5 come out of the main pot: 25 left, high 13 to seat 1, low
    12 to seat 0; the side pot's 40 go to seat 1 untouched.
    """
    hands = ["Ac 2d 4h 5s 7c Kd Qh", "Ks Kh 9c 9d Jc Ts 3c", "Qs Qd Jh Td 9h 6c 2s"]
    result = settle([10, 30, 30], hands, rake=Rake(10, cap=5))
    assert result.rake == 5
    assert [p.rake for p in result.pots] == [5, 0]
    assert result.payouts == (12, 53, 0)


def test_r21_rake_spills_into_the_side_pot():
    """R21: seat 0 was all-in for a 2-chip ante: main pot 6, side pot 96. 10% of 102 rounds
    to 10: all 6 of the main pot, then 4 of the side pot. Seat 0 wins the main pot, which
    the rake has emptied."""
    hands = ["As 2s 3s 4s 5s Kd Kh", "Ks Kc 9c 9d Jc Ts 3c", "Qs Qd Jh Td 9h 6c 2d"]
    result = settle([2, 50, 50], hands, rake=Rake(10))
    assert [p.rake for p in result.pots] == [6, 4]
    assert result.payouts == (0, 92, 0)


@pytest.mark.parametrize(("percent", "pot", "expected"), [
    (10, 45, 4), (10, 55, 6), (10, 35, 4), (5, 30, 2), ("2.5", 100, 2), ("2.5", 140, 4),
    (Fraction(10, 3), 30, 1), (Decimal("4.75"), 200, 10), (0, 1000, 0), (100, 37, 37)])
def test_r21_rake_rounds_half_to_even(percent, pot, expected):
    """4.5 -> 4, 5.5 -> 6, 3.5 -> 4, 1.5 -> 2, 2.5 -> 2, 3.5 -> 4, 1 -> 1, 9.5 -> 10."""
    assert Rake(percent).amount(pot) == expected


def test_r21_no_drop_and_stated_rake():
    """R21: no rake when the hand ended on 3rd street, unless no_drop is off. Everyone folds
    to seat 3's completion: 3 chips uncalled come back, the pot is the 4 antes."""
    contributions, hands = [1, 1, 1, 4], [None, None, None, ()]
    assert settle(contributions, hands, rake=Rake(25), reached_fourth_street=False).payouts \
        == (0, 0, 0, 7)
    taken = settle(contributions, hands, rake=Rake(25, no_drop=False), reached_fourth_street=False)
    assert (taken.rake, taken.payouts) == (1, (0, 0, 0, 6))
    # a stated rake is taken as stated; returned chips are never raked
    stated = settle(contributions, hands, rake=4, reached_fourth_street=False)
    assert (stated.rake, stated.payouts) == (4, (0, 0, 0, 3))


def test_razz_and_high_only_games():
    """Seat 0's two pair (fours and threes) beats seat 1's king-high in stud and in stud8 (no
    one has a low: seat 0 has only four ranks to eight, seat 1 three). In razz pairs count
    against a hand: seat 1's J-T-8-7-6 beats seat 0's pair of twos."""
    hands = ["2c 2d 3h 3s 4c 4d 5h", "Kc Qd Jh Ts 8c 7d 6s"]
    assert settle([10, 10], hands, game="stud").payouts == (20, 0)
    assert settle([10, 10], hands, game="stud8").payouts == (20, 0)
    razz = settle([10, 10], hands, game="razz")
    assert razz.payouts == (0, 20)
    assert razz.pots[0].low_winners == (1,) and razz.pots[0].high_winners == ()
    # stud ignores lows: seat 0's 7-5-4-2-A low would take half in stud8
    low_hands = ["Ac 2d 4h 5s 7c Kd Qh", "Ks Kh 9c 9d Jc Ts 3c"]
    assert settle([10, 10], low_hands, game="stud8").payouts == (10, 10)
    assert settle([10, 10], low_hands, game="stud").payouts == (0, 20)
    # razz: the ace is low, and the whole pot goes to the best razz hand
    assert settle([10, 10], ["As 2d 3c 4h 6s Kd Kh", "2s 3d 4c 5h 7d Qc Qh"],
                  game="razz").payouts == (20, 0)


def test_community_card_is_every_live_hands_seventh():
    """R16: the community 7h completes seat 0's 7-5-4-3-2 low (its own cards have four low
    ranks); seat 2's aces and tens take the high. 15/15."""
    result = settle([10, 10, 10], ["2c 3d 4s 5s Kc Kd", "Qs Qh Jc Jd 9c 9d",
                                   "As Ah Td Ts 8c 8d"], community="7h")
    assert result.payouts == (15, 0, 15)
    assert settle([10, 10, 10], ["2c 3d 4s 5s Kc Kd", "Qs Qh Jc Jd 9c 9d",
                                 "As Ah Td Ts 8c 8d"], community=cstud.Card("7h")) == result


def test_community_card_shared_at_the_top_of_tied_hands():
    """R23b with a community card: both seats play As-K-Q-J-9, the shared As on top. The next
    card decides: Kh (seat 0) beats Kd (seat 1), so seat 0 gets the odd chip of 11."""
    result = settle([5, 5, 1], ["Kh Qd Jc 9s 3d 2c", "Kd Qh Jd 9h 3c 2d", None],
                    community="As")
    assert result.payouts == (6, 5, 0)
    (chip,) = result.pots[0].odd_chips
    assert (repr(chip.card), [repr(c) for c in chip.shared]) == ("Kh", ["As"])
    assert chip.reason.endswith("after the shared As")


def test_eight_live_seats_with_a_community_card_match_the_reference():
    deck = list(range(52))
    hands = [deck[6 * i: 6 * i + 6] for i in range(8)]
    contributions = [10, 25, 40, 60, 60, 60, 60, 60]
    for game in ("stud8", "stud", "razz"):
        result = settle(contributions, hands, community=deck[48], game=game)
        assert account(result)[:3] == reference_settle(
            contributions, hands, community=deck[48], game=game)[:3]


@pytest.mark.parametrize("hand", load_json("settle_real_hands.json")["hands"],
                         ids=lambda hand: hand["name"][:40])
def test_real_hands(hand):
    result = settle(hand["contributions"], hand["hands"], rake=hand["rake"])
    assert list(result.payouts) == hand["payouts"]
    assert result.rake == (hand["rake"] or 0)


def test_result_objects():
    result = settle([3, 3, 3, 2], ["Ks Qh 9d 7c 5s 3h 2h", "Kd Qs 9c 7h 5d 3c 2d",
                                   "Kh Qd 9h 7d 5c 3s 2s", None])
    assert isinstance(result, Settlement) and isinstance(result.pots[0], PotResult)
    assert isinstance(result.pots[0].odd_chips[0], OddChip)
    assert pickle.loads(pickle.dumps(result)) == result
    assert hash(result) == hash(settle([3, 3, 3, 2], ["Ks Qh 9d 7c 5s 3h 2h",
                                                      "Kd Qs 9c 7h 5d 3c 2d",
                                                      "Kh Qd 9h 7d 5c 3s 2s", None]))
    with pytest.raises(AttributeError):
        result.rake = 1  # type: ignore[misc]
    assert result.pots[0].winners == (0, 1, 2)
    assert "Settlement(payouts=(4, 3, 4, 0)" in repr(result)


# ---------------------------------------------------------------------------------------
# Bad input.

GOOD = ["As 2s 3s 4s 5s Kd Kh", "Qs Qd Jh Td 9h 6c 2d"]


@pytest.mark.parametrize(("contributions", "hands", "kwargs", "error", "message"), [
    ([10, -1], GOOD, {}, ValueError, "seat 1: chips put in cannot be negative"),
    ([10, True], GOOD, {}, TypeError, "seat 1: chips must be an int"),
    ([10, 10.0], GOOD, {}, TypeError, "seat 1: chips must be an int"),
    (["10", 10], GOOD, {}, TypeError, "seat 0: chips must be an int"),
    ([10, None], GOOD, {}, TypeError, "seat 1: chips must be an int"),
    ([10, 2**56], GOOD, {}, ValueError, "seat 1: .* too many"),
    ([10, 2**70], GOOD, {}, ValueError, "seat 1: .* too many"),
    ([10, 10, 10], GOOD, {}, ValueError, "3 contributions but 2 hands"),
    ([10], GOOD[:1], {}, ValueError, "2 to 8 seats"),
    ([1] * 9, [None] * 9, {}, ValueError, "2 to 8 seats"),
    ([10, 10], ["As 2s 3s 4s", GOOD[1]], {}, ValueError, "seat 0: a live hand at showdown has "
                                                       "5 to 7 cards, got 4"),
    ([10, 10], ["", GOOD[1]], {}, ValueError, "seat 0: .* got 0 .*sole survivor"),
    ([10, 10], ["As 2s 3s 4s 5s Kd Kh Ah", GOOD[1]], {}, ValueError, "seat 0: a stud hand has "
                                                                   "at most 7 cards, got 8"),
    ([10, 10], [GOOD[0], "Qs Qd Jh Td 9h 6c As"], {}, ValueError, "seat 1: As is held twice"),
    ([10, 10], ["As As 3s 4s 5s Kd Kh", GOOD[1]], {}, ValueError, "seat 0: As is held twice"),
    ([10, 10], ["As 2s 3s 4s 5s Kd", "Qs Qd Jh Td 9h 6c"], {"community": "Kd"}, ValueError,
     "seat 0: Kd is held twice"),
    ([10, 10], GOOD, {"community": "7c"}, ValueError, "seat 0: with a community card a live "
                                                      "hand is its own 6 cards"),
    ([10, 10], ["As 2s 3s 4s 5s", "Qs Qd Jh Td 9h"], {"community": "7c"}, ValueError,
     "seat 0: with a community card"),
    ([10, 10], ["As 2s 3s 4s 5s Kd", "Qs Qd Jh Td 9h 6c"], {"community": "7c 8c"}, ValueError,
     "community must be one card, got 2"),
    ([10, 10], ["As 2s 3s 4s 5s Kd", "Qs Qd Jh Td 9h 6c"], {"community": "Xx"}, ValueError,
     "community card: unknown card text"),
    ([10, 10], ["As 2s 3s 4s 5s Kd Zz", GOOD[1]], {}, ValueError, "seat 0: unknown card text"),
    ([10, 10], [[51, 52, 1, 2, 3], GOOD[1]], {}, ValueError, "seat 0: card code 52"),
    ([10, 10], [3.5, GOOD[1]], {}, TypeError, "seat 0: cards must be"),
    ([10, 10], [None, None], {}, ValueError, "no live seat"),
    ([10, 0], GOOD, {}, ValueError, "seat 1 is live but put in no chips"),
    ([10, 20], [GOOD[0], None], {}, ValueError, "seat 1 folded after putting in 20 chips"),
    ([10, 10], GOOD, {"game": "omaha"}, ValueError, "unknown game 'omaha'"),
    ([10, 10], GOOD, {"game": None}, TypeError, "game must be a str"),
    ([10, 10], GOOD, {"odd_chip": "random"}, ValueError, "unknown odd_chip rule 'random'"),
    ([10, 10], GOOD, {"dealer": 2}, ValueError, "dealer must be a seat 0..1, got 2"),
    ([10, 10], GOOD, {"dealer": -1}, ValueError, "dealer must be a seat 0..1"),
    ([10, 10], GOOD, {"dealer": True}, TypeError, "dealer must be a seat number"),
    ([10, 10], GOOD, {"dealer": 1.0}, TypeError, "dealer must be a seat number"),
    ([10, 10], GOOD, {"rake": -1}, ValueError, "rake must be 0..20 chips"),
    ([10, 10], GOOD, {"rake": 21}, ValueError, "rake must be 0..20 chips"),
    ([10, 10], GOOD, {"rake": 0.5}, TypeError, "rake must be None, an int"),
    ([10, 10], GOOD, {"rake": True}, TypeError, "rake must be None, an int"),
    ([10, 10], GOOD, {"reached_fourth_street": 1}, TypeError, "reached_fourth_street must be"),
])
def test_bad_input_is_a_clear_error(contributions, hands, kwargs, error, message):
    with pytest.raises(error, match=message):
        settle(contributions, hands, **kwargs)


@pytest.mark.parametrize(("args", "kwargs", "error", "message"), [
    ((101,), {}, ValueError, "rake percent must be 0..100, got 101"),
    ((-1,), {}, ValueError, "rake percent must be 0..100"),
    (("-0.5",), {}, ValueError, "rake percent must be 0..100"),
    ((5.0,), {}, TypeError, "rake percent must be an int, Fraction, Decimal or str"),
    ((True,), {}, TypeError, "rake percent must be"),
    (("five",), {}, ValueError, "rake percent 'five' is not a number"),
    ((5,), {"cap": -1}, ValueError, "rake cap cannot be negative"),
    ((5,), {"cap": 1.5}, TypeError, "rake cap must be an int or None"),
    ((5,), {"no_drop": 1}, TypeError, "no_drop must be True or False"),
])
def test_bad_rake_rules(args, kwargs, error, message):
    with pytest.raises(error, match=message):
        Rake(*args, **kwargs)


def test_all_chips_zero_is_settled_as_nothing():
    result = settle([0, 0], GOOD)
    assert result.payouts == (0, 0) and result.pots == ()


def test_numpy_integers_and_other_sequences_are_accepted():
    np = pytest.importorskip("numpy")
    result = settle(np.array([10, 30, 30]), (h for h in ["Ac 2d 4h 5s 7c Kd Qh",
                                                          "Ks Kh 9c 9d Jc Ts 3c",
                                                          "Qs Qd Jh Td 9h 6c 2s"]))
    assert result.payouts == (15, 55, 0)
    assert all(type(chips) is int for chips in result.payouts)


# ---------------------------------------------------------------------------------------
# Random showdowns against the reference, and properties.

GAMES = ("stud8", "stud", "razz")
RULES = ("tda", "rrop", "position")
LOW_RANKS = (12, 0, 1, 2, 3, 4, 5, 6)     # A, 2..8


@st.composite
def tables(draw, *, allow_community=True, min_live=1):
    """A legal end of hand: contributions, folds, hands dealt from one deck."""
    n = draw(st.integers(2, 8))
    live = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    for seat in draw(st.lists(st.integers(0, n - 1), min_size=min_live, max_size=min_live)):
        live[seat] = True
    while sum(live) < min_live:
        live[live.index(False)] = True
    live_seats = [i for i in range(n) if live[i]]
    deck = list(draw(st.permutations(range(52))))
    community = None
    if len(live_seats) > 1 and (len(live_seats) == 8 or (allow_community and
                                                         draw(st.integers(0, 4)) == 0)):
        community = deck.pop()
    hands: list = [None] * n
    if len(live_seats) == 1:
        hands[live_seats[0]] = [deck.pop() for _ in range(draw(st.integers(0, 7)))]
    else:
        size = 6 if community is not None else None
        seats = list(live_seats)
        if draw(st.booleans()):
            # twins: up to four seats with the same ranks in different suits, so that ties
            # (and odd chips) are common
            count = draw(st.integers(2, min(4, len(seats))))
            twin_size = size or draw(st.integers(5, 7))
            pool = LOW_RANKS if draw(st.booleans()) else tuple(range(13))
            pool = tuple(r for r in pool if community is None or r != community // 4)
            ranks = draw(st.lists(st.sampled_from(pool), min_size=twin_size,
                                  max_size=twin_size, unique=True))
            offsets = draw(st.lists(st.integers(0, 3), min_size=twin_size, max_size=twin_size))
            twins = draw(st.permutations(seats))[:count]
            for j, seat in enumerate(twins):
                hand = [4 * rank + (offset + j) % 4 for rank, offset in zip(ranks, offsets,
                                                                           strict=True)]
                for card in hand:
                    deck.remove(card)
                hands[seat] = hand
            seats = [seat for seat in seats if seat not in twins]
        for seat in seats:
            hands[seat] = [deck.pop() for _ in range(size or draw(st.integers(5, 7)))]
    amounts = st.one_of(st.sampled_from([1, 2, 5, 8, 13, 21, 34, 40]), st.integers(0, 60))
    contributions = draw(st.lists(amounts, min_size=n, max_size=n))
    for seat in live_seats:
        contributions[seat] = max(1, contributions[seat])
    top = max(contributions)
    if max(contributions[seat] for seat in live_seats) < top:
        contributions[draw(st.sampled_from(live_seats))] = top
    return {"contributions": contributions, "hands": hands, "community": community,
            "dealer": draw(st.integers(0, n - 1)), "spare": deck}


def _in_pots(contributions) -> int:
    return sum(min(chips, max(contributions[j] for j in range(len(contributions)) if j != i))
               for i, chips in enumerate(contributions))


@st.composite
def rakes(draw, contributions):
    kind = draw(st.sampled_from(["none", "chips", "rule"]))
    if kind == "none":
        return None, None
    if kind == "chips":
        chips = draw(st.integers(0, _in_pots(contributions)))
        return chips, chips
    percent = draw(st.sampled_from([0, 1, 5, 10, "2.5", Fraction(10, 3), Decimal("4.75"), 100]))
    cap = draw(st.one_of(st.none(), st.integers(0, 20)))
    no_drop = draw(st.booleans())
    return Rake(percent, cap=cap, no_drop=no_drop), ("rule", percent, cap, no_drop)


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_showdowns_match_the_reference(data):
    table = data.draw(tables())
    game = data.draw(st.sampled_from(GAMES))
    rule = data.draw(st.sampled_from(RULES))
    rake, reference_rake = data.draw(rakes(table["contributions"]))
    reached = data.draw(st.booleans())
    # hands as codes, text or Cards
    form = data.draw(st.sampled_from(["codes", "text", "cards"]))
    hands = [None if hand is None else
             hand if form == "codes" else
             text(hand) if form == "text" else [cstud.Card(code) for code in hand]
             for hand in table["hands"]]
    result = settle(table["contributions"], hands, game=game, odd_chip=rule, rake=rake,
                    community=table["community"], dealer=table["dealer"],
                    reached_fourth_street=reached)
    assert account(result) == reference_settle(
        table["contributions"], table["hands"], game=game, odd_chip=rule, rake=reference_rake,
        community=table["community"], dealer=table["dealer"], reached_fourth_street=reached)
    # what this example exercised (pytest --hypothesis-show-statistics)
    odd = [chip for pot in result.pots for chip in pot.odd_chips]
    event(f"{len(result.pots)} pot(s)")
    event("odd chips: " + (", ".join(sorted({chip.half for chip in odd})) or "none"))
    event("community card" if table["community"] is not None else "no community card")
    event("rake taken" if result.rake else "no rake")
    event("chips returned" if any(result.returned) else "nothing returned")
    # properties that hold for every hand
    assert sum(result.payouts) + result.rake == sum(table["contributions"])
    for seat, hand in enumerate(table["hands"]):
        if hand is None:
            assert result.payouts[seat] == 0 and result.returned[seat] == 0
    for pot in result.pots:
        assert sum(pot.shares) == pot.amount - pot.rake == pot.high_half + pot.low_half
        for half in ("high", "low", "both"):
            seats = [chip.seat for chip in pot.odd_chips if chip.half == half]
            assert len(seats) == len(set(seats))     # R23c


def _better(new, old, game) -> bool:
    """new is strictly better than old: as good in every half and better in one (reference)."""
    if game == "razz":
        return best_razz(new) < best_razz(old)
    if game == "stud":
        return best_high(new) > best_high(old)
    no_low = (99,)      # worse than any qualifying low (smaller low tuples are better)
    high_new, high_old = best_high(new), best_high(old)
    low_new, low_old = best_low8(new) or no_low, best_low8(old) or no_low
    return high_new >= high_old and low_new <= low_old and (high_new > high_old
                                                            or low_new < low_old)


@settings(max_examples=800, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                    HealthCheck.filter_too_much])
@given(st.data())
def test_a_better_hand_never_gets_less(data):
    """Only the hand of one seat changes, to one strictly better. Under the "position" rule
    (under "tda" or "rrop" a new hand's suits can move an odd chip, which is not a matter of
    a better hand)."""
    table = data.draw(tables(allow_community=False, min_live=2))
    game = data.draw(st.sampled_from(GAMES))
    seat = data.draw(st.sampled_from([i for i, h in enumerate(table["hands"]) if h is not None]))
    old = table["hands"][seat]
    assume(len(table["spare"]) >= len(old))
    new = data.draw(st.permutations(table["spare"]))[:len(old)]
    if not _better(new, old, game):
        new, old = old, new
    assume(_better(new, old, game))
    payouts = []
    for hand in (old, new):
        hands = list(table["hands"])
        hands[seat] = hand
        payouts.append(settle(table["contributions"], hands, game=game, odd_chip="position",
                              dealer=table["dealer"]).payouts[seat])
    assert payouts[1] >= payouts[0]


@settings(max_examples=500, deadline=None)
@given(st.data())
def test_permuting_seats_permutes_payouts(data):
    """Under the suit rules nothing depends on where a seat sits."""
    table = data.draw(tables())
    game = data.draw(st.sampled_from(GAMES))
    rule = data.draw(st.sampled_from(["tda", "rrop"]))
    n = len(table["contributions"])
    order = data.draw(st.permutations(range(n)))
    before = settle(table["contributions"], table["hands"], game=game, odd_chip=rule,
                    community=table["community"])
    after = settle([table["contributions"][i] for i in order], [table["hands"][i] for i in order],
                   game=game, odd_chip=rule, community=table["community"],
                   dealer=data.draw(st.integers(0, n - 1)))
    assert after.payouts == tuple(before.payouts[i] for i in order)
    assert after.rake == before.rake


card_or_junk = st.one_of(st.integers(-3, 55), st.integers(0, 51), st.integers(0, 51),
                         st.sampled_from(["As", "Kd", "10h", "Xx", "", "AsKd"]),
                         st.none(), st.floats(allow_nan=False), st.booleans())


@settings(max_examples=1000, deadline=None)
@given(
    contributions=st.lists(st.one_of(st.integers(-5, 100), st.sampled_from([2**56, 2**64, -2**70]),
                                     st.floats(allow_nan=False), st.booleans(), st.none()),
                           min_size=0, max_size=10),
    hands=st.lists(st.one_of(st.none(), st.lists(card_or_junk, max_size=9),
                             st.sampled_from(["", "As Kd Qh Jc Ts 9s 8s", "2c 3c 4c 5c 6c"])),
                   min_size=0, max_size=10),
    extra=st.fixed_dictionaries({}, optional={
        "game": st.sampled_from(["stud8", "stud", "razz", "holdem", 3]),
        "odd_chip": st.sampled_from(["tda", "rrop", "position", "coin"]),
        "rake": st.one_of(st.none(), st.integers(-2, 50), st.floats(0, 1)),
        "community": st.one_of(st.none(), card_or_junk, st.lists(card_or_junk, max_size=2)),
        "dealer": st.one_of(st.integers(-2, 10), st.floats(0, 3)),
        "reached_fourth_street": st.sampled_from([True, False, 0, None]),
    }),
)
def test_any_input_gives_a_settlement_or_a_clear_error(contributions, hands, extra):
    """Whatever comes in: a balanced Settlement, or ValueError / TypeError; inputs untouched."""
    before = (list(contributions), [h if not isinstance(h, list) else list(h) for h in hands])
    try:
        result = settle(contributions, hands, **extra)
    except (ValueError, TypeError) as error:
        assert str(error)
        event(type(error).__name__)
    else:
        assert sum(result.payouts) + result.rake == sum(contributions)
        event("settled")
    assert (contributions, hands) == before


def test_result_types_register_only_once():
    """Re-registering settle's result types (a reloaded cstud.showdown) is refused, so no
    thread can be left holding a type that was swapped out."""
    from cstud import _core, showdown

    with pytest.raises(RuntimeError, match="registered already"):
        _core._register_result_types(showdown.Settlement, showdown.PotResult,
                                     showdown.OddChip, showdown._CARDS)
    assert cstud.settle([5, 5], ["As Ks Qs Js Ts", "2c 3d 4h 5s 7c"], game="stud").payouts == \
        (10, 0)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_half_shares_add_up_to_each_pot(data):
    """PotResult.half_shares (R22, R23): each half goes to its own winners only, in equal
    parts give or take the one odd chip a seat can get (R23c), the halves hold exactly
    high_half and low_half, and together they are ``shares``. None only for R23d."""
    table = data.draw(tables())
    result = settle(table["contributions"], table["hands"], game=data.draw(
        st.sampled_from(GAMES)), odd_chip=data.draw(st.sampled_from(RULES)),
        community=table["community"], dealer=table["dealer"])
    for pot in result.pots:
        halves = pot.half_shares
        if halves is None:
            assert pot.high_winners == pot.low_winners                       # R23d
            with pytest.raises(ValueError, match="R23d"):
                pot.share_of(pot.eligible[0], "high")
            continue
        high, low = halves
        assert [h + lo for h, lo in zip(high, low, strict=True)] == list(pot.shares)
        for won, winners, chips, half in ((high, pot.high_winners, pot.high_half, "high"),
                                          (low, pot.low_winners, pot.low_half, "low")):
            assert sum(won) == chips
            assert all(won[seat] == 0 for seat in range(len(won)) if seat not in winners)
            if winners:
                assert {won[seat] for seat in winners} <= {chips // len(winners),
                                                            chips // len(winners) + 1}
            assert all(pot.share_of(seat, half) == won[seat] for seat in range(len(won)))


def test_half_shares_of_a_quartered_pot():
    """Seats 0 and 1 tie for the low with 6-4-3-2-A, seat 1 alone has the high (a flush):
    63 chips, 32 high (the odd chip of halving goes high, R23a), 31 low split 15 and 15 and
    the odd chip to seat 0, whose 6d outranks the 6c by suit (R23b, tda)."""
    result = settle([21, 21, 21], ["Ah 2d 3h 4s 6d Kc Qs", "As 2c 3c 4c 6c 9c Td",
                                   "Ks Kd Qh Qd Js 9h 9d"])
    pot = result.pots[0]
    assert pot.high_winners == (1,) and pot.low_winners == (0, 1)
    assert pot.half_shares == ((0, 32, 0), (16, 15, 0))
    assert pot.share_of(1, "high") == 32 and pot.share_of(0, "low") == 16


def test_half_shares_of_identical_hands_for_both_halves():
    """R23d: seats 0 and 2 hold the same ranks and tie both halves; 6 chips are split 3 and
    3, which no halves of 3 and 3 make up: there are no half shares."""
    result = settle([2, 2, 2], [[0, 4, 8, 12, 16, 20], None, [1, 5, 9, 13, 17, 21]],
                    community=51)
    assert result.payouts == (3, 0, 3) and result.pots[0].half_shares is None


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_odd_chip_describe_names_the_seats(data):
    """OddChip.describe(name) is the reason with each seat named: the same text as replacing
    "seat 2" and "seats 0, 1 and 3" in ``reason`` by the names (as the demo once did)."""
    table = data.draw(tables())
    result = settle(table["contributions"], table["hands"], game=data.draw(
        st.sampled_from(GAMES)), odd_chip=data.draw(st.sampled_from(RULES)),
        community=table["community"], dealer=table["dealer"])
    names = ["Ada", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hal"]

    def named(match: re.Match[str]) -> str:
        seats = [names[int(number)] for number in re.findall(r"\d+", match.group(1))]
        return seats[0] if len(seats) == 1 else ", ".join(seats[:-1]) + " and " + seats[-1]

    for pot in result.pots:
        for chip in pot.odd_chips:
            assert chip.describe() == chip.reason
            assert chip.describe(names.__getitem__) == re.sub(
                r"\bseats? (\d+(?:(?:, | and )\d+)*)", named, chip.reason)
            assert names[chip.seat] in chip.describe(names.__getitem__)
