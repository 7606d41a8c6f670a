// The map's picture, built once per layout: the generated SVG (service/web/static/maps, made by
// tools/map) with its Area paths made focusable buttons, a name per Area, and an empty group per Area
// for its pieces. Later views only change classes, labels and the pieces (map.js).
import { clear } from "../dom.js";
import { placed } from "./placement.js";
import { shownName } from "./areas.js";
import { s } from "./pieces.js";
import { t } from "../l10n.js";

const assets = {};  // layout -> {svg, anchors}; null while loading; false when it cannot be loaded

// The layout's picture and anchors; `loaded` is called once they arrive (or fail).
export function mapAsset(layout, loaded) {
  if (!(layout in assets)) {
    assets[layout] = null;
    const root = document.body.dataset.staticRoot;
    const get = (path, read) => fetch(`${root}maps/${encodeURIComponent(layout)}${path}`)
      .then((r) => (r.ok ? read(r) : Promise.reject(new Error(`${r.status}`))));
    Promise.all([get(".svg", (r) => r.text()), get(".anchors.json", (r) => r.json())])
      .then(([text, anchors]) => {
        assets[layout] = { svg: new DOMParser().parseFromString(text, "image/svg+xml").documentElement, anchors };
      })
      .catch((err) => { console.warn("the map could not be loaded", err); assets[layout] = false; })
      .finally(loaded);
  }
  return assets[layout];
}

// {layout, svg, size, areas: Map(name -> {area, path, spot, group, name}), costs} in `container`.
// `layout` is the game's (gameLayout: the layout's Areas and those its factions bring).
// `on.pick(name, point)` and `on.hover(name, on)` are called with the Area's name.
export function buildMap(container, drawn, layout, on) {
  const { anchors } = drawn;
  const svg = document.importNode(drawn.svg, true);
  const brought = layout.areas.filter((a) => a.owner);
  const height = anchors.height + (brought.length ? BAND : 0);
  for (const [k, v] of Object.entries({ width: anchors.width, height, viewBox: `0 0 ${anchors.width} ${height}`, role: "group",
    "aria-label": t("game-map-label", { count: layout.areas.length }), class: "earth generated" })) svg.setAttribute(k, String(v));
  const spots = { ...anchors.areas, ...drawBrought(svg, brought, anchors) };
  const marks = s("g", { class: "marks", "aria-hidden": "true" });
  const areas = new Map();
  for (const area of layout.areas) {
    const path = svg.querySelector(`path[data-area="${CSS.escape(area.name)}"]`);
    const spot = placed(layout.name, area.name, spots[area.name]);
    if (!path || !spot) continue;
    path.setAttribute("tabindex", "0");
    path.setAttribute("role", "button");
    wire(path, area.name, on);
    const group = s("g", { class: "pieces", "data-area": area.name });
    const name = s("text", { x: spot.label[0], y: Math.max(10, spot.label[1] - 4), class: "area-name", "text-anchor": "middle" }, shownName(area));
    marks.append(name, group);
    areas.set(area.name, { area, path, spot, group, name, key: null });
  }
  const costs = s("g", { class: "costs", "aria-hidden": "true" });
  svg.append(marks, costs);
  clear(container, svg);
  return { layout: layout.key, svg, size: [anchors.width, height], areas, costs };
}

// The Areas factions bring (the content document's own_area) have no place on the printed boards: each is drawn as a
// disc in a band below them, right to left, and answers clicks like any Area. Their anchors, by name.
const BAND = 84;
const RADIUS = 30;

function drawBrought(svg, brought, anchors) {
  if (!brought.length) return {};
  const top = anchors.height;
  const group = s("g", { class: "brought" });
  group.append(s("rect", { x: 0, y: top, width: anchors.width, height: BAND, class: "brought-band" }),
    s("text", { x: 8, y: top + 16, class: "brought-title" }, t("game-map-beyond")));
  const spots = {};
  brought.forEach((area, i) => {
    const [cx, cy] = [anchors.width - 2 * RADIUS - 40 - i * 5 * RADIUS, top + BAND / 2 + 8];
    group.append(s("path", { "data-area": area.name, class: `area ${area.ocean ? "ocean" : "land"} brought-area f-${area.owner}`,
      d: `M${cx - RADIUS} ${cy}a${RADIUS} ${RADIUS} 0 1 0 ${2 * RADIUS} 0a${RADIUS} ${RADIUS} 0 1 0 ${-2 * RADIUS} 0Z` }));
    spots[area.name] = { label: [cx, cy - 8], gate: [cx - RADIUS - 12, cy + 2], chips: [cx - RADIUS + 4, cy] };
  });
  svg.append(group);
  return spots;
}

function wire(path, name, on) {
  const centre = () => { const r = path.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; };
  path.addEventListener("click", (e) => on.pick(name, { x: e.clientX, y: e.clientY }));
  path.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") { e.preventDefault(); on.pick(name, centre()); }
  });
  for (const [type, lit] of [["mouseenter", true], ["focus", true], ["mouseleave", false], ["blur", false]]) {
    path.addEventListener(type, () => on.hover(name, lit));
  }
}
