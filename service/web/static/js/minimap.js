// A small map for a game card: the layout's generated SVG (static/maps, fetched once per layout)
// with a dot per faction present in each Area and a square per Gate in its controller's colour.
// It is a picture with a one-sentence text alternative; the card says the rest in words.
import { factionName } from "./dom.js";

const SVG = "http://www.w3.org/2000/svg";
const layouts = new Map();  // layout -> Promise of {svg, anchors} (null when it cannot be loaded)

function load(layout) {
  if (!layouts.has(layout)) {
    const root = document.body.dataset.staticRoot;
    layouts.set(layout, Promise.all([
      fetch(`${root}maps/${encodeURIComponent(layout)}.svg`).then((r) => (r.ok ? r.text() : Promise.reject(r))),
      fetch(`${root}maps/${encodeURIComponent(layout)}.anchors.json`).then((r) => (r.ok ? r.json() : Promise.reject(r))),
    ]).then(([text, anchors]) => ({
      svg: new DOMParser().parseFromString(text, "image/svg+xml").documentElement, anchors,
    })).catch(() => null));
  }
  return layouts.get(layout);
}

function s(tag, attrs) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

// One sentence for screen readers: where each faction stands and how many Gates it holds.
// `order` is the factions in seating order (JSON objects do not keep an order through every store).
export function describeBoard(board, order) {
  const areas = {}, gates = {};
  for (const counts of Object.values(board.units)) for (const f of Object.keys(counts)) areas[f] = (areas[f] || 0) + 1;
  for (const f of Object.values(board.gates)) if (f) gates[f] = (gates[f] || 0) + 1;
  const parts = order.map((f) =>
    `${factionName(f)} in ${areas[f] || 0} Area${areas[f] === 1 ? "" : "s"}, ${gates[f] || 0} Gate${gates[f] === 1 ? "" : "s"}`);
  return `Small map: ${parts.join("; ")}.`;
}

// A <figure> that fills in once the layout's map has loaded; stays a plain sentence otherwise.
export function miniMap(layout, board, order) {
  const figure = document.createElement("figure");
  figure.className = "minimap";
  figure.setAttribute("role", "img");
  figure.setAttribute("aria-label", describeBoard(board, order));
  load(layout).then((drawn) => { if (drawn) figure.append(draw(drawn, board, order)); });
  return figure;
}

function draw({ svg, anchors }, board, order) {
  const out = document.importNode(svg, true);
  out.setAttribute("class", "earth mini");
  out.setAttribute("aria-hidden", "true");
  out.setAttribute("focusable", "false");
  const marks = s("g", { class: "marks" });
  for (const [area, faction] of Object.entries(board.gates)) {
    const spot = anchors.areas[area];
    if (!spot) continue;
    marks.append(s("rect", { x: spot.gate[0] - 20, y: Math.min(spot.gate[1], anchors.height - 24) - 20, width: 40, height: 40, rx: 6,
      class: `gate ${faction ? `f-${faction}` : "abandoned"}` }));
  }
  for (const [area, counts] of Object.entries(board.units)) {
    const spot = anchors.areas[area];
    if (!spot) continue;
    const present = order.filter((f) => counts[f]);
    // A row of up to five dots stays inside the picture at its right and bottom edges.
    const x = Math.min(spot.chips[0] + 30, anchors.width - 20 - (present.length - 1) * 40);
    const y = Math.min(spot.chips[1] + 14, anchors.height - 20);
    present.forEach((f, i) => marks.append(s("circle", { cx: x + i * 40, cy: y, r: 18, class: `dot f-${f}` })));
  }
  out.append(marks);
  return out;
}
