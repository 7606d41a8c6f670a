// Home: my games (one request for all of them; the title counts your moves), the public games
// open to join or to watch and replay, and moving seats to another browser.
import { api } from "../api.js";
import { exportSeats, importSeats } from "../tokens.js";
import { h, clear, announce, factionName } from "../dom.js";
import { loadFactions } from "../factions.js";
import { loadMine, renderMine, tick } from "./mine.js";

const REFRESH_MS = 60_000;
let loading = null;

async function mine() {
  if (loading) return loading;
  loading = (async () => {
    try {
      const moves = renderMine(await loadMine());
      document.title = moves ? `(${moves}) Cthulhu Wars` : "Cthulhu Wars";
    } catch (err) {
      document.getElementById("mine-empty").hidden = false;
      document.getElementById("mine-empty").textContent = `Your games could not be loaded: ${err.message}`;
    }
  })();
  try { await loading; } finally { loading = null; }
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
      h("a", { href: `/g/${encodeURIComponent(g.game_id)}/join`, text: `Join ${g.name}` }),
      h("p", { class: "hint", text: `${g.open_seats} of ${g.seat_count} seats open · ${g.layout} map` }),
      h("p", { class: "hint", text: `Open: ${openFactions(g)}` }))) : h("li", { text: "No public game is waiting for players right now." }));
  } catch (err) {
    clear(list, h("li", { text: `The list could not be loaded: ${err.message}` }));
  }
}

// Public games anyone may watch live, and finished ones to replay.
async function watchable(status, listId, verb) {
  const list = document.getElementById(listId);
  try {
    const page = await api("GET", `/v1/games?status=${status}&limit=12`);
    const games = page.games.filter((g) => g.visibility === "public");
    clear(list, games.length ? games.map((g) => h("li", {},
      h("a", { href: `/g/${encodeURIComponent(g.game_id)}`, text: `${verb} ${g.name}` }),
      h("p", { class: "hint", text: `${g.seats.map((s) => factionName(s.faction)).join(", ")} · round ${g.round ?? 0}` })))
      : h("li", { text: status === "active" ? "No public game is being played right now." : "No public game has finished yet." }));
  } catch (err) {
    clear(list, h("li", { text: `The list could not be loaded: ${err.message}` }));
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
    announce(`Imported ${n} game${n === 1 ? "" : "s"}.`);
    mine();
  } catch (err) {
    announce(err.message);
  }
});

// Kept current while the page is in view: a move made elsewhere shows up within a minute.
document.addEventListener("visibilitychange", () => { if (!document.hidden) mine(); });
setInterval(() => { if (!document.hidden) mine(); }, REFRESH_MS);
setInterval(tick, 30_000);

await loadFactions();  // the factions' titles, letters and colours, before anything names one
mine();
open();
watchable("active", "watch-live", "Watch");
watchable("finished", "watch-done", "Replay");
