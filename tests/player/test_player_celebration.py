"""Game over that feels like an ending (issue 13): when the player wins, a short burst
of confetti is drawn over the Game over screen; the first click or key only ends it
(no button is pressed by it); it ends by itself after about two seconds; with
reduced motion there are no flying pieces and it is over in half a second; a loss
has none. "Review this game" opens the Review screen. Real App, posted input."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.celebration import COLOURS
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.review import ReviewScene
from tests.robot import close, open_app
from tests.rules_support import finished_game


def confetti_pixels(surface: pygame.Surface) -> int:
    """Pixels in three of the confetti's colours (the chart's lines have a few too:
    compare with the same screen without the celebration)."""
    # pygame only (no numpy, which the game does not install): threshold counts the
    # pixels equal to a colour.
    count = 0
    for colour in COLOURS[1:4]:  # blue, red, green: not used by the Game over screen
        count += pygame.transform.threshold(
            None, surface, colour, (0, 0, 0, 0), set_behavior=0
        )
    return count


def show_game_over(robot, setup, state) -> GameOverScene:
    scene = GameOverScene(robot.app, setup, state)
    robot.app.clear_to(scene)
    robot.run(20)
    return scene


def test_a_win_is_celebrated_and_a_key_only_skips_it(tmp_path):
    setup, state = finished_game(player_wins=True)
    robot = open_app(tmp_path)
    try:
        over = show_game_over(robot, setup, state)
        assert over.celebration is not None and over.celebration.running
        assert robot.shows(_("You win!"))
        during = confetti_pixels(robot.app.screen)
        robot.key(pygame.K_RETURN, settle=5)  # Enter would press Play again: it only skips
        assert robot.top is over and not over.celebration.running
        after = confetti_pixels(robot.app.screen)
        assert during > after + 1000, (during, after)
        robot.run(60)
        assert robot.top is over
        robot.key(pygame.K_r)  # "Review this game"
        assert isinstance(robot.top, ReviewScene) and robot.top.seat == 0
        assert robot.shows(_("Review"))
        robot.key(pygame.K_ESCAPE)
        assert robot.top is over
        robot.run(60)
    finally:
        close(robot)


def test_a_click_skips_it_and_it_ends_by_itself(tmp_path):
    setup, state = finished_game(player_wins=True)
    robot = open_app(tmp_path)
    try:
        over = show_game_over(robot, setup, state)
        during = confetti_pixels(robot.app.screen)
        menu_button = next(b for b in over.buttons if b.text == _("Main menu"))
        robot.click_at(menu_button.rect.center, settle=5)  # skips, does not leave
        assert robot.top is over and not over.celebration.running
        robot.move_to((1, 1))  # the pointer off the buttons and the chart
        robot.run(5)
        quiet = confetti_pixels(robot.app.screen)
        assert during > quiet + 1000, (during, quiet)
        robot.click(_("Main menu"))
        assert isinstance(robot.top, MainMenu)
        # Left alone, the burst is over in about two seconds.
        over = show_game_over(robot, setup, state)
        robot.run(150)
        assert not over.celebration.running and not over.celebration.skipped
        assert confetti_pixels(robot.app.screen) == quiet
        robot.run(60)
    finally:
        close(robot)


def test_reduced_motion_has_no_flying_pieces_and_a_loss_no_celebration(tmp_path):
    setup, state = finished_game(player_wins=True)
    robot = open_app(tmp_path)
    try:
        robot.app.settings.reduced_motion = True
        over = show_game_over(robot, setup, state)
        assert over.celebration.reduced and not over.celebration.pieces
        while_on = confetti_pixels(robot.app.screen)
        robot.run(30)
        assert not over.celebration.running  # half a second
        assert confetti_pixels(robot.app.screen) == while_on  # nothing flew
        robot.app.settings.reduced_motion = False
        lost_setup, lost_state = finished_game(player_wins=False)
        over = show_game_over(robot, lost_setup, lost_state)
        assert over.celebration is None
        assert not robot.shows(_("You win!"))
        robot.run(60)
    finally:
        close(robot)


def test_the_real_loop_draws_the_burst_and_then_rests(tmp_path):
    """In App.run (real time): the celebration is drawn at the full frame rate, and
    once it is over the Game over screen sleeps until input."""
    import time

    setup, state = finished_game(player_wins=True)
    robot = open_app(tmp_path)
    try:
        app = robot.app
        over = GameOverScene(app, setup, state)
        app.clear_to(over)
        times: list[float] = []
        original = app.step

        def step(dt, *args, **kwargs) -> None:
            times.append(time.perf_counter())
            original(dt, *args, **kwargs)

        app.step = step
        t0 = time.perf_counter()
        app.run(max_seconds=1.0)
        flying = sum(1 for t in times if t >= t0)
        assert flying > 15, f"{flying} frames in 1 s of celebration"  # 60 unloaded
        for _i in range(20):  # it ends (about 2.2 s of frames in all; slower under load)
            if not over.celebration.running:
                break
            app.run(max_seconds=0.5)
        assert not over.celebration.running, over.celebration.t
        t1 = time.perf_counter()
        app.run(max_seconds=1.5)
        resting = sum(1 for t in times if t >= t1)
        assert resting <= 3, f"{resting} frames in 1.5 s after the celebration"
        del app.step
        robot.run(60)
    finally:
        close(robot)
