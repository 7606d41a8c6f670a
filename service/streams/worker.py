"""The web server's worker: gunicorn's threaded worker, whose live streams leave their thread.

Every request is answered as by gunicorn's ``gthread`` worker (same parser, limits, keep-alive
and error answers) except an accepted ``GET /v1/games/{id}/stream``: the route checks the caller
and takes the stream's slots in a request thread as usual, the response head and the first line
go out from that thread, and then the socket is handed to this process's stream hub
(service.streams.hub), an event loop that holds every open stream. The thread goes back to the
pool at once, so a thousand open streams cost sockets and a little memory, and no threads: the
rest of the API keeps all of them. A refused stream (401, 404, 422, 429 ...) is answered in the
thread like any other request.

``cthulhu-wars serve`` and the Procfile's web line run this worker
(``--worker-class service.streams.worker.StreamWorker``).
"""
from __future__ import annotations

import re
import resource
import socket
from datetime import datetime

from gunicorn.http import wsgi
from gunicorn.workers.gthread import ThreadWorker

from service.streams import sse
from service.streams.hub import StreamHub

STREAM_PATH = re.compile(r"^/v1/games/[^/]+/stream$")
# Each open stream is a socket: the soft limit on open files (often 1024) would cap the streams
# of a process well below what it can hold, so the worker raises it to the hard limit.
WANTED_OPEN_FILES = 65536


def raise_open_file_limit(wanted: int = WANTED_OPEN_FILES) -> int:
    """Raise this process's soft limit on open files towards `wanted` (never above the hard
    limit); return the soft limit now in force."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
    return soft


class StreamWorker(ThreadWorker):
    """A gthread worker that hands accepted live streams to its process's stream hub."""

    def init_process(self) -> None:
        raise_open_file_limit()
        self.hub = StreamHub()
        super().init_process()

    def run(self) -> None:
        try:
            super().run()
        finally:
            self.hub.stop()

    def handle_request(self, req, conn):  # noqa: ANN001, ANN201 (gunicorn's signature)
        if req.method != "GET" or not STREAM_PATH.match(req.path or ""):
            return super().handle_request(req, conn)
        return self._handle_stream(req, conn)

    def _handle_stream(self, req, conn) -> bool:  # noqa: ANN001
        """Like gthread's handle_request, but an accepted stream's socket goes to the hub.

        The connection is never kept alive for another request: a stream ends with its socket.
        False tells gthread the connection is done; it then closes what is left of it, an
        emptied socket object when the hub took the socket."""
        self.cfg.pre_request(self, req)
        started = datetime.now()
        resp, environ = wsgi.create(req, conn.sock, conn.client, conn.server, self.cfg)
        environ["wsgi.multithread"] = True
        environ[sse.HUB_KEY] = self.hub
        self.nr += 1
        resp.force_close()
        respiter = None
        try:
            respiter = self.wsgi(environ, resp.start_response)
            for item in respiter:
                resp.write(item)
            ticket = environ.get(sse.TICKET_KEY)
            if ticket is None or not resp.status.startswith("200"):
                resp.close()
            else:
                self._hand_over(conn, resp, ticket)
                environ.pop(sse.TICKET_KEY)
        finally:
            self.log.access(resp, req, environ, datetime.now() - started)
            if hasattr(respiter, "close"):
                respiter.close()
            stale = environ.pop(sse.TICKET_KEY, None)
            if stale is not None:  # the answer failed before the hub took the stream
                stale.release()
            self.cfg.post_request(self, req, environ, resp)
        return False

    def _hand_over(self, conn, resp, ticket: sse.Ticket) -> None:  # noqa: ANN001
        resp.send_headers()
        sock = socket.socket(fileno=conn.sock.detach())
        conn.sock = _HandedOver()
        self.hub.adopt(sock, ticket, resp.chunked)


class _HandedOver:
    """What gthread closes after a stream went to the hub: nothing, since the socket is the
    hub's now (a detached socket object would fail gthread's graceful close)."""

    def setblocking(self, flag: bool) -> None:
        pass

    def shutdown(self, how: int) -> None:
        raise OSError("the socket belongs to the stream hub")

    def close(self) -> None:
        pass

    def fileno(self) -> int:
        return -1
