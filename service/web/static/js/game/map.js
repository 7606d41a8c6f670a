// The map you act on: one focusable element per Area, each faction's pieces, Gates, the Areas the
// current options name lit; a click on an Area narrows the decision panel to options naming it and
// lists what stands there. The picture is built once per layout (mapbuild.js); each view then
// changes only classes, labels and the pieces of the Areas whose contents changed.
import { h, clear } from "../dom.js";
import { areasOf, unitArea } from "./places.js";
import { describeUnit } from "./units.js";
import { markersByArea } from "./markers.js";
import { costOf, destinations, movingUnit } from "./compose.js";
import { confirmChoice } from "./confirm.js";
import { areaInfo, areaLabel, gameLayout, renderTable } from "./areas.js";
import { drawPieces, s } from "./pieces.js";
import { mapAsset, buildMap } from "./mapbuild.js";
import { openAreaList, closeAreaList } from "./arealist.js";
import { setupZoom } from "./mapzoom.js";
import { t } from "../l10n.js";

let built = null;  // the picture on the page: buildMap's answer
let current = null;  // what the Areas' handlers act on: the state, actions and lit Areas last drawn
let shown = null;  // the inputs of the last drawing: redraw only when one changed
let scrolled = false;  // the phone map was scrolled to the player's units once
let latest = null;  // the last state and actions given, drawn when the picture arrives

export function setupMapTools(store, actions) {
  setupZoom(() => built);
  const toggle = document.getElementById("table-toggle");
  toggle.addEventListener("click", () => {
    const on = toggle.getAttribute("aria-pressed") !== "true";
    toggle.setAttribute("aria-pressed", String(on));
    document.getElementById("area-table").hidden = !on;
  });
  // A phone shows the map in a tab: once it has a size, scroll it to the player's units.
  new ResizeObserver(() => scrollToUnits()).observe(document.getElementById("map"));
}

export function renderMap(state, actions, force = false) {
  const inputs = [state.travelView || state.view, state.options, state.filterArea, state.content, state.travel,
    state.selectedUnit, state.busy, state.lang];
  if (!force && shown && inputs.every((value, i) => value === shown[i])) return;
  shown = inputs;
  latest = { state, actions };
  const board = (state.travelView || state.view)?.state;
  const printed = state.content?.layouts.find((l) => l.name === (state.travelView || state.view)?.layout);
  const layout = printed && gameLayout(printed, board, state.content);
  const container = document.getElementById("map");
  if (!board || !layout) {
    built = null;
    clear(container, h("p", { class: "hint", text: t("game-map-later") }));
    return;
  }
  renderTable(layout, board, state.content);
  const drawn = mapAsset(layout.name, () => renderMap(latest.state, latest.actions, true));
  if (drawn === false) {
    built = null;
    clear(container, h("p", { class: "hint", text: t("game-map-failed") }));
    return;
  }
  if (!drawn) return;  // drawn when it arrives
  if (!built || built.layout !== layout.key || built.lang !== state.lang || !container.contains(built.svg)) {
    built = { ...buildMap(container, drawn, layout, { pick, hover }), lang: state.lang };
  }
  current = { state, actions, board, lit: litAreas(state) };
  update(built, current);
  scrollToUnits();
}

// What the map lights: the Areas any option names, and for a unit being moved its Area and the
// destinations the server offers it (each with its option).
function litAreas(state) {
  const named = new Set();
  if (state.travel === null) for (const option of state.options) for (const a of areasOf(option, state)) named.add(a);
  const live = state.travel === null && !state.busy;
  const unit = live ? movingUnit(state) : null;
  return { named, targets: live ? destinations(state) : new Map(), origin: unit ? unitArea(state, unit) : null };
}

function update(map, { state, board, lit }) {
  const markers = markersByArea(board, state.content);
  const costs = [];
  for (const entry of map.areas.values()) {
    const { area, path } = entry;
    entry.info = areaInfo(area, board, state.content, markers);
    entry.label = moveNote(areaLabel(area, entry.info), area.name, lit);
    for (const [name, on] of [["named", lit.named.has(area.name)], ["selected", state.filterArea === area.name],
      ["battle-here", entry.info.battle], ["destination", lit.targets.has(area.name)], ["origin", lit.origin === area.name]]) {
      path.classList.toggle(name, on);
    }
    path.setAttribute("aria-label", entry.label);
    path.setAttribute("aria-pressed", String(state.filterArea === area.name));
    const key = JSON.stringify(entry.info);
    if (key !== entry.key) {
      const { marks, shift } = drawPieces(entry.info, entry.spot, map.size);
      entry.group.replaceChildren(...marks);
      entry.name.setAttribute("y", String(Math.max(10, entry.spot.label[1] - 4 + shift)));
      entry.key = key;
    }
    const target = lit.targets.get(area.name);
    if (target) costs.push(s("text", { x: entry.spot.label[0], y: entry.spot.label[1] - 15, class: "move-cost", "text-anchor": "middle" }, costOf(target)));
  }
  map.costs.replaceChildren(...costs);
}

// An Area's accessible name, with the Move it finishes when it is a lit destination.
function moveNote(label, name, lit) {
  const target = lit.targets.get(name);
  if (target) return t("game-area-destination", { label, option: target.label });
  return lit.origin === name ? t("game-area-origin", { label }) : label;
}

// A click on a lit destination sends the server's option for it; on any other Area it narrows the
// decision panel to the options naming that Area (and puts down a unit picked) and, unless a unit
// is being moved, lists what stands there.
function pick(name, point) {
  if (!current) return;
  const { state, actions, lit } = current;
  const target = lit.targets.get(name);
  if (target) {
    confirmChoice(target).then((go) => { if (go) actions.choose(target.choice); });
    return;
  }
  const composing = Boolean(lit.origin);
  if (state.selectedUnit) actions.selectUnit(null);
  actions.filterArea(state.filterArea === name ? null : name);
  // On a phone the Act tab may have come forward with the options naming the Area: no list then.
  const entry = built?.areas.get(name);
  if (!composing && entry?.path.getClientRects().length) openAreaList(entry.area, entry.info, entry.path, point);
  else closeAreaList();
}

function hover(name, on) {
  const entry = built?.areas.get(name);
  if (!entry) return;
  document.getElementById("map-hint").textContent = on ? entry.label : "";
  for (const other of entry.area.adjacent) built.areas.get(other)?.path.classList.toggle("neighbour", on);
}

// On a phone the map is wider than the screen: scroll it once so the Area holding most of the
// player's own units (a spectator's: most units of all) is in the middle, not whatever lies at the
// picture's left edge.
function scrollToUnits() {
  const container = document.getElementById("map");
  if (scrolled || !built || !current || !container.clientWidth) return;
  scrolled = true;
  if (container.scrollWidth <= container.clientWidth) return;
  const spot = busiestSpot(current.state, current.board);
  if (!spot) return;
  const scale = built.svg.clientWidth / built.size[0];
  container.scrollLeft = Math.max(0, spot.chips[0] * scale - container.clientWidth / 2);
}

function busiestSpot(state, board) {
  const view = state.travelView || state.view;
  const mine = Object.keys(board.factions || {}).find((f) => board.factions[f].seat === view?.you);
  let best = null, most = 0;
  for (const [area, ids] of Object.entries(board.map.units || {})) {
    const count = ids.filter((id) => !mine || describeUnit(state.content, id).faction === mine).length;
    if (count > most && built.areas.has(area)) [best, most] = [built.areas.get(area).spot, count];
  }
  return best;
}
