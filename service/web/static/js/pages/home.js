// Home: my games (one request for all of them; the title counts your moves), the public games
// open to join or to watch and replay, and moving seats to another browser.
import { api } from "../api.js";
import { exportSeats, importSeats } from "../tokens.js";
import { h, clear, announce, factionName } from "../dom.js";
import { loadFactions } from "../factions.js";
import { loadMine, renderMine, tick } from "./mine.js";
import { currentAccount, followAccountSeats } from "../account.js";
import { t, l10nReady } from "../l10n.js";

const REFRESH_MS = 60_000;
let loading = null;

async function mine() {
  if (loading) return loading;
  loading = (async () => {
    try {
      await followAccount();
      const moves = renderMine(await loadMine());
      document.title = moves ? `(${moves}) Cthulhu Wars` : "Cthulhu Wars";
    } catch (err) {
      const empty = document.getElementById("mine-empty");
      empty.hidden = false;
      empty.dataset.l10nId = "home-mine-failed";
      empty.dataset.l10nArgs = JSON.stringify({ reason: err.message });
      empty.textContent = t("home-mine-failed", { reason: err.message });
    }
  })();
  try { await loading; } finally { loading = null; }
}

// A signed-in person's seats follow them: the account's seats this browser lacks get this
// browser's own tokens first, so My games lists them beside the seats of its links.
async function followAccount() {
  try {
    await followAccountSeats(await currentAccount());
  } catch (err) {
    console.warn("the account's seats could not be followed", err);
  }
}

function openFactions(game) {
  return game.seats.filter((s) => s.status === "open").map((s) => factionName(s.faction)).join(", ");
}

async function open() {
  const list = document.getElementById("open");
  try {
    const page = await api("GET", "/v1/games?status=open&limit=50"); // lists public games only
    const games = page.games.filter((g) => g.open_seats > 0 && g.visibility === "public");
    clear(list, games.length ? games.map((g) => h("li", {},
      h("a", { href: `/g/${encodeURIComponent(g.game_id)}/join`, text: t("home-open-join", { name: g.name }) }),
      h("p", { class: "hint", text: t("home-open-seats", { open: g.open_seats, total: g.seat_count, layout: g.layout }) }),
      h("p", { class: "hint", text: t("home-open-factions", { factions: openFactions(g) }) })))
      : h("li", { text: t("home-open-none") }));
  } catch (err) {
    clear(list, h("li", { text: t("home-list-failed", { reason: err.message }) }));
  }
}

// Public games anyone may watch live, and finished ones to replay.
async function watchable(status, listId, linkId) {
  const list = document.getElementById(listId);
  try {
    const page = await api("GET", `/v1/games?status=${status}&limit=12`);
    const games = page.games.filter((g) => g.visibility === "public");
    clear(list, games.length ? games.map((g) => h("li", {},
      h("a", { href: `/g/${encodeURIComponent(g.game_id)}`, text: t(linkId, { name: g.name }) }),
      h("p", { class: "hint", text: t("home-watch-round", {
        factions: g.seats.map((s) => factionName(s.faction)).join(", "), round: g.round ?? 0 }) })))
      : h("li", { text: t(status === "active" ? "home-watch-live-none" : "home-watch-done-none") }));
  } catch (err) {
    clear(list, h("li", { text: t("home-list-failed", { reason: err.message }) }));
  }
}

document.getElementById("export-seats").addEventListener("click", () => {
  const blob = new Blob([exportSeats()], { type: "application/json" });
  const a = h("a", { href: URL.createObjectURL(blob), download: "cthulhu-wars-seats.json" });
  document.body.append(a);
  a.click();
  a.remove();
});
document.getElementById("import-seats").addEventListener("change", async (e) => {
  try {
    const n = importSeats(await e.target.files[0].text());
    announce(t("home-seats-imported", { count: n }));
    mine();
  } catch (err) {
    announce(err.message);
  }
});

// Kept current while the page is in view: a move made elsewhere shows up within a minute.
document.addEventListener("visibilitychange", () => { if (!document.hidden) mine(); });
setInterval(() => { if (!document.hidden) mine(); }, REFRESH_MS);
setInterval(tick, 30_000);

function lists() {
  open();
  watchable("active", "watch-live", "home-watch-live-link");
  watchable("finished", "watch-done", "home-watch-done-link");
}

// The factions' titles, letters and colours, and the page's words, before anything names one.
await Promise.all([loadFactions(), l10nReady]);
mine();
lists();
document.addEventListener("l10n:change", () => { mine(); lists(); });
