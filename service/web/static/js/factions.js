// Each faction's letter, colour and title as the content document (GET /v1/content) gives them: the
// pages keep no table of their own. Learning them installs one style rule per faction (`.f-<name>`
// sets --fc, its colour, and --fc-ink, the ink readable on it) for badges, pieces, Gates and edges.
import { api } from "./api.js";
import { t } from "./l10n.js";

const known = new Map();  // faction name -> {letter, title, colour, ink}
let sheet = null;

export function learnFactions(content) {
  for (const f of content?.factions || []) {
    known.set(f.name, { letter: f.letter, title: f.title, colour: f.colour, ink: f.ink });
    colourRule(f);
  }
}

// The content document (returned, null when it cannot be read), its factions' looks learnt; a page
// that cannot read it names factions by their humanised names and draws them in the neutral colour.
export async function loadFactions() {
  try {
    const content = await api("GET", "/v1/content");
    learnFactions(content);
    return content;
  } catch (err) {
    console.warn("the content document could not be read", err);
    return null;
  }
}

function colourRule(faction) {
  if (!faction.colour) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  const rule = sheet.cssRules[sheet.insertRule(`.f-${CSS.escape(faction.name)} {}`, sheet.cssRules.length)];
  rule.style.setProperty("--fc", faction.colour);
  rule.style.setProperty("--fc-ink", faction.ink || "#fff");
}

// In the page's language: the catalog's name for the faction's id (locales/<lang>/content.ftl),
// else the content document's title (also while the catalog is still loading).
export function factionName(faction) {
  const id = `faction-${faction}`;
  const word = t(id);
  return (word !== id && word) || known.get(faction)?.title || humanise(faction);
}

export function factionLetter(faction) {
  return known.get(faction)?.letter || String(faction).slice(0, 1).toUpperCase();
}

export function humanise(name) {
  return String(name).replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}
