"""Passkeys (WebAuthn, by the `webauthn` library): register one while signed in, sign in with it.

A challenge is made on the server, kept there (`webauthn_challenges`) and taken once: the answer
names its challenge in its client data, and a challenge that is unknown, already taken, expired or
kept for the other purpose refuses the answer (PasskeyRefused, one refusal for every failure, so
an attacker learns nothing of which check failed). Signing in asks for a discoverable credential
(no user name is sent), finds the passkey by its credential id, checks the signature against the
key registered, and requires its counter to grow (unless the authenticator keeps none).

The relying party is the site the page is served from: its host name is the RP id and its origin
the expected origin (PUBLIC_BASE_URL when set, else the request's own).
"""
from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Mapping
from urllib.parse import urlsplit

import webauthn
from webauthn.helpers import bytes_to_base64url, base64url_to_bytes, parse_client_data_json
from webauthn.helpers.exceptions import WebAuthnException
from webauthn.helpers.structs import (AuthenticatorSelectionCriteria, PublicKeyCredentialDescriptor,
                                      ResidentKeyRequirement, UserVerificationRequirement)

from events import EventStore
from play import accounts, errors

CHALLENGE_MINUTES = 5
RP_NAME = "Cthulhu Wars"


@dataclass(frozen=True)
class Site:
    """The relying party: the RP id (a host name) and the origin answers must come from."""

    rp_id: str
    origin: str

    @classmethod
    def of(cls, base_url: str) -> "Site":
        parts = urlsplit(base_url)
        return cls(parts.hostname or "localhost", f"{parts.scheme}://{parts.netloc}")


def registration_options(store: EventStore, site: Site, account: accounts.Account,
                         now: datetime) -> dict[str, Any]:
    """Options for the browser's `navigator.credentials.create` (as JSON)."""
    known = [PublicKeyCredentialDescriptor(id=base64url_to_bytes(r[0])) for r in store.fetch(
        "SELECT credential_id FROM passkeys WHERE account_id = %s", (account.account_id,))]
    options = webauthn.generate_registration_options(
        rp_id=site.rp_id, rp_name=RP_NAME, user_name=account.email,
        user_id=account.account_id.encode(), user_display_name=account.name,
        exclude_credentials=known, authenticator_selection=AuthenticatorSelectionCriteria(
            resident_key=ResidentKeyRequirement.REQUIRED,
            user_verification=UserVerificationRequirement.PREFERRED))
    store.save_webauthn_challenge(bytes_to_base64url(options.challenge), "register",
                                  account.account_id, now + timedelta(minutes=CHALLENGE_MINUTES))
    return _json(webauthn.options_to_json(options))


def register(store: EventStore, site: Site, account: accounts.Account,
             credential: Mapping[str, Any], now: datetime) -> str:
    """Verify the browser's new credential against its challenge and keep it; its id."""
    challenge = _challenge_of(credential)
    taken = store.take_webauthn_challenge(challenge, "register", now)
    if taken is None or taken[0] != account.account_id:
        raise errors.PasskeyRefused()
    try:
        verified = webauthn.verify_registration_response(
            credential=dict(credential), expected_challenge=base64url_to_bytes(challenge),
            expected_rp_id=site.rp_id, expected_origin=site.origin)
    except (WebAuthnException, ValueError, KeyError, TypeError):
        raise errors.PasskeyRefused() from None
    credential_id = bytes_to_base64url(verified.credential_id)
    if not store.add_passkey(account.account_id, credential_id,
                             bytes_to_base64url(verified.credential_public_key),
                             verified.sign_count, now):
        raise errors.PasskeyRefused()
    return credential_id


def sign_in_options(store: EventStore, site: Site, now: datetime) -> dict[str, Any]:
    """Options for `navigator.credentials.get`: any passkey of this site (discoverable)."""
    options = webauthn.generate_authentication_options(
        rp_id=site.rp_id, user_verification=UserVerificationRequirement.PREFERRED)
    store.save_webauthn_challenge(bytes_to_base64url(options.challenge), "sign_in", None,
                                  now + timedelta(minutes=CHALLENGE_MINUTES))
    return _json(webauthn.options_to_json(options))


def sign_in(store: EventStore, site: Site, credential: Mapping[str, Any],
            now: datetime) -> str:
    """Verify a passkey's answer and open a session; the new session's id."""
    challenge = _challenge_of(credential)
    if store.take_webauthn_challenge(challenge, "sign_in", now) is None:
        raise errors.PasskeyRefused()
    credential_id = str(credential.get("id") or "")
    rows = store.fetch("SELECT public_key, sign_count FROM passkeys WHERE credential_id = %s",
                       (credential_id,))
    if not rows:
        raise errors.PasskeyRefused()
    try:
        verified = webauthn.verify_authentication_response(
            credential=dict(credential), expected_challenge=base64url_to_bytes(challenge),
            expected_rp_id=site.rp_id, expected_origin=site.origin,
            credential_public_key=base64url_to_bytes(rows[0][0]),
            credential_current_sign_count=int(rows[0][1]))
    except (WebAuthnException, ValueError, KeyError, TypeError):
        raise errors.PasskeyRefused() from None
    session_id = secrets.token_urlsafe(32)
    opened = store.open_passkey_session(credential_id, verified.new_sign_count, {
        "session_hash": accounts.secret_hash(session_id), "csrf_token": secrets.token_urlsafe(24),
        "now": now, "expires_at": now + timedelta(days=accounts.SESSION_DAYS)})
    if opened is None:
        raise errors.PasskeyRefused()
    return session_id


def _challenge_of(credential: Mapping[str, Any]) -> str:
    """The challenge an answer names in its client data (not yet trusted: it is looked up)."""
    try:
        client_data = base64url_to_bytes(credential["response"]["clientDataJSON"])
        return bytes_to_base64url(parse_client_data_json(client_data).challenge)
    except (WebAuthnException, ValueError, KeyError, TypeError):
        raise errors.PasskeyRefused() from None


def _json(text: str) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(text)
    return document
