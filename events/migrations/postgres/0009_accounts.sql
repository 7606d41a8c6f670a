-- Optional accounts (play.accounts): nobody needs one; a seat's token plays as it always did.
-- Secrets are kept hashed: a sign-in link's token and a session id are stored as SHA-256 hex,
-- so a copy of the database signs nobody in.
CREATE TABLE accounts (
    account_id  text        PRIMARY KEY,
    email       text        NOT NULL UNIQUE,
    name        text        NOT NULL,
    created_at  timestamptz NOT NULL
);

-- Sign-in links sent by email: single use (used_at), short-lived (expires_at). `client_key`
-- (a hash of the asking address) and `email` count the requests for the rate limits.
CREATE TABLE sign_in_links (
    link_hash   text        PRIMARY KEY,
    email       text        NOT NULL,
    client_key  text        NOT NULL,
    created_at  timestamptz NOT NULL,
    expires_at  timestamptz NOT NULL,
    used_at     timestamptz
);
CREATE INDEX sign_in_links_email ON sign_in_links (email, created_at);
CREATE INDEX sign_in_links_client ON sign_in_links (client_key, created_at);

-- A browser's session: its cookie's hash, and the CSRF token its page sends with every write.
CREATE TABLE account_sessions (
    session_hash  text        PRIMARY KEY,
    account_id    text        NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
    csrf_token    text        NOT NULL,
    created_at    timestamptz NOT NULL,
    expires_at    timestamptz NOT NULL
);
CREATE INDEX account_sessions_account ON account_sessions (account_id);

-- The seats an account holds: a seat follows its account while the seat's token is still
-- `token_hash` (a rotation, a handover or leaving the seat ends the hold).
CREATE TABLE account_seats (
    game_id     text        NOT NULL,
    seat        text        NOT NULL,
    account_id  text        NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
    token_hash  text        NOT NULL,
    held_at     timestamptz NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX account_seats_account ON account_seats (account_id);

-- A browser's own token for a seat its account holds (prefix cwa_, kept hashed): it plays the
-- seat as the seat's token does, while its session is open and the account still holds the
-- seat with the seat's current token. Signing out ends the session's tokens with it.
CREATE TABLE account_seat_tokens (
    token_hash    text PRIMARY KEY,
    session_hash  text NOT NULL REFERENCES account_sessions (session_hash) ON DELETE CASCADE,
    game_id       text NOT NULL,
    seat          text NOT NULL,
    created_at    timestamptz NOT NULL,
    UNIQUE (session_hash, game_id, seat)
);

-- Passkeys (WebAuthn): a credential's id and public key (neither is a secret) and its signature
-- counter, which only grows.
CREATE TABLE passkeys (
    credential_id  text PRIMARY KEY,
    account_id     text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
    public_key     text NOT NULL,
    sign_count     bigint NOT NULL,
    created_at     timestamptz NOT NULL,
    used_at        timestamptz
);
CREATE INDEX passkeys_account ON passkeys (account_id);

-- WebAuthn challenges, kept on the server and taken once: registering a passkey (for the
-- account) or signing in with one (no account yet).
CREATE TABLE webauthn_challenges (
    challenge   text PRIMARY KEY,
    purpose     text NOT NULL CHECK (purpose IN ('register', 'sign_in')),
    account_id  text REFERENCES accounts (account_id) ON DELETE CASCADE,
    expires_at  timestamptz NOT NULL
);
