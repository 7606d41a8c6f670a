-- One statement opens an append: it bounds the wait for the append lock, takes the lock (unless
-- the caller runs unserialised) and checks that the game is at the expected version. Being one
-- statement, it travels in the same pipeline as the inserts that follow it, so an append is a
-- single round trip; a wrong version raises SQLSTATE CW409 with the head in DETAIL, which
-- aborts the transaction before anything is written.
CREATE FUNCTION events_open_append(game text, expected integer, lock_timeout_ms integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    head integer;
BEGIN
    IF lock_timeout_ms IS NOT NULL THEN
        PERFORM set_config('lock_timeout', lock_timeout_ms::text, true);
        LOCK TABLE events IN EXCLUSIVE MODE;
    END IF;
    SELECT COALESCE(MAX(version), 0) INTO head FROM events WHERE game_id = game;
    IF head <> expected THEN
        RAISE EXCEPTION 'game % is at version %, not %', game, head, expected
            USING ERRCODE = 'CW409', DETAIL = head::text;
    END IF;
END;
$$;
