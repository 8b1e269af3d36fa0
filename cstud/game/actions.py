"""What players can do (Action) and what happened (the operations of a hand's log).

All are small immutable tuples: cheap to make on every step of a simulation, easy to compare,
to print and to turn into JSON (``op._asdict()``). The log, ``HandState.operations``, is the
hand history: the PHH writer reads nothing else.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from cstud.cards import format_cards
from cstud.showdown import PotResult


class ActionKind(StrEnum):
    """The kinds of player actions; str-valued, so they print and serialise as words."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BRING_IN = "bring_in"
    COMPLETE = "complete"
    BET = "bet"
    RAISE = "raise"
    SHOW = "show"
    MUCK = "muck"


FOLD, CHECK, CALL, BRING_IN, COMPLETE, BET, RAISE, SHOW, MUCK = ActionKind
WAGERS = frozenset((COMPLETE, BET, RAISE))
"""Kinds that raise the amount to call: the completion, a bet, a raise (R8, R15)."""

STREET_NAMES = {3: "3rd street", 4: "4th street", 5: "5th street", 6: "6th street",
                7: "7th street"}
"""The streets by number, as players name them (logs, messages, PHH comments, the CLI)."""


class IllegalActionError(ValueError):
    """An action (or a deal) that the rules do not allow now; the message says why.

    The state is left exactly as it was.
    """


class Action(NamedTuple):
    """One legal action, e.g. ``Action(RAISE, 20)`` "raise to 20".

    ``amount`` is the player's total wager on this street after the action ("raise to", "call
    to"); 0 for fold, check, show and muck. ``all_in`` and ``chips`` (what leaves his stack)
    are filled in by :meth:`HandState.legal_actions`; when applying an action only ``kind``
    and ``amount`` are compared, so ``Action(RAISE, 20)`` is enough.
    """

    kind: ActionKind
    amount: int = 0
    all_in: bool = False
    chips: int = 0

    def __str__(self) -> str:
        kind = self.kind
        if kind is FOLD or kind is CHECK or kind is SHOW or kind is MUCK:
            text = kind.value
        elif kind is CALL:
            text = f"call {self.amount}"
        elif kind is BRING_IN:
            text = f"bring in for {self.amount}"
        elif kind is COMPLETE:
            text = f"complete to {self.amount}"
        elif kind is BET:
            text = f"bet {self.amount}"
        else:
            text = f"raise to {self.amount}"
        return text + " (all-in)" if self.all_in else text


# --- The operations log ---------------------------------------------------------------------
# One record per thing that happened, in order. Seats are table seats (0-based).


class AntePosted(NamedTuple):
    """R3: a player put in his ante (all of his stack if that was less)."""

    seat: int
    amount: int
    all_in: bool

    def __str__(self) -> str:
        return f"seat {self.seat} antes {self.amount}" + (" (all-in)" if self.all_in else "")


class CardsDealt(NamedTuple):
    """R4, R11, R13, R14: a player's cards of one street, and which of them are face up."""

    seat: int
    street: int
    cards: tuple[int, ...]
    face_up: tuple[bool, ...]

    def __str__(self) -> str:
        shown = " ".join(format_cards((card,)) if up else f"[{format_cards((card,))}]"
                         for card, up in zip(self.cards, self.face_up, strict=True))
        return f"street {self.street}: seat {self.seat} is dealt {shown}"


class CardBurned(NamedTuple):
    """R4: a card burned before a street (None when it was not identified, as in a replay)."""

    street: int
    card: int | None

    def __str__(self) -> str:
        card = "a card" if self.card is None else f"[{format_cards((self.card,))}]"
        return f"street {self.street}: burn {card}"


class StubScrambled(NamedTuple):
    """R16 casino procedure: the stub and the burns are scrambled together."""

    street: int
    cards: int

    def __str__(self) -> str:
        return f"street {self.street}: the stub and the burns are scrambled ({self.cards} cards)"


class CommunityCardDealt(NamedTuple):
    """R16: one card face up in the centre, every live player's 7th card."""

    street: int
    card: int

    def __str__(self) -> str:
        return f"street {self.street}: community card {format_cards((self.card,))}"


class PlayerActed(NamedTuple):
    """A betting action (R5-R15) with its amounts."""

    seat: int
    street: int
    action: Action

    def __str__(self) -> str:
        return f"street {self.street}: seat {self.seat}: {self.action}"


class UncalledBetReturned(NamedTuple):
    """R15: the part of a bet nobody called goes back to its owner."""

    seat: int
    amount: int

    def __str__(self) -> str:
        return f"{self.amount} uncalled returned to seat {self.seat}"


class HandShown(NamedTuple):
    """R17: a player tables his cards (all_in: turned up because betting is over, R17.3)."""

    seat: int
    cards: tuple[int, ...]
    all_in: bool = False

    def __str__(self) -> str:
        how = " (all-in, turned up)" if self.all_in else ""
        return f"seat {self.seat} shows {format_cards(self.cards)}{how}"


class HandMucked(NamedTuple):
    """R17.4: a player gives up his claim to the pot without showing."""

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} mucks"


class PotAwarded(NamedTuple):
    """R20-R23: one pot (``pot`` 0 is the main pot) and who got what from it (``shares``, per
    seat), with settle's full account of it (winners of each half, odd chips, half_shares)."""

    pot: int
    amount: int
    shares: tuple[int, ...]
    account: PotResult

    def __str__(self) -> str:
        name = "main pot" if self.pot == 0 else f"side pot {self.pot}"
        won = ", ".join(f"seat {seat} {chips}" for seat, chips in enumerate(self.shares) if chips)
        return f"{name} of {self.amount}: {won}"


class RakeTaken(NamedTuple):
    """R21: the house's rake for the hand."""

    amount: int

    def __str__(self) -> str:
        return f"rake {self.amount}"


Operation = (AntePosted | CardsDealt | CardBurned | StubScrambled | CommunityCardDealt
             | PlayerActed | UncalledBetReturned | HandShown | HandMucked | PotAwarded
             | RakeTaken)
"""Any record of the operations log."""
