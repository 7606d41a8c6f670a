// Confirm only what cannot be taken back freely: anything that rolls or draws, dropping Power.
// Everything else goes at once, ending a turn included: until the next seat acts, a free undo
// takes it back, so asking first would only add a click to every turn.

const CONFIRM = {
  battle: "A Battle rolls dice: once they are seen, taking it back needs every other seat's consent.",
  ritual: "A Ritual draws Elder Signs: taking it back needs every other seat's consent.",
  drop_power: "Drop all your Power to 0?",
  reveal_elder_sign: "Revealing an Elder Sign shows its value to everyone and cannot be undone freely.",
};

export function confirmChoice(option) {
  return confirmAction(option.label, CONFIRM[option.choice.act]);
}

// Asks once, titled `title`, why `reason`; resolves to whether the person went ahead (at once
// true when there is no reason to ask).
export function confirmAction(title, reason) {
  const dialog = document.getElementById("confirm");
  if (!reason || !dialog || typeof dialog.showModal !== "function") return Promise.resolve(true);
  document.getElementById("confirm-h").textContent = title;
  document.getElementById("confirm-text").textContent = reason;
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => resolve(dialog.returnValue === "yes"), { once: true });
    dialog.returnValue = "";
    dialog.showModal();
    document.getElementById("confirm-yes").focus();
  });
}
