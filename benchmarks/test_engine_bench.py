"""The game engine against pokerkit's: complete Stud Hi/Lo hands per second, on the same deals
and the same actions.

Each hand is scripted once, before anything is timed: a seeded deck order and the actions of
one of two policies, played in cstud's engine and written down as every call it took.

- ``check/call``: the bring-in is posted, then everyone checks or calls to the end, so every
  hand reaches showdown and settlement;
- ``mixed``: a seeded random pick among the legal actions (folds, calls, completions, bets,
  raises), as ``cstud.bots.play_random_hand`` plays.

The timed region replays the scripts: cstud creates ``HandState(stacks, ..., deck=order)`` and
applies each action through ``apply`` (which checks it is legal); pokerkit 0.7.7's
``FixedLimitSevenCardStudHighLowSplitEightOrBetter.create_state`` is dealt the same cards
(``deal_hole``, ``burn_card``; its cards made before timing) and takes the same actions
(``post_bring_in``, ``check_or_call``, ``fold``, ``complete_bet_or_raise_to``), with its
automations doing the antes, bet collection, showdown and the chips. Both engines thus do the
same work: set up a hand, deal it, check and apply every action, settle the pots.

The scripts stay where pokerkit plays the casino rules (RULES.md section 4): deep stacks (no
all-ins), 2 or 6 players (never short of cards), odd chips by position (cstud's option
``odd_chip="position"``, pokerkit's only rule). Hands where three or more players tie for a
half are left out of the set, since pokerkit gives a whole remainder to one of them (R23c).
Before timing, both engines replay every hand and must end it with the same stacks as the
script, and the timed runs are checked again: a wrong engine cannot win the race.

Hands per round: ``--engine-hands`` (default: --bench-hands / 50, so CI's quick run plays 40).

``HandState`` plays on the compiled core (``cstud._core._HandCore``); two more rows time its
stepping path:

- ``cstud-core`` in every engine group: the same scripts, each action given as its step()
  code (worked out when the script is written, as pokerkit's calls are); ``cstud-core-apply``
  the same through ``apply(Action(kind, amount))`` (kept beside ``cstud``, which is
  the same path since the swap, so that older JSON files compare);
- the group ``stepping, 6 players, random legal actions``: seeded hands (``HandState(...,
  seed=i)``, the shuffle included) played by a uniform random pick among the legal codes,
  drawn from a table made before timing; reported as actions per second.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from peers import library_version, need

from cstud._core import ACTION_KINDS as _KIND_NAMES
from cstud.game import (
    BRING_IN,
    CALL,
    CHECK,
    FOLD,
    Action,
    ActionKind,
    CardBurned,
    CardsDealt,
    HandState,
    Options,
    PlayerActed,
)

ACTION_KINDS = tuple(ActionKind(name) for name in _KIND_NAMES)
ANTE, BRING_IN_CHIPS, SMALL_BET, BIG_BET = 1, 2, 5, 10
STACK = 1_000            # deep: a hand can cost at most 181 chips, so nobody is ever all-in
OPTIONS = Options(odd_chip="position")
PLAYERS = (2, 6)
POLICIES = ("check/call", "mixed")
SEED = 20240607


# ---------------------------------------------------------------------------------------
# The policies, used only to write the scripts.

def check_or_call(legal: tuple[Action, ...], rng: random.Random) -> Action:
    kinds = {action.kind: action for action in legal}
    for kind in (BRING_IN, CHECK, CALL):
        if kind in kinds:
            return kinds[kind]
    raise AssertionError(f"no passive action among {legal}")


def mixed(legal: tuple[Action, ...], rng: random.Random) -> Action:
    return rng.choice(legal)


POLICY: dict[str, Callable[[tuple[Action, ...], random.Random], Action]] = {
    "check/call": check_or_call,
    "mixed": mixed,
}


@dataclass(frozen=True)
class Script:
    """One hand: the deck order, cstud's actions, the same hand as pokerkit's calls (method
    name and argument, cards as text until ``pokerkit_calls`` makes them pokerkit's), and the
    final stacks."""

    deck: tuple[int, ...]
    actions: tuple[Action, ...]
    calls: tuple[tuple[str, Any], ...]
    stacks: tuple[int, ...]
    showdown: bool
    codes: tuple[int, ...] = ()


RANKS, SUITS = "23456789TJQKA", "cdhs"


def _text(codes: tuple[int, ...]) -> str:
    return "".join(RANKS[code >> 2] + SUITS[code & 3] for code in codes)


def write_script(players: int, policy: str, rng: random.Random) -> Script | None:
    """Play one hand in cstud by the policy; None if pokerkit would settle it otherwise."""
    deck = list(range(52))
    rng.shuffle(deck)
    hand = HandState([STACK] * players, ANTE, BRING_IN_CHIPS, SMALL_BET, BIG_BET,
                     options=OPTIONS, deck=deck)
    choose = POLICY[policy]
    while not hand.is_over:
        hand.apply(choose(hand.legal_actions(), rng))
    if any(len(pot.high_winners) > 2 or len(pot.low_winners) > 2
           for pot in hand.settlement.pots):
        return None                    # R23c: pokerkit's odd chips differ in 3-way ties
    actions, calls = [], []
    for op in hand.operations:
        if isinstance(op, CardsDealt):
            calls.append(("deal_hole", _text(op.cards)))
        elif isinstance(op, CardBurned):
            calls.append(("burn_card", _text((op.card,))))
        elif isinstance(op, PlayerActed):
            kind, amount = op.action.kind, op.action.amount
            actions.append(Action(kind, amount))
            if kind is FOLD:
                calls.append(("fold", None))
            elif kind is CHECK or kind is CALL:
                calls.append(("check_or_call", None))
            elif kind is BRING_IN:
                calls.append(("post_bring_in", None))
            else:
                calls.append(("complete_bet_or_raise_to", amount))
    showdown = len(hand.live) > 1
    return Script(tuple(deck), tuple(actions), tuple(calls), hand.stacks, showdown,
                  step_codes(players, deck, actions))


def step_codes(players: int, deck: list[int], actions: list[Action]) -> tuple[int, ...]:
    """The script's actions as HandState.step() codes (each found among the legal ones)."""
    hand = HandState([STACK] * players, ANTE, BRING_IN_CHIPS, SMALL_BET, BIG_BET,
                    options=OPTIONS, deck=deck)
    codes = []
    for action in actions:
        code = next(code for kind, amount, _all_in, _chips, code in hand._legal()
                    if ACTION_KINDS[kind] == action.kind and amount == action.amount)
        codes.append(code)
        hand.step(code)
    return tuple(codes)


def write_scripts(players: int, policy: str, count: int) -> list[Script]:
    rng = random.Random(f"{SEED} {players} {policy}")
    scripts: list[Script] = []
    while len(scripts) < count:
        script = write_script(players, policy, rng)
        if script is not None:
            scripts.append(script)
    return scripts


# ---------------------------------------------------------------------------------------
# The two engines, replaying the scripts: what is timed.

def cstud_runner(players: int, scripts: list[Script]) -> Callable[[], list[tuple[int, ...]]]:
    stacks = [STACK] * players

    def run() -> list[tuple[int, ...]]:
        finals = []
        for script in scripts:
            hand = HandState(stacks, ANTE, BRING_IN_CHIPS, SMALL_BET, BIG_BET,
                             options=OPTIONS, deck=script.deck)
            apply = hand.apply
            for action in script.actions:
                apply(action)
            finals.append(hand.stacks)
        return finals

    return run


def core_runner(players: int, scripts: list[Script]) -> Callable[[], list[tuple[int, ...]]]:
    stacks = [STACK] * players

    def run() -> list[tuple[int, ...]]:
        finals = []
        for script in scripts:
            hand = HandState(stacks, ANTE, BRING_IN_CHIPS, SMALL_BET, BIG_BET, options=OPTIONS,
                            deck=script.deck)
            step = hand.step
            for code in script.codes:
                step(code)
            finals.append(hand.stacks)
        return finals

    return run


def core_apply_runner(players: int,
                      scripts: list[Script]) -> Callable[[], list[tuple[int, ...]]]:
    """HandState through apply(Action(kind, amount)): what HandState's public path will cost
    once it plays on the core."""
    stacks = [STACK] * players

    def run() -> list[tuple[int, ...]]:
        finals = []
        for script in scripts:
            hand = HandState(stacks, ANTE, BRING_IN_CHIPS, SMALL_BET, BIG_BET, options=OPTIONS,
                            deck=script.deck)
            apply = hand.apply
            for action in script.actions:
                apply(action)
            finals.append(hand.stacks)
        return finals

    return run


def pokerkit_runner(players: int, scripts: list[Script]) -> Callable[[], list[tuple[int, ...]]]:
    pokerkit = need("pokerkit")
    game = pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter
    automations = (
        pokerkit.Automation.ANTE_POSTING,
        pokerkit.Automation.BET_COLLECTION,
        pokerkit.Automation.BLIND_OR_STRADDLE_POSTING,
        pokerkit.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        pokerkit.Automation.HAND_KILLING,
        pokerkit.Automation.CHIPS_PUSHING,
        pokerkit.Automation.CHIPS_PULLING,
    )
    state_type = pokerkit.State
    # Each call as (unbound method, argument), cards parsed into pokerkit's before timing.
    plans = []
    for script in scripts:
        plan = []
        for name, argument in script.calls:
            if name in ("deal_hole", "burn_card"):
                argument = tuple(pokerkit.Card.parse(argument))
                if name == "burn_card":
                    argument = argument[0]
            plan.append((getattr(state_type, name), argument))
        plans.append(plan)
    stacks = [STACK] * players

    def run() -> list[tuple[int, ...]]:
        finals = []
        for plan in plans:
            state = game.create_state(automations, True, ANTE, BRING_IN_CHIPS, SMALL_BET,
                                      BIG_BET, stacks, players)
            for method, argument in plan:
                if argument is None:
                    method(state)
                else:
                    method(state, argument)
            if state.status:
                raise AssertionError("pokerkit's hand is not over at the end of the script")
            finals.append(tuple(state.stacks))
        return finals

    return run


RUNNERS = {"cstud": cstud_runner, "cstud-core": core_runner,
           "cstud-core-apply": core_apply_runner, "pokerkit": pokerkit_runner}
CALLS = {
    "cstud": "HandState(stacks, ..., deck=order); apply(action) per action",
    "cstud-core": "HandState(stacks, ..., deck=order); step(code) per action",
    "cstud-core-apply": "HandState(stacks, ..., deck=order); apply(action) per action",
    "pokerkit": "FixedLimitSevenCardStudHighLowSplitEightOrBetter.create_state(...); "
                "deal_hole / burn_card / the action methods",
}


def check_stacks(library: str, scripts: list[Script], finals: list[tuple[int, ...]]) -> None:
    if len(finals) != len(scripts):
        pytest.fail(f"{library} played {len(finals)} hands of {len(scripts)}")
    for index, (script, final) in enumerate(zip(scripts, finals, strict=True)):
        if tuple(final) != script.stacks:
            pytest.fail(f"{library} DISAGREES on hand {index}: final stacks {tuple(final)}, "
                        f"the script's {script.stacks} (actions: "
                        f"{', '.join(map(str, script.actions))})")


_scripts: dict[tuple[int, str, int], list[Script]] = {}


def scripts_for(players: int, policy: str, count: int) -> list[Script]:
    """The hand set of one table size and policy, written once per session and replayed by
    both engines (each must end every hand with the script's stacks) before any timing."""
    key = (players, policy, count)
    if key not in _scripts:
        scripts = write_scripts(players, policy, count)
        for library, runner in RUNNERS.items():
            if library == "pokerkit":
                try:
                    need("pokerkit")
                except pytest.skip.Exception:
                    continue
            check_stacks(library, scripts, runner(players, scripts)())
        _scripts[key] = scripts
    return _scripts[key]


@pytest.mark.parametrize("library", list(RUNNERS))
@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize("players", PLAYERS)
def test_engine(benchmark, engine_hands, players, policy, library):
    scripts = scripts_for(players, policy, engine_hands)
    run = RUNNERS[library](players, scripts)
    benchmark.group = f"engine, {players} players, {policy}"
    benchmark.extra_info.update(
        library=library,
        version=library_version(library),
        call=CALLS[library],
        hands=len(scripts),
        players=players,
        policy=policy,
        actions=sum(len(script.actions) for script in scripts),
        showdowns=sum(script.showdown for script in scripts),
    )
    finals = benchmark(run)
    check_stacks(library, scripts, finals)
    if benchmark.stats is not None:         # None under --benchmark-disable (quick mode)
        benchmark.extra_info["hands_per_second"] = round(len(scripts)
                                                         / benchmark.stats.stats.median)


# ---------------------------------------------------------------------------------------
# The stepping path: random legal actions, as fast as a Python driver can give them.

STEP_PLAYERS = 6
# CHOICE[mask][r]: the r-th of twelve equally likely picks among the legal codes of a mask
# (at most four are legal at once, and 12 is a multiple of 1, 2, 3 and 4).
CHOICE = [[codes[r % len(codes)] if codes else 0 for r in range(12)]
          for codes in ([code for code in range(8) if mask >> code & 1] for mask in range(256))]


def stepping_run(hands: int, picks: list[int]) -> Callable[[], tuple[int, list[tuple[int, ...]]]]:
    stacks = [200] * STEP_PLAYERS

    def run() -> tuple[int, list[tuple[int, ...]]]:
        pick = iter(picks).__next__
        actions = 0
        finals = []
        for seed in range(hands):
            hand = HandState(stacks, ANTE, BRING_IN_CHIPS, SMALL_BET, BIG_BET, seed=seed)
            step = hand.step
            mask = hand.mask
            while mask:
                mask = step(CHOICE[mask][pick()])
                actions += 1
            finals.append(hand.stacks)
        return actions, finals

    return run


def test_engine_stepping(benchmark, engine_hands):
    """Actions per second through step(code), 6 players, uniform random legal actions."""
    hands = max(10, engine_hands)
    rng = random.Random(SEED)
    picks = [rng.randrange(12) for _ in range(200 * hands)]   # far more than a hand takes
    run = stepping_run(hands, picks)
    actions, finals = run()
    # the same hands played by HandState, with the same picks, end with the same stacks
    pick = iter(picks).__next__
    for seed, final in enumerate(finals):
        hand = HandState([200] * STEP_PLAYERS, ANTE, BRING_IN_CHIPS, SMALL_BET, BIG_BET,
                         seed=seed)
        fast = HandState([200] * STEP_PLAYERS, ANTE, BRING_IN_CHIPS, SMALL_BET, BIG_BET,
                        seed=seed)
        while not hand.is_over:
            code = CHOICE[fast.mask][pick()]
            action = next(Action(ACTION_KINDS[kind], amount)
                          for kind, amount, _all_in, _chips, legal in fast._legal()
                          if legal == code)
            fast.step(code)
            hand.apply(action)
        assert hand.stacks == final == fast.stacks, seed
    benchmark.group = f"stepping, {STEP_PLAYERS} players, random legal actions"
    benchmark.extra_info.update(
        library="cstud", version=library_version("cstud"),
        call="HandState(stacks, ..., seed=i); mask = step(code) per action",
        hands=hands, players=STEP_PLAYERS, actions=actions)
    counted, again = benchmark(run)
    assert (counted, again) == (actions, finals)
    if benchmark.stats is not None:
        benchmark.extra_info["actions_per_second"] = round(actions / benchmark.stats.stats.median)
