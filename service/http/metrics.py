"""Prometheus figures at ``/metrics``: requests, commands, timers and the notification outbox.

Two kinds of figures:

- Counted as they happen (requests, commands, timers fired): counters and histograms in the
  process's default registry. Gunicorn runs several worker processes; when
  PROMETHEUS_MULTIPROC_DIR is set (``cthulhu-wars serve`` and the Procfile's web line see to it,
  through service.gunicorn.config), every process writes its figures to files there and a
  scrape adds up the files of all of them, whichever worker answers it.
- Read at scrape time (outbox backlog, timer lag, whether the store answers): StoreCollector
  runs two aggregate queries through the store. It never raises: with the database away the
  scrape still answers, with ``cthulhu_store_up 0``.

Labels stay bounded: a route is Flask's URL rule (``/v1/games/<game_id>/choices``), never the
raw path; a path that matches no rule is ``unmatched`` and an unknown method ``other``.
Recording a figure never fails a request or a timer: a failure is logged and the work goes on.
"""
from __future__ import annotations

import functools
import os
import threading
import time
from dataclasses import dataclass
from typing import Iterable, Iterator

import structlog
from flask import Blueprint, Flask, Response, g, request
from prometheus_client import REGISTRY, CollectorRegistry, Counter, Histogram
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.exposition import choose_encoder
from prometheus_client.multiprocess import MultiProcessCollector
from prometheus_client.registry import Collector

from play import figures
from service.dependencies import Dependencies, dependencies

log = structlog.get_logger("cthulhu_wars.metrics")

MULTIPROCESS_ENV = "PROMETHEUS_MULTIPROC_DIR"
# Seconds: most requests take a few milliseconds, a slow command tens of them.
LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
# The endpoints that are commands, by their name in the figures.
COMMANDS = {"play.post_choices": "choice", "play.post_undo": "undo",
            "play.answer_undo": "undo_answer"}
# Problem codes that are outcomes of their own; other refusals are grouped by status.
OWN_OUTCOMES = frozenset({"stale_version", "illegal_choice"})
_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
NO_STORE = {"Cache-Control": "no-store"}

blp = Blueprint("metrics", __name__)


@dataclass(frozen=True)
class Instruments:
    """The figures counted as they happen."""

    requests: Counter
    request_seconds: Histogram
    commands: Counter
    command_seconds: Histogram
    timer_fire_lag: Histogram


# One set per process, like the default registry they live in (which refuses a second metric
# of one name); several apps in one process (tests) share them.
_instruments: Instruments | None = None
_instruments_lock = threading.Lock()


def instruments() -> Instruments:
    """This process's instruments, registered in the default registry on first use."""
    global _instruments
    if _instruments is None:
        with _instruments_lock:
            if _instruments is None:
                _instruments = _register()
    return _instruments


def _register() -> Instruments:
    return Instruments(
        requests=Counter("cthulhu_http_requests", "HTTP requests answered.",
                         ["route", "method", "status"]),
        request_seconds=Histogram(
            "cthulhu_http_request_duration_seconds",
            "Time to answer an HTTP request (to the first byte of a stream).",
            ["route", "method", "status_class"], buckets=LATENCY_BUCKETS),
        commands=Counter("cthulhu_commands", "Play commands (choice, undo, undo_answer), "
                         "by outcome.", ["command", "outcome"]),
        command_seconds=Histogram("cthulhu_command_duration_seconds",
                                  "Time to answer a play command.", ["command", "outcome"],
                                  buckets=LATENCY_BUCKETS),
        timer_fire_lag=figures.fire_lag())  # counted by play.timeouts, in any process


def install_metrics(app: Flask) -> None:
    """Count every request of `app` and serve ``/metrics``; install after request logging."""
    made = instruments()
    app.before_request(_start_clock)
    app.after_request(lambda response: _record(made, response))
    app.register_blueprint(blp)


def command_outcome(status: int, problem_code: str | None) -> str:
    """accepted, stale_version, illegal_choice, forbidden (401, 403), refused or error (5xx)."""
    if status < 400:
        return "accepted"
    if problem_code in OWN_OUTCOMES:
        return problem_code
    if status in (401, 403):
        return "forbidden"
    return "refused" if status < 500 else "error"


def _start_clock() -> None:
    g.metrics_started = time.perf_counter()


def _record(made: Instruments, response: Response) -> Response:
    seconds = time.perf_counter() - g.get("metrics_started", time.perf_counter())
    try:
        _count(made, response.status_code, seconds)
    except Exception:  # a lost figure must never cost a request
        log.exception("metrics_record_failed")
    return response


def _count(made: Instruments, status: int, seconds: float) -> None:
    rule = request.url_rule
    count, timing = _request_series(made, rule.rule if rule is not None else "unmatched",
                                    request.method, status)
    count.inc()
    timing.observe(seconds)
    command = COMMANDS.get(request.endpoint)
    if command is not None:
        # service.http.problems notes the code of the problem it answered, if any.
        count, timing = _command_series(made, command,
                                        command_outcome(status, g.get("problem_code")))
        count.inc()
        timing.observe(seconds)


# The labelled series of each combination, looked up once: label values are bounded, and a
# dictionary hit costs less than building the series' key again on every request.
@functools.lru_cache(maxsize=4096)
def _request_series(made: Instruments, route: str, method: str, status: int) -> tuple:
    method = method if method in _METHODS else "other"
    return (made.requests.labels(route, method, str(status)),
            made.request_seconds.labels(route, method, f"{status // 100}xx"))


@functools.lru_cache(maxsize=256)
def _command_series(made: Instruments, command: str, outcome: str) -> tuple:
    return made.commands.labels(command, outcome), made.command_seconds.labels(command, outcome)


@blp.route("/metrics", methods=["GET"])
def scrape() -> Response:
    """The figures in Prometheus's text format (OpenMetrics when the scraper asks for it)."""
    encode, content_type = choose_encoder(request.headers.get("Accept", ""))
    body = encode(_Sources([_counted(), StoreCollector(dependencies())]))
    return Response(body, content_type=content_type, headers=NO_STORE)


def _counted() -> Collector:
    """The counted figures: this process's, or every worker's in multiprocess mode."""
    if not os.environ.get(MULTIPROCESS_ENV):
        return REGISTRY
    registry = CollectorRegistry()
    MultiProcessCollector(registry)
    return registry


class _Sources(Collector):
    """Several collectors exposed as one, without registering any of them anywhere."""

    def __init__(self, sources: Iterable[Collector]) -> None:
        self.sources = list(sources)

    def collect(self) -> Iterator[Metric]:
        for source in self.sources:
            yield from source.collect()


class StoreCollector(Collector):
    """Gauges read from the store when scraped: outbox backlog and timer lag. Never raises."""

    def __init__(self, deps: Dependencies) -> None:
        self.deps = deps

    def collect(self) -> Iterator[Metric]:
        try:
            store = self.deps.store
            store.ping()  # a bounded wait (2 s on Postgres), unlike a query on a dead pool
            now = store.clock()
            outbox, timers = store.outbox_backlog(), store.overdue_timers(now)
        except Exception as error:  # a database away is a figure to report, not a failure
            log.warning("metrics_store_unavailable", error=type(error).__name__)
            yield _gauge("cthulhu_store_up", "1 when this scrape read the store, else 0.", 0)
            return
        yield _gauge("cthulhu_store_up", "1 when this scrape read the store, else 0.", 1)
        yield _gauge("cthulhu_outbox_pending_messages",
                     "Notifications neither delivered nor abandoned.", outbox.count)
        yield _gauge("cthulhu_outbox_oldest_pending_age_seconds",
                     "Age of the oldest pending notification; 0 when none.",
                     outbox.age_seconds(now))
        yield _gauge("cthulhu_timers_overdue", "Open timers past their due time.", timers.count)
        yield _gauge("cthulhu_timer_lag_seconds",
                     "How overdue the oldest open timer is; 0 when none is.",
                     timers.age_seconds(now))


def _gauge(name: str, documentation: str, value: float) -> GaugeMetricFamily:
    return GaugeMetricFamily(name, documentation, value=value)
