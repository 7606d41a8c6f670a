"""Request and response schemas of the notification routes (a seat's channels, its delivery log)."""
from __future__ import annotations

import marshmallow as ma
from marshmallow import validate as v

from service.schemas.games import Strict
from workers.messages import FORMATS

KINDS = ("your_turn", "reminder", "timeout", "undo_request", "game_ended", "chat", "rematch")
LOGGED_KINDS = KINDS + ("test",)  # the delivery log also lists the tests a seat asked for


FORMAT_TEXT = ("What a webhook receives: `json` (the signed JSON document, with the seat's view), "
               "`discord` (`{\"content\": ...}`, for a Discord webhook URL) or `slack` "
               "(`{\"text\": ...}`, for a Slack incoming webhook URL). Every format is signed.")


class WebhookSchema(Strict):
    # The scheme, host and addresses are checked by workers.delivery.resolve_target.
    url = ma.fields.String(required=True, validate=v.Length(1, 2000), metadata={
        "format": "uri", "example": "https://example.com/cthulhu-wars/hook",
        "description": "An http(s) URL whose host resolves to public addresses only."})
    format = ma.fields.String(load_default="json", validate=v.OneOf(FORMATS),
                              metadata={"description": FORMAT_TEXT})


class EmailSchema(Strict):
    address = ma.fields.Email(required=True, validate=v.Length(3, 254),
                              metadata={"example": "alice@example.com"})


LANGUAGE_TEXT = ("The language of the seat's notifications: `en` (English) or `de` (German). "
                 "Left out, the request's language (`Accept-Language`).")


class ChannelsSchema(Strict):
    language = ma.fields.String(load_default=None, validate=v.OneOf(("en", "de")),
                                metadata={"description": LANGUAGE_TEXT})
    webhook = ma.fields.Nested(WebhookSchema, allow_none=True, load_default=None, metadata={
        "description": "Where to POST signed JSON notifications; null for none."})
    email = ma.fields.Nested(EmailSchema, allow_none=True, load_default=None, metadata={
        "description": "Where to send email notifications; null for none."})


class WebhookConfiguredSchema(Strict):
    url = ma.fields.String(required=True)
    format = ma.fields.String(required=True, validate=v.OneOf(FORMATS),
                              metadata={"description": FORMAT_TEXT})
    secret = ma.fields.String(metadata={
        "description": "Shown once, when the webhook is set: the HMAC-SHA256 key of the "
                       "`X-CW-Signature: t=<unix>,v1=<hex>` header, computed over `<t>.<body>`."})
    created_at = ma.fields.String(required=True)


class EmailConfiguredSchema(Strict):
    address = ma.fields.String(required=True)
    created_at = ma.fields.String(required=True)


class ChannelsConfiguredSchema(Strict):
    game_id = ma.fields.String(required=True)
    seat = ma.fields.String(required=True)
    language = ma.fields.String(required=True, validate=v.OneOf(("en", "de")), metadata={
        "description": "The language the seat's notifications are written in (with no channel "
                       "set: the request's language, which a PUT without `language` chooses)."})
    webhook = ma.fields.Nested(WebhookConfiguredSchema, allow_none=True, required=True)
    email = ma.fields.Nested(EmailConfiguredSchema, allow_none=True, required=True)
    kinds = ma.fields.List(ma.fields.String(validate=v.OneOf(KINDS)), required=True, metadata={
        "description": "The kinds of notification sent to every configured channel."})
    email_available = ma.fields.Boolean(required=True, metadata={
        "description": "Whether this server sends email (an email channel is refused if not)."})


class TestQueuedSchema(Strict):
    game_id = ma.fields.String(required=True)
    seat = ma.fields.String(required=True)
    channels = ma.fields.List(ma.fields.String(validate=v.OneOf(("webhook", "email"))),
                              required=True, metadata={
        "description": "The channels a test message was queued for."})
    next_test_at = ma.fields.String(required=True, metadata={
        "description": "When this seat may ask for its next test."})


class DeliveriesQuerySchema(Strict):
    after = ma.fields.Integer(load_default=0, validate=v.Range(0, 2**62), metadata={
        "description": "Entries after this log id (pass the previous page's `next_after`)."})
    limit = ma.fields.Integer(load_default=100, validate=v.Range(1, 500))


class DeliverySchema(Strict):
    id = ma.fields.Integer(required=True, metadata={"description": "The log entry's id."})
    outbox_id = ma.fields.Integer(required=True, metadata={
        "description": "The notification's delivery id (the `X-CW-Delivery` header)."})
    kind = ma.fields.String(required=True, validate=v.OneOf(LOGGED_KINDS))
    channel = ma.fields.String(required=True, validate=v.OneOf(("webhook", "email")))
    attempt = ma.fields.Integer(required=True)
    attempted_at = ma.fields.String(required=True)
    status_code = ma.fields.Integer(allow_none=True, required=True, metadata={
        "description": "The receiver's HTTP status (SMTP reply code for email), if any."})
    error = ma.fields.String(allow_none=True, required=True)
    delivered = ma.fields.Boolean(required=True)


class DeliveriesPageSchema(Strict):
    deliveries = ma.fields.List(ma.fields.Nested(DeliverySchema), required=True)
    next_after = ma.fields.Integer(allow_none=True, required=True, metadata={
        "description": "Pass as `after` for the next page; null when this page is not full."})
