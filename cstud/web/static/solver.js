/* The solver page: POST /api/solve, and the strategy at a node as one stacked bar per class
   of hand (SVG, widths as attributes: the page's policy allows no inline style). */
"use strict";

(() => {
  const { el, html, postJSON, percent } = cstudWeb;
  const NAMES = { k: "check", b: "bet", f: "fold", c: "call", r: "raise" };
  const COLORS = { k: "#64748b", b: "#dc2626", f: "#2563eb", c: "#16a34a", r: "#9333ea" };
  const $ = (id) => document.getElementById(id);

  function question() {
    return {
      upcards: [$("up0").value, $("up1").value],
      ranges: [$("range0").value.trim() || "all", $("range1").value.trim() || "all"],
      pot: Number($("pot").value), bet: Number($("bet").value),
      first: Number($("first").value), street: Number($("street").value),
      game: $("game").value, dead: $("dead").value, line: $("line").value,
    };
  }

  function bar(frequencies, actions) {
    const svg = el("svg", { viewBox: "0 0 300 18", width: "300", height: "18",
                            class: "strategy-bar", role: "img" });
    let x = 0;
    const title = [];
    for (const action of actions) {
      const width = 300 * frequencies[action];
      el("rect", { x: x.toFixed(2), y: "0", width: width.toFixed(2), height: "18",
                   fill: COLORS[action], "data-action": action }, svg);
      x += width;
      title.push(`${NAMES[action]} ${percent(frequencies[action], 0)}`);
    }
    svg.setAttribute("aria-label", title.join(", "));
    el("title", {}, svg).textContent = title.join(", ");
    return svg;
  }

  function show(answer) {
    const lines = $("line");
    const chosen = answer.line;
    lines.replaceChildren();
    for (const line of answer.lines) {
      html("option", { value: line }, line === "" ? "the first decision" : line, lines);
    }
    lines.value = chosen;
    $("result-title").textContent =
      `Player ${answer.player} at ${chosen === "" ? "the first decision" : chosen}`;
    const summary = $("summary");
    summary.replaceChildren();
    const figures = [["player 0's value", answer.values[0].toFixed(3)],
                     ["player 1's value", answer.values[1].toFixed(3)],
                     ["exploitability", percent(answer.exploitability_pot, 3) + " of the pot"],
                     ["iterations", String(answer.iterations)]];
    for (const [name, value] of figures) {
      const figure = html("div", { class: "figure" }, name, summary);
      html("b", {}, value, figure);
    }
    const legend = $("legend");
    legend.replaceChildren();
    for (const action of answer.actions) {
      const key = html("span", { class: "legend-key" }, null, legend);
      const swatch = el("svg", { width: "12", height: "12", viewBox: "0 0 12 12" }, key);
      el("rect", { width: "12", height: "12", fill: COLORS[action] }, swatch);
      key.append(` ${NAMES[action]} `);
    }
    const body = $("strategy").querySelector("tbody");
    body.replaceChildren();
    for (const row of answer.classes) {
      const tr = html("tr", { "data-class": row.name }, null, body);
      html("td", {}, row.name, tr);
      html("td", {}, String(row.combos), tr);
      const cell = html("td", {}, null, tr);
      cell.appendChild(bar(row.frequencies, answer.actions));
      html("td", { class: "value" },
           row.value === null ? "–" : `${row.value >= 0 ? "+" : ""}${row.value.toFixed(2)}`, tr);
    }
    $("result-panel").classList.remove("hidden");
  }

  async function run() {
    const button = $("solve-button");
    const error = $("solve-error");
    error.classList.add("hidden");
    button.disabled = true;
    $("status").textContent = "solving…";
    try {
      show(await postJSON("/api/solve", question()));
      $("status").textContent = "";
    } catch (failure) {
      error.textContent = failure.message;
      error.classList.remove("hidden");
      $("status").textContent = "";
    } finally {
      button.disabled = false;
    }
  }

  $("solve-button").addEventListener("click", run);
  $("line").addEventListener("change", run);
  for (const id of ["up0", "up1", "range0", "range1", "street", "game", "first", "dead"]) {
    $(id).addEventListener("change", () => { $("line").value = ""; });
  }
})();
