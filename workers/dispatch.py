"""After a commit: schedule the timer jobs it created, wake a bot seat, start deliveries.

With Redis, these are RQ jobs (JSON serializer, deterministic job ids, retries), bot turns in a
queue after the timers'; without it, the sweeper thread finds all of them by polling. Either way the sweeper is the guarantee: a job lost
with Redis, or never enqueued, is done by the next sweep.
"""
from __future__ import annotations

from datetime import datetime
from typing import Any

import structlog
from rq import Queue, Retry
from rq.serializers import JSONSerializer

from play import timecontrol
from play.gameplay import NoDispatch
from play.timeouts import waiting_bot

log = structlog.get_logger("dispatch")

QUEUE = "default"
# Bot turns wait in a queue of their own, which workers take from after QUEUE (the Procfile
# lists it second): a timer job that falls due never waits behind the bots' decisions.
BOT_QUEUE = "bots"
RETRY = Retry(max=3, interval=[2, 10, 60])


def dispatcher_for(redis: Any | None) -> Any:
    return RQDispatch(redis) if redis is not None else NoDispatch()


class RQDispatch:
    def __init__(self, redis: Any, queue: str = QUEUE, bot_queue: str = BOT_QUEUE):
        self.queue = Queue(queue, connection=redis, serializer=JSONSerializer)
        self.bot_queue = Queue(bot_queue, connection=redis, serializer=JSONSerializer)

    def committed(self, game: Any, clock_events: list, outbox: bool) -> None:
        try:
            for event in clock_events:
                if event.type == "DeadlineSet":
                    self._timers(game.game_id, event.payload, game.time_control)
            if _bot_waited_on(game):
                self.bot_queue.enqueue("workers.jobs.bot_turn", game.game_id, game.version,
                                   job_id=f"bot-{game.game_id}-{game.version}", retry=RETRY)
            if outbox:
                self.queue.enqueue("workers.jobs.deliver_outbox",
                                   job_id=f"deliver-{game.game_id}-{game.version}", retry=RETRY)
        except Exception as exc:  # Redis down: the sweeper will find all of it
            log.warning("dispatch_failed", game_id=game.game_id, error=str(exc))

    def outbox_written(self, game_id: str, tag: str) -> None:
        """Outbox rows were written outside a commit of events (a seat's test message)."""
        try:
            self.queue.enqueue("workers.jobs.deliver_outbox",
                               job_id=f"deliver-{game_id}-{tag}", retry=RETRY)
        except Exception as exc:  # Redis down: the sweeper will find the rows
            log.warning("dispatch_failed", game_id=game_id, error=str(exc))

    def _timers(self, game_id: str, deadline: dict, control: dict) -> None:
        due = datetime.fromisoformat(deadline["due_at"])
        seat, version = deadline["seat"], deadline["since_version"]
        self.schedule(game_id, seat, version, "deadline", due)
        before = timecontrol.parse(control).reminder_before
        if before is not None:
            self.schedule(game_id, seat, version, "reminder", due - before)

    def schedule(self, game_id: str, seat: str, version: int, kind: str, due: datetime) -> None:
        self.queue.enqueue_at(due, "workers.jobs.fire_timer", game_id, seat, version, kind,
                              due.isoformat(), job_id=timer_job_id(game_id, seat, version, kind),
                              retry=RETRY)


def timer_job_id(game_id: str, seat: str, version: int, kind: str) -> str:
    return f"timer-{game_id}-{seat}-{version}-{kind}"


def _bot_waited_on(game: Any) -> bool:
    return waiting_bot(game) is not None
