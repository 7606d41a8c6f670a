"""The Redis writes after a commit: the sender thread, and the hold of a web request."""
from __future__ import annotations

import threading

import pytest

from play.model.latest import LatestSender


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


@pytest.mark.redis
def test_writes_held_by_a_request_leave_together_only_when_it_releases_them(redis_url):
    import redis

    from play.model.cache import GameCache
    from play.model.latest import RedisWrites
    from play.live import CHANNEL_PREFIX, Broker

    client = redis.Redis.from_url(redis_url)
    listener = client.pubsub(ignore_subscribe_messages=True)
    listener.subscribe(CHANNEL_PREFIX + "g1")
    writes = RedisWrites(client)
    cache, broker = GameCache(client, writes=writes), Broker(client, writes=writes)
    writes.hold()
    cache.put_game_later("g1", 7, lambda: b'{"version":7}')
    broker.publish("g1", 7)
    cache.put_game_later("g1", 8, lambda: b'{"version":8}')  # overtakes version 7
    broker.publish("g1", 8)
    assert client.keys("cw:game:*") == []  # held: nothing sent yet
    assert listener.get_message(timeout=0.2) is None
    writes.release()
    assert client.keys("cw:game:*") == [b"cw:game:g1:8"]
    message = listener.get_message(timeout=2)
    assert message is not None and message["data"] == b"8"
    assert listener.get_message(timeout=0.2) is None  # version 7 was never announced
    writes.release()  # nothing held any more: a second release sends nothing
    cache.put_game_later("g2", 1, lambda: b'{"version":1}')  # no hold: the sender thread sends it
    for _ in range(200):
        if client.exists("cw:game:g2:1"):
            break
        threading.Event().wait(0.01)
    assert client.exists("cw:game:g2:1")
    listener.close()
    client.close()
