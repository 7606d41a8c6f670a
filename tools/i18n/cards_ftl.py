"""Writes locales/en/cards.ftl: every rules text of the content document (/v1/content) — faction
Spellbooks, Spellbook requirements and abilities, Loyalty Card texts and requirements, neutral
Spellbooks — as a message keyed by its place, in the English the rules package holds.

    python tools/i18n/cards_ftl.py

Ids: text-<faction>-spellbook-<slug>, text-<faction>-requirement-<slot>,
text-<faction>-ability-<slug>, text-loyalty-<card>-<slug>, text-loyalty-<card>-requirement-line (the card's requirement in one line),
text-neutral-spellbook-<slug> (slug: the English name in lower case, runs of other characters as
"-"). locales/de/cards.ftl holds the same ids in German, written by hand in the words of
docs/glossary.de.md; tests/service/test_catalogs.py checks that the English file is what this
script writes and that the German one has every id, so a new faction or card needs its German
texts too.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parents[2]
HEADER = ("# The rules texts of the content document (/v1/content) by id. Written by\n"
          "# tools/i18n/cards_ftl.py from the rules package: do not edit by hand.\n")


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def texts(content: dict) -> Iterator[tuple[str, str]]:
    """(message id, English text) of every rules text of the content document."""
    for faction in content["factions"]:
        key = faction["name"]
        for book in faction["spellbooks"]:
            if book.get("text"):
                yield f"text-{key}-spellbook-{slug(book['name'])}", book["text"]
        for requirement in faction["requirements"]:
            yield f"text-{key}-requirement-{requirement['slot']}", requirement["text"]
        for ability in faction["abilities"]:
            yield f"text-{key}-ability-{slug(ability['name'])}", ability["text"]
    for card in content["loyalty_cards"]:
        for text in card["texts"]:
            yield f"text-loyalty-{card['name']}-{slug(text['name'])}", text["text"]
        if card.get("requirement"):
            yield f"text-loyalty-{card['name']}-requirement-line", card["requirement"]
    for book in content["neutral_spellbooks"]:
        yield f"text-neutral-spellbook-{slug(book['name'])}", book["text"]


def render(content: dict) -> str:
    messages = dict(texts(content))
    return HEADER + "\n" + "".join(f"{message_id} = {text}\n" for message_id, text in sorted(messages.items()))


def main() -> None:
    sys.path.insert(0, str(ROOT))
    from rules.contract import catalog

    (ROOT / "locales" / "en" / "cards.ftl").write_text(render(catalog.content()), encoding="utf-8")


if __name__ == "__main__":
    main()
