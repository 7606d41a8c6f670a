"""The store's contract, one suite per port (events/ports.py), run unchanged against the SQLite
store, the Postgres store and the in-memory store."""
from __future__ import annotations

import os
import threading
import time
from datetime import datetime, timedelta, timezone
from types import SimpleNamespace
from typing import Any, Callable

import pytest

from events import (Backlog, Idempotency, IdempotencyKeyReused, InvalidRow, InvalidValue,
                    Metadata, NewEvent, Row, StoreBusy, TypeRegistry, UnknownEventType, VersionConflict, open_store)
from events.migrate import upgrade
from play.botseats import address_key, held
from projections.listing import list_games
from projections.my_games import games_of_tokens
from workers.sweep import BotRounds

MakeStore = Callable[..., Any]
START = datetime(2030, 1, 1, tzinfo=timezone.utc)


class Clock:
    """A store clock the test sets by hand."""

    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def ev(n: int, **extra: Any) -> NewEvent:
    return NewEvent("Counted", {"n": n, **extra})


def append_with_retry(store: Any, game: str, expected: int, events: list[NewEvent]) -> int:
    """Appends retry on StoreBusy, as the service does (for up to 10 s: on a loaded machine a
    writer may wait out several others' lock timeouts in a row)."""
    deadline = time.monotonic() + 10.0
    while time.monotonic() < deadline:
        try:
            return store.append(game, expected, events).version
        except StoreBusy:
            time.sleep(0.01)
    raise AssertionError("append stayed busy")


class LogContract:
    """The `EventLog` port: appends and their versions, tailing, idempotency, rows written with\n    the events, secrets, upcasting and snapshots."""

    @pytest.fixture
    def store(self, make_store: MakeStore) -> Any:
        return make_store()

    def test_append_gives_consecutive_versions_and_increasing_positions(self, store):
        first = store.append("g1", 0, [ev(1), ev(2)])
        second = store.append("g1", 2, [ev(3)])
        assert (first.version, second.version) == (2, 3)
        events = store.read("g1")
        assert [e.version for e in events] == [1, 2, 3]
        assert [e.payload["n"] for e in events] == [1, 2, 3]
        positions = [e.position for e in events]
        assert positions == sorted(positions) and len(set(positions)) == 3

    def test_envelope_carries_metadata_type_and_recorded_time(self, store):
        meta = Metadata(seat="seat-1", command_id="cmd-1", request_id="req-1")
        store.append("g1", 0, [NewEvent("PowerSpent", {"amount": 2}, schema_version=1)],
                     metadata=meta)
        (event,) = store.read("g1")
        assert (event.type, event.schema_version, event.game_id) == ("PowerSpent", 1, "g1")
        assert (event.seat, event.command_id, event.request_id) == ("seat-1", "cmd-1", "req-1")
        assert event.recorded_at.tzinfo is not None
        assert len(event.event_id) == 36

    def test_stale_expected_version_is_a_conflict_carrying_the_current_version(self, store):
        store.append("g1", 0, [ev(1), ev(2)])
        with pytest.raises(VersionConflict) as caught:
            store.append("g1", 1, [ev(3)])
        assert (caught.value.current, caught.value.expected) == (2, 1)
        assert store.current_version("g1") == 2

    def test_games_have_independent_versions(self, store):
        store.append("g1", 0, [ev(1)])
        store.append("g2", 0, [ev(1)])
        assert store.current_version("g1") == store.current_version("g2") == 1

    def test_read_returns_the_requested_version_range(self, store):
        store.append("g1", 0, [ev(n) for n in range(1, 8)])
        assert [e.version for e in store.read("g1", after_version=2, upto_version=5)] == [3, 4, 5]
        assert [e.version for e in store.read("g1", after_version=5, limit=1)] == [6]

    def test_same_version_race_has_exactly_one_winner_per_version(self, make_store):
        store = make_store()
        threads, rounds = 8, 12
        winners: list[tuple[int, int]] = []
        conflicts = []
        guard = threading.Lock()

        def contender(i: int, expected: int, barrier: threading.Barrier) -> None:
            barrier.wait()
            try:
                result = store.append("race", expected, [ev(i, round=expected)])
                with guard:
                    winners.append((expected, i))
            except VersionConflict as exc:
                with guard:
                    conflicts.append(exc.current)
            except StoreBusy:
                with guard:
                    conflicts.append(None)

        for expected in range(rounds):
            barrier = threading.Barrier(threads)
            workers = [threading.Thread(target=contender, args=(i, expected, barrier))
                       for i in range(threads)]
            for worker in workers:
                worker.start()
            for worker in workers:
                worker.join()
        assert sorted(w[0] for w in winners) == list(range(rounds))  # one winner per round
        assert len(conflicts) == rounds * (threads - 1)
        stored = store.read("race")
        assert [e.version for e in stored] == list(range(1, rounds + 1))  # no gap, no duplicate
        # every acknowledged append is in the log, with the winner's own payload
        assert {(e.version - 1, e.payload["n"]) for e in stored} == set(winners)

    def test_tailer_sees_every_event_exactly_once_and_each_game_in_order(self, make_store):
        store = make_store()
        writers, per_writer = 4, 40
        done = threading.Event()
        seen: list[tuple[str, int, int]] = []

        def write(game: str) -> None:
            version = 0
            for n in range(per_writer):
                version = append_with_retry(store, game, version, [ev(n)])

        def tail() -> None:
            checkpoint = 0
            while True:
                finished = done.is_set()
                batch = store.read_all(after_position=checkpoint, limit=25)
                for event in batch:
                    seen.append((event.game_id, event.version, event.position))
                    checkpoint = event.position
                if finished and not batch:
                    return

        reader = threading.Thread(target=tail)
        reader.start()
        threads = [threading.Thread(target=write, args=(f"game-{w}",)) for w in range(writers)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        done.set()
        reader.join()
        assert len(seen) == writers * per_writer
        assert len({(g, v) for g, v, _ in seen}) == len(seen)  # exactly once
        for w in range(writers):
            versions = [v for g, v, _ in seen if g == f"game-{w}"]
            assert versions == list(range(1, per_writer + 1))

    @staticmethod
    def _late_commit_scenario(make_store: MakeStore, serialize: bool) -> tuple[set, set]:
        """Append A takes its positions and stalls before committing while append B commits.

        A tailer polls in between and then after both commit. Returns (seen, stored) as sets
        of (game, version).
        """
        stalled, release = threading.Event(), threading.Event()

        def pause(game_id: str, positions: tuple[int, ...]) -> None:
            if game_id == "slow":
                stalled.set()
                release.wait(5)

        refused = threading.Event()

        def append_fast() -> None:
            while True:  # a short lock timeout: each refusal shows the lock was waited for
                try:
                    store.append("fast", 0, [ev(1)])
                    return
                except StoreBusy:
                    refused.set()

        store = make_store(serialize_appends=serialize, on_positions_allocated=pause,
                           lock_timeout=0.05)
        slow = threading.Thread(target=store.append, args=("slow", 0, [ev(1)]))
        slow.start()
        assert stalled.wait(5)
        fast = threading.Thread(target=append_fast)
        fast.start()
        if serialize:  # fast waits for the lock that slow holds
            assert refused.wait(5)
        else:  # nothing holds fast back: it commits now
            fast.join(5)
            assert not fast.is_alive()
        seen, checkpoint = set(), 0
        for event in store.read_all(after_position=checkpoint):
            seen.add((event.game_id, event.version))
            checkpoint = max(checkpoint, event.position)
        release.set()
        slow.join()
        fast.join()
        for event in store.read_all(after_position=checkpoint):
            seen.add((event.game_id, event.version))
        stored = {(e.game_id, e.version) for e in store.read_all()}
        return seen, stored

    def test_tailer_never_skips_a_late_committing_append(self, make_store):
        seen, stored = self._late_commit_scenario(make_store, serialize=True)
        assert stored == {("slow", 1), ("fast", 1)}
        assert seen == stored

    def test_control_tailer_check_detects_a_skip_when_appends_are_not_serialised(self,
                                                                                 make_store):
        seen, stored = self._late_commit_scenario(make_store, serialize=False)
        assert stored == {("slow", 1), ("fast", 1)}
        assert seen == {("fast", 1)}  # the late commit was skipped: the check above has teeth

    def test_a_stuck_writer_turns_into_a_fast_retryable_busy_error(self, make_store):
        stalled, release = threading.Event(), threading.Event()

        def pause(game_id: str, positions: tuple[int, ...]) -> None:
            if game_id == "stuck":
                stalled.set()
                release.wait(10)

        store = make_store(lock_timeout=0.3, on_positions_allocated=pause)
        stuck = threading.Thread(target=store.append, args=("stuck", 0, [ev(1)]))
        stuck.start()
        assert stalled.wait(5)
        started = time.monotonic()
        with pytest.raises(StoreBusy) as caught:
            store.append("other", 0, [ev(1)])
        waited = time.monotonic() - started
        release.set()
        stuck.join()
        assert caught.value.retryable and waited < 3
        assert store.append("other", 0, [ev(1)]).version == 1  # the retry succeeds

    def test_idempotent_retry_returns_the_original_result_and_writes_nothing(self, store):
        key = Idempotency("seat-1", "key-1", "fp-A", {"version": 1, "ok": True})
        first = store.append("g1", 0, [ev(1)], idempotency=key)
        store.append("g1", 1, [ev(2)])  # the game moves on; the retry must still replay
        retry = store.append("g1", 0, [ev(1)], idempotency=key)
        assert not first.replayed and retry.replayed
        assert retry.version == first.version == 1
        assert retry.response == {"version": 1, "ok": True}
        assert [e.version for e in store.read("g1")] == [1, 2]

    def test_same_idempotency_key_with_a_different_body_is_refused(self, store):
        store.append("g1", 0, [ev(1)], idempotency=Idempotency("seat-1", "k", "fp-A", {}))
        with pytest.raises(IdempotencyKeyReused):
            store.append("g1", 1, [ev(2)], idempotency=Idempotency("seat-1", "k", "fp-B", {}))
        assert store.current_version("g1") == 1

    def test_idempotency_keys_are_scoped_per_seat(self, store):
        store.append("g1", 0, [ev(1)], idempotency=Idempotency("seat-1", "k", "fp-A", {}))
        result = store.append("g1", 1, [ev(2)], idempotency=Idempotency("seat-2", "k", "fp-A", {}))
        assert not result.replayed and result.version == 2
        assert store.get_idempotency("seat-2", "k").version == 2

    def test_extra_rows_commit_with_the_events(self, store):
        row = store.outbox_row("g1", 1, "webhook", "seat-1", {"kind": "your_turn"})
        store.append("g1", 0, [ev(1)], rows=[row])
        (message,) = store.pending_outbox()
        assert (message.game_id, message.recipient, message.payload) == \
            ("g1", "seat-1", {"kind": "your_turn"})

    def test_a_conflicting_append_writes_none_of_its_rows(self, store):
        store.append("g1", 0, [ev(1)])
        row = store.outbox_row("g1", 1, "webhook", "seat-1", {"kind": "your_turn"})
        with pytest.raises(VersionConflict):
            store.append("g1", 0, [ev(1)], rows=[row],
                         idempotency=Idempotency("seat-1", "k", "fp", {}))
        assert store.pending_outbox() == []
        assert store.get_idempotency("seat-1", "k") is None

    def test_rows_may_not_write_the_logs_own_tables(self, store):
        for row in (Row("events", {"game_id": "g"}), Row("outbox; DROP TABLE x", {"a": 1}),
                    Row("timers", {"bad column": 1})):
            with pytest.raises(InvalidRow):
                store.append("g1", 0, [ev(1)], rows=[row])
        assert store.current_version("g1") == 0

    @pytest.mark.parametrize("value", [float("nan"), float("inf"), -float("inf"), 2 ** 63,
                                       -2 ** 63 - 1, 10 ** 30])

    def test_an_event_holding_nan_an_infinity_or_an_integer_beyond_64_bits_is_refused(
            self, store, value):
        row = store.outbox_row("g1", 1, "webhook", "seat-1", {"kind": "your_turn"})
        for payload, secret in (({"n": [1, {"deep": value}]}, None), ({}, {"v": value})):
            with pytest.raises(InvalidValue):
                store.append("g1", 0, [ev(1), NewEvent("T", payload, secret=secret)], rows=[row])
        assert store.current_version("g1") == 0 and store.pending_outbox() == []
        store.append("g1", 0, [NewEvent("T", {"n": 2 ** 63 - 1, "m": -2 ** 63, "f": 0.5})])
        assert store.read("g1")[0].payload == {"n": 2 ** 63 - 1, "m": -2 ** 63, "f": 0.5}

    def test_row_with_conflict_columns_replaces_the_existing_row(self, store):
        due = datetime(2030, 1, 1, tzinfo=timezone.utc)
        timer = {"game_id": "g1", "seat": "s1", "version": 1, "kind": "deadline", "due_at": due}
        store.append("g1", 0, [ev(1)], rows=[Row("timers", timer)])
        later = dict(timer, due_at=due + timedelta(hours=1))
        store.append("g1", 1, [ev(2)], rows=[Row("timers", later,
                                                 ("game_id", "seat", "version", "kind"))])
        (found,) = store.due_timers(due + timedelta(days=1))
        assert found.due_at == due + timedelta(hours=1)

    def test_secret_payload_is_kept_apart_and_read_only_when_asked(self, store):
        store.append("g1", 0, [NewEvent("ElderSignDrawn", {"seat": "s1"}, secret={"value": 3}),
                               ev(2)])
        public = store.read("g1")
        assert all(e.secret is None for e in public)
        assert "value" not in public[0].payload
        private = store.read("g1", with_secrets=True)
        assert private[0].secret == {"value": 3} and private[1].secret is None
        assert store.read_all()[0].secret is None

    def test_an_old_shape_payload_loads_as_the_current_shape(self, make_store):
        old = make_store()
        old.append("g1", 0, [NewEvent("PowerGained", {"amount": 2}, schema_version=1)])
        registry = TypeRegistry()
        registry.register("PowerGained", version=3, upcasters={
            1: lambda p, s: ({"power": p["amount"]}, s),
            2: lambda p, s: ({**p, "source": "unknown"}, s),
        })
        current = make_store(registry=registry)
        (event,) = current.read("g1")
        assert event.schema_version == 3
        assert event.payload == {"power": 2, "source": "unknown"}

    def test_a_strict_registry_refuses_an_unregistered_type(self, make_store):
        make_store().append("g1", 0, [NewEvent("Mystery", {})])
        with pytest.raises(UnknownEventType):
            make_store(registry=TypeRegistry(strict=True)).read("g1")

    def test_snapshot_load_returns_the_latest_at_or_before_a_version(self, store):
        store.save_snapshot("g1", 10, {"at": 10})
        store.save_snapshot("g1", 20, {"at": 20})
        store.save_snapshot("g1", 20, {"at": "20 again"})
        assert store.load_snapshot("g1").state == {"at": "20 again"}
        assert store.load_snapshot("g1", max_version=15).version == 10
        assert store.load_snapshot("g1", max_version=5) is None


class OutboxContract:
    """The `Outbox` port: messages written by appends, claimed, delivered or retried."""

    @pytest.fixture
    def store(self, make_store: MakeStore) -> Any:
        return make_store()

    def test_outbox_message_is_marked_delivered_only_once(self, store):
        store.append("g1", 0, [ev(1)], rows=[store.outbox_row("g1", 1, "email", "a@b", {})])
        now = store.clock()
        (message,) = store.claim_outbox("w1", now, now + timedelta(seconds=30))
        assert store.record_outbox_attempt(message, "w1", now, kind="your_turn", delivered=True)
        assert not store.record_outbox_attempt(message, "w1", now, kind="your_turn",
                                               delivered=True)
        assert store.pending_outbox() == []

    def test_failed_outbox_message_waits_until_its_retry_time(self, store):
        store.append("g1", 0, [ev(1)], rows=[store.outbox_row("g1", 1, "email", "a@b", {})])
        now = store.clock()
        (message,) = store.claim_outbox("w1", now, now + timedelta(seconds=30))
        store.record_outbox_attempt(message, "w1", now, kind="your_turn", delivered=False,
                                    error="refused", retry_at=now + timedelta(hours=1))
        assert store.pending_outbox() == []

    def test_outbox_backlog_counts_messages_still_to_deliver_and_dates_the_oldest(
            self, make_store):
        clock = Clock(START)
        store = make_store(clock=clock)
        assert store.outbox_backlog() == Backlog(0, None)
        created = []
        for n, ago in enumerate((300, 60, 10), start=1):
            clock.now = START - timedelta(seconds=ago)
            created.append(clock.now)
            store.append(f"g{n}", 0, [ev(n)],
                         rows=[store.outbox_row(f"g{n}", 1, "email", f"r{n}@b", {})])
        clock.now = START
        assert store.outbox_backlog() == Backlog(3, created[0])
        assert store.outbox_backlog().age_seconds(START) == 300
        first, second, _ = store.claim_outbox("w1", START, START + timedelta(seconds=30))
        store.record_outbox_attempt(first, "w1", START, kind="your_turn", delivered=True)
        assert store.outbox_backlog() == Backlog(2, created[1])
        store.record_outbox_attempt(second, "w1", START, kind="your_turn", delivered=False,
                                    error="gone", abandon=True)
        assert store.outbox_backlog() == Backlog(1, created[2])


class TimersContract:
    """The `Timers` port: timers written by appends, claimed once when due."""

    @pytest.fixture
    def store(self, make_store: MakeStore) -> Any:
        return make_store()

    def test_a_due_timer_is_claimed_exactly_once(self, store):
        due = datetime(2030, 1, 1, tzinfo=timezone.utc)
        store.append("g1", 0, [ev(1)], rows=[Row("timers", {
            "game_id": "g1", "seat": "s1", "version": 1, "kind": "deadline", "due_at": due})])
        assert store.due_timers(due - timedelta(seconds=1)) == []
        (timer,) = store.due_timers(due)
        assert store.close_timer(timer, due) is True
        assert store.close_timer(timer, due) is False
        assert store.due_timers(due) == []

    def test_the_next_timer_due_is_the_earliest_open_one_after_a_time(self, store):
        assert store.next_timer_due(START) is None
        store.append("g1", 0, [ev(1)], rows=[
            Row("timers", {"game_id": "g1", "seat": seat, "version": 1, "kind": "deadline",
                           "due_at": START + timedelta(seconds=offset), **extra})
            for seat, offset, extra in (("s1", -30, {}), ("s2", 90, {}), ("s3", 60,
                                                                          {"fired_at": START}))])
        assert store.next_timer_due(START) == START + timedelta(seconds=90)
        assert store.next_timer_due(START - timedelta(seconds=60)) == START - timedelta(seconds=30)
        assert store.next_timer_due(START + timedelta(seconds=90)) is None

    def test_overdue_timers_are_the_open_timers_past_due_dated_by_the_oldest(self, store):
        assert store.overdue_timers(START) == Backlog(0, None)
        timers = [Row("timers", {"game_id": "g1", "seat": seat, "version": 1, "kind": "deadline",
                                 "due_at": START + timedelta(seconds=offset)})
                  for seat, offset in (("s1", -90), ("s2", -30), ("s3", 60))]
        fired = Row("timers", {"game_id": "g1", "seat": "s4", "version": 1, "kind": "deadline",
                               "due_at": START - timedelta(seconds=200), "fired_at": START})
        store.append("g1", 0, [ev(1)], rows=[*timers, fired])
        assert store.overdue_timers(START) == Backlog(2, START - timedelta(seconds=90))
        assert store.overdue_timers(START).age_seconds(START) == 90
        assert store.overdue_timers(START - timedelta(seconds=100)) == Backlog(0, None)
        (oldest,) = store.due_timers(START, limit=1)
        store.close_timer(oldest, START)
        assert store.overdue_timers(START) == Backlog(1, START - timedelta(seconds=30))


class NotificationSettingsContract:
    """The `NotificationSettings` port: each seat's channels, test messages, delivery history."""

    @pytest.fixture
    def store(self, make_store: MakeStore) -> Any:
        store = make_store()
        store.append("g1", 0, [ev(1)], rows=[
            Row("seats", {"game_id": "g1", "seat": seat, "faction": "f", "status": "claimed",
                          "name": None, "bot": None, "token_hash": f"hash-{seat}"},
                ("game_id", "seat")) for seat in ("s1", "s2")])
        return store

    def test_a_seats_channels_are_replaced_whole_and_read_per_seat_or_per_game(self, store):
        assert store.set_notification_channels("g1", "s1", {
            "email": ("a@example.org", None), "webhook": ("https://h.example/1", "k", "discord")},
            START)
        assert store.set_notification_channels("g1", "s2", {"email": ("b@example.org", None)},
                                               START)
        assert store.set_notification_channels("g1", "s1", {"email": ("c@example.org", None)},
                                               START)
        mine = store.notification_channels("g1", "s1")
        assert [(c["channel"], c["target"], c["format"]) for c in mine] == [
            ("email", "c@example.org", "json")]
        assert [c["seat"] for c in store.notification_channels("g1")] == ["s1", "s2"]

    def test_channels_are_written_only_while_the_seat_keeps_the_callers_token(self, store):
        assert store.set_notification_channels("g1", "s1", {"email": ("a@example.org", None)},
                                               START, holder="hash-s1")
        assert not store.set_notification_channels(
            "g1", "s1", {"email": ("x@example.org", None)}, START, holder="an-old-token")
        assert [c["target"] for c in store.notification_channels("g1", "s1")] == [
            "a@example.org"]

    def test_a_test_message_is_queued_at_most_once_until_its_interval_has_passed(self, store):
        def queue(now: datetime) -> bool:
            row = store.outbox_row("g1", 1, "email", "s1", {"test": True})
            return store.queue_notification_test("g1", "s1", [row], now,
                                                 now - timedelta(minutes=1))

        assert queue(START)
        assert not queue(START + timedelta(seconds=30))
        assert queue(START + timedelta(minutes=2))
        assert len(store.pending_outbox()) == 2

    def test_the_delivery_history_lists_a_seats_attempts_oldest_first_after_an_entry(
            self, store):
        store.append("g1", 1, [ev(2)], rows=[store.outbox_row("g1", 2, "email", "s1", {})])
        (message,) = store.claim_outbox("w1", START, START + timedelta(seconds=30))
        store.record_outbox_attempt(message, "w1", START, kind="your_turn", delivered=False,
                                    status_code=500, error="refused", retry_at=START)
        (message,) = store.claim_outbox("w1", START, START + timedelta(seconds=30))
        store.record_outbox_attempt(message, "w1", START, kind="your_turn", delivered=True,
                                    status_code=200)
        history = store.notification_deliveries("g1", "s1")
        assert [(h["attempt"], h["delivered"], h["status_code"]) for h in history] == [
            (1, False, 500), (2, True, 200)]
        assert store.notification_deliveries("g1", "s1", after=history[0]["id"]) == history[1:]
        assert store.notification_deliveries("g1", "s2") == []


class ReadModelsContract:
    """The `ReadModels` port: the read models' own queries (the lobby, "my games", search-bot
    seats, the bot sweep) filter, join, order and page alike on every adapter."""

    @pytest.fixture
    def store(self, make_store: MakeStore) -> Any:
        store = make_store()
        minute = timedelta(minutes=1)
        games = [game_row("g1", START, phase="Action", pending_seat="s2"),
                 game_row("g2", START + minute, phase="Gather Power", pending_seat="s1"),
                 game_row("g3", START + 2 * minute, visibility="private"),
                 game_row("g4", START + 3 * minute, status="finished"),
                 game_row("g5", START + minute, pending_seat="s1")]
        seats = [seat_row("g1", "s1", "h1"), seat_row("g1", "s2", None, bot="search"),
                 seat_row("g2", "s1", None, bot="random"), seat_row("g3", "s1", "h3"),
                 seat_row("g4", "s2", None, bot="search"), seat_row("g5", "s1", "h5")]
        handed = [Row("search_bot_seats", {"game_id": game, "seat": "s2",
                                           "address": address_key("203.0.113.9"),
                                           "handed_at": START}) for game in ("g1", "g4")]
        host = Row("hosts", {"token_hash": "h9", "game_id": "g3"})
        store.append("setup", 0, [ev(1)], rows=[*games, *seats, *handed, host])
        return store

    def test_the_lobby_lists_public_games_newest_first_a_page_at_a_time(self, store):
        first, cursor = list_games(store, None, None, None, 2)
        assert [g["game_id"] for g in first] == ["g4", "g5"]  # g5 before g2: same time, id DESC
        assert cursor == ((START + timedelta(minutes=1)).isoformat(), "g5")
        second, end = list_games(store, None, None, cursor, 2)
        assert [g["game_id"] for g in second] == ["g2", "g1"] and end is None
        active, _ = list_games(store, "active", None, None, 10)
        assert [g["game_id"] for g in active] == ["g5", "g2", "g1"]
        assert first[0]["created_at"] == (START + timedelta(minutes=3)).isoformat()
        assert first[0]["sandbox"] is False and first[0]["seats"] == []

    def test_a_token_finds_its_games_as_a_seat_or_as_the_host_private_ones_too(self, store):
        mine, _ = list_games(store, None, "h3", None, 10)
        assert [g["game_id"] for g in mine] == ["g3"]
        found = games_of_tokens(store, ["h1", "h9", "nobody"])
        assert {token: (m["seat"], m["host"], m["game"]["game_id"])
                for token, m in found.items()} == {"h1": ("s1", False, "g1"),
                                                   "h9": (None, True, "g3")}
        assert found["h1"]["game"]["pending"] == [] and found["h1"]["game"]["phase"] == "Action"

    def test_search_bot_seats_count_only_in_games_not_finished(self, store):
        assert held(store, "203.0.113.9") == 1
        assert held(store, "198.51.100.7") == 0

    def test_the_bot_sweep_serves_games_waiting_on_a_bot_from_just_after_the_last(self, store):
        rounds = BotRounds(SimpleNamespace(store=store), budget=None)
        assert rounds.waiting() == ["g1", "g2"]
        rounds.after = "g1"
        assert rounds.waiting() == ["g2", "g1"]

    def test_aggregates_fold_the_matching_rows_and_a_null_compares_as_neither(self, store):
        (count, oldest), = store.fetch(
            "SELECT COUNT(*), MIN(created_at) FROM games WHERE phase IS NULL")
        assert (count, store.time_value(oldest)) == (3, START + timedelta(minutes=1))
        assert store.fetch("SELECT game_id FROM games WHERE phase <> %s ORDER BY game_id",
                           ["Action"]) == [("g2",)]
        assert store.fetch("SELECT game_id FROM games WHERE created_at > %s ORDER BY game_id"
                           " DESC LIMIT 2", [store.encode_time(START)]) == [("g5",), ("g4",)]
        assert store.fetch("SELECT g.game_id FROM games g WHERE NOT EXISTS (SELECT 1 FROM seats"
                           " s WHERE s.game_id = g.game_id AND s.token_hash IS NOT NULL)"
                           " ORDER BY g.game_id") == [("g2",), ("g4",)]


def game_row(game_id: str, created: datetime, status: str = "active",
             visibility: str = "public", phase: str | None = None,
             pending_seat: str | None = None) -> Row:
    return Row("games", {"game_id": game_id, "name": f"Game {game_id}", "status": status,
                         "visibility": visibility, "sandbox": False, "seat_count": 2,
                         "open_seats": 0, "layout": "standard", "version": 1, "phase": phase,
                         "round": None, "pending": [], "result": None,
                         "summary": {"seats": []}, "created_at": created,
                         "updated_at": created, "pending_seat": pending_seat}, ("game_id",))


def seat_row(game_id: str, seat: str, token: str | None, bot: str | None = None) -> Row:
    return Row("seats", {"game_id": game_id, "seat": seat, "faction": "f",
                         "status": "bot" if bot else "claimed", "name": None, "bot": bot,
                         "token_hash": token}, ("game_id", "seat"))


class TestEventLog(LogContract):
    """Each port's contract on every adapter (`make_store` is parametrised over SQLite, Postgres
    and memory)."""


class TestOutbox(OutboxContract):
    pass


class TestTimers(TimersContract):
    pass


class TestNotificationSettings(NotificationSettingsContract):
    pass


class TestReadModels(ReadModelsContract):
    pass


@pytest.mark.postgres
def test_a_postgres_connection_killed_between_calls_is_replaced_by_the_pool(pg_url):
    import psycopg

    upgrade(pg_url)
    store = open_store(pg_url)
    store.append("g1", 0, [ev(1)])
    with psycopg.connect(pg_url, autocommit=True) as admin:
        killed = admin.execute(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()").fetchone()[0]
        for _ in range(100):  # the kill has landed: the backend is gone
            if not admin.execute("SELECT count(*) FROM pg_stat_activity WHERE datname ="
                                 " current_database() AND pid <> pg_backend_pid()").fetchone()[0]:
                break
            time.sleep(0.02)
    assert killed >= 1
    assert store.append("g1", 1, [ev(2)]).version == 2
    assert [e.version for e in store.read("g1")] == [1, 2]
    store.close()


@pytest.mark.postgres
def test_a_pooled_connection_on_a_descriptor_above_1023_passes_the_pools_check(pg_url):
    """A busy process (streams, browsers) holds more than 1,024 descriptors; the pool's check must
    still lend a healthy connection numbered above them (select() could not watch it)."""
    import resource

    upgrade(pg_url)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < 2048:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(2048, hard), hard))
    spare = []
    try:
        while (fd := os.dup(0)) < 1100:
            spare.append(fd)
        spare.append(fd)
        store = open_store(pg_url, min_size=1, max_size=1)
        try:
            store.append("g1", 0, [ev(1)])
            with store.pool.connection(timeout=2.0) as conn:
                assert conn.fileno() >= 1024
            assert store.append("g1", 1, [ev(2)]).version == 2
        finally:
            store.close()
    finally:
        for fd in spare:
            os.close(fd)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
