// The decision panel: what is asked and by when, then the server's options as buttons, word for
// word, grouped by kind. Out-of-turn windows get a banner with Pass and the standing answers.
import { h, clear, factionName, humanise } from "../dom.js";
import { t, language } from "../l10n.js";
import { confirmAction, confirmChoice } from "./confirm.js";
import { optionMentions, areaWord } from "./places.js";
import { composer, isMove } from "./compose.js";

const MANY = 12;
const openGroups = new Set();  // groups the player opened stay open across redraws

let drawn = null;  // what the panel last showed: a redraw only when one of these changed

export function renderDecision(state, actions) {
  const view = state.view;
  if (!view) return;
  const shows = [view, state.options, state.anytime, state.optionsVersion, state.pending, state.busy, state.error, state.travel,
    state.filterArea, state.filterText, state.events.length, state.token, state.selectedUnit, state.lang];
  if (drawn && shows.every((value, i) => value === drawn[i])) return;
  drawn = shows;
  const past = state.travel !== null;
  const panel = document.getElementById("decision");
  panel.classList.toggle("mine", isMine(state));
  panel.setAttribute("aria-busy", state.busy ? "true" : "false");
  document.getElementById("ask").textContent = past ? pastSentence(state) : askSentence(state);
  renderError(state);
  renderUndoBanner(state, actions);
  // Options answer one version: once the board has moved on they are withheld until the new
  // version's options arrive, so a click never sends a choice made for an older board.
  const current = !past && state.optionsVersion === view.version;
  const turn = current ? state.options : [];
  const anytime = current ? state.anytime || [] : [];
  renderWindowBanner(state, turn, anytime, actions);
  renderOptions(state, turn.filter((o) => !isWindow(o)), actions);
  renderAnytime(state, anytime, actions);
}

function isMine(state) {
  return Boolean(state.view?.you) && (state.pending || []).some((p) => p.seat === state.view.you);
}

function isWindow(option) {
  const act = option.choice.act;
  return act === "window_pass" || (act === "ability" && option.windowHook);
}

function renderError(state) {
  const box = document.getElementById("decision-error");
  box.hidden = !state.error;
  box.textContent = state.error || "";
}

// What the panel says while an older version is shown: a finished game has no choices left to make.
export function pastSentence(state) {
  return t(state.view.status === "finished" ? "game-past-finished" : "game-past", { version: state.travel });
}

export function askSentence(state) {
  const view = state.view;
  if (view.status === "finished") return t("game-over");
  if (view.status !== "active") return t("game-waiting-players", { open: view.open_seats });
  const pending = state.pending || [];
  const mine = pending.find((p) => p.seat === view.you);
  if (mine) return `${kindSentence(mine, state)}${deadlineText(view, mine.seat)}`;
  if (!pending.length) return t("game-nothing-waiting");
  const names = pending.map((p) => t("game-waiting-name", { faction: factionName(p.faction), seat: seatLabel(view, p.seat) }));
  return t("game-waiting-for", { names: names.join(", "), kind: pending[0].kind, what: humanise(pending[0].kind),
    deadline: deadlineText(view, pending[0].seat) });
}

function seatLabel(view, seat) {
  const s = view.seats.find((x) => x.seat === seat);
  return s?.bot ? t("game-bot", { level: s.bot }) : (s?.name || seat);
}

function deadlineText(view, seat) {
  const s = view.seats.find((x) => x.seat === seat);
  if (!s?.deadline) return "";
  return t("game-deadline", { when: localTime(s.deadline) });
}

// A date and time as the reader's language writes it (English: as the browser's own locale does).
export function localTime(when) {
  return new Date(when).toLocaleString(language() === "en" ? undefined : language());
}

function kindSentence(pending, state) {
  const faction = state.view.state?.factions?.[pending.faction];
  const battle = state.view.state?.battle;
  const ask = t("game-ask", { kind: pending.kind, power: faction?.power ?? 0, what: humanise(pending.kind) });
  const inBattle = ["assign_kill", "assign_pain", "assign_elimination", "retreat"].includes(pending.kind);
  return inBattle && battle?.area ? t("game-ask-in-battle", { area: areaWord(battle.area), ask }) : ask;
}

// Whether a standing answer is the one the seat already has (a button for it would change nothing):
// the seat's own view lists each window's answer in force, `ask` where none is set.
function inForce(state, choice) {
  const you = state.view?.you;
  const faction = state.view?.seats?.find((s) => s.seat === you)?.faction;
  const now = state.view?.state?.factions?.[faction]?.standing?.[choice.hook];
  if (!now) return false;
  return now.answer === choice.answer && (now.condition ?? null) === (choice.condition ?? null);
}

function renderWindowBanner(state, turn, anytime, actions) {
  const banner = document.getElementById("window-banner");
  const passes = turn.filter((o) => o.choice.act === "window_pass");
  const mine = (state.pending || []).find((p) => p.seat === state.view.you && p.kind === "window");
  if (!mine || !passes.length) { banner.hidden = true; clear(banner); return; }
  const hook = passes[0].choice.hook;
  const standing = anytime.filter((o) => o.choice.act === "standing_answer" && o.choice.hook === hook
    && !inForce(state, o.choice));
  banner.hidden = false;
  clear(banner,
    h("p", { text: t("game-window-open", { window: windowTitle(state, hook) }) }),
    h("div", { class: "row" },
      passes.map((o) => optionButton(o, state, actions)),
      standing.map((o) => optionButton(o, state, actions, "secondary"))));
}

// A window by the title the content document gives it (one source of truth with the seat settings).
function windowTitle(state, hook) {
  const word = t(`window-${hook}`);
  if (word && word !== `window-${hook}`) return word;
  const reaction = (state.content?.factions || []).flatMap((f) => f.reactions || []).find((r) => r.hook === hook);
  return reaction?.title || humanise(hook);
}

function renderOptions(state, options, actions) {
  const box = document.getElementById("options");
  const filterBox = document.getElementById("filter-box");
  const input = document.getElementById("filter");
  const clearButton = document.getElementById("filter-clear");
  filterBox.hidden = options.length <= MANY && !state.filterArea;
  clearButton.hidden = !state.filterArea;
  clearButton.dataset.l10nId = state.filterArea ? "game-filter-all-now" : "game-filter-all";
  clearButton.dataset.l10nArgs = JSON.stringify({ area: areaWord(state.filterArea || "") });
  clearButton.textContent = t(clearButton.dataset.l10nId, { area: areaWord(state.filterArea || "") });
  if (!input.dataset.wired) {
    input.dataset.wired = "1";
    input.addEventListener("input", () => actions.filterText(input.value));
    clearButton.addEventListener("click", () => actions.filterArea(null));
  }
  const text = (state.filterText || "").trim().toLowerCase();
  let shown = options.filter((o) => !text || o.label.toLowerCase().includes(text));
  if (state.filterArea) shown = shown.filter((o) => optionMentions(o, state.filterArea, state));
  // Moves are composed (a unit, then a lit destination); their flat list stays, folded, for the
  // keyboard and text. A typed filter shows matching options flat, as before.
  const move = isMove(state.content);
  const moves = text ? [] : options.filter(move);
  const composed = moves.length ? [composer(state, moves, actions, optionButton), allMoves(shown.filter(move), state, actions)] : [];
  if (moves.length) shown = shown.filter((o) => !move(o));
  const groups = new Map();
  for (const option of shown) {
    const act = option.choice.act;
    if (!groups.has(act)) groups.set(act, []);
    groups.get(act).push(option);
  }
  // Long lists fold by kind; a question with one kind of answer (a start Area) shows them all.
  const many = shown.length > MANY && !text && groups.size > 1;
  if (document.activeElement !== input) input.value = state.filterText || "";
  // A redraw (the same options read again, a new version's) keeps the focus on the option that
  // had it, so a keyboard player is not sent back to the top of the page.
  const held = box.contains(document.activeElement) ? document.activeElement.textContent : null;
  clear(box, composed, [...groups].map(([act, list]) => group(act, list, many, state, actions)));
  if (held !== null) [...box.querySelectorAll("button")].find((b) => b.textContent === held && !b.disabled)?.focus({ preventScroll: true });
}

function group(act, list, many, state, actions) {
  const title = list.length > 1 ? t("game-group-count", { title: actTitle(state, act), count: list.length }) : actTitle(state, act);
  const buttons = [h("div", { class: "buttons" }, list.map((o) => optionButton(o, state, actions))), cardsOnOffer(list, state)];
  if (many && list.length > 3) {
    const open = openGroups.has(act);
    const details = h("details", { class: "group", dataset: { act }, open }, h("summary", { text: title }), buttons);
    details.addEventListener("toggle", () => (details.open ? openGroups.add(act) : openGroups.delete(act)));
    return details;
  }
  return h("div", { class: "group", dataset: { act } }, h("h3", { text: title }), buttons);
}

// The cards a purchase option buys (`buy_<card>`, a Neutral Monster or Terror on the Ritual turn):
// each card's words beside the buttons, so a player knows what the Doom buys.
function cardsOnOffer(list, state) {
  const names = [...new Set(list.map((o) => String(o.choice.ability || "")).filter((a) => a.startsWith("buy_")).map((a) => a.slice(4)))];
  const cards = names.map((n) => (state.content?.loyalty_cards || []).find((c) => c.name === n)).filter(Boolean);
  if (!cards.length) return null;
  return h("div", { class: "cards-on-offer" }, cards.map((card) => h("details", { class: "card-offer", dataset: { card: card.name }, open: true },
    h("summary", { text: `${loyaltyTitle(card)}: ${card.units.map((u) => t("game-card-figures", { count: u.count, cost: u.cost, combat: u.combat ?? card.combat })).join("; ")}` }),
    card.texts.map((line) => h("p", {}, h("strong", { text: `${line.name}: ` }), line.text)))));
}

// A Loyalty Card by its name in the page's language (content.ftl's `loyalty-<card>`).
function loyaltyTitle(card) {
  const word = t(`loyalty-${card.name}`);
  return word && word !== `loyalty-${card.name}` ? word : card.title;
}

// An act's heading in the page's language (content.ftl's `act-<act>`), else as the content
// document's vocabulary of choices titles it.
function actTitle(state, act) {
  const word = t(`act-${act}`);
  if (word && word !== `act-${act}`) return word;
  return state.content?.choices?.titles?.[act] || humanise(act);
}

// Every Move the server offers, one button each, folded until opened (it stays open across redraws).
function allMoves(list, state, actions) {
  if (!list.length) return null;
  const act = list[0].choice.act;
  const details = h("details", { class: "group all-moves", dataset: { act }, open: openGroups.has("all-moves") },
    h("summary", { text: act === "move" ? t("game-all-moves", { count: list.length })
      : t("game-all-options", { title: actTitle(state, act), count: list.length }) }),
    h("div", { class: "buttons" }, list.map((o) => optionButton(o, state, actions))));
  details.addEventListener("toggle", () => (details.open ? openGroups.add("all-moves") : openGroups.delete("all-moves")));
  return details;
}

export function optionButton(option, state, actions, extra = "") {
  return h("button", {
    type: "button", class: `option ${extra}`.trim(), text: option.label,
    disabled: state.busy || !state.token,
    dataset: { act: option.choice.act },
    onclick: async () => {
      if (await confirmChoice(option)) actions.choose(option.choice);
    },
  });
}

function renderAnytime(state, options, actions) {
  const box = document.getElementById("anytime");
  const reveals = options.filter((o) => o.choice.act === "reveal_elder_sign");
  const standing = options.filter((o) => o.choice.act === "standing_answer" && !inForce(state, o.choice));
  const abilities = options.filter((o) => o.choice.act === "ability");
  const parts = [];
  if (abilities.length) {  // abilities usable at any moment (Unspeakable Oath)
    parts.push(h("div", { class: "group", dataset: { act: "ability" } },
      h("h3", { text: t("game-any-time") }),
      h("div", { class: "buttons" }, abilities.map((o) => optionButton(o, state, actions)))));
  }
  if (reveals.length) {
    parts.push(h("div", { class: "group", dataset: { act: "reveal_elder_sign" } },
      h("h3", { text: t("game-any-time-reveal") }),
      h("div", { class: "buttons" }, reveals.map((o) => optionButton(o, state, actions)),
        revealAllButton(state, reveals, actions))));
  }
  if (standing.length) {
    parts.push(h("details", { class: "group standing", dataset: { act: "standing_answer" } },
      h("summary", { text: t("game-standing-answers") }),
      h("div", { class: "buttons" }, standing.map((o) => optionButton(o, state, actions, "secondary")))));
  }
  clear(box, parts);
}

// Every Elder Sign the seat holds revealed at once: one question, then the listed options' choices,
// one per Sign held, sent together (the service applies them all or none).
function revealAllButton(state, reveals, actions) {
  const mine = Object.values(state.view.state?.factions || {}).find((f) => f.seat === state.view.you);
  const held = mine?.elder_sign_values || [];
  const choices = held.map((value) => reveals.find((o) => o.choice.value === value)?.choice);
  if (held.length < 2 || choices.some((c) => !c)) return null;
  const title = t("game-reveal-all", { values: held.join(", ") });
  return h("button", {
    type: "button", class: "option", text: title, disabled: state.busy || !state.token,
    dataset: { act: "reveal_elder_sign", all: "true" },
    onclick: async () => {
      const reason = t("game-reveal-all-confirm", { count: held.length, total: held.reduce((a, b) => a + b, 0) });
      if (await confirmAction(title, reason)) actions.choose(choices);
    },
  });
}

function renderUndoBanner(state, actions) {
  const banner = document.getElementById("undo-banner");
  const view = state.view;
  const parts = [];
  const request = view.undo;
  if (request) {
    const askedMe = view.you && request.waiting_for.includes(view.you);
    const when = localTime(request.deadline);
    // The server's sentence for the request names the move it takes back (docs/architecture.md
    // section 8: the client shows the server's sentences).
    const asked = state.events.find((e) => e.type === "UndoRequested" && e.payload?.request_id === request.request_id);
    const said = asked?.text || t("game-undo-asks", { faction: factionName(factionOf(view, request.seat)), version: request.target_version });
    parts.push(h("p", { text: t("game-undo-request", { said, when, seats: request.waiting_for.map((s) => seatLabel(view, s)).join(", ") }) }));
    if (askedMe) {
      parts.push(h("div", { class: "row" },
        h("button", { type: "button", class: "primary", text: t("game-undo-accept"), disabled: state.busy,
          onclick: () => actions.answerUndo(request.request_id, true) }),
        h("button", { type: "button", text: t("game-undo-decline"), disabled: state.busy,
          onclick: () => actions.answerUndo(request.request_id, false) })));
    }
  } else if (state.token && view.status === "active" && state.travel === null) {
    const undo = undoPreview(state);
    if (undo) parts.push(undoOffer(state, undo, actions));
  }
  banner.hidden = !parts.length;
  clear(banner, parts);
}

// What the seat may do about its last choice, as the service will answer it (play/choices.py):
// free; taken back at once when every other seat is a bot and nothing was revealed since; refused
// outright when a bot would have to consent to taking back dice or an Elder Sign (a sandbox
// excepted), so then no button is offered; otherwise asked of the other players.
function undoOffer(state, undo, actions) {
  const view = state.view;
  const others = view.seats.filter((s) => s.seat !== view.you);
  const button = (text) => h("button", { type: "button", class: "undo", disabled: state.busy, text,
    onclick: () => actions.undo(null) });
  if (undo.free) return button(t("game-undo-free"));
  if (!view.sandbox && undo.reveals && others.some((s) => s.bot)) {
    return h("p", { class: "hint", id: "undo-refused",
      text: t("game-undo-refused") });
  }
  if (others.every((s) => s.bot)) return button(t("game-undo-bots"));
  return button(t("game-undo-ask"));
}

function factionOf(view, seat) {
  return view.seats.find((s) => s.seat === seat)?.faction || seat;
}

// A phase by its name in the page's language ("gather power" in English, as the game writes it).
export function phaseName(phase) {
  return t("game-phase", { phase: String(phase || "") });
}

const REVEALING = new Set(["DiceRolled", "ElderSignDrawn", "ElderSignRevealed"]);

// Mirrors the service's rule: free while nothing was revealed or rolled and nobody else acted since.
export function undoPreview(state) {
  const me = state.view.you;
  const events = state.events;
  let last = -1;
  for (let i = events.length - 1; i >= 0; i--) {
    if (events[i].type === "ChoiceMade" && events[i].payload.seat === me) { last = i; break; }
  }
  if (last < 0) return null;
  const since = events.slice(last);
  if (since.some((e) => e.type === "UndoApplied")) return null;  // that choice was taken back already
  const free = since.every((e) => (e.seat === me || e.seat === null || e.seat === undefined) && !REVEALING.has(e.type))
    && !since.some((e) => e.type === "ChoiceMade" && e.payload.seat !== me);
  return { free, reveals: since.some((e) => REVEALING.has(e.type)), target: events[last].version - 1 };
}
