"""All-in adjusted results: a hand all in before 7th street counts at its equity share.

When the betting of a hand closes before 7th street because all the players still in but one
(at most) are all in, luck alone decides the rest: the cards to come. The *all-in adjusted*
net replaces each player's result in such a hand by what he could expect at that moment: for
every pot, his :func:`cstud.equity` share of it among the players eligible for it, with the
cards each had by then and every other card known to have been dealt (other players' cards
of that street and before, folded or not) out of the deck; plus the uncalled chips returned
to him; less what he put in. It is rounded to the nearest unit (cent or chip), so the
database holds integers only, and the players' adjusted nets add up to minus the rake within
a unit or two.

A hand qualifies only if every eligible player's cards of that street are known (a site shows
them at the showdown) and cstud settled the hand (its money check is not "cannot judge").
Equity is exact whenever cstud's default limit allows, else Monte Carlo with
:data:`TRIALS` trials and a seed drawn from the hand's identity, so the figure is the same
on every import.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import replace

from cstud.cards import Card
from cstud.db.records import HandRecord
from cstud.equities import equity
from cstud.showdown import Settlement

TRIALS = 200_000
"""Monte Carlo trials for an all-in too big to enumerate (standard error about 0.1%)."""


def allin_street(record: HandRecord) -> int | None:
    """The street (3 to 6) whose betting closed the hand with players all in, or None.

    The hand must reach a showdown; the last betting action must come before 7th street; and
    of the players still in, at most one may have chips left (the others are all in)."""
    if not record.showdown or not record.actions:
        return None
    last = max(action.street for action in record.actions)
    if last >= 7:
        return None
    folded = record.folded
    live = [seat for seat in record.seats if seat.seat not in folded]
    with_chips = [seat for seat in live if seat.stack - seat.put_in + seat.returned > 0]
    if len(with_chips) > 1:
        return None
    return last


def _known_until(cards: tuple[Card | None, ...], street: int) -> tuple[Card | None, ...]:
    """A seat's cards dealt by the end of ``street`` (3 on 3rd street, then one a street)."""
    return cards[:street]


def adjust(record: HandRecord, settlement: Settlement | None,
           settled: Sequence[int]) -> HandRecord:
    """The record with ``allin_street`` and each seat's ``allin_adjusted_net`` filled in
    when the hand qualifies (see the module's docstring); unchanged otherwise.

    ``settlement`` is cstud's settlement of the hand and ``settled`` the contributions it
    was given, per seat (a site hand's whole wagers, whose uncalled part the settlement
    returns; the engine's, after it returned them)."""
    street = allin_street(record)
    if street is None or settlement is None or len(settlement.pots) == 0:
        return record
    folded = record.folded
    live = [seat.seat for seat in record.seats if seat.seat not in folded]
    hands = {seat.seat: _known_until(seat.cards, street) for seat in record.seats}
    if any(None in hands[seat] for seat in live):
        return record
    seed = int.from_bytes(hashlib.sha256(record.identity.encode()).digest()[:8], "big")
    expected = [0.0] * len(record.seats)
    for pot in settlement.pots:
        distributed = sum(pot.shares)
        eligible = [seat for seat in pot.eligible if seat in live]
        if not eligible or not distributed:
            continue
        if len(eligible) == 1:
            expected[eligible[0]] += distributed
            continue
        dead = [c for seat, cards in hands.items() if seat not in eligible
                for c in cards if c is not None]
        result = equity([[c for c in hands[seat] if c is not None] for seat in eligible],
                        dead, game=record.game, trials=TRIALS, seed=seed)
        for seat, share in zip(eligible, result.players, strict=True):
            expected[seat] += share.equity * distributed
    seats = tuple(seat._replace(allin_adjusted_net=round(expected[seat.seat])
                                     + settlement.returned[seat.seat]
                                     - settled[seat.seat])
                  for seat in record.seats)
    return replace(record, seats=seats, allin_street=street)
