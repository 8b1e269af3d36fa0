"""The site readers on the real hands of the second outside check: one test per reader
finding, each from its reproducer in tests/data/hands/reproducers/ (see its README for the
source, the licence and what was changed in each), plus the layouts added since.

Expected amounts are read off the history text by hand, quoted in comments."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from cstud import Card
from cstud.histories import (
    ActionKind,
    Hand,
    HistoryError,
    Stakes,
    Street,
    Verdict,
    check_money,
    parse_histories,
    read_histories,
    replay_hand,
)

HANDS = Path(__file__).parent / "data" / "hands"
REPRODUCERS = HANDS / "reproducers"
if not REPRODUCERS.is_dir():     # the sdist leaves tests/data/hands out (MANIFEST.in)
    pytest.skip("tests/data/hands/ is absent (AGPL-3.0 test data, not in the sdist)",
                allow_module_level=True)


def read(name: str) -> list[Hand | HistoryError]:
    return read_histories(REPRODUCERS / name, strict=False)


def agreed(name: str) -> list[Hand]:
    """Every hand of the file, each read and agreeing on the money and in the replay."""
    hands = read(name)
    assert hands
    for hand in hands:
        assert isinstance(hand, Hand), hand
        money = check_money(hand)
        assert money.verdict is Verdict.AGREE, (hand.hand_id, money.differences, money.reason)
        replay = replay_hand(hand)
        assert replay.verdict is Verdict.AGREE, (hand.hand_id, replay)
    return hands  # type: ignore[return-value]


def test_acr_pot_won_without_a_showdown_is_paid_from_the_summary():
    (hand,) = agreed("acr/no_showdown.txt")
    # "Uncalled bet ($0.08) returned to Player2", "Seat 7: Player2 did not show and won $0.36"
    assert hand.paid == {"Hero": 0, "Player0": 0, "Player1": 0, "Player2": 44, "Player3": 0}
    assert hand.rake == 1


def test_partypoker_pot_won_without_a_showdown():
    (hand,) = agreed("partypoker/no_showdown.txt")
    # "Player8 wins $13.20 USD": the pot (13.80, the uncalled $1 river bet in it) less the
    # rake, which PartyPoker does not state
    (award,) = hand.awards
    assert (award.player, award.amount, award.pot) == ("Player8", 1320, None)


PARTY = HANDS / "partypoker" / "7-StudHL-USD-10-20.201202.wins.lo.pot.studhilo.txt"


@pytest.mark.parametrize("edit", [
    lambda text: "\0" + text,                                   # as fpdb kept one file
    lambda text: "\0" + text.replace("\n", "\n\0", 5),
    lambda text: text.split("\n", 2)[2],                        # no "Game #N starts." line
    lambda text: text + "\n\n" + text.split("\n", 2)[2],        # one hand of each
], ids=["nul-first", "nul-in-lines", "game-no-first", "both-starts"])
def test_partypoker_files_with_nul_bytes_or_starting_at_game_no(edit):
    text = PARTY.read_text(encoding="utf-8")
    edited = edit(text)
    hands = parse_histories(edited, strict=False)
    assert [hand.hand_id for hand in hands if isinstance(hand, Hand)] == \
        ["11480841734"] * edited.count("#Game No :")
    assert all(check_money(hand).verdict is Verdict.AGREE for hand in hands)
    assert hands[0].line == 1


def test_partypoker_tournament_export_layout():
    path = REPRODUCERS / "partypoker" / "7-Stud-USD-MTT-6.00-201205.txt"
    text = path.read_text(encoding="utf-8")
    # The hand is Seven Card Stud; read as Stud Hi/Lo it pays the same (Player6's straight,
    # Four to Eight, also makes the only low: 7-6-5-4-A).
    (hand,) = parse_histories(text.replace("7 Card Stud $6", "7 Card Stud Hi-Lo $6"))
    assert (hand.unit, hand.currency, hand.tournament) == ("chip", None, "69784932")
    # "Stakes-Antes(60/120-10)", "Player4 bring-ins [20]"
    assert hand.stakes == Stakes(ante=10, bring_in=20, small_bet=60, big_bet=120)
    # "Player4 double bets [120]" on 4th street with an open pair
    first = next(a for a in hand.actions if a.street is Street.FOURTH)
    assert (first.player, first.kind, first.total) == ("Player4", ActionKind.BET, 120)
    # "Player6 wins 2,560 chips from the main pot"
    (award,) = hand.awards
    assert (award.player, award.amount, award.pot) == ("Player6", 2560, 0)
    assert check_money(hand).verdict is Verdict.AGREE


def test_winning_uncalled_bet_is_left_out_of_the_summary_bets():
    (hand,) = agreed("winning/uncalled_bet.txt")
    # "Player ChazDazzle bets (1)", "Uncalled bet (1) returned to ChazDazzle", and in the
    # summary "Bets: 0.55. Collects: 1.10": the ante and the call only
    assert hand.returned == (("ChazDazzle", 100),)
    assert hand.paid == {"ChazDazzle": 210, "Nee": 0}


def test_kingsclub_uncalled_bet_returned_as_the_summary_stack_shows():
    (hand,) = read("kingsclub/uncalled_bet.txt")
    assert isinstance(hand, Hand)
    # "Hero bets 40", "Player0 folds"; "Hero (2,107.40) +49" = 2,058.40 - 90 + 99 + 40
    assert hand.returned == (("Hero", 4000),)
    assert check_money(hand).verdict is Verdict.AGREE
    # (the hand is Razz, where the Tc brings in: as Stud Hi/Lo the replay disputes that)


def test_kingsclub_uncalled_bet_on_a_street_before_the_last_is_returned():
    # Razz 3537921: Player3 is all in on 3rd street; on 5th ("*** 4TH STREET ***" in this
    # layout) "Player4 bets 1,000", "Player1 folds", then 6th and 7th are dealt with no
    # betting. The summary "Player4 (52,376) +2,850" = 49,526 - 1,250 + 4,100 (the pot)
    # + 1,000: the bet nobody called is given back though later streets were dealt.
    (hand,) = read("kingsclub/Razz-USD-500-100-202101.multi.pot.failure.txt")
    assert isinstance(hand, Hand), hand
    assert hand.game == "razz"
    assert hand.returned == (("Player4", 100000),)
    assert hand.paid["Player4"] == 410000 + 100000
    # Both 7th-street cards are dealt hidden ("[X]"), so the showdown cannot be judged.
    money = check_money(hand)
    assert money.verdict is Verdict.UNJUDGED
    assert "6 of Player4's 7 cards" in (money.reason or "")


def test_kingsclub_uncalled_bet_kept_by_the_summary_stack_is_a_difference():
    text = (REPRODUCERS / "kingsclub" / "uncalled_bet.txt").read_text(encoding="utf-8")
    # A summary whose stack leaves the uncalled 40 with the pot: no return is read, and
    # the settlement, which gives the uncalled bet back, disputes the payout.
    (hand,) = parse_histories(text.replace("Hero (2,107.40) +49", "Hero (2,067.40) +9"))
    assert hand.returned == ()
    money = check_money(hand)
    assert money.verdict is Verdict.DIFFER
    assert money.settled["Hero"] - money.site_paid["Hero"] == 4000


def test_kingsclub_2022_layout_headings_in_their_places():
    (hand,) = agreed("kingsclub/cash_KingsClub_Stud_7-StudHL-USD-44-88-202203.fixed.streets.txt")
    # "*** 3RD STREET ***" before "Dealt to Player0: [X X 7h]"; "*** 4TH STREET ***" before
    # "Dealt to Player3: [Kc]"
    assert [(a.player, a.street) for a in hand.actions][:8] == [
        ("Player5", Street.THIRD), ("Player0", Street.THIRD), ("Player1", Street.THIRD),
        ("Player2", Street.THIRD), ("Player3", Street.THIRD), ("Hero", Street.THIRD),
        ("Player4", Street.THIRD), ("Player5", Street.THIRD)]
    assert next(a for a in hand.actions if a.street is Street.FOURTH).player == "Player5"
    assert max(a.street for a in hand.actions) is Street.SEVENTH


def test_uncalled_part_of_an_ante_is_returned():
    (hand,) = read("fulltilt/allin_ante.txt")
    assert isinstance(hand, Hand)
    # "Hero antes 7", "Player0 antes 6, and is all in", "Uncalled bet of 1 returned to Hero"
    assert hand.returned == (("Hero", 1),)
    money = check_money(hand)
    assert sum(money.settled.values()) == sum(money.site_paid.values()) == 13


def test_merge_raise_is_the_raisers_total_on_the_street():
    (hand,) = read("merge/reraise.xml")
    assert isinstance(hand, Hand)
    # BRING_IN 0.10 (Hero), COMPLETE 0.50, CALL 0.50, RAISE 1.00 (Hero: 0.90 more), RAISE
    # 1.50, CALL 1.00 (0.50 + 1.00), RAISE 2.00 (Hero), CALL 0.50, CALL 0.50
    third = [(a.player, a.kind, a.amount, a.total) for a in hand.actions
             if a.street is Street.THIRD]
    assert third == [
        ("Hero", ActionKind.BRING_IN, 10, 10), ("Player1", ActionKind.COMPLETE, 50, 50),
        ("Player2", ActionKind.CALL, 50, 50), ("Hero", ActionKind.RAISE, 90, 100),
        ("Player1", ActionKind.RAISE, 100, 150), ("Player2", ActionKind.CALL, 100, 150),
        ("Hero", ActionKind.RAISE, 100, 200), ("Player1", ActionKind.CALL, 50, 200),
        ("Player2", ActionKind.CALL, 50, 200)]
    assert check_money(hand).verdict is Verdict.AGREE
    # (the hand is Razz, where the highest upcard brings in: as Stud Hi/Lo the replay
    # disputes Hero's bring-in)


def test_ipoker_empty_seats_are_left_out():
    hands = agreed("ipoker/empty_seat.xml")
    assert [hand.hand_id for hand in hands] == ["2418629537", "2418630592"]
    # seats 3 and 8: name="" chips="$0"; seat 9 (ad1028) sits out: no ante, no cards
    assert all({seat.number for seat in hand.seats} == {1, 2, 4, 5, 6, 7, 10} for hand in hands)


def test_ipoker_seat_without_a_name_but_with_chips_is_an_error():
    text = (REPRODUCERS / "ipoker" / "empty_seat.xml").read_text(encoding="utf-8")
    broken = text.replace('name="" chips="$0" dealer="0" win="$0" bet="$0"',
                          'name="" chips="$1" dealer="0" win="$0" bet="$0.01"', 1)
    first, second = parse_histories(broken, strict=False)
    assert isinstance(first, HistoryError) and "without a seat or a name" in str(first)
    assert isinstance(second, Hand)


def test_ipoker_tournament_named_without_a_code_is_in_chips():
    hands = read("ipoker/tournament.xml")
    assert len(hands) == 117
    read_ = [hand for hand in hands if isinstance(hand, Hand)]
    assert len(read_) > 90
    # <tournamentname>$5 Limit 7 Card Stud</tournamentname>, <tablename>$5 Limit 7 Card Stud,
    # 699476041, 699476041</tablename>: 'win="663"' is 663 chips, not $6.63
    assert {(hand.unit, hand.currency, hand.tournament) for hand in read_} == \
        {("chip", None, "699476041")}
    first = next(hand for hand in read_ if hand.hand_id == "4044858766")
    assert first.paid["Player2"] == 663


def test_ipoker_bet_attribute_an_ante_too_high_is_noted_and_judged_from_the_actions():
    hands = {hand.hand_id: hand for hand in read("ipoker/tournament.xml")
             if isinstance(hand, Hand)}
    hand = hands["4044860560"]
    # Player20: bet="376", his actions 8 + 120 + 120 + 120 = 368; the winner's win="1,398"
    # is the pot the actions give
    assert hand.contributions[hand.players.index("Player20")] == 368
    assert sum(hand.contributions) == sum(hand.paid.values())
    (note,) = hand.notes
    assert "Player20" in note and "376" in note and "368" in note
    money = check_money(hand)
    assert money.verdict is Verdict.AGREE and note in money.notes
    noted = [hand for hand in hands.values() if hand.notes]
    assert len(noted) == 13 and all(check_money(h).verdict is Verdict.AGREE for h in noted)


def test_ipoker_bet_attribute_that_the_wins_do_not_bear_out_is_still_an_error():
    text = (REPRODUCERS / "ipoker" / "tournament.xml").read_text(encoding="utf-8")
    # the same hand with the winner paid one chip less: neither figure is borne out
    start = text.index('<game gamecode="4044860560">')
    end = text.index("</game>", start)
    game = text[start:end]
    winner = re.search(r'win="([\d,]+)"', game.replace('win="0"', ""))
    assert winner is not None
    amount = int(winner[1].replace(",", ""))
    edited = text[:start] + game.replace(f'win="{winner[1]}"', f'win="{amount - 1}"', 1) + \
        text[end:]
    result = next(r for r in parse_histories(edited, strict=False)
                  if str(r.hand_id) == "4044860560")
    assert isinstance(result, HistoryError) and "Player20 put in 376" in str(result)


STARS = HANDS / "pokerstars" / "7-StudHL-USD-0.04-0.08-200911.studhilo.txt"


@pytest.mark.parametrize("renamed", ["PC [Mittel]", "Bob [2c]", "[x] y [Ah]", "gash [por"])
def test_names_with_brackets_are_read(renamed):
    """A real player is 'PC [Mittel]': 'Dealt to PC [Mittel] [5c]' names him, then his card."""
    text = STARS.read_text(encoding="utf-8")
    original = parse_histories(text)
    hands = parse_histories(text.replace("gashpor", renamed))
    assert len(hands) == len(original) == 7
    for old, new in zip(original, hands, strict=True):
        assert [seat.player for seat in new.seats] == \
            [renamed if seat.player == "gashpor" else seat.player for seat in old.seats]
        assert [seat.cards for seat in new.seats] == [seat.cards for seat in old.seats]
        assert check_money(new).verdict is Verdict.AGREE


def test_winamax_play_money_with_cents():
    (hand,) = agreed("winamax/play_money.txt")
    # "(0.01/0.05/0.10)", "Table: 'Ceské Budejovice' 6-max (play money)", "Seat 2: Player0
    # (2.05)", "*** THIRD ***", "Player1 bring-in 0.02"
    assert (hand.unit, hand.currency, hand.tournament) == ("cent", None, None)
    assert hand.stakes == Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10)
    assert hand.seats[0].stack == 205
    assert hand.actions[0].kind is ActionKind.BRING_IN
    assert max(a.street for a in hand.actions) is Street.SEVENTH


def test_fulltilt_2006_layout_names_the_site_in_one_word():
    # "FullTiltPoker Game #579366587: ... - Limit Omaha H/L - ...": a Full Tilt history (its
    # one hand another game, counted), not a text no format reads
    games: Counter[str] = Counter()
    assert read_histories(REPRODUCERS / "fulltilt" / "LO8-HORSE-2max-SnG-USD-200-200604.txt",
                          strict=False, other_games=games) == []
    assert games == Counter({"Omaha": 1})
    # a stud hand headed so reads as the same hand
    path = HANDS / "fulltilt" / "10Game-6max-USD-2.50-5.201104.Sample.studhilo.txt"
    text = path.read_text(encoding="utf-8-sig")
    hands = parse_histories(text)
    renamed = parse_histories(text.replace("Full Tilt Poker Game #", "FullTiltPoker Game #"))
    assert len(hands) == 10
    assert [(h.site, h.hand_id, h.game, h.paid, h.actions) for h in renamed] == \
        [(h.site, h.hand_id, h.game, h.paid, h.actions) for h in hands]


def test_fulltilt_razz_bring_in_line_is_high_with():
    from cstud.histories._formats import read_text

    (path,) = (REPRODUCERS / "fulltilt").glob("cash_FTP_Stud_Razz-*.txt")
    text = read_text(path)
    assert "Player5 is high with [Ks]" in text
    # Read as Stud Hi/Lo so that this test needs no game-aware reader: the line is table
    # talk, like Stud's "is low with", and every hand reads.
    hands = parse_histories(text.replace("Limit Razz", "Limit Stud H/L"), strict=False)
    assert hands and all(isinstance(hand, Hand) for hand in hands), hands


@pytest.mark.parametrize("name", ["cash_Bovada_Stud_7-Stud-USD-2.00-4.00-201205.txt",
                                  "7-Stud-USD-MTT - $10-$1 - 201206.first3.txt"])
def test_bovada_2012_layout_streets_told_by_the_deals(name):
    from cstud.histories._formats import read_text

    text = read_text(REPRODUCERS / "bovada" / name)
    # Seven Card Stud; read as Stud Hi/Lo so that this test needs no game-aware reader
    # (none of these hands splits a pot).
    hands = parse_histories(text.replace("7CARD ", "7CARD HiLo "), strict=False)
    assert len(hands) == text.count(" Hand #")
    for hand in hands:
        assert isinstance(hand, Hand), hand
        assert check_money(hand).verdict is Verdict.AGREE
        # each street's cards came after the last street's betting
        dealt = {seat.player: len(seat.cards) for seat in hand.seats}
        for action in hand.actions:
            assert dealt[action.player] >= int(action.street)


def test_bovada_2012_clock_actions_and_all_in_figures():
    checked, added, total = agreed("bovada/7-Stud-USD-MTT - $10-$1 - 201206.timeout.allin.txt")
    # 'Seat+8 : Checks(timeout)' is his check: the others check after him in turn
    (timed_out,) = [a for a in checked.actions if a.line - checked.line == 43]
    assert (timed_out.player, timed_out.kind) == ("Seat+8", ActionKind.CHECK)
    # 'Seat+1 : Raises 400' then 'Seat+1 : All-in 227': 227 more, all he had
    (last,) = [a for a in added.actions if a.player == "Seat+1" and a.all_in]
    assert (last.amount, last.total) == (227, 627)
    # 'Seat+4 [ME] : Raises 600' then 'All-in(raise) 1054': his total, 454 more
    (last,) = [a for a in total.actions if a.player == "Seat+4" and a.all_in]
    assert (last.amount, last.total) == (454, 1054)


def test_bovada_2012_tournament_hand_in_detail():
    from cstud.histories._formats import read_text

    text = read_text(REPRODUCERS / "bovada" / "7-Stud-USD-MTT - $10-$1 - 201206.first3.txt")
    hands = parse_histories(text.replace("7CARD ", "7CARD HiLo "))
    hand = hands[2]
    assert (hand.hand_id, hand.unit, hand.tournament) == ("2633117518", "chip", "1378659")
    # "Big blind/Bring in 5", "Raises 10" (to 10), "Call 10", "Call 5"; on 4th street
    # "Bets 10", "Raises 20", "Raises 30", "Call 10"
    assert [(a.player, a.kind, a.amount, a.total) for a in hand.actions
            if a.street is Street.FOURTH] == [
        ("Seat+8", ActionKind.BET, 10, 10), ("Seat+1", ActionKind.RAISE, 20, 20),
        ("Seat+5", ActionKind.FOLD, 0, 0), ("Seat+8", ActionKind.RAISE, 20, 30),
        ("Seat+1", ActionKind.CALL, 10, 30)]
    assert hand.stakes == Stakes(ante=2, bring_in=5, small_bet=10, big_bet=20)
    # "Return uncalled portion of bet 20", "Hand Result 184"
    assert hand.returned == (("Seat+8", 20),) and hand.paid["Seat+8"] == 204


EVERLEAF_EUR = "cash_Everleaf_Stud_7-Stud-EUR-0.05-0.10.201108-new-format.txt"
EVERLEAF_USD = "cash_Everleaf_Stud_7-Stud-USD-0.05-0.10.201107.txt"


def _everleaf() -> list[Hand | HistoryError]:
    from cstud.histories._formats import read_text

    text = read_text(REPRODUCERS / "everleaf" / EVERLEAF_EUR)
    # Seven Card Stud; read as Stud Hi/Lo so that this test needs no game-aware reader
    # (no hand of the file has a qualifying low at its showdown).
    return parse_histories(text.replace(" 7 Card Stud - ", " 7 Card Stud Hi/Lo - "),
                           strict=False)


def test_everleaf_every_hand_is_read_and_pays_as_settled():
    hands = _everleaf()
    assert len(hands) == 6
    for hand in hands:
        assert isinstance(hand, Hand), hand
        assert (hand.site, hand.unit, hand.currency) == ("Everleaf", "cent", "EUR")
        assert check_money(hand).verdict is Verdict.AGREE


def test_everleaf_hand_in_detail():
    hand = _everleaf()[0]
    assert isinstance(hand, Hand)
    assert (hand.hand_id, hand.table) == ("295679510", "Harjavalta")
    # "EricBlade posts bring-in €0.02.", "MOURINHO_ completes to €0.05.", "EricBlade calls
    # [€ 0.03 EURO]"
    assert [(a.player, a.kind, a.amount, a.total) for a in hand.actions
            if a.street is Street.THIRD] == [
        ("EricBlade", ActionKind.BRING_IN, 2, 2), ("MOURINHO_", ActionKind.COMPLETE, 5, 5),
        ("EricBlade", ActionKind.CALL, 3, 5)]
    assert hand.stakes == Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10)
    # "Dealt to MOURINHO_ [ Ah ]." (his upcard only), "Dealt to EricBlade [ 5d, Qs, 7s ]."
    assert [seat.cards[:3] for seat in hand.seats][1] == (Card("5d"), Card("Qs"), Card("7s"))
    assert hand.seats[0].cards[2] == Card("Ah")
    # "MOURINHO_: bets [€ 0.05 EURO]", "EricBlade folds", "MOURINHO_ wins € 0.12 EURO from
    # main pot": the pot but his uncalled bet, which is given back
    assert hand.returned == (("MOURINHO_", 5),)
    assert hand.paid == {"MOURINHO_": 17, "EricBlade": 0}


@pytest.mark.parametrize(("name", "currency", "hands", "unjudged"), [
    (EVERLEAF_EUR, "EUR", 6, set()),
    # The USD layout lists nobody's cards ("**** dealing 4th street ****"): the hands whose
    # turn order or showdown depends on the upcards cannot be judged by the replay.
    (EVERLEAF_USD, "USD", 19, {"285997460", "285997876", "285998708", "286000080"}),
])
def test_everleaf_stud_is_read_as_stud_in_both_layouts(name, currency, hands, unjudged):
    """'€0.05/€0.10 7 Card Stud - 2011/08/12' and '$0.05/$0.10 7 Card Stud - 2011/07/08':
    every hand read as Seven Card Stud (they were skipped as another game), paid as the
    site paid it, and replayed to the site's stacks where its cards allow."""
    other: Counter[str] = Counter()
    read_hands = read_histories(REPRODUCERS / "everleaf" / name, strict=False,
                                other_games=other)
    assert not other and len(read_hands) == hands
    for hand in read_hands:
        assert isinstance(hand, Hand), hand
        assert (hand.game, hand.currency) == ("stud", currency)
        assert check_money(hand).verdict is Verdict.AGREE, hand.hand_id
        replay = replay_hand(hand)
        assert replay.verdict is (Verdict.UNJUDGED if hand.hand_id in unjudged
                                  else Verdict.AGREE), (hand.hand_id, replay.reason)


def test_everleaf_usd_layout_in_detail():
    hand = next(hand for hand in read_histories(REPRODUCERS / "everleaf" / EVERLEAF_USD)
                if hand.hand_id == "285997876")
    # "**** dealing 5th street ****", "Player4: bets [$ 0.10 USD]", "Player2 raises
    # [$ 0.20 USD]" (what the raise adds), "Player4 calls [$ 0.10 USD]"
    assert [(a.player, a.kind, a.amount, a.total) for a in hand.actions
            if a.street is Street.FIFTH] == [
        ("Player2", ActionKind.CHECK, 0, 0), ("Player4", ActionKind.BET, 10, 10),
        ("Player2", ActionKind.RAISE, 20, 20), ("Player4", ActionKind.CALL, 10, 20)]
    # "Player2 shows [ 5d, 8d, Kd, 7d, 9d, Jh, Qc ] a flush, king high", "Player2 wins
    # $ 0.98 USD from main pot"
    (player2,) = [seat for seat in hand.seats if seat.player == "Player2"]
    assert player2.showed and player2.cards[4] == Card("9d")
    assert hand.paid["Player2"] == 98


def test_everleaf_file_is_told_by_its_header_alone():
    from cstud.histories._formats import detect

    assert detect(["Everleaf Gaming Game #295679510"]) is not None
    assert detect(["***** Hand history for game #295679510 *****"]) is not None
