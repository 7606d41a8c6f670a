// The banner shown when a link brought a token that does not work for this game: the browser kept
// what it held (tokens.settleLinkTokens), and the person chooses whether to keep the link's token
// too or forget it. Nothing is forgotten without that click.
import { h, clear, announce } from "../dom.js";
import { forgetUntried } from "../tokens.js";

export function showLinkTokens(gameId, settled) {
  const banner = document.getElementById("token-banner");
  if (!banner || !settled || !settled.untried.length) return;
  const said = settled.heldWorks
    ? "The link you opened holds a token that does not work for this game, so this browser keeps the seat it already had."
    : "Neither the link's token nor the one this browser already held works for this game: a token may have been replaced, or the link cut short.";
  const close = (text) => { banner.hidden = true; clear(banner); announce(text); };
  clear(banner,
    h("p", { text: said }),
    h("p", { class: "buttons" },
      h("button", { type: "button", text: "Keep both", onclick: () => close("Both tokens are kept; this page asks again next time.") }),
      h("button", { type: "button", text: "Forget the link's token", onclick: () => {
        forgetUntried(gameId);
        close("The link's token is forgotten.");
      } })));
  banner.hidden = false;
  announce(said);
}
