"""The sweeper: finds overdue timers in the database and applies them (DESIGN.md section 6).

A Redis job scheduled at each deadline is the fast path; the sweeper is the guarantee. It polls
the timers table, claims each due timer with a conditional update (exactly one claimant wins, so
two sweepers, or a sweeper and a job, never apply a timer twice) and hands it to the handler
registered for its kind. A timer of a kind with no handler stays unclaimed for a process that
knows it.
"""
from __future__ import annotations

import signal
import threading
from dataclasses import dataclass, field
from datetime import datetime
from typing import Callable, Mapping

import structlog

from events import EventStore, Timer
from events.store import utc_now

log = structlog.get_logger("sweeper")

TimerHandler = Callable[[Timer], None]


@dataclass
class Sweeper:
    store: EventStore
    handlers: Mapping[str, TimerHandler] = field(default_factory=dict)
    clock: Callable[[], datetime] = utc_now
    interval: float = 1.0
    batch: int = 100
    stopping: threading.Event = field(default_factory=threading.Event)

    def run_once(self) -> int:
        """Apply every due timer this process has a handler for; return how many it applied."""
        applied = 0
        for timer in self.store.due_timers(self.clock(), self.batch):
            handler = self.handlers.get(timer.kind)
            if handler is None:
                continue
            if self.store.mark_timer_fired(timer):
                self._apply(handler, timer)
                applied += 1
        return applied

    def _apply(self, handler: TimerHandler, timer: Timer) -> None:
        try:
            handler(timer)
        except Exception:  # one bad timer must not stop the sweep of the others
            log.exception("timer_failed", game_id=timer.game_id, seat=timer.seat,
                          version=timer.version, kind=timer.kind)

    def run(self) -> None:
        """Poll until `stop()` is called; a failed poll (database down) is retried next tick."""
        log.info("sweeper_started", interval=self.interval)
        while not self.stopping.is_set():
            try:
                self.run_once()
            except Exception:
                log.exception("sweep_failed")
            self.stopping.wait(self.interval)
        log.info("sweeper_stopped")

    def stop(self, *_: object) -> None:
        self.stopping.set()

    def run_until_terminated(self) -> None:
        """Run in the foreground; SIGTERM or SIGINT ends the loop after the current sweep."""
        signal.signal(signal.SIGTERM, self.stop)
        signal.signal(signal.SIGINT, self.stop)
        self.run()

    def start_thread(self) -> threading.Thread:
        """Run in a daemon thread: the embedded default, with no Redis and no worker process."""
        thread = threading.Thread(target=self.run, name="sweeper", daemon=True)
        thread.start()
        return thread
