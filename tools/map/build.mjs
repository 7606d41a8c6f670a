// Builds service/web/static/maps/<layout>.svg and <layout>.anchors.json from Natural Earth (110m):
// land Areas are unions of countries, oceans are Voronoi cells of seed points clipped to the sea.
// Where the geography shows a contact the rules do not have, one side steps back from the other (a
// thin gap); where the rules have an edge the geography cannot show, a connector is drawn.
// Run: npm ci && node build.mjs
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { geoEqualEarth, geoPath } from "d3-geo";
import { Delaunay } from "d3-delaunay";
import { feature } from "topojson-client";
import polygonClipping from "polygon-clipping";
import { COUNTRIES, OCEAN_SEEDS, INLAND_SEAS, LAYOUTS, SPLIT_LONGITUDE, SIX } from "./areas.mjs";

const ROOT = new URL("../../", import.meta.url).pathname;
const OUT = `${ROOT}service/web/static/maps/`;
const RULES = JSON.parse(readFileSync(`${ROOT}rules/engine/data/earth-map.json`, "utf8"));
const WIDTH = 1000;
const GAP = 1.6;  // px a land or ocean steps back from a neighbour the rules do not give it

const world = JSON.parse(readFileSync(new URL("./node_modules/world-atlas/countries-110m.json", import.meta.url)));
const countries = feature(world, world.objects.countries).features;
// Centred on Greenwich: Natural Earth cuts its polygons at 180°, the map's own edge.
const projection = geoEqualEarth().fitWidth(WIDTH, { type: "Sphere" });
const HEIGHT = Math.ceil(geoPath(projection).bounds({ type: "Sphere" })[1][1]);

const snap = (v) => Math.round(v * 10) / 10;
const project = ([lon, lat]) => { const [x, y] = projection([lon, lat]); return [snap(x), snap(y)]; };

function polygonsOf(geometry) {
  return geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
}

function densified(ring, step = 1) {
  const out = [];
  for (let i = 0; i < ring.length - 1; i++) {
    const [a, b] = [ring[i], ring[i + 1]];
    const n = Math.max(1, Math.ceil(Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1])) / step));
    for (let k = 0; k < n; k++) out.push([a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n]);
  }
  out.push(ring[ring.length - 1]);
  return out;
}

function rect(w, s, e, n) {  // a lon/lat box as a projected polygon, its edges densified
  return [densified([[w, s], [e, s], [e, n], [w, n], [w, s]]).map(project)];
}

// The sphere's outline, traced along the map's edge.
const frame = [densified([[-180, -90], [-180, 90], [180, 90], [180, -90], [-180, -90]], 0.5).map(project)];

// "Name", or "Name<" / "Name>" for the part west / east of SPLIT_LONGITUDE, or of the longitude
// written after the sign ("Antarctica>0").
function countryPolygons(entry) {
  const [, name, side, at] = entry.match(/^(.*?)(?:([<>])(-?\d+)?)?$/);
  const found = countries.find((c) => c.properties.name === name);
  if (!found) throw new Error(`no country ${name}`);
  // Overseas parts (French Guiana) stay out of their mainland's Area.
  let polys = polygonsOf(found.geometry).filter((poly) => !(name === "France" && poly[0][0][0] < -30));
  if (side) {
    const cut = at === undefined ? SPLIT_LONGITUDE : Number(at);
    const half = side === "<" ? [[[-180, -90], [cut, -90], [cut, 90], [-180, 90], [-180, -90]]]
      : [[[cut, -90], [180, -90], [180, 90], [cut, 90], [cut, -90]]];
    polys = polygonClipping.intersection(polys, half);
  }
  return polys.map((poly) => poly.map((ring) => densified(ring, 2).map(project)));
}

function landAreas(countriesOf) {
  const land = {};
  for (const [area, names] of Object.entries(countriesOf)) {
    land[area] = polygonClipping.union(...names.map(countryPolygons));
  }
  return land;
}

function oceanAreas(land, seedsOf) {
  const allLand = polygonClipping.union(...Object.values(land));
  let sea = polygonClipping.difference(frame, allLand, ...INLAND_SEAS.map((b) => rect(...b)));
  const seeds = [], owner = [];
  for (const [ocean, points] of Object.entries(seedsOf)) {
    for (const p of points) { seeds.push(projection(p)); owner.push(ocean); }
  }
  const voronoi = Delaunay.from(seeds).voronoi([-5, -5, WIDTH + 5, HEIGHT + 5]);
  const cells = {};
  seeds.forEach((_, i) => {
    const cell = voronoi.cellPolygon(i).map(([x, y]) => [snap(x), snap(y)]);
    (cells[owner[i]] ??= []).push([cell]);
  });
  const oceans = {};
  for (const [ocean, parts] of Object.entries(cells)) {
    oceans[ocean] = polygonClipping.intersection(polygonClipping.union(...parts), sea);
  }
  return oceans;
}

// ---- adjacency as drawn: two Areas touch when a boundary segment of one has both ends on the other

function keyOf([x, y]) { return `${snap(x)},${snap(y)}`; }

function vertexSet(multi) {
  const set = new Set();
  for (const poly of multi) for (const ring of poly) for (const p of ring) set.add(keyOf(p));
  return set;
}

export function touching(a, b) {
  const onB = vertexSet(b);
  for (const poly of a) for (const ring of poly) {
    for (let i = 0; i < ring.length - 1; i++) {
      if (onB.has(keyOf(ring[i])) && onB.has(keyOf(ring[i + 1]))) return true;
    }
  }
  return false;
}

function dilated(multi, d) {
  const moved = [];
  for (const [dx, dy] of [[d, 0], [-d, 0], [0, d], [0, -d], [d, d], [d, -d], [-d, d], [-d, -d]]) {
    moved.push(multi.map((poly) => poly.map((ring) => ring.map(([x, y]) => [x + dx, y + dy]))));
  }
  return polygonClipping.union(multi, ...moved);
}

function ruleAdjacency(layout) {
  const conf = RULES.layouts[layout].adjacency;
  const edges = new Set();
  for (const [a, ns] of Object.entries(conf)) for (const b of ns) edges.add([a, b].sort().join("|"));
  return edges;
}

function buildLayout(layout, land5, oceans) {
  const shapes = {};
  for (const [area, parts] of Object.entries(layouts[layout])) {
    const pieces = parts.map((p) => land5[p] || oceans[p]);
    shapes[area] = pieces.length === 1 ? pieces[0] : polygonClipping.union(...pieces);
  }
  const rules = ruleAdjacency(layout);
  const names = Object.keys(shapes).sort();
  const isOcean = (n) => OCEANS.has(n);
  const gaps = [];
  for (let i = 0; i < names.length; i++) for (let j = i + 1; j < names.length; j++) {
    const [a, b] = [names[i], names[j]];
    if (rules.has(`${a}|${b}`) || !touching(shapes[a], shapes[b])) continue;
    // the ocean (or else the second Area) steps back from the other
    const [keep, move] = isOcean(a) && !isOcean(b) ? [b, a] : [a, b];
    shapes[move] = polygonClipping.difference(shapes[move], dilated(shapes[keep], GAP));
    gaps.push(`${move} steps back from ${keep}`);
  }
  const connectors = [];
  for (const edge of rules) {
    const [a, b] = edge.split("|");
    if (!touching(shapes[a], shapes[b])) connectors.push([a, b]);
  }
  return { shapes, connectors, gaps };
}

// ---- anchors: a label point well inside each Area's largest piece, a Gate point and a chip point

function ringArea(ring) {
  let s = 0;
  for (let i = 0; i < ring.length - 1; i++) s += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return Math.abs(s / 2);
}

function inside([x, y], poly) {
  let hit = false;
  for (const ring of poly) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i], [xj, yj] = ring[j];
      if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
    }
  }
  return hit;
}

function distanceToRings([x, y], poly) {
  let best = Infinity;
  for (const ring of poly) for (let i = 0; i < ring.length - 1; i++) {
    const [ax, ay] = ring[i], [bx, by] = ring[i + 1];
    const len = (bx - ax) ** 2 + (by - ay) ** 2 || 1;
    const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / len));
    best = Math.min(best, Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
  }
  return best;
}

function labelPoint(multi) {
  const poly = multi.reduce((a, b) => (ringArea(b[0]) > ringArea(a[0]) ? b : a));
  const xs = poly[0].map((p) => p[0]), ys = poly[0].map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let best = [(x0 + x1) / 2, (y0 + y1) / 2], far = -1;
  for (let i = 1; i < 40; i++) for (let j = 1; j < 40; j++) {
    const p = [x0 + (x1 - x0) * i / 40, y0 + (y1 - y0) * j / 40];
    if (!inside(p, poly)) continue;
    const d = distanceToRings(p, poly);
    if (d > far) { far = d; best = p; }
  }
  return best.map((v) => Math.round(v));
}

// `labels`: hand-set label points, each inside its Area; `pieces`: hand-set chip points (the Gate
// goes just left of them), else below the label.
function anchors(shapes, { labels = {}, pieces = {} } = {}) {
  const out = {};
  for (const [area, multi] of Object.entries(shapes)) {
    const given = labels[area];
    if (given && !multi.some((poly) => inside(given, poly))) throw new Error(`the label of ${area} lies outside it`);
    const [x, best] = given || labelPoint(multi);
    // the Gate and chips go below the label: a thin Area at the picture's bottom edge has all three
    // moved up far enough for them
    const y = best + 14 <= HEIGHT ? best : HEIGHT - 16;
    const [cx, cy] = pieces[area] || [x - 10, y + 10];
    out[area] = { label: [x, y], gate: [cx - 4, cy + 4], chips: [cx, cy] };
  }
  return out;
}

// ---- output

function pathData(multi) {
  return multi.map((poly) => poly.map((ring) =>
    "M" + ring.slice(0, -1).map(([x, y]) => `${snap(x)},${snap(y)}`).join("L") + "Z").join("")).join("");
}

const slug = (name) => name.toLowerCase().replace(/[^a-z]+/g, "-");

function svg(layout, { shapes, connectors }, anchorsOf) {
  const names = Object.keys(shapes).sort((a, b) => OCEANS.has(b) - OCEANS.has(a) || a.localeCompare(b));
  const paths = names.map((n) => `<path id="area-${slug(n)}" data-area="${n}" class="area ${OCEANS.has(n) ? "ocean" : "land"}" d="${pathData(shapes[n])}"/>`);
  const lines = connectors.map(([a, b]) => {
    const [p, q] = [anchorsOf[a].label, anchorsOf[b].label];
    return `<line class="connector" data-from="${a}" data-to="${b}" x1="${p[0]}" y1="${p[1]}" x2="${q[0]}" y2="${q[1]}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" data-layout="${layout}">\n` +
    `<!-- Generated by tools/map/build.mjs from Natural Earth 110m (public domain) and rules/engine/data/earth-map.json. -->\n` +
    `<g class="areas">\n${paths.join("\n")}\n</g>\n<g class="connectors">\n${lines.join("\n")}\n</g>\n</svg>\n`;
}

// The 6-player sides' countries and seeds: the 5-player ones with SIX's changes.
function sixSeeds() {
  const seeds = {};
  for (const [ocean, points] of Object.entries(OCEAN_SEEDS)) {
    for (const p of points) (seeds[SIX.moved[p.join(",")] || ocean] ??= []).push(p);
  }
  for (const [ocean, points] of Object.entries(SIX.added)) (seeds[ocean] ??= []).push(...points);
  return seeds;
}

const SIX_SEEDS = sixSeeds();
const OCEANS = new Set([...Object.keys(OCEAN_SEEDS), ...Object.keys(SIX_SEEDS)]);
const land5 = landAreas(COUNTRIES);
const land6 = landAreas({ ...COUNTRIES, ...SIX.split });
const bases = { five: [land5, oceanAreas(land5, OCEAN_SEEDS)], six: [land6, oceanAreas(land6, SIX_SEEDS)] };
const layouts = { ...LAYOUTS, "6p": Object.fromEntries(SIX.areas.map((n) => [n, [n]])) };
mkdirSync(OUT, { recursive: true });
for (const layout of Object.keys(layouts)) {
  const built = buildLayout(layout, ...bases[layout === "6p" ? "six" : "five"]);
  const anchorsOf = anchors(built.shapes, layout === "6p" ? SIX : {});
  writeFileSync(`${OUT}${layout}.svg`, svg(layout, built, anchorsOf));
  writeFileSync(`${OUT}${layout}.anchors.json`, JSON.stringify({ layout, width: WIDTH, height: HEIGHT, areas: anchorsOf }, null, 1) + "\n");
  console.log(layout, `${built.connectors.length} connectors:`, built.connectors.map((c) => c.join("–")).join(", "));
  console.log("   gaps:", built.gaps.join("; ") || "none");
}
