"""Hostile input is refused with a 4xx problem and a stable code, and changes nothing.

Regression tests for requests that once answered 500 or were applied although malformed: JSON
nested past the interpreter's recursion limit, integers of more than 4,300 digits, NUL
characters and unpaired surrogates (which Postgres cannot store) in bodies, paths and cursors,
cursor times that overflow, a body shorter than its Content-Length, broken chunk framing, a
chunked body over the limit, transfer codings the server does not decode, and the requests
gunicorn refuses itself (answered in HTML before). The last ones need a real gunicorn.
"""
from __future__ import annotations

import base64
import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from api_table import Table, open_table

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # `proofs` is a folder of the repository, not an installed package
    sys.path.insert(0, str(ROOT))

from proofs.rawhttp import chunked, exchange, request  # noqa: E402

PROBLEM = "application/problem+json"


def assert_refused(response, status: int, code: str) -> dict:
    assert response.status_code == status, response.get_data(as_text=True)[:300]
    assert response.mimetype == PROBLEM
    body = response.get_json()
    assert body["code"] == code and body["status"] == status
    return body


def post_raw(table: Table, tail: str, body: bytes, seat: str | None = None):
    return table.client.post(table.url(tail), data=body, content_type="application/json",
                             headers=table.auth(seat))


@pytest.fixture
def table(client) -> Table:
    return open_table(client, seats=3)


def legal_body(table: Table) -> tuple[str, dict]:
    seat = table.pending_seat()
    listed = table.get("/options", seat).get_json()
    return seat, {"expected_version": listed["version"], "choice": listed["options"][0]["choice"]}


def test_json_nested_past_the_limit_is_refused_as_too_deep_and_changes_nothing(table):
    seat, body = legal_body(table)
    version = table.version()
    deep = b"[" * 100_000 + b"]" * 100_000
    assert_refused(post_raw(table, "/choices", deep, seat), 400, "json_too_deep")
    nested = json.dumps(body["choice"]).encode()
    nested = b'{"expected_version": %d, "choice": ' % body["expected_version"] + \
        b'{"a": ' * 990 + nested + b"}" * 990 + b"}"
    refused = assert_refused(post_raw(table, "/choices", nested, seat), 400, "json_too_deep")
    assert refused["max_depth"] == 64
    assert table.version() == version


def test_an_integer_of_5000_digits_is_not_json_the_api_reads(table):
    seat, _ = legal_body(table)
    body = b'{"expected_version": ' + b"9" * 5000 + b', "choice": {}}'
    assert_refused(post_raw(table, "/choices", body, seat), 400, "bad_request")


@pytest.mark.parametrize("text", ["a\\u0000b", "a\\ud800b", "\\udfff"])
def test_text_the_log_cannot_store_is_refused_and_creates_no_game(client, text):
    before = client.get("/v1/games").get_json()["games"]
    body = b'{"seats": 3, "sandbox": true, "name": "%s"}' % text.encode()
    answer = client.post("/v1/games", data=body, content_type="application/json")
    assert_refused(answer, 400, "invalid_text")
    assert client.get("/v1/games").get_json()["games"] == before


def test_a_nul_in_a_seat_name_or_a_choice_key_is_refused(client, table):
    lobby = client.post("/v1/games", json={"seats": 3}).get_json()["game"]["game_id"]
    answer = client.post(f"/v1/games/{lobby}/seats/seat1", data=b'{"name": "x\\u0000"}',
                         content_type="application/json")
    assert_refused(answer, 400, "invalid_text")
    seat, body = legal_body(table)
    body["choice"] = {**body["choice"], "x\u0000": 1}
    assert_refused(table.post("/choices", body, seat), 400, "invalid_text")


def test_a_nul_in_the_url_is_refused_before_it_reaches_the_log(client):
    assert_refused(client.get("/v1/games/g%00x"), 400, "invalid_text")
    assert_refused(client.post("/v1/games/g%00x/choices", json={"expected_version": 1,
                                                                 "choice": {}}),
                   400, "invalid_text")
    assert_refused(client.get("/v1/games?status=open%00"), 400, "invalid_text")


@pytest.mark.parametrize("cursor", [b"2026-01-01T00:00:00+00:00|g\x00x",
                                    b"0001-01-01T00:00:00+14:00|g",
                                    b"9999-12-31T23:59:59-14:00|g"])
def test_a_cursor_with_a_nul_or_a_time_out_of_range_is_invalid(client, cursor):
    query = {"cursor": base64.urlsafe_b64encode(cursor).decode()}
    assert_refused(client.get("/v1/games", query_string=query), 400, "invalid_cursor")


# ---- through gunicorn -------------------------------------------------------------------------

CHAT_INJECTIONS = ['<script>alert(document.cookie)</script>', '<img src=x onerror=alert(1)>',
                   '"><svg/onload=alert(1)>', "javascript:alert(1)", "&lt;b&gt;&#x3C;i>"]


@pytest.mark.parametrize("text", CHAT_INJECTIONS)
def test_markup_in_chat_is_kept_as_the_text_it_is_and_changes_no_game(table, text):
    version = table.version()
    posted = table.post("/chat", {"text": text}, "seat1")
    assert posted.status_code == 201 and posted.get_json()["text"] == text
    read = table.get("/chat", "seat2")
    assert read.mimetype == "application/json"  # never served as a page
    assert [m["text"] for m in read.get_json()["messages"]] == [text]
    assert table.version() == version


@pytest.mark.parametrize("raw, status, code", [
    (b'{"text": "a\\u0000b"}', 400, "invalid_text"),
    (b'{"text": "a\\ud800b"}', 400, "invalid_text"),
    (b'{"text": "bell\\u0007"}', 422, "chat_text_invalid"),
    (b'{"text": "rtl\\u009b"}', 422, "chat_text_invalid"),
    (b'{"text": ["a"]}', 422, "validation_error"),
    (b'{"text": "hi", "channel": "everyone"}', 422, "validation_error"),
    (b'{"text": "hi", "seat": "seat2"}', 422, "validation_error"),
])
def test_chat_text_the_api_does_not_take_is_refused_with_a_stable_code(table, raw, status, code):
    assert_refused(post_raw(table, "/chat", raw, "seat1"), status, code)
    assert table.get("/chat", "seat1").get_json()["messages"] == []


def test_a_chat_message_of_a_hundred_thousand_characters_is_refused_whole(table):
    body = assert_refused(table.post("/chat", {"text": "x" * 100_000}, "seat1"), 422,
                          "chat_text_too_long")
    assert body["max_length"] == 500 and body["length"] == 100_000
    assert "x" * 600 not in json.dumps(body)  # the refusal does not echo the text


def test_a_chat_flood_is_cut_off_per_sender_with_429_and_stores_nothing_more(table):
    answers = [table.post("/chat", {"text": f"flood {n}"}, "seat1") for n in range(30)]
    assert [a.status_code for a in answers].count(201) == 8
    refused = assert_refused(answers[-1], 429, "chat_rate_limited")
    assert refused["retry_after"] == int(answers[-1].headers["Retry-After"]) > 0
    assert len(table.get("/chat", "seat2").get_json()["messages"]) == 8
    spectators = [table.post("/chat", {"text": f"s{n}", "channel": "spectators"})
                  for n in range(10)]
    assert [a.status_code for a in spectators].count(201) == 8  # per address, apart from seats


def test_a_chat_answer_or_refusal_never_carries_a_token(table):
    tokens = list(table.seats.values()) + [table.host]
    answers = [table.post("/chat", {"text": "hello"}, "seat1"),
               table.get("/chat", "seat2"),
               table.post("/chat", {"text": "x" * 501}, "seat1"),
               table.post("/chat", {"text": "hi", "channel": "spectators"}, "seat1"),
               table.client.put(table.url("/chat/mutes/seat1"), headers=table.auth("seat2"))]
    for answer in answers:
        text = answer.get_data(as_text=True)
        assert not any(token in text for token in tokens), text


@pytest.fixture(scope="module")
def gunicorn(tmp_path_factory):
    """gunicorn serving the app on the embedded store, with a started sandbox game."""
    from events.migrate import upgrade

    folder = tmp_path_factory.mktemp("gunicorn")
    url = f"sqlite:///{folder / 'log.sqlite3'}"
    upgrade(url)
    port = _free_port()
    env = {**os.environ, "DATABASE_URL": url, "LOG_JSON": "false", "LOG_LEVEL": "WARNING",
           "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0", "MAX_REQUEST_BYTES": "4096"}
    env.pop("REDIS_URL", None)
    log = open(folder / "gunicorn.log", "wb")
    proc = subprocess.Popen([str(Path(sys.executable).parent / "gunicorn"),
                             "service.app:create_app()", "--bind", f"127.0.0.1:{port}",
                             "--workers", "1", "--threads", "4", "--worker-class", "gthread"],
                            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        _wait(port, proc)
        yield port, _sandbox(port)
    finally:
        proc.terminate()
        proc.wait(timeout=15)
        log.close()


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait(port: int, proc: subprocess.Popen) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        assert proc.poll() is None, "gunicorn exited"
        try:
            if exchange(port, [request("GET", "/healthz", {"Connection": "close"})],
                        timeout=2).status == 200:
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise AssertionError("gunicorn did not answer /healthz")


def _sandbox(port: int) -> dict:
    created = _call(port, "POST", "/v1/games", {"seats": 3, "sandbox": True})
    game = created["game"]
    seat = game["pending"][0]["seat"]
    token = created["seat_tokens"][seat]
    listed = _call(port, "GET", f"/v1/games/{game['game_id']}/options", token=token)
    return {"game": game["game_id"], "token": token, "version": listed["version"],
            "choice": listed["options"][0]["choice"]}


def _call(port: int, method: str, path: str, body: dict | None = None,
          token: str | None = None) -> dict:
    headers = {"Connection": "close"}
    data = b""
    if body is not None:
        data = json.dumps(body).encode()
        headers.update({"Content-Type": "application/json", "Content-Length": str(len(data))})
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    answer = exchange(port, [request(method, path, headers, data)])
    assert answer.status < 300, answer.body
    return answer.json()


def _choice_request(game: dict, body: bytes, **headers: str) -> bytes:
    items = {"Connection": "close", "Content-Type": "application/json",
             "Authorization": f"Bearer {game['token']}",
             **{name.replace("_", "-"): value for name, value in headers.items()}}
    return request("POST", f"/v1/games/{game['game']}/choices", items, body)


def _legal(game: dict) -> bytes:
    return json.dumps({"expected_version": game["version"], "choice": game["choice"]}).encode()


def _version(port: int, game: dict) -> int:
    return _call(port, "GET", f"/v1/games/{game['game']}")["version"]


@pytest.mark.sqlite
def test_a_body_shorter_than_its_content_length_is_refused_not_applied(gunicorn):
    port, game = gunicorn
    body = _legal(game)
    answer = exchange(port, [_choice_request(game, body, Content_Length=str(len(body) + 100))])
    assert (answer.status, answer.json()["code"]) == (400, "bad_request")
    assert _version(port, game) == game["version"]


@pytest.mark.sqlite
@pytest.mark.parametrize("framing", [b"zz\r\n{}\r\n0\r\n\r\n", b"1\r\n{}\r\n0\r\n\r\n"])
def test_broken_chunk_framing_is_a_bad_request_not_a_server_error(gunicorn, framing):
    port, game = gunicorn
    answer = exchange(port, [_choice_request(game, framing, Transfer_Encoding="chunked")])
    assert answer.status == 400 and answer.media_type == PROBLEM
    assert answer.json()["code"] == "bad_request"


@pytest.mark.sqlite
def test_a_chunked_body_over_the_limit_is_too_large_even_when_its_start_is_json(gunicorn):
    port, game = gunicorn
    body = _legal(game) + b" " * 5000  # valid JSON for the first 4096 bytes
    answer = exchange(port, [_choice_request(game, chunked(body), Transfer_Encoding="chunked")])
    assert (answer.status, answer.json()["code"]) == (413, "payload_too_large")
    assert _version(port, game) == game["version"]


@pytest.mark.sqlite
def test_a_transfer_coding_the_server_does_not_decode_is_not_implemented(gunicorn):
    port, game = gunicorn
    answer = exchange(port, [_choice_request(game, chunked(_legal(game)),
                                             Transfer_Encoding="gzip, chunked")])
    assert (answer.status, answer.json()["code"]) == (501, "not_implemented")
    assert _version(port, game) == game["version"]


@pytest.mark.sqlite
@pytest.mark.parametrize("raw, status, code", [
    (request("GET", "/v1/games/" + "g" * 9000, {"Connection": "close"}), 414,
     "request_uri_too_long"),
    (request("GET", "/healthz", {"Connection": "close", "X-Pad": "p" * 9000}), 431,
     "request_header_fields_too_large"),
    (request("GET", "/healthz", {"Connection": "close", "X-Note": "a\x00b"}), 400,
     "bad_request"),
    (request("POST", "/v1/games", {"Connection": "close", "Content-Length": "-1"}), 400,
     "bad_request"),
    (b"\x16\x03\x01\x02\x00\x01\r\n\r\n", 400, "bad_request"),
])
def test_requests_gunicorn_cannot_parse_are_answered_as_problems(gunicorn, raw, status, code):
    port, _ = gunicorn
    answer = exchange(port, [raw])
    assert answer.status == status and answer.media_type == PROBLEM
    problem = answer.json()
    assert problem["code"] == code and problem["status"] == status
    assert problem["request_id"] == answer.headers["x-request-id"]
