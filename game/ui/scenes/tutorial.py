"""The tutorial's lesson list: start, replay or continue a lesson, then play a first
game against Easy opponents. The main menu opens it with ``TutorialScene(app)``."""

from __future__ import annotations

import contextlib

import pygame

from game.i18n import _
from game.tutorial import LESSONS, lesson_by_id
from game.tutorial.progress import Progress, load_progress, update_progress
from game.ui import theme
from game.ui.scenes.common import MenuScreen
from game.ui.table import render as rd
from game.ui.widgets import Button


class TutorialScene(MenuScreen):
    def __init__(self, app):
        self.progress = Progress()
        self.rows: list[tuple[object, pygame.Rect, Button]] = []
        super().__init__(app)
        self.reload()

    def title(self) -> str:
        return _("Learn to play")

    def reload(self) -> None:
        self.progress = load_progress(self.app.progress_path, self.app.problems)

    def on_enter(self) -> None:
        self.reload()
        self.relayout()

    # ---------------------------------------------------------------- layout
    def resume_point(self) -> tuple[str, int] | None:
        """The lesson (and step) to continue, or the first one not done yet."""
        p = self.progress
        if p.current and lesson_by_id(p.current) is not None:
            return p.current, p.step
        for lesson in LESSONS:
            if lesson.id not in p.completed and not lesson.optional:
                return lesson.id, 0
        return None

    def layout(self, size) -> None:
        w, h = size
        s = self.scale
        top = self.content_top
        bottom_bar = int(62 * s)
        avail = h - top - bottom_bar - int(16 * s)
        gap = max(4, int(8 * s))
        row_h = min(int(64 * s), (avail - gap * (len(LESSONS) - 1)) // len(LESSONS))
        width = min(int(w * 0.86), int(860 * s))
        x = (w - width) // 2
        self.rows = []
        widgets = []
        resume = self.resume_point()
        for i, lesson in enumerate(LESSONS):
            rect = pygame.Rect(x, top + i * (row_h + gap), width, row_h)
            done = lesson.id in self.progress.completed
            current = resume is not None and resume[0] == lesson.id
            if current and self.progress.current == lesson.id and self.progress.step > 0:
                label = _("Continue")
            elif done:
                label = _("Replay")
            else:
                label = _("Start")
            style = "primary" if current else "normal"
            b = Button(label, lambda lid=lesson.id: self.open_lesson(lid), style=style)
            bw = int(min(150 * s, width * 0.2))
            b.rect = pygame.Rect(0, 0, bw, max(24, row_h - int(18 * s)))
            b.rect.midright = (rect.right - int(12 * s), rect.centery)
            self.rows.append((lesson, rect, b))
            widgets.append(b)
        self.play_button = Button(
            _("Play a first game"), self.first_game, style="primary" if resume is None else "normal"
        )
        self.rules_button = Button(_("Rules"), self.rules)
        self.back_button = Button(_("Back"), self.back)
        bar = [self.back_button, self.rules_button, self.play_button]
        self.button_row(bar, h - int(16 * s), width=int(230 * s))
        widgets += bar
        self.focus.set(widgets)

    # ---------------------------------------------------------------- actions
    def open_lesson(self, lesson_id: str) -> None:
        lesson = lesson_by_id(lesson_id)
        step = self.progress.step if self.progress.current == lesson_id else 0
        self.app.play_sound("click")
        self.app.router.open("lesson", lesson, start_step=step)

    def continue_tutorial(self) -> None:
        resume = self.resume_point()
        if resume is not None:
            self.open_lesson(resume[0])

    def first_game(self) -> None:
        from game.ui.scenes.tutorial_table import tutorial_setup

        with contextlib.suppress(OSError):
            update_progress(self.app.progress_path, lambda p: setattr(p, "offered_game", True))
        self.app.router.go_to("table", tutorial_setup(self.app.settings.player_name))

    def rules(self) -> None:
        self.app.router.open("rules")

    # ------------------------------------------------------------------- draw
    def draw_content(self, surface) -> None:
        s = self.scale
        fonts = self.fonts
        for i, (lesson, rect, button) in enumerate(self.rows):
            done = lesson.id in self.progress.completed
            rd.draw_panel(
                surface,
                rect,
                radius=int(12 * s),
                alpha=200,
                border=theme.GOLD if button.style == "primary" else (90, 100, 96),
            )
            d = int(min(rect.height - 14 * s, 38 * s))
            cx = rect.left + int(14 * s) + d // 2
            circle = rd.circle_surface(d, theme.GOLD if done else (44, 70, 92), theme.GOLD)
            surface.blit(circle, circle.get_rect(center=(cx, rect.centery)))
            mark = "✓" if done else str(i + 1)
            img = fonts.get(int(d * 0.5), "bold").render(
                mark, True, theme.TEXT_DARK if done else theme.TEXT
            )
            surface.blit(img, img.get_rect(center=(cx, rect.centery)))
            tx = cx + d // 2 + int(14 * s)
            tw = button.rect.left - tx - int(12 * s)
            title = _(lesson.title)
            if lesson.optional:
                title = _("{title} (optional)").format(title=title)
            t_img = theme.render_fit(fonts, title, tw, int(19 * s), theme.GOLD_LIGHT, "bold")
            sub = theme.render_fit(fonts, _(lesson.summary), tw, int(14 * s), theme.TEXT_DIM)
            total = t_img.get_height() + sub.get_height()
            y = rect.centery - total // 2
            surface.blit(t_img, (tx, y))
            surface.blit(sub, (tx, y + t_img.get_height()))


def open_tutorial(app) -> None:
    """The tutorial's lesson list over the current screen."""
    app.router.open("tutorial")
