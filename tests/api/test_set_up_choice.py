"""A game created over the API whose first decision is a set-up question: the faction that chooses
its start Area (here the Ancients, master rulebook, The Ancients, Set-up) answers it over HTTP."""
from __future__ import annotations

from api_table import open_table
from offered_factions import all_factions_offered


def test_the_ancients_choose_their_start_area_over_http_before_the_first_player(client):
    with all_factions_offered():
        table = open_table(client, seats=3, factions=["ancients", "great_cthulhu", "crawling_chaos"])
        game = table.get("").get_json()
        seat = next(s["seat"] for s in game["seats"] if s["faction"] == "ancients")
        assert [(p["seat"], p["kind"]) for p in game["pending"]] == [(seat, "start_area")]
        listed = table.get("/options", seat).get_json()
        areas = [o["choice"]["area"] for o in listed["options"] if o["choice"]["act"] == "start_area"]
        assert len(areas) > 1 and "South Pacific" not in areas and "Africa" not in areas
        refused = table.post("/choices", {"expected_version": listed["version"],
                                          "choice": {"act": "start_area", "area": "South Pacific"}}, seat)
        assert refused.status_code == 422 and refused.headers["Content-Type"].startswith("application/problem+json")
        answer = table.post("/choices", {"expected_version": listed["version"],
                                         "choice": {"act": "start_area", "area": areas[-1]}}, seat)
        assert answer.status_code == 200, answer.get_json()
        after = table.get("").get_json()
        assert after["pending"][0]["kind"] != "start_area"
        assert after["view"]["gates"][areas[-1]] == "an.acolyte.1" if "view" in after else True
