"""The screens around a game rest when nothing moves (issue 11, a loop that rests):
Game over once its confetti has flown, Review once its analysis is done, Statistics
and Settings draw no frame over a quiet second of the real App's real loop, yet
draw at once what the player does (a hover, a key, a switch that slides). The
moving parts still get every frame: the confetti, a sliding switch."""

from __future__ import annotations

import time

import pygame
import pytest

from game.history import game_document
from game.i18n import _
from game.ui.kit.widgets import Toggle
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.review import ReviewScene
from tests.rules_support import finished_game

QUIET = 1.0  # seconds without input
# The loop draws the first frame of a run and one when the run's time is up: two
# frames for a second of rest (60 for a screen drawn every frame).
RESTING = 2


def frames_in(app, seconds: float) -> int:
    """Frames the real loop (App.run, which rests) draws in ``seconds``."""
    before = app.frames_run
    app.run(max_seconds=seconds)
    return app.frames_run - before


def rest_until(app, ready, what: str, timeout: float = 60.0) -> None:
    deadline = time.perf_counter() + timeout
    while not (ready() and app.wake_in() is None):
        assert time.perf_counter() < deadline, f"{what} never came to rest"
        app.run(max_seconds=0.2)


def first_frame_after(app, act, seconds: float = 0.3) -> float:
    """Seconds from ``act()`` (posting input) to the first frame the resting loop draws."""
    starts: list[float] = []
    original = app.step

    def step(dt, events=None) -> None:
        starts.append(time.perf_counter())
        original(dt, events)

    app.step = step
    try:
        app.run(max_seconds=0.05)  # the run's own first frame, before the input
        starts.clear()
        t0 = time.perf_counter()
        act()
        app.run(max_seconds=seconds)
    finally:
        del app.step
    assert starts, "no frame was drawn after the input"
    return starts[0] - t0


def test_game_over_rests_after_the_confetti_and_answers_the_pointer(robot):
    app = robot.app
    setup, state = finished_game(player_wins=True)
    over = GameOverScene(app, setup, state)
    app.clear_to(over)
    app.run(max_frames=2)  # the first frame builds the screen (a few hundred ms)
    assert over.celebration.running
    before = app.frames_run
    rest_until(app, lambda: not over.celebration.running, "Game over")
    flying = app.frames_run - before  # about 130 at 60 fps; fewer on a busy machine
    assert flying >= 20, f"the confetti got only {flying} frames in its 2.2 s"
    assert frames_in(app, QUIET) <= RESTING
    assert robot.shows(_("You win!")) and robot.shows(_("Play again"))
    button = robot.button(_("Review this game"))
    before = app.screen.subsurface(button.rect).copy()
    delay = first_frame_after(app, lambda: robot.move_to(button.rect.center))
    assert delay < 0.1 and button.hovered
    after = app.screen.subsurface(button.rect)
    changed = sum(before.get_at((x, y)) != after.get_at((x, y))
                  for x in range(0, button.rect.width, 4) for y in range(0, button.rect.height, 4))
    assert changed > 20, "the hovered button was not drawn lit"
    assert frames_in(app, QUIET) <= RESTING  # and rests again


def test_the_confetti_flies_over_a_still_image_of_game_over(robot):
    """While it flies only the confetti is drawn anew, over the screen drawn once
    (frame work ~7 ms -> ~1 ms): what the player sees is the same as a full redraw,
    and a hover during the flight is drawn."""
    app = robot.app
    setup, state = finished_game(player_wins=True)
    over = GameOverScene(app, setup, state)
    app.clear_to(over)
    robot.run(20)
    assert over.celebration.running and over._still is not None
    cached = app.screen.copy()
    over._still = None
    over.draw(app.screen)  # everything drawn again, the confetti where it was
    w, h = app.screen.get_size()
    assert all(cached.get_at((x, y)) == app.screen.get_at((x, y))
               for x in range(0, w, 3) for y in range(0, h, 3))
    button = robot.button(_("Review this game"))
    robot.run(1)
    before = over._still.subsurface(button.rect).copy()  # (the screen without confetti)
    robot.move_to(button.rect.center)
    robot.run(1)
    assert over.celebration.running and button.hovered
    after = over._still.subsurface(button.rect)  # drawn again, lit
    assert sum(before.get_at((x, y)) != after.get_at((x, y))
               for x in range(0, button.rect.width, 4)
               for y in range(0, button.rect.height, 4)) > 20
    robot.run(200)
    assert not over.celebration.running and over._still is None


def test_a_lost_game_over_rests_from_the_start(robot):
    app = robot.app
    setup, state = finished_game(player_wins=False)
    app.clear_to(GameOverScene(app, setup, state))
    app.run(max_seconds=0.3)
    assert app.wake_in() is None
    assert frames_in(app, QUIET) <= RESTING
    assert robot.shows(_("Play again"))


def test_review_looks_at_the_analysis_while_it_runs_then_rests(robot):
    app = robot.app
    setup, state = finished_game(player_wins=True)
    review = ReviewScene(app, game_document(setup, state), seat=0)
    app.clear_to(review)
    if not review.job.done:  # a few looks a second at the analysis, not 60 frames
        assert frames_in(app, 0.5) <= 10
    rest_until(app, lambda: review.job.done, "Review")
    assert review.analysis_done
    assert frames_in(app, QUIET) <= RESTING
    assert review.cursor.at_start and robot.shows(
        _("Round 1 is dealt. Step forward with → or Next."))
    delay = first_frame_after(app, lambda: robot.post(
        pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    assert delay < 0.1 and review.cursor.position == 1
    assert not robot.shows(_("Round 1 is dealt. Step forward with → or Next."))
    robot.post(pygame.KEYUP, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    app.run(max_seconds=0.3)
    assert app.wake_in() is None
    assert frames_in(app, QUIET) <= RESTING
    assert robot.shows(_("Review"))


@pytest.mark.parametrize("screen,heading", [("statistics", "Statistics"),
                                            ("settings", "Settings")])
def test_statistics_and_settings_rest(robot, screen, heading):
    app = robot.app
    app.router.go_to(screen)
    app.run(max_seconds=0.3)
    rest_until(app, lambda: True, screen)
    assert frames_in(app, QUIET) <= RESTING
    assert robot.shows(_(heading))


def test_a_settings_switch_slides_at_full_frame_rate_then_rests(robot):
    app = robot.app
    app.router.go_to("settings")
    rest_until(app, lambda: True, "Settings")
    switch = next(w for w in robot.top.focus.widgets if isinstance(w, Toggle))
    value = switch.value
    knobs: list[float] = []  # where the knob was drawn, frame by frame
    original = app.step

    def step(dt, events=None) -> None:
        original(dt, events)
        knobs.append(switch._knob)

    app.step = step
    try:
        robot.post(pygame.MOUSEBUTTONDOWN, pos=switch.rect.center, button=1)
        robot.post(pygame.MOUSEBUTTONUP, pos=switch.rect.center, button=1)
        app.run(max_seconds=0.5)
    finally:
        del app.step
    assert switch.value != value and knobs[-1] == float(switch.value)
    between = [k for k in knobs if 0 < k < 1]
    assert len(between) >= 2, f"the knob was drawn on its way only at {between}"
    assert app.wake_in() is None
    assert frames_in(app, QUIET) <= RESTING
