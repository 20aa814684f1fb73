"""The player robot takes the tutorial: every lesson from the main menu to its end
and back to the lesson list (both deck styles), and Skip lesson. The learner's moves
come from the lesson's own Hint, read off the status line, and are made by clicking
the card or button; free moves take any playable card."""

from __future__ import annotations

import pytest

from game.i18n import _
from game.tutorial import LESSONS
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.tutorial import TutorialScene
from game.ui.scenes.tutorial_table import is_lesson
from tests.robot import TurnMarkerWatch, close, lesson_titles, open_app, play_lesson, read_json


def completed(robot) -> list[str]:
    path = robot.app.progress_path
    return list(read_json(path)["tutorial"]["completed"]) if path.exists() else []


def row_label(robot, title: str) -> str:
    """The label of the button on the lesson's row in the list."""
    spots = robot.where(title)
    assert spots, f"{title!r} is not in the list; {robot.describe()}"
    y = spots[0].centery
    for b in robot.buttons():
        if b.text in (_("Start"), _("Continue"), _("Replay")) and abs(b.rect.centery - y) < 20:
            return b.text
    raise AssertionError(f"no button on the row of {title!r}; {robot.describe()}")


@pytest.mark.parametrize("deck_style, speed", [("classic", "fast"), ("four_colour", "instant")])
def test_every_lesson_from_the_menu_to_its_end_and_back(tmp_path, deck_style, speed):
    robot = open_app(tmp_path, speed=speed, deck_style=deck_style, dt=0.05)
    watch = TurnMarkerWatch()
    robot.on_frame.append(watch)
    try:
        robot.click(_("Tutorial"))
        assert isinstance(robot.top, TutorialScene)
        for lesson, title in zip(LESSONS, lesson_titles(), strict=True):
            assert row_label(robot, title) == _("Start")
            robot.click(_("Start"), near=title)
            table = robot.top
            assert is_lesson(table) and table.mode.lesson.id == lesson.id
            play_lesson(robot)
            robot.run(90)  # the end of a lesson crashed one frame after its last step
            assert robot.shows(_("Lesson complete!")), f"{lesson.id}: {robot.describe()}"
            assert lesson.id in completed(robot)
            robot.click(_("Lessons"))
            assert isinstance(robot.top, TutorialScene), robot.describe()
            assert row_label(robot, title) == _("Replay")
        assert completed(robot) == [lesson.id for lesson in LESSONS]
        robot.click(_("Back"))
        assert isinstance(robot.top, MainMenu)
        assert watch.problems == [], "turn marker on the wrong seat:\n" + "\n".join(watch.problems)
    finally:
        close(robot)


def test_skip_lesson_does_not_mark_it_completed(tmp_path):
    robot = open_app(tmp_path, speed="instant")
    try:
        robot.click(_("Tutorial"))
        first, second = lesson_titles()[:2]
        robot.click(_("Start"), near=first)
        robot.click(_("Next"))  # one step in: the lesson is under way
        robot.click(_("Skip lesson"))
        table = robot.top
        assert is_lesson(table) and table.mode.lesson.id == LESSONS[1].id
        assert robot.shows(_(LESSONS[1].title))
        assert LESSONS[0].id not in completed(robot), "Skip lesson marked it completed"
        robot.click(_("Lessons"))
        assert isinstance(robot.top, TutorialScene)
        assert row_label(robot, first) != _("Replay"), "the skipped lesson shows as done"
        assert completed(robot) == []
    finally:
        close(robot)
