"""The store's ports: what each kind of caller needs of the log, as one interface each.

`EventStore` is one class with three adapters (Postgres, SQLite, memory) because every part it
offers shares their transactions: an append writes events, read-model rows, timers and outbox
messages in one.
Its callers each need one part of it, and say so by the port they take:

- `EventLog`: appending with the version check and idempotency, reading a game's events or the
  whole log by position, snapshots (the command side, the loader, the tailers);
- `ReadModels`: queries over the read-model tables the appends write (listings, "my games");
- `Outbox`: messages written by appends and delivered after the commit (the deliverer);
- `Timers`: deadlines and reminders written by appends and claimed once when due (the sweeper);
- `NotificationSettings`: each seat's channels, a test message, the delivery history (the
  notification routes);
- `Chat`: a game's chat messages (their own table and cursor, not the log), each seat's read
  marker and mutes, and whether the spectators' channel is closed (the chat routes);
- `Accounts`: optional accounts' sign-in links, sessions and held seats (play.accounts);
- `Lifecycle`: readiness and closing (the composition root, health checks).

Every public method of `EventStore` belongs to exactly one port, with the same signature
(tests/events/test_ports.py), and each port has its own contract suite, run against every adapter
(tests/events/test_store_contract.py).
"""
from __future__ import annotations

from datetime import datetime
from typing import Any, Mapping, Protocol, Sequence, runtime_checkable

from events.envelope import (AppendResult, Backlog, Idempotency, IdempotencyRecord, Metadata,
                             NewEvent, OutboxMessage, Row, Snapshot, StoredEvent, Timer)
from events.store import ChatMessage, ChatPost, Redemption, SessionOpening, SignInLink


@runtime_checkable
class EventLog(Protocol):
    def append(self, game_id: str, expected_version: int, events: Sequence[NewEvent], *,
               metadata: Metadata = Metadata(), idempotency: Idempotency | None = None,
               rows: Sequence[Row] = (), recorded_at: datetime | None = None
               ) -> AppendResult: ...

    def current_version(self, game_id: str) -> int: ...

    def read(self, game_id: str, after_version: int = 0, upto_version: int | None = None,
             limit: int | None = None, with_secrets: bool = False) -> list[StoredEvent]: ...

    def read_all(self, after_position: int = 0, limit: int = 1000,
                 with_secrets: bool = False) -> list[StoredEvent]: ...

    def get_idempotency(self, scope: str, key: str) -> IdempotencyRecord | None: ...

    def save_snapshot(self, game_id: str, version: int, state: Mapping[str, Any],
                      schema_version: int = 1) -> None: ...

    def load_snapshot(self, game_id: str, max_version: int | None = None
                      ) -> Snapshot | None: ...


@runtime_checkable
class ReadModels(Protocol):
    def fetch(self, text: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]: ...

    def json_value(self, value: Any) -> Any: ...

    def time_value(self, value: Any) -> datetime: ...

    def encode_time(self, value: datetime) -> Any: ...


@runtime_checkable
class Outbox(Protocol):
    def outbox_row(self, game_id: str, version: int, channel: str, recipient: str,
                   payload: Mapping[str, Any]) -> Row: ...

    def pending_outbox(self, limit: int = 100) -> list[OutboxMessage]: ...

    def outbox_backlog(self) -> Backlog: ...

    def claim_outbox(self, owner: str, now: datetime, lease_until: datetime,
                     limit: int = 100) -> list[OutboxMessage]: ...

    def record_outbox_attempt(self, message: OutboxMessage, owner: str, now: datetime, *,
                              kind: str, delivered: bool, status_code: int | None = None,
                              error: str | None = None, retry_at: datetime | None = None,
                              abandon: bool = False) -> bool: ...


@runtime_checkable
class Timers(Protocol):
    def due_timers(self, now: datetime, limit: int = 100) -> list[Timer]: ...

    def overdue_timers(self, now: datetime) -> Backlog: ...

    def next_timer_due(self, after: datetime) -> datetime | None: ...

    def close_timer(self, timer: Timer, now: datetime, rows: Sequence[Row] = ()) -> bool: ...


@runtime_checkable
class NotificationSettings(Protocol):
    def notification_channels(self, game_id: str, seat: str | None = None
                              ) -> list[dict[str, Any]]: ...

    def set_notification_channels(self, game_id: str, seat: str,
                                  channels: Mapping[str, tuple[Any, ...]], now: datetime,
                                  holder: str | None = None) -> bool: ...

    def queue_notification_test(self, game_id: str, seat: str, rows: Sequence[Row],
                                now: datetime, not_before: datetime,
                                holder: str | None = None) -> bool: ...

    def notification_deliveries(self, game_id: str, seat: str, after: int = 0,
                                limit: int = 100) -> list[dict[str, Any]]: ...


@runtime_checkable
class Chat(Protocol):
    def post_chat(self, post: ChatPost) -> ChatMessage | str: ...

    def chat_messages(self, game_id: str, channel: str, after: int = 0,
                      limit: int = 100) -> list[ChatMessage]: ...

    def chat_heads(self, game_id: str) -> dict[str, int]: ...

    def chat_seat(self, game_id: str, seat: str) -> tuple[int, list[str]]: ...

    def mark_chat_read(self, game_id: str, seat: str, upto: int, holder: str) -> bool: ...

    def set_chat_mute(self, game_id: str, seat: str, muted: str, on: bool,
                      holder: str) -> bool: ...

    def spectator_chat_closed(self, game_id: str) -> bool: ...

    def close_spectator_chat(self, game_id: str, closed: bool, now: datetime) -> None: ...

    def chat_unread(self, pairs: Sequence[tuple[str, str]]
                    ) -> dict[tuple[str, str], int]: ...


@runtime_checkable
class Accounts(Protocol):
    def save_sign_in_link(self, link: SignInLink) -> bool: ...

    def redeem_sign_in_link(self, redeem: Redemption) -> str | None: ...

    def end_account_sessions(self, account_id: str, session_hash: str | None = None) -> int: ...

    def delete_account(self, account_id: str) -> bool: ...

    def hold_account_seats(self, account_id: str, seats: Sequence[tuple[str, str, str]],
                           now: datetime) -> int: ...

    def rename_account(self, account_id: str, name: str) -> bool: ...

    def save_webauthn_challenge(self, challenge: str, purpose: str, account_id: str | None,
                                expires_at: datetime) -> None: ...

    def take_webauthn_challenge(self, challenge: str, purpose: str,
                                now: datetime) -> tuple[str | None] | None: ...

    def add_passkey(self, account_id: str, credential_id: str, public_key: str,
                    sign_count: int, now: datetime) -> bool: ...

    def open_passkey_session(self, credential_id: str, sign_count: int, session: SessionOpening
                             ) -> str | None: ...

    def issue_seat_tokens(self, session_hash: str, seat_tokens: Sequence[tuple[str, str, str]],
                          now: datetime) -> None: ...


@runtime_checkable
class Lifecycle(Protocol):
    def ping(self) -> None: ...

    def close(self) -> None: ...


PORTS: tuple[type, ...] = (EventLog, ReadModels, Outbox, Timers, NotificationSettings, Chat,
                           Accounts, Lifecycle)
