"""A PostgreSQL database and a Redis database of a benchmark's own, made for one run and dropped
after it, so a benchmark of the server set-up never reads or clears anyone else's data."""
from __future__ import annotations

import uuid

PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/postgres"
REDIS_BASE = "redis://127.0.0.1:6379"


class PrivateStores:
    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.database: str | None = None
        self.redis_db: int | None = None

    def open(self) -> dict[str, str]:
        """Create the database, take the highest empty Redis database number, and return the
        environment that points the service at both."""
        import psycopg
        import redis

        self.database = f"{self.prefix}_{uuid.uuid4().hex[:8]}"
        with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{self.database}"')
        self.redis_db = next(n for n in range(15, 0, -1)
                             if redis.Redis.from_url(f"{REDIS_BASE}/{n}").dbsize() == 0)
        return {"DATABASE_URL": f"postgresql://postgres@127.0.0.1:5432/{self.database}",
                "REDIS_URL": f"{REDIS_BASE}/{self.redis_db}"}

    def drop(self) -> None:
        if self.database:
            import psycopg

            with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
                conn.execute(f'DROP DATABASE IF EXISTS "{self.database}" WITH (FORCE)')
        if self.redis_db is not None:
            import redis

            redis.Redis.from_url(f"{REDIS_BASE}/{self.redis_db}").flushdb()
