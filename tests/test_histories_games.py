"""Every game from every site: Stud, Razz and Stud Hi/Lo told apart from each hand's header,
the game carried to the money check, the replay and PHH, and the hands of other games
counted; the site presets' rules per game against the sites' own histories.

The site files under tests/data/hands/ are fpdb's regression-test files (AGPL-3.0; see
tests/data/README.md): test input only.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cstud.game import GAMES, PRESETS, Options
from cstud.histories._games import game_named
from cstud.phh import HandHistory, PHHError, replay_history

HANDS = Path(__file__).parent / "data" / "hands"
needs_hands = pytest.mark.skipif(not (HANDS / "index.csv").is_file(),
                                 reason="tests/data/hands/ is absent (the sdist leaves out "
                                        "the AGPL-3.0 site histories)")


# -- the presets' rules per game ------------------------------------------------------------------

def test_the_open_pair_double_bet_per_preset_and_game():
    allowed = {(name, game) for name in PRESETS for game in GAMES
               if Options.preset(name, game).open_pair_double_bet}
    # PokerStars, Full Tilt and iPoker print or play the double bet in Stud (RULES.md
    # section 6); 888's Hi/Lo page allows it there too (S002 point 5); the casino rulebooks
    # allow it in Stud high only; TDA never; Razz never.
    assert allowed == {("pokerstars", "stud"), ("888", "stud"), ("888", "stud8"),
                       ("wsop", "stud"), ("rrop", "stud")}


def test_the_888_preset_is_s002():
    options = Options.preset("888", "stud8")
    assert options.open_pair_double_bet          # S002 point 5
    assert not options.wsop_cap and options.headsup_uncapped is None   # a bet and 3 raises
    assert not options.casino_stub_procedure     # a community card (point 9)
    assert options.fold_without_bet


@needs_hands
def test_pokerstars_stud_open_pair_double_bet_replays():
    """PokerStars 99632512109 (an 8-Game tournament's Stud hand): on 4th street with an open
    pair, the site printed 'Pair on board - a double bet is allowed' and Hero bet 80 at
    40/80. The file's own _rules were written by the cstud that forbade it."""
    history = HandHistory.load(HANDS / "phh" / "stars_stud_open_pair.phh.toml")
    with pytest.raises(PHHError, match="to 80 is not allowed"):
        replay_history(history)
    replay = replay_history(history, Options.preset("pokerstars", "stud", rake=0))
    assert replay.state.is_over
    assert replay.finishing_stacks == history.finishing_stacks == [955, 2045]


# -- the game from the header ------------------------------------------------------------------

@pytest.mark.parametrize(("name", "game", "other"), [
    ("7 Card Stud Hi/Lo Limit ($0.04/$0.08 USD)", "stud8", None),            # PokerStars
    ("Razz Limit ($0.04/$0.08 USD)", "razz", None),
    ("8-Game (7 Card Stud Limit, $400/$800 USD)", "stud", None),
    ("Tournament #1, 100+9 8-Game (Razz Limit) - Level VI (40/80)", "razz", None),
    ("8-Game (Hold'em Limit, $400/$800 USD)", None, "Hold'em"),
    ("HORSE (Omaha Hi/Lo Limit, $1/$2)", None, "Omaha"),
    ("Triple Stud (7 Card Stud Hi/Lo Limit)", "stud8", None),
    ("Limit Stud H/L", "stud8", None), ("Limit Razz", "razz", None),         # Full Tilt
    ("Limit 2-7 Triple Draw", None, "Draw"),
    ("7Stud H/L(Fixed Limit)", "stud8", None),                              # ACR
    ("TBL#2027664 7CARD HiLo Fixed Limit", "stud8", None),                  # Bovada
    ("TBL#1178621 7CARD Fixed Limit", "stud", None),
    ("Seven Card Hi/Lo  Normal $0.02/$0.04", "stud8", None),               # Absolute
    ("SEVEN_CARD_STUD_HI_LO", "stud8", None), ("SEVEN_CARD_STUD", "stud", None),  # OnGame
    ("Limit Seven Card Stud Hi-Lo", "stud8", None), ("Limit 2-7 Razz", None, "2-7 Razz"),
    ("7-Card Stud Hi/Lo fixed limit (5€/25€/50€)", "stud8", None),        # Winamax
    ("Seven Cards Stud HiLow", "stud8", None), ("Seven Cards Stud", "stud", None),  # Winning
    ("5 Card Stud Limit", None, "Five Card Stud"),
])
def test_the_game_is_told_from_the_name_a_header_gives_it(name, game, other):
    assert game_named(name) == (game, other)
