"""cstud play: a person's input, read, checked and asked again; whole hands from a script."""

from __future__ import annotations

import io
import itertools
import re

import pytest
from rich.console import Console

from cstud.cli import main
from cstud.cli.play import Quit, choose_action, play_session
from cstud.game import BET, BRING_IN, CALL, CHECK, COMPLETE, FOLD, MUCK, RAISE, SHOW, Action

LEGAL = (Action(FOLD), Action(CALL, 5, False, 5), Action(RAISE, 10, False, 10),
         Action(RAISE, 15, True, 15))


@pytest.mark.parametrize(("text", "expected"), [
    ("1", Action(FOLD)), ("f", Action(FOLD)), ("FOLD", Action(FOLD)),
    ("2", LEGAL[1]), ("c", LEGAL[1]), (" call ", LEGAL[1]),
    ("3", LEGAL[2]), ("r", LEGAL[2]), ("raise", LEGAL[2]), ("bet", LEGAL[2]),
    ("4", LEGAL[3]), ("a", LEGAL[3]), ("all-in", LEGAL[3]),
])
def test_choose_action(text, expected):
    assert choose_action(text, LEGAL) == expected


SPOTS = [
    (Action(BRING_IN, 2, False, 2), Action(COMPLETE, 5, False, 5)),     # 3rd street, first
    (Action(FOLD), Action(CALL, 2, False, 2), Action(COMPLETE, 5, False, 5)),
    (Action(CHECK), Action(BET, 10, False, 10)),                         # a later street
    (Action(FOLD), Action(CALL, 10, False, 10), Action(RAISE, 20, False, 20)),
    (Action(FOLD), Action(CALL, 3, True, 3)),                            # no raise: all-in
    (Action(SHOW), Action(MUCK)),
]


@pytest.mark.parametrize("legal", SPOTS)
def test_every_word_works_wherever_its_letter_does(legal):
    """raise, bet and complete mean r; call means c; check means k and x; and so on."""
    words = {"f": ["fold"], "k": ["check", "x"], "c": ["call"], "b": ["bring", "bring-in"],
             "r": ["raise", "bet", "complete"], "s": ["show"], "m": ["muck"]}
    for letter, spelled in words.items():
        try:
            expected = choose_action(letter, legal)
        except ValueError:
            expected = None
        for word in spelled:
            for typed in (word, word.upper(), f" {word.capitalize()} "):
                if expected is None:
                    with pytest.raises(ValueError, match="you cannot"):
                        choose_action(typed, legal)
                else:
                    assert choose_action(typed, legal) == expected, (typed, legal)


def test_raise_at_a_completion_completes():
    """The newcomer's case: `raise` when the choice is to complete (it said 'cannot raise')."""
    legal = SPOTS[1]
    assert choose_action("raise", legal) == Action(COMPLETE, 5, False, 5)
    with pytest.raises(ValueError, match="you cannot complete or bet or raise now"):
        choose_action("raise", SPOTS[4])


def test_c_checks_when_there_is_nothing_to_call():
    legal = (Action(CHECK), Action(RAISE, 10, False, 10))
    assert choose_action("c", legal) == Action(CHECK)
    assert choose_action("k", legal) == Action(CHECK)
    bring_in = (Action(BRING_IN, 2, False, 2), Action(COMPLETE, 5, False, 5))
    assert choose_action("b", bring_in) == bring_in[0]
    assert choose_action("r", bring_in) == bring_in[1]


@pytest.mark.parametrize(("text", "message"), [
    ("", "type the number or the letter"),
    ("5", "5 is not one of the choices 1 to 4"),
    ("0", "0 is not one of the choices"),
    ("k", "you cannot check now"),
    ("b", "you cannot bring in now"),
    ("zz", "'zz' is not an action here"),
])
def test_bad_input_is_refused_with_a_reason(text, message):
    with pytest.raises(ValueError, match=message):
        choose_action(text, LEGAL)


def test_q_quits():
    with pytest.raises(Quit):
        choose_action("q", LEGAL)


def _script(lines):
    """A read() that answers from ``lines`` and records the prompts; EOF at the end."""
    prompts = []
    answers = iter(lines)

    def read(prompt):
        prompts.append(prompt)
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    return read, prompts


def _session(lines, **kwargs):
    out = io.StringIO()
    read, prompts = _script(lines)
    result = play_session(Console(file=out, width=100, color_system=None), read=read,
                          **kwargs)
    return result, out.getvalue(), prompts


def _call_down():
    """Answers that call (or check) every street and bring in when that is the choice: 'c',
    or 'b' after 'c' is refused. Ends each hand with q at the next-hand prompt."""
    return itertools.chain.from_iterable(itertools.repeat(["c", "b"], 60))


def test_a_whole_hand_from_a_script():
    result, text, prompts = _session(_call_down(), players=3, seed=5)
    assert "Hand 1" in text and "3rd street" in text
    # Your down cards, your upcard, the pot, what to call, your stack; the bots' cards hidden.
    assert re.search(r"Your turn on 3rd street: your cards \[\w\w \w\w\] \w\w; pot \d+; "
                     r"(to call \d+|nothing to call); your stack \d+", text)
    assert re.search(r"Ben +\[\?\? \?\?\] \w\w ", text)
    assert re.search(r"1\) (fold|bring in for 2) \((f|b)\)", text)
    assert "4th street" in text
    assert "from the pot of" in text                           # the hand was settled
    assert result.hands >= 1
    assert "Your action: " in prompts
    assert re.search(r"You finished \d+ hands? and (won \d+ chips?|lost \d+ chips?|broke "
                     r"even) in all", text)


class _Player:
    """Answers "c" and "b" in turn at each action prompt (one of them is always legal: call
    or check, or bring in), junk before each answer if ``noisy``, and goes on to the next
    hand until ``hands`` are played."""

    def __init__(self, hands: int, noisy: bool) -> None:
        self.hands = hands
        self.noisy = noisy
        self.answers = itertools.cycle(["c", "b"])
        self.junk: list[str] = []
        self.finished = 0

    def __call__(self, prompt: str) -> str:
        if prompt.startswith("Press Enter"):
            self.finished += 1
            return "q" if self.finished == self.hands else ""
        if self.junk:
            return self.junk.pop()
        if self.noisy:
            self.junk = ["zz", "9", ""]
        return next(self.answers)


def test_bad_input_changes_nothing():
    """The same answers with junk before each play the same hands to the same end."""
    texts, results = [], []
    for noisy in (False, True):
        out = io.StringIO()
        results.append(play_session(Console(file=out, width=100, color_system=None),
                                    read=_Player(4, noisy), players=4, seed=9))
        texts.append(out.getvalue())
    clean, noisy = results
    assert (noisy.hands, noisy.net) == (clean.hands, clean.net) and clean.hands == 4
    assert "'zz' is not an action here" in texts[1]
    assert "9 is not one of the choices" in texts[1]
    assert "type the number or the letter of an action" in texts[1]

    def story(text):
        return [line for line in text.splitlines() if "choices are" not in line
                and "not one of" not in line and "cannot" not in line]

    assert story(texts[1]) == story(texts[0])


def test_quit_in_the_middle_of_a_hand():
    result, text, _ = _session(["q"], players=2, seed=1)
    assert "You leave the table." in text
    assert result.hands == 0
    assert result.net <= 0                 # the ante (and a bring-in) stay in the pot
    chips = -result.net
    assert f"the {chips} chip{'s' if chips != 1 else ''} you had put in " in text
    assert text.strip().endswith(f"You finished no hand; leaving cost you {chips} chip"
                                 f"{'s' if chips != 1 else ''}.")


def test_the_end_of_the_input_at_once_is_no_claim_of_a_hand_played(monkeypatch, capsys):
    """`cstud play < /dev/null` (L11): said 'You played 0 hands and lost 1 chips'."""
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["play", "--players", "3", "--seed", "1"]) == 0
    text = capsys.readouterr().out
    assert "The input ended, so you leave the table." in text
    assert "You played" not in text and "1 chips" not in text
    assert "You left hand 1 unfinished: the 1 chip you had put in stays in its pot." in text
    assert text.strip().endswith("You finished no hand; leaving cost you 1 chip.")


def test_one_chip_is_singular():
    """After whole hands, the result says 'chip' for one and 'chips' otherwise."""
    seen = set()
    for seed in range(30):
        out = io.StringIO()
        result = play_session(Console(file=out, width=200, color_system=None),
                              read=_Player(1, False), players=2, seed=seed)
        last = out.getvalue().strip().splitlines()[-1]
        amount = abs(result.net)
        if result.net:
            verb = "won" if result.net > 0 else "lost"
            assert last == (f"You finished 1 hand and {verb} {amount} "
                            f"chip{'' if amount == 1 else 's'} in all."), last
        else:
            assert last == "You finished 1 hand and broke even in all."
        seen.add(amount == 1)
    assert seen == {True, False}            # both forms were met


def test_next_hand_and_quit_between_hands():
    out = io.StringIO()
    result = play_session(Console(file=out, width=100), read=_Player(2, False), players=3,
                          seed=2)
    assert result.hands == 2
    assert "Hand 2" in out.getvalue() and "Hand 3" not in out.getvalue()


def test_a_broke_player_may_buy_in_again_or_leave():
    """All-in every hand with 10 chips: broke, buys in again once, then declines."""
    asked = []
    actions = itertools.cycle(["a", "c", "b"])

    def read(prompt):
        asked.append(prompt)
        if prompt.startswith("You have no chips left"):
            return "y" if asked.count(prompt) == 1 else "n"
        if prompt.startswith("Press Enter"):
            return "q" if asked.count(prompt) > 200 else ""
        return next(actions)

    out = io.StringIO()
    result = play_session(Console(file=out, width=100), read=read, players=3, seed=3,
                          stack=10)
    assert result.buy_ins == 2 and result.net == -20
    assert "You have no chips left. Buy in again for 10? [y/n] " in asked
    assert "You finished" in out.getvalue()


def test_cli_play_reads_stdin(monkeypatch, capsys):
    lines = "\n".join(itertools.islice(_call_down(), 120)) + "\n"
    monkeypatch.setattr("sys.stdin", io.StringIO("zz\n" + lines))
    assert main(["play", "--players", "3", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "Your turn" in out and "'zz' is not an action here" in out
    assert "from the pot of" in out and "You finished" in out


def _streets(out: str) -> dict[str, list[str]]:
    """Each street's table, as its rows, by the street's heading."""
    streets: dict[str, list[str]] = {}
    rows: list[str] = []
    for line in out.splitlines():
        heading = re.fullmatch(r"─+ (\dth|3rd) street ─+", line.strip())
        if heading:
            rows = streets.setdefault(heading.group(1), [])
        elif re.match(r"\s+(You|Ben|Cleo)\s", line):
            rows.append(line.split())
    return streets


def test_an_all_in_runout_shows_each_street_as_it_was_dealt(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("r\nc\nq\n"))
    assert main(["play", "--seed", "13", "--players", "3", "--stack", "7"]) == 0
    out = capsys.readouterr().out
    assert "Betting is over (all-in)" in out
    streets = _streets(out)
    you = {street: rows[0] for street, rows in streets.items()}
    # Your up cards grow a card a street, the down cards stay yours, the stacks stay all-in
    # (0) until the pot is awarded, and the bots' turned-up down cards are shown.
    assert you["4th"][:5] == ["You", "[4d", "Kd]", "Ts", "Kc"]
    assert you["5th"][:6] == ["You", "[4d", "Kd]", "Ts", "Kc", "Qs"]
    assert you["7th"][:8] == ["You", "[4d", "Kd", "As]", "Ts", "Kc", "Qs", "7c"]
    assert all(rows[0][-1] == "0" for street, rows in streets.items() if street != "3rd")
    assert streets["4th"][1][:3] == ["Ben", "[3c", "5h]"] and "??" not in out.split("4th")[1]
    assert "Ben wins 11 (the high half) and Cleo wins 10 (the low half)" in out


def test_all_in_for_the_ante_shows_third_street_with_three_cards(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    assert main(["play", "--seed", "1", "--players", "3", "--stack", "1"]) == 0
    streets = _streets(capsys.readouterr().out)
    assert [len(row) for row in streets["3rd"]] and all(
        sum(1 for word in row if re.fullmatch(r"\[?\S\S\]?", word)) == 3
        for row in streets["3rd"]), streets["3rd"]


def test_you_are_told_you_must_bring_in_before_you_choose(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    assert main(["play", "--seed", "2", "--players", "3", "--stack", "7"]) == 0
    out = capsys.readouterr().out
    assert out.index("You have the low card and must bring in") < out.index("Your turn")


def test_only_enter_deals_the_next_hand():
    between_hands = iter(["y", "x", "", "q"])
    actions = itertools.cycle(["c", "b"])        # one of them is always legal

    def read(prompt: str) -> str:
        return next(between_hands) if prompt.startswith("Press Enter") else next(actions)

    out = io.StringIO()
    result = play_session(Console(file=out, width=100, color_system=None), read=read,
                          players=3, seed=2)
    assert result.hands == 2                 # "y" and "x" dealt nothing; Enter did, q left
    assert out.getvalue().count("Press Enter (nothing else) for the next hand") == 2
