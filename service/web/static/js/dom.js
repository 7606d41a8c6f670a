// Small DOM helpers: elements are built with properties and text nodes, never from HTML strings.

export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "text") el.textContent = value;
    else if (key in el && !key.startsWith("aria") && key !== "role") el[key] = value;
    else el.setAttribute(key, value === true ? "" : value);
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

export function clear(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

export function announce(text) {
  const status = document.getElementById("status");
  if (!status) return;
  status.textContent = "";
  // A fresh text node after a tick makes screen readers announce a repeated message too.
  requestAnimationFrame(() => { status.textContent = text; });
}

// Each faction's letter (beside its colour, so no faction is told by colour alone) and name. The
// game page adds the titles of the content document (learnFactions), so a faction this table does
// not know still reads by its own name; pages without the document fall back on this table.
export const FACTION_LOOK = {
  great_cthulhu: { letter: "C", name: "Great Cthulhu" },
  crawling_chaos: { letter: "N", name: "Crawling Chaos" },
  black_goat: { letter: "B", name: "Black Goat" },
  yellow_sign: { letter: "Y", name: "Yellow Sign" },
  sleeper: { letter: "S", name: "Sleeper" },
  opener_of_the_way: { letter: "O", name: "Opener of the Way" },
  windwalker: { letter: "W", name: "Windwalker" },
  ancients: { letter: "A", name: "The Ancients" },
};

// Take each faction's title from the content document; a faction without a letter gets the first
// letter of its title that no other faction uses.
export function learnFactions(content) {
  for (const f of content?.factions || []) {
    const known = FACTION_LOOK[f.name];
    FACTION_LOOK[f.name] = { letter: known?.letter || freeLetter(f.title || f.name), name: f.title || known?.name };
  }
}

function freeLetter(title) {
  const taken = new Set(Object.values(FACTION_LOOK).map((look) => look.letter));
  const letters = String(title).toUpperCase().replace(/[^A-Z]/g, "");
  return [...letters].find((c) => !taken.has(c)) || letters.slice(0, 1) || "?";
}

export function factionName(faction) {
  return FACTION_LOOK[faction]?.name || String(faction).replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

export function factionLetter(faction) {
  return FACTION_LOOK[faction]?.letter || String(faction).slice(0, 1).toUpperCase();
}

export function humanise(name) {
  return String(name).replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}
