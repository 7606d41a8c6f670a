// Confirm only what cannot be taken back freely: anything that rolls or draws, dropping Power.
// Everything else goes at once, ending a turn included: until the next seat acts, a free undo
// takes it back, so asking first would only add a click to every turn.

import { t } from "../l10n.js";

const CONFIRM = new Set(["battle", "ritual", "drop_power", "reveal_elder_sign"]);

export function confirmChoice(option) {
  const act = option.choice.act;
  return confirmAction(option.label, CONFIRM.has(act) ? t("game-confirm", { act }) : null);
}

// Asks once, titled `title`, why `reason`; resolves to whether the person went ahead (at once
// true when there is no reason to ask).
export function confirmAction(title, reason) {
  const dialog = document.getElementById("confirm");
  if (!reason || !dialog || typeof dialog.showModal !== "function") return Promise.resolve(true);
  document.getElementById("confirm-h").textContent = title || t("game-confirm-sure");
  document.getElementById("confirm-text").textContent = reason;
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => resolve(dialog.returnValue === "yes"), { once: true });
    dialog.returnValue = "";
    dialog.showModal();
    document.getElementById("confirm-yes").focus();
  });
}
