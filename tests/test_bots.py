"""The bots: legal play everywhere, seeded randomness, the calling station's manners, and the
heuristic bot's starting hands, its sense, and its blindness to cards it cannot see."""

from __future__ import annotations

import random

import pytest
from game_helpers import cards_for, code, passive, varied_hands

from cstud.bots import (
    BOTS,
    Bot,
    CallingStation,
    HeuristicBot,
    RandomBot,
    SeatView,
    code_chooser,
    legal_codes,
    make_bot,
    play_hand,
    starting_tier,
)
from cstud.game import (
    BET,
    BRING_IN,
    CALL,
    CHECK,
    COMPLETE,
    FOLD,
    RAISE,
    Action,
    HandState,
    IllegalActionError,
    Options,
    PlayerActed,
)
from cstud.game.state import WAGER_BIG_CODE

GAMES = ("stud8", "stud", "razz")


def _codes(text: str) -> list[int]:
    return [code(token) for token in text.split()]


def _actions(state: HandState, seats=None) -> list:
    return [op.action for op in state.operations
            if isinstance(op, PlayerActed) and (seats is None or op.seat in seats)]


# --- every bot plays only legal actions, to the end ------------------------------------------


@pytest.mark.parametrize("name", sorted(BOTS))
@pytest.mark.parametrize("game", GAMES)
def test_every_bot_finishes_hands_legally(name, game):
    rng = random.Random(f"{name}/{game}")
    for number in range(150):
        players = rng.randint(2, 8)
        stacks = [rng.choice([1, 3, 8, 20, 60, 300]) for _ in range(players)]
        preset = rng.choice([None, "pokerstars", "tda", "wsop", "rrop"])
        options = Options() if preset is None else Options.preset(preset, game)
        state = HandState(stacks, 1, 2, 5, game=game, options=options, seed=number,
                          auto_showdown=number % 4 != 0)
        bots = [make_bot(name, f"{number}/{seat}") for seat in range(players)]
        play_hand(state, bots)          # apply() raises on any illegal action
        assert state.is_over
        assert sum(state.stacks) + state.settlement.rake == sum(stacks)


def test_play_hand_deals_when_the_state_waits_for_it():
    state = HandState([50, 50, 50], 1, 2, 5, seed=4, auto_deal=False)
    play_hand(state, {0: CallingStation(), 1: CallingStation(), 2: CallingStation()})
    assert state.is_over and len(state.live) == 3


def test_make_bot_names_the_bots():
    assert isinstance(make_bot("random", 1), RandomBot)
    assert isinstance(make_bot("station"), CallingStation)
    assert isinstance(make_bot("heuristic"), HeuristicBot)
    with pytest.raises(ValueError, match="unknown bot 'shark': one of random, station"):
        make_bot("shark")


def test_a_bot_is_a_class_with_choose():
    class AlwaysFirst(Bot):
        name = "first"

        def choose(self, state, seat):
            return state.legal_actions()[0]

    state = play_hand(HandState([40, 40], 1, 2, 5, seed=2), [AlwaysFirst(), AlwaysFirst()])
    assert state.is_over
    with pytest.raises(NotImplementedError):
        Bot().choose(state, 0)


# --- the random bot ------------------------------------------------------------------------


def _random_hand(seed_a, seed_b):
    state = HandState([100] * 4, 1, 2, 5, seed=9)
    return _actions(play_hand(state, [RandomBot(f"{seed_a}/{seat}") if seat % 2 else
                                      RandomBot(f"{seed_b}/{seat}") for seat in range(4)]))


def test_random_bot_is_seeded():
    assert _random_hand(1, 2) == _random_hand(1, 2)
    assert len({tuple(_random_hand(seed, seed)) for seed in range(8)}) > 1


def test_random_bot_picks_every_legal_action_kind():
    seen = set()
    for seed in range(60):
        state = HandState([60] * 5, 1, 2, 5, seed=seed)
        seen.update(action.kind for action in
                    _actions(play_hand(state, [RandomBot(f"{seed}/{i}") for i in range(5)])))
    assert seen >= {FOLD, CHECK, CALL, BRING_IN, COMPLETE, BET, RAISE}


# --- the calling station -------------------------------------------------------------------


def test_calling_station_never_folds_or_raises_and_brings_in_for_the_minimum():
    for seed in range(80):
        state = HandState([50, 3, 200, 12], 1, 2, 5, seed=seed)
        play_hand(state, [CallingStation()] * 4)
        kinds = {action.kind for action in _actions(state)}
        assert kinds <= {CHECK, CALL, BRING_IN}
        assert BRING_IN in kinds
        assert len(state.live) == 4                   # everyone to the showdown


def test_calling_station_calls_a_bet_and_checks_when_it_may():
    station = CallingStation()
    state = HandState([100, 100, 100], 1, 2, 5, cards=cards_for("Ah Kh 9c", "2d 3d 2c",
                                                                "Qs Js 8h"))
    assert station.choose(state, 1).kind is BRING_IN            # not the completion
    state.apply(Action(BRING_IN))
    state.apply(Action(COMPLETE, 5))                            # seat 2 completes
    assert station.choose(state, 0) == Action(CALL, 5, False, 5)


def test_calling_station_brings_in_when_nobody_must():
    # TDA: the low card is all-in on the ante, so anyone may fold, bring in or complete.
    options = Options.preset("tda")
    state = HandState([100, 1, 100], 1, 2, 5, options=options,
                      cards=cards_for("Ah Kh 9c", "?? ?? 2c", "Qs Js 8h"))
    assert FOLD in {action.kind for action in state.legal_actions()}
    assert CallingStation().choose(state, state.actor).kind is BRING_IN


# --- the heuristic: starting hands ---------------------------------------------------------


@pytest.mark.parametrize(("game", "hand", "tier"), [
    ("stud8", "As 2s 3d", 3),        # three low cards with an ace
    ("stud8", "4c 5d 6h", 3),        # seven-high... six-high low
    ("stud8", "8c 7d 6h", 2),        # three low cards, eight-high
    ("stud8", "Kd Kh 9c", 3),        # a pair of kings
    ("stud8", "Ac Ad Qh", 3),        # aces
    ("stud8", "9c 9d 4h", 2),        # nines, bigger than anything showing
    ("stud8", "3c 3d Kh", 1),        # a small pair
    ("stud8", "Jc 8c 3c", 2),        # three to a flush
    ("stud8", "Ah 5d Kc", 1),        # an ace and a low card
    ("stud8", "Qc Td 9h", 0),        # trash
    ("stud8", "Jc Jd Jh", 3),        # trips
    ("stud", "Qs Qd 5h", 3),
    ("stud", "Ts Td 5h", 2),
    ("stud", "6s 6d 5h", 1),         # smaller than the 8d showing
    ("stud", "Tc Jd Qh", 1),         # three to a straight
    ("stud", "8c 3d 2h", 0),
    ("razz", "Ac 2d 3h", 3),
    ("razz", "8c 5d 2h", 2),
    ("razz", "Ac 2d Kh", 1),
    ("razz", "Kc Qd 9h", 0),
    ("razz", "5c 5d 5h", 0),
])
def test_starting_tiers(game, hand, tier):
    others = _codes("7c 8d")             # two small upcards showing
    assert starting_tier(game, _codes(hand), others, others) == tier


def test_dead_cards_lower_a_pair_and_a_flush():
    assert starting_tier("stud8", _codes("Kd Kh 9c"), [], []) == 3
    assert starting_tier("stud8", _codes("Kd Kh 9c"), _codes("Ks Kc"), _codes("Ks Kc")) == 2
    assert starting_tier("stud8", _codes("Jc 9c 3c"), [], []) == 2
    assert starting_tier("stud8", _codes("Jc 9c 3c"), _codes("2c 5c Qc"), []) == 0


def test_a_pair_smaller_than_an_upcard_showing_is_marginal():
    assert starting_tier("stud8", _codes("9c 9d 4h"), _codes("Qs"), _codes("Qs")) == 1


# --- the heuristic: decisions ------------------------------------------------------------


def _state(*specs, stacks=None, **kwargs):
    stacks = stacks or [100] * len(specs)
    return HandState(stacks, 1, 2, 5, cards=cards_for(*specs), **kwargs)


def test_heuristic_completes_a_strong_bring_in_and_brings_in_for_less_with_trash():
    strong = _state("Ah Kh 9c", "As 3s 2c", "Qs Js 8h")           # seat 1 brings in, A-2-3
    assert HeuristicBot().choose(strong, 1).kind is COMPLETE
    trash = _state("Ah Kh 9c", "Qd Td 2c", "Qs Js 8h")
    assert HeuristicBot().choose(trash, 1).kind is BRING_IN


def test_heuristic_folds_trash_facing_a_completion_and_plays_good_hands():
    state = _state("Qc Td 9h", "As 3s 2c", "Kd Kc 8h")
    state.apply(Action(BRING_IN))                                  # seat 1 (2c)
    state.apply(Action(COMPLETE, 5))                               # seat 2 completes
    assert HeuristicBot().choose(state, 0).kind is FOLD            # Q-T-9 in Hi/Lo: trash
    state = _state("Ac 4d 5h", "As 3s 2c", "Kd Kc 8h")
    state.apply(Action(BRING_IN))
    state.apply(Action(COMPLETE, 5))
    assert HeuristicBot().choose(state, 0).kind is RAISE           # A-4-5: three to a low


@pytest.mark.parametrize(("hand", "kind"), [
    ("Ac 2d 3h 4s 5c 9h Kd", RAISE),     # a wheel: the straight and the best low
    ("Kc Qh 9h 8s 7c 2h 3d", FOLD),      # king-high and no low
])
def test_heuristic_on_seventh_street_facing_a_bet(hand, kind):
    state = _state(hand, "Qs Qd 9c Jd Jh Ts 6s", stacks=[200, 200])
    passive(state, until_street=7)
    assert state.street == 7 and state.actor == 1          # the pair of jacks showing
    state.apply(Action(BET, 10))
    assert HeuristicBot().choose(state, 0).kind is kind


def test_heuristic_beats_the_calling_station():
    net = 0
    for seed in range(200):
        state = HandState([200] * 4, 1, 2, 5, seed=seed, dealer=seed % 4)
        play_hand(state, [HeuristicBot(), CallingStation(), HeuristicBot(), CallingStation()])
        net += state.stacks[0] + state.stacks[2] - 400
    assert net > 0


# --- the heuristic sees only what its seat can see ---------------------------------------------


def _layout(state: HandState) -> dict[int, list[int]]:
    return {seat: [int(card) for card in state.cards(seat)] for seat in state.players}


def _swap_hidden(state: HandState, seat: int, rng: random.Random) -> dict[int, list[int]]:
    """The same deal, except that every other seat's down cards are other unseen cards."""
    dealt = _layout(state)
    used = {card for cards in dealt.values() for card in cards}
    if state.community_card is not None:
        used.add(int(state.community_card))
    spare = [card for card in range(52) if card not in used]
    rng.shuffle(spare)
    changed = {}
    for other, cards in dealt.items():
        if other == seat:
            changed[other] = list(cards)
            continue
        up = {int(card) for card in state.up_cards(other)}
        changed[other] = [card if card in up else spare.pop() for card in cards]
    return changed


def _decisions_with_hidden_cards_changed(bot_for_seat, hands=60, game="stud8"):
    """Play hands; replay each with the other seats' down cards changed and the same actions;
    return (decisions that agreed, decisions that differed) of the bot at seat 0."""
    same = differ = 0
    rng = random.Random(game)
    for seed in range(hands):
        players = rng.randint(2, 6)
        stacks = [rng.choice([30, 80, 200]) for _ in range(players)]
        bots = [bot_for_seat(seat) for seat in range(players)]
        first = play_hand(HandState(stacks, 1, 2, 5, game=game, seed=seed), bots)
        log = [(op.seat, op.action) for op in first.operations if isinstance(op, PlayerActed)]
        original = HandState(stacks, 1, 2, 5, game=game, seed=seed)
        other = HandState(stacks, 1, 2, 5, game=game, cards=_swap_hidden(first, 0, rng),
                          community=first.community_card, seed=seed)
        for seat, action in log:
            if seat == 0:
                if bots[0].choose(original, 0) == bots[0].choose(other, 0):
                    same += 1
                else:
                    differ += 1
            original.apply(action)
            other.apply(action)
    return same, differ


def test_heuristic_decides_the_same_whatever_the_hidden_cards():
    for game in GAMES:
        same, differ = _decisions_with_hidden_cards_changed(
            lambda seat: HeuristicBot() if seat == 0 else RandomBot(seat), game=game)
        assert same > 100 and differ == 0


def test_the_blindness_test_catches_a_bot_that_peeks():
    class Peeker(HeuristicBot):
        """Folds whenever some opponent's down cards hold an ace: it reads the state."""

        def choose(self, state, seat):
            peeked = any(card.rank == 12 for other in state.live if other != seat
                         for card in state.down_cards(other))
            fold = [action for action in state.legal_actions() if action.kind is FOLD]
            if peeked and fold:
                return fold[0]
            return super().choose(state, seat)

    _, differ = _decisions_with_hidden_cards_changed(
        lambda seat: Peeker() if seat == 0 else RandomBot(seat))
    assert differ > 0


def test_a_seat_view_holds_no_hidden_card_of_another_seat():
    for seed in range(30):
        state = HandState([100] * 6, 1, 2, 5, seed=seed)
        bots = [RandomBot(f"{seed}/{seat}") for seat in range(6)]
        while not state.is_over:
            seat = state.actor
            view = SeatView.of(state, seat)
            hidden = {int(card) for other in state.players if other != seat
                      for card in state.down_cards(other)}
            visible = set(view.cards) | {card for up in view.up for card in up}
            if view.community is not None:
                visible.add(view.community)
            assert not hidden & visible
            assert not hidden & set(view.seen)
            assert set(view.legal) == set(state.legal_actions())
            state.apply(bots[seat].choose(state, seat))


# --- the stepping path: choose_code ---------------------------------------------------------


def test_legal_codes_list_the_codes_in_the_legal_actions_order():
    """legal_codes(mask)[i] is the code of legal_actions()[i]: what lets RandomBot draw the
    same index on the stepping path as among the actions."""
    seen = set()
    draw = random.Random(5)
    for new_hand in varied_hands(3000, 1):
        state = new_hand()
        while state.mask:
            mask = state.mask
            assert legal_codes(mask) == tuple(entry[4] for entry in state._legal())
            assert len(legal_codes(mask)) == len(state.legal_actions())
            seen.add(legal_codes(mask))
            state.step(draw.choice(legal_codes(mask)))
    assert {(1, 0, 4), (1, 0, 4, 5), (0, 2, 4), (0, 3, 4), (6, 7)} <= seen
    assert any(WAGER_BIG_CODE in codes for codes in seen)


@pytest.mark.parametrize("kind", [RandomBot, CallingStation])
def test_choose_code_makes_the_choice_of_choose(kind):
    """Two bots alike, one asked for actions and one for codes, at every turn of many
    varied hands: the same choice (and the random bots draw the same numbers)."""
    by_action, by_code = (kind("twins") if kind is RandomBot else kind()
                          for _ in range(2))
    draw = random.Random(3)
    turns = 0
    for new_hand in varied_hands(1500, 2):
        state = new_hand()
        while state.mask:
            seat = state.actor
            action = by_action.choose(state, seat)
            code = by_code.choose_code(state, seat, state.mask)
            legal = state.legal_actions()
            assert legal[legal_codes(state.mask).index(code)] == action
            turns += 1
            state.step(draw.choice(legal_codes(state.mask)))     # wander everywhere
    assert turns > 10000


class _ThroughChoose:
    """A bot played by choose() only: the path every bot took before choose_code."""

    def __init__(self, bot):
        self.bot = bot
        self.name = bot.name

    def choose(self, state, seat):
        return self.bot.choose(state, seat)


def test_play_hand_plays_the_same_hand_on_the_stepping_path():
    """RandomBot and CallingStation on the stepping path, beside and against bots played
    through choose() (HeuristicBot, and wrapped copies), give the very operations logs of
    the same bots all played through choose()."""
    names = ("random", "station", "heuristic")
    for number, new_hand in enumerate(varied_hands(1500, 3)):
        seats = range(len(new_hand().starting_stacks))
        stepped = play_hand(new_hand(), [make_bot(names[(seat + number) % 3], f"{number}/{seat}")
                                         for seat in seats])
        chosen = play_hand(new_hand(), [
            _ThroughChoose(make_bot(names[(seat + number) % 3], f"{number}/{seat}"))
            for seat in seats])
        assert stepped.operations == chosen.operations
        assert stepped.stacks == chosen.stacks


def test_which_bots_play_on_the_stepping_path():
    class Cautious(RandomBot):           # its own choose: choose_code would not be it
        def choose(self, state, seat):
            return state.legal_actions()[0]

    class Coded(Bot):
        name = "coded"

        def choose(self, state, seat):
            return state.legal_actions()[-1]

        def choose_code(self, state, seat, mask):
            return legal_codes(mask)[-1]

    class CodedAgain(Coded):             # inherits both, consistent
        pass

    replaced = RandomBot(1)
    replaced.choose = lambda state, seat: state.legal_actions()[0]
    assert code_chooser(RandomBot(1)) is not None
    assert code_chooser(CallingStation()) is not None
    assert code_chooser(CodedAgain()) is not None
    assert code_chooser(HeuristicBot()) is None
    assert code_chooser(Cautious(1)) is None
    assert code_chooser(replaced) is None
    assert code_chooser(_ThroughChoose(RandomBot(1))) is None
    assert code_chooser(object()) is None
    # and a bot on either path plays the hand its methods say
    first = play_hand(HandState([40, 40, 40], 1, 2, 5, seed=4), [Cautious(1)] * 3)
    listed = play_hand(HandState([40, 40, 40], 1, 2, 5, seed=4),
                       [_ThroughChoose(Cautious(1))] * 3)
    assert first.operations == listed.operations


def test_a_bot_that_chooses_an_illegal_code_is_refused():
    class Stubborn(Bot):
        name = "stubborn"

        def choose_code(self, state, seat, mask):
            return 6                     # show, on 3rd street

    state = HandState([40, 40], 1, 2, 5, seed=2)
    before = (list(state.operations), state.mask, state.stacks)
    with pytest.raises(IllegalActionError, match="chose 6"):
        play_hand(state, [Stubborn(), Stubborn()])
    assert (state.operations, state.mask, state.stacks) == before
