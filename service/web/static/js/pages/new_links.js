// The links a new game hands out, each with a copy button: the host link, then one per seat
// (invite links; a sandbox's seat links carry their tokens, as its creator holds every seat).
// The game page shows its host the invite links of the open seats again with the same list.
import { h, clear, announce, factionName } from "../dom.js";
import { t } from "../l10n.js";

// `skip`: seats that get no link (handed to a bot, or taken by the creator).
export function linksFor(created, origin = location.origin, skip = {}) {
  const game = created.game;
  const id = encodeURIComponent(game.game_id);
  const links = [{ seat: "host", label: t(created.seat_tokens ? "new-host-link-sandbox" : "new-host-link"),
    copy: t("new-copy-host"), url: `${origin}/g/${id}#h=${created.host_token}` }];
  for (const seat of game.seats) {
    if (skip[seat.seat]) continue;
    const who = { seat: seat.seat, faction: factionName(seat.faction) };
    if (created.seat_tokens) {
      links.push({ seat: seat.seat, label: t("new-seat-link", who), copy: t("new-copy-seat", who),
        url: `${origin}/g/${id}#t=${created.seat_tokens[seat.seat]}` });
    } else {
      links.push({ seat: seat.seat, label: t("new-invite-link", who), copy: t("new-copy-invite", who),
        url: inviteLink(origin, game.game_id, seat.seat, created.invite_code) });
    }
  }
  return links;
}

export function inviteLink(origin, gameId, seat, code) {
  const fragment = code ? `#code=${encodeURIComponent(code)}` : "";
  return `${origin}/g/${encodeURIComponent(gameId)}/join?seat=${encodeURIComponent(seat)}${fragment}`;
}

// One list item per link: its label, the link in a read-only box, a copy button (`copy` names what
// it copies). `prefix` keeps
// the boxes' ids apart from any other list of links on the page.
export function linkItems(links, prefix = "link") {
  return links.map((link, i) => h("li", {},
    h("label", { for: `${prefix}${i}`, text: link.label }),
    h("div", { class: "copy-row" },
      h("input", { id: `${prefix}${i}`, readOnly: true, value: link.url, dataset: { seat: link.seat }, onfocus: (e) => e.target.select() }),
      h("button", { type: "button", text: t("new-copy"), "aria-label": link.copy,
        onclick: (e) => copy(link.url, e.currentTarget, `${prefix}${i}`) }))));
}

// `bots`: seat -> bot level; `mine`: the seat the creator took, if any.
let shown = null;  // the links on show, written again in another language

export function showLinks(created, bots = {}, mine = null) {
  shown = [created, bots, mine];
  const links = linksFor(created, location.origin, { ...bots, ...(mine ? { [mine]: true } : {}) });
  const seatNote = (s, text) => h("li", { class: mine === s.seat ? "own-seat" : "bot-seat", dataset: { seat: s.seat }, text });
  const notes = created.game.seats.filter((s) => bots[s.seat] || s.seat === mine).map((s) => (s.seat === mine
    ? seatNote(s, t("new-own-seat", { seat: s.seat, faction: factionName(s.faction) }))
    : seatNote(s, t("new-bot-seat", { seat: s.seat, faction: factionName(s.faction), level: bots[s.seat] }))));
  clear(document.getElementById("links"), notes, linkItems(links));
  document.getElementById("open-game").href = `/g/${encodeURIComponent(created.game.game_id)}`;
  if (created.seat_tokens) {
    const hint = document.getElementById("created-hint");
    hint.dataset.l10nId = "new-ready-sandbox-hint";
    hint.textContent = t("new-ready-sandbox-hint");
  }
  if (!document.getElementById("created").hidden) return;
  document.getElementById("created").hidden = false;
  document.getElementById("created-h").focus();
  announce(t("new-ready-announce"));
}

document.addEventListener("l10n:change", () => { if (shown) showLinks(...shown); });

async function copy(text, button, id) {
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = t("new-copied");
  } catch {
    // No clipboard (an insecure origin or a refused permission): select it for the person to copy.
    const input = document.getElementById(id);
    input.focus();
    input.select();
    button.textContent = t("new-copy-selected");
  }
}
