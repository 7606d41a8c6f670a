// The faction strength page: GET /v1/stats/factions as one table per seat count (factions named
// from the content document, factions.js), and the ratings of GET /v1/leaderboard.
import { api } from "../api.js";
import { h, clear, factionName } from "../dom.js";
import { loadFactions } from "../factions.js";

const percent = (x) => `${Math.round(x * 100)}%`;

async function show() {
  const box = document.querySelector(".stats");
  const [, stats, board] = await Promise.all([loadFactions(), api("GET", "/v1/stats/factions"),
    api("GET", "/v1/leaderboard")]);
  showRatings(board.ratings);
  document.getElementById("stats-count").textContent = stats.games === 1
    ? "1 finished game counted." : `${stats.games} finished games counted.`;
  const bySeats = new Map();
  for (const entry of stats.factions) {
    if (!bySeats.has(entry.seats)) bySeats.set(entry.seats, []);
    bySeats.get(entry.seats).push(entry);
  }
  clear(document.getElementById("stats-tables"), [...bySeats].map(([seats, entries]) =>
    h("table", { class: "stats-table" },
      h("caption", { text: `${seats} players` }),
      h("thead", {}, h("tr", {}, ["Faction", "Games", "Wins", "Win share", "95% interval"]
        .map((t) => h("th", { scope: "col", text: t })))),
      h("tbody", {}, entries.map((e) => h("tr", {},
        h("th", { scope: "row", text: factionName(e.faction) }),
        h("td", { text: String(e.games) }), h("td", { text: String(e.wins) }),
        h("td", { text: percent(e.win_share) }),
        h("td", { text: `${percent(e.ci95[0])} – ${percent(e.ci95[1])}` })))))));
  box.setAttribute("aria-busy", "false");
  document.body.dataset.ready = "true";
}

const one = (x) => x.toFixed(1);

function showRatings(rows) {
  const box = document.getElementById("leaderboard");
  if (!rows.length) {
    clear(box, h("p", { text: "No rated game has ended yet." }));
    return;
  }
  clear(box, h("table", { class: "stats-table" },
    h("caption", { text: "Ratings, best first" }),
    h("thead", {}, h("tr", {}, ["Place", "Player", "Rating", "Uncertainty", "Games"]
      .map((t) => h("th", { scope: "col", text: t })))),
    h("tbody", {}, rows.map((r, i) => h("tr", { class: r.bot ? "bot" : null },
      h("td", { text: String(i + 1) }), h("th", { scope: "row", text: r.name }),
      h("td", { text: one(r.rating) }), h("td", { text: `± ${one(r.uncertainty)}` }),
      h("td", { text: String(r.games) }))))));
}

show().catch((err) => {
  document.getElementById("stats-count").textContent = `The statistics could not be read: ${err.message}`;
});
