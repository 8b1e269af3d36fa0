"""Turn benchmarks/results.json into docs/SPEED.md's speed tables and benchmarks/throughput.png.

    python benchmarks/interleaved.py      # measure (interleaved), write the JSON, then this
    python benchmarks/report.py [benchmarks/results.json] [--check]

The JSON holds every figure already summarised (benchmarks/interleaved.py: each rate the
median round with its min-max, each ratio the median of per-round ratios with its min-max);
this only formats it. The tables replace whatever stands between docs/SPEED.md's
`<!-- bench:start -->` and `<!-- bench:end -->` markers, and the figures of docs/RL.md and
docs/PLAYING.md between theirs (SECTIONS). `--check` writes nothing and exits 1 when a doc's
figures are not the ones the JSON gives (tests/test_speed_docs.py does the same).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPOSITORY_FILES = "https://raw.githubusercontent.com/cstud-poker/cstud/main"
"""Where the chart is served from (pyproject.toml's Source URL, branch main)."""
BATCH_CALL = "evaluate_batch(uint8 array)  [high and low]"
DASH = "\N{EN DASH}"    # between the lowest and highest round (ruff flags the character itself)


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


def times_spread(values: list[float]) -> str:
    """[median, min, max] as '6.7× (6.5 to 6.9)', the range written with an en dash."""
    median, low, high = values
    if low == high:                 # a row against itself
        return times(median)
    return f"{times(median)} ({times(low).rstrip('×')}{DASH}{times(high).rstrip('×')})"


def duration(seconds: float) -> str:
    """A time as '1.23 µs', '45.6 ms' or '2.10 s'."""
    for scale, unit in ((1, "s"), (1e-3, "ms"), (1e-6, "µs")):
        if seconds >= scale * 0.9995:
            return f"{seconds / scale:#.3g}".rstrip(".") + f" {unit}"
    return f"{seconds * 1e9:#.3g}".rstrip(".") + " ns"


def label(row: dict) -> str:
    """Short name for the chart: the library, and for cstud its function."""
    if row["library"] != "cstud":
        return str(row["library"])
    name = "cstud " + row["call"].split("(")[0]
    return name + " (hi+lo)" if "[high and low]" in row["call"] else name


def find(results: dict, group: str, library: str, call: str | None = None) -> dict | None:
    for entry in results["evaluators"]:
        if entry["group"] == group:
            for row in entry["rows"]:
                if row["library"] == library and (call is None or row["call"] == call):
                    return row
    return None


def engine_name(row: dict) -> str:
    return f"{row['players']} players, {row['policy']}"


def evaluator_tables(results: dict) -> list[str]:
    lines = []
    for entry in results["evaluators"]:
        group, references = entry["group"], entry["references"]
        lines += [f"**{group[0].upper() + group[1:]}**", "",
                  "| library | call (one per hand, or one batch) | hands/s |"
                  + "".join(f" cstud `{call.split('(')[0]}`: × faster |" for call in references),
                  "|---|---|---:|" + "---:|" * len(references)]
        for row in sorted(entry["rows"], key=lambda row: -row["rate"][0]):
            lines.append(f"| {row['library']} | `{row['call'].replace('  ', ' ')}` | "
                         f"{si(row['rate'][0])} |"
                         + "".join(f" {times_spread(faster)} |" for faster in row["faster"]))
        lines.append("")
    return lines


def engine_table(results: dict) -> list[str]:
    if not results["engine"]:
        return []
    lines = ["**The game engine: complete Stud Hi/Lo hands played per second**", "",
             "| players | policy | cstud hands/s | cstud `step(code)` hands/s | pokerkit hands/s "
             "| cstud ÷ pokerkit | actions a hand | hands reaching showdown |",
             "|---:|---|---:|---:|---:|---:|---:|---:|"]
    for row in results["engine"]:
        rates = row["rates"]
        pokerkit = si(rates["pokerkit"][0]) if "pokerkit" in rates else "not installed"
        ratio = times_spread(row["cstud_faster"]) if "cstud_faster" in row else ""
        lines.append(f"| {row['players']} | {row['policy']} | {si(rates['cstud'][0])} | "
                     f"{si(rates['cstud step'][0])} | {pokerkit} | {ratio} | "
                     f"{row['actions_a_hand']:.1f} | {100 * row['showdowns']:.0f}% |")
    lines += ["", f"Each engine replays the same {results['engine'][0]['hands']:,} scripted "
              "hands per round (one set per row): the same deck order, the same actions, "
              "checked legal by the engine (cstud `HandState(..., deck=order)` and "
              "`apply(Action(kind, amount))`, or each action's `step(code)`; pokerkit "
              f"{results['machine']['libraries'].get('pokerkit') or ''} "
              "`FixedLimitSevenCardStudHighLowSplitEightOrBetter.create_state` with its "
              "automations, `deal_hole`, `burn_card` and its action methods). Stakes 1/2/5/10, "
              "deep stacks. *check/call*: the bring-in, then checks and calls to showdown; "
              "*mixed*: a seeded random pick among the legal actions (folds, calls, "
              "completions, bets, raises). Before timing, both engines must end every hand "
              "with the same stacks.", ""]
    return lines


def settle_table(results: dict) -> list[str]:
    if not results["settle"]:
        return []
    lines = ["**Settling a showdown: `cstud.settle`, time per call**", "",
             f"| showdown | cards given as | per call | fastest{DASH}slowest round |",
             "|---|---|---:|---:|"]
    lines += [f"| {row['showdown']} | {row['cards']} | {duration(row['seconds'][0])} | "
              f"{duration(row['seconds'][1])}{DASH}{duration(row['seconds'][2])} |"
              for row in results["settle"]]
    lines += ["", "Side pots (R20), the hi/lo split (R22) and odd chips by rule (R23), from each "
              "seat's chips and cards. No peer is timed: no Python library settles a stud "
              "showdown on its own (pokerkit does it only inside a hand's state, so its engine "
              "rows above include it).", ""]
    return lines


def equity_table(results: dict) -> list[str]:
    if not results["equity"]:
        return []
    lines = ["**Equity: `cstud.equity`, one core**", "",
             "| question | method | work per call | per call | dealt per second |",
             "|---|---|---:|---:|---:|"]
    for row in results["equity"]:
        unit = "showdowns" if "showdowns" in row else "runouts"
        seconds = row["seconds"][0]
        rate = (f"{si(row[unit] / seconds)} {unit}/s" if row.get("dealt", True)
                else "(counted, not dealt)")
        lines.append(f"| {row['question']} | {row['method']} | {row[unit]:,} {unit} | "
                     f"{duration(seconds)} | {rate} |")
    lines += ["", "An exact answer accounts for every way the unseen cards can complete the "
              "hands (a *runout*): listed one by one, or for two players counted from each "
              "player's completions ranked once. Monte Carlo deals random runouts, each a hi/lo "
              "*showdown* of every hand. No peer computes stud hi/lo equity.", ""]
    return lines


def targets(results: dict) -> list[tuple[str, str, bool]]:
    """The project's speed targets: (what, measured, met), for those this run can show.
    A ratio target is judged on its median round."""
    hilo = "high and low, 7 cards"
    single = find(results, hilo, "cstud", "evaluate(cards)  [high and low]")
    batch = find(results, hilo, "cstud", BATCH_CALL)
    pokerkit = find(results, hilo, "pokerkit")
    found = []
    if single and pokerkit:
        ratio = pokerkit["faster"][0]
        found.append(("`cstud.evaluate` (high and low, 7 cards) ≥ 1,000× pokerkit's high and low",
                      times_spread(ratio), ratio[0] >= 1000))
    if "evaluate_vs_eval7" in results:
        ratio = results["evaluate_vs_eval7"]
        found.append(("`cstud.evaluate` (high and low) ≥ 2× eval7's high only, 7 cards",
                      times_spread(ratio), ratio[0] >= 2))
    if batch:
        rate = batch["rate"][0]
        found.append(("`cstud.evaluate_batch` (high and low, 7 cards) ≥ 30M hands/s, one core",
                      f"{si(rate)} hands/s", rate >= 30e6))
    if single:
        rate = single["rate"][0]
        found.append(("`cstud.evaluate` (high and low, with field names) ≥ 12M hands/s",
                      f"{si(rate)} hands/s", rate >= 12e6))
    if batch:
        rate = batch["rate"][0]
        found.append(("goal: `cstud.evaluate_batch` ≥ 150M hands/s", f"{si(rate)} hands/s",
                      rate >= 150e6))
    for row in results["engine"]:
        if "cstud_faster" in row:
            ratio = row["cstud_faster"]
            found.append((f"engine through `HandState(...)` and `apply(Action(...))` ≥ 100× "
                          f"pokerkit's, {engine_name(row)}", times_spread(ratio),
                          ratio[0] >= 100))
    stepping = results["stepping"]
    rate = stepping["rate"][0]
    found.append((f"stepping path (`step(code)`) ≥ 1M actions/s on one core, "
                  f"{stepping['players']} players, random legal actions", f"{si(rate)} actions/s",
                  rate >= 1e6))
    eight = [row for row in results["settle"] if row["showdown"].startswith("8 seats")
             and "rake" not in row["showdown"] and row["cards"] != "none"]
    if eight:
        slowest = max(eight, key=lambda row: row["seconds"][0])
        found.append(("`cstud.settle`, 8 seats with three side pots, < 5 µs (slowest card form: "
                      f"{slowest['cards']})", duration(slowest["seconds"][0]),
                      slowest["seconds"][0] < 5e-6))
    for row in results["equity"]:
        seconds = row["seconds"][0]
        if row["question"] == "heads-up, 5th street" and row["method"].endswith(
                "cstud.equity(hands)"):
            found.append(("`cstud.equity` heads-up on 5th street, exact, < 50 ms",
                          duration(seconds), seconds < 0.05))
        if "showdowns" in row:
            rate = row["showdowns"] / seconds
            found.append((f"Monte Carlo ≥ 10M showdowns/s on one core ({row['question']})",
                          f"{si(rate)}/s", rate >= 10e6))
    return found


def machine_line(results: dict) -> str:
    machine, method = results["machine"], results["method"]
    versions = ", ".join(f"{name} {version}" for name, version in machine["libraries"].items()
                         if version)
    made = "cstud"
    if machine["commit"].get("id"):
        made += f" at commit {machine['commit']['id']}"
        made += " (with local changes)" if machine["commit"].get("dirty") else ""
    load = ", ".join(f"{x:.2f}" for x in machine["load_at_start"])
    line = (f"Measured {machine['date']} on {machine['cpu']} ({machine['cores']} cores; load "
            f"average {load} at the start, {machine['load_at_end'][0]:.2f} at the end), "
            f"{machine['python']}, {machine['system']}; {made}; {versions}. "
            f"{method['hands']:,} random hands (seed {method['seed']}), the same for every "
            "library, converted to each library's own cards before timing. Every row was timed "
            f"once in each of {method['rounds']} rounds, all rows interleaved in one process, "
            f"by CPU time (`{method['timer']}`): a rate is the median round, a ratio the "
            "median of the rounds' ratios, with the lowest and highest in brackets.")
    if machine["not_installed"]:
        line += f" Not installed, so not measured: {', '.join(machine['not_installed'])}."
    return line


def rl_table(results: dict) -> str:
    """docs/RL.md's table: VectorTables beside PettingZoo's AEC and OpenSpiel's games."""
    rl = results.get("rl")
    if not rl:
        return "(Not measured: the rl extra was not installed for the run.)"
    names = {
        "VectorTables": f"`VectorTables({rl['tables']}, {rl['players']})`, actions drawn from "
                        "the masks in NumPy",
        "pettingzoo AEC": f"PettingZoo AEC `stud8_v0.env(players={rl['players']})`, one "
                          "`last()`/`step()` at a time",
        "openspiel python_pokerkit_wrapper": "OpenSpiel `python_pokerkit_wrapper` (pokerkit's "
                                             "Seven Card Stud; no observations)",
        "openspiel python_cstud_stud8": "OpenSpiel `python_cstud_stud8` (no observations)",
    }
    lines = ["| runner | table steps/s | VectorTables is |", "|---|---:|---:|"]
    for name, rate in rl["rates"].items():
        faster = (f"{times_spread(rl['vector_faster'][name])} faster" if name in
                  rl["vector_faster"] else "")
        lines.append(f"| {names.get(name, name)} | {si(rate[0])} | {faster} |")
    vector = rl["rates"]["VectorTables"][0]
    lines += ["", f"Target: 2M table steps a second on one core, "
              f"{'met' if vector >= 2e6 else 'MISSED'} in this run. {run_line(results)}"]
    return "\n".join(lines)


def simulate_table(results: dict) -> str:
    """docs/PLAYING.md's figures: hands a second of cstud.simulate by kind of bot."""
    simulate = results["simulate"]
    lines = [f"| {simulate['players']} bots of the kind | hands/s, one core |", "|---|---:|"]
    lines += [f"| {name} | {si(rate[0])} |" for name, rate in simulate["rates"].items()]
    lines += ["", f"`cstud.simulate` with random bots is {times_spread(simulate['random_faster'])}"
              " the same hands played through each bot's `choose()` and `apply()`. "
              f"{run_line(results)}"]
    return "\n".join(lines)


def run_line(results: dict) -> str:
    """Where the figures outside docs/SPEED.md come from: the same run."""
    machine = results["machine"]
    return (f"Measured with docs/SPEED.md's figures, in the same interleaved run "
            f"(`python benchmarks/interleaved.py`, CPU time, {results['method']['rounds']} "
            f"rounds, ratios the median round with the lowest and highest in brackets): "
            f"{machine['date']}, {machine['cpu']}, {machine['cores']} cores, load average "
            f"{machine['load_at_start'][0]:.2f} at the start, {machine['python']}.")


def table(results: dict, chart_name: str = "throughput.png") -> str:
    """The Markdown that stands between the markers in docs/SPEED.md."""
    lines = evaluator_tables(results) + engine_table(results) + settle_table(results)
    lines += equity_table(results)
    lines += ["**Targets** (each ratio from the same run)", "",
              "| target | measured | |", "|---|---:|---|"]
    lines += [f"| {what} | {measured} | {'met' if met else 'MISSED'} |"
              for what, measured, met in targets(results)]
    # An absolute URL, so that the picture shows on PyPI too (it does not resolve relative ones).
    lines += ["", machine_line(results), "",
              f"![Hands per second, log scale]({REPOSITORY_FILES}/benchmarks/{chart_name})"]
    return "\n".join(lines)


def chart(results: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    groups: list[tuple[str, list[tuple[str, float]]]] = [
        (entry["group"], [(label(row), row["rate"][0]) for row in entry["rows"]])
        for entry in results["evaluators"]]
    for row in results["engine"]:
        names = {"cstud": "cstud HandState", "cstud step": "cstud step(code)"}
        groups.append((f"game engine, complete hands played: {engine_name(row)}",
                       [(names.get(name, name), rate[0]) for name, rate in row["rates"].items()]))
    sizes = [len(members) for _, members in groups]
    figure, axes = plt.subplots(len(groups), 1, figsize=(9, 1.2 + 0.36 * sum(sizes)),
                                sharex=True, gridspec_kw={"height_ratios": sizes}, squeeze=False)
    for axis, (heading, members) in zip(axes[:, 0], groups, strict=True):
        members = sorted(members, key=lambda member: member[1])
        speeds = [speed for _, speed in members]
        colours = ["#c0392b" if name.startswith("cstud") else "#7f8c8d" for name, _ in members]
        bars = axis.barh([name for name, _ in members], speeds, color=colours)
        axis.bar_label(bars, labels=[si(speed) for speed in speeds], padding=3, fontsize=8)
        axis.set_xscale("log")
        axis.set_title(heading, loc="left", fontsize=10)
        axis.tick_params(axis="y", labelsize=9)
        axis.grid(axis="x", which="major", alpha=0.3)
    axes[-1, 0].set_xlabel("hands per second, evaluated or played (log scale; the median of "
                           "interleaved rounds)")
    every = [speed for _, members in groups for _, speed in members]
    axes[-1, 0].set_xlim(min(every) / 3, max(every) * 8)
    machine = results["machine"]
    figure.suptitle(f"cstud and its peers, {machine['cpu']}, {machine['python']}, "
                    f"{machine['date']}", fontsize=9)
    figure.tight_layout()
    figure.savefig(path, dpi=100)
    plt.close(figure)


SECTIONS = {"docs/SPEED.md": ("bench", table), "docs/RL.md": ("bench:rl", rl_table),
            "docs/PLAYING.md": ("bench:simulate", simulate_table)}
"""Every generated text: the doc, the name of its markers, what renders it from the JSON."""


def markers(name: str) -> tuple[str, str]:
    return f"<!-- {name}:start -->", f"<!-- {name}:end -->"


def between_markers(content: str, name: str = "bench") -> str:
    """The text the report wrote between the markers (without the newlines around it)."""
    start, end = markers(name)
    if start not in content or end not in content:
        raise ValueError(f"no {start} ... {end} markers")
    return content.split(start, 1)[1].split(end, 1)[0].strip("\n")


def rendered(results: dict) -> dict[str, tuple[str, str]]:
    """{doc: (marker name, the text between its markers)}"""
    return {doc: (name, render(results)) for doc, (name, render) in SECTIONS.items()}


def write_doc(doc: Path, name: str, text: str) -> None:
    content = doc.read_text(encoding="utf-8")
    between_markers(content, name)
    start, end = markers(name)
    before, rest = content.split(start, 1)
    _, after = rest.split(end, 1)
    doc.write_text(f"{before}{start}\n{text}\n{end}{after}", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("results", nargs="?", type=Path, default=HERE / "results.json",
                        help="benchmarks/interleaved.py's JSON (default: benchmarks/results.json)")
    parser.add_argument("--root", type=Path, default=HERE.parent,
                        help="the checkout whose docs/ are written (default: this one)")
    parser.add_argument("--chart", type=Path, default=HERE / "throughput.png")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a doc's figures differ from the JSON's")
    args = parser.parse_args(argv)
    try:
        results: dict[str, Any] = json.loads(args.results.read_text(encoding="utf-8"))
        texts = rendered(results)
        current = {doc: between_markers((args.root / doc).read_text(encoding="utf-8"), name)
                   for doc, (name, _) in texts.items()}
    except (OSError, ValueError, KeyError, TypeError, IndexError) as error:
        print(f"report: {args.results} or the docs under {args.root}: {error!r}",
              file=sys.stderr)
        return 2
    if args.check:
        stale = [doc for doc, (_, text) in texts.items() if current[doc] != text]
        if stale:
            print(f"report: the figures in {', '.join(stale)} are not the ones "
                  f"{args.results} gives (run python benchmarks/report.py)", file=sys.stderr)
            return 1
        return 0
    chart(results, args.chart)
    for doc, (name, text) in texts.items():
        write_doc(args.root / doc, name, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
