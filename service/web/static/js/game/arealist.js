// What stands in an Area, listed on a tap or click: each faction's units by type with their counts,
// the Gate and its controller, tokens and buildings. A small non-modal box over the map; Escape, its
// Close button or a click elsewhere closes it, and the focus goes back to the Area.
import { h, clear, factionName, factionLetter } from "../dom.js";
import { areaTitle, gateText } from "./areas.js";
import { unitCount } from "./units.js";
import { t } from "../l10n.js";
import { glyphShape } from "./glyphs.js";
import { s } from "./pieces.js";

let opener = null;  // the Area the list was opened from

export function openAreaList(area, info, from, point) {
  const box = document.getElementById("area-list") || makeBox();
  opener = from;
  const heading = h("h3", { id: "area-list-title", text: areaTitle(area), tabindex: "-1" });
  clear(box, heading, h("ul", {}, items(info)),
    h("button", { type: "button", class: "secondary", text: t("game-card-close"), onclick: () => closeAreaList(true) }));
  box.hidden = false;
  box.dataset.area = area.name;
  place(box, point);
  heading.focus({ preventScroll: true });
}

export function closeAreaList(refocus = false) {
  const box = document.getElementById("area-list");
  if (!box || box.hidden) return;
  box.hidden = true;
  if (refocus) opener?.focus({ preventScroll: true });
}

function makeBox() {
  const box = h("div", { id: "area-list", class: "area-list", role: "dialog", "aria-labelledby": "area-list-title", hidden: true });
  document.getElementById("map-panel").append(box);
  box.addEventListener("keydown", (e) => { if (e.key === "Escape") { e.preventDefault(); closeAreaList(true); } });
  document.addEventListener("pointerdown", (e) => {
    if (!box.hidden && !box.contains(e.target)) closeAreaList(false);
  }, true);
  return box;
}

function items(info) {
  const out = info.forces.map((force) => h("li", { class: `force-line f-${force.faction}`, dataset: { faction: force.faction } },
    h("span", { class: `badge f-${force.faction}`, text: factionLetter(force.faction), "aria-hidden": "true" }), " ",
    h("strong", { text: `${factionName(force.faction)}: ` }),
    force.types.map((type, i) => h("span", { class: "unit-count", dataset: { type: type.type } }, i ? ", " : "", icon(type, force.faction),
      unitCount(type.title, type.count)))));
  if (info.gate) out.push(h("li", { class: "gate-line", text: gateText(info) }));
  for (const m of info.markers) out.push(h("li", { class: "marker-line", text: t("game-marker-of", { marker: m.name, faction: factionName(m.faction) }) }));
  if (!out.length) out.push(h("li", { text: t("game-area-nothing") }));
  return out;
}

// The unit type's map glyph in front of its name, so the list teaches the shapes.
function icon(type, faction) {
  const shape = glyphShape(type.glyph);
  return s("svg", { viewBox: "-8 -8 16 16", width: 16, height: 16, "aria-hidden": "true", class: "glyph-icon" },
    s("path", { d: shape.d, class: `piece f-${faction}` }));
}

// Beside the point clicked, inside the map panel.
function place(box, point) {
  const panel = document.getElementById("map-panel").getBoundingClientRect();
  const width = box.offsetWidth, height = box.offsetHeight;
  const x = point ? point.x - panel.left + 12 : 12;
  const y = point ? point.y - panel.top + 12 : 48;
  box.style.left = `${Math.max(4, Math.min(panel.width - width - 4, x))}px`;
  box.style.top = `${Math.max(4, Math.min(panel.height - height - 4, y))}px`;
}
