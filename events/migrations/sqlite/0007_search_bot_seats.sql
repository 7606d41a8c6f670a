-- Seats handed to search bots, by the client address (hashed) that handed them: a web process
-- counts those of one address in games not finished before it lets that address hand another
-- (SEARCH_BOTS_PER_ADDRESS). Written in the transaction of the hand-over.
CREATE TABLE search_bot_seats (
    game_id    TEXT NOT NULL,
    seat       TEXT NOT NULL,
    address    TEXT NOT NULL,
    handed_at  TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE INDEX search_bot_seats_address ON search_bot_seats (address);
