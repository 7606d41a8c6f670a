// Time travel: a slider over versions with step buttons; the arrow keys work only while it has
// focus, and the decision panel is disabled while the page shows the past.
import { t } from "../l10n.js";

export function setupTravel(store, actions) {
  const slider = document.getElementById("travel-slider");
  let timer = null;
  slider.addEventListener("input", () => {
    document.getElementById("travel-label").textContent = slider.value;
    clearTimeout(timer);
    timer = setTimeout(() => actions.travelTo(Number(slider.value)), 150);
  });
  const step = (delta) => {
    const { travel, version } = store.get();
    actions.travelTo(Math.max(1, Math.min(version, (travel ?? version) + delta)));
  };
  document.getElementById("travel-back").addEventListener("click", () => step(-1));
  document.getElementById("travel-forward").addEventListener("click", () => step(1));
  document.getElementById("travel-live").addEventListener("click", () => actions.travelTo(null));
}

export function renderTravel(state) {
  if (!state.view) return;
  const slider = document.getElementById("travel-slider");
  slider.max = String(Math.max(1, state.version));
  if (document.activeElement !== slider) slider.value = String(state.travel ?? state.version);
  document.getElementById("travel-label").textContent = String(state.travel ?? state.version);
  document.getElementById("travel-live").disabled = state.travel === null;
  document.getElementById("travel-forward").disabled = state.travel === null;
  const note = document.getElementById("travel-note");
  note.dataset.l10nId = state.travel === null ? "game-travel-now" : "game-travel-looking";
  note.dataset.l10nArgs = JSON.stringify({ version: state.travel ?? 0, latest: state.version });
  note.textContent = t(note.dataset.l10nId, JSON.parse(note.dataset.l10nArgs));
  document.getElementById("game").classList.toggle("in-past", state.travel !== null);
}
