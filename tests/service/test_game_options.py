"""GET /v1/game-options lists exactly what POST /v1/games accepts, read from the code that checks it."""
from __future__ import annotations

import pytest

from events.migrate import upgrade
from rules import factions
from rules.engine import maps, options
from play import timecontrol
from service.app import create_app
from play.config import Config

pytestmark = pytest.mark.sqlite


@pytest.fixture
def client(sqlite_url):
    upgrade(sqlite_url)
    config = Config.from_env({"DATABASE_URL": sqlite_url, "LOG_LEVEL": "WARNING",
                              "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0"})
    return create_app(config).test_client()


@pytest.fixture
def offered(client):
    return client.get("/v1/game-options").get_json()


def _create(client, **spec):
    return client.post("/v1/games", json={"seats": 3, **spec})


def test_seat_counts_two_to_six_with_the_layouts_the_rules_allow(offered):
    counts = {c["seats"]: c for c in offered["seat_counts"]}
    assert sorted(counts) == [2, 3, 4, 5, 6]
    for n, entry in counts.items():
        assert entry["layouts"] == list(maps.ALLOWED_LAYOUTS[n])
        assert entry["default_layout"] == maps.DEFAULT_LAYOUT[n]
    assert {layout["name"] for layout in offered["layouts"]} == set(maps.LAYOUTS)


def test_every_offered_seat_count_and_layout_creates_a_game_and_an_unavailable_one_is_refused(
        client, offered):
    for entry in offered["seat_counts"]:
        for layout in entry["layouts"]:
            answer = _create(client, seats=entry["seats"], layout=layout)
            assert (answer.status_code == 201) is entry["available"], (entry, answer.get_json())
            if not entry["available"]:
                assert answer.status_code == 422 and entry["note"]


def test_factions_are_the_registry_s_with_their_display_names_and_each_can_be_chosen(
        client, offered):
    assert [f["name"] for f in offered["factions"]] == list(factions.available())
    assert len(offered["factions"]) == len(factions.available()) >= 10
    assert {f["name"]: f["title"] for f in offered["factions"]}["great_cthulhu"] == "Great Cthulhu"
    names = [f["name"] for f in offered["factions"]]
    answer = _create(client, seats=len(names[:3]), factions=names[:3])
    assert answer.status_code == 201
    assert [s["faction"] for s in answer.get_json()["game"]["seats"]] == names[:3]


def test_ruleset_options_are_the_rules_own_with_default_allowed_values_and_source(offered):
    listed = {o["name"]: o for o in offered["ruleset"]}
    assert list(listed) == list(options.RULESET)
    for name, (default, allowed, source) in options.RULESET.items():
        plain = (lambda v: list(v) if isinstance(v, tuple) else v)
        assert listed[name]["default"] == plain(default)
        assert listed[name]["allowed"] == [plain(v) for v in allowed]
        assert listed[name]["source"] == source


def test_every_allowed_ruleset_value_is_accepted_by_game_creation(client, offered):
    for option in offered["ruleset"]:
        for value in option["allowed"]:
            answer = _create(client, rules={option["name"]: value})
            assert answer.status_code == 201, (option["name"], value, answer.get_json())


def test_every_time_control_preset_is_accepted_and_kept_as_given(client, offered):
    assert len(offered["time_controls"]) >= 3
    for preset in offered["time_controls"]:
        assert preset["explanation"].endswith(".")
        expected = timecontrol.to_spec(timecontrol.parse(preset["time_control"]))
        answer = _create(client, time_control=preset["time_control"])
        assert answer.status_code == 201, preset
        assert answer.get_json()["game"]["time_control"] == expected


def test_time_control_kinds_and_timeout_policies_are_the_parser_s_each_explained(offered):
    assert [k["kind"] for k in offered["time_control_kinds"]] == list(timecontrol.KINDS)
    assert [p["name"] for p in offered["timeout_policies"]] == list(timecontrol.POLICIES)
    for kind in offered["time_control_kinds"]:
        spec = {"kind": kind["kind"], **{f: "P1D" for f in kind["fields"]}}
        assert timecontrol.parse(spec).kind == kind["kind"]
    for entry in offered["timeout_policies"] + offered["time_control_fields"]:
        assert entry["explanation"].endswith(".")


def test_the_options_document_is_cacheable_and_revalidated_by_its_etag(client):
    first = client.get("/v1/game-options")
    assert first.headers["ETag"] and "max-age" in first.headers["Cache-Control"]
    again = client.get("/v1/game-options", headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304
