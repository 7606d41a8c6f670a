"""Bots choose in a process of their own, apart from the process that runs them.

A search bot thinks for a quarter of a second of pure Python per decision. In a thread of the
web process (the embedded default's sweeper) or of the sweeper process, it would hold the
interpreter's lock against every request and timer of that process for as long as it thinks,
and each of their steps would wait for the lock's switch interval. The sweeper's bot rounds
therefore hand each decision to a child process (one, started on first use and again if it
dies, at a lower scheduling priority): the game's state goes there, the choice comes back, and
the parent's threads run on.
"""
from __future__ import annotations

import multiprocessing
import os
import threading
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

import rules
from play.timeouts import choose_here

DECISION_SECONDS = 60  # a decision that takes longer than this has gone wrong
NICENESS = 10  # how much lower the child's scheduling priority is than its parent's


def _child_pid() -> int:
    return os.getpid()


class BotPool:
    """`choose` as play.timeouts.choose_here, computed in a child process."""

    def __init__(self) -> None:
        self._executor: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()

    def choose(self, level: str, seed: int, state: rules.State, seat: str) -> dict:
        # Only the game's facts cross: the caches a state keeps hold functions made on the spot.
        facts = rules.State(**state.fields())
        try:
            return self._pool().submit(choose_here, level, seed, facts, seat) \
                .result(DECISION_SECONDS)
        except BrokenProcessPool:  # the child died (killed, out of memory): a new one next time
            self._discard()
            raise

    def child_pid(self) -> int:
        """The process the bots choose in (started if need be)."""
        return self._pool().submit(_child_pid).result(DECISION_SECONDS)

    def close(self) -> None:
        self._discard()

    def _pool(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._executor is None:
                # spawn, not fork: the parent has threads (requests, timers, deliveries) whose
                # locks a forked child would inherit in whatever state they were.
                # At a lower priority: where processors are short, requests and timers go first.
                self._executor = ProcessPoolExecutor(
                    1, mp_context=multiprocessing.get_context("spawn"),
                    initializer=os.nice, initargs=(NICENESS,))
            return self._executor

    def _discard(self) -> None:
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)
