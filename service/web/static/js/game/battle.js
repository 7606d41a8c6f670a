// The battle card while a Battle is under way: who attacks whom where, the step, both sides (yours
// at the bottom) with units and Combat, the dice faces, what is still to assign, and the
// assignment and Retreat options as buttons on the units themselves.
import { h, clear, factionName } from "../dom.js";
import { describeUnit } from "./units.js";
import { fieldsTyped } from "./places.js";
import { optionButton } from "./decision.js";

const UNIT_ACTS = new Set(["assign", "retreat", "retreat_eliminate"]);
const RESULT_WORDS = { kill: "Kill", pain: "Pain", elimination: "Elimination" };  // the rulebook's capitals

let shown = null;

export function renderBattle(state, actions) {
  const inputs = [state.travelView || state.view, state.options, state.busy, state.travel, state.content];
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
    h("h2", { text: `Battle in ${battle.area}: ${factionName(battle.attacker)} attacks ${factionName(battle.defender)}` }),
    h("p", { class: "step", text: `Step: ${String(battle.step || "").replace(/_/g, " ")}` }),
    waiting(battle.suspended),
    sides.map((f) => side(f, battle, state, options, actions)));
}

// A Battle fought first (e.g. Energy Nexus) keeps the declared one waiting: say which.
function waiting(declared) {
  if (!declared) return null;
  return h("p", { class: "waits", text: `Fought first: ${factionName(declared.attacker)}'s Battle against `
    + `${factionName(declared.defender)} here waits until this one is over.` });
}

function side(faction, battle, state, options, actions) {
  const info = battle.sides?.[faction] || { units: [], faces: [], to_assign: {} };
  const todo = Object.entries(info.to_assign || {}).filter(([, n]) => n > 0).map(([k, n]) => `${n} ${RESULT_WORDS[k] || k}${n > 1 ? "s" : ""}`);
  return h("section", { class: `side f-${faction}`, "aria-label": `${factionName(faction)} in the Battle` },
    h("h3", { text: `${factionName(faction)} · Combat ${info.combat ?? "?"}` }),
    h("ul", { class: "battle-units" }, info.units.map((u) => unitItem(u, battle, state, options, actions))),
    h("p", { class: "dice", text: info.faces?.length ? `Dice: ${info.faces.map(face).join(" ")}` : "No dice rolled yet." }),
    todo.length ? h("p", { class: "results", text: `Still to assign: ${todo.join(", ")}` }) : null);
}

function face(n) {
  return n === 6 ? "6 (Kill)" : n >= 4 ? `${n} (Pain)` : String(n);
}

function unitItem(unit, battle, state, options, actions) {
  const taken = (battle.results?.[unit] || []).join(", ");
  const mine = options.filter((o) => fieldsTyped(state.content, o.choice, "unit").some((key) => o.choice[key] === unit));
  return h("li", { dataset: { unit } }, describeUnit(state.content, unit).title,
    taken ? h("span", { class: "taken", text: ` (${taken})` }) : null,
    mine.length ? h("span", { class: "unit-options" }, mine.map((o) => optionButton(o, state, actions))) : null);
}
