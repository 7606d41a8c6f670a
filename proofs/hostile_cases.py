"""The targeted hostile requests of `proofs.hostile`: each with the answer it must get.

Every case is raw bytes on a socket of its own (see `proofs.rawhttp`), so requests no client
library would send are possible: lying Content-Lengths, broken chunk framing, NUL bytes, invalid
UTF-8, 100,000 levels of nesting. Each names the status and the stable problem `code` it must be
refused with. They aim at a real game with a real seat token, at its current version, so a
request that slipped through would change the game: the proof compares the log before and after.
"""
from __future__ import annotations

import base64
import json
from dataclasses import dataclass, field

from proofs.rawhttp import chunked, request
from proofs.slow_clients import NOT_STREAMS, STREAM_SPELLINGS

LONG_HEADER = 9000  # over gunicorn's 8190-byte limit on one header field
LONG_PATH = 9000  # over gunicorn's 4094-byte limit on the request line


@dataclass
class Account:
    """A signed-in account: its address, its session cookie (`name=value`), its CSRF token, the
    link it signed in with (used), and a link that expired unused."""

    email: str = ""
    cookie: str = ""
    csrf: str = ""
    used_link: str = ""
    expired_link: str = ""


@dataclass
class Target:
    port: int
    game: str  # a started sandbox game
    token: str  # its pending seat's token
    version: int  # its current version
    choice: dict  # a legal choice of the pending seat at that version
    lobby: str  # a game with open seats
    other_token: str  # a seat token of another game
    limit: int  # MAX_REQUEST_BYTES
    document: dict = field(default_factory=dict)  # the target game's export to its host
    setting: dict = field(default_factory=dict)  # a standing answer the pending seat already has
    seat: str = ""  # the pending seat
    position: dict = field(default_factory=dict)  # the target game's position document
    asked: dict = field(default_factory=dict)  # a seat whose undo request just closed unapplied
    account: Account = field(default_factory=Account)  # a signed-in account (play.accounts)


@dataclass
class Case:
    name: str
    group: str
    pieces: list[bytes]
    status: int
    code: str
    half_close: bool = True
    hold: float = 0.0
    note: str = ""
    gap: float = 0.0  # seconds between pieces (a slow client)
    timeout: float = 0.0  # how long the answer may take, when not the proof's CASE_TIMEOUT


@dataclass
class Builder:
    target: Target
    cases: list[Case] = field(default_factory=list)

    def add(self, name: str, group: str, raw: bytes | list[bytes], status: int, code: str,
            **options: object) -> None:
        pieces = raw if isinstance(raw, list) else [raw]
        self.cases.append(Case(name, group, pieces, status, code, **options))

    # ---- requests -------------------------------------------------------------------------------
    def headers(self, token: str | None = "seat", content_type: str | None = "application/json",
                **more: str) -> list[tuple[str, str]]:
        items = [("Host", "127.0.0.1"), ("Connection", "close")]
        if token == "seat":
            token = f"Bearer {self.target.token}"
        if token is not None:
            items.append(("Authorization", token))
        if content_type is not None:
            items.append(("Content-Type", content_type))
        return items + [(k.replace("_", "-"), v) for k, v in more.items()]

    def post(self, path: str, body: bytes, headers: list[tuple[str, str]] | None = None,
             length: int | None = None) -> bytes:
        items = list(headers if headers is not None else self.headers())
        items.append(("Content-Length", str(len(body) if length is None else length)))
        return request("POST", path, items, body)

    def get(self, target: str, headers: list[tuple[str, str]] | None = None) -> bytes:
        return request("GET", target, headers if headers is not None else self.headers(None))

    @property
    def choices(self) -> str:
        return f"/v1/games/{self.target.game}/choices"

    def legal(self, **changes: object) -> bytes:
        """The body of a choice that would be accepted, with `changes` made to it."""
        body = {"expected_version": self.target.version, "choice": self.target.choice}
        body.update(changes)
        return json.dumps(body).encode()


def build(target: Target) -> list[Case]:
    b = Builder(target)
    for add in (_sizes, _chunked, _json, _imports, _media_types, _queries, _urls, _headers,
                _settings, _undo_requests, _threads, _bounds, _chat, _rematch, _accounts):
        add(b)
    return b.cases


def _sizes(b: Builder) -> None:
    limit = b.target.limit
    over = b'{"expected_version": 1, "pad": "' + b"x" * (limit + 1) + b'"}'
    b.add("body over MAX_REQUEST_BYTES", "size", b.post(b.choices, over), 413,
          "payload_too_large")
    b.add("Content-Length claims 10^12 bytes", "size",
          b.post(b.choices, b.legal(), length=10**12), 413, "payload_too_large")
    b.add("Content-Length claims more than is sent", "size",
          b.post(b.choices, b.legal(), length=len(b.legal()) + 500), 400, "bad_request")
    b.add("Content-Length claims less than is sent", "size",
          b.post(b.choices, b.legal(), length=10), 400, "bad_request")
    b.add("Content-Length negative", "size", b.post(b.choices, b.legal(), length=-1), 400,
          "bad_request")
    b.add("Content-Length not a number", "size",
          request("POST", b.choices, b.headers() + [("Content-Length", "12abc")], b.legal()),
          400, "bad_request")
    b.add("two different Content-Lengths", "size",
          request("POST", b.choices, b.headers() + [("Content-Length", "5"),
                                                    ("Content-Length", "50")], b.legal()),
          400, "bad_request")


def _chunked(b: Builder) -> None:
    te = b.headers() + [("Transfer-Encoding", "chunked")]
    piece = b"x" * 65536
    over = [request("POST", b.choices, te), b'%x\r\n{"pad": "\r\n' % len(b'{"pad": "')]
    over += [b"%x\r\n%s\r\n" % (len(piece), piece)] * (b.target.limit // len(piece) + 2)
    over += [b'2\r\n"}\r\n0\r\n\r\n']
    b.add("chunked body over MAX_REQUEST_BYTES", "chunked", over, 413, "payload_too_large")
    b.add("chunked body that is not JSON", "chunked",
          request("POST", b.choices, te, chunked(b"{not json")), 400, "bad_request")
    b.add("chunked body with a legal choice and a bad token", "chunked",
          request("POST", b.choices, b.headers("Bearer cw_seat_forged")
                  + [("Transfer-Encoding", "chunked")], chunked(b.legal())), 401,
          "invalid_token")
    b.add("chunk size that is not hexadecimal", "chunked",
          request("POST", b.choices, te, b"zz\r\n" + b.legal() + b"\r\n0\r\n\r\n"), 400,
          "bad_request")
    b.add("chunk longer than its size", "chunked",
          request("POST", b.choices, te, b"4\r\n" + b.legal() + b"\r\n0\r\n\r\n"), 400,
          "bad_request")
    b.add("chunked and Content-Length together", "chunked",
          request("POST", b.choices, te + [("Content-Length", "10")], chunked(b.legal())), 400,
          "bad_request")
    b.add("unknown transfer coding (gzip)", "chunked",
          request("POST", b.choices, b.headers() + [("Transfer-Encoding", "gzip, chunked")],
                  chunked(b.legal())), 501, "not_implemented",
          note="RFC 9112 6.1: a transfer coding the server does not understand is a 501")
    b.add("unknown transfer coding (x-unknown)", "chunked",
          request("POST", b.choices, b.headers() + [("Transfer-Encoding", "x-unknown")],
                  b.legal()), 501, "not_implemented",
          note="RFC 9112 6.1: a transfer coding the server does not understand is a 501")


def _json(b: Builder) -> None:
    deep = 100_000
    b.add("100,000 nested arrays", "json", b.post(b.choices, b"[" * deep + b"]" * deep), 400,
          "json_too_deep")
    b.add("50,000 nested objects", "json",
          b.post(b.choices, b'{"a":' * 50_000 + b"1" + b"}" * 50_000), 400, "json_too_deep")
    choice = json.dumps(b.target.choice).encode()
    nested = b'{"expected_version": %d, "choice": ' % b.target.version
    nested += b'{"a": ' * 990 + choice + b"}" * 990 + b"}"  # beyond what json.dumps can write
    b.add("a choice nested 990 deep", "json", b.post(b.choices, nested), 400, "json_too_deep")
    b.add("truncated JSON", "json", b.post(b.choices, b.legal()[:-3]), 400, "bad_request")
    b.add("JSON followed by garbage", "json", b.post(b.choices, b.legal() + b" x"), 400,
          "bad_request")
    b.add("invalid UTF-8", "json",
          b.post(b.choices, b'{"expected_version": 1, "choice": {"act": "\xff\xfe"}}'), 400,
          "bad_request")
    b.add("expected_version NaN", "json", b.post(b.choices, b.legal().replace(
        b'"expected_version": %d' % b.target.version, b'"expected_version": NaN')), 400,
        "bad_request")
    b.add("Infinity in a game's rules", "json",
          b.post("/v1/games", b'{"seats": 3, "rules": {"dreams_cost": Infinity}}'), 400, "bad_request")
    b.add("an integer beyond 64 bits in a game's rules", "json",
          b.post("/v1/games", b'{"seats": 3, "rules": {"dreams_cost": 18446744073709551617}}'), 400,
          "bad_request")
    for duration in ("P1000000000D", "PT9999999999999999H", "P9999999999W"):
        b.add(f"time control of {duration}", "json", b.post("/v1/games", json.dumps(
            {"seats": 3, "time_control": {"kind": "per_decision", "per_decision": duration}}).encode()),
            422, "invalid_time_control")
    document = {"format": "cthulhu-wars-game", "version": 1, "events": [],
                "game": {"seats": [{"faction": "great_cthulhu"}, {"faction": "yellow_sign"}],
                         "options": [1]}}
    b.add("an import whose options are a list", "json",
          b.post("/v1/games/import", json.dumps({"document": document}).encode()), 422,
          "invalid_document")
    document["game"]["options"] = {"rules": "none"}
    b.add("an import whose rules are a string", "json",
          b.post("/v1/games/import", json.dumps({"document": document}).encode()), 422,
          "invalid_document")
    b.add("expected_version 1e400", "json", b.post(b.choices, b.legal().replace(
        b'"expected_version": %d' % b.target.version, b'"expected_version": 1e400')), 422,
        "validation_error")
    b.add("expected_version with 4,000 digits", "json",
          b.post(b.choices, b.legal(expected_version=10**3999)), 400, "bad_request")
    b.add("expected_version with 5,000 digits", "json", b.post(b.choices, b.legal().replace(
        b'"expected_version": %d' % b.target.version, b'"expected_version": ' + b"9" * 5000)),
        400, "bad_request")
    b.add("expected_version -1", "json", b.post(b.choices, b.legal(expected_version=-1)), 422,
          "validation_error")
    b.add("body is JSON null", "json", b.post(b.choices, b"null"), 422, "validation_error")
    b.add("body is a JSON array", "json", b.post(b.choices, b"[]"), 422, "validation_error")
    b.add("NUL character in a game's name", "json",
          b.post("/v1/games", b'{"seats": 3, "sandbox": true, "name": "a\\u0000b"}'), 400,
          "invalid_text")
    b.add("unpaired surrogate in a game's name", "json",
          b.post("/v1/games", b'{"seats": 3, "sandbox": true, "name": "a\\ud800b"}'), 400,
          "invalid_text")
    b.add("NUL character in a seat's name", "json",
          b.post(f"/v1/games/{b.target.lobby}/seats/seat1", b'{"name": "x\\u0000"}'), 400,
          "invalid_text")
    b.add("NUL character in an object key of a choice", "json",
          b.post(b.choices, b.legal(choice={**b.target.choice, "a\u0000": 1})), 400,
          "invalid_text")


def _imports(b: Builder) -> None:
    """Imports whose events the engine would not make: each refused whole, no game left behind."""
    if not b.target.document.get("events"):
        return
    last = b.target.document["events"][-1]
    forged = [("a bogus phase", "PhaseBegan", {"phase": "bogus", "round": 1}),
              ("Doom of 10^15", "DoomGained", {"faction": "great_cthulhu", "amount": 10 ** 15,
                                               "reason": "ritual"}),
              ("Power that is the string NaN", "PowerChanged",
               {"faction": "great_cthulhu", "amount": "NaN"}),
              ("an Elder Sign drawn without a value", "ElderSignDrawn",
               {"faction": "great_cthulhu"}),
              ("an undo without a target version", "UndoApplied", {"seat": "seat1"})]
    for name, type_name, payload in forged:
        document = json.loads(json.dumps(b.target.document))
        document["events"].append({**last, "version": last["version"] + 1, "type": type_name,
                                   "schema_version": 1, "payload": payload})
        document["events"][-1].pop("secret", None)
        b.add(f"an import with {name}", "import",
              b.post("/v1/games/import", json.dumps({"document": document}).encode()), 422,
              "invalid_document")
    document = json.loads(json.dumps(b.target.document))
    document["events"][-1] = {**last, "payload": {**last["payload"], "forged": True}}
    b.add("an import whose last event the engine made otherwise", "import",
          b.post("/v1/games/import", json.dumps({"document": document}).encode()), 422,
          "invalid_document")


def _media_types(b: Builder) -> None:
    for name, media in (("text/plain", "text/plain"),
                        ("form data", "application/x-www-form-urlencoded"),
                        ("multipart", "multipart/form-data; boundary=x"),
                        ("no Content-Type", None)):
        b.add(f"legal choice sent as {name}", "media type",
              b.post(b.choices, b.legal(), b.headers(content_type=media)), 415,
              "unsupported_media_type")


def _queries(b: Builder) -> None:
    game = f"/v1/games/{b.target.game}"
    cursor = base64.urlsafe_b64encode(b"2026-01-01T00:00:00+00:00|g\x00x").decode()
    early = base64.urlsafe_b64encode(b"0001-01-01T00:00:00+14:00|g").decode()
    cases = [
        ("/v1/games?limit=-1", 422, "validation_error"),
        ("/v1/games?limit=" + "9" * 40, 422, "validation_error"),
        ("/v1/games?limit=abc", 422, "validation_error"),
        ("/v1/games?limit=", 422, "validation_error"),
        ("/v1/games?cursor=%00%01", 400, "invalid_text"),
        ("/v1/games?cursor=" + "A" * 3000, 422, "validation_error"),
        (f"/v1/games?cursor={cursor}", 400, "invalid_cursor"),
        (f"/v1/games?cursor={early}", 400, "invalid_cursor"),
        ("/v1/games?status=a%00b", 400, "invalid_text"),
        (f"{game}/events?after=-5", 422, "validation_error"),
        (f"{game}/events?after=" + "9" * 30, 422, "validation_error"),
        (f"{game}/events?limit=1e3", 422, "validation_error"),
        (f"{game}/view?version=0", 422, "validation_error"),
        (f"{game}/view?version=-1", 422, "validation_error"),
        (f"{game}/view?version=" + "9" * 30, 422, "validation_error"),
        (f"{game}/view?version=2147483647", 404, "version_not_found"),
        (f"{game}/view?version=x", 422, "validation_error"),
        (f"{game}/stream?timeout=0", 422, "validation_error"),
        (f"{game}/stream?after=-1&timeout=1", 422, "validation_error"),
    ]
    for target, status, code in cases:
        b.add(f"GET {target[:70]}", "query", b.get(target), status, code)


def _urls(b: Builder) -> None:
    body = b.legal()
    b.add("NUL in a game id (GET)", "url", b.get("/v1/games/g%00x"), 400, "invalid_text")
    b.add("NUL in a game id (POST choices)", "url",
          b.post("/v1/games/g%00x/choices", body), 400, "invalid_text")
    b.add("NUL in a seat (claim)", "url",
          b.post(f"/v1/games/{b.target.lobby}/seats/seat%001", b"{}"), 400, "invalid_text")
    b.add("invalid UTF-8 in a game id", "url", b.get("/v1/games/%ff%fe"), 404, "game_not_found")
    b.add("raw bytes over 127 in the path", "url",
          request("GET", "/v1/games/\udcff\udcfe", b.headers(None)), 400, "bad_request")
    b.add("game id of 4,000 characters", "url", b.get("/v1/games/" + "g" * 4000), 404,
          "game_not_found")
    b.add(f"path of {LONG_PATH} characters", "url", b.get("/v1/games/" + "g" * LONG_PATH), 414,
          "request_uri_too_long")
    b.add("path with dot segments", "url", b.get("/v1/games/../../../etc/passwd"), 404,
          "not_found")
    b.add("unknown method", "url", request("BREW", b.choices, b.headers(None)), 405,
          "method_not_allowed")
    b.add("request line that is not HTTP", "url", b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\r\n\r\n",
          400, "bad_request")


def _headers(b: Builder) -> None:
    body = b.legal()
    for name, value in (("no scheme", b.target.token), ("Basic scheme", "Basic YTpi"),
                        ("Bearer and nothing", "Bearer"), ("Bearer and spaces", "Bearer    "),
                        ("another game's token", f"Bearer {b.target.other_token}"),
                        ("forged token", "Bearer cw_seat_" + "A" * 43),
                        ("token of 8,000 characters", "Bearer " + "t" * 8000),
                        ("token with bytes over 127", "Bearer \udcff\udcfe")):
        b.add(f"legal choice with Authorization: {name}", "auth",
              b.post(b.choices, body, b.headers(value)), 401, "invalid_token")
    b.add("legal choice with no Authorization", "auth",
          b.post(b.choices, body, b.headers(None)), 403, "seat_required")
    b.add(f"header of {LONG_HEADER} bytes", "headers",
          b.post(b.choices, body, b.headers(X_Padding="p" * LONG_HEADER)), 431,
          "request_header_fields_too_large")
    b.add("150 headers", "headers",
          b.post(b.choices, body, b.headers() + [(f"X-H{n}", "v") for n in range(150)]), 431,
          "request_header_fields_too_large")
    b.add("NUL byte in a header", "headers",
          b.post(b.choices, body, b.headers(X_Note="a\x00b")), 400, "bad_request")
    b.add("Idempotency-Key of 300 characters", "headers",
          b.post(b.choices, body, b.headers(Idempotency_Key="k" * 300)), 400,
          "invalid_idempotency_key")
    b.add("Idempotency-Key with a tab", "headers",
          b.post(b.choices, body, b.headers(Idempotency_Key="a\tb")), 400,
          "invalid_idempotency_key")
    b.add("Last-Event-ID of a superscript digit", "headers",
          b.get(f"/v1/games/{b.target.game}/stream?timeout=1",
                b.headers(None, None, Last_Event_ID="\u00b2")), 400, "invalid_last_event_id")
    b.add("Last-Event-ID that is not a number", "headers",
          b.get(f"/v1/games/{b.target.game}/stream?timeout=1",
                b.headers(None, None, Last_Event_ID="-1")), 400, "invalid_last_event_id")


def _settings(b: Builder) -> None:
    """Accepted requests that must write nothing (the proof compares the log before and after)."""
    if not b.target.setting:
        return
    again = b.legal(choice=b.target.setting)
    b.add("a standing answer set to the one the seat has", "settings", b.post(b.choices, again),
          200, "", note="a no-op: answered with the unchanged game, no event appended")
    twice = json.dumps({"expected_version": b.target.version,
                        "choices": [b.target.setting] * 2}).encode()
    b.add("the same standing answer set twice in one batch", "settings",
          b.post(b.choices, twice), 200, "")


def _undo_requests(b: Builder) -> None:
    """Asking for an undo again right after a request closed unapplied: each request notifies
    the other seats, so asking and withdrawing in a loop must not flood them."""
    if not b.target.asked:
        return
    body = json.dumps({"expected_version": b.target.version,
                       "target_version": b.target.asked["target_version"]}).encode()
    headers = b.headers(f"Bearer {b.target.asked['token']}")
    b.add("an undo asked again right after the last request was played past", "undo",
          b.post(f"/v1/games/{b.target.game}/undo", body, headers), 429,
          "undo_request_too_soon")


# Past the stream worker's READ_SECONDS (service.gunicorn.arrival), with time to answer.
SLOW_TIMEOUT = 15.0


def _threads(b: Builder) -> None:
    """Requests that try to hold a request thread: a stream by another spelling of its path
    reaches the stream route (here refused at once for its timeout of 0; proofs.hostile holds
    real ones open), others get no stream; a head or body sent a byte a second is cut off."""
    for spelling in STREAM_SPELLINGS:
        target = spelling.format(game=b.target.game) + "?timeout=0"
        b.add(f"GET {target[:70]}", "streams", b.get(target), 422, "validation_error")
    for spelling in NOT_STREAMS:
        target = spelling.format(game=b.target.game) + "?timeout=600"
        b.add(f"GET {target[:70]}", "streams", b.get(target), 404, "not_found")
    head = b.get("/readyz", b.headers(None, None, X_Slow="x" * 20))
    b.add("a head sent a byte a second", "slow", [head[:16]] + [bytes([c]) for c in head[16:]],
          408, "request_timeout", half_close=False, gap=1.0, timeout=SLOW_TIMEOUT)
    body = b.legal()
    b.add("a body sent a byte a second", "slow",
          [b.post(b.choices, body)[:-len(body)]] + [bytes([c]) for c in body], 408,
          "request_timeout", half_close=False, gap=1.0, timeout=SLOW_TIMEOUT)


def _bounds(b: Builder) -> None:
    """Bodies that once cost seconds, answered megabytes, broke a game's log or its emails, or
    reached a column too small: lists far over their maximum, an import whose undo names an object
    for its seat, a start position in round 2^62, names of 200,000 characters or with a line
    break, a webhook to a 6to4 address of a private network."""
    room = b.target.limit - 64  # `1,` per item: as long a list as a body may carry
    ones = b"[" + b"1," * (room // 2 - 1) + b"1]"
    b.add("a list of a million tokens for my games", "bounds",
          b.post("/v1/my-games", b'{"tokens":' + ones + b"}", b.headers(None)), 422,
          "validation_error")
    b.add("a batch of a million choices", "bounds",
          b.post(b.choices, b'{"expected_version":%d,"choices":' % b.target.version + ones
                 + b"}"), 422, "validation_error")
    seats = [{"faction": "great_cthulhu"}, {"faction": "yellow_sign"}]
    nothing = {"format": "cthulhu-wars-game", "version": 1, "events": [],
               "game": {"name": "n" * 200_000, "seats": seats}}
    b.add("an import of a game named with 200,000 characters", "bounds",
          b.post("/v1/games/import", json.dumps({"document": nothing}).encode()), 422,
          "invalid_document")
    b.add("a game named with a line break", "bounds",
          b.post("/v1/games", b'{"seats": 3, "name": "Friday\\r\\nBcc: all@example.com"}'),
          422, "validation_error")
    b.add("a seat claimed with a line break in the name", "bounds",
          b.post(f"/v1/games/{b.target.lobby}/seats/seat1", b'{"name": "Al\\r\\nice"}'), 422,
          "validation_error")
    if b.target.seat:
        hook = b'{"webhook": {"url": "http://[2002:c0a8:101::1]/h"}}'
        b.add("a webhook to a 6to4 address of 192.168.1.1", "bounds",
              request("PUT", f"/v1/games/{b.target.game}/seats/{b.target.seat}/notifications",
                      b.headers() + [("Content-Length", str(len(hook)))], hook),
              422, "webhook_target_not_public")
    if b.target.position:
        start = {**b.target.position, "round": 2**62}
        factions = [s["faction"] for s in start["options"]["seats"]]
        b.add("a sandbox starting in round 2^62", "bounds",
              b.post("/v1/games", json.dumps({"seats": len(factions), "factions": factions,
                                              "sandbox": True, "start_position": start}).encode()),
              422, "invalid_position")
    if b.target.document.get("events"):
        document = json.loads(json.dumps(b.target.document))
        last = document["events"][-1]
        document["events"].append({**last, "version": last["version"] + 1, "type": "UndoApplied",
                                   "schema_version": 1, "payload": {
                                       "target_version": 1, "seat": {"x": 1}, "free": True}})
        document["events"][-1].pop("secret", None)
        b.add("an import whose undo names an object for its seat", "bounds",
              b.post("/v1/games/import", json.dumps({"document": document}).encode()), 422,
              "invalid_document")


def _chat(b: Builder) -> None:
    """Chat: markup is stored as the text it is (and, not being a game event, leaves the log as
    it was), text too long, with a control character or a NUL is refused, and one seat's flood
    is cut off after the eighth message of its window."""
    path = f"/v1/games/{b.target.game}/chat"

    def said(text: str) -> bytes:
        return b.post(path, json.dumps({"text": text, "channel": "seats"}).encode())

    b.add("a chat message of a script element", "chat",
          said('<script>fetch("/x?c=" + document.cookie)</script>'), 201, "",
          note="kept as text; the log comparison shows it is no game event")
    b.add("a chat message of 501 characters", "chat", said("x" * 501), 422,
          "chat_text_too_long")
    b.add("a chat message with an escape character", "chat", said("\x1b[2Jcleared"), 422,
          "chat_text_invalid")
    b.add("a chat message with a NUL", "chat", b.post(path, b'{"text": "a\\u0000b"}'), 400,
          "invalid_text")
    for n in range(7):
        b.add(f"chat flood, message {n + 2}", "chat", said(f"flood {n}"), 201, "")
    b.add("chat flood, the ninth message in its window", "chat", said("one too many"), 429,
          "chat_rate_limited")


def _rematch(b: Builder) -> None:
    """Rematch: none of a sandbox game (the proof's target is one), none with a deal the API does
    not know, none by a caller without a seat's token, and no answer to a proposal nobody made;
    each changes nothing."""
    path = f"/v1/games/{b.target.game}/rematch"
    rotate = json.dumps({"deal": "rotate"}).encode()
    b.add("a rematch of a sandbox game", "rematch", b.post(path, rotate), 422,
          "sandbox_rematch")
    b.add("a rematch with a deal the API does not know", "rematch",
          b.post(path, b'{"deal": "shuffle"}'), 422, "validation_error")
    b.add("a rematch proposed without a seat's token", "rematch",
          b.post(path, rotate, b.headers(None)), 403, "seat_required")
    b.add("an answer to a rematch nobody proposed", "rematch",
          b.post(path + "/accept", b"{}"), 409, "rematch_not_proposed")


def _accounts(b: Builder) -> None:
    """Accounts: a cookie write without the session's CSRF token (or with another) is refused;
    a sign-in link works once and not after its 15 minutes; asking for a link answers the same
    for an address with an account and one without (no enumeration); a forged session is
    nobody; a passkey answer to no challenge, or not even decodable, is refused. None of them
    changes anything."""
    account = b.target.account
    signed = b.headers(None, cookie=account.cookie) if account.cookie else b.headers(None)
    b.add("sign-out with the session cookie and no CSRF token", "accounts",
          b.post("/v1/account/sign-out", b"", signed), 403, "csrf_rejected")
    b.add("delete the account with the session cookie and another CSRF token", "accounts",
          request("DELETE", "/v1/account", signed + [("X-CSRF-Token", "not-the-one")]),
          403, "csrf_rejected")
    b.add("seat tokens asked with the session cookie and an empty CSRF token", "accounts",
          b.post("/v1/account/seat-tokens", b"", signed + [("X-CSRF-Token", "")]), 403,
          "csrf_rejected")
    b.add("a form post from another site with the session cookie", "accounts",
          b.post("/v1/account/sign-out", b"x=1",
                 b.headers(None, "application/x-www-form-urlencoded", cookie=account.cookie)),
          415, "unsupported_media_type")
    b.add("a forged session cookie", "accounts",
          b.get("/v1/account", b.headers(None, cookie="cw_session=forged")), 401,
          "not_signed_in")
    link = "/v1/account/sign-in/link"
    b.add("a sign-in link used a second time", "accounts",
          b.post(link, json.dumps({"token": account.used_link}).encode(), b.headers(None)),
          400, "sign_in_link_invalid")
    b.add("a sign-in link 16 minutes old", "accounts",
          b.post(link, json.dumps({"token": account.expired_link}).encode(), b.headers(None)),
          400, "sign_in_link_invalid")
    b.add("a sign-in link never sent", "accounts",
          b.post(link, b'{"token": "cwl_guessed"}', b.headers(None)), 400,
          "sign_in_link_invalid")
    for whose, address in (("an account's", account.email), ("no account's",
                                                             "nobody@example.org")):
        b.add(f"a sign-in link asked for {whose} address", "accounts",
              b.post("/v1/account/sign-in", json.dumps({"email": address}).encode(),
                     b.headers(None)), 202, "", note="the same answer either way")
    passkey = "/v1/account/passkey-sign-in"
    b.add("a passkey answer for a challenge never issued", "accounts",
          b.post(passkey, json.dumps({"credential": {"id": "AAAA", "response": {
              "clientDataJSON": "eyJjaGFsbGVuZ2UiOiAiQUFBQSJ9"}}}).encode(), b.headers(None)),
          400, "passkey_refused")
    b.add("a passkey answer whose client data is not base64url", "accounts",
          b.post(passkey, b'{"credential": {"response": {"clientDataJSON": "%%%"}}}',
                 b.headers(None)), 400, "passkey_refused")
    b.add("a sign-in link asked for a header-injecting address", "accounts",
          b.post("/v1/account/sign-in", b'{"email": "a@b.org\\r\\nBcc: c@d.org"}',
                 b.headers(None)), 422, "invalid_email")
