"""Service configuration, read once from the environment by the composition root.

Every setting has a default that gives the embedded mode of docs/architecture.md section 7 (SQLite
under ``var/``, no Redis), so a bare checkout runs with no environment at all.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

DEFAULT_SQLITE_FILE = Path("var") / "cthulhu-wars.sqlite3"
DATABASE_SCHEMES = frozenset({"postgresql", "postgres", "sqlite"})
REDIS_SCHEMES = frozenset({"redis", "rediss", "unix"})
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})

# Commands and their choices are small JSON documents; a megabyte is generous and still
# keeps a hostile client from making a worker buffer an arbitrarily large body.
DEFAULT_MAX_REQUEST_BYTES = 1024 * 1024


class ConfigError(ValueError):
    """An environment variable holds a value the service cannot use.

    The message names the variable and the offending value so an operator can fix it
    without reading code.
    """


@dataclass(frozen=True)
class Config:
    """Settings for one service process.

    ``database_url`` is a ``postgresql://`` URL or ``sqlite:///<absolute path>``;
    ``redis_url`` is None when no Redis is configured (the cache is then off).
    """

    database_url: str
    redis_url: str | None = None
    port: int = 8000
    log_level: str = "INFO"
    log_json: bool = True
    max_request_bytes: int = DEFAULT_MAX_REQUEST_BYTES
    rate_limit_per_token: int = 600
    rate_limit_per_address: int = 1200
    # The benchmark's baseline routes (service.routes.bench); never on in production.
    bench_routes: bool = False
    # Prometheus figures at /metrics (service.http.metrics).
    metrics_enabled: bool = True
    # Live streams one web process holds open: per token, per address, and in all (0: no limit).
    # The stream worker holds them in an event loop, not in threads (service.streams.worker).
    streams_per_token: int = 8
    streams_per_address: int = 64
    streams_per_process: int = 10000
    # Seats one client address may hold handed to search bots in games not finished (0: no
    # limit): each is a standing load on the processors (play.botseats).
    search_bots_per_address: int = 4
    # After an undo request closes without being applied (declined, played past, withdrawn,
    # expired), its seat waits this long before asking again (0: no wait): each request notifies
    # the other seats, so asking and withdrawing in a loop would flood them (play.choices).
    undo_request_cooldown_seconds: int = 300
    # Notifications (workers.delivery): webhooks to private addresses only when allowed (local
    # testing); email over SMTP only when SMTP_HOST is set.
    allow_private_webhooks: bool = False
    smtp_host: str | None = None
    smtp_port: int = 25
    smtp_from: str = "cthulhu-wars@localhost"
    smtp_user: str | None = None
    smtp_password: str | None = field(default=None, repr=False)
    smtp_starttls: bool = False
    # Without SMTP_HOST, mail the service sends for itself (sign-in links, play.accounts) is
    # written to this folder, one .eml file per message (MAIL_DIR; default var/mail, a relative
    # path being taken from the working directory, as the Procfile's processes share it).
    mail_dir: str = "var/mail"
    webhook_timeout_seconds: float = 5.0
    notify_retry_base_seconds: float = 30.0
    notify_retry_cap_seconds: float = 3600.0
    notify_max_attempts: int = 25
    # The address players open the game at (https://cthulhu.example.org): notifications link to
    # <it>/g/<game id>. None: notifications carry no link.
    public_base_url: str | None = None
    # Origins whose browser pages may call the API (service.http.cors); empty: none, "*": any.
    cors_origins: tuple[str, ...] = ()

    @classmethod
    def from_env(cls, environ: Mapping[str, str], *, base_dir: Path | None = None) -> Config:
        """Build a Config from environment variables; raise ConfigError on a bad value.

        Reads DATABASE_URL, REDIS_URL, PORT, LOG_LEVEL, LOG_JSON, MAX_REQUEST_BYTES,
        RATE_LIMIT_PER_TOKEN, RATE_LIMIT_PER_ADDRESS, BENCH_ROUTES, METRICS_ENABLED,
        STREAMS_PER_TOKEN, STREAMS_PER_ADDRESS, STREAMS_PER_PROCESS, SEARCH_BOTS_PER_ADDRESS,
        UNDO_REQUEST_COOLDOWN_SECONDS, and for
        notifications ALLOW_PRIVATE_WEBHOOKS, SMTP_HOST, SMTP_PORT, SMTP_FROM, SMTP_USER,
        SMTP_PASSWORD, SMTP_STARTTLS, MAIL_DIR, WEBHOOK_TIMEOUT_SECONDS, NOTIFY_RETRY_BASE_SECONDS,
        NOTIFY_RETRY_CAP_SECONDS, NOTIFY_MAX_ATTEMPTS and PUBLIC_BASE_URL, and CORS_ORIGINS.
        An empty variable counts as unset. ``base_dir`` (default: the working directory)
        anchors the default SQLite file, which is always given as an absolute path.
        """
        env = {key: value.strip() for key, value in environ.items() if value.strip()}
        return cls(
            database_url=_database_url(env.get("DATABASE_URL"), base_dir or Path.cwd()),
            redis_url=_redis_url(env.get("REDIS_URL")),
            port=_int_in_range(env, "PORT", 8000, 1, 65535),
            log_level=_log_level(env.get("LOG_LEVEL", "INFO")),
            log_json=_boolean(env, "LOG_JSON", True),
            max_request_bytes=_int_in_range(
                env, "MAX_REQUEST_BYTES", DEFAULT_MAX_REQUEST_BYTES, 1, 2**31 - 1
            ),
            # Requests per minute; 0 turns a limit off.
            rate_limit_per_token=_int_in_range(env, "RATE_LIMIT_PER_TOKEN", 600, 0, 10**9),
            rate_limit_per_address=_int_in_range(env, "RATE_LIMIT_PER_ADDRESS", 1200, 0, 10**9),
            bench_routes=_boolean(env, "BENCH_ROUTES", False),
            metrics_enabled=_boolean(env, "METRICS_ENABLED", True),
            streams_per_token=_int_in_range(env, "STREAMS_PER_TOKEN", 8, 0, 10**6),
            streams_per_address=_int_in_range(env, "STREAMS_PER_ADDRESS", 64, 0, 10**6),
            streams_per_process=_int_in_range(env, "STREAMS_PER_PROCESS", 10000, 0, 10**6),
            search_bots_per_address=_int_in_range(env, "SEARCH_BOTS_PER_ADDRESS", 4, 0, 10**6),
            undo_request_cooldown_seconds=_int_in_range(env, "UNDO_REQUEST_COOLDOWN_SECONDS",
                                                        300, 0, 10**7),
            allow_private_webhooks=_boolean(env, "ALLOW_PRIVATE_WEBHOOKS", False),
            smtp_host=env.get("SMTP_HOST"),
            smtp_port=_int_in_range(env, "SMTP_PORT", 25, 1, 65535),
            smtp_from=env.get("SMTP_FROM", "cthulhu-wars@localhost"),
            smtp_user=env.get("SMTP_USER"),
            smtp_password=env.get("SMTP_PASSWORD"),
            smtp_starttls=_boolean(env, "SMTP_STARTTLS", False),
            mail_dir=env.get("MAIL_DIR", "var/mail"),
            webhook_timeout_seconds=_seconds(env, "WEBHOOK_TIMEOUT_SECONDS", 5.0),
            notify_retry_base_seconds=_seconds(env, "NOTIFY_RETRY_BASE_SECONDS", 30.0),
            notify_retry_cap_seconds=_seconds(env, "NOTIFY_RETRY_CAP_SECONDS", 3600.0),
            notify_max_attempts=_int_in_range(env, "NOTIFY_MAX_ATTEMPTS", 25, 1, 10**6),
            public_base_url=_public_base_url(env.get("PUBLIC_BASE_URL")),
            cors_origins=_origins(env.get("CORS_ORIGINS")),
        )

    @classmethod
    def from_os_environ(cls) -> Config:
        """The Config of this process, from ``os.environ``."""
        return cls.from_env(os.environ)


def default_database_url(base_dir: Path) -> str:
    """The embedded store's URL: an absolute SQLite path under ``base_dir/var``."""
    return "sqlite:///" + str((base_dir / DEFAULT_SQLITE_FILE).resolve())


def _database_url(value: str | None, base_dir: Path) -> str:
    if value is None:
        return default_database_url(base_dir)
    _require_scheme("DATABASE_URL", value, DATABASE_SCHEMES)
    return value


def _redis_url(value: str | None) -> str | None:
    if value is not None:
        _require_scheme("REDIS_URL", value, REDIS_SCHEMES)
    return value


def _public_base_url(value: str | None) -> str | None:
    """An http(s) address with a host and no query, fragment or credentials; no trailing slash."""
    if value is None:
        return None
    try:
        parts = urlsplit(value)
        valid = (parts.scheme in ("http", "https") and bool(parts.hostname)
                 and parts.port != 0 and not (parts.query or parts.fragment)
                 and parts.username is None and parts.password is None)
    except ValueError:  # a port that is not a number
        valid = False
    if not valid:
        # The value is not quoted: it might hold credentials.
        raise ConfigError("PUBLIC_BASE_URL must be an http(s) address such as "
                          "https://cthulhu.example.org, with no query, fragment or credentials")
    return value.rstrip("/")


def _origins(value: str | None) -> tuple[str, ...]:
    """Comma-separated origins (``https://client.example``, ``http://localhost:5173``) or ``*``."""
    if value is None:
        return ()
    origins = tuple(dict.fromkeys(o.strip().rstrip("/") for o in value.split(",") if o.strip()))
    for n, origin in enumerate(origins, start=1):
        if origin != "*" and not _is_origin(origin):
            # Not quoted: a mistaken entry might hold credentials.
            raise ConfigError("CORS_ORIGINS must list origins such as https://client.example "
                              f"(scheme, host and port only) or *; entry {n} is not one")
    return origins


def _is_origin(text: str) -> bool:
    try:
        parts = urlsplit(text)
        return (parts.scheme in ("http", "https") and bool(parts.hostname) and parts.port != 0
                and not (parts.path or parts.query or parts.fragment)
                and parts.username is None and parts.password is None)
    except ValueError:  # a port that is not a number
        return False


def _require_scheme(name: str, value: str, allowed: frozenset[str]) -> None:
    scheme = urlsplit(value).scheme
    if scheme not in allowed:
        expected = ", ".join(sorted(f"{s}://" for s in allowed))
        # The URL may carry a password, so only its scheme goes into the message.
        raise ConfigError(f"{name} must start with one of {expected}; got scheme {scheme!r}")


def _int_in_range(env: Mapping[str, str], name: str, default: int, low: int, high: int) -> int:
    raw = env.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ConfigError(f"{name} must be an integer; got {raw!r}") from None
    if not low <= value <= high:
        raise ConfigError(f"{name} must be between {low} and {high}; got {value}")
    return value


def _seconds(env: Mapping[str, str], name: str, default: float) -> float:
    raw = env.get(name)
    if raw is None:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a number of seconds; got {raw!r}") from None
    if not 0 < value <= 10**7:
        raise ConfigError(f"{name} must be more than 0 and at most 10000000; got {raw!r}")
    return value


def _log_level(raw: str) -> str:
    level = raw.upper()
    if level not in LOG_LEVELS:
        raise ConfigError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}; got {raw!r}")
    return level


def _boolean(env: Mapping[str, str], name: str, default: bool) -> bool:
    raw = env.get(name)
    if raw is None:
        return default
    if raw.lower() in _TRUE:
        return True
    if raw.lower() in _FALSE:
        return False
    raise ConfigError(f"{name} must be true or false (or 1/0, yes/no, on/off); got {raw!r}")
