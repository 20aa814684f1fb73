"""One dialog base (issue 11): the dialogs over the table and the notices work the
keyboard the same way: arrows and Tab move the focus over the buttons, Enter or
Space press the focused one, Escape cancels, the pointer focuses what it is over.
Player robot: real App, real table and AI worker, input events only, strict mode."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.kit.dialog import Dialog
from game.ui.scenes.notice import NoticeScene
from game.ui.scenes.overlays import Overlay, PauseMenu
from game.ui.scenes.rules_screen import RulesScene
from game.ui.scenes.table import TableScene
from tests.robot import close, open_app, start_game_from_menu


def focused(robot) -> str:
    current = robot.top.focus.current
    return current.text if current is not None else ""


def test_overlays_and_notices_share_one_base():
    assert issubclass(Overlay, Dialog) and issubclass(NoticeScene, Dialog)


def test_the_pause_menu_by_keys_and_the_table_waits_below(tmp_path):
    robot = open_app(tmp_path, speed="instant", tips=False)
    try:
        start_game_from_menu(robot, 3)
        table = robot.top
        assert isinstance(table, TableScene)
        robot.key(pygame.K_ESCAPE)
        assert isinstance(robot.top, PauseMenu) and table.paused
        assert robot.shows(_("Paused"))
        assert focused(robot) == _("Resume")
        robot.key(pygame.K_DOWN)
        robot.key(pygame.K_TAB)
        assert focused(robot) == _("Rules")
        robot.key(pygame.K_UP)
        robot.key(pygame.K_RIGHT)
        assert focused(robot) == _("Rules")
        moves = len(table.state.log)
        robot.key(pygame.K_RETURN)
        assert isinstance(robot.top, RulesScene)
        robot.key(pygame.K_ESCAPE)
        assert isinstance(robot.top, PauseMenu) and focused(robot) == _("Rules")
        assert len(table.state.log) == moves, "the game went on under the pause menu"
        robot.key(pygame.K_ESCAPE)  # cancels: back to the game
        assert robot.top is table and not table.paused
        robot.key(pygame.K_ESCAPE)
        robot.move_to(robot.button(_("Score pad")).rect.center)  # the pointer focuses
        robot.run(2)
        assert focused(robot) == _("Score pad")
        robot.key(pygame.K_SPACE)
        assert type(robot.top).__name__ == "ScorePad"
        assert robot.shows(_("Score pad"))
        assert focused(robot) == _("Close")
        robot.key(pygame.K_RIGHT)
        robot.key(pygame.K_RETURN)  # the focused Chart button: the view changes
        assert robot.top.chart and robot.shows(_("Numbers"))
        robot.key(pygame.K_ESCAPE)
        assert isinstance(robot.top, PauseMenu)
    finally:
        close(robot)


def test_a_notice_by_keys(tmp_path):
    robot = open_app(tmp_path)
    try:
        robot.key(pygame.K_ESCAPE)  # the main menu asks before quitting
        assert isinstance(robot.top, NoticeScene)
        assert focused(robot) == _("Cancel")  # the cancel button has the focus
        robot.key(pygame.K_LEFT)
        assert focused(robot) == _("Quit")
        robot.key(pygame.K_ESCAPE)  # Escape cancels whatever has the focus
        assert type(robot.top).__name__ == "MainMenu" and robot.app.running
        robot.key(pygame.K_ESCAPE)
        robot.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
        assert focused(robot) == _("Quit")
        robot.key(pygame.K_RETURN)
        assert not robot.app.running
    finally:
        close(robot)


def test_every_widget_follows_the_one_protocol(app):
    """Each widget is a ``Widget``; one that moves by itself says when it needs
    frames (``wake_in``), so the resting loop never freezes it (every class:
    tests/test_ui_contracts.py)."""
    from game.ui.kit import widgets as w

    made = [
        w.Button("OK"),
        w.Label("Text"),
        w.Toggle(),
        w.Choice([(1, "one"), (2, "two")], 1),
        w.Stepper(1, 0, 3),
        w.Slider(0.5),
        w.TextInput(),
    ]
    for widget in made:
        assert isinstance(widget, w.Widget), type(widget).__name__
    toggle = made[2]
    assert toggle.wake_in() is None
    toggle.set(True)
    assert toggle.wake_in() == 0.0  # the knob slides
    for _i in range(30):
        toggle.update(1 / 60)
    assert toggle.wake_in() is None
