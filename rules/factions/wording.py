"""Small pieces of phrases the factions' sentences and option labels share."""
from __future__ import annotations

from typing import Any, Iterable

from ..words.describing import Name, Phrase, slug


def commas(items: Iterable[Any]) -> Any:
    """Names or phrases joined by commas alone ("a, b, c"; `log-more-commas`), as some sentences
    have always listed them; one item is itself."""
    said: Any = None
    for item in items:
        said = item if said is None else Phrase("log-more-commas", {"first": said, "second": item})
    return said


def spellbook_name(book: str) -> Name:
    """A Spellbook by its English title ("Chaos Gate"), as content.ftl names it."""
    return Name(f"spellbook-{slug(book)}", {"": book})
