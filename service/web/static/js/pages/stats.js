// The faction strength page: GET /v1/stats/factions as one table per seat count (factions named
// from the content document, factions.js), and the ratings of GET /v1/leaderboard.
import { api } from "../api.js";
import { h, clear, factionName } from "../dom.js";
import { loadFactions } from "../factions.js";
import { t, l10nReady } from "../l10n.js";

const percent = (x) => `${Math.round(x * 100)}%`;

let shown = null;  // what the API answered, worded again when the language changes

async function show() {
  const [, stats, board] = await Promise.all([loadFactions(), api("GET", "/v1/stats/factions"),
    api("GET", "/v1/leaderboard"), l10nReady]);
  shown = { stats, board };
  render();
  document.querySelector(".stats").setAttribute("aria-busy", "false");
  document.body.dataset.ready = "true";
}

function render() {
  const { stats, board } = shown;
  showRatings(board.ratings);
  document.getElementById("stats-count").textContent = t("stats-count", { count: stats.games });
  const bySeats = new Map();
  for (const entry of stats.factions) {
    if (!bySeats.has(entry.seats)) bySeats.set(entry.seats, []);
    bySeats.get(entry.seats).push(entry);
  }
  clear(document.getElementById("stats-tables"), [...bySeats].map(([seats, entries]) =>
    h("table", { class: "stats-table" },
      h("caption", { text: t("stats-players", { seats }) }),
      h("thead", {}, h("tr", {}, ["stats-faction", "stats-games", "stats-wins", "stats-win-share", "stats-interval"]
        .map((id) => h("th", { scope: "col", text: t(id) })))),
      h("tbody", {}, entries.map((e) => h("tr", {},
        h("th", { scope: "row", text: factionName(e.faction) }),
        h("td", { text: String(e.games) }), h("td", { text: String(e.wins) }),
        h("td", { text: percent(e.win_share) }),
        h("td", { text: `${percent(e.ci95[0])} – ${percent(e.ci95[1])}` })))))));
}

const one = (x) => x.toFixed(1);

function showRatings(rows) {
  const box = document.getElementById("leaderboard");
  if (!rows.length) {
    clear(box, h("p", { text: t("stats-no-ratings") }));
    return;
  }
  clear(box, h("table", { class: "stats-table" },
    h("caption", { text: t("stats-ratings-caption") }),
    h("thead", {}, h("tr", {}, ["stats-place", "stats-player", "stats-rating", "stats-uncertainty", "stats-games"]
      .map((id) => h("th", { scope: "col", text: t(id) })))),
    h("tbody", {}, rows.map((r, i) => h("tr", { class: r.bot ? "bot" : null },
      h("td", { text: String(i + 1) }), h("th", { scope: "row", text: r.name }),
      h("td", { text: one(r.rating) }), h("td", { text: `± ${one(r.uncertainty)}` }),
      h("td", { text: String(r.games) }))))));
}

show().catch(async (err) => {
  await l10nReady.catch(() => null);
  document.getElementById("stats-count").textContent = t("stats-failed", { reason: err.message });
});
document.addEventListener("l10n:change", () => { if (shown) render(); });
