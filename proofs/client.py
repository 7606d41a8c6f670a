"""Clients that play games over HTTP the way any third-party client would, recording everything.

A client reads GET /v1/games/{id}/options for a seat it plays and posts one offered choice (or a
short batch) to POST /v1/games/{id}/choices with `expected_version` and a fresh Idempotency-Key.
A connection error or a 5xx is retried with the same key and body until `give_up_after` seconds;
the answer finally received counts once. Every acknowledged (200) choice is recorded as an `Ack`
(game, seat, expected and resulting version, the choices, the key, a hash of the answer), every
failed attempt as an `Attempt`, and every request's latency per kind, so the checks afterwards can
compare the log with what clients were told.

Games come in kinds (`GAME_KINDS`): `plain` (every seat played by the client), `bots` (a seat
handed to the server's random bot, which RQ workers and the sweeper play), `timed` (a per-decision
time control, one seat left to time out through the timers), `batch` (some turns sent as a batch
of two choices worked out with the engine from the host's /position, and some deliberately bad
batches whose good first choice must not be applied).
"""
from __future__ import annotations

import hashlib
import http.client
import json
import random
import secrets
import socket
import threading
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Callable
from urllib.parse import urlsplit

GAME_KINDS = ("plain", "bots", "timed", "batch")
FACTIONS = ("great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign")
BOGUS = {"act": "proof_bogus_choice"}  # never legal: the second choice of a refused batch
TIMED_CONTROL = {"kind": "per_decision", "per_decision": "PT3S", "window": "PT2S",
                 "timeout_policy": "default_choice"}


class GaveUp(RuntimeError):
    """A request still failed (connection error or 5xx) after `give_up_after` seconds."""


def canonical_hash(body: Any) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True, separators=(",", ":"))
                          .encode()).hexdigest()


@dataclass
class Reply:
    status: int
    body: Any
    attempts: int = 1


@dataclass
class Ack:
    """A choice (or batch) the service acknowledged with 200."""

    game: str
    seat: str
    expected: int
    version: int
    choices: list
    key: str
    token: str
    body_hash: str
    events: list  # [(version, type)] of the answer
    sent: float  # wall-clock time of the first attempt
    done: float  # wall-clock time of the answer
    attempts: int


@dataclass
class Attempt:
    """A try that failed in a retryable way (the request was then retried with the same key)."""

    kind: str
    at: float
    status: int  # 0: connection error
    detail: str


@dataclass
class Stats:
    latencies: dict[str, list[float]] = field(default_factory=dict)
    statuses: dict[str, int] = field(default_factory=dict)  # "kind status" -> count
    acks: list[Ack] = field(default_factory=list)
    failures: list[Attempt] = field(default_factory=list)
    unexpected: list[dict] = field(default_factory=list)  # 4xx a correct client never gets
    gave_up: list[dict] = field(default_factory=list)
    refused_batches: list[dict] = field(default_factory=list)
    games: dict[str, dict] = field(default_factory=dict)  # game id -> {kind, tokens, host}
    retried_requests: int = 0
    # 200 answers that wrote nothing (see Player.post): their keys and attempts
    noops: list[dict] = field(default_factory=list)

    def count(self, kind: str, status: int) -> None:
        name = f"{kind} {status}"
        self.statuses[name] = self.statuses.get(name, 0) + 1

    def merge(self, other: "Stats") -> None:
        for kind, values in other.latencies.items():
            self.latencies.setdefault(kind, []).extend(values)
        for name, n in other.statuses.items():
            self.statuses[name] = self.statuses.get(name, 0) + n
        self.acks += other.acks
        self.failures += other.failures
        self.unexpected += other.unexpected
        self.gave_up += other.gave_up
        self.refused_batches += other.refused_batches
        self.games.update(other.games)
        self.retried_requests += other.retried_requests
        self.noops += other.noops

    def to_dict(self) -> dict:
        data = asdict(self)
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "Stats":
        stats = cls(**{k: v for k, v in data.items() if k not in ("acks", "failures")})
        stats.acks = [Ack(**a) for a in data["acks"]]
        stats.failures = [Attempt(**f) for f in data["failures"]]
        return stats


# ---- HTTP with retries --------------------------------------------------------------------------

class Http:
    """A keep-alive connection to one of `urls`; after a connection error it moves to the next."""

    def __init__(self, urls: list[str], start: int = 0, timeout: float = 30.0):
        self.targets = [(urlsplit(u).hostname, urlsplit(u).port) for u in urls]
        self.index = start % len(self.targets)
        self.timeout = timeout
        self.conn: http.client.HTTPConnection | None = None

    def once(self, method: str, path: str, body: Any = None, token: str | None = None,
             headers: dict | None = None) -> tuple[int, Any]:
        """One request; raises OSError or http.client.HTTPException on a connection failure."""
        sent = {"Connection": "keep-alive", **(headers or {})}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            sent["Content-Type"] = "application/json"
        if token is not None:
            sent["Authorization"] = f"Bearer {token}"
        if self.conn is None:
            host, port = self.targets[self.index]
            self.conn = http.client.HTTPConnection(host, port, timeout=self.timeout)
        try:
            self.conn.request(method, path, body=data, headers=sent)
            response = self.conn.getresponse()
            raw = response.read()
        except BaseException:
            self.reset(move=True)
            raise
        if response.will_close:
            self.reset(move=False)
        try:
            return response.status, (json.loads(raw) if raw else None)
        except ValueError:
            return response.status, {"raw": raw[:200].decode(errors="replace")}

    def reset(self, move: bool) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None
        if move:
            self.index = (self.index + 1) % len(self.targets)

    def close(self) -> None:
        self.reset(move=False)


class Caller:
    """Requests with retries (same key, same body) and the bookkeeping of every attempt."""

    def __init__(self, http: Http, stats: Stats, give_up_after: float = 60.0):
        self.http, self.stats, self.give_up_after = http, stats, give_up_after

    def call(self, kind: str, method: str, path: str, body: Any = None, token: str | None = None,
             key: str | None = None) -> Reply:
        headers = {"Idempotency-Key": key} if key is not None else None
        started = time.monotonic()
        attempts, pause = 0, 0.05
        while True:
            attempts += 1
            try:
                status, answer = self.http.once(method, path, body, token, headers)
            except (OSError, http.client.HTTPException) as exc:
                status, answer = 0, f"{type(exc).__name__}: {exc}"
            if status != 0:
                self.stats.count(kind, status)
            if 0 < status < 500:
                self.stats.latencies.setdefault(kind, []).append(time.monotonic() - started)
                if attempts > 1:
                    self.stats.retried_requests += 1
                return Reply(status, answer, attempts)
            detail = answer if status == 0 else json.dumps(answer)[:300]
            self.stats.failures.append(Attempt(kind, time.time(), status, str(detail)[:300]))
            if time.monotonic() - started > self.give_up_after:
                raise GaveUp(f"{method} {path}: still failing after {attempts} attempts: "
                             f"{str(detail)[:200]}")
            time.sleep(pause)
            pause = min(1.0, pause * 2)


# ---- games --------------------------------------------------------------------------------------

@dataclass
class Game:
    id: str
    kind: str
    host: str
    tokens: dict[str, str]
    played: set[str]  # the seats this client plays
    pending: list[dict] = field(default_factory=list)
    version: int = 0
    finished: bool = False
    next_poll: float = 0.0


class Player:
    """Plays a few games at once from one thread until `deadline` (time.monotonic())."""

    def __init__(self, urls: list[str], index: int, stats: Stats, *, games: int = 2,
                 kinds: tuple[str, ...] = GAME_KINDS, seats: int = 3, give_up_after: float = 60.0,
                 seed: int | None = None, on_ack: Callable[[Ack], None] | None = None):
        self.rng = random.Random(seed if seed is not None else index)
        self.http = Http(urls, start=index)
        self.caller = Caller(self.http, stats, give_up_after)
        self.stats, self.index, self.want, self.kinds, self.seats = stats, index, games, kinds, seats
        self.games: list[Game] = []
        self.on_ack = on_ack
        self.made = 0

    # ---- creating games -------------------------------------------------------------------------
    def new_game(self) -> Game:
        kind = self.kinds[(self.index + len(self.stats.games)) % len(self.kinds)]
        factions = self.rng.sample(FACTIONS, self.seats)
        spec: dict[str, Any] = {"seats": self.seats, "factions": factions, "sandbox": True,
                                "name": f"proof {self.index} {kind}"}
        if kind == "timed":
            spec["time_control"] = dict(TIMED_CONTROL)
        reply = self.caller.call("create", "POST", "/v1/games", spec)
        if reply.status != 201:
            raise RuntimeError(f"POST /v1/games answered {reply.status}: {reply.body}")
        summary = reply.body["game"]
        tokens = reply.body["seat_tokens"]
        played = set(tokens)
        game = Game(summary["game_id"], kind, reply.body["host_token"], tokens, played,
                    summary["pending"], summary["version"])
        if kind in ("bots", "timed"):
            left = sorted(tokens)[-1]  # the last seat: a bot's, or left to time out
            played.discard(left)
            if kind == "bots":
                self._hand_to_bot(game, left)
        self.stats.games[game.id] = {"kind": kind, "tokens": tokens, "host": game.host,
                                     "played": sorted(played)}
        return game

    def _hand_to_bot(self, game: Game, seat: str) -> None:
        reply = self.caller.call("bot", "POST", f"/v1/games/{game.id}/seats/{seat}/bot",
                                 {"bot": "random"}, token=game.tokens[seat])
        if reply.status != 200:
            raise RuntimeError(f"handing {seat} to a bot answered {reply.status}: {reply.body}")
        game.version, game.pending = reply.body["version"], reply.body["pending"]

    # ---- playing --------------------------------------------------------------------------------
    def run(self, deadline: float) -> None:
        while time.monotonic() < deadline:
            while len(self.games) < self.want:
                self.games.append(self.new_game())
            moved = False
            for game in list(self.games):
                if time.monotonic() >= deadline:
                    break
                moved |= self.step(game)
                if game.finished:
                    self.games.remove(game)
            if not moved:
                time.sleep(0.05)
        self.http.close()

    def step(self, game: Game) -> bool:
        """One move in `game` if a seat this client plays is waited on; False if none was."""
        seat = next((p["seat"] for p in game.pending if p["seat"] in game.played), None)
        if seat is None:
            return self._poll(game)
        path = f"/v1/games/{game.id}"
        reply = self.caller.call("options", "GET", path + "/options", token=game.tokens[seat])
        if reply.status != 200:
            self._unexpected("options", game, reply)
            return False
        listed = reply.body
        game.version, game.pending = listed["version"], listed["pending"]
        if not listed["options"]:
            return True
        if game.kind == "batch" and self.rng.random() < 0.3:
            return self._batch_turn(game, seat, listed)
        choice = self.rng.choice(listed["options"])["choice"]
        return self.post(game, seat, listed["version"], [choice])

    def post(self, game: Game, seat: str, expected: int, batch: list, kind: str = "choice"
             ) -> bool:
        batch = json.loads(json.dumps(batch))  # as sent and stored: lists, not tuples
        body = ({"expected_version": expected, "choice": batch[0]} if len(batch) == 1 else
                {"expected_version": expected, "choices": batch})
        key = "p-" + secrets.token_hex(12)
        sent = time.time()
        try:
            reply = self.caller.call(kind, "POST", f"/v1/games/{game.id}/choices", body,
                                     token=game.tokens[seat], key=key)
        except GaveUp as exc:
            self.stats.gave_up.append({"game": game.id, "seat": seat, "expected": expected,
                                       "choices": batch, "key": key, "error": str(exc)})
            game.pending = []  # look again
            return False
        if reply.status == 200 and not reply.body["events"] and reply.body["version"] == expected:
            # A setting the seat already had (a standing answer set again) is written nowhere:
            # no event, no idempotency record, so it is counted, not checked against the log.
            self.stats.noops.append({"key": key, "attempts": reply.attempts})
            self._seen(game, reply.body["view"])
            return True
        if reply.status == 200:
            answer = reply.body
            ack = Ack(game.id, seat, expected, answer["version"], batch, key, game.tokens[seat],
                      canonical_hash(answer), [(e["version"], e["type"]) for e in answer["events"]],
                      sent, time.time(), reply.attempts)
            self.stats.acks.append(ack)
            if self.on_ack is not None:
                self.on_ack(ack)
            self.made += 1
            self._seen(game, answer["view"])
            return True
        if reply.status == 409:
            game.pending = []  # someone else moved (a bot, a timer): read again
            return True
        if kind == "bad_batch" and reply.status == 422:
            self.stats.refused_batches.append({"game": game.id, "seat": seat,
                                               "expected": expected, "choices": batch,
                                               "key": key, "token": game.tokens[seat]})
            return True
        self._unexpected(kind, game, reply)
        return False

    def _seen(self, game: Game, view: dict) -> None:
        game.version, game.pending = view["version"], view["pending"]
        game.finished = view["status"] == "finished"

    def _poll(self, game: Game) -> bool:
        """The game waits on a bot or a timer: look at its summary now and then."""
        now = time.monotonic()
        if now < game.next_poll:
            return False
        game.next_poll = now + 0.25
        reply = self.caller.call("summary", "GET", f"/v1/games/{game.id}")
        if reply.status != 200:
            self._unexpected("summary", game, reply)
            return False
        self._seen(game, reply.body)
        return bool(game.pending) and any(p["seat"] in game.played for p in game.pending)

    def _batch_turn(self, game: Game, seat: str, listed: dict) -> bool:
        """Two choices in one request, worked out with the engine from the host's position; now
        and then a bad batch (a good first choice, then a choice that is never legal)."""
        import rules

        reply = self.caller.call("position", "GET",
                                 f"/v1/games/{game.id}/position?version={listed['version']}",
                                 token=game.host)
        if reply.status != 200:
            self._unexpected("position", game, reply)
            return False
        state = rules.from_position(reply.body)
        options = rules.legal_options(state, seat)
        if not options:
            return False
        first = self.rng.choice(options).choice
        if self.rng.random() < 0.15:
            return self.post(game, seat, listed["version"], [first, dict(BOGUS)], "bad_batch")
        try:
            _, after = rules.decide_and_apply(state, seat, first)
        except rules.RulesError:
            return self.post(game, seat, listed["version"], [first])
        follow = rules.legal_options(after, seat) if after.draws == state.draws else []
        if not follow:
            return self.post(game, seat, listed["version"], [first])
        second = self.rng.choice(follow).choice
        return self.post(game, seat, listed["version"], [first, second], "batch")

    def _unexpected(self, kind: str, game: Game, reply: Reply) -> None:
        self.stats.unexpected.append({"kind": kind, "game": game.id, "status": reply.status,
                                      "body": json.dumps(reply.body)[:400]})
        game.pending = []
        game.next_poll = time.monotonic() + 0.25


def play(urls: list[str], first_index: int, threads: int, seconds: float, **options: Any
         ) -> Stats:
    """`threads` players (indexes first_index...) for `seconds`; their merged Stats."""
    deadline = time.monotonic() + seconds
    parts = [Stats() for _ in range(threads)]
    errors: list[str] = []

    def run(n: int) -> None:
        player = Player(urls, first_index + n, parts[n], **options)
        try:
            player.run(deadline)
        except Exception as exc:  # reported, and the proof fails
            errors.append(f"player {first_index + n}: {type(exc).__name__}: {exc}")

    workers = [threading.Thread(target=run, args=(n,), daemon=True) for n in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(seconds + 120)
    merged = Stats()
    for part in parts:
        merged.merge(part)
    for error in errors:
        merged.unexpected.append({"kind": "player_crashed", "game": None, "status": 0,
                                  "body": error})
    return merged


def host_port(url: str) -> tuple[str, int]:
    parts = urlsplit(url)
    return parts.hostname or "127.0.0.1", parts.port or 80


def raw_socket(url: str, timeout: float = 10.0) -> socket.socket:
    return socket.create_connection(host_port(url), timeout=timeout)
