"""Keyboard help, as the player uses it: F1 or ? opens the list of keys over the
table and over the menus, F1 / ? / Esc / Close close it, a "?" typed into a name
field stays in the field; the keys the help lists for the table do what it says;
the table's buttons show their keys. Real App and AI worker, posted events only."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.scenes.help import HelpOverlay
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.overlays import LastTrickReview, PauseMenu, ScorePad
from game.ui.scenes.table import TableScene
from tests.robot import close, open_app, play_game, start_game_from_menu


def test_help_over_the_menus_and_a_question_mark_in_a_name_field(tmp_path):
    robot = open_app(tmp_path)
    try:
        menu = robot.top
        assert isinstance(menu, MainMenu)
        robot.key(pygame.K_F1)
        assert isinstance(robot.top, HelpOverlay), robot.describe()
        assert robot.shows(_("Keyboard shortcuts")) and robot.shows(_("Menus"))
        assert robot.shows(_("Press the highlighted button"))
        assert not robot.shows(_("At the table")), "the menus' help lists the table's keys"
        robot.key(pygame.K_F1)  # F1 again closes it
        assert robot.top is menu
        robot.key(pygame.K_SLASH, pygame.KMOD_LSHIFT, unicode="?")
        assert isinstance(robot.top, HelpOverlay)
        robot.key(pygame.K_ESCAPE)
        assert robot.top is menu
        # In New game, a "?" typed into the name field is a character, not the help.
        robot.click(_("New game"))
        scene = robot.top
        robot.click_at(scene.you_input.rect.center)
        assert scene.focus.current is scene.you_input
        before = scene.you_input.text
        robot.key(pygame.K_SLASH, pygame.KMOD_LSHIFT, unicode="?", settle=1)
        robot.type_text("?")
        assert robot.top is scene, "a typed ? opened the help over a text field"
        assert scene.you_input.text == before + "?"
        robot.key(pygame.K_F1)  # F1 works there too
        assert isinstance(robot.top, HelpOverlay)
        robot.click(_("Close"))
        assert robot.top is scene
        robot.run(60)
    finally:
        close(robot)


def test_help_at_the_table_lists_keys_that_work(tmp_path):
    robot = open_app(tmp_path)
    try:
        start_game_from_menu(robot, 3, _("Easy"))
        table = robot.top
        assert isinstance(table, TableScene)
        # The buttons show their keys where they fit (at 1024x640 at least Hint's).
        (hint,) = robot.buttons(_("Hint"))
        assert robot.shows("H", hint.rect, 1.0), "the Hint button does not show its key"
        play_game(robot, stop=lambda t: t.state.round == 2 and t.human_turn and not t.busy)
        robot.key(pygame.K_F1)
        help_ = robot.top
        assert isinstance(help_, HelpOverlay) and help_.below is table  # its keys
        for text in (
            _("At the table"),
            _("Bidding"),
            _("Playing a card"),
            _("Choosing the trump suit"),
            _("Score pad; C there switches to the chart"),
            _("Last trick"),
        ):
            assert robot.shows(text), f"{text!r} missing from the table's help"
        for key in ("S", "L", "H", "P", "F1", "F11"):
            assert robot.shows(key, help_.rect, 1.0), f"key {key!r} not on a key cap"
        pygame.image.save(robot.app.screen, str(tmp_path / "help-table.png"))
        robot.key(pygame.K_SLASH, pygame.KMOD_LSHIFT, unicode="?")
        assert robot.top is table
        # What it lists works: S, then C inside; L; P; H.
        robot.key(pygame.K_s)
        assert isinstance(robot.top, ScorePad)
        robot.key(pygame.K_c)
        assert robot.top.chart
        robot.key(pygame.K_ESCAPE)
        assert robot.top is table
        robot.key(pygame.K_l)
        assert isinstance(robot.top, LastTrickReview)
        robot.key(pygame.K_l)
        robot.key(pygame.K_p)
        assert isinstance(robot.top, PauseMenu)
        robot.key(pygame.K_p)
        assert robot.top is table
        robot.key(pygame.K_h)
        robot.until(lambda: table.heads.hint is not None, "a hint after H", 600)
        assert table.heads.hint.move == len(table.state.log), "H did not give a hint for this move"
        robot.run(60)
    finally:
        close(robot)


def test_help_in_a_lesson_lists_the_coach_keys(tmp_path):
    from game.ui.scenes.tutorial_table import is_lesson
    from tests.robot import lesson_titles

    robot = open_app(tmp_path)
    try:
        robot.click(_("Tutorial"))
        robot.click(_("Start"), near=lesson_titles()[0])
        lesson = robot.top
        assert is_lesson(lesson), robot.describe()
        robot.key(pygame.K_F1)
        assert isinstance(robot.top, HelpOverlay)
        assert robot.shows(_("Tutorial lesson")) and robot.shows(_("At the table"))
        assert robot.shows(_("Play the lesson again (at its end)"))
        pygame.image.save(robot.app.screen, str(tmp_path / "help-lesson.png"))
        robot.key(pygame.K_ESCAPE)
        assert robot.top is lesson
        assert lesson.mode.runner.mode == "read", "the first step of the first lesson is read"
        index = lesson.mode.runner.index
        robot.key(pygame.K_RETURN)  # Next, as the help says
        assert lesson.mode.runner.index == index + 1, "Enter did not move the coach on"
        robot.key(pygame.K_LEFT)  # and Back
        assert lesson.mode.runner.index == index
        robot.run(60)
    finally:
        close(robot)
