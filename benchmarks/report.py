"""Turn a saved benchmark run into the README's speed table and benchmarks/throughput.png.

    pytest benchmarks --benchmark-json=benchmarks/results.json
    python benchmarks/report.py [benchmarks/results.json]

Throughput is hands per second: the hands in one round divided by the median time of a round.
Every ratio compares two figures of the same run. The table replaces whatever stands between
the README's `<!-- bench:start -->` and `<!-- bench:end -->` markers, so re-running updates it.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
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


def load_rows(results: dict) -> list[Row]:
    rows = []
    for bench in results["benchmarks"]:
        info = bench["extra_info"]
        rows.append(Row(bench["group"], info["library"], info["call"],
                        info["hands"] / bench["stats"]["median"]))
    return rows


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


def machine_line(results: dict) -> str:
    machine = results["machine_info"]
    libraries = machine.get("libraries", {})
    versions = ", ".join(f"{name} {version}" for name, version in libraries.items() if version)
    missing = [name for name in PEERS if not libraries.get(name)]
    commit = results.get("commit_info", {})
    made = "cstud"
    if commit.get("id"):
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
            "each figure is the median round of pytest-benchmark.")
    if missing:
        line += f" Not installed, so not measured: {', '.join(missing)}."
    return line


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
        found.append(("goal: `cstud.evaluate` ≥ 10M hands/s",
                      f"{si(single.hands_per_second)} hands/s", single.hands_per_second >= 10e6))
    if batch:
        found.append(("goal: `cstud.evaluate_batch` ≥ 150M hands/s",
                      f"{si(batch.hands_per_second)} hands/s", batch.hands_per_second >= 150e6))
    return found


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
    found = targets(rows)
    if found:
        lines += ["**Targets** (each ratio from the same run)", "",
                  "| target | measured | |", "|---|---:|---|"]
        lines += [f"| {what} | {measured} | {'met' if met else 'MISSED'} |"
                  for what, measured, met in found]
        lines.append("")
    lines += [machine_line(results), "", f"![Hands per second, log scale](benchmarks/{chart_name})"]
    return "\n".join(lines)


def chart(rows: list[Row], path: Path, title: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    groups = [group for group in GROUPS if any(row.group == group for row in rows)]
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
        axis.set_title(group, loc="left", fontsize=10)
        axis.tick_params(axis="y", labelsize=9)
        axis.grid(axis="x", which="major", alpha=0.3)
    axes[-1, 0].set_xlabel("hands per second (log scale, longer is faster)")
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
    parser.add_argument("--readme", type=Path, default=HERE.parent / "README.md")
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
