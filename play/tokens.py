"""Bearer tokens: random, shown once, stored only as SHA-256 hashes, compared in constant time."""
from __future__ import annotations

import base64
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


def invite_code_for(host_token: str) -> str:
    """A private game's invite code, derived from its host token by HMAC-SHA256.

    The server keeps only hashes of both, yet the host can be shown the code again at any time
    (the code is a function of the host token it presents), while the code tells its holders
    nothing of the host token. Same shape as a random token: prefix and 43 URL-safe characters.
    """
    digest = hmac.new(host_token.encode("utf-8"), b"cthulhu-wars invite code", hashlib.sha256)
    return INVITE_PREFIX + base64.urlsafe_b64encode(digest.digest()).rstrip(b"=").decode("ascii")
