// My games: every game this browser holds a seat or host token for (with the seats a signed-in
// account holds, whose tokens for this browser home.js fetches first, account.js), from one
// POST /v1/my-games, in four sections: Your move (soonest deadline first), Waiting, Open, Finished.
import { api } from "../api.js";
import { allGames, forget } from "../tokens.js";
import { h, clear, announce, factionName, factionLetter } from "../dom.js";
import { miniMap } from "../minimap.js";
import { t } from "../l10n.js";

const MAX_TOKENS = 200;  // the route's limit; the most recently used games go first
const SECTIONS = ["move", "waiting", "open", "finished", "lost"];
// The decisions a seat may be asked, worded by the catalog (mine-decision-<kind>).
const DECISIONS = ["turn", "move", "assign_kill", "assign_pain", "assign_elimination", "retreat", "ritual",
  "spellbook", "window", "direction", "first_player", "start_area"];

export function decisionText(kind) {
  if (DECISIONS.includes(kind)) return t(`mine-decision-${kind}`);
  return kind ? String(kind).replace(/_/g, " ") : t("mine-decision");
}

// The games of this browser's tokens, one entry per game: {held, game} (game as the route says),
// or {held, game: null} when none of the game's tokens works now (kept until the person forgets it).
export async function loadMine() {
  const held = allGames().sort((a, b) => b.touched - a.touched);
  const tokens = [], owners = [];
  for (const g of held) {
    for (const t of [g.token, g.host, ...g.untried]) if (t && tokens.length < MAX_TOKENS) { tokens.push(t); owners.push(g); }
  }
  if (!tokens.length) return [];
  const answer = await api("POST", "/v1/my-games", { body: { tokens } });
  const byGame = new Map();
  for (const entry of answer.games) {
    const known = byGame.get(entry.game_id);
    // A seat's entry says more (its decision, its deadline) than the host's of the same game.
    if (known && entry.role !== "seat") continue;
    const held = owners[entry.index];
    // The server names the seat a token plays, even before this browser's game page learnt it.
    const seats = [...new Set([...held.seats, entry.seat].filter(Boolean))];
    byGame.set(entry.game_id, { held: { ...held, seats }, game: entry });
  }
  // No token of the game answers: the game is gone, or the seat's token was replaced. The entry
  // stays (the server may be answering for an older copy, a link may be mistyped) until the person
  // forgets it on its card.
  const asked = new Set(owners.map((g) => g.gameId));
  const lost = held.filter((g) => asked.has(g.gameId) && !byGame.has(g.gameId)).map((g) => ({ held: g, game: null }));
  return [...byGame.values(), ...lost];
}

export function myPending(entry) {
  return entry.game.pending.find((p) => entry.held.seats.includes(p.seat)) || null;
}

export function sectionOf(entry) {
  if (!entry.game) return "lost";
  if (entry.game.status === "finished") return "finished";
  if (entry.game.status !== "active") return "open";
  return myPending(entry) ? "move" : "waiting";
}

function deadlineOf(entry) {
  const p = myPending(entry);
  const seat = p && entry.game.seats.find((s) => s.seat === p.seat);
  return seat?.deadline || null;
}

const ORDER = {
  move: (a, b) => (Date.parse(deadlineOf(a) || "9999-12-31") - Date.parse(deadlineOf(b) || "9999-12-31"))
    || Date.parse(a.game.waiting_since || 0) - Date.parse(b.game.waiting_since || 0),
  waiting: (a, b) => Date.parse(b.game.updated_at) - Date.parse(a.game.updated_at),
  open: (a, b) => Date.parse(b.game.created_at) - Date.parse(a.game.created_at),
  finished: (a, b) => Date.parse(b.game.updated_at) - Date.parse(a.game.updated_at),
  lost: (a, b) => b.held.touched - a.held.touched,
};

// Fills the four sections; returns how many games wait for this browser's move.
export function renderMine(entries) {
  const root = document.getElementById("mine");
  document.getElementById("mine-empty").hidden = entries.length > 0;
  for (const name of SECTIONS) {
    const list = entries.filter((e) => sectionOf(e) === name).sort(ORDER[name]);
    root.querySelector(`[data-section=${name}]`).hidden = !list.length;
    const heading = document.getElementById(`${name === "open" ? "lobby" : name}-h`);
    heading.textContent = `${heading.textContent.replace(/ \(\d+\)$/, "")}${list.length ? ` (${list.length})` : ""}`;
    clear(document.getElementById(`mine-${name}`), list.map((e) => card(e, name)));
  }
  root.setAttribute("aria-busy", "false");
  tick();
  return entries.filter((e) => sectionOf(e) === "move").length;
}

function card(entry, section) {
  if (section === "lost") return lostCard(entry);
  const { game, held } = entry;
  const fresh = held.seen ? Math.max(0, game.version - held.seen) : 0;
  return h("li", { class: `game-card${section === "move" ? " your-move" : ""}`, dataset: { gameId: game.game_id, section } },
    h("p", { class: "card-head" },
      h("a", { href: `/g/${encodeURIComponent(game.game_id)}`, text: game.name }),
      fresh ? h("span", { class: "new-badge", text: t("mine-new", { count: fresh }) }) : null,
      game.chat_unread ? h("span", { class: "chat-badge", text: t("mine-unread-chat", { count: game.chat_unread }) }) : null),
    statusLine(entry, section),
    game.board ? miniMap(game.layout, game.board, game.seats.map((s) => s.faction)) : null,
    h("p", { class: "hint", text: `${roleText(entry)}${progress(game)}` }),
    game.board ? doomList(game) : null);
}

// A game none of whose tokens works now: it says so, and only its button forgets it.
function lostCard({ held }) {
  const forgetIt = () => {
    forget(held.gameId);
    document.querySelector(`#mine-lost li[data-game-id="${CSS.escape(held.gameId)}"]`)?.remove();
    document.querySelector("[data-section=lost]").hidden = !document.querySelector("#mine-lost li");
    announce(t("mine-forgotten", { game: held.gameId }));
  };
  return h("li", { class: "game-card lost", dataset: { gameId: held.gameId, section: "lost" } },
    h("p", { class: "card-head" }, h("a", { href: `/g/${encodeURIComponent(held.gameId)}`, text: t("mine-game", { game: held.gameId }) })),
    h("p", { class: "state", text: t("mine-lost") }),
    h("p", {}, h("button", { type: "button", text: t("mine-forget"), "aria-label": t("mine-forget-label", { game: held.gameId }), onclick: forgetIt })));
}

function roleText({ game, held }) {
  if (held.seats.length > 1) return t("mine-role-seats", { count: held.seats.length });
  const seat = game.seats.find((s) => s.seat === (held.seat || game.seat));
  return seat && held.seats.length ? t("mine-role-play", { faction: factionName(seat.faction) }) : t("mine-role-host");
}

function progress(game) {
  if (game.round === null || game.round === undefined) return ` · ${t("mine-seats-open", { open: game.open_seats, total: game.seat_count })}`;
  if (game.status === "finished") return ` · ${t("mine-ended-in-round", { round: game.round })}`;
  return ` · ${t("mine-round", { round: game.round, phase: String(game.phase || ""), title: String(game.phase || "").replace(/_/g, " ") })}`;
}

function statusLine(entry, section) {
  const game = entry.game;
  if (section === "move") {
    const due = deadlineOf(entry);
    return h("div", { class: "state" },
      h("p", { class: "your-move-line", text: `▶ ${t("mine-your-move", { decision: decisionText(myPending(entry).kind) })}` }),
      h("p", { class: "deadline" }, due ? h("time", { dateTime: due, dataset: { due }, text: dueText(due) }) : t("mine-no-deadline")));
  }
  if (section === "waiting") {
    const names = game.pending.map((p) => `${factionName(p.faction)} (${seatName(game, p.seat)})`);
    const since = game.waiting_since;
    return h("p", { class: "state" }, t("mine-waiting-for", { names: names.join(", ") || t("mine-nobody") }),
      since ? [` ${t("mine-since")} `, h("time", { dateTime: since, dataset: { since }, text: sinceText(since) })] : null);
  }
  if (section === "open") return h("p", { class: "state", text: t("mine-waiting-to-join", { count: game.open_seats }) });
  return h("p", { class: "state", text: resultText(game.result) });
}

function seatName(game, seat) {
  const s = game.seats.find((x) => x.seat === seat);
  return s?.bot ? t("mine-bot", { level: s.bot }) : s?.name || seat;
}

function resultText(result) {
  const winners = (result?.winners || []).map(factionName);
  if (winners.length) return t("mine-finished-won", { winners: winners.join(t("game-more-and")) });
  return result?.reason ? t("mine-finished-nobody", { reason: String(result.reason).replace(/_/g, " ") }) : t("mine-finished");
}

function doomList(game) {
  return h("ul", { class: "doom", "aria-label": t("mine-doom") }, game.seats.map(({ faction: f }) =>
    h("li", {}, h("span", { class: `badge f-${f}`, text: factionLetter(f), "aria-hidden": "true" }),
      h("span", { class: "visually-hidden", text: `${factionName(f)}: ` }), ` ${game.board.doom[f] ?? 0}`)));
}

function span(ms) {
  const minutes = Math.floor(Math.abs(ms) / 60000);
  if (minutes < 60) return t("mine-minutes", { minutes: String(minutes) });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t("mine-hours", { hours: String(hours), minutes: String(minutes % 60) });
  return t("mine-days", { days: String(Math.floor(hours / 24)), hours: String(hours % 24) });
}

function dueText(iso) {
  const left = Date.parse(iso) - Date.now();
  return t(left > 0 ? "mine-due-in" : "mine-overdue", { span: span(left) });
}

function sinceText(iso) {
  const at = new Date(iso);
  return t("mine-since-ago", { date: at.toLocaleString([], { dateStyle: "medium", timeStyle: "short" }), span: span(Date.now() - at) });
}

// Countdowns and "since" times move on without asking the server again.
export function tick() {
  for (const el of document.querySelectorAll("#mine time[data-due]")) el.textContent = dueText(el.dataset.due);
  for (const el of document.querySelectorAll("#mine time[data-since]")) el.textContent = sinceText(el.dataset.since);
}
