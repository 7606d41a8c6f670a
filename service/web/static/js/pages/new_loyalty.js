// The create page's neutral content: the High Priests, the neutral Spellbooks and the supply of
// Independent Great Old Ones' Loyalty Cards (none, a first game's set, N at random, or the host's
// pick with each card's words), all from the content document; the server draws and checks.
import { h, clear } from "../dom.js";

let cards = [];

export function renderLoyalty(content) {
  cards = (content?.loyalty_cards || []).filter((c) => c.kind === "independent");
  const box = document.getElementById("loyalty");
  if (!box) return;
  const books = (content?.neutral_spellbooks || []).map((b) => b.name).join(", ");
  clear(box, [
    h("label", { class: "choice" }, h("input", { type: "checkbox", name: "high_priests", id: "high-priests" }),
      " High Priests: each faction may Recruit its High Priest (3 Power) and sacrifice it at any time for 2 Power"),
    h("label", { class: "choice" }, h("input", { type: "checkbox", name: "unique_high_priests", id: "unique-high-priests" }),
      " Unique High Priests (with the High Priests): Recruiting its High Priest, a faction may pick one of eight named ones instead, each for one faction only"),
    h("label", { class: "choice" }, h("input", { type: "checkbox", name: "neutral_spellbooks", id: "neutral-spellbooks" }),
      ` Neutral Spellbooks (${books || "none known"}): may be taken instead of one of a faction's own`),
    cards.length ? supplyControls() : h("p", { class: "hint", text: "No Independent Great Old One is available yet." }),
  ]);
}

function supplyControls() {
  const kinds = [["none", "No Independent Great Old Ones"], ["first_game", "A first game's set: as many as there are players less one, drawn at random"],
    ["random", "A number drawn at random"], ["pick", "The ones I pick"]];
  return h("fieldset", { class: "supply" }, h("legend", { text: "Independent Great Old Ones (Loyalty Cards in the supply)" }),
    ...kinds.map(([value, text]) => h("label", { class: "choice" },
      h("input", { type: "radio", name: "loyalty", value, checked: value === "none", onchange: supplyChanged }), ` ${text}`)),
    h("div", { id: "loyalty-random", hidden: true },
      h("label", { for: "loyalty-count", text: "How many" }),
      h("input", { id: "loyalty-count", name: "loyalty_count", type: "number", min: "1", max: String(cards.length), value: "2", inputmode: "numeric" })),
    h("div", { id: "loyalty-pick", class: "cards", hidden: true }, cards.map(cardChoice)));
}

function cardChoice(card) {
  const words = card.texts.map((t) => h("p", {}, h("strong", { text: `${t.name}: ` }), t.text));
  const facts = `Awaken ${card.cost} Power · Combat ${card.combat}${card.grade === "M" ? " · some numbers less certain" : ""}`;
  return h("div", { class: "card-choice" },
    h("label", { class: "choice" }, h("input", { type: "checkbox", name: "loyalty_card", value: card.name }), ` ${card.title}`),
    h("details", {}, h("summary", { text: facts }), ...words,
      card.spellbook ? h("p", {}, h("strong", { text: "Spellbook: " }), `${card.spellbook}${card.requirement ? ` (earned by: ${card.requirement})` : ""}`) : null,
      h("p", { class: "hint", text: `${card.pack ? `${card.pack}. ` : ""}Source: ${card.source}` })));
}

function supplyChanged() {
  const kind = document.querySelector("input[name=loyalty]:checked")?.value;
  document.getElementById("loyalty-random").hidden = kind !== "random";
  document.getElementById("loyalty-pick").hidden = kind !== "pick";
}

// The request's fields for what the form says; nothing for what is left at its default.
export function chosenLoyalty(data) {
  const out = {};
  if (data.get("high_priests") === "on") out.high_priests = true;
  if (data.get("unique_high_priests") === "on") out.unique_high_priests = out.high_priests = true;
  if (data.get("neutral_spellbooks") === "on") out.neutral_spellbooks = true;
  const kind = data.get("loyalty");
  if (kind === "first_game") out.loyalty_cards = "first_game";
  if (kind === "random") out.loyalty_cards = { random: Number(data.get("loyalty_count")) || 0 };
  if (kind === "pick") out.loyalty_cards = data.getAll("loyalty_card");
  return out;
}
