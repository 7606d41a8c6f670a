// The seat's clock in its settings, and a vacation: "take N days" pauses the clock (the deadline
// moves back by the vacation), within the days the game allows each seat. Everyone sees it.
import { api, ApiError } from "../api.js";
import { h, clear, announce } from "../dom.js";
import { seatClock } from "./clock.js";

export const vacationPart = { title: "Clock and vacation", id: "ss-clock", build, update };

let days = 1;  // what the player asked for, kept across redraws

function build(ctx) {
  const box = h("div", { id: "ss-clock-box" });
  box.ctx = ctx;
  return box;
}

function update(state) {
  const box = document.getElementById("ss-clock-box");
  const view = state.view;
  const seat = view?.seats.find((s) => s.seat === view.you);
  if (!box || !seat || box.dataset.shown === key(view, seat)) return;
  box.dataset.shown = key(view, seat);
  const away = seat.vacation_until && Date.parse(seat.vacation_until) > Date.now();
  const left = seat.vacation_days_left || 0;
  clear(box,
    seatClock(seat, view) || h("p", { text: "This game has no clock." }),
    h("p", { id: "ss-vacation-left", text: left
      ? `You may take up to ${left} more day${left === 1 ? "" : "s"} of vacation in this game.`
      : "No vacation is left to take in this game." }),
    away ? h("p", { class: "vacation", text: `You are on vacation until ${new Date(seat.vacation_until).toLocaleString()}.` }) : null,
    left && !away && view.status !== "finished" ? vacationForm(box.ctx, left) : null,
    h("p", { id: "ss-vacation-message", class: "hint", "aria-live": "polite" }));
}

function key(view, seat) {
  return `${view.version}:${seat.vacation_until}:${seat.vacation_days_left}:${seat.deadline}`;
}

function vacationForm(ctx, left) {
  days = Math.min(days, left);
  const input = h("input", { id: "ss-vacation-days", type: "number", min: 1, max: left, step: 1, value: days,
    inputMode: "numeric" });
  const confirmRow = h("div", { class: "row", id: "ss-vacation-confirm", hidden: true });
  const form = h("form", { class: "form ss-vacation", novalidate: true },
    h("label", { for: "ss-vacation-days", text: "Days of vacation" }), input,
    h("p", { class: "hint", text: "Your clock pauses for these days and your deadline moves back by them; every seat sees it. A vacation cannot be taken back." }),
    h("button", { type: "submit", text: "Take vacation" }), confirmRow);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    days = Math.round(Number(input.value));
    if (!(days >= 1 && days <= left)) { say(`Choose from 1 to ${left} days.`, true); return; }
    clear(confirmRow,
      h("button", { type: "button", class: "primary", text: `Yes, take ${days} day${days === 1 ? "" : "s"} of vacation`,
        onclick: () => take(ctx, days) }),
      h("button", { type: "button", text: "Cancel", onclick: () => { confirmRow.hidden = true; input.focus(); } }));
    confirmRow.hidden = false;
    confirmRow.querySelector("button").focus();
  });
  return form;
}

async function take(ctx, count) {
  try {
    const summary = await api("POST", `${ctx.path()}/vacation`, { token: ctx.store.get().token, body: { days: count } });
    const seat = summary.seats.find((s) => s.seat === ctx.store.get().view.you);
    await ctx.actions.refresh();
    say(`Your clock is paused until ${new Date(seat.vacation_until).toLocaleString()}.`);
  } catch (err) {
    say(err instanceof ApiError ? err.detail : String(err), true);
  }
}

function say(text, error = false) {
  const box = document.getElementById("ss-vacation-message");
  if (!box) return;
  box.textContent = text;
  box.classList.toggle("error", error);
  announce(text);
}
