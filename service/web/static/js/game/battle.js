// The battle card while a Battle is under way: who attacks whom where, the step, both sides (yours
// at the bottom) with units and Combat, the dice faces, what is still to assign, and the
// assignment and Retreat options as buttons on the units themselves.
import { h, clear, factionName } from "../dom.js";
import { describeUnit } from "./units.js";
import { fieldsTyped } from "./places.js";
import { optionButton } from "./decision.js";
import { areaWord } from "./places.js";
import { t } from "../l10n.js";

const UNIT_ACTS = new Set(["assign", "retreat", "retreat_eliminate"]);

let shown = null;

export function renderBattle(state, actions) {
  const inputs = [state.travelView || state.view, state.options, state.busy, state.travel, state.content, state.lang];
  if (shown && inputs.every((value, i) => value === shown[i])) return;
  shown = inputs;
  const view = state.travelView || state.view;
  const battle = view?.state?.battle;
  const card = document.getElementById("battle");
  if (!battle || !state.content) { card.hidden = true; clear(card); return; }
  card.hidden = false;
  const me = Object.keys(view.state.factions).find((f) => view.state.factions[f].seat === view.you);
  let sides = [battle.attacker, battle.defender];
  if (me && sides[0] === me) sides = [sides[1], sides[0]];  // your side at the bottom
  const options = state.travel === null ? state.options.filter((o) => UNIT_ACTS.has(o.choice.act)) : [];
  clear(card,
    h("h2", { text: t("game-battle-heading", { area: areaWord(battle.area), attacker: factionName(battle.attacker), defender: factionName(battle.defender) }) }),
    h("p", { class: "step", text: t("game-battle-step", { step: String(battle.step || ""), name: String(battle.step || "").replace(/_/g, " ") }) }),
    waiting(battle.suspended),
    sides.map((f) => side(f, battle, state, options, actions)));
}

// A Battle fought first (e.g. Energy Nexus) keeps the declared one waiting: say which.
function waiting(declared) {
  if (!declared) return null;
  return h("p", { class: "waits", text: t("game-battle-waits", { attacker: factionName(declared.attacker), defender: factionName(declared.defender) }) });
}

function side(faction, battle, state, options, actions) {
  const info = battle.sides?.[faction] || { units: [], faces: [], to_assign: {} };
  const todo = Object.entries(info.to_assign || {}).filter(([, n]) => n > 0).map(([k, n]) => t("game-battle-result", { result: k, count: n }));
  return h("section", { class: `side f-${faction}`, "aria-label": t("game-battle-side", { faction: factionName(faction) }) },
    h("h3", { text: t("game-battle-combat", { faction: factionName(faction), combat: info.combat ?? "?" }) }),
    h("ul", { class: "battle-units" }, info.units.map((u) => unitItem(u, battle, state, options, actions))),
    h("p", { class: "dice", text: info.faces?.length ? t("game-battle-dice", { faces: info.faces.map(face).join(" ") }) : t("game-battle-no-dice") }),
    todo.length ? h("p", { class: "results", text: t("game-battle-to-assign", { results: todo.join(", ") }) }) : null);
}

function face(n) {
  return n >= 4 ? t("game-battle-face", { face: n, result: n === 6 ? "kill" : "pain" }) : String(n);
}

function unitItem(unit, battle, state, options, actions) {
  const taken = (battle.results?.[unit] || []).map((result) => t("game-battle-taken", { result: String(result) })).join(", ");
  const mine = options.filter((o) => fieldsTyped(state.content, o.choice, "unit").some((key) => o.choice[key] === unit));
  return h("li", { dataset: { unit } }, describeUnit(state.content, unit).title,
    taken ? h("span", { class: "taken", text: ` (${taken})` }) : null,
    mine.length ? h("span", { class: "unit-options" }, mine.map((o) => optionButton(o, state, actions))) : null);
}
