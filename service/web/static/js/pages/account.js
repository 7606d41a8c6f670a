// The account page: sign in by an emailed link; signed in, the profile, the seats the account
// holds, adding this browser's seats to it, signing out (here or everywhere), deleting it.
import { api } from "../api.js";
import { accountWrite, browserSeatTokens, currentAccount, followAccountSeats } from "../account.js";
import { h, clear, announce, factionName } from "../dom.js";
import { loadFactions } from "../factions.js";
import { t, l10nReady } from "../l10n.js";

let account = null;

async function show() {
  account = await currentAccount({ ask: true });
  document.getElementById("signed-out").hidden = !!account;
  document.getElementById("signed-in").hidden = !account;
  if (!account) return;
  document.getElementById("account-email").textContent = account.email;
  await followAccountSeats(account);
  showProfile(await api("GET", "/v1/account/profile"));
}

function gameItem(g) {
  const faction = g.faction ? factionName(g.faction) : g.seat;
  const text = g.won === undefined ? t("account-game", { name: g.name, faction })
    : t(g.won ? "account-game-won" : "account-game-lost", { name: g.name, faction });
  return h("li", {}, h("a", { href: `/g/${encodeURIComponent(g.game_id)}`, text }));
}

function showProfile(profile) {
  document.getElementById("account-name").value = profile.name;
  const rating = document.getElementById("account-rating");
  rating.textContent = profile.rating
    ? t("account-rating", { rating: profile.rating.rating.toFixed(1), uncertainty: profile.rating.uncertainty.toFixed(1), games: profile.rating.games })
    : t("account-rating-none");
  for (const [id, games] of [["account-playing", profile.playing], ["account-finished", profile.finished]]) {
    clear(document.getElementById(id), games.length ? games.map(gameItem) : h("li", { text: t("account-games-none") }));
  }
  document.getElementById("account-record").hidden = !Object.keys(profile.record).length;
  clear(document.querySelector("#account-record tbody"), ...Object.entries(profile.record).map(([faction, r]) =>
    h("tr", {}, h("th", { scope: "row", text: factionName(faction) }), h("td", { text: String(r.played) }), h("td", { text: String(r.won) }))));
}

async function act(run) {
  try { await run(); } catch (err) { announce(err.message); }
}

document.getElementById("sign-in-form").addEventListener("submit", (e) => {
  e.preventDefault();
  act(async () => {
    await api("POST", "/v1/account/sign-in", { body: { email: document.getElementById("sign-in-email").value } });
    document.getElementById("sign-in-sent").hidden = false;
  });
});
document.getElementById("name-form").addEventListener("submit", (e) => {
  e.preventDefault();
  act(async () => {
    await accountWrite(account, "PATCH", "/v1/account", { name: document.getElementById("account-name").value.trim() });
    announce(t("account-name-saved"));
    await show();
  });
});
// Passkeys: the server's options as JSON, the browser's credential back as JSON (WebAuthn Level 3).
document.getElementById("add-passkey").addEventListener("click", () => act(async () => {
  const { options } = await accountWrite(account, "POST", "/v1/account/passkeys/options");
  const created = await navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options) });
  await accountWrite(account, "POST", "/v1/account/passkeys", { credential: created.toJSON() });
  announce(t("account-passkey-added"));
}));
document.getElementById("passkey-sign-in").addEventListener("click", () => act(async () => {
  const { options } = await api("POST", "/v1/account/passkey-sign-in/options");
  const answer = await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options) });
  await api("POST", "/v1/account/passkey-sign-in", { body: { credential: answer.toJSON() } });
  await show();
}));
document.getElementById("add-seats").addEventListener("click", () => act(async () => {
  const answer = await accountWrite(account, "POST", "/v1/account/seats", { tokens: browserSeatTokens() });
  announce(t("account-seats-added", { count: answer.held }));
  await show();
}));
document.getElementById("sign-out").addEventListener("click", () => act(async () => {
  await accountWrite(account, "POST", "/v1/account/sign-out");
  await show();
}));
document.getElementById("sign-out-everywhere").addEventListener("click", () => act(async () => {
  await accountWrite(account, "POST", "/v1/account/sign-out-everywhere");
  await show();
}));
document.getElementById("delete-account").addEventListener("click", () => act(async () => {
  await accountWrite(account, "DELETE", "/v1/account");
  await show();
}));

await Promise.all([loadFactions(), l10nReady]);
await act(show);
document.addEventListener("l10n:change", () => act(show));
