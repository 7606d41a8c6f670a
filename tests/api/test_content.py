"""GET /v1/content: the rules package's own data, for every client, never written twice."""
from __future__ import annotations

import dataclasses
import re

from rules import factions
from rules.contract import looks
from rules.engine import maps, options


def test_the_content_document_lists_every_faction_unit_slot_and_layout_from_the_rules(client):
    answer = client.get("/v1/content")
    assert answer.status_code == 200
    doc = answer.get_json()
    assert [f["name"] for f in doc["factions"]] == list(factions.available())
    assert set(factions.CORE_FACTIONS) < set(factions.available())
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


def test_the_content_document_words_each_requirement_as_a_game_under_the_default_ruleset_does(client):
    """A requirement whose words a ruleset option changes (Requirement.wording) reads in the content
    document as on the board of a game played by the default ruleset."""
    defaults = options.ruleset(None)
    doc = client.get("/v1/content").get_json()
    for entry in doc["factions"]:
        spec = factions.get(entry["name"])
        assert [r["text"] for r in entry["requirements"]] == [r.reads(defaults) for r in spec.requirements]
    worded = [r for name in factions.available() for r in factions.get(name).requirements if r.wording]
    assert len(worded) >= 5  # Great Cthulhu's last Spellbook, Black Goat's three Area counts, Opener's 12 Gates


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


def test_the_content_document_carries_the_card_of_every_offered_faction_the_expansions_too(client):
    from offered_factions import all_factions_offered
    from service.routes import content

    with all_factions_offered() as offered:
        content._document.cache_clear()
        doc = client.get("/v1/content").get_json()
    content._document.cache_clear()
    assert [f["name"] for f in doc["factions"]] == list(offered) and len(offered) == len(factions.known()) > 4
    for entry in doc["factions"]:
        spec = factions.get(entry["name"])
        assert entry["title"] == spec.title and entry["short"] == spec.short
        assert [(u["name"], u["title"], u["kind"], u["count"], u["cost"]) for u in entry["units"]] == [
            (u.name, u.label, str(u.kind), u.count, u.cost) for u in spec.units]
        assert all(u["combat"] is not None or u["combat_text"] for u in entry["units"]), entry["name"]
        assert [b["name"] for b in entry["spellbooks"]] == list(spec.spellbooks)
        assert all(b["text"] for b in entry["spellbooks"]), entry["name"]
        assert [(r["text"], r["action_cost"]) for r in entry["requirements"]] == [
            (r.text, r.action_cost) for r in spec.requirements]
        assert entry["public_data"] == [{"key": d.key, "kind": d.kind, "description": d.description,
                                         "title": d.title or None} for d in spec.public_data]
        # Whatever stands in Areas is called by a title a page can list it by.
        assert all(d["title"] for d in entry["public_data"] if d["kind"] == "areas"), entry["name"]
    ancients = next(f for f in doc["factions"] if f["name"] == "ancients")
    assert "terror" in {u["kind"] for u in ancients["units"]}  # the Yothan, not a Monster
    assert {"key": "cathedrals", "kind": "areas"}.items() <= ancients["public_data"][0].items()


def test_the_content_document_carries_the_vocabulary_of_choices_as_the_rules_declare_it(client):
    """Which fields of an option name a unit or an Area, read from the rules' own table."""
    from rules.contract import vocabulary

    doc = client.get("/v1/content").get_json()["choices"]
    assert doc["acts"]["move"] == {"unit": "unit", "to": "area"}
    assert set(doc["acts"]) == set(vocabulary.ACTS)
    offered = factions.available()
    assert set(doc["abilities"]) == set(vocabulary.abilities(offered))
    assert set(doc["answers"]) == set(vocabulary.answers(offered))
    for name, ability in vocabulary.abilities(offered).items():
        assert doc["abilities"][name] == {k: list(t) if isinstance(t, tuple) else t for k, t in ability.fields.items()}


def test_each_faction_has_a_letter_of_its_own_a_colour_and_a_distinct_glyph_per_unit_type(client):
    """A client marks factions and units from the document alone (rules.looks): no two factions share
    a letter, and no two unit types of one faction share a glyph."""
    doc = client.get("/v1/content").get_json()
    letters = [f["letter"] for f in doc["factions"]]
    assert len(set(letters)) == len(letters) and all(len(x) == 1 for x in letters)
    for entry in doc["factions"]:
        assert re.fullmatch(r"#[0-9a-f]{6}", entry["colour"]) and re.fullmatch(r"#[0-9a-f]{6}", entry["ink"])
        glyphs = [u["glyph"] for u in entry["units"]]
        assert len(set(glyphs)) == len(glyphs), entry["name"]
        assert all(g in looks.GLYPHS for g in glyphs)


def test_a_faction_missing_from_the_table_of_looks_gets_a_free_letter_and_its_kinds_glyphs():
    spec = dataclasses.replace(factions.get("sleeper"), name="nameless_one", title="Nameless One")
    look = looks.faction_look(spec)
    assert look["letter"] not in {letter for letter, _, _ in looks.FACTION_LOOKS.values()}
    assert look["colour"] == looks.UNKNOWN_LOOK[1]
    assert looks.unit_glyphs(spec)["acolyte"] == "pawn"


def test_every_act_has_a_title_in_the_vocabulary(client):
    choices = client.get("/v1/content").get_json()["choices"]
    assert set(choices["titles"]) == set(choices["acts"]) and all(choices["titles"].values())


def test_the_content_document_reads_in_german_with_the_same_ids_and_numbers(client):
    """Accept-Language: de words titles and rules texts from the catalogs (locales/de/content.ftl,
    cards.ftl); every id, number and source is the English document's, and each language has
    its own ETag."""
    english = client.get("/v1/content")
    german = client.get("/v1/content", headers={"Accept-Language": "de"})
    assert german.status_code == 200 and german.headers["Content-Language"] == "de"
    assert german.headers["ETag"] != english.headers["ETag"]
    en, de = english.get_json(), german.get_json()

    def ids(doc):
        return ([(f["name"], [u["name"] for u in f["units"]], [b["name"] for b in f["spellbooks"]],
                  [(r["slot"], r["action_cost"]) for r in f["requirements"]]) for f in doc["factions"]],
                [(c["name"], c["cost"], c["source"]) for c in doc["loyalty_cards"]],
                [[a["name"] for a in layout["areas"]] for layout in doc["layouts"]], doc["choices"]["acts"])
    assert ids(de) == ids(en)
    gc_en, gc_de = en["factions"][0], de["factions"][0]
    assert (gc_en["title"], gc_de["title"]) == ("Great Cthulhu", "Großer Cthulhu")
    absorb = {b["name"]: b for b in gc_de["spellbooks"]}["Absorb"]
    assert absorb["title"] == "Absorbieren" and absorb["text"].startswith("Vorkampf: Ist ein Schoggothe im Kampf")
    assert {b["name"]: b for b in gc_en["spellbooks"]}["Absorb"]["title"] == "Absorb"
    assert gc_de["requirements"][0]["text"] == "Erhalte in der ersten Verdammnisphase dieses Zauberbuch und 1 Älteres Zeichen."
    earth = {a["name"]: a for a in de["layouts"][0]["areas"]}
    assert earth["North Atlantic"]["title"] == "Nordatlantik"
    assert de["choices"]["titles"]["move"] != en["choices"]["titles"]["move"]
    for doc, lang in ((en, "en"), (de, "de")):  # every rules text is worded, none left empty
        texts = [b["text"] for f in doc["factions"] for b in f["spellbooks"] if b["text"]]
        texts += [t["text"] for c in doc["loyalty_cards"] for t in c["texts"]]
        assert texts and all(texts), lang
    german_texts = [t["text"] for c in de["loyalty_cards"] for t in c["texts"]]
    english_texts = [t["text"] for c in en["loyalty_cards"] for t in c["texts"]]
    assert sum(a != b for a, b in zip(german_texts, english_texts)) > 0.9 * len(english_texts)


def test_the_english_rules_texts_catalog_is_what_the_rules_package_gives():
    """locales/en/cards.ftl is written by tools/i18n/cards_ftl.py from the rules package: a changed
    text needs a run of it, and its German in locales/de/cards.ftl."""
    import importlib.util
    from pathlib import Path

    from rules.contract import catalog

    root = Path(__file__).resolve().parents[2]
    spec = importlib.util.spec_from_file_location("cards_ftl", root / "tools" / "i18n" / "cards_ftl.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert (root / "locales" / "en" / "cards.ftl").read_text(encoding="utf-8") == module.render(catalog.content())
