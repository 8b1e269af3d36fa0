"""PHH inputs that once escaped PHHError or were refused wrongly (issue 11: M1, M6, L1, L2,
L3, L11, the winner who shows after everyone mucked, the short ante that is not short), and
PHHError's fields (issue 12 point 2)."""

from __future__ import annotations

import json
import pickle

import pytest
from game_helpers import passive

from cstud.cli import main
from cstud.game import HandState, Options
from cstud.phh import CHIP_LIMIT, HandHistory, PHHError

BASE = ('variant = "F7S/8"\nantes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\n'
        'starting_stacks = [100, 100]\n'
        'actions = ["d dh p1 AsKs9h", "d dh p2 ????2c", "p2 pb", "p1 cbr 5", "p2 f"]\n')


def test_the_base_hand_replays():
    assert HandHistory.loads(BASE).replay().state.stacks == (103, 97)


# --- M6: nesting and types that crashed --------------------------------------------------------

@pytest.mark.parametrize("text", [
    BASE + "x = " + "[" * 2000 + "]" * 2000 + "\n",        # RecursionError in tomllib
    BASE + "x = " + "[" * 100 + "]" * 100 + "\n",          # read, but too deep to keep
    BASE.replace('variant = "F7S/8"', 'variant = ["F7S/8"]'),  # TypeError: unhashable list
    BASE.replace('variant = "F7S/8"', "variant = {code = 1}"),
    BASE.replace('variant = "F7S/8"', "variant = 7"),
])
def test_deep_nesting_and_a_variant_that_is_not_a_string_are_phh_errors(text, tmp_path):
    with pytest.raises(PHHError) as caught:
        HandHistory.loads(text).replay()
    assert caught.value.kind == "malformed"
    path = tmp_path / "bad.phh"
    path.write_text(text)
    assert main(["replay", str(path)]) == 2


# --- L1: digits that are not ASCII --------------------------------------------------------------

@pytest.mark.parametrize("player", ["p\u00b2", "p\u0662", "p\uff12", "p0", "p02", "p"])
def test_a_player_token_takes_ascii_digits_only(player):
    # superscript two, Arabic-Indic two, fullwidth two: str.isdigit() accepts them all
    with pytest.raises(PHHError, match="is not a player") as caught:
        HandHistory.loads(BASE.replace('"p2 pb"', f'"{player} pb"')).replay()
    assert (caught.value.index, caught.value.action) == (2, f"{player} pb")


# --- L2 and M1: huge numbers and the chip limit ------------------------------------------------

def test_an_integer_of_more_than_4300_digits_is_a_phh_error():
    with pytest.raises(PHHError, match="not valid TOML"):
        HandHistory.loads(BASE.replace("bring_in = 2", "bring_in = " + "9" * 5000))


@pytest.mark.parametrize("field", ["starting_stacks", "antes", "bring_in", "small_bet",
                                   "big_bet"])
def test_stacks_and_stakes_at_the_chip_limit_are_refused_naming_it(field):
    values = {"starting_stacks": [100, 100], "antes": [1, 1], "bring_in": 2, "small_bet": 5,
              "big_bet": 10}
    value = values[field]
    values[field] = [CHIP_LIMIT, CHIP_LIMIT] if isinstance(value, list) else CHIP_LIMIT
    text = "".join(f"{name} = {value}\n" for name, value in values.items())
    with pytest.raises(PHHError, match=r"2\*\*56") as caught:
        HandHistory.loads('variant = "F7S"\nactions = []\n' + text)
    assert caught.value.kind == "chip_limit" and caught.value.field == field
    assert isinstance(caught.value, ValueError)


def test_a_stack_just_below_the_limit_replays():
    text = BASE.replace("[100, 100]", f"[{CHIP_LIMIT - 1}, 100]")
    assert HandHistory.loads(text).replay().state.stacks == (CHIP_LIMIT + 2, 97)


def test_a_huge_wager_is_refused_as_beyond_the_limit():
    with pytest.raises(PHHError) as caught:
        HandHistory.loads(BASE.replace('"p1 cbr 5"', '"p1 cbr ' + "9" * 5000 + '"')).replay()
    assert caught.value.kind == "chip_limit" and caught.value.index == 3
    assert len(str(caught.value)) < 300                     # the action is not quoted whole


def test_writing_refuses_what_tomli_w_cannot_write_with_a_phh_error():
    history = HandHistory.loads(BASE)
    history.fields["hand"] = 10 ** 5000
    with pytest.raises(PHHError, match="hand cannot be written") as caught:
        history.dumps()
    assert caught.value.field == "hand"
    history.fields.pop("hand")
    history.starting_stacks = [CHIP_LIMIT, 100]
    with pytest.raises(PHHError, match=r"2\*\*56"):
        history.dumps()


# --- L11: loads(None), loads(bytes) ------------------------------------------------------------

def test_loads_takes_text_or_utf8_bytes_and_says_so():
    assert HandHistory.loads(BASE.encode()).replay().state.stacks == (103, 97)
    with pytest.raises(TypeError, match="PHH text is a str"):
        HandHistory.loads(None)                              # type: ignore[arg-type]
    with pytest.raises(PHHError, match="not UTF-8"):
        HandHistory.loads(b"\xff" + BASE.encode())


# --- L3: replay is linear in the number of actions ---------------------------------------------

def test_a_hundred_thousand_raises_heads_up_replay():
    # Uncapped heads-up (WSOP-LA 127). Quadratic before (13 s); the cost is measured in
    # benchmarks/test_phh_bench.py, this checks the answer.
    raises = 100_000
    actions = ["d dh p1 AsKs9h", "d dh p2 QhQd2c", "p2 pb", "p1 cbr 5"]
    actions += [f"p{2 - n % 2} cbr {10 + 5 * n}" for n in range(raises)]
    actions.append("p2 f")
    history = HandHistory(variant="F7S/8", antes=[1, 1], bring_in=2, small_bet=5, big_bet=10,
                          starting_stacks=[10**7, 10**7], actions=actions)
    state = history.replay().state
    assert state.is_over
    last = 5 + 5 * raises                                    # p1's last raise, p2 folded
    assert state.stacks == (10**7 + 1 + last - 5, 10**7 - 1 - last + 5)


# --- the winner shows after everyone else mucked -----------------------------------------------

THREE = """variant = "F7S"
antes = [1, 1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [100, 100, 100]
"""
CHECKED_DOWN = ["d dh p1 AsKs9h", "d dh p2 QhQd2c", "d dh p3 JcTc3d", "p2 pb", "p3 cc",
                "p1 cc"] + [action for cards in (("Ah", "5s", "7d"), ("Ad", "5c", "7h"),
                                                 ("Kh", "6s", "8d"), ("Kd", "6c", "8h"))
                            for action in (f"d dh p1 {cards[0]}", f"d dh p2 {cards[1]}",
                                           f"d dh p3 {cards[2]}", "p1 cc", "p2 cc", "p3 cc")]


def _three(actions: list[str]) -> HandHistory:
    return HandHistory.loads(THREE + f"actions = {json.dumps(actions)}\n")


def test_the_winner_may_show_after_everyone_else_mucked():
    # Checked down: p1 (the best board, aces) shows first (R17.2), but he mucks, and so
    # does p2: p3 wins unshown (R17.4) and shows afterwards, as pokerkit writes it.
    history = _three([*CHECKED_DOWN, "p1 sm", "p2 sm", "p3 sm JcTc3d7d7h8d8h"])
    replay = history.replay()
    assert replay.state.is_over and replay.state.stacks == (97, 97, 106)


def test_but_not_cards_he_was_not_dealt_nor_a_muck_of_the_pot_he_won():
    for ending, message in ((["p1 sm", "p2 sm", "p3 sm JcTc3d7d7h8d8s"], "shows 8s"),
                            (["p1 sm", "p2 sm", "p3 sm"], "cannot be mucked"),
                            (["p1 sm", "p2 sm", "p1 sm AsKs9hAhAdKhKd"], "not shown")):
        with pytest.raises(PHHError, match=message) as caught:
            _three(CHECKED_DOWN + ending).replay()
        assert caught.value.kind == "illegal"


# --- a stack that covers the ante exactly is not a short ante ----------------------------------

def test_a_stack_equal_to_the_ante_replays_with_ante_trimming_status_false():
    state = HandState([5, 500, 500], 5, 10, 30, seed=4, options=Options.preset("wsop"))
    passive(state)
    text = HandHistory.from_state(state).dumps().replace("ante_trimming_status = true",
                                                          "ante_trimming_status = false")
    assert "ante_trimming_status = false" in text and "starting_stacks = [5, 500, 500]" in text
    replay = HandHistory.loads(text).replay()
    assert replay.state.stacks == state.stacks and replay.mismatches() == []
    # A stack below the ante is where the field matters: cstud plays R3 only.
    short = text.replace("starting_stacks = [5,", "starting_stacks = [4,")
    with pytest.raises(PHHError, match="short ante") as caught:
        HandHistory.loads(short).replay()
    assert caught.value.kind == "unsupported"


# --- PHHError's fields ------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "kind", "index", "field"), [
    (BASE.replace('"p2 pb"', '"p2 zz"'), "malformed", 2, None),
    (BASE.replace('"p2 pb"', '"p1 pb"'), "illegal", 2, None),
    (BASE.replace("F7S/8", "NT"), "unsupported_variant", None, "variant"),
    (BASE.replace("antes = [1, 1]", "antes = [1, 2]"), "unsupported", None, "antes"),
    (BASE.replace("[100, 100]", "[100]"), "malformed", None, "antes"),
    (THREE + 'actions = ["d dh p1 ??????", "d dh p2 ????2c", "d dh p3 ????9h", "p1 pb"]\n',
     "unknown_cards", 3, None),
])
def test_phh_errors_say_what_failed_and_where_in_fields(text, kind, index, field):
    with pytest.raises(PHHError) as caught:
        HandHistory.loads(text).replay()
    error = caught.value
    assert (error.kind, error.index, error.field) == (kind, index, field)
    if index is not None:
        assert error.action == HandHistory.loads(text).actions[index]
        assert str(error) == f"action {index} ({error.action!r}): {error.message}"
    again = pickle.loads(pickle.dumps(error))
    assert (again.kind, again.index, again.message, str(again)) == \
        (error.kind, error.index, error.message, str(error))


def test_a_file_error_names_the_file_and_keeps_the_fields(tmp_path):
    path = tmp_path / "hand.phh"
    path.write_text(BASE.replace('"p2 pb"', '"p2 zz"'))
    with pytest.raises(PHHError) as caught:
        HandHistory.load(path).replay()
    assert caught.value.index == 2                 # replay errors carry no path ...
    path.write_text(BASE.replace("F7S/8", "FT"))
    with pytest.raises(PHHError) as caught:
        HandHistory.load(path)
    assert caught.value.path == str(path)          # ... reading errors do
    assert str(caught.value).startswith(f"{path}: variant 'FT' is not played by cstud")
