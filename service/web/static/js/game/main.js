// The game page: loads the game for this browser's seat (or as a spectator), keeps it live, and
// hands the state to one renderer per panel.
import { api, ApiError } from "../api.js";
import { captureFragment, seatToken, hostToken, lastSeen, markSeen, rememberSeat, settleLinkTokens } from "../tokens.js";
import { announce, factionName, learnFactions } from "../dom.js";
import { t, l10nReady } from "../l10n.js";
import { createStore } from "./store.js";
import { openStream } from "./stream.js";
import { renderDecision, phaseName } from "./decision.js";
import { renderMap, setupMapTools } from "./map.js";
import { renderBoards } from "./boards.js";
import { renderLog } from "./log.js";
import { renderBattle } from "./battle.js";
import { renderTravel, setupTravel } from "./travel.js";
import { learnOwners, learnPlurals } from "./units.js";
import { renderGameOver } from "./gameover.js";
import { setupTabs } from "./tabs.js";
import { setupSeatSettings } from "./settings.js";
import { setupReview } from "./review.js";
import { setupReplay } from "./replay.js";
import { setupTextMode } from "./textmode.js";
import { showLinkTokens } from "./linktokens.js";
import { setupInvites } from "./invites.js";
import { setupChat } from "./chat.js";

const gameId = document.body.dataset.gameId;
captureFragment(gameId);
const linkTokens = await settled();  // before any read: which token the page reads with depends on it
const token = seatToken(gameId);
// Reads go with the seat token, else the host token: a host who holds no seat still sees a private game.
const reader = token || hostToken(gameId);
const base = `/v1/games/${encodeURIComponent(gameId)}`;
const travelParam = Number(new URLSearchParams(location.search).get("v")) || null;

const store = createStore({
  gameId, token, base, content: null, view: null, options: [], anytime: [], pending: [], events: [],
  version: 0, travel: null, travelView: null, busy: false, filterArea: null, selectedUnit: null,
  conn: "connecting", seenBefore: lastSeen(gameId), wasMyTurn: false, host: Boolean(hostToken(gameId)),
});

const actions = {
  choose: (choice) => choose(choice),
  refresh: () => refresh(),
  travelTo: (version) => travelTo(version),
  undo: (target) => undo(target),
  answerUndo: (requestId, accept) => answerUndo(requestId, accept),
  filterArea: (area) => store.set({ filterArea: area }),
  selectUnit: (unit) => store.set({ selectedUnit: unit }),
  filterText: (text) => store.set({ filterText: text }),
  handToBot: (seat, level) => handToBot(seat, level),
};

// A token a link brought that this browser did not hold is tried (one POST /v1/my-games) before
// it may take the place of the held one; see tokens.settleLinkTokens.
async function settled() {
  try {
    return await settleLinkTokens(gameId, (tokens) => api("POST", "/v1/my-games", { body: { tokens } }));
  } catch (err) {
    console.warn("the link's token could not be tried", err);
    return null;
  }
}

async function boot() {
  try { await l10nReady; } catch (err) { console.warn("the page's words could not be loaded", err); }
  await learnPlurals();
  showLinkTokens(gameId, linkTokens);
  for (const render of [renderDecision, renderMap, renderBoards, renderLog, renderBattle,
    renderTravel, renderGameOver, renderHead]) {
    store.subscribe((state) => safely(render, state, actions));
  }
  setupMapTools(store, actions);
  setupTravel(store, actions);
  setupTabs(store);
  setupSeatSettings(store, actions);
  setupReview(store, actions);
  setupReplay(store);
  setupTextMode(store, actions);
  setupInvites(store, hostToken(gameId));
  let chat = null;
  try {
    await readContentAndView();
    chat = setupChat(store, { base, token, hostToken: hostToken(gameId) });
    await loadEvents();
    await loadOptions();
    if (travelParam) await travelTo(travelParam);
  } catch (err) {
    failed(err);
    return;
  }
  startStream(chat);
  document.body.dataset.ready = "true";
  performance.mark("cw-ready");
  loadRatings();
}

// The ratings of the seats held by rated players or bots, shown beside their names on the boards;
// read once the page is ready (they change only as a rated game ends).
async function loadRatings() {
  try {
    const { seats } = await api("GET", `${base}/ratings`);
    store.set({ ratings: seats });
  } catch (err) {
    console.warn("the ratings could not be read", err);
  }
}

function safely(render, state, acts) {
  try { render(state, acts); } catch (err) { console.warn("render failed", err); }
}

function failed(err) {
  const text = err instanceof ApiError && err.status === 404
    ? t("game-not-found") : t("game-load-failed", { reason: err.message });
  document.getElementById("ask").textContent = text;
  announce(text);
}

async function applyView(view) {
  const state = store.get();
  if (state.view && view.version < state.view.version) return;  // an older answer came late
  const newer = view.version !== state.version;
  learnOwners(view.state?.owners);
  store.set({ view, version: view.version, pending: view.pending || [] });
  if (newer) performance.mark("cw-version", { detail: view.version });  // for the page benchmark
  if (view.you && token) rememberSeat(gameId, view.you, token);
}

async function loadOptions() {
  const { token: t, view } = store.get();
  if (!t || !view || view.status !== "active") { store.set({ options: [], anytime: [] }); return; }
  const answer = await api("GET", `${base}/options`, { token: t });
  if (answer.version < store.get().version) return;
  // `options` answer this seat's decision; `anytime` are the settings and reveals of any turn.
  store.set({ options: answer.options, anytime: answer.anytime, pending: answer.pending,
    optionsVersion: answer.version });
  noticeTurn();
}

// The log's sentences, the content document's titles and rules texts, the view's requirement
// texts and the option labels come from the API in the page's language (the `lang` cookie): a
// switch reads them again, and the log is written anew in the new language.
// What the modules built is built again in the new language at once (store.set with `lang`).
document.addEventListener("l10n:change", async (e) => {
  loadEvents(e.detail.lang);
  await learnPlurals(e.detail.lang);
  store.set({ lang: e.detail.lang });
  try {
    await readContentAndView();
    await loadOptions();
  } catch (err) {
    console.warn("re-reading in the new language failed", err);
  }
});

// The content document and the view, in the page's language (the `lang` cookie).
async function readContentAndView() {
  const [content, view] = await Promise.all([
    api("GET", "/v1/content"), api("GET", `${base}/view`, { token: reader }),
  ]);
  learnFactions(content);
  store.set({ content });
  await applyView(view);
}

async function loadEvents(lang = document.documentElement.lang) {
  let after = 0;
  const events = [];
  for (;;) {
    const page = await api("GET", `${base}/events?after=${after}&limit=500`, { token: reader });
    events.push(...page.events);
    if (page.next_after === null || page.next_after === undefined || !page.events.length) break;
    after = page.next_after;
  }
  store.set({ events, eventsLang: lang });
}

function addEvents(events) {
  const known = store.get().events;
  const last = known.length ? known[known.length - 1].version : 0;
  const fresh = events.filter((e) => e.version > last);
  if (fresh.length) store.set({ events: known.concat(fresh) });
}

let refreshing = null;
let again = false;
async function refresh() {
  if (refreshing) { again = true; return refreshing; }
  refreshing = (async () => {
    do {
      again = false;
      try {
        const view = await api("GET", `${base}/view`, { token: reader });
        await applyView(view);
        await loadOptions();
      } catch (err) {
        console.warn("refresh failed", err);
      }
    } while (again);
  })();
  await refreshing;
  refreshing = null;
}

function startStream(chat) {
  const last = store.get().events.at(-1);
  openStream({
    path: `${base}/stream`, token: reader, after: last ? last.version : 0,
    onState: (conn) => { store.set({ conn }); if (conn === "live") chat?.reload(); },
    onEvent: (event, frame) => {
      if (frame?.event === "chat") { chat?.poke(event); return; }  // chat has its own cursor
      addEvents([event]);
      if (event.version > store.get().version) refresh();
    },
  });
}

// The host hands an open seat to a bot in the lobby; the answer's game summary is read again
// through the view (the game may have started, if that was the last open seat).
async function handToBot(seat, level) {
  store.set({ error: null });
  try {
    await api("POST", `${base}/seats/${encodeURIComponent(seat)}/bot`, { token: hostToken(gameId), body: { bot: level } });
    announce(t("game-seat-to-bot", { seat, level }));
    await refresh();
  } catch (err) {
    announce(err.detail || err.message);
  }
}

// One choice, or several (an array) applied in order, all or nothing.
async function choose(choice) {
  const state = store.get();
  if (state.busy || !state.token) return;
  performance.mark("cw-click");
  store.set({ busy: true, error: null });
  try {
    const answer = await api("POST", `${base}/choices`, {
      token: state.token, idempotent: true,
      body: { expected_version: state.version, ...(Array.isArray(choice) ? { choices: choice } : { choice }) },
    });
    addEvents(answer.events);
    await applyView(answer.view);
    store.set({ busy: false, filterArea: null, selectedUnit: null, filterText: "" });
    await loadOptions();
  } catch (err) {
    store.set({ busy: false });
    await refusal(err);
  }
}

async function refusal(err) {
  if (err instanceof ApiError && err.code === "stale_version") {
    announce(t("game-stale-announce"));
    store.set({ error: t("game-stale-error"),
      filterText: "", filterArea: null });
    await refresh();
    return;
  }
  const text = err instanceof ApiError ? err.detail : String(err);
  store.set({ error: text });
  announce(text);
}

async function undo(target) {
  const state = store.get();
  store.set({ busy: true, error: null });
  try {
    const body = { expected_version: state.version };
    if (target) body.target_version = target;
    const answer = await api("POST", `${base}/undo`, { token: state.token, idempotent: true, body });
    addEvents(answer.events);
    await applyView(answer.view);
    store.set({ busy: false });
    if (answer.view.undo) announce(t("game-undo-requested"));
    await reloadAfterUndo();
  } catch (err) {
    store.set({ busy: false });
    await refusal(err);
  }
}

async function answerUndo(requestId, accept) {
  const state = store.get();
  store.set({ busy: true, error: null });
  try {
    const answer = await api("POST", `${base}/undo/${encodeURIComponent(requestId)}`, {
      token: state.token, idempotent: true, body: { accept } });
    addEvents(answer.events);
    await applyView(answer.view);
    store.set({ busy: false });
    await reloadAfterUndo();
  } catch (err) {
    store.set({ busy: false });
    await refusal(err);
  }
}

async function reloadAfterUndo() {
  await loadEvents();
  await loadOptions();
}

async function travelTo(version) {
  const state = store.get();
  if (!version || version >= state.version) {
    learnOwners(store.get().view?.state?.owners);
    store.set({ travel: null, travelView: null });
    history.replaceState(null, "", location.pathname);
    return;
  }
  try {
    const travelView = await api("GET", `${base}/view?version=${version}`, { token: reader });
    learnOwners(travelView?.state?.owners);
    store.set({ travel: version, travelView });
    history.replaceState(null, "", `${location.pathname}?v=${version}`);
  } catch (err) {
    await refusal(err);
  }
}

function myTurn(state) {
  return Boolean(state.view?.you) && (state.pending || []).some((p) => p.seat === state.view.you);
}

function noticeTurn() {
  const state = store.get();
  const mine = myTurn(state);
  if (mine && !state.wasMyTurn) announce(t("game-your-move"));
  store.set({ wasMyTurn: mine });
}

function renderHead(state) {
  const view = state.view;
  if (!view) return;
  const mine = myTurn(state);
  document.title = t(mine ? "game-title-your-move" : "game-title", { name: view.name });
  document.getElementById("game-title").textContent = view.name;
  // The round and phase of the board shown: an older version's while time travelling.
  const shown = state.travelView || view;
  const phase = view.status === "active" || view.status === "finished"
    ? t("game-round-phase", { round: shown.round ?? 0, phase: phaseName(shown.phase) }) : statusName(view.status);
  document.getElementById("round-phase").textContent =
    state.travel !== null && state.travelView ? t("game-round-phase-past", { phase, version: state.travel }) : phase;
  const seat = view.you ? view.seats.find((s) => s.seat === view.you) : null;
  document.getElementById("who").textContent = seat ? t("game-you-play", { faction: factionName(seat.faction) }) : t("game-spectating");
  const game = document.getElementById("game");
  game.dataset.version = String(view.version);
  game.dataset.status = view.status;
  game.dataset.myTurn = String(mine);
  const conn = document.getElementById("conn");
  conn.dataset.state = state.conn;
  conn.dataset.l10nId = `game-conn-${state.conn}`;
  conn.textContent = t(conn.dataset.l10nId);
  if (view.version > state.seenBefore && state.events.length) markSeen(state.gameId, view.version);
}

function statusName(status) {
  return t("game-status", { status: String(status || "") });
}

boot();
