// Unit ids read as <faction short>.<unit type>.<n> (rules/CHOICES.md); the content document says
// which faction each short name belongs to and what each unit type is called.

export function factionByShort(content) {
  const map = {};
  for (const f of content?.factions || []) map[f.short] = f;
  return map;
}

// Units whose owner is not the faction their id names (a Loyalty Card's figures): the view's
// `owners`, learnt from the view on show.
let owners = {};

export function learnOwners(map) {
  owners = map || {};
}

export function describeUnit(content, unitId) {
  const [short, type] = String(unitId).split(".");
  const faction = factionByShort(content)[short];
  const card = faction ? null : (content?.loyalty_cards || []).find((c) => c.short === short);
  const spec = (faction || card)?.units.find((u) => u.name === type);
  return {
    faction: unitId in owners ? owners[unitId] || "" : faction?.name || short, type,
    title: spec?.title || type.replace(/_/g, " "),
    kind: spec?.kind || "unit",
    glyph: spec?.glyph || null,
    card: card?.name || null,
    cardKind: card?.kind || null,
  };
}

// {faction: {type: count}} for a list of unit ids
export function countUnits(content, ids) {
  const counts = {};
  for (const id of ids) {
    const unit = describeUnit(content, id);
    counts[unit.faction] ??= {};
    counts[unit.faction][unit.title] = (counts[unit.faction][unit.title] || 0) + 1;
  }
  return counts;
}

export function countText(byType) {
  return Object.entries(byType).map(([title, n]) => `${n} ${n > 1 ? plural(title) : title}`).join(", ");
}

// Unit names whose plural is the name itself, as the rulebooks print them ("3 Byakhee").
const SAME_PLURAL = /([Ss]pawn|Young|Undead|Byakhee|Reanimated|Gnoph-Keh)$| of | from /;

export function plural(title) {
  if (SAME_PLURAL.test(title)) return title;
  if (/Man$/.test(title)) return `${title.slice(0, -3)}Men`;  // Serpent Men, Un-Men
  return `${title}s`;
}
