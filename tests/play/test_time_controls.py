"""Time controls: ISO 8601 durations, banks with increment and cap, short windows, vacations."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

import rules
from events import open_store
from play.model.cache import GameCache
from play.model.loader import GameLoader
from play import choices, timecontrol
from play.errors import PlayError
from play.gameplay import Caller, Gameplay
from play.tokens import token_hash

START = datetime(2030, 1, 1, tzinfo=timezone.utc)


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def table():
    clock = Clock()
    store = open_store("memory:", clock=clock)
    gp = Gameplay(store, GameLoader(store, GameCache(None)), clock=clock)
    yield gp, clock
    store.close()


def open_game(gp: Gameplay, control: dict) -> tuple[str, dict]:
    game, shown = gp.open_game({"seats": 3, "sandbox": True, "time_control": control}, Caller())
    return game.game_id, shown["seat_tokens"]


def act(gp: Gameplay, game_id: str, tokens: dict) -> str:
    game = gp.load(game_id)
    seat = rules.pending(game.state)[0]["seat"]
    option = rules.legal_options(game.state, seat)[0].choice
    caller = Caller(seat=seat, token_hash=token_hash(tokens[seat]))
    choices.submit(gp, game_id, caller, game.version, [option], None)
    return seat


def test_durations_are_iso_8601_down_to_seconds_and_months_are_refused():
    assert timecontrol.duration("PT5S", "x") == timedelta(seconds=5)
    assert timecontrol.duration("P1DT12H", "x") == timedelta(days=1, hours=12)
    for bad in ("P1M", "5 seconds", "PT0S", "-PT5S"):
        with pytest.raises(PlayError) as caught:
            timecontrol.duration(bad, "per_decision")
        assert caught.value.code == "invalid_time_control"


@pytest.mark.memory
def test_a_per_decision_deadline_is_recorded_in_the_log(table):
    gp, clock = table
    game_id, _ = open_game(gp, {"kind": "per_decision", "per_decision": "PT12H"})
    (seat, deadline), = gp.load(game_id).deadlines.items()
    assert deadline["due_at"] == (START + timedelta(hours=12)).isoformat()
    set_events = [e for e in gp.store.read(game_id) if e.type == "DeadlineSet"]
    assert set_events[-1].payload["seat"] == seat


@pytest.mark.memory
def test_a_bank_loses_the_time_used_gains_the_increment_and_stops_at_the_cap(table):
    gp, clock = table
    control = {"kind": "bank", "initial": "P3D", "increment": "PT12H", "cap": "P3DT6H"}
    game_id, tokens = open_game(gp, control)
    clock.now += timedelta(hours=2)
    seat = act(gp, game_id, tokens)
    charged = [e for e in gp.store.read(game_id) if e.type == "ClockCharged"][-1].payload
    assert charged["seat"] == seat and charged["used_seconds"] == 2 * 3600
    # 3 days - 2 hours + 12 hours would be 3 days 10 hours: capped at 3 days 6 hours.
    assert charged["bank_seconds"] == timedelta(days=3, hours=6).total_seconds()


@pytest.mark.memory
def test_out_of_turn_windows_may_have_a_shorter_deadline():
    control = timecontrol.parse({"kind": "per_decision", "per_decision": "P1D",
                                 "window": "PT2H"})
    assert control.allowance("window", None) == timedelta(hours=2)
    assert control.allowance("turn", None) == timedelta(days=1)


@pytest.mark.memory
def test_a_vacation_moves_the_seats_deadline_back_and_everyone_sees_it(table):
    gp, clock = table
    game_id, tokens = open_game(gp, {"kind": "per_decision", "per_decision": "P1D",
                                     "vacation_days": 5})
    (seat, before), = gp.load(game_id).deadlines.items()
    caller = Caller(seat=seat, token_hash=token_hash(tokens[seat]))
    game = gp.start_vacation(game_id, caller, 3)
    after = game.deadlines[seat]
    assert datetime.fromisoformat(after["due_at"]) == \
        datetime.fromisoformat(before["due_at"]) + timedelta(days=3)
    assert game.vacations[seat]["until"] == (START + timedelta(days=3)).isoformat()
    with pytest.raises(PlayError) as caught:
        gp.start_vacation(game_id, caller, 1)
    assert caught.value.code == "on_vacation"


@pytest.mark.memory
def test_vacation_days_are_limited_per_game(table):
    gp, clock = table
    game_id, tokens = open_game(gp, {"kind": "per_decision", "per_decision": "P1D",
                                     "vacation_days": 2})
    seat = next(iter(gp.load(game_id).deadlines))
    caller = Caller(seat=seat, token_hash=token_hash(tokens[seat]))
    with pytest.raises(PlayError) as caught:
        gp.start_vacation(game_id, caller, 3)
    assert caught.value.code == "vacation_exhausted" and caught.value.extra["days_left"] == 2


@pytest.mark.memory
def test_a_game_without_time_control_sets_no_deadline(table):
    gp, _ = table
    game_id, _ = open_game(gp, {"kind": "none"})
    assert gp.load(game_id).deadlines == {}


# ---- a seat's clock runs on: undo and free actions give no time back ---------------------------

FIXED = ["great_cthulhu", "crawling_chaos", "yellow_sign"]


def _caller(gp: Gameplay, game_id: str, tokens: dict) -> tuple[Caller, str]:
    seat = rules.pending(gp.load(game_id).state)[0]["seat"]
    return Caller(seat=seat, token_hash=token_hash(tokens[seat])), seat


def _deadline(gp: Gameplay, game_id: str, seat: str) -> datetime:
    return datetime.fromisoformat(gp.load(game_id).deadlines[seat]["due_at"])


def _choose_then_undo(gp: Gameplay, clock: Clock, game_id: str, tokens: dict) -> str:
    clock.now += timedelta(seconds=2)
    seat = act(gp, game_id, tokens)
    clock.now += timedelta(seconds=1)
    caller = Caller(seat=seat, token_hash=token_hash(tokens[seat]))
    undone = choices.request_undo(gp, game_id, caller, gp.load(game_id).version, None)
    assert undone.events[0].type == "UndoApplied"
    return seat


@pytest.mark.memory
def test_choosing_and_undoing_again_and_again_never_moves_a_per_decision_deadline(table):
    gp, clock = table
    game_id, tokens = open_game(gp, {"kind": "per_decision", "per_decision": "PT30S"})
    _, seat = _caller(gp, game_id, tokens)
    due = _deadline(gp, game_id, seat)
    for _ in range(4):
        assert _choose_then_undo(gp, clock, game_id, tokens) == seat
        assert _deadline(gp, game_id, seat) == due  # the decision's clock ran on
    assert due == START + timedelta(seconds=30)


@pytest.mark.memory
def test_an_undo_withdraws_the_increment_and_keeps_the_time_used_from_the_bank(table):
    gp, clock = table
    control = {"kind": "bank", "initial": "PT60S", "increment": "PT26S"}
    game_id, tokens = open_game(gp, control)
    _, seat = _caller(gp, game_id, tokens)
    for cycle in range(1, 4):
        _choose_then_undo(gp, clock, game_id, tokens)
        game = gp.load(game_id)
        assert game.banks[seat] == 60 - 3 * cycle  # never 86, 112, 138
        assert _deadline(gp, game_id, seat) == START + timedelta(seconds=60)
    restored = [e for e in gp.store.read(game_id) if e.type == "ClockRestored"]
    assert restored and restored[-1].payload["bank_seconds"] == 51.0


def _first_action_turn(gp: Gameplay, game_id: str, tokens: dict) -> tuple[Caller, str]:
    for _ in range(50):
        caller, seat = _caller(gp, game_id, tokens)
        game = gp.load(game_id)
        if rules.pending(game.state)[0]["kind"] == "turn":
            return caller, seat
        act(gp, game_id, tokens)
    raise AssertionError("no Action Phase turn came")


def _free_action(gp: Gameplay, game_id: str, caller: Caller) -> dict:
    game = gp.load(game_id)
    decision, anytime = choices.split_options(game.state, caller.seat)
    gates = [o["choice"] for o in decision if o["choice"]["act"] in ("abandon_gate",
                                                                      "control_gate")]
    choice = gates[0] if gates else anytime[0]["choice"]
    choices.submit(gp, game_id, caller, game.version, [choice], None)
    return choice


@pytest.mark.memory
@pytest.mark.parametrize("kind", ["per_decision", "bank"])
def test_free_actions_in_a_turn_neither_restart_the_clock_nor_earn_an_increment(table, kind):
    gp, clock = table
    control = {"kind": "per_decision", "per_decision": "PT30S"} if kind == "per_decision" \
        else {"kind": "bank", "initial": "PT60S", "increment": "PT26S"}
    game_id, tokens = _open_fixed(gp, control)
    caller, seat = _first_action_turn(gp, game_id, tokens)
    due, bank = _deadline(gp, game_id, seat), gp.load(game_id).banks.get(seat)
    acts = []
    for _ in range(4):  # Abandon, Control, Abandon, Control: the turn's Action still to take
        clock.now += timedelta(seconds=3)
        acts.append(_free_action(gp, game_id, caller)["act"])
        assert rules.pending(gp.load(game_id).state)[0]["seat"] == seat
        assert _deadline(gp, game_id, seat) == due
        assert gp.load(game_id).banks.get(seat) == bank
    assert {"abandon_gate", "control_gate"} <= set(acts)


def _open_fixed(gp: Gameplay, control: dict) -> tuple[str, dict]:
    game, shown = gp.open_game({"seats": 3, "sandbox": True, "factions": FIXED,
                                "time_control": control}, Caller())
    return game.game_id, shown["seat_tokens"]


@pytest.mark.memory
def test_a_consented_undo_gives_the_seat_what_was_left_of_its_decision_not_a_fresh_clock(table):
    gp, clock = table
    game_id, tokens = _open_fixed(gp, {"kind": "per_decision", "per_decision": "PT30S"})
    first, seat = _caller(gp, game_id, tokens)
    target = gp.load(game_id).version
    clock.now += timedelta(seconds=10)
    _decide(gp, game_id, tokens)
    for _ in range(10):  # the seat's own follow-ups, at no time
        if rules.pending(gp.load(game_id).state)[0]["seat"] != seat:
            break
        _decide(gp, game_id, tokens)
    clock.now += timedelta(seconds=20)
    assert _decide(gp, game_id, tokens) != seat  # another seat acts: taking back needs consent
    asked = choices.request_undo(gp, game_id, first, gp.load(game_id).version, target)
    request = asked.game.undo
    clock.now += timedelta(minutes=5)  # the others take their time to agree
    for other in request.waiting_for:
        choices.answer_undo(gp, game_id, Caller(seat=other, token_hash=token_hash(tokens[other])),
                            request.request_id, True)
    assert gp.load(game_id).version > target
    assert _deadline(gp, game_id, seat) == clock.now + timedelta(seconds=20)


def _decide(gp: Gameplay, game_id: str, tokens: dict) -> str:
    """The pending seat takes the first option that ends its decision (no free action)."""
    caller, seat = _caller(gp, game_id, tokens)
    game = gp.load(game_id)
    decision, _ = choices.split_options(game.state, seat)
    choice = next(o["choice"] for o in decision
                  if o["choice"]["act"] not in ("abandon_gate", "control_gate"))
    choices.submit(gp, game_id, caller, game.version, [choice], None)
    return seat
