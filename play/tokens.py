"""Bearer tokens: random, shown once, stored only as SHA-256 hashes, compared in constant time."""
from __future__ import annotations

import hashlib
import hmac
import secrets

SEAT_PREFIX = "cws_"
HOST_PREFIX = "cwh_"
INVITE_PREFIX = "cwi_"


def new_token(prefix: str) -> str:
    return prefix + secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def matches(token: str, stored_hash: str | None) -> bool:
    """True when `token` hashes to `stored_hash`; the comparison takes the same time either way."""
    if stored_hash is None:
        return False
    return hmac.compare_digest(token_hash(token), stored_hash)
