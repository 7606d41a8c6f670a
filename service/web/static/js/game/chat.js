// The game's chat: the seats' channel for a seat, the spectators' channel for everyone else.
// Messages are plain text: every one is put on the page with textContent (through h()), never
// parsed as markup. The stream only says that a channel has a new message; the page then reads
// the channel after its cursor. A seat's unread marker counts other seats' messages after its
// read marker; it clears when the chat is in view (the Chat tab on a phone, the panel on screen
// on a desktop), which moves the marker on the server.
import { api, ApiError } from "../api.js";
import { clear, h, announce, factionName } from "../dom.js";
import { t, l10nReady } from "../l10n.js";

export function setupChat(store, { base, token, hostToken }) {
  const panel = document.getElementById("chat-panel");
  const log = document.getElementById("chat-log");
  const form = document.getElementById("chat-form");
  const input = document.getElementById("chat-text");
  const error = document.getElementById("chat-error");
  const note = document.getElementById("chat-note");
  const badge = document.getElementById("chat-unread");
  const tabBadge = document.getElementById("chat-tab-unread");
  const mutedBox = document.getElementById("chat-muted");
  const closeButton = document.getElementById("chat-close-spectators");
  const game = document.getElementById("game");
  const reader = token || hostToken;
  const channel = token ? "seats" : "spectators";
  let messages = [];
  let since = 0;
  let lastRead = 0;
  let muted = [];
  let me = null;
  let closed = false;
  let loading = null;
  let again = false;
  let marking = false;

  panel.dataset.channel = channel;
  const noteId = token ? "game-more-chat-seats-note" : "game-more-chat-spectators-note";
  note.textContent = t(noteId);

  async function load(fromStart = false) {
    if (loading) { again = true; if (fromStart) since = 0; return loading; }
    if (fromStart) { since = 0; messages = []; }
    loading = (async () => {
      await l10nReady.catch(() => null);  // the panel is worded once the catalog is read
      do {
        again = false;
        try {
          for (;;) {
            const page = await api("GET", `${base}/chat?channel=${channel}&since=${since}`, { token: reader });
            if (since === 0) messages = [];
            messages = messages.concat(page.messages.filter((m) => !messages.some((k) => k.id === m.id)));
            since = page.next_since;
            closed = page.spectators_closed;
            if (page.muted) muted = page.muted;
            if (page.last_read !== undefined) lastRead = Math.max(lastRead, page.last_read);
            if (!page.more) break;
          }
        } catch (err) {
          console.warn("chat could not be read", err);
        }
      } while (again);
      render();
      maybeMarkRead();
    })();
    await loading;
    loading = null;
  }

  function unread() {
    if (!token) return 0;
    return messages.filter((m) => m.id > lastRead && m.sender !== me && !muted.includes(m.sender)).length;
  }

  // A seat's messages are signed with its faction, and its player's name when it differs.
  function who(sender, fallback) {
    const seat = store.get().view?.seats?.find((s) => s.seat === sender);
    if (!seat?.faction) return fallback || sender;
    const faction = factionName(seat.faction);
    return fallback && fallback !== sender ? `${faction} (${fallback})` : faction;
  }

  function render() {
    const view = store.get().view;
    me = view?.you || null;
    const shown = messages.filter((m) => !muted.includes(m.sender));
    clear(log, shown.map((m) => {
      const mine = token && m.sender === me;
      const fresh = token && !mine && m.id > lastRead;
      return h("div", { class: `chat-msg${mine ? " mine" : ""}${fresh ? " fresh" : ""}`,
        dataset: { id: String(m.id), sender: m.sender } },
        h("span", { class: "chat-who", text: who(m.sender, m.sender_name) }), " ",
        h("span", { class: "chat-text", text: m.text }),
        token && !mine && m.sender !== "host" && m.sender !== "spectator"
          ? h("button", { type: "button", class: "chat-mute", text: t("game-more-chat-mute"),
            "aria-label": t("game-more-chat-mute-label", { who: who(m.sender) }), onclick: () => setMute(m.sender, true) })
          : null);
    }));
    if (!shown.length) log.append(h("p", { class: "hint", text: t("game-more-chat-empty") }));
    clear(mutedBox, muted.length ? [t("game-more-chat-muted"), muted.map((seat) => h("button", {
      type: "button", class: "chat-unmute", text: t("game-more-chat-unmute", { who: who(seat) }), dataset: { seat },
      onclick: () => setMute(seat, false) }))] : []);
    const count = unread();
    for (const el of [badge, tabBadge]) {
      if (!el) continue;
      el.hidden = count === 0;
      el.textContent = count ? (el === tabBadge ? String(count) : t("game-more-chat-new", { count })) : "";
    }
    if (tabBadge) tabBadge.setAttribute("aria-label", count ? t("game-more-chat-unread", { count }) : "");
    game.dataset.chatUnread = String(count);
    const blocked = !token && closed;
    input.disabled = blocked;
    form.querySelector("button").disabled = blocked;
    note.textContent = t(blocked ? "game-more-chat-closed-note" : noteId);
    closeButton.hidden = token || !hostToken;
    closeButton.textContent = t(closed ? "game-more-chat-open-spectators" : "game-more-chat-close-spectators");
    log.scrollTop = log.scrollHeight;
  }

  function inView() {
    if (document.visibilityState === "hidden") return false;
    if (matchMedia("(max-width: 800px)").matches) return game.dataset.tab === "chat";
    const box = panel.getBoundingClientRect();
    return box.height > 0 && box.top < innerHeight && box.bottom > 0;
  }

  async function maybeMarkRead() {
    if (!token || marking || !inView()) return;
    const newest = messages.reduce((top, m) => Math.max(top, m.id), 0);
    if (newest <= lastRead || unread() === 0) { if (newest > lastRead) lastRead = newest; return; }
    marking = true;
    try {
      const answer = await api("POST", `${base}/chat/read`, { token, body: { upto: newest } });
      lastRead = Math.max(lastRead, answer.last_read);
      render();
    } catch (err) {
      console.warn("chat read marker not moved", err);
    } finally {
      marking = false;
    }
  }

  async function setMute(seat, on) {
    try {
      const answer = await api(on ? "PUT" : "DELETE", `${base}/chat/mutes/${encodeURIComponent(seat)}`, { token });
      muted = answer.muted;
      lastRead = Math.max(lastRead, answer.last_read);
      await load(true);
      announce(t(on ? "game-more-chat-muted-for-you" : "game-more-chat-heard", { who: who(seat) }));
    } catch (err) {
      showError(err);
    }
  }

  function showError(err) {
    error.textContent = err instanceof ApiError ? err.detail : String(err);
    error.hidden = false;
    error.dataset.code = err.code || "";
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const text = input.value;
    if (!text.trim()) return;
    error.hidden = true;
    try {
      const sent = await api("POST", `${base}/chat`, { token: reader, body: { text, channel } });
      input.value = "";
      if (!messages.some((m) => m.id === sent.id)) messages.push(sent);
      render();
      load();
    } catch (err) {
      showError(err);
    }
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey) { event.preventDefault(); form.requestSubmit(); }
  });
  closeButton.addEventListener("click", async () => {
    try {
      const answer = await api("PUT", `${base}/chat/spectators`, { token: hostToken, body: { closed: !closed } });
      closed = answer.spectators_closed;
      render();
    } catch (err) {
      showError(err);
    }
  });

  new IntersectionObserver(() => maybeMarkRead()).observe(panel);
  document.addEventListener("visibilitychange", () => maybeMarkRead());
  for (const b of document.querySelectorAll(".tabs button")) {
    b.addEventListener("click", () => setTimeout(maybeMarkRead, 0));
  }
  addEventListener("scroll", () => maybeMarkRead(), { passive: true });
  store.subscribe((state) => { if ((state.view?.you || null) !== me) render(); });
  document.addEventListener("l10n:change", () => render());

  load();
  return {
    // The stream said a channel has a message after what this page read.
    poke(notice) { if (notice.channel === channel && notice.id > since) load(); },
    reload() { return load(); },
  };
}
