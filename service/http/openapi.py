"""The OpenAPI document: generated from the code, served, and checked in as openapi.yaml.

The document is put in a canonical form before it is rendered: the top-level sections in
the order the OpenAPI specification lists them, every nested mapping sorted by key, and
only plain JSON types. Rendering the same code therefore always yields the same bytes,
which is what lets a test hold the checked-in file equal to the served one.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml
from flask import Blueprint, Flask, current_app

from service.http import contract
from service.http.api import api_of

YAML_MEDIA_TYPE = "application/yaml"
REGENERATE_COMMAND = "cthulhu-wars openapi --write"
TOP_LEVEL_ORDER = (
    "openapi",
    "info",
    "jsonSchemaDialect",
    "servers",
    "tags",
    "paths",
    "webhooks",
    "components",
    "security",
    "externalDocs",
)

blp = Blueprint("openapi", __name__)


def document(app: Flask) -> dict[str, Any]:
    """The app's OpenAPI document in canonical form, with the contract's tables applied."""
    raw = contract.apply(api_of(app).spec.to_dict())
    known = [key for key in TOP_LEVEL_ORDER if key in raw]
    others = sorted(key for key in raw if key not in TOP_LEVEL_ORDER)
    return {key: _canonical(raw[key]) for key in [*known, *others]}


class _Dumper(yaml.SafeDumper):
    """Safe YAML that prints multi-line text as literal blocks, as it reads in the code."""


def _represent_str(dumper: yaml.SafeDumper, text: str) -> yaml.ScalarNode:
    style = "|" if "\n" in text else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", text, style=style)


_Dumper.add_representer(str, _represent_str)


def render_yaml(app: Flask) -> str:
    """The document as YAML; equal code gives equal text."""
    return yaml.dump(
        document(app),
        Dumper=_Dumper,
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=100,
    )


def render_json(app: Flask) -> str:
    """The document as indented JSON, with the same key order as the YAML."""
    return json.dumps(document(app), indent=2, ensure_ascii=False) + "\n"


def write(path: str | Path, app: Flask) -> Path:
    """Write the YAML document of ``app`` to ``path`` and return the path.

    The caller builds the app (the command line builds a default-configured one, which
    opens no connection): this module is part of the app and does not build one itself.
    """
    target = Path(path)
    target.write_text(render_yaml(app), encoding="utf-8")
    return target


def _canonical(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(key): _canonical(value[key]) for key in sorted(value, key=str)}
    if isinstance(value, (list, tuple)):
        return [_canonical(item) for item in value]
    if isinstance(value, enum.Enum):
        return _canonical(value.value)
    if isinstance(value, str):
        return str(value)  # str subclasses would not render as plain YAML strings
    return value


@blp.get("/openapi.yaml")
def openapi_yaml():
    return current_app.response_class(render_yaml(current_app), mimetype=YAML_MEDIA_TYPE)


@blp.get("/openapi.json")
def openapi_json():
    return current_app.response_class(render_json(current_app), mimetype="application/json")
