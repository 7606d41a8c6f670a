"""The web server's worker: gunicorn's threaded worker, whose live streams leave their thread and
whose requests arrive whole before a thread takes them.

Every request is answered as by gunicorn's ``gthread`` worker (same parser, limits, keep-alive
and error answers), with two differences that keep the request threads for requests that are
ready to be answered:

- A request is gathered on the worker's own loop until its head and body have arrived
  (service.gunicorn.arrival), within `READ_SECONDS`, else it is answered 408; a client that
  sends slowly costs a socket, not a thread.
- A live stream (the route ``GET /v1/games/{id}/stream``, however its path is spelled) leaves
  its thread once accepted. Every request is offered the process's stream hub: whatever request
  Flask routes to the stream view checks the caller and takes the stream's slots in its thread
  as usual, the response head and the first line go out from that thread, and then the socket is
  handed to the hub (service.streams.hub), an event loop that holds every open stream. The
  thread goes back to the pool at once, so a thousand open streams cost sockets and a little
  memory, and no threads: the rest of the API keeps all of them. The worker never guesses from
  the path which requests are streams: the route that answers says so (a stream ticket in the
  WSGI environ), so no spelling of the path can route to the view and still hold a thread. A
  refused stream (401, 404, 422, 429 ...) is answered in the thread like any other request.

``cthulhu-wars serve`` and the Procfile's web line run this worker
(``--worker-class service.streams.worker.StreamWorker``).
"""
from __future__ import annotations

import resource
import selectors
import socket
import time
from datetime import datetime
from functools import partial
from typing import Any

from gunicorn import util
from gunicorn.http import wsgi
from gunicorn.workers.gthread import ThreadWorker

from play.config import DEFAULT_MAX_REQUEST_BYTES
from service.gunicorn import problems
from service.gunicorn.arrival import (CONTINUE, READ_SECONDS, SEND_CONTINUE, WHOLE, Arrival,
                                      ReadDeadline, head_limit)
from service.streams import sse
from service.streams.hub import StreamHub

# Each open stream is a socket: the soft limit on open files (often 1024) would cap the streams
# of a process well below what it can hold, so the worker raises it to the hard limit.
WANTED_OPEN_FILES = 65536
RECEIVE = 65536  # bytes read at once from a request that is arriving


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
    """A gthread worker that gathers requests whole before a thread takes them, and hands
    accepted live streams to its process's stream hub."""

    def init_process(self) -> None:
        raise_open_file_limit()
        self.hub = StreamHub()
        self.arriving: dict[Any, Arrival] = {}  # in order of their deadlines
        super().init_process()

    def run(self) -> None:
        try:
            super().run()
        finally:
            self.hub.stop()

    # ---- requests arrive whole before a thread takes them (on the worker's loop) ------------

    def enqueue_req(self, conn) -> None:  # noqa: ANN001 (gunicorn's signature)
        """Every connection that has a request coming (new, kept alive, or with a pipelined
        request read ahead) is gathered first; gthread gets it once the request is whole."""
        if conn.__dict__.pop("arrived", False) or not self._gathers():
            super().enqueue_req(conn)
        else:
            self._gather(conn)

    def _gathers(self) -> bool:
        # Over TLS or HTTP/2 the bytes on the socket are not a request's: gthread reads them.
        return not self.cfg.is_ssl and "h2" not in self.cfg.http_protocols

    def _gather(self, conn) -> None:  # noqa: ANN001
        ahead = conn.parser.unreader.take_buffered() if conn.parser is not None else b""
        arrival = Arrival(time.monotonic() + READ_SECONDS, self._body_limit(),
                          head_limit(self.cfg), ahead)
        conn.sock.setblocking(False)
        self.arriving[conn] = arrival
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self._on_bytes, conn))
        if ahead:
            self._decide(conn, arrival.verdict())

    def _body_limit(self) -> int:
        """The largest body the application reads (a longer one it refuses unread)."""
        config = getattr(self.wsgi, "config", None) or {}
        return config.get("MAX_CONTENT_LENGTH") or DEFAULT_MAX_REQUEST_BYTES

    def _on_bytes(self, conn, _sock) -> None:  # noqa: ANN001
        try:
            data = conn.sock.recv(RECEIVE)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if data:
            self._decide(conn, self.arriving[conn].feed(data))
        elif self.arriving[conn].data:  # the client closed its side: this is all there is
            self._hand_to_thread(conn)
        else:
            self._drop(conn)

    def _decide(self, conn, verdict: str) -> None:  # noqa: ANN001
        if verdict == WHOLE:
            self._hand_to_thread(conn)
        elif verdict == SEND_CONTINUE:  # the client waits for this before it sends the body
            try:
                conn.sock.send(CONTINUE)
            except OSError:
                pass

    def _hand_to_thread(self, conn) -> None:  # noqa: ANN001
        conn.arrival = self._forget(conn)
        conn.arrived = conn.data_ready = True
        self.enqueue_req(conn)

    def _forget(self, conn) -> Arrival:  # noqa: ANN001
        try:
            self.poller.unregister(conn.sock)
        except (KeyError, ValueError, OSError):
            pass
        return self.arriving.pop(conn)

    def _drop(self, conn, answer: bytes = b"") -> None:  # noqa: ANN001
        self._forget(conn)
        self.nr_conns -= 1
        if answer:
            try:
                conn.sock.send(answer)
            except OSError:
                pass
        conn.close()

    def murder_pending(self) -> None:
        """Besides gthread's idle connections: answer 408 to requests past their deadline."""
        super().murder_pending()
        now = time.monotonic()
        for conn, arrival in list(self.arriving.items()):
            if arrival.deadline > now:
                break  # the rest came later, so their deadlines are later
            self._drop(conn, problems.answer(408, "Request Timeout"))

    def handle(self, conn):  # noqa: ANN001, ANN201 (gunicorn's signature)
        """In a request thread: the gathered bytes go to the parser first, and the parser waits
        for anything more no longer than the request's deadline."""
        arrival = conn.__dict__.pop("arrival", None)
        if arrival is not None:
            conn.sock.setblocking(True)
            conn.init()
            reader = conn.parser.unreader
            if not isinstance(reader.sock, ReadDeadline):
                reader.sock = ReadDeadline(reader.sock)
            reader.sock.deadline = arrival.deadline
            reader.unread(bytes(arrival.data))
            conn.sent_continue = arrival.sent_continue
        return super().handle(conn)

    # ---- answering, and handing streams to the hub (in a request thread) --------------------

    def handle_request(self, req, conn):  # noqa: ANN001, ANN201 (gunicorn's signature)
        """As gthread's, but every request is offered the stream hub, and a request that the
        application answers with an accepted stream leaves its socket to the hub: the
        connection is never kept alive for another request, as a stream ends with its socket.
        """
        environ: dict = {}
        resp = None
        try:
            self.cfg.pre_request(self, req)
            started = datetime.now()
            if getattr(conn, "sent_continue", False):
                req._expected_100_continue = False  # sent while the request was gathered
            resp, environ = wsgi.create(req, conn.sock, conn.client, conn.server, self.cfg)
            environ["wsgi.multithread"] = True
            environ[sse.HUB_KEY] = self.hub
            self.nr += 1
            self._close_when_due(resp)
            respiter = self.wsgi(environ, resp.start_response)
            try:
                self._answer(conn, resp, environ, respiter)
            finally:
                self.log.access(resp, req, environ, datetime.now() - started)
                if hasattr(respiter, "close"):
                    respiter.close()
                stale = environ.pop(sse.TICKET_KEY, None)
                if stale is not None:  # the answer failed before the hub took the stream
                    stale.release()
            return not resp.should_close()
        except OSError:
            raise
        except (Exception, SystemExit):
            if resp and resp.headers_sent:
                # Writing a 500 after the head went out would corrupt the answer.
                self.log.exception("Error handling request")
                util.close_graceful(conn.sock)
                raise StopIteration() from None
            raise
        finally:
            try:
                self.cfg.post_request(self, req, environ, resp)
            except Exception:
                self.log.exception("Exception in post_request hook")

    def _close_when_due(self, resp) -> None:  # noqa: ANN001
        """gthread's reasons not to keep a connection alive after this request."""
        if self.nr >= self.max_requests:
            if self.alive:
                self.log.info("Autorestarting worker after current request.")
                self.alive = False
            resp.force_close()
        if not self.alive or not self.cfg.keepalive:
            resp.force_close()
        elif len(self.keepalived_conns) >= self.max_keepalived:
            resp.force_close()

    def _answer(self, conn, resp, environ: dict, respiter) -> None:  # noqa: ANN001
        ticket = environ.get(sse.TICKET_KEY)
        reader = getattr(conn.parser, "unreader", None)
        if ticket is not None or getattr(getattr(reader, "sock", None), "passed", False):
            resp.force_close()  # a stream, or a body that did not arrive in time
        if isinstance(respiter, environ["wsgi.file_wrapper"]):
            resp.write_file(respiter)
        else:
            for item in respiter:
                resp.write(item)
        if ticket is not None and resp.status.startswith("200"):
            self._hand_over(conn, resp, ticket)
            environ.pop(sse.TICKET_KEY)
        else:
            resp.close()

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
