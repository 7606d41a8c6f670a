-- Notification channels per seat: kept out of the event log, so configuring them does not move
-- the game's version, and a URL, address or signing secret never reaches any game egress.
CREATE TABLE notification_channels (
    game_id     TEXT NOT NULL,
    seat        TEXT NOT NULL,
    channel     TEXT NOT NULL CHECK (channel IN ('webhook', 'email')),
    target      TEXT NOT NULL,
    secret      TEXT,
    created_at  TEXT NOT NULL,
    PRIMARY KEY (game_id, seat, channel)
) WITHOUT ROWID;

-- A lease: the worker sending a message holds it until lease_until, so two workers never send
-- the same row at once. A message that failed too often is abandoned (kept, never sent again).
ALTER TABLE outbox ADD COLUMN lease_owner TEXT;
ALTER TABLE outbox ADD COLUMN lease_until TEXT;
ALTER TABLE outbox ADD COLUMN abandoned_at TEXT;
CREATE INDEX outbox_recipient ON outbox (game_id, channel, recipient, id)
    WHERE delivered_at IS NULL AND abandoned_at IS NULL;

-- One row per delivery attempt, readable by the seat through the API.
CREATE TABLE notification_deliveries (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    outbox_id     INTEGER NOT NULL,
    game_id       TEXT    NOT NULL,
    seat          TEXT    NOT NULL,
    channel       TEXT    NOT NULL,
    kind          TEXT    NOT NULL,
    attempt       INTEGER NOT NULL,
    attempted_at  TEXT    NOT NULL,
    status_code   INTEGER,
    error         TEXT,
    delivered     INTEGER NOT NULL
);
CREATE INDEX notification_deliveries_seat ON notification_deliveries (game_id, seat, id);
