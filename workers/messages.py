"""What a notification says, in each payload format, with its link to the game page.

A notification's outbox payload is facts about the game plus the seat's own view
(`play.notifications`). The deliverer renders it here, at sending time, for the channel's
format:

- `json`: the signed JSON document as it is, plus `url` (the game page, or null);
- `discord`: `{"content": ...}`, a message a Discord webhook posts as it is;
- `slack`: `{"text": ...}`, a message a Slack incoming webhook posts as it is;
- email: a subject line and a plain-text body.

Chat messages and emails hold a sentence, the deadline and the link, never the seat's view: a
chat channel is often read by more people than the seat's player. The link is the game page
`<PUBLIC_BASE_URL>/g/<game id>`: it never carries a token (a player opens it in the browser that
holds their seat); without PUBLIC_BASE_URL a message has no link at all, since a relative path
means nothing in a chat or a mailbox.
"""
from __future__ import annotations

import json
import re
from datetime import datetime, timezone
from typing import Any, Mapping
from urllib.parse import quote

from play.notifications import TEST_KIND  # noqa: F401  (the deliverer's and the tests' name)

FORMATS = ("json", "discord", "slack")
DISCORD_LIMIT = 2000  # characters of a Discord message's content
SLACK_LIMIT = 3000    # a Slack text beyond this is cut by Slack itself; stay under it

_HEADLINES = {
    "your_turn": "Your move in {game}",
    "reminder": "Your deadline in {game} is near",
    "timeout": "A decision timed out in {game}",
    "undo_request": "An undo request in {game} waits for your answer",
    "game_ended": "{game} has ended",
    "test": "Test notification from {game}: this channel works",
    "chat": "New messages in the seats' chat of {game}",
    "rematch": "A rematch of {game} is proposed: accept or decline on the game page",
}
SUBJECTS = {"your_turn": "your turn", "reminder": "your deadline is near",
            "timeout": "a decision timed out", "undo_request": "an undo request waits for you",
            "game_ended": "the game has ended", "test": "a test notification",
            "chat": "new chat messages", "rematch": "a rematch is proposed"}
_DISCORD_SPECIAL = re.compile(r"([\\*_~`|>#\[\]])")  # Discord markdown, escaped


def game_link(base_url: str | None, game_id: str) -> str | None:
    """The game page's address under `base_url` (PUBLIC_BASE_URL), or None without one."""
    if not base_url or not game_id:
        return None
    return f"{base_url.rstrip('/')}/g/{quote(str(game_id), safe='')}"


def game_title(payload: Mapping[str, Any]) -> str:
    return str(payload.get("game_name") or payload.get("game_id") or "a game")


def headline(payload: Mapping[str, Any], game: str | None = None) -> str:
    """One sentence saying what happened, naming the game (`game`: the name as shown)."""
    template = _HEADLINES.get(str(payload.get("kind")), "News from {game}")
    return template.format(game=game if game is not None else game_title(payload))


def details(payload: Mapping[str, Any]) -> list[str]:
    """Short facts after the headline: the seat's faction, its deadline, the move an undo
    request would take back."""
    lines = []
    faction = _faction_of(payload)
    if faction:
        lines.append(f"You play {faction} ({payload.get('seat')}).")
    if payload.get("deadline"):
        lines.append(f"Deadline: {readable_time(payload['deadline'])}.")
    undo = payload.get("undo") or {}
    if undo.get("move"):
        asker = _faction_of(payload, undo.get("seat")) or "A seat"
        lines.append(f"{asker} asks to take back: {undo['move']}")
    return lines


def readable_time(iso: str) -> str:
    """An ISO 8601 time as `2025-03-01 18:30 UTC` (as given when it does not parse)."""
    try:
        when = datetime.fromisoformat(str(iso)).astimezone(timezone.utc)
    except ValueError:
        return str(iso)
    return when.strftime("%Y-%m-%d %H:%M UTC")


def json_document(payload: Mapping[str, Any], delivery_id: int,
                  base_url: str | None) -> dict[str, Any]:
    """The `json` format: the payload, its delivery id and the game page's `url` (or null)."""
    return {"delivery_id": delivery_id, **dict(payload),
            "url": game_link(base_url, str(payload.get("game_id") or ""))}


def discord_message(payload: Mapping[str, Any], base_url: str | None) -> dict[str, Any]:
    """The `discord` format. Mentions are switched off: a game's name cannot ping a server."""
    lines = [f"**{headline(payload, _discord_escape(game_title(payload)))}**", *details(payload)]
    link = game_link(base_url, str(payload.get("game_id") or ""))
    if link:
        lines.append(f"Open the game: <{link}>")
    return {"content": _cut("\n".join(lines), DISCORD_LIMIT), "allowed_mentions": {"parse": []}}


def slack_message(payload: Mapping[str, Any], base_url: str | None) -> dict[str, Any]:
    """The `slack` format (Slack's mrkdwn: `&`, `<` and `>` escaped, the link as `<url|text>`)."""
    lines = [f"*{headline(payload, _slack_escape(game_title(payload)))}*",
             *(_slack_escape(line) for line in details(payload))]
    link = game_link(base_url, str(payload.get("game_id") or ""))
    if link:
        lines.append(f"<{link}|Open the game>")
    return {"text": _cut("\n".join(lines), SLACK_LIMIT)}


def chat_body(fmt: str, payload: Mapping[str, Any], delivery_id: int,
              base_url: str | None) -> dict[str, Any]:
    """The webhook body of `payload` in format `fmt` (unknown formats get the JSON document)."""
    if fmt == "discord":
        return discord_message(payload, base_url)
    if fmt == "slack":
        return slack_message(payload, base_url)
    return json_document(payload, delivery_id, base_url)


def email_subject(payload: Mapping[str, Any]) -> str:
    return f"Cthulhu Wars: {SUBJECTS.get(str(payload.get('kind')), 'news')} in {game_title(payload)}"


def email_text(payload: Mapping[str, Any], base_url: str | None = None) -> str:
    """A short plain-text email body: the headline, the facts, the link, then the details."""
    lines = [headline(payload) + ".", *details(payload)]
    link = game_link(base_url, str(payload.get("game_id") or ""))
    if link:
        lines.append(f"Open the game: {link}")
    lines += ["", f"Game: {payload.get('game_name')} ({payload.get('game_id')})",
              f"Seat: {payload.get('seat')}", f"Version: {payload.get('version')}"]
    for pending in payload.get("pending") or []:
        lines.append(f"Waiting for: {pending.get('seat')} ({pending.get('kind')})")
    for key in ("timeout", "undo", "result"):
        if payload.get(key) is not None:
            lines.append(f"{key.capitalize()}: {json.dumps(payload[key], sort_keys=True)}")
    return "\n".join(lines) + "\n"


def _faction_of(payload: Mapping[str, Any], seat: Any = None) -> str | None:
    """The faction of `seat` (default: the seat told), as words."""
    seat = payload.get("seat") if seat is None else seat
    seats = (payload.get("view") or {}).get("seats") or []
    found = next((s for s in seats if s.get("seat") == seat), None)
    faction = found.get("faction") if found else None
    return str(faction).replace("_", " ").title() if faction else None


def _discord_escape(text: str) -> str:
    return _DISCORD_SPECIAL.sub(r"\\\1", text)


def _slack_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"
