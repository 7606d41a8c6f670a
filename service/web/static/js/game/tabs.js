// Phone tabs (Map | Act | Factions | Log): on a narrow screen one panel shows at a time, and the
// decision panel comes forward when it becomes your move, or when a tap on the map picks an Area
// your options name (a start Area, a destination): the options it narrowed to are then in view.
import { optionMentions } from "./places.js";

export function setupTabs(store) {
  const game = document.getElementById("game");
  const buttons = [...document.querySelectorAll(".tabs button")];
  const show = (tab) => {
    game.dataset.tab = tab;
    for (const b of buttons) b.setAttribute("aria-pressed", String(b.dataset.tab === tab));
    // On a phone the log is part of the page: its tab opens at the newest line, the log's end.
    if (tab === "log") document.getElementById("log-panel").scrollIntoView({ block: "end" });
  };
  for (const b of buttons) b.addEventListener("click", () => show(b.dataset.tab));
  let wasMine = false;
  let picked = null;
  store.subscribe((state) => {
    const phone = matchMedia("(max-width: 800px)").matches;
    const mine = Boolean(state.view?.you) && (state.pending || []).some((p) => p.seat === state.view.you);
    if (mine && !wasMine && phone) show("act");
    wasMine = mine;
    const area = state.filterArea;
    if (phone && area && area !== picked && game.dataset.tab === "map" && state.travel === null
      && (state.options || []).some((o) => optionMentions(o, area, state))) show("act");
    picked = area;
  });
}
