"""Moving through a lesson on the lesson table: the coach's Next and Back (and their
keys), Replay and Skip lesson, on to the next lesson, and back to the lesson list
(Lessons, Esc); Rules opens the rule book over the lesson.

``LessonNav`` works on the lesson mode (``table.lesson.LessonMode``): it moves its
runner, shows the new position on the table and remembers where the learner is.
"""

from __future__ import annotations

import contextlib

import pygame

from game.tutorial import LESSONS
from game.tutorial.progress import update_progress
from game.ui import screens

#: Keys of the coach: on to the next step, back one step, replay a finished lesson.
NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_RIGHT)
BACK_KEYS = (pygame.K_BACKSPACE, pygame.K_LEFT)


class LessonNav:
    def __init__(self, lesson) -> None:
        self.lesson = lesson  # the LessonMode
        self.runner = lesson.runner
        self.app = lesson.table.app

    def handle_key(self, event) -> bool:
        """The coach's keys (listed in the keyboard help). True: used."""
        if event.type != pygame.KEYDOWN:
            return False
        r = self.runner
        if event.key in NEXT_KEYS and r.mode in ("read", "done", "finished"):
            self.next()
            return True
        if event.key in BACK_KEYS and r.mode != "act":
            self.back()
            return True
        if event.key == pygame.K_r and r.finished:
            self.replay()
            return True
        return False

    def next(self) -> None:
        r = self.runner
        if r.finished:
            self.next_lesson()
            return
        table = self.lesson.table
        if table.busy:
            table.skip()
        r.next()
        self._moved()

    def back(self) -> None:
        if not self.runner.can_back:
            return
        self.runner.back()
        self._moved()

    def _moved(self) -> None:
        lesson = self.lesson
        lesson.reported = self.runner.finished and lesson.reported
        if self.runner.state is not lesson.shown:
            lesson.adopt_new_table()
        self.app.play_sound("click")
        lesson.remember()

    def replay(self) -> None:
        self.runner.restart()
        self.lesson.reported = False
        self.lesson.adopt_new_table()
        self.lesson.remember()

    def skip_lesson(self) -> None:
        """On to the next lesson; the skipped one stays not completed (no tick)."""
        if self.runner.finished:
            self.next_lesson()
            return
        nxt = self.next_lesson_id()

        def move_on(p):
            if nxt is not None:
                p.at(nxt, 0)

        with contextlib.suppress(OSError):
            update_progress(self.app.progress_path, move_on)
        self.next_lesson()

    def next_lesson_id(self) -> str | None:
        """The next lesson, an optional one too: "Next lesson" after the guided round
        opens the variants (None: this was the last lesson)."""
        ids = [lesson.id for lesson in LESSONS]
        i = ids.index(self.lesson.lesson.id)
        return ids[i + 1] if i + 1 < len(ids) else None

    def next_lesson(self) -> None:
        nxt = self.next_lesson_id()
        if nxt is None:
            self.leave()
            return
        lesson = next(lesson for lesson in LESSONS if lesson.id == nxt)
        self.app.router.replace(screens.lesson, lesson, on_finished=self.lesson.on_finished)

    def leave(self) -> None:
        """Back to the lesson list (which sits below this scene)."""
        self.lesson.table.close()
        if len(self.app.scenes) > 1:
            self.app.pop()
        else:
            self.app.router.replace(screens.tutorial)

    def open_rules(self) -> None:
        self.app.play_sound("click")
        self.app.router.open(screens.rules)
