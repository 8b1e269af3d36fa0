"""Luck-adjusted results: each player's net less what the cards dealt gave or took from him.

In limit stud a hand is rarely all in, so the all-in adjustment (:mod:`cstud.db.allin`) rarely
applies. This one applies to every hand that reached a showdown with every showdown hand's
cards shown. Every deal of cards is a chance event; the *luck* of one is how much it moved the
player's expected share of the chips already in the pot:

    luck of the deal of street s = V(cards through s) - V(cards through s - 1)

where V is the player's expected share of the pot as it stood when the betting of the street
before closed (the same chips, the same players still in), for every pot layer the players'
contributions make (a side pot is contested only by those who put in as much) at his equity
among the players eligible for that layer. Equity is :func:`cstud.equity` from what an observer
of the hand knew then: each live player's cards dealt so far, ``??`` for a hole card never
shown (a player who folded later), the cards of players who had folded dead. Before 3rd
street nobody has a card and the antes are everyone's equally. The showdown is the last chance
event: his luck there is what he was paid less his final expected share (scaled to what the
pots paid, rake aside). The **luck-adjusted net** is his net less the luck of every deal: what
his decisions won at the equity he had when he made them.

Each deal's lucks add up to zero over the players (their equities add up to one), so a hand's
luck-adjusted nets add up to its nets: minus the rake. They are whole units (cents or chips):
the fractions are given out by largest remainder so that the sum stays exact.

Equity is exact up to :data:`EXACT_LIMIT` runouts, else Monte Carlo with :data:`TRIALS`
trials seeded from the hand's identity and the street, so a hand's figure never changes.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence

from cstud.cards import Card
from cstud.db.records import HandRecord
from cstud.equities import equity

EXACT_LIMIT = 50_000
"""Count exactly up to this much work (cstud.equity's exact_limit): from 5th street on
heads-up (its heads-up count), from 6th street three-way."""

TRIALS = 5_000
"""Monte Carlo trials beyond (an equity's standard error about 0.007: noise that averages out
over hands, and is the same on every run), which keeps a hand to a few milliseconds."""

UNKNOWN = "??"


def _layers(contributed: Sequence[int], live: Sequence[int]) -> list[tuple[int, tuple[int, ...]]]:
    """The pot as layers (amount, seats eligible): a layer up to each live player's
    contribution, holding every player's chips between the level below and it; chips above
    the largest live contribution (none in a well-formed hand) go to the top layer."""
    levels = sorted({contributed[seat] for seat in live})
    layers: list[tuple[int, tuple[int, ...]]] = []
    below = 0
    for index, level in enumerate(levels):
        top = math.inf if index == len(levels) - 1 else level
        amount = sum(min(max(c - below, 0), top - below) for c in contributed)
        eligible = tuple(seat for seat in live if contributed[seat] >= level)
        if amount:
            layers.append((int(amount), eligible))
        below = level
    return layers


class _Values:
    """Expected shares of layered pots, equities cached per (street, eligible players)."""

    def __init__(self, record: HandRecord) -> None:
        self.record = record
        self.seed = int.from_bytes(hashlib.sha256(record.identity.encode()).digest()[:8], "big")
        self.cache: dict[tuple[int, tuple[int, ...]], tuple[float, ...]] = {}

    def equities(self, street: int, eligible: tuple[int, ...]) -> tuple[float, ...]:
        key = (street, eligible)
        if key not in self.cache:
            seats = self.record.seats
            hands = [" ".join(UNKNOWN if c is None else repr(c) for c in seats[s].cards[:street])
                     for s in eligible]
            # Seen cards out of the deck: the folded players' (all they were dealt and showed)
            # and those of live players not eligible for this layer.
            dead: list[Card] = [c for seat in seats if seat.seat not in eligible
                                for c in seat.cards[:street] if c is not None]
            result = equity(hands, dead, game=self.record.game, trials=TRIALS,
                            seed=(self.seed + street) % (1 << 64), exact_limit=EXACT_LIMIT)
            self.cache[key] = tuple(p.equity for p in result)
        return self.cache[key]

    def shares(self, street: int, contributed: Sequence[int], live: tuple[int, ...]
               ) -> list[float]:
        """Each seat's expected share of the chips contributed, with the cards through
        ``street`` (0: none dealt yet, every eligible player alike)."""
        values = [0.0] * len(self.record.seats)
        for amount, eligible in _layers(contributed, live):
            if len(eligible) == 1:
                values[eligible[0]] += amount
                continue
            if street == 0:
                for seat in eligible:
                    values[seat] += amount / len(eligible)
                continue
            for seat, share in zip(eligible, self.equities(street, eligible), strict=True):
                values[seat] += share * amount
        return values


def qualifies(record: HandRecord) -> bool:
    """Whether the hand can be luck-adjusted: it reached a showdown, every player at the
    showdown has his seven cards shown, and its money was judged consistent by cstud (or
    comes from the engine)."""
    if not record.showdown or record.money_check == "cannot judge":
        return False
    live = [seat for seat in record.seats if seat.seat not in record.folded]
    return len(live) >= 2 and all(len(seat.cards) == 7 and None not in seat.cards
                                  for seat in live)


DEALS = ("3rd", "4th", "5th", "6th", "7th", "showdown")
"""The chance events of a hand, in order: the deal of each street, then the showdown."""


def deal_lucks(record: HandRecord) -> tuple[tuple[int, ...], ...] | None:
    """Each seat's luck of each deal (:data:`DEALS`: what the deal of 3rd to 7th street and
    the showdown moved his expected share by), in whole units, or None when the hand does
    not qualify (:func:`qualifies`). Each deal's lucks add up to zero over the seats, and a
    seat's net less its lucks is its luck-adjusted net (:func:`luck_adjusted_nets`)
    exactly: the luck-adjusted nets through each deal are rounded as a whole (largest
    remainder, so each adds up to the hand's nets) and each deal's luck is the step between
    two of them."""
    if not qualifies(record):
        return None
    seats = record.seats
    n = len(seats)
    fold_street = {a.seat: a.street for a in record.actions if a.kind == "fold"}
    values = _Values(record)
    contributed = [seat.ante for seat in seats]
    by_street: dict[int, list[tuple[int, int]]] = {}
    for action in record.actions:
        by_street.setdefault(action.street, []).append((action.seat, action.amount))
    lucks: list[list[float]] = []
    for street in range(3, 8):
        luck = [0.0] * n
        lucks.append(luck)
        # The players still in when this street is dealt, and the pot as it stood.
        live = tuple(seat.seat for seat in seats
                     if fold_street.get(seat.seat, 8) >= street)
        if len(live) < 2:
            continue
        before = values.shares(street - 1 if street > 3 else 0, contributed, live)
        after = values.shares(street, contributed, live)
        for seat in range(n):
            luck[seat] = after[seat] - before[seat]
        for seat, amount in by_street.get(street, []):
            contributed[seat] += amount
    final = [seat.put_in - seat.returned for seat in seats]
    live = tuple(seat.seat for seat in seats if seat.seat not in record.folded)
    expected = values.shares(7, final, live)
    paid = sum(seat.won for seat in seats)
    pot = sum(final)
    scale = paid / pot if pot else 0.0
    lucks.append([seats[seat].won - expected[seat] * scale for seat in range(n)])
    total = sum(seat.net for seat in seats)
    so_far = [0.0] * n
    adjusted = [seat.net for seat in seats]     # the luck-adjusted nets through no deal
    steps: list[list[int]] = [[] for _ in range(n)]
    for luck in lucks:
        so_far = [had + more for had, more in zip(so_far, luck, strict=True)]
        through = _whole([seat.net - so_far[seat.seat] for seat in seats], total)
        for seat in range(n):
            steps[seat].append(adjusted[seat] - through[seat])
        adjusted = list(through)
    return tuple(tuple(step) for step in steps)


def luck_adjusted_nets(record: HandRecord) -> tuple[int, ...] | None:
    """Each seat's luck-adjusted net (see the module): his net less the luck of every deal
    (:func:`deal_lucks`), or None when the hand does not qualify (:func:`qualifies`)."""
    lucks = deal_lucks(record)
    if lucks is None:
        return None
    return tuple(seat.net - sum(luck) for seat, luck in zip(record.seats, lucks, strict=True))


def _whole(values: Sequence[float], total: int) -> tuple[int, ...]:
    """The values as integers adding up to ``total`` exactly: each rounded down, then one
    more unit to the largest remainders (ties to the lower seat)."""
    floors = [math.floor(v) for v in values]
    left = total - sum(floors)
    order = sorted(range(len(values)), key=lambda i: (-(values[i] - floors[i]), i))
    for i in order[:max(left, 0)]:
        floors[i] += 1
    for i in order[::-1][:max(-left, 0)]:      # float error the other way: take units back
        floors[i] -= 1
    return tuple(floors)
