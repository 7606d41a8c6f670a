-- The language a seat's notifications are written in (English or German), chosen with its
-- channels; channels set before it read in English.
ALTER TABLE notification_channels ADD COLUMN language text NOT NULL DEFAULT 'en'
    CHECK (language IN ('en', 'de'));
