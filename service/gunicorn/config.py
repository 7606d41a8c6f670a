"""Gunicorn hooks of the web server: one set of Prometheus figures for all its workers.

``cthulhu-wars serve`` installs these hooks, and the Procfile's web line loads this module with
``gunicorn --config python:service.gunicorn.config``, which also picks the worker class. Before the first worker starts, the
directory named by PROMETHEUS_MULTIPROC_DIR is made ready: a fresh temporary directory when the
variable is unset (removed again when the server exits), otherwise the given directory, created
if missing and emptied of the figure files (``*.db``) a previous run left there, whose counts
would otherwise be added to this run's. The workers inherit the variable, so each one writes its
figures there and a scrape of /metrics adds up all of them (service.http.metrics).

This module must not import prometheus_client: the library decides, when first imported,
whether figures go to files, and the server imports this module before the variable is set.
With ``--preload`` the application, and so the library, would be imported first: don't preload,
or set the variable before gunicorn starts.
"""
from __future__ import annotations

import gc
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any, MutableMapping

MULTIPROCESS_ENV = "PROMETHEUS_MULTIPROC_DIR"

# gunicorn's threaded worker whose live streams leave their request thread for the process's
# event loop (service.streams.worker): open streams hold sockets, not threads.
worker_class = "service.streams.worker.StreamWorker"
# A socket per worker (SO_REUSEPORT): the kernel shares connections out among the workers. With
# one shared socket, the worker that is awake when clients connect may take most of the
# long-lived connections and leave the others idle (docs/operations.md). A worker opens its
# socket only once it can answer (post_fork, post_worker_init).
reuse_port = True
# The temporary directory this server made, to remove at exit; a gunicorn master is one process.
_made_here: list[Path] = []


def prepare_multiprocess_dir(environ: MutableMapping[str, str]) -> tuple[Path, bool]:
    """Make the figures directory ready and name it in `environ`; True when made here."""
    given = environ.get(MULTIPROCESS_ENV, "").strip()
    if not given:
        path = Path(tempfile.mkdtemp(prefix="cthulhu-wars-metrics-"))
        environ[MULTIPROCESS_ENV] = str(path)
        return path, True
    path = Path(given)
    path.mkdir(parents=True, exist_ok=True)
    for stale in path.glob("*.db"):
        stale.unlink()
    return path, False


def on_starting(server: Any) -> None:
    path, made = prepare_multiprocess_dir(os.environ)
    if made:
        _made_here.append(path)
    server.log.info("Prometheus figures of every worker are gathered in %s", path)


def on_exit(server: Any) -> None:
    while _made_here:
        shutil.rmtree(_made_here.pop(), ignore_errors=True)


def post_fork(server: Any, worker: Any) -> None:
    """Close the socket gunicorn opened for this worker (reuse_port) before the worker loads the
    application: the kernel would queue connections on it that wait for the whole load, or are
    lost if the load fails. `post_worker_init` opens it again, ready to answer."""
    if server.cfg.reuse_port and worker.sockets:
        for listener in worker.sockets:
            listener.close()
        worker.sockets = []
        worker.listen_when_ready = True


def post_worker_init(worker: Any) -> None:
    """Open the worker's own socket once the application is loaded (see `post_fork`). Then leave
    what the worker loaded at start (modules, classes, the application) out of the garbage
    collector's passes: they live as long as the worker, and a full pass over them would stall
    every request of the worker for tens of milliseconds."""
    if getattr(worker, "listen_when_ready", False):
        from gunicorn import sock, util

        worker.sockets = sock.create_sockets(worker.cfg, worker.log)
        for listener in worker.sockets:
            util.close_on_exec(listener)
        worker.listen_when_ready = False
    gc.collect()
    gc.freeze()
