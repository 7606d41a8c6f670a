"""Set-up questions: a faction with several Areas it may start in is asked which (kind and act
`start_area`), in set-up order, before the First Player; a faction with one is never asked
(master rulebook, Set Up; the expansion factions' Set-up sections)."""
from __future__ import annotations

import json

import pytest
from sandbox import types_of

import rules
from rules.engine import events as ev
from rules.engine.errors import IllegalChoice
from rules.engine.setup import answer_set_up

WW, AN, GC, CC, BG, YS = "windwalker", "ancients", "great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"
SEED = b"start area seed, thirty-two byte"


def _events(*factions):
    return rules.new_game({"seats": [{"seat": f, "faction": f} for f in factions]}, SEED)


def _areas(state, seat):
    return [o.choice["area"] for o in rules.legal_options(state, seat) if o.choice["act"] == "start_area"]


def test_a_faction_with_one_start_area_is_not_asked():
    events = _events(GC, CC, BG, YS)
    assert not types_of(events, ev.StartAreaChosen)
    assert [e.faction for e in types_of(events, ev.FactionSetUp)] == [GC, CC, BG, YS]
    assert rules.pending(rules.replay(events))[0]["kind"] == "direction"


def test_the_game_waits_for_every_set_up_answer_before_the_first_player():
    """Set Up: the First Player is known only once every faction has set up."""
    events = _events(WW, AN, GC)
    assert not types_of(events, ev.FirstPlayerChosen)
    state = rules.replay(events)
    assert rules.pending(state)[0] == {"seat": AN, "faction": AN, "kind": "start_area"}
    new, state = rules.decide_and_apply(state, AN, {"act": "start_area", "area": _areas(state, AN)[0]})
    assert not types_of(new, ev.FirstPlayerChosen) and rules.pending(state)[0]["faction"] == WW
    new, state = rules.decide_and_apply(state, WW, {"act": "start_area", "area": "Antarctica"})
    assert types_of(new, ev.FirstPlayerChosen)[0].faction != WW  # never First Player at the start


def test_a_faction_may_not_set_up_outside_its_candidates_nor_out_of_turn():
    state = rules.replay(_events(WW, AN, GC))
    with pytest.raises(IllegalChoice):
        rules.decide(state, AN, {"act": "start_area", "area": "South Pacific"})  # Great Cthulhu's Area
    with pytest.raises(IllegalChoice):
        rules.decide(state, WW, {"act": "start_area", "area": "Antarctica"})  # the Ancients choose first


def test_set_up_answers_replay_to_the_same_state():
    events = _events(WW, AN, GC)
    state = rules.replay(events)
    for _ in range(2):
        seat = rules.pending(state)[0]["seat"]
        new, state = rules.decide_and_apply(state, seat, {"act": "start_area", "area": _areas(state, seat)[-1]})
        events += new
    assert rules.replay(events) == state
    records = [rules.to_record(e) for e in events]
    assert [rules.from_record(*r) for r in json.loads(json.dumps(records))] == events


def test_a_position_saved_during_set_up_resumes_at_the_same_question():
    state = rules.replay(_events(WW, AN, GC))
    doc = json.loads(json.dumps(rules.to_position(state)))
    resumed = rules.replay(rules.start_from_position(doc, SEED))
    assert rules.pending(resumed) == rules.pending(state)
    assert _areas(resumed, AN) == _areas(state, AN)


def test_set_up_questions_can_be_answered_by_default_with_the_first_candidate():
    events = answer_set_up(_events(WW, AN, GC))
    chosen = types_of(events, ev.StartAreaChosen)
    assert [(e.faction, e.area) for e in chosen][1] == (WW, "Arctic Ocean")
    assert rules.pending(rules.replay(events))[0]["kind"] == "direction"


def test_the_set_up_question_and_answer_read_as_sentences():
    from rules.words.sentences import sentence

    assert sentence("StartAreaChosen", {"faction": WW, "area": "Antarctica"}) == \
        "Windwalker chooses to set up in Antarctica."
    state = rules.replay(_events(WW, GC, CC))
    labels = [o.label for o in rules.legal_options(state, WW) if o.choice["act"] == "start_area"]
    assert labels == ["Set up in Arctic Ocean", "Set up in Antarctica"]
