"""The repository explains itself: the documents its code and tests cite are in `docs/`.

A citation by number ("docs/architecture.md section 5", "docs/style.md 9") must name a page that
exists and a section that page has as a numbered heading ("## 5. ..."), so a renumbered or deleted
section cannot leave a citation pointing at the wrong topic; a ruling cited by number ("rulings
R16") must be a row of `docs/rulings.md`. Nothing cites a design document or a reference file kept
outside the repository. Every page of `docs/` is listed in its index, and the top-level README
links the index.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
TEXT_SUFFIXES = {".py", ".js", ".mjs", ".md", ".css", ".html", ".yaml", ".yml", ".toml", ".sql",
                 ".sh", ".cfg", ".ini", ".txt"}
TEXT_NAMES = {"Makefile", "Procfile"}
SKIPPED_DIRS = {"node_modules", "var", "__pycache__"}

# A numbered citation may wrap onto the next line, inside a docstring or after a comment marker.
SECTION_CITATION = re.compile(r"docs/([\w-]+\.md)\s+(?:(?://|#)\s*)?section\s+(\d+)")
STYLE_CITATION = re.compile(r"docs/(style\.md)\s+(?:(?://|#)\s*)?(\d+)\b")
# A page name may carry a language ("glossary.de.md").
PAGE_CITATION = re.compile(r"\bdocs/([\w-]+(?:\.[a-z]{2})?\.md)\b")
NUMBERED_HEADING = re.compile(r"^#{1,6}\s+(\d+)\.\s", re.MULTILINE)
# "docs/factions.md, Windwalker, Cannibalism": a page, then the heading of the part meant.
HEADING_CITATION = re.compile(r"docs/([\w-]+\.md),\s+([^,;:)\"`]{1,80})")
HEADING = re.compile(r"^#{1,6}\s+(?:\d+\.\s+)?(.+)$", re.MULTILINE)
# "rulings R4", "rulings R5-R7", "rulings R10, R11": the points of docs/rulings.md, by number.
RULING_CITATION = re.compile(r"\b[Rr]ulings?\s+(R\d+(?:\s*(?:,|-|and)\s*R\d+)*)")
RULING_ROW = re.compile(r"^\|\s*(R\d+)\s*\|", re.MULTILINE)
# Documents that once lived beside the repository: the design notes and the reference files.
OUTSIDE = re.compile(r"(?<![\w/-])(?:DESIGN|STYLE|UI)\.md\b|\.\./shared\b|/shared/"
                     r"|\b(?:core-factions|expansion-factions)\.md\b|core-rules-digest")


def text_files() -> list[Path]:
    """Every source and documentation file of the repository, but for hidden folders (the
    virtualenv, the git directory) and this file, whose own examples cite what does not exist."""
    here = Path(__file__).resolve()
    found = []
    for folder, dirs, names in os.walk(ROOT):
        dirs[:] = [d for d in dirs
                   if not (d.startswith(".") or d in SKIPPED_DIRS or d.endswith(".egg-info"))]
        for name in names:
            path = Path(folder) / name
            if path != here and (path.suffix in TEXT_SUFFIXES or name in TEXT_NAMES):
                found.append(path)
    return sorted(found)


FILES = {path: path.read_text(encoding="utf-8", errors="replace") for path in text_files()}


def numbered_sections(page: str) -> set[int]:
    path = DOCS / page
    return {int(n) for n in NUMBERED_HEADING.findall(path.read_text())} if path.exists() else set()


def where(path: Path, text: str, at: int) -> str:
    return f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, at) + 1}"


def broken_citations(pattern: re.Pattern) -> list[str]:
    broken = []
    for path, text in FILES.items():
        for found in pattern.finditer(text):
            page, number = found.group(1), int(found.group(2))
            if number not in numbered_sections(page):
                broken.append(f"{where(path, text, found.start())}: {found.group(0)!r}")
    return broken


def test_every_numbered_section_cited_exists_as_a_numbered_heading_of_its_page():
    assert broken_citations(SECTION_CITATION) == []


def test_every_house_style_rule_cited_by_number_exists_in_docs_style():
    assert broken_citations(STYLE_CITATION) == []


def test_every_docs_page_cited_exists():
    missing = [f"{where(path, text, m.start())}: docs/{m.group(1)}"
               for path, text in FILES.items() for m in PAGE_CITATION.finditer(text)
               if not (DOCS / m.group(1)).exists()]
    assert missing == []


def cited_heading(after: str) -> str:
    """The words a citation names after the page, up to the first `,`, `;`, `:`, `)` or quote, read
    across a line break inside a docstring or a comment."""
    words = re.sub(r"\s*\n\s*(?:#|//)?\s*", " ", after)
    return re.split(r"[,;:)\"`]", words, maxsplit=1)[0].strip()


def test_every_part_of_a_docs_page_cited_by_its_heading_exists():
    headings = {p.name: HEADING.findall(p.read_text()) for p in DOCS.glob("*.md")}
    unknown = [f"{where(path, text, m.start())}: docs/{m.group(1)}, {cited_heading(m.group(2))}"
               for path, text in FILES.items() for m in HEADING_CITATION.finditer(text)
               if not any(h.startswith(cited_heading(m.group(2)))
                          for h in headings.get(m.group(1), []))]
    assert unknown == []


def test_every_ruling_cited_by_number_is_a_row_of_docs_rulings():
    rows = set(RULING_ROW.findall((DOCS / "rulings.md").read_text()))
    unknown = [f"{where(path, text, m.start())}: {number}"
               for path, text in FILES.items() for m in RULING_CITATION.finditer(text)
               for number in re.findall(r"R\d+", m.group(1)) if number not in rows]
    assert unknown == []


def test_no_file_cites_a_document_outside_the_repository():
    outside = [f"{where(path, text, m.start())}: {m.group(0)!r}"
               for path, text in FILES.items() for m in OUTSIDE.finditer(text)]
    assert outside == []


def test_the_docs_index_lists_every_page_of_docs_and_the_readme_links_it():
    index = (DOCS / "README.md").read_text()
    listed = set(re.findall(r"\]\(([\w-]+(?:\.[a-z]{2})?\.md)\)", index))
    pages = {p.name for p in DOCS.glob("*.md")} - {"README.md"}
    assert pages - listed == set()
    assert listed - pages == set()
    assert "docs/README.md" in (ROOT / "README.md").read_text()


def test_the_citation_checks_find_a_section_rule_ruling_or_page_that_does_not_exist():
    """The checks above have teeth: a citation of a missing section, rule, ruling or page is
    caught."""
    text = ("see docs/architecture.md section 99, docs/style.md\n    # 77, and docs/nowhere.md\n"
            "as DESIGN.md says, and ../shared/reference")
    assert [int(m.group(2)) for m in SECTION_CITATION.finditer(text)] == [99]
    assert [int(m.group(2)) for m in STYLE_CITATION.finditer(text)] == [77]
    assert 99 not in numbered_sections("architecture.md")
    assert 77 not in numbered_sections("style.md")
    assert [m.group(1) for m in PAGE_CITATION.finditer(text)][-1] == "nowhere.md"
    assert len(OUTSIDE.findall(text)) == 2
    assert [m.group(1) for m in RULING_CITATION.finditer("rulings R5-R7, R99 and rulings R3")] == \
        ["R5-R7, R99", "R3"]
    assert "R99" not in set(RULING_ROW.findall((DOCS / "rulings.md").read_text()))
    cited = "(docs/factions.md, Opener of\n    # the Way, Set-up; docs/factions.md, Nobody)"
    assert [cited_heading(m.group(2)) for m in HEADING_CITATION.finditer(cited)] == \
        ["Opener of the Way", "Nobody"]
    faction_headings = HEADING.findall((DOCS / "factions.md").read_text())
    assert not any(h.startswith("Nobody") for h in faction_headings)
