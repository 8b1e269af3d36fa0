"""The data model of a site hand history: one stud hand as the site wrote it.

Every amount is an int in the smallest unit of the game: cents for cash games (``$0.04`` is
``4``, ``1,725.59`` is ``172559``) and chips for tournaments and play-money games. Cards are
:class:`cstud.Card` objects, or ``None`` where the history does not reveal them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Literal

from cstud.cards import Card
from cstud.game.actions import STREET_NAMES, ActionKind
from cstud.showdown import Game

Half = Literal["high", "low"]


class Street(IntEnum):
    """The five betting rounds, numbered as players name them."""

    THIRD = 3
    FOURTH = 4
    FIFTH = 5
    SIXTH = 6
    SEVENTH = 7

    @property
    def label(self) -> str:
        """'3rd street', '4th street', ... '7th street' (the engine's names)."""
        return STREET_NAMES[self.value]


@dataclass(frozen=True, slots=True)
class Action:
    """One betting action.

    ``kind`` is the engine's :class:`cstud.ActionKind`, in casino terms rather than the
    site's wording: a site may write a completion as "bets", "raises ... to" or "completes",
    and here it is always COMPLETE (the first full small bet of 3rd street, made by the
    bring-in player instead of bringing in, or by a later player over the bring-in). A site
    action is never SHOW or MUCK: the seats' cards say what was shown. ``amount`` is what the
    action added to the pot; ``total`` is the player's whole wager on this street after it
    (the "raise to" figure), antes excluded.
    """

    street: Street
    player: str
    kind: ActionKind
    amount: int
    total: int
    all_in: bool
    line: int


@dataclass(frozen=True, slots=True)
class Seat:
    """A player dealt into the hand.

    ``cards`` are in the order they were dealt: two down, four up (3rd to 6th street), one
    down (7th street), as many as the player received; ``None`` marks a card the history does
    not reveal. ``showed`` is true when the player's cards were tabled at the end of the hand;
    ``mucked`` when the history says the player gave up his hand at the showdown.
    """

    number: int
    player: str
    stack: int
    ante: int
    cards: tuple[Card | None, ...]
    showed: bool = False
    mucked: bool = False

    @property
    def known_cards(self) -> tuple[Card, ...]:
        """The cards the history reveals, in deal order."""
        return tuple(card for card in self.cards if card is not None)


@dataclass(frozen=True, slots=True)
class Award:
    """One line where the site paid a player ("collected", "wins", "Hand result").

    ``pot`` is 0 for the main pot and k for the k-th side pot, or None when the site does not
    say which pot; ``half`` is "high" or "low" when the site labels the share, else None.
    """

    player: str
    amount: int
    pot: int | None
    half: Half | None
    line: int


@dataclass(frozen=True, slots=True)
class Stakes:
    """The betting structure. ``bring_in`` is None when no bring-in was posted and the site
    does not state it (the bring-in player completed instead); the bets are None when the
    site states neither and the hand never showed them."""

    ante: int
    bring_in: int | None
    small_bet: int | None
    big_bet: int | None


@dataclass(frozen=True, slots=True)
class Hand:
    """One hand of Seven Card Stud Hi/Lo, Stud or Razz from a site's history.

    ``seats`` holds the players dealt in, in seat order (clockwise). ``returned`` lists the
    uncalled bets the site says it gave back; ``awards`` every amount it paid from the pots.
    ``rake`` is the total the site says it kept (rake plus any jackpot fee), or None when the
    history does not state it. ``text`` is the hand exactly as it appears in the file.
    ``fixed_limit`` is False for the rare no-limit or pot-limit Stud Hi/Lo game. ``notes`` says
    where the reader judged the hand from its actions over a figure of the site's that they
    contradict (the money check repeats them). ``game`` is the engine's name of the game
    (:data:`cstud.game.GAMES`: "stud8", "stud" or "razz"), as the hand's header names it.
    """

    site: str
    hand_id: str
    source: str
    line: int
    unit: Literal["cent", "chip"]
    currency: str | None
    tournament: str | None
    table: str | None
    stakes: Stakes
    seats: tuple[Seat, ...]
    actions: tuple[Action, ...]
    returned: tuple[tuple[str, int], ...]
    awards: tuple[Award, ...]
    rake: int | None
    total_pot: int | None
    text: str = field(repr=False)
    fixed_limit: bool = True
    notes: tuple[str, ...] = ()
    game: Game = "stud8"

    @property
    def players(self) -> tuple[str, ...]:
        """Player names in seat order."""
        return tuple(seat.player for seat in self.seats)

    def seat(self, player: str) -> Seat:
        """The seat of a player, by name."""
        for seat in self.seats:
            if seat.player == player:
                return seat
        raise KeyError(player)

    @property
    def contributions(self) -> tuple[int, ...]:
        """What each seat put in, antes included and uncalled bets not deducted, seat order."""
        put_in = {seat.player: seat.ante for seat in self.seats}
        for action in self.actions:
            put_in[action.player] += action.amount
        return tuple(put_in[seat.player] for seat in self.seats)

    @property
    def folded(self) -> frozenset[str]:
        """Players who folded."""
        return frozenset(a.player for a in self.actions if a.kind is ActionKind.FOLD)

    @property
    def last_street(self) -> Street:
        """The last street that was dealt (as far as the history shows)."""
        dealt = max((len(seat.cards) for seat in self.seats), default=3)
        acted = max((a.street for a in self.actions), default=Street.THIRD)
        return max(Street(max(3, min(dealt, 7))), acted)

    @property
    def rake_taken(self) -> int:
        """The rake the site took: :attr:`rake` when the history states it, else what the
        site kept of what was put in (contributions less :attr:`paid`, never below 0: a site
        that paid out more than went in kept nothing, and the money check says so)."""
        if self.rake is not None:
            return self.rake
        return max(0, sum(self.contributions) - sum(self.paid.values()))

    @property
    def paid(self) -> dict[str, int]:
        """What the site gave each player: its awards plus the uncalled bets it returned."""
        paid = dict.fromkeys(self.players, 0)
        for award in self.awards:
            paid[award.player] += award.amount
        for player, amount in self.returned:
            paid[player] += amount
        return paid


class HistoryError(ValueError):
    """A hand history that cannot be read: names the file, the hand and the line."""

    def __init__(self, message: str, *, source: str, hand_id: str | None = None,
                 line: int | None = None) -> None:
        self.message = message
        self.source = source
        self.hand_id = hand_id
        self.line = line
        where = source
        if hand_id is not None:
            where += f", hand {hand_id}"
        if line is not None:
            where += f", line {line}"
        super().__init__(f"{where}: {message}")
