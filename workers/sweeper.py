"""The sweeper: finds overdue timers in the database and applies them (DESIGN.md section 6).

A Redis job scheduled at each deadline is the fast path; the sweeper is the guarantee. It polls
the timers table and hands each due timer to the handler registered for its kind. Handlers are
idempotent and close the timer themselves, in the same transaction as their effect, so two
sweepers, or a sweeper and a job, never apply a timer twice. A timer of a kind with no handler
stays for a process that knows it. Each sweep then runs the periodic tasks (bot seats waiting,
notifications due).
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
    tasks: tuple[Callable[[], object], ...] = ()
    stopping: threading.Event = field(default_factory=threading.Event)

    def run_once(self) -> int:
        """Hand every due timer to its handler, then run the tasks; returns timers handed on."""
        handed = 0
        for timer in self.store.due_timers(self.clock(), self.batch):
            handler = self.handlers.get(timer.kind)
            if handler is not None:
                self._apply(handler, timer)
                handed += 1
        for task in self.tasks:
            self._run_task(task)
        return handed

    def _run_task(self, task: Callable[[], object]) -> None:
        try:
            task()
        except Exception:  # a failing task must not stop the timers or the other tasks
            log.exception("sweep_task_failed", task=getattr(task, "__name__", repr(task)))

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
