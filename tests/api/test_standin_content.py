"""Content defined outside the rules package, registered before the app is built: the stand-in
faction (tests/support/standin_faction.py: its units, event, ruleset option, Doom Phase ability and
start rule) and the stand-in map (tests/support/standin-map.json). The OpenAPI document the app
generates lists them, `POST /v1/games` accepts them, and games with them play to the end over HTTP,
by clients that only read /options and by the service's own bot seats."""
from __future__ import annotations

import random

import pytest
import standin_faction
import standin_map
from api_table import open_table, play_randomly

import rules
from projections.verify import verify
from rules import factions

SI = standin_faction.NAME
GC, CC, BG, YS = factions.CORE_FACTIONS


@pytest.fixture(autouse=True)
def stand_ins():
    """Registered before the app fixture builds the app (autouse fixtures come first)."""
    factions.register(standin_faction.FACTION)
    with standin_map.registered():
        yield
    factions.unregister(SI)


def _exported_facts(client, game_id: str) -> list[rules.Event]:
    exported = client.get(f"/v1/games/{game_id}/export").get_json()
    return [rules.from_record(e["type"], e["schema_version"], e["payload"], e.get("secret"))
            for e in exported["events"] if rules.is_event_type(e["type"])]


def test_the_apps_openapi_document_lists_the_faction_its_ruleset_option_and_the_maps_layout(client):
    schemas = client.get("/openapi.json").get_json()["components"]["schemas"]
    spec = schemas["GameSpec"]["properties"]
    assert SI in spec["factions"]["items"]["enum"] and standin_map.LAYOUT in spec["layout"]["enum"]
    verses = schemas["Ruleset"]["properties"]["stand_in_verses"]
    assert verses["enum"] == [1, 2] and verses["default"] == 1 and verses["type"] == "integer"
    offered = client.get("/v1/game-options").get_json()
    assert {"name": SI, "title": "Stand-In", "short": "si"} in offered["factions"]
    assert offered["ruleset"][-1] == {"name": "stand_in_verses", "default": 1, "allowed": [1, 2],
                                      "source": standin_faction.VERSES.source}


def test_a_new_game_with_the_faction_and_an_unknown_value_of_its_option_is_refused_as_a_problem(client):
    refused = client.post("/v1/games", json={"seats": 3, "factions": [SI, GC, BG], "rules": {"stand_in_verses": 7}})
    assert refused.status_code == 422 and refused.content_type == "application/problem+json"


def test_clients_reading_only_options_play_the_faction_on_the_map_to_the_end(client):
    table = open_table(client, seats=4, factions=[GC, SI, BG, YS], layout=standin_map.LAYOUT,
                       rules={"stand_in_verses": 2})
    made = play_randomly(table, random.Random(19))
    summary = table.get("").get_json()
    assert summary["status"] == "finished" and made > 20
    assert summary["rules"]["stand_in_verses"] == 2
    facts = _exported_facts(client, table.game_id)
    start = next(e.area for e in facts if isinstance(e, rules.engine.events.FactionSetUp) and e.faction == SI)
    assert start == "Ashen Isle"  # the first Area by name that is no start Area and holds no unit
    replayed = rules.replay(facts)
    assert table.get("/view").get_json()["state"] == rules.view(replayed, rules.AUDITOR)


def test_the_services_bot_seats_play_a_game_with_the_faction_to_the_end(app, client):
    from play.timeouts import bot_turn
    from service.wiring import gameplay

    with app.app_context():  # a fixed seed: the same dice and the same bot moves every run
        gameplay().random_bytes = lambda n: bytes(range(n))
    created = client.post("/v1/games", json={"seats": 3, "factions": [SI, CC, YS]})
    assert created.status_code == 201, created.get_json()
    game_id, host = created.get_json()["game"]["game_id"], created.get_json()["host_token"]
    for seat, level in (("seat1", "random"), ("seat2", "heuristic"), ("seat3", "random")):
        handed = client.post(f"/v1/games/{game_id}/seats/{seat}/bot", json={"bot": level},
                             headers={"Authorization": f"Bearer {host}"})
        assert handed.status_code == 200, handed.get_json()
    with app.app_context():
        gp = gameplay()
        while bot_turn(gp, game_id):  # what the worker's bot job does, until nobody is waited on
            pass
    summary = client.get(f"/v1/games/{game_id}").get_json()
    assert summary["status"] == "finished", summary["pending"]
    facts = _exported_facts(client, game_id)
    assert any(isinstance(e, standin_faction.HymnSung) for e in facts)
    audit = verify(client.get(f"/v1/games/{game_id}/export").get_json())  # the faction's events are folded too
    assert audit.honest and audit.folded == len(facts)
    assert client.get(f"/v1/games/{game_id}/view").get_json()["state"] == rules.view(rules.replay(facts),
                                                                                      rules.AUDITOR)
