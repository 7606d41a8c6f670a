"""Secret-leak property: random games, every seat and the spectator, every egress.

Games with known seeds (3 and 4 seats) are played by clients that pick among their options.
Sandbox games start from a position where every faction has its Great Old One on the map and
great_cthulhu already holds an Elder Sign, so Rituals draw Elder Signs; private games are played
part of the way. At several points, and at the end, every viewer (each seat, the spectator, the
host) reads every egress: the view now and at past versions, options, every page of events, the
SSE stream, error bodies (an illegal choice's 422 lists the legal options; a stale version's
409; an unknown version's 404), export and position. Then:

- no seat ever receives another seat's Elder Sign values, and the spectator none at all;
- nobody receives the seed, the draw counter or the bag's contents before the game ends;
- no seat, spectator or host reads what another seat's standing answer is before the game ends
  (every seat sets one early on);
- no token hash, host token hash or invite hash appears in any response, ever;
- export and position of an unfinished, non-sandbox game are refused to everyone;
- after the end everyone sees everything, the seed and every standing answer included.
"""
from __future__ import annotations

import hashlib
import json
import os
import random
import uuid
from dataclasses import dataclass, field
from typing import Any, Iterator

import pytest

from events.migrate import upgrade
from rules.engine.rng import seed_hash
from service.app import create_app
from play.config import Config
from service.wiring import gameplay

PG_ADMIN_URL = os.environ.get("TEST_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/postgres")
REDIS_TEST_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/14")
FACTIONS = ["great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"]
GREAT_OLD_ONES = ("cthulhu", "nyarlathotep", "shub_niggurath", "king_in_yellow")
SPECTATOR, HOST = "spectator", "host"

# (kind, seats, game seed byte, bot seed, choices to play or None for the whole game)
GAMES = [("sandbox", 3, 0x31, 1, None), ("sandbox", 4, 0x42, 2, None),
         ("private", 3, 0x53, 3, 70), ("private", 4, 0x64, 4, 40)]


@dataclass
class Egress:
    game: "Game"
    viewer: str                   # a seat, SPECTATOR or HOST
    route: str
    status: int
    text: str
    finished: bool                # the game had ended when this was read

    @property
    def body(self) -> Any:
        return json.loads(self.text) if self.route != "stream" else _stream_frames(self.text)


@dataclass
class Game:
    kind: str
    game_id: str
    seed: str
    host: str
    seats: dict[str, str]         # seat -> current token
    factions: dict[str, str]      # seat -> faction
    invite: str | None = None
    secrets: set[str] = field(default_factory=set)   # every token ever issued (hash these)
    draws_seen: int = 0
    settings: dict[str, dict] = field(default_factory=dict)   # seat -> the standing answer it set

    @property
    def sandbox(self) -> bool:
        return self.kind == "sandbox"

    def headers(self, viewer: str) -> dict[str, str]:
        if viewer == SPECTATOR:
            return {"X-Invite-Code": self.invite} if self.invite else {}
        token = self.host if viewer == HOST else self.seats[viewer]
        return {"Authorization": f"Bearer {token}"}

    def viewers(self) -> list[str]:
        return [*self.seats, SPECTATOR, HOST]


# ---- one app per run mode; the games are played once per mode and read by every test ----------

@pytest.fixture(scope="module",
                params=[pytest.param("embedded", marks=pytest.mark.sqlite),
                        pytest.param("servers", marks=[pytest.mark.postgres, pytest.mark.redis])])
def harvest(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory):
    dropped = None
    if request.param == "embedded":
        env = {"DATABASE_URL": f"sqlite:///{tmp_path_factory.mktemp('leak') / 'events.sqlite3'}"}
    else:
        import psycopg

        dropped = f"cw_test_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(PG_ADMIN_URL, autocommit=True) as admin:
            admin.execute(f'CREATE DATABASE "{dropped}"')
        env = {"DATABASE_URL": PG_ADMIN_URL.rsplit("/", 1)[0] + f"/{dropped}",
               "REDIS_URL": REDIS_TEST_URL}
    upgrade(env["DATABASE_URL"])
    app = create_app(Config.from_env({**env, "LOG_JSON": "false", "LOG_LEVEL": "WARNING",
                                      "RATE_LIMIT_PER_TOKEN": "0",
                                      "RATE_LIMIT_PER_ADDRESS": "0"}))
    try:
        yield Harvest(app).run()
    finally:
        from service.dependencies import dependencies

        dependencies(app).close()
        if dropped:
            import psycopg

            with psycopg.connect(PG_ADMIN_URL, autocommit=True) as admin:
                admin.execute(f'DROP DATABASE IF EXISTS "{dropped}" WITH (FORCE)')


class Harvest:
    def __init__(self, app: Any):
        self.app, self.client = app, app.test_client()
        self.egress: list[Egress] = []
        self.games: list[Game] = []

    # -- setting games up -----------------------------------------------------------------------
    def _seeded(self, seed_byte: int) -> bytes:
        seed = bytes([seed_byte]) * 32
        with self.app.app_context():
            gameplay().random_bytes = lambda n: seed[:n]
        return seed

    def _record(self, game: Game, viewer: str, route: str, answer: Any, finished: bool,
                text: str | None = None) -> Any:
        text = answer.get_data(as_text=True) if text is None else text
        self.egress.append(Egress(game, viewer, route, answer.status_code, text, finished))
        return answer

    def _create(self, game_kind: str, seats: int, seed_byte: int) -> Game:
        spec: dict[str, Any] = {"seats": seats, "factions": FACTIONS[:seats]}
        if game_kind == "sandbox":
            spec.update(sandbox=True, start_position=self._position(seats))
        else:
            spec["visibility"] = "private"
        seed = self._seeded(seed_byte)
        created = self.client.post("/v1/games", json=spec)
        assert created.status_code == 201, created.get_json()
        body = created.get_json()
        assert body["game"]["seed_hash"] == seed_hash(seed)
        game = Game(game_kind, body["game"]["game_id"], seed.hex(), body["host_token"],
                    dict(body.get("seat_tokens") or {}),
                    {s["seat"]: s["faction"] for s in body["game"]["seats"]},
                    body.get("invite_code"))
        game.secrets |= {game.host, *game.seats.values()}
        if game.invite:
            game.secrets.add(game.invite)
        for seat in ([] if game.sandbox else list(game.factions)):
            claimed = self.client.post(f"/v1/games/{game.game_id}/seats/{seat}",
                                       json={"name": seat, "invite_code": game.invite})
            assert claimed.status_code == 201, claimed.get_json()
            self._record(game, seat, "claim", claimed, False)
            game.seats[seat] = claimed.get_json()["token"]
            game.secrets.add(game.seats[seat])
        self.games.append(game)
        return game

    def _position(self, seats: int) -> dict:
        """The opening position with every Great Old One on its Gate, and one Elder Sign held."""
        made = self.client.post("/v1/games", json={"seats": seats, "factions": FACTIONS[:seats],
                                                   "sandbox": True}).get_json()
        position = self.client.get(f"/v1/games/{made['game']['game_id']}/position",
                                   headers={"Authorization": f"Bearer {made['host_token']}"}
                                   ).get_json()
        homes = {uid.split(".")[0]: area for area, uid in position["gates"].items() if uid}
        for uid in position["units"]:
            short, kind = uid.split(".")[:2]
            if kind in GREAT_OLD_ONES:
                position["units"][uid] = homes[short]
        position["elder_signs"]["great_cthulhu"] = [3]
        position["bag"][2] -= 1
        return position

    # -- playing --------------------------------------------------------------------------------
    def run(self) -> "Harvest":
        for kind, seats, seed_byte, bot_seed, limit in GAMES:
            game = self._create(kind, seats, seed_byte)
            self._play(game, random.Random(bot_seed), limit)
        return self

    def _play(self, game: Game, rng: random.Random, limit: int | None) -> None:
        made, full_reads, rotated = 0, 0, False
        while limit is None or made < limit:
            summary = self.client.get(f"/v1/games/{game.game_id}",
                                      headers=game.headers(HOST)).get_json()
            if not summary["pending"]:
                break
            seat = summary["pending"][0]["seat"]
            listed = self.client.get(f"/v1/games/{game.game_id}/options",
                                     headers=game.headers(seat)).get_json()
            options = [o["choice"] for o in listed["options"]]
            ritual = [c for c in options if c["act"] == "ritual"]
            choice = ritual[0] if ritual and rng.random() < 0.9 else rng.choice(options)
            answer = self.client.post(f"/v1/games/{game.game_id}/choices",
                                      json={"expected_version": listed["version"],
                                            "choice": choice}, headers=game.headers(seat))
            assert answer.status_code == 200, answer.get_json()
            self._record(game, seat, "choices", answer,
                         answer.get_json()["view"]["status"] == "finished")
            made += 1
            drew = any(e["type"] == "ElderSignDrawn" for e in answer.get_json()["events"])
            game.draws_seen += sum(e["type"] == "ElderSignDrawn"
                                   for e in answer.get_json()["events"])
            if (drew and full_reads < 2) or made == 15:
                full_reads += 1
                self.read_everything(game)
            if made == 3:
                self._set_standing_answers(game, rng)
            if made == 30 and not rotated:
                rotated = True
                self._rotate(game, next(iter(game.seats)))
        self.read_everything(game)

    def _set_standing_answers(self, game: Game, rng: random.Random) -> None:
        """Each seat sets a standing answer other than "ask" (the default) on one of its hooks."""
        for seat in game.seats:
            url = f"/v1/games/{game.game_id}"
            listed = self.client.get(url + "/options", headers=game.headers(seat)).get_json()
            setting = rng.choice([o["choice"] for o in listed["anytime"]
                                  if o["choice"]["act"] == "standing_answer"
                                  and o["choice"]["answer"] != "ask"])
            answer = self.client.post(url + "/choices", json={
                "expected_version": listed["version"], "choice": setting},
                headers=game.headers(seat))
            assert answer.status_code == 200, answer.get_json()
            self._record(game, seat, "choices", answer, False)
            game.settings[seat] = setting

    def _rotate(self, game: Game, seat: str) -> None:
        answer = self.client.post(f"/v1/games/{game.game_id}/seats/{seat}/token",
                                  headers=game.headers(seat))
        assert answer.status_code == 201
        self._record(game, seat, "rotate", answer, False)
        game.seats[seat] = answer.get_json()["token"]
        game.secrets.add(game.seats[seat])

    # -- reading every egress as every viewer ---------------------------------------------------
    def read_everything(self, game: Game) -> None:
        url = f"/v1/games/{game.game_id}"
        head = self.client.get(url, headers=game.headers(HOST)).get_json()
        version, done = head["version"], head["status"] == "finished"
        past = sorted({max(1, version // 3), max(1, (2 * version) // 3), version - 1})
        for viewer in game.viewers():
            h = game.headers(viewer)

            def rec(route: str, answer: Any, viewer: str = viewer) -> None:  # noqa: B023
                self._record(game, viewer, route, answer, done)

            rec("summary", self.client.get(url, headers=h))
            rec("view", self.client.get(url + "/view", headers=h))
            for v in past:
                rec("view_at_version", self.client.get(f"{url}/view?version={v}", headers=h))
            rec("options", self.client.get(url + "/options", headers=h))
            for page in self._event_pages(url, h):
                rec("events", page)
            answer, text = self._stream(url, h, version)
            self._record(game, viewer, "stream", answer, done, text)
            for route in ("export", "position"):
                rec(route, self.client.get(f"{url}/{route}", headers=h))
            rec("position_at_version",
                self.client.get(f"{url}/position?version={past[0]}", headers=h))
            # Error bodies: an illegal choice (422 lists the legal options), a stale version.
            for body in ({"expected_version": version,
                          "choice": {"act": "reveal_elder_sign", "value": 7}},
                         {"expected_version": version, "choice": {"act": "summon"}},
                         {"expected_version": 1, "choice": {"act": "end_turn"}}):
                answer = self.client.post(url + "/choices", json=body, headers=h)
                assert answer.status_code in (403, 409, 422), answer.get_json()
                rec("error", answer)
            rec("error", self.client.get(f"{url}/view?version={version + 1000}", headers=h))

    def _event_pages(self, url: str, headers: dict) -> Iterator[Any]:
        after = 0
        while True:
            answer = self.client.get(f"{url}/events?after={after}&limit=97", headers=headers)
            assert answer.status_code == 200
            yield answer
            after = answer.get_json()["next_after"]
            if after is None:
                return

    def _stream(self, url: str, headers: dict, version: int) -> tuple[Any, str]:
        """Read the stream until the frame of the current version, then hang up."""
        answer = self.client.get(f"{url}/stream?timeout=1", headers=headers, buffered=False)
        assert answer.status_code == 200
        text = ""
        for chunk in answer.response:
            text += chunk.decode() if isinstance(chunk, bytes) else chunk
            if f"id: {version}\n" in text and text.endswith("\n\n"):
                break
        answer.close()
        return answer, text


def _stream_frames(text: str) -> list[dict]:
    return [json.loads(line[len("data: "):]) for line in text.splitlines()
            if line.startswith("data: ")]


# ---- what counts as a leak --------------------------------------------------------------------

def _foreign_elder_signs(node: Any, mine: str | None, path: tuple = ()) -> Iterator[str]:
    """Places in `node` holding Elder Sign values of a faction other than `mine`."""
    if isinstance(node, dict):
        if node.get("type") == "ElderSignDrawn":
            owner = (node.get("payload") or {}).get("faction")
            shown = "value" in (node.get("payload") or {}) or "value" in (node.get("secret") or {})
            if owner != mine and shown:
                yield f"{'/'.join(path)}: ElderSignDrawn of {owner} with its value"
        for key, value in node.items():
            here = path + (str(key),)
            if key == "elder_sign_values" and (len(path) == 0 or path[-1] != mine):
                yield f"{'/'.join(here)}"
            if key == "elder_signs" and isinstance(value, dict):
                for faction, values in value.items():
                    if faction != mine and isinstance(values, list) and any(values):
                        yield f"{'/'.join(here)}/{faction}"
            yield from _foreign_elder_signs(value, mine, here)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _foreign_elder_signs(value, mine, path + (str(i),))


def _hidden_during_play(node: Any, path: tuple = ()) -> Iterator[str]:
    """The draw counter, the bag's contents or the seed, by key."""
    if isinstance(node, dict):
        for key, value in node.items():
            here = path + (str(key),)
            if key in ("draws", "seed") or (key == "bag" and isinstance(value, list)):
                yield "/".join(here)
            yield from _hidden_during_play(value, here)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _hidden_during_play(value, path + (str(i),))


def _foreign_settings(node: Any, seat: str | None, faction: str | None,
                      path: tuple = ()) -> Iterator[str]:
    """Places in `node` saying what the standing answer of a seat other than `seat` (playing
    `faction`) is: a StandingAnswerSet or standing_answer choice with its answer, or a view's
    `standing` on another faction's board."""
    if isinstance(node, dict):
        payload = node.get("payload") if isinstance(node.get("payload"), dict) else {}
        owner = payload.get("seat")
        said = [payload] if node.get("type") == "StandingAnswerSet" else [
            c for c in payload.get("choices") or [] if node.get("type") == "ChoiceMade"
            and isinstance(c, dict) and c.get("act") == "standing_answer"]
        if owner != seat and any("answer" in s or "condition" in s for s in said):
            yield f"{'/'.join(path)}: {node['type']} of {owner} with its answer"
        for key, value in node.items():
            if key == "standing" and isinstance(value, dict) and path[-1:] != (faction,):
                yield "/".join(path + (key,))
            yield from _foreign_settings(value, seat, faction, path + (str(key),))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _foreign_settings(value, seat, faction, path + (str(i),))


def _own_setting_read(e: Egress) -> bool:
    """Whether `e` is a page of events in which its seat reads its own standing answer."""
    return e.route == "events" and e.viewer in e.game.seats and any(
        event["type"] == "StandingAnswerSet" and event["payload"].get("seat") == e.viewer
        and "answer" in event["payload"] for event in e.body["events"])


def _full_by_design(e: Egress) -> bool:
    """A sandbox game's export and positions go to its host with every secret: the host
    created every seat."""
    return e.game.sandbox and e.viewer == HOST and \
        e.route in ("export", "position", "position_at_version") and e.status == 200


def _before_the_end(harvest: Harvest) -> list[Egress]:
    return [e for e in harvest.egress if not e.finished]


# ---- the properties ---------------------------------------------------------------------------

def test_the_games_contain_elder_sign_draws_and_reach_the_end_so_no_property_is_vacuous(harvest):
    sandbox = [g for g in harvest.games if g.sandbox]
    assert sandbox and all(g.draws_seen >= 2 for g in sandbox), [g.draws_seen for g in sandbox]
    assert {len(g.seats) for g in harvest.games} == {3, 4}
    ended = {e.game.game_id for e in harvest.egress if e.finished}
    assert {g.game_id for g in sandbox} <= ended
    assert any(not e.finished for e in harvest.egress if not e.game.sandbox)
    drawn_during_play = [e for e in _before_the_end(harvest) if e.route == "events"
                         and e.viewer in e.game.seats and '"ElderSignDrawn"' in e.text]
    assert drawn_during_play
    assert any(e.route == "error" and e.status == 422 and e.body.get("legal_options")
               for e in harvest.egress if e.viewer in e.game.seats)
    assert all(e.body for e in harvest.egress if e.route == "stream")
    routes = {e.route for e in harvest.egress}
    assert {"view", "view_at_version", "options", "events", "stream", "error", "export",
            "position"} <= routes


def test_a_seat_never_sees_another_seats_elder_sign_values_in_any_egress(harvest):
    leaks, own_seen = [], 0
    for e in _before_the_end(harvest):
        if e.viewer not in e.game.seats or _full_by_design(e):
            continue
        mine = e.game.factions[e.viewer]
        leaks += [f"{e.game.kind} {e.viewer} {e.route}: {where}"
                  for where in _foreign_elder_signs(e.body, mine)]
        if e.route == "view" and e.body["state"] is not None:
            own_seen += "elder_sign_values" in e.body["state"]["factions"][mine]
    assert not leaks, leaks[:20]
    assert own_seen, "no seat ever saw its own Elder Signs: the property would be vacuous"


def test_a_spectator_or_the_host_sees_no_elder_sign_value_before_the_end(harvest):
    leaks = []
    for e in _before_the_end(harvest):
        if e.viewer in e.game.seats or _full_by_design(e):
            continue
        leaks += [f"{e.game.kind} {e.viewer} {e.route}: {where}"
                  for where in _foreign_elder_signs(e.body, None)]
    assert not leaks, leaks[:20]


def test_nobody_receives_the_seed_the_draw_counter_or_the_bag_before_the_game_ends(harvest):
    seen = []
    for e in _before_the_end(harvest):
        if e.game.seed in e.text:
            seen.append(f"{e.game.kind} {e.viewer} {e.route}: the seed")
        if not _full_by_design(e):
            seen += [f"{e.game.kind} {e.viewer} {e.route}: {where}"
                     for where in _hidden_during_play(e.body)]
    assert not seen, seen[:20]


def test_nobody_reads_another_seats_standing_answer_before_the_game_ends(harvest):
    assert all(len(g.settings) == len(g.seats) for g in harvest.games)
    leaks = []
    for e in _before_the_end(harvest):
        if _full_by_design(e):
            continue
        seat = e.viewer if e.viewer in e.game.seats else None
        leaks += [f"{e.game.kind} {e.viewer} {e.route}: {where}"
                  for where in _foreign_settings(e.body, seat, e.game.factions.get(seat))]
    assert not leaks, leaks[:20]
    assert any(map(_own_setting_read, _before_the_end(harvest))), \
        "no seat ever read its own standing answer: the property would be vacuous"


def test_no_token_host_token_or_invite_hash_ever_appears_in_any_response(harvest):
    hashes = {hashlib.sha256(t.encode()).hexdigest(): g for g in harvest.games for t in g.secrets}
    assert len(hashes) >= sum(len(g.seats) + 1 for g in harvest.games)
    found = [f"{e.game.kind} {e.viewer} {e.route}" for e in harvest.egress
             for h in hashes if h in e.text]
    assert not found, found[:20]


def test_export_and_position_of_an_unfinished_non_sandbox_game_are_refused_to_everyone(harvest):
    refused = [e for e in _before_the_end(harvest) if not e.game.sandbox
               and e.route in ("export", "position", "position_at_version")]
    assert refused and {e.viewer for e in refused} >= {SPECTATOR, HOST, "seat1", "seat2"}
    wrong = [(e.viewer, e.route, e.status, e.body.get("code")) for e in refused
             if e.status != 403 or e.body.get("code") not in ("export_not_allowed",
                                                               "position_not_allowed")]
    assert not wrong, wrong


def test_sandbox_positions_go_to_the_host_only_and_exports_never_hold_the_seed(harvest):
    sandbox = [e for e in _before_the_end(harvest) if e.game.sandbox
               and e.route in ("export", "position")]
    assert {e.viewer for e in sandbox} >= {SPECTATOR, HOST}
    for e in sandbox:
        if e.viewer == SPECTATOR or (e.route == "position" and e.viewer != HOST):
            assert e.status == 403, e.text
        else:
            assert e.status == 200 and e.game.seed not in e.text
            assert "seed" not in e.body.get("game", {})


def test_after_the_end_everyone_sees_everything_including_the_seed(harvest):
    ended = [e for e in harvest.egress if e.finished]
    assert ended
    for e in ended:
        if e.route == "view":
            view = e.body
            assert view["seed"] == e.game.seed, e.viewer
            factions = view["state"]["factions"]
            assert all("elder_sign_values" in f for f in factions.values()), e.viewer
        if e.route == "export":
            assert e.status == 200 and e.body["game"]["seed"] == e.game.seed
        if e.route == "events" and '"ElderSignDrawn"' in e.text:
            drawn = [x for x in e.body["events"] if x["type"] == "ElderSignDrawn"]
            assert all("value" in (x.get("secret") or {}) for x in drawn), e.viewer
        if e.route == "events":
            settings = [x["payload"] for x in e.body["events"] if x["type"] == "StandingAnswerSet"]
            assert all("answer" in x for x in settings), e.viewer
            if e.body["events"] and e.body["events"][0]["version"] == 1:  # the first page
                assert settings, "every seat set a standing answer early on"
    viewers = {(e.game.game_id, e.viewer) for e in ended if e.route == "view"}
    for game in harvest.games:
        if any(e.game is game for e in ended):
            assert {(game.game_id, v) for v in game.viewers()} <= viewers
