// An emailed sign-in link lands here with its token in the fragment (never sent to a server);
// the page removes it from the address bar, uses it once, and goes on to the account page.
import { api } from "../api.js";
import { t, l10nReady } from "../l10n.js";

const token = new URLSearchParams(location.hash.slice(1)).get("token");
history.replaceState(null, "", location.pathname);
await l10nReady;
try {
  if (!token) throw new Error(t("account-link-missing"));
  await api("POST", "/v1/account/sign-in/link", { body: { token } });
  location.replace("/account");
} catch (err) {
  const failed = document.getElementById("sign-in-failed");
  failed.textContent = err.message;
  failed.hidden = false;
}
