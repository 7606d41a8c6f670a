"""Fixtures for rules tests (the helpers live in sandbox.py next to this file)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from sandbox import Table  # noqa: E402


@pytest.fixture
def table():
    return Table
