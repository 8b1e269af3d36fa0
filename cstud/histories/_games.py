"""Which game a hand is, from the name its site gives it.

Every reader passes the game as its header writes it ("7 Card Stud Hi/Lo Limit", "8-Game (Razz
Limit, ...)", "7Stud H/L", "SEVEN_CARD_STUD", "Limit 2-7 Razz") to :func:`game_named`, which
says which of the engine's games it is (``cstud.game.GAMES``: ``"stud8"``, ``"stud"``,
``"razz"``) or, for a game the engine does not play, what to count it as. The names are
matched from the most particular to the least: deuce-to-seven razz and five-card stud before
razz and stud, the hi/lo split before Stud high; a mixed game's header holds only the name of
the game being played, so the rotation's name ("8-Game", "HORSE", "Triple Stud") is no game.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from cstud.showdown import Game


class GameName(NamedTuple):
    """What a header's game name says: ``game`` is the engine's game, or None for another
    game, which ``other`` names ("Hold'em", "Omaha", "2-7 Razz", "Five Card Stud", "Draw",
    else the site's own words)."""

    game: Game | None
    other: str | None


_TWO_SEVEN_RAZZ = re.compile(r"2-7 ?razz|deuce.to.seven razz", re.IGNORECASE)
_FIVE_CARD = re.compile(r"\b(?:5|five)[ _-]?cards?[ _-]?stud\b|\b5stud\b", re.IGNORECASE)
_RAZZ = re.compile(r"razz", re.IGNORECASE)
# "Hi/Lo", "Hi-Lo", "HiLo", "HiLow", "Hi Lo", "H/L", "HL", "Hi_Lo", "8 or better", "Stud8", "/8"
_HI_LO = re.compile(r"h(?:i(?:gh)?)?[ /_-]?l(?:o(?:w)?)?\b|eight or better|8 or better"
                    r"|stud ?/?8\b|\bo8\b", re.IGNORECASE)
# "Stud", and the names that leave the word out: "Seven Card Hi/Lo", "7CARD HiLo"
_STUD = re.compile(r"stud|seven cards?|7[ -]?cards?", re.IGNORECASE)
_OTHERS = (
    (re.compile(r"hold.?em|holdem", re.IGNORECASE), "Hold'em"),
    (re.compile(r"omaha|\bplo\b|courchevel", re.IGNORECASE), "Omaha"),
    (re.compile(r"badugi|draw|badeucey|badacey", re.IGNORECASE), "Draw"),
)


def game_named(name: str) -> GameName:
    """The game a site's name for it says (see the module's docstring).

    >>> game_named("7 Card Stud Hi/Lo Limit")
    GameName(game='stud8', other=None)
    >>> game_named("HORSE (Razz Limit, $0.04/$0.08)")
    GameName(game='razz', other=None)
    >>> game_named("8-Game (Hold'em Limit)")
    GameName(game=None, other="Hold'em")
    """
    if _TWO_SEVEN_RAZZ.search(name):
        return GameName(None, "2-7 Razz")
    if _FIVE_CARD.search(name):
        return GameName(None, "Five Card Stud")
    for pattern, other in _OTHERS:
        if pattern.search(name):
            return GameName(None, other)
    if _RAZZ.search(name):
        return GameName("razz", None)
    if _STUD.search(name):
        return GameName("stud8" if _HI_LO.search(name) else "stud", None)
    name = " ".join(name.split())
    return GameName(None, (name if len(name) <= 40 else name[:40] + "...") or "an unnamed game")


class OtherGame(NamedTuple):
    """A hand of a game the engine does not play, which the reader skips: the game (see
    :class:`GameName`) and the hand's first line."""

    game: str
    line: int
