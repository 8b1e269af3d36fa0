"""PHH files written by pokerkit 0.7.7 replay in cstud.

pokerkit deals and plays random legal Stud, Stud/8 and Razz hands under casino rules (deep
stacks, as in test_pokerkit_oracle.py, so that no all-in rule where pokerkit departs from
the casino books comes in) and writes each as PHH; cstud must replay every file to the
stacks pokerkit reached. At the showdown the players show or muck at random, except that
the last live hand is never mucked (R17.4: it wins; pokerkit would let the pot vanish), so
that files where everyone else mucks and the winner then shows are common: cstud refused
them before ("this hand was not shown").

Odd chips: pokerkit gives them by position, so the comparison replays with odd_chip =
"position"; hands with a three-way tie are replayed but not compared (pokerkit gives a
whole remainder to one player, R23c).
"""

from __future__ import annotations

import random
import warnings

import pytest

from cstud.game import Options
from cstud.phh import HandHistory

pokerkit = pytest.importorskip("pokerkit")

GAMES = {
    "stud8": pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    "stud": pokerkit.FixedLimitSevenCardStud,
    "razz": pokerkit.FixedLimitRazz,
}
STAKES = [(1, 2, 5), (5, 10, 30), (2, 5, 15), (10, 25, 100)]
DEALING = (
    pokerkit.Automation.ANTE_POSTING,
    pokerkit.Automation.BET_COLLECTION,
    pokerkit.Automation.BLIND_OR_STRADDLE_POSTING,
    pokerkit.Automation.CARD_BURNING,
    pokerkit.Automation.HOLE_DEALING,
    pokerkit.Automation.BOARD_DEALING,
    pokerkit.Automation.HAND_KILLING,
    pokerkit.Automation.CHIPS_PUSHING,
    pokerkit.Automation.CHIPS_PULLING,
)


def pokerkit_hand(game: str, seed: int, automatic_showdown: bool) -> tuple[str, list[int]]:
    """One random hand played by pokerkit: its PHH text and the finishing stacks."""
    rng = random.Random(f"pokerkit phh {game} {seed}")
    players = rng.randint(2, 7)
    ante, bring_in, small = rng.choice(STAKES)
    automations = DEALING + ((pokerkit.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,)
                             if automatic_showdown else ())
    definition = GAMES[game](automations, True, ante, bring_in, small, 2 * small)
    state = definition([rng.randint(60, 200) * small for _ in range(players)], players)
    while state.status:
        if state.can_show_or_muck_hole_cards():
            last_live_hand = sum(state.statuses) == 1
            state.show_or_muck_hole_cards(last_live_hand or rng.random() < 0.5)
            continue
        moves = []
        if state.can_fold() and rng.random() < 0.15:
            moves.append(state.fold)
        if state.can_check_or_call():
            moves.append(state.check_or_call)
        if state.can_post_bring_in():
            moves.append(state.post_bring_in)
        if state.can_complete_bet_or_raise_to():
            moves.append(state.complete_bet_or_raise_to)
        rng.choice(moves or [state.fold])()
    text = pokerkit.HandHistory.from_game_state(definition, state).dumps()
    return text, list(state.stacks)


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("automatic_showdown", [False, True], ids=["players-show", "auto"])
def test_pokerkit_phh_files_replay_to_pokerkits_stacks(game, automatic_showdown):
    shown_after_mucks = compared = 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for seed in range(150):
            text, stacks = pokerkit_hand(game, seed, automatic_showdown)
            history = HandHistory.loads(text)
            where = f"{game} seed {seed}:\n{text}"
            replay = history.replay()                 # the PHH default rules: no error
            assert replay.state.is_over, where
            assert sum(replay.finishing_stacks) == sum(history.starting_stacks), where
            options = Options.preset("wsop", replay.state.game, odd_chip="position")
            replay = history.replay(options)
            actions = [action.split() for action in history.actions]
            showdown = [words for words in actions if words[1:2] == ["sm"]]
            if len(showdown) > 1 and all(len(words) == 2 for words in showdown[:-1]) \
                    and len(showdown[-1]) == 3:
                shown_after_mucks += 1
            settlement = replay.state.settlement
            assert settlement is not None, where
            if any(len(pot.high_winners) > 2 or len(pot.low_winners) > 2
                   for pot in settlement.pots):
                continue
            compared += 1
            assert replay.finishing_stacks == stacks, where
    assert compared >= 140
    if not automatic_showdown:
        assert shown_after_mucks >= 10      # the case this test is for is well covered
