"""Accounts over a test client: the mailed sign-in link, signing in, and two signed-in people
playing a rated game to its end (shared by the API and browser tests of accounts)."""
from __future__ import annotations

import email
import email.policy
import random
import re
from pathlib import Path

from api_table import open_table, play_randomly


def mails(mail_dir: Path) -> list[email.message.EmailMessage]:
    return [email.message_from_bytes(p.read_bytes(), policy=email.policy.default)
            for p in sorted(mail_dir.glob("*.eml"))] if mail_dir.exists() else []


def link_token(message) -> str:
    body = message.get_body(("plain",)).get_content()
    found = re.search(r"/account/sign-in#token=(cwl_[A-Za-z0-9_-]+)", body)
    assert found, body
    return found[1]


def ask(client, address: str = "ada@example.org"):
    return client.post("/v1/account/sign-in", json={"email": address})


def sign_in(client, mail_dir: Path, address: str = "ada@example.org") -> dict:
    assert ask(client, address).status_code == 202
    token = link_token(mails(mail_dir)[-1])
    used = client.post("/v1/account/sign-in/link", json={"token": token})
    assert used.status_code == 200, used.get_json()
    return used.get_json()


TWO = ["great_cthulhu", "crawling_chaos"]


def two_accounts_play_a_rated_game(app, mail_dir):
    """Two people, each signed in, each holding one seat of a rated game played to its end."""
    host = app.test_client()
    table = open_table(host, seats=2, factions=TWO, rated=True)
    people = []
    for n, seat in enumerate(("seat1", "seat2")):
        person = app.test_client()
        person.environ_base["REMOTE_ADDR"] = f"10.1.0.{n + 1}"
        me = sign_in(person, mail_dir, f"p{n}@example.org")
        person.post("/v1/account/seats", json={"tokens": [table.seats[seat]]},
                    headers={"X-CSRF-Token": me["csrf_token"]})
        person.patch("/v1/account", json={"name": f"Player {seat}"},
                      headers={"X-CSRF-Token": me["csrf_token"]})
        people.append((person, me))
    play_randomly(table, random.Random(2))
    return table, people
