"""Standing answers in the engine: a seat's setting is its own in the events that record it, and
setting the answer a seat already has is no event."""
from __future__ import annotations

import rules
from bots.random_bot import RandomBot
from bots.simulate import game_seed, seats_for

SETTING = {"act": "standing_answer", "hook": "after_any_action", "answer": "always_pass"}


def _game(seed: str = "standing"):
    return rules.replay(rules.new_game({"seats": seats_for(2, 0)}, game_seed(seed, 2)))


def _finished_game():
    state, bot = _game("standing-end"), RandomBot(2)
    while state.phase != "ended":
        seat = rules.pending(state)[0]["seat"]
        state = rules.decide_and_apply(state, seat, bot.choose(state, seat))[1]
    return state


def _setter(state) -> str:
    """The seat whose faction has an ability on the hook SETTING answers for."""
    return next(s for s in state.seats
                if SETTING in [o.to_dict()["choice"] for o in rules.legal_options(state, s)])


def test_a_standing_answer_is_read_by_its_seat_alone_until_the_game_ends():
    state = _game()
    setting, seat = SETTING, _setter(state)
    [made] = rules.decide(state, seat, setting)
    other = next(s for s in state.seats if s != seat)
    assert rules.redact(made, seat, state)[2]["answer"] == "always_pass"
    for viewer in (other, None, rules.AUDITOR):  # the auditor only once the game has ended
        assert rules.redact(made, viewer, state)[2] == {"seat": seat, "hook": "after_any_action"}
        assert rules.choices_as_seen([setting, {"act": "pass"}], seat, viewer, state) == [
            {"act": "standing_answer", "hook": "after_any_action"}, {"act": "pass"}]
    ended = _finished_game()
    assert rules.redact(made, rules.AUDITOR, ended)[2]["answer"] == "always_pass"
    assert rules.choices_as_seen([setting], seat, rules.AUDITOR, ended) == [setting]


def test_setting_the_standing_answer_a_seat_already_has_is_no_event():
    state = _game()
    seat = _setter(state)
    ask = {**SETTING, "answer": "ask"}
    assert rules.decide(state, seat, ask) == []  # "ask" is every hook's answer until one is set
    passing = {**ask, "answer": "always_pass"}
    made, after = rules.decide_and_apply(state, seat, passing)
    assert len(made) == 1 and rules.decide(after, seat, passing) == []
    assert len(rules.decide(after, seat, ask)) == 1


def test_a_start_positions_standing_answers_are_kept_with_its_secrets_even_in_older_records():
    state = _game()
    doc = rules.to_position(rules.decide_and_apply(state, _setter(state), SETTING)[1])
    _, loaded = rules.start_from_position(doc, bytes(32))[:2]
    assert "standing" not in loaded.position and loaded.hidden["standing"]
    record = rules.to_record(loaded)
    older = (record[0], record[1], {**record[2], "position": {**record[2]["position"],
                                                               "standing": doc["standing"]}},
             record[3])  # as stored before the standing answers went with the secrets
    for viewer in ("seat1", "seat2", None, rules.AUDITOR):
        assert "standing" not in rules.redact(older, viewer, state)[2]["position"], viewer
    assert rules.redact(older, rules.AUDITOR, _finished_game())[2]["position"]["standing"]
