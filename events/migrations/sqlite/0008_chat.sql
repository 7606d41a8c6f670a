-- Per-game chat, kept apart from the log: a message is not a game event (undo never removes
-- one, and sending one never changes the game's version). Messages carry their own cursor (id).
-- `sender` is shown (a seat, `host` or `spectator`); `sender_key` only counts a sender's
-- messages for the rate limit (the seat, `host`, or a hash of a spectator's address).
CREATE TABLE chat_messages (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id      TEXT NOT NULL,
    channel      TEXT NOT NULL CHECK (channel IN ('seats', 'spectators')),
    sender       TEXT NOT NULL,
    sender_name  TEXT NOT NULL,
    sender_key   TEXT NOT NULL,
    body         TEXT NOT NULL,
    sent_at      TEXT NOT NULL
);
CREATE INDEX chat_messages_game ON chat_messages (game_id, channel, id);
CREATE INDEX chat_messages_sender ON chat_messages (game_id, sender_key, sent_at);

-- Each seat's last message read (its unread marker counts the seats' messages after it).
CREATE TABLE chat_reads (
    game_id    TEXT    NOT NULL,
    seat       TEXT    NOT NULL,
    last_read  INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

-- The seats each seat muted for itself: applied when that seat reads, never to others.
CREATE TABLE chat_mutes (
    game_id  TEXT NOT NULL,
    seat     TEXT NOT NULL,
    muted    TEXT NOT NULL,
    PRIMARY KEY (game_id, seat, muted)
) WITHOUT ROWID;

-- Whether the host closed the spectators' channel (no row: open).
CREATE TABLE chat_settings (
    game_id            TEXT    PRIMARY KEY,
    spectators_closed  INTEGER NOT NULL,
    changed_at         TEXT    NOT NULL
) WITHOUT ROWID;
