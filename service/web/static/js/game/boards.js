// Faction boards in turn order: Power, Doom, Elder Signs (values on your own board only), Gates,
// the six Spellbook slots with earned books and unmet requirement texts, units, public faction
// data (Cathedrals, Hibernation, ...), the seat's player; above them, the Ritual track.
import { h, clear, factionName, factionLetter, humanise } from "../dom.js";
import { describeUnit, countText, unitWord } from "./units.js";
import { seatClock } from "./clock.js";
import { elderSignsText } from "./replay.js";
import { t } from "../l10n.js";
import { areaWord, contentWord } from "./places.js";

let shown = null;

export function renderBoards(state, actions) {
  const inputs = [state.travelView || state.view, state.content, state.viewpoint, state.events, state.ratings, state.lang];
  if (shown && inputs.every((value, i) => value === shown[i])) return;
  shown = inputs;
  const view = state.travelView || state.view;
  const board = view?.state;
  const box = document.getElementById("factions");
  if (!board || !state.content) {
    clear(box, seatsList(view, state, actions));
    return;
  }
  clear(box, ritualTrack(board.ritual), neutralContent(board, state),
    Object.keys(board.factions).map((f) => factionBoard(f, board, view, state)));
}

// The Ritual of Annihilation track of this many seats, the space of the next Ritual marked.
function ritualTrack(ritual) {
  if (!ritual?.track?.length) return null;
  const { index, track } = ritual;
  const next = index < track.length ? t("game-ritual-next", { cost: track[index] }) : t("game-ritual-end");
  return h("section", { class: "ritual", "aria-labelledby": "ritual-h" },
    h("h3", { id: "ritual-h", text: t("game-ritual-heading", { next }) }),
    h("ol", { class: "ritual-track", "aria-label": t("game-ritual-track") }, track.map((cost, i) =>
      h("li", { class: i === index ? "here" : null, "aria-current": i === index ? "step" : null, text: String(cost) }))));
}

function seatsList(view, state, actions) {
  if (!view) return null;
  const canSeatBots = state.host && view.status === "open" && state.content?.bots?.length;
  return h("ul", { class: "seat-list" }, view.seats.map((s) =>
    h("li", { dataset: { seat: s.seat } },
      `${factionName(s.faction)}: ${s.status === "open" ? t("game-seat-open") : s.bot ? t("game-bot", { level: s.bot }) : s.name || t("game-seat-claimed")}`,
      canSeatBots && s.status === "open" ? botPicker(s, state.content.bots, actions) : null)));
}

// Host only, in the lobby: give an open seat to a bot of the chosen level.
function botPicker(seat, levels, actions) {
  const id = `bot-${seat.seat}`;
  const select = h("select", { id }, levels.map((b) => h("option", { value: b.name, text: t("game-bot", { level: b.name }), title: b.explanation })));
  return h("span", { class: "bot-picker" }, " ",
    h("label", { for: id, class: "visually-hidden", text: t("game-bot-level", { seat: seat.seat }) }), select, " ",
    h("button", { type: "button", class: "secondary", text: t("game-bot-give"),
      "aria-label": t("game-bot-give-seat", { seat: seat.seat }), onclick: () => actions.handToBot(seat.seat, select.value) }));
}

function factionBoard(faction, board, view, state) {
  const f = board.factions[faction];
  const spec = state.content.factions.find((x) => x.name === faction);
  const seat = view.seats.find((s) => s.seat === f.seat);
  // A Gate in an Area the faction brings (the content document's own_area) is always its own.
  const gates = Object.values(board.map.gates || {}).filter((u) => u && describeUnit(state.content, u).faction === faction).length
    + (spec?.own_area?.gate ? 1 : 0);
  const onMap = Object.values(board.map.units).flat().filter((u) => describeUnit(state.content, u).faction === faction);
  const pool = board.pools[faction] || [];
  const mine = view.you === f.seat;
  const signs = elderSignsText(state, view, f, faction);
  const pendingHere = (view.pending || []).some((p) => p.faction === faction);
  return h("section", { class: `board f-${faction}${mine ? " mine" : ""}${pendingHere ? " to-move" : ""}`, role: "region", "aria-label": factionName(faction) },
    h("h3", {}, h("span", { class: `badge f-${faction}`, text: factionLetter(faction), "aria-hidden": "true" }), " ", factionName(faction),
      h("span", { class: "who", text: ` · ${seat?.bot ? t("game-bot", { level: seat.bot }) : seat?.name || f.seat}${ratingText(state.ratings?.[f.seat])}${mine ? t("game-board-you") : ""}${pendingHere ? t("game-board-to-move") : ""}` })),
    h("dl", { class: "stats" },
      stat(t("game-stat-power"), f.power), stat(t("game-stat-doom"), f.doom), stat(t("game-stat-elder-signs"), signs), stat(t("game-stat-gates"), gates)),
    spellbookSlots(f, spec, waitingOn(board, faction, state)),
    publicData(f, spec, state.content.layouts?.find((l) => l.name === board.map.layout)),
    heldCards(board, faction, state),
    h("p", { class: "units" }, t("game-board-units", { map: countText(byTitle(state, onMap)) || t("game-nothing"), pool: countText(byTitle(state, pool)) || t("game-nothing") })),
    offMapFigures(board, faction, state),
    seatClock(seat, view, !state.travelView),
    spec ? h("button", { type: "button", class: "secondary", text: t("game-faction-card", { faction: factionName(faction) }), onclick: () => openCard(spec, f) }) : null);
}

// The Loyalty Cards in the supply and the neutral Spellbooks still free to take (a game with them).
function neutralContent(board, state) {
  const free = (kinds) => Object.entries(board.loyalty || {}).filter(([name, held]) => !held.owner && kinds.includes(cardOf(state, name)?.kind));
  const supply = free(["independent"]);
  const forSale = free(BOUGHT);
  const sold = Object.keys(board.loyalty || {}).some((name) => BOUGHT.includes(cardOf(state, name)?.kind));
  const independents = Object.keys(board.loyalty || {}).some((name) => cardOf(state, name)?.kind === "independent");
  const books = Object.entries(board.neutral_books || {}).filter(([, holder]) => !holder).map(([name]) => name);
  if (!board.loyalty && !board.neutral_books) return null;
  return h("section", { class: "neutral", "aria-labelledby": "neutral-h" },
    h("h3", { id: "neutral-h", text: t("game-neutral-heading") }),
    independents ? h("p", {}, t("game-neutral-independents"),
      supply.length ? supply.map(([name], i) => [i ? ", " : "", cardButton(state, name)]) : t("game-none")) : null,
    sold ? h("p", { class: "for-sale" }, t("game-neutral-for-sale"),
      forSale.length ? forSale.map(([name], i) => [i ? ", " : "", cardButton(state, name), ` (${priceText(cardOf(state, name).price)})`]) : t("game-none")) : null,
    board.neutral_books ? h("p", { text: t("game-neutral-books", { books: books.join(", ") || t("game-none") }) }) : null);
}

const BOUGHT = ["neutral_monster", "terror"];

// What buying a card costs, in words: "2 Doom", "2 Doom and 2 Power".
export function priceText(price) {
  if (!price) return "";
  return price.power ? t("game-price-and-power", { doom: price.doom, power: price.power }) : t("game-price", { doom: price.doom });
}

// The view's places off the map: state.off_map gives, for each unit off the map, the faction on
// whose card it stands; state.on_spellbooks, for a figure on a Spellbook there (a Moonbeast), which.
function offMapPlace(board, uid, where) {
  const book = board.on_spellbooks?.[uid];
  if (book) return t("game-off-map-book", { faction: factionName(where), book: contentWord("spellbook", book) });
  return t("game-off-map-card", { faction: factionName(where) });
}

// The faction's figures waiting off the map (a Neutral Monster on an enemy's Spellbook or on its
// holder's faction card, Submerged units, ...).
function offMapFigures(board, faction, state) {
  const mine = Object.entries(board.off_map || {}).filter(([uid]) => describeUnit(state.content, uid).faction === faction);
  if (!mine.length) return null;
  const places = new Map();
  for (const [uid, where] of mine) {
    const place = offMapPlace(board, uid, where);
    places.set(place, [...(places.get(place) || []), uid]);
  }
  return h("p", { class: "off-map" }, t("game-off-map", { places: [...places].map(([place, ids]) => `${countText(byTitle(state, ids))} ${place}`).join("; ") }));
}

// {Spellbook: words} of the figures waiting on this faction's Spellbooks ("<holder>'s Moonbeast").
function waitingOn(board, faction, state) {
  const out = {};
  for (const [uid, book] of Object.entries(board.on_spellbooks || {})) {
    if (board.off_map?.[uid] !== faction) continue;
    const unit = describeUnit(state.content, uid);
    const words = t("game-whose-unit", { faction: factionName(unit.faction), unit: unit.title });
    out[book] = out[book] ? `${out[book]}, ${words}` : words;
  }
  return out;
}

// The Loyalty Cards a faction holds (its High Priest's card is everyone's and not listed).
function heldCards(board, faction, state) {
  const held = Object.entries(board.loyalty || {}).filter(([, c]) => c.owner === faction);
  if (!held.length) return null;
  return h("p", { class: "cards" }, t("game-loyalty-cards"), held.map(([name, c], i) =>
    [i ? ", " : "", cardButton(state, name), c.book ? t("game-loyalty-with", { book: contentWord("spellbook", cardOf(state, name)?.spellbook) || t("game-loyalty-its-book") }) : ""]));
}

function cardOf(state, name) {
  return (state.content?.loyalty_cards || []).find((c) => c.name === name);
}

function cardButton(state, name) {
  const card = cardOf(state, name);
  return h("button", { type: "button", class: "secondary", text: cardTitle(card, name), onclick: () => card && openLoyaltyCard(card) });
}

// A Loyalty Card by its name in the page's language (content.ftl's `loyalty-<card>`).
function cardTitle(card, name) {
  const word = t(`loyalty-${name}`);
  return word && word !== `loyalty-${name}` ? word : card?.title || humanise(name);
}

function openLoyaltyCard(card) {
  const dialog = document.getElementById("faction-card");
  document.getElementById("faction-card-h").textContent = cardTitle(card, card.name);
  const figures = card.units.map((u) => t("game-card-unit", { count: u.count, unit: u.title, cost: u.cost, combat: u.combat ?? card.combat })).join("; ");
  clear(document.getElementById("faction-card-body"),
    card.price ? h("p", { text: t("game-card-bought", { price: priceText(card.price), figures }) })
      : h("p", { text: t("game-card-awaken", { cost: card.cost, combat: card.combat }) }),
    h("dl", {}, card.texts.map((line) => [h("dt", { text: line.name }), h("dd", { text: line.text })])),
    card.spellbook ? h("p", {}, h("strong", { text: t("game-card-spellbook") }), card.requirement ? t("game-card-earned", { book: card.spellbook, requirement: card.requirement }) : card.spellbook) : null,
    card.two_player ? h("p", { text: t("game-card-two-players", { text: card.two_player }) }) : null,
    h("p", { class: "hint", text: t(card.grade === "M" ? "game-card-source-secondary" : "game-card-source", { source: card.source }) }));
  dialog.showModal();
}

// The faction's public bookkeeping the content document describes: Areas, flags, rounds, numbers
// and lists of names.
function publicData(f, spec, layout) {
  // The faction's own public bookkeeping, then what the map's rules keep for every faction (the
  // layout's faction_data: the Library's Silence Tokens).
  const data = [...(spec?.public_data || []), ...(layout?.faction_data || [])]
    .filter((d) => d.kind !== "round" || f.data?.[d.key]);
  if (!data.length) return null;
  return h("dl", { class: "public-data" }, data.map((d) => [
    h("dt", { text: datumLabel(d), title: d.description }), h("dd", { text: datumText(d, f.data?.[d.key]) })]));
}

// A round's name without its key's "round" ("Death From Below", then "round 3").
function datumLabel(datum) {
  const label = humanise(datum.key);
  return datum.kind === "round" ? label.replace(/ round$/i, "") : label;
}

function datumText(datum, value) {
  if (datum.kind === "areas") return value?.length ? value.map(areaWord).join(", ") : t("game-none");
  if (datum.kind === "flag") return t(value ? "game-yes" : "game-no");
  if (datum.kind === "number") return String(value ?? 0);
  if (datum.kind === "names") return value?.length ? value.join(", ") : t("game-none");
  if (datum.kind === "count") return String(value ?? 0);
  if (datum.kind === "word") return value ? String(value) : t("game-not-yet");
  return t("game-datum-round", { round: value });
}

// A rated holder's rating beside the seat's name: " (rating 27.4 ± 6.1)".
function ratingText(rated) {
  return rated ? t("game-rating", { rating: rated.rating.toFixed(1), uncertainty: rated.uncertainty.toFixed(1) }) : "";
}

function stat(name, value) {
  return [h("dt", { text: name }), h("dd", { text: String(value) })];
}

function byTitle(state, ids) {
  const out = {};
  for (const id of ids) { const title = describeUnit(state.content, id).title; out[title] = (out[title] || 0) + 1; }
  return out;
}

function spellbookSlots(f, spec, waiting = {}) {
  if (!spec) return null;
  const earned = new Map(f.spellbooks.map((b) => [b.slot, b.spellbook]));
  return h("ol", { class: "slots", "aria-label": t("game-spellbook-slots") }, requirementTexts(f, spec).map((text, slot) =>
    h("li", { class: earned.has(slot) ? "earned" : "unmet" },
      earned.has(slot) ? h("strong", { text: contentWord("spellbook", earned.get(slot)) }) : h("span", { text }),
      earned.has(slot) && waiting[earned.get(slot)] ? h("span", { class: "waiting", text: t("game-waiting-on-book", { units: waiting[earned.get(slot)] }) }) : null)));
}

// The requirements as this game's ruleset options word them (the view's), else as the content
// document words them for the default ruleset.
function requirementTexts(f, spec) {
  return f?.requirements || spec.requirements.map((r) => r.text);
}

function openCard(spec, f) {
  const dialog = document.getElementById("faction-card");
  document.getElementById("faction-card-h").textContent = factionName(spec.name);
  clear(document.getElementById("faction-card-body"),
    h("table", {}, h("caption", { text: t("game-card-units") }),
      h("thead", {}, h("tr", {}, ["unit", "kind", "count", "cost", "combat"].map((column) => h("th", { scope: "col", text: t("game-card-column", { column }) })))),
      h("tbody", {}, spec.units.map((u) => h("tr", {},
        h("th", { scope: "row", text: unitWord(u.name, u.title) }), h("td", { text: t("game-unit-kind", { kind: u.kind, name: u.kind.replace(/_/g, " ") }) }),
        h("td", { text: String(u.count) }), h("td", { text: String(u.cost) }),
        h("td", { text: u.combat === null ? (u.combat_text || t("game-card-varies")) : String(u.combat) }))))),
    h("h3", { text: t("game-card-spellbooks") }),
    h("dl", {}, spec.spellbooks.map((b) => [h("dt", { text: contentWord("spellbook", b.name) }), h("dd", { text: b.text || "" })])),
    h("h3", { text: t("game-card-requirements") }),
    h("ol", {}, requirementTexts(f, spec).map((text) => h("li", { text }))),
    spec.abilities.length ? [h("h3", { text: t("game-card-abilities") }),
      h("dl", {}, spec.abilities.map((a) => [h("dt", { text: contentWord("ability", a.name) }), h("dd", { text: a.text })]))] : null,
    spec.public_data?.length ? [h("h3", { text: t("game-card-public") }),
      h("dl", {}, spec.public_data.map((d) => [h("dt", { text: datumLabel(d) }), h("dd", { text: capital(d.description) })]))] : null);
  dialog.showModal();
}

function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : "";
}
