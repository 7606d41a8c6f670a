"""Messages by id with named arguments, in every language the service speaks (docs/i18n.md).

The catalogs are Fluent files, one folder per language (`locales/<lang>/*.ftl`), read once per
process. The same files serve the API (rendered here) and the browser page (served as they are):
one catalog per language, no second copy of any sentence. A message missing from a language is
rendered in English; a message missing from English is a bug the catalog test catches, and renders
as its id so that nothing fails for a reader.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast

from rules.words import catalog

LANGUAGES = ("en", "de")
DEFAULT_LANGUAGE = "en"
LOCALES_DIR = Path(__file__).resolve().parents[1] / "locales"


def catalog_files(lang: str) -> list[Path]:
    """The catalog files of `lang`, in the fixed order they are read and served."""
    return sorted((LOCALES_DIR / lang).glob("*.ftl"))


# Catalog files only the server words with: mail, notifications and the rules texts of the content
# document (the page reads those texts from /v1/content, already worded). The page's catalog
# leaves them out.
SERVER_ONLY = frozenset({"cards.ftl", "mail.ftl", "notify.ftl"})


@lru_cache(maxsize=len(LANGUAGES))
def source(lang: str) -> str:
    """The whole catalog of `lang` as one Fluent text."""
    return "\n".join(path.read_text(encoding="utf-8") for path in catalog_files(lang))


@lru_cache(maxsize=len(LANGUAGES))
def page_source(lang: str) -> str:
    """What the page loads of `lang`'s catalog: every file but the server's own (SERVER_ONLY)."""
    return "\n".join(path.read_text(encoding="utf-8") for path in catalog_files(lang)
                     if path.name not in SERVER_ONLY)


def _bundle(lang: str) -> FluentBundle:
    """The one bundle of `lang` the process reads (rules.words.catalog: every file of the language,
    no bidi isolation marks, since both languages run left to right and the marks would reach
    clients that print the text as it is)."""
    return catalog.bundle(lang)


def warm() -> None:
    """Read every language's catalogs now (a web worker does so before it serves, so no request
    waits on the parsing)."""
    for lang in LANGUAGES:
        _bundle(lang)


def supported(lang: str | None) -> str:
    """`lang` when the service speaks it, else the default."""
    return lang if lang in LANGUAGES else DEFAULT_LANGUAGE


def has(lang: str, message_id: str) -> bool:
    return _bundle(supported(lang)).has_message(message_id)


def render(lang: str, message_id: str, args: Mapping[str, Any] | None = None) -> str:
    """The message `message_id` with its named `args`, in `lang` (English where `lang` lacks it)."""
    text = try_render(lang, message_id, args)
    if text is None and lang != DEFAULT_LANGUAGE:
        text = try_render(DEFAULT_LANGUAGE, message_id, args)
    return message_id if text is None else text


def try_render(lang: str, message_id: str, args: Mapping[str, Any] | None = None) -> str | None:
    """The message in exactly `lang`, or None when that catalog lacks it or an argument is missing."""
    bundle = _bundle(supported(lang))
    if not bundle.has_message(message_id):
        return None
    message = bundle.get_message(message_id)
    if message.value is None:
        return None
    text, problems = bundle.format_pattern(message.value, dict(args or {}))
    return None if problems else str(text)


def message_ids(lang: str) -> set[str]:
    """Every message id (not terms) of `lang`'s catalog."""
    resource = FluentParser().parse(source(supported(lang)))
    return {entry.id.name for entry in resource.body if isinstance(entry, ast.Message)}


def name_forms(lang: str, message_id: str, argument: str) -> dict[str, str]:
    """A name and its grammar as named arguments for a sentence (docs/i18n.md section 6):
    `argument` is the name itself, `<argument>_<attribute>` each attribute of its message
    (`faction_gender`, `faction_dat`, `area_into`, `unit_plural`, ...). Empty when the
    catalog lacks the name."""
    bundle = _bundle(supported(lang))
    if not bundle.has_message(message_id):
        return {}
    message = bundle.get_message(message_id)
    forms: dict[str, str] = {}
    if message.value is not None:
        forms[argument] = str(bundle.format_pattern(message.value, {})[0])
    for name, pattern in message.attributes.items():
        forms[f"{argument}_{name}"] = str(bundle.format_pattern(pattern, {})[0])
    return forms
