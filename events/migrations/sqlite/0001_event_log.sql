-- The event log, embedded edition: the same tables and keys as the Postgres schema.
-- (game_id, version) is the optimistic lock; positions are taken inside the write transaction.
CREATE TABLE events (
    game_id         TEXT    NOT NULL,
    version         INTEGER NOT NULL CHECK (version > 0),
    position        INTEGER NOT NULL UNIQUE,
    event_id        TEXT    NOT NULL UNIQUE,
    type            TEXT    NOT NULL,
    schema_version  INTEGER NOT NULL,
    payload         TEXT    NOT NULL,
    metadata        TEXT    NOT NULL,
    recorded_at     TEXT    NOT NULL,
    PRIMARY KEY (game_id, version)
) WITHOUT ROWID;

-- Stands in for a database sequence: allocations commit on their own, outside the append.
CREATE TABLE event_positions (
    id    INTEGER PRIMARY KEY CHECK (id = 1),
    last  INTEGER NOT NULL
);
INSERT INTO event_positions (id, last) VALUES (1, 0);

CREATE TABLE event_secrets (
    game_id  TEXT    NOT NULL,
    version  INTEGER NOT NULL,
    secret   TEXT    NOT NULL,
    PRIMARY KEY (game_id, version),
    FOREIGN KEY (game_id, version) REFERENCES events (game_id, version) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TABLE snapshots (
    game_id         TEXT    NOT NULL,
    version         INTEGER NOT NULL,
    schema_version  INTEGER NOT NULL,
    state           TEXT    NOT NULL,
    created_at      TEXT    NOT NULL,
    PRIMARY KEY (game_id, version)
) WITHOUT ROWID;

CREATE TABLE idempotency (
    scope        TEXT    NOT NULL,
    key          TEXT    NOT NULL,
    fingerprint  TEXT    NOT NULL,
    game_id      TEXT    NOT NULL,
    version      INTEGER NOT NULL,
    response     TEXT    NOT NULL,
    created_at   TEXT    NOT NULL,
    PRIMARY KEY (scope, key)
) WITHOUT ROWID;

CREATE TABLE outbox (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id          TEXT    NOT NULL,
    version          INTEGER NOT NULL,
    channel          TEXT    NOT NULL,
    recipient        TEXT    NOT NULL,
    payload          TEXT    NOT NULL,
    created_at       TEXT    NOT NULL,
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  TEXT    NOT NULL,
    delivered_at     TEXT,
    last_error       TEXT
);
CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE delivered_at IS NULL;

CREATE TABLE timers (
    game_id     TEXT    NOT NULL,
    seat        TEXT    NOT NULL,
    version     INTEGER NOT NULL,
    kind        TEXT    NOT NULL,
    due_at      TEXT    NOT NULL,
    fired_at    TEXT,
    PRIMARY KEY (game_id, seat, version, kind)
) WITHOUT ROWID;
CREATE INDEX timers_due ON timers (due_at) WHERE fired_at IS NULL;
