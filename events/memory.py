"""The in-memory event store: the same contract, kept in Python structures, for application tests
and tools that need a log but no database (`open_store("memory:")`). Not for `make run` or
production: nothing outlives the process, and no other process sees it.

A `MemoryDatabase` is what a database is to the SQL stores: the log and the tables, which several
stores may open (with other registries, clocks or options); each `open_store("memory:")` makes a
new, empty one. Every call takes the database's one lock for as long as it looks at or changes
the structures, so each call sees and leaves a consistent whole, as a transaction does; a write
that fails part-way is rolled back (events/memory_database.py).

Appends are serialised by a second lock, the counterpart of the SQL stores' append lock (see
events/store.py on why): it is held from the version check through position allocation to the
commit, and refused after `lock_timeout` with StoreBusy. It is not the data lock, so readers
never wait for an append held between its positions and its commit (the test seam
`on_positions_allocated` holds one there). The commit checks the version again under the data
lock: with `serialize_appends` off, that check is what refuses the second writer of a version,
as the primary key does in SQL.
"""
from __future__ import annotations

import bisect
import json
import uuid
from contextlib import contextmanager
from datetime import datetime
from typing import Any, Callable, Iterator, Mapping, Sequence, Unpack

from events import memory_sql
from events.envelope import (AppendResult, Backlog, Idempotency, IdempotencyRecord, Metadata,
                             NewEvent, OutboxMessage, Row, Snapshot, StoredEvent, Timer)
from events.errors import DuplicateVersion, StoreBusy, VersionConflict
from events.jsontext import compact
from events.memory_database import (Journal, MemoryDatabase, Record, Recorded, position_of,
                                    stored_value)
from events.store import (ChannelSetting, EventStore, Fetched, NotificationChannel,
                          NotificationDelivery, StoreOptions, channel_parts, check_row, clipped,
                          replay, snapshot_row, upcast)


class MemoryStore(EventStore):
    """EventStore on a `MemoryDatabase` (a new, empty one unless given one)."""

    def __init__(self, database: MemoryDatabase | None = None, *, lock_timeout: float = 2.0,
                 **options: Unpack[StoreOptions]) -> None:
        super().__init__(**options)
        self.db = database if database is not None else MemoryDatabase()
        self.lock_timeout = lock_timeout

    # ---- appending -----------------------------------------------------------------------
    def _append(self, game_id: str, expected_version: int, events: Sequence[NewEvent],
                metadata: Metadata, idempotency: Idempotency | None,
                rows: Sequence[Row], recorded_at: datetime) -> AppendResult:
        with self._append_lock():
            with self.db.lock:
                done = self._replayed(idempotency)
                if done is not None:
                    return done
                if self.db.version(game_id) != expected_version:
                    raise VersionConflict(game_id, expected_version, self.db.version(game_id))
                positions = self.db.allocate(len(events))
            self._paused(game_id, positions)
            with self.db.atomic() as journal:
                done = self._replayed(idempotency)
                if done is not None:  # only without the append lock: another recorded the key
                    return done
                if self.db.version(game_id) != expected_version:  # the same: the key's refusal
                    raise DuplicateVersion(f"game {game_id} has a version {expected_version + 1}")
                self.db.write(rows, journal)
                version = expected_version + len(events)
                if idempotency is not None:
                    self._record(idempotency, game_id, version, journal)
                self._add_events(game_id, expected_version, events, positions, metadata,
                                 recorded_at)
        return AppendResult(game_id, version, positions, False,
                            idempotency.response if idempotency else None)

    @contextmanager
    def _append_lock(self) -> Iterator[None]:
        if not self.serialize_appends:
            yield
            return
        if not self.db.append_lock.acquire(timeout=self.lock_timeout):
            raise StoreBusy("the event log is busy; retry shortly")
        try:
            yield
        finally:
            self.db.append_lock.release()

    def _add_events(self, game_id: str, expected: int, events: Sequence[NewEvent],
                    positions: tuple[int, ...], metadata: Metadata, at: datetime) -> None:
        meta = compact(metadata.as_dict())
        for n, (event, position) in enumerate(zip(events, positions), start=1):
            secret = None if event.secret is None else compact(dict(event.secret))
            self.db.add(Recorded(game_id, expected + n, position, str(uuid.uuid4()), event.type,
                                 event.schema_version, compact(dict(event.payload)), meta,
                                 _time(at), secret))

    def _replayed(self, idem: Idempotency | None) -> AppendResult | None:
        return None if idem is None else replay(self._idempotency(idem.scope, idem.key), idem)

    def _record(self, idem: Idempotency, game_id: str, version: int, journal: Journal) -> None:
        self.db.table("idempotency").insert(
            {"scope": idem.scope, "key": idem.key, "fingerprint": idem.fingerprint,
             "game_id": game_id, "version": version, "response": dict(idem.response),
             "created_at": self.clock()}, journal)

    def _idempotency(self, scope: str, key: str) -> IdempotencyRecord | None:
        row = self.db.table("idempotency").find((scope, key))
        if row is None:
            return None
        return IdempotencyRecord(scope, key, row["fingerprint"], row["game_id"], row["version"],
                                 json.loads(row["response"]), row["created_at"])

    # ---- reading -------------------------------------------------------------------------
    def current_version(self, game_id: str) -> int:
        with self.db.lock:
            return self.db.version(game_id)

    def read(self, game_id: str, after_version: int = 0, upto_version: int | None = None,
             limit: int | None = None, with_secrets: bool = False) -> list[StoredEvent]:
        upto = None if upto_version is None else max(upto_version, 0)
        with self.db.lock:
            found = self.db.games.get(game_id, [])[max(after_version, 0):upto]
        return self._decoded(found[:limit], with_secrets)

    def read_all(self, after_position: int = 0, limit: int = 1000,
                 with_secrets: bool = False) -> list[StoredEvent]:
        with self.db.lock:
            start = bisect.bisect_right(self.db.log, after_position, key=position_of)
            found = self.db.log[start:start + max(int(limit), 0)]
        return self._decoded(found, with_secrets)

    def _decoded(self, found: Sequence[Recorded], with_secrets: bool) -> list[StoredEvent]:
        return [upcast(self.registry, event.stored(with_secrets)) for event in found]

    def get_idempotency(self, scope: str, key: str) -> IdempotencyRecord | None:
        with self.db.lock:
            return self._idempotency(scope, key)

    # ---- snapshots -----------------------------------------------------------------------
    def save_snapshot(self, game_id: str, version: int, state: Mapping[str, Any],
                      schema_version: int = 1) -> None:
        with self.db.atomic() as journal:
            self.db.write([snapshot_row(game_id, version, state, schema_version, self.clock())],
                          journal)

    def load_snapshot(self, game_id: str, max_version: int | None = None) -> Snapshot | None:
        with self.db.lock:
            found = [r for r in self.db.table("snapshots") if r["game_id"] == game_id
                     and (max_version is None or r["version"] <= max_version)]
        if not found:
            return None
        row = max(found, key=lambda r: int(r["version"]))
        return Snapshot(game_id, row["version"], row["schema_version"], json.loads(row["state"]),
                        row["created_at"])

    # ---- read models ---------------------------------------------------------------------
    def fetch(self, text: str, params: Sequence[Any] = ()) -> list[Fetched]:
        with self.db.lock:
            return memory_sql.fetch(text, [stored_value(p) for p in params],
                                    self.db.queryable())

    def json_value(self, value: Any) -> Any:
        return json.loads(value) if value is not None else None

    def time_value(self, value: Any) -> datetime:
        return _time(value)

    def encode_time(self, value: datetime) -> object:
        return _time(value)

    # ---- outbox --------------------------------------------------------------------------
    def pending_outbox(self, limit: int = 100) -> list[OutboxMessage]:
        now = _time(self.clock())
        return self._outbox(lambda r: r["delivered_at"] is None and r["next_attempt_at"] <= now,
                            limit)

    def outbox_backlog(self) -> Backlog:
        waiting = self._rows("outbox", _still_to_deliver)
        return Backlog(len(waiting), min((r["created_at"] for r in waiting), default=None))

    def claim_outbox(self, owner: str, now: datetime, lease_until: datetime,
                     limit: int = 100) -> list[OutboxMessage]:
        at = _time(now)
        with self.db.atomic() as journal:
            outbox = self.db.table("outbox")
            heads: dict[tuple[str, str, str], Record] = {}
            for row in sorted(filter(_still_to_deliver, outbox), key=_id):
                heads.setdefault((row["game_id"], row["channel"], row["recipient"]), row)
            claimed = [row for row in heads.values() if row["next_attempt_at"] <= at
                       and (row["lease_until"] is None or row["lease_until"] <= at)][:limit]
            for row in claimed:
                outbox.update_where(lambda r: True, lambda r: {
                    "lease_owner": owner, "lease_until": lease_until}, journal, at=(row["id"],))
        return [_message(row) for row in claimed]

    def record_outbox_attempt(self, message: OutboxMessage, owner: str, now: datetime, *,
                              kind: str, delivered: bool, status_code: int | None = None,
                              error: str | None = None, retry_at: datetime | None = None,
                              abandon: bool = False) -> bool:
        with self.db.atomic() as journal:
            outbox = self.db.table("outbox")
            if delivered:
                changed = outbox.update_where(
                    lambda r: r["delivered_at"] is None,
                    lambda r: {"delivered_at": now, "attempts": r["attempts"] + 1,
                               "lease_owner": None, "lease_until": None},
                    journal, at=(message.id,))
            else:
                changed = outbox.update_where(
                    lambda r: r["delivered_at"] is None and r["lease_owner"] == owner,
                    lambda r: {"attempts": r["attempts"] + 1, "last_error": clipped(error) or "",
                               "next_attempt_at": retry_at or now,
                               "abandoned_at": now if abandon else None,
                               "lease_owner": None, "lease_until": None},
                    journal, at=(message.id,))
            if changed == 1:
                self.db.table("notification_deliveries").insert(
                    {"outbox_id": message.id, "game_id": message.game_id,
                     "seat": message.recipient, "channel": message.channel, "kind": kind,
                     "attempt": message.attempts + 1, "attempted_at": now,
                     "status_code": status_code, "error": clipped(error),
                     "delivered": bool(delivered)}, journal)
        return changed == 1

    def _outbox(self, chosen: Callable[[Record], bool], limit: int) -> list[OutboxMessage]:
        return [_message(row) for row in sorted(self._rows("outbox", chosen), key=_id)[:limit]]

    # ---- timers --------------------------------------------------------------------------
    def due_timers(self, now: datetime, limit: int = 100) -> list[Timer]:
        due = sorted(self._open_timers(lambda at: at <= _time(now)), key=_due)[:limit]
        return [Timer(r["game_id"], r["seat"], r["version"], r["kind"], r["due_at"], None)
                for r in due]

    def overdue_timers(self, now: datetime) -> Backlog:
        due = self._open_timers(lambda at: at <= _time(now))
        return Backlog(len(due), min((r["due_at"] for r in due), default=None))

    def next_timer_due(self, after: datetime) -> datetime | None:
        later = self._open_timers(lambda at: at > _time(after))
        return min((r["due_at"] for r in later), default=None)

    def close_timer(self, timer: Timer, now: datetime, rows: Sequence[Row] = ()) -> bool:
        for row in rows:
            check_row(row)
        with self.db.atomic() as journal:
            closed = self.db.table("timers").update_where(
                lambda r: r["fired_at"] is None, lambda r: {"fired_at": now}, journal,
                at=(timer.game_id, timer.seat, timer.version, timer.kind))
            if closed != 1:
                return False
            self.db.write(rows, journal)
        return True

    def _open_timers(self, due: Callable[[datetime], bool]) -> list[Record]:
        return self._rows("timers", lambda r: r["fired_at"] is None and due(r["due_at"]))

    # ---- notifications: channels, leased delivery, delivery log ---------------------------
    def notification_channels(self, game_id: str,
                              seat: str | None = None) -> list[NotificationChannel]:
        found = self._rows("notification_channels", lambda r: r["game_id"] == game_id
                           and (seat is None or r["seat"] == seat))
        return [{"seat": r["seat"], "channel": r["channel"], "target": r["target"],
                 "secret": r["secret"], "created_at": r["created_at"], "format": r["format"]}
                for r in sorted(found, key=lambda r: (r["seat"], r["channel"]))]

    def set_notification_channels(self, game_id: str, seat: str,
                                  channels: Mapping[str, ChannelSetting],
                                  now: datetime, holder: str | None = None) -> bool:
        with self.db.atomic() as journal:
            if holder is not None and not self._seat_held(game_id, seat, holder):
                return False
            table = self.db.table("notification_channels")
            table.delete({"game_id": game_id, "seat": seat}, journal)
            for channel, setting in channels.items():
                target, secret, form = channel_parts(setting)
                table.insert({"game_id": game_id, "seat": seat, "channel": channel,
                              "target": target, "secret": secret, "format": form,
                              "created_at": now}, journal)
        return True

    def _seat_held(self, game_id: str, seat: str, holder: str) -> bool:
        """Whether the seat's token is `holder` (called under the lock, so an append changing
        the token comes wholly before or after the write that asked)."""
        row = self.db.table("seats").find((game_id, seat))
        return row is not None and row["token_hash"] == holder

    def queue_notification_test(self, game_id: str, seat: str, rows: Sequence[Row],
                                now: datetime, not_before: datetime,
                                holder: str | None = None) -> bool:
        for row in rows:
            check_row(row)
        with self.db.atomic() as journal:
            if holder is not None and not self._seat_held(game_id, seat, holder):
                return False
            tests = self.db.table("notification_tests")
            last = tests.find((game_id, seat))
            if last is not None and last["tested_at"] > _time(not_before):
                return False
            tests.upsert({"game_id": game_id, "seat": seat, "tested_at": now},
                         ("game_id", "seat"), journal)
            self.db.write(rows, journal)
        return True

    def notification_deliveries(self, game_id: str, seat: str, after: int = 0,
                                limit: int = 100) -> list[NotificationDelivery]:
        found = self._rows("notification_deliveries", lambda r: r["game_id"] == game_id
                           and r["seat"] == seat and r["id"] > after)
        return [{"id": r["id"], "outbox_id": r["outbox_id"], "channel": r["channel"],
                 "kind": r["kind"], "attempt": r["attempt"], "attempted_at": r["attempted_at"],
                 "status_code": r["status_code"], "error": r["error"],
                 "delivered": bool(r["delivered"])} for r in sorted(found, key=_id)[:limit]]

    def _rows(self, table: str, chosen: Callable[[Record], bool]) -> list[Record]:
        with self.db.lock:
            return [row for row in self.db.table(table) if chosen(row)]

    # ---- lifecycle -----------------------------------------------------------------------
    def ping(self) -> None:
        """Always reachable: the database is this process's memory."""

    def close(self) -> None:
        """Nothing to release; the database stays readable by every store opened on it."""


def _time(value: datetime) -> datetime:
    stored = stored_value(value)
    assert isinstance(stored, datetime)
    return stored


def _still_to_deliver(row: Record) -> bool:
    return row["delivered_at"] is None and row["abandoned_at"] is None


def _id(row: Record) -> int:
    return int(row["id"])


def _due(row: Record) -> datetime:
    return _time(row["due_at"])


def _message(row: Record) -> OutboxMessage:
    return OutboxMessage(row["id"], row["game_id"], row["version"], row["channel"],
                         row["recipient"], json.loads(row["payload"]), row["created_at"],
                         row["attempts"], row["next_attempt_at"], row["delivered_at"],
                         row["last_error"])
