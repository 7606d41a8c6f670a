"""The log's catalogs: a `Phrase` (rules.words.describing) rendered as text in a language.

The rules package names what a sentence says (a message id and its arguments); the words are in the
Fluent catalogs beside the code (`locales/<lang>/*.ftl`, docs/i18n.md section 6), read once per
process. A name argument (`Name`) is expanded into the forms the catalog gives it
(`$faction`, `$faction_nom`, `$faction_number`, `$unit_plural`, `$area_in`, ...); in English its
forms are the ones the rules package has always written ("Great Cthulhu's", "an Acolyte"), so the
English log reads exactly as before.
"""
from __future__ import annotations

import threading
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

from fluent.runtime import FluentBundle, FluentResource

LANGUAGES = ("en", "de")
ENGLISH = "en"
LOCALES_DIR = Path(__file__).resolve().parents[2] / "locales"
_LOCALE = {"en": "en-US", "de": "de-DE"}


_loading = threading.Lock()


def bundle(lang: str) -> FluentBundle:
    """Every catalog of `lang` in one bundle (no bidi marks: both languages run left to right),
    read once per process: the first caller reads it while others wait, so threads that start
    together never parse the catalogs each (the service's play.i18n words with the same bundle)."""
    found = _bundles.get(lang)
    if found is None:
        with _loading:
            found = _bundles.get(lang)
            if found is None:
                found = _bundles[lang] = _read(lang)
    return found


_bundles: dict[str, FluentBundle] = {}


def _read(lang: str) -> FluentBundle:
    found = FluentBundle([_LOCALE[lang]], use_isolating=False)
    for path in sorted((LOCALES_DIR / lang).glob("*.ftl")):
        found.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return found


def has(lang: str, message_id: str) -> bool:
    return lang in LANGUAGES and bundle(lang).has_message(message_id)


def try_format(lang: str, message_id: str, args: Mapping[str, Any]) -> str | None:
    """The message in exactly `lang`, or None when the catalog lacks it or an argument is missing."""
    if not has(lang, message_id):
        return None
    found = bundle(lang)
    message = found.get_message(message_id)
    if message.value is None:
        return None
    text, problems = found.format_pattern(message.value, dict(args))
    return None if problems else str(text)


def forms(lang: str, message_id: str, argument: str) -> dict[str, str]:
    """A name of content.ftl and its grammar as arguments: `argument` and `<argument>_<attribute>`
    (a new dict each call: callers add to it)."""
    return {f"{argument}{key}": text for key, text in _forms(lang, message_id)}


@lru_cache(maxsize=8192)
def _forms(lang: str, message_id: str) -> tuple[tuple[str, str], ...]:
    """A name's text ("") and attributes ("_<attribute>"), formatted once: names take no arguments."""
    if not has(lang, message_id):
        return ()
    found = bundle(lang)
    message = found.get_message(message_id)
    out: list[tuple[str, str]] = []
    if message.value is not None:
        out.append(("", str(found.format_pattern(message.value, {})[0])))
    for name, pattern in message.attributes.items():
        out.append((f"_{name}", str(found.format_pattern(pattern, {})[0])))
    return tuple(out)
