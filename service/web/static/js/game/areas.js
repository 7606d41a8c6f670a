// What stands in an Area, read from the view: each faction's units by type (with the glyph the
// content document gives the type), the Gate and its controller, tokens and buildings, a Battle. The
// map's pieces, its Area names for screen readers, the Area list and the table all read this.
import { h, clear, factionName } from "../dom.js";
import { countText, describeUnit } from "./units.js";
import { markersByArea, markerText } from "./markers.js";

// {forces: [{faction, types: [{type, title, kind, glyph, count}]}], gate, controller, battle, markers}
export function areaInfo(area, board, content, markers = markersByArea(board, content)) {
  const forces = new Map();
  for (const id of board.map.units[area.name] || []) {
    const unit = describeUnit(content, id);
    if (!forces.has(unit.faction)) forces.set(unit.faction, new Map());
    const types = forces.get(unit.faction);
    const seen = types.get(unit.type) || { ...unit, count: 0 };
    types.set(unit.type, { ...seen, count: seen.count + 1 });
  }
  const gate = area.name in (board.map.gates || {});
  const holder = gate ? board.map.gates[area.name] : null;
  return {
    forces: [...forces].map(([faction, types]) => ({ faction, types: cardOrder(content, faction, types) })),
    gate, controller: holder ? describeUnit(content, holder).faction : null,
    battle: board.battle?.area === area.name, markers: markers[area.name] || [],
  };
}

// A faction's unit types in the order its card lists them (Cultists first, Great Old Ones last).
function cardOrder(content, faction, types) {
  const order = (content?.factions.find((f) => f.name === faction)?.units || []).map((u) => u.name);
  const rank = (t) => (order.includes(t.type) ? order.indexOf(t.type) : order.length);
  return [...types.values()].sort((a, b) => rank(a) - rank(b));
}

export function forceText(force) {
  return countText(Object.fromEntries(force.types.map((t) => [t.title, t.count])));
}

export function gateText(info) {
  if (!info.gate) return null;
  return info.controller ? `Gate controlled by ${factionName(info.controller)}` : "Gate, controlled by no one";
}

// The glyphs printed in some Areas, which Spellbook requirements name ("an Area with the chevron
// glyph"): a mark beside the Area's name on the map, and the glyph's name in words elsewhere.
const GLYPH_MARKS = { vertical_slashes: "|||", chevron: "∧", circular: "○" };

export function shownName(area) {
  return area.glyph ? `${area.name} ${GLYPH_MARKS[area.glyph] || "•"}` : area.name;
}

export function areaTitle(area) {
  const glyph = area.glyph ? ` (${area.glyph.replace(/_/g, "-")} glyph)` : "";
  return area.name + (area.ocean ? " (ocean)" : "") + glyph;
}

// An Area's accessible name: its title, then everything in it.
export function areaLabel(area, info) {
  const parts = [areaTitle(area)];
  if (info.gate) parts.push(gateText(info));
  if (info.markers.length) parts.push(markerText(info.markers));
  if (info.battle) parts.push("Battle here");
  const units = info.forces.map((f) => `${factionName(f.faction)}: ${forceText(f)}`);
  parts.push(units.length ? units.join("; ") : "empty");
  return parts.join(". ");
}

export function renderTable(layout, board, content) {
  const markers = markersByArea(board, content);
  const rows = layout.areas.map((area) => {
    const info = areaInfo(area, board, content, markers);
    return h("tr", {},
      h("th", { scope: "row", text: areaTitle(area) }),
      h("td", { text: info.gate ? (info.controller ? factionName(info.controller) : "abandoned") : "—" }),
      h("td", { text: info.forces.map((f) => `${factionName(f.faction)}: ${forceText(f)}`).join("; ") || "empty" }),
      h("td", { text: markerText(info.markers) || "—" }));
  });
  clear(document.getElementById("area-table"), h("table", {}, h("caption", { text: "Every Area's contents" }),
    h("thead", {}, h("tr", {}, h("th", { scope: "col", text: "Area" }), h("th", { scope: "col", text: "Gate" }),
      h("th", { scope: "col", text: "Units" }), h("th", { scope: "col", text: "Tokens and buildings" }))),
    h("tbody", {}, rows)));
}
