"""The interactive API reference at ``/docs``: Swagger UI, served entirely by this app.

The Swagger UI files come from the ``flask-swagger-ui`` distribution, so the page works
on machines with no route to a CDN.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from flask import Blueprint, abort, render_template_string, send_from_directory, url_for

from service.http.api import API_TITLE

ASSETS = frozenset(
    {"swagger-ui.css", "swagger-ui-bundle.js", "favicon-32x32.png", "favicon-16x16.png"}
)
# The assets change only with the package version, so browsers may keep them a day.
ASSET_MAX_AGE_SECONDS = 24 * 60 * 60

blp = Blueprint("docs", __name__)

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{{ title }} API reference</title>
  <link rel="stylesheet" href="{{ asset('swagger-ui.css') }}">
  <link rel="icon" type="image/png" href="{{ asset('favicon-32x32.png') }}" sizes="32x32">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="{{ asset('swagger-ui-bundle.js') }}"></script>
  <script>
    window.ui = SwaggerUIBundle({
      url: {{ spec_url | tojson }},
      dom_id: "#swagger-ui",
      deepLinking: true,
      presets: [SwaggerUIBundle.presets.apis],
      layout: "BaseLayout"
    });
  </script>
</body>
</html>
"""


def _assets_dir() -> Path:
    return Path(str(files("flask_swagger_ui").joinpath("dist")))


def _asset_url(name: str) -> str:
    return url_for("docs.asset", name=name)


@blp.get("/docs")
def page():
    return render_template_string(
        PAGE, title=API_TITLE, asset=_asset_url, spec_url=url_for("openapi.openapi_json")
    )


@blp.get("/docs/assets/<name>")
def asset(name: str):
    if name not in ASSETS:
        abort(404)
    return send_from_directory(_assets_dir(), name, max_age=ASSET_MAX_AGE_SECONDS)
