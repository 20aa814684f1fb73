"""The AI worker never outlives the game (issue 15, item 13): the real App with a real
table and a real worker process runs in a child process; after SIGKILL of the game
every process it started (the worker, multiprocessing's resource tracker) is gone
within a few seconds."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/stat").exists(), reason="reads the process table from /proc"
)

SCRIPT = textwrap.dedent(
    """
    import os, sys, time
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["WIZARD_STRICT"] = "1"
    sys.path.insert(0, sys.argv[2])

    def main():
        from pathlib import Path
        from game.rules import Rules
        from game.savegame import GameSetup
        from game.ui.app import App
        from game.ui.scenes.table import TableScene

        base = Path(sys.argv[1])
        app = App(size=(1024, 640), dirs={k: base / k for k in ("config", "data", "log")})
        app.settings.tips = False
        levels = ["human"] + [sys.argv[3]] * 3
        setup = GameSetup(Rules(4), ["You", "A", "B", "C"], levels, seed=11)
        table = TableScene(app, setup)
        app.push(table)
        for _ in range(30):
            app.step(1 / 60)
        print("WORKER", table.mode.ai.worker._proc.pid, flush=True)
        while True:  # keep playing frames until killed
            app.step(1 / 60)
            time.sleep(1 / 60)

    if __name__ == "__main__":
        main()
    """
)


def children_of(pid: int) -> set[int]:
    out = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            out.add(int(entry.name))
    return out


def running(pid: int) -> bool:
    """Alive and not a zombie waiting for a reaper."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


@pytest.mark.timeout(120)
@pytest.mark.parametrize("level", ["easy", "expert"])
def test_worker_and_tracker_exit_after_the_game_is_killed(tmp_path, level):
    script = tmp_path / "game.py"
    script.write_text(SCRIPT, encoding="utf-8")
    proc = subprocess.Popen(
        [sys.executable, str(script), str(tmp_path / "home"), str(ROOT), level],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    helpers: set[int] = set()
    try:
        line = ""
        for line in proc.stdout:  # pygame may print its banner first
            if line.startswith("WORKER "):
                break
        assert line.startswith("WORKER "), f"the game did not start: {line!r}"
        worker = int(line.split()[1])
        helpers = children_of(proc.pid)
        assert worker in helpers and running(worker)
        time.sleep(0.5)  # the worker is busy or waiting: both must notice
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and any(running(p) for p in helpers):
            time.sleep(0.05)
        left = {p for p in helpers if running(p)}
        assert not left, f"still running 5 s after the game was killed: {left}"
    finally:
        if proc.poll() is None:
            proc.kill()
        for pid in helpers:
            if running(pid):
                os.kill(pid, signal.SIGKILL)
        proc.stdout.close()
