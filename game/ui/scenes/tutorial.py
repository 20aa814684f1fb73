"""The tutorial's lesson list: start, replay or continue a lesson, then play a first
game against Easy opponents. The main menu opens it with ``TutorialScene(app)``."""

from __future__ import annotations

import contextlib

import pygame

from game.i18n import _
from game.tutorial import LESSONS, lesson_by_id
from game.tutorial.progress import Progress, load_progress, update_progress
from game.ui import screens
from game.ui.kit import palette, panelart, textfit
from game.ui.kit.widgets import Button
from game.ui.scenes.common import MenuScreen
from game.ui.table import render as rd

# The screen's own lengths (px at scale 1; sizing.Metrics has the shared ones).
BAR_H = 62  # the buttons at the bottom
BAR_BUTTON_W = 230
ROW_H = 64  # a lesson's row, at most
LIST_W = 860  # at most
LESSON_BUTTON_W = 150  # at most
BUTTON_INSET = 18  # the row's height less its button's
DISC, DISC_X = 38, 14  # the lesson's number disc (at most) and its distance from the edges
LESSON_TITLE_TEXT = 19


class TutorialScene(MenuScreen):
    def __init__(self, app):
        self.progress = Progress()
        self.rows: list[tuple[object, pygame.Rect, Button]] = []
        super().__init__(app)
        self.root.add(lambda: [button for _lesson, _rect, button in self.rows])
        self.reload()

    def title(self) -> str:
        return _("Learn to play")

    def reload(self) -> None:
        self.progress = load_progress(self.app.progress_path, self.app.problems)

    def on_enter(self) -> None:
        self.reload()
        self.relayout()

    def on_resume(self) -> None:
        """Back from a lesson: its progress is shown."""
        self.on_enter()

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
        m = self.metrics
        w, h = size
        top = self.content_top
        bottom_bar = m(BAR_H)
        avail = h - top - bottom_bar - m.gap_l
        gap = max(4, m.gap_s)
        row_h = min(m(ROW_H), (avail - gap * (len(LESSONS) - 1)) // len(LESSONS))
        width = min(int(w * 0.86), m(LIST_W))
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
            bw = min(m(LESSON_BUTTON_W), int(width * 0.2))
            b.rect = pygame.Rect(0, 0, bw, max(24, row_h - m(BUTTON_INSET)))
            b.rect.midright = (rect.right - m.gap, rect.centery)
            self.rows.append((lesson, rect, b))
            widgets.append(b)
        self.play_button = Button(
            _("Play a first game"), self.first_game, style="primary" if resume is None else "normal"
        )
        self.rules_button = Button(_("Rules"), self.rules)
        self.back_button = Button(_("Back"), self.back)
        bar = [self.back_button, self.rules_button, self.play_button]
        self.button_row(bar, h - m.gap_l, width=m(BAR_BUTTON_W))
        widgets += bar
        self.focus.set(widgets)
        # The buttons are new: the focus goes where the learner goes on (the lesson
        # to continue, or the first game), not to the first lesson's button.
        ahead = next((w for w in widgets if w.style == "primary"), None)
        if ahead is not None:
            self.focus.focus(ahead)

    # ---------------------------------------------------------------- actions
    def open_lesson(self, lesson_id: str) -> None:
        lesson = lesson_by_id(lesson_id)
        step = self.progress.step if self.progress.current == lesson_id else 0
        self.app.play_sound("click")
        self.app.router.open(screens.lesson, lesson, start_step=step)

    def continue_tutorial(self) -> None:
        resume = self.resume_point()
        if resume is not None:
            self.open_lesson(resume[0])

    def first_game(self) -> None:
        from game.ui.scenes.tutorial_table import tutorial_setup

        with contextlib.suppress(OSError):
            update_progress(self.app.progress_path, lambda p: setattr(p, "offered_game", True))
        self.app.router.go_to(screens.table, tutorial_setup(self.app.settings.player_name))

    def rules(self) -> None:
        self.app.router.open(screens.rules)

    # ------------------------------------------------------------------- draw
    def draw_content(self, surface) -> None:
        m = self.metrics
        s = self.scale
        fonts = self.fonts
        for i, (lesson, rect, button) in enumerate(self.rows):
            done = lesson.id in self.progress.completed
            panelart.draw_panel(
                surface,
                rect,
                radius=m.gap,
                alpha=200,
                border=palette.GOLD if button.style == "primary" else palette.PANEL_EDGE_QUIET,
                look=panelart.TABLE,
            )
            d = int(min(rect.height - DISC_X * s, DISC * s))
            cx = rect.left + m(DISC_X) + d // 2
            circle = rd.circle_surface(d, palette.GOLD if done else palette.BUTTON, palette.GOLD)
            surface.blit(circle, circle.get_rect(center=(cx, rect.centery)))
            mark = "✓" if done else str(i + 1)
            img = fonts.get(int(d * 0.5), "bold").render(
                mark, True, palette.TEXT_DARK if done else palette.TEXT
            )
            surface.blit(img, img.get_rect(center=(cx, rect.centery)))
            tx = cx + d // 2 + m(DISC_X)
            tw = button.rect.left - tx - m.gap
            title = _(lesson.title)
            if lesson.optional:
                title = _("{title} (optional)").format(title=title)
            t_img = textfit.render_fit(
                fonts, title, tw, m(LESSON_TITLE_TEXT), palette.GOLD_LIGHT, "bold"
            )
            sub = textfit.render_fit(fonts, _(lesson.summary), tw, m.small, palette.TEXT_DIM)
            total = t_img.get_height() + sub.get_height()
            y = rect.centery - total // 2
            surface.blit(t_img, (tx, y))
            surface.blit(sub, (tx, y + t_img.get_height()))


def open_tutorial(app) -> None:
    """The tutorial's lesson list over the current screen."""
    app.router.open(screens.tutorial)
