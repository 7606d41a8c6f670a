// The page's language: the reader's choice (kept in localStorage and in the `lang` cookie, which
// the API reads too), else the browser's, else English. Words come from the server's Fluent
// catalogs (/l10n/<version>/<lang>.ftl, the same files the API renders from; docs/i18n.md
// section 4): an element with data-l10n-id gets that message as its text (or as the attribute
// data-l10n-attr names), with the named arguments in data-l10n-args (JSON). A switch in the header changes the language in place.
import { FluentBundle, FluentResource } from "../vendor/fluent-bundle/index.js";

export const LANGUAGES = ["en", "de"];
const DEFAULT = "en";
const STORED = "cw.lang";
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const bundles = new Map();
let current = DEFAULT;

function supported(tag) {
  const primary = String(tag || "").toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.includes(primary) ? primary : null;
}

export function chosenLanguage() {
  let stored = null;
  try { stored = supported(localStorage.getItem(STORED)); } catch { /* storage may be off */ }
  if (stored) return stored;
  for (const tag of navigator.languages || [navigator.language]) {
    const lang = supported(tag);
    if (lang) return lang;
  }
  return DEFAULT;
}

async function bundle(lang) {
  if (!bundles.has(lang)) {
    bundles.set(lang, (async () => {
      const root = document.body.dataset.catalogRoot;
      const response = await fetch(`${root}${lang}.ftl`);
      if (!response.ok) throw new Error(`The ${lang} words could not be loaded (${response.status}).`);
      const made = new FluentBundle(lang, { useIsolating: false });
      const errors = made.addResource(new FluentResource(await response.text()));
      if (errors.length) throw errors[0];
      return made;
    })());
  }
  return bundles.get(lang);
}

function format(made, id, args) {
  const message = made && made.getMessage(id);
  if (!message || !message.value) return null;
  const errors = [];
  const text = made.formatPattern(message.value, args, errors);
  return errors.length ? null : text;
}

let ready = { [DEFAULT]: null };

// The message `id` with named `args` in the page's language (English where it lacks it).
export function t(id, args = {}) {
  return format(ready[current], id, args) ?? format(ready[DEFAULT], id, args) ?? id;
}

export function language() {
  return current;
}

// Words every marked element: its text, or the attribute data-l10n-attr names (an aria-label).
export function translate(root = document) {
  for (const el of root.querySelectorAll("[data-l10n-id]")) {
    const args = el.dataset.l10nArgs ? JSON.parse(el.dataset.l10nArgs) : {};
    const word = t(el.dataset.l10nId, args);
    if (el.dataset.l10nAttr) el.setAttribute(el.dataset.l10nAttr, word);
    else el.textContent = word;
  }
}

function remember(lang) {
  try { localStorage.setItem(STORED, lang); } catch { /* the cookie still carries it */ }
  document.cookie = `lang=${lang}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`;
}

// Switch to `lang`, remember it, and re-word the page; listeners of "l10n:change" re-render
// what they built.
export async function setLanguage(lang, { keep = true } = {}) {
  lang = supported(lang) || DEFAULT;
  const [mine, fallback] = await Promise.all([bundle(lang), bundle(DEFAULT)]);
  ready = { [DEFAULT]: fallback, [lang]: mine };
  current = lang;
  if (keep) remember(lang);
  document.documentElement.lang = lang;
  const picker = document.getElementById("lang-switch");
  if (picker) picker.value = lang;
  translate();
  document.dispatchEvent(new CustomEvent("l10n:change", { detail: { lang } }));
}

async function start() {
  const picker = document.getElementById("lang-switch");
  if (picker) picker.addEventListener("change", () => setLanguage(picker.value));
  await setLanguage(chosenLanguage());
  document.documentElement.dataset.l10n = current;
}

export const l10nReady = start();
