// Text mode: a rendering without pictures, for screen readers and the keyboard. What is asked, the
// options as one list (arrow keys, Home and End move; typing jumps to a label; Enter chooses),
// every Area as a table row (units per faction, the Gate and who controls it) and the factions as
// a table. The choice is kept in this browser.
import { h, clear, announce, factionName } from "../dom.js";
import { askSentence, pastSentence } from "./decision.js";
import { confirmChoice } from "./confirm.js";
import { countUnits, countText, describeUnit } from "./units.js";
import { markersByArea, markerText } from "./markers.js";
import { gameLayout } from "./areas.js";
import { phaseName } from "./decision.js";
import { areaWord, contentWord } from "./places.js";
import { t } from "../l10n.js";

const KEY = "cw.textMode";
let section = null;
let drawn = null;
let refocus = null;  // after a choice from the list: where the focus goes once the next options are in
let typed = { text: "", at: 0 };

export function textModeOn() {
  try { return localStorage.getItem(KEY) === "on"; } catch { return false; }
}

export function setupTextMode(store, actions) {
  const toggle = h("button", { type: "button", id: "text-mode-toggle", class: "secondary", text: t("game-text-mode"),
    dataset: { l10nId: "game-text-mode" },
    "aria-pressed": String(textModeOn()), onclick: () => switchTo(!textModeOn(), toggle, store, actions) });
  document.querySelector(".game-head").append(toggle);
  section = h("section", { id: "text-view", class: "panel text-view", role: "region", "aria-label": t("game-text-view"),
    dataset: { l10nId: "game-text-view", l10nAttr: "aria-label" }, hidden: true });
  document.getElementById("map-panel").after(section);
  store.subscribe((state) => render(state, actions));
  apply(textModeOn());
}

function switchTo(on, toggle, store, actions) {
  try { localStorage.setItem(KEY, on ? "on" : "off"); } catch { /* private mode: for this page only */ }
  toggle.setAttribute("aria-pressed", String(on));
  apply(on);
  drawn = null;
  render(store.get(), actions);
  announce(t(on ? "game-text-mode-on" : "game-text-mode-off"));
}

function apply(on) {
  document.getElementById("game").classList.toggle("text-mode", on);
  section.hidden = !on;
}

function render(state, actions) {
  if (!textModeOn() || !state.view) return;
  // The same version read again (a refresh) redraws nothing: a redraw would drop the focus.
  const inputs = [state.travelView || state.view.version, state.view.status, state.options, state.anytime,
    state.optionsVersion, state.pending, state.busy, state.travel, state.content, state.token, state.lang];
  if (drawn && inputs.every((v, i) => v === drawn[i])) return;
  drawn = inputs;
  const list = section.querySelector("#tv-options");
  const had = list && list.contains(document.activeElement) ? focusedIndex(list) : null;
  const onStatus = document.activeElement?.id === "tv-status";
  const past = state.travel !== null;
  // This version's options are still on their way (the board came first): keep the focus plan.
  const loading = !past && Boolean(state.token) && state.view.status === "active"
    && state.optionsVersion !== state.view.version;
  const current = !past && state.optionsVersion === state.view.version;
  const turn = current ? state.options : [];
  const anytime = current ? state.anytime || [] : [];
  clear(section,
    h("h2", { text: t("game-text-view") }),
    h("p", { id: "tv-status", class: "tv-status", tabindex: "-1", text: statusText(state, past) }),
    optionsList(state, turn, actions),
    anytime.length ? h("details", { class: "tv-anytime" }, h("summary", { text: t("game-group-count", { title: t("game-any-time"), count: anytime.length }) }),
      h("ul", {}, anytime.map((o) => h("li", {}, optionButton(o, state, actions, "tv-any"))))) : null,
    areasTable(state), factionsTable(state));
  if (onStatus) section.querySelector("#tv-status").focus();
  if (!loading && !state.busy) restoreFocus(had);
}

function statusText(state, past) {
  const view = state.travelView || state.view;
  const round = view.round !== null && view.round !== undefined
    ? t("game-text-round", { round: view.round, phase: phaseName(view.phase) }) : "";
  const when = past ? pastSentence(state) : askSentence(state);
  return `${round}${when}`;
}

function optionsList(state, options, actions) {
  if (!options.length) return h("p", { class: "hint", id: "tv-no-options", text: t(state.token ? "game-text-no-options" : "game-text-watching") });
  return [
    h("h3", { id: "tv-options-h", text: t("game-text-options", { count: options.length }) }),
    h("p", { class: "hint", id: "tv-options-hint", text: t("game-text-keys") }),
    h("ol", { id: "tv-options", class: "tv-options", "aria-labelledby": "tv-options-h", "aria-describedby": "tv-options-hint",
      onkeydown: (e) => onKey(e) },
    options.map((o, i) => h("li", {}, optionButton(o, state, actions, "tv-option", i === 0 ? "0" : "-1")))),
  ];
}

function optionButton(option, state, actions, cls, tabindex) {
  return h("button", { type: "button", class: `option ${cls}`, text: option.label, tabindex,
    disabled: state.busy || !state.token,
    onfocus: (e) => rove(e.currentTarget),
    onclick: async (e) => {
      const button = e.currentTarget;  // read before the await: the event's currentTarget is gone after
      const list = button.closest("#tv-options");
      const index = list ? focusedIndex(list) ?? 0 : null;
      // The focus plan is made once the choice is confirmed: a redraw while the confirmation is
      // open (a refresh from the stream) would otherwise use it up on the old list.
      if (await confirmChoice(option)) {
        refocus = index;
        actions.choose(option.choice);
        if (!section.contains(document.activeElement)) section.querySelector("#tv-status")?.focus();
      } else backTo(button, option.label);
    } });
}

// After a cancelled confirmation the focus goes back to the option, or, if a redraw replaced the
// list while the dialog was open, to the option of the same label in the new one.
function backTo(button, label) {
  const now = button.isConnected ? button
    : [...section.querySelectorAll("#tv-options button")].find((b) => b.textContent === label);
  (now || section.querySelector("#tv-status"))?.focus();
}

// One option of the list is reachable by Tab (the last one focused); the arrows move among them.
function rove(button) {
  const list = button.closest("#tv-options");
  if (!list) return;
  for (const b of list.querySelectorAll("button")) b.tabIndex = b === button ? 0 : -1;
}

function onKey(e) {
  const buttons = [...e.currentTarget.querySelectorAll("button")];
  const at = buttons.indexOf(document.activeElement);
  const go = (i) => { e.preventDefault(); buttons[Math.max(0, Math.min(buttons.length - 1, i))].focus(); };
  if (e.key === "ArrowDown" || e.key === "ArrowRight") go(at + 1);
  else if (e.key === "ArrowUp" || e.key === "ArrowLeft") go(at - 1);
  else if (e.key === "Home") go(0);
  else if (e.key === "End") go(buttons.length - 1);
  else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && e.key !== " ") {
    typed = { text: (Date.now() - typed.at < 800 ? typed.text : "") + e.key.toLowerCase(), at: Date.now() };
    const order = [...buttons.slice(at + (typed.text.length > 1 ? 0 : 1)), ...buttons];
    const hit = order.find((b) => b.textContent.toLowerCase().startsWith(typed.text));
    if (hit) { e.preventDefault(); hit.focus(); }
  }
}

function focusedIndex(list) {
  const i = [...list.querySelectorAll("button")].indexOf(document.activeElement);
  return i < 0 ? null : i;
}

function restoreFocus(had) {
  const buttons = [...section.querySelectorAll("#tv-options button")];
  const want = refocus ?? had;
  if (want === null) return;
  if (!buttons.length) {
    if (refocus !== null) section.querySelector("#tv-status").focus();  // it says who is to move now
    refocus = null;
    return;
  }
  refocus = null;
  buttons[Math.min(want, buttons.length - 1)].focus();
}

function areasTable(state) {
  const view = state.travelView || state.view;
  const board = view.state;
  const printed = state.content?.layouts.find((l) => l.name === view.layout);
  if (!board || !printed) return h("p", { class: "hint", text: t("game-text-areas-later") });
  const layout = gameLayout(printed, board, state.content);
  const factions = Object.keys(board.factions);
  const markers = markersByArea(board, state.content);
  return h("table", { class: "tv-table tv-areas" },
    h("caption", { text: t("game-text-areas-caption") }),
    h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t("game-table-area") }), h("th", { scope: "col", text: t("game-text-gate-column") }),
      factions.map((f) => h("th", { scope: "col", text: factionName(f) })),
      h("th", { scope: "col", text: t("game-table-markers") }))),
    h("tbody", {}, layout.areas.map((area) => {
      const counts = countUnits(state.content, board.map.units[area.name] || []);
      const name = area.ocean ? t("game-area-ocean", { area: areaWord(area.name) }) : areaWord(area.name);
      return h("tr", { dataset: { area: area.name } },
        h("th", { scope: "row", text: board.battle?.area === area.name ? t("game-text-battle-here", { area: name }) : name }),
        h("td", { text: area.ownGate ? factionName(area.owner) : gateText(state, board, area.name) }),
        factions.map((f) => h("td", { text: counts[f] ? countText(counts[f]) : "—" })),
        h("td", { text: markerText(markers[area.name]) || "—" }));
    })));
}

function gateText(state, board, area) {
  if (!(area in (board.map.gates || {}))) return t("game-none");
  const unit = board.map.gates[area];
  return unit ? factionName(describeUnit(state.content, unit).faction) : t("game-text-abandoned");
}

function factionsTable(state) {
  const view = state.travelView || state.view;
  const board = view.state;
  if (!board) return null;
  return h("table", { class: "tv-table tv-factions" },
    h("caption", { text: t("game-panel-factions") }),
    h("thead", {}, h("tr", {}, ["faction", "player", "power", "doom", "elder_signs", "spellbooks"].map((column) => h("th", { scope: "col", text: t("game-text-column", { column }) })))),
    h("tbody", {}, Object.entries(board.factions).map(([f, s]) => {
      const seat = view.seats.find((x) => x.seat === s.seat);
      const who = `${seat?.bot ? t("game-bot", { level: seat.bot }) : seat?.name || s.seat}${view.you === s.seat ? t("game-board-you") : ""}`;
      return h("tr", {}, h("th", { scope: "row", text: factionName(f) }), h("td", { text: who }),
        h("td", { text: String(s.power) }), h("td", { text: String(s.doom) }), h("td", { text: String(s.elder_signs) }),
        h("td", { text: s.spellbooks.map((b) => contentWord("spellbook", b.spellbook)).join(", ") || t("game-none") }));
    })));
}
