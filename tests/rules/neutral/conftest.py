"""Fixtures for Loyalty Card tests: the shared helpers (card_play.py) next to this file."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
