// The links a new game hands out, each with a copy button: the host link, then one per seat
// (invite links; a sandbox's seat links carry their tokens, as its creator holds every seat).
import { h, clear, announce, factionName } from "../dom.js";

export function linksFor(created, origin = location.origin, bots = {}) {
  const game = created.game;
  const id = encodeURIComponent(game.game_id);
  const links = [{ seat: "host", label: "Host link (manages the lobby; keep it to yourself)",
    url: `${origin}/g/${id}#h=${created.host_token}` }];
  for (const seat of game.seats) {
    if (bots[seat.seat]) continue;
    const who = `${seat.seat} (${factionName(seat.faction)})`;
    if (created.seat_tokens) {
      links.push({ seat: seat.seat, label: `Seat link for ${who}`, url: `${origin}/g/${id}#t=${created.seat_tokens[seat.seat]}` });
    } else {
      const code = created.invite_code ? `#code=${encodeURIComponent(created.invite_code)}` : "";
      links.push({ seat: seat.seat, label: `Invite link for ${who}`,
        url: `${origin}/g/${id}/join?seat=${encodeURIComponent(seat.seat)}${code}` });
    }
  }
  return links;
}

export function showLinks(created, bots = {}) {
  const links = linksFor(created, location.origin, bots);
  const botItems = created.game.seats.filter((s) => bots[s.seat]).map((s) => h("li", { class: "bot-seat", dataset: { seat: s.seat },
    text: `${s.seat} (${factionName(s.faction)}) is played by the ${bots[s.seat]} bot.` }));
  clear(document.getElementById("links"), botItems, links.map((link, i) => h("li", {},
    h("label", { for: `link${i}`, text: link.label }),
    h("div", { class: "copy-row" },
      h("input", { id: `link${i}`, readOnly: true, value: link.url, dataset: { seat: link.seat }, onfocus: (e) => e.target.select() }),
      h("button", { type: "button", text: "Copy", "aria-label": `Copy the ${link.label.split(" (")[0].toLowerCase()}`,
        onclick: (e) => copy(link.url, e.currentTarget, i) })))));
  document.getElementById("open-game").href = `/g/${encodeURIComponent(created.game.game_id)}`;
  if (created.seat_tokens) {
    document.getElementById("created-hint").textContent =
      "A sandbox: you hold every seat. Open each seat link in its own browser profile or private window, or play here as the first seat.";
  }
  document.getElementById("created").hidden = false;
  document.getElementById("created-h").focus();
  announce("Your game is ready: send each player their link.");
}

async function copy(text, button, i) {
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = "Copied";
  } catch {
    // No clipboard (an insecure origin or a refused permission): select it for the person to copy.
    const input = document.getElementById(`link${i}`);
    input.focus();
    input.select();
    button.textContent = "Selected: press Ctrl+C";
  }
}
