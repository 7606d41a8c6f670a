"""Static files under a content version: ``/static/<version>/<path>``.

The version is a digest of every file's path and bytes, computed once when the app is made, so a
browser may keep each file for a year and still never runs an old module beside a new one: any
change to any file gives every URL a new prefix. ES modules import their siblings relatively, so
they all land under the same prefix.
"""
from __future__ import annotations

import hashlib
from pathlib import Path

from flask import Flask, current_app

EXTENSION_KEY = "web_static"
YEAR_SECONDS = 365 * 24 * 60 * 60
IMMUTABLE = f"public, max-age={YEAR_SECONDS}, immutable"


def static_version(root: Path) -> str:
    """A short digest of every file under `root`: it changes whenever any file does."""
    digest = hashlib.sha256()
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def install(app: Flask, root: Path) -> None:
    """Fix the app's static folder and its version for the app's lifetime."""
    app.extensions[EXTENSION_KEY] = {"root": root, "version": static_version(root)}


def static_root() -> Path:
    return current_app.extensions[EXTENSION_KEY]["root"]


def current_version() -> str:
    return current_app.extensions[EXTENSION_KEY]["version"]


def asset(path: str) -> str:
    """The versioned URL of a static file, e.g. ``asset('js/pages/home.js')``."""
    return f"/static/{current_version()}/{path}"
