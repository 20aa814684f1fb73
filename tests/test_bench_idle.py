"""`wizard bench idle` runs the real resting loop (here under the dummy video driver)
and prints one ``idle cpu X%`` line for the main menu and one for the table on the
player's turn. A benchmark, not a timed test: only the command and its report are
checked (the figures are measured under Xvfb: see the README's benchmark commands)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.timeout(180)
def test_bench_idle_reports_both_screens(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=str(tmp_path))
    run = subprocess.run(
        [sys.executable, "-m", "game", "bench", "idle", "--seconds", "1"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=170,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    lines = [line for line in run.stdout.splitlines() if line.startswith("idle cpu")]
    pattern = r"idle cpu \d+\.\d% {} \((\d+) frames in \d+\.\d s; AI worker \d+\.\d%\)"
    menu = re.fullmatch(pattern.format("main menu"), lines[0])
    table = re.fullmatch(pattern.format(re.escape("table, your turn")), lines[1])
    assert menu and table, run.stdout
    assert int(table.group(1)) <= 5, "the table did not rest on the player's turn"
