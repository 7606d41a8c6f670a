"""The published OpenAPI document and the interactive reference page."""

from __future__ import annotations

import json
import re
from pathlib import Path

import yaml

from service.http import openapi

CHECKED_IN = Path(__file__).resolve().parents[2] / "openapi.yaml"


def test_served_openapi_yaml_equals_the_checked_in_file(client) -> None:
    response = client.get("/openapi.yaml")

    assert response.status_code == 200
    assert response.mimetype == "application/yaml"
    assert response.data == CHECKED_IN.read_bytes(), (
        "openapi.yaml is out of date with the code; regenerate it with "
        f"`{openapi.REGENERATE_COMMAND}` and commit the result"
    )


def test_openapi_json_is_the_same_document_as_the_yaml(client) -> None:
    as_json = client.get("/openapi.json")
    as_yaml = client.get("/openapi.yaml")

    assert as_json.mimetype == "application/json"
    assert json.loads(as_json.data) == yaml.safe_load(as_yaml.data)


def test_rendering_is_reproducible_across_apps(app, config, store) -> None:
    from service.app import create_app

    assert openapi.render_yaml(app) == openapi.render_yaml(create_app(config, store=store))


def test_write_puts_the_rendered_document_on_disk(app, tmp_path) -> None:
    target = openapi.write(tmp_path / "openapi.yaml", app)

    assert target.read_text(encoding="utf-8") == openapi.render_yaml(app)


def test_document_declares_openapi_3_1_and_the_api_identity(app) -> None:
    doc = openapi.document(app)

    assert doc["openapi"] == "3.1.0"
    assert doc["info"]["title"] == "Cthulhu Wars"
    assert doc["info"]["version"] == "v1"
    assert doc["info"]["description"]


def test_error_responses_reference_the_problem_schema_as_problem_json(app) -> None:
    doc = openapi.document(app)

    default_error = doc["components"]["responses"]["DEFAULT_ERROR"]
    schema = default_error["content"]["application/problem+json"]["schema"]
    assert schema == {"$ref": "#/components/schemas/Problem"}
    problem = doc["components"]["schemas"]["Problem"]
    assert {"type", "title", "status", "detail", "instance", "code", "request_id"} <= set(
        problem["required"]
    )
    readyz = doc["paths"]["/readyz"]["get"]["responses"]
    assert readyz["default"] == {"$ref": "#/components/responses/DEFAULT_ERROR"}


def test_health_probes_are_documented(app) -> None:
    paths = openapi.document(app)["paths"]

    assert set(paths["/healthz"]["get"]["responses"]) == {"200", "default"}
    assert set(paths["/readyz"]["get"]["responses"]) == {"200", "503", "default"}


def test_docs_page_is_html_pointing_at_the_spec_and_local_assets(client) -> None:
    response = client.get("/docs")

    page = response.get_data(as_text=True)
    assert response.status_code == 200
    assert response.mimetype == "text/html"
    assert '"/openapi.json"' in page
    assert "//" not in "".join(re.findall(r'(?:src|href)="([^"]+)"', page))


def test_every_asset_the_docs_page_references_is_served(client) -> None:
    page = client.get("/docs").get_data(as_text=True)
    urls = re.findall(r'(?:src|href)="([^"]+)"', page)

    assert any(url.endswith("swagger-ui-bundle.js") for url in urls)
    assert any(url.endswith("swagger-ui.css") for url in urls)
    for url in urls:
        with client.get(url) as response:
            assert response.status_code == 200, url
            assert len(response.data) > 0, url


def test_unknown_docs_asset_is_not_found(client) -> None:
    response = client.get("/docs/assets/index.html")

    assert response.status_code == 404
    assert response.mimetype == "application/problem+json"
