"""61.2: every move of the human is on disk before the next thing is shown.

The save was written by a background thread that trailed the table: a kill could
lose the player's last moves. Here the real game plays (the robot clicks), and is
killed by the first frame drawn after the player's N-th move; the saved game must
hold that move."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.rules import Rules, new_game
from game.savegame import GameSetup, load_game, save_game
from game.settings import Settings, save_settings
from tests.robot import user_dirs

ROOT = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(os.name != "posix", reason="signals")

PLAYER = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path


    def main():
        import pygame
        from game.ui.app import App
        from game.devtools.robot import Robot, play_game
        from game.ui.scenes.table import TableScene

        base, moves = Path(sys.argv[1]), int(sys.argv[3])
        app = App(size=(1024, 640), dirs={n: base / n for n in ("config", "data", "log")})
        app.router.open("main_menu")
        robot = Robot(app)
        robot.run()
        robot.click("Continue")
        robot.until(lambda: isinstance(robot.top, TableScene), "the table")
        table = robot.top
        made = []  # the number of actions in the game after each of the player's moves

        def moved(seat, action, state, events):
            if seat == table.game.human:
                made.append(len(state.log))

        table.game.on_applied.append(moved)
        flip = pygame.display.flip

        def show():  # the next thing shown after the N-th move: the kill
            if len(made) >= moves:
                print(made[moves - 1], flush=True)
                os.kill(os.getpid(), signal.SIGKILL)
            flip()

        pygame.display.flip = show
        play_game(robot)


    if __name__ == "__main__":  # (the AI worker process imports this file too)
        sys.path.insert(0, sys.argv[2])
        main()
    """
)


def _kill_after_move(tmp_path: Path, moves: int) -> tuple[int, int]:
    """(actions in the game after the player's ``moves``-th move, actions in the save
    after the kill)."""
    base = tmp_path / f"moves{moves}"
    d = user_dirs(base)
    save_settings(d["config"] / "settings.json", Settings(
        animation_speed="instant", language="en", tips=False))
    rules = Rules(players=3, length=3)
    state, _events = new_game(rules, seed=11)
    setup = GameSetup(rules, ["You", "Anna", "Bo"], ["human", "easy", "easy"], 11)
    save_game(d["data"] / "savegame.json", setup, state)
    script = tmp_path / "player.py"
    script.write_text(PLAYER, encoding="utf-8")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    run = subprocess.run(
        [sys.executable, str(script), str(base), str(ROOT), str(moves)],
        capture_output=True, text=True, env=env, timeout=120,
    )
    assert run.returncode == -signal.SIGKILL, run.stderr[-3000:]
    expected = int(run.stdout.split()[-1])
    loaded = load_game(d["data"] / "savegame.json", [])
    assert loaded is not None
    return expected, len(loaded[1].log)


@posix_only
@pytest.mark.timeout(300)
@pytest.mark.parametrize("moves", [1, 3])
def test_the_players_move_is_saved_before_the_next_frame(tmp_path, moves):
    made, saved = _kill_after_move(tmp_path, moves)
    assert saved >= made, f"the save holds {saved} actions; the player's move made {made}"
