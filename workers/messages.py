"""What a notification says, in each payload format, with its link to the game page.

A notification's outbox payload is facts about the game plus the seat's own view
(`play.notifications`). The deliverer renders it here, at sending time, for the channel's
format:

- `json`: the signed JSON document as it is, plus `url` (the game page, or null);
- `discord`: `{"content": ...}`, a message a Discord webhook posts as it is;
- `slack`: `{"text": ...}`, a message a Slack incoming webhook posts as it is;
- email: a subject line and a plain-text body.

Every word is the catalogs' (`notify-*` in locales/<lang>/notify.ftl), in the language the seat
chose with its channels (`language`: English or German); machine fields of the JSON document are
the same in every language.

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

from play import i18n
from play.notifications import TEST_KIND  # noqa: F401  (the deliverer's and the tests' name)

FORMATS = ("json", "discord", "slack")
DISCORD_LIMIT = 2000  # characters of a Discord message's content
SLACK_LIMIT = 3000    # a Slack text beyond this is cut by Slack itself; stay under it
# A game's name stands in a message as this mark, put in after the message is worded: a name may
# be longer than the catalogs let an argument be, and is cut with the whole message.
_NAME = "\ue000"

# The kinds of notification, each with a headline and an email subject in the catalogs
# (locales/<lang>/notify.ftl: `notify-headline-<kind>`, `notify-subject-<kind>`); a kind without
# its own reads as news.
KINDS_WORDED = ("your_turn", "reminder", "timeout", "undo_request", "game_ended", "test", "chat",
                "rematch")
_DISCORD_SPECIAL = re.compile(r"([\\*_~`|>#\[\]])")  # Discord markdown, escaped


def game_link(base_url: str | None, game_id: str) -> str | None:
    """The game page's address under `base_url` (PUBLIC_BASE_URL), or None without one."""
    if not base_url or not game_id:
        return None
    return f"{base_url.rstrip('/')}/g/{quote(str(game_id), safe='')}"


def game_title(payload: Mapping[str, Any], lang: str = "en") -> str:
    return str(payload.get("game_name") or payload.get("game_id") or i18n.render(lang, "notify-a-game"))


def headline(payload: Mapping[str, Any], game: str | None = None, lang: str = "en") -> str:
    """One sentence saying what happened, naming the game (`game`: the name as shown)."""
    kind = str(payload.get("kind"))
    named = game if game is not None else game_title(payload, lang)
    return _with_name(i18n.render(lang, f"notify-headline-{_kind_id(kind)}", {"game": _NAME}), named)


def details(payload: Mapping[str, Any], lang: str = "en") -> list[str]:
    """Short facts after the headline: the seat's faction, its deadline, the move an undo
    request would take back."""
    lines = []
    faction = _faction_of(payload, lang=lang)
    if faction:
        lines.append(i18n.render(lang, "notify-you-play", {"faction": faction, "seat": str(payload.get("seat"))}))
    if payload.get("deadline"):
        lines.append(i18n.render(lang, "notify-deadline", {"when": readable_time(payload["deadline"])}))
    undo = payload.get("undo") or {}
    if undo.get("move"):
        asker = _faction_of(payload, undo.get("seat"), lang) or i18n.render(lang, "notify-a-seat")
        lines.append(i18n.render(lang, "notify-undo-move", {"asker": asker, "move": str(undo["move"])}))
    return lines


def _with_name(text: str, name: str) -> str:
    return text.replace(_NAME, name)


def _kind_id(kind: str) -> str:
    return kind.replace("_", "-") if kind in KINDS_WORDED else "news"


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


def discord_message(payload: Mapping[str, Any], base_url: str | None, lang: str = "en") -> dict[str, Any]:
    """The `discord` format. Mentions are switched off: a game's name cannot ping a server."""
    lines = [f"**{headline(payload, _discord_escape(game_title(payload, lang)), lang)}**", *details(payload, lang)]
    link = game_link(base_url, str(payload.get("game_id") or ""))
    if link:
        lines.append(i18n.render(lang, "notify-open-discord", {"link": link}))
    return {"content": _cut("\n".join(lines), DISCORD_LIMIT), "allowed_mentions": {"parse": []}}


def slack_message(payload: Mapping[str, Any], base_url: str | None, lang: str = "en") -> dict[str, Any]:
    """The `slack` format (Slack's mrkdwn: `&`, `<` and `>` escaped, the link as `<url|text>`)."""
    lines = [f"*{headline(payload, _slack_escape(game_title(payload, lang)), lang)}*",
             *(_slack_escape(line) for line in details(payload, lang))]
    link = game_link(base_url, str(payload.get("game_id") or ""))
    if link:
        lines.append(f"<{link}|{_slack_escape(i18n.render(lang, 'notify-open'))}>")
    return {"text": _cut("\n".join(lines), SLACK_LIMIT)}


def chat_body(fmt: str, payload: Mapping[str, Any], delivery_id: int,
              base_url: str | None, lang: str = "en") -> dict[str, Any]:
    """The webhook body of `payload` in format `fmt` (unknown formats get the JSON document)."""
    if fmt == "discord":
        return discord_message(payload, base_url, lang)
    if fmt == "slack":
        return slack_message(payload, base_url, lang)
    return json_document(payload, delivery_id, base_url)


def email_subject(payload: Mapping[str, Any], lang: str = "en") -> str:
    return i18n.render(lang, "notify-subject", {
        "what": i18n.render(lang, f"notify-subject-{_kind_id(str(payload.get('kind')))}"),
        "game": _NAME}).replace(_NAME, game_title(payload, lang))


def email_text(payload: Mapping[str, Any], base_url: str | None = None, lang: str = "en") -> str:
    """A short plain-text email body: the headline, the facts, the link, then the details."""
    lines = [headline(payload, lang=lang) + ".", *details(payload, lang)]
    link = game_link(base_url, str(payload.get("game_id") or ""))
    if link:
        lines.append(i18n.render(lang, "notify-open-link", {"link": link}))
    say = {"game_name": str(payload.get("game_name")), "game_id": str(payload.get("game_id")),
           "seat": str(payload.get("seat")), "version": str(payload.get("version"))}
    lines += ["", i18n.render(lang, "notify-email-game", say), i18n.render(lang, "notify-email-seat", say),
              i18n.render(lang, "notify-email-version", say)]
    for pending in payload.get("pending") or []:
        lines.append(i18n.render(lang, "notify-email-waiting", {"seat": str(pending.get("seat")),
                                                                 "kind": str(pending.get("kind"))}))
    for key in ("timeout", "undo", "result"):
        if payload.get(key) is not None:
            lines.append(f"{key.capitalize()}: {json.dumps(payload[key], sort_keys=True)}")
    return "\n".join(lines) + "\n"


def _faction_of(payload: Mapping[str, Any], seat: Any = None, lang: str = "en") -> str | None:
    """The faction of `seat` (default: the seat told), as words."""
    seat = payload.get("seat") if seat is None else seat
    seats = (payload.get("view") or {}).get("seats") or []
    found = next((s for s in seats if s.get("seat") == seat), None)
    faction = found.get("faction") if found else None
    if not faction:
        return None
    named = i18n.try_render(lang, f"faction-{faction}") if lang != "en" else None
    return named or str(faction).replace("_", " ").title()


def _discord_escape(text: str) -> str:
    return _DISCORD_SPECIAL.sub(r"\\\1", text)


def _slack_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"
