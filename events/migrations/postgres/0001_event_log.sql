-- The event log. (game_id, version) is the optimistic lock: a second writer at the same version
-- violates the primary key and becomes a conflict, never a silent drop.
CREATE TABLE events (
    game_id         text        NOT NULL,
    version         integer     NOT NULL CHECK (version > 0),
    position        bigint      NOT NULL UNIQUE,
    event_id        uuid        NOT NULL UNIQUE,
    type            text        NOT NULL,
    schema_version  integer     NOT NULL,
    payload         jsonb       NOT NULL,
    metadata        jsonb       NOT NULL,
    recorded_at     timestamptz NOT NULL,
    PRIMARY KEY (game_id, version)
);

-- Positions come from this sequence, taken while the append lock is held, so they grow in commit order.
CREATE SEQUENCE event_positions AS bigint START 1 OWNED BY events.position;

-- Secret parts of events (seeds, Elder Sign values) live apart, so a query for the public feed
-- cannot reach them by accident.
CREATE TABLE event_secrets (
    game_id  text    NOT NULL,
    version  integer NOT NULL,
    secret   jsonb   NOT NULL,
    PRIMARY KEY (game_id, version),
    FOREIGN KEY (game_id, version) REFERENCES events (game_id, version) ON DELETE CASCADE
);

CREATE TABLE snapshots (
    game_id         text        NOT NULL,
    version         integer     NOT NULL,
    schema_version  integer     NOT NULL,
    state           jsonb       NOT NULL,
    created_at      timestamptz NOT NULL,
    PRIMARY KEY (game_id, version)
);

CREATE TABLE idempotency (
    scope        text        NOT NULL,
    key          text        NOT NULL,
    fingerprint  text        NOT NULL,
    game_id      text        NOT NULL,
    version      integer     NOT NULL,
    response     jsonb       NOT NULL,
    created_at   timestamptz NOT NULL,
    PRIMARY KEY (scope, key)
);

CREATE TABLE outbox (
    id               bigserial   PRIMARY KEY,
    game_id          text        NOT NULL,
    version          integer     NOT NULL,
    channel          text        NOT NULL,
    recipient        text        NOT NULL,
    payload          jsonb       NOT NULL,
    created_at       timestamptz NOT NULL,
    attempts         integer     NOT NULL DEFAULT 0,
    next_attempt_at  timestamptz NOT NULL,
    delivered_at     timestamptz,
    last_error       text
);
CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE delivered_at IS NULL;

CREATE TABLE timers (
    game_id     text        NOT NULL,
    seat        text        NOT NULL,
    version     integer     NOT NULL,
    kind        text        NOT NULL,
    due_at      timestamptz NOT NULL,
    fired_at    timestamptz,
    PRIMARY KEY (game_id, seat, version, kind)
);
CREATE INDEX timers_due ON timers (due_at) WHERE fired_at IS NULL;
