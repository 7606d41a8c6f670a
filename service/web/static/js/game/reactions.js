// Reactions: every out-of-turn window the seat's faction has abilities on (from /v1/content), its
// standing answer now (from the seat's own view) and the answers it may set (the server's
// standing_answer options, labels word for word). Saving sends each changed answer as a choice.
import { h, clear, announce } from "../dom.js";
import { t, language } from "../l10n.js";

export const reactionsPart = { get title() { return t("game-reactions-title"); }, id: "ss-reactions", build, update };

const ORDER = { ask: 0, always_pass: 1, pass_unless: 2 };
const picked = new Map();  // hook -> option index the player picked and has not saved yet
let shownKey = null;

function build(ctx) {
  const box = h("div", { id: "ss-reactions-box" });
  box.ctx = ctx;
  return box;
}

function update(state) {
  const box = document.getElementById("ss-reactions-box");
  const view = state.view;
  const you = view?.you;
  if (!box || !you || !state.content || !view.state) return;
  const key = `${view.version}:${state.optionsVersion}:${state.busy}:${language()}`;
  if (key === shownKey) return;
  shownKey = key;
  const faction = view.seats.find((s) => s.seat === you)?.faction;
  const spec = state.content.factions.find((f) => f.name === faction);
  const standing = view.state.factions[faction]?.standing || {};
  const live = state.optionsVersion === view.version && view.status === "active";
  const options = live ? (state.anytime || []).filter((o) => o.choice.act === "standing_answer") : [];
  const reactions = spec?.reactions || [];
  if (!reactions.length) { clear(box, h("p", { text: t("game-reactions-none") })); return; }
  const form = h("form", { class: "form ss-reactions", novalidate: true },
    h("p", { class: "hint", text: t("game-reactions-hint") }),
    reactions.map((r) => reactionFields(r, standing[r.hook], options, state)),
    live ? h("button", { type: "submit", class: "primary", text: t("game-reactions-save"), disabled: state.busy })
      : h("p", { class: "hint", text: t("game-reactions-later") }),
    h("p", { id: "ss-reactions-message", class: "hint", "aria-live": "polite" }));
  form.addEventListener("submit", (e) => { e.preventDefault(); save(box.ctx, form, options, standing); });
  clear(box, form);
}

function reactionFields(reaction, current, options, state) {
  const mine = options.map((o, i) => ({ o, i })).filter(({ o }) => o.choice.hook === reaction.hook)
    .sort((a, b) => ORDER[a.o.choice.answer] - ORDER[b.o.choice.answer]);
  const now = current || { answer: "ask", condition: null };
  const abilities = reaction.abilities.map((a) => a.title).join(", ");
  const word = t(`window-${reaction.hook}`);
  const title = word && word !== `window-${reaction.hook}` ? word : reaction.title;
  return h("fieldset", { class: "ss-reaction", dataset: { hook: reaction.hook } },
    h("legend", { text: `${title}: ${abilities}` }),
    h("p", { class: "hint", text: t("game-reactions-now", { answer: describe(now, mine) }) }),
    mine.map(({ o, i }) => {
      const isNow = o.choice.answer === now.answer && (o.choice.condition ?? null) === (now.condition ?? null);
      const checked = picked.has(reaction.hook) ? picked.get(reaction.hook) === i : isNow;
      const id = `ss-r-${reaction.hook}-${i}`;
      const input = h("input", { type: "radio", id, name: `ss-r-${reaction.hook}`, value: String(i), checked,
        disabled: state.busy, onchange: () => picked.set(reaction.hook, i) });
      return h("label", { class: "choice", for: id }, input, h("span", { text: o.label }));
    }));
}

function describe(now, mine) {
  const same = mine.find(({ o }) => o.choice.answer === now.answer && (o.choice.condition ?? null) === (now.condition ?? null));
  if (same) return same.o.label;
  return t("game-reactions-answer", { answer: now.answer, name: now.answer.replace(/_/g, " ") });
}

async function save(ctx, form, options, standing) {
  const changes = [];
  for (const [hook, index] of picked) {
    const choice = options[index]?.choice;
    const now = standing[hook] || { answer: "ask", condition: null };
    if (choice && (choice.answer !== now.answer || (choice.condition ?? null) !== (now.condition ?? null))) changes.push(choice);
  }
  picked.clear();
  if (!changes.length) { say(t("game-reactions-unchanged")); return; }
  for (const choice of changes) {
    await ctx.actions.choose(choice);
    if (ctx.store.get().error) { say(ctx.store.get().error, true); return; }
  }
  say(t("game-reactions-saved", { count: changes.length }));
}

function say(text, error = false) {
  const box = document.getElementById("ss-reactions-message");
  if (box) {
    box.textContent = text;
    box.classList.toggle("error", error);
  }
  announce(text);
}
