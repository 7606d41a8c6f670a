"""A set-up question has a default for a seat that runs out of time: the first candidate Area."""
from __future__ import annotations

import rules
from bots.levels import TIMEOUT_LEVEL, make_bot
from play.timeouts import default_choice


def _asked():
    seats = [{"seat": f, "faction": f} for f in ("ancients", "great_cthulhu", "crawling_chaos")]
    state = rules.replay(rules.new_game({"seats": seats}, b"timed out at set-up, 32 bytes.."))
    seat = rules.pending(state)[0]["seat"]
    return state, seat, rules.legal_options(state, seat)


def test_a_set_up_question_times_out_to_the_first_candidate_area():
    state, seat, options = _asked()
    first = next(o.choice for o in options if o.choice["act"] == "start_area")
    assert default_choice(options) == first
    events = rules.decide(state, seat, first)
    assert any(isinstance(e, rules.engine.events.FactionSetUp) and e.area == first["area"] for e in events)


def test_the_timeout_bot_answers_a_set_up_question_with_a_candidate_area():
    state, seat, options = _asked()
    choice = make_bot(TIMEOUT_LEVEL, 1).choose(state, seat)
    assert choice in [o.choice for o in options] and choice["act"] == "start_area"
