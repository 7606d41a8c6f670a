// Replays of a finished game from any viewpoint: each seat's (its own Elder Signs only), a
// spectator's (none), or the auditor's (every secret). Once a game is over the server shows
// everyone every secret; the viewpoint decides what this page shows of them, at every version.
import { h, factionName } from "../dom.js";
import { t } from "../l10n.js";

export const AUDITOR = "auditor";
export const SPECTATOR = "spectator";

// What a seat could not see while the game was played, said as it saw it then.
const REDACTED = {
  ElderSignDrawn: (e) => t("game-more-sign-drawn", { faction: factionName(e.payload.faction) }),
};

export function viewpointOf(state) {
  return state.view?.status === "finished" ? state.viewpoint || AUDITOR : null;
}

function seatFaction(state, seat) {
  return state.view?.seats.find((s) => s.seat === seat)?.faction || null;
}

// May the viewpoint see this event's secret? (During play, only the seat it belongs to may.)
export function secretShown(state, event) {
  const vp = viewpointOf(state);
  if (!event.secret) return false;
  if (!vp) return true;  // the server already redacted it for this page's viewer
  if (vp === AUDITOR) return true;
  const owner = event.payload?.faction;
  return Boolean(owner) && owner === seatFaction(state, vp);
}

export function shownText(state, event, text) {
  if (!event.secret || secretShown(state, event)) return text;
  return REDACTED[event.type] ? REDACTED[event.type](event) : text;
}

// The Elder Signs a faction board shows: the count, and the values to whoever may see them.
export function elderSignsText(state, view, f, faction) {
  const vp = viewpointOf(state);
  const entitled = vp ? vp === AUDITOR || vp === f.seat : view.you === f.seat;
  const values = entitled ? f.elder_sign_values || (vp && valuesAt(state, faction, f.elder_signs)) : null;
  return values ? `${f.elder_signs} (${values.join(", ") || t("game-more-none")})` : String(f.elder_signs);
}

// Elder Sign values held at the version on show, folded from the log's (revealed) secrets; null
// when they do not add up to the board's count (a part of the log this page does not hold).
let memo = { events: null, held: null };

function valuesAt(state, faction, count) {
  if (memo.events !== state.events) memo = { events: state.events, held: foldSigns(state.events) };
  const version = state.travel ?? state.version;
  let at = {};
  for (const [v, held] of memo.held) { if (v > version) break; at = held; }
  const values = at[faction] || [];
  return values.length === count && values.every(Number.isInteger) ? values : null;
}

function foldSigns(events) {
  const held = new Map();
  let now = {};
  for (const e of events) {
    const p = e.payload || {};
    if (e.type === "PositionLoaded") now = { ...(e.secret?.hidden?.elder_signs || {}) };
    else if (e.type === "ElderSignDrawn") now = { ...now, [p.faction]: [...(now[p.faction] || []), e.secret?.value] };
    else if (e.type === "ElderSignRevealed") now = { ...now, [p.faction]: without(now[p.faction] || [], p.value) };
    else if (e.type === "UndoApplied") now = [...held].filter(([v]) => v <= p.target_version).at(-1)?.[1] || {};
    else if (e.type === "GameEnded") now = {};  // every Elder Sign is revealed and scored at the end
    held.set(e.version, now);
  }
  return held;
}

function without(list, value) {
  const i = list.indexOf(value);
  return i < 0 ? list : [...list.slice(0, i), ...list.slice(i + 1)];
}

// The viewpoint switch, in the time-travel panel, shown once the game is over.
export function setupReplay(store) {
  const select = h("select", { id: "viewpoint", onchange: () => store.set({ viewpoint: select.value }) });
  const box = h("p", { class: "viewpoint", hidden: true },
    h("label", { for: "viewpoint", text: `${t("game-more-viewpoint")} ` }), select,
    h("span", { class: "hint", id: "viewpoint-note" }));
  document.getElementById("travel").append(box);
  const render = (state) => {
    const finished = state.view?.status === "finished";
    box.hidden = !finished;
    if (!finished) return;
    box.querySelector("label").textContent = `${t("game-more-viewpoint")} `;
    if (!select.options.length) {
      select.append(h("option", { value: AUDITOR }), h("option", { value: SPECTATOR }),
        ...state.view.seats.map((s) => h("option", { value: s.seat,
          text: `${factionName(s.faction)} (${s.seat}${s.name ? `, ${s.name}` : ""})` })));
    }
    select.options[0].textContent = t("game-more-auditor");
    select.options[1].textContent = t("game-more-spectator");
    select.value = viewpointOf(state);
    document.getElementById("viewpoint-note").textContent = noteFor(state);
  };
  store.subscribe(render);
  document.addEventListener("l10n:change", () => render(store.get()));
}

function noteFor(state) {
  const vp = viewpointOf(state);
  if (vp === AUDITOR) return ` ${t("game-more-auditor-note")}`;
  if (vp === SPECTATOR) return ` ${t("game-more-spectator-note")}`;
  return ` ${t("game-more-seat-note", { faction: factionName(seatFaction(state, vp)) })}`;
}
