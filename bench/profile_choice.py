"""Where a choice's time goes: POST /v1/games/{id}/choices through the whole web application
(Flask test client, SQLite in a temporary folder, no Redis), profiled with cProfile.

Run: .venv/bin/python bench/profile_choice.py [--choices 400] [--top 25]

Plays sandbox games by their first legal option, reading GET /options between choices (not
profiled), and profiles only the POSTs. Prints the share of the POSTs' time spent under each
part of the code (cumulative time of the outermost call into it), then the functions with the
most time of their own.
"""
from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

PARTS = {  # name -> the files whose own time counts for it
    "rules engine": ("rules/",),
    "game model (fold, codec, cache)": ("play/model/", "projections/"),
    "application (play/)": ("play/",),
    "event store": ("events/",),
    "web (service/, Flask, werkzeug, marshmallow)": ("service/", "flask", "werkzeug",
                                                     "marshmallow", "flask_smorest"),
    "sqlite3": ("sqlite3", "{method 'execute'", "{method 'fetch"),
    "JSON": ("json", "orjson", "{built-in method orjson"),
}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--choices", type=int, default=400)
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args()
    from events.migrate import upgrade
    from play.config import Config
    from service.app import create_app

    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{folder}/bench.sqlite3"
        upgrade(url)
        config = Config.from_env({"DATABASE_URL": url, "RATE_LIMIT_PER_TOKEN": "0",
                                  "RATE_LIMIT_PER_ADDRESS": "0"})
        app = create_app(config)
        client = app.test_client()
        profile, made, spent = cProfile.Profile(), 0, 0.0
        while made < args.choices:
            created = client.post("/v1/games", json={"seats": 3, "sandbox": True}).get_json()
            game_id, tokens = created["game"]["game_id"], created["seat_tokens"]
            while made < args.choices:
                options = _pending(client, game_id, tokens)
                if options is None:
                    break
                token, body = options
                started = time.perf_counter()
                profile.enable()
                answer = client.post(f"/v1/games/{game_id}/choices", json=body,
                                     headers={"Authorization": f"Bearer {token}"})
                profile.disable()
                spent += time.perf_counter() - started
                if answer.status_code != 200:
                    raise SystemExit(f"choice refused: {answer.status_code} {answer.get_data()!r}")
                made += 1
    stats = pstats.Stats(profile)
    print(json.dumps({"choices": made, "ms_per_choice": round(1000 * spent / made, 3)}))
    _by_part(stats, spent)
    print("\nmost time of their own:")
    stats.sort_stats("tottime").print_stats(args.top)


def _pending(client, game_id: str, tokens: dict) -> tuple[str, dict] | None:
    view = client.get(f"/v1/games/{game_id}").get_json()
    if view["status"] == "finished" or not view.get("pending"):
        return None
    seat = view["pending"][0]["seat"]
    token = tokens[seat]
    options = client.get(f"/v1/games/{game_id}/options",
                         headers={"Authorization": f"Bearer {token}"}).get_json()
    if not options["options"]:
        return None
    return token, {"expected_version": options["version"],
                   "choice": options["options"][0]["choice"]}


def _by_part(stats: pstats.Stats, spent: float) -> None:
    own: dict[str, float] = {name: 0.0 for name in PARTS}
    own["other"] = 0.0
    for (filename, _, function), (_, _, tottime, _, _) in stats.stats.items():
        where = f"{filename} {function}"
        part = next((name for name, marks in PARTS.items()
                     if any(mark in where for mark in marks)), "other")
        own[part] += tottime
    total = sum(own.values()) or 1.0
    print("own time by part (share of the profiled POSTs):")
    for name, seconds in sorted(own.items(), key=lambda item: -item[1]):
        print(f"  {100 * seconds / total:5.1f}%  {name}")


if __name__ == "__main__":
    main()
