"""One check of what a path is (``game.rules.files.kind_name``): the saves and settings
(game/storage.py) and the transcripts (``wizard check``) name a special file alike,
and no second copy of the check is left."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.storage import FileProblem, read_file_limited

ROOT = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")


@posix_only
def test_saves_and_transcripts_name_a_fifo_alike(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(FileProblem) as err:
        read_file_limited(fifo)
    assert "a pipe (FIFO)" in str(err.value)
    checked = subprocess.run(
        [sys.executable, "-m", "game", "check", str(fifo)],
        capture_output=True, text=True, timeout=60, cwd=ROOT,
    )
    assert "pipe.json: not a regular file but a pipe (FIFO); not read" in checked.stdout


def test_no_second_file_kind_check():
    kinds = re.compile(r"S_IS(FIFO|CHR|BLK|SOCK)\(")
    found = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in sorted((ROOT / "game").rglob("*.py")) + sorted((ROOT / "ai").rglob("*.py"))
        if path != ROOT / "game" / "rules" / "files.py"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if kinds.search(line)
    ]
    assert found == [], f"use game.rules.files.kind_name: {found}"
