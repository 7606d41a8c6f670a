"""The sweeper: finds overdue timers in the database and applies them (docs/architecture.md
section 6).

A Redis job scheduled at each deadline is the fast path; the sweeper is the guarantee. It polls
the timers table and hands each due timer to the handler registered for its kind, waking early
when the next timer falls due before the next poll. Handlers are idempotent and close the timer
themselves, in the same transaction as their effect, so two sweepers, or a sweeper and a job,
never apply a timer twice. A timer of a kind with no handler stays for a process that knows it.

The periodic tasks (bot seats waiting, notifications due) each run in a thread of their own,
apart from the timers: a task that waits on a slow webhook receiver or searches for a bot's
move holds back nothing but itself, and the timers are never late behind it.
"""
from __future__ import annotations

import signal
import threading
from dataclasses import dataclass, field
from datetime import datetime
from typing import Callable, Mapping

import structlog

from events import Timer
from events.ports import Timers
from events.store import utc_now

log = structlog.get_logger("sweeper")

TimerHandler = Callable[[Timer], None]
# A task returns something true when it did work: it then runs again at once, else after the
# interval.
Task = Callable[[], object]
# How long a stopping sweeper waits for a task's current run to end (a delivery's time limit,
# a bot's decision) before it ends without it.
STOP_SECONDS = 30.0


@dataclass
class Sweeper:
    store: Timers
    handlers: Mapping[str, TimerHandler] = field(default_factory=dict)
    clock: Callable[[], datetime] = utc_now
    interval: float = 1.0
    batch: int = 100
    tasks: tuple[Task, ...] = ()
    stopping: threading.Event = field(default_factory=threading.Event)
    swept_at: datetime | None = None  # the time the last sweep looked for due timers at

    def run_once(self) -> int:
        """Apply the due timers, then run each task once; returns timers handed on."""
        handed = self.sweep_timers()
        for task in self.tasks:
            self._run_task(task)
        return handed

    def sweep_timers(self) -> int:
        """Hand every due timer to its handler; returns how many were handed on."""
        handed = 0
        self.swept_at = self.clock()
        for timer in self.store.due_timers(self.swept_at, self.batch):
            handler = self.handlers.get(timer.kind)
            if handler is not None:
                self._apply(handler, timer)
                handed += 1
        return handed

    def _run_task(self, task: Task) -> object:
        try:
            return task()
        except Exception:  # a failing task must not stop the timers or the other tasks
            log.exception("sweep_task_failed", task=getattr(task, "__name__", repr(task)))
            return None

    def _apply(self, handler: TimerHandler, timer: Timer) -> None:
        try:
            handler(timer)
        except Exception:  # one bad timer must not stop the sweep of the others
            log.exception("timer_failed", game_id=timer.game_id, seat=timer.seat,
                          version=timer.version, kind=timer.kind)

    def run(self) -> None:
        """Poll until `stop()` is called, each task in a thread of its own; a failed poll
        (database down) is retried next tick. Returns once the tasks' threads have ended too,
        so that whoever stopped it may close the store."""
        log.info("sweeper_started", interval=self.interval)
        threads = [threading.Thread(target=self._task_loop, args=(task,), daemon=True,
                                    name=f"sweep-{getattr(task, '__name__', 'task')}")
                   for task in self.tasks]
        for thread in threads:
            thread.start()
        self._sweep_until_stopped()
        for thread in threads:  # each ends after its task's current run
            thread.join(STOP_SECONDS)
        log.info("sweeper_stopped")

    def _sweep_until_stopped(self) -> None:
        while not self.stopping.is_set():
            try:
                wait = 0.0 if self.sweep_timers() >= self.batch else self._until_next_timer()
            except Exception:
                log.exception("sweep_failed")
                wait = self.interval
            self.stopping.wait(wait)

    def _until_next_timer(self) -> float:
        """Seconds to wait: the interval, or less when a timer falls due sooner (none when one
        fell due during the sweep). Timers the sweep saw due and left (a failing or unknown
        handler) are not waited for: they are tried again after the interval."""
        due = self.store.next_timer_due(self.swept_at)
        if due is None:
            return self.interval
        ahead = (due - self.clock()).total_seconds()
        return max(0.0, min(self.interval, ahead))

    def _task_loop(self, task: Task) -> None:
        while not self.stopping.is_set():
            if not self._run_task(task):
                self.stopping.wait(self.interval)

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
