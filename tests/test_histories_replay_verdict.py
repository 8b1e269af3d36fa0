"""replay_verdict (what the database stores of a site hand's replay) against replay_hand.

replay_verdict hands the engine the history's actions as parsed PHH actions, made directly
instead of written as PHH text and read back; these tests hold it to the text round trip:
the same parsed actions, and the same verdict and reason, on every hand of the test data and
on hands with an action taken out (most of which the engine refuses or pays differently).
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from cstud.histories import Hand, Verdict, read_histories, replay_hand
from cstud.histories.replay import _Converter, _Steps, replay_verdict, site_options
from cstud.phh.actions import parse_action

DATA = Path(__file__).parent / "data" / "hands"


def _hands() -> list[Hand]:
    return [hand for path in sorted(DATA.rglob("*")) if path.is_file() and path.suffix != ".csv"
            for hand in read_histories(path, strict=False) if isinstance(hand, Hand)]


HANDS = _hands()


def test_the_test_data_has_hands_of_every_verdict_shape():
    assert len(HANDS) > 50
    verdicts = {replay_verdict(hand)[0] for hand in HANDS}
    assert Verdict.AGREE in verdicts and len(verdicts) > 1


@pytest.mark.parametrize("index", range(len(HANDS)))
def test_the_parsed_actions_are_those_of_the_phh_text(index):
    hand = HANDS[index]
    _, options = site_options(hand)
    written = _Converter(hand, options)
    direct = _Steps(hand, options)
    try:
        written.stakes()
    except ValueError:
        with pytest.raises(ValueError):
            direct.stakes()
        return
    direct.stakes()
    try:
        written.write_actions()
    except ValueError as error:   # a showdown with no upcards shown (Everleaf's USD layout)
        with pytest.raises(ValueError, match=re.escape(str(error))):
            direct.write_actions()
        return
    direct.write_actions()
    players = len(hand.seats)
    parsed = [parse_action(number, text, players) for number, text in enumerate(written.actions)]
    assert [dataclasses.replace(step, text="") for step in parsed if step] == direct.steps


@pytest.mark.parametrize("index", range(len(HANDS)))
def test_the_verdict_and_reason_are_replay_hands(index):
    hand = HANDS[index]
    check = replay_hand(hand)
    assert replay_verdict(hand) == (check.verdict, check.reason)


def test_the_verdict_and_reason_are_replay_hands_with_an_action_taken_out():
    outcomes = set()
    unseen_upcards = 0
    for hand in HANDS:
        for position in range(len(hand.actions)):
            actions = hand.actions[:position] + hand.actions[position + 1:]
            changed = dataclasses.replace(hand, actions=actions)
            check = replay_hand(changed)
            assert replay_verdict(changed) == (check.verdict, check.reason)
            outcomes.add(check.verdict)
            # A live hand whose upcards the history never shows (its deal taken out) made
            # replay_hand raise IndexError (the showdown order's best board); now unjudged.
            if check.reason and "the history shows no upcards of" in check.reason:
                assert check.verdict == Verdict.UNJUDGED
                unseen_upcards += 1
    assert {Verdict.DIFFER, Verdict.UNJUDGED} <= outcomes
    assert unseen_upcards > 0


def _seat_mutations(hand: Hand):
    """Each seat in turn without chips, with a card unknown, with another seat's cards."""
    seats = list(hand.seats)
    for index, seat in enumerate(seats):
        other = seats[(index + 1) % len(seats)]
        unknown = tuple(None if at == 2 else card for at, card in enumerate(seat.cards))
        for changed in (dataclasses.replace(seat, stack=0),
                        dataclasses.replace(seat, cards=unknown),
                        dataclasses.replace(seat, cards=other.cards)):
            yield dataclasses.replace(hand, seats=type(hand.seats)(
                changed if at == index else kept for at, kept in enumerate(seats)))


def test_a_history_with_a_seat_changed_is_judged_never_a_crash():
    """Found by a fuzzer: a seat without chips made the PHH replay index past the engine's
    players (IndexError); a HandHistory is now held to the PHH reader's checks."""
    outcomes = set()
    for hand in HANDS:
        for changed in _seat_mutations(hand):
            check = replay_hand(changed)
            assert replay_verdict(changed) == (check.verdict, check.reason)
            outcomes.add(check.verdict)
    assert {Verdict.AGREE, Verdict.DIFFER, Verdict.UNJUDGED} <= outcomes
