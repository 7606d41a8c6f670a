// Game over: the result, final Doom with revealed Elder Signs, and the seed checked in this page
// against the hash published when the game was created.
import { h, clear, factionName } from "../dom.js";
import { rematchPart } from "./rematch.js";
import { t } from "../l10n.js";

let checked = null;
let last = null;  // what was rendered, to write it again in another language

document.addEventListener("l10n:change", () => { if (last) renderGameOver(...last); });

export function renderGameOver(state, actions) {
  last = [state, actions];
  const view = state.view;
  const box = document.getElementById("gameover");
  if (!view || view.status !== "finished") { box.hidden = true; return; }
  box.hidden = false;
  const factions = view.state?.factions || {};
  const result = view.result || view.state?.result || {};
  const winners = (result.winners || []).map(factionName);
  const signs = revealedSigns(state.events);
  clear(box,
    h("h2", { text: t("game-more-game-over") }),
    h("p", { class: "result", text: winners.length ? t("game-more-winner", { winners: winners.join(t("game-more-and")) }) : resultText(result) }),
    h("table", {}, h("caption", { text: t("game-more-final-doom") }),
      h("thead", {}, h("tr", {}, ["game-more-faction", "game-more-doom", "game-more-elder-signs"]
        .map((id) => h("th", { scope: "col", text: t(id) })))),
      h("tbody", {}, Object.entries(factions).map(([f, s]) => h("tr", {},
        h("th", { scope: "row", text: factionName(f) }), h("td", { text: String(s.doom) }),
        h("td", { text: signsText(signs, f) }))))),
    h("p", { id: "seed-check", class: "seed", text: t("game-more-seed-checking") }),
    h("p", {}, h("a", { href: `${state.base}/export`, download: `${state.gameId}.json`, text: t("game-more-export") })),
    rematchPart(state, actions));
  checkSeed(view);
}

// The Elder Signs each faction revealed, from the log (public once revealed): during play, and at
// the end, when every Sign still held is revealed and scored (GameEnded), so the final Doom adds them.
// A reveal an undo took back is left out.
function revealedSigns(events) {
  let during = [];
  let end = null;
  for (const e of events) {
    const p = e.payload || {};
    if (e.type === "ElderSignRevealed") during.push({ version: e.version, faction: p.faction, value: p.value });
    else if (e.type === "UndoApplied") during = during.filter((r) => r.version <= p.target_version);
    else if (e.type === "GameEnded") end = p.elder_signs || {};
  }
  return { during, end };
}

function signsText(signs, faction) {
  const during = signs.during.filter((r) => r.faction === faction).map((r) => r.value);
  const end = signs.end?.[faction] || [];
  const parts = [];
  if (during.length) parts.push(t("game-more-signs-during", { values: during.join(", ") }));
  if (end.length) parts.push(t("game-more-signs-end", { values: end.join(", ") }));
  return parts.join("; ") || t("game-more-none");
}

function resultText(result) {
  if (result.reason) return t("game-more-ended-because", { reason: String(result.reason).replace(/_/g, " ") });
  return t("game-more-ended");
}

async function checkSeed(view) {
  const out = document.getElementById("seed-check");
  if (!view.seed) { out.textContent = t("game-more-seed-unpublished"); return; }
  if (checked === null) {
    const bytes = hexBytes(view.seed);
    const digest = await crypto.subtle.digest("SHA-256", bytes);
    checked = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  }
  const ok = checked === view.seed_hash;
  out.dataset.ok = String(ok);
  out.textContent = ok
    ? t("game-more-seed-ok", { hash: view.seed_hash.slice(0, 16) })
    : t("game-more-seed-bad");
}

function hexBytes(hex) {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}
