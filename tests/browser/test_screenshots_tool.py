"""`make screenshots` (tools/screenshots.py) makes the README's two pictures of the game page from a
game it plays on a temporary database, and writes them only where it is told."""
from __future__ import annotations

import struct
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]
ROOT = Path(__file__).resolve().parents[2]


def _png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", head[16:24])


def test_the_screenshot_command_writes_a_desktop_and_a_phone_picture_of_a_game_under_way(tmp_path):
    docs = sorted((ROOT / "docs").glob("screenshot-*.png"))
    before = {p: p.stat().st_mtime_ns for p in docs}
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "screenshots.py"), "--out", str(tmp_path)],
                          capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    desktop, phone = tmp_path / "screenshot-desktop.png", tmp_path / "screenshot-phone.png"
    assert _png_size(desktop)[0] == 1366
    assert _png_size(phone) == (780, 1688)  # 390x844 at the phone's device scale 2
    assert {p: p.stat().st_mtime_ns for p in docs} == before  # the README's own pictures untouched
