"""GET /v1/content: the rules package's own data, for every client, never written twice."""
from __future__ import annotations

from rules import factions, maps, options


def test_the_content_document_lists_every_faction_unit_slot_and_layout_from_the_rules(client):
    answer = client.get("/v1/content")
    assert answer.status_code == 200
    doc = answer.get_json()
    assert [f["name"] for f in doc["factions"]] == list(factions.CORE_FACTIONS)
    for entry in doc["factions"]:
        spec = factions.get(entry["name"])
        assert [(u["name"], u["cost"], u["count"]) for u in entry["units"]] == [
            (u.name, u.cost, u.count) for u in spec.units]
        assert [r["text"] for r in entry["requirements"]] == [r.text for r in spec.requirements]
        assert [b["name"] for b in entry["spellbooks"]] == list(spec.spellbooks)
    for layout in doc["layouts"]:
        spec = maps.load(layout["name"])
        assert {a["name"]: set(a["adjacent"]) for a in layout["areas"]} == {
            a: set(n) for a, n in spec.adjacency.items()}
        assert {a["name"] for a in layout["areas"] if a["ocean"]} == set(spec.oceans)
    assert doc["ritual_tracks"] == {str(n): list(t) for n, t in options.RITUAL_TRACKS.items()}
    assert {r["name"] for r in doc["ruleset"]} == set(options.RULESET)


def test_the_content_document_is_revalidated_by_its_etag(client):
    first = client.get("/v1/content")
    again = client.get("/v1/content", headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304 and again.get_data() == b""


def test_every_spellbook_has_its_text_and_variable_combat_is_explained(client):
    doc = client.get("/v1/content").get_json()
    for entry in doc["factions"]:
        assert all(book["text"] for book in entry["spellbooks"]), entry["name"]
        assert entry["abilities"] and all(a["text"] for a in entry["abilities"])
        for unit in entry["units"]:
            assert unit["combat"] is not None or unit["combat_text"], (entry["name"], unit["name"])
