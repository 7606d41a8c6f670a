"""A whole game played over HTTP by clients that only read /options and post what it offers."""
from __future__ import annotations

import random

import rules
from api_table import open_table, play_randomly


def _replay_of_export(client, table) -> rules.State:
    exported = client.get(table.url("/export")).get_json()
    facts = [rules.from_record(e["type"], e["schema_version"], e["payload"], e.get("secret"))
             for e in exported["events"] if rules.is_event_type(e["type"])]
    return rules.replay(facts)


def test_bots_reading_only_options_finish_a_game_equal_to_the_engines_replay(client):
    table = open_table(client, seats=3)
    made = play_randomly(table, random.Random(7))
    summary = table.get("").get_json()
    assert summary["status"] == "finished" and made > 20
    replayed = _replay_of_export(client, table)
    assert rules.view(replayed, rules.AUDITOR)["result"] == summary["result"]
    final = table.get("/view").get_json()
    assert final["state"] == rules.view(replayed, rules.AUDITOR)
    assert final["seed"] and summary["seed_hash"]


def test_the_seed_revealed_at_the_end_matches_the_hash_published_at_creation(client):
    import hashlib

    table = open_table(client, seats=3)
    published = table.get("").get_json()["seed_hash"]
    play_randomly(table, random.Random(3))
    seed = table.get("/view").get_json()["seed"]
    assert rules.engine.rng.seed_hash(bytes.fromhex(seed)) == published
    assert published != hashlib.sha256(b"").hexdigest()


def test_a_finished_game_s_view_still_names_the_caller_s_seat_and_no_seat_for_a_spectator(client):
    table = open_table(client, seats=3)
    play_randomly(table, random.Random(7))
    assert table.get("").get_json()["status"] == "finished"
    for seat in table.seats:  # each audits the game now, yet plays its own seat still
        view = table.get("/view", seat).get_json()
        assert view["you"] == seat and view["seed"]
    assert table.get("/view").get_json()["you"] is None
