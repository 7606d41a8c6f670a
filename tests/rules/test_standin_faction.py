"""A faction defined outside the rules package (tests/support/standin_faction.py) brings its own
set-up rule, ruleset option, Doom Phase ability and event; the engine takes each from the registry."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest
import standin_faction

import rules
from rules import factions
from rules.engine import options
from rules.engine.codec import from_record, to_record
from rules.engine.content import StartRule
from rules.words.describing import sentence
from rules.engine.errors import InvalidOptions
from rules.engine.start import start_areas

SI = standin_faction.NAME
GC, CC, BG, YS = factions.CORE_FACTIONS


@pytest.fixture(autouse=True)
def stand_in():
    factions.register(standin_faction.FACTION)
    yield standin_faction.FACTION
    factions.unregister(SI)


def _seats(*names: str) -> list[dict]:
    return [{"seat": f"seat{i + 1}", "faction": f} for i, f in enumerate(names)]


def _game(*names: str, **spec) -> rules.State:
    return rules.replay(rules.new_game({"seats": _seats(*names), **spec}, bytes(range(32))))


def _set_up(state: rules.State) -> dict[str, str]:
    """Where each faction's first Acolyte (the one on its Gate) was set up."""
    return {f: state.units[f"{factions.get(f).short}.acolyte.1"] for f in state.order}


def test_a_faction_with_its_own_start_rule_sets_up_after_the_others_where_the_rule_says():
    state = _game(SI, GC, BG)  # seated first, set up last (stage 1)
    starts = _set_up(state)
    assert starts[GC] == "South Pacific" and starts[BG] == "Africa"
    printed = {a for areas in state.map.start_areas.values() for a in areas}
    quiet = sorted(a for a in state.map.areas if a not in printed)
    assert starts[SI] == quiet[0] and state.gates[starts[SI]] == "si.acolyte.1"


def test_the_start_rule_sees_the_units_of_the_factions_set_up_before_it(stand_in):
    # At a later stage, in the first Area by name where no other faction stands.
    first_free = StartRule(stage=1, areas=lambda s, f: tuple(
        a for a in sorted(s.map.areas) if not any(rules.engine.state.units_in(s, a, o) for o in s.order if o != f))[:1])
    factions.register(replace(stand_in, start=first_free))
    assert _set_up(_game(SI, GC, CC))[SI] == "Africa"
    assert _set_up(_game(SI, GC, BG))[SI] == "Antarctica"  # Black Goat set up in Africa first


def test_a_faction_names_the_start_glyph_it_takes_from_the_map(stand_in):
    factions.register(replace(stand_in, start=StartRule(glyph="sleeper")))
    assert _set_up(_game(SI, GC, CC))[SI] == "North America"


def test_a_start_glyph_with_two_areas_makes_the_faction_choose_one(stand_in):
    """A faction whose start rule finds several Areas is asked which, at its own stage, before the
    First Player; a faction with one start Area is never asked."""
    factions.register(replace(stand_in, start=StartRule(glyph="windwalker", stage=3)))
    state = _game(SI, GC, CC)
    asked = rules.pending(state)
    assert [(p["faction"], p["kind"]) for p in asked] == [(SI, "start_area")]
    seat = asked[0]["seat"]
    assert [o.choice for o in rules.legal_options(state, seat) if o.choice["act"] == "start_area"] == [
        {"act": "start_area", "area": "Arctic Ocean"}, {"act": "start_area", "area": "Antarctica"}]
    _, state = rules.decide_and_apply(state, seat, {"act": "start_area", "area": "Antarctica"})
    assert _set_up(state)[SI] == "Antarctica" and state.first_player is not None
    state = _game(GC, CC, BG)
    assert start_areas(state, GC) == ("South Pacific",)


def test_a_start_rule_that_finds_no_area_refuses_the_game_with_the_factions_title(stand_in):
    factions.register(replace(stand_in, start=StartRule(areas=lambda s, f: ())))
    with pytest.raises(InvalidOptions, match="Stand-In has no start Area on layout 3p"):
        _game(SI, GC, CC)


def test_a_registered_factions_ruleset_option_is_listed_after_the_others_and_checked():
    assert list(options.RULESET)[-1] == "stand_in_verses"
    assert options.RULESET["stand_in_verses"] == (1, (1, 2), standin_faction.VERSES.source)
    assert _game(SI, GC, BG).options["stand_in_verses"] == 1
    assert _game(SI, GC, BG, rules={"stand_in_verses": 2}).options["stand_in_verses"] == 2
    with pytest.raises(InvalidOptions, match="stand_in_verses must be one of"):
        _game(SI, GC, BG, rules={"stand_in_verses": 3})


def test_a_factions_option_leaves_the_ruleset_with_the_faction():
    factions.unregister(SI)
    assert "stand_in_verses" not in options.RULESET
    with pytest.raises(InvalidOptions, match="Unknown ruleset options: stand_in_verses"):
        _game(GC, CC, BG, rules={"stand_in_verses": 2})


def _to_ritual_turn(state: rules.State, rng: random.Random) -> rules.State:
    """Random choices until the stand-in is on its Ritual turn with its Hymn offered."""
    while True:
        seat = rules.pending(state)[0]["seat"]
        options_now = rules.legal_options(state, seat)
        if state.seats[seat] == SI and any(o.choice.get("ability") == "hymn" for o in options_now):
            return state
        assert state.phase != "ended", "the game ended before a Ritual turn offered the Hymn"
        _, state = rules.decide_and_apply(state, seat, rng.choice(options_now).choice)


def test_the_hymn_is_a_doom_phase_ability_sung_once_per_doom_phase_for_power_into_doom():
    state = _to_ritual_turn(_game(SI, GC, BG, rules={"stand_in_verses": 2}), random.Random(4))
    seat = rules.pending(state)[0]["seat"]
    assert state.phase == "doom" and rules.pending(state)[0]["kind"] == "ritual"
    new, after = rules.decide_and_apply(state, seat, {"act": "ability", "ability": "hymn"})
    assert new[0] == standin_faction.HymnSung(SI, 2)
    assert after.power[SI] == state.power[SI] - 2 and after.doom[SI] == state.doom[SI] + 2
    assert not any(o.choice.get("ability") == "hymn" for o in rules.legal_options(after, seat))


def test_the_factions_own_event_round_trips_through_the_codec_and_reads_as_a_sentence():
    hymn = standin_faction.HymnSung(SI, 2)
    record = to_record(hymn)
    assert record == ("StandInHymnSung", 1, {"faction": SI, "verses": 2}, None)
    assert from_record(*record) == hymn
    assert "StandInHymnSung" not in rules.EVENT_TYPES  # found through the faction registry
    assert sentence("StandInHymnSung", record[2]) == "Stand-In sang a Hymn of 2 verses."


def test_a_faction_not_yet_offered_is_neither_listed_nor_dealt_but_still_plays_by_name(stand_in):
    """A faction module still being finished says offered=False: new games are not offered it and
    random dealing skips it, while a game that names it seats it and decodes its events."""
    factions.register(replace(stand_in, offered=False))
    assert SI not in factions.available()
    assert SI in factions.known()
    assert factions.get(SI).offered is False
    assert factions.event_class(standin_faction.HymnSung.TYPE) is standin_faction.HymnSung
    assert SI in _game(GC, CC, SI).order
