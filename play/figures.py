"""The figures the application counts as they happen, outside any request: timers taking effect.

They live in the process's default Prometheus registry, next to the service's request figures,
so `/metrics` reports them (added up over processes when PROMETHEUS_MULTIPROC_DIR is set). The
histogram is registered on first use, never at import time, and once per process.
"""
from __future__ import annotations

import threading

import structlog
from prometheus_client import Histogram

log = structlog.get_logger("cthulhu_wars.metrics")

# A timer fires within a sweep (a second) of falling due, or much later when something is stuck.
FIRE_LAG_BUCKETS = (0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0, 300.0, 900.0, 3600.0)

_fire_lag: Histogram | None = None
_lock = threading.Lock()


def fire_lag() -> Histogram:
    """How late timers took effect, by kind; registered in the default registry on first use."""
    global _fire_lag
    if _fire_lag is None:
        with _lock:
            if _fire_lag is None:
                _fire_lag = Histogram("cthulhu_timer_fire_lag_seconds",
                                      "How late a timer took effect after it fell due.",
                                      ["kind"], buckets=FIRE_LAG_BUCKETS)
    return _fire_lag


def timer_fired(kind: str, lag_seconds: float) -> None:
    """Record that a timer of `kind` took effect `lag_seconds` after it fell due."""
    try:
        fire_lag().labels(kind).observe(max(0.0, lag_seconds))
    except Exception:  # a lost figure must never cost a timer
        log.exception("metrics_record_failed")
