"""The loop that rests (issue 11): ``App.run`` draws frames only while something moves
and sleeps otherwise, yet everything that should repaint still does: a hovered button,
a blinking text cursor, a toast posted from another thread, a window resize, the
computer players' moves. Real App (tests/robot.py), real loop in real time, strict
mode; the robot's 60 settle frames follow each check.
"""

from __future__ import annotations

import threading
import time

import pygame
import pytest

from game.i18n import _
from game.ui.kit.widgets import TextInput
from game.ui.scene import Scene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.table import TableScene
from tests.robot import Frames, human_move, start_game_from_menu


def test_the_main_menu_rests_and_answers_the_mouse_at_once(robot):
    app = robot.app
    frames = Frames(app)
    t0 = time.perf_counter()
    app.run(max_seconds=1.5)
    # Only the fan's gentle bob, a pixel at a time: a few frames a second, not 60.
    assert frames.since(t0) <= 12, f"{frames.since(t0)} frames in 1.5 s on a still menu"
    button = robot.button(_("Tutorial"))
    assert not button.hovered
    before = app.screen.subsurface(button.rect).copy()
    robot.move_to(button.rect.center)
    moved = time.perf_counter()
    app.run(max_seconds=0.3)
    drawn = [t for t in frames.times if t >= moved]
    assert drawn and drawn[0] - moved < 0.1, "no frame soon after the pointer moved"
    assert button.hovered
    after = app.screen.subsurface(button.rect)
    changed = sum(
        before.get_at((x, y)) != after.get_at((x, y))
        for x in range(0, button.rect.width, 4)
        for y in range(0, button.rect.height, 4)
    )
    assert changed > 20, "the hovered button was not drawn lit"
    robot.run()


def test_a_focused_text_field_keeps_blinking_while_the_loop_rests(robot):
    robot.click(_("New game"))
    scene = robot.top
    assert isinstance(scene, NewGameScene)
    field = next(w for w in scene.focus.widgets if isinstance(w, TextInput))
    robot.click_at(field.rect.center)
    assert field.focused
    app = robot.app
    frames = Frames(app)
    shown: list[bool] = []
    frames.after.append(lambda: shown.append((field._blink % 1.0) < 0.6))
    t0 = time.perf_counter()
    app.run(max_seconds=2.2)
    count = frames.since(t0)
    assert 3 <= count <= 40, f"{count} frames in 2.2 s with a blinking cursor"
    assert True in shown and False in shown, "the cursor never blinked"
    robot.type_text("Ada")
    assert field.text.endswith("Ada")


def test_a_toast_from_another_thread_wakes_the_resting_loop(robot):
    app = robot.app
    frames = Frames(app)
    app.run(max_seconds=0.5)
    told: list[float] = []

    def fail_to_save() -> None:
        time.sleep(0.3)
        told.append(time.perf_counter())
        app.save_trouble.report("settings", OSError("No space left on device"))

    worker = threading.Thread(target=fail_to_save)
    worker.start()
    app.run(max_seconds=1.2)
    worker.join()
    assert app.save_trouble.told == ["settings"]
    drawn = [t for t in frames.times if t >= told[0]]
    assert drawn and drawn[0] - told[0] < 0.1, "the toast waited for the next input"
    assert robot.shows(_("Your settings can't be saved right now (disk full?). Playing on."))
    robot.run()


def test_a_resize_is_drawn_at_once_while_resting(robot):
    app = robot.app
    frames = Frames(app)
    posted: list[float] = []

    def resize_later() -> None:  # the window manager resizes while the loop sleeps
        time.sleep(0.4)
        posted.append(time.perf_counter())
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1200, h=760, size=(1200, 760)))

    mover = threading.Thread(target=resize_later)
    mover.start()
    app.run(max_seconds=1.2)
    mover.join()
    assert app.screen.get_size() == (1200, 760)
    after = [i for i, t in enumerate(frames.times) if t >= posted[0]]
    assert after and frames.times[after[0]] - posted[0] < 0.1, "the resize waited"
    assert frames.sizes[after[0]] == (1200, 760)
    assert robot.shows(_("New game"))
    robot.run()


def test_the_rules_rest_while_read_and_glide_when_scrolled(robot):
    robot.click(_("Rules"))
    app = robot.app
    view = robot.top.view
    frames = Frames(app)
    t0 = time.perf_counter()
    app.run(max_seconds=1.0)
    assert frames.since(t0) <= 3, f"{frames.since(t0)} frames in 1 s on a page being read"
    top_before = view.offset
    robot.move_to(view.rect.center)
    robot.post(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)
    t1 = time.perf_counter()
    app.run(max_seconds=1.0)
    assert view.offset == view.target > top_before, "the page did not scroll all the way"
    gliding = frames.since(t1)
    assert gliding >= 5, f"the scroll jumped ({gliding} frames): no glide drawn"
    t2 = time.perf_counter()
    app.run(max_seconds=0.6)
    assert frames.since(t2) <= 2
    robot.run()


@pytest.mark.parametrize("kind", ["WINDOWEXPOSED", "WINDOWFOCUSGAINED", "WINDOWSHOWN"])
def test_window_events_are_drawn_at_once_while_resting(robot, kind):
    """Uncovered, focused or shown again: the window is painted anew at once (on the
    About screen, which has nothing that moves: no frame comes by itself)."""
    robot.click(_("About"))
    app = robot.app
    frames = Frames(app)
    posted: list[float] = []

    def later() -> None:
        time.sleep(0.4)
        posted.append(time.perf_counter())
        pygame.event.post(pygame.event.Event(getattr(pygame, kind)))

    poster = threading.Thread(target=later)
    poster.start()
    app.run(max_seconds=1.0)
    poster.join()
    after = [t for t in frames.times if t >= posted[0]]
    assert after and after[0] - posted[0] < 0.1, f"{kind} waited for other input"
    before = [t for t in frames.times if posted[0] - 0.35 <= t < posted[0]]
    assert before == [], "the About screen did not rest"
    robot.run()


def test_the_table_rests_on_your_turn_and_the_computer_players_need_no_input(robot):
    start_game_from_menu(robot, 3)
    table = robot.top
    assert isinstance(table, TableScene)
    app = robot.app
    frames = Frames(app)
    deadline = time.perf_counter() + 30
    while not table.human_turn:  # the deal and the computer players, with no input
        assert time.perf_counter() < deadline, robot.describe()
        app.run(max_seconds=0.2)
    app.run(max_seconds=4.5)  # the turn glow pulses, then holds steady
    assert table.wake_in() is None
    t0 = time.perf_counter()
    app.run(max_seconds=1.5)
    assert frames.since(t0) <= 3, f"{frames.since(t0)} frames in 1.5 s on your turn"
    assert 0 in robot.app.stack.top.seen.glow, "the plate of the player to move is not lit"
    moves = len(table.state.log)
    assert human_move(robot, table)
    deadline = time.perf_counter() + 30
    while len(table.state.log) < moves + 2 or not (table.human_turn or robot.top is not table):
        assert time.perf_counter() < deadline, robot.describe()
        app.run(max_seconds=0.2)
    robot.run()


class Broken(Scene):
    def draw(self, surface) -> None:
        raise RuntimeError("drawn badly")


def test_strict_mode_still_raises_from_the_resting_loop(robot):
    robot.app.push(Broken(robot.app))
    with pytest.raises(RuntimeError, match="drawn badly"):
        robot.app.run(max_seconds=0.5)
    robot.app.pop()
