"""The faction registry is the service's only list of factions: a faction registered before the
app is built is offered by the game options and the content, listed in the OpenAPI document,
and accepted by `POST /v1/games` as far as the rules let it be seated."""
from __future__ import annotations

import json

import pytest

from rules import factions
from rules.engine.content import FactionSpec, Requirement, UnitKind, UnitSpec
from service.http import openapi

# A bare faction, built here: unlike tests/support/standin_faction.py it has no start rule, so the
# map names no start Area for it and the rules refuse to seat it (tests/api/test_standin_content.py
# plays the full stand-in).
STAND_IN = FactionSpec(
    name="stand_in", short="si", title="Stand-In",
    units=(UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0),),
    spellbooks=("One", "Two", "Three", "Four", "Five", "Six"),
    requirements=tuple(Requirement("-") for _ in range(6)),
)


@pytest.fixture(autouse=True)
def stand_in():
    factions.register(STAND_IN)
    yield STAND_IN
    factions.unregister(STAND_IN.name)


def test_a_registered_faction_is_offered_and_listed_in_the_openapi_document(app, client):
    offered = [f["name"] for f in client.get("/v1/game-options").get_json()["factions"]]
    # every offered faction of the registry (the core four, finished expansion factions), then the stand-in
    assert offered[-1] == "stand_in" and offered == list(factions.available())
    assert offered[:4] == list(factions.CORE_FACTIONS)
    assert client.get("/v1/content").get_json()["factions"][-1]["name"] == "stand_in"
    enum = openapi.document(app)["components"]["schemas"]["GameSpec"]["properties"]["factions"]["items"]["enum"]
    assert "stand_in" in enum and "great_cthulhu" in enum


def test_a_new_game_with_a_registered_faction_passes_the_request_check_and_reaches_the_rules(client):
    answer = client.post("/v1/games", json={"seats": 2, "factions": ["stand_in", "great_cthulhu"]})
    problem = answer.get_json()
    # The request is valid; the Earth map names no start Area for the faction, which is refused.
    assert answer.status_code == 422 and problem["code"] == "faction_not_on_layout"
    assert problem["faction"] == "stand_in" and "Stand-In has nowhere to set up" in problem["detail"]
    unknown = client.post("/v1/games", json={"seats": 2, "factions": ["nobody", "great_cthulhu"]})
    assert unknown.status_code == 422 and unknown.get_json()["code"] != "invalid_options"
    assert "stand_in" in json.dumps(unknown.get_json())  # the refusal lists today's factions


def test_documents_made_while_a_faction_was_registered_are_not_served_after_it_leaves(client, stand_in):
    assert "stand_in" in [f["name"] for f in client.get("/v1/game-options").get_json()["factions"]]
    factions.unregister(stand_in.name)
    assert "stand_in" not in [f["name"] for f in client.get("/v1/game-options").get_json()["factions"]]
    assert "stand_in" not in [f["name"] for f in client.get("/v1/content").get_json()["factions"]]
