"""Checks after a run: the log holds exactly what clients were told, and every read model agrees
with a full replay of the log.

Each check returns a `Check` (name, passed, figures, a few examples of what failed). They read the
cluster's Postgres directly (the event store and the read-model tables), its Redis cache, and the
service over HTTP (GET /view at head as each seat, and idempotent replays of acknowledged choices).
"""
from __future__ import annotations

import json
import random
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Callable, Iterable

from proofs.client import BOGUS, Caller, GaveUp, Http, Stats, canonical_hash

MAX_EXAMPLES = 5


@dataclass
class Check:
    name: str
    passed: bool
    figures: dict[str, Any] = field(default_factory=dict)
    examples: list[Any] = field(default_factory=list)

    def line(self) -> str:
        figures = " ".join(f"{k}={v}" for k, v in self.figures.items())
        return f"{'PASS' if self.passed else 'FAIL'} {self.name}: {figures}"


def _check(name: str, problems: list, **figures: Any) -> Check:
    return Check(name, not problems, {**figures, "problems": len(problems)},
                 problems[:MAX_EXAMPLES])


class LogReader:
    """The cluster's log and read models, read straight from Postgres."""

    def __init__(self, database_url: str):
        from events import open_store
        from play.model.cache import GameCache
        from play.model.loader import GameLoader

        self.store = open_store(database_url)
        self.loader = GameLoader(self.store, GameCache(None), snapshot_every=10**9)
        self._events: dict[str, list] = {}

    def events(self, game_id: str) -> list:
        if game_id not in self._events:
            self._events[game_id] = self.store.read(game_id, with_secrets=True)
        return self._events[game_id]

    def close(self) -> None:
        self.store.close()


# ---- what clients were told is in the log, once ---------------------------------------------

def acks_in_log(log: LogReader, stats: Stats) -> Check:
    """Every acknowledged choice is the ChoiceMade right after its expected version, with the
    events its answer listed; its key is stored once, at its version; every client choice in
    the log was acknowledged (or its request gave up)."""
    problems: list = []
    by_version: dict[tuple[str, int], Any] = {}
    keys = Counter(a.key for a in stats.acks)
    problems += [{"duplicate_key": k} for k, n in keys.items() if n > 1]
    for ack in stats.acks:
        by_version[(ack.game, ack.expected + 1)] = ack
        problems += _ack_problems(log, ack)
    idem = _idempotency_rows(log, [a.key for a in stats.acks])
    for ack in stats.acks:
        row = idem.get(ack.key)
        if row is None or row != (ack.game, ack.version):
            problems.append({"ack": ack.key, "idempotency_row": row, "version": ack.version})
    pending = {(g["game"], g["expected"] + 1) for g in stats.gave_up}
    unmatched = 0
    client_choices = 0
    for game_id in stats.games:
        for event in log.events(game_id):
            if event.type != "ChoiceMade" or event.payload.get("by"):
                continue
            client_choices += 1
            if (game_id, event.version) not in by_version and \
                    (game_id, event.version) not in pending:
                unmatched += 1
                problems.append({"unacknowledged_choice_in_log": game_id,
                                 "version": event.version})
    return _check("acknowledged choices are in the log exactly once", problems,
                  acks=len(stats.acks), client_choices_in_log=client_choices,
                  unacknowledged=unmatched, gave_up=len(stats.gave_up),
                  settings_unchanged=len(stats.noops))


def _ack_problems(log: LogReader, ack: Any) -> list:
    events = log.events(ack.game)
    if len(events) < ack.version:
        return [{"ack": ack.key, "missing_versions_upto": ack.version, "log_head": len(events)}]
    made = events[ack.expected]  # version expected + 1
    if made.type != "ChoiceMade" or made.payload.get("seat") != ack.seat or \
            made.payload.get("choices") != ack.choices or made.payload.get("by"):
        return [{"ack": ack.key, "game": ack.game, "at": ack.expected + 1,
                 "log_has": [made.type, made.payload]}]
    told = [tuple(e) for e in ack.events]
    stored = [(e.version, e.type) for e in events[ack.expected:ack.version]]
    if told != stored:
        return [{"ack": ack.key, "answer_events": told[:5], "log_events": stored[:5]}]
    return []


def _idempotency_rows(log: LogReader, keys: list[str]) -> dict[str, tuple[str, int]]:
    found: dict[str, tuple[str, int]] = {}
    for start in range(0, len(keys), 1000):
        chunk = keys[start:start + 1000]
        rows = log.store.fetch("SELECT key, game_id, version FROM idempotency"
                               " WHERE key = ANY(%s)", [chunk])
        for key, game_id, version in rows:
            if key in found:
                found[key] = ("duplicate", -1)
            else:
                found[key] = (game_id, version)
    return found


def batches_all_or_nothing(log: LogReader, stats: Stats) -> Check:
    """A refused batch left nothing: no stored key, and no choice of it in the log; an
    acknowledged batch is one ChoiceMade with all its choices (see acks_in_log)."""
    problems: list = []
    refused_keys = [b["key"] for b in stats.refused_batches]
    stored = _idempotency_rows(log, refused_keys)
    problems += [{"refused_batch_key_stored": k} for k in stored]
    for batch in stats.refused_batches:
        for event in log.events(batch["game"]):
            if event.type == "ChoiceMade" and BOGUS in event.payload.get("choices", []):
                problems.append({"refused_batch_in_log": batch["game"], "version": event.version})
    acked = sum(len(a.choices) > 1 for a in stats.acks)
    return _check("batches are all or nothing", problems, batches_acknowledged=acked,
                  batches_refused=len(stats.refused_batches))


# ---- read models equal a replay ---------------------------------------------------------------

def projections_equal_replay(log: LogReader, stats: Stats, urls: list[str],
                             redis_client: Any = None, views_per_game: int = 2) -> Check:
    """For each game: the loader's state (snapshot + tail), the Redis cache entry at head, the
    games row and GET /view at head (as some seats, from every web process in turn) all equal a
    full replay of its log. Timers and bots may move a game while it is compared: a read model
    ahead of the replay means "replay again" (a few times), one behind it is a failure."""
    problems: list = []
    http = [Http([url]) for url in urls]
    compared: Counter = Counter()
    for n, (game_id, info) in enumerate(sorted(stats.games.items())):
        for _ in range(5):
            found, moved = _compare_game(log, game_id, info, http, n, redis_client,
                                         views_per_game, compared)
            if not moved:
                break
            compared["replayed_again"] += 1
        problems += found
    for client in http:
        client.close()
    return _check("read models equal a full replay of the log", problems,
                  games=len(stats.games), **dict(compared))


class _Moved(Exception):
    """A read model is ahead of the replay: the game moved meanwhile."""


def _compare_game(log: LogReader, game_id: str, info: dict, http: list[Http], n: int,
                  redis_client: Any, views_per_game: int, compared: Counter
                  ) -> tuple[list, bool]:
    from play.model import game as model
    from play import egress

    problems: list = []
    replayed = log.loader.replay(game_id)

    def ahead(version: int) -> bool:
        if version > replayed.version:
            raise _Moved()
        return False

    try:
        loaded = log.loader.load(game_id)
        compared["loader"] += 1
        if not ahead(loaded.version) and (loaded.state != replayed.state or
                                          loaded.version != replayed.version):
            problems.append({"game": game_id, "loader_differs": loaded.version})
        problems += _row_problems(log, replayed, ahead)
        compared["games_row"] += 1
        cached = _cached(redis_client, game_id, replayed.version)
        if cached is not None:
            compared["redis_cache"] += 1
            if model.from_document(cached).state != replayed.state:
                problems.append({"game": game_id, "redis_cache_differs": replayed.version})
        for m, seat in enumerate(sorted(info["tokens"])[:views_per_game]):
            viewer = egress.viewer_of(replayed, seat)
            expected = json.loads(json.dumps(egress.view_of(replayed, viewer, seat)))
            status, body = http[(n + m) % len(http)].once(
                "GET", f"/v1/games/{game_id}/view", token=info["tokens"][seat])
            compared["views"] += 1
            if status == 200:
                ahead(body["version"])
            if status != 200 or body != expected:
                problems.append({"game": game_id, "seat": seat, "view_status": status,
                                 "view_version": (body or {}).get("version"),
                                 "replay_version": replayed.version})
    except _Moved:
        return problems, True
    return problems, False


def _row_problems(log: LogReader, game: Any, ahead: Callable[[int], bool]) -> list:
    from play.model.rows import read_model_rows

    want = read_model_rows(game, None)[0].values
    rows = log.store.fetch("SELECT version, status, phase, round, pending, pending_seat, result"
                           " FROM games WHERE game_id = %s", [game.game_id])
    if not rows:
        return [{"game": game.game_id, "games_row": None}]
    version, status, phase, round_, pending, pending_seat, result = rows[0]
    ahead(version)
    have = {"version": version, "status": status, "phase": phase, "round": round_,
            "pending": pending, "pending_seat": pending_seat, "result": result}
    wanted = {k: json.loads(json.dumps(want[k])) for k in have}
    if have != wanted:
        diff = {k: (have[k], wanted[k]) for k in have if have[k] != wanted[k]}
        return [{"game": game.game_id, "games_row_differs": str(diff)[:300]}]
    return []


def _cached(redis_client: Any, game_id: str, version: int) -> dict | None:
    if redis_client is None:
        return None
    try:
        raw = redis_client.get(f"cw:game:{game_id}:{version}")
    except Exception:
        return None
    return json.loads(raw) if raw else None


# ---- idempotent replays -----------------------------------------------------------------------

def replays_return_the_original(stats: Stats, urls: list[str], sample: int = 200,
                                seed: int = 0, give_up_after: float = 10.0) -> Check:
    """Posting an acknowledged request again (same key, token and body) answers 200 with the
    same body, and changes nothing. Every ack that needed a retry is replayed, plus a sample."""
    rng = random.Random(seed)
    retried = [a for a in stats.acks if a.attempts > 1]
    others = [a for a in stats.acks if a.attempts == 1]
    chosen = retried + rng.sample(others, min(sample, len(others)))
    caller = Caller(Http(urls), Stats(), give_up_after=give_up_after)
    problems: list = []
    for ack in chosen:
        body = ({"expected_version": ack.expected, "choice": ack.choices[0]}
                if len(ack.choices) == 1 else
                {"expected_version": ack.expected, "choices": ack.choices})
        try:
            reply = caller.call("replay", "POST", f"/v1/games/{ack.game}/choices", body,
                                token=ack.token, key=ack.key)
        except GaveUp as exc:
            problems.append({"ack": ack.key, "gave_up": str(exc)[:300]})
            continue
        if reply.status != 200 or canonical_hash(reply.body) != ack.body_hash:
            problems.append({"ack": ack.key, "status": reply.status,
                             "same_body": reply.status == 200 and
                             canonical_hash(reply.body) == ack.body_hash})
    caller.http.close()
    return _check("replays with the same key return the original answer", problems,
                  replayed=len(chosen), of_them_retried_acks=len(retried))


# ---- nothing stalls ---------------------------------------------------------------------------

def no_stalled_game(log: LogReader, stats: Stats, load_end: float, within: float) -> Check:
    """Every game has finished or recorded an event within `within` seconds of the load's end."""
    problems: list = []
    finished = 0
    end = datetime.fromtimestamp(load_end, timezone.utc)
    for game_id in stats.games:
        events = log.events(game_id)
        last = events[-1]
        if any(e.type == "GameEnded" for e in events[-5:]) or _finished(log, game_id):
            finished += 1
            continue
        idle = (end - last.recorded_at).total_seconds()
        if idle > within:
            problems.append({"game": game_id, "kind": stats.games[game_id]["kind"],
                             "idle_seconds": round(idle, 1), "version": last.version})
    return _check(f"no game stalled (each moved in the last {within:g} s or finished)", problems,
                  games=len(stats.games), finished=finished)


def _finished(log: LogReader, game_id: str) -> bool:
    rows = log.store.fetch("SELECT status FROM games WHERE game_id = %s", [game_id])
    return bool(rows) and rows[0][0] == "finished"


def no_overdue_timer(log: LogReader, bound: float, wait: float = 20.0) -> Check:
    """No unfired timer is overdue by more than `bound` seconds (waiting up to `wait` seconds
    for the timers' machinery to catch up after the load)."""
    started = time.monotonic()
    while True:
        rows = log.store.fetch(
            "SELECT game_id, seat, version, kind, due_at, now() - due_at FROM timers"
            " WHERE fired_at IS NULL AND due_at < now() - make_interval(secs => %s)"
            " ORDER BY due_at LIMIT 20", [bound])
        if not rows or time.monotonic() - started > wait:
            break
        time.sleep(1)
    fired = log.store.fetch("SELECT count(*) FROM timers WHERE fired_at IS NOT NULL")[0][0]
    problems = [{"game": r[0], "seat": r[1], "version": r[2], "kind": r[3],
                 "overdue_seconds": round(r[5].total_seconds(), 1)} for r in rows]
    return _check(f"no timer overdue by more than {bound:g} s", problems, timers_closed=fired,
                  waited_seconds=round(time.monotonic() - started, 1))


def timeouts_once(log: LogReader, stats: Stats, expect_timeouts: bool = True) -> Check:
    """Each deadline timed a decision out at most once; with `expect_timeouts` (a run longer than
    a few deadlines), the timed games did time out."""
    seen: Counter = Counter()
    for game_id, info in stats.games.items():
        for event in log.events(game_id):
            if event.type == "DecisionTimedOut":
                seen[(game_id, event.payload["seat"], event.payload["since_version"])] += 1
    problems = [{"timed_out_twice": list(k)} for k, n in seen.items() if n > 1]
    timed = [g for g, i in stats.games.items() if i["kind"] == "timed"]
    bots = sum(1 for g, i in stats.games.items() if i["kind"] == "bots"
               for e in log.events(g) if e.type == "ChoiceMade" and e.payload.get("by") == "bot")
    if timed and expect_timeouts and not seen:
        problems.append({"no_timeout_at_all_in_timed_games": len(timed)})
    return _check("decisions timed out once each; bots played", problems,
                  timeouts=sum(seen.values()), bot_choices=bots, timed_games=len(timed))


def no_server_errors(stats: Stats, allowed: Iterable[int] = ()) -> Check:
    """No 5xx answer other than the `allowed` ones, and no answer a correct client never gets."""
    allowed = set(allowed)
    bad = [f for f in stats.failures if f.status >= 500 and f.status not in allowed]
    problems: list = [{"status": f.status, "kind": f.kind, "detail": f.detail} for f in bad]
    problems += stats.unexpected
    by_status = Counter(f.status for f in stats.failures)
    return _check("no server error" + (f" (allowed: {sorted(allowed)})" if allowed else ""),
                  problems, retryable_failures=dict(sorted(by_status.items())),
                  unexpected_answers=len(stats.unexpected))


# ---- figures ----------------------------------------------------------------------------------

def percentile(values: list[float], pct: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(pct / 100 * (len(ordered) - 1))))]


def latency_table(stats: Stats) -> dict[str, dict[str, float]]:
    return {kind: {"n": len(values), "p50_ms": round(percentile(values, 50) * 1000, 1),
                   "p99_ms": round(percentile(values, 99) * 1000, 1)}
            for kind, values in sorted(stats.latencies.items())}


def event_count(log: LogReader, stats: Stats) -> int:
    return sum(len(log.events(g)) for g in stats.games)


def per_game_kind(stats: Stats) -> dict[str, int]:
    kinds: dict[str, int] = defaultdict(int)
    for info in stats.games.values():
        kinds[info["kind"]] += 1
    return dict(kinds)
