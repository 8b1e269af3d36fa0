"""PHH hand histories: the 13 WSOP 2023 Stud/8 hands, round trips, unknown cards, bad files,
and the `cstud replay` command."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from game_helpers import passive

from cstud.bots import play_random_hand
from cstud.cli import main
from cstud.game import CardBurned, HandState, Options
from cstud.phh import HandHistory, PHHError, read_phh, write_phh

WSOP = sorted((Path(__file__).parent / "data" / "phh").glob("*.phh"))


def test_the_thirteen_wsop_hands_are_here():
    assert len(WSOP) == 13


@pytest.mark.parametrize("path", WSOP, ids=[path.stem for path in WSOP])
def test_wsop_hand_replays_to_its_finishing_stacks(path):
    history = read_phh(path)
    replay = history.replay()
    assert replay.state.is_over
    assert replay.finishing_stacks == history.finishing_stacks
    assert replay.mismatches() == []
    assert sum(replay.finishing_stacks) == sum(history.starting_stacks)


@pytest.mark.parametrize("path", WSOP, ids=[path.stem for path in WSOP])
def test_wsop_hand_round_trips(path):
    history = read_phh(path)
    written = history.replay().to_history()
    # The engine writes the same actions pokerkit did (all-in shows included).
    assert written.actions == [action.split("#")[0].strip() for action in history.actions]
    text = written.dumps()
    again = HandHistory.loads(text)
    assert again.dumps() == text
    assert again.replay().finishing_stacks == history.finishing_stacks
    assert again.fields["event"] == history.fields["event"]


def _without_burns(ops):
    return [op for op in ops if not isinstance(op, CardBurned)]


@pytest.mark.parametrize("game", ["stud8", "stud", "razz"])
def test_any_engine_hand_round_trips_through_phh(game, tmp_path):
    rng = random.Random(game)
    for seed in range(120):
        players = rng.randint(2, 8)
        stacks = [rng.choice([3, 10, 30, 80, 400]) for _ in range(players)]
        options = Options.preset(rng.choice(["pokerstars", "tda", "wsop", "rrop"]), game)
        state = play_random_hand(players, seed, stacks=stacks, game=game, options=options)
        path = tmp_path / f"{seed}.phh"
        written = write_phh(state, path, event="test")
        replay = read_phh(path).replay(options)
        assert replay.state.stacks == state.stacks
        assert _without_burns(replay.state.operations) == _without_burns(state.operations)
        assert replay.to_history().dumps() == written.dumps()


@pytest.mark.parametrize(("players", "preset", "community"), [
    (8, "pokerstars", True), (8, "tda", True), (7, "tda", False), (7, "rrop", True)])
def test_running_out_of_cards_round_trips(players, preset, community):
    # R16: everyone checks and calls to the end; a community card ("d db") or a deal after
    # the burns were scrambled back in.
    options = Options.preset(preset)
    state = HandState([500] * players, 1, 2, 5, seed=players, options=options)
    passive(state)
    assert (state.community_card is not None) == community
    history = HandHistory.from_state(state)
    assert any(action.startswith("d db ") for action in history.actions) == community
    replay = HandHistory.loads(history.dumps()).replay(options)
    assert replay.state.stacks == state.stacks
    assert replay.state.community_card == state.community_card


def test_seats_and_dealer_are_kept():
    state = HandState([100, 0, 100, 100], 1, 2, 5, dealer=0, seed=3)
    passive(state)
    history = HandHistory.from_state(state)
    assert history.fields["seats"] == [3, 4, 1]          # seat 2 first, seat 1 sat out
    assert history.fields["seat_count"] == 4
    replay = history.replay(Options())
    assert replay.finishing_stacks == [state.stacks[seat] for seat in (2, 3, 0)]


# --- unknown cards --------------------------------------------------------------------------

HEADER = """variant = "F7S/8"
antes = [1, 1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [100, 100, 100]
"""


def _hand(actions, header=HEADER, **fields):
    text = header + "actions = " + json.dumps(actions) + "\n"
    for key, value in fields.items():
        text += f"{key} = {json.dumps(value)}\n"
    return HandHistory.loads(text)


def test_unknown_down_cards_of_players_who_fold_are_fine_and_written_back():
    history = _hand(["d dh p1 ????Kc", "d dh p2 ????2c", "d dh p3 ????9h", "p2 pb", "p3 f",
                     "p1 cbr 5", "p2 f"], finishing_stacks=[104, 97, 99])
    replay = history.replay()
    assert replay.mismatches() == []
    assert replay.unknown == {0: {0, 1}, 1: {0, 1}, 2: {0, 1}}
    assert replay.to_history().actions[:3] == ["d dh p1 ????Kc", "d dh p2 ????2c",
                                               "d dh p3 ????9h"]


def test_unknown_upcards_get_stand_ins_that_keep_who_acts_first():
    # p3's door card is unknown; p2 brings in, so p3's card must not be lower than 3c; on
    # 4th street p1 (unknown) acts first, so his board must be the best.
    history = _hand(["d dh p1 ??????", "d dh p2 ????3c", "d dh p3 ??????", "p2 pb",
                     "p3 cc", "p1 cc", "d dh p1 ??", "d dh p2 Kd", "d dh p3 ??",
                     "p1 cbr 5", "p2 f", "p3 f"])
    replay = history.replay()
    assert replay.state.is_over
    assert replay.state.stacks == (106, 97, 97)         # 9 in the pot; the 5 comes back


def test_unknown_cards_cannot_reach_a_showdown():
    actions = ["d dh p1 ??????", "d dh p2 AsKs2c", "d dh p3 QhJh9h", "p2 pb", "p3 cc",
               "p1 cc"]
    for _street in range(4, 8):                        # 4th to 7th, all checked
        actions += [f"d dh p{player} ??" for player in (1, 2, 3)]
        actions += ["p1 cc", "p2 cc", "p3 cc"]
    with pytest.raises(PHHError, match="not all known"):
        _hand(actions).replay()


def test_an_opener_no_card_explains_is_an_error():
    # p1 shows the 2c, the lowest card there is, but p2 is said to bring in.
    history = _hand(["d dh p1 ????2c", "d dh p2 ??????", "d dh p3 ????9h", "p2 pb"])
    with pytest.raises(PHHError, match=r"action 3 \('p2 pb'\)"):
        history.replay()


def test_shown_cards_fill_in_unknown_ones():
    history = read_phh(WSOP[0])
    actions = list(history.actions)
    actions[0] = "d dh p1 ????As"                      # down cards unknown until the show
    history.actions = actions
    assert history.replay().finishing_stacks == history.finishing_stacks


# --- bad files ------------------------------------------------------------------------------


@pytest.mark.parametrize(("actions", "message"), [
    (["d dh p1 AsKs2c", "d dh p2 AsQh9h", "d dh p3 Td9c8c"], "dealt twice"),
    (["d dh p1 AsKs2x"], "unknown card text|2x"),
    (["d dh p1 AsKs", "d dh p2 QsQh9h", "d dh p3 Td9c8c"], "2 card"),
    (["d dh p1 AsKs2c", "d dh p2 QsQh", "d dh p3 Td9c8c"],
     r"action 1 \('d dh p2 QsQh'\): 2 card\(s\) dealt on 3rd street, not 3"),
    (["d dh p1 AsKs2c", "d dh p2 QsQh9h", "d dh p3 Td9c8c", "p1 cc"], "p2's turn|p1"),
    (["d dh p1 AsKs2c", "d dh p2 QsQh9h", "d dh p3 Td9c8c", "p2 pb"], "p1's turn"),
    (["d dh p1 AsKs2c", "d dh p2 QsQh9h", "d dh p3 Td9c8c", "p1 xyz"], "unknown action"),
    (["d dh p1 AsKs2c", "d dh p2 QsQh9h", "d dh p3 Td9c8c", "q1 f"], "not a player"),
    (["d dh p1 AsKs2c", "d dh p2 QsQh9h", "d dh p3 Td9c8c", "p9 f"], "no player p9"),
    (["d dh p1"], "takes a player and cards"),
    (["d dh p1 AsKs2c", "d dh p2 QsQh9h", "d dh p3 Td9c8c", "p1 pb", "p2 cbr 7"],
     r"action 4 \('p2 cbr 7'\): to 7 is not allowed: complete to 5"),
    (["d dh p1 AsKs2c", "d dh p2 QsQh9h", "d dh p3 Td9c8c", "p1 pb", "p2 cbr 2.5"],
     "whole numbers"),
    (["d dh p1 AsKs2c", "d dh p2 QsQh9h", "d dh p3 Td9c8c", "p1 pb", "p2 f", "p3 f",
      "p2 cc"], "hand is over"),
    (["d dh p1 AsKs2c", "d dh p2 QsQh9h", "d dh p3 Td9c8c", "p1 pb", "p2 f", "p3 f",
      "d dh p1 7c"], "hand is over"),
    (["d dh p1 AsKs2c", "d dh p2 QsQh9h", "d dh p3 Td9c8c", "p1 pb", "p2 cc", "p3 cc",
      "d dh p1 7c", "d dh p2 7d"], "p3 is not dealt"),
    (["d dh p1 AsKs2c", "d dh p2 QsQh9h", "d dh p3 Td9c8c", "p1 pb", "p2 cc", "p3 f",
      "d dh p1 7c", "d dh p2 7d", "d dh p3 7h"], "not in the hand"),
    (["d dh p1 AsKs2c", "d dh p2 QsQh9h", "d dh p3 Td9c8c", "p1 pb", "p2 sd"], "no draws"),
    (["d dh p1 AsKs2c", "d dh p2 QsQh9h", "d dh p3 Td9c8c", "p1 sm AsKs3c"], "shows 3c"),
    (["d dh p1 AsKs2c", "d dh p2 QsQh9h", "d dh p3 Td9c8c", "p1 pb", "p2 sm QsQh9h"],
     "while the betting goes on"),
    (["d dh p1 AsKs2c", "d dh p2 QsQh9h", "d dh p3 Td9c8c", "d db 7c"], "no street is due"),
])
def test_bad_actions_name_the_action(actions, message):
    with pytest.raises(PHHError, match=message):
        _hand(actions).replay()


@pytest.mark.parametrize(("text", "message"), [
    ("variant = 'F7S'\n", "missing required"),
    ("variant = 'NT'\n", "variant 'NT' is not played by cstud"),
    (HEADER.replace("F7S/8", "NT") + "actions = []\n", "not a stud game"),
    (HEADER + "actions = []\nblinds_or_straddles = [1, 2, 0]\n", "button games"),
    (HEADER.replace("[100, 100, 100]", "[100, 100]") + "actions = []\n", "antes has 3"),
    (HEADER.replace("bring_in = 2", "bring_in = 1.5") + "actions = []\n", "whole number"),
    (HEADER + "actions = [\n", "not valid TOML"),
    (HEADER + "actions = [1, 2]\n", "array of strings"),
    (HEADER.replace("[1, 1, 1]", "[1, 2, 1]") + "actions = []\n", "one ante"),
    (HEADER.replace("[100, 100, 100]", "[100, 100, 100, 100, 100, 100, 100, 100, 100]")
     .replace("[1, 1, 1]", "[1, 1, 1, 1, 1, 1, 1, 1, 1]") + "actions = []\n", "2 to 8"),
])
def test_bad_files(text, message):
    with pytest.raises(PHHError, match=message):
        HandHistory.loads(text).replay()


def test_integral_float_chips_are_accepted():
    history = HandHistory.loads(HEADER.replace("bring_in = 2", "bring_in = 2.0")
                                + "actions = []\n")
    assert history.bring_in == 2 and isinstance(history.bring_in, int)


# --- cstud replay ---------------------------------------------------------------------------


def test_cli_replay_table_and_exit_codes(tmp_path, capsys):
    assert main(["replay", str(WSOP[8])]) == 0
    out = capsys.readouterr().out
    assert "3,220,000" in out and "main" in out and "side 1" in out
    wrong = tmp_path / "wrong.phh"
    text = WSOP[8].read_text().replace("finishing_stacks = [3220000", "finishing_stacks = "
                                       "[3220001")
    wrong.write_text(text)
    assert main(["replay", str(wrong)]) == 1
    assert "differ" in capsys.readouterr().out
    bad = tmp_path / "bad.phh"
    bad.write_text(HEADER + 'actions = ["p1 zz"]\n')
    assert main(["replay", str(bad)]) == 2
    assert "unknown action" in capsys.readouterr().err      # errors on stderr (issue 11)


def test_cli_replay_json(capsys):
    assert main(["replay", "--json", str(WSOP[0])]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["match"] is True and report["over"] is True
    assert [player["finishing_stack"] for player in report["players"]] == \
        read_phh(WSOP[0]).finishing_stacks
    assert report["pots"][0]["amount"] > 0
    assert main(["replay", "--json", "--preset", "pokerstars", str(WSOP[0])]) == 0


def test_cli_replay_json_names_odd_chips(tmp_path, capsys):
    # The straight-to-the-ace tie of test_game's R23 test: the odd chip goes to p2 (As).
    from game_helpers import make

    state = make([100, 100, 100], "Ts Js Qs Kd Ac 9c 9h", "Th Jh Qh Kc As 9d 9s",
                 "2d 3d 4h 5c", seed=1, options=Options.preset("wsop"))
    state.post_bring_in()
    state.call()
    state.call()
    state.bet()
    state.call()
    state.fold()
    passive(state)
    path = tmp_path / "odd.phh"
    write_phh(state, path)
    assert main(["replay", "--json", str(path)]) == 0
    pot = json.loads(capsys.readouterr().out)["pots"][0]
    assert pot["shares"] == {"p1": 9, "p2": 10}
    assert [odd["player"] for odd in pot["odd_chips"]] == ["p2"]
    assert "As" in pot["odd_chips"][0]["reason"]


def test_table_lines_say_where_each_hand_of_a_set_begins():
    from cstud.phh import table_lines

    histories = [HandHistory(variant="F7S/8", antes=[1, 1], bring_in=2, small_bet=5,
                             big_bet=10, starting_stacks=[100, 100 + n], actions=[])
                 for n in range(3)]
    text = HandHistory.dumps_all(histories)
    lines = text.splitlines()
    found = table_lines(text)
    assert list(found) == ["1", "2", "3"]
    for name, number in found.items():
        assert lines[number - 1].strip() in (f"[{name}]", f'["{name}"]')
    # Quoted names, spaces and comments, as TOML allows them; keys as tomllib gives them.
    text = '["a b"]\nvariant = "F7S"\n\n  [ \'c\' ]  # the third hand\nx = 1\n[4]\n'
    assert table_lines(text) == {"a b": 1, "c": 4, "4": 6}
    import tomllib
    assert list(tomllib.loads(text)) == list(table_lines(text))
