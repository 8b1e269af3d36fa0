"""Shared machinery for the site parsers: amounts, cards, and a hand builder that checks the
text as it goes (who may act, what a call costs, whose cards are whose).

Each site parser reads its own wording and feeds events to a :class:`HandBuilder`; the builder
turns them into a :class:`~cstud.histories.model.Hand` and raises a
:class:`~cstud.histories.model.HistoryError` naming the line for anything inconsistent. It
checks what the text itself proves (turn order, call amounts, stacks, duplicate cards); the
rules of the game (who brings in, who opens, the limits) are the engine's job in the replay.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal, InvalidOperation
from typing import Literal, TypeVar

from cstud.cards import Card
from cstud.game.actions import ActionKind
from cstud.histories.model import (
    Action,
    Award,
    Half,
    Hand,
    HistoryError,
    Seat,
    Stakes,
    Street,
)
from cstud.showdown import CHIP_LIMIT, CHIP_LIMIT_TEXT, Game

Unit = Literal["cent", "chip"]

# The small and big bets as a header writes them: "$0.10/$0.20", "40/80".
STAKES = re.compile(r"(?P<small>[$€£]?[\d.,]+)/(?P<big>[$€£]?[\d.,]+)")
_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?|\.\d+")
BRACKETED = re.compile(r"\[([^\]]*)\]")   # '[Ad 5s 8d]': group 1, the cards
_UNKNOWN_CARDS = {"?", "??", "x", "xx", "h", "-", "null", ""}
_QUOTE_LIMIT = 60


def quote(text: str) -> str:
    """Text for an error message: repr'd, and cut short when long (a damaged file may hold a
    line of megabytes)."""
    text = text.strip()
    if len(text) <= _QUOTE_LIMIT:
        return repr(text)
    return repr(text[:_QUOTE_LIMIT]) + f"... ({len(text):,} characters)"


_AMOUNTS: dict[tuple[str, Unit], int] = {}
"""Amount texts already read, by unit, and their value (only those read without an error):
a history repeats its stakes' few amounts on most lines."""
_AMOUNTS_LIMIT = 4096


def parse_amount(text: str, unit: Unit, line: int, where: HandBuilder | None = None) -> int:
    """An amount as the smallest unit: '$1,725.59' -> 172559 cents, '2500' -> 2500 chips.

    Currency signs and codes around the number are ignored. A cash amount with more than two
    decimals, a chip amount with any fraction, or an amount of ``CHIP_LIMIT`` (2**56) units or
    more (more than any hand can hold), is an error.
    """
    known = _AMOUNTS.get((text, unit))
    if known is not None:
        return known
    value = _read_amount(text, unit, line, where)
    if len(_AMOUNTS) < _AMOUNTS_LIMIT:
        _AMOUNTS[text, unit] = value
    return value


def _read_amount(text: str, unit: Unit, line: int, where: HandBuilder | None) -> int:
    found = _NUMBER.findall(text)
    if len(found) != 1:
        raise _error(where, f"{quote(text)} is not an amount", line)
    digits = found[0].replace(",", "")
    if len(digits.split(".")[0]) > 20:  # far beyond the limit: not worth the arithmetic
        raise _error(where, f"{quote(text)} is too large an amount (the limit is below "
                            f"{CHIP_LIMIT_TEXT} {unit}s)", line)
    try:
        value = Decimal(digits)
    except InvalidOperation:  # pragma: no cover - the pattern only admits valid decimals
        raise _error(where, f"{quote(text)} is not an amount", line) from None
    scaled = value * 100 if unit == "cent" else value
    if scaled != scaled.to_integral_value():
        raise _error(where, f"{quote(text)} is not a whole number of {unit}s", line)
    if scaled >= CHIP_LIMIT:   # no hand can hold it: settle's limit on one seat
        raise _error(where, f"{quote(text)} is too large an amount (the limit is below "
                            f"{CHIP_LIMIT_TEXT} {unit}s)", line)
    return int(scaled)


_WHOLE_NUMBER = re.compile(r"[0-9]{1,9}")


def parse_number(text: str, what: str, line: int, where: HandBuilder | None = None) -> int:
    """A small whole number written in ASCII digits: a seat, a pot's or an action's number."""
    if _WHOLE_NUMBER.fullmatch(text) is None:
        raise _error(where, f"{what} {quote(text)} is not a number of at most 9 digits", line)
    return int(text)


_CARD_TEXTS: dict[str, Card | None] = {}
"""Card texts already read, and what they are: a history names the same few dozen spellings
of its cards thousands of times. Only texts that were read without an error are kept."""
_CARD_TEXTS_LIMIT = 4096


def parse_card(text: str, line: int, where: HandBuilder | None = None) -> Card | None:
    """One card as sites write it ('As', 'Td', '10d'), or None for a hidden one ('X', 'H', '-')."""
    known = _CARD_TEXTS.get(text, _CARD_TEXTS)
    if known is not _CARD_TEXTS:
        return known  # type: ignore[return-value]
    token = text.strip().strip(",")
    if token.lower() in _UNKNOWN_CARDS:
        card: Card | None = None
    else:
        try:
            card = Card(token)
        except (ValueError, TypeError):
            raise _error(where, f"{quote(token)} is not a card", line) from None
    if len(_CARD_TEXTS) < _CARD_TEXTS_LIMIT:
        _CARD_TEXTS[text] = card
    return card


def parse_cards(text: str, line: int, where: HandBuilder | None = None) -> list[Card | None]:
    """Cards separated by spaces and/or commas: 'Ad 5s 8d', '8d, 8s, 4d', 'H H Js'."""
    # str.split() splits at the characters re's \s matches (str.isspace), as the pattern
    # [\s,]+ did.
    tokens = text.replace(",", " ").split()
    try:   # the spellings already read (nearly all of them)
        return [_CARD_TEXTS[token] for token in tokens]
    except KeyError:
        return [parse_card(token, line, where) for token in tokens]


_Read = TypeVar("_Read")


def guarded(parse: Callable[[], _Read], source: str, line: int) -> _Read | HistoryError:
    """One hand (or its header) read by ``parse()``: what it gives (the hand, another game),
    or the HistoryError that stopped it, so that one bad hand does not hide the others. A
    failure that no check foresaw is still reported for this hand alone, at its first line."""
    try:
        return parse()
    except HistoryError as error:
        return error
    except (ValueError, LookupError, TypeError, RecursionError) as error:
        return HistoryError(f"cannot read this hand ({type(error).__name__}: {error}); this is "
                            "a gap in cstud's parser, please report it", source=source, line=line)


def _error(where: HandBuilder | None, message: str, line: int) -> HistoryError:
    if where is None:
        return HistoryError(message, source="<text>", line=line)
    return where.error(message, line)


# ActionKind groups that HandBuilder.act tells apart, made once (act runs for every action).
_CHECK_OR_FOLD = (ActionKind.CHECK, ActionKind.FOLD)
_AGGRESSIVE = (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)

_Splitter = tuple[str | None, frozenset[str], tuple[tuple[str, str], ...]]
"""HandBuilder.split_player's way to find the name: (the separator, the names, ()) or
(None, the names, the (name, name + separator) pairs to try)."""


@dataclass(slots=True)
class _Player:
    number: int
    name: str
    stack: int
    ante: int = 0
    in_hand: bool = False
    put_in: int = 0  # whole hand, antes included
    street_total: int = 0
    folded: bool = False
    showed: bool = False
    mucked: bool = False
    cards: list[Card | None] = field(default_factory=list)
    received: int = 0  # cards dealt one at a time so far (deal_next)

    @property
    def all_in(self) -> bool:
        return self.in_hand and self.put_in >= self.stack

    @property
    def can_act(self) -> bool:
        return self.in_hand and not self.folded and not self.all_in


class HandBuilder:
    """Collects one hand's events in text order and checks them."""

    def __init__(self, *, site: str, hand_id: str, source: str, line: int, text: str,
                 unit: Unit, currency: str | None = None, tournament: str | None = None) -> None:
        self.site = site
        self.hand_id = hand_id
        self.source = source
        self.first_line = line
        self.text = text
        self.unit: Unit = unit
        self.currency = currency
        self.tournament = tournament
        self.table: str | None = None
        self.ante: int | None = None
        self.bring_in: int | None = None
        self.small_bet: int | None = None
        self.big_bet: int | None = None
        self.rake: int | None = None
        self.total_pot: int | None = None
        self.fixed_limit = True
        self.notes: list[str] = []   # see Hand.notes
        self.game: Game = "stud8"
        self._players: dict[str, _Player] = {}
        # Made when first needed after the seats are listed (see _sort_seats); None till then.
        self._names: tuple[str, ...] | None = None   # see names
        self._by_seat: tuple[_Player, ...] | None = None   # the players in seat order
        self._seat_numbers: set[int] = set()
        # split_player's way to find the name, by separators (see _splitter)
        self._prefixes: dict[tuple[str, ...], _Splitter] = {}
        self._order: list[_Player] | None = None     # the players dealt in, in seat order
        self._position: dict[str, int] = {}           # their places in _order, by name
        self._street: Street | None = None
        self._last_actor: str | None = None
        self._street_max = 0
        self._completed = False  # 3rd street: has the small bet been reached?
        self._actions: list[Action] = []
        self._returned: list[tuple[str, int]] = []
        self._awards: list[Award] = []
        self._stated_put_in: list[tuple[str, int, int]] = []
        self._stated_final: list[tuple[str, int, int]] = []

    # -- helpers for the parsers ---------------------------------------------------------------

    def error(self, message: str, line: int | None) -> HistoryError:
        return HistoryError(message, source=self.source, hand_id=self.hand_id, line=line)

    def amount(self, text: str, line: int) -> int:
        return parse_amount(text, self.unit, line, self)

    def cards(self, text: str, line: int) -> list[Card | None]:
        return parse_cards(text, line, self)

    def bracketed_cards(self, text: str, line: int) -> list[Card | None]:
        """The cards in the first [...] of the text: 'shows [Ad 5s 8d] (two pair)'."""
        match = BRACKETED.search(text)
        if match is None:
            raise self.error(f"no [cards] in {quote(text)}", line)
        return parse_cards(match[1], line, self)

    @property
    def street(self) -> Street | None:
        return self._street

    @property
    def names(self) -> tuple[str, ...]:
        """Seated players' names, longest first (for matching names that contain spaces)."""
        if self._names is None:
            self._sort_seats()
            assert self._names is not None
        return self._names

    def _sort_seats(self) -> tuple[_Player, ...]:
        """Make ``names`` and the players in seat order (once the seats are listed, rather
        than again after each seat) and return the latter."""
        self._names = tuple(sorted(self._players, key=len, reverse=True))
        by_seat = self._by_seat = tuple(sorted(self._players.values(), key=lambda p: p.number))
        return by_seat

    def split_player(self, text: str, separators: Sequence[str] = (" ",)) -> tuple[str, str] | None:
        """(player, rest) if the text starts with a seated player's name and a separator."""
        key = tuple(separators)
        splitter = self._prefixes.get(key)
        if splitter is None:
            splitter = self._prefixes[key] = self._splitter(key)
        separator, names, prefixes = splitter
        if separator is not None:
            name, found, rest = text.partition(separator)
            return (name, rest) if found and name in names else None
        for name, prefix in prefixes:
            if text.startswith(prefix):
                return name, text[len(prefix):]
        return None

    def _splitter(self, separators: tuple[str, ...]) -> _Splitter:
        """How split_player finds the name. With one separator that no name holds, even in
        part at its end (the first occurrence of the separator in name + separator is the
        one after the name), the name must be the text before the separator's first
        occurrence: one lookup. Else every (name, name + separator), longest name first, is
        tried in turn."""
        names = self.names
        if len(separators) == 1 and separators[0] and all(
                (name + separators[0]).find(separators[0]) == len(name) for name in names):
            return separators[0], frozenset(names), ()
        return None, frozenset(names), tuple((name, name + separator) for name in names
                                             for separator in separators)

    def player(self, name: str, line: int) -> _Player:
        try:
            return self._players[name]
        except KeyError:
            raise self.error(f"{quote(name)} is not seated at this table", line) from None

    def is_seated(self, name: str) -> bool:
        return name in self._players

    def folded_names(self) -> set[str]:
        return {p.name for p in self._players.values() if p.folded}

    # -- the hand's events, in order -----------------------------------------------------------

    def seat(self, number: int, name: str, stack: int, line: int) -> None:
        if name in self._players:
            raise self.error(f"{quote(name)} is seated twice", line)
        if number in self._seat_numbers:
            raise self.error(f"seat {number} is listed twice", line)
        self._seat_numbers.add(number)
        self._players[name] = _Player(number, name, stack)
        self._names = self._by_seat = None
        self._prefixes.clear()
        self._order = None

    def post_ante(self, name: str, amount: int, line: int) -> None:
        player = self.player(name, line)
        if self._street is not None:
            raise self.error(f"{name} posts an ante after the cards are dealt", line)
        if player.ante:
            raise self.error(f"{name} posts the ante twice", line)
        self._join(player, line)
        if amount > player.stack:
            raise self.error(f"{name} antes {amount} but has only {player.stack}", line)
        player.ante = player.put_in = amount
        if self.ante is None or amount > self.ante:
            self.ante = amount

    def start_street(self, street: Street, line: int) -> None:
        """A new street is dealt: the previous betting round must be over."""
        if self._street is not None:
            if street <= self._street:
                raise self.error(f"{street.label} comes after {self._street.label}", line)
            self._check_round_closed(line, f"{street.label} is dealt")
        elif street is not Street.THIRD:
            raise self.error(f"the hand starts at {street.label}", line)
        self._street = street
        self._last_actor = None
        self._street_max = 0
        for player in self._players.values():
            player.street_total = 0
            if player.in_hand and not player.folded:
                player.cards.extend([None] * (int(street) - len(player.cards)))

    def deal(self, name: str, cards: Sequence[Card | None], first_slot: int, line: int) -> None:
        """Cards dealt to a player, placed at slots first_slot, first_slot+1, ... of deal order
        (0-1 down, 2-5 up on 3rd to 6th street, 6 down)."""
        # self.player(name, line) and self._join(player, line), inlined for a seated player
        # already in the hand: this runs for every dealt line.
        player = self._players.get(name) or self.player(name, line)
        if self._street is None:
            self.start_street(Street.THIRD, line)
        if not player.in_hand:
            self._join(player, line)
        for offset, card in enumerate(cards):
            self._place(player, first_slot + offset, card, line)

    def deal_next(self, name: str, card: Card | None, line: int) -> None:
        """The player's next card, for sites that deal one card per line in deal order."""
        player = self.player(name, line)
        self.deal(name, [card], player.received, line)
        player.received += 1

    def act(self, name: str, kind: ActionKind, line: int, *, amount: int | None = None,
            total: int | None = None, all_in: bool = False) -> None:
        """A betting action. Give ``amount`` (chips added) or ``total`` (the street total after
        the action, "raises to"), whichever the site writes; checks and folds take neither."""
        if self._street is None:
            self.start_street(Street.THIRD, line)
        street = self._street
        assert street is not None
        # self.player(name, line) and self._join(player, line), inlined as in deal.
        player = self._players.get(name) or self.player(name, line)
        if not player.in_hand:
            self._join(player, line)
        self._check_turn(player, line)
        own = player.street_total
        if kind in _CHECK_OR_FOLD:
            if amount or (total is not None and total != own):
                raise self.error(f"{name} {kind}s with an amount", line)
            if kind is ActionKind.CHECK and own < self._street_max:
                raise self.error(
                    f"{name} checks facing a bet of {self._street_max - own}", line)
            added = 0
        else:
            if (amount is None) == (total is None):
                raise AssertionError("give the amount or the total")
            added = amount if amount is not None else total - own  # type: ignore[operator]
            if added <= 0:
                raise self.error(f"{name} {kind}s nothing", line)
            if added > player.stack - player.put_in:
                raise self.error(f"{name} puts in {added} but has only "
                                 f"{player.stack - player.put_in} left", line)
        new_total = own + added
        if kind is ActionKind.CALL:
            owed = min(self._street_max - own, player.stack - player.put_in)
            if owed <= 0:
                raise self.error(f"{name} calls with no bet to call", line)
            if added != owed:
                raise self.error(f"{name} calls {added} but owes {owed}", line)
        elif kind is ActionKind.BRING_IN:
            if street is not Street.THIRD or self._actions_on_street():
                raise self.error(f"{name} brings in, but the bring-in is the first action "
                                 "of 3rd street", line)
            if self.bring_in is None and player.put_in + added < player.stack:
                self.bring_in = added  # an all-in bring-in may be short of the stake
        elif kind in _AGGRESSIVE:
            if new_total <= self._street_max:
                raise self.error(f"{name} {kind}s to {new_total}, not above the "
                                 f"{self._street_max} already bet", line)
            kind = self._aggressive_kind(kind)
            short = player.put_in + added >= player.stack and (
                self.small_bet is None or new_total < self.small_bet)
            if kind is ActionKind.COMPLETE and not short:
                # A short all-in "completion" leaves the completion open to the others.
                self._completed = True
        player.put_in += added
        player.street_total = new_total
        if kind is ActionKind.FOLD:
            player.folded = True
        self._street_max = max(self._street_max, new_total)
        if all_in and not player.all_in:
            raise self.error(f"{name} is said to be all-in but has "
                             f"{player.stack - player.put_in} left", line)
        self._actions.append(Action(street, name, kind, added, new_total, player.all_in, line))
        self._last_actor = name

    def go_all_in(self, name: str, line: int, *, amount: int | None = None,
                  total: int | None = None) -> None:
        """An all-in written without saying whether it calls, bets or raises."""
        player = self.player(name, line)
        new_total = total if total is not None else player.street_total + (amount or 0)
        if new_total <= self._street_max:
            kind = ActionKind.CALL
        elif self._street is Street.THIRD and not self._completed:
            kind = ActionKind.COMPLETE if self._actions_on_street() else ActionKind.BRING_IN
        else:
            kind = ActionKind.BET if self._street_max == 0 else ActionKind.RAISE
        self.act(name, kind, line, amount=amount, total=total, all_in=True)

    def state_put_in(self, name: str, amount: int, line: int) -> None:
        """The site's own figure for what a player put in; checked when the hand is built."""
        self._stated_put_in.append((name, amount, line))

    def state_final_stack(self, name: str, amount: int, line: int) -> None:
        """The site's own figure for a player's stack after the hand; checked when built."""
        self._stated_final.append((name, amount, line))

    def return_uncalled(self, name: str, amount: int, line: int) -> None:
        """Chips given back to a player: no more than the part of his bet on the street
        (before the cards, of his ante) that nobody else matched."""
        uncalled = self.uncalled(name, line)
        if amount <= 0 or amount > uncalled:
            raise self.error(f"{amount} returned to {name}, but {name}'s uncalled bet is "
                             f"{uncalled}", line)
        self._returned.append((name, amount))

    def uncalled(self, name: str, line: int) -> int:
        """The part of the player's bet on the last street that was bet on that nobody else
        matched. Before the cards are dealt, it is the part of his ante over every other ante
        (the others all in on the ante for less).

        The last street bet on, not the current one: once a bet goes uncalled (the others
        folded or all in) nobody bets again, but the cards of the later streets may still be
        dealt to the players all in, and a site that says nothing of the return (KingsClub,
        Everleaf) lets its reader find it only after them."""
        player = self.player(name, line)
        if self._street is None:
            mine = player.put_in
            others = max((p.put_in for p in self._players.values()
                          if p is not player and p.in_hand), default=0)
            return max(0, mine - others)
        last_bet = next((action.street for action in reversed(self._actions) if action.amount),
                        self._street)
        if last_bet is self._street:
            mine = player.street_total
            others = max((p.street_total for p in self._players.values() if p is not player),
                         default=0)
        else:
            totals: dict[str, int] = {}
            for action in self._actions:
                if action.street is last_bet:
                    totals[action.player] = action.total
            mine = totals.get(name, 0)
            others = max((total for who, total in totals.items() if who != name), default=0)
        return max(0, mine - others)

    def final_stack(self, name: str, line: int) -> int:
        """The player's stack as the actions, awards and returned bets read so far leave it."""
        player = self.player(name, line)
        paid = sum(award.amount for award in self._awards if award.player == name)
        paid += sum(amount for who, amount in self._returned if who == name)
        return player.stack - player.put_in + paid

    def show(self, name: str, cards: Sequence[Card | None], line: int, *,
             mucked: bool = False) -> None:
        """A player's cards tabled (or revealed in a muck) at the end: in deal order where
        the site keeps it; cards already known are matched wherever they appear."""
        player = self.player(name, line)
        if not player.in_hand:
            raise self.error(f"{name} shows cards but was not dealt in", line)
        if len(cards) != len(player.cards):
            raise self.error(f"{name} shows {len(cards)} cards but holds {len(player.cards)}",
                             line)
        shown = [card for card in cards if card is not None]
        for card in player.cards:
            if card is not None and card not in shown:
                raise self.error(f"{name} shows {_text(cards)} without the {card!r} dealt "
                                 "to him", line)
        fresh = iter([card for card in shown if card not in player.cards])
        for slot, card in enumerate(player.cards):
            if card is None:
                player.cards[slot] = next(fresh, None)
        if mucked:
            player.mucked = True
        else:
            player.showed = True

    def muck(self, name: str, line: int) -> None:
        self.player(name, line).mucked = True

    def award(self, name: str, amount: int, line: int, *, pot: int | None = None,
              half: Half | None = None) -> None:
        player = self.player(name, line)
        if amount == 0:
            return  # "Collects: 0" in a summary
        if not player.in_hand:
            raise self.error(f"{name} is paid but was not dealt in", line)
        if player.folded:
            raise self.error(f"{name} is paid but folded", line)
        if amount < 0:
            raise self.error(f"{name} is paid a negative amount", line)
        self._awards.append(Award(name, amount, pot, half, line))

    def label_halves(self, name: str, high: int | None, low: int | None) -> None:
        """Label a player's single award with the halves a summary gives for it (sites that
        name the halves only in the summary). Leaves the award alone when it does not match."""
        mine = [i for i, award in enumerate(self._awards) if award.player == name]
        if len(mine) != 1 or self._awards[mine[0]].half is not None:
            return
        award = self._awards[mine[0]]
        if high and low and high + low == award.amount:
            self._awards[mine[0]:mine[0] + 1] = [replace(award, amount=high, half="high"),
                                                 replace(award, amount=low, half="low")]
        elif high and not low and high == award.amount:
            self._awards[mine[0]] = replace(award, half="high")
        elif low and not high and low == award.amount:
            self._awards[mine[0]] = replace(award, half="low")

    def label_unlabelled_as_high(self, pots: set[int | None]) -> None:
        """For sites that label only the low half: in a pot that had a low winner, the
        unlabelled awards are the high half."""
        self._awards = [replace(award, half="high")
                        if award.half is None and award.pot in pots else award
                        for award in self._awards]

    def build(self, line: int) -> Hand:
        """The finished hand; ``line`` is its last line."""
        if self._street is None:
            raise self.error("the hand is cut off before any card is dealt", line)
        if not self._awards:
            raise self.error("the hand is cut off: nobody is paid", line)
        live = [p for p in self._players.values() if p.in_hand and not p.folded]
        if len(live) > 1:
            self._check_round_closed(line, "the hand ends")
        self._check_distinct_cards(line)
        self._check_stated_totals()
        return Hand(
            site=self.site, hand_id=self.hand_id, source=self.source, line=self.first_line,
            unit=self.unit, currency=self.currency, tournament=self.tournament,
            table=self.table, stakes=self._stakes(),
            seats=tuple(
                Seat(p.number, p.name, p.stack, p.ante, tuple(p.cards), p.showed, p.mucked)
                for p in sorted(self._players.values(), key=lambda p: p.number) if p.in_hand),
            actions=tuple(self._actions), returned=tuple(self._returned),
            awards=tuple(self._awards), rake=self.rake, total_pot=self.total_pot,
            text=self.text, fixed_limit=self.fixed_limit, notes=tuple(self.notes),
            game=self.game)

    # -- checks --------------------------------------------------------------------------------

    def _join(self, player: _Player, line: int) -> None:
        if not player.in_hand:
            if self._actions:
                raise self.error(f"{player.name} joins the hand after the betting began", line)
            player.in_hand = True
            self._order = None
            if self._street is not None:
                player.cards.extend([None] * (int(self._street) - len(player.cards)))

    def _place(self, player: _Player, slot: int, card: Card | None, line: int) -> None:
        if not 0 <= slot < 7:
            raise self.error(f"card {slot + 1} dealt to {player.name}: a stud hand has 7", line)
        if slot >= len(player.cards):
            if player.folded:
                raise self.error(f"{player.name} is dealt a card after folding", line)
            raise self.error(f"{player.name} is dealt card {slot + 1} on "
                             f"{self._street.label if self._street else 'the deal'}", line)
        known = player.cards[slot]
        if card is None:
            return
        if known is not None and known != card:
            raise self.error(f"{player.name}'s card {slot + 1} is {known!r}, now {card!r}", line)
        player.cards[slot] = card

    def _check_turn(self, player: _Player, line: int) -> None:
        if player.folded:
            raise self.error(f"{player.name} acts after folding", line)
        if player.all_in:
            raise self.error(f"{player.name} acts after going all-in", line)
        live = 0
        by_seat = self._by_seat
        for other in self._sort_seats() if by_seat is None else by_seat:
            if other.in_hand and not other.folded:
                live += 1
                if live == 2:
                    break
        else:
            raise self.error(f"{player.name} acts after the hand is won", line)
        if self._last_actor is None:
            return
        expected = self._next_to_act(self._last_actor)
        if expected is not None and expected is not player:
            raise self.error(f"{player.name} acts out of turn: {expected.name} is next", line)

    def _next_to_act(self, after: str) -> _Player | None:
        order = self._order
        if order is None:   # players join only before the betting: made once a hand
            by_seat = self._by_seat
            order = self._order = [p for p in (self._sort_seats() if by_seat is None
                                               else by_seat) if p.in_hand]
            self._position = {p.name: index for index, p in enumerate(order)}
        start = self._position[after]
        for candidate in order[start + 1:] + order[:start + 1]:
            # candidate.can_act, inlined (every player in the order is dealt in):
            if not candidate.folded and candidate.put_in < candidate.stack:
                return candidate
        return None

    def _check_round_closed(self, line: int, event: str) -> None:
        live = [p for p in self._players.values() if p.in_hand and not p.folded]
        if len(live) < 2:
            raise self.error(f"{event} although only {live[0].name if live else 'nobody'} "
                             "is left in it", line)
        for p in live:
            if not p.all_in and p.street_total < self._street_max:
                assert self._street is not None
                raise self.error(
                    f"{event} while {p.name} still owes {self._street_max - p.street_total} "
                    f"on {self._street.label} (a cut or garbled hand?)", line)

    def _check_stated_totals(self) -> None:
        paid = dict.fromkeys(self._players, 0)
        for award in self._awards:
            paid[award.player] += award.amount
        for name, amount in self._returned:
            paid[name] += amount
        for name, amount, line in self._stated_put_in:
            player = self.player(name, line)
            if amount != player.put_in:
                raise self.error(f"the summary says {name} put in {amount}, the actions give "
                                 f"{player.put_in}", line)
        for name, amount, line in self._stated_final:
            player = self.player(name, line)
            final = player.stack - player.put_in + paid[name]
            if amount != final:
                raise self.error(f"the summary says {name} ends with {amount}, the actions "
                                 f"and awards give {final}", line)

    def _check_distinct_cards(self, line: int) -> None:
        seen: dict[int, str] = {}
        for p in self._players.values():
            for card in p.cards:
                if card is None:
                    continue
                if card in seen:
                    raise self.error(f"{card!r} is dealt to both {seen[card]} and {p.name}",
                                     line)
                seen[card] = p.name

    def _actions_on_street(self) -> bool:
        return bool(self._actions) and self._actions[-1].street == self._street

    def _aggressive_kind(self, kind: ActionKind) -> ActionKind:
        """A site's 'bets', 'raises' or 'completes', in casino terms (see ActionKind)."""
        if self._street is Street.THIRD and not self._completed:
            return ActionKind.COMPLETE
        return ActionKind.BET if self._street_max == 0 else ActionKind.RAISE

    def _stakes(self) -> Stakes:
        small, big = self.small_bet, self.big_bet
        for action in self._actions if self.fixed_limit else ():
            if action.kind is ActionKind.COMPLETE and not action.all_in and small is None:
                small = action.total
            elif action.kind is ActionKind.BET and not action.all_in:
                if action.street is Street.FOURTH and small is None:
                    small = action.total
                elif action.street >= Street.FIFTH and big is None:
                    big = action.total
        return Stakes(self.ante or 0, self.bring_in, small, big)


def _text(cards: Sequence[Card | None]) -> str:
    return "[" + " ".join("??" if c is None else repr(c) for c in cards) + "]"
