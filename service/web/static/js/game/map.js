// The map you act on: one focusable element per Area, chips per faction, Gates, Areas named by the
// current options highlighted; clicking an Area narrows the decision panel to options naming it.
import { h, clear, factionName, factionLetter } from "../dom.js";
import { areasOf, unitArea } from "./places.js";
import { countUnits, countText, describeUnit } from "./units.js";
import { POSITIONS, WIDTH, HEIGHT } from "./positions.js";
import { markersByArea, markerText } from "./markers.js";
import { placed } from "./placement.js";
import { costOf, destinations, movingUnit } from "./compose.js";
import { confirmChoice } from "./confirm.js";

const SVG = "http://www.w3.org/2000/svg";
let full = [WIDTH, HEIGHT];  // the whole picture: the schematic board or the generated map
let viewBox = [0, 0, WIDTH, HEIGHT];

function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) el.setAttribute(k, v);
  for (const c of children) if (c) el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return el;
}

export function setupMapTools(store, actions) {
  const zoom = (factor) => {
    const [x, y, w, hgt] = viewBox;
    const [fw, fh] = full;
    const nw = Math.min(fw, Math.max(fw / 6, w * factor));
    const nh = nw * fh / fw;
    viewBox = [Math.max(0, Math.min(fw - nw, x + (w - nw) / 2)), Math.max(0, Math.min(fh - nh, y + (hgt - nh) / 2)), nw, nh];
    document.querySelector("#map svg")?.setAttribute("viewBox", viewBox.join(" "));
  };
  document.getElementById("zoom-in").addEventListener("click", () => zoom(0.7));
  document.getElementById("zoom-out").addEventListener("click", () => zoom(1 / 0.7));
  document.getElementById("zoom-reset").addEventListener("click", () => { viewBox = [0, 0, ...full]; zoom(1); });
  const toggle = document.getElementById("table-toggle");
  toggle.addEventListener("click", () => {
    const on = toggle.getAttribute("aria-pressed") !== "true";
    toggle.setAttribute("aria-pressed", String(on));
    document.getElementById("area-table").hidden = !on;
  });
  enablePan(() => document.querySelector("#map svg"));
}

function enablePan(svgOf) {
  let start = null;
  const map = document.getElementById("map");
  map.addEventListener("pointerdown", (e) => {
    if (viewBox[2] >= full[0]) return;
    start = { x: e.clientX, y: e.clientY, box: [...viewBox] };
  });
  window.addEventListener("pointerup", () => { start = null; });
  map.addEventListener("pointermove", (e) => {
    const svg = svgOf();
    if (!start || !svg) return;
    const scale = viewBox[2] / svg.clientWidth;
    const nx = start.box[0] - (e.clientX - start.x) * scale;
    const ny = start.box[1] - (e.clientY - start.y) * scale;
    viewBox = [Math.max(0, Math.min(full[0] - viewBox[2], nx)), Math.max(0, Math.min(full[1] - viewBox[3], ny)), viewBox[2], viewBox[3]];
    svg.setAttribute("viewBox", viewBox.join(" "));
  });
}

// The generated map of each layout (service/web/static/maps, made by tools/map): its SVG and anchors.
const assets = {};
let redraw = () => {};

function asset(layout) {
  if (!(layout in assets)) {
    assets[layout] = null;
    const root = document.body.dataset.staticRoot;
    Promise.all([fetch(`${root}maps/${layout}.svg`).then((r) => r.text()),
      fetch(`${root}maps/${layout}.anchors.json`).then((r) => r.json())])
      .then(([text, anchors]) => {
        const doc = new DOMParser().parseFromString(text, "image/svg+xml");
        assets[layout] = { svg: doc.documentElement, anchors };
        redraw();
      })
      .catch(() => { assets[layout] = false; });
  }
  return assets[layout];
}

let shown = null;  // the inputs of the last drawing: redraw only when one changed

export function renderMap(state, actions, force = false) {
  const inputs = [state.travelView || state.view, state.options, state.filterArea, state.content, state.travel,
    state.selectedUnit, state.busy];
  if (!force && shown && inputs.every((value, i) => value === shown[i])) return;
  shown = inputs;
  const view = state.travelView || state.view;
  const board = view?.state;
  const layout = state.content?.layouts.find((l) => l.name === view?.layout);
  const container = document.getElementById("map");
  if (!board || !layout) {
    clear(container, h("p", { class: "hint", text: "The map appears when the game starts." }));
    return;
  }
  redraw = () => renderMap(state, actions, true);
  // What the map lights: the Areas any option names, and for a unit being moved its Area and the
  // destinations the server offers it (each with its option).
  const named = new Set();
  if (state.travel === null) for (const option of state.options) for (const a of areasOf(option, state)) named.add(a);
  const live = state.travel === null && !state.busy;
  const unit = live ? movingUnit(state) : null;
  const lit = { named, targets: live ? destinations(state) : new Map(), origin: unit ? unitArea(state, unit) : null };
  const drawn = asset(layout.name);
  if (drawn) {
    drawGenerated(container, drawn, layout, board, state, lit, actions);
  } else {
    const svg = s("svg", { viewBox: viewBox.join(" "), role: "group", "aria-label": `Earth map, ${layout.areas.length} Areas`, class: "earth schematic" });
    svg.append(edges(layout));
    for (const area of layout.areas) svg.append(areaElement(area, board, state, lit, actions));
    clear(container, svg);
  }
  renderTable(layout, board, state);
}

function drawGenerated(container, drawn, layout, board, state, lit, actions) {
  const { anchors } = drawn;
  if (full[0] !== anchors.width || full[1] !== anchors.height) {
    full = [anchors.width, anchors.height];
    viewBox = [0, 0, ...full];
  }
  const svg = document.importNode(drawn.svg, true);
  svg.setAttribute("viewBox", viewBox.join(" "));
  svg.setAttribute("width", String(full[0]));
  svg.setAttribute("height", String(full[1]));
  svg.setAttribute("role", "group");
  svg.setAttribute("aria-label", `Earth map, ${layout.areas.length} Areas`);
  svg.setAttribute("class", "earth generated");
  const marks = s("g", { class: "marks", "aria-hidden": "true" });
  for (const area of layout.areas) {
    const path = svg.querySelector(`path[data-area="${CSS.escape(area.name)}"]`);
    const spot = placed(layout.name, area.name, anchors.areas[area.name]);
    if (!path || !spot) continue;
    decorate(path, area, board, state, lit, actions);
    marks.append(...areaMarks(area, spot, board, state));
    const target = lit.targets.get(area.name);
    if (target) marks.append(s("text", { x: spot.label[0], y: spot.label[1] - 15, class: "move-cost", "text-anchor": "middle" }, costOf(target)));
  }
  svg.append(marks);
  clear(container, svg);
}

function areaInfo(area, board, state) {
  const ids = board.map.units[area.name] || [];
  const counts = countUnits(state.content, ids);
  const gate = area.name in (board.map.gates || {});
  const controller = gate ? board.map.gates[area.name] : null;
  const controllerFaction = controller ? describeUnit(state.content, controller).faction : null;
  const battle = board.battle?.area === area.name;
  const markers = markersByArea(board, state.content)[area.name] || [];
  return { ids, counts, gate, controllerFaction, battle, markers };
}

function decorate(path, area, board, state, lit, actions) {
  const info = areaInfo(area, board, state);
  const label = moveNote(areaLabel(area, info.counts, info.gate, info.controllerFaction, info.battle, info.markers), area, lit);
  for (const [on, name] of [[lit.named.has(area.name), "named"], [state.filterArea === area.name, "selected"], [info.battle, "battle-here"],
    [lit.targets.has(area.name), "destination"], [lit.origin === area.name, "origin"]]) {
    if (on) path.classList.add(name);
  }
  path.setAttribute("tabindex", "0");
  path.setAttribute("role", "button");
  path.setAttribute("aria-label", label);
  path.setAttribute("aria-pressed", String(state.filterArea === area.name));
  wire(path, area, label, state, actions, lit.targets);
}

// An Area's accessible name, with the Move it finishes when it is a lit destination.
function moveNote(label, area, lit) {
  const target = lit.targets.get(area.name);
  if (target) return `${label}. Destination: ${target.label}`;
  return lit.origin === area.name ? `${label}. The unit being moved stands here` : label;
}

// A click on a lit destination sends the server's option for it; on any other Area it narrows the
// decision panel to the options naming that Area (and puts down the unit being moved).
function pickArea(area, state, actions, targets) {
  const target = targets.get(area.name);
  if (target) {
    confirmChoice(target).then((go) => { if (go) actions.choose(target.choice); });
    return;
  }
  if (state.selectedUnit) actions.selectUnit(null);
  actions.filterArea(state.filterArea === area.name ? null : area.name);
}

function wire(el, area, label, state, actions, targets) {
  const pick = () => pickArea(area, state, actions, targets);
  el.addEventListener("click", pick);
  el.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); pick(); } });
  el.addEventListener("mouseenter", () => hint(area, label, true));
  el.addEventListener("focus", () => hint(area, label, true));
  el.addEventListener("mouseleave", () => hint(area, "", false));
  el.addEventListener("blur", () => hint(area, "", false));
}

function areaMarks(area, spot, board, state) {
  const info = areaInfo(area, board, state);
  const factions = Object.entries(info.counts);
  // Chips go three to a row; an Area at the picture's edge (Antarctica, the Arctic Ocean) has its
  // block of chips, Gate and markers moved inside, so five factions never fall off the map.
  const rows = Math.ceil(factions.length / 3);
  const dy = Math.min(0, full[1] - 2 - (spot.chips[1] + rows * 15 - 3), full[1] - 8 - spot.gate[1]);
  const dx = Math.min(0, full[0] - 2 - (spot.chips[0] + Math.min(3, factions.length) * 25));
  const [cx, cy, gx, gy] = [spot.chips[0] + dx, spot.chips[1] + dy, spot.gate[0] + dx, spot.gate[1] + dy];
  const out = [s("text", { x: spot.label[0], y: Math.max(10, spot.label[1] - 4 + dy), class: "area-name", "text-anchor": "middle" }, shownName(area))];
  if (info.gate) {
    out.push(s("circle", { cx: gx, cy: gy, r: 6, class: `gate ${info.controllerFaction ? "f-" + info.controllerFaction : "abandoned"}` }));
  }
  factions.forEach(([faction, byType], i) => {
    const n = Object.values(byType).reduce((a, b) => a + b, 0);
    const goo = info.ids.some((id) => { const u = describeUnit(state.content, id); return u.faction === faction && u.kind === "great_old_one"; });
    const x = cx + (i % 3) * 25, y = cy + Math.floor(i / 3) * 15;
    out.push(s("rect", { x: x - 2, y: y - 2, width: 24, height: 14, rx: 3, class: `chip f-${faction}` }));
    out.push(s("text", { x: x + 10, y: y + 9, class: `chip-text f-${faction}`, "text-anchor": "middle" }, `${factionLetter(faction)}${n}${goo ? "★" : ""}`));
  });
  // Tokens and buildings stand left of the Gate, clear of the chips to its right.
  info.markers.forEach((m, k) => out.push(...markerMark(m, Math.max(8, gx - 15 - k * 15), gy)));
  return out;
}

// A diamond in the owner's colour with its letter: a faction token or building in the Area.
function markerMark(marker, x, y) {
  return [s("path", { d: `M${x} ${y - 7}L${x + 7} ${y}L${x} ${y + 7}L${x - 7} ${y}Z`, class: `token f-${marker.faction}`,
    "data-marker": marker.key }),
  s("text", { x, y: y + 3, class: `token-text f-${marker.faction}`, "text-anchor": "middle" }, factionLetter(marker.faction))];
}

function edges(layout) {
  const group = s("g", { class: "edges", "aria-hidden": "true" });
  const done = new Set();
  for (const area of layout.areas) {
    for (const other of area.adjacent) {
      const key = [area.name, other].sort().join("|");
      if (done.has(key)) continue;
      done.add(key);
      const [x1, y1] = POSITIONS[area.name] || [0, 0];
      const [x2, y2] = POSITIONS[other] || [0, 0];
      if (Math.abs(x1 - x2) > WIDTH / 2) {  // wraps around the world's edge
        const [lx, ly, rx, ry] = x1 < x2 ? [x1, y1, x2, y2] : [x2, y2, x1, y1];
        group.append(s("line", { x1: lx, y1: ly, x2: 0, y2: (ly + ry) / 2, class: "edge wrap" }));
        group.append(s("line", { x1: rx, y1: ry, x2: WIDTH, y2: (ly + ry) / 2, class: "edge wrap" }));
      } else {
        group.append(s("line", { x1, y1, x2, y2, class: "edge" }));
      }
    }
  }
  return group;
}

function areaElement(area, board, state, lit, actions) {
  const [x, y] = POSITIONS[area.name] || [WIDTH / 2, HEIGHT / 2];
  const ids = board.map.units[area.name] || [];
  const counts = countUnits(state.content, ids);
  const gate = area.name in (board.map.gates || {});
  const controller = gate ? board.map.gates[area.name] : null;
  const controllerFaction = controller ? describeUnit(state.content, controller).faction : null;
  const battle = board.battle?.area === area.name;
  const markers = markersByArea(board, state.content)[area.name] || [];
  const cls = ["area", area.ocean ? "ocean" : "land", lit.named.has(area.name) ? "named" : "",
    state.filterArea === area.name ? "selected" : "", battle ? "battle-here" : "",
    lit.targets.has(area.name) ? "destination" : "", lit.origin === area.name ? "origin" : ""].filter(Boolean).join(" ");
  const label = moveNote(areaLabel(area, counts, gate, controllerFaction, battle, markers), area, lit);
  const g = s("g", { class: cls, tabindex: "0", role: "button", "aria-label": label, "data-area": area.name,
    "aria-pressed": String(state.filterArea === area.name) });
  g.append(area.ocean
    ? s("ellipse", { cx: x, cy: y, rx: 78, ry: 50, class: "shape" })
    : s("rect", { x: x - 62, y: y - 34, width: 124, height: 68, rx: 14, class: "shape" }));
  g.append(s("text", { x, y: y - 18, class: "area-name", "text-anchor": "middle" }, shownName(area)));
  if (gate) {
    g.append(s("circle", { cx: x - 50, cy: y - 22, r: 9, class: `gate ${controllerFaction ? "f-" + controllerFaction : "abandoned"}` }));
  }
  let i = 0;
  for (const [faction, byType] of Object.entries(counts)) {
    const n = Object.values(byType).reduce((a, b) => a + b, 0);
    const goo = ids.some((id) => { const u = describeUnit(state.content, id); return u.faction === faction && u.kind === "great_old_one"; });
    const cx = x - 50 + (i % 4) * 30, cy = y + 2 + Math.floor(i / 4) * 22;
    g.append(s("rect", { x: cx - 2, y: cy - 2, width: 28, height: 18, rx: 4, class: `chip f-${faction}` }));
    g.append(s("text", { x: cx + 12, y: cy + 11, class: `chip-text f-${faction}`, "text-anchor": "middle" }, `${factionLetter(faction)}${n}${goo ? "★" : ""}`));
    i++;
  }
  markers.forEach((m, k) => g.append(...markerMark(m, x + 56 - k * 16, y - 22)));
  const target = lit.targets.get(area.name);
  if (target) g.append(s("text", { x, y: y + 30, class: "move-cost", "text-anchor": "middle" }, costOf(target)));
  const pick = () => pickArea(area, state, actions, lit.targets);
  g.addEventListener("click", pick);
  g.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); pick(); } });
  g.addEventListener("mouseenter", () => hint(area, label, true));
  g.addEventListener("focus", () => hint(area, label, true));
  g.addEventListener("mouseleave", () => hint(area, "", false));
  g.addEventListener("blur", () => hint(area, "", false));
  return g;
}

function hint(area, text, on) {
  document.getElementById("map-hint").textContent = text;
  for (const other of area.adjacent) {
    document.querySelector(`#map [data-area="${CSS.escape(other)}"]`)?.classList.toggle("neighbour", on);
  }
}

// The glyphs printed in some Areas, which Spellbook requirements name ("an Area with the chevron
// glyph"): a mark beside the Area's name on the map, and the glyph's name in words elsewhere.
const GLYPH_MARKS = { vertical_slashes: "|||", chevron: "∧", circular: "○" };

function shownName(area) {
  return area.glyph ? `${area.name} ${GLYPH_MARKS[area.glyph] || "•"}` : area.name;
}

function areaTitle(area) {
  const glyph = area.glyph ? ` (${area.glyph.replace(/_/g, "-")} glyph)` : "";
  return area.name + (area.ocean ? " (ocean)" : "") + glyph;
}

function areaLabel(area, counts, gate, controllerFaction, battle, markers) {
  const parts = [areaTitle(area)];
  if (gate) parts.push(controllerFaction ? `Gate controlled by ${factionName(controllerFaction)}` : "abandoned Gate");
  if (markers.length) parts.push(markerText(markers));
  if (battle) parts.push("Battle here");
  const units = Object.entries(counts).map(([f, byType]) => `${factionName(f)}: ${countText(byType)}`);
  parts.push(units.length ? units.join("; ") : "empty");
  return parts.join(". ");
}

function renderTable(layout, board, state) {
  const table = document.getElementById("area-table");
  const markers = markersByArea(board, state.content);
  const rows = layout.areas.map((area) => {
    const ids = board.map.units[area.name] || [];
    const counts = countUnits(state.content, ids);
    const gate = area.name in (board.map.gates || {});
    const controller = gate && board.map.gates[area.name] ? describeUnit(state.content, board.map.gates[area.name]).faction : null;
    return h("tr", {},
      h("th", { scope: "row", text: areaTitle(area) }),
      h("td", { text: gate ? (controller ? factionName(controller) : "abandoned") : "—" }),
      h("td", { text: Object.entries(counts).map(([f, t]) => `${factionName(f)}: ${countText(t)}`).join("; ") || "empty" }),
      h("td", { text: markerText(markers[area.name]) || "—" }));
  });
  clear(table, h("table", {}, h("caption", { text: "Every Area's contents" }),
    h("thead", {}, h("tr", {}, h("th", { scope: "col", text: "Area" }), h("th", { scope: "col", text: "Gate" }), h("th", { scope: "col", text: "Units" }), h("th", { scope: "col", text: "Tokens and buildings" }))),
    h("tbody", {}, rows)));
}
