"""Live streams as `cthulhu-wars serve` holds them: open streams take no request thread.

Each test starts the real server (the stream worker, service.streams.worker) with two request
threads, and talks to it over loopback sockets, as a browser would. The attacks on the request
threads (streams by other spellings of their path, clients that send slowly) are also made on the
Procfile's web line (gunicorn with two stream workers on Postgres and Redis).
"""
from __future__ import annotations

import json
import os
import re
import selectors
import shlex
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # `proofs` is a folder of the repository, not an installed package
    sys.path.insert(0, str(ROOT))

from proofs.rawhttp import exchange, request  # noqa: E402
from proofs.slow_clients import (NOT_STREAMS, HeldStreams, SlowClients,  # noqa: E402
                                 time_requests)
from service.gunicorn.arrival import READ_SECONDS  # noqa: E402

BIN = Path(sys.executable).parent
COMMAND = BIN / "cthulhu-wars"
THREADS = 2


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def procfile_web(env: dict) -> list[str]:
    """The Procfile's web command, its ${NAME:-default} filled in from `env`."""
    line = next(line for line in (ROOT / "Procfile").read_text().splitlines()
                if line.startswith("web:"))
    words = shlex.split(re.sub(r"\$\{(\w+):-([^}]*)\}", lambda m: env.get(m[1], m[2]), line[4:]))
    return [str(BIN / words[0]), *words[1:]]


class Server:
    def __init__(self, env: dict, cwd: Path, *args: str, procfile: bool = False):
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        full = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
        full.update({"LOG_LEVEL": "WARNING", "RATE_LIMIT_PER_TOKEN": "0",
                     "RATE_LIMIT_PER_ADDRESS": "0", **env})
        subprocess.run([str(COMMAND), "db", "upgrade"], env=full, cwd=cwd, check=True,
                       capture_output=True)
        command = [str(COMMAND), "serve", "--port", str(self.port), "--threads", str(THREADS),
                   *args]
        if procfile:
            full.update({"PORT": str(self.port), "WEB_THREADS": str(THREADS)})
            command = procfile_web(full)
        self.proc = subprocess.Popen(command, env=full, cwd=cwd, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            assert self.proc.poll() is None, "the server exited"
            try:
                if self.call("GET", "/readyz", timeout=2)[0] == 200:
                    return
            except OSError:
                time.sleep(0.1)
        raise AssertionError("the server did not become ready")

    def call(self, method: str, path: str, body: dict | None = None, token: str | None = None,
             timeout: float = 5) -> tuple[int, dict]:
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data, headers, method=method)
        try:
            with urllib.request.urlopen(req, timeout=timeout) as answer:
                raw = answer.read()
                return answer.status, json.loads(raw) if raw else {}
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"{}")

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(15)


class Stream:
    """One raw stream connection: its status, headers and the body bytes read so far."""

    def __init__(self, server: Server, game_id: str, *, after: int | None = None,
                 token: str | None = None, source: str = "127.0.0.1", timeout: int = 60,
                 language: str | None = None):
        self.sock = socket.create_connection(("127.0.0.1", server.port), timeout=10,
                                             source_address=(source, 0))
        lines = [f"GET /v1/games/{game_id}/stream?timeout={timeout} HTTP/1.1",
                 "Host: 127.0.0.1", "Accept: text/event-stream"]
        if after is not None:
            lines.append(f"Last-Event-ID: {after}")
        if token:
            lines.append(f"Authorization: Bearer {token}")
        if language:
            lines.append(f"Accept-Language: {language}")
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        self.raw = b""
        self.closed = False
        self.sock.setblocking(False)

    def status(self) -> int | None:
        head = self.raw.split(b"\r\n\r\n", 1)[0] if b"\r\n\r\n" in self.raw else None
        return int(head.split()[1]) if head else None

    def body(self) -> str:
        return self.raw.split(b"\r\n\r\n", 1)[1].decode() if b"\r\n\r\n" in self.raw else ""

    def ids(self) -> list[int]:
        return [int(line[4:]) for line in self.body().splitlines() if line.startswith("id: ")]

    def texts(self) -> dict[int, str]:
        """Each event's sentence by version."""
        found = {}
        for line in self.body().splitlines():
            if line.startswith("data: "):
                data = json.loads(line[6:])
                if "version" in data:
                    found[data["version"]] = data["text"]
        return found

    def pump(self) -> None:
        try:
            while True:
                data = self.sock.recv(65536)
                if not data:
                    self.closed = True
                    return
                self.raw += data
        except BlockingIOError:
            return
        except OSError:
            self.closed = True

    def close(self) -> None:
        self.sock.close()


def until(streams: list[Stream], done, seconds: float = 15) -> None:
    """Read every stream until `done()` holds; fail after `seconds`."""
    selector = selectors.DefaultSelector()
    for s in streams:
        selector.register(s.sock, selectors.EVENT_READ, s)
    deadline = time.monotonic() + seconds
    try:
        while not done():
            left = deadline - time.monotonic()
            assert left > 0, "the streams did not get there in time"
            for key, _ in selector.select(min(left, 0.5)):
                key.data.pump()
                if key.data.closed:
                    selector.unregister(key.fileobj)
    finally:
        selector.close()


def sandbox(server: Server) -> dict:
    """A sandbox game of the core three (named: a dealt faction may first be asked where to set up)."""
    status, made = server.call("POST", "/v1/games", {"seats": 3, "sandbox": True,
                                                      "factions": ["great_cthulhu", "crawling_chaos", "black_goat"]})
    assert status == 201, made
    return made


def play_one(server: Server, made: dict) -> int:
    """Make the pending seat's first option; return the version of its first event."""
    game_id, tokens = made["game"]["game_id"], made["seat_tokens"]
    seat = server.call("GET", f"/v1/games/{game_id}")[1]["pending"][0]["seat"]
    listed = server.call("GET", f"/v1/games/{game_id}/options", token=tokens[seat])[1]
    choice = next(o["choice"] for o in listed["options"]
                  if o["choice"].get("act") != "standing_answer")
    status, body = server.call("POST", f"/v1/games/{game_id}/choices",
                               {"expected_version": listed["version"], "choice": choice},
                               tokens[seat])
    assert status == 200, body
    return listed["version"] + 1


@pytest.fixture(params=[pytest.param("embedded", marks=pytest.mark.sqlite),
                        pytest.param("servers", marks=[pytest.mark.postgres, pytest.mark.redis])])
def server(request, tmp_path):
    env = {}
    if request.param == "servers":
        env = {"DATABASE_URL": request.getfixturevalue("pg_url"),
               "REDIS_URL": request.getfixturevalue("redis_url")}
    running = Server(env, tmp_path)
    yield running
    running.stop()


@pytest.fixture
def limited(tmp_path):
    running = Server({"STREAMS_PER_ADDRESS": "2", "STREAMS_PER_TOKEN": "1"}, tmp_path)
    yield running
    running.stop()


def test_open_streams_beyond_the_threads_leave_readyz_and_choices_prompt(server):
    made = sandbox(server)
    game_id, start = made["game"]["game_id"], made["game"]["version"]
    streams = [Stream(server, game_id, after=start, source=f"127.0.2.{1 + n % 8}")
               for n in range(12 * THREADS)]
    until(streams, lambda: all(s.status() == 200 for s in streams))
    began = time.monotonic()
    status, ready = server.call("GET", "/readyz", timeout=3)
    assert status == 200 and ready["status"] == "ok"
    version = play_one(server, made)
    assert time.monotonic() - began < 5, "readyz and a choice waited for a free thread"
    until(streams, lambda: all(version in s.ids() for s in streams))
    assert all(s.ids()[0] == start + 1 for s in streams)  # resumed after the start version
    for s in streams:
        s.close()


def test_a_stream_resumed_from_an_old_version_catches_up_then_goes_live(server):
    made = sandbox(server)
    game_id, start = made["game"]["game_id"], made["game"]["version"]
    stream = Stream(server, game_id, after=3)
    until([stream], lambda: start in stream.ids())
    version = play_one(server, made)
    until([stream], lambda: version in stream.ids())
    ids = stream.ids()
    assert ids == list(range(4, ids[-1] + 1))
    stream.close()


def test_a_stream_ends_at_its_timeout_with_the_last_chunk(server):
    made = sandbox(server)
    stream = Stream(server, made["game"]["game_id"], timeout=1)
    until([stream], lambda: stream.closed)
    assert stream.status() == 200
    assert stream.raw.endswith(b"0\r\n\r\n")
    assert b"Transfer-Encoding: chunked" in stream.raw and b"retry: 3000" in stream.raw


def test_a_streams_address_over_its_limit_is_refused_with_429_until_one_closes(limited):
    game_id = sandbox(limited)["game"]["game_id"]
    held = [Stream(limited, game_id), Stream(limited, game_id)]
    until(held, lambda: all(s.status() == 200 for s in held))
    third = Stream(limited, game_id)
    until([third], lambda: third.closed or third.status() is not None and "}" in third.body())
    assert third.status() == 429
    assert b"Retry-After: 5" in third.raw
    assert json.loads(third.body())["code"] == "too_many_streams"
    held[0].close()
    deadline = time.monotonic() + 10
    while True:  # the slot returns once the server sees the client gone
        again = Stream(limited, game_id)
        until([again], lambda: again.status() is not None)
        if again.status() == 200:
            break
        again.close()
        assert time.monotonic() < deadline, "the closed stream's slot never came back"
    again.close()
    held[1].close()


def test_a_token_holds_one_stream_whichever_address_it_comes_from(limited):
    made = sandbox(limited)
    game_id, token = made["game"]["game_id"], made["seat_tokens"]["seat2"]
    first = Stream(limited, game_id, token=token, source="127.0.3.1")
    until([first], lambda: first.status() == 200)
    second = Stream(limited, game_id, token=token, source="127.0.3.2")
    until([second], lambda: second.closed or second.status() is not None and "}" in second.body())
    assert second.status() == 429
    assert json.loads(second.body())["code"] == "too_many_streams"
    first.close()


def test_a_stream_over_an_hour_is_refused_and_an_hour_is_the_cap(limited):
    game_id = sandbox(limited)["game"]["game_id"]
    status, problem = limited.call("GET", f"/v1/games/{game_id}/stream?timeout=3601")
    assert status == 422 and problem["code"] == "validation_error"
    stream = Stream(limited, game_id, timeout=3600)
    until([stream], lambda: stream.status() is not None)
    assert stream.status() == 200
    stream.close()


def test_a_held_stream_ends_when_its_token_is_rotated(server):
    made = sandbox(server)
    game_id, tokens = made["game"]["game_id"], made["seat_tokens"]
    pending = server.call("GET", f"/v1/games/{game_id}")[1]["pending"][0]["seat"]
    watcher = next(seat for seat in tokens if seat != pending)
    stream = Stream(server, game_id, after=made["game"]["version"], token=tokens[watcher])
    until([stream], lambda: stream.status() == 200)
    status, _ = server.call("POST", f"/v1/games/{game_id}/seats/{watcher}/token", {},
                            tokens[watcher])
    assert status == 201
    play_one(server, made)
    until([stream], lambda: stream.closed)
    assert "ChoiceMade" not in stream.body()


def test_head_on_a_stream_answers_at_once(server):
    game_id = sandbox(server)["game"]["game_id"]
    req = urllib.request.Request(f"{server.base}/v1/games/{game_id}/stream", method="HEAD")
    with urllib.request.urlopen(req, timeout=3) as answer:
        assert answer.status == 200
        assert answer.headers["Content-Type"].startswith("text/event-stream")


def test_the_server_stops_promptly_with_streams_open(tmp_path):
    running = Server({}, tmp_path)
    game_id = sandbox(running)["game"]["game_id"]
    streams = [Stream(running, game_id) for _ in range(5)]
    until(streams, lambda: all(s.status() == 200 for s in streams))
    began = time.monotonic()
    running.stop()
    assert time.monotonic() - began < 10
    until(streams, lambda: all(s.closed for s in streams))


# ---- attacks on the request threads ------------------------------------------------------------

@pytest.fixture(params=[pytest.param("embedded", marks=pytest.mark.sqlite),
                        pytest.param("procfile", marks=[pytest.mark.postgres, pytest.mark.redis])])
def attacked(request, tmp_path):
    """The embedded default (`cthulhu-wars serve`), or the Procfile's web line on Postgres and
    Redis (two worker processes); two request threads per process either way."""
    env, procfile = {}, request.param == "procfile"
    if procfile:
        env = {"DATABASE_URL": request.getfixturevalue("pg_url"),
               "REDIS_URL": request.getfixturevalue("redis_url"), "WEB_CONCURRENCY": "2"}
    running = Server(env, tmp_path, procfile=procfile)
    yield running
    running.stop()


def test_a_stream_by_any_spelling_flask_routes_to_it_holds_no_request_thread(attacked):
    made = sandbox(attacked)
    game_id = made["game"]["game_id"]
    with HeldStreams(attacked.port, game_id, 12 * THREADS) as held:
        assert held.wait_for_heads(20) == [200] * held.count
        began = time.monotonic()
        status, ready = attacked.call("GET", "/readyz", timeout=3)
        assert status == 200 and ready["status"] == "ok"
        play_one(attacked, made)
        assert time.monotonic() - began < 5, "readyz and a choice waited for a free thread"
    for spelling in NOT_STREAMS:  # not routed to the stream: answered, and no thread held
        target = spelling.format(game=game_id) + "?timeout=600"
        answer = exchange(attacked.port, [request("GET", target, {"Connection": "close"})],
                          timeout=5)
        assert (answer.status, answer.json()["code"]) == (404, "not_found"), target


def test_clients_that_send_their_request_slowly_hold_no_thread_and_get_408(attacked):
    with SlowClients(attacked.port, 50) as heads, \
            SlowClients(attacked.port, 10, body=True) as bodies:
        readyz = time_requests(attacked.base, count=20, timeout=3)
        assert readyz["failed"] == 0 and readyz["max_ms"] < 1500, readyz
        assert heads.open == 50 and bodies.open == 10  # held all the while, by no thread
        assert heads.wait_until_answered(READ_SECONDS + 10)
        assert bodies.wait_until_answered(5)
    assert set(heads.statuses() + bodies.statuses()) == {408}
    assert min(heads.closed_after + bodies.closed_after) >= READ_SECONDS
    assert attacked.call("GET", "/readyz", timeout=3)[0] == 200


def test_a_client_that_expects_100_continue_gets_it_once_and_then_its_answer(server):
    body = json.dumps({"seats": 3, "sandbox": True}).encode()
    head = request("POST", "/v1/games", {"Host": "127.0.0.1", "Connection": "close",
                                         "Content-Type": "application/json",
                                         "Content-Length": str(len(body)),
                                         "Expect": "100-continue"})
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
        sock.sendall(head)
        interim = sock.recv(1024)  # the body is not sent before the server asks for it
        assert interim == b"HTTP/1.1 100 Continue\r\n\r\n"
        sock.sendall(body)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    assert answer.startswith(b"HTTP/1.1 201 ")
    assert b"100 Continue" not in answer


def test_held_streams_say_when_their_chat_channel_has_a_message_and_only_theirs(server):
    made = sandbox(server)
    game_id, tokens = made["game"]["game_id"], made["seat_tokens"]
    seat = Stream(server, game_id, after=made["game"]["version"], token=tokens["seat2"])
    watcher = Stream(server, game_id, after=made["game"]["version"])
    version = play_one(server, made)  # once both streams have it, the feed has read the chat too
    until([seat, watcher], lambda: version in seat.ids() and version in watcher.ids())
    status, said = server.call("POST", f"/v1/games/{game_id}/chat", {"text": "psst"},
                               tokens["seat1"])
    assert status == 201, said
    until([seat], lambda: "event: chat" in seat.body())
    assert f'"channel":"seats","id":{said["id"]}' in seat.body()
    assert "psst" not in seat.body()
    status, seen = server.call("POST", f"/v1/games/{game_id}/chat",
                               {"text": "go on", "channel": "spectators"})
    assert status == 201, seen
    until([watcher], lambda: "event: chat" in watcher.body())
    assert '"channel":"spectators"' in watcher.body() and '"channel":"seats"' not in watcher.body()
    assert '"channel":"spectators"' not in seat.body()
    head = server.call("GET", f"/v1/games/{game_id}")[1]["version"]
    assert seat.ids()[-1] == watcher.ids()[-1] == head  # chat never moves the event cursor
    seat.close()
    watcher.close()


def test_streams_of_one_game_write_its_sentences_each_in_its_readers_language(server):
    """The hub frames a batch once per viewer and language: a German and an English reader of
    the same game get the same events, each worded in its own language."""
    made = sandbox(server)
    game_id = made["game"]["game_id"]
    head = server.call("GET", f"/v1/games/{game_id}")[1]["version"]
    german = Stream(server, game_id, after=head, language="de")
    english = Stream(server, game_id, after=head, language="en")
    try:
        until([german, english], lambda: german.status() == 200 and english.status() == 200)
        first = play_one(server, made)
        until([german, english], lambda: first in german.texts() and first in english.texts())
        until([german, english], lambda: german.texts().keys() == english.texts().keys(), 5)
        status, page = server.call("GET", f"/v1/games/{game_id}/events?after={head}&lang=de")
        assert status == 200
        worded = {e["version"]: e["text"] for e in page["events"]}
        assert german.texts() == {v: worded[v] for v in german.texts()}
        assert any(german.texts()[v] != english.texts()[v] for v in english.texts())
    finally:
        german.close()
        english.close()
