"""A real window under Xvfb: the table is played for a while and screenshots are taken.

Skipped (with the reason) where ``Xvfb`` is missing; CI installs it
(``apt-get install -y xvfb``).
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.xdisplay import xvfb

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent(
    """
    import os, sys
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.pop("SDL_VIDEODRIVER", None)
    sys.path.insert(0, sys.argv[2])
    from pathlib import Path
    import pygame
    from game.rules import Phase, Rules
    from game.savegame import GameSetup
    from game.ui.app import App
    from game.ui.scenes.overlays import RoundSummary
    from game.ui.scenes.table import TableScene
    from game.ui.table.autopilot import human_events

    if __name__ == "__main__":
        out = Path(sys.argv[1])
        dirs = {"config": out / "config", "data": out / "data", "log": out / "log"}
        app = App(size=(1024, 640), dirs=dirs)
        print("driver", pygame.display.get_driver(), flush=True)
        app.settings.animation_speed = "fast"
        names = ["You", "Anna", "Bertil", "Cecilia", "David"]
        setup = GameSetup(Rules(5), names, ["human"] + ["easy"] * 4, seed=5)
        table = TableScene(app, setup)
        app.push(table)
        shots = {}

        def shot(name):
            if name not in shots:
                shots[name] = True
                pygame.image.save(app.screen, str(out / f"{name}.png"))

        for frame in range(6000):
            app.step(1 / 60)
            top = app.stack.top
            if frame == 12:
                shot("deal")
            if isinstance(top, RoundSummary):
                shot("summary")
                top.next()
                continue
            if top is not table:
                continue
            if table.model.trick_winner is not None:
                shot("trick")
            if table.human_turn and table.state.phase == Phase.BID and table.state.round == 2:
                shot("bid")
            for ev in human_events(table):
                table.handle_event(ev)
            if len(shots) == 4:
                break
        table.close()
        pygame.quit()
        print("shots", sorted(shots), flush=True)
    """
)


@pytest.mark.xvfb
def test_real_window_screenshots(tmp_path):
    script = tmp_path / "window.py"
    script.write_text(SCRIPT, encoding="utf-8")
    # Xvfb on a free display of its choosing (tests/xdisplay.py: xvfb-run -a races
    # with other suites starting at the same time)
    with xvfb("1280x800x24") as display:
        proc = subprocess.run(
            [sys.executable, str(script), str(tmp_path), str(ROOT)],
            env=dict(os.environ, DISPLAY=display),
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "driver x11" in proc.stdout
    import pygame

    for name in ("deal", "bid", "trick", "summary"):
        path = tmp_path / f"{name}.png"
        assert path.exists(), (name, proc.stdout)
        img = pygame.image.load(str(path))
        assert img.get_size() == (1024, 640)
        # Not a blank frame: many different colours on screen.
        colours = {img.get_at((x, y))[:3] for x in range(0, 1024, 16) for y in range(0, 640, 16)}
        assert len(colours) > 50, name
