"""Names and pieces the neutral game's sentences and option labels share (locales/*/neutral.ftl):
a Loyalty Card's ability or Spellbook by the words the card prints, a Loyalty Card by its key, and
units listed with their owners."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .describing import Name, Phrase, slug, unit_name


def card_text(english: str) -> Name:
    """An ability or Spellbook a Loyalty Card prints ("The Velvet Fan"), as content.ftl's
    `card-text-<slug>` names it (else an ability's, a Spellbook's or a neutral Spellbook's name)."""
    key = slug(english)
    return Name(f"card-text-{key}", {"": english},
                others=(f"neutral-spellbook-{key}", f"ability-{key}", f"spellbook-{key}"))


def loyalty_name(card: str, english: str) -> Name:
    """A Loyalty Card by its key ("bloated_woman"), as content.ftl's `loyalty-<key>` names it."""
    return Name(f"loyalty-{card}", {"": english})


def units_said(units: Any) -> Phrase | str:
    """Units by id, each with its owner ("Great Cthulhu's Deep One"), separated by commas."""
    return commas([Phrase("log-neutral-unit-of", {"unit": unit_name(u)}) for u in (units or ())])


def commas(said: Sequence[Phrase]) -> Phrase | str:
    """Phrases or names separated by commas alone ("a, b, c"), as one argument; "" for none."""
    if not said:
        return ""
    out: Phrase = said[-1]
    for item in reversed(said[:-1]):
        out = Phrase("log-neutral-comma", {"first": item, "rest": out})
    return out


def amounts_said(doom: int, power: int) -> Any:
    """"2 Doom and 1 Power", either alone when the other is none, as one argument."""
    from .describing import Listing
    parts = ([Phrase("log-neutral-doom", {"amount": doom})] if doom else []) + (
        [Phrase("log-neutral-power", {"amount": power})] if power else [])
    return Listing(tuple(parts), "and")
