// Create a game: every choice comes from GET /v1/game-options; the answer gives one link per seat.
// The creator takes the seat of their choice (or none, only hosting) through the seat-taking API,
// as any player does, right after the game is created.
import { api } from "../api.js";
import { rememberHost, rememberSeat } from "../tokens.js";
import { h, clear, announce, humanise, factionName } from "../dom.js";
import { renderTimeControls, timeChanged, chosenTimeControl } from "./new_time.js";
import { showLinks } from "./new_links.js";
import { loadFactions } from "../factions.js";
import { renderLoyalty, chosenLoyalty } from "./new_loyalty.js";
import { t, l10nReady } from "../l10n.js";

const form = document.getElementById("create");
let offered = null;
let content = null;

async function start() {
  [offered, content] = await Promise.all([api("GET", "/v1/game-options"), loadFactions(), l10nReady]);
  build();
  document.getElementById("seats").addEventListener("change", seatsChanged);
  form.addEventListener("change", (e) => {
    if (e.target.name === "time") timeChanged(e.target.value);
    if (e.target.name === "sandbox") sandboxChanged(e.target.checked);
    if (e.target.id === "layout") layoutChanged();
    if (e.target.id === "your-seat") yourSeatChanged();
  });
  document.getElementById("loading").hidden = true;
  form.hidden = false;
}

// Everything the form builds from the server's choices, in the page's language.
function build() {
  renderLoyalty(content);
  clear(document.getElementById("seats"), offered.seat_counts.map((c) => h("option", {
    value: String(c.seats), disabled: !c.available, selected: c.seats === 3,
    text: c.available ? t("new-seat-count", { seats: c.seats }) : t("new-seat-count-not-yet", { seats: c.seats, note: c.note }) })));
  renderTimeControls(offered);
  clear(document.getElementById("ruleset"), offered.ruleset.map(rulesetControl));
  seatsChanged();
}

// The form's values by control, to be put back after the form is built again in another language.
function formValues() {
  return [...form.elements].filter((el) => el.name && el.type !== "file" && el.type !== "submit")
    .map((el) => ({ id: el.id, name: el.name, value: el.value, checked: el.checked, type: el.type }));
}

function restore(values) {
  const find = (v) => (v.type === "radio" || v.type === "checkbox")
    ? [...form.elements].find((el) => el.name === v.name && el.value === v.value)
    : (v.id && document.getElementById(v.id)) || form.elements.namedItem(v.name);
  const put = (v) => {
    const el = find(v);
    if (!el || el.type === "file") return null;
    if (v.type === "radio" || v.type === "checkbox") el.checked = v.checked;
    else el.value = v.value;
    return el;
  };
  const seats = values.find((v) => v.name === "seats");
  if (seats) { put(seats); seatsChanged(); }
  const changed = values.filter((v) => v !== seats).map(put)
    .filter((el) => el && (el.tagName === "SELECT" || el.checked) && !/^(faction|player)\d/.test(el.name));
  for (const el of changed) el.dispatchEvent(new Event("change", { bubbles: true }));
}

// Another language: the server's explanations come in it too, so they are read again.
async function reword() {
  if (form.hidden) return;
  const values = formValues();
  offered = await api("GET", "/v1/game-options");
  build();
  restore(values);
}

function seatsChanged() {
  const count = offered.seat_counts.find((c) => String(c.seats) === document.getElementById("seats").value);
  // A layout reads as its description: its name is the API's, not the table's.
  clear(document.getElementById("layout"), count.layouts.map((name) => h("option", {
    value: name, text: offered.layouts.find((l) => l.name === name)?.description || humanise(name),
    selected: name === count.default_layout })));
  layoutChanged();
  const kept = [...document.querySelectorAll("#factions select[id^=faction]")].map((s) => s.value);
  const keptPlayers = [...document.querySelectorAll("#factions select[id^=player]")].map((s) => s.value);
  clear(document.getElementById("factions"), Array.from({ length: count.seats }, (_, i) => h("div", { class: "field seat-row" },
    h("label", { for: `faction${i}`, text: t("new-seat-faction", { number: i + 1 }) }),
    h("select", { id: `faction${i}`, name: `faction${i}` }, h("option", { value: "", text: t("new-random") }),
      offered.factions.map((f) => h("option", { value: f.name, text: factionName(f.name), selected: kept[i] === f.name }))),
    h("label", { for: `player${i}`, class: "player-label", text: t("new-seat-played-by", { number: i + 1 }) }),
    h("select", { id: `player${i}`, name: `player${i}`, class: "player", "aria-describedby": "players-hint" },
      h("option", { value: "", text: t("new-person") }),
      offered.bots.map((b) => h("option", { value: b.name, text: botName(b.name), title: b.explanation,
        selected: keptPlayers[i] === b.name }))))));
  document.getElementById("players-hint").textContent =
    offered.bots.map((b) => t("new-bot-explained", { bot: botName(b.name), explanation: b.explanation })).join(" ");
  yourSeatChoices(count.seats);
}

function botName(level) {
  return t("new-bot", { level, title: humanise(level) });
}

// Seat 1 unless the person chose another that still exists; "" is "none: I only host".
function yourSeatChoices(seats) {
  const select = document.getElementById("your-seat");
  const kept = select.value === "" && select.options.length ? "" : select.value || "seat1";
  clear(select, Array.from({ length: seats }, (_, i) => h("option", { value: `seat${i + 1}`, text: t("new-seat", { number: i + 1 }),
    selected: kept === `seat${i + 1}` })), h("option", { value: "", text: t("new-only-host"), selected: kept === "" }));
  if (select.selectedIndex < 0) select.value = "seat1";
  yourSeatChanged();
}

// The creator's own seat is played by the creator, so it is handed to no bot.
function yourSeatChanged() {
  const mine = document.getElementById("your-seat").value;
  const sandbox = document.getElementById("sandbox").checked;
  document.querySelectorAll("#factions select.player").forEach((select, i) => {
    const own = mine === `seat${i + 1}`;
    select.disabled = sandbox || own;
    if (own) select.value = "";
  });
}

// A sandbox's creator holds every seat, so none is handed to a bot and none is chosen; nor is a
// sandbox ever rated.
function sandboxChanged(on) {
  document.getElementById("sandbox-extra").hidden = !on;
  const rated = document.getElementById("rated");
  rated.disabled = on;
  if (on) rated.checked = false;
  document.getElementById("you-fieldset").disabled = on;
  for (const select of document.querySelectorAll("#factions select.player")) if (on) select.value = "";
  yourSeatChanged();
}

function layoutChanged() {
  const name = document.getElementById("layout").value;
  const layout = offered.layouts.find((l) => l.name === name);
  document.getElementById("layout-hint").textContent = layout ? t("new-layout-areas", { count: layout.areas }) : "";
}

function rulesetControl(option, i) {
  const id = `rule${i}`;
  return h("div", { class: "field" },
    h("label", { for: id, text: worded(`new-rule-${option.name}`, option.name) }),
    h("select", { id, name: `rule:${option.name}`, "aria-describedby": `${id}-source` },
      option.allowed.map((v) => h("option", { value: JSON.stringify(v), text: valueText(v, option.default),
        selected: JSON.stringify(v) === JSON.stringify(option.default) }))),
    h("p", { class: "hint", id: `${id}-source`, text: t("new-rule-source", { source: option.source }) }));
}

// A ruleset option's name or value in the catalog's words; its humanised name where none words it.
function worded(id, name) {
  const text = t(id);
  return text === id ? humanise(name) : text;
}

const slug = (value) => value.toLowerCase().replace(/[^a-z0-9_]/g, "-");

function valueText(value, fallback) {
  const text = Array.isArray(value) ? value.join(", ") : typeof value === "string" ? worded(`new-rule-value-${slug(value)}`, value)
    : typeof value === "boolean" ? t(value ? "new-rule-yes" : "new-rule-no") : String(value);
  return JSON.stringify(value) === JSON.stringify(fallback) ? t("new-rule-default", { value: text }) : text;
}

// The chosen factions, null for a seat left random (the server deals those); none chosen: unsaid.
function chosenFactions(data, seats) {
  const factions = Array.from({ length: seats }, (_, i) => data.get(`faction${i}`) || null);
  return factions.some(Boolean) ? factions : undefined;
}

// The seat the creator takes and the name they take it under; null when only hosting (or a sandbox).
function creatorSeat(data) {
  const seat = data.get("your_seat");
  if (!seat) return null;
  const name = String(data.get("your_name") || "").trim();
  if (!name) {
    document.getElementById("your-name").focus();
    throw new Error(t("new-name-needed"));
  }
  return { seat, name };
}

// The creator claims their seat like any player (with the invite code of a private game).
async function takeSeat(created, mine) {
  const id = created.game.game_id;
  const body = { name: mine.name, ...(created.invite_code ? { invite_code: created.invite_code } : {}) };
  const answer = await api("POST", `/v1/games/${encodeURIComponent(id)}/seats/${encodeURIComponent(mine.seat)}`, { body });
  rememberSeat(id, answer.seat, answer.token);
  return answer.seat;
}

function chosenRules(data) {
  const rules = {};
  for (const option of offered.ruleset) {
    const value = JSON.parse(data.get(`rule:${option.name}`));
    if (JSON.stringify(value) !== JSON.stringify(option.default)) rules[option.name] = value;
  }
  return Object.keys(rules).length ? rules : undefined;
}

async function sandboxExtras(body) {
  const file = document.getElementById("position").files[0];
  if (file) {
    try { body.start_position = JSON.parse(await file.text()); } catch { throw new Error(t("new-position-not-json")); }
  }
  const dice = document.getElementById("dice").value.trim();
  if (dice) body.dice_script = dice.split(/[\s,]+/).map(Number);
  return body;
}

async function spec() {
  const data = new FormData(form);
  const seats = Number(data.get("seats"));
  const body = { name: String(data.get("name") || "").trim() || "Cthulhu Wars", seats,
    layout: data.get("layout"), visibility: data.get("visibility"), sandbox: data.get("sandbox") === "on" };
  const extra = { factions: chosenFactions(data, seats), rules: chosenRules(data), time_control: chosenTimeControl(data),
    ...chosenLoyalty(data) };
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) body[key] = value;
  if (data.get("rated") === "on" && !body.sandbox) body.rated = true;  // a sandbox is never rated
  return body.sandbox ? sandboxExtras(body) : body;
}

function chosenBots(data, seats) {
  return Array.from({ length: seats }, (_, i) => data.get(`player${i}`) || "");
}

// Bot seats are handed over with the host token right after creation (the game starts once
// every seat is taken, so a table of bots only starts at once).
async function seatBots(created, levels) {
  const id = encodeURIComponent(created.game.game_id);
  const handed = {};
  for (const [i, seat] of created.game.seats.entries()) {
    if (!levels[i]) continue;
    await api("POST", `/v1/games/${id}/seats/${encodeURIComponent(seat.seat)}/bot`,
      { body: { bot: levels[i] }, token: created.host_token });
    handed[seat.seat] = levels[i];
  }
  return handed;
}

function keepTokens(created) {
  const id = created.game.game_id;
  rememberHost(id, created.host_token);
  // A sandbox's creator holds every seat; this browser opens the game as the first one.
  const seats = Object.entries(created.seat_tokens || {}).reverse();
  for (const [seat, token] of seats) rememberSeat(id, seat, token);
}

form.addEventListener("submit", async (e) => {
  e.preventDefault();
  const button = form.querySelector("button[type=submit]");
  button.disabled = true;
  try {
    const body = await spec();
    const data = new FormData(form);
    const mine = body.sandbox ? null : creatorSeat(data);
    const levels = body.sandbox ? [] : chosenBots(data, body.seats);
    const created = await api("POST", "/v1/games", { body });
    keepTokens(created);
    const own = mine ? await takeSeat(created, mine) : null;
    const bots = await seatBots(created, levels);
    form.hidden = true;
    showLinks(created, bots, own);
  } catch (err) {
    announce(err.detail || err.message);
  } finally {
    button.disabled = false;
  }
});

start().catch(async (err) => {
  await l10nReady.catch(() => null);
  const loading = document.getElementById("loading");
  loading.dataset.l10nId = "new-load-failed";
  loading.textContent = t("new-load-failed");
  announce(t("new-load-failed-reason", { reason: err.detail || err.message }));
});
document.addEventListener("l10n:change", () => { reword().catch((err) => announce(err.detail || err.message)); });
