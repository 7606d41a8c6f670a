"""A map kept in a data file outside the rules package, registered before the app is built: the
service offers its layout, creates games on it and plays them to the end over HTTP."""
from __future__ import annotations

import random

import pytest
import standin_map
from api_table import open_table, play_randomly

LAYOUT = standin_map.LAYOUT


@pytest.fixture(autouse=True)
def stand_in():
    with standin_map.registered() as spec:
        yield spec


def test_the_game_options_offer_the_maps_layout_for_the_seat_counts_it_serves(client):
    offered = client.get("/v1/game-options").get_json()
    layouts = {entry["seats"]: entry["layouts"] for entry in offered["seat_counts"]}
    assert layouts[3] == ["3p", "library_3p", LAYOUT] and layouts[5] == ["5p", "library_5p"]
    assert {"name": LAYOUT, "description": "The stand-in board.", "areas": 8} in offered["layouts"]
    assert {e["seats"]: e["default_layout"] for e in offered["seat_counts"]}[3] == "3p"


def test_random_clients_play_a_game_on_the_map_to_the_end_over_http(client):
    table = open_table(client, seats=3, layout=LAYOUT)
    assert table.get("").get_json()["layout"] == LAYOUT
    made = play_randomly(table, random.Random(11))
    summary = table.get("").get_json()
    assert summary["status"] == "finished" and made > 20
    board = table.get("/view").get_json()["state"]["map"]
    assert board["layout"] == LAYOUT and board["units"]
    # besides the map's Areas, an Area a faction dealt at random may bring (Bubastis' Moon)
    assert set(board["units"]) | set(board["gates"]) <= set(standin_map.document()["areas"]) | {"The Moon"}


def test_an_unknown_layout_is_refused_with_every_registered_layout_named(client):
    refused = client.post("/v1/games", json={"seats": 3, "layout": "moon"})
    assert refused.status_code == 422 and refused.content_type == "application/problem+json"
    assert ("Must be one of: 3p, 4p_east5_west3, 4p_east3_west5, 5p, 6p, library_3p, library_4p_5u_3l, "
            "library_4p_3u_5l, library_5p, stand_in.") in str(refused.get_json())


def test_the_openapi_document_the_app_generates_lists_the_maps_layout(client):
    spec = client.get("/openapi.json").get_json()
    assert spec["components"]["schemas"]["GameSpec"]["properties"]["layout"]["enum"][-1] == LAYOUT


def test_factions_dealt_on_the_map_are_those_that_can_set_up_on_it(client):
    from rules import factions
    from rules.engine import maps
    from rules.engine.start import can_start_on

    printed = maps.load(LAYOUT).start_areas
    dealt = set()
    for _ in range(12):
        answer = client.post("/v1/games", json={"seats": 3, "layout": LAYOUT})
        assert answer.status_code == 201
        dealt |= {seat["faction"] for seat in answer.get_json()["game"]["seats"]}
    assert dealt and all(can_start_on(f, LAYOUT) for f in dealt)
    assert [f for f in factions.available() if not can_start_on(f, LAYOUT)]  # some are left out there
    assert "sleeper" not in printed and "sleeper" not in dealt
