"""Export a game as one document and import it into a new sandbox game with the same end."""
from __future__ import annotations

import random

import rules
from api_table import Table, open_table, play_randomly
from rules.engine.rng import seed_hash


def test_a_finished_game_imports_with_a_fresh_seed_into_the_same_final_state(client):
    table = open_table(client, seats=3)
    play_randomly(table, random.Random(11))
    exported = client.get(table.url("/export")).get_json()
    assert exported["game"]["seed"] and exported["format"] == "cthulhu-wars-game"
    imported = client.post("/v1/games/import", json={"document": exported})
    assert imported.status_code == 201, imported.get_json()
    new = imported.get_json()["game"]
    assert new["sandbox"] and new["game_id"] != table.game_id
    original = client.get(table.url("/view")).get_json()["state"]
    copy = client.get(f"/v1/games/{new['game_id']}/view").get_json()["state"]
    # The copy deals the document's dice and Elder Signs from its script, under a seed of its own.
    assert copy["seed"] != original["seed"] == exported["game"]["seed"]
    assert copy["result"].pop("seed") == copy.pop("seed")
    original["result"].pop("seed"), original.pop("seed")
    assert copy == original
    copied = client.get(f"/v1/games/{new['game_id']}/export").get_json()["game"]
    assert copied["seed_hash"] != exported["game"]["seed_hash"]
    assert seed_hash(bytes.fromhex(copied["seed"])) == copied["seed_hash"]


def _choose_at_random(table: Table, rng: random.Random, choices: int) -> None:
    """The seat the game waits on makes one of its options, `choices` times."""
    for _ in range(choices):
        seat = table.pending_seat()
        listed = table.get("/options", seat).get_json()
        table.post("/choices", {"expected_version": listed["version"],
                                "choice": rng.choice(listed["options"])["choice"]}, seat)


def test_an_unfinished_sandbox_exports_to_its_host_without_the_seed_and_imports(client):
    created = client.post("/v1/games", json={"seats": 3, "sandbox": True}).get_json()
    table = Table(client, created["game"]["game_id"], created["host_token"],
                  created["seat_tokens"])
    _choose_at_random(table, random.Random(2), 60)
    host = {"Authorization": f"Bearer {table.host}"}
    exported = client.get(table.url("/export"), headers=host)
    assert exported.status_code == 200
    document = exported.get_json()
    assert "seed" not in document["game"]
    seed = table.get("/view").get_json().get("seed")
    assert seed is None
    imported = client.post("/v1/games/import", json={"document": document}).get_json()
    new_id = imported["game"]["game_id"]
    seat = next(iter(imported["seat_tokens"]))
    auth = {"Authorization": f"Bearer {imported['seat_tokens'][seat]}"}
    original = table.get("/view", seat).get_json()["state"]
    copy = client.get(f"/v1/games/{new_id}/view", headers=auth).get_json()["state"]
    assert copy == original


def test_an_ongoing_real_game_cannot_be_exported(client):
    table = open_table(client, seats=3)
    for who in (None, *table.seats):
        refused = table.get("/export", who)
        assert refused.status_code == 403
        assert refused.get_json()["code"] == "export_not_allowed"


def test_an_import_with_a_forged_choice_is_refused_whole(client):
    table = open_table(client, seats=3)
    play_randomly(table, random.Random(4))
    document = client.get(table.url("/export")).get_json()
    chosen = next(e for e in document["events"] if e["type"] == "ChoiceMade")
    chosen["payload"]["choices"] = [{"act": "awaken", "great_old_one": "cthulhu"}]
    before = client.get("/v1/games").get_json()["games"]
    refused = client.post("/v1/games/import", json={"document": document})
    assert refused.status_code == 422 and refused.get_json()["code"] == "invalid_document"
    assert len(client.get("/v1/games").get_json()["games"]) == len(before)


def test_positions_are_served_for_finished_games_and_validate_against_the_schema(client):
    import json
    from importlib import resources

    import jsonschema

    table = open_table(client, seats=3)
    assert table.get("/position").status_code == 403
    play_randomly(table, random.Random(8))
    position = table.get("/position").get_json()
    schema = json.loads((resources.files("rules.contract") / "schemas" / "position.schema.json")
                        .read_text())
    jsonschema.validate(position, schema)
    assert rules.from_position(position).phase == "ended"


def test_a_sandbox_export_shows_the_dice_script_to_its_host_only(client):
    created = client.post("/v1/games", json={"seats": 3, "sandbox": True,
                                             "dice_script": [6, 5, 4, 3, 2, 1]}).get_json()
    game_id, seat = created["game"]["game_id"], created["seat_tokens"]["seat2"]
    as_seat = client.get(f"/v1/games/{game_id}/export", headers={"Authorization": f"Bearer {seat}"})
    assert as_seat.status_code == 200
    assert "dice_script" not in as_seat.get_json()["game"]
    as_host = client.get(f"/v1/games/{game_id}/export",
                         headers={"Authorization": f"Bearer {created['host_token']}"}).get_json()
    assert as_host["game"]["dice_script"] == [6, 5, 4, 3, 2, 1]


def test_an_export_reads_in_the_requested_language_and_its_events_are_the_same(client):
    """Accept-Language: de words each event's `text` in German; types, payloads and versions are
    the English export's, and the German export imports as well."""
    created = client.post("/v1/games", json={"seats": 3, "sandbox": True,
                                             "factions": ["great_cthulhu", "crawling_chaos", "black_goat"]}).get_json()
    table = Table(client, created["game"]["game_id"], created["host_token"], created["seat_tokens"])
    _choose_at_random(table, random.Random(4), 40)
    host = {"Authorization": f"Bearer {table.host}"}
    english = client.get(table.url("/export"), headers=host).get_json()
    german_answer = client.get(table.url("/export"), headers={**host, "Accept-Language": "de"})
    assert german_answer.headers["Content-Language"] == "de"
    german = german_answer.get_json()
    strip = lambda doc: [{k: v for k, v in e.items() if k != "text"} for e in doc["events"]]  # noqa: E731
    assert strip(german) == strip(english)
    texts = [(en["text"], de["text"]) for en, de in zip(english["events"], german["events"])]
    assert sum(en != de for en, de in texts) > len(texts) / 2  # most sentences are worded anew
    assert any("Macht" in de for _, de in texts) and not any("Macht" in en for en, _ in texts)
    imported = client.post("/v1/games/import", json={"document": german})
    assert imported.status_code == 201, imported.get_json()
