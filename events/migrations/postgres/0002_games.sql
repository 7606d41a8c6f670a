-- Read models kept in the append transaction: one row per game, one per seat.
CREATE TABLE games (
    game_id       text        PRIMARY KEY,
    name          text        NOT NULL,
    status        text        NOT NULL,
    visibility    text        NOT NULL,
    sandbox       boolean     NOT NULL,
    seat_count    integer     NOT NULL,
    open_seats    integer     NOT NULL,
    layout        text        NOT NULL,
    version       integer     NOT NULL,
    phase         text,
    round         integer,
    pending       jsonb       NOT NULL,
    result        jsonb,
    summary       jsonb       NOT NULL,
    created_at    timestamptz NOT NULL,
    updated_at    timestamptz NOT NULL
);
CREATE INDEX games_listing ON games (status, created_at DESC, game_id DESC);

CREATE TABLE seats (
    game_id     text    NOT NULL,
    seat        text    NOT NULL,
    faction     text    NOT NULL,
    status      text    NOT NULL,
    name        text,
    bot         text,
    token_hash  text,
    PRIMARY KEY (game_id, seat)
);
CREATE UNIQUE INDEX seats_token ON seats (token_hash) WHERE token_hash IS NOT NULL;

-- Host tokens (the creator's): they manage the lobby, they do not play a seat.
CREATE TABLE hosts (
    token_hash  text PRIMARY KEY,
    game_id     text NOT NULL
);
