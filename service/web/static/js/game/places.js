// Where things are: which Area a unit stands in, and which Areas an option names. Which fields of a
// choice name a unit or an Area is read from the content document's vocabulary of choices.

import { t } from "../l10n.js";

export function unitArea(state, unitId) {
  const units = state.view?.state?.map?.units || {};
  for (const [area, ids] of Object.entries(units)) if (ids.includes(unitId)) return area;
  return null;
}

// The declared fields of `choice` ({field: type}), or {} for a kind the content document lacks.
export function fieldsOf(content, choice) {
  const vocabulary = content?.choices;
  if (!vocabulary) return {};
  if (choice.act === "ability") return vocabulary.abilities?.[choice.ability] || {};
  if (choice.act === "answer") return vocabulary.answers?.[choice.ability] || {};
  return vocabulary.acts?.[choice.act] || {};
}

// The fields of `choice` whose type is `kind` ("area", "unit"; a nullable "area?" counts).
export function fieldsTyped(content, choice, kind) {
  return Object.entries(fieldsOf(content, choice))
    .filter(([, type]) => type === kind || type === `${kind}?`).map(([key]) => key);
}

export function areasOf(option, state) {
  const c = option.choice;
  const found = new Set();
  for (const key of fieldsTyped(state.content, c, "area")) if (typeof c[key] === "string") found.add(c[key]);
  const units = fieldsTyped(state.content, c, "unit").map((key) => c[key])
    .concat(...fieldsTyped(state.content, c, "units").map((key) => c[key] || []));
  for (const unit of units) {
    const area = typeof unit === "string" ? unitArea(state, unit) : null;
    if (area) found.add(area);
  }
  return found;
}

// Whether an option names the Area, by its typed fields alone (never by reading its label).
export function optionMentions(option, area, state) {
  return areasOf(option, state).has(area);
}

// An Area by its name in the page's language (content.ftl's `area-<slug>`), else as given.
export function areaWord(name) {
  return contentWord("area", name);
}

// A name of the content document (an Area, a Spellbook, an ability) in the page's language: the
// catalog's `<kind>-<slug>` of its English name (content.ftl), else the name as given.
export function contentWord(kind, name) {
  if (!name) return name;
  const id = `${kind}-${String(name).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;
  const word = t(id);
  return word && word !== id ? word : name;
}
