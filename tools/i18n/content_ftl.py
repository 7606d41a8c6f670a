"""Writes locales/<lang>/content.ftl: every name of the content document (/v1/content) as a
message keyed by its id, in English and in the German of docs/glossary.de.md.

    python tools/i18n/content_ftl.py

Ids: act-<act> (the decision panel's headings), faction-<faction>, unit-<unit>, spellbook-<slug>, ability-<slug>, window-<hook>,
loyalty-<card>, card-text-<slug>, neutral-spellbook-<slug>, area-<slug> (slug: the English name
in lower case, runs of other characters as "-"). tests/service/test_catalogs.py checks that the
files are what this script writes, so a new faction, card or map needs a glossary row and a run.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).resolve().parent))
import grammar_de  # noqa: E402  (beside this script, not a package)
GLOSSARY = ROOT / "docs" / "glossary.de.md"
ROW = re.compile(r"^\| (?!English |---)(.+?) \| (.+?) \| (?:\d+|proposed) \|$", re.MULTILINE)
HEADER = {
    "en": "# The names of the content document (/v1/content) by id. Written by\n"
          "# tools/i18n/content_ftl.py from the rules package: do not edit by hand.\n",
    "de": "# Die Namen des Inhaltsdokuments (/v1/content) nach ID, aus docs/glossary.de.md. Geschrieben\n"
          "# von tools/i18n/content_ftl.py: nicht von Hand ändern.\n",
}


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def glossary() -> dict[str, dict[str, str]]:
    """Table title -> English -> German: one English name may have another German per table
    (the Tcho-Tcho Spellbook Terror keeps its name; the Terror of a Loyalty Card is Schrecken)."""
    tables: dict[str, dict[str, str]] = {}
    for block in GLOSSARY.read_text(encoding="utf-8").split("\n### ")[1:]:
        title, _, body = block.partition("\n")
        tables[title] = dict(ROW.findall(body))
    return tables


def lookup(tables: dict[str, dict[str, str]], keys: tuple[str, ...], where: str) -> str | None:
    """The German of the first of `keys` found, in the tables whose title starts with `where`
    first, then in any table."""
    preferred = [rows for title, rows in tables.items() if title.startswith(where)]
    for rows in [*preferred, *tables.values()]:
        for key in keys:
            if key in rows:
                return rows[key]
    return None


Name = tuple[str, str, tuple[str, ...], str]


def names(content: dict) -> Iterator[Name]:
    """(message id, English name, the glossary keys to try for its German, most specific first,
    and the title the glossary table to look in first begins with)."""
    for faction in content["factions"]:
        title = faction["title"]
        yield f"faction-{faction['name']}", title, (title,), "Faction names"
        for unit in faction["units"]:
            yield f"unit-{unit['name']}", unit["title"], (unit["title"],), f"{title} ("
        for book in faction["spellbooks"]:
            yield f"spellbook-{slug(book['name'])}", book["name"], (book["name"],), f"{title} ("
        for ability in faction["abilities"]:
            yield f"ability-{slug(ability['name'])}", ability["name"], (ability["name"],), f"{title} ("
        for reaction in faction["reactions"]:
            yield f"window-{reaction['hook']}", reaction["title"], (reaction["title"],), "Out-of-turn"
        own = faction.get("own_area")  # an Area the faction brings (Bubastis' Moon)
        if own:
            yield f"area-{slug(own['name'])}", own["name"], (own["name"],), f"{title} ("
    for card in content["loyalty_cards"]:
        yield f"loyalty-{card['name']}", card["title"], (card["title"],), "Loyalty Cards"
        for unit in card["units"]:
            yield f"unit-{unit['name']}", unit["title"], (unit["title"],), "Loyalty Card"
        for text in card["texts"]:
            yield (f"card-text-{slug(text['name'])}", text["name"],
                   (f"{text['name']} (independent)", text["name"]), "Loyalty Card texts")
    for book in content["neutral_spellbooks"]:
        yield (f"neutral-spellbook-{slug(book['name'])}", book["name"], (book["name"],),
               "Neutral Spellbooks")
    for layout in content["layouts"]:
        for area in layout["areas"]:
            yield f"area-{slug(area['name'])}", area["name"], (area["name"],), "Earth"
    for act, title in content["choices"]["titles"].items():
        yield f"act-{act}", title, (), "acts"


def render(lang: str, content: dict) -> str:
    tables = glossary()
    messages: dict[str, str] = {}
    german: dict[str, str] = {}
    for message_id, english, keys, where in names(content):
        found = grammar_de.ACTS.get(message_id[4:]) if where == "acts" else lookup(tables, keys, where)
        if found is None:
            raise KeyError(f"{english!r} has no row in docs/glossary.de.md")
        german.setdefault(message_id, found)
        messages.setdefault(message_id, found if lang == "de" else english)
    plural = {f"faction-{f['name']}" for f in content["factions"] if f["title"].startswith("The ")}
    body = "".join(f"{message_id} = {text}\n" + "".join(
        f"    .{name} = {value}\n"
        for name, value in attributes(lang, message_id, text, plural, german[message_id]))
        for message_id, text in sorted(messages.items()))
    return HEADER[lang] + "\n" + body


# English Areas not said "in X" and "to X".
EN_PLACES = {"The Moon": ("on the Moon", "to the Moon")}

# English unit titles whose plural is not the title and "s".
EN_PLURALS = {
    "Undead": "Undead", "Byakhee": "Byakhee", "Fungi from Yuggoth": "Fungi from Yuggoth",
    "Dark Young": "Dark Young", "Gnoph-Keh": "Gnoph-Keh", "Un-Man": "Un-Men", "Serpent Man": "Serpent Men",
    "Reanimated": "Reanimated", "Formless Spawn": "Formless Spawn", "Spawn of Yog-Sothoth": "Spawn of Yog-Sothoth",
    "Starspawn": "Starspawn", "Larva Thesis": "Larvae Thesis", "Larva Antithesis": "Larvae Antithesis",
    "Larva Synthesis": "Larvae Synthesis", "Cat from Mars": "Cats from Mars", "Cat from Saturn": "Cats from Saturn",
    "Cat from Uranus": "Cats from Uranus", "Insect from Shaggai": "Insects from Shaggai",
    "Servitor of the Outer Gods": "Servitors of the Outer Gods", "Hound of Tindalos": "Hounds of Tindalos",
    "Great Race of Yith": "Great Race of Yith", "Filth": "Filth", "Voonith": "Voonith", "Gnorri": "Gnorri",
    "Quachil Uttaus": "Quachil Uttaus", "Avatar Thesis": "Avatars Thesis",
    "Avatar Antithesis": "Avatars Antithesis", "Avatar Synthesis": "Avatars Synthesis",
}


def attributes(lang: str, message_id: str, text: str, plural: set[str],
               german: str | None = None) -> list[tuple[str, str]]:
    """The grammar a sentence needs of a name (docs/i18n.md section 6), as Fluent attributes."""
    kind = message_id.split("-", 1)[0]
    if lang == "en":
        if kind == "faction":
            return [("number", "plural" if message_id in plural else "singular")]
        if kind == "area":
            where, whither = EN_PLACES.get(text, (f"in {text}", f"to {text}"))
            return [("in", where), ("into", whither)]
        if kind == "unit" and german is not None and grammar_de.UNITS[german][1]:
            return [("plural", EN_PLURALS.get(text, f"{text}s"))]
        return []
    if kind == "faction":
        gender, nom, acc, dat, gen = grammar_de.FACTIONS[text]
        number = "plural" if gender == grammar_de.PL else "singular"
        return [("gender", gender), ("number", number), ("nom", nom), ("acc", acc), ("dat", dat),
                ("gen", gen)]
    if kind == "unit":
        gender, counted = grammar_de.UNITS[text]
        return [("gender", gender), *([("plural", counted)] if counted else [])]
    if kind == "area":
        gender, where, whither = grammar_de.AREAS[text]
        return [("gender", gender), ("in", where), ("into", whither)]
    return []


def main() -> None:
    sys.path.insert(0, str(ROOT))
    from rules.contract import catalog

    content = catalog.content()
    for lang in ("en", "de"):
        (ROOT / "locales" / lang / "content.ftl").write_text(render(lang, content), encoding="utf-8")


if __name__ == "__main__":
    main()
