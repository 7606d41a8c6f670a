"""Where an RQ job finds the objects of the worker process that performs it.

RQ imports a job function by name and calls it with plain JSON arguments, so a job cannot be
handed its Gameplay. The worker that performs the job (bootstrap.worker.GameWorker) makes its
composition root current for the job's duration, and the job asks for it here. Nothing here
builds or connects anything: the composition root (bootstrap.Root) does, once per process.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Iterator

_current: ContextVar[Any] = ContextVar("cthulhu_wars_root")


@contextmanager
def running(root: Any) -> Iterator[None]:
    """Make `root` (anything with a `gameplay`) the one the jobs performed in this block use."""
    token = _current.set(root)
    try:
        yield
    finally:
        _current.reset(token)


def gameplay() -> Any:
    """The Gameplay of the root of the job being performed."""
    return root().gameplay


def root() -> Any:
    """The composition root of the worker performing the current job."""
    try:
        return _current.get()
    except LookupError:
        raise RuntimeError("RQ jobs of this service run in bootstrap.worker.GameWorker "
                           "(rq worker --worker-class bootstrap.worker.GameWorker)") from None
