// Catch-up: "Review since my last move" steps through what happened since this seat's latest
// choice, one choice at a time (the board after each, by time travel), with passes and
// automatic steps faded; the log marks the step being shown.
import { h, clear, announce, factionName } from "../dom.js";
import { sentence, fadeOf, isBookkeeping } from "./log.js";
import { t } from "../l10n.js";

let review = null;  // {steps, index} while reviewing
let drawn = null;

// Steps since `me`'s latest own choice (else since the last visit; a finished game's replay: from
// the first choice): one per choice, each ending where the next choice begins.
// A step: {from, to, seat, fade, lines}.
export function reviewSteps(events, me, seenBefore, fromStart = false) {
  let start = -1;
  if (fromStart) {
    start = events.findIndex((e) => e.type === "ChoiceMade");
    return start < 0 ? { steps: [], sinceMove: false } : { steps: group(events.slice(start)), sinceMove: false };
  }
  if (me) {
    for (let i = events.length - 1; i >= 0; i--) {
      const e = events[i];
      if (e.type === "ChoiceMade" && e.payload.seat === me && !e.payload.by) { start = i; break; }
    }
  }
  const sinceMove = start >= 0;
  if (!sinceMove && seenBefore) start = events.findIndex((e) => e.version > seenBefore);
  if (start < 0) return { steps: [], sinceMove };
  return { steps: group(events.slice(start)), sinceMove };
}

function group(events) {
  const steps = [];
  for (const event of events) {
    if (event.type === "ChoiceMade" || !steps.length) {
      steps.push({ from: event.version, to: event.version, seat: event.payload?.seat || event.seat,
        fade: event.type === "ChoiceMade" ? fadeOf(event) : "auto", lines: [], quiet: [] });
    }
    const step = steps[steps.length - 1];
    step.to = event.version;
    if (event.type !== "ChoiceMade" && !isBookkeeping(event)) (fadeOf(event) ? step.quiet : step.lines).push(sentence(event));
  }
  for (const step of steps) if (!step.lines.length) step.lines = step.quiet;  // a pass: say what it was
  return steps;
}

export function setupReview(store, actions) {
  const box = h("div", { id: "review", class: "review" });
  document.querySelector(".game-head").append(box);
  store.subscribe((state) => renderReview(state, actions, box));
  document.addEventListener("l10n:change", () => { drawn = null; renderReview(store.get(), actions, box); });
}

function renderReview(state, actions, box) {
  const inputs = [state.events, state.view?.you, state.view?.status, state.travel, review?.index];
  if (drawn && inputs.every((v, i) => v === drawn[i])) return;
  drawn = inputs;
  markLog(state);
  if (review) { clear(box, bar(state, actions)); return; }
  const finished = state.view?.status === "finished";
  const { steps, sinceMove } = reviewSteps(state.events, state.view?.you, state.seenBefore, finished);
  const others = sinceMove ? steps.length - 1 : steps.length;  // the first is my own move
  if (!others || !state.view) { clear(box); return; }
  const what = finished ? "replay" : sinceMove ? "move" : "visit";
  clear(box, h("button", { type: "button", id: "review-start", class: "secondary",
    text: t("game-more-review-start", { what, count: steps.length }),
    onclick: () => start(steps, actions) }));
}

function start(steps, actions) {
  review = { steps, index: 0 };
  show(actions);
  document.getElementById("review-next")?.focus();
}

function show(actions) {
  const step = review.steps[review.index];
  actions.travelTo(step.to);
  announce(`${t("game-more-review-step", { number: review.index + 1, count: review.steps.length })}. ${step.lines[0] || ""}`);
}

function move(delta, actions) {
  const next = review.index + delta;
  if (next >= review.steps.length) { stop(actions); return; }
  review.index = Math.max(0, next);
  show(actions);
}

function stop(actions) {
  review = null;
  drawn = null;
  actions.travelTo(null);
  announce(t("game-more-review-over"));
  requestAnimationFrame(() => document.getElementById("review-start")?.focus());
}

function bar(state, actions) {
  const { steps, index } = review;
  const step = steps[index];
  const who = whoActed(state, step);
  const fade = step.fade === "pass" || step.fade === "auto" ? step.fade : "choice";
  const last = index === steps.length - 1;
  return h("div", { class: `review-bar${step.fade ? " faded" : ""}`, role: "region", "aria-label": t("game-more-review") },
    h("p", { class: "review-step", id: "review-step" },
      h("strong", { text: t("game-more-review-step", { number: index + 1, count: steps.length }) }),
      ` · ${t("game-more-review-who", { version: String(step.to), who, fade })} `,
      step.lines.join(" ") || t("game-more-review-nothing")),
    h("div", { class: "row" },
      h("button", { type: "button", id: "review-prev", text: t("game-more-review-prev"), disabled: index === 0,
        onclick: () => move(-1, actions) }),
      h("button", { type: "button", id: "review-next", class: "primary", text: t(last ? "game-more-review-finish" : "game-more-review-next"),
        onclick: () => move(1, actions) }),
      last ? null : h("button", { type: "button", id: "review-stop", text: t("game-more-review-stop"), onclick: () => stop(actions) })));
}

function whoActed(state, step) {
  const seat = state.view?.seats.find((s) => s.seat === step.seat);
  if (!seat) return t("game-more-review-the-game");
  const name = factionName(seat.faction);
  return step.seat === state.view.you ? t("game-more-review-you", { faction: name }) : name;
}

// The log lines of the step on show are marked; the first comes into view.
function markLog(state) {
  const step = review?.steps[review.index];
  let first = null;
  for (const line of document.querySelectorAll("#log [data-version]")) {
    const v = Number(line.dataset.version);
    const on = Boolean(step) && v >= step.from && v <= step.to;
    line.classList.toggle("reviewed", on);
    if (on && !first) first = line;
    const block = line.closest("details");
    if (on && block) block.open = true;  // a Battle's block opens to show the step inside it
  }
  const box = document.getElementById("log");
  if (first) box.scrollTop = first.offsetTop - box.offsetTop - box.clientHeight / 3;  // the log alone scrolls
}
