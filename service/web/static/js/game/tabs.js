// Phone tabs (Map | Act | Factions | Log): on a narrow screen one panel shows at a time, and the
// decision panel comes forward when it becomes your move.

export function setupTabs(store) {
  const game = document.getElementById("game");
  const buttons = [...document.querySelectorAll(".tabs button")];
  const show = (tab) => {
    game.dataset.tab = tab;
    for (const b of buttons) b.setAttribute("aria-pressed", String(b.dataset.tab === tab));
  };
  for (const b of buttons) b.addEventListener("click", () => show(b.dataset.tab));
  let wasMine = false;
  store.subscribe((state) => {
    const mine = Boolean(state.view?.you) && (state.pending || []).some((p) => p.seat === state.view.you);
    if (mine && !wasMine && matchMedia("(max-width: 800px)").matches) show("act");
    wasMine = mine;
  });
}
