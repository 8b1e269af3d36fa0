"""Where a hand's instructions go: the engine's public API beside its C work, by callgrind.

The driver plays ``--hands`` 6-player Stud Hi/Lo hands through the public API, the path
behind the README's engine rows: ``HandState(stacks, ..., deck=order)`` and
``hand.apply(Action(kind, amount))`` for each action (``--path apply``), or the stepping path
``hand.step(code)`` (``--path step``). The hands are scripted before anything is played: 200
seeded deck orders and a seeded random pick among the legal actions ("mixed", folds and
raises included) or always the passive one (``--policy check/call``); the driver cycles
through them, so the scripting costs the same at any ``--hands``.

``--callgrind`` runs the driver twice under valgrind's callgrind (instruction counts, Ir, do
not depend on the machine's load) at two hand counts and divides the difference by the hands
between them, so the start-up and the scripting cancel out. It splits each hand's Ir by
function:

- ``C work``: the compiled core's cdef functions (Cython's ``__pyx_f_`` symbols: the state
  machine, legal actions, the log, the settlement, the ranking);
- ``core, Python-facing``: the rest of the core's shared object (the ``def`` methods'
  wrappers, argument parsing, Cython's helpers);
- ``CPython``: libpython (calls, object allocation, attribute lookups, the collector);
- ``other``: libc (memset of a new object, malloc) and the rest.

Run it (valgrind and callgrind_annotate on PATH):

    python benchmarks/engine_profile.py --callgrind [--path apply|step] [--policy mixed]
    python benchmarks/engine_profile.py --hands 1000          # just play, e.g. under perf

A line ``hand ÷ C work`` gives the ratio issue 23 asks to bring to 2 or below; ``--top N``
lists the N costliest functions per hand.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

from cstud.game import Action, HandState, Options

PLAYERS = 6
STACK, ANTE, BRING_IN, SMALL_BET, BIG_BET = 1_000, 1, 2, 5, 10
OPTIONS = Options(odd_chip="position")
SCRIPTS = 200
SEED = 20261203
PASSIVE = ("bring_in", "call", "check")


def scripts(policy: str) -> list[tuple[list[int], list[Action], list[int]]]:
    """SCRIPTS hands: a deck order, the actions as Action(kind, amount), the step codes."""
    rng = random.Random(f"{SEED} {policy}")
    out = []
    for _ in range(SCRIPTS):
        deck = list(range(52))
        rng.shuffle(deck)
        hand = HandState([STACK] * PLAYERS, ANTE, BRING_IN, SMALL_BET, BIG_BET,
                         options=OPTIONS, deck=deck)
        actions, codes = [], []
        while not hand.is_over:
            legal = hand._legal()       # (kind, amount, all_in, chips, code), in listed order
            listed = hand.legal_actions()
            if policy == "mixed":
                i = rng.randrange(len(listed))
            else:                       # the bring-in, a call, else the check
                i = min(range(len(listed)), key=lambda j: PASSIVE.index(listed[j].kind.value)
                        if listed[j].kind.value in PASSIVE else len(PASSIVE))
            actions.append(Action(listed[i].kind, listed[i].amount))
            codes.append(legal[i][4])
            hand.apply(actions[-1])
        out.append((deck, actions, codes))
    return out


def play(hands: int, path: str, policy: str) -> int:
    """Play `hands` hands by the path; return the sum of the final stacks (a check)."""
    made = scripts(policy)
    stacks = [STACK] * PLAYERS
    total = 0
    for i in range(hands):
        deck, actions, codes = made[i % SCRIPTS]
        hand = HandState(stacks, ANTE, BRING_IN, SMALL_BET, BIG_BET, options=OPTIONS,
                         deck=deck)
        if path == "apply":
            apply = hand.apply
            for action in actions:
                apply(action)
        else:
            step = hand.step
            for code in codes:
                step(code)
        total += sum(hand.stacks)
    if total != hands * PLAYERS * STACK:
        raise AssertionError("chips were created or lost")
    return total


def _callgrind(hands: int, args: argparse.Namespace, scratch: Path) -> dict[str, int]:
    """Ir per function (inclusive of nothing: self cost) for one run of the driver."""
    out = scratch / f"cg.{hands}"
    env = dict(os.environ, PYTHONHASHSEED="0")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                    sys.executable, __file__, "--hands", str(hands), "--path", args.path,
                    "--policy", args.policy], check=True, env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    text = subprocess.run(["callgrind_annotate", "--threshold=100", "--inclusive=no", "--auto=no",
                           str(out)], check=True, capture_output=True, text=True).stdout
    costs: dict[str, int] = defaultdict(int)
    for line in text.splitlines():
        match = re.match(r"\s*([\d,]+)\s+\([^)]*\)\s+(\S.*)$", line)
        if match and ":" in match.group(2) and "=>" not in line:
            costs[match.group(2).strip()] += int(match.group(1).replace(",", ""))
    return costs


def _group(name: str) -> str:
    where, _, function = name.rpartition(":")
    function = function.split()[0]
    if "_core" in where or "_core" in function:
        return "C work" if function.startswith("__pyx_f_") else "core, Python-facing"
    if "libpython" in where or "Python/" in where or "Objects/" in where or (
            "python3" in where):
        return "CPython"
    return "other"


def profile(args: argparse.Namespace) -> None:
    small, large = args.hands // 5, args.hands
    with tempfile.TemporaryDirectory() as scratch:
        a = _callgrind(small, args, Path(scratch))
        b = _callgrind(large, args, Path(scratch))
    per_hand = {name: (b.get(name, 0) - a.get(name, 0)) / (large - small)
                for name in set(a) | set(b)}
    groups: dict[str, float] = defaultdict(float)
    for name, ir in per_hand.items():
        groups[_group(name)] += ir
    total = sum(groups.values())
    print(f"{args.path}, {args.policy}, {PLAYERS} players: Ir per hand "
          f"(runs of {small} and {large} hands, differenced)")
    for group in ("C work", "core, Python-facing", "CPython", "other"):
        print(f"  {group:<22}{groups[group]:>10,.0f}  {groups[group] / total:6.1%}")
    print(f"  {'total':<22}{total:>10,.0f}")
    print(f"  hand ÷ C work         {total / groups['C work']:10.2f}")
    if args.top:
        print(f"the {args.top} costliest functions per hand:")
        for name, ir in sorted(per_hand.items(), key=lambda item: -item[1])[:args.top]:
            print(f"  {ir:>9,.0f}  {_group(name):<20}  {name[-90:]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=2_000)
    parser.add_argument("--path", choices=("apply", "step"), default="apply")
    parser.add_argument("--policy", choices=("mixed", "check/call"), default="mixed")
    parser.add_argument("--callgrind", action="store_true",
                        help="profile at --hands/5 and --hands hands and difference")
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args()
    if args.callgrind:
        profile(args)
    else:
        play(args.hands, args.path, args.policy)


if __name__ == "__main__":
    main()
