// The optional account of this browser (GET /v1/account): its session is an HttpOnly cookie the
// page never sees; every write made with it sends the session's CSRF token in X-CSRF-Token.
import { api, ApiError } from "./api.js";
import { allGames, rememberSeat } from "./tokens.js";

const DEVICE_PREFIX = "cwa_";  // this browser's token for a seat its account holds

const HINT = "cw_account";  // readable, no secret: set beside the session, says "signed in here"

function hinted() { return document.cookie.split("; ").includes(`${HINT}=1`); }

// The signed-in account, or null when nobody is signed in here. Without the hint cookie
// nobody signed in (`ask` asks anyway, as the account page does): a browser that never signed in
// makes no request for it.
export async function currentAccount({ ask = false } = {}) {
  if (!ask && !hinted()) return null;
  try {
    return await api("GET", "/v1/account");
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      document.cookie = `${HINT}=; Max-Age=0; Path=/; SameSite=Lax`;  // the session ended elsewhere
      return null;
    }
    throw err;
  }
}

export function accountWrite(account, method, path, body) {
  return api(method, path, { body, headers: { "X-CSRF-Token": account.csrf_token } });
}

// The account's seats this browser holds no token for get this browser's own tokens for them,
// so they show in My games and play like any seat; a token the browser holds is never replaced
// (except an earlier account token, which may have ended with its session).
export async function followAccountSeats(account) {
  if (!account || !account.seats.length) return 0;
  const held = new Map(allGames().map((g) => [g.gameId, g.token]));
  const missing = account.seats.filter((s) => !held.get(s.game_id) || held.get(s.game_id).startsWith(DEVICE_PREFIX));
  if (!missing.length) return 0;
  const answer = await accountWrite(account, "POST", "/v1/account/seat-tokens");
  const wanted = new Set(missing.map((s) => `${s.game_id}/${s.seat}`));
  let added = 0;
  for (const s of answer.seats) {
    if (!wanted.has(`${s.game_id}/${s.seat}`)) continue;
    rememberSeat(s.game_id, s.seat, s.token);
    added += 1;
  }
  return added;
}

// Every seat token this browser holds (not the account's own tokens): the server checks each.
export function browserSeatTokens() {
  return allGames().map((g) => g.token).filter((t) => t && !t.startsWith(DEVICE_PREFIX));
}
