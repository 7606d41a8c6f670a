"""The English game terms a German text must not use: the words of docs/glossary.de.md's game-term
tables (tests/service/test_catalogs.py for the catalogs, tests/rules/test_log_catalog.py for the log)."""
from __future__ import annotations

import re
from pathlib import Path

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary.de.md"
# The glossary's tables of the game's own words.
GAME_TERM_TABLES = ("Core terms", "Phases and Battle", "Actions")


def english_game_terms() -> list[str]:
    """English words of the glossary's game-term tables whose German differs and which the
    German edition does not print as a German word of its own (its Spellbook "Terror")."""
    text = GLOSSARY.read_text(encoding="utf-8")
    german_words = {cells.split("|")[2].strip() for cells in text.splitlines()
                    if cells.startswith("| ") and cells.count("|") >= 4}
    terms = []
    for title in GAME_TERM_TABLES:
        table = text.split(f"### {title}\n", 1)[1].split("\n\n", 1)[0].strip()
        for line in table.splitlines()[2:]:
            english, german = [cell.strip() for cell in line.strip("|").split("|")[:2]]
            english = re.sub(r"\s*\(.*\)$", "", english)
            if english.lower() != german.lower() and "/" not in english and english not in german_words:
                terms.append(english)
    return terms
