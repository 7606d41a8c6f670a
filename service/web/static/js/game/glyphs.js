// The simple shapes units are drawn as on the map, by the glyph name the content document gives each
// unit type (units[].glyph): a Cultist a pawn, each Monster type of a faction its own polygon, a
// Great Old One a larger star, crown or crescent moon, a Loyalty Card's figure an eye, a mitre, a claw (a Neutral
// Monster) or a hexagon (a Terror). A name this page does not know is drawn as a circle, so a new
// kind of unit still shows. Each shape is centred on 0,0, about 10 map units across (a Great Old
// One's about 14); `width` is the room a shape takes in a row.

function star(points, outer, inner) {
  const corners = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI * i) / points - Math.PI / 2;
    corners.push(`${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${corners.join("L")}Z`;
}

const SHAPES = {
  pawn: { d: "M-3.8 5L-1.7 .9A2.8 2.8 0 1 1 1.7 .9L3.8 5Z", width: 9 },
  triangle: { d: "M0-5L5.2 4.4H-5.2Z", width: 11 },
  square: { d: "M-4.3-4.3H4.3V4.3H-4.3Z", width: 10 },
  diamond: { d: "M0-5.6L4.8 0L0 5.6L-4.8 0Z", width: 10 },
  pentagon: { d: "M0-5.2L5-1.6L3.1 4.3H-3.1L-5-1.6Z", width: 11 },
  hexagon: { d: "M-2.7-4.7H2.7L5.4 0L2.7 4.7H-2.7L-5.4 0Z", width: 11 },
  star: { d: star(5, 7.2, 3), width: 15 },
  crown: { d: "M-6.5 5V-4L-3.3-.6L0-6L3.3-.6L6.5-4V5Z", width: 14 },
  moon: { d: "M1.5-6.8A6.8 6.8 0 1 0 1.5 6.8A5.4 5.4 0 1 1 1.5-6.8Z", width: 14 },
  sun: { d: star(8, 7, 4.4), width: 15 },
  tower: { d: "M-3.6 5V-2.6H-4.8V-5.6H4.8V-2.6H3.6V5Z", width: 10 },
  // Loyalty Cards' figures: an Independent Great Old One an eye, a High Priest a mitre.
  eye: { d: "M-7 0Q0-7.5 7 0Q0 7.5-7 0ZM-2.4 0A2.4 2.4 0 1 0 2.4 0A2.4 2.4 0 1 0-2.4 0Z", width: 15 },
  mitre: { d: "M-3.8 5V-1.8L0-5.8L3.8-1.8V5Z", width: 9 },
  // A Neutral Monster (a bought card's figure): three curved talons, unlike any faction Monster's polygon.
  claw: { d: "M-4.6 5C-5 1-4.4-2.4-2.6-5.4C-2.8-2.4-2.2 0-1 1.6C-.8-1.6 0-4.2 1.4-5.8C1-2.8 1.2-.2 2 1.6C2.6-.6 3.6-2.6 5-3.6C4.4-.6 4.4 2.4 4.6 5Z", width: 11 },
};
const FALLBACK = { d: "M-4.6 0A4.6 4.6 0 1 0 4.6 0A4.6 4.6 0 1 0-4.6 0Z", width: 10 };

export function glyphShape(name) {
  return SHAPES[name] || FALLBACK;
}

export function knownGlyph(name) {
  return name in SHAPES;
}
