"""A request goes to a request thread only once its head and the body the application reads
have arrived (service.gunicorn.arrival), and a thread never waits past the request's deadline."""
from __future__ import annotations

import socket
import time

import pytest

from service.gunicorn.arrival import (SEND_CONTINUE, WAIT, WHOLE, Arrival, DeadlinePassed,
                                      ReadDeadline)

HEAD = b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"


def arrival(body_limit: int = 1000, head_limit: int = 500) -> Arrival:
    return Arrival(time.monotonic() + 10, body_limit, head_limit)


def verdicts(pieces: list[bytes], **limits: int) -> list[str]:
    gathered = arrival(**limits)
    return [gathered.feed(piece) for piece in pieces]


def test_a_head_dripped_a_byte_at_a_time_waits_until_its_empty_line():
    head = b"GET /readyz HTTP/1.1\r\nHost: x\r\n\r\n"
    said = verdicts([bytes([b]) for b in head])
    assert said == [WAIT] * (len(head) - 1) + [WHOLE]


def test_a_head_longer_than_gunicorn_reads_goes_to_gunicorn_to_be_refused():
    assert verdicts([b"GET /" + b"a" * 600], head_limit=500) == [WHOLE]


def test_a_body_waits_for_its_content_length_unless_it_is_over_the_limit():
    head = HEAD + b"Content-Length: 10\r\n\r\n"
    assert verdicts([head, b"12345", b"67890"]) == [WAIT, WAIT, WHOLE]
    assert verdicts([HEAD + b"Content-Length: 5000\r\n\r\n"]) == [WHOLE]  # refused unread


@pytest.mark.parametrize("framing", [b"Content-Length: 5\r\nContent-Length: 6\r\n",
                                     b"Content-Length: 5\r\nTransfer-Encoding: chunked\r\n",
                                     b"Content-Length: x5\r\n",
                                     b"Transfer-Encoding: gzip\r\n"])
def test_framing_gunicorn_refuses_goes_to_gunicorn_at_once(framing):
    assert verdicts([HEAD + framing + b"\r\n"]) == [WHOLE]


def test_a_chunked_body_waits_for_its_last_chunk_and_the_line_after_it():
    pieces = [HEAD + b"Transfer-Encoding: chunked\r\n\r\n", b"5\r\n{\"a\":", b"\r\n3\r\n1}\n\r",
              b"\n0\r\n", b"\r\n"]
    assert verdicts(pieces) == [WAIT, WAIT, WAIT, WAIT, WHOLE]


def test_a_chunked_body_over_the_limit_goes_to_the_application_to_be_refused():
    head = HEAD + b"Transfer-Encoding: chunked\r\n\r\n"
    piece = b"%x\r\n%s\r\n" % (40_000, b"x" * 40_000)
    assert verdicts([head, piece, piece], body_limit=10) == [WAIT, WAIT, WHOLE]


def test_a_client_that_expects_100_continue_is_told_to_go_on_once():
    head = HEAD + b"Content-Length: 4\r\nExpect: 100-continue\r\n\r\n"
    assert verdicts([head, b"{}", b"  "]) == [SEND_CONTINUE, WAIT, WHOLE]


def test_a_thread_reading_past_the_deadline_is_refused_and_says_so():
    ours, theirs = socket.socketpair()
    with ours, theirs:
        reader = ReadDeadline(ours)
        theirs.sendall(b"ab")
        reader.deadline = time.monotonic() + 0.2
        assert reader.recv(10) == b"ab"
        began = time.monotonic()
        with pytest.raises(DeadlinePassed):
            reader.recv(10)  # nothing more comes
        assert time.monotonic() - began < 1 and reader.passed
        assert ours.gettimeout() is None  # the socket's own timeout is as it was
        with pytest.raises(TimeoutError):  # gunicorn's body drain gives up on a timeout
            reader.recv(10)
