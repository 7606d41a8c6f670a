// Unit ids read as <faction short>.<unit type>.<n> (rules/CHOICES.md); the content document says
// which faction each short name belongs to; each unit type is called by its name in the page's
// language (content.ftl's `unit-<type>`), else as the content document titles it.
import { FluentBundle, FluentResource } from "../../vendor/fluent-bundle/index.js";
import { t, language } from "../l10n.js";

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
    title: unitTitle(type, spec?.title || type.replace(/_/g, " ")),
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

// A unit type's name in the page's language; remembered, so that a count of it finds its plural.
const typeOf = new Map();  // name as shown -> unit type

export function unitWord(type, fallback) {
  const id = `unit-${type}`;
  const word = t(id);
  return word && word !== id ? word : fallback;
}

function unitTitle(type, fallback) {
  const id = `unit-${type}`;
  const word = t(id);
  const title = word && word !== id ? word : fallback;
  typeOf.set(title, type);
  return title;
}

// "3 Acolytes": a count of one unit type, its name in the page's language (the catalog's plural
// form of the name where the language is not English; English keeps the rulebooks' plurals below).
export function unitCount(title, n) {
  return t("game-unit-count", { count: n, unit: title, units: pluralIn(title) });
}

export function countText(byType) {
  return Object.entries(byType).map(([title, n]) => unitCount(title, n)).join(", ");
}

// The plural forms of unit names (content.ftl's `.plural` of `unit-<type>`) for a language other
// than English, read from the same catalog the page words itself with (the browser keeps it).
const plurals = new Map();  // lang -> {type: plural}

export async function learnPlurals(lang = language()) {
  if (lang === "en" || plurals.has(lang)) return;
  try {
    const response = await fetch(`${document.body.dataset.catalogRoot}${lang}.ftl`);
    if (!response.ok) throw new Error(String(response.status));
    const bundle = new FluentBundle(lang, { useIsolating: false });
    const resource = new FluentResource(await response.text());
    bundle.addResource(resource);
    const found = {};
    for (const { id } of resource.body) {
      const message = id.startsWith("unit-") ? bundle.getMessage(id) : null;
      if (message?.attributes?.plural) found[id.slice(5)] = bundle.formatPattern(message.attributes.plural);
    }
    plurals.set(lang, found);
  } catch (err) {
    console.warn("the plural names of units could not be read", err);
  }
}

function pluralIn(title) {
  const lang = language();
  if (lang === "en") return plural(title);
  return plurals.get(lang)?.[typeOf.get(title)] || title;
}

// Unit names whose plural is the name itself, as the rulebooks print them ("3 Byakhee").
const SAME_PLURAL = /([Ss]pawn|Young|Undead|Byakhee|Reanimated|Gnoph-Keh)$| of | from /;

export function plural(title) {
  if (SAME_PLURAL.test(title)) return title;
  if (/Man$/.test(title)) return `${title.slice(0, -3)}Men`;  // Serpent Men, Un-Men
  return `${title}s`;
}
