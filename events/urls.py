"""Database URLs: `postgresql://...` for Postgres, `sqlite:///relative` or `sqlite:////absolute`,
and `memory:` (or `memory://`) for a new, empty in-memory store (events/memory.py)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class DatabaseUrl:
    dialect: str  # "postgres", "sqlite" or "memory"
    url: str
    path: str = ""


def parse(url: str) -> DatabaseUrl:
    if url.startswith(("postgresql://", "postgres://")):
        return DatabaseUrl("postgres", url)
    if url.startswith("sqlite:///"):
        path = url[len("sqlite:///"):]
        if not path:
            raise ValueError("a sqlite URL needs a file path: sqlite:///var/game.sqlite3")
        return DatabaseUrl("sqlite", url, path)
    if url in ("memory:", "memory://"):
        return DatabaseUrl("memory", url)
    raise ValueError(f"unsupported database URL {redact(url)!r}:"
                     " use postgresql://, sqlite:/// or memory:")


def redact(url: str) -> str:
    """The URL with any password hidden, for logs and errors."""
    scheme, sep, rest = url.partition("://")
    if not sep or "@" not in rest:
        return url
    creds, at, host = rest.rpartition("@")
    user = creds.split(":", 1)[0]
    return f"{scheme}://{user}:***@{host}" if ":" in creds else url
