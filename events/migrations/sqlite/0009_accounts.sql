-- Optional accounts (play.accounts): nobody needs one; a seat's token plays as it always did.
-- Secrets are kept hashed: a sign-in link's token and a session id are stored as SHA-256 hex,
-- so a copy of the database signs nobody in.
CREATE TABLE accounts (
    account_id  TEXT        PRIMARY KEY,
    email       TEXT        NOT NULL UNIQUE,
    name        TEXT        NOT NULL,
    created_at  TEXT        NOT NULL
);

-- Sign-in links sent by email: single use (used_at), short-lived (expires_at). `client_key`
-- (a hash of the asking address) and `email` count the requests for the rate limits.
CREATE TABLE sign_in_links (
    link_hash   TEXT        PRIMARY KEY,
    email       TEXT        NOT NULL,
    client_key  TEXT        NOT NULL,
    created_at  TEXT        NOT NULL,
    expires_at  TEXT        NOT NULL,
    used_at     TEXT       
);
CREATE INDEX sign_in_links_email ON sign_in_links (email, created_at);
CREATE INDEX sign_in_links_client ON sign_in_links (client_key, created_at);

-- A browser's session: its cookie's hash, and the CSRF token its page sends with every write.
CREATE TABLE account_sessions (
    session_hash  TEXT        PRIMARY KEY,
    account_id    TEXT        NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
    csrf_token    TEXT        NOT NULL,
    created_at    TEXT        NOT NULL,
    expires_at    TEXT        NOT NULL
);
CREATE INDEX account_sessions_account ON account_sessions (account_id);

-- The seats an account holds: a seat follows its account while the seat's token is still
-- `token_hash` (a rotation, a handover or leaving the seat ends the hold).
CREATE TABLE account_seats (
    game_id     TEXT        NOT NULL,
    seat        TEXT        NOT NULL,
    account_id  TEXT        NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
    token_hash  TEXT        NOT NULL,
    held_at     TEXT        NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX account_seats_account ON account_seats (account_id);

-- A browser's own token for a seat its account holds (prefix cwa_, kept hashed): it plays the
-- seat as the seat's token does, while its session is open and the account still holds the
-- seat with the seat's current token. Signing out ends the session's tokens with it.
CREATE TABLE account_seat_tokens (
    token_hash    TEXT PRIMARY KEY,
    session_hash  TEXT NOT NULL REFERENCES account_sessions (session_hash) ON DELETE CASCADE,
    game_id       TEXT NOT NULL,
    seat          TEXT NOT NULL,
    created_at    TEXT NOT NULL,
    UNIQUE (session_hash, game_id, seat)
);

-- Passkeys (WebAuthn): a credential's id and public key (neither is a secret) and its signature
-- counter, which only grows.
CREATE TABLE passkeys (
    credential_id  TEXT PRIMARY KEY,
    account_id     TEXT NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
    public_key     TEXT NOT NULL,
    sign_count     INTEGER NOT NULL,
    created_at     TEXT NOT NULL,
    used_at        TEXT
);
CREATE INDEX passkeys_account ON passkeys (account_id);

-- WebAuthn challenges, kept on the server and taken once: registering a passkey (for the
-- account) or signing in with one (no account yet).
CREATE TABLE webauthn_challenges (
    challenge   TEXT PRIMARY KEY,
    purpose     TEXT NOT NULL CHECK (purpose IN ('register', 'sign_in')),
    account_id  TEXT REFERENCES accounts (account_id) ON DELETE CASCADE,
    expires_at  TEXT NOT NULL
);
