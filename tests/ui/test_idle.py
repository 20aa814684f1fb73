"""Work made between frames (``game.ui.idle``, ``App.between_frames``): card faces
made ahead so that no frame stops to draw one, never at the cost of the next frame
or of the answer to input."""

from __future__ import annotations

import time

import pygame

from game.i18n import _
from game.rules import CARDS
from game.ui.idle import FIRST_GUESS, IdleWork
from tests.robot import close, open_app, start_game_from_menu


class Clock:
    """A clock each job moves on by its length."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_jobs_run_in_order_once_each_and_only_while_one_fits():
    clock, done = Clock(), []
    work = IdleWork()

    def job(name, length):
        def run():
            done.append(name)
            clock.now += length
        return run

    for name in "abcd":
        work.add(name, job(name, 0.002))
    work.add("a", job("again", 0.002))  # a key already waiting is not queued twice
    assert work.pending == 4
    # 5 ms until the next frame, jobs guessed at 6 ms: none may start.
    assert work.run_until(0.005, clock=clock) == 0 and done == []
    # A long gap: jobs run, the guess follows what they took.
    assert work.run_until(1.0, most=2, clock=clock) == 2 and done == ["a", "b"]
    assert work.longest < FIRST_GUESS
    work.run_until(1.0, clock=clock)
    assert done == ["a", "b", "c", "d"] and work.pending == 0 and work.done == 4


def test_a_long_job_makes_the_next_ones_wait_for_a_longer_gap():
    clock = Clock()
    work = IdleWork()

    def slow():
        clock.now += 0.012

    work.add(1, slow)
    work.add(2, slow)
    assert work.run_until(0.010, clock=clock) == 1  # the first guess was 6 ms
    assert work.longest >= 0.012
    start = clock.now
    assert work.run_until(start + 0.020, clock=clock) == 1
    work.add(3, slow)
    assert work.run_until(clock.now + 0.010, clock=clock) == 0  # 12 ms do not fit in 10
    # ... but a slow machine does not stop the work for good: the guess comes down.
    gaps = 0
    while work.run_until(clock.now + 0.010, clock=clock) == 0:
        gaps += 1
        assert gaps < 10
    assert gaps >= 1


def test_the_table_makes_every_face_ahead_and_frames_draw_none(tmp_path):
    """A real game: between frames the App makes every card face at the hand's, the
    trick's and the trump card's size; after that, frames draw no face at all."""
    robot = open_app(tmp_path, speed="fast", size=(1280, 800))
    try:
        start_game_from_menu(robot, 4, _("Easy"))
        table = robot.top
        app = robot.app
        for _i in range(2000):  # about 200 jobs of 1-10 ms, as frames leave time
            robot.run(1)
            if app.idle.pending == 0:
                break
        assert app.idle.pending == 0, f"{app.idle.pending} jobs still waiting"
        lay = table.layout
        for size in (lay.hand_card, lay.trick_card, lay.info_card):
            made = app.card_art(*size)._faces
            assert set(made) == {str(c) for c in CARDS}, (size, len(made))
        from game.ui.cardart import CardArt

        drawn: list[str] = []
        real = CardArt._render_face
        CardArt._render_face = lambda art, card: drawn.append(card) or real(art, card)
        try:
            robot.run(240)  # cards dealt, bid and played: all from the made faces
        finally:
            CardArt._render_face = real
        assert drawn == [], drawn
    finally:
        close(robot)


def test_the_resting_loop_makes_faces_and_still_answers_input_at_once(tmp_path):
    """At rest (the main menu), ``App.run`` does the waiting work a job at a time and
    looks for input between jobs: a key pressed is answered within a job's length."""
    robot = open_app(tmp_path)
    app = robot.app
    try:
        robot.run(5)
        ran: list[float] = []
        posted: list[float] = []

        def press():
            posted.append(time.perf_counter())
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F13, mod=0, unicode="")
            )

        for i in range(400):
            if i == 200:
                app.idle.add("key", press)
            app.idle.add(i, lambda: (ran.append(time.perf_counter()), time.sleep(0.002)))
        answered: list[float] = []
        real_dispatch = app.dispatch

        def dispatch(event):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F13:
                answered.append(time.perf_counter())
                app.quit()
            real_dispatch(event)

        app.dispatch = dispatch
        app.run(max_seconds=5.0)
        assert posted and answered, "the key was never answered"
        assert len(ran) == 200, f"{len(ran)} jobs ran: the rest waited for input"
        assert all(t < posted[0] for t in ran)  # no job between the key and its answer
        assert answered[0] - posted[0] < 0.1
        assert app.idle.pending == 200
    finally:
        close(robot)
