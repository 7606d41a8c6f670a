// The faction strength page: GET /v1/stats/factions as one table per seat count. Factions are
// named from the content document (factions.js).
import { api } from "../api.js";
import { h, clear, factionName } from "../dom.js";
import { loadFactions } from "../factions.js";

const percent = (x) => `${Math.round(x * 100)}%`;

async function show() {
  const box = document.querySelector(".stats");
  const [, stats] = await Promise.all([loadFactions(), api("GET", "/v1/stats/factions")]);
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

show().catch((err) => {
  document.getElementById("stats-count").textContent = `The statistics could not be read: ${err.message}`;
});
