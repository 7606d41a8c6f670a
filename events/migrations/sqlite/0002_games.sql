-- Read models kept in the append transaction: one row per game, one per seat.
CREATE TABLE games (
    game_id       TEXT    PRIMARY KEY,
    name          TEXT    NOT NULL,
    status        TEXT    NOT NULL,
    visibility    TEXT    NOT NULL,
    sandbox       INTEGER NOT NULL,
    seat_count    INTEGER NOT NULL,
    open_seats    INTEGER NOT NULL,
    layout        TEXT    NOT NULL,
    version       INTEGER NOT NULL,
    phase         TEXT,
    round         INTEGER,
    pending       TEXT    NOT NULL,
    result        TEXT,
    summary       TEXT    NOT NULL,
    created_at    TEXT    NOT NULL,
    updated_at    TEXT    NOT NULL
) WITHOUT ROWID;
CREATE INDEX games_listing ON games (status, created_at DESC, game_id DESC);

CREATE TABLE seats (
    game_id     TEXT NOT NULL,
    seat        TEXT NOT NULL,
    faction     TEXT NOT NULL,
    status      TEXT NOT NULL,
    name        TEXT,
    bot         TEXT,
    token_hash  TEXT,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE UNIQUE INDEX seats_token ON seats (token_hash) WHERE token_hash IS NOT NULL;

CREATE TABLE hosts (
    token_hash  TEXT PRIMARY KEY,
    game_id     TEXT NOT NULL
) WITHOUT ROWID;
