"""The PHH action grammar for stud, both ways: an action's text to its parts, and back.

``d dh pN CARDS`` deals player N his cards of one street, ``d db CARD`` the community card;
``pN pb`` brings in, ``pN cbr X`` completes, bets or raises to X, ``pN cc`` checks or calls,
``pN f`` folds, ``pN sm CARDS`` shows and a bare ``pN sm`` mucks. ``#`` starts a commentary;
an empty action is a no-op. Unknown cards are ``??``. Players are numbered from 1 in the text
and from 0 in :class:`ParsedAction`.

>>> step = parse_action(3, "p2 cbr 10 # completes", players=3)
>>> step.verb, step.player, step.amount
('cbr', 1, 10)
>>> deal_hole(1, [None, None, 51]), wager(2, 10), muck(3)
('d dh p1 ????As', 'p2 cbr 10', 'p3 sm')
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from cstud import _core
from cstud.cards import format_cards
from cstud.game import BRING_IN, CALL, CHECK, FOLD, Action
from cstud.phh.errors import PHHError

Verb = Literal["dh", "db", "pb", "cbr", "cc", "f", "sm"]
"""The stud verbs: deal hole cards, deal the board card, bring in, complete/bet/raise to,
check/call, fold, show or muck."""

_PLAYER = re.compile(r"p([1-9][0-9]*)", re.ASCII)   # ASCII digits only: not "p²"
_AMOUNT = re.compile(r"[0-9]+(\.0*)?", re.ASCII)
_AMOUNT_DIGITS = 20                                  # far beyond any chip count; bounds int()


@dataclass(frozen=True, slots=True)
class ParsedAction:
    """One action of ``actions``: its index and text, the verb, the player (0-based; None for
    a dealer's community card), the cards (None for unknown ones) and the amount of a
    ``cbr``; ``shows`` tells a ``sm`` that shows (its cards, or None for ``sm -``, a show
    that does not say the cards) from a bare ``sm``, which mucks."""

    index: int
    text: str
    verb: Verb
    player: int | None
    cards: tuple[int | None, ...] | None = None
    amount: int | None = None
    shows: bool = False

    @property
    def by_dealer(self) -> bool:
        """A deal (``d dh``, ``d db``), not a player's action."""
        return self.verb in ("dh", "db")


def parse_action(index: int, text: str, players: int) -> ParsedAction | None:
    """The parts of one action (``index`` is its position in ``actions``, for errors), or
    None for a no-op or a bare commentary. Raises PHHError (kind ``malformed``)."""
    body = text.split("#", 1)[0].split()
    if not body:
        return None

    refuse = _Refuse(index, text)
    actor, *rest = body
    if not rest:
        raise refuse(f"no verb after {actor!r}")
    verb, *args = rest
    if actor == "d":
        if verb == "dh":
            if len(args) != 2:
                raise refuse("'d dh' takes a player and cards")
            return ParsedAction(index, text, "dh", _player(args[0], players, refuse),
                                _cards(args[1], refuse))
        if verb == "db":
            if len(args) != 1:
                raise refuse("'d db' takes the cards")
            return ParsedAction(index, text, "db", None, _cards(args[0], refuse))
        raise refuse(f"unknown dealer action {verb!r} (stud has 'dh' and 'db')")
    player = _player(actor, players, refuse)
    if verb in ("pb", "cc", "f"):
        if args:
            raise refuse(f"{verb!r} takes no argument")
        return ParsedAction(index, text, verb, player)       # type: ignore[arg-type]
    if verb == "cbr":
        if len(args) != 1:
            raise refuse("'cbr' takes one amount")
        return ParsedAction(index, text, "cbr", player, amount=_amount(args[0], refuse))
    if verb == "sm":
        if len(args) > 1:
            raise refuse("'sm' takes at most one group of cards")
        cards = None if not args or args[0] == "-" else _cards(args[0], refuse)
        return ParsedAction(index, text, "sm", player, cards, shows=bool(args))
    if verb == "sd":
        raise refuse("stud has no draws ('sd')")
    raise refuse(f"unknown action {verb!r}")


def _player(text: str, players: int, refuse: _Refuse) -> int:
    match = _PLAYER.fullmatch(text)
    if match is None or len(text) > 4:
        raise refuse(f"{text[:20]!r} is not a player (p1 to p{players})")
    number = int(match[1])
    if number > players:
        raise refuse(f"there is no player {text} (p1 to p{players})")
    return number - 1


def _amount(text: str, refuse: _Refuse) -> int:
    """A whole number of chips, written as an integer or an integral decimal (``10.0``)."""
    if _AMOUNT.fullmatch(text) is None:
        try:
            float(text)
        except ValueError:
            raise refuse(f"{text[:20]!r} is not an amount") from None
        raise refuse(f"chips are whole numbers written in digits, not {text[:20]}")
    digits = text.split(".", 1)[0]
    if len(digits) > _AMOUNT_DIGITS:
        raise PHHError(f"{digits[:10]}... ({len(digits)} digits) is beyond the chip limit",
                       kind="chip_limit", index=refuse.index, action=refuse.action)
    return int(digits)


def _cards(text: str, refuse: _Refuse) -> tuple[int | None, ...]:
    if len(text) % 2:
        raise refuse(f"{text[:40]!r} is not a list of two-character cards")
    out: list[int | None] = []
    for start in range(0, len(text), 2):
        token = text[start:start + 2]
        if token == "??":
            out.append(None)
            continue
        try:
            out.extend(_core.card_codes([token]))
        except ValueError as error:
            raise refuse(str(error)) from None
    return tuple(out)


class _Refuse:
    """Builds the PHHError of one action (a callable carrying where the action is)."""

    def __init__(self, index: int, action: str) -> None:
        self.index = index
        self.action = action

    def __call__(self, message: str) -> PHHError:
        return PHHError(message, index=self.index, action=self.action)


# --- writing ---------------------------------------------------------------------------------
# ``player`` is the PHH player number (1 for p1), or a name to write instead of "pN" (the
# site-history replay tells its errors with the players' names).


def cards_text(cards: Iterable[int | None]) -> str:
    """Cards as PHH writes them: ``AsKs9h``, ``??`` for an unknown card."""
    return "".join("??" if code is None else format_cards((code,)) for code in cards)


def _actor(player: int | str) -> str:
    return player if isinstance(player, str) else f"p{player}"


def deal_hole(player: int | str, cards: Iterable[int | None]) -> str:
    """``d dh pN CARDS``: a player's cards of one street."""
    return f"d dh {_actor(player)} {cards_text(cards)}"


def deal_board(card: int) -> str:
    """``d db CARD``: the community card."""
    return f"d db {cards_text((card,))}"


def bring_in(player: int | str) -> str:
    """``pN pb``."""
    return f"{_actor(player)} pb"


def wager(player: int | str, amount: int) -> str:
    """``pN cbr X``: completes, bets or raises to X chips (the player's total this street)."""
    return f"{_actor(player)} cbr {amount}"


def check_or_call(player: int | str) -> str:
    """``pN cc``."""
    return f"{_actor(player)} cc"


def fold(player: int | str) -> str:
    """``pN f``."""
    return f"{_actor(player)} f"


def show(player: int | str, cards: Iterable[int | None]) -> str:
    """``pN sm CARDS``: shows his cards (``??`` for those not tabled)."""
    return f"{_actor(player)} sm {cards_text(cards)}"


def muck(player: int | str) -> str:
    """``pN sm``: mucks."""
    return f"{_actor(player)} sm"


def engine_action(player: int | str, action: Action) -> str:
    """An engine action (:class:`cstud.game.Action`) as a PHH action of ``player``."""
    kind = action.kind
    if kind is FOLD:
        return fold(player)
    if kind is CHECK or kind is CALL:
        return check_or_call(player)
    if kind is BRING_IN:
        return bring_in(player)
    return wager(player, action.amount)
