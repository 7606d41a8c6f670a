"""What the OpenAPI document says beyond the marshmallow schemas: who may call each operation, the
headers it reads, and the typed shapes of the members the engine fills (choices, view, ruleset).

Three declared tables, applied to the generated document by `apply`:

- SECURITY: per operation, the tokens it accepts (`{}` is the anonymous alternative);
- HEADERS: per operation, the request headers it reads besides `Authorization`;
- TYPED: per schema member, the schema it really has (from `rules.contract.contract`, or TIME_CONTROL).

`apply` fails on an operation or member the tables do not know, so a new route or a renamed field
cannot be published without its entry.
"""
from __future__ import annotations

import copy
from typing import Any

from rules.contract import contract as rules_contract
from play import timecontrol

Schema = dict[str, Any]
REF = "#/components/schemas/"

SEAT, HOST, SESSION = "seatToken", "hostToken", "sessionCookie"
SECURITY_SCHEMES = {
    SEAT: {"type": "http", "scheme": "bearer", "description":
           "A seat's token (`cws_...`), given once when the seat is claimed (or, in a sandbox game, "
           "to its creator): `Authorization: Bearer <token>`. Valid for one game only. The "
           "`Authorization` header is declared by this scheme, not as a header parameter."},
    HOST: {"type": "http", "scheme": "bearer", "description":
           "The game's host token (`cwh_...`), given once when the game is created: "
           "`Authorization: Bearer <token>`. It manages the lobby (hands open seats to bots)."},
    SESSION: {"type": "apiKey", "in": "cookie", "name": "cw_session", "description":
              "An optional account's session (HttpOnly, SameSite=Lax, Secure over TLS), set "
              "when a sign-in link is used. Every write made with it must also send the "
              "session's `csrf_token` (from GET /v1/account) in `X-CSRF-Token`; otherwise 403 "
              "`csrf_rejected`."},
}

PUBLIC: list = []  # reads no token at all
SEAT_ONLY = [{SEAT: []}]
ANYONE = [{}, {SEAT: []}, {HOST: []}]  # a spectator of a public game needs no token
SIGNED_IN = [{SESSION: []}]

SECURITY: dict[tuple[str, str], list] = {
    ("get", "/healthz"): PUBLIC,
    ("get", "/readyz"): PUBLIC,
    ("get", "/v1/content"): PUBLIC,
    ("get", "/v1/game-options"): PUBLIC,
    ("get", "/v1/stats/factions"): PUBLIC,
    ("get", "/v1/games"): ANYONE,  # `mine=true` needs a token
    ("post", "/v1/games"): PUBLIC,
    ("post", "/v1/games/import"): PUBLIC,
    ("post", "/v1/my-games"): PUBLIC,  # the tokens travel in the body
    ("get", "/v1/games/{game_id}"): ANYONE,
    ("get", "/v1/games/{game_id}/view"): ANYONE,
    ("get", "/v1/games/{game_id}/options"): ANYONE,
    ("get", "/v1/games/{game_id}/events"): ANYONE,
    ("get", "/v1/games/{game_id}/stream"): ANYONE,
    ("get", "/v1/games/{game_id}/export"): ANYONE,
    ("get", "/v1/games/{game_id}/position"): ANYONE,
    ("post", "/v1/games/{game_id}/choices"): SEAT_ONLY,
    ("post", "/v1/games/{game_id}/undo"): SEAT_ONLY,
    ("post", "/v1/games/{game_id}/undo/{request_id}"): SEAT_ONLY,
    ("post", "/v1/games/{game_id}/seats/{seat}"): PUBLIC,  # claiming a seat gives its token
    ("delete", "/v1/games/{game_id}/seats/{seat}"): SEAT_ONLY,
    ("post", "/v1/games/{game_id}/seats/{seat}/bot"): [{HOST: []}, {SEAT: []}],
    ("get", "/v1/games/{game_id}/invite"): [{HOST: []}],
    ("post", "/v1/games/{game_id}/seats/{seat}/token"): SEAT_ONLY,
    ("post", "/v1/games/{game_id}/seats/{seat}/vacation"): SEAT_ONLY,
    ("get", "/v1/games/{game_id}/seats/{seat}/notifications"): SEAT_ONLY,
    ("put", "/v1/games/{game_id}/seats/{seat}/notifications"): SEAT_ONLY,
    ("get", "/v1/games/{game_id}/seats/{seat}/notifications/deliveries"): SEAT_ONLY,
    ("post", "/v1/games/{game_id}/seats/{seat}/notifications/test"): SEAT_ONLY,
    ("get", "/v1/games/{game_id}/chat"): ANYONE,  # seats read theirs, the others spectators'
    ("post", "/v1/games/{game_id}/chat"): ANYONE,
    ("post", "/v1/games/{game_id}/chat/read"): SEAT_ONLY,
    ("put", "/v1/games/{game_id}/chat/mutes/{seat}"): SEAT_ONLY,
    ("delete", "/v1/games/{game_id}/chat/mutes/{seat}"): SEAT_ONLY,
    ("put", "/v1/games/{game_id}/chat/spectators"): [{HOST: []}],
    ("post", "/v1/games/{game_id}/rematch"): SEAT_ONLY,
    ("get", "/v1/games/{game_id}/rematch"): ANYONE,
    ("post", "/v1/games/{game_id}/rematch/accept"): SEAT_ONLY,
    ("post", "/v1/games/{game_id}/rematch/decline"): SEAT_ONLY,
    ("post", "/v1/account/sign-in"): PUBLIC,
    ("post", "/v1/account/sign-in/link"): PUBLIC,  # the link's token travels in the body
    ("get", "/v1/account"): SIGNED_IN,
    ("delete", "/v1/account"): SIGNED_IN,
    ("post", "/v1/account/sign-out"): SIGNED_IN,
    ("post", "/v1/account/sign-out-everywhere"): SIGNED_IN,
    ("post", "/v1/account/seats"): SIGNED_IN,
    ("post", "/v1/account/seat-tokens"): SIGNED_IN,
    ("patch", "/v1/account"): SIGNED_IN,
    ("get", "/v1/account/profile"): SIGNED_IN,
    ("get", "/v1/leaderboard"): PUBLIC,
    ("get", "/v1/games/{game_id}/ratings"): PUBLIC,
    ("post", "/v1/account/passkeys/options"): SIGNED_IN,
    ("post", "/v1/account/passkeys"): SIGNED_IN,
    ("post", "/v1/account/passkey-sign-in/options"): PUBLIC,
    ("post", "/v1/account/passkey-sign-in"): PUBLIC,
}

# Reusable header parameters (components.parameters), by name.
HEADER_PARAMETERS: dict[str, Schema] = {
    "AcceptLanguage": {
        "name": "Accept-Language", "in": "header", "required": False, "schema": {"type": "string"},
        "description": "The languages you read, ranked as RFC 9110 says (`de-DE, de;q=0.9, en;q=0.5`). "
                       "The service speaks `en` and `de`: problem titles and details (and, as they "
                       "are translated, sentences and labels) come in the first of them you rank; "
                       "English when you rank neither. A `lang` cookie or query parameter (`en`, "
                       "`de`) set by the browser client takes precedence. Codes, act names, ids and "
                       "every other machine field are the same in every language. The answer says "
                       "its language in `Content-Language`."},
    "CsrfToken": {
        "name": "X-CSRF-Token", "in": "header", "required": True, "schema": {"type": "string"},
        "description": "The session's `csrf_token` (GET /v1/account): a write made with the "
                       "session cookie carries it, so another site's page cannot make one."},
    "IdempotencyKey": {
        "name": "Idempotency-Key", "in": "header", "required": False,
        "schema": {"type": "string", "minLength": 1, "maxLength": 200},
        "description": "1 to 200 printable characters, new for each distinct request. A retry with the "
                       "same key and body gets the original answer and changes nothing; otherwise 400 "
                       "`invalid_idempotency_key`."},
    "InviteCode": {
        "name": "X-Invite-Code", "in": "header", "required": False, "schema": {"type": "string"},
        "description": "A private game's invite code: lets a caller without a token of the game watch "
                       "it (otherwise 403 `private_game`). Not needed for public games."},
    "LastEventId": {
        "name": "Last-Event-ID", "in": "header", "required": False,
        "schema": {"type": "string", "pattern": "^[0-9]{1,10}$"},
        "description": "Resume the stream after this version (sent by browsers' EventSource on "
                       "reconnection); takes precedence over `after`. Otherwise 400 `invalid_last_event_id`."},
    "RequestId": {
        "name": "X-Request-ID", "in": "header", "required": False, "schema": {"type": "string"},
        "description": "Your id for this request, echoed in the X-Request-ID response header, the logs "
                       "and any problem document: 1 to 128 of `A-Za-z0-9._:-`, starting with a letter "
                       "or digit. Any other value is ignored and the server makes an id."},
}

CONTENT_LANGUAGE_REF = "#/components/headers/Content-Language"
CONTENT_LANGUAGE: Schema = {
    "description": "The language of the answer's sentences (`en` or `de`), negotiated from "
                   "Accept-Language; every answer carries it, with `Vary: Accept-Language, Cookie`.",
    "schema": {"type": "string", "enum": ["en", "de"]}}

# Headers each operation reads besides Authorization and X-Request-ID (which every one reads).
HEADERS: dict[tuple[str, str], tuple[str, ...]] = {
    ("post", "/v1/games/{game_id}/choices"): ("IdempotencyKey",),
    ("get", "/v1/games/{game_id}/stream"): ("LastEventId", "InviteCode"),
    **{("get", path): ("InviteCode",) for path in (
        "/v1/games/{game_id}", "/v1/games/{game_id}/view", "/v1/games/{game_id}/options",
        "/v1/games/{game_id}/events", "/v1/games/{game_id}/export", "/v1/games/{game_id}/position",
        "/v1/games/{game_id}/chat", "/v1/games/{game_id}/rematch")},
    ("post", "/v1/games/{game_id}/chat"): ("InviteCode",),
    **{(method, path): ("CsrfToken",) for method, path in (
        ("delete", "/v1/account"), ("patch", "/v1/account"), ("post", "/v1/account/sign-out"),
        ("post", "/v1/account/sign-out-everywhere"), ("post", "/v1/account/seats"),
        ("post", "/v1/account/seat-tokens"), ("post", "/v1/account/passkeys/options"),
        ("post", "/v1/account/passkeys"))},
}


def _ref(name: str) -> Schema:
    return {"$ref": REF + name}


def _nullable(name: str, description: str) -> Schema:
    return {"anyOf": [_ref(name), {"type": "null"}], "description": description}


def _list_of(name: str, description: str) -> Schema:
    return {"type": "array", "items": _ref(name), "description": description}


PENDING = _list_of("PendingDecision", "The decisions the game waits for (empty once it is over or before "
                                      "it starts).")
RESULT = _nullable("GameResult", "How the game ended (null until it has).")
SUMMARY_MEMBERS = {"rules": _ref("Ruleset"), "time_control": _ref("TimeControl"), "pending": PENDING}

# schema name -> member -> its real schema
TYPED: dict[str, dict[str, Schema]] = {
    "GameSpec": {"rules": _ref("Ruleset"), "time_control": _ref("TimeControl"),
                 "start_position": {**_ref("Position"), "description": "Sandbox only: the position to start "
                                                                       "from (as GET .../position gives)."}},
    "GameSummary": {**SUMMARY_MEMBERS, "result": RESULT},
    "View": {**SUMMARY_MEMBERS, "result": RESULT,
             "state": _nullable("ViewState", "The board as the caller may see it (null before the game "
                                             "starts).")},
    "TimeControlPreset": {"time_control": {**_ref("TimeControl"), "description": "Send this object as "
                                                                                 "`time_control`."}},
    "GameListItem": {"pending": PENDING, "result": RESULT},
    "MyGame": {"pending": PENDING, "result": RESULT},
    "Options": {"pending": PENDING},
    "Option": {"choice": {**_ref("Choice"), "description": "Send this object back verbatim in `choice`."}},
    "Choices": {"choice": {**_ref("Choice"), "description": "One choice, copied from the options."},
                "choices": {"type": "array", "items": _ref("Choice"), "minItems": 1, "maxItems": 50,
                            "description": "Several choices applied in order, all or nothing."}},
}


# Answers whose route gives no schema of its own: (method, path) -> status -> schema name.
RESPONSE_SCHEMAS: dict[tuple[str, str], dict[str, str]] = {
    ("get", "/v1/games/{game_id}/position"): {"200": "Position"},
}


def time_control_schema() -> Schema:
    """`time_control` as games take and show it (play.timecontrol)."""
    duration = {"type": "string", "maxLength": 40,
                "description": "An ISO 8601 duration of days, hours, minutes and seconds (`P1D`, `PT12H`), "
                               "positive and at most ten years."}
    props: Schema = {
        "kind": {**_ref("ClockKind"), "default": "none"},
        "timeout_policy": {**_ref("TimeoutPolicy"), "default": "default_choice"},
        "vacation_days": {"type": "integer", "minimum": 0, "maximum": 60, "default": 0,
                          "description": "Days of vacation each seat may take in the game."},
    }
    for name, what in (("per_decision", "per_decision: the time for every decision"),
                       ("initial", "bank: each seat's starting bank"),
                       ("increment", "bank: added after each decision"),
                       ("cap", "bank: the most a bank may hold (at least `initial`)"),
                       ("window", "a shorter time for out-of-turn decisions"),
                       ("reminder_before", "remind the seat this long before its deadline")):
        props[name] = {**duration, "description": f"{what[0].upper()}{what[1:]}. " + duration["description"]}
    return {"type": "object", "properties": props, "additionalProperties": False,
            "description": "Deadline settings for asynchronous play; every member may be left out."}


def apply(doc: dict[str, Any]) -> dict[str, Any]:
    """`doc` with security, header parameters and typed members added (a new document)."""
    doc = copy.deepcopy(doc)
    components = doc.setdefault("components", {})
    schemas = components.setdefault("schemas", {})
    schemas.update(rules_contract.schemas(REF))
    schemas["TimeControl"] = time_control_schema()
    schemas["ClockKind"] = {"type": "string", "enum": list(timecontrol.KINDS), "description":
                            "`none`; `per_decision`: a fixed time per decision; `bank`: a bank of time per "
                            "seat that runs while its decision is pending."}
    schemas["TimeoutPolicy"] = {"type": "string", "enum": list(timecontrol.POLICIES),
                                "description": "What happens when a seat's time runs out."}
    components["securitySchemes"] = copy.deepcopy(SECURITY_SCHEMES)
    components.setdefault("parameters", {}).update(copy.deepcopy(HEADER_PARAMETERS))
    components.setdefault("headers", {})["Content-Language"] = copy.deepcopy(CONTENT_LANGUAGE)
    for name, members in TYPED.items():
        properties = schemas[name]["properties"]
        for member, schema in members.items():
            if member not in properties:
                raise KeyError(f"{name}.{member} is not in the document")
            properties[member] = copy.deepcopy(schema)
    for path, item in doc.get("paths", {}).items():
        for method, operation in item.items():
            if method == "parameters":
                continue
            _apply_operation(method, path, operation)
    return doc


def _apply_operation(method: str, path: str, operation: dict[str, Any]) -> None:
    key = (method, path)
    if key not in SECURITY:
        raise KeyError(f"{method.upper()} {path} has no entry in service.http.contract.SECURITY")
    operation["security"] = copy.deepcopy(SECURITY[key])
    for status, name in RESPONSE_SCHEMAS.get(key, {}).items():
        operation["responses"][status]["content"] = {"application/json": {"schema": _ref(name)}}
    headers = ("RequestId", "AcceptLanguage", *HEADERS.get(key, ()))
    for answer in operation.get("responses", {}).values():
        if isinstance(answer, dict) and "$ref" not in answer:
            answer.setdefault("headers", {})["Content-Language"] = {"$ref": CONTENT_LANGUAGE_REF}
    operation["parameters"] = [*operation.get("parameters", []),
                               *({"$ref": "#/components/parameters/" + name} for name in headers)]
