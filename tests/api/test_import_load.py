"""Imports do not starve play: a process replays only a few at once (more are refused with 429
imports_busy and Retry-After, changing nothing), and an accepted import is written in appends of
its own, none of more than IMPORT_PART events, so it never holds the log's append lock for long."""
from __future__ import annotations

import random

import pytest

from api_table import Table, choose
from play.archive import IMPORT_PART
from service.routes.archive import IMPORTS_AT_ONCE, import_slots


@pytest.fixture
def long_export(client) -> dict:
    """A sandbox's export to its host with more events than two import appends take (the first
    of a few random games that lasts so long)."""
    for players in range(3, 10):
        document = _export_of_play(client, random.Random(players), 2 * IMPORT_PART + 10)
        if len(document["events"]) > 2 * IMPORT_PART + 10:
            return document
    raise AssertionError("no random sandbox game lasted long enough")


def _export_of_play(client, rng: random.Random, events: int) -> dict:
    created = client.post("/v1/games", json={"seats": 3, "sandbox": True}).get_json()
    table = Table(client, created["game"]["game_id"], created["host_token"],
                  created["seat_tokens"])
    host = {"Authorization": f"Bearer {table.host}"}
    while (document := client.get(table.url("/export"), headers=host).get_json()) \
            and len(document["events"]) <= events:
        for _ in range(25):
            if (seat := table.pending_seat()) is None:
                return client.get(table.url("/export"), headers=host).get_json()
            choose(table, seat, rng)
    return document


def test_an_import_is_written_in_appends_of_at_most_import_part_events(app, client, long_export):
    imported = client.post("/v1/games/import", json={"document": long_export})
    assert imported.status_code == 201, imported.get_json()
    game_id = imported.get_json()["game"]["game_id"]
    from service.wiring import gameplay

    with app.app_context():
        stored = gameplay().store.read(game_id)
    appends: dict[str, int] = {}
    for event in stored:
        appends[event.metadata["command_id"]] = appends.get(event.metadata["command_id"], 0) + 1
    assert len(stored) > 2 * IMPORT_PART
    assert len(appends) == -(-len(stored) // IMPORT_PART)
    assert max(appends.values()) == IMPORT_PART


def test_an_import_over_the_processes_imports_at_once_is_refused_busy_and_changes_nothing(
        app, client, long_export):
    before = client.get("/v1/games").get_json()["games"]
    with app.app_context():
        slots = import_slots()
    held = [slots.acquire(blocking=False) for _ in range(IMPORTS_AT_ONCE)]
    assert all(held)
    try:
        busy = client.post("/v1/games/import", json={"document": long_export})
        problem = busy.get_json()
        assert busy.status_code == 429 and problem["code"] == "imports_busy", problem
        assert busy.headers["Retry-After"] == "2"
        assert client.get("/v1/games").get_json()["games"] == before
    finally:
        for _ in held:
            slots.release()
    assert client.post("/v1/games/import", json={"document": long_export}).status_code == 201
