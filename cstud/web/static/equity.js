/* The equity calculator page: hands typed or picked from the deck, POST /api/equity, bars.
   A player's down cards may be a range (docs/RANGES.md), built from classes and weights in
   the range builder, whose combos POST /api/range lists. */
"use strict";

(() => {
  const { html, cardIcon, readCards, postJSON, percent, count, PLAYER_COLORS } = cstudWeb;
  const MAX_PLAYERS = 8;
  const MIN_PLAYERS = 2;
  const RANKS = "AKQJT98765432";
  const SUIT_ROWS = "shdc";

  const playersBox = document.getElementById("players");
  const deadInput = document.getElementById("dead");
  const deck = document.getElementById("deck");
  const rows = [];          // {row, down, up, error}
  let activeField = null;

  /* A range rather than cards: a '|', or a word that is not card-shaped (as the server's
     cstud.ranges.is_range_text decides: "As 2s 3x" is a mistyped hand, "pair" a range). */
  const CARD_SHAPED = /^((\?\?|10.|[0-9a-z?][0-9a-z?])|(\?\?|(10|[2-9tjqka])[a-z]|[0-9a-z][cdhs])+)$/i;
  function isRangeText(text) {
    return text.includes("|") || !text.trim().split(/\s+/).filter(Boolean)
      .every((word) => CARD_SHAPED.test(word));
  }

  function fields() {
    const list = [];
    rows.forEach((row, index) => {
      list.push({ input: row.down, owner: index, unknownAllowed: true });
      list.push({ input: row.up, owner: index, unknownAllowed: false });
    });
    list.push({ input: deadInput, owner: "dead", unknownAllowed: false });
    return list;
  }

  function setActive(input) {
    if (activeField) activeField.classList.remove("active-field");
    activeField = input;
    if (input) input.classList.add("active-field");
  }

  function addPlayer(down = "", up = "") {
    if (rows.length >= MAX_PLAYERS) return;
    const row = html("div", { class: "player-row" }, null, playersBox);
    const who = html("div", { class: "who" }, null, row);
    const swatch = html("span", { class: "swatch" }, null, who);
    const name = html("span", { class: "name" }, "", who);
    const downBox = html("div", {}, null, row);
    html("label", {}, "Down cards", downBox);
    const downInput = html("input", { type: "text", class: "cards down", placeholder: "?? ??",
                                      autocomplete: "off", spellcheck: "false" }, null, downBox);
    const rangeButton = html("button", { type: "button", class: "link range-open",
                                         title: "build a range of hidden cards for this player" },
                             "Range…", downBox);
    const upBox = html("div", {}, null, row);
    html("label", {}, "Upcards", upBox);
    const upInput = html("input", { type: "text", class: "cards up", placeholder: "Kd",
                                    autocomplete: "off", spellcheck: "false" }, null, upBox);
    const remove = html("button", { type: "button", class: "icon remove", title: "remove player",
                                    "aria-label": "remove player" }, "×", row);
    const error = html("div", { class: "error player-error" }, null, row);
    error.style.gridColumn = "2 / 4";
    downInput.value = down;
    upInput.value = up;
    const entry = { row, down: downInput, up: upInput, error, swatch, name };
    rows.push(entry);
    rangeButton.addEventListener("click", () => openBuilder(entry));
    for (const input of [downInput, upInput]) {
      input.addEventListener("focus", () => setActive(input));
      input.addEventListener("input", validate);
      input.addEventListener("keydown", (event) => { if (event.key === "Enter") compute(); });
    }
    remove.addEventListener("click", () => {
      if (rows.length <= MIN_PLAYERS) return;
      rows.splice(rows.indexOf(entry), 1);
      row.remove();
      if (activeField === downInput || activeField === upInput) setActive(rows[0].down);
      renumber();
      validate();
    });
    renumber();
    validate();
  }

  function renumber() {
    rows.forEach((entry, index) => {
      entry.name.textContent = `Player ${index + 1}`;
      entry.swatch.style.background = PLAYER_COLORS[index];
    });
    document.getElementById("add-player").disabled = rows.length >= MAX_PLAYERS;
  }

  /* Check every field as typed: each card readable, none twice, at most 7 per player. */
  function validate() {
    const used = new Map();
    let ok = true;
    for (const entry of rows) entry.error.textContent = "";
    document.getElementById("dead-error").textContent = "";
    const perPlayer = new Map();
    for (const field of fields()) {
      const isRange = field.owner !== "dead" && field.input.classList.contains("down")
        && isRangeText(field.input.value);
      field.input.classList.toggle("range-text", isRange);
      if (isRange) {       // the server reads ranges; its message goes by the field
        field.input.classList.remove("invalid");
        perPlayer.set(field.owner, (perPlayer.get(field.owner) || 0) + 2);
        continue;
      }
      const read = readCards(field.input.value, field.unknownAllowed);
      let message = read.error;
      if (!message) {
        const repeated = read.cards.find((card) => used.has(card));
        if (repeated) message = `${repeated} is already in ${used.get(repeated)}`;
      }
      const where = field.owner === "dead" ? "the dead cards" : `player ${field.owner + 1}'s hand`;
      for (const card of read.cards) if (!used.has(card)) used.set(card, where);
      if (field.owner !== "dead") {
        const total = (perPlayer.get(field.owner) || 0) + read.cards.length + read.unknown;
        perPlayer.set(field.owner, total);
        if (!message && total > 7) message = `${total} cards: a stud hand has at most 7`;
      }
      field.input.classList.toggle("invalid", Boolean(message));
      if (message) {
        ok = false;
        const box = field.owner === "dead" ? document.getElementById("dead-error")
                                           : rows[field.owner].error;
        if (!box.textContent) box.textContent = message;
      }
    }
    for (const button of deck.querySelectorAll("button")) {
      button.classList.toggle("used", used.has(button.dataset.card));
      button.title = used.has(button.dataset.card)
        ? `${button.dataset.card}: in ${used.get(button.dataset.card)} (click to take it out)`
        : button.dataset.card;
    }
    return ok;
  }

  function buildDeck() {
    for (const suit of SUIT_ROWS) {
      for (const rank of RANKS) {
        const card = rank + suit;
        const button = html("button", { type: "button", "data-card": card, "aria-label": card },
                            null, deck);
        button.appendChild(cardIcon(card, 40));
        button.addEventListener("mousedown", (event) => event.preventDefault());
        button.addEventListener("click", () => pick(card));
      }
    }
  }

  function pick(card) {
    if (activeField === builderText) {     // a card into the builder: a pattern term
      builderText.value = (builderText.value.trim() ? builderText.value.trim() + ", " : "")
        + `(${card} x)`;
      previewRange();
      return;
    }
    for (const field of fields()) {
      if (field.input.classList.contains("range-text")) continue;
      const read = readCards(field.input.value, true);
      if (!read.error && read.cards.includes(card)) {        // take it out
        const kept = read.cards.filter((other) => other !== card);
        field.input.value = [...Array(read.unknown).fill("??"), ...kept].join(" ");
        validate();
        return;
      }
    }
    const target = activeField || rows[0].down;
    target.value = (target.value.trim() + " " + card).trim();
    setActive(target);
    target.focus();
    validate();
  }

  function selectedGame() {
    return document.querySelector("input[name=game]:checked").value;
  }

  function showError(error) {
    const banner = document.getElementById("request-error");
    const field = error.field || "";
    const match = field.match(/^hands\[(\d+)\]$/);
    if (match && rows[Number(match[1])]) {
      rows[Number(match[1])].error.textContent = error.message;
      rows[Number(match[1])].down.classList.add("invalid");
      return;
    }
    if (field === "dead") {
      document.getElementById("dead-error").textContent = error.message;
      deadInput.classList.add("invalid");
      return;
    }
    banner.textContent = error.message;
    banner.classList.remove("hidden");
  }

  async function compute() {
    document.getElementById("request-error").classList.add("hidden");
    if (!validate()) return;
    const body = {
      hands: rows.map(handText),
      dead: deadInput.value.trim(),
      game: selectedGame(),
    };
    const trials = document.getElementById("trials").value;
    const seed = document.getElementById("seed").value;
    if (trials) body.trials = Number(trials);
    if (seed) body.seed = Number(seed);
    const button = document.getElementById("compute");
    const busy = document.getElementById("busy");
    button.disabled = true;
    busy.classList.remove("hidden");
    try {
      const answer = await postJSON("/api/equity", body);
      render(answer, rows.map((entry) => (isRangeText(entry.down.value)
        ? { range: entry.down.value.trim(), up: readCards(entry.up.value, false) }
        : { down: readCards(entry.down.value, true), up: readCards(entry.up.value, false) })));
    } catch (error) {
      showError(error);
    } finally {
      button.disabled = false;
      busy.classList.add("hidden");
    }
  }

  /* What the API gets for a player: cards, or a range with its upcards after a '|' (a range
     without upcards deals the whole start, door card and all). */
  function handText(entry) {
    const down = entry.down.value.trim();
    const up = entry.up.value.trim();
    if (isRangeText(down)) return up ? `${down} | ${up}` : down;
    return `${down} ${up}`.trim();
  }

  function bar(kind, value, error, id) {
    const box = html("div", { class: `bar ${kind}` });
    const fill = html("div", { class: "fill" }, null, box);
    fill.style.width = `${Math.max(0, Math.min(1, value)) * 100}%`;
    html("span", { class: "value", id }, percent(value), box);
    const cell = html("td");
    cell.appendChild(box);
    if (error) html("div", { class: "stderr" }, `± ${percent(error, 3)}`, cell);
    return cell;
  }

  function render(answer, hands) {
    document.getElementById("results-empty").classList.add("hidden");
    const ranged = answer.hero_combos !== undefined;
    document.getElementById("hero-combos").classList.toggle("hidden", !ranged);
    const results = document.getElementById("results");
    results.classList.remove("hidden");
    results.dataset.exact = String(answer.exact);
    const summary = document.getElementById("summary");
    summary.replaceChildren();
    const method = html("div", { class: "figure" }, "Method", summary);
    const badge = html("b", {}, null, method);
    html("span", { class: `badge ${answer.exact ? "exact" : "mc"}`, id: "method" },
         answer.exact ? "Exact" : "Monte Carlo", badge);
    const runs = html("div", { class: "figure" }, ranged ? (answer.exact ? "Deals counted" : "Deals")
                      : (answer.exact ? "Runouts counted" : "Trials"), summary);
    html("b", { id: "runouts" }, count(ranged ? answer.deals : answer.runouts), runs);
    if (!answer.exact) {
      if (!ranged) {
        const possible = html("div", { class: "figure" }, "Possible runouts", summary);
        html("b", {}, count(answer.possible_runouts), possible);
      }
      const seed = html("div", { class: "figure" }, "Seed", summary);
      html("b", { id: "seed-used" }, String(answer.seed), seed);
    }
    if (answer.game === "stud8") {
      const noLow = html("div", { class: "figure" }, "No low", summary);
      html("b", { id: "p-no-low" }, percent(answer.p_no_low), noLow);
    }
    if (answer.elapsed_ms !== undefined) {
      const time = html("div", { class: "figure" }, "Server time", summary);
      html("b", {}, `${answer.elapsed_ms.toFixed(1)} ms`, time);
    }
    const showHigh = answer.game !== "razz";
    const showLow = answer.game !== "stud";
    document.getElementById("high-head").classList.toggle("hidden", !showHigh);
    document.getElementById("low-head").classList.toggle("hidden", !showLow);
    const body = document.getElementById("results-body");
    body.replaceChildren();
    answer.players.forEach((player, index) => {
      const row = html("tr", { "data-player": String(index) }, null, body);
      const who = html("td", {}, null, row);
      const name = html("div", { class: "who" }, null, who);
      const swatch = html("span", { class: "swatch" }, null, name);
      swatch.style.background = PLAYER_COLORS[index];
      html("b", {}, ` Player ${index + 1}`, name);
      const cards = html("div", { class: "card-row" }, null, who);
      const hand = hands[index];
      if (hand.range !== undefined) {
        html("code", { class: "range-shown" }, hand.range, cards);
        html("span", { class: "muted small", id: `combos-${index}` },
             ` ${count(player.combos)} combo${player.combos === 1 ? "" : "s"}`, who);
      } else {
        for (let i = 0; i < hand.down.unknown; i++) cards.appendChild(cardIcon(null, 24));
        for (const card of hand.down.cards) cards.appendChild(cardIcon(card, 24, { down: true }));
      }
      for (const card of hand.up.cards) cards.appendChild(cardIcon(card, 24));
      const err = (name) => (answer.exact ? 0 : player.stderr[name]);
      row.appendChild(bar("equity", player.equity, err("equity"), `equity-${index}`));
      row.appendChild(bar("scoop", player.scoop, err("scoop"), `scoop-${index}`));
      const high = bar("high", player.p_high, err("p_high"), `high-${index}`);
      high.classList.toggle("hidden", !showHigh);
      row.appendChild(high);
      const low = bar("low", player.p_low, err("p_low"), `low-${index}`);
      low.classList.toggle("hidden", !showLow);
      row.appendChild(low);
    });
    if (ranged) renderHeroCombos(answer);
    const note = ranged
      ? (answer.exact ? "Exact: every deal of the ranges' combos, each over every runout."
                      : "Monte Carlo over deals of the ranges' combos: each figure ± one standard error.")
      : answer.exact
      ? "Exact: every runout of the unseen cards was counted."
      : "Monte Carlo: each figure ± one standard error. The same seed gives the same answer.";
    document.getElementById("results-note").textContent = note
      + (answer.community_card && !ranged ? " The deck runs short: one community card is every player's 7th card." : "")
      + " High and low: chance to win or tie that half.";
  }

  /* Player 1's combos, best first: the ten best and the ten worst (every one when few). */
  function renderHeroCombos(answer) {
    const body = document.getElementById("hero-body");
    body.replaceChildren();
    const least = answer.exact ? 1 : 30;
    const dealt = answer.hero_combos.filter((c) => c.deals >= least)
      .sort((a, b) => b.equity - a.equity);
    const shown = dealt.length <= 20 ? dealt : [...dealt.slice(0, 10), ...dealt.slice(-10)];
    document.getElementById("hero-title").textContent =
      `Player 1's combos, best first (${count(shown.length)} of ${count(dealt.length)}`
      + (answer.exact ? ")" : ` dealt at least ${least} times)`);
    shown.forEach((combo, index) => {
      const row = html("tr", { class: "hero-combo", "data-cards": combo.cards }, null, body);
      const cell = html("td", {}, null, row);
      const cards = html("div", { class: "card-row" }, null, cell);
      for (const card of combo.cards.split(" ")) cards.appendChild(cardIcon(card, 22, { down: true }));
      html("td", { class: "num" }, String(combo.weight), row);
      row.appendChild(bar("equity", combo.equity, answer.exact ? 0 : combo.stderr,
                          `hero-equity-${index}`));
    });
  }

  // --- the range builder: classes with weights, "top N%", the text, and its combos --------
  const builder = document.getElementById("range-builder");
  const builderText = document.getElementById("rb-text");
  let builderFor = null;
  let previewTimer = null;
  let previewSerial = 0;

  function buildClassRows(classes) {
    const box = document.getElementById("rb-classes");
    for (const klass of classes) {
      const row = html("div", { class: "rb-class" }, null, box);
      const label = html("label", { class: "rb-name", title: klass.words }, null, row);
      const tick = html("input", { type: "checkbox", "data-class": klass.name }, null, label);
      html("span", {}, ` ${klass.name}`, label);
      const weight = html("input", { type: "number", class: "rb-weight", min: "0", step: "0.05",
                                     value: "1", "aria-label": `${klass.name} weight` }, null, row);
      html("span", { class: "muted small rb-words" }, klass.words, row);
      tick.addEventListener("change", composeRange);
      weight.addEventListener("input", () => { if (tick.checked) composeRange(); });
    }
  }

  /* The text from the ticked classes and "top N%", each with its weight (@1 left out). */
  function composeRange() {
    const terms = [];
    const weighted = (term, weight) => (Number(weight) === 1 || weight === "" ? term : `${term}@${weight}`);
    for (const tick of document.querySelectorAll("#rb-classes input[type=checkbox]")) {
      if (tick.checked) terms.push(weighted(tick.dataset.class, tick.closest(".rb-class").querySelector(".rb-weight").value));
    }
    const top = document.getElementById("rb-top").value;
    if (top && Number(top) > 0) terms.push(weighted(`top ${top}%`, document.getElementById("rb-top-weight").value));
    builderText.value = terms.join(", ");
    previewRange();
  }

  function openBuilder(entry) {
    builderFor = entry;
    builder.classList.remove("hidden");
    document.getElementById("rb-player").textContent = entry.name.textContent;
    builderText.value = isRangeText(entry.down.value) ? entry.down.value.trim() : "";
    setActive(builderText);
    builderText.focus();
    previewRange();
  }

  function previewRange() {
    clearTimeout(previewTimer);
    previewTimer = setTimeout(showCombos, 250);
  }

  async function showCombos() {
    const error = document.getElementById("rb-error");
    const summary = document.getElementById("rb-summary");
    const list = document.getElementById("rb-combos");
    const text = builderText.value.trim();
    error.textContent = "";
    builderText.classList.remove("invalid");
    if (!text || !builderFor) {
      summary.textContent = "";
      list.replaceChildren();
      return;
    }
    const serial = ++previewSerial;
    const body = { range: text, upcards: builderFor.up.value.trim(), dead: deadInput.value.trim(),
                   game: selectedGame(), limit: 120 };
    try {
      const answer = await postJSON("/api/range", body);
      if (serial !== previewSerial) return;          // a later edit's answer is coming
      summary.textContent = `${count(answer.combos)} combo${answer.combos === 1 ? "" : "s"}, `
        + `total weight ${Number(answer.total_weight.toFixed(3))}`
        + (body.upcards ? ` with upcards ${body.upcards}` : " (whole starts: hole cards, then the door)")
        + (answer.listed.length < answer.combos ? `; the first ${answer.listed.length} shown, heaviest first` : "");
      list.replaceChildren();
      for (const combo of answer.listed) {
        const item = html("span", { class: "rb-combo", title: `${combo.cards} @ ${combo.weight}` }, null, list);
        for (const card of combo.cards.split(" ")) item.appendChild(cardIcon(card, 18));
        if (combo.weight !== 1) html("small", {}, `@${combo.weight}`, item);
      }
    } catch (failure) {
      if (serial !== previewSerial) return;
      error.textContent = failure.message;
      builderText.classList.add("invalid");
      summary.textContent = "";
      list.replaceChildren();
    }
  }

  builderText.addEventListener("input", previewRange);
  builderText.addEventListener("focus", () => setActive(builderText));
  document.getElementById("rb-top").addEventListener("input", composeRange);
  document.getElementById("rb-top-weight").addEventListener("input", composeRange);
  document.getElementById("rb-apply").addEventListener("click", () => {
    if (!builderFor) return;
    builderFor.down.value = builderText.value.trim();
    builder.classList.add("hidden");
    setActive(builderFor.down);
    validate();
  });
  document.getElementById("rb-close").addEventListener("click", () => {
    builder.classList.add("hidden");
    if (builderFor) setActive(builderFor.down);
  });

  async function showLimits() {
    try {
      const info = await (await fetch("/api")).json();
      buildClassRows(info.range_classes || []);
      const limits = info.limits;
      document.getElementById("limits").textContent =
        `This server counts exactly up to ${count(limits.exact_limit)} runouts, otherwise ` +
        `samples ${count(limits.default_trials)} trials (at most ${count(limits.max_trials)}).`;
    } catch (error) { /* the page works without it */ }
  }

  document.getElementById("add-player").addEventListener("click", () => {
    addPlayer();
    setActive(rows[rows.length - 1].down);
    rows[rows.length - 1].down.focus();
  });
  document.getElementById("compute").addEventListener("click", compute);
  document.getElementById("clear").addEventListener("click", () => {
    for (const field of fields()) field.input.value = "";
    setActive(rows[0].down);
    validate();
  });
  deadInput.addEventListener("focus", () => setActive(deadInput));
  deadInput.addEventListener("input", validate);
  deadInput.addEventListener("keydown", (event) => { if (event.key === "Enter") compute(); });

  buildDeck();
  addPlayer("As 2s", "3h");
  addPlayer("?? ??", "Kd");
  deadInput.value = "7c 8d";
  setActive(rows[0].down);
  validate();
  showLimits();
})();
