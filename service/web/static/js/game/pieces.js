// The pieces standing in one Area, drawn at the map's anchors for it: a row per faction (its letter
// on its colour, then one glyph per unit type with the count beside it), the Gate (an arch in its
// controller's colour with the controller's letter; an unclaimed Gate white and dashed), and
// tokens and buildings (a diamond in the owner's colour) left of the Gate.
import { factionLetter } from "../dom.js";
import { glyphShape } from "./glyphs.js";

const SVG = "http://www.w3.org/2000/svg";
const SCALE = 1.2;  // a row's glyphs are drawn about 10 units across, then scaled to read on a desktop
const ROW = 12 * SCALE;  // a faction's row of glyphs, in map units
const PER_LINE = 3;
const BOUGHT = new Set(["neutral_monster", "terror"]);  // card kinds whose figures are ringed
const GATE = "M-6.5 7V-1.5A6.5 6.5 0 0 1 6.5-1.5V7Z";

export function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) el.setAttribute(k, v);
  for (const c of children) if (c !== null && c !== undefined) el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return el;
}

// The children of an Area's pieces group, and how far up they were moved (`shift`, <= 0). `spot`:
// its anchors; `size`: the picture's [width, height]. Rows go up to three to a line, as wide as the
// widest in their column; a block at the picture's edge (Antarctica, the Arctic Ocean) is moved
// inside it, so five factions never fall off the map (the Area's name moves up with it).
export function drawPieces(info, spot, size) {
  const rows = info.forces.map(forceRow).map((row) => ({ ...row, width: row.width * SCALE }));
  const columns = Math.min(PER_LINE, rows.length);
  const widths = [...Array(columns)].map((_, c) => Math.max(...rows.filter((_, i) => i % PER_LINE === c).map((r) => r.width)));
  const lefts = widths.map((_, c) => widths.slice(0, c).reduce((a, w) => a + w + 3, 0));
  const lines = Math.ceil(rows.length / PER_LINE);
  const width = lefts.length ? lefts.at(-1) + widths.at(-1) : 0;
  const dy = Math.min(0, size[1] - 2 - (spot.chips[1] + 5 + lines * ROW - ROW / 2), size[1] - 9 - spot.gate[1]);
  const dx = Math.min(0, size[0] - 2 - (spot.chips[0] + 6 + width));
  const [gx, gy] = [spot.gate[0] + dx, spot.gate[1] + dy];
  const out = rows.map((row, i) => placed(row.group, spot.chips[0] + 6 + dx + lefts[i % PER_LINE],
    spot.chips[1] + 5 + dy + Math.floor(i / PER_LINE) * ROW));
  if (info.gate) out.push(gateMark(info.controller, gx, gy));
  info.markers.forEach((m, k) => out.push(markerMark(m, Math.max(8, gx - 15 - k * 15), gy)));
  return { marks: out, shift: dy };
}

function placed(group, x, y) {
  group.setAttribute("transform", `translate(${x} ${y}) scale(${SCALE})`);
  return group;
}

// One faction's row, drawn from 0,0 (its vertical middle): {group, width}.
function forceRow(force) {
  const f = `f-${force.faction}`;
  const group = s("g", { class: `force ${f}`, "data-faction": force.faction });
  group.append(s("rect", { x: 0, y: -5, width: 8, height: 10, rx: 2, class: `badge-mark ${f}` }),
    s("text", { x: 4, y: 3.2, class: `badge-letter ${f}`, "text-anchor": "middle" }, factionLetter(force.faction)));
  let x = 9;
  for (const t of force.types) {
    const shape = glyphShape(t.glyph);
    const ringed = BOUGHT.has(t.cardKind);
    if (ringed) x += 1.5;
    const centre = x + shape.width / 2;
    // A bought card's figure (a Neutral Monster, a Terror) stands in a ring of its holder's colour.
    if (ringed) group.append(s("circle", { cx: centre, cy: 0, r: shape.width / 2 + 1, class: `card-ring ${f}`, "data-type": t.type }));
    group.append(s("path", { d: shape.d, transform: `translate(${centre} 0)`, class: `piece ${f} kind-${t.kind}`,
      "data-glyph": t.glyph || "", "data-type": t.type, "data-count": t.count, "data-card": t.card || undefined }));
    x += shape.width + (ringed ? 1.5 : 0);
    if (t.count > 1) {
      group.append(s("text", { x: x - 0.5, y: 3, class: "piece-count" }, t.count));
      x += 4.5 * String(t.count).length + 1;
    }
  }
  return { group, width: x };
}

function gateMark(controller, x, y) {
  const cls = controller ? `gate f-${controller}` : "gate unclaimed";
  const group = s("g", { class: "gate-mark", transform: `translate(${x} ${y})`, "data-controller": controller || "" });
  group.append(s("path", { d: GATE, class: cls }));
  if (controller) group.append(s("text", { x: 0, y: 4.5, class: `gate-letter f-${controller}`, "text-anchor": "middle" }, factionLetter(controller)));
  return group;
}

// A diamond in the owner's colour with its letter: a faction token or building in the Area.
function markerMark(marker, x, y) {
  const group = s("g", { class: "marker", "data-marker": marker.key });
  // A figure of the map's own rules (no faction's): a grey diamond with its title's first letter.
  const [cls, letter] = marker.faction ? [`f-${marker.faction}`, factionLetter(marker.faction)] : ["map-figure", marker.name[0]];
  group.append(s("path", { d: `M${x} ${y - 7}L${x + 7} ${y}L${x} ${y + 7}L${x - 7} ${y}Z`, class: `token ${cls}` }),
    s("text", { x, y: y + 3, class: `token-text ${cls}`, "text-anchor": "middle" }, letter));
  return group;
}
