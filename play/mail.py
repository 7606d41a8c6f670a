"""Mail the service sends for itself (a sign-in link), not for a game's seats.

With SMTP_HOST set the message goes to that server, as notifications do (workers.delivery);
without it the message is written to MAIL_DIR, one `.eml` file per message, so a machine with
no mail server (a developer's, a test's) can still open the link. Sending never raises: a
failure is logged by kind only, because the message itself holds a secret.
"""
from __future__ import annotations

import logging
import secrets
import smtplib
import ssl
from datetime import datetime
from email.message import EmailMessage
from pathlib import Path

from play.config import Config

log = logging.getLogger(__name__)
TIMEOUT_SECONDS = 10.0


def compose(config: Config, to: str, subject: str, text: str) -> EmailMessage:
    mail = EmailMessage()
    mail["From"] = config.smtp_from
    mail["To"] = to
    mail["Subject"] = subject
    mail.set_content(text)
    return mail


def send(config: Config, mail: EmailMessage, now: datetime) -> bool:
    """Send `mail` by SMTP, or write it under `config.mail_dir`; whether it left."""
    try:
        if config.smtp_host:
            _by_smtp(config, mail)
        else:
            _to_file(Path(config.mail_dir), mail, now)
    except (OSError, smtplib.SMTPException) as exc:
        log.warning("mail not sent", extra={"error_kind": type(exc).__name__})
        return False
    return True


def _by_smtp(config: Config, mail: EmailMessage) -> None:
    with smtplib.SMTP(config.smtp_host or "", config.smtp_port,
                      timeout=TIMEOUT_SECONDS) as smtp:
        if config.smtp_starttls:
            smtp.starttls(context=ssl.create_default_context())
        if config.smtp_user:
            smtp.login(config.smtp_user, config.smtp_password or "")
        smtp.send_message(mail)


def _to_file(folder: Path, mail: EmailMessage, now: datetime) -> None:
    """One file per message, named by time and a random part so none overwrites another."""
    folder.mkdir(parents=True, exist_ok=True)
    name = f"{now.strftime('%Y%m%d-%H%M%S-%f')}-{secrets.token_hex(6)}.eml"
    (folder / name).write_bytes(bytes(mail))
