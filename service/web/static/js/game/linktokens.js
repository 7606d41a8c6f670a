// The banner shown when a link (or an imported seats file) brought a token that does not work for
// this game: the browser kept what it held (tokens.settleLinkTokens), and the person chooses whether
// to keep the new token too or forget it. Nothing is forgotten without that click.
import { h, clear, announce } from "../dom.js";
import { forgetUntried } from "../tokens.js";
import { t } from "../l10n.js";

export function showLinkTokens(gameId, settled) {
  const banner = document.getElementById("token-banner");
  if (!banner || !settled || !settled.untried.length) return;
  const said = t(settled.heldWorks ? "game-token-new-fails" : "game-token-both-fail");
  const close = (text) => { banner.hidden = true; clear(banner); announce(text); };
  clear(banner,
    h("p", { text: said }),
    h("p", { class: "buttons" },
      h("button", { type: "button", text: t("game-token-keep"), onclick: () => close(t("game-token-kept")) }),
      h("button", { type: "button", text: t("game-token-forget"), onclick: () => {
        forgetUntried(gameId);
        close(t("game-token-forgotten"));
      } })));
  banner.hidden = false;
  announce(said);
}
