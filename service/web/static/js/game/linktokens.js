// The banner shown when a link (or an imported seats file) brought a token that does not work for
// this game: the browser kept what it held (tokens.settleLinkTokens), and the person chooses whether
// to keep the new token too or forget it. Nothing is forgotten without that click.
import { h, clear, announce } from "../dom.js";
import { forgetUntried } from "../tokens.js";

export function showLinkTokens(gameId, settled) {
  const banner = document.getElementById("token-banner");
  if (!banner || !settled || !settled.untried.length) return;
  const said = settled.heldWorks
    ? "The new token this browser was given for this game (by a link or a seats file) does not work, so it keeps the seat it already had."
    : "Neither the new token this browser was given for this game (by a link or a seats file) nor the one it already held works: a token may have been replaced, or a link cut short.";
  const close = (text) => { banner.hidden = true; clear(banner); announce(text); };
  clear(banner,
    h("p", { text: said }),
    h("p", { class: "buttons" },
      h("button", { type: "button", text: "Keep both", onclick: () => close("Both tokens are kept; this page asks again next time.") }),
      h("button", { type: "button", text: "Forget the new token", onclick: () => {
        forgetUntried(gameId);
        close("The new token is forgotten.");
      } })));
  banner.hidden = false;
  announce(said);
}
