"""Rematches over the API, on both run modes: after a game, a seat proposes the same table again
(factions rotated or dealt anew), every seat held by a person accepts or one declines, and the
new game starts with each accepting seat holding its new token."""
from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from api_table import Table, open_table, play_randomly
from seat_notices import configure, deliver, log_of, make_client, receiver  # noqa: F401 (fixtures)
from play import rematch
from play.model.game import Rematch, SeatStatus
from service.dependencies import dependencies

FACTIONS = ["great_cthulhu", "crawling_chaos"]


@pytest.fixture
def finished(client) -> Table:
    table = open_table(client, seats=2, factions=FACTIONS)
    play_randomly(table, random.Random(2))
    assert table.get("").get_json()["status"] == "finished"
    return table


def as_seat(table: Table, game_id: str, token: str) -> Table:
    return Table(table.client, game_id, "", {"me": token})


def test_a_rematch_accepted_by_every_seat_starts_the_same_table_with_factions_rotated(finished):
    proposed = finished.post("/rematch", {"deal": "rotate"}, "seat1")
    assert proposed.status_code == 201, proposed.get_json()
    body = proposed.get_json()
    assert body["rematch"]["status"] == "proposed" and body["rematch"]["waiting_for"] == ["seat2"]
    new_id = body["rematch"]["game_id"]
    assert finished.client.get(f"/v1/games/{new_id}").status_code == 404  # not before all agree

    accepted = finished.post("/rematch/accept", None, "seat2")
    assert accepted.status_code == 200, accepted.get_json()
    assert accepted.get_json()["rematch"]["status"] == "accepted"

    old = finished.get("").get_json()
    new = finished.client.get(f"/v1/games/{new_id}").get_json()
    assert old["rematch"]["game_id"] == new_id and new["status"] == "active"
    assert [s["faction"] for s in new["seats"]] == ["crawling_chaos", "great_cthulhu"]
    assert [s["name"] for s in new["seats"]] == [s["name"] for s in old["seats"]]
    assert new["time_control"] == old["time_control"] and new["rules"] == old["rules"]
    assert new["sandbox"] is False and new["visibility"] == old["visibility"]
    for seat, token in (("seat1", body["token"]), ("seat2", accepted.get_json()["token"])):
        view = as_seat(finished, new_id, token).get("/view", "me").get_json()
        assert view["you"] == seat


def test_factions_dealt_anew_are_a_table_the_layout_seats(finished):
    body = finished.post("/rematch", {"deal": "deal"}, "seat2").get_json()
    factions = body["rematch"]["factions"]
    assert body["rematch"]["deal"] == "deal" and len(set(factions)) == 2
    finished.post("/rematch/accept", None, "seat1")
    new = finished.client.get(f"/v1/games/{body['rematch']['game_id']}").get_json()
    assert [s["faction"] for s in new["seats"]] == factions


def test_a_game_not_over_has_no_rematch_and_nothing_changes(client):
    table = open_table(client, seats=2, factions=FACTIONS)
    before = table.version()
    refused = table.post("/rematch", {}, "seat1")
    assert refused.status_code == 409 and refused.get_json()["code"] == "game_not_over"
    assert table.version() == before


def test_a_second_proposal_while_one_waits_is_refused(finished):
    finished.post("/rematch", {}, "seat1")
    again = finished.post("/rematch", {"deal": "deal"}, "seat2")
    assert again.status_code == 409 and again.get_json()["code"] == "rematch_already_proposed"


def test_only_a_seat_proposes_or_answers_a_rematch(finished):
    version = finished.version()
    spectator = finished.post("/rematch", {}, None)
    host = finished.client.post(finished.url("/rematch"), json={},
                                headers={"Authorization": f"Bearer {finished.host}"})
    for answer in (spectator, host):
        assert answer.status_code == 403 and answer.get_json()["code"] == "seat_required"
    finished.post("/rematch", {}, "seat1")
    answer = finished.client.post(finished.url("/rematch/accept"))
    assert answer.status_code == 403 and answer.get_json()["code"] == "seat_required"
    assert finished.version() == version + 1


def test_a_sandbox_game_has_no_rematch(client):
    made = client.post("/v1/games", json={"seats": 2, "factions": FACTIONS, "sandbox": True})
    table = Table(client, made.get_json()["game"]["game_id"], "", made.get_json()["seat_tokens"])
    refused = table.post("/rematch", {}, "seat1")
    assert refused.status_code == 422 and refused.get_json()["code"] == "sandbox_rematch"


def test_a_declined_rematch_closes_and_another_may_be_proposed(finished):
    first = finished.post("/rematch", {}, "seat1").get_json()["rematch"]["game_id"]
    declined = finished.post("/rematch/decline", None, "seat2")
    assert declined.status_code == 200 and declined.get_json()["rematch"]["status"] == "declined"
    assert declined.get_json()["rematch"]["declined_by"] == "seat2"
    late = finished.post("/rematch/accept", None, "seat2")
    assert late.status_code == 409 and late.get_json()["code"] == "rematch_not_proposed"
    assert finished.client.get(f"/v1/games/{first}").status_code == 404
    again = finished.post("/rematch", {"deal": "deal"}, "seat2")
    assert again.status_code == 201 and again.get_json()["rematch"]["game_id"] != first


def test_a_seat_accepts_once(finished):
    finished.post("/rematch", {}, "seat1")
    twice = finished.post("/rematch/accept", None, "seat1")
    assert twice.status_code == 409 and twice.get_json()["code"] == "rematch_already_answered"


def test_the_rematch_status_reads_on_its_own_and_is_404_before_any_proposal(finished):
    none = finished.get("/rematch")
    assert none.status_code == 404 and none.get_json()["code"] == "rematch_not_found"
    finished.post("/rematch", {}, "seat1")
    status = finished.get("/rematch").get_json()
    assert status["proposed_by"] == "seat1" and status["accepted"] == ["seat1"]


def test_no_token_or_hash_of_the_rematch_leaves_the_server_in_the_old_game_s_events(finished):
    proposed = finished.post("/rematch", {}, "seat1").get_json()
    accepted = finished.post("/rematch/accept", None, "seat2").get_json()
    events = finished.get("/events", "seat2", query_string={"after": finished.version() - 3})
    text = json.dumps(events.get_json()) + json.dumps(finished.get("/export").get_json())
    assert "RematchProposed" in text and "RematchAnswered" in text
    for secret in (proposed["token"], proposed["host_token"], accepted["token"], "token_hash"):
        assert secret not in text


def test_bot_seats_come_along_and_are_not_waited_for(finished):
    gp = dependencies(finished.client.application).gameplay
    game = gp.load(finished.game_id)
    with_bot = game.with_seat(replace(game.seat_of("seat2"), status=SeatStatus.BOT,
                                      bot="heuristic", token_hash=None))
    offer = Rematch("seat1", "g_new", "rotate", ("crawling_chaos", "great_cthulhu"),
                    None, {"seat1": "ab" * 32})
    assert offer.waiting_for(with_bot) == [] and offer.status(with_bot) == "accepted"
    assert offer.waiting_for(game) == ["seat2"]
    events = rematch.opening(gp, with_bot, offer)
    handed = [e.payload for e in events if e.type == "SeatHandedToBot"]
    claimed = [e.payload["seat"] for e in events if e.type == "SeatClaimed"]
    assert handed == [{"seat": "seat2", "bot": "heuristic"}] and claimed == ["seat1"]
    assert any(e.type == "GameStarted" for e in events)


def test_the_rematch_events_in_the_log_read_back_as_their_stored_records(finished):
    from play import facts as f

    finished.post("/rematch", {}, "seat1")
    finished.post("/rematch/decline", None, "seat2")
    store = dependencies(finished.client.application).store
    stored = [e for e in store.read(finished.game_id, with_secrets=True)
              if e.type.startswith("Rematch")]
    assert [e.type for e in stored] == ["RematchProposed", "RematchAnswered"]
    for event in stored:
        record = (event.type, event.schema_version, dict(event.payload),
                  dict(event.secret) if event.secret else None)
        assert f.to_record(f.from_stored(event)) == record


class SeatsTable(Table):
    """A private game seen by its seats: a read without a seat goes with seat1's token."""

    def get(self, tail: str, seat: str | None = None, **kw):
        return super().get(tail, seat or "seat1", **kw)


def test_a_rematch_of_a_private_rated_game_is_private_and_rated_and_shows_its_invite_once(client):
    made = client.post("/v1/games", json={"seats": 2, "factions": FACTIONS, "rated": True,
                                          "visibility": "private"}).get_json()
    game_id, code = made["game"]["game_id"], made["invite_code"]
    seats = {s: client.post(f"/v1/games/{game_id}/seats/{s}",
                            json={"name": s, "invite_code": code}).get_json()["token"]
             for s in ("seat1", "seat2")}
    table = SeatsTable(client, game_id, made["host_token"], seats)
    play_randomly(table, random.Random(2))
    proposed = table.post("/rematch", {}, "seat2").get_json()
    table.post("/rematch/accept", None, "seat1")
    new_id = proposed["rematch"]["game_id"]
    assert client.get(f"/v1/games/{new_id}").status_code == 403  # a spectator needs the code
    new = client.get(f"/v1/games/{new_id}", headers={"X-Invite-Code": proposed["invite_code"]})
    assert new.status_code == 200 and new.get_json()["rated"] is True
    assert new.get_json()["visibility"] == "private"
    host = client.get(f"/v1/games/{new_id}/view",
                      headers={"Authorization": f"Bearer {proposed['host_token']}"})
    assert host.status_code == 200


def test_a_seat_handed_to_a_bot_neither_proposes_nor_answers_with_its_old_token(finished):
    gp = dependencies(finished.client.application).gameplay
    game = gp.load(finished.game_id)
    with_bot = game.with_seat(replace(game.seat_of("seat2"), status=SeatStatus.BOT, bot="random"))
    from play.gameplay import Caller
    from play import errors

    old_token = Caller(seat="seat2", token_hash=game.seat_of("seat2").token_hash)
    gp.loader.remember(with_bot)  # the game as its latest version, the seat now a bot's
    with pytest.raises(errors.SeatRequired):
        rematch.propose(gp, finished.game_id, old_token, "rotate")


def test_the_seats_asked_are_notified_of_a_rematch_on_their_channels_and_the_proposer_is_not(
        make_client, receiver):
    client = make_client()
    table = open_table(client, seats=2, factions=FACTIONS)
    for seat in ("seat1", "seat2"):
        configure(table, seat, {"webhook": {"url": receiver.url(f"/{seat}")}})
    play_randomly(table, random.Random(2))
    deliver(client)
    before = len(receiver.json_bodies())
    table.post("/rematch", {"deal": "deal"}, "seat1")
    deliver(client)
    told = receiver.json_bodies()[before:]
    assert [(b["kind"], b["seat"]) for b in told] == [("rematch", "seat2")]
    assert told[0]["rematch"]["proposed_by"] == "seat1"
    assert told[0]["rematch"]["waiting_for"] == ["seat2"]
    assert "token" not in json.dumps(told[0]["rematch"])
    assert [d["kind"] for d in log_of(table, "seat2")][-1] == "rematch"
