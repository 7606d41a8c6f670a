// The seat's clock in its settings, and a vacation: "take N days" pauses the clock (the deadline
// moves back by the vacation), within the days the game allows each seat. Everyone sees it.
import { api, ApiError } from "../api.js";
import { h, clear, announce } from "../dom.js";
import { t, language } from "../l10n.js";
import { seatClock } from "./clock.js";

export const vacationPart = { titleId: "game-more-clock-title", id: "ss-clock", build, update };

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
    seatClock(seat, view) || h("p", { text: t("game-more-no-clock") }),
    h("p", { id: "ss-vacation-left", text: left
      ? t("game-more-vacation-left", { count: left })
      : t("game-more-no-vacation-left") }),
    away ? h("p", { class: "vacation", text: t("game-more-vacation-until", { date: new Date(seat.vacation_until).toLocaleString() }) }) : null,
    left && !away && view.status !== "finished" ? vacationForm(box.ctx, left) : null,
    h("p", { id: "ss-vacation-message", class: "hint", "aria-live": "polite" }));
}

function key(view, seat) {
  return `${language()}:${view.version}:${seat.vacation_until}:${seat.vacation_days_left}:${seat.deadline}`;
}

function vacationForm(ctx, left) {
  days = Math.min(days, left);
  const input = h("input", { id: "ss-vacation-days", type: "number", min: 1, max: left, step: 1, value: days,
    inputMode: "numeric" });
  const confirmRow = h("div", { class: "row", id: "ss-vacation-confirm", hidden: true });
  const form = h("form", { class: "form ss-vacation", novalidate: true },
    h("label", { for: "ss-vacation-days", text: t("game-more-vacation-days") }), input,
    h("p", { class: "hint", text: t("game-more-vacation-hint") }),
    h("button", { type: "submit", text: t("game-more-vacation-take") }), confirmRow);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    days = Math.round(Number(input.value));
    if (!(days >= 1 && days <= left)) { say(t("game-more-vacation-range", { left }), true); return; }
    clear(confirmRow,
      h("button", { type: "button", class: "primary", text: t("game-more-vacation-confirm", { count: days }),
        onclick: () => take(ctx, days) }),
      h("button", { type: "button", text: t("game-more-cancel"), onclick: () => { confirmRow.hidden = true; input.focus(); } }));
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
    say(t("game-more-clock-paused", { date: new Date(seat.vacation_until).toLocaleString() }));
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
