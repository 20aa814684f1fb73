"""The tutorial on the real table: scripted input completes every lesson, a wrong
move shows its explanation, progress is saved, the saved game is never touched."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.rules import Play  # noqa: E402
from game.tutorial import LESSONS, lesson_by_id  # noqa: E402
from game.tutorial.progress import load_progress  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.tutorial import TutorialScene, open_tutorial  # noqa: E402
from game.ui.scenes.tutorial_table import is_lesson, lesson_table  # noqa: E402
from tests.robot import frames, post_key


@pytest.fixture
def app(make_app):
    return make_app(speed="instant")


def key(app, k):
    post_key(k)
    frames(app, 1)


def click_at(app, pos):
    for t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(t, pos=pos, button=1))
    frames(app, 2)


def click_card(app, table, card):
    rect = dict(table.hand_rects())[card]
    click_at(app, (rect.left + 6, rect.centery))  # the visible left edge of a fanned card


def make(app, table, action):
    if isinstance(action, Play):
        click_card(app, table, action.card)
        if action.named is not None:  # the Juggler, Cloud, Shapeshifter: its panel
            panel = table.moves.options
            click_at(app, dict(panel.buttons)[action.named].center)
    else:
        table.apply(0, action)
        frames(app, 2)


def run_lesson(app, table, try_wrong=True):
    r = table.mode.runner
    explained = 0
    for _ in range(400):
        frames(app, 2)
        if r.finished:
            return explained
        if r.mode in ("read", "done"):
            key(app, pygame.K_RETURN)
        elif r.mode == "act" and not table.busy:
            if try_wrong and not r.step.free and r.feedback is None:
                wrong = [a for a in r.state.legal_actions() if str(a) not in r.step.expect]
                if wrong:
                    make(app, table, wrong[0])
                    assert r.feedback is not None and r.feedback.kind == "wrong"
                    assert r.feedback.text
                    explained += 1
                    continue
            make(app, table, r.solution())
    raise AssertionError(f"lesson {table.mode.lesson.id} stuck in {r.mode} at step {r.index}")


@pytest.mark.parametrize("lesson_id", [lesson.id for lesson in LESSONS])
def test_scripted_input_completes_each_lesson(app, lesson_id):
    open_tutorial(app)
    frames(app, 3)
    table = lesson_table(app, lesson_by_id(lesson_id))
    app.push(table)
    explained = run_lesson(app, table)
    assert explained > 0 or lesson_id == "guided"
    assert lesson_id in load_progress(app.progress_path).completed
    assert not app.savegame_path.exists()


def test_illegal_card_is_explained_on_screen(app):
    table = lesson_table(app, lesson_by_id("follow"), start_step=1)
    app.push(table)
    for _ in range(50):
        frames(app, 2)
        if table.mode.runner.mode == "act" and not table.busy:
            break
    s9 = next(c for c in table.state.hand(0) if str(c) == "S9")
    click_card(app, table, s9)
    fb = table.mode.runner.feedback
    assert fb.kind == "illegal" and "follow hearts" in fb.text
    assert s9 in table.state.hand(0)
    table.draw(app.screen)  # the coach shows it without error


def test_progress_resume_and_lesson_list(app):
    table = lesson_table(app, lesson_by_id("trump"))
    app.push(table)
    frames(app, 3)
    key(app, pygame.K_RETURN)
    frames(app, 10)
    p = load_progress(app.progress_path)
    assert p.current == "trump" and p.step >= 1
    table.mode.nav.leave()
    scene = TutorialScene(app)
    app.push(scene)
    frames(app, 3)
    assert scene.resume_point() == ("trump", p.step)
    scene.continue_tutorial()
    frames(app, 3)
    top = app.stack.top
    assert is_lesson(top) and top.mode.runner.index == p.step


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
def test_coach_fits_the_window(tmp_path, size):
    a = App(size=size, dirs={"config": tmp_path / "c", "data": tmp_path / "d",
                             "log": tmp_path / "l"})
    table = lesson_table(a, lesson_by_id("scoring"))
    a.push(table)
    frames(a, 5)
    w, h = a.size
    for rect in (table.mode.panel.coach_rect, table.mode.panel.head_rect):
        assert a.screen.get_rect().contains(rect)
    for plate in table.layout.panels:
        assert not table.mode.panel.coach_rect.colliderect(plate)
        assert not table.mode.panel.head_rect.colliderect(plate)
    assert not table.mode.panel.coach_rect.colliderect(table.layout.info_panel)
    assert not table.mode.panel.coach_rect.colliderect(table.mode.panel.head_rect)
    pygame.display.quit()
