"""The rebuild proof: projections rebuilt from position 0 equal the live ones, and the check has
teeth (a tampered row or snapshot is found, by the proof's check and by the operator command)."""
from __future__ import annotations

import json
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # `proofs` is a folder of the repository, not an installed package
    sys.path.insert(0, str(ROOT))

from proofs import rebuild  # noqa: E402

COMMAND = Path(sys.executable).parent / "cthulhu-wars"


@pytest.mark.postgres
def test_the_rebuild_proof_passes_with_real_figures():
    done = subprocess.run([sys.executable, "-m", "proofs.rebuild", "--seconds", "30",
                           "--games", "10"], cwd=ROOT, capture_output=True, text=True,
                          timeout=180)
    lines = done.stdout.strip().splitlines()
    assert done.returncode == 0, done.stdout + done.stderr
    assert lines[-1] == "PASS"
    figures = json.loads(lines[-2])
    assert figures["pass"] and figures["equal"] and figures["differences"] == 0
    assert figures["games"] == figures["seeded_games"] >= 4  # seeding is bounded in time
    assert figures["events"] > 1000 and figures["events_per_second"] > 100
    assert figures["rows"]["games"] == figures["games"] == figures["rows"]["hosts"]
    assert figures["rows"]["seats"] >= 3 * figures["games"]
    assert {"open", "finished"} <= set(figures["statuses"])


@pytest.mark.postgres
def test_the_check_finds_tampered_rows_and_snapshots(pg_url):
    from events import open_store
    from events.migrate import upgrade
    from play.model.cache import GameCache
    from play.model.loader import GameLoader
    from play.gameplay import Gameplay

    upgrade(pg_url)
    store = open_store(pg_url)
    gp = Gameplay(store, GameLoader(store, GameCache(None)))
    for n, shape in enumerate(("bots", "lobby", "timed_claims", "bots")):
        rebuild.SEEDERS[shape](gp, n, random.Random(n))
    store.close()
    assert rebuild.run_check(pg_url).equal  # and the loader wrote snapshots at the heads
    tampered = _tamper(pg_url)
    report = rebuild.run_check(pg_url)
    found = {(d["game_id"], d["kind"]) for d in report.differences}
    assert found == tampered
    assert rebuild.verdict(report, 4)


@pytest.mark.sqlite
def test_the_operator_command_exits_0_when_equal_and_1_naming_a_difference(tmp_path):
    from events import open_store
    from events.migrate import upgrade
    from play.model.cache import GameCache
    from play.model.loader import GameLoader
    from play.gameplay import Gameplay

    url = f"sqlite:///{tmp_path / 'log.sqlite3'}"
    upgrade(url)
    store = open_store(url)
    gp = Gameplay(store, GameLoader(store, GameCache(None)))
    for shape in ("bots", "lobby", "sandbox_undo"):
        rebuild.SEEDERS[shape](gp, 5, random.Random(5))
    env = {"DATABASE_URL": url, "PATH": str(COMMAND.parent)}
    done = subprocess.run([str(COMMAND), "projections", "rebuild"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip().splitlines()[-1] == "equal" and "events/s" in done.stdout
    game_id = store.fetch("SELECT game_id FROM games WHERE status = 'finished'")[0][0]
    store.close()
    with sqlite3.connect(tmp_path / "log.sqlite3") as conn:
        conn.execute("UPDATE seats SET name = 'someone else' WHERE game_id = ? AND seat = 'seat1'",
                     (game_id,))
    done = subprocess.run([str(COMMAND), "projections", "rebuild", "--json"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    report = json.loads(done.stdout)
    assert not report["equal"] and report["differences"] == 1
    assert report["first_differences"][0]["game_id"] == game_id
    assert report["first_differences"][0]["rows"][0]["columns"] == ["name"]


def _tamper(url: str) -> set[tuple[str, str]]:
    """Change a seats row, a games row, a hosts row and a snapshot, of four different games."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        snap = conn.execute("SELECT game_id FROM snapshots ORDER BY game_id LIMIT 1").fetchone()[0]
        others = [r[0] for r in conn.execute(
            "SELECT game_id FROM games WHERE game_id <> %s ORDER BY game_id LIMIT 3", [snap])]
        # A name no seeder gives (a faction or status could be the one the seat already has)
        conn.execute("UPDATE seats SET name = 'tampered name' "
                     "WHERE game_id = %s AND seat = 'seat2'", [others[0]])
        conn.execute("UPDATE games SET pending = '[]'::jsonb, round = 99 WHERE game_id = %s",
                     [others[1]])
        conn.execute("DELETE FROM hosts WHERE game_id = %s", [others[2]])
        conn.execute("UPDATE snapshots SET state = jsonb_set(state, '{name}', '\"tampered\"')"
                     " WHERE game_id = %s", [snap])
    return {(others[0], "rows"), (others[1], "rows"), (others[2], "rows"), (snap, "state")}
