/* The hand replayer page: POST /api/replay, then the table step by step, the equity chart,
   the showdown and the pots. Every figure comes from the server's account of the hand. */
"use strict";

(() => {
  const { el, html, drawCard, cardRow, postJSON, percent, money, PLAYER_COLORS } = cstudWeb;
  const CX = 500, CY = 312;
  const CARD_W = 36, CARD_STEP = 27;
  const svg = document.getElementById("table-svg");
  let hand = null;          // the server's account
  let step = 0;
  let lastText = "";
  let maxBody = 1 << 20;

  const $ = (id) => document.getElementById(id);
  const amount = (chips) => money(chips, hand.unit, hand.currency);
  const name = (player) => hand.players[player].name;

  function names(players) {
    const list = players.map(name);
    if (list.length <= 1) return list.join("");
    return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
  }

  function seatPosition(player, count) {
    const angle = Math.PI / 2 + (2 * Math.PI * player) / count;
    return { x: CX + 382 * Math.cos(angle), y: CY + 222 * Math.sin(angle) };
  }

  function drawTable() {
    svg.replaceChildren();
    el("ellipse", { cx: CX, cy: CY, rx: 455, ry: 262, fill: "#3b2a1e" }, svg);
    el("ellipse", { cx: CX, cy: CY, rx: 440, ry: 248, fill: "#4b3626" }, svg);
    const felt = el("radialGradient", { id: "felt", cx: "50%", cy: "45%", r: "65%" },
                    el("defs", {}, svg));
    el("stop", { offset: "0%", "stop-color": "#1f8a63" }, felt);
    el("stop", { offset: "100%", "stop-color": "#125a41" }, felt);
    el("ellipse", { cx: CX, cy: CY, rx: 425, ry: 234, fill: "url(#felt)", stroke: "#0e4733",
                    "stroke-width": 3 }, svg);
    el("ellipse", { cx: CX, cy: CY, rx: 300, ry: 150, fill: "none", stroke: "#ffffff",
                    "stroke-opacity": 0.08, "stroke-width": 2 }, svg);
    if (!hand) {
      const text = el("text", { x: CX, y: CY + 6, "text-anchor": "middle", fill: "#d1fae5",
                                "font-size": 22 }, svg);
      text.textContent = "Paste or upload a hand history to replay it";
      return;
    }
    const now = hand.steps[step];
    const count = hand.players.length;
    const pot = el("g", { id: "pot" }, svg);
    const potLabel = el("text", { x: CX, y: CY - 8, "text-anchor": "middle", fill: "#ecfdf5",
                                  "font-size": 15, "letter-spacing": "0.08em" }, pot);
    potLabel.textContent = "POT";
    const potValue = el("text", { x: CX, y: CY + 18, "text-anchor": "middle", fill: "#ffffff",
                                  "font-size": 24, "font-weight": 700, id: "pot-value" }, pot);
    potValue.textContent = amount(now.pot);
    const street = el("text", { x: CX, y: CY + 44, "text-anchor": "middle", fill: "#a7f3d0",
                                "font-size": 14 }, pot);
    street.textContent = `${ORDINAL[now.street]} street`;
    if (now.community) drawCard(svg, now.community, CX + 95, CY - 30, 40);
    for (let player = 0; player < count; player++) drawSeat(player, count, now);
  }

  function drawSeat(player, count, now) {
    const { x, y } = seatPosition(player, count);
    const folded = now.folded[player];
    const group = el("g", { class: "seat", id: `seat-${player}`,
                            opacity: folded ? 0.42 : 1 }, svg);
    const cards = now.cards[player];
    const rowWidth = cards.length ? CARD_W + CARD_STEP * (cards.length - 1) : 0;
    const top = y - 56;
    cards.forEach((card, i) => {
      const faceDown = !card.up && !now.shown[player];
      drawCard(group, card.card, x - rowWidth / 2 + i * CARD_STEP, top, CARD_W,
               { down: faceDown && card.card !== null });
    });
    const acting = now.player === player && now.kind === "action";
    const plate = el("g", { transform: `translate(${x - 92} ${y + 1})` }, group);
    el("rect", { width: 184, height: 46, rx: 9, fill: "#0b1f2a", "fill-opacity": 0.92,
                 stroke: acting ? "#fbbf24" : PLAYER_COLORS[player % 8],
                 "stroke-width": acting ? 3 : 1.5 }, plate);
    el("circle", { cx: 14, cy: 16, r: 5, fill: PLAYER_COLORS[player % 8] }, plate);
    const label = el("text", { x: 25, y: 20, fill: "#f8fafc", "font-size": 14,
                               "font-weight": 600 }, plate);
    label.textContent = truncate(name(player), 20);
    const stack = el("text", { x: 14, y: 38, fill: "#5eead4", "font-size": 14,
                               id: `stack-${player}`, "data-chips": now.stacks[player] }, plate);
    stack.textContent = amount(now.stacks[player]);
    if (folded) {
      const tag = el("text", { x: 172, y: 38, fill: "#fca5a5", "font-size": 12,
                               "text-anchor": "end" }, plate);
      tag.textContent = now.kind === "muck" && now.player === player ? "mucked" : "out";
    }
    const bet = now.bets[player];
    if (bet > 0) {
      const bx = CX + (x - CX) * 0.56, by = CY + (y - CY) * 0.5;
      const chip = el("g", { id: `bet-${player}`, "data-chips": bet }, svg);
      el("circle", { cx: bx - 22, cy: by, r: 9, fill: "#f59e0b", stroke: "#fff",
                     "stroke-width": 2, "stroke-dasharray": "3 2" }, chip);
      const text = el("text", { x: bx - 8, y: by + 5, fill: "#fff", "font-size": 14,
                                "font-weight": 600 }, chip);
      text.textContent = amount(bet);
    }
  }

  const ORDINAL = { 3: "3rd", 4: "4th", 5: "5th", 6: "6th", 7: "7th" };

  /* A step in words, amounts in the hand's unit (the server's own text has plain integers). */
  function describe(s) {
    const who = s.player === null ? "" : name(s.player);
    switch (s.kind) {
      case "antes": return `Antes of ${amount(s.amount)}`;
      case "deal": return `${ORDINAL[s.street]} street is dealt`;
      case "community": return `Community card ${s.community}: every player's 7th card`;
      case "action": {
        const a = s.action;
        const verb = {
          fold: "folds", check: "checks", call: `calls ${amount(a.chips)}`,
          bring_in: `brings in for ${amount(a.amount)}`, complete: `completes to ${amount(a.amount)}`,
          bet: `bets ${amount(a.amount)}`, raise: `raises to ${amount(a.amount)}`,
        }[a.kind] || a.kind;
        return `${who} ${verb}${a.all_in ? " and is all-in" : ""}`;
      }
      case "return": return `${amount(s.amount)} uncalled returned to ${who}`;
      case "show": return `${who} shows${s.all_in ? " (all-in: the hands are turned up)" : ""}`;
      case "muck": return `${who} mucks`;
      case "award": {
        const pot = s.award.pot === 0 ? "Main pot" : `Side pot ${s.award.pot}`;
        const won = s.award.shares.map((chips, p) => [p, chips]).filter((x) => x[1] > 0)
          .map(([p, chips]) => `${name(p)} ${amount(chips)}`);
        return `${pot} of ${amount(s.award.amount)}: ${won.join(", ")}`;
      }
      case "rake": return `Rake ${amount(s.amount)}`;
      default: return s.text;
    }
  }

  function truncate(text, length) {
    return text.length > length ? text.slice(0, length - 1) + "…" : text;
  }

  function goTo(target) {
    if (!hand) return;
    step = Math.max(0, Math.min(hand.steps.length - 1, target));
    const now = hand.steps[step];
    drawTable();
    $("action-line").textContent = describe(now);
    $("position").textContent = `step ${step + 1} of ${hand.steps.length}`;
    $("first").disabled = $("back").disabled = step === 0;
    $("last").disabled = $("forward").disabled = step === hand.steps.length - 1;
    for (const item of $("log").children) {
      const index = Number(item.dataset.step);
      item.classList.toggle("current", index === step);
      item.classList.toggle("future", index > step);
    }
    const current = $("log").children[step];
    if (current) {            // keep the current step in view inside the list only
      const list = $("log");
      if (current.offsetTop < list.scrollTop) list.scrollTop = current.offsetTop;
      else if (current.offsetTop + current.offsetHeight > list.scrollTop + list.clientHeight) {
        list.scrollTop = current.offsetTop + current.offsetHeight - list.clientHeight;
      }
    }
    for (const button of $("street-buttons").children) {
      button.classList.toggle("current", Number(button.dataset.street) === now.street);
    }
    drawChart();
    showStacks();
    const finished = hand.steps.slice(0, step + 1).some((s) => s.kind === "award");
    $("showdown-panel").classList.toggle("hidden", !(hand.showdown && finished));
  }

  function showStacks() {
    const now = hand.steps[step];
    const body = $("final-stacks").querySelector("tbody");
    body.replaceChildren();
    const expected = hand.check ? hand.check.site_finishing_stacks : hand.expected_finishing_stacks;
    const last = step === hand.steps.length - 1;
    $("expected-head").classList.toggle("hidden", !expected);
    hand.players.forEach((player, index) => {
      const row = html("tr", {}, null, body);
      const who = html("td", {}, null, row);
      const dot = html("span", { class: "swatch" }, null, who);
      dot.style.background = PLAYER_COLORS[index % 8];
      dot.style.display = "inline-block";
      dot.style.width = dot.style.height = "0.6rem";
      dot.style.borderRadius = "50%";
      dot.style.marginRight = "0.4rem";
      who.appendChild(document.createTextNode(player.name));
      html("td", { class: "num" }, amount(player.starting_stack), row);
      html("td", { class: "num", id: `now-${index}` }, amount(now.stacks[index]), row);
      const net = now.stacks[index] - player.starting_stack;
      html("td", { class: `num ${net > 0 ? "pos" : net < 0 ? "neg" : ""}` },
           (net > 0 ? "+" : "") + amount(net), row);
      if (expected) {
        const cell = html("td", { class: "num" }, amount(expected[index]), row);
        if (last) cell.classList.add(expected[index] === now.stacks[index] ? "check-ok" : "check-bad");
      }
    });
  }

  /* Each live player's equity at the start of every street, as lines. */
  function drawChart() {
    const chart = $("equity-chart");
    chart.replaceChildren();
    const streets = hand.streets;
    if (!streets.length) return;
    const left = 56, right = 740, top = 16, bottom = 230;
    const xs = streets.map((_, i) => streets.length === 1 ? (left + right) / 2
                                     : left + 30 + (i * (right - left - 60)) / (streets.length - 1));
    const yOf = (value) => bottom - value * (bottom - top);
    for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
      el("line", { x1: left, x2: right, y1: yOf(tick), y2: yOf(tick), stroke: "#e2e8f0" }, chart);
      const label = el("text", { x: left - 8, y: yOf(tick) + 4, "text-anchor": "end",
                                 "font-size": 12, fill: "#64748b" }, chart);
      label.textContent = `${tick * 100}%`;
    }
    const now = hand.steps[step];
    streets.forEach((street, i) => {
      if (street.street === now.street) {
        el("rect", { x: xs[i] - 26, y: top - 6, width: 52, height: bottom - top + 12,
                     fill: "#ccfbf1", opacity: 0.6, rx: 6 }, chart);
      }
      const label = el("text", { x: xs[i], y: bottom + 22, "text-anchor": "middle",
                                 "font-size": 13, fill: "#334155" }, chart);
      label.textContent = street.name;
      if (street.exact === false) {
        const mc = el("text", { x: xs[i], y: bottom + 37, "text-anchor": "middle",
                                "font-size": 10, fill: "#94a3b8" }, chart);
        mc.textContent = `Monte Carlo ±${percent(street.stderr, 1)}`;
      }
    });
    const labels = [];       // the current street's values, placed apart below
    hand.players.forEach((_, player) => {
      const color = PLAYER_COLORS[player % 8];
      const points = streets.map((street, i) => street.players[player]
        ? [xs[i], yOf(street.players[player].equity), street.players[player].equity, street] : null);
      let run = [];
      const flush = () => {
        if (run.length > 1) {
          el("polyline", { points: run.map((p) => `${p[0]},${p[1]}`).join(" "), fill: "none",
                           stroke: color, "stroke-width": 2.5, "stroke-linejoin": "round" }, chart);
        }
        run = [];
      };
      for (const point of points) { if (point) run.push(point); else flush(); }
      flush();
      for (const point of points) {
        if (!point) continue;
        const dot = el("circle", { cx: point[0], cy: point[1], r: 4.5, fill: "#fff", stroke: color,
                                   "stroke-width": 2.5, class: "equity-point",
                                   "data-player": player, "data-street": point[3].street,
                                   "data-equity": point[2] }, chart);
        const title = el("title", {}, dot);
        title.textContent = `${name(player)}, ${point[3].name}: ${percent(point[2], 1)}`;
        if (point[3].street === now.street) labels.push({ x: point[0], y: point[1], color, value: point[2] });
      }
    });
    // Labels of equal or close values would overlap: keep them 13 units apart.
    labels.sort((a, b) => a.y - b.y);
    let previous = -Infinity;
    for (const label of labels) {
      const y = Math.max(label.y - 7, previous + 13);
      previous = y;
      const text = el("text", { x: label.x + 9, y, "font-size": 11.5, fill: label.color,
                                "font-weight": 600 }, chart);
      text.textContent = percent(label.value, 1);
    }
  }

  function legend() {
    const box = $("equity-legend");
    box.replaceChildren();
    hand.players.forEach((player, index) => {
      const item = html("span", {}, null, box);
      const dot = html("span", { class: "swatch" }, null, item);
      dot.style.background = PLAYER_COLORS[index % 8];
      dot.style.width = dot.style.height = "0.7rem";
      dot.style.borderRadius = "50%";
      dot.style.display = "inline-block";
      item.appendChild(document.createTextNode(player.name));
    });
    const notes = hand.streets.filter((street) => street.note)
      .map((street) => ` ${street.name}: ${street.note}.`);
    $("equity-note").textContent = "Equity at the start of each street's betting, the cards "
      + "the history shows counted and those it hides dealt at random; folded players' "
      + "cards are dead." + notes.join("");
  }

  function oddChipReason(odd) {
    const rivals = names(odd.contenders);
    const half = odd.half === "both" ? "pot" : `${odd.half} half`;
    const prefix = odd.half === "both"
      ? "identical hands for both halves: the pot is split as evenly as possible; " : "";
    const hands = odd.half === "both" ? "hands" : `${odd.half} hands`;
    const shared = odd.shared.length ? `, after the shared ${odd.shared.join(" ")}` : "";
    let why;
    if (odd.rule === "position") {
      why = `${name(odd.player)} is the first of ${rivals} clockwise from the dealer`;
    } else if (odd.rule === "tda") {
      why = `${odd.card} is the highest card by suit in the five cards of the tied ${hands} of `
        + `${rivals}${odd.half === "low" ? " (the ace counts low)" : ""}${shared}`;
    } else if (odd.half === "low") {
      why = `${odd.card} is the lowest card by suit (the ace lowest) among all the cards of `
        + `the tied low hands of ${rivals}${shared}`;
    } else {
      why = `${odd.card} is the highest card by suit among all the cards of the tied ${hands} `
        + `of ${rivals}${shared}`;
    }
    const rule = { tda: "TDA rule", rrop: "Robert's Rules", position: "position rule" }[odd.rule];
    return `Odd chip of the ${half} to ${name(odd.player)} (${rule}): ${prefix}${why}.`;
  }

  function renderShowdown() {
    const showdown = hand.showdown;
    const handsBox = $("showdown-hands");
    const potsBox = $("pots");
    handsBox.replaceChildren();
    potsBox.replaceChildren();
    if (!showdown) return;
    if (showdown.hands.length) {
      const table = html("table", { class: "plain", id: "showdown-table" }, null, handsBox);
      const head = html("tr", {}, null, html("thead", {}, null, table));
      for (const title of ["Player", "Cards", "Best high", "Best low"]) html("th", {}, title, head);
      const body = html("tbody", {}, null, table);
      for (const entry of showdown.hands) {
        const row = html("tr", { "data-player": entry.player }, null, body);
        html("td", {}, name(entry.player), row);
        html("td", {}, null, row).appendChild(cardRow(entry.cards, 24));
        for (const half of ["high", "low"]) {
          const cell = html("td", { class: `best-${half}` }, null, row);
          const best = entry[half];
          if (best) {
            html("div", { class: "small" }, best.name, cell);
            cell.appendChild(cardRow(best.cards, 22));
          } else {
            html("span", { class: "muted small" },
                 half === "low" && hand.game === "stud8" ? "no low" : "–", cell);
          }
        }
      }
    } else {
      html("p", { class: "muted" }, "Nobody showed: the last player in takes the pot.", handsBox);
    }
    showdown.pots.forEach((pot, index) => {
      const card = html("div", { class: "pot-card", id: `pot-${index}` }, null, potsBox);
      html("h3", {}, `${pot.name}: ${amount(pot.amount)}`
           + (pot.rake ? ` (rake ${amount(pot.rake)})` : ""), card);
      html("p", { class: "small muted" }, `Eligible: ${names(pot.eligible)}`, card);
      const lines = html("ul", { class: "small" }, null, card);
      if (hand.game === "razz") {
        html("li", {}, `${amount(pot.low_half)} to the best razz hand: ${names(pot.low_winners)}`, lines);
      } else if (pot.low_winners.length) {
        html("li", {}, `High half ${amount(pot.high_half)}: ${names(pot.high_winners)}`, lines);
        html("li", {}, `Low half ${amount(pot.low_half)}: ${names(pot.low_winners)}`, lines);
      } else {
        const why = hand.game === "stud8" && pot.eligible.length > 1
          ? " (no qualifying low: the high takes it all)" : "";
        html("li", {}, `${amount(pot.high_half)} to ${names(pot.high_winners)}${why}`, lines);
      }
      const shares = pot.shares.map((chips, player) => [player, chips]).filter((s) => s[1] > 0);
      html("li", {}, "Shares: " + shares.map(([player, chips]) => `${name(player)} ${amount(chips)}`)
           .join(", "), lines);
      for (const odd of pot.odd_chips) html("div", { class: "odd-chip" }, oddChipReason(odd), card);
    });
    if (showdown.rake) html("p", { class: "small muted" }, `Rake: ${amount(showdown.rake)}`, handsBox);
  }

  function show(answer) {
    hand = answer;
    $("hand-title").textContent = answer.title || "Hand";
    const stakes = answer.stakes;
    const game = { stud8: "Stud Hi/Lo, eight or better", stud: "Seven Card Stud", razz: "Razz" }[answer.game];
    $("hand-meta").textContent = `${game} · ante ${amount(stakes.ante)}, bring-in `
      + `${amount(stakes.bring_in)}, bets ${amount(stakes.small_bet)}/${amount(stakes.big_bet)}`
      + ` · ${answer.players.length} players`;
    const check = $("site-check");
    check.className = "small";
    if (answer.check) {
      check.textContent = answer.check.agrees
        ? "✓ Replayed under the site's rules: every action legal, every stack as the site paid."
        : `✗ ${answer.check.reason || answer.check.verdict}`;
      check.classList.add(answer.check.agrees ? "check-ok" : "check-bad");
    } else if (answer.expected_finishing_stacks) {
      const same = answer.expected_finishing_stacks.every((chips, i) => chips === answer.finishing_stacks[i]);
      check.textContent = same ? "✓ The replay ends with the finishing stacks the file gives."
                               : "✗ The replay's finishing stacks differ from the file's.";
      check.classList.add(same ? "check-ok" : "check-bad");
    } else {
      check.textContent = "";
    }
    const log = $("log");
    log.replaceChildren();
    answer.steps.forEach((s, index) => {
      const item = html("li", { "data-step": index }, describe(s), log);
      item.addEventListener("click", () => goTo(index));
    });
    const buttons = $("street-buttons");
    buttons.replaceChildren();
    const seen = new Set();
    answer.steps.forEach((s, index) => {
      if (s.kind !== "deal" && s.kind !== "community") return;
      if (seen.has(s.street)) return;
      seen.add(s.street);
      const button = html("button", { type: "button", "data-street": s.street },
                          ORDINAL[s.street], buttons);
      button.addEventListener("click", () => goTo(index));
    });
    const choices = answer.choices;
    $("choice-box").classList.toggle("hidden", choices.length <= 1);
    const select = $("choice");
    select.replaceChildren();
    choices.forEach((label, index) => {
      const option = html("option", { value: index }, label, select);
      if (index === answer.hand) option.selected = true;
    });
    $("hand-position").textContent = `hand ${answer.hand + 1} of ${choices.length}`;
    $("previous-hand").disabled = answer.hand === 0;
    $("next-hand").disabled = answer.hand === choices.length - 1;
    for (const id of ["log-panel", "equity-panel", "stacks-panel"]) $(id).classList.remove("hidden");
    $("equity-panel").classList.toggle("hidden", !answer.streets.some((s) => s.players.some((p) => p)));
    legend();
    renderShowdown();
    renderResults(answer.database_results);
    goTo(0);
  }

  /* A stored hand's nets as the database has them: actual, all-in and luck adjusted. */
  function renderResults(results) {
    $("results-panel").classList.toggle("hidden", !results);
    const body = $("db-results").querySelector("tbody");
    body.replaceChildren();
    (results || []).forEach((seat, index) => {
      const row = html("tr", {}, null, body);
      html("td", {}, seat.player, row);
      for (const [key, value] of [["net", seat.net], ["allin", seat.allin_adjusted_net],
                                  ["luck", seat.luck_adjusted_net]]) {
        const cell = html("td", { class: "num", id: `db-${key}-${index}` },
                          value === null ? "–" : amount(value), row);
        if (value !== null) cell.classList.add(value > 0 ? "pos" : value < 0 ? "neg" : "zero");
      }
    });
  }

  function failed(error) {
    const box = $("load-error");
    box.textContent = error.message;
    box.classList.remove("hidden");
  }

  async function load(text, choice = 0) {
    $("load-error").classList.add("hidden");
    if (!text.trim()) { failed(new Error("Paste a hand history first, or upload a file.")); return; }
    const button = $("replay-button");
    button.disabled = true;
    try {
      lastText = text;
      show(await postJSON("/api/replay", { text, hand: choice }));
    } catch (error) {
      failed(error);
    } finally {
      button.disabled = false;
    }
  }

  async function loadStored(handId) {
    $("load-error").classList.add("hidden");
    try {
      const response = await fetch(`/api/hands/${encodeURIComponent(handId)}`);
      const data = await response.json();
      if (!response.ok) throw new Error(data.error || `HTTP ${response.status}`);
      lastText = null;
      show(data);
    } catch (error) {
      failed(error);
    }
  }

  const GAME_NAMES = { stud8: "Stud Hi/Lo", stud: "Stud", razz: "Razz" };

  // The stored hands of the site and game chosen (every one when none is), newest first.
  async function listStored() {
    const query = new URLSearchParams();
    if ($("db-site").value) query.set("site", $("db-site").value);
    if ($("db-game").value) query.set("game", $("db-game").value);
    const response = await fetch(`/api/hands?${query}`);
    const list = await response.json();
    if (!response.ok) throw new Error(list.error || `HTTP ${response.status}`);
    const select = $("db-hands");
    select.replaceChildren();
    html("option", { value: "" }, list.hands.length ? "choose a hand…" : "no hand", select);
    for (const stored of list.hands) html("option", { value: stored.id }, stored.label, select);
    return list;
  }

  async function setUp() {
    try {
      const info = await (await fetch("/api")).json();
      maxBody = info.limits.max_body_bytes;
      if (info.database) {
        $("db-box").classList.remove("hidden");
        const list = await listStored();
        for (const site of list.sites || []) html("option", { value: site }, site, $("db-site"));
        for (const game of list.games || []) html("option", { value: game }, GAME_NAMES[game] || game, $("db-game"));
      }
    } catch (error) { /* the page works without it */ }
  }

  $("replay-button").addEventListener("click", () => load($("history").value));
  $("choice").addEventListener("change", (event) => load(lastText, Number(event.target.value)));
  /* A session's hands one after another (the text is sent again: the server keeps nothing). */
  const otherHand = (by) => {
    if (!hand || lastText === null) return;        // a stored hand is one hand
    const target = hand.hand + by;
    if (target >= 0 && target < hand.choices.length) load(lastText, target);
  };
  $("previous-hand").addEventListener("click", () => otherHand(-1));
  $("next-hand").addEventListener("click", () => otherHand(1));
  $("db-hands").addEventListener("change", (event) => { if (event.target.value) loadStored(event.target.value); });
  for (const filter of ["db-site", "db-game"]) {
    $(filter).addEventListener("change", () => listStored().catch(failed));
  }
  $("upload").addEventListener("change", (event) => {
    const file = event.target.files[0];
    if (!file) return;
    if (file.size > maxBody - 1024) {
      failed(new Error(`${file.name} is ${file.size.toLocaleString("en-US")} bytes: this server `
                       + `takes at most ${(maxBody - 1024).toLocaleString("en-US")}`));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => { $("history").value = reader.result; load(reader.result); };
    reader.onerror = () => failed(new Error(`cannot read ${file.name}`));
    reader.readAsText(file);
  });
  $("first").addEventListener("click", () => goTo(0));
  $("back").addEventListener("click", () => goTo(step - 1));
  $("forward").addEventListener("click", () => goTo(step + 1));
  $("last").addEventListener("click", () => goTo(hand ? hand.steps.length - 1 : 0));
  document.addEventListener("keydown", (event) => {
    const typing = ["TEXTAREA", "INPUT", "SELECT"].includes(document.activeElement.tagName);
    if (!hand || typing) return;
    const moves = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: hand.steps.length - 1 };
    const hands = { PageUp: -1, PageDown: 1 };
    if (event.key in hands) {
      event.preventDefault();
      otherHand(hands[event.key]);
    } else if (event.key in moves) {
      event.preventDefault();
      goTo(moves[event.key]);
    }
  });
  drawTable();
  setUp();
})();
