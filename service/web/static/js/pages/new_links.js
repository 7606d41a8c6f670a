// The links a new game hands out, each with a copy button: the host link, then one per seat
// (invite links; a sandbox's seat links carry their tokens, as its creator holds every seat).
// The game page shows its host the invite links of the open seats again with the same list.
import { h, clear, announce, factionName } from "../dom.js";

// `skip`: seats that get no link (handed to a bot, or taken by the creator).
export function linksFor(created, origin = location.origin, skip = {}) {
  const game = created.game;
  const id = encodeURIComponent(game.game_id);
  const manages = created.seat_tokens ? "manages the lobby" : "manages the lobby and shows the invite links again";
  const links = [{ seat: "host", label: `Host link (${manages}; keep it to yourself)`, url: `${origin}/g/${id}#h=${created.host_token}` }];
  for (const seat of game.seats) {
    if (skip[seat.seat]) continue;
    const who = `${seat.seat} (${factionName(seat.faction)})`;
    if (created.seat_tokens) {
      links.push({ seat: seat.seat, label: `Seat link for ${who}`, url: `${origin}/g/${id}#t=${created.seat_tokens[seat.seat]}` });
    } else {
      links.push({ seat: seat.seat, label: `Invite link for ${who}`, url: inviteLink(origin, game.game_id, seat.seat, created.invite_code) });
    }
  }
  return links;
}

export function inviteLink(origin, gameId, seat, code) {
  const fragment = code ? `#code=${encodeURIComponent(code)}` : "";
  return `${origin}/g/${encodeURIComponent(gameId)}/join?seat=${encodeURIComponent(seat)}${fragment}`;
}

// One list item per link: its label, the link in a read-only box, a copy button. `prefix` keeps
// the boxes' ids apart from any other list of links on the page.
export function linkItems(links, prefix = "link") {
  return links.map((link, i) => h("li", {},
    h("label", { for: `${prefix}${i}`, text: link.label }),
    h("div", { class: "copy-row" },
      h("input", { id: `${prefix}${i}`, readOnly: true, value: link.url, dataset: { seat: link.seat }, onfocus: (e) => e.target.select() }),
      h("button", { type: "button", text: "Copy", "aria-label": `Copy the ${link.label.split(" (")[0].toLowerCase()}`,
        onclick: (e) => copy(link.url, e.currentTarget, `${prefix}${i}`) }))));
}

// `bots`: seat -> bot level; `mine`: the seat the creator took, if any.
export function showLinks(created, bots = {}, mine = null) {
  const links = linksFor(created, location.origin, { ...bots, ...(mine ? { [mine]: true } : {}) });
  const seatNote = (s, text) => h("li", { class: mine === s.seat ? "own-seat" : "bot-seat", dataset: { seat: s.seat }, text });
  const notes = created.game.seats.filter((s) => bots[s.seat] || s.seat === mine).map((s) => (s.seat === mine
    ? seatNote(s, `${s.seat} (${factionName(s.faction)}) is yours: this browser holds its token.`)
    : seatNote(s, `${s.seat} (${factionName(s.faction)}) is played by the ${bots[s.seat]} bot.`)));
  clear(document.getElementById("links"), notes, linkItems(links));
  document.getElementById("open-game").href = `/g/${encodeURIComponent(created.game.game_id)}`;
  if (created.seat_tokens) {
    document.getElementById("created-hint").textContent =
      "A sandbox: you hold every seat. Open each seat link in its own browser profile or private window, or play here as the first seat.";
  }
  document.getElementById("created").hidden = false;
  document.getElementById("created-h").focus();
  announce("Your game is ready: send each player their link.");
}

async function copy(text, button, id) {
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = "Copied";
  } catch {
    // No clipboard (an insecure origin or a refused permission): select it for the person to copy.
    const input = document.getElementById(id);
    input.focus();
    input.select();
    button.textContent = "Selected: press Ctrl+C";
  }
}
