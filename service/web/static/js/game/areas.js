// What stands in an Area, read from the view: each faction's units by type (with the glyph the
// content document gives the type), the Gate and its controller, tokens and buildings, a Battle. The
// map's pieces, its Area names for screen readers, the Area list and the table all read this.
import { h, clear, factionName } from "../dom.js";
import { countText, describeUnit } from "./units.js";
import { markersByArea, markerText } from "./markers.js";
import { areaWord } from "./places.js";
import { t } from "../l10n.js";

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
  // An Area a faction brings may hold a Gate it always Controls, which no unit holds (gameLayout).
  const gate = area.ownGate || area.name in (board.map.gates || {});
  const holder = gate && !area.ownGate ? board.map.gates[area.name] : null;
  return {
    forces: [...forces].map(([faction, types]) => ({ faction, types: cardOrder(content, faction, types) })),
    gate, controller: area.ownGate ? area.owner : holder ? describeUnit(content, holder).faction : null,
    battle: board.battle?.area === area.name, markers: markers[area.name] || [],
  };
}

// A faction's unit types in the order its card lists them (Cultists first, Great Old Ones last).
function cardOrder(content, faction, types) {
  const order = (content?.factions.find((f) => f.name === faction)?.units || []).map((u) => u.name);
  const rank = (unit) => (order.includes(unit.type) ? order.indexOf(unit.type) : order.length);
  return [...types.values()].sort((a, b) => rank(a) - rank(b));
}

export function forceText(force) {
  return countText(Object.fromEntries(force.types.map((unit) => [unit.title, unit.count])));
}

export function gateText(info) {
  if (!info.gate) return null;
  return info.controller ? t("game-gate-controlled", { faction: factionName(info.controller) }) : t("game-gate-abandoned");
}

// The glyphs printed in some Areas, which Spellbook requirements name ("an Area with the chevron
// glyph"): a mark beside the Area's name on the map, and the glyph's name in words elsewhere.
const GLYPH_MARKS = { vertical_slashes: "|||", chevron: "∧", circular: "○" };

export function shownName(area) {
  return area.glyph ? `${areaWord(area.name)} ${GLYPH_MARKS[area.glyph] || "•"}` : areaWord(area.name);
}

export function areaTitle(area) {
  const name = area.ocean ? t("game-area-ocean", { area: areaWord(area.name) }) : areaWord(area.name);
  return area.glyph ? t("game-area-glyph", { area: name, glyph: area.glyph, name: area.glyph.replace(/_/g, "-") }) : name;
}

// An Area's accessible name: its title, then everything in it.
export function areaLabel(area, info) {
  const parts = [areaTitle(area)];
  if (info.gate) parts.push(gateText(info));
  if (info.markers.length) parts.push(markerText(info.markers));
  if (info.battle) parts.push(t("game-area-battle"));
  const units = info.forces.map((f) => `${factionName(f.faction)}: ${forceText(f)}`);
  parts.push(units.length ? units.join("; ") : t("game-area-empty"));
  return parts.join(". ");
}

// The game's map: the layout's Areas, then an Area each seated faction brings onto any map (the
// content document's `own_area`), adjacent to every Area; `owner` and `ownGate` say whose it is and
// whether it holds the Gate its owner always Controls. `key` changes with the Areas drawn.
export function gameLayout(layout, board, content) {
  const names = layout.areas.map((a) => a.name);
  const brought = Object.keys(board?.factions || {}).flatMap((faction) => {
    const own = content?.factions.find((f) => f.name === faction)?.own_area;
    return own ? [{ name: own.name, ocean: own.ocean, glyph: null, adjacent: names, owner: faction, ownGate: own.gate }] : [];
  });
  if (!brought.length) return { ...layout, key: layout.name };
  return { ...layout, key: [layout.name, ...brought.map((a) => a.name)].join("+"), areas: [...layout.areas, ...brought] };
}

export function renderTable(layout, board, content) {
  const markers = markersByArea(board, content);
  const rows = layout.areas.map((area) => {
    const info = areaInfo(area, board, content, markers);
    return h("tr", {},
      h("th", { scope: "row", text: areaTitle(area) }),
      h("td", { text: info.gate ? (info.controller ? factionName(info.controller) : t("game-gate-none")) : "—" }),
      h("td", { text: info.forces.map((f) => `${factionName(f.faction)}: ${forceText(f)}`).join("; ") || t("game-area-empty") }),
      h("td", { text: markerText(info.markers) || "—" }));
  });
  clear(document.getElementById("area-table"), h("table", {}, h("caption", { text: t("game-table-caption") }),
    h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t("game-table-area") }), h("th", { scope: "col", text: t("game-table-gate") }),
      h("th", { scope: "col", text: t("game-table-units") }), h("th", { scope: "col", text: t("game-table-markers") }))),
    h("tbody", {}, rows)));
}
