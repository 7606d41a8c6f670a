-- Nothing to do on SQLite: its appends run in-process, where checking the version inside the
-- write transaction costs no round trip. The number matches the Postgres migration of the same
-- version, which adds a function that opens an append in one statement.
SELECT 1;
