"""The message catalogs (locales/<lang>/*.ftl, play.i18n): complete in every language, worded with
the same named arguments, and German text in the German edition's words (docs/glossary.de.md)."""
from __future__ import annotations

import re
from pathlib import Path

from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from glossary_terms import english_game_terms as _english_game_terms
from play import i18n

# The glossary's tables whose English words must never stand in German text.


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def _messages(lang: str) -> dict[str, ast.Message]:
    resource = FluentParser().parse(i18n.source(lang))
    junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{lang}: unparsable catalog text: {[j.content[:60] for j in junk]}"
    return {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}


def _variables(message: ast.Message) -> set[str]:
    finder = _Variables()
    finder.visit(message)
    return finder.names


# Messages said as phrases (rules.words.describing.Phrase): log sentences, option labels, pieces.
PHRASES = ("log-", "option-", "piece-")


def _arguments(message_id: str, message: ast.Message) -> set[str]:
    """The named arguments a message takes. A log sentence's names come with forms
    (`$faction_acc`, `$unit_plural`): each language picks those its grammar needs, so a name
    counts once, by the argument the describer gives (rules.words.describing.Name)."""
    found = _variables(message)
    return {name.split("_")[0] for name in found} if message_id.startswith(PHRASES) else found


def _text(message: ast.Message) -> str:
    """The literal text of a message and its variants (not its ids or argument names)."""
    parts: list[str] = []

    class Texts(Visitor):
        def visit_TextElement(self, node: ast.TextElement) -> None:
            parts.append(node.value)

    Texts().visit(message)
    return " ".join(parts)


def test_every_message_id_is_in_every_language():
    ids = {lang: set(_messages(lang)) for lang in i18n.LANGUAGES}
    english = ids[i18n.DEFAULT_LANGUAGE]
    for lang, found in ids.items():
        assert found == english, (lang, sorted(english - found), sorted(found - english))


def test_each_message_takes_the_same_named_arguments_in_every_language():
    english = _messages("en")
    for lang in i18n.LANGUAGES:
        for message_id, message in _messages(lang).items():
            assert _arguments(message_id, message) == _arguments(message_id, english[message_id]), (lang, message_id)


def _referenced(message: ast.Message) -> set[str]:
    """The messages `message` refers to (`{ log-reason }`), which read its arguments too."""
    found: set[str] = set()

    class References(Visitor):
        def visit_MessageReference(self, node: ast.MessageReference) -> None:
            found.add(node.id.name)

    References().visit(message)
    return found


def test_every_message_renders_in_every_language_with_its_arguments():
    for lang in i18n.LANGUAGES:
        messages = _messages(lang)
        for message_id, message in messages.items():
            names = _variables(message).union(*(_variables(messages[r]) for r in _referenced(message)))
            args = {name: 2 for name in names}
            assert i18n.try_render(lang, message_id, args), (lang, message_id)


def test_the_glossary_gives_the_english_game_terms_the_checker_looks_for():
    terms = _english_game_terms()
    assert {"Gate", "Power", "Spellbook", "Doom", "Elder Sign", "Ritual of Annihilation",
            "Cultist", "Acolyte", "Great Old One", "Battle", "Pain", "Area"} <= set(terms)


def test_no_german_message_uses_an_english_game_term():
    terms = _english_game_terms()
    pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, terms)) + r")s?\b")
    found = {message_id: pattern.findall(_text(message))
             for message_id, message in _messages("de").items()}
    assert not {k: v for k, v in found.items() if v}


def test_german_plurals_and_cases_come_from_the_catalog():
    assert i18n.render("de", "gates-controlled", {"count": 1}) == "kontrolliert 1 Tor"
    assert i18n.render("de", "gates-controlled", {"count": 3}) == "kontrolliert 3 Tore"
    assert i18n.render("de", "elder-signs-held", {"count": 2}) == "2 Ältere Zeichen"
    assert i18n.render("en", "elder-signs-held", {"count": 1}) == "1 Elder Sign"


def test_a_message_a_language_lacks_falls_back_to_english_and_an_unknown_id_to_itself():
    assert i18n.render("fr", "problem-not_found") == "Not Found"
    assert i18n.render("de", "no-such-message") == "no-such-message"
    assert i18n.try_render("de", "problem-stale_version-detail", {}) is None


def test_the_content_catalogs_are_what_the_glossary_and_the_rules_package_give():
    """locales/<lang>/content.ftl name every id of /v1/content; regenerate them with
    `python tools/i18n/content_ftl.py` after a new faction, card or map."""
    import importlib.util

    from rules.contract import catalog

    script = Path(__file__).resolve().parents[2] / "tools" / "i18n" / "content_ftl.py"
    spec = importlib.util.spec_from_file_location("content_ftl", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    content = catalog.content()
    for lang in i18n.LANGUAGES:
        written = (i18n.LOCALES_DIR / lang / "content.ftl").read_text(encoding="utf-8")
        assert written == module.render(lang, content), lang
    assert i18n.render("de", "spellbook-terror") == "Terror"
    assert i18n.render("de", "card-text-cosmic-terror") == "Kosmischer Schrecken"
    assert i18n.render("de", "faction-great_cthulhu") == "Großer Cthulhu"
    assert i18n.render("de", "area-north-atlantic") == "Nordatlantik"


def test_every_german_faction_unit_and_area_carries_the_grammar_a_sentence_needs():
    german = _messages("de")
    for message_id, message in german.items():
        kind = message_id.split("-", 1)[0]
        names = {attribute.id.name for attribute in message.attributes}
        if kind == "faction":
            assert {"gender", "number", "nom", "acc", "dat", "gen"} <= names, message_id
        elif kind == "unit":
            assert "gender" in names, message_id
        elif kind == "area":
            assert {"gender", "in", "into"} <= names, message_id


def test_a_sentence_built_from_name_forms_reads_as_german_and_as_english():
    """The plan for the log (docs/i18n.md section 6): a phrase carries ids, the renderer turns each
    into the forms the catalog gives, and the message picks the case and number it needs."""
    from fluent.runtime import FluentBundle, FluentResource

    sentences = {
        "de": "moved = { $faction_nom } zieht { $count ->\n"
              "    [one] { $count } { $unit }\n   *[other] { $count } { $unit_plural }\n"
              "} { $area_into }.\n",
        "en": "moved = { $faction } { $faction_number ->\n    [plural] move\n   *[singular] moves\n"
              "} { $count ->\n    [one] { $count } { $unit }\n   *[other] { $count } { $unit_plural }\n"
              "} { $area_into }.\n",
    }
    said = {}
    for lang, text in sentences.items():
        args = {"count": 2, **i18n.name_forms(lang, "faction-great_cthulhu", "faction"),
                **i18n.name_forms(lang, "unit-deep_one", "unit"),
                **i18n.name_forms(lang, "area-north-atlantic", "area")}
        bundle = FluentBundle([lang], use_isolating=False)
        bundle.add_resource(FluentResource(text))
        said[lang], errors = bundle.format_pattern(bundle.get_message("moved").value, args)
        assert errors == [], errors
    assert said["de"] == "der Große Cthulhu zieht 2 Tiefe Wesen in den Nordatlantik."
    assert said["en"] == "Great Cthulhu moves 2 Deep Ones to North Atlantic."
    assert i18n.name_forms("de", "faction-ancients", "f")["f_number"] == "plural"
    assert i18n.name_forms("de", "no-such-name", "x") == {}


def test_every_message_the_pages_ask_for_is_in_the_catalogs():
    """An id a template marks (data-l10n-id) or a script asks for (t("...")) that no catalog has
    would show as its bare id: each must exist."""
    web = Path(__file__).resolve().parents[2] / "service" / "web"
    asked: set[str] = set()
    for template in (web / "templates").glob("*.html"):
        asked |= set(re.findall(r'data-l10n-id="([\w-]+)"', template.read_text(encoding="utf-8")))
    for script in (web / "static" / "js").rglob("*.js"):
        text = script.read_text(encoding="utf-8")
        asked |= set(re.findall(r'\bt\("([\w-]+)"', text))
        asked |= set(re.findall(r'l10nId = "([\w-]+)"', text))
        # ids passed on to t() ("home-watch-live-link"), not element ids (getElementById).
        asked |= set(re.findall(r'(?<!getElementById\()"((?:home|join|site|game)-[\w-]+)"', text))
    assert {"site-mine", "home-open-join", "join-summary", "home-watch-live-link", "game-travel-now"} <= asked
    assert sorted(asked - i18n.message_ids("en")) == []


def test_each_message_and_term_is_defined_once_per_language():
    """Every file of a language goes into one bundle (and the page's Fluent bundle refuses a
    catalog that defines an id twice), so one id is one message across all of a language's files."""
    from collections import Counter

    for lang in i18n.LANGUAGES:
        entries = FluentParser().parse(i18n.source(lang)).body
        ids = Counter(("-" if isinstance(e, ast.Term) else "") + e.id.name
                      for e in entries if isinstance(e, (ast.Message, ast.Term)))
        assert [i for i, n in ids.items() if n > 1] == [], lang
