"""`wizard bench idle` runs the real resting loop (here under the dummy video driver)
and prints one ``idle cpu X%`` line for each screen it measures: the main menu, the
table on the player's turn, Game over, Review, Statistics and Settings. A benchmark,
not a timed test: only the command and its report are checked, and that the screens
drew no more than a resting loop draws (the figures are measured under Xvfb: see the
README's benchmark commands)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.timeout(240)
def test_bench_idle_reports_every_screen(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=str(tmp_path))
    run = subprocess.run(
        [sys.executable, "-m", "game", "bench", "idle", "--seconds", "1"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=230,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    lines = [line for line in run.stdout.splitlines() if line.startswith("idle cpu")]
    pattern = r"idle cpu \d+\.\d% {} \((\d+) frames in \d+\.\d s; child processes \d+\.\d%\)"
    labels = ["main menu", "table, your turn", "game over, after the confetti",
              "review, analysis done", "statistics", "settings"]
    assert len(lines) == len(labels), run.stdout
    for line, label in zip(lines, labels, strict=True):
        found = re.fullmatch(pattern.format(re.escape(label)), line)
        assert found, line
        if label != "main menu":  # (the menu's fan bobs a pixel now and then)
            # a resting screen draws the measurement's first and last frame only
            assert int(found.group(1)) <= 5, f"{label} did not rest: {line}"
