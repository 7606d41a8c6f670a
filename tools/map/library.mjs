// Builds service/web/static/maps/<layout>.svg and <layout>.anchors.json for the Library at Celaeno
// (rules/engine/data/library-map.json): a schematic of its two flat floors side by side, the Upper
// Floor on the left, the Lower Floor on the right. Each Area is a box set by hand on a grid per floor
// side (FLOORS below), apart from every other box, and every edge of the printed adjacency is a
// connector drawn beneath the boxes (Stairwell edges, which join the floors, too: class "stairwell").
// The Archways' Move-only links are not drawn: an Archway Area's box has the class "archway".
// Needs no packages: node library.mjs
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";

const ROOT = new URL("../../", import.meta.url).pathname;
const OUT = `${ROOT}service/web/static/maps/`;
const RULES = JSON.parse(readFileSync(`${ROOT}rules/engine/data/library-map.json`, "utf8"));

const CELL = [180, 140];     // a grid cell, px
const BOX = [156, 112];       // an Area's box inside its cell
const MARGIN = [20, 40];     // room for the floor's title above the grid
const FLOOR_WIDTH = 4 * CELL[0] + MARGIN[0];
const WIDTH = 2 * FLOOR_WIDTH + MARGIN[0];

// Hand-set grid places [column, row] of each floor side's Areas: same-floor edges run between boxes,
// never across a third box.
const FLOORS = {
  "3U": {
    "Yr and the Nhhngr": [0, 0], "Floating Tower": [1, 0], "Guardian Under the Lake": [2, 0],
    "Barrier of Naach-Tith": [0, 1], "Fountain (Sea)": [1, 1], "Larvae of the Outer Gods": [2, 1],
    "Lake of Hali Overlook (Sea)": [0, 2], "Gloomloft (Sea)": [1, 2],
  },
  "5U": {
    "Byakhiary": [0, 0], "Floating Tower": [1, 0], "Horrorium": [2, 0],
    "Yr and the Nhhngr": [0, 1], "Fountain (Sea)": [1, 1], "Guardian Under the Lake": [2, 1],
    "Barrier of Naach-Tith": [0, 2], "Gloomloft (Sea)": [1, 2], "Larvae of the Outer Gods": [2, 2],
    "Lake of Hali Overlook (Sea)": [0, 3], "Cursed Hall (Sea)": [1, 3.5], "Lake of Hali Balcony (Sea)": [2, 3],
  },
  "3L": {
    "Chamber of Sn'gac": [0, 0], "Blue Hall": [2, 0],
    "Chamber of Apkallu": [0, 1], "Oubliette (Sea)": [1, 1], "Black Hall": [2, 1],
    "Hyperquarium (Sea)": [1, 2], "The Crawling Ones": [2, 2],
  },
  "5L": {
    "Chamber of Sn'gac": [0, 0], "Oubliette (Sea)": [1, 0], "Black Hall": [2, 0], "Red Hall": [3, 0],
    "Scorched Chamber": [0, 1], "Porphyr Hall (Sea)": [1, 1], "Charnel Hall": [2, 1], "Blue Hall": [3, 1],
    "Chamber of Apkallu": [0, 2], "Hyperquarium (Sea)": [1, 2], "The Crawling Ones": [2, 2],
  },
};

const slug = (name) => name.toLowerCase().replace(/[^a-z]+/g, "-");

function boxes(layout) {
  const { upper, lower } = RULES.layouts[layout].sides;
  const out = {};
  for (const [side, left] of [[upper, MARGIN[0]], [lower, MARGIN[0] + FLOOR_WIDTH]]) {
    for (const [area, [c, r]] of Object.entries(FLOORS[side])) {
      const x = Math.round(left + c * CELL[0] + (CELL[0] - BOX[0]) / 2);
      const y = Math.round(MARGIN[1] + r * CELL[1] + (CELL[1] - BOX[1]) / 2);
      out[area] = [x, y];
    }
  }
  return out;
}

function height(layout) {
  const { upper, lower } = RULES.layouts[layout].sides;
  const rows = Math.max(...[upper, lower].flatMap((s) => Object.values(FLOORS[s]).map(([, r]) => r)));
  return Math.ceil(MARGIN[1] + (rows + 1) * CELL[1] + 10);
}

function build(layout) {
  const conf = RULES.layouts[layout];
  const at = boxes(layout);
  const names = Object.keys(conf.adjacency).sort();
  if (names.join("|") !== Object.keys(at).sort().join("|")) throw new Error(`${layout}: the grid misses Areas`);
  const floorOf = (a) => (RULES.areas[a].floor);
  const ocean = (a) => RULES.areas[a].tags.includes("ocean");
  const archways = new Set(conf.archways);
  const letter = {};
  for (const [l, pair] of Object.entries(conf.stairwells)) for (const a of pair) letter[a] = l;
  const centre = (a) => [at[a][0] + BOX[0] / 2, at[a][1] + BOX[1] / 2];
  const edges = new Set();
  for (const [a, ns] of Object.entries(conf.adjacency)) for (const b of ns) edges.add([a, b].sort().join("|"));
  const lines = [...edges].sort().map((e) => {
    const [a, b] = e.split("|");
    const stair = floorOf(a) !== floorOf(b);
    const [p, q] = [centre(a), centre(b)];
    return `<line class="connector${stair ? " stairwell" : ""}" data-from="${a}" data-to="${b}" x1="${p[0]}" y1="${p[1]}" x2="${q[0]}" y2="${q[1]}"/>`;
  });
  const paths = names.sort((a, b) => ocean(b) - ocean(a) || a.localeCompare(b)).map((a) => {
    const [x, y] = at[a], [w, h] = BOX;
    const d = `M${x},${y}L${x + w},${y}L${x + w},${y + h}L${x},${y + h}Z`;
    const classes = ["area", ocean(a) ? "ocean" : "land", ...(archways.has(a) ? ["archway"] : [])].join(" ");
    const stair = letter[a] ? ` data-stairwell="${letter[a]}"` : "";
    return `<path id="area-${slug(a)}" data-area="${a}" class="${classes}"${stair} d="${d}"/>`;
  });
  const H = height(layout);
  const titles = [["Upper Floor", conf.sides.upper, MARGIN[0]], ["Lower Floor", conf.sides.lower, MARGIN[0] + FLOOR_WIDTH]]
    .map(([t, s, x]) => `<text class="floor-title" x="${x}" y="24">${t} (${s})</text>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${H}" data-layout="${layout}">\n` +
    `<!-- Generated by tools/map/library.mjs from rules/engine/data/library-map.json. -->\n` +
    `<g class="titles">\n${titles.join("\n")}\n</g>\n` +
    `<g class="connectors">\n${lines.join("\n")}\n</g>\n<g class="areas">\n${paths.join("\n")}\n</g>\n</svg>\n`;
  // the label in the box's upper part, the Gate and the chips below it (a Stairwell's letter and an
  // Archway are told in the label by the client's area list; the box's classes carry them)
  const anchors = {};
  for (const a of names) {
    const [x, y] = at[a];
    anchors[a] = { label: [x + BOX[0] / 2, y + 14], gate: [x + 12, y + 40], chips: [x + 26, y + 30] };
  }
  writeFileSync(`${OUT}${layout}.svg`, svg);
  writeFileSync(`${OUT}${layout}.anchors.json`,
    JSON.stringify({ layout, width: WIDTH, height: H, areas: anchors }, null, 1) + "\n");
  console.log(layout, `${lines.length} connectors`);
}

mkdirSync(OUT, { recursive: true });
for (const layout of Object.keys(RULES.layouts)) build(layout);
