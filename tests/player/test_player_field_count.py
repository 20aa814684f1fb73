"""A text field's character count is shown where a player can reach the limit: the
Open screen's path field (1,000 characters) shows no "0/1000" while a path is typed,
only near the end, and red when a character is refused; a name field (16
characters) keeps its count from the first letter. Real App, input as posted events,
the count read from the window's pixels."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.settings import NAME_MAX
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.review_open import PATH_MAX, OpenGameScene
from tests.robot import close, open_app


def count(n: int, most: int) -> str:
    return f"{n}/{most}"


def test_the_path_field_counts_only_near_its_limit(tmp_path):
    robot = open_app(tmp_path)
    try:
        for _i in range(12):
            if robot.top.focus.current.text == _("Open a game"):
                break
            robot.key(pygame.K_DOWN, settle=2)
        robot.key(pygame.K_RETURN)
        scene = robot.top
        assert isinstance(scene, OpenGameScene), robot.describe()
        field = scene.path_field
        assert scene.focus.current is field and field.focused
        assert not robot.shows(count(0, PATH_MAX), field.rect)
        path = str(tmp_path / "games" / "game-00001.json")
        robot.type_text(path)
        assert robot.shows(path[-20:], field.rect) or field.text == path
        assert not robot.shows(count(len(path), PATH_MAX), field.rect), robot.describe()
        # Near the limit the count appears; at the limit a refused character turns it red.
        field.set_text("")
        near = PATH_MAX - 50
        robot.type_text("x" * near)
        assert robot.shows(count(near, PATH_MAX), field.rect), robot.describe()
        robot.type_text("y" * 60)
        assert len(field.text) == PATH_MAX and field.refused > 0
        assert robot.shows(count(PATH_MAX, PATH_MAX), field.rect), robot.describe()
    finally:
        close(robot)


def test_a_name_field_keeps_its_count(tmp_path):
    robot = open_app(tmp_path)
    try:
        robot.click(_("New game"))
        scene = robot.top
        assert isinstance(scene, NewGameScene)
        field = scene.name_inputs[0]
        robot.click_at(field.rect.center)
        assert field.focused
        assert robot.shows(count(len(field.text), NAME_MAX), field.rect), robot.describe()
    finally:
        close(robot)
