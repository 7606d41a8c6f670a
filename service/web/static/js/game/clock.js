// Each seat's clock by its faction board: a countdown to its deadline (under a bank time control,
// its bank running out), its bank while it waits, and its vacation. Countdowns tick once a second.
import { h } from "../dom.js";
import { t } from "../l10n.js";

let ticking = null;

// The clock line of a seat (null when the game has no clock for it). A past version (`live`
// false) shows its deadline as a date: counting down to it would mean nothing.
export function seatClock(seat, view, live = true) {
  if (!seat) return null;
  const bank = view.time_control?.kind === "bank";
  const parts = [];
  if (seat.deadline && !live) {
    parts.push(h("span", { class: "clock-label", text: t("game-more-deadline-then") }),
      h("time", { dateTime: seat.deadline, text: new Date(seat.deadline).toLocaleString() }));
  } else if (seat.deadline) {
    parts.push(h("span", { class: "clock-label", text: t(bank ? "game-more-bank" : "game-more-clock") }),
      h("time", { class: "countdown", dateTime: seat.deadline, dataset: { until: seat.deadline },
        title: t("game-more-until", { date: new Date(seat.deadline).toLocaleString() }), text: left(seat.deadline) }));
  } else if (bank && seat.bank_seconds !== null && seat.bank_seconds !== undefined) {
    parts.push(h("span", { class: "clock-label", text: t("game-more-bank") }),
      h("span", { class: "bank", text: t("game-more-bank-waiting", { time: duration(seat.bank_seconds * 1000) }) }));
  }
  if (live && seat.vacation_until && Date.parse(seat.vacation_until) > Date.now()) {
    parts.push(h("span", { class: "vacation", text: ` ${t("game-more-on-vacation", { date: new Date(seat.vacation_until).toLocaleString() })}` }));
  }
  if (!parts.length) return null;
  startClocks();
  return h("p", { class: "clock", dataset: { seat: seat.seat } }, parts);
}

export function startClocks() {
  if (ticking === null) ticking = setInterval(tick, 1000);
}

function tick() {
  for (const el of document.querySelectorAll("[data-until]")) el.textContent = left(el.dataset.until);
}

function left(until) {
  const ms = Date.parse(until) - Date.now();
  return ms > 0 ? t("game-more-time-left", { time: duration(ms) }) : t("game-more-time-up");
}

// 93784000 ms -> "1d 02:03:04"; under a day "02:03:04".
export function duration(ms) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86400);
  const pad = (n) => String(n).padStart(2, "0");
  const clock = `${pad(Math.floor(total / 3600) % 24)}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
  return days ? t("game-more-days-clock", { days: String(days), clock }) : clock;
}
