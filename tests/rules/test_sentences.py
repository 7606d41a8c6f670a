"""Every event has a sentence, and a sentence never says more than the event its viewer receives."""
from __future__ import annotations

import json

import rules
from bots.random_bot import RandomBot
from bots.simulate import game_seed, seats_for
from rules.factions import CORE_FACTIONS
from projections import sentences as _service  # noqa: F401  (registers the service's describers)
from projections.game import SERVICE_EVENT_TYPES
from rules.codec import to_record
from rules.events import EVENT_TYPES
from rules.sentences import described_types, sentence


def _played_records(players: int, game: int, among: tuple | None = CORE_FACTIONS) -> list[tuple]:
    events = rules.new_game({"seats": seats_for(players, game, among)}, game_seed("sentences", game))
    state = rules.replay(events)
    bot = RandomBot(f"sentences:{game}")
    while state.phase != "ended" and len(events) < 3000:
        seat = rules.pending(state)[0]["seat"]
        new, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
        events += new
    return [to_record(e) for e in events]


def test_every_event_type_of_the_log_has_a_describer():
    missing = (set(EVENT_TYPES) | set(SERVICE_EVENT_TYPES)) - described_types()
    assert missing == set()


def test_played_games_describe_every_event_with_and_without_its_secret():
    seen_types = set()
    # three games of the core factions, and one of five seats among all the offered factions
    for players, game, among in ((3, 1, CORE_FACTIONS), (4, 2, CORE_FACTIONS), (2, 3, CORE_FACTIONS), (5, 4, None)):
        for type_name, _version, payload, secret in _played_records(players, game, among):
            seen_types.add(type_name)
            plain = sentence(type_name, json.loads(json.dumps(payload)), None)
            told = sentence(type_name, payload, secret)
            assert plain.strip() and plain[0].isupper(), (type_name, plain)
            assert told.strip(), type_name
    assert {"UnitMoved", "BattleDeclared", "DiceRolled", "ElderSignDrawn"} <= seen_types


def test_an_elder_sign_draw_names_its_value_only_to_whoever_receives_the_secret():
    payload = {"faction": "yellow_sign"}
    assert sentence("ElderSignDrawn", payload, None) == "Yellow Sign draws an Elder Sign."
    assert sentence("ElderSignDrawn", payload, {"value": 3}) == "Yellow Sign draws an Elder Sign worth 3 Doom."


def test_sentences_use_the_rulebooks_words_for_units_and_places():
    moved = {"faction": "great_cthulhu", "unit": "gc.deep_one.2", "origin": "South Pacific", "to": "Asia", "cost": 1}
    assert sentence("UnitMoved", moved) == "Great Cthulhu moves a Deep One from South Pacific to Asia."
    dice = {"faction": "yellow_sign", "faces": [6, 5, 4, 1], "purpose": "battle"}
    assert sentence("DiceRolled", dice) == "Yellow Sign rolls 6 5 4 1: 1 Kill, 2 Pains."


def test_service_events_name_the_seat_by_its_faction():
    seats = {"seat2": "black_goat"}
    text = sentence("UndoRequested", {"seat": "seat2", "target_version": 40}, None, seats)
    assert text == "Black Goat (seat2) asks to undo back to version 40; the other seats must agree."
