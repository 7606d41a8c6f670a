"""Which language an answer speaks: negotiated once per request, said on every answer.

The reader's choice, strongest first: a `lang` query parameter, the `lang` cookie the page's
language switch sets, the Accept-Language header; English when none names a language the service
speaks (play.i18n.LANGUAGES). Every answer says `Content-Language` and `Vary: Accept-Language,
Cookie`, so no cache (the browser's own included) hands an answer in one language to a reader who
has since chosen another. Machine fields (codes, act names, ids) never change with the language;
only sentences and titles do.
"""
from __future__ import annotations

from flask import Flask, Response, g, request
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

from play import i18n

COOKIE = "lang"
PARAM = "lang"


def negotiate() -> str:
    """The language of the current request (see the module docstring for the order)."""
    for asked in (request.args.get(PARAM), request.cookies.get(COOKIE)):
        if asked in i18n.LANGUAGES:
            return asked
    return from_accept_language(request.headers.get("Accept-Language", ""))


def from_accept_language(header: str) -> str:
    """The first language the header ranks (by q, then order) that the service speaks.

    A regional tag counts as its language ("de-AT" is German), and its rank is its own: with
    "en-GB, de;q=0.9" English wins. werkzeug's best_match prefers an exact tag of lower rank
    ("de") over a regional one of higher rank ("en-GB"), so the ranking is done here."""
    ranked = parse_accept_header(header, LanguageAccept)
    for tag, quality in ranked:
        primary = tag.split("-")[0].split("_")[0].lower()
        if quality > 0 and primary in i18n.LANGUAGES:
            return primary
    return i18n.DEFAULT_LANGUAGE


def language() -> str:
    """The negotiated language of the current request (negotiated on first use)."""
    if "language" not in g:
        g.language = negotiate()
    return str(g.language)


def install_language(app: Flask) -> None:
    app.after_request(_say_language)


# Versioned files are the same for every reader: varying them would only make a browser fetch
# them again after a switch of language.
SAME_FOR_EVERY_READER = ("/static/", "/l10n/")


def _say_language(response: Response) -> Response:
    # A catalog file answers in its own language and sets the header itself.
    response.headers.setdefault("Content-Language", language())
    if not request.path.startswith(SAME_FOR_EVERY_READER):
        response.vary.add("Accept-Language")
        response.vary.add("Cookie")  # the `lang` cookie chooses too
    return response
