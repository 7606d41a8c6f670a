"""The browser client's pages and files: headers, versioned static URLs, and no token in any page."""
from __future__ import annotations

import re
import shutil

import pytest

from events.migrate import upgrade
from service import web
from service.app import create_app
from play.config import Config

pytestmark = pytest.mark.sqlite
# Written out rather than read from service.web, so a change to the policy must change this test.
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
       "form-action 'self'")
YEAR = "public, max-age=31536000, immutable"
TOKEN_SHAPE = re.compile(r"cw[a-z]_[A-Za-z0-9_-]{16,}")


def _app(sqlite_url):
    upgrade(sqlite_url)
    return create_app(Config.from_env({"DATABASE_URL": sqlite_url, "LOG_LEVEL": "WARNING"}))


@pytest.fixture
def client(sqlite_url):
    return _app(sqlite_url).test_client()


@pytest.fixture
def sandbox(client):
    """A sandbox game: its creator holds the host token and every seat's token."""
    made = client.post("/v1/games", json={"seats": 3, "sandbox": True}).get_json()
    return made["game"]["game_id"], [made["host_token"], *made["seat_tokens"].values()]


def _pages(game_id: str) -> list[str]:
    return ["/", "/new", f"/g/{game_id}", f"/g/{game_id}/join"]


def _asset_urls(html: str) -> list[str]:
    return re.findall(r'(?:src|href)="(/static/[^"]+)"', html)


def test_every_page_has_the_strict_policy_and_is_revalidated(client, sandbox):
    for path in _pages(sandbox[0]):
        answer = client.get(path)
        assert answer.status_code == 200 and answer.mimetype == "text/html", path
        assert answer.headers["Content-Security-Policy"] == CSP
        assert answer.headers["Cache-Control"] == "no-cache"
        assert answer.headers["Referrer-Policy"] == "no-referrer"
        assert answer.headers["X-Content-Type-Options"] == "nosniff"
        html = answer.get_data(as_text=True)
        # Nothing inline for the policy to allow: no inline script, handler or style attribute.
        assert not re.search(r"<script(?![^>]*\bsrc=)", html), path
        assert not re.search(r"\s(style|on[a-z]+)=", html), path


def test_the_layout_has_a_skip_link_the_service_name_a_status_region_and_main(client):
    html = client.get("/").get_data(as_text=True)
    assert re.search(r'<a class="skip" href="#main"[^>]*>', html)
    assert re.search(r"<header[^>]*>.*Cthulhu Wars", html, re.S)
    assert re.search(r'<div id="status" role="status"', html)
    assert '<main id="main">' in html


def test_no_page_embeds_a_token_even_when_the_request_carries_one(client, sandbox):
    game_id, secrets = sandbox
    for path in _pages(game_id):
        for secret in secrets:
            html = client.get(path, headers={"Authorization": f"Bearer {secret}"}).get_data(
                as_text=True)
            assert not any(s in html for s in secrets), path
            assert not TOKEN_SHAPE.search(html), path


def test_an_unknown_game_gets_a_friendly_html_404_with_the_same_headers(client):
    for path in ("/g/g_nosuchgame0000", "/g/g_nosuchgame0000/join", "/g/bad%20id"):
        answer = client.get(path)
        assert answer.status_code == 404 and answer.mimetype == "text/html", path
        assert answer.headers["Content-Security-Policy"] == CSP
        html = answer.get_data(as_text=True)
        assert "There is no such game" in html and 'href="/new"' in html


def test_static_files_live_under_their_content_version_and_are_cached_for_a_year(client):
    urls = _asset_urls(client.get("/").get_data(as_text=True))
    assert any(u.endswith("/js/pages/home.js") for u in urls)
    for url in urls:
        answer = client.get(url)
        assert answer.status_code == 200, url
        assert answer.headers["Cache-Control"] == YEAR
        assert answer.headers["X-Content-Type-Options"] == "nosniff"
    module = client.get(next(u for u in urls if u.endswith(".js")))
    assert "javascript" in module.mimetype


def test_a_file_asked_for_under_an_old_version_is_served_but_never_cached(client):
    answer = client.get("/static/000000000000/js/api.js")
    assert answer.status_code == 200 and answer.headers["Cache-Control"] == "no-cache"


def test_asset_urls_change_when_any_static_file_changes(sqlite_url, tmp_path, monkeypatch):
    folder = tmp_path / "static"
    shutil.copytree(web.STATIC_DIR, folder, ignore=shutil.ignore_patterns("maps"))
    monkeypatch.setattr(web, "STATIC_DIR", folder)
    before = _asset_urls(_app(sqlite_url).test_client().get("/").get_data(as_text=True))
    (folder / "js" / "api.js").write_text("export const changed = true;\n")
    client = _app(sqlite_url).test_client()
    after = _asset_urls(client.get("/").get_data(as_text=True))
    assert len(after) == len(before) and not set(after) & set(before)
    served = client.get(next(u for u in after if u.endswith(".js")).rsplit("/js/", 1)[0]
                        + "/js/api.js")
    assert served.get_data(as_text=True) == "export const changed = true;\n"


def test_the_map_of_every_layout_is_served_with_its_anchors(client):
    from rules.engine import maps

    root = _asset_urls(client.get("/").get_data(as_text=True))[0].split("/")[2]
    for layout in maps.LAYOUTS:
        svg = client.get(f"/static/{root}/maps/{layout}.svg")
        assert svg.status_code == 200 and svg.mimetype == "image/svg+xml", layout
        assert client.get(f"/static/{root}/maps/{layout}.anchors.json").is_json


def test_a_path_outside_the_static_folder_is_not_served(client):
    version = _asset_urls(client.get("/").get_data(as_text=True))[0].split("/")[2]
    assert client.get(f"/static/{version}/../__init__.py").status_code == 404
    assert client.get(f"/static/{version}/%2e%2e/__init__.py").status_code == 404


def test_the_operator_and_api_routes_beside_the_pages_still_answer(client):
    assert client.get("/healthz").status_code == 200
    assert client.get("/readyz").status_code == 200
    assert client.get("/openapi.yaml").status_code == 200
    assert client.get("/docs").status_code in (200, 308)
    assert b"cthulhu_http_requests_total" in client.get("/metrics").data
    assert client.get("/v1/nothing-here").is_json
