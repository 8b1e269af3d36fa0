/* cstud in the browser: what both pages share (cards drawn as SVG, the API, formatting).
   No library and nothing from the internet: the server sends this file itself. */
"use strict";

const cstudWeb = (() => {
  const SVG = "http://www.w3.org/2000/svg";
  const SUITS = {
    s: { name: "spades", color: "#1f2937" },
    h: { name: "hearts", color: "#c81e3a" },
    d: { name: "diamonds", color: "#1d5fc4" },
    c: { name: "clubs", color: "#16803c" },
  };
  // Suit shapes in a 100 x 100 box (paths, so no font is needed for the symbols).
  const SUIT_PATHS = {
    h: ["M50 90C20 66 4 49 4 30 4 15 16 5 29 5c10 0 17 6 21 14C54 11 61 5 71 5c13 0 25 10 25 25 0 19-16 36-46 60z"],
    d: ["M50 3 88 50 50 97 12 50z"],
    s: ["M50 4C64 24 96 40 96 61c0 14-11 23-23 23-8 0-14-4-18-10 1 9 5 16 12 22H33c7-6 11-13 12-22-4 6-10 10-18 10C15 84 4 75 4 61 4 40 36 24 50 4z"],
    c: ["M50 8a19 19 0 1 1 0 38 19 19 0 1 1 0-38z", "M27 38a19 19 0 1 1 0 38 19 19 0 1 1 0-38z",
        "M73 38a19 19 0 1 1 0 38 19 19 0 1 1 0-38z", "M46 50h8c0 20 4 32 13 44H33c9-12 13-24 13-44z"],
  };
  const RANK_TEXT = { T: "10" };
  const PLAYER_COLORS = ["#2563eb", "#dc2626", "#059669", "#d97706", "#7c3aed", "#db2777",
                         "#0891b2", "#65a30d"];

  function el(name, attrs = {}, parent = null) {
    const node = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
    if (parent) parent.appendChild(node);
    return node;
  }

  function html(tag, attrs = {}, text = null, parent = null) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (key === "class") node.className = value;
      else node.setAttribute(key, value);
    }
    if (text !== null) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  }

  function suitShape(suit, x, y, size, parent) {
    const group = el("g", { transform: `translate(${x} ${y}) scale(${size / 100})`,
                            fill: SUITS[suit].color }, parent);
    for (const d of SUIT_PATHS[suit]) el("path", { d }, group);
    return group;
  }

  /* One card, drawn at (x, y) with width w (height 1.4 w) into an SVG parent.
     text: "As", "Td", ... or null for a card nobody has seen (its back).
     options.down: a face-down card whose face the replay knows (drawn tinted). */
  function drawCard(parent, text, x, y, w, options = {}) {
    const h = w * 1.4;
    const group = el("g", { class: "card", transform: `translate(${x} ${y})` }, parent);
    if (text) group.setAttribute("data-card", text);
    if (!text) {
      group.classList.add("card-back");
      el("rect", { width: w, height: h, rx: w * 0.1, fill: "#1e3a8a", stroke: "#0f1f4d",
                   "stroke-width": 1 }, group);
      el("rect", { x: w * 0.1, y: w * 0.1, width: w * 0.8, height: h - w * 0.2, rx: w * 0.06,
                   fill: "none", stroke: "#93c5fd", "stroke-width": 1, opacity: 0.7 }, group);
      el("path", { d: `M${w * 0.5} ${h * 0.3} L${w * 0.72} ${h * 0.5} L${w * 0.5} ${h * 0.7} `
                      + `L${w * 0.28} ${h * 0.5} Z`, fill: "#93c5fd", opacity: 0.55 }, group);
      return group;
    }
    const rank = text[0].toUpperCase();
    const suit = text[1].toLowerCase();
    el("rect", { width: w, height: h, rx: w * 0.1,
                 fill: options.down ? "#e6ebf3" : "#ffffff",
                 stroke: options.highlight ? "#f59e0b" : "#9aa3b2",
                 "stroke-width": options.highlight ? 2.5 : 1 }, group);
    const label = el("text", { x: w * 0.09, y: h * 0.3, "font-size": w * 0.36,
                               "font-weight": 700, fill: SUITS[suit].color,
                               "font-family": "Segoe UI, Helvetica, Arial, sans-serif" }, group);
    label.textContent = RANK_TEXT[rank] || rank;
    suitShape(suit, w * 0.1, h * 0.36, w * 0.26, group);
    suitShape(suit, w * 0.42, h * 0.5, w * 0.48, group);
    if (options.down) {
      const mark = el("text", { x: w * 0.91, y: h * 0.17, "font-size": w * 0.17,
                                "text-anchor": "end", fill: "#64748b",
                                "font-family": "Segoe UI, Helvetica, Arial, sans-serif" }, group);
      mark.textContent = "▼";
    }
    const title = el("title", {}, group);
    title.textContent = text + (options.down ? " (face down)" : "");
    return group;
  }

  /* A small stand-alone <svg> of one card, for lists and the deck picker. */
  function cardIcon(text, width = 34, options = {}) {
    const svg = el("svg", { width, height: width * 1.4, viewBox: `0 0 ${width} ${width * 1.4}`,
                            class: "card-icon" });
    drawCard(svg, text, 0.5, 0.5, width - 1, options);
    return svg;
  }

  function cardRow(texts, width = 30, options = {}) {
    const row = html("span", { class: "card-row" });
    for (const text of texts) row.appendChild(cardIcon(text, width, options));
    return row;
  }

  /* The cards in a text field: {cards: ["As", ...], unknown: n, error: message or null}. */
  function readCards(text, allowUnknown) {
    const cards = [];
    let unknown = 0;
    const squeezed = text.replace(/[\s,]+/g, "");
    let rest = squeezed;
    const token = /^(\?\?|10[cdhs]|[2-9tjqka][cdhs])/i;
    while (rest.length) {
      const match = rest.match(token);
      if (!match) {
        return { cards, unknown, error: `“${rest.slice(0, 3)}” is not a card: write cards as As, Td, 7c` };
      }
      const found = match[1];
      if (found === "??") {
        if (!allowUnknown) return { cards, unknown, error: "?? is for down cards nobody has seen" };
        unknown += 1;
      } else {
        const rank = found.length === 3 ? "T" : found[0].toUpperCase();
        const card = rank + found[found.length - 1].toLowerCase();
        if (cards.includes(card)) return { cards, unknown, error: `${card} is written twice` };
        cards.push(card);
      }
      rest = rest.slice(found.length);
    }
    return { cards, unknown, error: null };
  }

  async function postJSON(path, body) {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    let data;
    try {
      data = await response.json();
    } catch (error) {
      data = { error: `the server answered ${response.status} without JSON` };
    }
    if (!response.ok) {
      const failure = new Error(data.error || `HTTP ${response.status}`);
      failure.field = data.field;
      failure.status = response.status;
      throw failure;
    }
    return data;
  }

  function percent(value, digits = 2) {
    return `${(100 * value).toFixed(digits)}%`;
  }

  function count(value) {
    if (!Number.isFinite(value)) return String(value);
    if (value >= 1e15) return value.toExponential(2).replace("e+", " × 10^");
    return Math.round(value).toLocaleString("en-US");
  }

  const CURRENCY = { USD: "$", EUR: "€", GBP: "£" };
  function money(amount, unit, currency) {
    if (unit === "cent") {
      const sign = amount < 0 ? "-" : "";
      const symbol = CURRENCY[currency] || (currency ? currency + " " : "");
      return `${sign}${symbol}${(Math.abs(amount) / 100).toFixed(2)}`;
    }
    return amount.toLocaleString("en-US");
  }

  return { el, html, drawCard, cardIcon, cardRow, readCards, postJSON, percent, count, money,
           SUITS, PLAYER_COLORS };
})();
