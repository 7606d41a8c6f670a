"""The application's events are a public contract like the engine's: each type's JSON is pinned in
golden/fact_records.json, records read back equal the fact, and old schema versions are lifted on
read by the same upcasting mechanism as the engine's events, in the codec and in the store."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import rules
from events import NewEvent, UnknownEventType
from play import facts as f
from play.model.game import SERVICE_EVENT_TYPES
from rules.engine import codec as rules_codec
from rules.engine import events as ev

PINNED = Path(__file__).parent / "golden" / "fact_records.json"
OPTIONS = {"seats": ({"seat": "seat1", "faction": "great_cthulhu"},
                     {"seat": "seat2", "faction": "crawling_chaos"}),
           "rules": {}, "sandbox": False, "layout": "3p"}
CONTROL = {"kind": "bank", "initial": "P3D", "increment": "PT12H", "cap": "P5D"}
AT = "2030-01-01T12:00:00+00:00"
LATER = "2030-01-02T12:00:00+00:00"

SAMPLES = [
    f.GameOpened("Cthulhu Wars", "private", False, OPTIONS, "ab" * 32, CONTROL, "00" * 32,
                 "11" * 32, (6, 1, 3), None, "22" * 32),
    f.SeatClaimed("seat1", "Ada", "33" * 32),
    f.SeatLeft("seat1"),
    f.SeatHandedToBot("seat2", "heuristic"),
    f.SeatTokenRotated("seat1", "44" * 32),
    f.GameStarted(),
    f.VacationStarted("seat1", 2, AT, LATER),
    f.ChoiceMade("seat1", ({"act": "move", "units": ("gc.acolyte.1",), "to": "Asia"},), "timeout"),
    f.UndoRequested("u_abc", "seat1", 12, 15, LATER, ("seat2",),
                    "Battle in North Pacific: Great Cthulhu attacks Crawling Chaos.",
                    {"type": "BattleDeclared", "payload": {"faction": "great_cthulhu", "area": "North Pacific",
                                                           "enemy": "crawling_chaos"}}),
    f.UndoAnswered("u_abc", "seat2"),
    f.UndoClosed("u_abc", "declined by seat2"),
    f.UndoApplied(12, "seat1", False, "u_abc"),
    f.DeadlineSet("seat1", 16, LATER, AT, "action"),
    f.DeadlineCleared("seat2"),
    f.ClockCharged("seat1", 3600.0, 255600.0),
    f.ClockRestored("seat1", 12, 252000.0),
    f.DecisionTimedOut("seat1", 16, LATER, "default_choice"),
    f.RematchProposed("seat1", "g_next", "rotate", ("crawling_chaos", "great_cthulhu"),
                      "55" * 32, "66" * 32, "77" * 32),
    f.RematchAnswered("seat2", True, "88" * 32),
]


def _records() -> dict:
    out = {}
    for sample in SAMPLES:
        type_name, version, payload, secret = f.to_record(sample)
        out[type_name] = {"version": version, "payload": payload, "secret": secret}
    return out


def test_every_fact_type_has_a_pinned_sample():
    assert sorted(type(s).TYPE for s in SAMPLES) == sorted(f.FACT_TYPES)


def test_each_facts_json_is_pinned():
    assert json.loads(json.dumps(_records())) == json.loads(PINNED.read_text())


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda s: type(s).TYPE)
def test_records_read_back_equal_the_fact(sample):
    record = json.loads(json.dumps(f.to_record(sample)))
    assert f.from_record(*record) == sample


def test_the_game_read_model_folds_exactly_the_applications_event_types():
    assert sorted(SERVICE_EVENT_TYPES) == sorted(f.FACT_TYPES)


def test_no_application_event_type_is_also_an_engine_event_type():
    assert set(f.FACT_TYPES) & set(rules.EVENT_TYPES) == set()


def test_the_seed_token_and_invite_hashes_never_enter_the_public_payload():
    _, _, payload, secret = f.to_record(SAMPLES[0])
    assert {"seed", "host_token_hash", "invite_hash", "dice_script"} <= set(secret)
    assert not {"seed", "host_token_hash", "invite_hash", "dice_script"} & set(payload)
    _, _, payload, secret = f.to_record(f.SeatClaimed("seat1", None, "33" * 32))
    assert payload == {"seat": "seat1", "name": None} and secret == {"token_hash": "33" * 32}


def test_a_record_read_without_its_secret_decodes_with_the_secret_fields_empty():
    _, version, payload, _ = f.to_record(SAMPLES[0])
    opened = f.from_record("GameOpened", version, payload, None)
    assert opened.seed is None and opened.host_token_hash is None and opened.name == "Cthulhu Wars"


def test_a_member_older_records_never_had_is_left_out_while_it_is_none():
    """A seat's own choice has no `by`, an undo nobody was asked about no `request_id`, a public
    game no invite hash: the stored JSON of those facts is what it always was."""
    assert f.to_record(f.ChoiceMade("seat1", ({"act": "pass"},))) == (
        "ChoiceMade", 1, {"seat": "seat1", "choices": [{"act": "pass"}]}, None)
    assert f.to_record(f.UndoApplied(3, "seat1", True))[2] == {
        "target_version": 3, "seat": "seat1", "free": True}
    asked = f.UndoRequested("u_abc", "seat1", 12, 15, LATER, ("seat2",))
    assert "move" not in f.to_record(asked)[2]
    opened = f.GameOpened("g", "public", True, OPTIONS, "ab", {}, "00", "11")
    assert f.to_record(opened)[3] == {"seed": "00", "host_token_hash": "11", "dice_script": None,
                                      "start_position": None}


def test_an_undo_request_recorded_before_its_move_was_kept_decodes_without_one():
    _, version, payload, _ = f.to_record(SAMPLES[8])
    older = {k: v for k, v in payload.items() if k not in ("move", "move_event")}
    assert f.from_record("UndoRequested", version, older, None).move is None
    english_only = {k: v for k, v in payload.items() if k != "move_event"}
    kept = f.from_record("UndoRequested", version, english_only, None)
    assert kept.move == SAMPLES[8].move and kept.move_event is None
    assert f.to_record(kept)[2] == english_only


def test_a_game_opened_before_time_controls_decodes_with_an_empty_one():
    _, _, payload, secret = f.to_record(SAMPLES[0])
    older = {k: v for k, v in payload.items() if k != "time_control"}
    assert f.from_record("GameOpened", 1, older, secret).time_control == {}


def test_a_new_event_is_the_record_the_store_appends():
    made = f.new_event(SAMPLES[1])
    assert made == NewEvent("SeatClaimed", {"seat": "seat1", "name": "Ada"}, 1,
                            {"token_hash": "33" * 32})


def test_unknown_type_names_are_refused():
    with pytest.raises(UnknownEventType):
        f.from_record("NoSuchFact", 1, {}, None)


def test_a_version_without_its_upcaster_cannot_be_registered():
    with pytest.raises(ValueError):
        f.fact("LaterFact", version=2)(type("LaterFact", (f.Fact,), {}))


def test_old_schema_versions_are_upcast_on_read(monkeypatch):
    """docs/style.md 9: an old payload is lifted one version at a time, as the engine's are."""
    monkeypatch.setitem(f.SCHEMAS.upcasters, ("SeatLeft", 0), lambda p, s: ({"seat": p["player"]}, s))
    assert f.from_record("SeatLeft", 0, {"player": "seat3"}, None) == f.SeatLeft("seat3")


class TestOneUpcastingMechanism:
    """The store opened for a game's log lifts the application's old records and the engine's
    through the tables of the one mechanism (rules.engine.upcasting) that the two codecs use."""

    @pytest.fixture
    def upcasters(self, monkeypatch):
        monkeypatch.setitem(f.SCHEMAS.upcasters, ("SeatLeft", 0),
                            lambda p, s: ({"seat": p["player"]}, s))
        monkeypatch.setitem(rules_codec.UPCASTERS, ("TurnBegan", 0),
                            lambda p, s: ({"faction": p["player"]}, s))

    def test_the_stores_registry_knows_every_type_at_its_current_version(self):
        registry = f.log_types()
        assert {t: registry.current_version(t) for t in f.FACT_TYPES} == \
            {t: c.SCHEMA_VERSION for t, c in f.FACT_TYPES.items()}
        assert {t: registry.current_version(t) for t in rules.EVENT_TYPES} == \
            {t: c.VERSION for t, c in rules.EVENT_TYPES.items()}

    def test_old_records_of_both_kinds_load_as_the_current_shapes(self, make_store, upcasters):
        make_store().append("g1", 0, [NewEvent("SeatLeft", {"player": "seat3"}, 0),
                                      NewEvent("TurnBegan", {"player": "great_cthulhu"}, 0)])
        left, began = make_store(registry=f.log_types()).read("g1")
        assert f.from_stored(left) == f.SeatLeft("seat3") and left.schema_version == 1
        assert rules.from_record(began.type, began.schema_version, dict(began.payload)) == \
            ev.TurnBegan("great_cthulhu")
        assert began.schema_version == 1


def test_the_log_the_composition_root_opens_knows_every_event_type(tmp_path):
    from bootstrap import Root
    from play.config import Config

    root = Root(Config.from_env({}, base_dir=tmp_path))
    try:
        assert set(f.FACT_TYPES) | set(rules.EVENT_TYPES) <= set(root.store.registry.versions)
    finally:
        root.close()


def test_a_record_with_a_member_its_class_does_not_know_is_refused():
    with pytest.raises(TypeError):
        f.from_record("SeatLeft", 1, {"seat": "seat1", "reason": "bored"}, None)
