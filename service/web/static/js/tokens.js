// Tokens live in this browser only (localStorage), never in a page or a URL the page requests.
// A seat link carries its token in the fragment (#t=...), a host link in #h=...; the fragment never
// reaches a server, and captureFragment removes it from the address bar at once.
// A link never overwrites a token this browser already holds for the game: a different one waits
// beside it as untried until the server says which works (settleLinkTokens), since a mistyped or
// old link would otherwise lose the seat. Nothing is forgotten unless the person says so.

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
  if (seat) offer(gameId, "token", seat, { seat: params.get("s") || null });
  if (host) offer(gameId, "host", host, {});
  if (seat || host || code) history.replaceState(null, "", location.pathname + location.search);
  return { code };
}

// A link's token (role "token" for a seat's, "host"): kept as the game's own when the browser held
// none (or this one), else set beside the one it holds as untried.
function offer(gameId, role, token, more) {
  const held = load()[gameId]?.[role];
  if (!held || held === token) { update(gameId, { [role]: token, ...more }); return; }
  const untried = untriedOf(gameId).filter((u) => u.token !== token);
  update(gameId, { untried: [...untried, { role, token }] });
}

function untriedOf(gameId) { return load()[gameId]?.untried || []; }

// Asks the server (one POST /v1/my-games, through `lookUp(tokens)`) which of the game's tokens
// work, when a link brought one the browser did not hold. An untried token that works becomes the
// game's seat (or host) token; one that does not stays untried until the person chooses (keep or
// forgetUntried). Returns {untried: tokens that do not work, heldWorks: whether the token the
// browser held does}, or null when there was nothing to try.
export async function settleLinkTokens(gameId, lookUp) {
  const untried = untriedOf(gameId);
  if (!untried.length) return null;
  const g = load()[gameId];
  const asked = [...new Set([g.token, g.host, ...untried.map((u) => u.token)].filter(Boolean))];
  const answer = await lookUp(asked);
  const works = new Map(answer.games.filter((e) => e.game_id === gameId).map((e) => [asked[e.index], e]));
  const heldWorks = [g.token, g.host].some((t) => t && works.has(t));
  for (const u of untried) {
    const entry = works.get(u.token);
    if (!entry) continue;
    if (entry.role === "seat") rememberSeat(gameId, entry.seat, u.token);
    else rememberHost(gameId, u.token);
    dropUntried(gameId, u.token);
  }
  return { untried: untriedOf(gameId).map((u) => u.token), heldWorks };
}

function dropUntried(gameId, token) {
  update(gameId, { untried: untriedOf(gameId).filter((u) => u.token !== token) });
}

export function forgetUntried(gameId) { update(gameId, { untried: [] }); }

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
    untried: (g.untried || []).map((u) => u.token),
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
  const games = load();
  for (const [gameId, theirs] of Object.entries(doc.games)) games[gameId] = merged(games[gameId], theirs);
  save(games);
  return Object.keys(doc.games).length;
}

// An imported game's entry beside the one this browser holds: as with a link, a token of the file
// that differs from a held one waits as untried (settleLinkTokens) instead of replacing it.
function merged(mine, theirs) {
  if (!mine) return theirs;
  const untried = [...(mine.untried || [])];
  for (const role of ["token", "host"]) {
    const token = theirs[role];
    if (token && mine[role] && token !== mine[role] && !untried.some((u) => u.token === token)) untried.push({ role, token });
  }
  return { ...theirs, ...mine, seats: { ...(theirs.seats || {}), ...(mine.seats || {}) }, untried };
}
