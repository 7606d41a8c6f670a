"""Proof: hostile input is refused with a 4xx problem, never a 5xx, and changes nothing.

Run: .venv/bin/python -m proofs.hostile [--seconds 120]   (or `make hostile SECONDS=120`)

Starts a private cluster (`proofs.cluster`: its own Postgres and Redis, gunicorn as in the
Procfile) and a real game: a sandbox game some choices in, whose pending seat's token and one of
its legal choices every targeted request carries. Then:

1. The targeted cases of `proofs.hostile_cases`, each raw bytes on a socket of its own: bodies
   over MAX_REQUEST_BYTES (with an honest, a lying and no Content-Length, and chunked), deeply
   nested JSON, wrong media types, invalid UTF-8 and JSON, NUL characters and unpaired
   surrogates, huge, negative and non-numeric pagination values and versions, huge integers,
   very long headers and paths, bad Authorization headers. Each must be answered within 10 s
   with its status and `application/problem+json` with its stable `code`. A few requests are
   legal but must write nothing (a standing answer set to the one the seat has): those must be
   answered with their 2xx status. Requests that try to hold a request thread are among them:
   streams by other spellings of their path, a head and a body sent a byte a second (408 after
   the worker's limit, so these may take 15 s).
   Meanwhile HELD_STREAMS such streams and HELD_SLOW slow clients are held open at once
   (`proofs.slow_clients`): every stream must be served, /readyz must answer meanwhile (p99
   within HELD_READYZ_P99_MS) and every slow client must be answered 408.
2. The log must be as before: the same number of events, the game at the same version.
3. The API fuzzer (`proofs.fuzzer`, schemathesis over the served openapi.yaml) for the rest of
   `--seconds`: no 5xx, every answer as documented.
4. Afterwards the server is ready, no gunicorn worker was replaced (no crash, no timeout), and the
   logs hold no unhandled exception.

Prints one line per failed case, one JSON line of figures, and PASS or FAIL; the exit status is
0 on PASS. Everything is stopped and removed at the end, also on failure.
"""
from __future__ import annotations

import argparse
import email
import email.policy
import json
import re
import sys
import tempfile
import time
import urllib.request
from datetime import datetime, timedelta, timezone
from pathlib import Path
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from proofs.client import Http
from proofs import slow_clients
from rules.factions import CORE_FACTIONS
from proofs.cluster import Cluster, terminating_gracefully
from proofs.hostile_cases import Account, Case, Target, build
from proofs.rawhttp import Answer, exchange

PROBLEM = "application/problem+json"
CASE_TIMEOUT = 10.0
LOG_ALARMS = ("unhandled_exception", "Error handling request", "WORKER TIMEOUT", "Traceback")
SETUP_CHOICES = 6
# While HELD_STREAMS streams by other spellings of their path and HELD_SLOW clients that send a
# byte a second are held open, /readyz must answer, its p99 within HELD_READYZ_P99_MS.
HELD_STREAMS, HELD_SLOW, HELD_SAMPLES, HELD_READYZ_P99_MS = 20, 50, 100, 1000


# ---- the game the cases aim at ------------------------------------------------------------------

def prepare(base_url: str, limit: int, port: int) -> Target:
    """A sandbox game a few choices in, a lobby game, and a token of a third game."""
    http = Http([base_url])
    try:
        # The core factions, not a random deal: the set-up below must reach a choice another
        # seat's choice follows, and some deals spend many set-up choices on one seat.
        status, made = http.once("POST", "/v1/games", {"seats": 3, "sandbox": True,
                                                         "name": "hostile target",
                                                         "factions": list(CORE_FACTIONS)[:3]})
        _expect(status == 201, "create the target game", status, made)
        game, tokens = made["game"]["game_id"], made["seat_tokens"]
        chosen: list[tuple[str, int]] = []
        for n in range(SETUP_CHOICES + 40):
            if n >= SETUP_CHOICES and _overtaken(chosen):
                break
            seat, listed = _options(http, game, tokens)
            chosen.append((seat, listed["version"]))
            status, answer = http.once("POST", f"/v1/games/{game}/choices",
                                       {"expected_version": listed["version"],
                                        "choice": _spread(listed["options"], n)},
                                       token=tokens[seat])
            _expect(status == 200, "play the target game", status, answer)
        overtaken = _overtaken(chosen)
        _expect(overtaken is not None, "reach a choice another seat's choice follows", 0, chosen)
        asked = _ask_and_play_on(http, game, tokens, *overtaken)
        seat, listed = _options(http, game, tokens)
        # No setting was made above, so the seat answers every window "ask" already.
        setting = next(o["choice"] for o in listed["anytime"]
                       if o["choice"]["act"] == "standing_answer" and o["choice"]["answer"] == "ask")
        status, lobby = http.once("POST", "/v1/games", {"seats": 3, "name": "hostile lobby"})
        _expect(status == 201, "create the lobby game", status, lobby)
        status, other = http.once("POST", "/v1/games", {"seats": 3, "sandbox": True})
        _expect(status == 201, "create another game", status, other)
        status, document = http.once("GET", f"/v1/games/{game}/export", token=made["host_token"])
        _expect(status == 200, "export the target game", status, document)
        status, position = http.once("GET", f"/v1/games/{game}/position",
                                     token=made["host_token"])
        _expect(status == 200, "read the target game's position", status, position)
    finally:
        http.close()
    return Target(port, game, tokens[seat], listed["version"], listed["options"][-1]["choice"],
                  lobby["game"]["game_id"], other["seat_tokens"]["seat1"], limit, document,
                  setting, seat, position, asked)


def sign_in(base_url: str, mail: Path, database_url: str) -> Account:
    """An account signed in through its emailed link (the .eml the server wrote), that link
    (used now), and a link 16 minutes old (written as the store keeps one: hashed)."""
    import hashlib

    import psycopg

    address = "hostile@example.org"
    _post_json(base_url + "/v1/account/sign-in", {"email": address})
    [message] = list(mail.glob("*.eml"))
    text = email.message_from_bytes(message.read_bytes(), policy=email.policy.default)
    body = text.get_body(("plain",))
    found = re.search(r"#token=(cwl_[A-Za-z0-9_-]+)", body.get_content() if body else "")
    _expect(found is not None, "find the sign-in link in the mail", 0, message.name)
    token = found[1] if found else ""
    headers, used = _post_json(base_url + "/v1/account/sign-in/link", {"token": token})
    cookie = next((c.split(";", 1)[0] for c in headers.get_all("Set-Cookie") or []
                   if c.startswith("cw_session=")), "")
    _expect(bool(cookie), "receive the session cookie", 0, "no cw_session")
    expired = "cwl_" + "x" * 43
    now = datetime.now(timezone.utc)
    with psycopg.connect(database_url) as conn:
        conn.execute("INSERT INTO sign_in_links (link_hash, email, client_key, created_at,"
                     " expires_at) VALUES (%s, %s, %s, %s, %s)",
                     (hashlib.sha256(expired.encode()).hexdigest(), address, "proof",
                      now - timedelta(minutes=16), now - timedelta(minutes=1)))
    return Account(address, cookie, used["csrf_token"], token, expired)


def _post_json(url: str, body: dict) -> tuple[Any, dict]:
    sent = urllib.request.Request(url, json.dumps(body).encode(), method="POST",
                                  headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(sent, timeout=10) as answer:
        return answer.headers, json.loads(answer.read() or b"{}")


def _spread(options: list[dict], n: int) -> dict:
    """The n-th choice's pick: options in turn rather than always the first, which may be a free
    action (Control or Abandon Gate) that leaves the same seat to act for ever."""
    return options[n % len(options)]["choice"]


def _overtaken(made: list[tuple[str, int]]) -> tuple[str, int] | None:
    """A seat's choice (seat, version before it) that another seat's choice followed: taking it
    back needs the others' consent."""
    return next(((seat, version) for n, (seat, version) in enumerate(made)
                 if any(later != seat for later, _ in made[n + 1:])), None)


def _ask_and_play_on(http: Http, game: str, tokens: dict[str, str], seat: str,
                     target: int) -> dict:
    """`seat` asks to take back its choice after `target`, and the pending seat plays on, which
    closes the request unapplied: the seat may not ask again for a while."""
    status, head = http.once("GET", f"/v1/games/{game}")
    body = {"expected_version": head["version"], "target_version": target}
    status, answer = http.once("POST", f"/v1/games/{game}/undo", body, token=tokens[seat])
    _expect(status == 200 and answer["events"][0]["type"] == "UndoRequested",
            "ask for an undo in the target game", status, answer)
    player, listed = _options(http, game, tokens)
    status, answer = http.once("POST", f"/v1/games/{game}/choices",
                               {"expected_version": listed["version"],
                                "choice": listed["options"][0]["choice"]}, token=tokens[player])
    _expect(status == 200, "play on past the undo request", status, answer)
    return {"token": tokens[seat], "target_version": target}


def _options(http: Http, game: str, tokens: dict[str, str]) -> tuple[str, dict]:
    status, summary = http.once("GET", f"/v1/games/{game}")
    _expect(status == 200, "read the target game", status, summary)
    seat = summary["pending"][0]["seat"]
    status, listed = http.once("GET", f"/v1/games/{game}/options", token=tokens[seat])
    _expect(status == 200 and listed["options"], "list options", status, listed)
    return seat, listed


def _expect(ok: bool, what: str, status: int, body: Any) -> None:
    if not ok:
        raise RuntimeError(f"could not {what}: {status} {json.dumps(body)[:300]}")


# ---- running the cases --------------------------------------------------------------------------

def run_case(case: Case, port: int) -> dict[str, Any]:
    answer = exchange(port, case.pieces, timeout=case.timeout or CASE_TIMEOUT,
                      half_close=case.half_close, hold=case.hold, gap=case.gap)
    problems = judge(case, answer)
    body = answer.json() or {}
    return {"case": case.name, "group": case.group, "status": answer.status,
            "media_type": answer.media_type, "code": body.get("code") if isinstance(body, dict)
            else None, "ms": round(answer.seconds * 1000, 1), "problems": problems,
            "want": f"{case.status} {case.code}", "error": answer.error,
            **({"note": case.note} if case.note else {}),
            **({"body": answer.body[:300].decode(errors="replace")} if problems else {})}


def run_cases(cases: list[Case], port: int, game: str) -> tuple[list[dict[str, Any]], dict]:
    """Every case's result, and the figures of the threads held (`slow_clients.measure`). The
    slow cases and the held clients take the worker's whole read limit, so they run beside the
    others rather than after them."""
    with ThreadPoolExecutor() as pool:
        slow = [pool.submit(run_case, case, port) for case in cases if case.gap]
        held = pool.submit(slow_clients.measure, port, HELD_STREAMS, HELD_SLOW, HELD_SAMPLES,
                           game=game)
        results = [run_case(case, port) for case in cases if not case.gap]
        return results + [run.result() for run in slow], held.result()


def judge(case: Case, answer: Answer) -> list[str]:
    """What is wrong with `answer` to `case` (nothing: the case passes)."""
    if answer.status == 0:
        return [f"no answer ({answer.error or 'connection closed'})"]
    problems = []
    if answer.status != case.status:
        problems.append(f"status {answer.status}, not {case.status}")
    if answer.status >= 500 and case.status < 500:
        problems.append("a server error")
    if case.status < 400:  # accepted, and must write nothing: the log comparison judges that
        return problems
    if answer.media_type != PROBLEM:
        problems.append(f"media type {answer.media_type or 'none'}, not {PROBLEM}")
        return problems
    body = answer.json()
    if not isinstance(body, dict) or body.get("code") != case.code:
        got = body.get("code") if isinstance(body, dict) else None
        problems.append(f"code {got!r}, not {case.code!r}")
    elif body.get("status") != answer.status:
        problems.append("the problem's status differs from the HTTP status")
    return problems


# ---- what must not change -----------------------------------------------------------------------

def log_state(cluster: Cluster, game: str) -> dict[str, int]:
    with cluster.db() as conn:
        events, games = conn.execute(
            "SELECT (SELECT count(*) FROM events), (SELECT count(*) FROM games)").fetchone()
        version = conn.execute("SELECT COALESCE(max(version), 0) FROM events WHERE game_id = %s",
                               [game]).fetchone()[0]
        row = conn.execute("SELECT version FROM games WHERE game_id = %s", [game]).fetchone()
    return {"events": events, "games": games, "game_version": version,
            "games_row_version": row[0] if row else -1}


def server_state(cluster: Cluster) -> dict[str, Any]:
    http = Http(cluster.urls)
    try:
        ready, _ = http.once("GET", "/readyz")
    except OSError:
        ready = 0
    finally:
        http.close()
    return {"readyz": ready, "web_workers": cluster.webs[0].children(),
            "log_alarms": {alarm: cluster.count_in_logs(alarm) for alarm in LOG_ALARMS}}


# ---- main ---------------------------------------------------------------------------------------

def prove(seconds: float, web_workers: int = 2, keep: bool = False,
          fuzz_rounds: int | None = None) -> dict[str, Any]:
    """The whole proof; returns its figures, with `pass` and the `reasons` it failed."""
    from proofs import fuzzer

    started = time.monotonic()
    limit = 1_048_576
    mail = tempfile.TemporaryDirectory(prefix="hostile-mail-")
    with mail, Cluster(web_processes=1, web_workers=web_workers, rq_workers=0, sweeper=False,
                       keep=keep, env={"MAX_REQUEST_BYTES": str(limit),
                                       "MAIL_DIR": mail.name}) as cluster:
        target = prepare(cluster.urls[0], limit, cluster.ports[0])
        target.account = sign_in(cluster.urls[0], Path(mail.name), cluster.database_url)
        before, server_before = log_state(cluster, target.game), server_state(cluster)
        cases, held = run_cases(build(target), cluster.ports[0], target.game)
        after = log_state(cluster, target.game)
        left = max(5.0, seconds - (time.monotonic() - started))
        fuzzed = fuzzer.fuzz(cluster.urls[0], left, target.game, target.token, fuzz_rounds)
        server_after = server_state(cluster)
        tails = cluster.tails(lines=20) if any(server_after["log_alarms"].values()) else ""
    failed = [c for c in cases if c["problems"]]
    reasons = [f"{len(failed)} of {len(cases)} hostile cases were not refused as they must be"]
    reasons = reasons if failed else []
    if before != after:
        reasons.append(f"the log changed: {before} -> {after}")
    reasons += _held_reasons(held)
    reasons += _server_reasons(server_before, server_after)
    if fuzzed.failed_examples:
        reasons.append(f"{fuzzed.failed_examples} fuzzed requests failed a check")
    if fuzzed.examples == 0:
        reasons.append("the fuzzer sent nothing")
    return {"proof": "hostile", "cases": len(cases), "cases_passed": len(cases) - len(failed),
            "by_status": dict(sorted(Counter(str(c["status"]) for c in cases).items())),
            "by_group": dict(Counter(c["group"] for c in cases)),
            "slowest_case_ms": max(c["ms"] for c in cases), "log_before": before,
            "log_after": after, "held": held, "server": {k: v for k, v in server_after.items()
                                           if k != "web_workers"},
            "fuzzer": fuzzed.as_dict(), "failed_cases": failed,
            "seconds": round(time.monotonic() - started, 1), "pass": not reasons,
            "reasons": reasons, **({"log_tails": tails} if tails else {})}


def _held_reasons(held: dict) -> list[str]:
    """What is wrong with the request threads' answers while clients try to hold them."""
    reasons = []
    if held["streams_ok"] != held["streams"]:
        reasons.append(f"{held['streams'] - held['streams_ok']} of {held['streams']} streams "
                       "by other spellings of their path were not served")
    readyz = held["readyz_held"]
    if readyz["failed"] or readyz["p99_ms"] > HELD_READYZ_P99_MS:
        reasons.append(f"/readyz waited while streams and slow clients were held: {readyz}")
    if held["slow_answers"] != {"408": held["slow_clients"]}:
        reasons.append(f"slow clients were not all answered 408: {held['slow_answers']}")
    return reasons


def _server_reasons(before: dict, after: dict) -> list[str]:
    reasons = []
    if after["readyz"] != 200:
        reasons.append(f"/readyz answered {after['readyz']} afterwards")
    if before["web_workers"] != after["web_workers"]:
        reasons.append("a gunicorn worker was replaced (it crashed or timed out)")
    alarms = {k: v for k, v in after["log_alarms"].items() if v}
    if alarms:
        reasons.append(f"the logs report failures: {alarms}")
    return reasons


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=120.0,
                        help="time bound: the targeted cases, then the fuzzer for the rest")
    parser.add_argument("--web-workers", type=int, default=2)
    parser.add_argument("--keep", action="store_true", help="keep the cluster's logs")
    args = parser.parse_args(argv)
    with terminating_gracefully():
        figures = prove(args.seconds, args.web_workers, args.keep)
    for case in figures["failed_cases"]:
        print(f"FAIL case {case['case']!r}: {'; '.join(case['problems'])}", flush=True)
    print(json.dumps(figures), flush=True)
    print("PASS" if figures["pass"] else "FAIL: " + "; ".join(figures["reasons"]), flush=True)
    return 0 if figures["pass"] else 1


if __name__ == "__main__":
    sys.exit(main())
