// The seat's settings, in a dialog opened from the game's header by the seat that plays in this
// browser: where its notifications go (webhook, email), a test message, and the delivery history.
// Other parts of the dialog (clock and vacation, reactions, this browser's notifications) come from
// their own modules.
import { api, ApiError } from "../api.js";
import { h, clear, announce } from "../dom.js";
import { t } from "../l10n.js";
import { vacationPart } from "./vacation.js";
import { reactionsPart } from "./reactions.js";
import { browserPart, watchTurns } from "./turnnotice.js";

const HISTORY_SHOWN = 20;
const FORMATS = ["json", "discord", "slack"];
const KINDS = ["your_turn", "reminder", "timeout", "undo_request", "game_ended", "chat", "rematch", "test"];

// An element's words from the catalog, marked so that l10n.js words it again in another language
// (the dialog is built once, and what is typed in it stays).
export function said(id, args) {
  const dataset = { l10nId: id };
  if (args) dataset.l10nArgs = JSON.stringify(args);
  return { text: t(id, args), dataset };
}

// parts: [{ title or titleId, id, build(ctx) -> Node, update?(state) }], rendered in order after
// the channels (titleId: the catalog's message for the title).
export function setupSeatSettings(store, actions, parts = [vacationPart, reactionsPart, browserPart]) {
  watchTurns(store);
  const ctx = { store, actions, path: () => `${store.get().base}/seats/${encodeURIComponent(store.get().view.you)}` };
  const dialog = h("dialog", { id: "seat-settings", class: "seat-settings", "aria-labelledby": "seat-settings-h" });
  const opener = h("button", { type: "button", id: "settings-open", class: "secondary", ...said("game-more-settings-open"),
    hidden: true, "aria-haspopup": "dialog", onclick: () => open(ctx, dialog) });
  const sections = [
    { titleId: "game-more-notifications", id: "ss-notify", build: () => channelsForm(ctx) },
    { titleId: "game-more-history", id: "ss-history", build: () => historyBox(ctx) },
    ...parts,
  ];
  clear(dialog,
    h("div", { class: "ss-head" }, h("h2", { id: "seat-settings-h", ...said("game-more-settings") }),
      h("form", { method: "dialog" }, h("button", { type: "submit", ...said("game-more-close") }))),
    sections.map((s) => h("section", { class: "ss-section", "aria-labelledby": `${s.id}-h` },
      h("h3", { id: `${s.id}-h`, ...(s.titleId ? said(s.titleId) : { text: s.title }) }), s.build(ctx))));
  dialog.addEventListener("close", () => opener.focus());
  document.querySelector(".game-head").append(opener);
  document.getElementById("game").append(dialog);
  store.subscribe((state) => {
    opener.hidden = !(state.token && state.view?.you);
    if (dialog.open) for (const s of parts) if (s.update) s.update(state);
  });
  ctx.parts = parts;
  // Another language: what the dialog shows now is written again (the marked words change by themselves).
  document.addEventListener("l10n:change", () => {
    if (!dialog.open) return;
    for (const s of parts) if (s.update) s.update(ctx.store.get());
    if (shownHistory) showHistory(shownHistory);
    if (shownChannels) showChannels(shownChannels);
  });
}

function open(ctx, dialog) {
  dialog.showModal();
  for (const s of ctx.parts) if (s.update) s.update(ctx.store.get());
  loadChannels(ctx);
  loadHistory(ctx);
}

// ---- channels -----------------------------------------------------------------------------------

function channelsForm(ctx) {
  // Disabled until the seat's channels are read, so nothing typed is overwritten by them.
  const fields = h("fieldset", { id: "ss-channel-fields", class: "plain", disabled: true },
    h("legend", { class: "visually-hidden", ...said("game-more-channels") }),
    field("ss-webhook", said("game-more-webhook"), h("input", { id: "ss-webhook", type: "url", autocomplete: "off",
      placeholder: "https://example.com/hook" }),
      said("game-more-webhook-hint")),
    field("ss-format", said("game-more-format"), h("select", { id: "ss-format" },
      FORMATS.map((value) => h("option", { value, ...said(`game-more-format-${value}`) }))),
      said("game-more-format-hint")),
    field("ss-email", said("game-more-email"), h("input", { id: "ss-email", type: "email", autocomplete: "email" }),
      "", "ss-email-hint"),
    h("div", { class: "row" },
      h("button", { type: "submit", class: "primary", ...said("game-more-save") }),
      h("button", { type: "button", id: "ss-test", ...said("game-more-test"), onclick: () => sendTest(ctx) })));
  const form = h("form", { id: "ss-channels", class: "form", novalidate: true }, fields,
    h("div", { id: "ss-secret", class: "ss-secret", hidden: true },
      h("label", { for: "ss-secret-value", ...said("game-more-secret") }),
      h("input", { id: "ss-secret-value", readOnly: true, autocomplete: "off" })),
    h("p", { id: "ss-message", class: "hint", "aria-live": "polite" }));
  form.addEventListener("submit", (e) => { e.preventDefault(); saveChannels(ctx); });
  return form;
}

// `label` and `hint`: a text, or the catalog's words as said() gives them.
export function field(id, label, input, hint, hintId) {
  const words = (x) => (x && typeof x === "object" ? x : { text: x || "" });
  const help = h("p", { class: "hint", id: hintId || `${id}-hint`, ...words(hint) });
  input.setAttribute("aria-describedby", help.id);
  return h("div", { class: "field" }, h("label", { for: id, ...words(label) }), input, help);
}

async function loadChannels(ctx) {
  const fields = document.getElementById("ss-channel-fields");
  fields.disabled = true;
  try {
    const shown = await api("GET", `${ctx.path()}/notifications`, { token: ctx.store.get().token });
    showChannels(shown);
    fields.disabled = false;
  } catch (err) {
    say(err instanceof ApiError ? err.detail : String(err), true);
  }
}

let shownChannels = null;

function showChannels(shown) {
  shownChannels = shown;
  document.getElementById("ss-webhook").value = shown.webhook?.url || "";
  document.getElementById("ss-format").value = shown.webhook?.format || "json";
  const email = document.getElementById("ss-email");
  email.value = shown.email?.address || "";
  email.disabled = !shown.email_available && !shown.email;
  document.getElementById("ss-email-hint").textContent = t(shown.email_available
    ? "game-more-email-hint" : "game-more-no-email");
}

async function saveChannels(ctx) {
  const url = document.getElementById("ss-webhook").value.trim();
  const address = document.getElementById("ss-email").value.trim();
  const webhook = url ? { url, format: document.getElementById("ss-format").value } : null;
  const body = { webhook, email: address ? { address } : null };
  try {
    const shown = await api("PUT", `${ctx.path()}/notifications`, { token: ctx.store.get().token, body });
    showChannels(shown);
    const secret = document.getElementById("ss-secret");
    secret.hidden = !shown.webhook?.secret;
    document.getElementById("ss-secret-value").value = shown.webhook?.secret || "";
    say(t(shown.webhook?.secret ? "game-more-saved-secret" : "game-more-saved"));
  } catch (err) {
    say(err instanceof ApiError ? err.detail : String(err), true);
  }
}

async function sendTest(ctx) {
  const button = document.getElementById("ss-test");
  button.disabled = true;
  try {
    const known = lastTestId;
    const answer = await api("POST", `${ctx.path()}/notifications/test`, { token: ctx.store.get().token });
    say(t("game-more-test-sent", { channels: answer.channels.join(t("game-more-and")) }));
    await waitForTest(ctx, known);
  } catch (err) {
    say(err instanceof ApiError ? err.detail : String(err), true);
  } finally {
    button.disabled = false;
  }
}

function say(text, error = false) {
  const box = document.getElementById("ss-message");
  box.textContent = text;
  box.classList.toggle("error", error);
  announce(text);
}

// ---- delivery history ---------------------------------------------------------------------------

let lastTestId = 0;

function historyBox(ctx) {
  return h("div", {},
    h("p", { class: "hint", ...said("game-more-history-hint") }),
    h("button", { type: "button", ...said("game-more-history-refresh"), onclick: () => loadHistory(ctx) }),
    h("div", { id: "ss-history-list" }));
}

async function loadHistory(ctx) {
  let entries;
  try {
    entries = await allDeliveries(ctx);
  } catch (err) {
    clear(document.getElementById("ss-history-list"), h("p", { class: "error", text: err.detail || String(err) }));
    return [];
  }
  lastTestId = Math.max(0, ...entries.filter((e) => e.kind === "test").map((e) => e.id));
  showHistory(entries.slice(-HISTORY_SHOWN).reverse());
  return entries;
}

async function allDeliveries(ctx) {
  const entries = [];
  let after = 0;
  for (let page = 0; page < 20; page++) {  // the log is read oldest first, in pages
    const got = await api("GET", `${ctx.path()}/notifications/deliveries?after=${after}&limit=500`,
      { token: ctx.store.get().token });
    entries.push(...got.deliveries);
    if (got.next_after === null || got.next_after === undefined) break;
    after = got.next_after;
  }
  return entries;
}

let shownHistory = null;

function showHistory(entries) {
  shownHistory = entries;
  const box = document.getElementById("ss-history-list");
  if (!entries.length) { clear(box, h("p", { class: "hint", text: t("game-more-history-empty") })); return; }
  clear(box, h("div", { class: "ss-scroll" }, h("table", { class: "ss-history" },
    h("caption", { class: "visually-hidden", text: t("game-more-history-caption") }),
    h("thead", {}, h("tr", {}, ["game-more-when", "game-more-what", "game-more-channel", "game-more-result"]
      .map((id) => h("th", { scope: "col", text: t(id) })))),
    h("tbody", {}, entries.map((e) => h("tr", { class: e.delivered ? "ok" : "failed" },
      h("td", { text: new Date(e.attempted_at).toLocaleString([], { dateStyle: "short", timeStyle: "medium" }) }),
      h("td", { text: KINDS.includes(e.kind) ? t(`game-more-kind-${e.kind}`) : e.kind }),
      h("td", { text: e.channel }),
      h("td", { text: resultText(e) })))))));
}

function resultText(e) {
  const code = e.status_code ? ` (${e.channel === "email" ? "SMTP" : "HTTP"} ${e.status_code})` : "";
  return e.delivered ? t("game-more-delivered", { code })
    : t("game-more-failed", { attempt: e.attempt, code, error: e.error || t("game-more-no-answer") });
}

async function waitForTest(ctx, known) {
  // Delivery runs beside the web server: look again until the test's attempt is logged.
  const until = Date.now() + 30000;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await loadHistory(ctx);
    if (lastTestId > known) return;
  }
}
