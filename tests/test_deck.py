"""The deck of a hand (R4, R16): dealing, burns, the stub, cards given in advance (``cards=``,
``community=``, ``deck=``), and finding H1 of the December attack: a stub that ran dry in the
middle of a hand when cards were given in advance."""

from __future__ import annotations

import random

import pytest
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
        if form in ("community", "both"):
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
