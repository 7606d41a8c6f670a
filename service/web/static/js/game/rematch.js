// Rematch, under the game-over table: a seat proposes the same table again (factions rotated one
// seat on, or dealt anew), the other seats held by people accept or decline, and once every one
// has accepted the page links to the new game. Each accepting seat's new token is kept in this
// browser like any seat link's (tokens.js), so the new game's page opens as that seat.
import { api } from "../api.js";
import { h, factionName, announce } from "../dom.js";
import { rememberSeat } from "../tokens.js";
import { t } from "../l10n.js";

const DEALS = [["rotate", "game-more-rematch-rotate"], ["deal", "game-more-rematch-deal"]];

export function rematchPart(state, actions) {
  const view = state.view;
  if (!view || view.status !== "finished" || view.sandbox) return null;
  const offer = view.rematch;
  const mine = state.token && view.you ? view.you : null;
  const send = (path, body) => sendRematch(state, actions, path, body);
  const part = h("div", { class: "rematch", role: "group", "aria-label": t("game-more-rematch") },
    h("h3", { text: t("game-more-rematch") }));
  if (!offer || offer.status === "declined") {
    if (offer) part.append(h("p", { text: t("game-more-rematch-declined", { seat: seatName(view, offer.declined_by) }) }));
    if (mine) {
      part.append(h("p", { text: t("game-more-rematch-again") }),
        h("p", { class: "buttons" }, DEALS.map(([deal, label]) =>
          h("button", { type: "button", text: t(label), onclick: () => send("", { deal }) }))));
    }
    return offer || mine ? part : null;
  }
  part.append(h("p", { text: proposalText(view, offer) }));
  if (offer.status === "accepted") {
    part.append(h("p", {}, h("a", { href: `/g/${encodeURIComponent(offer.game_id)}`, class: "button",
      text: t("game-more-rematch-open") })));
    return part;
  }
  part.append(h("p", { text: t("game-more-rematch-waiting", { seats: offer.waiting_for.map((s) => seatName(view, s)).join(", ") }) }));
  if (mine && offer.waiting_for.includes(mine)) {
    part.append(h("p", { class: "buttons" },
      h("button", { type: "button", text: t("game-more-rematch-accept"), onclick: () => send("/accept") }),
      h("button", { type: "button", text: t("game-more-rematch-decline"), onclick: () => send("/decline") })));
  } else if (mine) {
    part.append(h("p", { class: "buttons" },
      h("button", { type: "button", text: t("game-more-rematch-call-off"), onclick: () => send("/decline") })));
  }
  return part;
}

function proposalText(view, offer) {
  const seats = offer.factions.map((f, i) => t("game-more-rematch-plays",
    { seat: seatName(view, view.seats[i]?.seat), faction: factionName(f) }));
  const proposal = t("game-more-rematch-proposed", { seat: seatName(view, offer.proposed_by),
    deal: offer.deal === "rotate" ? "rotate" : "deal", seats: seats.join("; ") });
  return offer.status === "accepted" ? t("game-more-rematch-accepted", { proposal }) : proposal;
}

function seatName(view, seat) {
  const found = view.seats.find((s) => s.seat === seat);
  return found?.name ? `${found.name} (${seat})` : seat || t("game-more-a-seat");
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
