-- A webhook's payload format: the signed JSON document (`json`), or a message that Discord
-- (`discord`) or Slack (`slack`) accept as it is. Email channels keep `json` (unused).
ALTER TABLE notification_channels ADD COLUMN format TEXT NOT NULL DEFAULT 'json'
    CHECK (format IN ('json', 'discord', 'slack'));

-- When each seat last asked for a test delivery: the test route allows one per seat per
-- interval, checked and recorded in the transaction that queues the test message.
CREATE TABLE notification_tests (
    game_id    TEXT NOT NULL,
    seat       TEXT NOT NULL,
    tested_at  TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
