"""The SQL half of the store, shared by the Postgres and SQLite adapters.

`SqlStore` keeps the contract of `events.store.EventStore` in SQL: reads, snapshots,
idempotency records, outbox and timers are statements both databases run. Each adapter supplies
a transaction, its way of taking the append lock and positions, and the encoding of JSON and
times.
"""
from __future__ import annotations

import uuid
from abc import abstractmethod
from contextlib import AbstractContextManager
from datetime import datetime
from typing import Any, Iterable, Mapping, Protocol, Sequence

from events.envelope import (AppendResult, Backlog, Idempotency, IdempotencyRecord, Metadata,
                             NewEvent, OutboxMessage, Row, Snapshot, StoredEvent, Timer)
from events.errors import VersionConflict
from events.store import (ChannelSetting, ChatMessage, ChatPost, EventStore, Fetched,
                          NotificationChannel, NotificationDelivery, Redemption, SessionOpening,
                          SignInLink, channel_parts, check_row, clipped, replay,
                          snapshot_row, upcast)

_EVENT_COLUMNS = ("e.game_id, e.version, e.position, e.event_id, e.type, e.schema_version, "
                  "e.payload, e.metadata, e.recorded_at")


class Executes(Protocol):
    """Takes one statement with %s placeholders (as the adapter's `_sql` rewrites them)."""

    def execute(self, query: str, params: Sequence[Any] = (), /) -> object: ...


class Statements(Executes, Protocol):
    """Takes statements: a cursor, or a batch that sends them to the server at once."""

    def executemany(self, query: str, params_seq: Iterable[Sequence[Any]], /) -> object: ...


class Cursor(Statements, Protocol):
    """What the store uses of its driver's cursor (psycopg's and sqlite3's both fit)."""

    @property
    def rowcount(self) -> int: ...

    def fetchone(self) -> Fetched | None: ...

    def fetchall(self) -> list[Fetched]: ...


def the_row(cur: Cursor) -> Fetched:
    """The row of a statement that always returns one (an aggregate, an UPDATE ... RETURNING)."""
    row = cur.fetchone()
    if row is None:
        raise RuntimeError("the statement returned no row")
    return row


class SqlStore(EventStore):
    """The contract in SQL; an adapter adds the transaction, the append and the encodings."""

    # How a read locks the rows it finds until its transaction ends ("" where a write
    # transaction already holds the database's one write lock, as SQLite's does).
    _row_lock = ""

    # ---- adapter hooks -------------------------------------------------------------------
    @abstractmethod
    def _transaction(self, write: bool = False) -> AbstractContextManager[Cursor]:
        """Context manager yielding a cursor inside one transaction (commit on success)."""

    @abstractmethod
    def _json(self, value: Any) -> object:
        """Encode a JSON document for a parameter."""

    @abstractmethod
    def _unjson(self, value: Any) -> Any:
        """Decode a JSON column."""

    @abstractmethod
    def _time(self, value: datetime) -> object:
        """Encode a timestamp for a parameter."""

    @abstractmethod
    def _untime(self, value: Any) -> datetime:
        """Decode a timestamp column."""

    @abstractmethod
    def _sql(self, text: str) -> str:
        """Adapt a statement written with %s placeholders."""

    # ---- appending ----------------------------------------------------------------------
    def _replay(self, cur: Cursor, idem: Idempotency) -> AppendResult | None:
        return replay(self._fetch_idempotency(cur, idem.scope, idem.key), idem)

    def _check_version(self, cur: Cursor, game_id: str, expected: int) -> None:
        current = self._current_version(cur, game_id)
        if current != expected:
            raise VersionConflict(game_id, expected, current)

    def _current_version(self, cur: Cursor, game_id: str) -> int:
        cur.execute(self._sql("SELECT COALESCE(MAX(version), 0) FROM events WHERE game_id = %s"),
                    (game_id,))
        return int(the_row(cur)[0])

    def _insert_events(self, cur: Statements, game_id: str, expected: int, events: Sequence[NewEvent],
                       positions: Sequence[int] | None, metadata: Metadata,
                       recorded_at: datetime, numbering: Executes | None = None) -> int:
        """Insert the events after `expected`. With `positions` None the database numbers them
        inside the statement, run on the cursor `numbering`, which returns the positions."""
        now = self._time(recorded_at)
        meta = self._json(metadata.as_dict())
        rows, secrets = [], []
        for n, event in enumerate(events, start=1):
            rows.append((game_id, expected + n, str(uuid.uuid4()), event.type,
                         event.schema_version, self._json(dict(event.payload)), meta, now))
            if event.secret is not None:
                secrets.append((game_id, expected + n, self._json(dict(event.secret))))
        columns = ("INSERT INTO events (game_id, version, event_id, type, schema_version,"
                   " payload, metadata, recorded_at, position) VALUES ")
        if positions is None:
            assert numbering is not None, "the database numbers the events on `numbering`"
            marks = "(%s, %s, %s, %s, %s, %s, %s, %s, nextval('event_positions'))"
            numbering.execute(self._sql(columns + ", ".join([marks] * len(rows))
                                  + " RETURNING position"),
                        [value for row in rows for value in row])
        else:
            cur.executemany(self._sql(columns + "(%s, %s, %s, %s, %s, %s, %s, %s, %s)"),
                            [(*row, position) for row, position in zip(rows, positions)])
        if secrets:  # one statement, so a pipelined append stays one round trip
            cur.execute(self._sql("INSERT INTO event_secrets (game_id, version, secret) VALUES "
                                  + ", ".join(["(%s, %s, %s)"] * len(secrets))),
                        [value for row in secrets for value in row])
        return expected + len(events)

    def _insert_idempotency(self, cur: Statements, game_id: str, version: int, idem: Idempotency) -> None:
        cur.execute(self._sql(
            "INSERT INTO idempotency (scope, key, fingerprint, game_id, version, response,"
            " created_at) VALUES (%s, %s, %s, %s, %s, %s, %s)"),
            (idem.scope, idem.key, idem.fingerprint, game_id, version,
             self._json(dict(idem.response)), self._time(self.clock())))

    def _insert_row(self, cur: Statements, row: Row) -> None:
        columns = list(row.values)
        values = [self._encode_value(row.values[c]) for c in columns]
        if row.delete:
            where = " AND ".join(f"{c} IS NULL" if row.values[c] is None else f"{c} = %s"
                                 for c in columns)
            cur.execute(self._sql(f"DELETE FROM {row.table} WHERE {where}"),
                        [v for v in values if v is not None])
            return
        marks = ", ".join(["%s"] * len(columns))
        text = f"INSERT INTO {row.table} ({', '.join(columns)}) VALUES ({marks})"
        if row.conflict:
            updates = ", ".join(f"{c} = excluded.{c}" for c in columns if c not in row.conflict)
            action = f"DO UPDATE SET {updates}" if updates else "DO NOTHING"
            text += f" ON CONFLICT ({', '.join(row.conflict)}) {action}"
        cur.execute(self._sql(text), values)

    def _encode_value(self, value: object) -> object:
        if isinstance(value, (dict, list)):
            return self._json(value)
        if isinstance(value, datetime):
            return self._time(value)
        return value

    # ---- reading -------------------------------------------------------------------------
    def current_version(self, game_id: str) -> int:
        with self._transaction() as cur:
            return self._current_version(cur, game_id)

    def read(self, game_id: str, after_version: int = 0, upto_version: int | None = None,
             limit: int | None = None, with_secrets: bool = False) -> list[StoredEvent]:
        text = f"SELECT {_EVENT_COLUMNS}{self._secret_select(with_secrets)} WHERE e.game_id = %s" \
               " AND e.version > %s"
        params: list[Any] = [game_id, after_version]
        if upto_version is not None:
            text += " AND e.version <= %s"
            params.append(upto_version)
        return self._select_events(text + " ORDER BY e.version", params, limit, with_secrets)

    def read_all(self, after_position: int = 0, limit: int = 1000,
                 with_secrets: bool = False) -> list[StoredEvent]:
        text = f"SELECT {_EVENT_COLUMNS}{self._secret_select(with_secrets)} WHERE e.position > %s" \
               " ORDER BY e.position"
        return self._select_events(text, [after_position], limit, with_secrets)

    @staticmethod
    def _secret_select(with_secrets: bool) -> str:
        if not with_secrets:
            return " FROM events e"
        return (", s.secret FROM events e LEFT JOIN event_secrets s"
                " ON s.game_id = e.game_id AND s.version = e.version")

    def _select_events(self, text: str, params: list[Any], limit: int | None,
                       with_secrets: bool) -> list[StoredEvent]:
        if limit is not None:
            text += " LIMIT %s"
            params.append(int(limit))
        with self._transaction() as cur:
            cur.execute(self._sql(text), params)
            rows = cur.fetchall()
        return [self._event_from_row(row, with_secrets) for row in rows]

    def _event_from_row(self, row: Sequence[Any], with_secrets: bool) -> StoredEvent:
        game_id, version, position, event_id, type_name, schema_version, payload, meta, at = row[:9]
        secret = self._unjson(row[9]) if with_secrets and row[9] is not None else None
        return upcast(self.registry, StoredEvent(
            str(event_id), game_id, version, position, type_name, schema_version,
            self._unjson(payload), self._unjson(meta), self._untime(at), secret))

    # ---- read models ---------------------------------------------------------------------
    def fetch(self, text: str, params: Sequence[Any] = ()) -> list[Fetched]:
        with self._transaction() as cur:
            cur.execute(self._sql(text), list(params))
            return cur.fetchall()

    def json_value(self, value: Any) -> Any:
        return self._unjson(value) if value is not None else None

    def time_value(self, value: Any) -> datetime:
        return self._untime(value)

    def encode_time(self, value: datetime) -> object:
        return self._time(value)

    # ---- idempotency ---------------------------------------------------------------------
    def get_idempotency(self, scope: str, key: str) -> IdempotencyRecord | None:
        with self._transaction() as cur:
            return self._fetch_idempotency(cur, scope, key)

    def _fetch_idempotency(self, cur: Cursor, scope: str, key: str) -> IdempotencyRecord | None:
        cur.execute(self._sql(
            "SELECT fingerprint, game_id, version, response, created_at FROM idempotency"
            " WHERE scope = %s AND key = %s"), (scope, key))
        row = cur.fetchone()
        if row is None:
            return None
        return IdempotencyRecord(scope, key, row[0], row[1], row[2], self._unjson(row[3]),
                                 self._untime(row[4]))

    # ---- snapshots -----------------------------------------------------------------------
    def save_snapshot(self, game_id: str, version: int, state: Mapping[str, Any],
                      schema_version: int = 1) -> None:
        row = snapshot_row(game_id, version, state, schema_version, self.clock())
        with self._transaction() as cur:
            self._insert_row(cur, row)

    def load_snapshot(self, game_id: str, max_version: int | None = None) -> Snapshot | None:
        text = "SELECT version, schema_version, state, created_at FROM snapshots WHERE game_id = %s"
        params: list[Any] = [game_id]
        if max_version is not None:
            text += " AND version <= %s"
            params.append(max_version)
        with self._transaction() as cur:
            cur.execute(self._sql(text + " ORDER BY version DESC LIMIT 1"), params)
            row = cur.fetchone()
        if row is None:
            return None
        return Snapshot(game_id, row[0], row[1], self._unjson(row[2]), self._untime(row[3]))

    # ---- outbox --------------------------------------------------------------------------
    def pending_outbox(self, limit: int = 100) -> list[OutboxMessage]:
        with self._transaction() as cur:
            cur.execute(self._sql(
                "SELECT id, game_id, version, channel, recipient, payload, created_at, attempts,"
                " next_attempt_at, delivered_at, last_error FROM outbox WHERE delivered_at IS NULL"
                " AND next_attempt_at <= %s ORDER BY id LIMIT %s"),
                (self._time(self.clock()), limit))
            rows = cur.fetchall()
        return [self._outbox_from_row(row) for row in rows]

    def outbox_backlog(self) -> Backlog:
        return self._backlog(
            "SELECT COUNT(*), MIN(created_at) FROM outbox"
            " WHERE delivered_at IS NULL AND abandoned_at IS NULL", ())

    def _backlog(self, text: str, params: Sequence[Any]) -> Backlog:
        with self._transaction() as cur:
            cur.execute(self._sql(text), params)
            count, oldest = the_row(cur)
        return Backlog(int(count), self._untime(oldest) if oldest is not None else None)

    def _outbox_from_row(self, row: Sequence[Any]) -> OutboxMessage:
        return OutboxMessage(row[0], row[1], row[2], row[3], row[4], self._unjson(row[5]),
                             self._untime(row[6]), row[7], self._untime(row[8]),
                             self._untime(row[9]) if row[9] is not None else None, row[10])

    # ---- timers --------------------------------------------------------------------------
    def due_timers(self, now: datetime, limit: int = 100) -> list[Timer]:
        with self._transaction() as cur:
            cur.execute(self._sql(
                "SELECT game_id, seat, version, kind, due_at, fired_at FROM timers"
                " WHERE fired_at IS NULL AND due_at <= %s ORDER BY due_at LIMIT %s"),
                (self._time(now), limit))
            rows = cur.fetchall()
        return [Timer(r[0], r[1], r[2], r[3], self._untime(r[4]), None) for r in rows]

    def overdue_timers(self, now: datetime) -> Backlog:
        return self._backlog("SELECT COUNT(*), MIN(due_at) FROM timers"
                             " WHERE fired_at IS NULL AND due_at <= %s", (self._time(now),))

    def next_timer_due(self, after: datetime) -> datetime | None:
        with self._transaction() as cur:
            cur.execute(self._sql("SELECT MIN(due_at) FROM timers"
                                  " WHERE fired_at IS NULL AND due_at > %s"), (self._time(after),))
            (due,) = the_row(cur)
        return None if due is None else self._untime(due)

    def close_timer(self, timer: Timer, now: datetime, rows: Sequence[Row] = ()) -> bool:
        for row in rows:
            check_row(row)
        with self._transaction(write=True) as cur:
            cur.execute(self._sql(
                "UPDATE timers SET fired_at = %s WHERE game_id = %s AND seat = %s AND version = %s"
                " AND kind = %s AND fired_at IS NULL"),
                (self._time(now), timer.game_id, timer.seat, timer.version, timer.kind))
            if cur.rowcount != 1:
                return False
            for row in rows:
                self._insert_row(cur, row)
        return True

    # ---- notifications: channels, leased delivery, delivery log ---------------------------
    def notification_channels(self, game_id: str,
                              seat: str | None = None) -> list[NotificationChannel]:
        text = ("SELECT seat, channel, target, secret, created_at, format, language"
                " FROM notification_channels WHERE game_id = %s")
        params: list[Any] = [game_id]
        if seat is not None:
            text += " AND seat = %s"
            params.append(seat)
        with self._transaction() as cur:
            cur.execute(self._sql(text + " ORDER BY seat, channel"), params)
            rows = cur.fetchall()
        return [{"seat": r[0], "channel": r[1], "target": r[2], "secret": r[3],
                 "created_at": self._untime(r[4]), "format": r[5], "language": r[6]} for r in rows]

    def set_notification_channels(self, game_id: str, seat: str,
                                  channels: Mapping[str, ChannelSetting],
                                  now: datetime, holder: str | None = None) -> bool:
        with self._transaction(write=True) as cur:
            if holder is not None and not self._seat_held(cur, game_id, seat, holder):
                return False
            cur.execute(self._sql(
                "DELETE FROM notification_channels WHERE game_id = %s AND seat = %s"),
                (game_id, seat))
            for channel, setting in channels.items():
                cur.execute(self._sql(
                    "INSERT INTO notification_channels (game_id, seat, channel, target, secret,"
                    " format, language, created_at) VALUES (%s, %s, %s, %s, %s, %s, %s, %s)"),
                    (game_id, seat, channel, *channel_parts(setting), self._time(now)))
        return True

    def _seat_held(self, cur: Cursor, game_id: str, seat: str, holder: str) -> bool:
        """Whether the seat's token is `holder`, holding the seat's row until the transaction
        ends, so an append changing the token waits for it (and one that changed it shows)."""
        cur.execute(self._sql("SELECT 1 FROM seats WHERE game_id = %s AND seat = %s"
                              " AND token_hash = %s" + self._row_lock), (game_id, seat, holder))
        return cur.fetchone() is not None

    def queue_notification_test(self, game_id: str, seat: str, rows: Sequence[Row],
                                now: datetime, not_before: datetime,
                                holder: str | None = None) -> bool:
        for row in rows:
            check_row(row)
        with self._transaction(write=True) as cur:
            if holder is not None and not self._seat_held(cur, game_id, seat, holder):
                return False
            cur.execute(self._sql(
                "INSERT INTO notification_tests (game_id, seat, tested_at) VALUES (%s, %s, %s)"
                " ON CONFLICT (game_id, seat) DO UPDATE SET tested_at = excluded.tested_at"
                " WHERE notification_tests.tested_at <= %s"),
                (game_id, seat, self._time(now), self._time(not_before)))
            if cur.rowcount != 1:
                return False
            for row in rows:
                self._insert_row(cur, row)
        return True

    def claim_outbox(self, owner: str, now: datetime, lease_until: datetime,
                     limit: int = 100) -> list[OutboxMessage]:
        at = self._time(now)
        with self._transaction() as cur:
            cur.execute(self._sql(
                "SELECT o.id, o.game_id, o.version, o.channel, o.recipient, o.payload,"
                " o.created_at, o.attempts, o.next_attempt_at, o.delivered_at, o.last_error"
                " FROM outbox o WHERE o.delivered_at IS NULL AND o.abandoned_at IS NULL"
                " AND o.next_attempt_at <= %s AND (o.lease_until IS NULL OR o.lease_until <= %s)"
                " AND NOT EXISTS (SELECT 1 FROM outbox p WHERE p.game_id = o.game_id"
                " AND p.channel = o.channel AND p.recipient = o.recipient AND p.id < o.id"
                " AND p.delivered_at IS NULL AND p.abandoned_at IS NULL)"
                " ORDER BY o.id LIMIT %s"), (at, at, limit))
            candidates = [self._outbox_from_row(row) for row in cur.fetchall()]
        if not candidates:
            return []
        marks = ", ".join(["%s"] * len(candidates))
        with self._transaction(write=True) as cur:
            cur.execute(self._sql(
                "UPDATE outbox SET lease_owner = %s, lease_until = %s"
                f" WHERE id IN ({marks}) AND delivered_at IS NULL AND abandoned_at IS NULL"
                " AND (lease_until IS NULL OR lease_until <= %s) RETURNING id"),
                (owner, self._time(lease_until), *[m.id for m in candidates], at))
            won = {row[0] for row in cur.fetchall()}
        return [m for m in candidates if m.id in won]

    def record_outbox_attempt(self, message: OutboxMessage, owner: str, now: datetime, *,
                              kind: str, delivered: bool, status_code: int | None = None,
                              error: str | None = None, retry_at: datetime | None = None,
                              abandon: bool = False) -> bool:
        at = self._time(now)
        with self._transaction(write=True) as cur:
            if delivered:
                cur.execute(self._sql(
                    "UPDATE outbox SET delivered_at = %s, attempts = attempts + 1,"
                    " lease_owner = NULL, lease_until = NULL"
                    " WHERE id = %s AND delivered_at IS NULL"), (at, message.id))
            else:
                cur.execute(self._sql(
                    "UPDATE outbox SET attempts = attempts + 1, last_error = %s,"
                    " next_attempt_at = %s, abandoned_at = %s, lease_owner = NULL,"
                    " lease_until = NULL WHERE id = %s AND delivered_at IS NULL"
                    " AND lease_owner = %s"),
                    (clipped(error) or "", self._time(retry_at or now),
                     at if abandon else None, message.id, owner))
            changed: bool = cur.rowcount == 1
            if changed:
                cur.execute(self._sql(
                    "INSERT INTO notification_deliveries (outbox_id, game_id, seat, channel, kind,"
                    " attempt, attempted_at, status_code, error, delivered)"
                    " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"),
                    (message.id, message.game_id, message.recipient, message.channel, kind,
                     message.attempts + 1, at, status_code,
                     clipped(error), bool(delivered)))
        return changed

    def notification_deliveries(self, game_id: str, seat: str, after: int = 0,
                                limit: int = 100) -> list[NotificationDelivery]:
        with self._transaction() as cur:
            cur.execute(self._sql(
                "SELECT id, outbox_id, channel, kind, attempt, attempted_at, status_code, error,"
                " delivered FROM notification_deliveries WHERE game_id = %s AND seat = %s"
                " AND id > %s ORDER BY id LIMIT %s"), (game_id, seat, after, limit))
            rows = cur.fetchall()
        return [{"id": r[0], "outbox_id": r[1], "channel": r[2], "kind": r[3], "attempt": r[4],
                 "attempted_at": self._untime(r[5]), "status_code": r[6], "error": r[7],
                 "delivered": bool(r[8])} for r in rows]

    # ---- chat ----------------------------------------------------------------------------
    def _hold_sender(self, cur: Cursor, key: str) -> None:
        """Serialise one sender's posts so the rate limit's count holds (SQLite: its write
        transaction already holds the database's one write lock)."""

    def post_chat(self, post: ChatPost) -> ChatMessage | str:
        game_id = post["game_id"]
        for row in post.get("rows", ()):
            check_row(row)
        with self._transaction(write=True) as cur:
            if post["holder"] is not None and not self._seat_held(
                    cur, game_id, post["sender"], post["holder"]):
                return "not_holder"
            if post["channel"] == "spectators" and self._chat_closed(cur, game_id):
                return "closed"
            self._hold_sender(cur, game_id + "/" + post["sender_key"])
            cur.execute(self._sql(
                "SELECT COUNT(*) FROM chat_messages WHERE game_id = %s AND sender_key = %s"
                " AND sent_at > %s"),
                (game_id, post["sender_key"], self._time(post["window_start"])))
            if the_row(cur)[0] >= post["most"]:
                return "flood"
            cur.execute(self._sql(
                "INSERT INTO chat_messages (game_id, channel, sender, sender_name, sender_key,"
                " body, sent_at) VALUES (%s, %s, %s, %s, %s, %s, %s) RETURNING id"),
                (game_id, post["channel"], post["sender"], post["sender_name"],
                 post["sender_key"], post["body"], self._time(post["now"])))
            message_id = int(the_row(cur)[0])
            for row in post.get("rows", ()):
                self._insert_row(cur, row)
        return {"id": message_id, "channel": post["channel"], "sender": post["sender"],
                "sender_name": post["sender_name"], "body": post["body"], "sent_at": post["now"]}

    def _chat_closed(self, cur: Cursor, game_id: str) -> bool:
        cur.execute(self._sql("SELECT spectators_closed FROM chat_settings WHERE game_id = %s"),
                    (game_id,))
        row = cur.fetchone()
        return bool(row[0]) if row is not None else False

    def chat_messages(self, game_id: str, channel: str, after: int = 0,
                      limit: int = 100) -> list[ChatMessage]:
        with self._transaction() as cur:
            cur.execute(self._sql(
                "SELECT id, channel, sender, sender_name, body, sent_at FROM chat_messages"
                " WHERE game_id = %s AND channel = %s AND id > %s ORDER BY id LIMIT %s"),
                (game_id, channel, after, limit))
            rows = cur.fetchall()
        return [{"id": int(r[0]), "channel": r[1], "sender": r[2], "sender_name": r[3],
                 "body": r[4], "sent_at": self._untime(r[5])} for r in rows]

    def chat_heads(self, game_id: str) -> dict[str, int]:
        with self._transaction() as cur:
            cur.execute(self._sql("SELECT channel, MAX(id) FROM chat_messages WHERE game_id = %s"
                                  " GROUP BY channel"), (game_id,))
            rows = cur.fetchall()
        return {r[0]: int(r[1]) for r in rows}

    def chat_seat(self, game_id: str, seat: str) -> tuple[int, list[str]]:
        with self._transaction() as cur:
            cur.execute(self._sql("SELECT last_read FROM chat_reads WHERE game_id = %s"
                                  " AND seat = %s"), (game_id, seat))
            row = cur.fetchone()
            cur.execute(self._sql("SELECT muted FROM chat_mutes WHERE game_id = %s AND seat = %s"
                                  " ORDER BY muted"), (game_id, seat))
            muted = [r[0] for r in cur.fetchall()]
        return (int(row[0]) if row is not None else 0), muted

    def mark_chat_read(self, game_id: str, seat: str, upto: int, holder: str) -> bool:
        with self._transaction(write=True) as cur:
            if not self._seat_held(cur, game_id, seat, holder):
                return False
            cur.execute(self._sql(
                "INSERT INTO chat_reads (game_id, seat, last_read) VALUES (%s, %s, %s)"
                " ON CONFLICT (game_id, seat) DO UPDATE SET last_read = excluded.last_read"
                " WHERE chat_reads.last_read < excluded.last_read"), (game_id, seat, upto))
        return True

    def set_chat_mute(self, game_id: str, seat: str, muted: str, on: bool,
                      holder: str) -> bool:
        with self._transaction(write=True) as cur:
            if not self._seat_held(cur, game_id, seat, holder):
                return False
            if on:
                cur.execute(self._sql(
                    "INSERT INTO chat_mutes (game_id, seat, muted) VALUES (%s, %s, %s)"
                    " ON CONFLICT (game_id, seat, muted) DO NOTHING"), (game_id, seat, muted))
            else:
                cur.execute(self._sql("DELETE FROM chat_mutes WHERE game_id = %s AND seat = %s"
                                      " AND muted = %s"), (game_id, seat, muted))
        return True

    def spectator_chat_closed(self, game_id: str) -> bool:
        with self._transaction() as cur:
            return self._chat_closed(cur, game_id)

    def close_spectator_chat(self, game_id: str, closed: bool, now: datetime) -> None:
        with self._transaction(write=True) as cur:
            cur.execute(self._sql(
                "INSERT INTO chat_settings (game_id, spectators_closed, changed_at)"
                " VALUES (%s, %s, %s) ON CONFLICT (game_id) DO UPDATE"
                " SET spectators_closed = excluded.spectators_closed,"
                " changed_at = excluded.changed_at"), (game_id, closed, self._time(now)))

    def chat_unread(self, pairs: Sequence[tuple[str, str]]) -> dict[tuple[str, str], int]:
        if not pairs:
            return {}
        seats = " UNION ALL ".join(["SELECT %s AS game_id, %s AS seat"] * len(pairs))
        params: list[Any] = [v for pair in pairs for v in pair]
        with self._transaction() as cur:
            cur.execute(self._sql(
                f"SELECT s.game_id, s.seat, COUNT(m.id) FROM ({seats}) s"
                " JOIN chat_messages m ON m.game_id = s.game_id AND m.channel = 'seats'"
                " AND m.sender <> s.seat"
                " LEFT JOIN chat_reads r ON r.game_id = s.game_id AND r.seat = s.seat"
                " WHERE m.id > COALESCE(r.last_read, 0)"
                " AND NOT EXISTS (SELECT 1 FROM chat_mutes u WHERE u.game_id = s.game_id"
                " AND u.seat = s.seat AND u.muted = m.sender)"
                " GROUP BY s.game_id, s.seat"), params)
            rows = cur.fetchall()
        return {(r[0], r[1]): int(r[2]) for r in rows}

    # ---- accounts ------------------------------------------------------------------------
    def save_sign_in_link(self, link: SignInLink) -> bool:
        with self._transaction(write=True) as cur:
            self._hold_sender(cur, "sign-in/" + link["email"])
            since = self._time(link["window_start"])
            for column, value, most in (("email", link["email"], link["most_per_email"]),
                                        ("client_key", link["client_key"],
                                         link["most_per_client"])):
                cur.execute(self._sql(f"SELECT COUNT(*) FROM sign_in_links WHERE {column} = %s"
                                      " AND created_at > %s"), (value, since))
                if the_row(cur)[0] >= most:
                    return False
            cur.execute(self._sql(
                "INSERT INTO sign_in_links (link_hash, email, client_key, created_at, expires_at)"
                " VALUES (%s, %s, %s, %s, %s)"),
                (link["link_hash"], link["email"], link["client_key"], self._time(link["now"]),
                 self._time(link["expires_at"])))
        return True

    def redeem_sign_in_link(self, redeem: Redemption) -> str | None:
        now = self._time(redeem["now"])
        with self._transaction(write=True) as cur:
            cur.execute(self._sql(
                "UPDATE sign_in_links SET used_at = %s WHERE link_hash = %s AND used_at IS NULL"
                " AND expires_at > %s RETURNING email"), (now, redeem["link_hash"], now))
            row = cur.fetchone()
            if row is None:
                return None
            email = row[0]
            cur.execute(self._sql(
                "INSERT INTO accounts (account_id, email, name, created_at)"
                " VALUES (%s, %s, %s, %s) ON CONFLICT (email) DO NOTHING"),
                (redeem["new_account_id"], email, redeem["name"], now))
            cur.execute(self._sql("SELECT account_id FROM accounts WHERE email = %s"), (email,))
            account_id = str(the_row(cur)[0])
            cur.execute(self._sql(
                "INSERT INTO account_sessions (session_hash, account_id, csrf_token, created_at,"
                " expires_at) VALUES (%s, %s, %s, %s, %s)"),
                (redeem["session_hash"], account_id, redeem["csrf_token"], now,
                 self._time(redeem["session_expires_at"])))
        return account_id

    def end_account_sessions(self, account_id: str, session_hash: str | None = None) -> int:
        with self._transaction(write=True) as cur:
            if session_hash is None:
                cur.execute(self._sql("DELETE FROM account_sessions WHERE account_id = %s"),
                            (account_id,))
            else:
                cur.execute(self._sql("DELETE FROM account_sessions WHERE account_id = %s"
                                      " AND session_hash = %s"), (account_id, session_hash))
            return max(cur.rowcount, 0)

    def delete_account(self, account_id: str) -> bool:
        with self._transaction(write=True) as cur:
            cur.execute(self._sql("SELECT email FROM accounts WHERE account_id = %s"),
                        (account_id,))
            row = cur.fetchone()
            if row is None:
                return False
            for statement, value in (
                    ("DELETE FROM account_sessions WHERE account_id = %s", account_id),
                    ("DELETE FROM account_seats WHERE account_id = %s", account_id),
                    ("DELETE FROM sign_in_links WHERE email = %s", row[0]),
                    ("DELETE FROM accounts WHERE account_id = %s", account_id)):
                cur.execute(self._sql(statement), (value,))
        return True

    def hold_account_seats(self, account_id: str, seats: Sequence[tuple[str, str, str]],
                           now: datetime) -> int:
        held = 0
        with self._transaction(write=True) as cur:
            for game_id, seat, token_hash in seats:
                if not self._seat_held(cur, game_id, seat, token_hash):
                    continue  # rotated since the caller checked it
                cur.execute(self._sql(
                    "INSERT INTO account_seats (game_id, seat, account_id, token_hash, held_at)"
                    " VALUES (%s, %s, %s, %s, %s) ON CONFLICT (game_id, seat) DO UPDATE"
                    " SET account_id = excluded.account_id, token_hash = excluded.token_hash,"
                    " held_at = excluded.held_at"),
                    (game_id, seat, account_id, token_hash, self._time(now)))
                held += 1
        return held

    def issue_seat_tokens(self, session_hash: str, seat_tokens: Sequence[tuple[str, str, str]],
                          now: datetime) -> None:
        with self._transaction(write=True) as cur:
            for token_hash, game_id, seat in seat_tokens:
                cur.execute(self._sql(
                    "DELETE FROM account_seat_tokens WHERE session_hash = %s AND game_id = %s"
                    " AND seat = %s"), (session_hash, game_id, seat))
                cur.execute(self._sql(
                    "INSERT INTO account_seat_tokens (token_hash, session_hash, game_id, seat,"
                    " created_at) VALUES (%s, %s, %s, %s, %s)"),
                    (token_hash, session_hash, game_id, seat, self._time(now)))

    def rename_account(self, account_id: str, name: str) -> bool:
        with self._transaction(write=True) as cur:
            cur.execute(self._sql("UPDATE accounts SET name = %s WHERE account_id = %s"),
                        (name, account_id))
            return cur.rowcount > 0

    def save_webauthn_challenge(self, challenge: str, purpose: str, account_id: str | None,
                                expires_at: datetime) -> None:
        with self._transaction(write=True) as cur:
            cur.execute(self._sql("DELETE FROM webauthn_challenges WHERE expires_at < %s"),
                        (self._time(self.clock()),))
            cur.execute(self._sql(
                "INSERT INTO webauthn_challenges (challenge, purpose, account_id, expires_at)"
                " VALUES (%s, %s, %s, %s)"),
                (challenge, purpose, account_id, self._time(expires_at)))

    def take_webauthn_challenge(self, challenge: str, purpose: str,
                                now: datetime) -> tuple[str | None] | None:
        with self._transaction(write=True) as cur:
            cur.execute(self._sql(
                "DELETE FROM webauthn_challenges WHERE challenge = %s AND purpose = %s"
                " RETURNING account_id, expires_at"), (challenge, purpose))
            row = cur.fetchone()
        if row is None or self._untime(row[1]) <= now:
            return None
        return (row[0],)

    def add_passkey(self, account_id: str, credential_id: str, public_key: str,
                    sign_count: int, now: datetime) -> bool:
        with self._transaction(write=True) as cur:
            cur.execute(self._sql(
                "INSERT INTO passkeys (credential_id, account_id, public_key, sign_count,"
                " created_at) VALUES (%s, %s, %s, %s, %s) ON CONFLICT (credential_id) DO NOTHING"),
                (credential_id, account_id, public_key, sign_count, self._time(now)))
            return cur.rowcount > 0

    def open_passkey_session(self, credential_id: str, sign_count: int, session: SessionOpening
                             ) -> str | None:
        now = self._time(session["now"])
        with self._transaction(write=True) as cur:
            # A counter of 0 means the authenticator keeps none; otherwise it must grow.
            cur.execute(self._sql(
                "UPDATE passkeys SET sign_count = %s, used_at = %s WHERE credential_id = %s"
                " AND (%s = 0 AND sign_count = 0 OR sign_count < %s) RETURNING account_id"),
                (sign_count, now, credential_id, sign_count, sign_count))
            row = cur.fetchone()
            if row is None:
                return None
            account_id = str(row[0])
            cur.execute(self._sql(
                "INSERT INTO account_sessions (session_hash, account_id, csrf_token, created_at,"
                " expires_at) VALUES (%s, %s, %s, %s, %s)"),
                (session["session_hash"], account_id, session["csrf_token"], now,
                 self._time(session["expires_at"])))
        return account_id
