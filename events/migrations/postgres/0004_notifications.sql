-- Notification channels per seat: kept out of the event log, so configuring them does not move
-- the game's version, and a URL, address or signing secret never reaches any game egress.
CREATE TABLE notification_channels (
    game_id     text        NOT NULL,
    seat        text        NOT NULL,
    channel     text        NOT NULL CHECK (channel IN ('webhook', 'email')),
    target      text        NOT NULL,
    secret      text,
    created_at  timestamptz NOT NULL,
    PRIMARY KEY (game_id, seat, channel)
);

-- A lease: the worker sending a message holds it until lease_until, so two workers never send
-- the same row at once. A message that failed too often is abandoned (kept, never sent again).
ALTER TABLE outbox ADD COLUMN lease_owner text;
ALTER TABLE outbox ADD COLUMN lease_until timestamptz;
ALTER TABLE outbox ADD COLUMN abandoned_at timestamptz;
CREATE INDEX outbox_recipient ON outbox (game_id, channel, recipient, id)
    WHERE delivered_at IS NULL AND abandoned_at IS NULL;

-- One row per delivery attempt, readable by the seat through the API.
CREATE TABLE notification_deliveries (
    id            bigserial   PRIMARY KEY,
    outbox_id     bigint      NOT NULL,
    game_id       text        NOT NULL,
    seat          text        NOT NULL,
    channel       text        NOT NULL,
    kind          text        NOT NULL,
    attempt       integer     NOT NULL,
    attempted_at  timestamptz NOT NULL,
    status_code   integer,
    error         text,
    delivered     boolean     NOT NULL
);
CREATE INDEX notification_deliveries_seat ON notification_deliveries (game_id, seat, id);
