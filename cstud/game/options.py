"""Rule options of the engine (RULES.md section 3), and presets that pick a consistent set.

Every field defaults to the project's default rule, so ``Options()`` plays RULES.md as written.
A preset is a named, documented set of choices: ``Options.preset("tda")``. Override single rules
with ``dataclasses.replace(options, field=value)`` or ``Options.preset("wsop", wsop_cap=False)``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Literal

from cstud import _core
from cstud.showdown import ODD_CHIP_RULES, Game, OddChipRule, Rake

GAMES = _core.GAMES
"""The games the engine plays: Seven Card Stud Hi/Lo (eight or better), Stud high, Razz."""

GAME_TITLES: dict[str, str] = {
    "stud8": "Seven Card Stud Hi/Lo, eight or better",
    "stud": "Seven Card Stud",
    "razz": "Razz (Seven Card Stud for the lowest hand)",
}
"""Each game's name for titles and headings."""

__all__ = ["GAMES", "GAME_TITLES", "PRESETS", "Game", "Options"]
HeadsUp = Literal["rrop", "wsop_la"] | None


@dataclass(frozen=True, slots=True)
class Options:
    """The house rules a hand is played under; each field names the rule it switches.

    The defaults are RULES.md's section 3 defaults.
    """

    open_pair_double_bet: bool = False
    """R11: on 4th street, an open pair lets anyone bet or raise the big bet (once big, all big).
    Stud high only in the casino rulebooks (RRoP, WSOP-LA 220); never in Razz."""

    tda_bringin_skip: bool = False
    """R7: when the low card is all-in on the ante, action starts at his left and each player
    may fold, bring in or complete (TDA RP-10-E, WSOP-LA 217). Default: the bring-in passes to
    the next player, who must post it (S000)."""

    wsop_cap: bool = False
    """R9: the bet (or completion) plus four raises, instead of plus three."""

    headsup_uncapped: HeadsUp = None
    """R9 heads-up: None = always capped; "rrop" = no cap while only two players who are not
    all-in remain and the cap was not reached with more; "wsop_la" = no cap if the betting
    round began with only two such players (WSOP-LA 127)."""

    full_bet_rule: bool = False
    """R10: the no-limit style rule for short all-ins (a short all-in never lets the next
    player "complete the wager"; only a full raise reopens the betting; every all-in raise
    counts toward the cap). Default: the limit half-bet rule."""

    suit_tiebreak_board: bool = False
    """R12: equal boards on 4th-7th street are separated by the suit of their highest card
    (TDA RP-10-D), instead of by position."""

    seat_order_show: bool = False
    """R17: with no bet on 7th street, the lowest seat number shows first (S000), instead of
    the best board (the player who acted first)."""

    casino_stub_procedure: bool = False
    """R16: when the stub is short on 7th street, use WSOP-LA 228 / TDA RP-10-H (scramble the
    burns back in when that suffices), instead of a community card at once. Needs burns."""

    odd_chip: OddChipRule = "tda"
    """R23b: who gets an odd chip among tied hands: "tda" (high card by suit in the five-card
    hand), "rrop" (all the player's cards; lowest card for the low) or "position"."""

    fold_without_bet: bool = False
    """R15: a player not facing a bet may fold (online sites allow it). Default: he must check,
    since that fold can never be better and TDA 58 penalises it."""

    burn_cards: bool = True
    """R4: burn one card before each of 4th to 7th street. Only matters for running out (R16)."""

    rake: int | Rake | None = None
    """R21: None, an exact number of chips (at most what the pots hold; for replaying a site's
    history), or a :class:`cstud.Rake` (percent, cap, no-drop)."""

    def __post_init__(self) -> None:
        for field in fields(self):
            value = getattr(self, field.name)
            if field.name in ("headsup_uncapped", "odd_chip", "rake"):
                continue
            if not isinstance(value, bool):
                raise TypeError(f"option {field.name} is True or False, not {value!r}")
        if self.headsup_uncapped not in (None, "rrop", "wsop_la"):
            raise ValueError(
                f"headsup_uncapped is None, 'rrop' or 'wsop_la', not {self.headsup_uncapped!r}")
        if self.odd_chip not in ODD_CHIP_RULES:
            *others, last = (repr(rule) for rule in ODD_CHIP_RULES)
            raise ValueError(f"odd_chip is {', '.join(others)} or {last}, not "
                             f"{self.odd_chip!r}")
        if self.casino_stub_procedure and not self.burn_cards:
            raise ValueError("casino_stub_procedure scrambles the burn cards: it needs "
                             "burn_cards=True (R16)")
        rake = self.rake
        if not (rake is None or isinstance(rake, Rake) or (
                isinstance(rake, int) and not isinstance(rake, bool) and rake >= 0)):
            raise ValueError(f"rake is None, a number of chips >= 0 or a Rake, not {rake!r}")

    @classmethod
    def preset(cls, name: str, game: str = "stud8", **overrides: Any) -> Options:
        """The options of a named rule set for a game, with optional overrides.

        ``"pokerstars"``, ``"888"``, ``"tda"``, ``"wsop"`` (WSOP Live-Action, the cash-game
        rules) and ``"rrop"`` (Robert's Rules of Poker); see :data:`PRESETS` for what each sets
        and why.

        >>> Options.preset("wsop", "stud").open_pair_double_bet
        True
        >>> Options.preset("wsop", "stud8").open_pair_double_bet
        False
        """
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}: one of {', '.join(GAMES)}")
        try:
            choices = dict(PRESETS[name])
        except KeyError:
            raise ValueError(f"unknown preset {name!r}: one of {', '.join(PRESETS)}") from None
        # A preset names the games in which its house allows the open-pair double bet.
        choices["open_pair_double_bet"] = game in choices["open_pair_double_bet"]
        choices.update(overrides)
        return cls(**choices)


_STUD_HIGH = frozenset({"stud"})
_NO_GAME: frozenset[str] = frozenset()

PRESETS: dict[str, dict[str, Any]] = {
    # Each preset's open_pair_double_bet is the set of games in which the house allows it
    # (R11); Options.preset turns it into True or False for the game asked for. Razz never
    # has it (R11), whatever the house.
    #
    # PokerStars (seeds S000, S003 and the PS pages of RULES.md section 0). S000 is taken as
    # PokerStars' rule where its two pages disagree (RULES.md section 5): no open-pair double
    # bet in Stud Hi/Lo, the bring-in passes on (S000 point 14), the lowest seat shows first
    # (S000 point 11). In Seven Card Stud the site allows the double bet: its histories print
    # "Pair on board - a double bet is allowed" on every 4th street with an open pair, and
    # players then bet the big bet (RULES.md section 6).
    # A community card, never a reshuffle (PS reshuffle page); the site does not say that it
    # burns, and with no burns only eight players reaching 7th street run short (S000 point
    # 15, S001 point 7). Folding in turn is allowed online. Rake is stake-dependent: set it.
    "pokerstars": dict(
        open_pair_double_bet=_STUD_HIGH, tda_bringin_skip=False, wsop_cap=False,
        headsup_uncapped=None, full_bet_rule=False, suit_tiebreak_board=False,
        seat_order_show=True, casino_stub_procedure=False, odd_chip="tda",
        fold_without_bet=True, burn_cards=False,
    ),
    # 888 (seed S002, its Stud Hi/Lo page): an open pair on 4th street allows the big bet in
    # Hi/Lo too, and once big all later bets are big (S002 point 5); a bet and three raises,
    # with no exception heads-up (point 12); a community card when the deck runs short (point
    # 9); "pass" is always offered online (the list of actions). Stud high is taken to allow
    # the double bet as every house that allows it in Hi/Lo does. The page says nothing of the
    # low card all-in on the ante, show order, equal boards, burns or odd chips: the defaults.
    "888": dict(
        open_pair_double_bet=frozenset({"stud", "stud8"}), tda_bringin_skip=False,
        wsop_cap=False, headsup_uncapped=None, full_bet_rule=False, suit_tiebreak_board=False,
        seat_order_show=False, casino_stub_procedure=False, odd_chip="tda",
        fold_without_bet=True, burn_cards=True,
    ),
    # Poker TDA 2024: the low card all-in on the ante lets action start at his left (RP-10-E);
    # the cap is the house's (bet + 3 here) and holds heads-up (48); half-bet rule (47-B);
    # equal boards by high card by suit (RP-10-D); the first actor shows first (17); the
    # burns are scrambled back when the stub runs short (RP-10-H); odd chips by suit in the
    # five-card hand (20); no open-pair double bet in any stud (RP-10-F); a fold with no bet
    # to face is binding and penalised (58), so the engine refuses it.
    "tda": dict(
        open_pair_double_bet=_NO_GAME, tda_bringin_skip=True, wsop_cap=False,
        headsup_uncapped=None, full_bet_rule=False, suit_tiebreak_board=True,
        seat_order_show=False, casino_stub_procedure=True, odd_chip="tda",
        fold_without_bet=False, burn_cards=True,
    ),
    # WSOP 2024 Live-Action (cash game) rules: bring-in all-in on the ante as TDA (217);
    # completion plus four raises (126), no cap if the round began heads-up (127); half-bet
    # rule (129); equal boards by position (215, 240); the first actor shows first; stub
    # procedure 228; odd chips by suit (149, 244); the open-pair double bet in Stud high (220)
    # but not in Hi/Lo (237).
    "wsop": dict(
        open_pair_double_bet=_STUD_HIGH, tda_bringin_skip=True, wsop_cap=True,
        headsup_uncapped="wsop_la", full_bet_rule=False, suit_tiebreak_board=False,
        seat_order_show=False, casino_stub_procedure=True, odd_chip="tda",
        fold_without_bet=False, burn_cards=True,
    ),
    # Robert's Rules of Poker: bet + 3 raises with 3 or more players, unlimited heads-up
    # (B&R rules 3-4); half-bet rule (B&R 6); equal boards by position (stud/8 section); the
    # player who acted first shows first (showdown 7); odd chips by suit over all cards
    # (Ties); the open-pair double bet in Stud high (stud rule 4), not in Hi/Lo. RRoP's own
    # rules on the all-in low card and on running out could not be read: the defaults apply.
    "rrop": dict(
        open_pair_double_bet=_STUD_HIGH, tda_bringin_skip=False, wsop_cap=False,
        headsup_uncapped="rrop", full_bet_rule=False, suit_tiebreak_board=False,
        seat_order_show=False, casino_stub_procedure=False, odd_chip="rrop",
        fold_without_bet=False, burn_cards=True,
    ),
}
"""The presets of :meth:`Options.preset`: each rule set's choices, with its sources above."""

