"""The lobby: creating, listing, joining, leaving and handing seats to bots."""
from __future__ import annotations

import dataclasses

from rules import factions

from api_table import open_table


def create(client, **spec):
    answer = client.post("/v1/games", json=spec)
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()


def test_a_game_starts_when_its_last_seat_is_claimed(client):
    body = create(client, seats=2, factions=["great_cthulhu", "black_goat"])
    game_id = body["game"]["game_id"]
    assert body["game"]["status"] == "open" and body["game"]["open_seats"] == 2
    first = client.post(f"/v1/games/{game_id}/seats/seat1", json={"name": "Ann"})
    assert first.get_json()["game"]["status"] == "open"
    second = client.post(f"/v1/games/{game_id}/seats/seat2", json={"name": "Bob"})
    game = second.get_json()["game"]
    assert game["status"] == "active" and game["pending"]
    assert [s["faction"] for s in game["seats"]] == ["great_cthulhu", "black_goat"]


def test_a_claimed_seat_cannot_be_claimed_again(client):
    game_id = create(client, seats=3)["game"]["game_id"]
    client.post(f"/v1/games/{game_id}/seats/seat1", json={})
    again = client.post(f"/v1/games/{game_id}/seats/seat1", json={})
    assert again.status_code == 409 and again.get_json()["code"] == "seat_taken"


def test_a_seat_may_leave_before_the_start_and_the_seat_opens_again(client):
    game_id = create(client, seats=3)["game"]["game_id"]
    token = client.post(f"/v1/games/{game_id}/seats/seat2", json={}).get_json()["token"]
    left = client.delete(f"/v1/games/{game_id}/seats/seat2",
                         headers={"Authorization": f"Bearer {token}"})
    assert left.status_code == 200
    assert left.get_json()["seats"][1]["status"] == "open"
    assert client.get(f"/v1/games/{game_id}/view",
                      headers={"Authorization": f"Bearer {token}"}).status_code == 401


def test_the_host_hands_open_seats_to_bots_and_the_game_starts(client):
    body = create(client, seats=3)
    game_id, host = body["game"]["game_id"], body["host_token"]
    client.post(f"/v1/games/{game_id}/seats/seat1", json={})
    for seat in ("seat2", "seat3"):
        answer = client.post(f"/v1/games/{game_id}/seats/{seat}/bot", json={"bot": "random"},
                             headers={"Authorization": f"Bearer {host}"})
        assert answer.status_code == 200, answer.get_json()
    game = client.get(f"/v1/games/{game_id}").get_json()
    assert game["status"] == "active"
    assert [s["status"] for s in game["seats"]] == ["claimed", "bot", "bot"]


def test_every_bot_level_of_the_game_options_can_take_a_seat_and_an_unknown_level_is_refused(client):
    levels = [b["name"] for b in client.get("/v1/game-options").get_json()["bots"]]
    assert levels == ["random", "heuristic", "search"]
    body = create(client, seats=4)
    game_id, host = body["game"]["game_id"], body["host_token"]
    auth = {"Authorization": f"Bearer {host}"}
    refused = client.post(f"/v1/games/{game_id}/seats/seat1/bot", json={"bot": "oracle"}, headers=auth)
    assert refused.status_code == 422
    assert client.get(f"/v1/games/{game_id}").get_json()["seats"][0]["status"] == "open"
    for seat, level in zip(("seat2", "seat3", "seat4"), levels):
        answer = client.post(f"/v1/games/{game_id}/seats/{seat}/bot", json={"bot": level}, headers=auth)
        assert answer.status_code == 200, answer.get_json()
    seats = client.get(f"/v1/games/{game_id}").get_json()["seats"]
    assert [(s["status"], s.get("bot")) for s in seats] == [
        ("open", None), ("bot", "random"), ("bot", "heuristic"), ("bot", "search")]


def test_a_private_game_needs_its_invite_code_to_join_and_is_not_listed(client):
    body = create(client, seats=2, visibility="private")
    game_id, invite = body["game"]["game_id"], body["invite_code"]
    refused = client.post(f"/v1/games/{game_id}/seats/seat1", json={})
    assert refused.status_code == 403 and refused.get_json()["code"] == "invite_required"
    joined = client.post(f"/v1/games/{game_id}/seats/seat1", json={"invite_code": invite})
    assert joined.status_code == 201
    listed = client.get("/v1/games").get_json()["games"]
    assert game_id not in [g["game_id"] for g in listed]
    token = joined.get_json()["token"]
    mine = client.get("/v1/games", query_string={"mine": "true"},
                      headers={"Authorization": f"Bearer {token}"}).get_json()["games"]
    assert [g["game_id"] for g in mine] == [game_id]


def test_listing_pages_through_every_public_game_once_newest_first(client):
    made = [create(client, seats=2)["game"]["game_id"] for _ in range(7)]
    seen, cursor = [], None
    while True:
        query = {"limit": 3, **({"cursor": cursor} if cursor else {})}
        page = client.get("/v1/games", query_string=query).get_json()
        seen += [g["game_id"] for g in page["games"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert sorted(seen) == sorted(made) and len(seen) == len(set(seen))
    assert seen == list(reversed(made))


def test_listing_filters_by_status(client):
    open_table(client, seats=2)
    waiting = create(client, seats=2)["game"]["game_id"]
    listed = client.get("/v1/games", query_string={"status": "open"}).get_json()["games"]
    assert [g["game_id"] for g in listed] == [waiting]


def test_a_made_up_cursor_is_a_400_not_a_500(client):
    for cursor in ("%%%", "bm90IGEgY3Vyc29y", "MjAyNi0xMS0yMXxn"):
        answer = client.get("/v1/games", query_string={"cursor": cursor})
        assert answer.status_code in (200, 400), answer.get_json()
        if answer.status_code == 400:
            assert answer.get_json()["code"] == "invalid_cursor"


def test_a_sandbox_creator_gets_every_seat_token_and_the_game_starts_at_once(client):
    body = create(client, seats=3, sandbox=True, dice_script=[6, 6, 6])
    assert body["game"]["sandbox"] and body["game"]["status"] == "active"
    assert sorted(body["seat_tokens"]) == ["seat1", "seat2", "seat3"]


def test_scripted_dice_are_refused_outside_a_sandbox(client):
    answer = client.post("/v1/games", json={"seats": 3, "dice_script": [1, 2]})
    assert answer.status_code == 422 and answer.get_json()["code"] == "validation_error"


def test_too_many_seats_for_the_factions_available_is_refused_clearly(client):
    withheld = [name for name in factions.available() if name not in factions.CORE_FACTIONS]
    for name in withheld:  # a process offering the four core factions only
        factions.register(dataclasses.replace(factions.get(name), offered=False))
    try:
        answer = client.post("/v1/games", json={"seats": 5})
    finally:
        for name in withheld:
            factions.unregister(name)
    assert withheld and answer.status_code == 422 and answer.get_json()["code"] == "invalid_options"
    assert "Only 4 factions can set up" in answer.get_json()["detail"]


def test_a_layout_the_default_seat_count_cannot_use_is_refused_clearly(client):
    answer = client.post("/v1/games", json={"layout": "5p"})  # four seats by default
    assert answer.status_code == 422 and answer.get_json()["code"] == "invalid_options"
    assert "5p" in answer.get_json()["detail"]
