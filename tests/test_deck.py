"""The deck of a hand (R4, R16): dealing, burns, the stub, cards given in advance (``cards=``,
``community=``, ``deck=``), and finding H1 of the December attack: a stub that ran dry in the
middle of a hand when cards were given in advance."""

from __future__ import annotations

import copy
import random

import pytest
from deck_reference import Deck, seventh_street_plan
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cstud.game import (
    BRING_IN,
    CALL,
    CHECK,
    FOLD,
    GAMES,
    PRESETS,
    CardBurned,
    CardsDealt,
    CommunityCardDealt,
    HandState,
    IllegalActionError,
    Options,
    PotAwarded,
    Status,
    StubScrambled,
)


def fold_early_then_call(state: HandState, folds: int) -> None:
    """``folds`` players fold on 3rd street when they may; everyone else checks or calls
    (the reproducers of H1)."""
    while not state.is_over:
        legal = {action.kind: action for action in state.legal_actions()}
        if state.street == 3 and folds and FOLD in legal:
            folds -= 1
            state.apply(legal[FOLD])
        else:
            state.apply(next(legal[kind] for kind in (CHECK, CALL, BRING_IN) if kind in legal))


def dealt_cards(state: HandState) -> list[int]:
    """Every card that left the stub, in order: seats' cards, burns, the community card."""
    out: list[int] = []
    for op in state.operations:
        if isinstance(op, CardsDealt):
            out.extend(op.cards)
        elif isinstance(op, CommunityCardDealt) or (
                isinstance(op, CardBurned) and op.card is not None):
            out.append(op.card)
    return out


def check_finished(state: HandState) -> None:
    """The hand is over, every pot paid, no chip made or lost, no card dealt twice."""
    assert state.status is Status.OVER
    settlement = state.settlement
    assert settlement is not None
    assert sum(state.stacks) + settlement.rake == sum(state.starting_stacks)
    awarded = [op for op in state.operations if isinstance(op, PotAwarded)]
    assert len(awarded) == len(settlement.pots)
    assert sum(op.amount for op in awarded) + sum(settlement.returned) == sum(
        state.contributions)
    held = [code for op in state.operations if isinstance(op, CardsDealt) for code in op.cards]
    held += [op.card for op in state.operations if isinstance(op, CommunityCardDealt)]
    assert len(held) == len(set(held))
    if not any(isinstance(op, StubScrambled) for op in state.operations):
        cards = dealt_cards(state)           # the burns too, unless scrambled back (R16)
        assert len(cards) == len(set(cards))


# --- The Deck on its own ------------------------------------------------------------------


def test_a_deck_order_is_dealt_one_card_at_a_time_in_seat_order():
    """R4: 3rd street deals down, down, up, one card at a time to each seat in turn; each
    later street burns one card, then deals one each (the order given is the order dealt)."""
    order = list(range(51, -1, -1))                       # As, Ah, Ad, ... 2c
    deck = Deck(Options(), 3, (1, 2, 0), deck=order)
    third = deck.deal(3, [1, 2, 0])
    assert third.cards == [(51, 48, 45), (50, 47, 44), (49, 46, 43)]
    assert (third.burned, third.community, deck.stub) == (False, None, 43)
    fourth = deck.deal(4, [1, 0])                          # seat 2 folded
    assert (fourth.burned, fourth.burn, fourth.cards) == (True, 42, [(41,), (40,)])
    assert deck.stub == 40


def test_a_seeded_shuffle_is_the_same_for_the_same_seed():
    def deal_out(seed):
        deck = Deck(Options(burn_cards=False), 8, range(8), seed=seed)
        cards = [deck.deal(street, range(8)).cards for street in range(3, 8)]
        return cards, deck.stub
    first, stub = deal_out(5)
    assert deal_out(5) == (first, stub) and deal_out(6)[0] != first
    every = [code for street in first[:4] for codes in street for code in codes]
    assert sorted(every) == sorted(set(every)) and len(every) == 48
    assert first[4] == [] and stub == 3       # 4 cards left for 8: one community card


def test_cards_given_come_first_and_go_back_when_the_seat_folds():
    deck = Deck(Options(), 2, (0, 1), seed=1, cards={0: "As Ks Qs Js Ts", 1: [0, 1, 2]})
    assert deck.has_given
    third = deck.deal(3, [0, 1])
    assert third.cards == [(51, 47, 43), (0, 1, 2)]
    assert not {39, 35} & set(deck._pool)                  # Js, Ts kept for seat 0
    deck.give_back(0)                                      # seat 0 folds: stub cards again
    assert {39, 35} <= set(deck._pool) and not deck.has_given


@pytest.mark.parametrize(("options", "players", "stub", "burned", "plan"), [
    (Options(), 6, 7, 3, ("burn", False)),              # 7 cards: a burn and 6
    (Options(), 7, 7, 3, ("burn", True)),               # a burn, then 6 < 7: community
    (Options(), 8, 1, 3, ("none", True)),               # one card: no burn, community
    (Options(burn_cards=False), 8, 4, 0, ("none", True)),
    (Options(burn_cards=False), 7, 10, 0, ("none", False)),
    (Options(casino_stub_procedure=True), 7, 7, 3, ("scramble", False)),   # 7 + 3 >= 9
    (Options(casino_stub_procedure=True), 8, 4, 3, ("burn", True)),        # 3 or more
    (Options(casino_stub_procedure=True), 8, 1, 3, ("scramble", True)),    # step 4
])
def test_r16_the_plan_for_seventh_street(options, players, stub, burned, plan):
    """R16 worked by hand: the plan from the players left, the stub and the burns so far."""
    assert seventh_street_plan(options, players, stub, burned) == plan


def test_named_cards_are_checked_and_a_refusal_changes_nothing():
    deck = Deck(Options(), 2, (0, 1), seed=2)
    deck.deal(3, [0, 1], {0: [0, 1, 2], 1: [3, 4, 5]})
    before = copy.deepcopy(deck)
    for cards, reason in [({0: [2], 1: [9]}, "already been dealt"),
                          ({0: [8, 9], 1: [10]}, "1 card"),
                          ({0: [8]}, "no cards given for seat 1"),
                          ({0: [8], 1: [9], 2: [10]}, "not in the hand"),
                          ({0: ["Xx"], 1: [9]}, "cards of seat 0")]:
        with pytest.raises(IllegalActionError, match=reason):
            deck.check_street(4, [0, 1], [0, 1, 2, 3, 4, 5], cards, None)
        assert deck == before
    with pytest.raises(IllegalActionError, match="no community card on 4th street"):
        deck.check_street(4, [0, 1], [0, 1, 2, 3, 4, 5], None, "As")
    assert deck.check_street(4, [0, 1], [0, 1, 2, 3, 4, 5], {0: "As", 1: [9]}, None) == (
        {0: [51], 1: [9]}, None)


@pytest.mark.parametrize(("given", "error"), [
    ({"deck": list(range(51))}, "all 52 cards"),
    ({"deck": list(range(52)), "community": "As"}, "not both"),
    ({"cards": {0: "As Ks", 1: "As"}}, "given twice"),
    ({"cards": {0: "As Ks Qs Js Ts 9s 8s 7s"}}, "at most 7"),
    ({"cards": {2: "As"}}, "not dealt in"),
    ({"cards": {5: "As"}}, "not a seat"),
    ({"cards": {0: "As"}, "community": "As"}, "given twice"),
])
def test_cards_that_cannot_be_dealt_are_refused(given, error):
    with pytest.raises(ValueError, match=error):
        Deck(Options(), 3, (0, 1), seed=1, **given)


# --- H1: the reproducers of the attack ------------------------------------------------------


@pytest.mark.parametrize(("preset", "folds"), [(None, 2), ("pokerstars", 1), ("rrop", 2)])
def test_h1_a_community_card_given_and_not_needed_is_a_stub_card(preset, folds):
    """8 players, the community card given, folds on 3rd street: fewer players reach 7th street
    than a community card needs, so each gets his own card, and the card given for the middle
    is one of the stub's (before the fix the stub ran dry on the last player's 7th card)."""
    options = None if preset is None else Options.preset(preset)
    state = HandState([100] * 8, 1, 2, 5, community="As", seed=1, options=options)
    fold_early_then_call(state, folds)
    check_finished(state)
    assert state.community_card is None
    assert all(len(state.cards(seat)) == 7 for seat in state.live)


def test_h1_two_seats_given_seven_cards_eight_handed():
    """Two seats given all seven cards, 8 players checking down with burns: 24 + 3 x 8 cards
    and three burns leave one card, so 7th street is a community card (R16) and the two 7th
    cards given are stub cards. The shuffle alone (52 - 14 = 38 cards) cannot give the 39
    cards the other six seats and the burns need by 6th street: a 7th card given is burned
    or dealt instead (before the fix, the stub ran dry on 6th street)."""
    state = HandState([100] * 8, 1, 2, 5, cards={0: "As Ks Qs Js Ts 9s 8s",
                                                 1: "Ah Kh Qh Jh Th 9h 8h"}, seed=1)
    fold_early_then_call(state, 0)
    check_finished(state)
    assert state.community_card is not None
    assert " ".join(map(str, state.cards(0))) == "As Ks Qs Js Ts 9s"
    assert " ".join(map(str, state.cards(1))) == "Ah Kh Qh Jh Th 9h"


def community_can_be_needed(players: int, options: Options) -> bool:
    """R16 by hand, with every player in to 7th street (the fewest stub cards left): 6 cards
    each and 3 burns before it. Burns: 52 - 6n - 3 cards for a burn and n cards, short from 7
    players on. No burns: 52 - 6n for n, short only with 8. Casino procedure: the 3 burns
    come back, 52 - 6n for n + 2, short only with 8."""
    if options.casino_stub_procedure:
        return players == 8
    if options.burn_cards:
        return players >= 7
    return players == 8


@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("preset", [None, *PRESETS])
def test_h1_a_community_card_that_can_never_be_dealt_is_refused(players, preset):
    options = Options() if preset is None else Options.preset(preset)
    if community_can_be_needed(players, options):
        HandState([100] * players, 1, 2, 5, community="As", options=options, seed=1)
    else:
        with pytest.raises(ValueError, match="never"):
            HandState([100] * players, 1, 2, 5, community="As", options=options, seed=1)


# --- H1: the property --------------------------------------------------------------------


@st.composite
def preset_hands(draw: st.DrawFn) -> tuple[HandState | None, dict, Options, int]:
    """A hand with cards given in any of the three ways, any preset, 2 to 8 players (8 and 7
    more often: they are the ones that run short). None when the constructor refuses it."""
    players = draw(st.sampled_from([2, 3, 4, 5, 6, 7, 7, 8, 8, 8]))
    game = draw(st.sampled_from(GAMES))
    preset = draw(st.sampled_from([None, *PRESETS]))
    options = Options() if preset is None else Options.preset(preset, game)
    if draw(st.booleans()):
        options = Options(burn_cards=draw(st.booleans()))
    order = draw(st.permutations(range(52)))
    form = draw(st.sampled_from(["cards", "community", "both", "deck"]))
    stacks = draw(st.lists(st.sampled_from([1, 3, 12, 40, 200]), min_size=players,
                           max_size=players))
    given: dict = {}
    if form == "deck":
        given["deck"] = order
    else:
        used = 0
        if form in ("cards", "both"):
            cards = {}
            for seat in range(players):
                count = draw(st.sampled_from([0, 3, 6, 7, 7]) | st.integers(0, 7))
                cards[seat] = order[used:used + count]
                used += count
            given["cards"] = cards
        if form in ("community", "both") and used < 52:
            given["community"] = order[used]
    seed = draw(st.integers(0, 2**32))
    try:
        state = HandState(stacks, 1, 2, 5, game=game, options=options, seed=seed, **given)
    except ValueError:
        assert "community" in given and not community_can_be_needed(players, options)
        return None, given, options, seed
    assert "community" not in given or community_can_be_needed(players, options)
    return state, given, options, seed


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(preset_hands(), st.integers(0, 8), st.integers(0, 2**32))
def test_h1_every_hand_with_cards_given_ends_with_the_pots_paid(hand, folds, seed):
    """Random cards given (``cards=``, ``community=``, ``deck=``) x every preset x 2-8 players,
    random legal actions (or early folds and calls): every legal action is applied without
    an error, every hand ends with its pots paid and its chips conserved, no card is dealt
    twice, and each seat's cards of 3rd to 6th street are those it was given."""
    state, given, _, _ = hand
    if state is None:
        return
    rng = random.Random(seed)
    if rng.random() < 0.5:
        fold_early_then_call(state, folds)
    else:
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
    check_finished(state)
    deck = given.get("deck")
    for seat, chosen in (given.get("cards") or {}).items():
        own = [code for op in state.operations if isinstance(op, CardsDealt)
               and op.seat == seat for code in op.cards]
        known = min(len(own), len(chosen), 6)
        assert own[:known] == list(chosen[:known])
        if len(own) == 7 and len(chosen) == 7 and own[6] != chosen[6]:
            # A 7th card given that the stub needed first was dealt or burned elsewhere.
            assert chosen[6] in dealt_cards(state)
    if deck is not None and not any(isinstance(op, StubScrambled) for op in state.operations):
        cards = dealt_cards(state)         # dealt round by round, the first cards first
        assert set(cards) == set(deck[:len(cards)])
