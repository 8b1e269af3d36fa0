"""Turn a saved benchmark run into docs/SPEED.md's speed tables and benchmarks/throughput.png.

    pytest benchmarks --benchmark-json=benchmarks/results.json
    python benchmarks/report.py [benchmarks/results.json]

Evaluators: hands per second, the hands in one round divided by the median time of a round.
The engine: complete hands played per second, the same way, cstud beside pokerkit. Settlement
and equity: the median time of one call, and for equity its rate (runouts or Monte Carlo
showdowns per second). Every ratio compares two figures of the same run. The tables replace
whatever stands between docs/SPEED.md's `<!-- bench:start -->` and `<!-- bench:end -->` markers,
so re-running updates them.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPOSITORY_FILES = "https://raw.githubusercontent.com/cstud-poker/cstud/main"
"""Where the chart is served from (pyproject.toml's Source URL, branch main)."""
START, END = "<!-- bench:start -->", "<!-- bench:end -->"

# Groups in the order shown, with the cstud call each group's ratios are taken against.
GROUPS = {
    "high, 7 cards": "evaluate_high(cards)",
    "high, 5 cards": "evaluate_high(cards)",
    "eight-or-better low, 7 cards": "evaluate_low(cards)",
    "high and low, 7 cards": "evaluate(cards)  [high and low]",
}
BATCH_CALL = "evaluate_batch(uint8 array)  [high and low]"
PEERS = ("pokerkit", "eval7", "phevaluator", "treys", "deuces", "pokereval")


@dataclass(frozen=True)
class Row:
    group: str
    library: str
    call: str
    hands_per_second: float

    @property
    def label(self) -> str:
        """Short name for the chart: the library, and for cstud its function."""
        if self.library != "cstud":
            return self.library
        name = "cstud " + self.call.split("(")[0]
        return name + " (hi+lo)" if "[high and low]" in self.call else name


ENGINE = "engine, "          # the engine groups: "engine, 6 players, check/call"
STEPPING = "stepping, "      # the stepping path: "stepping, 6 players, random legal actions"


@dataclass(frozen=True)
class Timing:
    """A settle or equity benchmark: the median seconds of one call, and what it records."""

    name: str
    seconds: float
    info: dict


def load_rows(results: dict) -> list[Row]:
    """The benchmarks measured in hands per second: evaluators and the engine."""
    rows = []
    for bench in results["benchmarks"]:
        info = bench["extra_info"]
        if "library" in info and "hands" in info:
            rows.append(Row(bench["group"], info["library"], info["call"],
                            info["hands"] / bench["stats"]["median"]))
    return rows


def load_timings(results: dict, group: str) -> list[Timing]:
    return [Timing(bench["name"], bench["stats"]["median"], bench["extra_info"])
            for bench in results["benchmarks"] if bench["group"] == group]


def engine_groups(rows: list[Row]) -> list[str]:
    """The engine's groups in the order shown: by players, then policy."""
    groups = {row.group for row in rows if row.group.startswith(ENGINE)}
    return sorted(groups, key=lambda group: (int(group.split()[1]), group))


def find(rows: list[Row], group: str, library: str, call: str | None = None) -> Row | None:
    for row in rows:
        if row.group == group and row.library == library and (call is None or row.call == call):
            return row
    return None


def si(value: float) -> str:
    """3 significant figures with a k / M / G suffix: 4.41k, 21.0M, 251M."""
    for scale, suffix in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if value >= scale * 0.9995:     # what rounds to 1.00 of a unit takes that unit
            return f"{value / scale:#.3g}".rstrip(".") + suffix
    return f"{value:#.3g}".rstrip(".")


def times(value: float) -> str:
    """A ratio as '2,260×', '3.6×' or '0.084×'."""
    if value >= 99.95:
        return f"{value:,.0f}×"
    return f"{value:.2g}×" if value < 1 else f"{value:.1f}×"


def duration(seconds: float) -> str:
    """A time as '1.23 µs', '45.6 ms' or '2.10 s'."""
    for scale, unit in ((1, "s"), (1e-3, "ms"), (1e-6, "µs")):
        if seconds >= scale * 0.9995:
            return f"{seconds / scale:#.3g}".rstrip(".") + f" {unit}"
    return f"{seconds * 1e9:#.3g}".rstrip(".") + " ns"


def machine_line(results: dict) -> str:
    machine = results["machine_info"]
    libraries = machine.get("libraries", {})
    versions = ", ".join(f"{name} {version}" for name, version in libraries.items() if version)
    missing = [name for name in PEERS if not libraries.get(name)]
    commit = results.get("commit_info", {})
    made = "cstud"
    if commit.get("id") and commit["id"] != "unversioned":
        made += f" at commit {commit['id'][:7]}"
        made += " (with local changes)" if commit.get("dirty") else ""
    cpu = machine.get("cpu_model") or machine["machine"]
    if machine["cpu"].get("hz_advertised_friendly"):
        cpu += f" at {machine['cpu']['hz_advertised_friendly']}"
    line = (f"Measured {results['datetime'][:10]} on {cpu}"
            f" ({machine['cpu'].get('count', '?')} cores), {machine['python_implementation']} "
            f"{machine['python_version']}, {machine['system']}; {made}; {versions}. "
            f"{machine.get('bench_hands', '?'):,} random hands (seed {machine.get('bench_seed')}), "
            "the same for every library, converted to each library's own cards before timing; "
            "each figure is the median round of pytest-benchmark"
            f"{timer_words(results)}.")
    if missing:
        line += f" Not installed, so not measured: {', '.join(missing)}."
    return line


def timer_words(results: dict) -> str:
    """How the rounds were timed, when the run says (pytest-benchmark's --benchmark-timer)."""
    timers = {bench.get("options", {}).get("timer") for bench in results["benchmarks"]}
    if timers == {"process_time"}:
        return ", timed in CPU time of the process (`time.process_time`; the machine was shared)"
    if len(timers) == 1 and None not in timers:
        return f", timed by `time.{timers.pop()}`"
    return ""


def targets(rows: list[Row]) -> list[tuple[str, str, bool]]:
    """The project's speed targets: (what, measured, met), for those this run can show."""
    hilo = "high and low, 7 cards"
    single = find(rows, hilo, "cstud", GROUPS[hilo])
    batch = find(rows, hilo, "cstud", BATCH_CALL)
    pokerkit = find(rows, hilo, "pokerkit")
    eval7 = find(rows, "high, 7 cards", "eval7")
    found = []
    if single and pokerkit:
        ratio = single.hands_per_second / pokerkit.hands_per_second
        found.append(("`cstud.evaluate` (high and low, 7 cards) ≥ 1,000× pokerkit's high and low",
                      times(ratio), ratio >= 1000))
    if single and eval7:
        ratio = single.hands_per_second / eval7.hands_per_second
        found.append(("`cstud.evaluate` (high and low) ≥ 2× eval7's high only, 7 cards",
                      times(ratio), ratio >= 2))
    if batch:
        found.append(("`cstud.evaluate_batch` (high and low, 7 cards) ≥ 30M hands/s, one core",
                      f"{si(batch.hands_per_second)} hands/s", batch.hands_per_second >= 30e6))
    if single:
        found.append(("`cstud.evaluate` (high and low, with field names) ≥ 12M hands/s",
                      f"{si(single.hands_per_second)} hands/s", single.hands_per_second >= 12e6))
    if batch:
        found.append(("goal: `cstud.evaluate_batch` ≥ 150M hands/s",
                      f"{si(batch.hands_per_second)} hands/s", batch.hands_per_second >= 150e6))
    for group in engine_groups(rows):
        ours, theirs = find(rows, group, "cstud"), find(rows, group, "pokerkit")
        if ours and theirs:
            ratio = ours.hands_per_second / theirs.hands_per_second
            found.append((f"engine through `HandState(...)` and `apply(Action(...))` ≥ 100× "
                          f"pokerkit's, {group.removeprefix(ENGINE)}", times(ratio),
                          ratio >= 100))
    return found


def stepping_targets(results: dict) -> list[tuple[str, str, bool]]:
    """The stepping path's target (what, measured, met): actions per second through
    ``step(code)``, random legal actions, from the run's stepping group."""
    found = []
    for bench in results["benchmarks"]:
        info = bench["extra_info"]
        if bench["group"].startswith(STEPPING) and "actions" in info:
            rate = info["actions"] / bench["stats"]["median"]
            found.append((f"stepping path (`step(code)`) ≥ 1M actions/s on one core, "
                          f"{bench['group'].removeprefix(STEPPING)}", f"{si(rate)} actions/s",
                          rate >= 1e6))
    return found


def timing_targets(settle: list[Timing], equity: list[Timing]) -> list[tuple[str, str, bool]]:
    """The settlement and equity targets: (what, measured, met)."""
    found = []
    eight = [timing for timing in settle if timing.info.get("showdown", "").startswith("8 seats")
             and "rake" not in timing.info["showdown"] and timing.info.get("cards") != "none"]
    if eight:
        slowest = max(eight, key=lambda timing: timing.seconds)
        found.append(("`cstud.settle`, 8 seats with three side pots, < 5 µs (slowest card form: "
                      f"{slowest.info['cards']})", duration(slowest.seconds),
                      slowest.seconds < 5e-6))
    for timing in equity:
        info = timing.info
        if info.get("question") == "heads-up, 5th street" and info.get("method", "").endswith(
                "cstud.equity(hands)"):
            found.append(("`cstud.equity` heads-up on 5th street, exact, < 50 ms",
                          duration(timing.seconds), timing.seconds < 0.05))
        if "showdowns" in info:
            rate = info["showdowns"] / timing.seconds
            found.append((f"Monte Carlo ≥ 10M showdowns/s on one core ({info['question']})",
                          f"{si(rate)}/s", rate >= 10e6))
    return found


def engine_table(rows: list[Row], results: dict) -> list[str]:
    groups = engine_groups(rows)
    if not groups:
        return []
    info = {bench["group"]: bench["extra_info"] for bench in results["benchmarks"]
            if bench["group"] in groups}
    lines = ["**The game engine: complete Stud Hi/Lo hands played per second**", "",
             "| players | policy | cstud hands/s | pokerkit hands/s | cstud ÷ pokerkit "
             "| actions a hand | hands reaching showdown |",
             "|---:|---|---:|---:|---:|---:|---:|"]
    for group in groups:
        ours, theirs = find(rows, group, "cstud"), find(rows, group, "pokerkit")
        extra = info[group]
        players, policy = extra["players"], extra["policy"]
        ratio = times(ours.hands_per_second / theirs.hands_per_second) if ours and theirs else ""
        lines.append(f"| {players} | {policy} | {si(ours.hands_per_second) if ours else ''} | "
                     f"{si(theirs.hands_per_second) if theirs else 'not installed'} | {ratio} | "
                     f"{extra['actions'] / extra['hands']:.1f} | "
                     f"{100 * extra['showdowns'] / extra['hands']:.0f}% |")
    hands = next(iter(info.values()))["hands"]
    lines += ["", f"Each engine replays the same {hands:,} scripted hands per round (one set per "
              "row): the same deck order, the same actions, checked legal by the engine (cstud "
              "`HandState(..., deck=order)` and `apply(Action(kind, amount))`; pokerkit 0.7.7 "
              "`FixedLimitSevenCardStudHighLowSplitEightOrBetter.create_state` with its "
              "automations, `deal_hole`, `burn_card` and its action methods). Stakes 1/2/5/10, "
              "deep stacks. *check/call*: the bring-in, then checks and calls to showdown; "
              "*mixed*: a seeded random pick among the legal actions (folds, calls, "
              "completions, bets, raises). Before timing, both engines must end every hand "
              "with the same stacks.", ""]
    return lines


def settle_table(settle: list[Timing]) -> list[str]:
    if not settle:
        return []
    lines = ["**Settling a showdown: `cstud.settle`, time per call**", "",
             "| showdown | cards given as | per call |", "|---|---|---:|"]
    lines += [f"| {timing.info.get('showdown', timing.name)} | {timing.info.get('cards', '')} | "
              f"{duration(timing.seconds)} |" for timing in settle]
    lines += ["", "Side pots (R20), the hi/lo split (R22) and odd chips by rule (R23), from each "
              "seat's chips and cards. No peer is timed: no Python library settles a stud "
              "showdown on its own (pokerkit does it only inside a hand's state, so its engine "
              "rows above include it).", ""]
    return lines


def equity_table(equity: list[Timing]) -> list[str]:
    if not equity:
        return []
    lines = ["**Equity: `cstud.equity`, one core**", "",
             "| question | method | work per call | per call | dealt per second |",
             "|---|---|---:|---:|---:|"]
    for timing in equity:
        info = timing.info
        unit = "showdowns" if "showdowns" in info else "runouts"
        work = info.get(unit, 0)
        rate = f"{si(work / timing.seconds)} {unit}/s" if info.get("dealt", True) else \
            "(counted, not dealt)"
        lines.append(f"| {info.get('question', timing.name)} | {info.get('method', '')} | "
                     f"{work:,} {unit} | {duration(timing.seconds)} | {rate} |")
    lines += ["", "An exact answer accounts for every way the unseen cards can complete the "
              "hands (a *runout*): listed one by one, or for two players counted from each "
              "player's completions ranked once. Monte Carlo deals random runouts, each a hi/lo "
              "*showdown* of every hand. No peer computes stud hi/lo equity.", ""]
    return lines


def table(rows: list[Row], results: dict, chart_name: str) -> str:
    lines = []
    for group, reference_call in GROUPS.items():
        members = sorted((row for row in rows if row.group == group),
                         key=lambda row: -row.hands_per_second)
        if not members:
            continue
        reference = find(rows, group, "cstud", reference_call)
        batch = find(rows, group, "cstud", BATCH_CALL)
        lines += [f"**{group[0].upper() + group[1:]}**", ""]
        header = "| library | call (one per hand, or one batch) | hands/s |"
        rule = "|---|---|---:|"
        if reference:
            header += f" cstud `{reference_call.split('(')[0]}`: × faster |"
            rule += "---:|"
        if batch:
            header += " cstud `evaluate_batch`: × faster |"
            rule += "---:|"
        lines += [header, rule]
        for row in members:
            call = row.call.replace("  ", " ")
            line = f"| {row.library} | `{call}` | {si(row.hands_per_second)} |"
            if reference:
                line += f" {times(reference.hands_per_second / row.hands_per_second)} |"
            if batch:
                line += f" {times(batch.hands_per_second / row.hands_per_second)} |"
            lines.append(line)
        lines.append("")
    settle, equity = load_timings(results, "settle"), load_timings(results, "equity")
    lines += engine_table(rows, results)
    lines += settle_table(settle)
    lines += equity_table(equity)
    found = targets(rows) + stepping_targets(results) + timing_targets(settle, equity)
    if found:
        lines += ["**Targets** (each ratio from the same run)", "",
                  "| target | measured | |", "|---|---:|---|"]
        lines += [f"| {what} | {measured} | {'met' if met else 'MISSED'} |"
                  for what, measured, met in found]
        lines.append("")
    # An absolute URL, so that the picture shows on PyPI too (it does not resolve relative ones).
    lines += [machine_line(results), "",
              f"![Hands per second, log scale]({REPOSITORY_FILES}/benchmarks/{chart_name})"]
    return "\n".join(lines)


def chart(rows: list[Row], path: Path, title: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    groups = [group for group in GROUPS if any(row.group == group for row in rows)]
    groups += engine_groups(rows)
    sizes = [sum(row.group == group for row in rows) for group in groups]
    figure, axes = plt.subplots(len(groups), 1, figsize=(9, 1.2 + 0.36 * sum(sizes)),
                                sharex=True, gridspec_kw={"height_ratios": sizes}, squeeze=False)
    for axis, group in zip(axes[:, 0], groups, strict=True):
        members = sorted((row for row in rows if row.group == group),
                         key=lambda row: row.hands_per_second)
        speeds = [row.hands_per_second for row in members]
        colours = ["#c0392b" if row.library == "cstud" else "#7f8c8d" for row in members]
        bars = axis.barh([row.label for row in members], speeds, color=colours)
        axis.bar_label(bars, labels=[si(speed) for speed in speeds], padding=3, fontsize=8)
        axis.set_xscale("log")
        heading = group
        if group.startswith(ENGINE):
            heading = f"game engine, complete hands played: {group.removeprefix(ENGINE)}"
        axis.set_title(heading, loc="left", fontsize=10)
        axis.tick_params(axis="y", labelsize=9)
        axis.grid(axis="x", which="major", alpha=0.3)
    axes[-1, 0].set_xlabel("hands per second: evaluated, or played by the engine "
                           "(log scale, longer is faster)")
    low = min(row.hands_per_second for row in rows)
    high = max(row.hands_per_second for row in rows)
    axes[-1, 0].set_xlim(low / 3, high * 8)
    figure.suptitle(title, fontsize=9)
    figure.tight_layout()
    figure.savefig(path, dpi=100)
    plt.close(figure)


def write_readme(readme: Path, text: str) -> None:
    content = readme.read_text()
    if START not in content or END not in content:
        sys.exit(f"{readme} has no {START} ... {END} markers to write the table between")
    before, rest = content.split(START, 1)
    _, after = rest.split(END, 1)
    readme.write_text(f"{before}{START}\n{text}\n{END}{after}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("results", nargs="?", type=Path, default=HERE / "results.json",
                        help="pytest-benchmark JSON (default: benchmarks/results.json)")
    parser.add_argument("--doc", "--readme", dest="readme", type=Path,
                        default=HERE.parent / "docs" / "SPEED.md",
                        help="the Markdown file with the markers (default: docs/SPEED.md)")
    parser.add_argument("--chart", type=Path, default=HERE / "throughput.png")
    args = parser.parse_args(argv)

    results = json.loads(args.results.read_text())
    rows = load_rows(results)
    if not rows:
        sys.exit(f"{args.results} holds no benchmarks (was the run made with --benchmark-disable?)")
    machine = results["machine_info"]
    chart(rows, args.chart, f"cstud and its peers, {machine.get('cpu_model', '')}, "
                            f"Python {machine['python_version']}, {results['datetime'][:10]}")
    write_readme(args.readme, table(rows, results, args.chart.name))
    print(f"wrote {args.chart} and the table in {args.readme}")


if __name__ == "__main__":
    main()
