"""`cthulhu-wars verify`: every roll of an exported finished game re-derived from its revealed seed.

A real game is played over the API (fighting whenever it can, so dice are rolled, with one undo
past a roll that every seat accepts), exported, written to a file and checked by the command.
Tampered copies of that export (a die, an Elder Sign, the seed) must be caught.
"""
from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from types import SimpleNamespace

import pytest
from click.testing import CliRunner

from api_table import Table, choose, open_table
from events.migrate import upgrade
from projections.verify import NotVerifiable, verify
from rules.engine import rng
from service.app import create_app
from service.cli import main
from play.config import Config


def _draws(app, table: Table) -> tuple[int, bool]:
    """The game's draw counter, and whether a Battle is being fought."""
    from service.wiring import gameplay

    with app.app_context():
        state = gameplay().load(table.game_id).state
        return state.draws, state.battle is not None


def _undo_with_consent(table: Table, seat: str, target: int) -> None:
    asked = table.post("/undo", {"expected_version": table.version(), "target_version": target},
                       seat)
    assert asked.status_code == 200, asked.get_json()
    request = table.get("").get_json()["undo"]
    for other in request["waiting_for"] if request else ():
        answer = table.post(f"/undo/{request['request_id']}", {"accept": True}, other)
        assert answer.status_code == 200, answer.get_json()


def _finished_export(client, app, seed: bytes, players: int) -> dict:
    """A 3-seat game to its end: Battles preferred, and the first Battle's roll undone; the
    players choose from their own generator seeded with `players`."""
    from service.wiring import gameplay

    with app.app_context():
        gameplay().random_bytes = lambda n: seed[:n]
    table = open_table(client, seats=3, factions=FACTIONS)
    choices, undone = random.Random(players), False
    while (seat := table.pending_seat()) is not None:
        before, (draws, _) = table.version(), _draws(app, table)
        choose(table, seat, choices, prefer="battle")
        after, battle = _draws(app, table)
        if not undone and after > draws and battle:
            _undo_with_consent(table, seat, before)
            undone = True
    exported = client.get(table.url("/export"))
    assert exported.status_code == 200
    return exported.get_json() if undone else {"events": []}


def _draw_events(document: dict, kind: str) -> list[dict]:
    return [e for e in document["events"] if e["type"] == kind]


def _run(tmp_path: Path, document: object) -> tuple[int, str]:
    path = tmp_path / "export.json"
    path.write_text(document if isinstance(document, str) else json.dumps(document))
    result = CliRunner().invoke(main, ["verify", str(path)])
    return result.exit_code, result.output


FACTIONS = ["great_cthulhu", "crawling_chaos", "yellow_sign"]
pytestmark = pytest.mark.sqlite  # the rolls do not depend on the store; exports are tested on both


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    url = f"sqlite:///{tmp_path_factory.mktemp('verify') / 'events.sqlite3'}"
    upgrade(url)
    return create_app(Config.from_env({"DATABASE_URL": url, "LOG_JSON": "false",
                                       "LOG_LEVEL": "WARNING", "RATE_LIMIT_PER_TOKEN": "0",
                                       "RATE_LIMIT_PER_ADDRESS": "0"}))


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture(scope="module")
def exported(app) -> dict:
    """One finished game's export, checked as it is and tampered with: the first of a few
    seeded games that rolls dice, draws an Elder Sign and undoes a roll."""
    for players in range(11, 31):
        document = _finished_export(app.test_client(), app, bytes(range(1, 33)), players)
        kinds = {e["type"] for e in document["events"]}
        if {"DiceRolled", "ElderSignDrawn", "UndoApplied"} <= kinds:
            return document
    raise AssertionError("no seeded game rolled dice, drew an Elder Sign and undid a roll")


def test_every_roll_of_an_exported_finished_game_matches_its_revealed_seed(exported, tmp_path):
    document = exported
    dice = sum(len(e["payload"]["faces"]) for e in _draw_events(document, "DiceRolled"))
    signs = len(_draw_events(document, "ElderSignDrawn"))
    assert dice > 0 and signs > 0 and any(e["type"] == "UndoApplied" for e in document["events"])
    code, output = _run(tmp_path, document)
    assert code == 0, output
    assert output.count("\n") == 1 and "honest" in output and document["game"]["game_id"] in output
    assert f"{dice + signs} draws" in output and f"{dice} dice" in output
    audit = verify(document)
    assert (audit.dice, audit.elder_signs, audit.scripted) == (dice, signs, 0)


def test_a_changed_die_is_caught_at_the_version_that_shows_it(exported, tmp_path):
    forged = copy.deepcopy(exported)
    rolled = [e for e in _draw_events(forged, "DiceRolled") if e["payload"]["faces"]]
    event = rolled[len(rolled) // 2]
    event["payload"]["faces"][0] = event["payload"]["faces"][0] % 6 + 1
    code, output = _run(tmp_path, forged)
    assert code == 1
    assert "DISHONEST" in output and f"version {event['version']}:" in output
    assert verify(forged).mismatch.version == event["version"]


def test_a_changed_elder_sign_value_is_caught(exported):
    forged = copy.deepcopy(exported)
    drawn = _draw_events(forged, "ElderSignDrawn")
    assert drawn, "the game drew no Elder Sign"
    drawn[0]["secret"]["value"] = drawn[0]["secret"]["value"] % 3 + 1
    audit = verify(forged)
    assert not audit.honest and audit.mismatch.version == drawn[0]["version"]
    assert "Elder Sign" in audit.mismatch.what


def test_a_changed_seed_is_caught_by_the_hash_published_at_creation(exported, tmp_path):
    forged = copy.deepcopy(exported)
    forged["game"]["seed"] = bytes(range(32)).hex()
    code, output = _run(tmp_path, forged)
    assert code == 1 and "DISHONEST" in output and "seed_hash" in output


def test_a_changed_seed_with_every_hash_rewritten_is_caught_at_the_first_roll(exported):
    forged = copy.deepcopy(exported)
    other = bytes(range(32))
    forged["game"]["seed"] = other.hex()
    forged["game"]["seed_hash"] = rng.seed_hash(other)
    for event in forged["events"]:
        if "seed_hash" in event["payload"]:
            event["payload"]["seed_hash"] = rng.seed_hash(other)
    first = next(e for e in forged["events"] if e["type"] in ("DiceRolled", "ElderSignDrawn")
                 and (e["payload"].get("faces") or e["type"] == "ElderSignDrawn"))
    audit = verify(forged)
    # One chance in six (or in a few, for an Elder Sign) that the first draw agrees by luck:
    # then a later one differs, never none.
    assert not audit.honest and audit.mismatch.version >= first["version"]


def test_an_export_without_a_seed_is_refused_as_unfinished(client, tmp_path):
    created = client.post("/v1/games", json={"seats": 3, "sandbox": True}).get_json()
    game_id, host = created["game"]["game_id"], created["host_token"]
    document = client.get(f"/v1/games/{game_id}/export",
                          headers={"Authorization": f"Bearer {host}"}).get_json()
    assert document["game"]["status"] != "finished" and "seed" not in document["game"]
    code, output = _run(tmp_path, document)
    assert code == 2 and "no seed" in output and "finished" in output
    with pytest.raises(NotVerifiable):
        verify(document)


@pytest.mark.parametrize("text, why", [
    ("{not json", "not JSON"),
    ('{"format": "something-else"}', "not a game export"),
    ('{"format": "cthulhu-wars-game", "game": {}, "events": {}}', "not a game export"),
    ('{"format": "cthulhu-wars-game", "game": {"seed": "xyz"}, "events": []}', "not hexadecimal"),
])
def test_a_malformed_file_gets_a_clear_error_and_exit_status_2(tmp_path, text, why):
    code, output = _run(tmp_path, text)
    assert code == 2 and why in output and "cannot verify" in output


def _scripted_game_with_dice(client, script: list[int]) -> dict:
    """The export of a finished sandbox game with a dice script, the first of a few seeded games
    whose players roll dice."""
    for players in range(5, 25):
        created = client.post("/v1/games", json={"seats": 3, "sandbox": True, "factions": FACTIONS,
                                                 "dice_script": script})
        assert created.status_code == 201, created.get_json()
        body = created.get_json()
        table = Table(client, body["game"]["game_id"], body["host_token"], body["seat_tokens"])
        choices = random.Random(players)
        while (seat := table.pending_seat()) is not None:
            choose(table, seat, choices, prefer="battle")
        document = client.get(table.url("/export")).get_json()
        if any(e["payload"]["faces"] for e in _draw_events(document, "DiceRolled")):
            return document
    raise AssertionError("no seeded sandbox game rolled dice")


def test_a_sandbox_games_scripted_dice_are_checked_against_its_script(client, tmp_path):
    script = [6, 5, 4, 3, 2, 1] * 4
    document = _scripted_game_with_dice(client, script)
    audit = verify(document)
    assert audit.honest, audit.mismatch
    assert audit.scripted == min(len(script), audit.draws) and audit.scripted > 0
    code, output = _run(tmp_path, document)
    assert code == 0 and f"{audit.scripted} of them from the sandbox dice script" in output
    scripted = next(e for e in _draw_events(document, "DiceRolled") if e["payload"]["faces"])
    scripted["payload"]["faces"][0] = scripted["payload"]["faces"][0] % 6 + 1
    assert verify(document).mismatch.version == scripted["version"]


def test_the_worked_example_in_docs_dice_md_is_what_the_generator_gives():
    text = (Path(__file__).parents[2] / "docs" / "dice.md").read_text()
    seed = bytes(range(32))
    assert rng.seed_hash(seed) in text
    for n in range(6):
        at = SimpleNamespace(seed=seed, draws=n, script=())
        raw, face = rng.raw_draw(seed, n), rng.roll_dice(at, 1)[0]
        sign = rng.elder_sign_value(at, rng.ELDER_SIGN_BAG)
        row = f"| {n} | {raw:016x}   | {face}        | {sign} (pick {raw % 36})"
        assert row in text, row


def _dishonest_at(tmp_path: Path, document: dict, version: int) -> str:
    code, output = _run(tmp_path, document)
    assert code == 1 and output.count("\n") == 1, output
    assert "DISHONEST" in output and f"version {version}:" in output, output
    return output


def test_an_export_whose_winner_was_edited_is_dishonest_at_the_end(exported, tmp_path):
    forged = copy.deepcopy(exported)
    ended = _draw_events(forged, "GameEnded")[0]
    factions = [s["faction"] for s in forged["game"]["seats"]]
    ended["payload"]["winners"] = [f for f in factions if f not in ended["payload"]["winners"]][:1]
    _dishonest_at(tmp_path, forged, ended["version"])


def test_an_export_whose_choices_were_deleted_is_dishonest(exported, tmp_path):
    forged = copy.deepcopy(exported)
    chosen = _draw_events(forged, "ChoiceMade")
    forged["events"] = [e for e in forged["events"] if e["type"] != "ChoiceMade"]
    after = next(e for e in forged["events"] if e["version"] > chosen[0]["version"])
    _dishonest_at(tmp_path, forged, after["version"])


def test_an_export_cut_before_its_last_choice_is_dishonest(exported, tmp_path):
    forged = copy.deepcopy(exported)
    last = _draw_events(forged, "ChoiceMade")[-1]
    forged["events"] = [e for e in forged["events"] if e["version"] < last["version"]]
    output = _dishonest_at(tmp_path, forged, forged["events"][-1]["version"])
    assert "do not end the game" in output


def test_an_honest_export_says_its_events_replay_from_its_choices(exported, tmp_path):
    code, output = _run(tmp_path, exported)
    assert code == 0 and "honest" in output and "replay from its choices" in output, output


_SEED = "00" * 32
_GAME = {"seed": _SEED, "seed_hash": rng.seed_hash(bytes(32))}
_SEATS = [{"faction": "great_cthulhu"}, {"faction": "yellow_sign"}]


@pytest.mark.parametrize("document", [
    "[" * 100_000 + "]" * 100_000,
    {"format": "cthulhu-wars-game", "game": {**_GAME, "seats": "x"}, "events": []},
    {"format": "cthulhu-wars-game", "version": 1, "game": {**_GAME, "seats": _SEATS},
     "events": [{"type": "GameStarted"}, {"type": "ChoiceMade", "payload": 3}]},
    {"format": "cthulhu-wars-game", "version": 1, "game": {**_GAME, "seats": _SEATS},
     "events": [{"type": "GameStarted"}]},
    {"format": "cthulhu-wars-game", "version": 1, "game": {**_GAME, "seats": _SEATS,
                                                           "options": [1]},
     "events": [{"type": "GameStarted", "version": 1, "schema_version": 1}]},
])
def test_a_malformed_export_is_one_line_and_exit_status_2_never_a_traceback(tmp_path, document):
    code, output = _run(tmp_path, document)
    assert code == 2 and output.count("\n") == 1 and "cannot verify" in output, output
    assert "Traceback" not in output
