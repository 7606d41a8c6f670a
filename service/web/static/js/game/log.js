// The log: one sentence per event, from the server (its `text`), grouped by round and phase, Battles
// as collapsible blocks (a Battle fought first, e.g. by Energy Nexus, inside the one that waits); a
// divider marks what is new since this browser last looked.
import { h, clear, humanise } from "../dom.js";
import { shownText, secretShown, viewpointOf } from "./replay.js";
import { t } from "../l10n.js";

const QUIET = new Set(["ChoiceMade", "BattleAdvanced", "TurnEnded"]);
// Faded in the log and in the review: passes, and steps the game took by itself.
const PASS_ACTS = new Set(["window_pass", "end_ritual_turn"]);
// BattleNoted and FactionDataSet are the game's own bookkeeping (a Battle's opening steps, a round an
// ability was used in): kept, but faded like the other automatic steps.
const AUTOMATIC = new Set(["WindowOpened", "WindowClosed", "BattleAdvanced", "BattleNoted", "FactionDataSet",
  "TurnBegan", "TurnEnded", "MoveFinished", "RitualTurnEnded", "DeadlineSet", "DeadlineCleared", "ClockCharged",
  "ClockRestored", "DecisionTimedOut"]);

// Bookkeeping the page's log leaves out (the feed keeps every event, for the auditor and other
// clients): a window opening and closing (the banner shows it while it matters), a Battle's notes,
// and a choice asked of a seat being settled (the choice itself is in the log).
export function isBookkeeping(event) {
  if (event.type === "WindowOpened" || event.type === "WindowClosed" || event.type === "BattleNoted") return true;
  return event.type === "FactionDataSet" && event.payload?.key === "demand";
}

export function fadeOf(event) {
  const p = event.payload || {};
  if (event.type === "ChoiceMade") {
    if (p.by === "timeout") return "auto";
    return (p.choices || []).length && p.choices.every((c) => PASS_ACTS.has(c.act)) ? "pass" : null;
  }
  if (event.type === "WindowAnswered" && !p.ability) return "pass";
  return AUTOMATIC.has(event.type) ? "auto" : null;
}

export function renderLog(state, actions) {
  const box = document.getElementById("log");
  const viewpoint = String(viewpointOf(state));
  if (box.dataset.count === String(state.events.length) && box.dataset.seen === String(state.seenBefore)
    && box.dataset.viewpoint === viewpoint && box.dataset.lang === String(state.eventsLang)) return;
  box.dataset.lang = String(state.eventsLang);  // the language the sentences were read in
  box.dataset.count = String(state.events.length);
  box.dataset.seen = String(state.seenBefore);
  box.dataset.viewpoint = viewpoint;
  const stick = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
  // On a phone the log is no box of its own (game.css): a reader at the page's end stays there.
  const pageStick = getComputedStyle(box).overflowY === "visible" && box.offsetParent !== null
    && innerHeight + scrollY >= document.documentElement.scrollHeight - 40;
  const blocks = [];
  const battles = [];  // the Battle blocks open now: a Battle fought first sits inside the one that waits
  let dividerDone = !state.seenBefore;
  const fresh = state.events.filter((e) => e.version > state.seenBefore).length;
  for (const event of state.events) {
    if (!dividerDone && event.version > state.seenBefore) {
      blocks.push(h("p", { class: "divider", id: "since-visit", text: t("game-log-since", { count: fresh }) }));
      dividerDone = true;
    }
    if (isBookkeeping(event)) continue;
    if (event.type === "PhaseBegan") {
      blocks.push(h("h3", { class: "phase", text: sentence(event) }));
      continue;
    }
    const line = entry(event, actions, state);
    const battle = battles.at(-1);
    if (event.type === "BattleDeclared" || (event.type === "BattleInterposed" && battle)) {
      const block = h("details", { class: "battle-block", open: true }, h("summary", { text: sentence(event) }));
      if (battle) battle.append(block); else blocks.push(block);
      battles.push(block);
      continue;
    }
    if (battle) {
      battle.append(line);
      if (event.type === "BattleEnded" || (event.type === "BattleResumed" && battles.length > 1)) battles.pop().open = false;
      continue;
    }
    blocks.push(line);
  }
  clear(box, blocks);
  if (stick) box.scrollTop = box.scrollHeight;
  if (pageStick) document.getElementById("log-panel").scrollIntoView({ block: "end" });
}

function entry(event, actions, state) {
  const fade = fadeOf(event);
  const look = `${QUIET.has(event.type) || fade ? " quiet" : ""}${fade ? ` ${fade}` : ""}`;
  return h("p", { class: `entry${look}`, dataset: { version: String(event.version), type: event.type } },
    h("button", { type: "button", class: "version", text: `v${event.version}`, "aria-label": t("game-log-version", { version: event.version }),
      onclick: () => actions.travelTo(event.version) }),
    " ", shownText(state, event, sentence(event)),
    secretShown(state, event) ? h("span", { class: "secret-tag", text: t("game-log-secret") }) : null);
}

export function sentence(event) {
  if (event.text) return event.text;
  const p = event.payload || {};
  const bits = Object.entries(p).filter(([, v]) => typeof v !== "object").map(([k, v]) => `${humanise(k)}: ${v}`);
  return `${humanise(event.type.replace(/([a-z])([A-Z])/g, "$1 $2"))}${bits.length ? ` (${bits.join(", ")})` : ""}`;
}
