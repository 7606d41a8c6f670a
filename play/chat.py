"""A game's chat: a seats' channel and a spectators' channel, apart from the game's log.

A chat message is not a game event: it is kept in its own table with its own cursor (the
message id), so an undo never removes one and sending one never moves the game's version.

- The `seats` channel is for the seats of the game (their tokens), to read and to write.
- The `spectators` channel is for everyone else who may watch the game (no token, or the host's
  token); seats join it once the game is over, so nobody advises a seat while it plays. The host
  may close it (no new messages) and open it again.

Messages are plain text, at most `MAX_LENGTH` characters, and each sender (a seat, the host, or
a spectator's network address) sends at most `BURST` of them in `WINDOW_SECONDS`; the check and
the insert are one transaction. Each seat keeps a read marker (the last message id it read) and
its own list of muted seats, applied when it reads: a muted seat's messages are left out of what
it is sent and of its unread count, for it alone. Tokens and addresses never leave the store: a
message shows its sender's seat (or `host`, `spectator`) and display name only.
"""
from __future__ import annotations

import hashlib
import re
from datetime import datetime, timedelta
from typing import Any, Callable, Sequence

from events.envelope import Row
from events.ports import Chat
from events.store import ChatMessage, EventStore
from play import errors, notifications
from play.gameplay import Caller
from play.model.game import Game, Status

CHANNELS = ("seats", "spectators")
MAX_LENGTH = 500
MAX_NAME = 40
BURST = 8
WINDOW_SECONDS = 20
PAGE = 100
# Plain text: line breaks and tabs, and nothing else below the space (nor DEL and C1 controls).
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def readable(game: Game, caller: Caller) -> list[str]:
    """The channels `caller` may read in `game`."""
    if caller.seat is not None:
        return list(CHANNELS) if game.status == Status.FINISHED else ["seats"]
    return ["spectators"]


def check_channel(game: Game, caller: Caller, channel: str) -> None:
    if channel not in readable(game, caller):
        raise errors.ChatChannelForbidden(channel)


def clean_text(text: str, limit: int = MAX_LENGTH) -> str:
    """The message as stored: line breaks made `\\n`, outer blanks trimmed; refused when empty,
    too long or holding control characters."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").strip()
    if not text:
        raise errors.ChatTextEmpty()
    if len(text) > limit:
        raise errors.ChatTextTooLong(limit, len(text))
    if _CONTROL.search(text):
        raise errors.ChatTextInvalid()
    return text


def post(store: Chat, game: Game, caller: Caller, channel: str, text: str, now: datetime,
         name: str | None = None, publish: Callable[[str, int], None] | None = None,
         wake: Callable[[str, str], None] | None = None) -> dict[str, Any]:
    """Post `text` to `channel` as `caller`; the message as every reader receives it."""
    check_channel(game, caller, channel)
    body = clean_text(text)
    if caller.seat is not None:
        seat = game.seat(caller.seat)
        sender, sender_name, key = caller.seat, (seat.name if seat and seat.name else
                                                 caller.seat), "seat:" + caller.seat
    elif caller.host:
        sender, sender_name, key = "host", "Host", "host"
    else:
        sender = "spectator"
        sender_name = clean_text(name, MAX_NAME) if name else "Spectator"
        key = "address:" + hashlib.sha256(
            f"chat:{caller.address or 'unknown'}".encode()).hexdigest()[:32]
    rows = _notices(store, game, sender) if channel == "seats" else []
    posted = store.post_chat({
        "game_id": game.game_id, "channel": channel, "sender": sender,
        "sender_name": sender_name, "sender_key": key, "body": body, "now": now,
        "window_start": now - timedelta(seconds=WINDOW_SECONDS), "most": BURST,
        "holder": caller.token_hash if caller.seat is not None else None, "rows": rows})
    if posted == "closed":
        raise errors.ChatClosed()
    if posted == "flood":
        raise errors.ChatRateLimited(BURST, WINDOW_SECONDS)
    if isinstance(posted, str):  # not_holder: the token was rotated since the request began
        raise errors.InvalidToken()
    if publish is not None:
        publish(game.game_id, posted["id"])
    if rows and wake is not None:  # the deliverer sends the notices now (else the sweeper will)
        wake(game.game_id, f"chat-{posted['id']}")
    return shown(posted)


def _notices(store: Chat, game: Game, sender: str) -> list[Row]:
    """Notices for the other seats that had nothing unread in the seats' chat: each is told once
    per run of unread messages (coalesced), on its configured channels."""
    if not isinstance(store, EventStore):
        return []
    others = [s.seat for s in game.seats if s.seat != sender]
    unread = store.chat_unread([(game.game_id, seat) for seat in others])
    quiet = [seat for seat in others if not unread.get((game.game_id, seat))]
    return notifications.chat_rows(store, game, quiet)


def read(store: Chat, game: Game, caller: Caller, channel: str, since: int = 0,
         limit: int = PAGE) -> dict[str, Any]:
    """A channel's messages after `since` as `caller` may see them, with its markers."""
    check_channel(game, caller, channel)
    messages = store.chat_messages(game.game_id, channel, since, limit)
    answer: dict[str, Any] = {
        "game_id": game.game_id, "channel": channel,
        "next_since": messages[-1]["id"] if messages else since,
        "more": len(messages) == limit,
        "spectators_closed": store.spectator_chat_closed(game.game_id)}
    if caller.seat is not None:
        last_read, muted = store.chat_seat(game.game_id, caller.seat)
        messages = [m for m in messages if m["sender"] not in muted]
        answer.update(last_read=last_read, muted=muted,
                      unread=unread_of(store, game.game_id, caller.seat))
    answer["messages"] = [shown(m) for m in messages]
    return answer


def mark_read(store: Chat, game: Game, caller: Caller, upto: int) -> dict[str, Any]:
    """Move the seat's read marker to `upto`, or to the seats' last message if `upto` is past
    it: a marker beyond the last message would leave the next messages counted as read."""
    seat = _seat_of(caller)
    upto = min(upto, store.chat_heads(game.game_id).get("seats", 0))
    if not store.mark_chat_read(game.game_id, seat, upto, caller.token_hash or ""):
        raise errors.InvalidToken()
    return markers(store, game, seat)


def mute(store: Chat, game: Game, caller: Caller, target: str, on: bool) -> dict[str, Any]:
    seat = _seat_of(caller)
    if game.seat(target) is None:
        raise errors.SeatNotFound(game.game_id, target)
    if target == seat:
        raise errors.ChatMuteSelf()
    if not store.set_chat_mute(game.game_id, seat, target, on, caller.token_hash or ""):
        raise errors.InvalidToken()
    return markers(store, game, seat)


def markers(store: Chat, game: Game, seat: str) -> dict[str, Any]:
    last_read, muted = store.chat_seat(game.game_id, seat)
    return {"game_id": game.game_id, "seat": seat, "last_read": last_read, "muted": muted,
            "unread": unread_of(store, game.game_id, seat)}


def close_spectators(store: Chat, game: Game, caller: Caller, closed: bool,
                     now: datetime) -> dict[str, Any]:
    if not caller.host:
        raise errors.HostRequired()
    store.close_spectator_chat(game.game_id, closed, now)
    return {"game_id": game.game_id, "spectators_closed": closed}


def unread_of(store: Chat, game_id: str, seat: str) -> int:
    return store.chat_unread([(game_id, seat)]).get((game_id, seat), 0)


def unread_many(store: Chat, pairs: Sequence[tuple[str, str]]) -> dict[tuple[str, str], int]:
    return store.chat_unread(pairs)


def export(store: Chat, game: Game, caller: Caller, most: int = 20_000
           ) -> dict[str, list[dict[str, Any]]]:
    """Every message of each channel `caller` reads (no mutes: the record as it was), for a
    game's export when its chat is asked for."""
    found: dict[str, list[dict[str, Any]]] = {}
    for channel in readable(game, caller):
        messages: list[ChatMessage] = []
        while len(messages) < most:
            after = messages[-1]["id"] if messages else 0
            page = store.chat_messages(game.game_id, channel, after, min(1000, most - len(messages)))
            messages.extend(page)
            if len(page) < 1000:
                break
        found[channel] = [shown(m) for m in messages]
    return found


def shown(message: ChatMessage) -> dict[str, Any]:
    """A message as readers receive it: never the sender's token or address."""
    return {"id": message["id"], "channel": message["channel"], "sender": message["sender"],
            "sender_name": message["sender_name"], "text": message["body"],
            "sent_at": message["sent_at"].isoformat()}


def notices(heads: dict[str, int], seen: dict[str, int], channels: Sequence[str]
            ) -> list[dict[str, Any]]:
    """What a stream says of chat: each readable channel whose last message is newer than the
    one the stream last told of."""
    return [{"channel": c, "id": heads[c]} for c in channels
            if heads.get(c, 0) > seen.get(c, 0)]


def _seat_of(caller: Caller) -> str:
    if caller.seat is None:
        raise errors.ChatSeatRequired()
    return caller.seat
