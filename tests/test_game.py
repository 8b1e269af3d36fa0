"""The game engine against RULES.md: one or more tests per rule R1-R17, R24-R25 and per
option, each naming its rule. Expected amounts are worked out by hand in the comments."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from game_helpers import act, code, kinds, make, passive, snapshot
from hypothesis import given, settings
from hypothesis import strategies as st

import cstud
from cstud.bots import play_random_hand
from cstud.game import (
    BET,
    BRING_IN,
    CALL,
    CHECK,
    COMPLETE,
    FOLD,
    MUCK,
    PRESETS,
    RAISE,
    SHOW,
    Action,
    CardBurned,
    CardsDealt,
    CommunityCardDealt,
    HandMucked,
    HandShown,
    HandState,
    IllegalActionError,
    Options,
    PlayerActed,
    Status,
    StubScrambled,
    UncalledBetReturned,
    board_key,
    describe_board,
    leader,
)

# --- R1, R2, R3: table, stakes, antes -----------------------------------------------------


def test_r1_two_to_eight_players():
    with pytest.raises(ValueError, match="2 to 8 seats"):
        make([100])
    with pytest.raises(ValueError, match="2 to 8 seats"):
        make([100] * 9)
    with pytest.raises(ValueError, match="at least 2 players"):
        make([100, 0, 0])
    assert make([100] * 8, seed=1).players == tuple(range(8))


def test_r2_stakes_are_checked_and_big_bet_defaults_to_twice_small():
    with pytest.raises(ValueError, match="bring_in < small_bet"):
        make([100, 100], bring_in=5, small_bet=5)
    with pytest.raises(ValueError, match="bring_in < small_bet <= big_bet"):
        make([100, 100], small_bet=5, big_bet=4)
    with pytest.raises(TypeError, match="int"):
        make([100, 100.0])
    with pytest.raises(ValueError, match="at least 0"):
        make([100, -1])
    assert make([100, 100], seed=1).big_bet == 10


def test_r3_antes_posted_and_short_ante_all_in_and_zero_stack_not_dealt():
    state = make([100, 0, 1, 50], ante=2, seed=3)
    antes = [op for op in state.operations if type(op).__name__ == "AntePosted"]
    assert [(op.seat, op.amount, op.all_in) for op in antes] == [
        (0, 2, False), (2, 1, True), (3, 2, False)]
    assert state.players == (0, 2, 3)                 # seat 1 has no chips: not dealt in
    assert state.cards(1) == ()
    assert len(state.cards(2)) == 3                   # all-in on the ante, still dealt


def test_r3_short_ante_wins_only_the_layer_it_paid():
    # Seat 0 has 1 chip for a 2-chip ante and the best hand; seats 1 and 2 check it down.
    state = make([1, 100, 100], "As Ad Ah Ac Kd Kh Ks", "2c 3d 4c 9h Td Jc 7s",
                 "5d 6d 8c 9s Qh Jh 8s", ante=2, seed=1)
    passive(state)
    # Main pot: 1 chip from each = 3, to seat 0. Side pot: 1 + 1 of antes + 2 + 2 of the
    # bring-in call = 6, to seat 2 (pair of eights beats nine-high; no low qualifies).
    assert state.is_over
    assert state.stacks == (3, 100 - 4, 100 - 4 + 6)


# --- R4: dealing and burning ----------------------------------------------------------------


def _deck(first: list[str]) -> list[int]:
    named = [code(text) for text in first]
    return named + [card for card in range(52) if card not in named]


def test_r4_deal_one_at_a_time_down_down_up_from_the_dealers_left_no_burn_on_3rd():
    # Dealer in seat 1: seat 2 is dealt first, then 0, then 1.
    deck = _deck(["2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "Tc", "Jc", "Qc"])
    state = HandState([100, 100, 100], 1, 2, 5, dealer=1, deck=deck)
    assert state.players == (2, 0, 1)
    assert [str(card) for card in state.cards(2)] == ["2c", "5c", "8c"]
    assert [str(card) for card in state.cards(0)] == ["3c", "6c", "9c"]
    assert [str(card) for card in state.cards(1)] == ["4c", "7c", "Tc"]
    assert [str(card) for card in state.up_cards(2)] == ["8c"]
    assert not [op for op in state.operations if isinstance(op, CardBurned)]
    passive(state, until_street=4)
    # 4th street: Jc is burned, Qc goes to seat 2 face up.
    burn = next(op for op in state.operations if isinstance(op, CardBurned))
    assert burn.card == code("Jc")
    assert str(state.up_cards(2)[1]) == "Qc"


def test_r4_option_burn_cards_off():
    deck = _deck(["2c", "3c", "4c", "5c", "6c", "7c", "Jc"])
    state = HandState([100, 100], 1, 2, 5, deck=deck, options=Options(burn_cards=False))
    passive(state, until_street=4)
    assert not [op for op in state.operations if isinstance(op, CardBurned)]
    assert str(state.up_cards(0)[1]) == "Jc"


def test_seeded_shuffle_is_per_hand_and_repeatable():
    a = make([100] * 4, seed=42)
    b = make([100] * 4, seed=42)
    random.seed(0)
    c = make([100] * 4, seed=42)
    assert [a.cards(seat) for seat in range(4)] == [c.cards(seat) for seat in range(4)] == [
        b.cards(seat) for seat in range(4)]
    assert [a.cards(seat) for seat in range(4)] != [
        make([100] * 4, seed=43).cards(seat) for seat in range(4)]


# --- R5: who brings in --------------------------------------------------------------------


def test_r5_lowest_card_brings_in_ties_by_suit_clubs_lowest():
    state = make([100] * 3, "?? ?? 2d", "?? ?? 2c", "?? ?? 2h", seed=1)
    assert state.bring_in_seat == state.actor == 1      # 2c brings in over 2d and 2h


def test_r5_ace_is_high_for_the_bring_in():
    state = make([100] * 3, "?? ?? Ac", "?? ?? 3d", "?? ?? Kh", seed=1)
    assert state.bring_in_seat == 1                      # the 3, not the ace


def test_r5_razz_highest_card_brings_in_kings_high_aces_low_ties_by_high_suit():
    state = make([100] * 3, "?? ?? Kh", "?? ?? Ks", "?? ?? Ac", game="razz", seed=1)
    assert state.bring_in_seat == 1                      # Ks over Kh; the ace is low
    state = make([100] * 2, "?? ?? Ac", "?? ?? 2c", game="razz", seed=1)
    assert state.bring_in_seat == 1                      # 2 is higher than the ace in razz


# --- R6: bring-in options and the short bring-in ------------------------------------------


def test_r6_bring_in_player_posts_or_completes_never_folds_or_checks():
    state = make([100] * 3, "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1)
    assert kinds(state) == {BRING_IN: [2], COMPLETE: [5]}
    with pytest.raises(IllegalActionError, match="must bring in or complete"):
        state.fold()
    with pytest.raises(IllegalActionError, match="must bring in or complete"):
        state.check()


def test_r6_bring_in_player_may_open_for_the_full_small_bet():
    state = make([100] * 3, "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1)
    state.complete()
    assert state.actor == 2
    assert kinds(state) == {FOLD: [0], CALL: [5], RAISE: [10]}


def test_r6_short_bring_in_stands_but_others_enter_for_the_full_bring_in():
    # Seat 1 has 2 chips: 1 ante, 1 left for a 2-chip bring-in (WSOP-LA 217).
    state = make([100, 2, 100], "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1)
    assert state.legal_actions() == (Action(BRING_IN, 1, True, 1),)
    state.post_bring_in()
    assert kinds(state) == {FOLD: [0], CALL: [2], COMPLETE: [5]}


# --- R7: the low card all-in on the ante ---------------------------------------------------


def test_r7_default_bring_in_passes_to_the_next_player():
    # Seat 1 has the 2c but only the ante: seat 2 must bring in, whatever his card.
    state = make([100, 1, 100, 100], "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", "?? ?? 3d", seed=1)
    assert state.bring_in_seat == 1
    assert state.actor == 2
    assert kinds(state) == {BRING_IN: [2], COMPLETE: [5]}


def test_r7_option_tda_bringin_skip_lets_the_next_player_fold_or_bet():
    options = Options(tda_bringin_skip=True)
    state = make([100, 1, 100, 100], "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", "?? ?? 3d",
                 options=options, seed=1)
    assert state.actor == 2
    assert kinds(state) == {FOLD: [0], BRING_IN: [2], COMPLETE: [5]}
    with pytest.raises(IllegalActionError):
        state.check()                                   # checking is not allowed
    state.fold()
    assert kinds(state) == {FOLD: [0], BRING_IN: [2], COMPLETE: [5]}
    state.fold()
    state.fold()                                        # everyone folds
    assert state.is_over
    assert state.stacks == (99, 4, 99, 99)              # the all-in player wins the antes


def test_r7_option_everyone_folds_to_a_short_ante_all_in():
    # Seat 1 paid 1 of a 2-chip ante: he wins 1 from each player (R3); the rest goes back.
    state = make([100, 1, 100, 100], "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", "?? ?? 3d",
                 ante=2, options=Options(tda_bringin_skip=True), seed=1)
    for _ in range(3):
        state.fold()
    assert state.is_over
    assert state.stacks == (99, 4, 99, 99)


# --- R8: 3rd street betting ----------------------------------------------------------------


def test_r8_completion_is_the_bet_and_raises_go_by_the_small_bet():
    state = make([100] * 3, "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1)
    state.post_bring_in()
    state.complete()                                   # seat 2: to 5, not a raise
    assert kinds(state) == {FOLD: [0], CALL: [5], RAISE: [10]}
    state.call()
    # The bring-in player faces 5 - 2 = 3 and may fold, call or raise.
    assert state.actor == 1
    assert kinds(state) == {FOLD: [0], CALL: [5], RAISE: [10]}


def test_r8_everyone_calls_the_bring_in_and_he_gets_no_option():
    state = make([100] * 3, "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1)
    state.post_bring_in()
    state.call()
    state.call()
    assert state.street == 4                           # no option for the bring-in


def test_r8_everyone_folds_to_the_bring_in():
    state = make([100] * 3, "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1)
    state.post_bring_in()
    state.fold()
    state.fold()
    assert state.is_over
    assert state.stacks == (99, 102, 99)               # antes 3 + his bring-in back


# --- R9: the raise cap ----------------------------------------------------------------------


def _raise_until_capped(state):
    count = 0
    while RAISE in kinds(state) or BET in kinds(state) or COMPLETE in kinds(state):
        legal = kinds(state)
        kind = next(kind for kind in (BET, COMPLETE, RAISE) if kind in legal)
        act(state, kind, legal[kind][0])
        count += 1
    return count


def test_r9_cap_is_the_completion_plus_three_raises_bring_in_not_counted():
    state = make([500] * 3, "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1)
    state.post_bring_in()
    assert _raise_until_capped(state) == 4            # complete 5, raise 10, 15, 20
    assert state.bets == (10, 15, 20)                 # seats 2, 0, 1, 2 in turn
    assert kinds(state) == {FOLD: [0], CALL: [20]}


def test_r9_option_wsop_cap_allows_four_raises():
    state = make([500] * 3, "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1,
                 options=Options(wsop_cap=True))
    state.post_bring_in()
    assert _raise_until_capped(state) == 5
    assert max(state.bets) == 25


def test_r9_heads_up_is_capped_by_default():
    state = make([500] * 2, "?? ?? 9c", "?? ?? 2c", seed=1)
    state.post_bring_in()
    assert _raise_until_capped(state) == 4


def test_r9_option_headsup_uncapped_rrop():
    options = Options(headsup_uncapped="rrop")
    state = make([500] * 2, "?? ?? 9c", "?? ?? 2c", seed=1, options=options)
    state.post_bring_in()
    for _ in range(8):                                 # well past the cap
        act(state, RAISE if state.bets[state.actor ^ 1] >= 5 else COMPLETE)
    assert RAISE in kinds(state)
    # Capped three-handed, then a fold: it stays capped (RRoP).
    state = make([500] * 3, "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1, options=options)
    state.post_bring_in()
    assert _raise_until_capped(state) == 4
    state.fold()
    assert RAISE not in kinds(state)
    # Heads-up before the cap (a fold early): no cap.
    state = make([500] * 3, "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1, options=options)
    state.post_bring_in()
    state.fold()                                       # seat 2
    state.complete()                                   # seat 0
    for _ in range(6):
        act(state, RAISE)
    assert RAISE in kinds(state)


def test_r9_option_headsup_uncapped_wsop_la_only_if_the_round_began_heads_up():
    options = Options(headsup_uncapped="wsop_la")
    state = make([500] * 2, "?? ?? 9c", "?? ?? 2c", seed=1, options=options)
    state.post_bring_in()
    state.complete()
    for _ in range(6):
        act(state, RAISE)
    assert RAISE in kinds(state)
    state = make([500] * 3, "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1, options=options)
    state.post_bring_in()
    state.fold()                                       # heads-up now, but not from the start
    assert _raise_until_capped(state) == 4


# --- R10: short all-ins ---------------------------------------------------------------------

# Stakes 1/3/10/20 for these (so half a bet is 5 and 10).
R10 = dict(ante=1, bring_in=3, small_bet=10)


def _to_fourth(stacks, options=None):
    """Four players; seat 3 brings in, all call, seat 0 (pair of aces) opens 4th street."""
    state = make(stacks, "?? ?? As Ah", "?? ?? 7d 8c", "?? ?? 9h Td", "?? ?? 2c 4s",
                 seed=1, options=options, **R10)
    passive(state, until_street=4)
    assert state.street == 4 and state.actor == 0
    return state


def test_r10_bet_10_all_in_to_13_next_may_call_13_or_make_it_20():
    state = _to_fourth([100, 1 + 3 + 13, 100, 100])
    state.bet()                                        # seat 0 bets 10
    assert state.legal_actions()[-1] == Action(RAISE, 13, True, 13)
    state.all_in()                                     # seat 1 all-in to 13
    assert kinds(state) == {FOLD: [0], CALL: [13], RAISE: [20]}
    state.call()                                       # seat 2 calls 13
    assert kinds(state) == {FOLD: [0], CALL: [13], RAISE: [20]}
    state.call()                                       # seat 3 calls 13
    # Seat 0 already acted and faces 3: not a reopening, only call or fold.
    assert kinds(state) == {FOLD: [0], CALL: [13]}
    with pytest.raises(IllegalActionError, match="not reopened"):
        state.raise_to(23)


def test_r10_all_in_of_half_a_bet_or_more_is_a_full_bet_15_on_a_20_round_raises_to_35():
    # Seat 1 has 15 left on 5th street and bets it all; the next raise goes to 35.
    # 5th street: seat 1 has the best board (three eights) and opens.
    state2 = make([100, 19, 100, 100], "?? ?? As Kh 2d", "?? ?? 8h 8c 8d", "?? ?? 9h Td 3c",
                  "?? ?? 2c 4s 5h", seed=1, **R10)
    passive(state2, until_street=5)
    assert state2.actor == 1 and state2.stacks[1] == 15
    state2.all_in()                                    # a 15 bet on a 20 round
    assert kinds(state2) == {FOLD: [0], CALL: [15], RAISE: [35]}


def test_r10_a_half_bet_all_in_raise_reopens_the_betting():
    state = _to_fourth([100, 1 + 3 + 16, 100, 100])
    state.bet()                                        # 10
    state.all_in()                                     # to 16: +6 >= 5, a full raise
    assert kinds(state) == {FOLD: [0], CALL: [16], RAISE: [26]}
    state.call()
    state.call()
    assert kinds(state) == {FOLD: [0], CALL: [16], RAISE: [26]}   # seat 0 may raise again


def test_r10_third_street_short_completion_by_its_size():
    # All-in "completion" to 6 >= 10/2 counts as the completion: next raise to 16.
    state = make([100, 100, 1 + 6], "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1, **R10)
    state.post_bring_in()
    assert state.legal_actions()[-1] == Action(COMPLETE, 6, True, 6)
    state.all_in()
    assert kinds(state) == {FOLD: [0], CALL: [6], RAISE: [16]}
    state.call()
    assert kinds(state) == {FOLD: [0], CALL: [6], RAISE: [16]}     # the bring-in may raise
    # All-in to 4 < 5: others call 4 or complete to 10; the bring-in may not raise.
    state = make([100, 100, 1 + 4], "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1, **R10)
    state.post_bring_in()
    state.all_in()
    assert kinds(state) == {FOLD: [0], CALL: [4], COMPLETE: [10]}
    state.call()
    assert kinds(state) == {FOLD: [0], CALL: [4]}


def test_r10_short_all_ins_add_up():
    # 10, then all-in to 13 and all-in to 17: 17 is 7 past the last full bet, so it counts
    # as a raise (the next goes to 27); seat 0 faces 7 and is reopened, seat 3 called 13 and
    # faces 4, so he is not.
    state = make([100, 17, 21, 100, 100], "?? ?? As Ah", "?? ?? 7d 8c", "?? ?? 9h Td",
                 "?? ?? 5d 6s", "?? ?? 2c 4s", seed=1, **R10)
    passive(state, until_street=4)
    state.bet()
    state.all_in()                                     # seat 1 to 13
    assert kinds(state)[RAISE] == [17]                 # seat 2's all-in
    state.all_in()                                     # seat 2 to 17
    assert kinds(state) == {FOLD: [0], CALL: [17], RAISE: [27]}
    state.call()                                       # seat 3
    state.call()                                       # seat 4
    assert kinds(state) == {FOLD: [0], CALL: [17], RAISE: [27]}     # seat 0 reopened


def test_r10_option_full_bet_rule_examples_of_pokerkit():
    options = Options(full_bet_rule=True)
    # All-in 4 on a 10 street: the next raise is to 14 (no completing to 10).
    state2 = make([1 + 3 + 4, 100, 100], "?? ?? As Ah", "?? ?? 7d 8c", "?? ?? 2c 4s",
                  seed=1, options=options, **R10)
    passive(state2, until_street=4)
    state2.all_in()
    assert kinds(state2) == {FOLD: [0], CALL: [4], RAISE: [14]}
    # Bet 10, all-in to 16: the original bettor may not raise; all-in to 13 -> raise to 23.
    state = _to_fourth([100, 1 + 3 + 16, 100, 100], options)
    state.bet()
    state.all_in()
    state.call()
    state.call()
    assert kinds(state) == {FOLD: [0], CALL: [16]}
    state = _to_fourth([100, 1 + 3 + 13, 100, 100], options)
    state.bet()
    state.all_in()
    assert kinds(state) == {FOLD: [0], CALL: [13], RAISE: [23]}
    # 3rd street: an all-in completion to 4 over a bring-in of 3: the next raise is to 14.
    state = make([100, 100, 1 + 4], "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1,
                 options=options, **R10)
    state.post_bring_in()
    state.all_in()
    assert kinds(state) == {FOLD: [0], CALL: [4], RAISE: [14]}


# --- R11: 4th street and the open pair -----------------------------------------------------


def test_r11_no_open_pair_double_bet_in_stud8_by_default():
    state = make([100] * 3, "?? ?? 9c 9d", "?? ?? 2c 3h", "?? ?? Kh 4s", seed=1)
    passive(state, until_street=4)
    assert state.actor == 0
    assert kinds(state) == {CHECK: [0], BET: [5]}


def test_r11_option_open_pair_double_bet_once_big_all_big():
    options = Options(open_pair_double_bet=True)
    state = make([100] * 3, "?? ?? 9c 9d", "?? ?? 2c 3h", "?? ?? Kh 4s", seed=1,
                 game="stud", options=options)
    passive(state, until_street=4)
    assert kinds(state) == {CHECK: [0], BET: [5, 10]}
    state.check()                                      # the pair checks: the same choice
    assert kinds(state) == {CHECK: [0], BET: [5, 10]}
    state.bet(5)
    assert kinds(state) == {FOLD: [0], CALL: [5], RAISE: [10, 15]}
    state.raise_to(15)                                 # a big raise
    assert kinds(state) == {FOLD: [0], CALL: [15], RAISE: [25]}    # now only big


def test_r11_open_pair_option_presets_and_razz():
    assert Options.preset("rrop", "stud").open_pair_double_bet
    assert Options.preset("wsop", "stud").open_pair_double_bet
    assert not Options.preset("wsop", "stud8").open_pair_double_bet
    assert not Options.preset("tda", "stud").open_pair_double_bet
    assert not Options.preset("wsop", "razz").open_pair_double_bet
    with pytest.raises(ValueError, match="Razz has no open-pair"):
        make([100, 100], game="razz", options=Options(open_pair_double_bet=True))


# --- R12: first to act on later streets ----------------------------------------------------


def test_r12_best_board_acts_first_pairs_count_straights_and_flushes_do_not():
    state = make([100] * 3, "?? ?? 3c 3d", "?? ?? Ah Kh", "?? ?? 2c 9s", seed=1)
    passive(state, until_street=4)
    assert state.first_to_act == 0                     # the pair of threes beats A-K
    state = make([100] * 2, "?? ?? 6h 7h 8h 9h", "?? ?? Tc Td 2s 3s", seed=1)
    passive(state, until_street=6)
    assert state.first_to_act == 1                     # a pair beats a four-flush straight


def test_r12_ties_by_position_or_option_suit():
    specs = ("?? ?? Kc 9d", "?? ?? Ks 9c", "?? ?? 2c 3d")
    state = make([100] * 3, *specs, seed=1)
    passive(state, until_street=4)
    assert state.first_to_act == 0                     # equal K-9: the first from the left
    state = make([100] * 3, *specs, seed=1, options=Options(suit_tiebreak_board=True))
    passive(state, until_street=4)
    assert state.first_to_act == 1                     # K of spades


def test_r12_all_in_best_board_passes_the_action_on():
    state = make([100, 1 + 2, 100], "?? ?? 2c 3d", "?? ?? Ah Ad", "?? ?? 9c 8s", seed=1)
    passive(state, until_street=4)
    assert state.stacks[1] == 0
    assert state.first_to_act == 2                     # seat 1 is all-in: next clockwise


def test_r12_razz_lowest_board_first_pairs_bad():
    state = make([100] * 3, "?? ?? Kc 2h", "?? ?? 3c 3d", "?? ?? 7s 4c", game="razz", seed=1)
    passive(state, until_street=4)
    assert state.first_to_act == 2                     # 7-4 beats K-2 and the pair of 3s
    assert board_key([code("Kc"), code("2h")], "razz") > board_key(
        [code("3c"), code("3d")], "razz")              # a pair is worse than any no-pair


@pytest.mark.parametrize("game", ["stud8", "stud", "razz"])
def test_r12_a_board_has_at_least_one_upcard(game):
    """A seat with no upcards has no board: a ValueError, not an IndexError from inside the
    key (the site-history replay met one in a history missing a deal)."""
    with pytest.raises(ValueError, match="a board has at least one upcard"):
        board_key([], game)
    with pytest.raises(ValueError, match="a board has at least one upcard"):
        leader([0, 1], {0: [code("2c")], 1: []}, game)


# --- R13, R14: later streets ----------------------------------------------------------------


def test_r13_r14_big_bets_from_5th_and_7th_street_dealt_down():
    state = make([500] * 2, seed=4)
    passive(state, until_street=5)
    assert BET in kinds(state) and kinds(state)[BET] == [10]
    passive(state, until_street=7)
    seventh = [op for op in state.operations if isinstance(op, CardsDealt) and op.street == 7]
    assert [op.face_up for op in seventh] == [(False,), (False,)]
    assert kinds(state)[BET] == [10]
    assert all(len(state.cards(seat)) == 7 and len(state.up_cards(seat)) == 4
               for seat in (0, 1))


# --- R15: betting mechanics -----------------------------------------------------------------


def test_r15_fold_without_a_bet_is_refused_by_default_and_allowed_by_option():
    state = make([100] * 2, seed=4)
    passive(state, until_street=4)
    assert kinds(state) == {CHECK: [0], BET: [5]}
    with pytest.raises(IllegalActionError, match="fold_without_bet"):
        state.fold()
    state = make([100] * 2, seed=4, options=Options(fold_without_bet=True))
    passive(state, until_street=4)
    assert FOLD in kinds(state)
    state.fold()
    assert state.is_over


def test_r15_option_fold_without_bet_never_for_the_last_player_with_chips():
    options = Options(fold_without_bet=True)
    state = make([100, 1 + 2, 100], "?? ?? 9c 9d", "?? ?? 2c 3c", "?? ?? Kh 4s", seed=1,
                 options=options)
    passive(state, until_street=4)                     # seat 1 is all-in
    assert state.actor == 0 and FOLD in kinds(state)
    state.fold()
    assert state.actor == 2
    assert kinds(state) == {CHECK: [0]}                # no one else could win his chips
    with pytest.raises(IllegalActionError, match="last player with chips"):
        state.fold()


def test_r15_uncalled_bet_is_returned_and_the_last_player_wins_without_showing():
    state = make([100] * 3, "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1)
    state.post_bring_in()
    state.complete()
    state.fold()
    state.fold()
    returned = [op for op in state.operations if isinstance(op, UncalledBetReturned)]
    assert returned == [UncalledBetReturned(2, 3)]     # 5 against the bring-in's 2
    assert not [op for op in state.operations if isinstance(op, HandShown)]
    assert state.stacks == (99, 97, 104)


def test_r15_all_in_players_are_skipped():
    state = make([100, 1 + 2, 100], "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1)
    state.post_bring_in()                              # seat 1 is all-in for 2
    state.call()
    state.call()
    assert state.street == 4 and state.actor != 1
    passive(state)
    assert state.is_over


# --- R16: running out of cards --------------------------------------------------------------


def _eight_to_seventh(options=None, folds=0):
    state = make([1000] * 8, seed=5, options=options, auto_deal=True)
    for _ in range(folds):
        while state.legal_actions()[0].kind is not FOLD:
            passive_one(state)
        state.fold()
    passive(state, until_street=7)
    return state


def passive_one(state):
    kinds_now = {action.kind: action for action in state.legal_actions()}
    for kind in (CHECK, CALL, BRING_IN):
        if kind in kinds_now:
            return state.apply(kinds_now[kind])
    raise AssertionError


def test_r16_eight_players_on_7th_street_share_a_community_card():
    state = _eight_to_seventh(Options(burn_cards=False))
    community = [op for op in state.operations if isinstance(op, CommunityCardDealt)]
    assert len(community) == 1 and state.community_card is not None
    assert all(len(state.cards(seat)) == 6 for seat in range(8))
    passive(state)
    assert state.is_over and sum(state.stacks) == 8000


def test_r16_with_burns_seven_players_run_short_too_but_six_do_not():
    state = make([1000] * 7, seed=6)
    passive(state, until_street=7)
    assert state.community_card is not None           # 52 - 42 - 3 = 7 cards: burn, 6 < 7
    state = make([1000] * 6, seed=6)
    passive(state, until_street=7)
    assert state.community_card is None


def test_r16_option_casino_stub_procedure_steps():
    options = Options(casino_stub_procedure=True)
    # Step 2: 7 players, stub 7 + 3 burns >= 9: scramble, burn, one card each.
    state = make([1000] * 7, seed=6, options=options)
    passive(state, until_street=7)
    assert state.community_card is None
    assert any(isinstance(op, StubScrambled) for op in state.operations)
    assert all(len(state.cards(seat)) == 7 for seat in range(7))
    # Step 4: 8 players, stub 1: scramble with the burns, burn, a community card.
    state = _eight_to_seventh(options)
    assert any(isinstance(op, StubScrambled) for op in state.operations)
    assert state.community_card is not None
    # Step 3: 8 dealt, one folds on 3rd: 7 players, stub 4, 4 + 3 < 9 and 4 >= 3: burn and a
    # community card without scrambling.
    state = _eight_to_seventh(options, folds=1)
    assert not any(isinstance(op, StubScrambled) for op in state.operations)
    assert state.community_card is not None
    # Step 1: 6 players: a normal deal.
    state = make([1000] * 6, seed=6, options=options)
    passive(state, until_street=7)
    assert state.community_card is None
    assert not any(isinstance(op, StubScrambled) for op in state.operations)


def test_r16_casino_procedure_needs_burns():
    with pytest.raises(ValueError, match="burn_cards"):
        Options(casino_stub_procedure=True, burn_cards=False)


# --- R17: showdown --------------------------------------------------------------------------


def test_r17_last_aggressor_shows_first():
    state = make([500] * 3, seed=8, auto_showdown=False)
    passive(state, until_street=7)
    seat = state.actor
    state.bet()
    passive(state)
    assert state.status is Status.SHOWDOWN
    assert state.actor == seat and state.showdown_order[0] == seat


def test_r17_no_bet_best_board_shows_first_or_lowest_seat_by_option():
    specs = ("?? ?? 2c 3d 4h 9s ??", "?? ?? Ac Ad Kh Ks ??", "?? ?? 5c 7d 8h Th ??")
    state = make([500] * 3, *specs, seed=8, auto_showdown=False)
    passive(state)
    assert state.showdown_order == (1, 2, 0)           # aces up first, then clockwise
    state = make([500] * 3, *specs, seed=8, auto_showdown=False,
                 options=Options(seat_order_show=True))
    passive(state)
    assert state.showdown_order == (0, 1, 2)


def test_r17_mucked_hand_cannot_win_and_last_live_hand_wins_unseen():
    specs = ("Ac Ad Ah 2c 3c 4c 5c", "Kc Kd Kh 9s 8s 7s Qd", "2d 2h 6c 6d Js Td 9d")
    state = make([500] * 3, *specs, seed=8, auto_showdown=False)
    passive(state)
    order = state.showdown_order
    for seat in order[:2]:
        assert state.actor == seat
        assert kinds(state) == {SHOW: [0], MUCK: [0]}
        state.muck()
    assert state.is_over
    winner = order[2]
    assert not [op for op in state.operations if isinstance(op, HandShown)]
    assert state.stacks[winner] > 500
    assert [op.seat for op in state.operations if isinstance(op, HandMucked)] == list(order[:2])


def test_r17_all_in_hands_are_turned_up_no_muck():
    state = make([500, 1 + 2, 500], seed=8, auto_showdown=False)
    passive(state)                                     # seat 1 is all-in on 3rd street
    assert state.is_over
    shown = [op for op in state.operations if isinstance(op, HandShown)]
    assert shown and all(op.all_in for op in shown)
    assert {op.seat for op in shown} == {0, 1, 2}


def test_r17_cards_speak_auto_showdown_shows_every_live_hand():
    state = make([500] * 3, seed=8)
    passive(state)
    final = [op for op in state.operations if isinstance(op, HandShown)]
    assert sorted(op.seat for op in final) == [0, 1, 2]
    assert all(len(op.cards) == 7 for op in final)


# --- Settlement through cstud.settle (R18-R23) ----------------------------------------------


def test_r20_r22_side_pots_split_hi_lo():
    # Seat 0: three kings, no low. Seat 1: 6-4-3-2-A low, ace-high. Seat 2: jacks, no low.
    state = make([20, 100, 100], "Ks Kd Kh Qs Js 9d 8c", "Ac 2d 3h 4c 6d 7s Qc",
                 "Jc Tc 2s 8d 7d 6h Jd", seed=1)
    state.post_bring_in()                              # seat 2 (2s)
    state.complete()                                   # seat 0 to 5
    state.call()
    state.call()
    state.bet()                                        # 4th street: seat 0 (K-Q)
    state.call()
    state.call()
    assert state.actor == 0 and state.stacks[0] == 9
    state.all_in()                                     # 5th: a 9 bet, at least half of 10
    state.raise_to(19)
    state.call()
    assert state.actor == 1                            # 6th: seat 0 all-in, seat 1 next
    state.bet()
    state.call()
    passive(state)
    # Main pot 60 (20 each): high seat 0, low seat 1: 30/30. Side pot 40 (seats 1, 2):
    # high seat 2 (jacks), low seat 1: 20/20.
    assert state.stacks == (30, 110, 80)
    main, side = state.settlement.pots
    assert (main.amount, side.amount) == (60, 40)
    assert tuple(main.high_winners) == (0,) and tuple(main.low_winners) == (1,)
    assert tuple(side.high_winners) == (2,) and tuple(side.low_winners) == (1,)


def test_r23_option_odd_chip_reaches_settle():
    # Seats 0 and 1 tie with ace-high straights and no low; the pot is 19 (3 antes, 3 x 2,
    # 2 x 5), so one chip is odd. TDA and RRoP: the As (seat 1) beats the Ac; by position
    # seat 0 (first from the dealer's left) gets it.
    specs = ("Ts Js Qs Kd Ac 9c 9h", "Th Jh Qh Kc As 9d 9s", "2d 3d 4h 5c")
    expected = {"tda": (101, 102, 97), "rrop": (101, 102, 97), "position": (102, 101, 97)}
    for rule, stacks in expected.items():
        state = make([100, 100, 100], *specs, seed=1, options=Options(odd_chip=rule))
        state.post_bring_in()                          # seat 2 (4h)
        state.call()
        state.call()
        assert state.actor == 0                        # K-Q tie on 4th: position
        state.bet()
        state.call()
        state.fold()
        passive(state)
        assert state.stacks == stacks, rule
        assert sum(state.settlement.pots[0].shares) == 19


def test_r21_option_rake_is_passed_to_settle():
    state = make([100] * 3, seed=9, options=Options(rake=2))
    passive(state)
    assert state.settlement.rake == 2
    assert sum(state.stacks) == 298
    # 10% capped at 3: the pot of 3 antes + 3 x 2 + 3 x (5 + 10 x 3) = 114 pays 3.
    state = make([100] * 3, seed=9, options=Options(rake=cstud.Rake(10, cap=3)))
    while not state.is_over:
        kinds_now = kinds(state)
        act(state, next(kind for kind in (BRING_IN, CALL, BET, CHECK) if kind in kinds_now),
            kinds_now.get(BET, [0])[0] if BET in kinds_now and CALL not in kinds_now else 0)
    assert state.pot == 114 and state.settlement.rake == 3
    assert sum(state.stacks) == 297
    # No flop, no drop: a hand won on 3rd street pays no rake.
    state = make([100] * 3, "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=9,
                 options=Options(rake=cstud.Rake(10, cap=3)))
    state.post_bring_in()
    state.fold()
    state.fold()
    assert state.settlement.rake == 0 and sum(state.stacks) == 300
    with pytest.raises(ValueError, match="rake"):
        Options(rake=-1)


def test_r21_an_exact_rake_never_takes_more_than_the_pots_hold():
    """With no ante, everyone folding to the bring-in leaves nothing to rake: the bring-in
    is uncalled and goes back, so an exact rake of 5 takes 0, and the hand still ends."""
    state = HandState([100] * 3, 0, 2, 5, options=Options(rake=5), seed=3)
    state.post_bring_in()
    state.fold()
    state.fold()
    assert state.is_over and state.settlement.rake == 0 and sum(state.stacks) == 300
    # A pot of 4 (the bring-in called) with a rake of 5 gives up all 4.
    state = HandState([100] * 2, 0, 2, 5, options=Options(rake=5), seed=3)
    state.post_bring_in()
    state.call()
    passive(state)
    assert state.settlement.rake == 4 and sum(state.stacks) == 196


# --- R24, R25 -------------------------------------------------------------------------------


def test_r24_hands_never_exceed_seven_cards_and_show_at_least_six():
    for seed in range(50):
        state = play_random_hand(8, seed, stacks=[300] * 8)
        for seat in state.players:
            assert len(state.cards(seat)) <= 7
        for op in state.operations:
            if isinstance(op, HandShown) and op.cards and not op.all_in:
                own = len(op.cards)
                assert own == 7 or (own == 6 and state.community_card is not None)


def test_r25_hand_names_for_logs():
    state = make([100, 100], "Qh Jh 9h 8h 6c 2h 3d", "Js Jd 5c 4c Ac Kd 7s", seed=1)
    passive(state, until_street=4)
    assert state.describe(0) == "Nine-Eight high showing"
    assert state.describe(1) == "Five-Four high showing"
    passive(state)
    assert state.describe(0) == "Flush, Queen-high; No low"
    assert state.describe(1) == "Pair of Jacks; No low"
    assert state.describe(1, showing=True) == "Ace-King-Five-Four high showing"
    razz = make([100, 100], "Ac 2d 3h 4s 5c Kd Kh", "9c 9d 8h 8s Tc Td Jh", game="razz", seed=1)
    passive(razz)
    assert razz.describe(0) == "The wheel"


def test_r25_board_names():
    assert describe_board([code("Jc"), code("Jd")]) == "Pair of Jacks"
    assert describe_board([code("Ac"), code("Kd")]) == "Ace-King high"
    assert describe_board([code("5c"), code("5d"), code("9h"), code("9s")]) == \
        "Two pair, Nines and Fives"
    assert describe_board([code("7c"), code("4d")], "razz") == "Seven-Four low"


# --- API: verify / can / apply, errors, rejected actions change nothing ----------------------


def test_out_of_turn_wrong_amount_and_after_the_end():
    state = make([100] * 3, "?? ?? 9c", "?? ?? 2c", "?? ?? Kh", seed=1)
    with pytest.raises(IllegalActionError, match="seat 1's turn"):
        state.apply(Action(BRING_IN, 2), seat=0)
    state.post_bring_in()
    with pytest.raises(IllegalActionError, match="must be 5"):
        state.complete(7)
    assert not state.can(Action(RAISE, 10))
    assert state.can(Action(COMPLETE, 5), seat=2)
    state.fold()
    state.fold()
    state.fold() if not state.is_over else None
    with pytest.raises(IllegalActionError, match="hand is over"):
        state.call()
    with pytest.raises(IllegalActionError, match="unknown action"):
        state.apply("shove")


def test_deal_only_when_due_and_explicit_cards_checked():
    state = make([100] * 2, seed=1, auto_deal=False)
    assert state.status is Status.DEALING and state.legal_actions() == ()
    with pytest.raises(IllegalActionError, match="must be dealt first"):
        state.check()
    with pytest.raises(IllegalActionError, match="no cards given for seat 1"):
        state.deal({0: "As Ks Qs"})
    with pytest.raises(IllegalActionError, match="3 card"):
        state.deal({0: "As Ks", 1: "2c 3c 4c"})
    with pytest.raises(IllegalActionError, match="already been dealt"):
        state.deal({0: "As Ks Qs", 1: "As 3c 4c"})
    before = snapshot(state)
    with pytest.raises(IllegalActionError):
        state.deal({0: "As Ks Qs", 1: "Qs 3c 4c"})
    assert snapshot(state) == before
    state.deal({0: "As Ks Qs", 1: "2c 3c 4c"})
    assert state.actor == 1
    with pytest.raises(IllegalActionError, match="nothing to deal"):
        state.deal()


def _illegal_candidates(state, rng):
    legal = state.legal_actions()
    out = []
    for kind in (FOLD, CHECK, CALL, BRING_IN, COMPLETE, BET, RAISE, SHOW, MUCK):
        for amount in (0, 1, rng.randrange(1, 60)):
            if not any(a.kind is kind and (a.amount == amount or (amount == 0 and len(
                    [b for b in legal if b.kind is kind]) == 1)) for a in legal):
                out.append((Action(kind, amount), None))
    if state.actor is not None:
        out.append((legal[0], (state.actor + 1) % state.seat_count))
    return out


@pytest.mark.parametrize("game", ["stud8", "stud", "razz"])
def test_rejected_actions_leave_the_state_exactly_as_it_was(game):
    rng = random.Random(game)
    for seed in range(60):
        players = rng.randint(2, 8)
        stacks = [rng.choice([3, 8, 15, 40, 300]) for _ in range(players)]
        options = Options(**{name: rng.random() < 0.3 for name in (
            "tda_bringin_skip", "wsop_cap", "full_bet_rule", "suit_tiebreak_board",
            "seat_order_show", "fold_without_bet")},
            headsup_uncapped=rng.choice([None, "rrop", "wsop_la"]),
            open_pair_double_bet=game == "stud" and rng.random() < 0.5)
        state = HandState(stacks, 1, 2, 5, game=game, options=options, seed=seed,
                          auto_showdown=rng.random() < 0.5)
        while not state.is_over:
            state.legal_actions()
            before = snapshot(state)
            for action, seat in rng.sample(_illegal_candidates(state, rng), 4):
                with pytest.raises(IllegalActionError):
                    state.apply(action, seat)
                assert snapshot(state) == before
            with pytest.raises(IllegalActionError):
                state.deal()
            assert snapshot(state) == before
            state.apply(rng.choice(state.legal_actions()))
        state.legal_actions()
        before = snapshot(state)
        for action, _ in _illegal_candidates(state, rng)[:5]:
            with pytest.raises(IllegalActionError):
                state.apply(action)
        assert snapshot(state) == before


@pytest.mark.parametrize("game", ["stud8", "stud", "razz"])
def test_chips_are_never_created_or_lost_and_payouts_match_a_plain_reference(game):
    import settle_reference

    rng = random.Random(f"chips {game}")
    for seed in range(150):
        players = rng.randint(2, 8)
        stacks = [rng.choice([2, 6, 20, 45, 120]) for _ in range(players)]
        state = play_random_hand(players, seed, stacks=stacks, game=game)
        assert state.is_over
        assert sum(state.stacks) + state.settlement.rake == sum(stacks)
        live = set(state.live)
        hands = [state.cards(seat) if seat in live else None for seat in range(players)]
        expected = settle_reference.settle(
            state.contributions, hands, game=game, community=state.community_card,
            dealer=state.dealer)
        assert tuple(state.payouts) == expected.payouts, seed


def test_play_random_hand_is_deterministic():
    a, b = play_random_hand(5, 11), play_random_hand(5, 11)
    assert a.operations == b.operations
    assert play_random_hand(5, 12).operations != a.operations


def test_presets_are_documented_option_sets():
    for name in PRESETS:
        for game in ("stud8", "stud", "razz"):
            options = Options.preset(name, game)
            assert isinstance(options, Options)
    assert Options.preset("pokerstars").seat_order_show
    assert not Options.preset("pokerstars").burn_cards
    assert Options.preset("tda").tda_bringin_skip and Options.preset("tda").suit_tiebreak_board
    assert Options.preset("wsop").wsop_cap and Options.preset("wsop").headsup_uncapped == "wsop_la"
    assert Options.preset("rrop").odd_chip == "rrop"
    assert Options.preset("tda", wsop_cap=True).wsop_cap
    with pytest.raises(ValueError, match="unknown preset"):
        Options.preset("vegas")
    with pytest.raises(TypeError):
        Options(wsop_cap="yes")
    assert replace(Options(), wsop_cap=True).wsop_cap


def test_operations_log_reads_as_a_hand_history():
    state = make([100] * 2, "?? ?? 9c", "?? ?? 2c", seed=1)
    state.post_bring_in()
    state.fold()
    lines = [str(op) for op in state.operations]
    assert lines[:2] == ["seat 0 antes 1", "seat 1 antes 1"]
    assert "street 3: seat 1: bring in for 2" in lines
    assert "street 3: seat 0: fold" in lines
    assert any(isinstance(op, PlayerActed) for op in state.operations)
    assert cstud.game is not None


@settings(max_examples=150, deadline=None)
@given(stacks=st.lists(st.integers(0, 120), min_size=2, max_size=8).filter(
           lambda stacks: sum(1 for stack in stacks if stack) >= 2),
       game=st.sampled_from(["stud8", "stud", "razz"]),
       flags=st.fixed_dictionaries({name: st.booleans() for name in (
           "tda_bringin_skip", "wsop_cap", "full_bet_rule", "suit_tiebreak_board",
           "seat_order_show", "fold_without_bet", "burn_cards")}),
       heads_up=st.sampled_from([None, "rrop", "wsop_la"]),
       seed=st.integers(0, 2**32), dealer_offset=st.integers(0, 7))
def test_property_any_table_and_rules_play_to_a_balanced_end(stacks, game, flags, heads_up,
                                                            seed, dealer_offset):
    """R1-R17 together: whatever the stacks and options, random legal play ends, every
    action listed is accepted, chips balance, nobody holds more than 7 cards."""
    options = Options(**flags, headsup_uncapped=heads_up)
    state = HandState(stacks, 2, 3, 6, game=game, options=options, seed=seed,
                      dealer=dealer_offset % len(stacks))
    chooser = random.Random(seed)
    for _ in range(500):
        if state.is_over:
            break
        legal = state.legal_actions()
        assert legal and all(state.can(action) for action in legal)
        state.apply(chooser.choice(legal))
    assert state.is_over
    assert sum(state.stacks) + state.settlement.rake == sum(stacks)
    assert all(len(state.cards(seat)) <= 7 for seat in range(len(stacks)))
    assert all(stack >= 0 for stack in state.stacks)


def test_r16_seventh_street_cards_given_per_seat_become_stub_cards_for_a_community_card():
    """Seven players given all seven cards each leave 3 undealt cards. With burns, 7th street
    is a community card (R16: 52 - 42 - 3 = 7 cards for 7 players and a burn), so the seven
    7th-street cards given cannot be dealt: they are stub cards, and the burn and the
    community card come from them. (The engine once ran out of cards here mid-deal.)"""
    deck = list(range(52))
    random.Random(1).shuffle(deck)
    cards = {seat: deck[7 * seat:7 * seat + 7] for seat in range(7)}
    state = HandState([100] * 7, 1, 2, 5, cards=cards, seed=1)
    passive(state)
    assert state.is_over and sum(state.stacks) + state.settlement.rake == 700
    community = [op.card for op in state.operations if isinstance(op, CommunityCardDealt)]
    assert len(community) == 1 and community[0] in {cards[seat][6] for seat in range(7)} | \
        set(deck[49:])


def test_a_folded_seat_gives_its_given_cards_back_to_the_stub():
    """Eight players, seat 0 given all seven cards, folds on 3rd street. The other seven reach
    7th street: 3 x 8 + 3 x 7 cards and three burns leave 4 in the stub, so 7th street is a
    burn and a community card (R16). Seat 0's four undealt cards are stub cards again: without
    them the shuffle would have none left for the 4th-6th street cards and burns."""
    deck = list(range(52))
    random.Random(2).shuffle(deck)
    state = HandState([100] * 8, 1, 2, 5, cards={0: deck[:7]}, seed=2)
    while state.actor != 0:
        act(state, next(iter(kinds(state))))   # bring in, then call
    state.fold()
    passive(state)
    assert state.is_over and sum(state.stacks) + state.settlement.rake == 800
    assert any(isinstance(op, CommunityCardDealt) for op in state.operations)


def test_any_cards_given_per_seat_deal_out_to_the_end():
    """Random cards given per seat (any seats, any number up to 7), random legal actions:
    every hand ends with chips conserved, and each seat's cards begin with those given."""
    for number in range(400):
        rng = random.Random(number)
        players = rng.randint(2, 8)
        deck = list(range(52))
        rng.shuffle(deck)
        cards, used = {}, 0
        for seat in range(players):
            count = rng.choice([0, 3, 5, 7, rng.randint(0, 7)])
            cards[seat] = deck[used:used + count]
            used += count
        options = rng.choice([Options(), Options(burn_cards=False),
                              Options(casino_stub_procedure=True)])
        state = HandState([rng.choice([30, 200])] * players, 1, 2, 5, cards=cards,
                          seed=number, options=options)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        assert sum(state.stacks) + state.settlement.rake == sum(state.starting_stacks)
        for seat, chosen in cards.items():
            held = [op.cards for op in state.operations
                    if isinstance(op, CardsDealt) and op.seat == seat]
            dealt = [code for group in held for code in group]
            assert dealt[:len(chosen)] == chosen[:len(dealt)]


# --- M1: stacks and stakes settle can count -------------------------------------------------


def test_m1_stacks_and_stakes_beyond_settles_limit_are_refused():
    """settle refuses a contribution of 2**56 chips or more; the engine refuses any stack or
    stake above MAX_CHIPS = 2**56 - 1 at once, instead of failing after the last action."""
    assert cstud.game.MAX_CHIPS == 2**56 - 1
    assert cstud._core.CHIP_LIMIT_TEXT == "2**56"
    with pytest.raises(ValueError, match=r"stack of seat 0 .*2\*\*56 - 1"):
        HandState([2**56, 2**56 + 5], 0, 2**50, 2**55, seed=3)
    with pytest.raises(ValueError, match=r"ante .*2\*\*56 - 1"):
        play_random_hand(3, 1, stacks=[100] * 3, ante=2**57, bring_in=2**57, small_bet=2**58)
    for stakes in ([0, 2**56, 2**57], [0, 1, 2**56], [0, 1, 2, 2**56]):
        with pytest.raises(ValueError, match=r"2\*\*56 - 1"):
            HandState([100, 100], *stakes)
    with pytest.raises(ValueError, match=r"big_bet .*2\*\*56 - 1"):   # twice the small bet
        HandState([100, 100], 0, 1, 2**55)


def test_m1_the_largest_stacks_play_to_the_end():
    """Two stacks of MAX_CHIPS, every action the largest legal one: the hand is settled and
    no chip is lost (the attack's reproducer with stacks one chip under the limit)."""
    limit = cstud.game.MAX_CHIPS
    state = HandState([limit, limit], 0, 2**50, 2**54, seed=3)
    while not state.is_over:
        state.apply(max(state.legal_actions(), key=lambda action: action.amount))
    assert sum(state.stacks) == 2 * limit
    assert sorted(state.payouts) in ([0, 2 * limit], [limit, limit])


# --- The rules as public functions: one copy, used by the engine and its explainers --------


def test_leader_and_showdown_order_worked_by_hand():
    """R12 and R17 on three boards, by hand: seat 0 shows 9-9 (pair of nines), seat 1 K-Q,
    seat 2 9-9 too (the nines of clubs and spades against seat 0's hearts and diamonds)."""
    up = {0: [code("9h"), code("9d")], 1: [code("Kc"), code("Qd")],
          2: [code("9c"), code("9s")]}
    assert cstud.game.leader([0, 1, 2], up, "stud8") == 0                 # position
    assert cstud.game.leader([0, 1, 2], up, "stud8", suit_tiebreak=True) == 2   # 9s
    assert cstud.game.leader([1, 2, 0], up, "stud8") == 2     # the dealer's left is seat 1
    assert cstud.game.leader([0, 1, 2], up, "razz") == 1      # razz: no pair is best
    order = cstud.game.showdown_order
    assert order([0, 1, 2], 0, Options()) == [0, 1, 2]
    assert order([0, 1, 2], 2, Options(suit_tiebreak_board=True)) == [2, 0, 1]
    assert order([0, 1, 2], 0, Options(), aggressor=1) == [1, 2, 0]
    assert order([0, 1, 2], 0, Options(seat_order_show=True),
                 seat_numbers=[5, 9, 2]) == [2, 0, 1]                      # number 2 first
    assert order([1, 2, 0], 0, Options(seat_order_show=True)) == [0, 1, 2]


@pytest.mark.parametrize("preset", [None, *PRESETS])
def test_the_engine_opens_and_shows_by_its_public_rules(preset):
    """Every street's first actor is ``opener`` of the boards then showing, and a showdown
    goes in ``showdown_order`` (the functions the demo and the site replay call)."""
    options = Options() if preset is None else Options.preset(preset)
    for seed in range(60):
        rng = random.Random(seed)
        players = rng.randint(2, 8)
        state = HandState([rng.choice([8, 40, 200]) for _ in range(players)], 1, 2, 5,
                          options=options, seed=seed)
        up: list[list[int]] = [[] for _ in range(players)]
        aggressor = None
        while not state.is_over:
            if state.status is Status.BETTING and state.actor == state.first_to_act and not [
                    op for op in state.operations if isinstance(op, PlayerActed)
                    and op.street == state.street]:
                up = [[int(card) for card in state.up_cards(seat)] for seat in range(players)]
                assert state.opener(up) == state.first_to_act
            action = rng.choice(state.legal_actions())
            if state.street == 7 and action.kind in (BET, RAISE):
                aggressor = state.actor
            state.apply(action)
        shown = [op.seat for op in state.operations if isinstance(op, HandShown)
                 and not op.all_in]
        if shown and state.street == 7:
            up = [[int(card) for card in state.up_cards(seat)] for seat in range(players)]
            best = cstud.game.leader(state.live, up, "stud8", options.suit_tiebreak_board)
            assert shown == cstud.game.showdown_order(
                list(state.live), best, options, aggressor=aggressor,
                seat_numbers=state.seat_numbers)
