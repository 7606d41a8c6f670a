"""Figures on the code's shape, for comparing one layout with another.

    python tools/code_figures.py [PACKAGE ...]

Prints, per package: Python files, lines, the longest functions, how often `Any` is named, and
how many string-key lookups go into choices and event payloads (`choice["..."]`,
`choice.get("...")`, `payload["..."]`, `payload.get("...")`).
"""
from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ["rules", "play", "events", "projections", "service", "workers", "bots", "bootstrap"]
LOOKUP = {
    "choice": re.compile(r"\bchoice(?:\[\s*[\"']|\.get\(\s*[\"'])"),
    "payload": re.compile(r"\bpayload(?:\[\s*[\"']|\.get\(\s*[\"'])"),
}
ANY = re.compile(r"\bAny\b")


def functions(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            found.append((length, f"{path.relative_to(ROOT)}:{node.name}"))
    return found


def main(packages: list[str]) -> None:
    every: list[tuple[int, str]] = []
    totals = {"files": 0, "lines": 0, "Any": 0, "choice": 0, "payload": 0}
    print(f"{'package':<12} {'files':>5} {'lines':>6} {'Any':>5} {'choice[]':>8} {'payload[]':>9}")
    for package in packages:
        files = sorted(p for p in (ROOT / package).rglob("*.py") if "__pycache__" not in p.parts)
        text = {p: p.read_text(encoding="utf-8") for p in files}
        row = {
            "files": len(files),
            "lines": sum(t.count("\n") for t in text.values()),
            "Any": sum(len(ANY.findall(t)) for t in text.values()),
            "choice": sum(len(LOOKUP["choice"].findall(t)) for t in text.values()),
            "payload": sum(len(LOOKUP["payload"].findall(t)) for t in text.values()),
        }
        for key in totals:
            totals[key] += row[key]
        for path in files:
            every.extend(functions(path))
        print(f"{package:<12} {row['files']:>5} {row['lines']:>6} {row['Any']:>5} "
              f"{row['choice']:>8} {row['payload']:>9}")
    print(f"{'all':<12} {totals['files']:>5} {totals['lines']:>6} {totals['Any']:>5} "
          f"{totals['choice']:>8} {totals['payload']:>9}")
    print("\nlongest functions:")
    for length, name in sorted(every, reverse=True)[:10]:
        print(f"  {length:>4}  {name}")


if __name__ == "__main__":
    main(sys.argv[1:] or DEFAULT)
