"""Games of 2 to 6 seats with any of the eight factions: the creation choices offer five seats on
the 5-player map once five factions are offered and six on the 6-player map once six are, and
random dealing draws from every offered faction (the expansion factions offered for these tests,
offered_factions)."""
from __future__ import annotations

from offered_factions import all_factions_offered

from play.gameplay import game_options
from rules.engine import maps
from service.routes import game_options as options_route


def test_five_seats_on_the_5p_map_are_offered_once_five_factions_are(client):
    with all_factions_offered() as offered:
        options_route._encoded.cache_clear()
        doc = client.get("/v1/game-options").get_json()
    options_route._encoded.cache_clear()
    five = next(c for c in doc["seat_counts"] if c["seats"] == 5)
    assert five == {"seats": 5, "available": True, "note": None, "layouts": ["5p", "library_5p"],
                    "default_layout": "5p"}
    assert [c["seats"] for c in doc["seat_counts"] if c["available"]] == [2, 3, 4, 5, 6]
    assert [f["name"] for f in doc["factions"]] == list(offered)
    assert next(layout for layout in doc["layouts"] if layout["name"] == "5p")["areas"] == 21 == len(maps.load("5p").areas)


def test_random_dealing_deals_distinct_factions_and_reaches_every_offered_faction():
    with all_factions_offered() as offered:
        deals = [[s["faction"] for s in game_options({"seats": 5})["seats"]] for _ in range(200)]
    assert all(len(set(deal)) == 5 and set(deal) <= set(offered) for deal in deals)
    # 200 deals of 5 from 8 miss a given faction with odds of (3/8)^200: every one is dealt.
    assert {f for deal in deals for f in deal} == set(offered)


def test_a_five_seat_game_with_the_expansion_factions_is_created_on_the_5p_map(client):
    chosen = ["great_cthulhu", "sleeper", "opener_of_the_way", "windwalker", "ancients"]
    with all_factions_offered():
        made = client.post("/v1/games", json={"seats": 5, "factions": chosen})
    assert made.status_code == 201, made.get_json()
    game = made.get_json()["game"]
    assert game["layout"] == "5p" and [s["faction"] for s in game["seats"]] == chosen


def test_six_seats_on_the_6p_map_are_offered_and_dealt_from_every_faction_that_can_set_up_there(client):
    with all_factions_offered() as offered:
        options_route._encoded.cache_clear()
        doc = client.get("/v1/game-options").get_json()
        deals = [[s["faction"] for s in game_options({"seats": 6})["seats"]] for _ in range(100)]
    options_route._encoded.cache_clear()
    six = next(c for c in doc["seat_counts"] if c["seats"] == 6)
    assert six == {"seats": 6, "available": True, "note": None, "layouts": ["6p"], "default_layout": "6p"}
    assert next(layout for layout in doc["layouts"] if layout["name"] == "6p")["areas"] == 24
    assert all(len(set(deal)) == 6 and set(deal) <= set(offered) for deal in deals)


def test_a_six_seat_game_is_created_on_the_6p_map_and_seven_seats_are_refused(client):
    chosen = ["great_cthulhu", "sleeper", "opener_of_the_way", "windwalker", "ancients", "yellow_sign"]
    with all_factions_offered():
        made = client.post("/v1/games", json={"seats": 6, "factions": chosen})
        refused = client.post("/v1/games", json={"seats": 7})
    assert made.status_code == 201, made.get_json()
    game = made.get_json()["game"]
    assert game["layout"] == "6p" and [s["faction"] for s in game["seats"]] == chosen
    assert refused.status_code == 422
