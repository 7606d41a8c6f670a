"""/metrics on both run modes: request and command counts, outbox and timer backlog, store down.

Counted figures live in the process's default registry, which every app of this test process
shares, so those tests compare a scrape after the requests with one before them.
"""
from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

import psycopg
import pytest
from prometheus_client.parser import text_string_to_metric_families

from api_table import open_table
from events import NewEvent, Row, open_store
from events.migrate import upgrade
from play import timeouts
from service.app import create_app
from play.config import Config
from service.dependencies import dependencies
from service.wiring import gameplay

CHOICES = "/v1/games/<game_id>/choices"
NOW = datetime(2030, 1, 1, tzinfo=timezone.utc)
COUNTED = NewEvent("Counted", {"n": 1})  # any event: the rows are what these tests read


class Figures:
    """One scrape of /metrics, parsed."""

    def __init__(self, client) -> None:
        response = client.get("/metrics")
        assert response.status_code == 200
        assert response.mimetype == "text/plain"
        self.names: set[str] = set()
        self.samples: dict[tuple[str, frozenset], float] = {}
        for family in text_string_to_metric_families(response.get_data(as_text=True)):
            self.names.add(family.name)
            for sample in family.samples:
                self.samples[(sample.name, frozenset(sample.labels.items()))] = sample.value

    def value(self, name: str, **labels: str) -> float:
        """A sample's value; 0 for a labelled series not counted yet."""
        return self.samples.get((name, frozenset(labels.items())), 0.0)

    def since(self, before: Figures, name: str, **labels: str) -> float:
        return self.value(name, **labels) - before.value(name, **labels)


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def clocked(mode: dict[str, str]):
    """An app whose store reads the time from a clock the test sets: (app, store, clock)."""
    upgrade(mode["DATABASE_URL"])
    clock = Clock(NOW)
    store = open_store(mode["DATABASE_URL"], clock=clock)
    app = create_app(Config.from_env({**mode, "LOG_JSON": "false", "LOG_LEVEL": "ERROR"}),
                     store=store)
    yield app, store, clock
    dependencies(app).close()
    store.close()


def test_requests_are_counted_by_route_template_method_and_status(client):
    before = Figures(client)
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    assert table.get("/options", seat).status_code == 200
    assert client.get("/no/such/page").status_code == 404
    after = Figures(client)
    count = "cthulhu_http_requests_total"
    assert after.since(before, count, route="/v1/games", method="POST", status="201") == 1
    assert after.since(before, count, route="/v1/games/<game_id>/seats/<seat>", method="POST",
                       status="201") == 3
    assert after.since(before, count, route="/v1/games/<game_id>/options", method="GET",
                       status="200") == 1
    assert after.since(before, count, route="unmatched", method="GET", status="404") == 1
    assert after.since(before, "cthulhu_http_request_duration_seconds_count",
                       route="/v1/games/<game_id>/seats/<seat>", method="POST",
                       status_class="2xx") == 3
    assert not any(table.game_id in str(labels) for _, labels in after.samples)


def test_choices_are_counted_by_outcome_and_undo_as_its_own_command(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    listed = table.get("/options", seat).get_json()
    body = {"expected_version": listed["version"], "choice": listed["options"][0]["choice"]}
    before = Figures(client)
    accepted = table.post("/choices", body, seat)
    stale = table.post("/choices", body, seat)
    now = accepted.get_json()["version"]
    illegal = table.post("/choices", {"expected_version": now,
                                      "choice": {"act": "summon_shoggoth"}}, table.pending_seat())
    no_seat = table.post("/choices", {"expected_version": now, "choice": {"act": "pass"}})
    undone = table.post("/undo", {"expected_version": now}, seat)
    assert [r.status_code for r in (accepted, stale, illegal, no_seat, undone)] == \
        [200, 409, 422, 403, 200]
    after = Figures(client)
    for outcome in ("accepted", "stale_version", "illegal_choice", "forbidden"):
        assert after.since(before, "cthulhu_commands_total", command="choice",
                           outcome=outcome) == 1
        assert after.since(before, "cthulhu_command_duration_seconds_count", command="choice",
                           outcome=outcome) == 1
    assert after.since(before, "cthulhu_commands_total", command="choice", outcome="refused") == 0
    assert after.since(before, "cthulhu_commands_total", command="undo", outcome="accepted") == 1
    for status in ("200", "409", "422", "403"):
        assert after.since(before, "cthulhu_http_requests_total", route=CHOICES, method="POST",
                           status=status) == 1


def test_outbox_gauges_count_undelivered_messages_and_age_the_oldest(clocked):
    app, store, clock = clocked
    client = app.test_client()
    empty = Figures(client)
    assert empty.value("cthulhu_outbox_pending_messages") == 0
    assert empty.value("cthulhu_outbox_oldest_pending_age_seconds") == 0
    for n, ago in enumerate((300, 20, 500), start=1):
        clock.now = NOW - timedelta(seconds=ago)
        row = store.outbox_row(f"g{n}", 1, "webhook", "seat-1", {"kind": "your_turn"})
        if n == 3:  # delivered long ago: no longer pending
            row = Row("outbox", {**row.values, "delivered_at": NOW - timedelta(seconds=400)})
        store.append(f"g{n}", 0, [COUNTED], rows=[row])
    clock.now = NOW
    figures = Figures(client)
    assert figures.value("cthulhu_store_up") == 1
    assert figures.value("cthulhu_outbox_pending_messages") == 2
    assert figures.value("cthulhu_outbox_oldest_pending_age_seconds") == 300


def test_timer_lag_gauge_is_how_overdue_the_oldest_open_timer_is(clocked):
    app, store, _ = clocked
    client = app.test_client()
    assert Figures(client).value("cthulhu_timer_lag_seconds") == 0
    rows = [Row("timers", {"game_id": "g1", "seat": seat, "version": 1, "kind": kind,
                           "due_at": NOW + timedelta(seconds=offset)})
            for seat, kind, offset in (("s1", "deadline", -90), ("s2", "reminder", -30),
                                       ("s3", "deadline", 600))]
    store.append("g1", 0, [COUNTED], rows=rows)
    figures = Figures(client)
    assert figures.value("cthulhu_timer_lag_seconds") == 90
    assert figures.value("cthulhu_timers_overdue") == 2


def test_a_missed_deadline_shows_as_timer_lag_and_its_timeout_as_fire_lag(clocked):
    app, _, clock = clocked
    client = app.test_client()
    with app.app_context():
        gameplay().clock = clock  # deadlines fall due by the test's clock, as the store reads it
    table = open_table(client, seats=3, time_control={"kind": "per_decision",
                                                      "per_decision": "PT1S"})
    assert table.pending_seat() is not None
    clock.now += timedelta(seconds=1.3)
    before = Figures(client)
    assert before.value("cthulhu_timers_overdue") >= 1
    assert before.value("cthulhu_timer_lag_seconds") >= 0.3
    with app.app_context():
        gp = gameplay()
        due = gp.store.due_timers(gp.clock())
        happened = [timeouts.fire(gp, timer) for timer in due]
    assert happened.count("timed_out") >= 1
    after = Figures(client)
    assert after.since(before, "cthulhu_timer_fire_lag_seconds_count", kind="deadline") == \
        happened.count("timed_out")
    # The oldest timer was already this late when scraped before it fired.
    assert after.since(before, "cthulhu_timer_fire_lag_seconds_sum", kind="deadline") >= \
        before.value("cthulhu_timer_lag_seconds")


def test_a_scrape_with_the_store_down_still_answers_with_store_up_0(app, client, mode):
    assert Figures(client).value("cthulhu_store_up") == 1
    _take_the_database_away(app, mode["DATABASE_URL"])
    figures = Figures(client)
    assert figures.value("cthulhu_store_up") == 0
    assert "cthulhu_outbox_pending_messages" not in figures.names
    assert figures.value("cthulhu_http_requests_total", route="/metrics", method="GET",
                         status="200") >= 1
    assert "process_cpu_seconds" in figures.names  # the process's own figures are still there


def _take_the_database_away(app, url: str) -> None:
    if url.startswith("postgresql"):
        admin = url.rsplit("/", 1)[0] + "/postgres"
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE "{url.rsplit("/", 1)[1]}" WITH (FORCE)')
        return
    dependencies(app).close()  # the next access opens the file afresh, and cannot
    path = Path(url.removeprefix("sqlite:///"))
    for leftover in path.parent.glob(path.name + "*"):  # the file, its -wal and -shm
        leftover.unlink()
    path.mkdir()
