"""Event records are a public contract: each event type's JSON is pinned in golden/event_records.json."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import rules
from rules.engine import events as ev
from rules.engine.codec import UnknownEventType, from_record, to_record

PINNED = Path(__file__).parent / "golden" / "event_records.json"

SAMPLES = [
    ev.GameCreated({"seats": ({"seat": "a", "faction": "great_cthulhu"},), "layout": "3p",
                    "rules": {"ritual_track": (5, 6)}, "sandbox": False}, "ab" * 32, "00" * 16, (6, 1)),
    ev.FactionSetUp("great_cthulhu", "South Pacific", ("gc.acolyte.1", "gc.acolyte.2"), "gc.acolyte.1", 8),
    ev.StartAreaChosen("windwalker", "Antarctica"),
    ev.PositionLoaded({"round": 2}, {"bag": (1, 2, 3), "elder_signs": {"great_cthulhu": (2,)}}),
    ev.FirstPlayerChosen("great_cthulhu", "great_cthulhu_starts"),
    ev.DirectionChosen("great_cthulhu", "clockwise"),
    ev.PhaseBegan("action", 1),
    ev.TurnBegan("great_cthulhu"),
    ev.TurnEnded("great_cthulhu"),
    ev.DecayPaid("great_cthulhu", 2),
    ev.DecayIncreased("crawling_chaos", 3),
    ev.PowerDropped("great_cthulhu", "voluntary"),
    ev.CultistRecruited("great_cthulhu", "gc.acolyte.3", "Asia", 1),
    ev.MonsterSummoned("great_cthulhu", "gc.deep_one.1", "South Pacific", 1),
    ev.GreatOldOneAwakened("great_cthulhu", "gc.cthulhu.1", "South Pacific", 10),
    ev.GateCreated("great_cthulhu", "Asia", 3, "gc.acolyte.3"),
    ev.GateControlled("great_cthulhu", "Asia", "gc.acolyte.3"),
    ev.GateAbandoned("great_cthulhu", "Asia", "gc.acolyte.3", True),
    ev.GateAppeared("Yr and the Nhhngr", "spontaneous_gate_creation"),
    ev.MapDataSet("yellow_sign", "custodian", "Black Hall"),
    ev.UnitMoved("great_cthulhu", "gc.deep_one.1", "South Pacific", "Antarctica", 1),
    ev.MoveFinished("great_cthulhu"),
    ev.CaptureDeclared("great_cthulhu", "Asia", "crawling_chaos", 1),
    ev.CultistCaptured("great_cthulhu", "cc.acolyte.2", "Asia"),
    ev.UniqueActionTaken("great_cthulhu", "dreams", 2),
    ev.ActionFinished("great_cthulhu", "dreams"),
    ev.RequirementActionTaken("crawling_chaos", 0, 4),
    ev.RequirementMet("crawling_chaos", 0),
    ev.SpellbookPlaced("crawling_chaos", 0, "Madness"),
    ev.SpellbookReplaced("crawling_chaos", 0, "Madness", "Recriminations"),
    ev.BattleDeclared("great_cthulhu", "Asia", "crawling_chaos", 1, False),
    ev.BattleAdvanced("Asia", "kills"),
    ev.DiceRolled("great_cthulhu", (6, 4, 1)),
    ev.BattleHitsAdded("black_goat", "pain", 2),
    ev.BattleControlGranted("yellow_sign", "retreat", "crawling_chaos"),
    ev.UnitsExempted(("gc.shoggoth.1",)),
    ev.ResultAssigned("cc.acolyte.1", "kill", "crawling_chaos"),
    ev.UnitKilled("cc.acolyte.1", "Asia"),
    ev.UnitEliminated("cc.acolyte.2", "Asia", "retreat_blocked"),
    ev.UnitRetreated("gc.deep_one.1", "Asia", "Europe"),
    ev.BattleEnded("Asia"),
    ev.BattleInterposed("sleeper", "Asia", "great_cthulhu"),
    ev.BattleResumed("Asia"),
    ev.PowerGathered("great_cthulhu", 9, {"cultists": 3, "gates": 4}),
    ev.CapturedCultistReturned("cc.acolyte.2", "great_cthulhu"),
    ev.MinimumPowerApplied("crawling_chaos", 7),
    ev.DoomGained("great_cthulhu", 1, "elder_sign_bag_empty"),
    ev.DoomTrackAdvanced({"great_cthulhu": 2}),
    ev.RitualPerformed("great_cthulhu", 5, 2),
    ev.RitualTurnEnded("great_cthulhu"),
    ev.ElderSignDrawn("great_cthulhu", 3),
    ev.ElderSignRevealed("great_cthulhu", 3),
    ev.WindowOpened("after_any_action", ("great_cthulhu", "crawling_chaos"), {"actor": "great_cthulhu"}),
    ev.WindowAnswered("crawling_chaos", "after_any_action", 1, None),
    ev.WindowClosed("after_any_action"),
    ev.UnitPlaced("gc.cthulhu.1", "South Pacific", "off_map:great_cthulhu", "submerge"),
    ev.UnitOwnerChanged("nu.zoog.1", None, "neutral", "Asia"),
    ev.LoyaltyCardGained("black_goat", "chaugnar_faugn", "awakened"),
    ev.LoyaltyCardBought("black_goat", "gug", 2, 0),
    ev.LoyaltyCardReturned("black_goat", "chaugnar_faugn"),
    ev.CardSpellbookEarned("black_goat", "chaugnar_faugn"),
    ev.PowerChanged("crawling_chaos", 3, "thousand_forms"),
    ev.FactionDataSet("yellow_sign", "desecrated", ("Europe",)),
    ev.BattleNoted("absorbed:gc.shoggoth.1", 1),
    ev.ResultsReplaced("cc.nyarlathotep.1", ("pain",), "crawling_chaos"),
    ev.RetreatBlocked("crawling_chaos", "cc.nyarlathotep.1"),
    ev.StandingAnswerSet("seat1", "post_battle", "pass_unless", "my_cultist_capturable"),
    ev.GameEnded("instant_death", "draw", ("great_cthulhu", "crawling_chaos"), {"great_cthulhu": 31},
                 {"great_cthulhu": (2,)}, "00" * 16),
]


def _records() -> dict:
    out = {}
    for sample in SAMPLES:
        type_name, version, payload, secret = to_record(sample)
        out[type_name] = {"version": version, "payload": payload, "secret": secret}
    return out


def test_every_event_type_has_a_pinned_sample():
    assert sorted(type(s).TYPE for s in SAMPLES) == sorted(rules.EVENT_TYPES)


def test_each_event_types_json_is_pinned():
    pinned = json.loads(PINNED.read_text())
    assert json.loads(json.dumps(_records())) == pinned


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda s: type(s).TYPE)
def test_records_read_back_equal_the_event(sample):
    record = json.loads(json.dumps(to_record(sample)))
    assert from_record(*record) == sample


def test_secrets_never_enter_the_public_payload():
    _, _, payload, secret = to_record(ev.ElderSignDrawn("great_cthulhu", 2))
    assert payload == {"faction": "great_cthulhu"} and secret == {"value": 2}
    _, _, payload, secret = to_record(SAMPLES[0])
    assert "seed" not in payload and secret["seed"] == "00" * 16


def test_a_loaded_positions_elder_signs_and_bag_are_secret():
    _, _, payload, secret = to_record(ev.PositionLoaded({"round": 2}, {"bag": (1, 2, 3), "elder_signs": {}}))
    assert "bag" not in payload["position"] and secret == {"hidden": {"bag": [1, 2, 3], "elder_signs": {}}}


def test_unknown_type_names_are_refused():
    with pytest.raises(UnknownEventType):
        from_record("NoSuchEvent", 1, {}, None)


def test_old_schema_versions_are_upcast_on_read(monkeypatch):
    """docs/style.md 9: old payloads are upcast on read, one version at a time."""
    from rules.engine import codec

    monkeypatch.setitem(codec.UPCASTERS, ("TurnBegan", 0), lambda p, s: ({"faction": p["player"]}, s))
    assert from_record("TurnBegan", 0, {"player": "great_cthulhu"}, None) == ev.TurnBegan("great_cthulhu")


_FRESH_DECODE = """
import sys
import rules
from rules import factions
from rules.engine.codec import UnknownEventType

record = ("StandInHymnSung", 1, {"faction": "stand_in", "verses": 3}, None)
try:
    rules.from_record(*record)
    print("decoded before registration")
except UnknownEventType:
    print("unknown before registration")
factions.register_module("standin_faction")
assert "standin_faction" not in sys.modules  # nothing has loaded the faction yet
event = rules.from_record(*record)
print(type(event).__module__, rules.to_record(event) == record, "stand_in" in factions.available())
"""


def test_a_registered_factions_own_event_decodes_in_a_fresh_process():
    """A faction defined outside the rules package (tests/support/standin_faction.py) names its own
    event types; once registered, a process that never imported it decodes them."""
    support = Path(__file__).parents[1] / "support"
    done = subprocess.run([sys.executable, "-c", _FRESH_DECODE], capture_output=True, text=True, timeout=60,
                          cwd=Path(__file__).parents[2], env={**os.environ, "PYTHONPATH": str(support)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["unknown before registration", "standin_faction True True"]
