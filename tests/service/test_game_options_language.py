"""GET /v1/game-options explains its choices in the reader's language: the English catalog says
exactly what the route's own sentences say, and a German reader reads German; names and values
stay the same in every language."""
from __future__ import annotations

from rules.contract import catalog
from rules.engine import options
from service.routes import game_options


def test_the_english_explanations_are_the_routes_own_sentences():
    english = game_options.document("en")
    assert [p["explanation"] for p in english["time_controls"]] == [
        p["explanation"] for p in game_options.TIME_CONTROL_PRESETS]
    assert {k["kind"]: k["explanation"] for k in english["time_control_kinds"]} == game_options.KIND_EXPLANATIONS
    assert {f["name"]: f["explanation"] for f in english["time_control_fields"]} == game_options.COMMON_FIELDS
    assert {p["name"]: p["explanation"] for p in english["timeout_policies"]} == game_options.POLICY_EXPLANATIONS
    assert english["bots"] == game_options.bot_levels()
    assert [o["source"] for o in english["ruleset"]] == [
        catalog.ruleset_option(n, spec)["source"] for n, spec in options.RULESET.items()]
    assert [l["description"] for l in english["layouts"]] == [
        game_options.layout_description(l["name"]) for l in english["layouts"]]


def test_a_german_reader_reads_the_explanations_in_german_with_the_same_names(client):
    german = client.get("/v1/game-options", headers={"Accept-Language": "de"})
    english = client.get("/v1/game-options", headers={"Accept-Language": "en"})
    assert german.headers["Content-Language"] == "de"
    assert german.headers["ETag"] != english.headers["ETag"]
    de, en = german.get_json(), english.get_json()
    assert [p["name"] for p in de["time_controls"]] == [p["name"] for p in en["time_controls"]]
    assert [p["time_control"] for p in de["time_controls"]] == [p["time_control"] for p in en["time_controls"]]
    assert de["time_controls"][1]["explanation"] == "Fünf Minuten pro Entscheidung, für eine Partie in einer Sitzung."
    assert de["timeout_policies"][0]["explanation"].endswith("sonst nimmt er die billigste Möglichkeit.")
    assert de["bots"][0] == {"name": "random", "explanation": "Wählt eine beliebige erlaubte Möglichkeit zufällig."}
    assert de["layouts"][0]["description"] == "Beide Hemisphären auf ihrer Seite für drei Spieler."
    assert [{**o, "source": None} for o in de["ruleset"]] == [{**o, "source": None} for o in en["ruleset"]]
    assert de["ruleset"][0]["source"].startswith("R3: die Partie beginnt mit einer Aktionsphase")
    assert de["seat_counts"] == en["seat_counts"]


def test_a_seat_count_without_enough_factions_says_so_in_the_reader_s_language():
    assert game_options.worded("en", "new-seats-note", "", {"count": 3}) == "Only 3 factions exist so far."
    assert game_options.worded("de", "new-seats-note", "", {"count": 3}) == "Bisher gibt es erst 3 Fraktionen."
