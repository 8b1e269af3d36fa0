/* The equity calculator page: hands typed or picked from the deck, POST /api/equity, bars. */
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
    for (const field of fields()) {
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
      hands: rows.map((entry) => `${entry.down.value} ${entry.up.value}`.trim()),
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
      render(answer, rows.map((entry) => ({ down: readCards(entry.down.value, true),
                                            up: readCards(entry.up.value, false) })));
    } catch (error) {
      showError(error);
    } finally {
      button.disabled = false;
      busy.classList.add("hidden");
    }
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
    const results = document.getElementById("results");
    results.classList.remove("hidden");
    results.dataset.exact = String(answer.exact);
    const summary = document.getElementById("summary");
    summary.replaceChildren();
    const method = html("div", { class: "figure" }, "Method", summary);
    const badge = html("b", {}, null, method);
    html("span", { class: `badge ${answer.exact ? "exact" : "mc"}`, id: "method" },
         answer.exact ? "Exact" : "Monte Carlo", badge);
    const runs = html("div", { class: "figure" }, answer.exact ? "Runouts counted" : "Trials", summary);
    html("b", { id: "runouts" }, count(answer.runouts), runs);
    if (!answer.exact) {
      const possible = html("div", { class: "figure" }, "Possible runouts", summary);
      html("b", {}, count(answer.possible_runouts), possible);
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
      for (let i = 0; i < hand.down.unknown; i++) cards.appendChild(cardIcon(null, 24));
      for (const card of hand.down.cards) cards.appendChild(cardIcon(card, 24, { down: true }));
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
    const note = answer.exact
      ? "Exact: every runout of the unseen cards was counted."
      : "Monte Carlo: each figure ± one standard error. The same seed gives the same answer.";
    document.getElementById("results-note").textContent = note
      + (answer.community_card ? " The deck runs short: one community card is every player's 7th card." : "")
      + " High and low: chance to win or tie that half.";
  }

  async function showLimits() {
    try {
      const info = await (await fetch("/api")).json();
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
