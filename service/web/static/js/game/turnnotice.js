// An in-page notification (the browser's Notification API) when it becomes this seat's move while
// its tab is hidden. Only for a player who asked for it with a click on "Notify me": the browser's
// permission prompt never opens on its own. The choice is kept in this browser (localStorage).
import { h, clear, announce } from "../dom.js";
import { askSentence } from "./decision.js";
import { t, language } from "../l10n.js";

const KEY = "cw.notify";

export const browserPart = { get title() { return t("game-browser-title"); }, id: "ss-browser", build, update: () => draw(false) };
let drawn = null;

// Watches the store for the moment the seat's move begins: it is the seat's decision, and another
// seat has chosen since the page last saw it begin. Judged on the events, not on a before/after
// pair of views, so a page whose refreshes skipped the versions in between still notices. One
// notification per absence: the next one waits until the tab has been looked at again.
export function watchTurns(store) {
  let told = null;  // the version of the others' latest choice, when the seat was last told
  let notified = false;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") notified = false;
  });
  store.subscribe((state) => {
    const view = state.view;
    if (!view?.you || state.optionsVersion !== view.version) return;  // each version once its options are in
    const others = othersLastChoice(state.events, view.you);
    if (told === null) { told = others; return; }  // what was there on load is no news
    const mine = (state.pending || []).some((p) => p.seat === view.you);
    if (!mine || others <= told) return;
    told = others;  // a visible tab counts as told: the player sees the board
    if (document.visibilityState === "hidden" && enabled() && !notified) {
      notified = true;
      show(state);
    }
  });
}

function othersLastChoice(events, you) {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type === "ChoiceMade" && e.payload?.seat && e.payload.seat !== you) return e.version;
  }
  return 0;
}

function show(state) {
  const note = new Notification(t("game-notify-title", { name: state.view.name }), {
    body: askSentence(state), tag: `cw-${state.gameId}`, lang: language() });
  note.onclick = () => { window.focus(); note.close(); };
}

function supported() { return typeof Notification === "function"; }
function wanted() { try { return localStorage.getItem(KEY) === "on"; } catch { return false; } }
function enabled() { return supported() && wanted() && Notification.permission === "granted"; }

function setWanted(on) {
  try { on ? localStorage.setItem(KEY, "on") : localStorage.removeItem(KEY); } catch { /* storage off: nothing kept */ }
}

function build() {
  return h("div", { id: "ss-browser-box" });
}

function draw(always = true) {
  const box = document.getElementById("ss-browser-box");
  const key = `${supported() ? `${Notification.permission}:${wanted()}` : "none"}:${language()}`;
  if (!box || (!always && key === drawn)) return;
  drawn = key;
  if (!supported()) { clear(box, h("p", { text: t("game-notify-unsupported") })); return; }
  if (Notification.permission === "denied") {
    clear(box, h("p", { text: t("game-notify-blocked") }));
    return;
  }
  const on = enabled();
  clear(box,
    h("p", { id: "ss-notify-state", text: t(on ? "game-notify-on" : "game-notify-off") }),
    h("button", { type: "button", id: "ss-notify-toggle", "aria-pressed": String(on),
      text: t(on ? "game-notify-stop" : "game-notify-start"), onclick: () => toggle(on) }));
}

async function toggle(on) {
  if (on) {
    setWanted(false);
  } else {
    // The one place the permission is asked for: right after the player's click (a browser that
    // granted it already answers at once, without a prompt).
    const answer = await Notification.requestPermission();
    setWanted(answer === "granted");
    if (answer !== "granted") announce(t("game-notify-refused"));
  }
  draw();
  document.getElementById("ss-notify-toggle")?.focus();
}
