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


# ---- factions named for some seats, the others dealt ---------------------------------------------

def _games_count(client) -> int:
    return len(client.get("/v1/games", query_string={"limit": 100}).get_json()["games"])


def test_a_faction_named_for_one_seat_is_kept_and_the_null_seats_are_dealt_other_factions(client):
    for _ in range(5):  # a different dealing each time; the named seat never moves
        game = create(client, factions=[None, "great_cthulhu", None])["game"]
        dealt = [s["faction"] for s in game["seats"]]
        assert len(dealt) == 3 and dealt[1] == "great_cthulhu"
        assert len(set(dealt)) == 3 and set(dealt) <= set(factions.available())
        # The dealing is part of the game as recorded: every later read shows the same factions.
        again = client.get(f"/v1/games/{game['game_id']}").get_json()
        assert [s["faction"] for s in again["seats"]] == dealt


def test_a_game_of_named_and_dealt_factions_starts_and_plays_as_dealt(client):
    body = create(client, seats=2, factions=["black_goat", None])
    game_id, seats = body["game"]["game_id"], body["game"]["seats"]
    for seat in ("seat1", "seat2"):
        client.post(f"/v1/games/{game_id}/seats/{seat}", json={"name": seat})
    game = client.get(f"/v1/games/{game_id}").get_json()
    assert game["status"] == "active"
    assert [s["faction"] for s in game["seats"]] == [s["faction"] for s in seats]
    assert game["seats"][0]["faction"] == "black_goat"


def test_a_faction_named_for_two_seats_is_refused_as_duplicate_faction_and_nothing_is_created(client):
    before = _games_count(client)
    for named in (["yellow_sign", None, "yellow_sign"], ["yellow_sign", "yellow_sign", "black_goat"]):
        answer = client.post("/v1/games", json={"factions": named})
        assert answer.status_code == 422 and answer.mimetype == "application/problem+json"
        problem = answer.get_json()
        assert problem["code"] == "duplicate_faction" and problem["faction"] == "yellow_sign"
    assert _games_count(client) == before


def test_a_named_faction_with_nowhere_to_set_up_on_the_layout_is_refused_as_faction_not_on_layout(client):
    from rules.engine.content import StartRule

    stray = dataclasses.replace(factions.get("great_cthulhu"), name="stray_faction",
                                start=StartRule(glyph="no_such_glyph"))
    factions.register(stray)  # a faction whose start glyph no map prints
    try:
        answer = client.post("/v1/games", json={"factions": ["stray_faction", None, None]})
    finally:
        factions.unregister("stray_faction")
    assert answer.status_code == 422 and answer.mimetype == "application/problem+json"
    problem = answer.get_json()
    assert (problem["code"], problem["faction"], problem["layout"]) == (
        "faction_not_on_layout", "stray_faction", "3p")


def test_an_unknown_faction_beside_a_null_seat_is_refused_by_the_schema(client):
    answer = client.post("/v1/games", json={"factions": ["no_such_faction", None]})
    assert answer.status_code == 422 and answer.get_json()["code"] == "validation_error"


# ---- the host reads a private game's invite code again ------------------------------------------

def test_the_host_reads_a_private_game_s_invite_code_again_while_seats_are_open(client):
    body = create(client, seats=2, visibility="private")
    game_id, host = body["game"]["game_id"], body["host_token"]
    answer = client.get(f"/v1/games/{game_id}/invite", headers={"Authorization": f"Bearer {host}"})
    assert answer.status_code == 200
    assert answer.get_json() == {"invite_code": body["invite_code"]}
    joined = client.post(f"/v1/games/{game_id}/seats/seat1", json={"invite_code": body["invite_code"]})
    assert joined.status_code == 201
    again = client.get(f"/v1/games/{game_id}/invite", headers={"Authorization": f"Bearer {host}"})
    assert again.get_json() == {"invite_code": body["invite_code"]}  # one seat is still open
    client.post(f"/v1/games/{game_id}/seats/seat2", json={"invite_code": body["invite_code"]})
    started = client.get(f"/v1/games/{game_id}/invite", headers={"Authorization": f"Bearer {host}"})
    assert started.status_code == 409 and started.get_json()["code"] == "game_started"


def test_only_the_host_token_reads_the_invite_code(client):
    body = create(client, seats=3, visibility="private")
    game_id, invite = body["game"]["game_id"], body["invite_code"]
    seat = client.post(f"/v1/games/{game_id}/seats/seat1", json={"invite_code": invite}).get_json()
    refusals = {
        "a seat's token": {"Authorization": f"Bearer {seat['token']}"},
        "the invite code itself": {"X-Invite-Code": invite},
    }
    for who, headers in refusals.items():
        answer = client.get(f"/v1/games/{game_id}/invite", headers=headers)
        assert answer.status_code == 403, who
        assert answer.mimetype == "application/problem+json"
        assert answer.get_json()["code"] == "host_required", who
        assert invite not in answer.get_data(as_text=True)
    assert client.get(f"/v1/games/{game_id}/invite").get_json()["code"] == "private_game"
    other = create(client, seats=3, visibility="private")["host_token"]  # another game's host
    answer = client.get(f"/v1/games/{game_id}/invite", headers={"Authorization": f"Bearer {other}"})
    assert answer.status_code == 401 and invite not in answer.get_data(as_text=True)


def test_a_public_game_s_host_is_told_it_needs_no_invite_code(client):
    body = create(client, seats=2)
    answer = client.get(f"/v1/games/{body['game']['game_id']}/invite",
                        headers={"Authorization": f"Bearer {body['host_token']}"})
    assert answer.status_code == 200 and answer.get_json() == {"invite_code": None}


def test_an_invite_code_not_derived_from_the_host_token_is_never_shown_in_its_place(app, client):
    from play import tokens
    from play.gameplay import Caller
    from service.wiring import gameplay

    with app.app_context():
        gp = gameplay()
    game_id, events, shown = gp.opening({"seats": 2, "visibility": "private"})
    drawn = tokens.new_token(tokens.INVITE_PREFIX)  # a code drawn at random: only its hash is kept
    opened = dataclasses.replace(events[0], secret={**events[0].secret,
                                                    "invite_hash": tokens.token_hash(drawn)})
    gp.commit(None, game_id, [opened, *events[1:]], Caller())
    answer = client.get(f"/v1/games/{game_id}/invite",
                        headers={"Authorization": f"Bearer {shown['host_token']}"})
    assert answer.status_code == 409 and answer.get_json()["code"] == "invite_not_recoverable"
    assert shown["invite_code"] not in answer.get_data(as_text=True)
