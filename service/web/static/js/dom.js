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

// Factions are named and lettered from the content document (factions.js).
export { factionName, factionLetter, learnFactions, humanise } from "./factions.js";
