// The host's invite links, shown again on the game page for as long as seats are open: one per
// open seat, and a private game's invite code, which only the host token may read
// (GET .../invite). Spectators and seats see none of it.
import { api } from "../api.js";
import { h, clear, factionName } from "../dom.js";
import { inviteLink, linkItems } from "../pages/new_links.js";
import { t } from "../l10n.js";

export function setupInvites(store, hostToken) {
  if (!hostToken) return;
  let asked = false;
  store.subscribe((state) => {
    const view = state.view;
    if (!asked && view?.status === "open" && view.visibility === "private") {
      asked = true;
      api("GET", `${state.base}/invite`, { token: hostToken })
        .then((answer) => store.set({ invite: { code: answer.invite_code } }))
        .catch((err) => store.set({ invite: { error: err.detail || err.message } }));
    }
    renderInvites(state);
  });
  document.addEventListener("l10n:change", () => { shown = null; renderInvites(store.get()); });
}

let shown = null;

function renderInvites(state) {
  const view = state.view;
  const box = document.getElementById("invites");
  const open = view?.status === "open" && !state.travelView ? view.seats.filter((s) => s.status === "open") : [];
  const key = JSON.stringify([open.map((s) => s.seat), state.invite]);
  if (key === shown) return;
  shown = key;
  const waiting = view?.visibility === "private" && !state.invite;
  box.hidden = !open.length || waiting;
  if (box.hidden) { clear(box); return; }
  if (state.invite?.error) { clear(box, h("p", { class: "error", text: state.invite.error })); return; }
  const code = state.invite?.code || null;
  const links = open.map((s) => {
    const who = { seat: s.seat, faction: factionName(s.faction) };
    return { seat: s.seat, label: t("new-invite-link", who), copy: t("new-copy-invite", who),
      url: inviteLink(location.origin, view.game_id, s.seat, code) };
  });
  clear(box,
    h("h2", { id: "invites-h", text: t("game-more-invites", { count: open.length }) }),
    h("p", { class: "hint", text: t("game-more-invites-hint") }),
    code ? h("p", { class: "invite-code" }, t("game-more-invite-code"), h("code", { text: code })) : null,
    h("ul", { class: "links" }, linkItems(links, "invite")));
}

