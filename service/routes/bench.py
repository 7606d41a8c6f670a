"""Baseline routes for the HTTP benchmark (bench/bench_http.py), off unless BENCH_ROUTES=1.

Each route does one round trip to one backend and nothing else, so the benchmark can put the
game routes' figures next to the cost of the plainest request the same stack can serve:
``POST /bench/insert`` makes one Postgres INSERT through the event store's pool, and
``GET /bench/redis`` makes one Redis GET. They are a plain Flask blueprint, not part of the
public API, and never appear in openapi.yaml.

The ``bench_rows`` table is created by the benchmark script on its own database; no migration
creates it.
"""
from __future__ import annotations

from flask import Blueprint, request

from service.dependencies import dependencies
from service.http.problems import ApiError

blp = Blueprint("bench", __name__, url_prefix="/bench")

REDIS_KEY = "bench:baseline"


@blp.route("/insert", methods=["POST"])
def insert():
    """One INSERT of a small JSON row into ``bench_rows``, in its own transaction."""
    pool = getattr(dependencies().store, "pool", None)
    if pool is None:
        raise ApiError(503, "bench_unavailable", "The insert baseline needs the Postgres store.")
    from psycopg.types.json import Jsonb

    body = request.get_json(silent=True)
    payload = body if isinstance(body, dict) else {}
    with pool.connection() as conn:  # commits when the block ends
        conn.execute("INSERT INTO bench_rows (payload) VALUES (%s)", (Jsonb(payload),))
    return {"ok": True}


@blp.route("/redis", methods=["GET"])
def redis_get():
    """One Redis GET of a fixed key."""
    client = dependencies().redis
    if client is None:
        raise ApiError(503, "bench_unavailable", "The Redis baseline needs REDIS_URL.")
    value = client.get(REDIS_KEY)
    return {"ok": True, "value": value.decode() if value is not None else None}
