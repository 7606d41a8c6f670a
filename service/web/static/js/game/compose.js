// A Move or a Retreat composed on the map: pick a unit (by its Area on the map, or from a list grouped
// by Area), see the Areas the server offers it lit with their cost, click one. Every step picks among
// the server's options by their choice fields; the page never builds a choice (docs/architecture.md
// section 8).
// When the options offer one unit only (a Retreat of one Pained unit), it is picked already.
import { h } from "../dom.js";
import { fieldsTyped, unitArea, areaWord } from "./places.js";
import { describeUnit } from "./units.js";
import { t } from "../l10n.js";

const COMPOSED = new Set(["move", "retreat"]);  // the acts that take one unit to one Area

// The fields of a composed act's choice that name the unit and its destination, as the content
// document's vocabulary of choices types them (one `unit`, one `area`); null when it declares no such pair.
function pairFields(content, act) {
  const choice = { act };
  const [unit, ...moreUnits] = fieldsTyped(content, choice, "unit");
  const [to, ...moreAreas] = fieldsTyped(content, choice, "area");
  return unit && to && !moreUnits.length && !moreAreas.length ? { unit, to } : null;
}

// {unit, to} of a Move or Retreat option (read by the vocabulary's field names), or null.
export function moveOf(option, content) {
  const fields = COMPOSED.has(option.choice.act) ? pairFields(content, option.choice.act) : null;
  if (!fields) return null;
  const unit = option.choice[fields.unit], to = option.choice[fields.to];
  return typeof unit === "string" && typeof to === "string" ? { unit, to } : null;
}

export const isMove = (content) => (option) => moveOf(option, content) !== null;

// The unit being moved, while the current options still offer it a destination; the only one
// offered when there is one.
export function movingUnit(state, options = state.options || []) {
  const offered = new Set(options.map((o) => moveOf(o, state.content)?.unit).filter(Boolean));
  if (offered.size === 1) return [...offered][0];
  const unit = state.selectedUnit;
  return unit && offered.has(unit) ? unit : null;
}

// {area: the option moving the selected unit there}, for the Areas to light on the map.
export function destinations(state, options = state.options || []) {
  const unit = movingUnit(state, options);
  const out = new Map();
  if (!unit) return out;
  for (const o of options) {
    const move = moveOf(o, state.content);
    if (move?.unit === unit) out.set(move.to, o);
  }
  return out;
}

// What a destination costs, in the server's words: the label's closing "(1 Power)".
export function costOf(option) {
  return option.label.match(/\(([^()]*)\)\s*$/)?.[1] || "";
}

// The units the options offer to move, by the Area each stands in (the map's order of Areas).
export function movableByArea(state, options) {
  const byArea = new Map();
  for (const o of options) {
    const unit = moveOf(o, state.content)?.unit;
    if (!unit) continue;
    const area = unitArea(state, unit) || "?";
    if (!byArea.has(area)) byArea.set(area, []);
    if (!byArea.get(area).includes(unit)) byArea.get(area).push(unit);
  }
  return byArea;
}

// A unit as the list names it: its title, and "on the Gate" for the one that holds the Area's Gate
// (the one thing that sets a unit apart from a look-alike the options offer beside it).
function unitName(state, unit, area) {
  const title = describeUnit(state.content, unit).title;
  return state.view?.state?.map?.gates?.[area] === unit ? t("game-unit-on-gate", { unit: title }) : title;
}

// The composer in the decision panel: the units by Area, then the chosen unit's destinations as the
// server's own option buttons (so the keyboard finishes a Move here as well as on the map).
export function composer(state, moves, actions, optionButton) {
  const unit = movingUnit(state, moves);
  const act = moves[0].choice.act;
  const parts = [h("h3", { text: t("game-compose-title", { act }) })];
  if (unit) {
    const from = unitArea(state, unit);
    const name = unitName(state, unit, from);
    parts.push(h("p", { class: "hint", id: "move-step", text: t("game-compose-moving", { act, unit: name, area: areaWord(from) }) }));
    const offered = moves.filter((o) => moveOf(o, state.content)?.unit === unit);
    const others = [...movableByArea(state, moves).values()].flat().length > 1;
    parts.push(h("div", { class: "buttons" }, offered.map((o) => optionButton(o, state, actions)),
      others ? h("button", { type: "button", class: "secondary", text: t("game-compose-other"), onclick: () => actions.selectUnit(null) }) : null));
    return h("div", { class: "group compose", dataset: { act } }, parts);
  }
  let byArea = movableByArea(state, moves);
  if (state.filterArea && byArea.has(state.filterArea)) byArea = new Map([[state.filterArea, byArea.get(state.filterArea)]]);
  parts.push(h("p", { class: "hint", id: "move-step", text: t("game-compose-pick") }));
  for (const [area, units] of byArea) {
    parts.push(h("div", { class: "unit-row" }, h("span", { class: "unit-area", text: `${areaWord(area)}:` }),
      units.map((u) => {
        const name = unitName(state, u, area);
        return h("button", { type: "button", class: "unit-pick", text: name, dataset: { unit: u },
          "aria-label": t("game-compose-unit", { unit: name, area: areaWord(area) }), disabled: state.busy || !state.token,
          onclick: () => pickUnit(u, actions) });
      })));
  }
  return h("div", { class: "group compose", dataset: { act } }, parts);
}

// On a phone the map is its own tab: picking a unit brings the map forward, destinations lit.
// Elsewhere the focus goes to the unit's first destination in the panel (the redraw is synchronous),
// so a keyboard player goes on from where they were.
function pickUnit(unit, actions) {
  actions.selectUnit(unit);
  if (matchMedia("(max-width: 800px)").matches) document.querySelector('.tabs button[data-tab="map"]')?.click();
  else document.querySelector("#options .compose button.option")?.focus();
}
