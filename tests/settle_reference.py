"""A plain, slow reference for pot settlement (RULES.md R20-R23), with the signature of
``cstud.settle``. It shares no code with cstud: hands are scored by tests/reference.py's
brute force over every five cards.

The engine's tests use it to check the payouts of whole played hands independently of the
compiled settlement (test_game.py, and the short-stack pokerkit comparison, where pokerkit's
own pots depart from R20-R22).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

import reference


@dataclass(frozen=True)
class Pot:
    amount: int
    rake: int
    eligible: tuple[int, ...]
    high_winners: tuple[int, ...]
    low_winners: tuple[int, ...]
    shares: tuple[int, ...]
    odd_chips: tuple = ()


@dataclass(frozen=True)
class Settlement:
    payouts: tuple[int, ...]
    rake: int
    returned: tuple[int, ...]
    pots: tuple[Pot, ...]


def _low_value(code: int) -> int:
    return 1 if code // 4 == 12 else code // 4 + 2


def _seat_order(n: int, dealer: int) -> list[int]:
    return [(dealer + 1 + step) % n for step in range(n)]


def _odd_chip_order(tied, cards_of, half, odd_chip, n, dealer):
    """R23b: the order in which tied seats receive odd chips."""
    if odd_chip == "position":
        order = _seat_order(n, dealer)
        return sorted(tied, key=order.index)
    keys = {}
    for seat in tied:
        cards = cards_of[seat]
        if odd_chip == "rrop":
            if half == "high":
                keys[seat] = max(cards)                       # highest card by suit
            else:
                lowest = min(cards, key=lambda c: (_low_value(c), c % 4))
                keys[seat] = -(_low_value(lowest) * 4 + lowest % 4)
            continue
        best = None
        for five in combinations(cards, 5):
            if half == "high":
                if reference.high5(five) != best_score(cards, half):
                    continue
                key = max(five)
            elif half == "razz":
                values = tuple(sorted(_low_value(c) for c in five))
                if reference._razz5(values) != best_score(cards, half):
                    continue
                top = max(five, key=lambda c: (_low_value(c), c % 4))
                key = _low_value(top) * 4 + top % 4
            else:
                values = sorted((_low_value(c) for c in five), reverse=True)
                if len(set(values)) != 5 or tuple(values) != best_score(cards, half):
                    continue
                top = max(five, key=lambda c: (_low_value(c), c % 4))
                key = _low_value(top) * 4 + top % 4
            best = key if best is None else max(best, key)
        keys[seat] = best
    return sorted(tied, key=lambda seat: keys[seat], reverse=True)


def best_score(cards, half):
    if half == "high":
        return reference.best_high(list(cards))
    if half == "razz":
        return reference.best_razz(list(cards))
    return reference.best_low8(list(cards))


def _split(amount, tied, cards_of, half, odd_chip, n, dealer, shares):
    share, odd = divmod(amount, len(tied))
    for seat in tied:
        shares[seat] += share
    for seat in _odd_chip_order(tied, cards_of, half, odd_chip, n, dealer)[:odd]:
        shares[seat] += 1


def settle(contributions, hands, *, game="stud8", odd_chip="tda", rake=None, community=None,
           dealer=0, reached_fourth_street=True):
    n = len(contributions)
    contributions = list(contributions)
    live = [seat for seat in range(n) if hands[seat] is not None]
    cards_of = {seat: tuple(hands[seat]) + (() if community is None else (community,))
                for seat in live}
    returned = [0] * n
    top = max(range(n), key=contributions.__getitem__)
    second = max(contributions[seat] for seat in range(n) if seat != top)
    if contributions[top] > second:
        returned[top] = contributions[top] - second
        contributions[top] = second
    levels = sorted({contributions[seat] for seat in live} | {max(contributions)})
    pots = []
    bottom = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, bottom) for c in contributions)
        eligible = tuple(seat for seat in live if contributions[seat] >= level)
        if amount:
            if pots and pots[-1][1] == eligible:
                pots[-1][0] += amount
            else:
                pots.append([amount, eligible])
        bottom = level
    total_rake = 0
    if rake:
        if isinstance(rake, int):
            total_rake = rake
        else:
            total_rake = 0 if (rake.no_drop and not reached_fourth_street) else \
                int(sum(p[0] for p in pots) * rake.percent / 100)
            if rake.cap is not None:
                total_rake = min(total_rake, rake.cap)
    payouts = list(returned)
    out = []
    rake_left = total_rake
    for amount, eligible in pots:
        taken = min(rake_left, amount)
        rake_left -= taken
        net = amount - taken
        shares = [0] * n
        if len(eligible) == 1:
            shares[eligible[0]] = net
            out.append(Pot(amount, taken, eligible, eligible, (), tuple(shares)))
            payouts[eligible[0]] += net
            continue
        if game == "razz":
            scores = {seat: best_score(cards_of[seat], "razz") for seat in eligible}
            best = min(scores.values())
            high = tuple(seat for seat in eligible if scores[seat] == best)
            _split(net, high, cards_of, "razz", odd_chip, n, dealer, shares)
            low = ()
        else:
            highs = {seat: best_score(cards_of[seat], "high") for seat in eligible}
            best = max(highs.values())
            high = tuple(seat for seat in eligible if highs[seat] == best)
            low = ()
            if game == "stud8":
                lows = {seat: best_score(cards_of[seat], "low") for seat in eligible}
                qualified = [v for v in lows.values() if v is not None]
                if qualified:
                    best_low = min(qualified)
                    low = tuple(seat for seat in eligible if lows[seat] == best_low)
            if not low:
                _split(net, high, cards_of, "high", odd_chip, n, dealer, shares)
            elif set(high) == set(low) and len(high) > 1:
                _split(net, high, cards_of, "high", odd_chip, n, dealer, shares)   # R23d
            else:
                low_half = net // 2
                _split(net - low_half, high, cards_of, "high", odd_chip, n, dealer, shares)
                _split(low_half, low, cards_of, "low", odd_chip, n, dealer, shares)
        for seat in range(n):
            payouts[seat] += shares[seat]
        out.append(Pot(amount, taken, eligible, high, low, tuple(shares)))
    return Settlement(tuple(payouts), total_rake, tuple(returned), tuple(out))
