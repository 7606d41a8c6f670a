"""docs/glossary.de.md covers every name the content document (/v1/content) gives a reader:
factions, units, Spellbooks, abilities, out-of-turn windows, Loyalty Cards and their texts,
neutral Spellbooks and map Areas. A faction, card or map added without its German words fails here."""
from __future__ import annotations

import re
from pathlib import Path

from rules.contract import catalog

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary.de.md"
ROW = re.compile(r"^\| (?!English |---)(.+?) \| (.+?) \| (\d+|proposed) \|$", re.MULTILINE)


def _glossary() -> dict[str, str]:
    """English (without a parenthesised note) -> German, for every row."""
    rows: dict[str, str] = {}
    for english, german, _ in ROW.findall(GLOSSARY.read_text(encoding="utf-8")):
        for word in english.split(" / "):
            rows.setdefault(word, german)
            rows.setdefault(re.sub(r"\s*\((?!Sea\)).*\)$", "", word), german)
    return rows


def _content_names() -> set[str]:
    content = catalog.content()
    names: set[str] = set()
    for faction in content["factions"]:
        names.add(faction["title"])
        names |= {unit["title"] for unit in faction["units"]}
        names |= {book["name"] for book in faction["spellbooks"]}
        names |= {ability["name"] for ability in faction["abilities"]}
        names |= {reaction["title"] for reaction in faction["reactions"]}
        names |= {faction["own_area"]["name"]} if faction.get("own_area") else set()
    for card in content["loyalty_cards"]:
        names.add(card["title"])
        names |= {unit["title"] for unit in card["units"]}
        names |= {text["name"] for text in card["texts"]}
    names |= {book["name"] for book in content["neutral_spellbooks"]}
    for layout in content["layouts"]:
        names |= {area["name"] for area in layout["areas"]}
    return names


def test_every_name_of_the_content_document_has_its_german_in_the_glossary():
    glossary = _glossary()
    missing = sorted(name for name in _content_names() if name not in glossary)
    assert missing == []


def test_every_glossary_row_gives_a_german_word_and_a_rulebook_line_or_proposed():
    rows = ROW.findall(GLOSSARY.read_text(encoding="utf-8"))
    assert len(rows) > 300
    assert all(german.strip() for _, german, _ in rows)
    assert {"Gate": "Tor", "Power": "Macht", "Area": "Zone", "Elder Sign": "Älteres Zeichen",
            "Great Old One": "Großer Alter"}.items() <= _glossary().items()
