// Hand-set moves of the generated map's anchors. tools/map places an Area's Gate and chips beside its
// label point unless tools/map/areas.mjs sets them (it does only for the 6-player sides), so on the
// maps with the 5-player west (5p, 4p_east3_west5) a full block of chips in North America West
// covered the name of North America East, and South America West's that of South America East. Each move [dx, dy] (map units) keeps the block inside its own Area;
// it lives beside the client so tuning a placement never needs the map rebuilt.
const WEST5 = {
  "North America West": [-43, 17],
  "South America West": [-30, -5],
};
const MOVES = { "5p": WEST5, "4p_east3_west5": WEST5 };

// The anchors the page draws an Area's marks at: the generated ones, moved where a move is set.
export function placed(layout, area, spot) {
  const [dx, dy] = MOVES[layout]?.[area] || [0, 0];
  if (!spot || (!dx && !dy)) return spot;
  const by = ([x, y]) => [x + dx, y + dy];
  return { ...spot, gate: by(spot.gate), chips: by(spot.chips) };
}
