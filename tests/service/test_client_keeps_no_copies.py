"""The browser client asks the server rather than keeping copies: no faction's name, title, letter
table or colour, no act's title, no token's title and no hand-placed map is written into service/web/static's
scripts and stylesheets; they come from GET /v1/content and the generated map asset."""
from __future__ import annotations

import re
from pathlib import Path

from rules import factions
from rules.contract import looks, vocabulary

STATIC = Path(__file__).resolve().parents[2] / "service" / "web" / "static"


def _client_files() -> dict[str, str]:
    files = [*STATIC.glob("js/**/*.js"), *STATIC.glob("css/*.css")]
    assert len(files) > 20
    return {str(path.relative_to(STATIC)): path.read_text() for path in files}


def _mentions(word: str) -> list[str]:
    pattern = re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])", re.IGNORECASE)
    return [name for name, text in _client_files().items() if pattern.search(text)]


def test_no_faction_name_title_or_colour_is_written_into_the_client():
    for name in factions.known():
        spec = factions.get(name)
        assert _mentions(name) == [], name
        assert _mentions(spec.title) == [], spec.title
    for _, colour, _ in looks.FACTION_LOOKS.values():
        assert _mentions(colour) == [], colour


def test_no_act_title_is_written_into_the_client():
    titles = [t for t in vocabulary.ACT_TITLES.values() if len(t.split()) > 1]  # "Move" is a word too
    assert len(titles) > 10
    for title in titles:
        assert _mentions(f'"{title}"') == [] and _mentions(f"'{title}'") == [], title


def test_the_client_keeps_no_hand_placed_map():
    files = _client_files()
    assert "js/game/positions.js" not in files
    for area in ("North Atlantic", "Scandinavia", "New Zealand", "Indian Ocean"):
        assert [n for n, text in files.items() if f'"{area}"' in text and "placement" not in n] == [], area


def test_no_title_of_a_faction_token_or_building_is_written_into_the_client():
    titles = [d.title for name in factions.known() for d in factions.get(name).public_data
              if d.title]
    assert "Cathedral" in titles and "Desecration token" in titles
    for title in titles:
        assert _mentions(f'"{title}"') == [] and _mentions(f"'{title}'") == [], title
