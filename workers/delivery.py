"""Delivering the outbox: signed webhooks and email, with leases, retries and a delivery log.

`deliver_pending` is one pass of a deliverer (the sweeper thread in the embedded default, a
worker in production). It leases due outbox messages (only the oldest undelivered message of each
seat and channel, so a seat reads its notifications in order), sends each through the sender of
its channel, and records the attempt in the delivery log in the same transaction that marks the
message delivered or schedules its retry with exponential backoff (a test message is tried
once). A delivered message is never sent again; a lease keeps two deliverers from sending one
message at once. Receivers deduplicate by the delivery id (the outbox id) should a deliverer die
between sending and recording.

Webhooks: POST of the channel's payload format (the JSON payload, or a Discord or Slack message:
workers.messages) with `X-CW-Delivery` (the outbox id), `X-CW-Event` (the kind) and
`X-CW-Signature: t=<unix time>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. A target that
resolves to a non-public address is refused (unless the operator allows private targets), when
it is configured and again at each delivery, against the address actually connected to.
"""
from __future__ import annotations

import hashlib
import hmac
import http.client
import ipaddress
import os
import smtplib
import socket
import ssl
import threading
import time
import uuid
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from dataclasses import dataclass
from datetime import datetime, timedelta
from email.message import EmailMessage
from typing import Any, Callable, Mapping, Protocol
from urllib.parse import urlsplit

import structlog

from events import OutboxMessage
from events.ports import NotificationSettings, Outbox
from events.store import dumps
from play.names import without_control_characters
from workers import messages
from workers.cutoff import Cutoff
from workers.messages import TEST_KIND


class DeliveryStore(Outbox, NotificationSettings, Protocol):
    """What delivering needs of the store: its outbox, and the seats' channels."""

log = structlog.get_logger("delivery")

SIGNATURE_HEADER = "X-CW-Signature"
DELIVERY_HEADER = "X-CW-Delivery"
EVENT_HEADER = "X-CW-Event"
USER_AGENT = "cthulhu-wars-webhooks/1"


# ---- targets ------------------------------------------------------------------------------------

class TargetRefused(ValueError):
    """A webhook URL that may not be used: `code` is the API's problem code."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


# NAT64 (RFC 6052): the well-known prefix carries the IPv4 address in its last 32 bits; the
# local-use prefix (RFC 8215) at whichever of these prefix lengths its operator chose.
_NAT64 = ipaddress.IPv6Network("64:ff9b::/96")
_NAT64_LOCAL = ipaddress.IPv6Network("64:ff9b:1::/48")
_RFC6052_LENGTHS = (48, 56, 64, 96)
_IPV4_COMPATIBLE = ipaddress.IPv6Network("::/96")


def is_public_address(address: str) -> bool:
    """True when a connection to `address` reaches the public internet only.

    An IPv6 address that carries an IPv4 address (6to4, Teredo, NAT64, IPv4-compatible) leads
    to that IPv4 address through a relay or translator, so the IPv4 address must be public too:
    otherwise `2002:c0a8:0101::` would reach 192.168.1.1. An IPv4-mapped address and a NAT64
    address of the well-known prefix are that IPv4 address, and are judged as it alone.
    """
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv4Address):
        return _public(ip)
    if ip.ipv4_mapped is not None:
        return _public(ip.ipv4_mapped)
    if ip in _NAT64:
        return _public(_ipv4_at(ip, 96))
    return _public(ip) and all(_public(v4) for v4 in embedded_ipv4(ip))


def embedded_ipv4(ip: ipaddress.IPv6Address) -> list[ipaddress.IPv4Address]:
    """Every IPv4 address `ip` may lead to: a 6to4 router, a Teredo server and client, the
    address of a NAT64 prefix (at each RFC 6052 position for the local-use one), or the last
    32 bits of an IPv4-compatible address."""
    found = [ip.sixtofour] if ip.sixtofour is not None else []
    found += list(ip.teredo or ())
    if ip in _NAT64:
        found.append(_ipv4_at(ip, 96))
    if ip in _NAT64_LOCAL:
        found += [_ipv4_at(ip, length) for length in _RFC6052_LENGTHS]
    if ip in _IPV4_COMPATIBLE:
        found.append(_ipv4_at(ip, 96))
    return found


def _ipv4_at(ip: ipaddress.IPv6Address, prefix_length: int) -> ipaddress.IPv4Address:
    """The IPv4 address after a prefix of `prefix_length` bits (RFC 6052 section 2.2: bits 64
    to 71 are always zero and carry none of it)."""
    packed = ip.packed[:8] + ip.packed[9:]
    start = prefix_length // 8 - (prefix_length > 64)
    return ipaddress.IPv4Address(packed[start:start + 4])


def _public(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    return ip.is_global and not (ip.is_multicast or ip.is_private or ip.is_loopback
                                 or ip.is_link_local or ip.is_reserved or ip.is_unspecified)


def resolve_target(url: str, allow_private: bool) -> tuple[str, str, int, list[str]]:
    """(scheme, host, port, addresses) of a webhook URL; raises TargetRefused.

    Every address the host resolves to must be public unless `allow_private`.
    """
    try:
        parts = urlsplit(url)
        host, port = parts.hostname, parts.port
    except ValueError:
        raise TargetRefused("webhook_url_invalid", "The webhook URL is not valid.") from None
    if parts.scheme not in ("http", "https") or not host \
            or any(ord(c) <= 32 or ord(c) == 127 for c in url):
        raise TargetRefused("webhook_url_invalid", "A webhook URL must be http(s)://host/...")
    if parts.username or parts.password:
        raise TargetRefused("webhook_url_invalid", "A webhook URL may not carry credentials.")
    if port == 0:
        raise TargetRefused("webhook_url_invalid", "The webhook URL's port is not valid.")
    port = port or (443 if parts.scheme == "https" else 80)
    try:
        found = socket.getaddrinfo(host, port, proto=socket.IPPROTO_TCP)
    except (OSError, UnicodeError, ValueError):
        raise TargetRefused("webhook_target_unresolvable",
                            f"The webhook host {host} does not resolve.") from None
    addresses = list(dict.fromkeys(info[4][0] for info in found))
    if not allow_private and not all(is_public_address(a) for a in addresses):
        raise TargetRefused("webhook_target_not_public",
                            "The webhook host resolves to a non-public address (loopback, "
                            "private, link-local, reserved or multicast); the server's operator "
                            "may allow such addresses with the setting ALLOW_PRIVATE_WEBHOOKS=true.")
    return parts.scheme, host, port, addresses


def check_webhook_url(url: str, allow_private: bool) -> None:
    resolve_target(url, allow_private)


# ---- signatures ---------------------------------------------------------------------------------

def sign(secret: str, timestamp: int, body: bytes) -> str:
    """The signature header's value for `body` sent at `timestamp` (unix seconds)."""
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256)
    return f"t={timestamp},v1={mac.hexdigest()}"


def verify_signature(secret: str, header: str, body: bytes, tolerance: float = 300,
                     now: float | None = None) -> bool:
    """True when `header` signs `body` with `secret` within `tolerance` seconds of `now`."""
    try:
        fields = dict(part.split("=", 1) for part in header.split(","))
        timestamp = int(fields["t"])
    except (ValueError, KeyError, AttributeError):
        return False
    now = time.time() if now is None else now
    if abs(now - timestamp) > tolerance:
        return False
    expected = sign(secret, timestamp, body).split("v1=", 1)[1]
    given = [v for k, v in (p.split("=", 1) for p in header.split(",")) if k.strip() == "v1"]
    return any(hmac.compare_digest(expected, v.strip()) for v in given)


# ---- senders ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class SendResult:
    ok: bool
    status_code: int | None = None
    error: str | None = None


class Sender(Protocol):
    def send(self, message: OutboxMessage, channel: Mapping[str, Any]) -> SendResult: ...


class _PinnedHTTP(http.client.HTTPConnection):
    """Connects to the address that was checked, not to a second resolution of the host, and
    hands its socket to the exchange's cutoff."""

    def __init__(self, address: str, cutoff: Cutoff, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._address, self._cutoff = address, cutoff

    def connect(self) -> None:
        self.sock = self._cutoff.connect((self._address, self.port), self.timeout)


class _PinnedHTTPS(http.client.HTTPSConnection):
    def __init__(self, address: str, cutoff: Cutoff, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._address, self._cutoff = address, cutoff

    def connect(self) -> None:
        sock = self._cutoff.connect((self._address, self.port), self.timeout)
        # The handshake runs after the wrapped socket is watched, so the cutoff bounds it too.
        self.sock = self._cutoff.watch(self._context.wrap_socket(
            sock, server_hostname=self.host, do_handshake_on_connect=False))
        self.sock.do_handshake()


def webhook_body(message: OutboxMessage, fmt: str = "json",
                 public_base_url: str | None = None, lang: str = "en") -> bytes:
    """The body POSTed for `message` in the channel's payload format (workers.messages), its
    words in the channel's language `lang`."""
    return dumps(messages.chat_body(fmt, message.payload, message.id, public_base_url, lang)).encode()


def _failure(exc: BaseException | None, cutoff: Cutoff) -> str:
    """The delivery log's words for a failed exchange; one the cutoff ended says so."""
    if cutoff.expired:
        return f"no complete answer within {cutoff.seconds:g} s (the overall time limit)"
    return f"{type(exc).__name__}: {exc}"[:500]


@dataclass
class WebhookSender:
    """POSTs a message to the channel's URL; `timeout` bounds the whole exchange (connect, send,
    the answer's status line and headers), not just each read."""

    allow_private: bool = False
    timeout: float = 5.0
    clock: Callable[[], float] = time.time
    public_base_url: str | None = None

    def send(self, message: OutboxMessage, channel: Mapping[str, Any]) -> SendResult:
        try:
            scheme, host, port, addresses = resolve_target(channel["target"], self.allow_private)
        except TargetRefused as exc:
            return SendResult(False, None, f"{exc.code}: {exc}")
        body = webhook_body(message, channel.get("format") or "json", self.public_base_url,
                            channel.get("language") or "en")
        parts = urlsplit(channel["target"])
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        headers = {"Content-Type": "application/json", "User-Agent": USER_AGENT,
                   DELIVERY_HEADER: str(message.id),
                   EVENT_HEADER: str(message.payload.get("kind", "")),
                   SIGNATURE_HEADER: sign(channel["secret"] or "", int(self.clock()), body)}
        cls = _PinnedHTTPS if scheme == "https" else _PinnedHTTP
        with Cutoff(self.timeout) as cutoff:
            conn = cls(addresses[0], cutoff, host, port, timeout=self.timeout)
            try:
                conn.request("POST", path, body=body, headers=headers)
                # The status line says whether the receiver took the message; its body is not
                # read, so a receiver cannot hold the deliverer by sending one slowly.
                status = conn.getresponse().status
            except (OSError, http.client.HTTPException, ssl.SSLError) as exc:
                return SendResult(False, None, _failure(exc, cutoff))
            finally:
                conn.close()
        if cutoff.expired:
            # Cut off mid-headers, http.client reads the end of the connection as their end.
            return SendResult(False, None, _failure(None, cutoff))
        if 200 <= status < 300:
            return SendResult(True, status)
        return SendResult(False, status, f"HTTP {status}")


class _WatchedSMTP(smtplib.SMTP):
    """An SMTP client whose connection the cutoff watches from before the server's greeting."""

    def __init__(self, cutoff: Cutoff, **kwargs: Any) -> None:
        self._cutoff = cutoff
        super().__init__(**kwargs)

    def _get_socket(self, host: str, port: int, timeout: float) -> socket.socket:
        return self._cutoff.connect((host, port), timeout)


@dataclass
class EmailSender:
    """Sends a message over SMTP; `timeout` bounds the whole conversation."""

    host: str
    port: int = 25
    sender: str = "cthulhu-wars@localhost"
    user: str | None = None
    password: str | None = None
    starttls: bool = False
    timeout: float = 10.0
    public_base_url: str | None = None

    def send(self, message: OutboxMessage, channel: Mapping[str, Any]) -> SendResult:
        payload = message.payload
        mail = EmailMessage()
        mail["From"] = self.sender
        mail["To"] = channel["target"]
        lang = channel.get("language") or "en"
        mail["Subject"] = header_text(messages.email_subject(payload, lang))
        mail["Message-ID"] = header_text(f"<outbox-{message.id}.{message.game_id}@cthulhu-wars>")
        mail[DELIVERY_HEADER] = str(message.id)
        mail[EVENT_HEADER] = header_text(str(payload.get("kind", "")))
        mail.set_content(messages.email_text(payload, self.public_base_url, lang))
        with Cutoff(self.timeout) as cutoff:
            try:
                self._converse(mail, cutoff)
            except smtplib.SMTPResponseException as exc:
                return SendResult(False, exc.smtp_code,
                                  f"SMTP {exc.smtp_code}: {exc.smtp_error!r}"[:500])
            except (OSError, smtplib.SMTPException) as exc:
                return SendResult(False, None, _failure(exc, cutoff))
        return SendResult(True, 250)

    def _converse(self, mail: EmailMessage, cutoff: Cutoff) -> None:
        """Connect, greet, maybe STARTTLS and log in, and send: the whole of it within `cutoff`."""
        with _WatchedSMTP(cutoff, timeout=min(self.timeout, cutoff.remaining())) as smtp:
            smtp.connect(self.host, self.port)
            if self.starttls:
                smtp.starttls(context=ssl.create_default_context())
                cutoff.watch(smtp.sock)
            if self.user:
                smtp.login(self.user, self.password or "")
            smtp.send_message(mail)


def header_text(text: str) -> str:
    """`text` fit for a mail header: a line break in it (a game named before names were checked)
    would make the message unsendable, or forge a header, so each control character is a space."""
    return without_control_characters(text)


def senders_from_config(config: Any = None) -> dict[str, Sender]:
    """The senders a deliverer uses under a service Config (default: this process's
    environment); email only with SMTP_HOST; links to the game page under PUBLIC_BASE_URL."""
    config = config or _environment_config()
    senders: dict[str, Sender] = {"webhook": WebhookSender(
        config.allow_private_webhooks, config.webhook_timeout_seconds,
        public_base_url=config.public_base_url)}
    if config.smtp_host:
        senders["email"] = EmailSender(config.smtp_host, config.smtp_port, config.smtp_from,
                                       config.smtp_user, config.smtp_password,
                                       config.smtp_starttls,
                                       public_base_url=config.public_base_url)
    return senders


# ---- delivering ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class RetryPolicy:
    """Exponential backoff: attempt n waits base * 2**(n-1), at most cap; give up after max."""

    base_seconds: float = 30.0
    cap_seconds: float = 3600.0
    max_attempts: int = 25
    lease_seconds: float = 120.0

    @classmethod
    def from_config(cls, config: Any = None) -> "RetryPolicy":
        """The policy of a service Config (default: this process's environment)."""
        config = config or _environment_config()
        return cls(config.notify_retry_base_seconds, config.notify_retry_cap_seconds,
                   config.notify_max_attempts)

    def delay(self, attempt: int) -> timedelta:
        return timedelta(seconds=min(self.cap_seconds,
                                     self.base_seconds * 2 ** min(attempt - 1, 60)))


def _environment_config() -> Any:
    from play.config import Config

    return Config.from_os_environ()


def worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def deliver_pending(store: DeliveryStore, senders: Mapping[str, Sender],
                    clock: Callable[[], datetime], limit: int = 100, *,
                    policy: RetryPolicy | None = None, owner: str | None = None,
                    concurrency: int = 4) -> int:
    """Send due outbox messages (at most `limit` attempts); return how many were delivered.

    A pass leases at most one message per seat and channel, so the up to `concurrency` sends in
    flight at once never overtake each other for one recipient. A slot is refilled as soon as
    its send ends, so a slow receiver holds one slot (for at most its sender's time limit) while
    the other messages go past it. `policy` defaults to the NOTIFY_* settings of this process's
    environment.
    """
    policy = policy or RetryPolicy.from_config()
    owner = owner or worker_name()
    if concurrency <= 1:
        return _deliver_in_turn(store, senders, clock, limit, policy, owner)
    pool, running = _pool(concurrency), set()
    delivered = attempts = 0
    while True:
        if attempts < limit and len(running) < concurrency:
            most = min(limit - attempts, concurrency - len(running))
            batch = _claim(store, clock, policy, owner, most)
            attempts += len(batch)
            running |= {pool.submit(_deliver_claimed, store, senders, clock, policy, owner, m,
                                    channels) for m, channels in batch}
        if not running:
            return delivered
        # Look for newly due messages now and then while every send in flight is still going.
        done, running = wait(running, timeout=REFILL_SECONDS, return_when=FIRST_COMPLETED)
        delivered += sum(f.result() for f in done)


REFILL_SECONDS = 0.2


def _deliver_in_turn(store: DeliveryStore, senders: Mapping[str, Sender],
                     clock: Callable[[], datetime], limit: int, policy: RetryPolicy,
                     owner: str) -> int:
    delivered = attempts = 0
    while attempts < limit:
        batch = _claim(store, clock, policy, owner, limit - attempts)
        if not batch:
            break
        attempts += len(batch)
        delivered += sum(_deliver_claimed(store, senders, clock, policy, owner, m, channels)
                         for m, channels in batch)
    return delivered


def _claim(store: DeliveryStore, clock: Callable[[], datetime], policy: RetryPolicy, owner: str,
           most: int) -> list[tuple[OutboxMessage, dict]]:
    """Lease up to `most` due messages, each with the channels of its game as configured now."""
    now = clock()
    batch = store.claim_outbox(owner, now, now + timedelta(seconds=policy.lease_seconds), most)
    channels = _channels_of(store, batch) if batch else {}
    return [(message, channels) for message in batch]


def _deliver_claimed(store: DeliveryStore, senders: Mapping[str, Sender],
                     clock: Callable[[], datetime], policy: RetryPolicy, owner: str,
                     message: OutboxMessage, channels: dict) -> bool:
    channel = channels.get((message.game_id, message.recipient, message.channel))
    return _deliver_one(store, senders, clock, policy, owner, message, channel)


_pools: dict[int, ThreadPoolExecutor] = {}
_pools_lock = threading.Lock()


def _pool(size: int) -> ThreadPoolExecutor:
    """One long-lived pool per size: its threads (and their store connections) are reused."""
    with _pools_lock:
        if size not in _pools:
            _pools[size] = ThreadPoolExecutor(size, thread_name_prefix="deliver")
        return _pools[size]


def _channels_of(store: DeliveryStore, batch: list[OutboxMessage]) -> dict[tuple, dict]:
    """The channels of the batch's recipients as configured now, one query per game."""
    found = {}
    for game_id in dict.fromkeys(m.game_id for m in batch):
        for row in store.notification_channels(game_id):
            found[(game_id, row["seat"], row["channel"])] = row
    return found


def _deliver_one(store: DeliveryStore, senders: Mapping[str, Sender],
                 clock: Callable[[], datetime], policy: RetryPolicy, owner: str,
                 message: OutboxMessage, channel: Mapping[str, Any] | None) -> bool:
    kind = str(message.payload.get("kind", ""))
    sender = senders.get(message.channel)
    if channel is None:
        store.record_outbox_attempt(message, owner, clock(), kind=kind, delivered=False,
                                    error=f"no {message.channel} configured for this seat now",
                                    abandon=True)
        return False
    if sender is None:
        result = SendResult(False, None, f"this deliverer cannot send {message.channel}")
    else:
        try:
            result = sender.send(message, channel)
        except Exception as exc:  # a sender bug must not stop the other deliveries
            log.exception("sender_failed", outbox_id=message.id)
            result = SendResult(False, None, f"{type(exc).__name__}: {exc}"[:500])
    now = clock()
    if result.ok:
        store.record_outbox_attempt(message, owner, now, kind=kind, delivered=True,
                                    status_code=result.status_code)
        return True
    attempt = message.attempts + 1
    # A test is tried once: its result is what the seat asked to see, and a failing test must
    # not hold back the seat's real notifications behind it while it is retried.
    give_up = attempt >= policy.max_attempts or kind == TEST_KIND
    store.record_outbox_attempt(message, owner, now, kind=kind, delivered=False,
                                status_code=result.status_code, error=result.error,
                                retry_at=now + policy.delay(attempt), abandon=give_up)
    log.info("delivery_failed", outbox_id=message.id, channel=message.channel, attempt=attempt,
             status_code=result.status_code, gave_up=give_up)
    return False
