"""Every speed figure of docs/SPEED.md, measured interleaved in one process, into one JSON.

    python benchmarks/interleaved.py [--rounds 9] [--hands 2000] [--engine-hands 40]

writes benchmarks/results.json, then renders docs/SPEED.md's tables and benchmarks/
throughput.png from it (benchmarks/report.py; `python benchmarks/report.py` alone re-renders
from the JSON without measuring). Pin it to one core where you can (`taskset -c 1`).

Why interleaved: a shared machine's speed changes from second to second, so rows timed one
after the other (as pytest-benchmark times them) can contradict each other; two rows running
identical code once measured 88k and 161k hands/s in the same run. Here every caller (each
evaluator, each engine, settle and equity calls) is timed once per round, in an order that
rotates between rounds, by the CPU time of the process (`time.process_time`). A rate is the
median round, with the min-max over rounds; a ratio is the median of the per-round ratios
(both callers timed in the same round), with its min-max. Before anything is timed, every
caller's answer is checked: a peer must order the hands exactly as cstud does, both engines
must end each scripted hand with the same stacks, and each equity call must give its known
answer. A peer that is not installed is left out and named in the JSON.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import platform
import random
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import conftest  # noqa: E402  (benchmarks/ is not a package: its modules are found by path)
import peers  # noqa: E402
import test_engine_bench as engine  # noqa: E402
import test_equity_bench as equity_bench  # noqa: E402
import test_settle_bench as settle_bench  # noqa: E402

import cstud  # noqa: E402
import cstud.equities as equity_module  # noqa: E402

PASS_SECONDS = 0.05
"""Each timed pass repeats its call until it takes at least this much CPU time (calibrated
once, before the rounds), so that short calls are not lost in the timer's noise."""

# (group, peer builders in the order shown); the cstud rows the ratios are taken against
# are named by REFERENCES.
EVALUATORS: dict[str, tuple[int, tuple[Callable[[Any], peers.Caller], ...]]] = {
    "high, 7 cards": (7, (peers.cstud_batch, peers.cstud_high, peers.cstud_high_low,
                          peers.eval7_high, peers.phevaluator_high, peers.pokereval_high,
                          peers.treys_high, peers.deuces_high, peers.pokerkit_high)),
    "high, 5 cards": (5, (peers.cstud_batch, peers.cstud_high, peers.cstud_high_low,
                          peers.eval7_high, peers.phevaluator_high, peers.pokereval_high,
                          peers.treys_high, peers.deuces_high, peers.pokerkit_high)),
    "eight-or-better low, 7 cards": (7, (peers.cstud_low, peers.pokerkit_low)),
    "high and low, 7 cards": (7, (peers.cstud_batch, peers.cstud_high_low,
                                  peers.pokerkit_high_low)),
}
REFERENCES = {
    "high, 7 cards": ("evaluate_high(cards)", "evaluate_batch(uint8 array)  [high and low]"),
    "high, 5 cards": ("evaluate_high(cards)", "evaluate_batch(uint8 array)  [high and low]"),
    "eight-or-better low, 7 cards": ("evaluate_low(cards)",),
    "high and low, 7 cards": ("evaluate(cards)  [high and low]",
                              "evaluate_batch(uint8 array)  [high and low]"),
}
ENGINE_RUNNERS = {"cstud": engine.cstud_runner, "cstud step": engine.core_runner,
                  "pokerkit": engine.pokerkit_runner}


class Timed:
    """One caller: `run()` does `work` units (hands, actions or calls) once."""

    def __init__(self, run: Callable[[], Any], work: int) -> None:
        self.run, self.work, self.repeats = run, work, 1
        self.seconds: list[float] = []

    def calibrate(self) -> None:
        start = time.process_time()
        self.run()
        took = max(time.process_time() - start, 1e-6)
        self.repeats = max(1, math.ceil(PASS_SECONDS / took))

    def time_once(self) -> None:
        run, repeats = self.run, self.repeats
        start = time.process_time()
        for _ in range(repeats):
            run()
        self.seconds.append((time.process_time() - start) / repeats)

    def rates(self) -> list[float]:
        return [self.work / seconds for seconds in self.seconds]


def spread(values: list[float]) -> list[float]:
    """[median, min, max], to 4 significant figures (the JSON stays small and readable)."""
    return [float(f"{x:.4g}") for x in (statistics.median(values), min(values), max(values))]


def ratio(ours: Timed, theirs: Timed) -> list[float]:
    """How many times faster `ours` is than `theirs`, round by round: [median, min, max]."""
    return spread([a / b for a, b in zip(ours.rates(), theirs.rates(), strict=True)])


def interleave(callers: list[Timed], rounds: int) -> None:
    for caller in callers:
        caller.calibrate()
    for r in range(rounds):
        shift = r * len(callers) // rounds          # rotate so no caller always goes first
        for caller in callers[shift:] + callers[:shift]:
            caller.time_once()


def installed(build: Callable[[], Any]) -> Any | None:
    try:
        return build()
    except pytest.skip.Exception:
        return None


def evaluator_callers(hand_count: int) -> tuple[dict, list[str]]:
    """{group: [(Caller, Timed)]}, and the peers left out because they are not installed."""
    seven = conftest.deal(hand_count)
    hands = {7: seven, 5: seven[:, :5].copy()}
    reference = {size: [tuple(cstud.evaluate(hand)) for hand in deals.tolist()]
                 for size, deals in hands.items()}
    groups: dict[str, list[tuple[peers.Caller, Timed]]] = {}
    missing = []
    for group, (size, builders) in EVALUATORS.items():
        groups[group] = []
        for build in builders:
            caller = installed(lambda build=build, size=size: build(hands[size]))
            if caller is None:
                missing.append(build.__name__.split("_")[0])
                continue
            peers.check_caller(caller, hands[size], reference[size],
                               caller.per_hand(caller.run()))
            groups[group].append((caller, Timed(caller.run, hand_count)))
    return groups, sorted(set(missing))


def engine_callers(count: int) -> dict:
    """{(players, policy): (scripts, {runner name: Timed})}; the scripts are checked in both
    engines (scripts_for) before they are timed."""
    groups = {}
    for players in engine.PLAYERS:
        for policy in engine.POLICIES:
            scripts = engine.scripts_for(players, policy, count)
            runners = {}
            for name, make in ENGINE_RUNNERS.items():
                run = installed(lambda make=make, scripts=scripts, players=players:
                                make(players, scripts))
                if run is not None:
                    engine.check_stacks(name, scripts, run())
                    runners[name] = Timed(run, len(scripts))
            groups[players, policy] = (scripts, runners)
    return groups


def stepping_caller(count: int) -> tuple[Timed, int]:
    rng = random.Random(engine.SEED)
    picks = [rng.randrange(12) for _ in range(200 * count)]
    run = engine.stepping_run(count, picks)
    actions, _ = run()
    return Timed(run, actions), actions


def settle_callers() -> list[tuple[dict, Timed]]:
    s = settle_bench
    text, rake = s.FORMS["text"], cstud.Rake(5, cap=3)
    rows = [({"showdown": s.EIGHT_SEATS, "cards": s.CARD_FORMS[form]},
             lambda hands=s.FORMS[form]: cstud.settle(s.CONTRIBUTIONS, hands,
                                                      community=s.COMMUNITY))
            for form in s.FORMS]
    rows += [
        ({"showdown": s.EIGHT_SEATS + ", rake 5% capped at 3", "cards": s.CARD_FORMS["text"]},
         lambda: cstud.settle(s.CONTRIBUTIONS, text, community=s.COMMUNITY, rake=rake)),
        ({"showdown": "4 seats, a three-way tie with 2 odd chips (R23)",
          "cards": s.CARD_FORMS["text"]},
         lambda: cstud.settle([3, 3, 3, 2], ["Ks Qh 9d 7c 5s 3h 2h", "Kd Qs 9c 7h 5d 3c 2d",
                                             "Kh Qd 9h 7d 5c 3s 2s", None])),
        ({"showdown": "8 seats, everyone folded to one player (no cards)", "cards": "none"},
         lambda: cstud.settle([1, 1, 1, 4, 1, 1, 1, 1],
                              [None, None, None, (), None, None, None, None])),
    ]
    checks = [lambda r: len(r.pots) == 4 and sum(r.payouts) == sum(s.CONTRIBUTIONS)] * 3 + [
        lambda r: r.rake == 3, lambda r: len(r.pots[0].odd_chips) == 2,
        lambda r: r.payouts[3] == 11]
    out = []
    for (info, run), check in zip(rows, checks, strict=True):
        if not check(run()):
            raise AssertionError(f"cstud.settle gives a wrong answer: {info}")
        out.append((info, Timed(run, 1)))
    return out


def equity_callers() -> list[tuple[dict, Timed]]:
    e = equity_bench
    problem, _, _ = equity_module._read_problem(e.FIFTH, "", "stud8")
    plan = equity_module._plan_exact(problem, "enumerate")
    count = "exact, heads-up count: cstud.equity(hands)"
    rows: list[tuple[dict, Callable[[], Any], Callable[[Any], bool]]] = [
        ({"question": "heads-up, 5th street", "method": count, "runouts": 671_580,
          "dealt": False}, lambda: cstud.equity(e.FIFTH),
         lambda r: r.exact and r.runouts == 671_580),
        ({"question": "heads-up, 5th street",
          "method": "exact, every runout listed (as for 3+ players)", "runouts": 671_580},
         lambda: sum(equity_module._run_chunk(problem, t) for t, _ in plan),
         lambda counts: int(counts.sum()) == 671_580),
        ({"question": "heads-up, 3rd street", "method": count, "runouts": 18_265_297_050,
          "dealt": False}, lambda: cstud.equity(e.THIRD),
         lambda r: r.exact and round(r[0].equity, 9) == 0.566523187),
        ({"question": "three-way, 6th street", "method": "exact, every runout: cstud.equity(hands)",
          "runouts": 35_904}, lambda: cstud.equity(e.THREE_WAY_SIXTH),
         lambda r: r.exact and r.runouts == 35_904),
    ]
    for name, hands in (("headsup_third", e.THIRD), ("three_way_sixth", e.THREE_WAY_SIXTH)):
        rows.append(({"question": e.QUESTIONS[name],
                      "method": "Monte Carlo, 1,000,000 showdowns, one core",
                      "showdowns": 1_000_000},
                     lambda hands=hands: cstud.equity(hands, trials=1_000_000, seed=1,
                                                      exact_limit=0),
                     lambda r: not r.exact and r.runouts == 1_000_000))
    out = []
    for info, run, check in rows:
        if not check(run()):
            raise AssertionError(f"cstud.equity gives a wrong answer: {info}")
        out.append((info, Timed(run, 1)))
    return out


def simulate_callers(hands: int) -> dict[str, Timed]:
    """cstud.simulate with each kind of bot, and the random bots played the way every bot was
    before the stepping path (the peer of the random row); the two give the same summary."""
    import test_simulate_bench as sim

    expected = sim._counts(sim.simulate(sim.PLAYERS, hands, sim.SEED, bots=["random"]))
    if sim._counts(sim.through_choose(hands, "random")) != expected:
        raise AssertionError("simulate and the choose() path disagree on the same hands")
    callers = {name: Timed(lambda name=name: sim.simulate(sim.PLAYERS, hands, sim.SEED,
                                                          bots=[name]), hands)
               for name in sim.BOTS}
    callers["random, through choose()"] = Timed(lambda: sim.through_choose(hands, "random"),
                                                hands)
    return callers


def rl_callers(vector_steps: int) -> dict[str, Timed]:
    """Table steps of VectorTables(1024, 6) against PettingZoo's AEC environment and
    OpenSpiel's games, random legal actions (benchmarks/test_rl_bench.py's runners); empty
    without the rl extra, and without OpenSpiel its rows are left out."""
    rl = installed(lambda: __import__("test_rl_bench"))
    if rl is None:
        return {}
    import numpy as np

    tables = rl.VectorTables(rl.TABLES, rl.PLAYERS, game="stud8", seed=1)
    state = {"batch": tables.reset()}
    generator = np.random.default_rng(1)

    def vector() -> None:
        batch = state["batch"]
        for _ in range(vector_steps):
            scores = generator.random(batch.action_mask.shape) * batch.action_mask
            batch = tables.step(scores.argmax(axis=1))
            if np.abs(batch.rewards.sum(axis=1)).max() != 0:
                raise AssertionError("a finished hand's rewards do not sum to zero")
        state["batch"] = batch

    actions = vector_steps * rl.TABLES // 10
    environment = rl.stud8_v0.env(players=rl.PLAYERS)
    environment.reset(seed=1)

    def aec() -> None:
        taken = 0
        while taken < actions:
            observation, _, termination, truncation, _ = environment.last()
            if termination or truncation:
                environment.step(None)
                if not environment.agents:
                    environment.reset()
                continue
            environment.step(int(generator.choice(np.flatnonzero(observation["action_mask"]))))
            taken += 1

    callers = {"VectorTables": Timed(vector, vector_steps * rl.TABLES),
               "pettingzoo AEC": Timed(aec, actions)}
    pyspiel = installed(lambda: pytest.importorskip("pyspiel"))
    if pyspiel is not None:
        from open_spiel.python.games import pokerkit_wrapper  # noqa: F401 (registers it)

        import cstud.rl.openspiel  # noqa: F401 (registers it)
        games = {
            "openspiel python_pokerkit_wrapper": pyspiel.load_game("python_pokerkit_wrapper", {
                "variant": "FixedLimitSevenCardStud", "num_players": rl.PLAYERS,
                "stack_sizes": " ".join(["200"] * rl.PLAYERS), "bring_in": 2,
                "small_bet": 5, "big_bet": 10}),
            "openspiel python_cstud_stud8": pyspiel.load_game("python_cstud_stud8",
                                                              {"players": rl.PLAYERS}),
        }
        for name, game in games.items():
            callers[name] = Timed(rl._openspiel_runner(game, actions), actions)
    return callers


def commit() -> dict:
    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(HERE), *args], capture_output=True, text=True,
                              check=False).stdout.strip()
    return {"id": git("rev-parse", "HEAD")[:7] or None,
            "dirty": bool(git("status", "--porcelain", "--untracked-files=no"))}


def measure(rounds: int, hand_count: int, engine_count: int) -> dict:
    load = os.getloadavg()
    started = datetime.datetime.now(datetime.UTC)
    evaluators, missing = evaluator_callers(hand_count)
    engines = engine_callers(engine_count)
    stepping, actions = stepping_caller(max(10, engine_count))
    settles, equities = settle_callers(), equity_callers()
    simulates = simulate_callers(max(50, 5 * engine_count))
    rls = rl_callers(max(1, hand_count // 500))

    everyone = [timed for rows in evaluators.values() for _, timed in rows]
    everyone += [timed for _, runners in engines.values() for timed in runners.values()]
    everyone += [stepping] + [timed for _, timed in settles + equities]
    everyone += list(simulates.values()) + list(rls.values())
    interleave(everyone, rounds)

    def rate_fields(timed: Timed) -> dict:
        return {"rate": spread(timed.rates())}

    result: dict[str, Any] = {
        "machine": {
            "cpu": conftest.cpu_model(), "cores": os.cpu_count(),
            "load_at_start": [round(x, 2) for x in load],
            "load_at_end": [round(x, 2) for x in os.getloadavg()],
            "python": f"{platform.python_implementation()} {platform.python_version()}",
            "system": platform.system(), "date": started.strftime("%Y-%m-%d %H:%M UTC"),
            "commit": commit(),
            "libraries": {name: peers.library_version(name) for name in conftest.LIBRARIES
                          if name != "pytest-benchmark"},
            "not_installed": missing,
        },
        "method": {"timer": "time.process_time", "rounds": rounds, "hands": hand_count,
                   "seed": conftest.SEED, "engine_hands": engine_count},
        "evaluators": [],
        "engine": [],
    }
    for group, rows in evaluators.items():
        by_call = {caller.call: timed for caller, timed in rows if caller.library == "cstud"}
        references = [call for call in REFERENCES[group] if call in by_call]
        result["evaluators"].append({
            "group": group, "references": references,
            "rows": [{"library": caller.library, "call": caller.call, **rate_fields(timed),
                      "faster": [ratio(by_call[call], timed) for call in references]}
                     for caller, timed in rows]})
    high = {(caller.library, caller.call): timed for caller, timed in evaluators["high, 7 cards"]}
    if ("eval7", "evaluate(cards)") in high:     # a target: hi+lo against a high-only peer
        result["evaluate_vs_eval7"] = ratio(high["cstud", "evaluate(cards)  [high and low]"],
                                            high["eval7", "evaluate(cards)"])
    for (players, policy), (scripts, runners) in engines.items():
        row: dict[str, Any] = {
            "players": players, "policy": policy, "hands": len(scripts),
            "actions_a_hand": sum(len(s.actions) for s in scripts) / len(scripts),
            "showdowns": sum(s.showdown for s in scripts) / len(scripts),
            "rates": {name: spread(timed.rates()) for name, timed in runners.items()}}
        if "pokerkit" in runners:
            row["cstud_faster"] = ratio(runners["cstud"], runners["pokerkit"])
        result["engine"].append(row)
    result["stepping"] = {"players": engine.STEP_PLAYERS, "hands": max(10, engine_count),
                          "actions": actions, **rate_fields(stepping)}
    result["simulate"] = {
        "players": 6, "hands": max(50, 5 * engine_count),
        "rates": {name: spread(timed.rates()) for name, timed in simulates.items()},
        "random_faster": ratio(simulates["random"], simulates["random, through choose()"])}
    if rls:
        result["rl"] = {"tables": 1024, "players": 6,
                        "rates": {name: spread(timed.rates()) for name, timed in rls.items()},
                        "vector_faster": {name: ratio(rls["VectorTables"], timed)
                                          for name, timed in rls.items()
                                          if name != "VectorTables"}}
    result["settle"] = [{**info, "seconds": spread(timed.seconds)} for info, timed in settles]
    result["equity"] = [{**info, "seconds": spread(timed.seconds)} for info, timed in equities]
    return result


def dump(result: dict) -> str:
    """The JSON, indented, with each [median, min, max] on one line."""
    text = json.dumps(result, indent=1, ensure_ascii=False)
    return re.sub(r"\[\n\s*([^\[\]{}]*?)\n\s*\]",
                  lambda match: "[" + " ".join(match.group(1).split()) + "]", text) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--hands", type=int, default=2000, help="random hands per evaluator")
    parser.add_argument("--engine-hands", type=int, default=40,
                        help="scripted hands per engine row")
    parser.add_argument("--json", type=Path, default=HERE / "results.json")
    parser.add_argument("--no-render", action="store_true",
                        help="write the JSON only, not docs/SPEED.md and the chart")
    args = parser.parse_args(argv)
    if args.rounds < 3 or args.hands < 100 or args.engine_hands < 1:
        parser.error("needs --rounds >= 3, --hands >= 100 and --engine-hands >= 1")
    result = measure(args.rounds, args.hands, args.engine_hands)
    args.json.write_text(dump(result))
    print(f"wrote {args.json}", file=sys.stderr)
    if not args.no_render:
        import report
        report.main([str(args.json)])
    return 0


if __name__ == "__main__":
    sys.exit(main())
