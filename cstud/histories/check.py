"""Check a site's payouts against cstud's settlement of the same hand, to the chip.

The contributions come from the parsed actions (antes included, uncalled bets not deducted),
the live hands from the cards shown at the end, and the rake exactly as the history states it.
:func:`cstud.settle` then splits the pots by the casino rules (side pots R20, the hi/lo split
R22, odd chips R23), and each player's payout is compared with what the site gave him: its
awards plus the uncalled bets it returned. Where the site names the halves (or the pots) of
its awards, those are compared too. When the history does not state the rake, it is taken as
what the site kept, so that only the division of the pot is checked (and a note says so).

A hand is *unjudged*, never counted as agreeing, when it cannot be settled from the history:
a player the site paid at a showdown whose cards the history does not show, or a hand the
settlement refuses. Reading errors (a truncated hand) are reported by the parser itself.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from enum import StrEnum

from cstud import evaluate_low
from cstud.cards import Card
from cstud.histories.model import Hand, Street
from cstud.showdown import OddChipRule, Settlement, settle


class Verdict(StrEnum):
    """The outcome of a money check."""

    AGREE = "agree"
    DIFFER = "differ"
    UNJUDGED = "cannot judge"


@dataclass(frozen=True, slots=True)
class Difference:
    """One amount where the site and the settlement disagree, for one player.

    ``what`` is "total" (everything paid to the player), "high half" / "low half" (summed
    over the pots, where the site names the halves) or "main pot" / "side pot k". In the last
    two, a returned bet that the site pays inside its awards counts with the high half of the
    player's last pot, and a pot nobody contested is split into halves only when its winner
    shows a qualifying low (see ``_expected_shares``).
    """

    player: str
    what: str
    site: int
    ours: int

    @property
    def delta(self) -> int:
        """What the settlement pays minus what the site paid."""
        return self.ours - self.site


@dataclass(frozen=True, slots=True)
class MoneyCheck:
    """The money check of one hand. ``site_paid`` and ``settled`` map each player to what he
    received (awards plus returned uncalled bets); ``rake`` is the rake that was applied, and
    ``notes`` says where it or a live hand had to be inferred."""

    hand: Hand
    verdict: Verdict
    reason: str = ""
    rake: int | None = None
    site_paid: dict[str, int] = field(default_factory=dict)
    settled: dict[str, int] = field(default_factory=dict)
    differences: tuple[Difference, ...] = ()
    notes: tuple[str, ...] = ()
    settlement: Settlement | None = None


def check_money(hand: Hand, *, odd_chip: OddChipRule = "tda") -> MoneyCheck:
    """Settle ``hand`` with :func:`cstud.settle` and compare the result with the site's
    payouts. ``odd_chip`` is the rule for odd chips among tied hands (see cstud.settle)."""
    notes: list[str] = list(hand.notes)
    site_paid = hand.paid
    live = _live_hands(hand, notes)
    if isinstance(live, str):
        return MoneyCheck(hand, Verdict.UNJUDGED, reason=live, site_paid=site_paid,
                          notes=tuple(notes))
    contributions = hand.contributions
    rake = hand.rake_taken
    if hand.rake is None:
        notes.append(f"the history does not state the rake: taken as {rake}, what the "
                     "site kept")
    try:
        settlement = settle(contributions, live, rake=rake, odd_chip=odd_chip, game=hand.game,
                            dealer=len(contributions) - 1,
                            reached_fourth_street=hand.last_street >= Street.FOURTH)
    except (ValueError, TypeError) as error:
        return MoneyCheck(hand, Verdict.UNJUDGED, reason=f"cannot be settled: {error}",
                          rake=rake, site_paid=site_paid, notes=tuple(notes))
    settled = dict(zip(hand.players, settlement.payouts, strict=True))
    differences = [Difference(player, "total", site_paid[player], settled[player])
                   for player in hand.players if site_paid[player] != settled[player]]
    differences += _compare_halves(hand, settlement, live, notes)
    differences += _compare_pots(hand, settlement)
    return MoneyCheck(hand, Verdict.DIFFER if differences else Verdict.AGREE, rake=rake,
                      site_paid=site_paid, settled=settled, differences=tuple(differences),
                      notes=tuple(notes), settlement=settlement)


def _live_hands(hand: Hand, notes: list[str]) -> list[tuple[Card, ...] | None] | str:
    """Each seat's cards for the settlement (None if out), or why they cannot be known."""
    folded = hand.folded
    remaining = [seat for seat in hand.seats if seat.player not in folded]
    if len(remaining) == 1:  # everyone else folded: the last player wins unseen
        return [seat.known_cards if seat in remaining else None for seat in hand.seats]
    paid = {award.player for award in hand.awards}
    live: list[tuple[Card, ...] | None] = []
    for seat in hand.seats:
        if seat.player in folded or seat.mucked:
            live.append(None)
        elif None not in seat.cards and len(seat.cards) >= 5:
            live.append(seat.known_cards)
        elif seat.player in paid:
            return (f"{seat.player} is paid at the showdown but the history shows only "
                    f"{len(seat.known_cards)} of {seat.player}'s {len(seat.cards)} cards")
        else:
            notes.append(f"{seat.player} reached the showdown without showing: taken as "
                         "mucked")
            live.append(None)
    if all(cards is None for cards in live):
        return "nobody shows a hand at the showdown"
    return live


def _compare_halves(hand: Hand, settlement: Settlement,
                    live: list[tuple[Card, ...] | None], notes: list[str]) -> list[Difference]:
    """Where the site names the half of every award, compare each player's high and low.

    A pot that only one live player can win is not split: how a site books it (Winamax names
    a high and a low half even when everyone else folded) is bookkeeping, so a player whose
    every chip won came from such pots has his halves compared as a whole (the totals are)."""
    if not hand.awards or any(award.half is None for award in hand.awards):
        return []
    ours = _expected_shares(hand, settlement)
    if ours is None:
        return []
    uncontested = {number for number, pot in enumerate(settlement.pots)
                   if sum(live[seat] is not None for seat in pot.eligible) <= 1}
    mine: dict[tuple[int, str], int] = defaultdict(int)
    contested_winners = set()
    for (seat, pot, half), amount in ours.items():
        mine[seat, half] += amount
        if amount and pot not in uncontested:
            contested_winners.add(seat)
    site: dict[tuple[int, str], int] = defaultdict(int)
    index = {player: i for i, player in enumerate(hand.players)}
    for award in hand.awards:
        site[index[award.player], str(award.half)] += award.amount
    differences = []
    for seat, player in enumerate(hand.players):
        halves = [Difference(player, f"{half} half", site[seat, half], mine[seat, half])
                  for half in ("high", "low") if site[seat, half] != mine[seat, half]]
        if halves and seat not in contested_winners:
            notes.append(f"{player} won only uncontested pots, which the site books as "
                         f"{site[seat, 'high']} high and {site[seat, 'low']} low: not a split")
        else:
            differences += halves
    return differences


def _compare_pots(hand: Hand, settlement: Settlement) -> list[Difference]:
    """Where the site names the pot of every award and the same pots were won, compare each
    player's winnings pot by pot."""
    if not hand.awards or any(award.pot is None for award in hand.awards):
        return []
    ours = _expected_shares(hand, settlement)
    if ours is None:
        return []
    mine: dict[tuple[int, int], int] = defaultdict(int)
    for (seat, pot, _), amount in ours.items():
        mine[seat, pot] += amount
    if {award.pot for award in hand.awards} != {pot for (_, pot), amount in mine.items()
                                                if amount}:
        return []  # the site counts its pots differently; the totals are compared anyway
    site: dict[tuple[int, int], int] = defaultdict(int)
    index = {player: i for i, player in enumerate(hand.players)}
    for award in hand.awards:
        site[index[award.player], award.pot] += award.amount  # type: ignore[index]
    return [Difference(player, "main pot" if pot == 0 else f"side pot {pot}",
                       site[seat, pot], mine[seat, pot])
            for pot in range(len(settlement.pots))
            for seat, player in enumerate(hand.players) if site[seat, pot] != mine[seat, pot]]


def _expected_shares(hand: Hand, settlement: Settlement) -> dict[tuple[int, int, str], int] | None:
    """What each seat wins from each half of each pot, {(seat, pot, half): chips}, to compare
    with a site that names them; None when identical hands split both halves (R23d).

    A pot nobody contested goes to its one player whole, but sites that name halves may book
    it as both halves: that is right (the odd chip high, R23a) when his shown hand has a
    qualifying low. Returned chips the site did not report as returned are counted in the
    player's last pot, high half: such sites pay them out with the pot.
    """
    shares: dict[tuple[int, int, str], int] = defaultdict(int)
    for index, pot in enumerate(settlement.pots):
        if len(pot.eligible) == 1:
            (seat,) = pot.eligible
            amount = pot.shares[seat]
            low = amount // 2 if _has_low(hand, seat) else 0
            shares[seat, index, "high"] += amount - low
            shares[seat, index, "low"] += low
            continue
        halves = pot.half_shares
        if halves is None:
            return None
        for half, won in zip(("high", "low"), halves, strict=True):
            for seat, amount in enumerate(won):
                shares[seat, index, half] += amount
    reported = dict.fromkeys(range(len(hand.seats)), 0)
    index_of = {player: i for i, player in enumerate(hand.players)}
    for player, amount in hand.returned:
        reported[index_of[player]] += amount
    for seat, returned in enumerate(settlement.returned):
        excess = returned - reported[seat]
        if excess > 0:
            last = max((k for k, pot in enumerate(settlement.pots) if seat in pot.eligible),
                       default=0)
            shares[seat, last, "high"] += excess
    return shares


def _has_low(hand: Hand, seat: int) -> bool:
    """Whether a seat's hand, all of whose cards are shown, makes an eight-or-better low."""
    cards = hand.seats[seat].cards
    return len(cards) >= 5 and None not in cards and evaluate_low(
        hand.seats[seat].known_cards) > 0
