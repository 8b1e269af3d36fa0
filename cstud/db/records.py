"""One hand as the database stores it, made from a site history or from a PHH hand.

Both sources become the same :class:`HandRecord`: the hand's header, its seats (as known:
cards the source does not reveal are ``None``), its betting actions in order and the amounts
the pots paid, with the results of cstud's own checks. A site hand keeps the site's money
(what each player put in and was paid, to the cent); a PHH hand is replayed through the engine
(:meth:`cstud.phh.HandHistory.replay`), and its money is the engine's.

Action kinds are :class:`cstud.ActionKind` values (``"bring_in"``, ``"complete"``,
``"bet"``, ``"raise"``, ``"call"``, ``"check"``, ``"fold"``), whichever the source; seats are
numbered 0.. in the order the source lists the players (a site's seat order; PHH's p1..pN).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from cstud.cards import Card, card
from cstud.game import HandMucked as EngineMucked
from cstud.game import HandShown, PlayerActed, PotAwarded, RakeTaken, UncalledBetReturned
from cstud.histories import ActionKind, Hand, MoneyCheck, ReplayCheck, Street, Verdict
from cstud.phh import HandHistory, Replay
from cstud.showdown import Settlement

UNKNOWN_CARD = "??"
"""A card the source does not reveal, in the ``cards`` text of a seat."""

# Plain texts, looked up rather than read from the enums hand after hand (much faster).
_KIND_TEXT = {kind: str(kind.value) for kind in ActionKind}
_CARD_TEXT = tuple(repr(card(code)) for code in range(52))
_STREET_NUMBER = {street: int(street) for street in Street}
_FOLD = _KIND_TEXT[ActionKind.FOLD]


# The per-seat, per-action and per-award records are named tuples rather than frozen
# dataclasses: as immutable and as typed, and made five times faster (an import makes about
# twenty of them a hand).


class SeatRecord(NamedTuple):
    """One player dealt in. ``cards`` in deal order (two down, four up, one down), ``None``
    where unknown; ``put_in`` antes and every chip wagered (uncalled bets not deducted);
    ``won`` what the pots paid him; ``returned`` his uncalled bets given back. ``high_result``
    and ``low_result`` say how cstud's settlement split the main pot at a showdown: "alone",
    "tied" or "lost" (low: "none" when no low qualified), None without a showdown or when the
    hand cannot be settled. ``allin_adjusted_net`` is his net at his equity share when the
    hand was all in before 7th street with the cards known (see :mod:`cstud.db.allin`)."""

    seat: int
    seat_number: int
    player: str
    stack: int
    ante: int
    cards: tuple[Card | None, ...]
    showed: bool
    mucked: bool
    put_in: int
    won: int
    returned: int
    high_result: str | None = None
    low_result: str | None = None
    allin_adjusted_net: int | None = None

    @property
    def net(self) -> int:
        """What the hand won or lost him."""
        return self.won + self.returned - self.put_in

    @property
    def cards_text(self) -> str:
        """The cards as stored: ``"As 2d ?? 5h"``."""
        return " ".join([UNKNOWN_CARD if c is None else _CARD_TEXT[c] for c in self.cards])


class ActionRecord(NamedTuple):
    """One betting action: ``amount`` the chips it added, ``total`` the player's wager on the
    street after it, ``line`` its line in a site history (None for PHH)."""

    street: int
    seat: int
    kind: str
    amount: int
    total: int
    all_in: bool
    line: int | None


class AwardRecord(NamedTuple):
    """An amount paid from a pot (``pot`` 0 main, k the k-th side pot, None when the source
    does not say; ``half`` "high" or "low" when it does)."""

    seat: int
    amount: int
    pot: int | None
    half: str | None
    line: int | None


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A hand as stored: see docs/DATABASE.md for every field."""

    identity: str
    site: str
    site_hand_id: str | None
    game: str
    unit: str
    currency: str | None
    tournament: str | None
    table_name: str | None
    played_at: str | None
    ante: int
    bring_in: int | None
    small_bet: int | None
    big_bet: int | None
    fixed_limit: bool
    last_street: int
    rake: int
    rake_stated: bool
    money_check: str
    money_reason: str
    replay_check: str
    replay_reason: str
    source_file: str
    source_line: int | None
    seats: tuple[SeatRecord, ...]
    actions: tuple[ActionRecord, ...]
    awards: tuple[AwardRecord, ...]
    allin_street: int | None = None
    text: str | None = None
    """The hand's history as read: the site's text of the hand, or a PHH document."""

    @property
    def folded(self) -> frozenset[int]:
        """Seats that folded."""
        return frozenset([a.seat for a in self.actions if a.kind == _FOLD])

    @property
    def showdown(self) -> bool:
        """Two or more players were still in at the end (whether they showed or mucked)."""
        return len(self.seats) - len(self.folded) >= 2

    @property
    def total_pot(self) -> int:
        """Everything put in, less the uncalled bets returned."""
        return sum(seat.put_in - seat.returned for seat in self.seats)


def site_identity(site: str, hand_id: str) -> str:
    """A site hand's identity: its site and the site's hand number."""
    return f"site:{site}:{hand_id}"


def phh_identity(data: dict[str, Any]) -> str:
    """A PHH hand's identity: a digest of its fields (as parsed, so that layout and comments
    do not matter)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), default=str)
    return "phh:" + hashlib.sha256(text.encode()).hexdigest()


_DATE_TIME = re.compile(r"(\d{4})[/-](\d{1,2})[/-](\d{1,2})[ T-]+(\d{1,2}):(\d{2}):(\d{2})")


_DATE_SEPARATOR = re.compile(r"[/-]")


def played_at(text: str) -> str | None:
    """The first date and time in a hand's first lines, as ISO text (the site's clock and
    time zone, as written), or None."""
    window = text[:600]
    # What _DATE_TIME.search(window) finds, found faster: a date-time has a "/" or "-" after
    # its first four characters, so it is looked for only there (the first place it matches
    # is the first match), not at every character of the header.
    match = next((found for separator in _DATE_SEPARATOR.finditer(window, 4)
                  if (found := _DATE_TIME.match(window, separator.start() - 4))), None)
    if match is None:
        return None
    year, month, day, hour, minute, second = (int(part) for part in match.groups())
    return f"{year:04d}-{month:02d}-{day:02d} {hour:02d}:{minute:02d}:{second:02d}"


def _money_reason(check: MoneyCheck) -> str:
    if check.verdict is Verdict.DIFFER:
        return "; ".join(f"{d.player} {d.what}: site {d.site}, cstud {d.ours}"
                         for d in check.differences)
    return check.reason


def _showdown_results(settlement: Settlement | None, live: Sequence[bool], seat: int,
                      showdown: bool) -> tuple[str | None, str | None]:
    """How the main pot's halves went for one seat at a showdown."""
    if settlement is None or not showdown or not live[seat] or not settlement.pots:
        return None, None
    main = settlement.pots[0]

    def result(winners: tuple[int, ...]) -> str:
        if seat not in winners:
            return "lost"
        return "alone" if len(winners) == 1 else "tied"

    low = result(main.low_winners) if main.low_winners else "none"
    return result(main.high_winners), low


def from_site_hand(hand: Hand, money: MoneyCheck,
                   replay: ReplayCheck | tuple[Verdict, str] | None) -> HandRecord:
    """The record of a site hand, with its money check and (if run) its replay check (a
    :class:`ReplayCheck`, or its verdict and reason from :func:`cstud.histories.replay.
    replay_verdict`).

    The all-in adjustment is added later (:func:`cstud.db.allin.adjust`)."""
    players = hand.players
    index = {player: number for number, player in enumerate(players)}
    folded = hand.folded
    live = [seat.player not in folded for seat in hand.seats]
    showdown = sum(live) >= 2
    won = dict.fromkeys(players, 0)
    for award in hand.awards:
        won[award.player] += award.amount
    returned = dict.fromkeys(players, 0)
    for player, amount in hand.returned:
        returned[player] += amount
    contributions = hand.contributions
    seats = []
    for number, (seat, put_in) in enumerate(zip(hand.seats, contributions, strict=True)):
        high, low = _showdown_results(money.settlement, live, number, showdown)
        seats.append(SeatRecord(number, seat.number, seat.player, seat.stack, seat.ante,
                                seat.cards, seat.showed, seat.mucked, put_in,
                                won[seat.player], returned[seat.player], high, low))
    kinds, streets = _KIND_TEXT, _STREET_NUMBER
    actions = tuple([ActionRecord(streets[a.street], index[a.player], kinds[a.kind], a.amount,
                                  a.total, a.all_in, a.line) for a in hand.actions])
    awards = tuple([AwardRecord(index[a.player], a.amount, a.pot, a.half, a.line)
                    for a in hand.awards])
    if replay is None:
        replay_check, replay_reason = Verdict.UNJUDGED.value, "the replay was not run"
    elif isinstance(replay, ReplayCheck):
        replay_check, replay_reason = replay.verdict.value, replay.reason
    else:
        replay_check, replay_reason = replay[0].value, replay[1]
    stakes = hand.stakes
    return HandRecord(
        identity=site_identity(hand.site, hand.hand_id), site=hand.site,
        site_hand_id=hand.hand_id, game=hand.game, unit=hand.unit, currency=hand.currency,
        tournament=hand.tournament, table_name=hand.table, played_at=played_at(hand.text),
        ante=stakes.ante, bring_in=stakes.bring_in, small_bet=stakes.small_bet,
        big_bet=stakes.big_bet, fixed_limit=hand.fixed_limit, last_street=int(hand.last_street),
        rake=hand.rake_taken, rake_stated=hand.rake is not None, money_check=money.verdict.value,
        money_reason=_money_reason(money), replay_check=replay_check,
        replay_reason=replay_reason, source_file=hand.source, source_line=hand.line,
        seats=tuple(seats), actions=actions, awards=awards, text=hand.text)


def from_phh(history: HandHistory, replay: Replay, identity: str, source: str,
             line: int | None, text: str | None = None) -> HandRecord:
    """The record of a PHH hand the engine replayed: money, actions and pots from the
    engine's operations log, cards as the file gives them (unknown ones None); ``text`` is
    the hand's PHH document as read."""
    state = replay.state
    order = {seat: number for number, seat in enumerate(state.players)}
    names = history.fields.get("players")
    if not (isinstance(names, list) and len(names) == len(order)
            and all(isinstance(name, str) for name in names)):
        # Anonymous seats are no one known: each is a player of this hand alone (p1 of
        # one hand is not p1 of another), named by the seat and the hand's identity.
        names = [f"p{number + 1} of {identity[:12]}" for number in range(len(order))]
    actions: list[ActionRecord] = []
    wagers: dict[tuple[int, int], int] = {}
    won = [0] * len(order)
    returned = [0] * len(order)
    awards: list[AwardRecord] = []
    showed = [False] * len(order)
    mucked = [False] * len(order)
    rake = 0
    for op in state.operations:
        if isinstance(op, PlayerActed):
            seat = order[op.seat]
            action = op.action
            kind = action.kind
            key = (op.street, seat)
            if kind in (ActionKind.FOLD, ActionKind.CHECK):
                total = wagers.get(key, 0)
            else:
                total = wagers[key] = action.amount
            actions.append(ActionRecord(op.street, seat, _KIND_TEXT[kind], action.chips, total,
                                        action.all_in, None))
        elif isinstance(op, PotAwarded):
            for seat, chips in enumerate(op.shares):
                if chips:
                    won[order[seat]] += chips
                    awards.append(AwardRecord(order[seat], chips, op.pot, None, None))
        elif isinstance(op, UncalledBetReturned):
            returned[order[op.seat]] += op.amount
        elif isinstance(op, HandShown):
            showed[order[op.seat]] = True
        elif isinstance(op, EngineMucked):
            mucked[order[op.seat]] = True
        elif isinstance(op, RakeTaken):
            rake += op.amount
    folded = {seat for seat in state.players if actions and any(
        a.seat == order[seat] and a.kind == ActionKind.FOLD for a in actions)}
    live_by_seat = [seat in order and seat not in folded for seat in range(state.seat_count)]
    showdown = sum(live_by_seat) >= 2
    numbers = state.seat_numbers
    seats = []
    for number, seat in enumerate(state.players):
        hidden = replay.unknown.get(seat, set())
        cards = tuple(None if position in hidden else card(code)
                      for position, code in enumerate(state.cards(seat)))
        high, low = _showdown_results(state.settlement, live_by_seat, seat, showdown)
        put_in = state.starting_stacks[seat] - state.stacks[seat] + won[number] + returned[
            number]
        seats.append(SeatRecord(number, numbers[seat], str(names[number]),
                                state.starting_stacks[seat], min(state.ante,
                                                                 state.starting_stacks[seat]),
                                cards, showed[number], mucked[number], put_in, won[number],
                                returned[number], high, low))
    expected = history.finishing_stacks
    if expected is None:
        money_check, money_reason = (Verdict.UNJUDGED.value,
                                     "the file gives no finishing_stacks")
    elif replay.mismatches():
        money_check = Verdict.DIFFER.value
        money_reason = "; ".join(
            f"{names[index]}: file {expected[index]}, cstud {replay.finishing_stacks[index]}"
            for index in replay.mismatches())
    else:
        money_check, money_reason = Verdict.AGREE.value, ""
    if state.is_over:
        replay_check, replay_reason = Verdict.AGREE.value, ""
    else:
        replay_check = Verdict.DIFFER.value
        replay_reason = f"the hand is not over at the end of the file ({state.status})"
    fields = history.fields
    return HandRecord(
        identity=identity, site=str(fields.get("venue") or "PHH"),
        site_hand_id=None if fields.get("hand") is None else str(fields["hand"]),
        game=history.game, unit="chip",
        currency=None if fields.get("currency") is None else str(fields["currency"]),
        tournament=None if fields.get("event") is None else str(fields["event"]),
        table_name=None if fields.get("table") is None else str(fields["table"]),
        played_at=_phh_time(fields), ante=state.ante, bring_in=state.bring_in,
        small_bet=state.small_bet, big_bet=state.big_bet, fixed_limit=True,
        last_street=state.street, rake=rake, rake_stated=True, money_check=money_check,
        money_reason=money_reason, replay_check=replay_check, replay_reason=replay_reason,
        source_file=source, source_line=line, seats=tuple(seats), actions=tuple(actions),
        awards=tuple(awards), text=text)


def _phh_time(fields: dict[str, Any]) -> str | None:
    """PHH's year, month, day and time fields as ISO text, when the file has them."""
    try:
        date = f"{int(fields['year']):04d}-{int(fields['month']):02d}-{int(fields['day']):02d}"
    except (KeyError, TypeError, ValueError):
        return None
    time = fields.get("time")
    return f"{date} {time}" if isinstance(time, str) else date
