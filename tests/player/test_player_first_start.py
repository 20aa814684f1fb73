"""The first start offers the tutorial, once (issue 58): "New to Wizard?" over the
main menu of the game as the player starts it (``App(offer_tutorial=True)``, as
``run_game`` makes it), remembered in the tutorial progress whatever the answer;
never to a player who has been here before, never in the tests' and the selftest's
fresh homes. Driven by the player robot on the real App."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

from game.devtools.robot import Robot
from game.i18n import _
from game.tutorial import LESSONS
from game.tutorial.progress import Progress, save_progress
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.notice import NoticeScene
from game.ui.scenes.tutorial import TutorialScene
from game.ui.scenes.tutorial_table import is_lesson
from tests.robot import close, open_app, read_json, user_dirs


def start(tmp_path) -> Robot:
    """The game as the player starts it (``run_game``): the App offers the tutorial."""
    from game.ui.app import App

    app = App(size=(1024, 640), dirs=user_dirs(tmp_path), offer_tutorial=True)
    app.router.open("main_menu")
    robot = Robot(app)
    robot.run()
    return robot


def test_first_start_offers_the_tutorial_and_starts_it(tmp_path):
    robot = start(tmp_path)
    try:
        assert isinstance(robot.top, NoticeScene) and robot.shows(_("New to Wizard?"))
        robot.click(_("Start the tutorial"))
        assert is_lesson(robot.top) and robot.top.mode.lesson.id == LESSONS[0].id
        assert isinstance(robot.app.stack.scenes[-2], TutorialScene)
        robot.click(_("Lessons"))
        assert isinstance(robot.top, TutorialScene), robot.describe()
    finally:
        close(robot)
    progress = read_json(user_dirs(tmp_path)["data"] / "progress.json")
    assert progress["tutorial"]["offered_tutorial"] is True
    again = start(tmp_path)
    try:
        assert isinstance(again.top, MainMenu) and not again.shows(_("New to Wizard?"))
    finally:
        close(again)


def test_not_now_by_escape_is_remembered(tmp_path):
    robot = start(tmp_path)
    try:
        assert robot.shows(_("New to Wizard?"))
        robot.key(pygame.K_ESCAPE)
        assert isinstance(robot.top, MainMenu), robot.describe()
    finally:
        close(robot)
    again = start(tmp_path)
    try:
        assert isinstance(again.top, MainMenu) and not again.shows(_("Not now"))
    finally:
        close(again)


def test_a_player_who_has_played_is_not_asked(tmp_path):
    data = user_dirs(tmp_path)["data"]
    data.mkdir(parents=True)
    save_progress(data / "progress.json", Progress(completed=["deck"]))
    robot = start(tmp_path)
    try:
        assert isinstance(robot.top, MainMenu) and not robot.shows(_("New to Wizard?"))
    finally:
        close(robot)


def test_tests_and_selftest_apps_start_at_the_menu_alone(tmp_path):
    robot = open_app(tmp_path)  # a fresh home, as every robot test and the selftest
    try:
        assert isinstance(robot.top, MainMenu) and not robot.shows(_("New to Wizard?"))
        assert [type(s) for s in robot.app.stack.scenes] == [MainMenu]
    finally:
        close(robot)


# The game as `wizard` starts it (game.ui.app.run_game), in its own process: a
# thread presses Escape once the window is up ("Not now"), then closes the window.
RUN_GAME = """
import threading, time
import pygame
from game.ui.app import run_game

def player():
    while not pygame.display.get_init() or pygame.display.get_surface() is None:
        time.sleep(0.05)
    time.sleep(1.0)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="\\x1b", scancode=0))
    time.sleep(1.0)
    pygame.event.post(pygame.event.Event(pygame.QUIT))

threading.Thread(target=player, daemon=True).start()
raise SystemExit(run_game())
"""


def test_the_game_as_started_offers_the_tutorial(tmp_path):
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "WIZARD_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.run([sys.executable, "-c", RUN_GAME], cwd=root, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    progress = tmp_path / "data" / "progress.json"
    assert progress.exists(), "Escape did not answer an offer: none was shown"
    assert read_json(progress)["tutorial"]["offered_tutorial"] is True
