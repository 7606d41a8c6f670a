-- Who must decide now, so the sweeper can find games waiting on a bot seat.
ALTER TABLE games ADD COLUMN pending_seat text;
CREATE INDEX games_pending_seat ON games (pending_seat) WHERE pending_seat IS NOT NULL;
