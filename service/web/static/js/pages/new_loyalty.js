// The create page's neutral content: the High Priests, the neutral Spellbooks, the supply of
// Independent Great Old Ones' Loyalty Cards (none, a first game's set, N at random, or the host's
// pick with each card's words) and of the Neutral Monster and Terror cards a faction may buy on its
// Ritual turn (none, N of a kind at random, or the host's pick, grouped by kind with each card's
// words and price), all from the content document; the server draws and checks.
import { h, clear } from "../dom.js";
import { t } from "../l10n.js";

let cards = [];
let bought = [];
// The kinds of card bought on a Ritual turn, as the content document names them, and their headings.
const BOUGHT_KINDS = [["neutral_monster", "new-kind-neutral-monster"], ["terror", "new-kind-terror"]];

// A name of the content document in the page's language (content.ftl), as the document gives it
// where the catalog lacks it; the cards' own words stay as the document gives them.
function named(id, fallback) {
  const text = t(id);
  return text === id ? fallback : text;
}
const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
const cardTitle = (card) => named(`loyalty-${card.name}`, card.title);

export function renderLoyalty(content) {
  cards = (content?.loyalty_cards || []).filter((c) => c.kind === "independent");
  bought = (content?.loyalty_cards || []).filter((c) => BOUGHT_KINDS.some(([kind]) => kind === c.kind));
  const box = document.getElementById("loyalty");
  if (!box) return;
  const books = (content?.neutral_spellbooks || []).map((b) => named(`neutral-spellbook-${slug(b.name)}`, b.name)).join(", ");
  clear(box, [
    h("label", { class: "choice" }, h("input", { type: "checkbox", name: "high_priests", id: "high-priests" }),
      ` ${t("new-high-priests")}`),
    h("label", { class: "choice" }, h("input", { type: "checkbox", name: "unique_high_priests", id: "unique-high-priests" }),
      ` ${t("new-unique-high-priests")}`),
    h("label", { class: "choice" }, h("input", { type: "checkbox", name: "neutral_spellbooks", id: "neutral-spellbooks" }),
      ` ${t("new-neutral-spellbooks", { books: books || t("new-none-known") })}`),
    cards.length ? supplyControls() : h("p", { class: "hint", text: t("new-no-independent") }),
    bought.length ? boughtControls() : null,
  ]);
}

function supplyControls() {
  const kinds = [["none", "new-supply-none"], ["first_game", "new-supply-first-game"],
    ["random", "new-supply-random"], ["pick", "new-supply-pick"]];
  return h("fieldset", { class: "supply" }, h("legend", { text: t("new-supply") }),
    ...kinds.map(([value, id]) => h("label", { class: "choice" },
      h("input", { type: "radio", name: "loyalty", value, checked: value === "none", onchange: supplyChanged }), ` ${t(id)}`)),
    h("div", { id: "loyalty-random", hidden: true },
      h("label", { for: "loyalty-count", text: t("new-how-many") }),
      h("input", { id: "loyalty-count", name: "loyalty_count", type: "number", min: "1", max: String(cards.length), value: "2", inputmode: "numeric" })),
    h("div", { id: "loyalty-pick", class: "cards", hidden: true }, cards.map(cardChoice)));
}

// The Neutral Monsters and Terrors in the supply: none, N of each kind at random, or the host's pick.
function boughtControls() {
  const kinds = BOUGHT_KINDS.filter(([kind]) => bought.some((c) => c.kind === kind));
  const modes = [["none", "new-bought-none"], ["random", "new-bought-random"], ["pick", "new-bought-pick"]];
  return h("fieldset", { class: "supply", id: "bought-supply" },
    h("legend", { text: t("new-bought") }),
    ...modes.map(([value, id]) => h("label", { class: "choice" },
      h("input", { type: "radio", name: "bought", value, checked: value === "none", onchange: supplyChanged }), ` ${t(id)}`)),
    h("div", { id: "bought-random", hidden: true }, kinds.map(([kind, title]) => {
      const count = bought.filter((c) => c.kind === kind).length;
      return h("p", {}, h("label", { for: `bought-count-${kind}`, text: t("new-bought-count", { kind: t(title), count }) }), " ",
        h("input", { id: `bought-count-${kind}`, name: `bought_count_${kind}`, type: "number", min: "0", max: String(count), value: "1", inputmode: "numeric" }));
    })),
    h("div", { id: "bought-pick", class: "bought-cards", hidden: true }, kinds.map(([kind, title]) =>
      h("section", { class: "card-kind", dataset: { kind } }, h("h4", { text: t("new-bought-each", { kind: t(title), price: priceText(bought.find((c) => c.kind === kind).price) }) }),
        bought.filter((c) => c.kind === kind).map(boughtChoice)))));
}

// What a card costs to buy, in words: "2 Doom", "2 Doom and 2 Power".
export function priceText(price) {
  if (!price) return "";
  return t("new-price", { doom: price.doom, power: price.power || 0 });
}

function boughtChoice(card) {
  const figures = card.units.map((u) => t("new-figures", { count: u.count, title: named(`unit-${u.name}`, u.title), cost: u.cost, combat: String(u.combat ?? card.combat) })).join("; ");
  return h("div", { class: "card-choice" },
    h("label", { class: "choice" }, h("input", { type: "checkbox", name: "bought_card", value: card.name }),
      ` ${t("new-buy", { title: cardTitle(card), price: priceText(card.price) })}`),
    h("p", { class: "hint", text: figures }),
    ...card.texts.map((t) => h("p", {}, h("strong", { text: `${named(`card-text-${slug(t.name)}`, t.name)}: ` }), t.text)),
    h("p", { class: "hint", text: `${card.pack ? `${card.pack}. ` : ""}${t(card.grade === "M" ? "new-source-uncertain" : "new-source", { source: card.source })}` }));
}

function cardChoice(card) {
  const words = card.texts.map((t) => h("p", {}, h("strong", { text: `${named(`card-text-${slug(t.name)}`, t.name)}: ` }), t.text));
  const facts = t(card.grade === "M" ? "new-awaken-uncertain" : "new-awaken", { cost: card.cost, combat: String(card.combat) });
  return h("div", { class: "card-choice" },
    h("label", { class: "choice" }, h("input", { type: "checkbox", name: "loyalty_card", value: card.name }), ` ${cardTitle(card)}`),
    h("details", {}, h("summary", { text: facts }), ...words,
      card.spellbook ? h("p", {}, h("strong", { text: t("new-spellbook") }),
        card.requirement ? t("new-earned-by", { spellbook: card.spellbook, requirement: card.requirement }) : card.spellbook) : null,
      h("p", { class: "hint", text: `${card.pack ? `${card.pack}. ` : ""}${t("new-source", { source: card.source })}` })));
}

function supplyChanged() {
  const kind = document.querySelector("input[name=loyalty]:checked")?.value;
  const show = (id, on) => { const el = document.getElementById(id); if (el) el.hidden = !on; };
  show("loyalty-random", kind === "random");
  show("loyalty-pick", kind === "pick");
  const mode = document.querySelector("input[name=bought]:checked")?.value;
  show("bought-random", mode === "random");
  show("bought-pick", mode === "pick");
}

// The request's fields for what the form says; nothing for what is left at its default. The
// supply is one value: a name list or a draw alone, or a list mixing picked names and draws.
export function chosenLoyalty(data) {
  const out = {};
  if (data.get("high_priests") === "on") out.high_priests = true;
  if (data.get("unique_high_priests") === "on") out.unique_high_priests = out.high_priests = true;
  if (data.get("neutral_spellbooks") === "on") out.neutral_spellbooks = true;
  const parts = [];
  const kind = data.get("loyalty");
  if (kind === "first_game") parts.push("first_game");
  if (kind === "random") parts.push({ random: Number(data.get("loyalty_count")) || 0 });
  if (kind === "pick") parts.push(...data.getAll("loyalty_card"));
  const mode = data.get("bought");
  if (mode === "pick") parts.push(...data.getAll("bought_card"));
  if (mode === "random") {
    for (const [k] of BOUGHT_KINDS) {
      const n = Number(data.get(`bought_count_${k}`)) || 0;
      if (n > 0) parts.push({ random: n, kind: k });
    }
  }
  const onlyIndependents = mode !== "pick" && mode !== "random";
  if (onlyIndependents && kind && kind !== "none") {
    out.loyalty_cards = kind === "pick" ? parts : parts[0];
  } else if (parts.length || kind === "pick") {
    out.loyalty_cards = parts;
  }
  return out;
}
