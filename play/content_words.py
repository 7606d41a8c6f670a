"""The content document (/v1/content) in a reader's language: names and rules texts worded from the
catalogs, ids and numbers untouched.

Every name keeps its id field (`name`: what choices, views and events say) and gains or changes its
`title` (what a reader reads): factions, units, Spellbooks, abilities, out-of-turn windows, Loyalty
Cards and their texts, neutral Spellbooks, Areas, acts. Rules texts (`text`, a card's
`requirement`) come from locales/<lang>/cards.ftl (tools/i18n/cards_ftl.py writes the English
one from the rules package, so English reads as the rules package holds it). A message a language
lacks keeps the English.
"""
from __future__ import annotations

import copy
import re
from typing import Any

from play import i18n


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def worded(document: dict[str, Any], lang: str) -> dict[str, Any]:
    """A copy of the content document with its titles and texts in `lang`."""
    doc = copy.deepcopy(document)
    say = _Sayer(lang)
    for faction in doc["factions"]:
        key = faction["name"]
        faction["title"] = say(f"faction-{key}", faction["title"])
        for unit in faction["units"]:
            unit["title"] = say(f"unit-{unit['name']}", unit["title"])
        for book in faction["spellbooks"]:
            book["title"] = say(f"spellbook-{slug(book['name'])}", book["name"])
            if book.get("text"):
                book["text"] = say(f"text-{key}-spellbook-{slug(book['name'])}", book["text"])
        for requirement in faction["requirements"]:
            requirement["text"] = say(f"text-{key}-requirement-{requirement['slot']}", requirement["text"])
        for ability in faction["abilities"]:
            ability["title"] = say(f"ability-{slug(ability['name'])}", ability["name"])
            ability["text"] = say(f"text-{key}-ability-{slug(ability['name'])}", ability["text"])
        for reaction in faction["reactions"]:
            reaction["title"] = say(f"window-{reaction['hook']}", reaction["title"])
    for card in doc["loyalty_cards"]:
        card["title"] = say(f"loyalty-{card['name']}", card["title"])
        for unit in card["units"]:
            unit["title"] = say(f"unit-{unit['name']}", unit["title"])
        for text in card["texts"]:
            text["title"] = say(f"card-text-{slug(text['name'])}", text["name"])
            text["text"] = say(f"text-loyalty-{card['name']}-{slug(text['name'])}", text["text"])
        if card.get("requirement"):
            card["requirement"] = say(f"text-loyalty-{card['name']}-requirement-line", card["requirement"])
    for book in doc["neutral_spellbooks"]:
        book["title"] = say(f"neutral-spellbook-{slug(book['name'])}", book["name"])
        book["text"] = say(f"text-neutral-spellbook-{slug(book['name'])}", book["text"])
    for layout in doc["layouts"]:
        for area in layout["areas"]:
            area["title"] = say(f"area-{slug(area['name'])}", area["name"])
    titles = doc["choices"]["titles"]
    for act, title in titles.items():
        titles[act] = say(f"act-{act}", title)
    return doc


class _Sayer:
    def __init__(self, lang: str) -> None:
        self.lang = i18n.supported(lang)

    def __call__(self, message_id: str, english: str) -> str:
        if self.lang == i18n.DEFAULT_LANGUAGE:
            return english
        return i18n.try_render(self.lang, message_id) or english


def worded_view(view: dict[str, Any], lang: str) -> dict[str, Any]:
    """A game view (egress.view_of) with its factions' requirement texts in `lang`: a requirement
    worded as the default ruleset words it reads as cards.ftl has it; one a ruleset option words
    otherwise keeps the view's English (the catalogs word the default only). Changed in place."""
    if i18n.supported(lang) == i18n.DEFAULT_LANGUAGE:
        return view
    factions = ((view.get("state") or {}).get("factions") or {})
    for key, faction in factions.items():
        spec = _spec(key)
        texts = faction.get("requirements") if isinstance(faction, dict) else None
        if spec is None or not isinstance(texts, list):
            continue
        faction["requirements"] = [
            (i18n.try_render(lang, f"text-{key}-requirement-{slot}") or text)
            if slot < len(spec.requirements) and text == spec.requirements[slot].text else text
            for slot, text in enumerate(texts)]
    return view


def _spec(key: str) -> Any:
    from rules.engine import registry

    try:
        return registry.get(key)
    except KeyError:
        return None
