"""Luck-adjusted results (cstud.db.luck): against a plain heads-up reference written here, the
all-in adjustment where both apply, and on every test hand that qualifies: whole units that
add up to minus the rake, multiway and with side pots."""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

import cstud
from cstud.db.allin import adjust
from cstud.db.importer import ImportSummary, _Unit, _Unreadable, file_units, find_files
from cstud.db.luck import EXACT_LIMIT, TRIALS, luck_adjusted_nets, qualifies
from cstud.db.records import ActionRecord, HandRecord, SeatRecord
from cstud.showdown import settle

DATA = Path(__file__).parent / "data"


def _record(cards, antes, bets, won, returned=None, identity="test:1", game="stud8",
            folds=()):
    """A hand from plain parts: cards per seat (7 each), antes, bets as (street, seat,
    amount), what each seat won; every chip counted in put_in."""
    n = len(cards)
    returned = returned or [0] * n
    put_in = list(antes)
    actions = []
    for street, seat, amount in bets:
        put_in[seat] += amount
        actions.append(ActionRecord(street, seat, "bet" if amount else "check", amount, amount,
                                    False, None))
    for street, seat in folds:
        actions.append(ActionRecord(street, seat, "fold", 0, 0, False, None))
    seats = tuple(SeatRecord(i, i + 1, f"p{i}", 10_000, antes[i],
                             tuple(cstud.parse_cards(cards[i])), True, False, put_in[i],
                             won[i], returned[i]) for i in range(n))
    rake = sum(put_in) - sum(returned) - sum(won)
    return HandRecord(identity, "test", None, game, "chip", None, None, None, None, antes[0],
                      None, 10, 20, True, 7, rake, True, "agree", "", "", "", "", None, seats,
                      tuple(actions), ())


def _plain_heads_up(record):
    """The definition for two players and one pot, step by step."""
    seed = int.from_bytes(hashlib.sha256(record.identity.encode()).digest()[:8], "big")
    seats = record.seats
    pot = Fraction(sum(s.ante for s in seats))
    before = [Fraction(1, 2), Fraction(1, 2)]
    luck = [Fraction(0), Fraction(0)]
    for street in range(3, 8):
        hands = [" ".join(map(repr, s.cards[:street])) for s in seats]
        result = cstud.equity(hands, game=record.game, trials=TRIALS, seed=seed + street,
                              exact_limit=EXACT_LIMIT)
        after = [Fraction(p.equity) for p in result]
        for i in range(2):
            luck[i] += (after[i] - before[i]) * pot
        pot += sum(a.amount for a in record.actions if a.street == street)
        before = after
    paid = sum(s.won for s in seats)
    pot -= sum(s.returned for s in seats)
    for i in range(2):
        luck[i] += seats[i].won - before[i] * pot * Fraction(paid) / pot
    return [Fraction(s.net) - luck[i] for i, s in enumerate(seats)]


def _deal(rng, n):
    deck = list(range(52))
    rng.shuffle(deck)
    return [" ".join(repr(cstud.Card(c)) for c in deck[7 * i:7 * i + 7]) for i in range(n)]


def _heads_up_record(rng, game, identity):
    """A random heads-up showdown of antes of 1: each street's betting leaves the two with as
    much in as each other (as betting does unless someone is all in), so there is one pot,
    paid as cstud.settle pays it."""
    cards = _deal(rng, 2)
    amounts = [rng.choice([0, 10, 20, 40]) for _ in range(3, 8)]
    bets = [(street, seat, amount) for street, amount in zip(range(3, 8), amounts, strict=True)
            for seat in range(2)]
    put = [1 + sum(a for _, s, a in bets if s == seat) for seat in range(2)]
    won = list(settle(put, cards, game=game).payouts)
    return _record(cards, [1, 1], bets, won, identity=identity, game=game)


@pytest.mark.parametrize("game", ["stud8", "stud", "razz"])
def test_heads_up_matches_the_plain_definition(game):
    rng = random.Random(game)
    for hand in range(4):
        record = _heads_up_record(rng, game, f"t:{game}:{hand}")
        assert qualifies(record)
        adjusted = luck_adjusted_nets(record)
        plain = _plain_heads_up(record)
        assert sum(adjusted) == -record.rake
        for mine, theirs in zip(adjusted, plain, strict=True):
            assert abs(mine - theirs) < 1, (adjusted, [float(p) for p in plain])


def test_an_all_in_on_sixth_street_is_its_all_in_adjustment():
    """Nothing in the pot before 6th street, both all in there, no rake: no deal before moved
    a chip, the lucks after it telescope, and the luck-adjusted net is the all-in adjusted one
    (his equity share less what he put in), both counted exactly."""
    rng = random.Random(6)
    for hand in range(5):
        cards = _deal(rng, 2)
        put = [61, 61]
        settled = settle(put, cards, game="stud8")
        record = _record(cards, [0, 0], [(6, 0, 61), (6, 1, 61)], list(settled.payouts),
                         identity=f"a:{hand}")
        record = replace(record, seats=tuple(s._replace(stack=61) for s in record.seats))
        allin = adjust(record, settled, put)
        assert allin.allin_street == 6
        nets = luck_adjusted_nets(record)
        for seat, mine in zip(allin.seats, nets, strict=True):
            assert abs(seat.allin_adjusted_net - mine) <= 1


@pytest.fixture(scope="module")
def test_hands():
    records = []
    for path in find_files([DATA / "hands", DATA / "phh"], ImportSummary()):
        _, units = file_units(path, replay=False, other_games=Counter())
        records += [record for unit in units if (record := _built(unit)) is not None]
    return records


def _built(unit: _Unit) -> HandRecord | None:
    """The unit's record, or None for a hand that does not read (known once it is built)."""
    if unit.build is None:
        return None
    try:
        return unit.build()
    except _Unreadable:
        return None


def test_every_qualifying_test_hand_adds_up_to_minus_the_rake(test_hands):
    qualifying = [r for r in test_hands if qualifies(r)]
    assert len(qualifying) >= 50
    multiway = side_pots = 0
    for record in qualifying:
        nets = luck_adjusted_nets(record)
        assert nets is not None and all(isinstance(n, int) for n in nets)
        assert sum(nets) == -record.rake, record.identity
        live = [s for s in record.seats if s.seat not in record.folded]
        multiway += len(live) > 2
        side_pots += len({s.put_in - s.returned for s in live}) > 1
        # A player who folded at once lost no more than his ante and bring-in to luck's
        # correction: his deal on 3rd street moved his share of the antes alone.
        for seat, net in zip(record.seats, nets, strict=True):
            if seat.put_in == seat.ante and seat.seat in record.folded:
                assert abs(net - seat.net) <= seat.ante * len(record.seats)
    assert multiway > 0 and side_pots > 0
    for record in test_hands:
        if not qualifies(record):
            assert luck_adjusted_nets(record) is None


def test_the_report_draws_the_luck_adjusted_line():
    import cstud.db
    from cstud.db import report
    from cstud.db.importer import load_hands

    with cstud.db.connect(":memory:") as db:
        cstud.db.import_files(db, [DATA / "hands" / "pokerstars"], replay=False)
        rows = db.query("SELECT s.player, h.site, COUNT(*) FROM seats s JOIN hands h ON "
                        "h.id = s.hand_id GROUP BY s.player, h.site ORDER BY COUNT(*) DESC")
        player, site, _ = rows[0]
        hands = report._hands(db, player, site, None)
        nets = report.luck_adjusted(db, hands)
        records = load_hands(db, [hand.hand_id for hand in hands])
        changed = 0
        for hand, net in zip(hands, nets, strict=True):
            adjusted = luck_adjusted_nets(records[hand.hand_id])
            assert net == (hand.net if adjusted is None else adjusted[hand.seat])
            changed += adjusted is not None
        assert changed > 0
        text = report.build_report(db, player, site=site)
    assert "luck adjusted" in text and text.count("<polyline") >= 3
