// Tokens live in this browser only (localStorage), never in a page or a URL the page requests.
// A seat link carries its token in the fragment (#t=...), a host link in #h=...; the fragment never
// reaches a server, and captureFragment removes it from the address bar at once.

const KEY = "cw.games";

function load() {
  try { return JSON.parse(localStorage.getItem(KEY)) || {}; } catch { return {}; }
}

function save(games) { localStorage.setItem(KEY, JSON.stringify(games)); }

function update(gameId, change) {
  const games = load();
  games[gameId] = { ...(games[gameId] || {}), ...change, touched: Date.now() };
  save(games);
}

export function captureFragment(gameId) {
  const params = new URLSearchParams(location.hash.slice(1));
  const seat = params.get("t"), host = params.get("h"), code = params.get("code");
  if (seat) update(gameId, { token: seat, seat: params.get("s") || null });
  if (host) update(gameId, { host });
  if (seat || host || code) history.replaceState(null, "", location.pathname + location.search);
  return { code };
}

export function seatToken(gameId) { return load()[gameId]?.token || null; }
export function hostToken(gameId) { return load()[gameId]?.host || null; }
export function rememberSeat(gameId, seat, token) {
  // The seat this browser plays now, plus every seat it holds (a sandbox's creator holds all).
  const seats = { ...(load()[gameId]?.seats || {}), [seat]: token };
  update(gameId, { seat, token, seats });
}
export function rememberHost(gameId, token) { update(gameId, { host: token }); }
export function lastSeen(gameId) { return load()[gameId]?.seen || 0; }
export function markSeen(gameId, version) { update(gameId, { seen: version }); }

export function forget(gameId) {
  const games = load();
  delete games[gameId];
  save(games);
}

export function allGames() {
  return Object.entries(load()).map(([gameId, g]) => ({
    gameId, seat: g.seat || null, token: g.token || null, host: g.host || null,
    seats: Object.keys(g.seats || (g.seat ? { [g.seat]: g.token } : {})),
    seen: g.seen || 0, touched: g.touched || 0,
  }));
}

export function exportSeats() { return JSON.stringify({ format: "cthulhu-wars-seats/1", games: load() }, null, 2); }

export function importSeats(text) {
  const doc = JSON.parse(text);
  if (!doc || doc.format !== "cthulhu-wars-seats/1" || typeof doc.games !== "object") {
    throw new Error("This file is not an export of seats.");
  }
  save({ ...load(), ...doc.games });
  return Object.keys(doc.games).length;
}
