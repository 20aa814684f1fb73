"""The lesson table rests like the game table (issue 11): while the learner reads the
coach's text, or is to move, and nothing moves, the loop draws no frames; the coach's
marks (glowing highlights, bobbing arrows, the Next button's glow) move for a few
seconds after each step and then hold still. The coach still answers at once: Enter
moves it on, the script's moves play without input. Real App, real loop in real time
(tests/robot.py), strict mode.
"""

from __future__ import annotations

import time

import pygame

from game.i18n import _
from game.ui.scene import ASLEEP
from game.ui.scenes.tutorial_table import is_lesson
from game.ui.table.rest import PULSE_FOR, SETTLE
from tests.robot import Frames, lesson_titles


def settle(robot, table, mode: str, seconds: float = 30.0) -> None:
    """Run the real loop until the coach's step is in ``mode`` and nothing moves."""
    deadline = time.perf_counter() + seconds
    while table.busy or table.mode.runner.mode != mode:
        assert time.perf_counter() < deadline, robot.describe()
        robot.app.run(max_seconds=0.2)


def test_the_lesson_rests_while_read_and_on_the_learners_move(robot):
    app = robot.app
    robot.click(_("Tutorial"))
    robot.click(_("Start"), near=lesson_titles()[0])
    table = robot.top
    assert is_lesson(table), robot.describe()
    frames = Frames(app)
    settle(robot, table, "read")
    app.run(max_seconds=PULSE_FOR + SETTLE + 0.5)  # the coach's marks calm down
    assert table.wake_in() is ASLEEP
    t0 = time.perf_counter()
    app.run(max_seconds=1.5)
    assert frames.since(t0) <= 3, f"{frames.since(t0)} frames in 1.5 s while the coach is read"
    assert robot.shows(_("Next")), robot.describe()

    # Enter moves the coach on at once, and its marks move again for a while.
    index = table.mode.runner.index
    robot.post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    pressed = time.perf_counter()
    app.run(max_seconds=0.5)
    drawn = [t for t in frames.times if t >= pressed]
    assert drawn and drawn[0] - pressed < 0.1, "no frame soon after Enter"
    assert table.mode.runner.index == index + 1, robot.describe()

    # On to the learner's first move: the script's moves need no input; then rest.
    deadline = time.perf_counter() + 60
    while not (table.human_turn and table.mode.runner.mode == "act"):
        assert time.perf_counter() < deadline, robot.describe()
        if table.mode.runner.mode in ("read", "done") and not table.busy:
            robot.post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        app.run(max_seconds=0.2)
    app.run(max_seconds=PULSE_FOR + SETTLE + 0.5)
    assert table.wake_in() is ASLEEP
    t0 = time.perf_counter()
    app.run(max_seconds=1.5)
    assert frames.since(t0) <= 3, f"{frames.since(t0)} frames in 1.5 s on the learner's move"
    robot.run()
