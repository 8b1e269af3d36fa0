"""The site readers on the real hands of the second outside check: one test per reader
finding, each from its reproducer in tests/data/hands/reproducers/ (see its README for the
source, the licence and what was changed in each), plus the layouts added since.

Expected amounts are read off the history text by hand, quoted in comments."""

from __future__ import annotations

from pathlib import Path

import pytest

from cstud.histories import (
    ActionKind,
    Hand,
    HistoryError,
    Stakes,
    Street,
    Verdict,
    check_money,
    parse_histories,
    read_histories,
    replay_hand,
)

HANDS = Path(__file__).parent / "data" / "hands"
REPRODUCERS = HANDS / "reproducers"
if not REPRODUCERS.is_dir():     # the sdist leaves tests/data/hands out (MANIFEST.in)
    pytest.skip("tests/data/hands/ is absent (AGPL-3.0 test data, not in the sdist)",
                allow_module_level=True)


def read(name: str) -> list[Hand | HistoryError]:
    return read_histories(REPRODUCERS / name, strict=False)


def agreed(name: str) -> list[Hand]:
    """Every hand of the file, each read and agreeing on the money and in the replay."""
    hands = read(name)
    assert hands
    for hand in hands:
        assert isinstance(hand, Hand), hand
        money = check_money(hand)
        assert money.verdict is Verdict.AGREE, (hand.hand_id, money.differences, money.reason)
        replay = replay_hand(hand)
        assert replay.verdict is Verdict.AGREE, (hand.hand_id, replay)
    return hands  # type: ignore[return-value]


def test_acr_pot_won_without_a_showdown_is_paid_from_the_summary():
    (hand,) = agreed("acr/no_showdown.txt")
    # "Uncalled bet ($0.08) returned to Player2", "Seat 7: Player2 did not show and won $0.36"
    assert hand.paid == {"Hero": 0, "Player0": 0, "Player1": 0, "Player2": 44, "Player3": 0}
    assert hand.rake == 1


def test_partypoker_pot_won_without_a_showdown():
    (hand,) = agreed("partypoker/no_showdown.txt")
    # "Player8 wins $13.20 USD": the pot (13.80, the uncalled $1 river bet in it) less the
    # rake, which PartyPoker does not state
    (award,) = hand.awards
    assert (award.player, award.amount, award.pot) == ("Player8", 1320, None)


PARTY = HANDS / "partypoker" / "7-StudHL-USD-10-20.201202.wins.lo.pot.studhilo.txt"


@pytest.mark.parametrize("edit", [
    lambda text: "\0" + text,                                   # as fpdb kept one file
    lambda text: "\0" + text.replace("\n", "\n\0", 5),
    lambda text: text.split("\n", 2)[2],                        # no "Game #N starts." line
    lambda text: text + "\n\n" + text.split("\n", 2)[2],        # one hand of each
], ids=["nul-first", "nul-in-lines", "game-no-first", "both-starts"])
def test_partypoker_files_with_nul_bytes_or_starting_at_game_no(edit):
    text = PARTY.read_text(encoding="utf-8")
    edited = edit(text)
    hands = parse_histories(edited, strict=False)
    assert [hand.hand_id for hand in hands if isinstance(hand, Hand)] == \
        ["11480841734"] * edited.count("#Game No :")
    assert all(check_money(hand).verdict is Verdict.AGREE for hand in hands)
    assert hands[0].line == 1


def test_partypoker_tournament_export_layout():
    path = REPRODUCERS / "partypoker" / "7-Stud-USD-MTT-6.00-201205.txt"
    text = path.read_text(encoding="utf-8")
    # The hand is Seven Card Stud; read as Stud Hi/Lo it pays the same (Player6's straight,
    # Four to Eight, also makes the only low: 7-6-5-4-A).
    (hand,) = parse_histories(text.replace("7 Card Stud $6", "7 Card Stud Hi-Lo $6"))
    assert (hand.unit, hand.currency, hand.tournament) == ("chip", None, "69784932")
    # "Stakes-Antes(60/120-10)", "Player4 bring-ins [20]"
    assert hand.stakes == Stakes(ante=10, bring_in=20, small_bet=60, big_bet=120)
    # "Player4 double bets [120]" on 4th street with an open pair
    first = next(a for a in hand.actions if a.street is Street.FOURTH)
    assert (first.player, first.kind, first.total) == ("Player4", ActionKind.BET, 120)
    # "Player6 wins 2,560 chips from the main pot"
    (award,) = hand.awards
    assert (award.player, award.amount, award.pot) == ("Player6", 2560, 0)
    assert check_money(hand).verdict is Verdict.AGREE
