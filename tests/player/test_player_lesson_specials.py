"""The player robot takes the special cards lesson (the eighth): from the lesson list
to its end and back to the list, every move made by clicking what the Hint names:
the Fairy, the Bomb, the Werewolf's trump in its panel, the Juggler and the Cloud
with their suit, the pass, the Cloud's bid change, the Shapeshifter as a Wizard."""

from __future__ import annotations

import pytest

from game.i18n import _
from game.rules import Phase
from game.tutorial import LESSONS
from game.tutorial.lesson_specials import ANNIVERSARY
from game.ui.scenes.tutorial import TutorialScene
from game.ui.scenes.tutorial_table import is_lesson
from tests.robot import close, lesson_titles, open_app, play_lesson, read_json

BOMB_STEP = ANNIVERSARY.steps.index(
    next(s for s in ANNIVERSARY.steps if "play BOMB" in s.expect)
)


class Seen:
    """What the robot saw on the way: the bombed trick's caption while the coach
    comments on it, and the special phases the learner moved in."""

    def __init__(self) -> None:
        self.bomb_caption = False
        self.phases: set[Phase] = set()

    def __call__(self, robot) -> None:
        table = robot.top
        if not is_lesson(table):
            return
        r = table.mode.runner
        if r.mode == "act":
            self.phases.add(table.state.phase)
        if r.index == BOMB_STEP and r.mode == "done" and not table.busy:
            self.bomb_caption |= robot.shows(_("The Bomb: nobody takes this trick"))


@pytest.mark.parametrize("deck_style, speed", [("classic", "fast"), ("four_colour", "instant")])
def test_special_cards_lesson_from_the_list_to_its_end_and_back(tmp_path, deck_style, speed):
    robot = open_app(tmp_path, speed=speed, deck_style=deck_style, dt=0.05)
    seen = Seen()
    robot.on_frame.append(seen)
    try:
        robot.click(_("Tutorial"))
        index = LESSONS.index(ANNIVERSARY)
        assert index == 7
        title = lesson_titles()[index]
        robot.click(_("Start"), near=title)
        table = robot.top
        assert is_lesson(table) and table.mode.lesson.id == "specials", robot.describe()
        play_lesson(robot)
        robot.run(90)
        assert robot.shows(_("Lesson complete!")), robot.describe()
        history = table.state.history[-1]
        assert history.points[0] == 30  # the Shapeshifter's round, bid 1, took 1
        robot.click(_("Lessons"))
        assert isinstance(robot.top, TutorialScene), robot.describe()
        completed = read_json(robot.app.progress_path)["tutorial"]["completed"]
        assert completed == ["specials"]
        assert seen.bomb_caption, "the bombed trick's caption was not shown"
        assert {Phase.WEREWOLF, Phase.PASS, Phase.CLOUD} <= seen.phases
    finally:
        close(robot)
