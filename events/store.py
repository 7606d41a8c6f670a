"""One store contract, three adapters (Postgres, SQLite, memory).

`EventStore` is the contract: every public method with the promise it keeps, and the logic no
adapter does its own way: what an append may hold, replaying an idempotency record, upcasting a
stored event, the rows of an outbox message and of a snapshot. `events.sql.SqlStore` keeps the
contract in SQL for the Postgres and SQLite adapters; `events.memory.MemoryStore` is the SQLite
adapter on a database held in memory, for application tests and tools.

Why appends are serialised: a subscriber tails the log by global position ("everything after
position p"). If two appends could commit in the opposite order to their positions, a reader could
see position p + 1, move its checkpoint past p, and never see p once it commits. Holding one append
lock from position allocation to commit makes positions commit in order.
"""
from __future__ import annotations

import re
import threading
from abc import ABC, abstractmethod
from datetime import datetime, timezone
from typing import Any, Callable, Mapping, Sequence, TypedDict

from events.envelope import (AppendResult, Backlog, Idempotency, IdempotencyRecord, Metadata,
                             NewEvent, OutboxMessage, Row, Snapshot, StoredEvent, Timer)
from events.errors import (DuplicateVersion, IdempotencyKeyReused, InvalidRow, InvalidValue,
                           VersionConflict)
from events.jsontext import canonical, first_unstorable
from events.registry import TypeRegistry

Clock = Callable[[], datetime]
# A test seam: called once an append holds its positions and before it commits.
AppendPause = Callable[[str, tuple[int, ...]], None]

_IDENT = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")
# Extra rows may write projections, timers and the outbox, never the log's own tables.
PROTECTED_TABLES = frozenset({"events", "event_secrets", "idempotency", "schema_migrations",
                              "event_positions"})
# The longest error text a delivery attempt keeps.
ERROR_LIMIT = 2000

# A row a query returned: its columns in the order the statement selected them.
Fetched = tuple[Any, ...]
# A seat's channel as set: (target, secret), (target, secret, format) or (target, secret, format,
# language).
ChannelSetting = (tuple[str, str | None] | tuple[str, str | None, str]
                  | tuple[str, str | None, str, str])


class NotificationChannel(TypedDict):
    """One channel a seat set for its notifications (`notification_channels`)."""

    seat: str
    channel: str
    target: str
    secret: str | None
    created_at: datetime
    format: str
    language: str


class NotificationDelivery(TypedDict):
    """One attempt in a seat's delivery log (`notification_deliveries`)."""

    id: int
    outbox_id: int
    channel: str
    kind: str
    attempt: int
    attempted_at: datetime
    status_code: int | None
    error: str | None
    delivered: bool


class ChatMessage(TypedDict):
    """One chat message (`chat_messages`); `sender_key` stays in the store."""

    id: int
    channel: str
    sender: str
    sender_name: str
    body: str
    sent_at: datetime


class ChatPost(TypedDict):
    """A message to post, with the limits its transaction checks."""

    game_id: str
    channel: str
    sender: str
    sender_name: str
    sender_key: str
    body: str
    now: datetime
    window_start: datetime  # the rate limit counts the sender's messages since this time
    most: int  # at most this many in the window
    holder: str | None  # the seat's token hash, checked in the transaction (None: no seat)
    rows: Sequence[Row]  # outbox rows (notices) written with the message, and only with it


class SignInLink(TypedDict):
    """A sign-in link to store, with the rate limits its transaction checks."""

    link_hash: str
    email: str
    client_key: str
    now: datetime
    expires_at: datetime
    window_start: datetime
    most_per_email: int
    most_per_client: int


class Redemption(TypedDict):
    """A sign-in link's use: the session it opens and the account it may create."""

    link_hash: str
    now: datetime
    session_hash: str
    csrf_token: str
    session_expires_at: datetime
    new_account_id: str
    name: str


class SessionOpening(TypedDict):
    """A session to open: its id's hash, its CSRF token, when it opens and ends."""

    session_hash: str
    csrf_token: str
    now: datetime
    expires_at: datetime


def utc_now() -> datetime:
    return datetime.now(timezone.utc)


class StoreOptions(TypedDict, total=False):
    """What every adapter passes on to `EventStore`."""

    registry: TypeRegistry | None
    clock: Clock
    serialize_appends: bool
    on_positions_allocated: AppendPause | None


class EventStore(ABC):
    """The event log contract (docs/architecture.md section 3)."""

    def __init__(self, *, registry: TypeRegistry | None = None, clock: Clock = utc_now,
                 serialize_appends: bool = True,
                 on_positions_allocated: AppendPause | None = None) -> None:
        self.registry = registry or TypeRegistry(strict=False)
        self.clock = clock
        # Only the contract test's control turns this off, to show the tailer check has teeth.
        self.serialize_appends = serialize_appends
        self._pause = on_positions_allocated
        self._closed = threading.Event()

    # ---- appending -----------------------------------------------------------------------
    def append(self, game_id: str, expected_version: int, events: Sequence[NewEvent], *,
               metadata: Metadata = Metadata(), idempotency: Idempotency | None = None,
               rows: Sequence[Row] = (), recorded_at: datetime | None = None) -> AppendResult:
        """Append `events` after `expected_version`, atomically with `rows` and `idempotency`.

        Returns the new version. Raises VersionConflict when the game is not at
        `expected_version`, IdempotencyKeyReused when the key came with another body, StoreBusy
        when the append lock is not granted in time. A matching idempotency record returns the
        stored result with `replayed=True` and writes nothing. `recorded_at` (default: the
        store's clock) lets a caller that folds the events itself record the same time.
        """
        if not events:
            raise ValueError("append needs at least one event")
        check_storable(events)
        for row in rows:
            check_row(row)
        try:
            return self._append(game_id, expected_version, events, metadata, idempotency, rows,
                                recorded_at or self.clock())
        except DuplicateVersion:
            # Only reachable without the append lock: the key still refuses the loser.
            current = self.current_version(game_id)
            raise VersionConflict(game_id, expected_version, current) from None

    @abstractmethod
    def _append(self, game_id: str, expected_version: int, events: Sequence[NewEvent],
                metadata: Metadata, idempotency: Idempotency | None,
                rows: Sequence[Row], recorded_at: datetime) -> AppendResult:
        """The adapter's append: under the append lock (unless `serialize_appends` is off),
        replay a recorded idempotency key, check the version, give the events positions and
        insert them with the idempotency record and `rows`, calling `_paused` once positions
        are held and before the commit. A version found taken at the commit raises
        DuplicateVersion."""

    def _paused(self, game_id: str, positions: tuple[int, ...]) -> None:
        if self._pause is not None:
            self._pause(game_id, positions)

    # ---- reading -------------------------------------------------------------------------
    @abstractmethod
    def current_version(self, game_id: str) -> int:
        """The version of the game's latest event (0 for a game with none)."""

    @abstractmethod
    def read(self, game_id: str, after_version: int = 0, upto_version: int | None = None,
             limit: int | None = None, with_secrets: bool = False) -> list[StoredEvent]:
        """A game's events with after_version < version <= upto_version, in version order."""

    @abstractmethod
    def read_all(self, after_position: int = 0, limit: int = 1000,
                 with_secrets: bool = False) -> list[StoredEvent]:
        """Every game's events after a global position, in position order (for subscribers)."""

    @abstractmethod
    def get_idempotency(self, scope: str, key: str) -> IdempotencyRecord | None:
        """The record an append made of `key` in `scope`, if any."""

    # ---- snapshots -----------------------------------------------------------------------
    @abstractmethod
    def save_snapshot(self, game_id: str, version: int, state: Mapping[str, Any],
                      schema_version: int = 1) -> None:
        """Store (or replace) the state of `game_id` at `version`."""

    @abstractmethod
    def load_snapshot(self, game_id: str, max_version: int | None = None) -> Snapshot | None:
        """The latest snapshot of `game_id` at or before `max_version`."""

    # ---- read models -----------------------------------------------------------------------
    @abstractmethod
    def fetch(self, text: str, params: Sequence[Any] = ()) -> list[Fetched]:
        """Rows of a read-only query on the read-model tables (%s placeholders)."""

    @abstractmethod
    def json_value(self, value: Any) -> Any:
        """A JSON column of a `fetch` row, decoded."""

    @abstractmethod
    def time_value(self, value: Any) -> datetime:
        """A timestamp column of a `fetch` row, decoded."""

    @abstractmethod
    def encode_time(self, value: datetime) -> object:
        """A timestamp as a `fetch` parameter."""

    # ---- outbox --------------------------------------------------------------------------
    def outbox_row(self, game_id: str, version: int, channel: str, recipient: str,
                   payload: Mapping[str, Any]) -> Row:
        """A Row that puts one message in the outbox, to pass to `append(rows=...)`."""
        now = self.clock()
        return Row("outbox", {"game_id": game_id, "version": version, "channel": channel,
                              "recipient": recipient, "payload": dict(payload),
                              "created_at": now, "next_attempt_at": now})

    @abstractmethod
    def pending_outbox(self, limit: int = 100) -> list[OutboxMessage]:
        """Undelivered messages whose next attempt is due, oldest first."""

    @abstractmethod
    def outbox_backlog(self) -> Backlog:
        """Messages still to deliver (neither delivered nor abandoned), dated by creation."""

    @abstractmethod
    def claim_outbox(self, owner: str, now: datetime, lease_until: datetime,
                     limit: int = 100) -> list[OutboxMessage]:
        """Lease due messages to `owner`: only the oldest undelivered one of each recipient.

        A message whose lease has not run out belongs to its owner; the claim is a conditional
        update, so of two workers claiming one message exactly one gets it.
        """

    @abstractmethod
    def record_outbox_attempt(self, message: OutboxMessage, owner: str, now: datetime, *,
                              kind: str, delivered: bool, status_code: int | None = None,
                              error: str | None = None, retry_at: datetime | None = None,
                              abandon: bool = False) -> bool:
        """Close `owner`'s attempt at `message` and log it, in one transaction.

        Delivered: the message is marked delivered (once: False if it already was). Failed: the
        next attempt waits until `retry_at`, or never with `abandon`.
        """

    # ---- timers --------------------------------------------------------------------------
    @abstractmethod
    def due_timers(self, now: datetime, limit: int = 100) -> list[Timer]:
        """Timers due at `now` that have not fired, earliest first."""

    @abstractmethod
    def overdue_timers(self, now: datetime) -> Backlog:
        """Timers due at `now` that have not fired, dated by when they fell due."""

    @abstractmethod
    def next_timer_due(self, after: datetime) -> datetime | None:
        """When the earliest open timer due after `after` falls due (None: no such timer)."""

    @abstractmethod
    def close_timer(self, timer: Timer, now: datetime, rows: Sequence[Row] = ()) -> bool:
        """Mark a timer fired and write `rows` in the same transaction, exactly once: only the
        caller that closes it writes its rows (a reminder's outbox messages, say)."""

    # ---- notifications: channels, leased delivery, delivery log ---------------------------
    @abstractmethod
    def notification_channels(self, game_id: str,
                              seat: str | None = None) -> list[NotificationChannel]:
        """The channels of a game's seats (or of one seat), by seat and channel: seat, channel,
        target, secret, format (a webhook's payload format), language (what its messages are
        written in), created_at."""

    @abstractmethod
    def set_notification_channels(self, game_id: str, seat: str,
                                  channels: Mapping[str, ChannelSetting],
                                  now: datetime, holder: str | None = None) -> bool:
        """Replace a seat's channels with `channels`: {channel: (target, secret)},
        {channel: (target, secret, format)} or {channel: (target, secret, format, language)};
        the format defaults to `json`, the language to `en`.

        With `holder` (a token hash), only while the seat's token is still that one: the check
        is in the write's transaction, so a token rotated after the caller was let in (its
        append deletes the channels) cannot be followed by the old holder's channels. False
        (nothing written) when the seat has another token now."""

    @abstractmethod
    def queue_notification_test(self, game_id: str, seat: str, rows: Sequence[Row],
                                now: datetime, not_before: datetime,
                                holder: str | None = None) -> bool:
        """Write a seat's test messages (`rows`) unless its previous test was after
        `not_before`; the check, the record of this test and the rows are one transaction, so
        two concurrent requests cannot both pass. False (and nothing written) when too soon, or
        when the seat's token is no longer `holder` (as in `set_notification_channels`)."""

    @abstractmethod
    def notification_deliveries(self, game_id: str, seat: str, after: int = 0,
                                limit: int = 100) -> list[NotificationDelivery]:
        """A seat's delivery log after entry `after`, oldest first."""

    # ---- chat: messages with their own cursor, read markers, mutes --------------------------
    @abstractmethod
    def post_chat(self, post: ChatPost) -> ChatMessage | str:
        """Store a chat message unless refused; the checks and the insert are one transaction.
        Refusals: `closed` (the spectators' channel is closed), `flood` (the sender already
        sent `most` messages since `window_start`), `not_holder` (the seat's token changed)."""

    @abstractmethod
    def chat_messages(self, game_id: str, channel: str, after: int = 0,
                      limit: int = 100) -> list[ChatMessage]:
        """A channel's messages after id `after`, oldest first."""

    @abstractmethod
    def chat_heads(self, game_id: str) -> dict[str, int]:
        """The last message id of each channel of the game that has any."""

    @abstractmethod
    def chat_seat(self, game_id: str, seat: str) -> tuple[int, list[str]]:
        """A seat's last read message id (0: none) and the seats it muted, sorted."""

    @abstractmethod
    def mark_chat_read(self, game_id: str, seat: str, upto: int, holder: str) -> bool:
        """Move the seat's read marker forward to `upto` (never back); False when the seat's
        token is no longer `holder`."""

    @abstractmethod
    def set_chat_mute(self, game_id: str, seat: str, muted: str, on: bool,
                      holder: str) -> bool:
        """Mute (or unmute) `muted` for `seat`; False when the seat's token is not `holder`."""

    @abstractmethod
    def spectator_chat_closed(self, game_id: str) -> bool:
        """Whether the host closed the spectators' channel."""

    @abstractmethod
    def close_spectator_chat(self, game_id: str, closed: bool, now: datetime) -> None:
        """Close (or reopen) the spectators' channel."""

    @abstractmethod
    def chat_unread(self, pairs: Sequence[tuple[str, str]]) -> dict[tuple[str, str], int]:
        """For each (game, seat): how many seats' messages after its read marker, from other
        seats it has not muted (one query for many)."""

    # ---- accounts: sign-in links, sessions, held seats (all hashed at rest) -----------------
    @abstractmethod
    def save_sign_in_link(self, link: SignInLink) -> bool:
        """Store a sign-in link unless its address or its client already asked for `most`
        links since `window_start`; the counts and the insert are one transaction. False (and
        nothing written) when a limit is reached."""

    @abstractmethod
    def redeem_sign_in_link(self, redeem: Redemption) -> str | None:
        """Use a sign-in link once: mark it used, find its address's account (or create it as
        `new_account_id` named `name`) and open a session, in one transaction. The account id;
        None (nothing written) for an unknown, used or expired link."""

    @abstractmethod
    def end_account_sessions(self, account_id: str, session_hash: str | None = None) -> int:
        """End one session of the account (`session_hash`) or, with None, every one of them;
        how many ended."""

    @abstractmethod
    def delete_account(self, account_id: str) -> bool:
        """Remove the account with its sessions, links and held seats; False if none."""

    @abstractmethod
    def hold_account_seats(self, account_id: str, seats: Sequence[tuple[str, str, str]],
                           now: datetime) -> int:
        """Let the account hold each (game, seat, token hash) while the seat's token is that
        hash (taking it from another account that held it); how many are held now."""

    @abstractmethod
    def save_webauthn_challenge(self, challenge: str, purpose: str, account_id: str | None,
                                expires_at: datetime) -> None:
        """Keep a WebAuthn challenge until it is taken or expires."""

    @abstractmethod
    def take_webauthn_challenge(self, challenge: str, purpose: str,
                                now: datetime) -> tuple[str | None] | None:
        """Take a challenge once (it is deleted): `(account id or None,)` when it was kept for
        `purpose` and has not expired; None otherwise."""

    @abstractmethod
    def add_passkey(self, account_id: str, credential_id: str, public_key: str,
                    sign_count: int, now: datetime) -> bool:
        """Register a passkey to the account; False when the credential is already known."""

    @abstractmethod
    def open_passkey_session(self, credential_id: str, sign_count: int, session: SessionOpening
                             ) -> str | None:
        """Record a passkey's use (its new counter) and open a session for its account, in one
        transaction; the account id, or None when the passkey is unknown or its counter did not
        grow (a cloned authenticator)."""

    @abstractmethod
    def rename_account(self, account_id: str, name: str) -> bool:
        """Set the name the account is shown by; False if there is no such account."""

    @abstractmethod
    def issue_seat_tokens(self, session_hash: str, seat_tokens: Sequence[tuple[str, str, str]],
                          now: datetime) -> None:
        """Give a session a token (hash) for each (token hash, game, seat), replacing any it
        had for that seat."""

    # ---- lifecycle -----------------------------------------------------------------------
    @abstractmethod
    def ping(self) -> None:
        """Raise if the database cannot be reached."""

    @abstractmethod
    def close(self) -> None:
        """Release every connection."""


# ---- what every adapter does the same way ------------------------------------------------
def check_storable(events: Sequence[NewEvent]) -> None:
    """Refuse an event holding a value no store keeps as it is (InvalidValue)."""
    for event in events:
        found = first_unstorable([event.payload, event.secret])
        if found is not None:
            raise InvalidValue(f"A {event.type} event may not hold {found}.")


def check_row(row: Row) -> None:
    """Refuse a row naming a table or column an append may not write (InvalidRow)."""
    names = [row.table, *row.values, *row.conflict]
    if not all(_IDENT.match(name) for name in names) or row.table in PROTECTED_TABLES:
        raise InvalidRow(f"an append may not write table {row.table!r} with these columns")
    if not row.values or not set(row.conflict) <= set(row.values):
        raise InvalidRow("a row needs values, and its conflict columns must be among them")


def replay(record: IdempotencyRecord | None, idem: Idempotency) -> AppendResult | None:
    """What an append with `idem` answers when its key is already recorded: the recorded result
    for the same body, IdempotencyKeyReused for another; None when the key is new."""
    if record is None:
        return None
    if record.fingerprint != idem.fingerprint:
        raise IdempotencyKeyReused(idem.scope, idem.key)
    return AppendResult(record.game_id, record.version, (), True, record.response)


def upcast(registry: TypeRegistry, stored: StoredEvent) -> StoredEvent:
    """A stored event in the current shape of its type (rules.engine.upcasting)."""
    schema_version, payload, secret = registry.upcast(
        stored.type, stored.schema_version, stored.payload, stored.secret)
    if schema_version == stored.schema_version and payload is stored.payload \
            and secret is stored.secret:
        return stored  # already the current shape, as most events are
    return StoredEvent(stored.event_id, stored.game_id, stored.version, stored.position,
                       stored.type, schema_version, payload, stored.metadata,
                       stored.recorded_at, secret)


def snapshot_row(game_id: str, version: int, state: Mapping[str, Any], schema_version: int,
                 now: datetime) -> Row:
    """The row `save_snapshot` writes, replacing any snapshot at the same version."""
    return Row("snapshots", {"game_id": game_id, "version": version,
                             "schema_version": schema_version, "state": dict(state),
                             "created_at": now}, ("game_id", "version"))


def channel_parts(setting: ChannelSetting) -> tuple[str, str | None, str, str]:
    """(target, secret, format, language) of a channel as set; the format defaults to `json`,
    the language to English."""
    target, secret, *rest = setting
    return target, secret, rest[0] if rest else "json", rest[1] if len(rest) > 1 else "en"


def clipped(error: str | None) -> str | None:
    """An attempt's error text as the delivery log keeps it."""
    return error[:ERROR_LIMIT] if error else None


def dumps(value: Any) -> str:
    """Compact, key-sorted JSON, so the same document always has the same text."""
    return canonical(value).decode()
