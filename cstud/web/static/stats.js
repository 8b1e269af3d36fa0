/* The statistics page: every player's actual, all-in adjusted and luck-adjusted results from
   GET /api/stats (cstud stats --json's figures), with the luck of each deal. */
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const { html } = cstudWeb;
  const DEALS = ["3rd", "4th", "5th", "6th", "7th", "showdown"];
  let filled = false;

  /* One decimal, a half to the even digit, as cstud stats prints it (toFixed rounds 6.25 up),
     so that the page and the terminal show the same figure. */
  function figure(stat) {
    if (stat.value === null) return "-";
    const tenths = stat.value * 10;
    let rounded = Math.round(tenths);
    if (Math.abs(tenths % 1) === 0.5 && rounded % 2 !== 0) rounded -= 1;
    // A sign even on -0.0, as Python prints a small loss.
    return (stat.value < 0 ? "-" : "") + (Math.abs(rounded) / 10).toFixed(1);
  }

  function show(answer) {
    const body = $("stats-table").querySelector("tbody");
    body.replaceChildren();
    for (const row of answer.players) {
      const tr = html("tr", {}, null, body);
      // Names are text, never markup: textContent only.
      for (const text of [row.player, row.site, row.game, String(row.hands),
                          figure(row.big_bets_per_100), figure(row.adjusted_big_bets_per_100),
                          figure(row.luck_big_bets_per_100),
                          String(row.luck_adjusted_hands.value),
                          ...DEALS.map((deal) => figure(row[`luck_${deal}_per_100`]))]) {
        html("td", {}, text, tr);
      }
    }
    if (!filled) {
      for (const site of answer.sites) html("option", { value: site }, site, $("stats-site"));
      for (const game of answer.games) html("option", { value: game }, game, $("stats-game"));
      filled = true;
    }
  }

  async function load() {
    const query = new URLSearchParams();
    if ($("stats-site").value) query.set("site", $("stats-site").value);
    if ($("stats-game").value) query.set("game", $("stats-game").value);
    const response = await fetch(`/api/stats?${query}`);
    const answer = await response.json();
    if (!response.ok) {
      $("stats-error").textContent = answer.error || `error ${response.status}`;
      $("stats-error").classList.remove("hidden");
      return;
    }
    $("stats-error").classList.add("hidden");
    show(answer);
  }

  for (const filter of ["stats-site", "stats-game"]) $(filter).addEventListener("change", load);
  load();
})();
