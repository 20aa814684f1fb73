"""The player robot takes the special cards lesson (the eighth): from the lesson list
to its end and back to the list, every move made by clicking what the Hint names:
the Fairy, the Bomb, the Werewolf's trump in its panel, the Juggler and the Cloud
with their suit, the pass, the Cloud's bid change, the Shapeshifter as a Wizard."""

from __future__ import annotations

import pytest

from game.devtools.robot import make_action
from game.i18n import _
from game.rules import Phase, parse_action
from game.tutorial import LESSONS
from game.tutorial.lesson_specials import ANNIVERSARY
from game.tutorial.progress import Progress, save_progress
from game.ui.scenes.tutorial import TutorialScene
from game.ui.scenes.tutorial_table import is_lesson
from tests.robot import close, lesson_titles, open_app, play_lesson, read_json, user_dirs


def step_asking(move: str) -> int:
    return next(i for i, s in enumerate(ANNIVERSARY.steps) if move in s.expect)


BOMB_STEP = step_asking("play BOMB")
JUGGLER_STEP = step_asking("play JUGGLER S")


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


def test_wrong_name_and_wrong_pass_are_explained_on_the_table(tmp_path):
    """Naming the Juggler hearts, then passing the low card: the coach says why, the
    panel stays open for the right name, and the right moves go on."""
    data = user_dirs(tmp_path)["data"]
    data.mkdir(parents=True, exist_ok=True)
    save_progress(data / "progress.json", Progress(current="specials", step=JUGGLER_STEP))
    robot = open_app(tmp_path, speed="instant")
    try:
        robot.click(_("Tutorial"))
        robot.click(_("Continue"), near=lesson_titles()[LESSONS.index(ANNIVERSARY)])
        table = robot.top
        r = table.mode.runner
        robot.run(60)
        assert r.index == JUGGLER_STEP and r.mode == "act" and table.human_turn
        make_action(robot, table, parse_action("play JUGGLER H"))
        robot.run(10)
        assert r.feedback is not None and r.feedback.kind == "wrong"
        assert "Juggler" in r.feedback.text and table.moves.options is not None
        make_action(robot, table, parse_action("play JUGGLER S"))
        robot.run(60)
        assert r.index == JUGGLER_STEP + 1 and table.state.phase == Phase.PASS
        make_action(robot, table, parse_action("pass H2"))
        robot.run(10)
        assert r.feedback is not None and r.feedback.kind == "wrong"
        assert robot.shows(_("Choose a card to pass to {name}").format(name="Anna"))
        make_action(robot, table, parse_action("pass C13"))
        robot.run(60)
        assert r.mode == "done" and table.state.phase == Phase.PLAY
    finally:
        close(robot)
