// Rematch, under the game-over table: a seat proposes the same table again (factions rotated one
// seat on, or dealt anew), the other seats held by people accept or decline, and once every one
// has accepted the page links to the new game. Each accepting seat's new token is kept in this
// browser like any seat link's (tokens.js), so the new game's page opens as that seat.
import { api } from "../api.js";
import { h, factionName, announce } from "../dom.js";
import { rememberSeat } from "../tokens.js";

const DEALS = [["rotate", "Rematch, factions rotated"], ["deal", "Rematch, factions dealt anew"]];

export function rematchPart(state, actions) {
  const view = state.view;
  if (!view || view.status !== "finished" || view.sandbox) return null;
  const offer = view.rematch;
  const mine = state.token && view.you ? view.you : null;
  const send = (path, body) => sendRematch(state, actions, path, body);
  const part = h("div", { class: "rematch", role: "group", "aria-label": "Rematch" },
    h("h3", { text: "Rematch" }));
  if (!offer || offer.status === "declined") {
    if (offer) part.append(h("p", { text: `${seatName(view, offer.declined_by)} declined the rematch.` }));
    if (mine) {
      part.append(h("p", { text: "Play again with the same seats, options and clock:" }),
        h("p", { class: "buttons" }, DEALS.map(([deal, label]) =>
          h("button", { type: "button", text: label, onclick: () => send("", { deal }) }))));
    }
    return offer || mine ? part : null;
  }
  part.append(h("p", { text: proposalText(view, offer) }));
  if (offer.status === "accepted") {
    part.append(h("p", {}, h("a", { href: `/g/${encodeURIComponent(offer.game_id)}`, class: "button",
      text: "Open the rematch" })));
    return part;
  }
  part.append(h("p", { text: `Waiting for ${offer.waiting_for.map((s) => seatName(view, s)).join(", ")}.` }));
  if (mine && offer.waiting_for.includes(mine)) {
    part.append(h("p", { class: "buttons" },
      h("button", { type: "button", text: "Accept the rematch", onclick: () => send("/accept") }),
      h("button", { type: "button", text: "Decline", onclick: () => send("/decline") })));
  } else if (mine) {
    part.append(h("p", { class: "buttons" },
      h("button", { type: "button", text: "Call off the rematch", onclick: () => send("/decline") })));
  }
  return part;
}

function proposalText(view, offer) {
  const how = offer.deal === "rotate" ? "factions rotated one seat on" : "factions dealt anew";
  const seats = offer.factions.map((f, i) => `${seatName(view, view.seats[i]?.seat)} plays ${factionName(f)}`);
  const agreed = offer.status === "accepted" ? "Everyone accepted: the new game has started. " : "";
  return `${agreed}${seatName(view, offer.proposed_by)} proposed a rematch, ${how}: ${seats.join("; ")}.`;
}

function seatName(view, seat) {
  const found = view.seats.find((s) => s.seat === seat);
  return found?.name ? `${found.name} (${seat})` : seat || "A seat";
}

async function sendRematch(state, actions, path, body) {
  try {
    const answer = await api("POST", `${state.base}/rematch${path}`, { token: state.token, body });
    if (answer.token) rememberSeat(answer.rematch.game_id, answer.seat, answer.token);
    await actions.refresh();
  } catch (err) {
    announce(err.detail || err.message);
  }
}
