// Join: the game's seats, a display name, claim; the seat's token stays in this browser and the
// page moves to the game. A private game's invite link carries its code after "#code=".
import { loadFactions } from "../factions.js";
import { api } from "../api.js";
import { captureFragment, rememberSeat } from "../tokens.js";
import { h, clear, announce, factionName } from "../dom.js";

const gameId = document.body.dataset.gameId;
const { code } = captureFragment(gameId);
const invite = code ? { "X-Invite-Code": code } : {};
const wanted = new URLSearchParams(location.search).get("seat");
const form = document.getElementById("join");
const summary = document.getElementById("join-summary");
const gamePath = `/g/${encodeURIComponent(gameId)}`;

function seatStatus(seat) {
  if (seat.status === "open") return "open";
  if (seat.status === "bot") return `played by a ${seat.bot || ""} bot`.replace("  ", " ");
  return `taken by ${seat.name || "a player"}`;
}

function seatChoice(seat, pick) {
  const open = seat.status === "open";
  return h("label", { class: `choice seat${open ? "" : " taken"}` },
    h("input", { type: "radio", name: "seat", value: seat.seat, disabled: !open, checked: seat.seat === pick }),
    ` ${factionName(seat.faction)} (${seat.seat}): ${seatStatus(seat)}`);
}

async function start() {
  let game;
  try {
    game = await api("GET", `/v1/games/${encodeURIComponent(gameId)}`, { headers: invite });
  } catch (err) {
    summary.textContent = err.status === 403 ? "This game is private: open the invite link you were sent, as it is." : err.detail || err.message;
    announce(summary.textContent);
    return;
  }
  document.getElementById("join-title").textContent = `Join ${game.name}`;
  const open = game.seats.filter((s) => s.status === "open");
  if (!open.length) {
    clear(summary, "Every seat is taken. ", h("a", { href: gamePath, text: "Watch the game" }));
    return;
  }
  summary.textContent = `${game.seats.length} players on the ${game.layout} map; ${open.length} seat${open.length === 1 ? "" : "s"} open. The game starts when every seat is taken.`;
  const pick = open.some((s) => s.seat === wanted) ? wanted : open[0].seat;
  clear(document.getElementById("seats"), game.seats.map((s) => seatChoice(s, pick)));
  form.hidden = false;
}

form.addEventListener("submit", async (e) => {
  e.preventDefault();
  const data = new FormData(form);
  const name = String(data.get("name") || "").trim();
  if (!name) { announce("Give a name the other players will see."); document.getElementById("name").focus(); return; }
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

await loadFactions();
start();
