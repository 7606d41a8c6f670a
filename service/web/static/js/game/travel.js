// Time travel: a slider over versions with step buttons; the arrow keys work only while it has
// focus, and the decision panel is disabled while the page shows the past.

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
  document.getElementById("travel-note").textContent = state.travel === null
    ? "Now." : `Looking at version ${state.travel} of ${state.version}.`;
  document.getElementById("game").classList.toggle("in-past", state.travel !== null);
}
