"""Authorisation matrix: every game-scoped route against every kind of caller.

Callers: nobody (a spectator), a seat token of another game, another seat's token of the same
game, a revoked token (the seat rotated it), a malformed Authorization header, the host token,
and the caller the route is meant for. Each cell is one test: it asserts the exact status and
problem `code`, and that a refused request left the game at the same version.

Rules the table encodes:
- a token that is not valid for this game (unknown, revoked, another game's) or a header that
  is not `Bearer <token>` is refused with 401 `invalid_token` on every route that reads one;
- anyone may read a public game (summary, view, time travel, options, history, stream);
  a private game needs a token of the game or the `X-Invite-Code` header (else 403
  `private_game`);
- only the seat itself may leave, rotate its token or hand itself to a bot (403);
- only a seat may play or undo (403 `seat_required`), only the pending seat may choose (403
  `not_your_turn`), only the seats asked may answer an undo request (403 `not_asked`);
- export and positions of an unfinished, non-sandbox game are refused to everyone (403);
- claiming needs no token at all: an open seat of a public game goes to whoever asks, and a
  private game's seat needs its `invite_code`, whatever Authorization header is sent.
"""
from __future__ import annotations

import os
import random
import uuid
from dataclasses import dataclass, field
from typing import Any, Callable

import pytest

from api_table import Table, open_table, play_randomly
from events.migrate import upgrade
from service.app import create_app
from play.config import Config

PG_ADMIN_URL = os.environ.get("TEST_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/postgres")
REDIS_TEST_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/14")
FACTIONS = ["great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"]
MALFORMED = "Basic dXNlcjpwYXNzd29yZA=="


# ---- one app per run mode, shared by the whole module ------------------------------------------

@pytest.fixture(scope="module",
                params=[pytest.param("embedded", marks=pytest.mark.sqlite),
                        pytest.param("servers", marks=[pytest.mark.postgres, pytest.mark.redis])])
def world(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory):
    dropped = None
    if request.param == "embedded":
        env = {"DATABASE_URL": f"sqlite:///{tmp_path_factory.mktemp('auth') / 'events.sqlite3'}"}
    else:
        import psycopg

        name = f"cw_test_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(PG_ADMIN_URL, autocommit=True) as admin:
            admin.execute(f'CREATE DATABASE "{name}"')
        dropped = name
        env = {"DATABASE_URL": PG_ADMIN_URL.rsplit("/", 1)[0] + f"/{name}",
               "REDIS_URL": REDIS_TEST_URL}
    upgrade(env["DATABASE_URL"])
    app = create_app(Config.from_env({**env, "LOG_JSON": "false", "LOG_LEVEL": "WARNING",
                                      "RATE_LIMIT_PER_TOKEN": "0",
                                      "RATE_LIMIT_PER_ADDRESS": "0"}))
    yield World(app.test_client())
    from service.dependencies import dependencies

    dependencies(app).close()
    if dropped:
        import psycopg

        with psycopg.connect(PG_ADMIN_URL, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{dropped}" WITH (FORCE)')


class World:
    """A client, plus a few games built once and only read by the cells."""

    def __init__(self, client: Any):
        self.client = client
        self._finished: Table | None = None
        self.finished_revoked = ""
        self._scenes: dict[tuple[str, bool], Scene] = {}
        self.other_game = open_table(client, seats=3, factions=FACTIONS[:3])

    def scene(self, name: str, private: bool, fresh: bool) -> "Scene":
        """A new scene for a cell that changes the game; a shared one for the others (which
        must leave it as it was: every such cell checks that)."""
        if fresh:
            return SCENES[name](self, private)
        if (name, private) not in self._scenes:
            self._scenes[name, private] = SCENES[name](self, private)
        return self._scenes[name, private]

    def finished(self) -> Table:
        if self._finished is None:
            table = open_table(self.client, seats=3, factions=FACTIONS[:3])
            _play_to_the_end(table)
            self.finished_revoked = _rotate(table, "seat1")
            self._finished = table
        return self._finished


def _play_to_the_end(table: Table) -> None:
    play_randomly(table, random.Random(7))
    assert table.get("").get_json()["status"] == "finished"


def _choose(table: Table, seat: str) -> dict:
    """One choice of `seat` that moves the game on (a Summon ends the Action)."""
    listed = table.get("/options", seat).get_json()
    options = [o["choice"] for o in listed["options"]]
    choice = next((c for c in options if c["act"] in ("summon", "recruit")),
                  next((c for c in options if c["act"] not in ("abandon_gate", "control_gate")),
                       options[0]))
    answer = table.post("/choices", {"expected_version": listed["version"], "choice": choice}, seat)
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()


class HostTable(Table):
    """A Table whose token-less helper calls go as the host (so they work on private games)."""

    def auth(self, seat: str | None) -> dict[str, str]:
        return super().auth(seat) if seat else {"Authorization": f"Bearer {self.host}"}


# ---- scenes: a game in the state a route needs, and who is who in it ---------------------------

@dataclass
class Scene:
    table: Table
    own: str                      # the seat the route is meant for
    other: str                    # another seat of the same game
    revoked: str                  # the own seat's token before it was rotated
    invite: str | None = None
    extra: dict = field(default_factory=dict)

    def headers(self, caller: str, world: World) -> dict[str, str]:
        bearer = {
            "spectator": None, "spectator_with_invite": None, "spectator_wrong_invite": None,
            "other_game": world.other_game.seats["seat1"],
            "other_seat": self.table.seats[self.other],
            "revoked": self.revoked,
            "host": self.table.host,
            "own_seat": self.table.seats[self.own],
        }
        if caller == "malformed":
            return {"Authorization": MALFORMED}
        out = {"Authorization": f"Bearer {bearer[caller]}"} if bearer[caller] else {}
        if caller == "spectator_with_invite":
            out["X-Invite-Code"] = self.invite
        if caller == "spectator_wrong_invite":
            out["X-Invite-Code"] = "cwi_" + "x" * 43
        return out

    def version(self) -> int:
        answer = self.table.client.get(self.table.url(""),
                                       headers={"Authorization": f"Bearer {self.table.host}"})
        return answer.get_json()["version"]


def _rotate(table: Table, seat: str) -> str:
    """Rotate `seat`'s token; returns the old one (now revoked)."""
    old = table.seats[seat]
    answer = table.post(f"/seats/{seat}/token", None, seat)
    assert answer.status_code == 201, answer.get_json()
    table.seats[seat] = answer.get_json()["token"]
    return old


def _new_table(world: World, private: bool, lobby: bool) -> tuple[Table, str | None]:
    spec: dict[str, Any] = {"factions": FACTIONS[:3]}
    if private:
        spec["visibility"] = "private"
    created = world.client.post("/v1/games", json={"seats": 3, **spec})
    assert created.status_code == 201, created.get_json()
    body = created.get_json()
    game_id, invite = body["game"]["game_id"], body.get("invite_code")
    tokens = {}
    for seat in (("seat1", "seat2") if lobby else ("seat1", "seat2", "seat3")):
        claimed = world.client.post(f"/v1/games/{game_id}/seats/{seat}",
                                    json={"name": seat, **({"invite_code": invite} if invite else {})})
        assert claimed.status_code == 201, claimed.get_json()
        tokens[seat] = claimed.get_json()["token"]
    return HostTable(world.client, game_id, body["host_token"], tokens), invite


def scene_active(world: World, private: bool) -> Scene:
    """A started game; seat1 (first player) made a choice and is still to decide."""
    table, invite = _new_table(world, private, lobby=False)
    assert table.pending_seat() == "seat1"
    _choose(table, "seat1")
    revoked = _rotate(table, "seat1")
    return Scene(table, "seat1", "seat2", revoked, invite)


def scene_turn(world: World, private: bool) -> Scene:
    """A started game; the pending seat is `own`, `other` has nothing to decide."""
    table, invite = _new_table(world, private, lobby=False)
    revoked = _rotate(table, "seat1")
    return Scene(table, "seat1", "seat2", revoked, invite)


def scene_undo_request(world: World, private: bool) -> Scene:
    """seat1 acted, then another seat acted, then seat1 asked to undo: the others must answer."""
    table, invite = _new_table(world, private, lobby=False)
    while table.pending_seat() == "seat1":
        _choose(table, "seat1")
    answerer = table.pending_seat()
    _choose(table, answerer)
    asked = table.post("/undo", {"expected_version": table.version()}, "seat1")
    assert asked.status_code == 200, asked.get_json()
    request = table.get("").get_json()["undo"]
    assert request is not None and answerer in request["waiting_for"], request
    revoked = _rotate(table, answerer)
    return Scene(table, answerer, "seat1", revoked, invite,
                 extra={"request_id": request["request_id"]})


def scene_lobby(world: World, private: bool) -> Scene:
    """A game not yet started: seat1 and seat2 claimed, seat3 open."""
    table, invite = _new_table(world, private, lobby=True)
    revoked = _rotate(table, "seat1")
    return Scene(table, "seat1", "seat2", revoked, invite)


def scene_finished(world: World, private: bool) -> Scene:
    table = world.finished()
    return Scene(table, "seat1", "seat2", world.finished_revoked)


SCENES: dict[str, Callable[[World, bool], Scene]] = {
    "active": scene_active, "turn": scene_turn, "undo_request": scene_undo_request,
    "lobby": scene_lobby, "finished": scene_finished,
}


# ---- routes ------------------------------------------------------------------------------------

def _get(tail: str):
    def call(world: World, scene: Scene, headers: dict):
        return world.client.get(scene.table.url(tail), headers=headers)
    return call


def _read_stream(world: World, scene: Scene, headers: dict):
    answer = world.client.get(scene.table.url("/stream?timeout=1"), headers=headers,
                              buffered=False)
    if answer.status_code == 200:
        assert answer.mimetype == "text/event-stream"
        first = next(iter(answer.response))
        assert b"retry:" in (first if isinstance(first, bytes) else first.encode())
    answer.close()
    return answer


def _post_choice(world: World, scene: Scene, headers: dict):
    table = scene.table
    listed = table.get("/options", scene.own).get_json()
    body = {"expected_version": listed["version"], "choice": listed["options"][0]["choice"]}
    return world.client.post(table.url("/choices"), json=body, headers=headers)


def _post_undo(world: World, scene: Scene, headers: dict):
    return world.client.post(scene.table.url("/undo"), json={"expected_version": scene.version()},
                             headers=headers)


def _answer_undo(world: World, scene: Scene, headers: dict):
    return world.client.post(scene.table.url(f"/undo/{scene.extra['request_id']}"),
                             json={"accept": True}, headers=headers)


def _claim(world: World, scene: Scene, headers: dict):
    return world.client.post(scene.table.url("/seats/seat3"), json={"name": "late"},
                             headers=headers)


def _claim_with_invite(world: World, scene: Scene, headers: dict):
    return world.client.post(scene.table.url("/seats/seat3"),
                             json={"name": "late", "invite_code": scene.invite}, headers=headers)


def _leave(world: World, scene: Scene, headers: dict):
    return world.client.delete(scene.table.url(f"/seats/{scene.own}"), headers=headers)


def _own_to_bot(world: World, scene: Scene, headers: dict):
    return world.client.post(scene.table.url(f"/seats/{scene.own}/bot"), json={"bot": "random"},
                             headers=headers)


def _open_to_bot(world: World, scene: Scene, headers: dict):
    return world.client.post(scene.table.url("/seats/seat3/bot"), json={"bot": "random"},
                             headers=headers)


def _rotate_token(world: World, scene: Scene, headers: dict):
    return world.client.post(scene.table.url(f"/seats/{scene.own}/token"), headers=headers)


ROUTES: dict[str, Callable] = {
    "summary": _get(""), "view": _get("/view"), "view_at_version": _get("/view?version=8"),
    "options": _get("/options"), "events": _get("/events"), "stream": _read_stream,
    "export": _get("/export"), "position": _get("/position"), "choices": _post_choice,
    "undo": _post_undo, "undo_answer": _answer_undo, "claim": _claim,
    "claim_with_invite": _claim_with_invite, "leave": _leave, "own_seat_to_bot": _own_to_bot,
    "open_seat_to_bot": _open_to_bot, "rotate_token": _rotate_token,
}

# ---- the matrix --------------------------------------------------------------------------------
OK, CREATED = (200, None), (201, None)
INVALID = (401, "invalid_token")
BAD_CALLERS = {"other_game": INVALID, "revoked": INVALID, "malformed": INVALID}


def _reads(private: bool) -> dict[str, tuple]:
    spectator = (403, "private_game") if private else OK
    row = {"spectator": spectator, "other_seat": OK, "host": OK, "own_seat": OK, **BAD_CALLERS}
    if private:
        row.update(spectator_with_invite=OK, spectator_wrong_invite=(403, "private_game"))
    return row


def _refused_to_all(code: str, private: bool) -> dict[str, tuple]:
    row = {c: (403, code) for c in ("spectator", "other_seat", "host", "own_seat")}
    if private:
        row.update(spectator=(403, "private_game"), spectator_with_invite=(403, code))
    return {**row, **BAD_CALLERS}


def _seat_only(own: tuple, other: tuple, spectator: tuple, host: tuple,
               private: bool) -> dict[str, tuple]:
    row = {"own_seat": own, "other_seat": other, "spectator": spectator, "host": host,
           **BAD_CALLERS}
    if private:
        row.update(spectator=(403, "private_game"), spectator_with_invite=spectator)
    return row


def _claims(private: bool) -> dict[str, tuple]:
    callers = ("spectator", "other_game", "other_seat", "revoked", "malformed", "host",
               "own_seat")
    return {c: (403, "invite_required") if private else CREATED for c in callers}


def _matrix() -> list[tuple[str, str, bool, str, tuple]]:
    cells = []
    for private in (False, True):
        rows: list[tuple[str, str, dict]] = [
            ("summary", "active", _reads(private)),
            ("view", "active", _reads(private)),
            ("view_at_version", "active", _reads(private)),
            ("options", "active", _reads(private)),
            ("events", "active", _reads(private)),
            ("stream", "active", _reads(private)),
            ("export", "active", _refused_to_all("export_not_allowed", private)),
            ("position", "active", _refused_to_all("position_not_allowed", private)),
            ("choices", "turn", _seat_only(OK, (403, "not_your_turn"), (403, "seat_required"),
                                           (403, "seat_required"), private)),
            ("undo", "active", _seat_only(OK, (409, "nothing_to_undo"), (403, "seat_required"),
                                          (403, "seat_required"), private)),
            ("undo_answer", "undo_request", _seat_only(OK, (403, "not_asked"),
                                                       (403, "seat_required"),
                                                       (403, "seat_required"), private)),
            ("claim", "lobby", _claims(private)),
            ("leave", "lobby", _seat_only(OK, (403, "not_your_seat"), (403, "not_your_seat"),
                                          (403, "not_your_seat"), private)),
            ("own_seat_to_bot", "lobby", _seat_only(OK, (403, "forbidden"), (403, "forbidden"),
                                                    (403, "forbidden"), private)),
            ("open_seat_to_bot", "lobby", _seat_only((403, "forbidden"), (403, "forbidden"),
                                                     (403, "forbidden"), OK, private)),
            ("rotate_token", "active", _seat_only(CREATED, (403, "not_your_seat"),
                                                  (403, "not_your_seat"), (403, "not_your_seat"),
                                                  private)),
            ("leave", "active", _seat_only((409, "game_started"), (403, "not_your_seat"),
                                           (403, "not_your_seat"), (403, "not_your_seat"),
                                           private)),
            ("claim", "active", {c: (409, "game_started") for c in _claims(private)}),
        ]
        if private:
            rows.append(("claim_with_invite", "lobby", {c: CREATED for c in _claims(True)}))
        else:
            rows += [("export", "finished", _reads(False)), ("position", "finished", _reads(False))]
        for route, scene, row in rows:
            for caller, expected in row.items():
                cells.append((route, scene, private, caller, expected))
    return cells


def _cell_id(cell: tuple) -> str:
    route, scene, private, caller, (status, code) = cell
    game = f"{'private' if private else 'public'}_{scene}_game"
    outcome = f"{status}_{code}" if code else f"{status}_allowed"
    return f"{route}-on-{game}-by-{caller}-is-{outcome}"


MATRIX = _matrix()
READS = {"summary", "view", "view_at_version", "options", "events", "stream", "export",
         "position"}


@pytest.mark.parametrize("cell", MATRIX, ids=[_cell_id(c) for c in MATRIX])
def test_authorisation_matrix_cell(world: World, cell: tuple) -> None:
    route, scene_name, private, caller, (status, code) = cell
    scene = world.scene(scene_name, private, fresh=status < 400 and route not in READS)
    before = scene.version()
    answer = ROUTES[route](world, scene, scene.headers(caller, world))
    body = answer.get_json(silent=True) if route != "stream" or status != 200 else None
    assert answer.status_code == status, body
    if code is not None:
        assert answer.mimetype == "application/problem+json"
        assert body["code"] == code and body["status"] == status, body
    if status == 401:
        assert answer.headers.get("WWW-Authenticate", "").startswith("Bearer")
    mutating = answer.request.method != "GET"
    if status >= 400 or not mutating:
        assert scene.version() == before, "a refused or read-only request changed the game"
    else:
        assert scene.version() > before


# ---- rules that need more than one request -----------------------------------------------------

def test_a_rotated_token_is_refused_everywhere_at_once_and_the_new_one_works(world: World):
    table, _ = _new_table(world, private=False, lobby=False)
    old = _rotate(table, "seat2")
    routes = ["", "/view", "/options", "/events", "/export", "/position", "/stream?timeout=1"]
    for tail in routes:
        answer = world.client.get(table.url(tail), headers={"Authorization": f"Bearer {old}"})
        assert (answer.status_code, answer.get_json()["code"]) == (401, "invalid_token"), tail
    again = world.client.post(table.url("/seats/seat2/token"),
                              headers={"Authorization": f"Bearer {old}"})
    assert again.status_code == 401
    mine = table.get("/options", "seat2").get_json()
    assert mine["seat"] == "seat2"


def test_a_seat_that_left_loses_its_token(world: World):
    table, _ = _new_table(world, private=False, lobby=True)
    old = table.seats["seat1"]
    assert table.client.delete(table.url("/seats/seat1"), headers=table.auth("seat1")
                               ).status_code == 200
    answer = world.client.get(table.url("/view"), headers={"Authorization": f"Bearer {old}"})
    assert (answer.status_code, answer.get_json()["code"]) == (401, "invalid_token")


@pytest.mark.parametrize("header", [
    "Bearer", "Bearer ", "Bearer    ", "bearer", "Basic dXNlcjpwYXNz", "Token abc", "abc",
    "Bearer cws_not-a-real-token", "Bearer  cws_x y z",
], ids=lambda h: repr(h))
def test_every_malformed_or_unknown_authorization_header_is_401_invalid_token(world, header):
    table, _ = _new_table(world, private=False, lobby=False)
    before = table.version()
    for method, tail, body in (("get", "/view", None), ("post", "/choices",
                                                         {"expected_version": before,
                                                          "choice": {"act": "end_turn"}}),
                               ("post", "/seats/seat1/token", None)):
        answer = getattr(world.client, method)(table.url(tail), json=body,
                                               headers={"Authorization": header})
        assert answer.status_code == 401, (tail, answer.get_json())
        assert answer.get_json()["code"] == "invalid_token"
    assert table.version() == before


def test_a_token_of_one_game_never_acts_in_another_even_as_that_games_pending_seat(world):
    first, _ = _new_table(world, private=False, lobby=False)
    second, _ = _new_table(world, private=False, lobby=False)
    listed = second.get("/options", "seat1").get_json()
    answer = world.client.post(second.url("/choices"), json={
        "expected_version": listed["version"], "choice": listed["options"][0]["choice"]},
        headers={"Authorization": f"Bearer {first.seats['seat1']}"})
    assert (answer.status_code, answer.get_json()["code"]) == (401, "invalid_token")
    assert second.version() == listed["version"]


def test_the_host_token_and_sandbox_seat_tokens_are_not_interchangeable(world):
    created = world.client.post("/v1/games", json={"seats": 3, "factions": FACTIONS[:3],
                                                   "sandbox": True}).get_json()
    table = Table(world.client, created["game"]["game_id"], created["host_token"],
                  created["seat_tokens"])
    before = table.version()
    host = {"Authorization": f"Bearer {table.host}"}
    listed = table.get("/options", "seat1").get_json()
    refused = world.client.post(table.url("/choices"), headers=host, json={
        "expected_version": before, "choice": listed["options"][0]["choice"]})
    assert (refused.status_code, refused.get_json()["code"]) == (403, "seat_required")
    assert world.client.get(table.url("/export"), headers=host).status_code == 200
    assert world.client.get(table.url("/export")).status_code == 403
    assert world.client.get(table.url("/position")).status_code == 403
    assert table.version() == before


def test_unknown_games_and_undo_requests_are_404_and_change_nothing(world):
    table, _ = _new_table(world, private=False, lobby=False)
    before = table.version()
    missing = world.client.get("/v1/games/g_doesnotexist00/view")
    assert (missing.status_code, missing.get_json()["code"]) == (404, "game_not_found")
    answer = table.post("/undo/u_nope", {"accept": True}, "seat2")
    assert (answer.status_code, answer.get_json()["code"]) == (404, "undo_request_not_found")
    assert table.version() == before


def test_an_idempotency_key_replays_only_for_the_token_that_used_it(world):
    table, _ = _new_table(world, private=False, lobby=False)
    listed = table.get("/options", "seat1").get_json()
    body = {"expected_version": listed["version"], "choice": listed["options"][0]["choice"]}
    key = {"Idempotency-Key": "same-key"}
    first = table.post("/choices", body, "seat1", key)
    assert first.status_code == 200
    after = table.version()
    other = table.post("/choices", body, "seat2", key)
    assert (other.status_code, other.get_json()["code"]) == (409, "stale_version")
    assert "view" not in other.get_json()
    old = _rotate(table, "seat1")
    replay = world.client.post(table.url("/choices"), json=body,
                               headers={"Authorization": f"Bearer {old}", **key})
    assert (replay.status_code, replay.get_json()["code"]) == (401, "invalid_token")
    assert table.version() == after + 1  # only the rotation
