"""The sender thread behind the Redis cache fill and the live messages."""
from __future__ import annotations

import threading

from projections.latest import LatestSender


def test_a_burst_goes_out_in_one_batch_with_only_each_keys_latest_version():
    sent, release, first = [], threading.Event(), threading.Event()

    def send(batch):
        sent.append(dict(batch))
        first.set()
        release.wait(5)

    sender = LatestSender(send, "test-sender")
    sender.offer("a", 1, "a1")
    assert first.wait(5)  # the thread is busy with the first batch while the burst arrives
    for key, version in (("a", 3), ("b", 2), ("a", 2), ("b", 1)):
        sender.offer(key, version, f"{key}{version}")
    release.set()
    for _ in range(500):
        if len(sent) == 2:
            break
        threading.Event().wait(0.01)
    assert sent == [{"a": (1, "a1")}, {"a": (3, "a3"), "b": (2, "b2")}]
