// Join: the game's seats, a display name, claim; the seat's token stays in this browser and the
// page moves to the game. A private game's invite link carries its code after "#code=".
import { loadFactions } from "../factions.js";
import { api } from "../api.js";
import { captureFragment, rememberSeat } from "../tokens.js";
import { h, clear, announce, factionName } from "../dom.js";
import { t, l10nReady } from "../l10n.js";

const gameId = document.body.dataset.gameId;
const { code } = captureFragment(gameId);
const invite = code ? { "X-Invite-Code": code } : {};
const wanted = new URLSearchParams(location.search).get("seat");
const form = document.getElementById("join");
const summary = document.getElementById("join-summary");
const gamePath = `/g/${encodeURIComponent(gameId)}`;

function seatStatus(seat) {
  if (seat.status === "open") return t("join-seat-open");
  if (seat.status === "bot") return t("join-seat-bot", { bot: seat.bot || "none" });
  return seat.name ? t("join-seat-taken", { name: seat.name }) : t("join-seat-taken-anonymous");
}

function seatChoice(seat, pick) {
  const open = seat.status === "open";
  return h("label", { class: `choice seat${open ? "" : " taken"}` },
    h("input", { type: "radio", name: "seat", value: seat.seat, disabled: !open, checked: seat.seat === pick }),
    ` ${t("join-seat", { faction: factionName(seat.faction), seat: seat.seat, status: seatStatus(seat) })}`);
}

async function start() {
  let game;
  try {
    game = await api("GET", `/v1/games/${encodeURIComponent(gameId)}`, { headers: invite });
  } catch (err) {
    summary.removeAttribute("data-l10n-id");
    summary.textContent = err.status === 403 ? t("join-private") : err.detail || err.message;
    announce(summary.textContent);
    return;
  }
  const title = document.getElementById("join-title");
  title.dataset.l10nId = "join-game";
  title.dataset.l10nArgs = JSON.stringify({ name: game.name });
  title.textContent = t("join-game", { name: game.name });
  summary.removeAttribute("data-l10n-id");
  const open = game.seats.filter((s) => s.status === "open");
  if (!open.length) {
    clear(summary, `${t("join-full")} `, h("a", { href: gamePath, text: t("join-watch") }));
    return;
  }
  summary.textContent = t("join-summary", { players: game.seats.length, layout: game.layout, open: open.length });
  const pick = open.some((s) => s.seat === wanted) ? wanted : open[0].seat;
  clear(document.getElementById("seats"), game.seats.map((s) => seatChoice(s, pick)));
  form.hidden = false;
}

form.addEventListener("submit", async (e) => {
  e.preventDefault();
  const data = new FormData(form);
  const name = String(data.get("name") || "").trim();
  if (!name) { announce(t("join-name-needed")); document.getElementById("name").focus(); return; }
  const seat = data.get("seat");
  const body = code ? { name, invite_code: code } : { name };
  const button = form.querySelector("button[type=submit]");
  button.disabled = true;
  try {
    const answer = await api("POST", `/v1/games/${encodeURIComponent(gameId)}/seats/${encodeURIComponent(seat)}`, { body, headers: invite });
    rememberSeat(gameId, answer.seat, answer.token);
    location.assign(gamePath);
  } catch (err) {
    announce(err.detail || err.message);
    button.disabled = false;
    if (err.status === 409) start(); // someone took it first: show the seats as they are now
  }
});

await Promise.all([loadFactions(), l10nReady]);
start();
document.addEventListener("l10n:change", () => { if (!form.querySelector("button[type=submit]").disabled) start(); });
