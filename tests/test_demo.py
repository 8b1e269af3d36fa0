"""cstud demo: one hand told with its reasons. The checks read the text a person reads."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

import cstud
from cstud.bots import CallingStation, play_hand
from cstud.cli import main
from cstud.cli.demo import DEFAULT_SEED, NAMES, tell_demo, tell_hand
from cstud.game import CardsDealt, HandShown, HandState, Options, PlayerActed
from cstud.simulation import hand_facts

RANKS = "23456789TJQKA"


def _tell(**kwargs) -> tuple[HandState, str]:
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    state = tell_demo(console, **kwargs)
    return state, out.getvalue()


def _flat(text: str) -> str:
    """The text with line breaks and runs of spaces made single spaces."""
    return re.sub(r"\s+", " ", text)


def _door_cards(state: HandState) -> dict[int, str]:
    return {op.seat: str(cstud.Card(op.cards[2])) for op in state.operations
            if isinstance(op, CardsDealt) and op.street == 3}


def _expected_bring_in(doors: dict[int, str], game: str) -> int:
    """R5 by hand: the lowest door card by rank (ace high), clubs lowest; razz the highest
    (ace low, king high), spades highest."""
    def low_key(seat):
        card = doors[seat]
        return (RANKS.index(card[0]), "cdhs".index(card[1]))

    def razz_key(seat):
        card = doors[seat]
        return (("A" + RANKS[:-1]).index(card[0]), "cdhs".index(card[1]))

    if game == "razz":
        return max(doors, key=razz_key)
    return min(doors, key=low_key)


def test_the_default_demo_is_a_high_low_split_with_a_named_low():
    state, text = _tell()
    flat = _flat(text)
    facts = hand_facts(state)
    assert facts.showdown and facts.hi_lo_split and facts.side_pots >= 1
    assert "Seven Card Stud Hi/Lo" in text and f"seed {DEFAULT_SEED}" in flat
    # The bring-in and its reason.
    low = _expected_bring_in(_door_cards(state), "stud8")
    assert f"{NAMES[low]}'s" in flat and "is the lowest door card" in flat
    assert "the ace counting high" in flat and "(R5)" in flat
    assert f"So {NAMES[low]} must start the betting: bring in for 2 or complete" in flat
    # Who acts first on later streets, and why.
    assert "has the best board" in flat and "(R12" in flat
    # The showdown names every shown hand and its five cards, high and low.
    shown = {op.seat: op.cards for op in state.operations if isinstance(op, HandShown)}
    for cards in shown.values():
        five = cstud.best_five(cards)
        assert f"high: {cstud.describe_high(cards)} " in flat
        assert " ".join(str(card) for card in five.high) in flat
        if five.low:
            assert f"low: {cstud.describe_low(cards)} " in flat
    # Each pot's halves go to the players the settlement says, with the low named.
    main_pot = state.settlement.pots[0]
    high, low_winner = main_pot.high_winners[0], main_pot.low_winners[0]
    low_name = cstud.describe_low(shown[low_winner])
    assert low_name.endswith("low") and low_name != "No low"
    assert (f"The low half, {main_pot.low_half}, goes to {NAMES[low_winner]}: {low_name}."
            in flat)
    assert f"The high half, {main_pot.high_half}, goes to {NAMES[high]}: " in flat
    assert "Side pot 1 of" in flat and "side pots are awarded first" in flat
    if (main_pot.amount - main_pot.rake) % 2:
        assert "the odd chip of halving goes to the high half (R23a)" in flat
    # The result table balances.
    assert f"{sum(state.starting_stacks)} before, {sum(state.stacks)} after" in flat


@pytest.mark.parametrize("game", ["stud8", "stud", "razz"])
def test_any_seed_tells_the_bring_in_and_every_action(game):
    for seed in range(12):
        players = 2 + seed % 7
        state, text = _tell(seed=seed, players=players, game=game)
        flat = _flat(text)
        low = state.bring_in_seat
        assert low == _expected_bring_in(_door_cards(state), game)
        word = "highest" if game == "razz" else "lowest"
        assert f"{NAMES[low]}'s" in flat and f"is the {word} door card" in flat
        acted = [op for op in state.operations if isinstance(op, PlayerActed)]
        assert flat.count(" (pot ") == len(acted)
        for op in acted:
            assert NAMES[op.seat] in flat
        for seat in state.players:
            assert NAMES[seat] in text


def test_razz_showdown_names_razz_hands():
    for seed in range(40):
        state, text = _tell(seed=seed, game="razz")
        if len(state.live) > 1:
            break
    flat = _flat(text)
    shown = {op.seat: op.cards for op in state.operations if isinstance(op, HandShown)}
    for cards in shown.values():
        assert f"razz: {cstud.describe_razz(cards)}" in flat
    assert "high:" not in flat and "has the lowest board" in flat


def test_tell_hand_explains_ties_of_boards_and_the_community_card():
    options = Options(suit_tiebreak_board=False)
    found = {"tie": False, "community": False}
    for seed in range(300):
        state = HandState([100] * 8, 1, 2, 5, seed=seed, options=options)
        play_hand(state, [CallingStation()] * 8)
        out = io.StringIO()
        tell_hand(state, Console(file=out, width=100, color_system=None))
        flat = _flat(out.getvalue())
        if "the tie goes to the first of them clockwise from the dealer" in flat:
            found["tie"] = True
        if state.community_card is not None:
            assert "is dealt face up in the middle: it is every player's 7th card (R16)" in flat
            found["community"] = True
        if all(found.values()):
            break
    assert all(found.values()), found


def test_tell_hand_wants_a_finished_hand():
    with pytest.raises(ValueError, match="finished hand"):
        tell_hand(HandState([10, 10], 1, 2, 5, seed=1), Console(file=io.StringIO()))


def test_cli_demo(capsys):
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    assert "brings in" in out and "Showdown" in out and "low half" in out
    assert main(["demo", "--seed", "3", "--players", "8", "--game", "razz"]) == 0
    assert "Razz" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["demo", "--players", "1"])


def _told(state: HandState) -> str:
    out = io.StringIO()
    tell_hand(state, Console(file=out, width=100, color_system=None), NAMES[:state.seat_count])
    return _flat(out.getvalue())


def test_a_stack_that_covers_the_ante_exactly_is_not_a_short_ante():
    """R3: only a stack below the ante posts a short ante and plays for a side pot. Ada's one
    chip covers the ante of 1: she is all-in, in for every ante. With an ante of 2 she is
    short."""
    exact = HandState([1, 100, 100], 1, 2, 5, seed=3)
    play_hand(exact, [CallingStation()] * 3)
    assert exact.short_antes == ()
    text = _told(exact)
    assert "Ada has only" not in text and "Ada's chips just cover the ante" in text
    short = HandState([1, 100, 100], 2, 3, 6, seed=3)
    play_hand(short, [CallingStation()] * 3)
    assert short.short_antes == (0,)
    assert "Ada has only 1 for the ante" in _told(short)
