"""The browser client: its pages and its static files (plain ES modules and CSS, no build step).

The client is a client of the public API like any other (docs/ui.md): these routes serve only
HTML shells and files. Tokens never appear in a page: seat links carry them in the URL fragment,
which browsers never send, and the page keeps them in localStorage.

This is a plain Flask blueprint, outside the smorest Api and openapi.yaml: pages are not API.
"""
from __future__ import annotations

import gzip
import hashlib
from functools import lru_cache
from pathlib import Path

from flask import Blueprint, Response, render_template, request, send_from_directory
from flask.blueprints import BlueprintSetupState

from play import i18n
from service.dependencies import dependencies
from service.http.language import language
from service.web import assets

STATIC_DIR = Path(__file__).parent / "static"
GAME_ID_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")

# No inline script or style anywhere: every page's code is a module file under /static.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
    "form-action 'self'")
PAGE_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    # Pages are tiny and name the current static version: always revalidate them.
    "Cache-Control": "no-cache",
}

blp = Blueprint("web", __name__, template_folder="templates")


@blp.record_once
def _install(state: BlueprintSetupState) -> None:
    # STATIC_DIR is read here, not at import, so a test may point an app at another folder.
    assets.install(state.app, STATIC_DIR)


@blp.app_context_processor
def _template_helpers() -> dict:
    return {"asset": assets.asset, "static_root": assets.asset(""), "lang": language(),
            "catalog_root": f"/l10n/{catalog_version()}/"}


def _page(template: str, status: int = 200, **context: object) -> Response:
    response = Response(render_template(template, **context), status=status, mimetype="text/html")
    response.headers.update(PAGE_HEADERS)
    return response


def _not_found(game_id: str) -> Response:
    return _page("not_found.html", status=404, title="No such game", page="not-found",
                 missing=game_id[:64])


def _known(game_id: str) -> bool:
    """Whether a game with this id exists (one indexed read, no replay)."""
    if not game_id or len(game_id) > 64 or not set(game_id) <= GAME_ID_CHARS:
        return False
    return dependencies().store.current_version(game_id) > 0


@blp.get("/")
def home() -> Response:
    return _page("home.html", title="Cthulhu Wars", page="home")


@blp.get("/new")
def new_game() -> Response:
    return _page("new.html", title="Create a game · Cthulhu Wars", page="new")


@blp.get("/account")
def account() -> Response:
    return _page("account.html", title="Your account · Cthulhu Wars", page="account")


@blp.get("/account/sign-in")
def sign_in() -> Response:
    """Where an emailed link lands: its token is in the fragment, read by the page's script."""
    return _page("sign_in.html", title="Signing in · Cthulhu Wars", page="sign-in")


@blp.get("/stats")
def stats() -> Response:
    return _page("stats.html", title="Faction strength · Cthulhu Wars", page="stats")


@blp.get("/g/<game_id>")
def game(game_id: str) -> Response:
    if not _known(game_id):
        return _not_found(game_id)
    return _page("game.html", title="Cthulhu Wars", page="game", game_id=game_id)


@blp.get("/g/<game_id>/join")
def join(game_id: str) -> Response:
    if not _known(game_id):
        return _not_found(game_id)
    return _page("join.html", title="Join a game · Cthulhu Wars", page="join", game_id=game_id)


@blp.get("/l10n/<version>/<lang>.ftl")
def catalog(version: str, lang: str) -> Response:
    """One language's message catalog (play.i18n.page_source: all but the server's own files), for
    the page's Fluent bundle.

    Like a static file it lives under a content version and is kept for a year when the version
    is current; it answers in its own language whatever the reader's."""
    if lang not in i18n.LANGUAGES:
        return Response("", status=404, mimetype="text/plain")
    if "gzip" in request.accept_encodings:  # a fifth of the size: most of a phone's first load
        response = Response(_gzipped(lang), mimetype="text/plain")
        response.headers["Content-Encoding"] = "gzip"
    else:
        response = Response(i18n.page_source(lang), mimetype="text/plain")
    response.vary.add("Accept-Encoding")  # the same words for every reader, only packed apart
    response.headers["Content-Language"] = lang
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Cache-Control"] = (assets.IMMUTABLE if version == catalog_version()
                                         else "no-cache")
    return response


@lru_cache(maxsize=len(i18n.LANGUAGES))
def _gzipped(lang: str) -> bytes:
    return gzip.compress(i18n.page_source(lang).encode("utf-8"), mtime=0)


@lru_cache(maxsize=1)
def catalog_version() -> str:
    """A digest of every language's catalog: it changes whenever any message does (computed once:
    the catalogs are read once per process)."""
    return hashlib.sha256("\0".join(i18n.page_source(lang) for lang in i18n.LANGUAGES)
                          .encode()).hexdigest()[:12]


@blp.get("/static/<version>/<path:filename>")
def static(version: str, filename: str) -> Response:
    response = send_from_directory(assets.static_root(), filename, max_age=0)
    if version == assets.current_version():
        response.headers["Cache-Control"] = assets.IMMUTABLE
    else:  # a page of an older version gets today's file, which must not be kept under that URL
        response.headers["Cache-Control"] = "no-cache"
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response
