"""The interactive API documentation renders in a real headless Chromium, with no internet."""
from __future__ import annotations

import subprocess
import threading

import pytest
from werkzeug.serving import make_server

from events.migrate import upgrade
from service.app import create_app
from play.config import Config

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync"]


@pytest.fixture
def live_url(sqlite_url):
    upgrade(sqlite_url)
    app = create_app(Config.from_env({"DATABASE_URL": sqlite_url, "LOG_JSON": "true"}))
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


def rendered_dom(url: str, profile) -> str:
    """The DOM after the page's scripts ran (virtual time lets Swagger UI fetch and draw)."""
    result = subprocess.run(
        ["chromium", *CHROMIUM_FLAGS, f"--user-data-dir={profile}",
         "--virtual-time-budget=15000", "--dump-dom", url],
        capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout


@pytest.mark.browser
@pytest.mark.sqlite
def test_docs_page_draws_every_documented_operation_from_local_assets(live_url, tmp_path):
    dom = rendered_dom(live_url + "/docs", tmp_path / "profile")
    assert "swagger-ui" in dom
    assert "Cthulhu Wars" in dom  # the title came from /openapi.json
    for path in ("/healthz", "/readyz"):
        assert f'data-path="{path}"' in dom, f"operation {path} not drawn"
    assert "Failed to load API definition" not in dom
