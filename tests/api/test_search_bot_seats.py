"""One client address may hold only so many seats handed to search bots in games not finished
(SEARCH_BOTS_PER_ADDRESS, 4 by default); over it, 429 `too_many_search_bots`, and nothing changes."""
from __future__ import annotations


def new_game(client, seats: int = 3) -> tuple[str, str]:
    made = client.post("/v1/games", json={"seats": seats}).get_json()
    return made["game"]["game_id"], made["host_token"]


def hand(client, game_id: str, host: str, seat: str, bot: str, address: str):
    return client.post(f"/v1/games/{game_id}/seats/{seat}/bot", json={"bot": bot},
                       headers={"Authorization": f"Bearer {host}"},
                       environ_base={"REMOTE_ADDR": address})


def test_an_address_holding_four_search_bot_seats_is_refused_a_fifth_and_nothing_changes(client):
    first, first_host = new_game(client)
    for seat in ("seat1", "seat2", "seat3"):
        assert hand(client, first, first_host, seat, "search", "10.0.0.1").status_code == 200
    second, second_host = new_game(client)
    assert hand(client, second, second_host, "seat1", "search", "10.0.0.1").status_code == 200
    before = client.get(f"/v1/games/{second}").get_json()

    refused = hand(client, second, second_host, "seat2", "search", "10.0.0.1")

    assert refused.status_code == 429
    assert refused.content_type == "application/problem+json"
    assert refused.get_json()["code"] == "too_many_search_bots"
    assert refused.get_json()["limit"] == 4
    assert client.get(f"/v1/games/{second}").get_json() == before


def test_the_limit_counts_search_bots_by_address_and_no_other_level(client):
    game_id, host = new_game(client, seats=5)
    for seat in ("seat1", "seat2", "seat3", "seat4"):
        assert hand(client, game_id, host, seat, "search", "10.0.0.1").status_code == 200
    other, other_host = new_game(client)
    assert hand(client, other, other_host, "seat1", "heuristic", "10.0.0.1").status_code == 200
    assert hand(client, other, other_host, "seat2", "search", "10.0.0.2").status_code == 200
    assert hand(client, other, other_host, "seat3", "search", "10.0.0.1").status_code == 429
