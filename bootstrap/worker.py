"""The RQ worker of the service: a SimpleWorker whose jobs run with one composition root.

`rq worker --worker-class bootstrap.worker.GameWorker` builds the root from the process's
environment when the worker starts (nothing connects until the first job needs to), and every
job it performs finds that root through workers.runtime. A test passes its own root.
"""
from __future__ import annotations

from typing import Any

from rq import SimpleWorker

from bootstrap import Root, from_environment
from workers import runtime


class GameWorker(SimpleWorker):
    def __init__(self, *args: Any, root: Root | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.root = root if root is not None else from_environment()

    def perform_job(self, job: Any, queue: Any) -> bool:
        with runtime.running(self.root):
            return super().perform_job(job, queue)
