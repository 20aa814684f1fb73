"""Accessibility settings (opened from Settings): text size, reduced motion and
high-contrast card faces, with a preview of text and cards as they will look. Every
change applies at once to every open screen and is saved."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.kit import palette, textfit, typeface
from game.ui.kit.form import Form
from game.ui.kit.tween import motion
from game.ui.kit.widgets import Button, Choice, Toggle
from game.ui.scenes.common import MenuScreen

PREVIEW_CARDS = ("H10", "S12", "D3", "W1", "J1")


# The screen's own lengths (px at scale 1; sizing.Metrics has the shared ones).
CONTROL_H = 40  # a control, at most
PREVIEW_CARD_H = 150  # the sample cards, at most


class AccessibilityScene(MenuScreen):
    metrics_cut = False  # this screen has always rounded its lengths (sizing.px)

    def __init__(self, app):
        super().__init__(app)
        self.build()

    def title(self) -> str:
        return _("Accessibility")

    def build(self) -> None:
        st = self.app.settings
        self.text_size = Choice(
            [("normal", _("Normal")), ("large", _("Large")), ("larger", _("Larger"))],
            st.text_size,
            on_change=self.set_text_size,
        )
        self.motion = Toggle(st.reduced_motion, self.set_motion)
        self.contrast = Toggle(st.high_contrast, self.set_contrast)
        self.done = Button(_("Back"), self.back, style="primary")
        self.rows = [("text", self.text_size), ("motion", self.motion), ("contrast", self.contrast)]
        self.form = Form(self.rows)
        self.focus.set([w for _k, w in self.rows] + [self.done])
        self.relayout()

    def labels(self) -> dict[str, tuple[str, str]]:
        return {
            "text": (_("Text size"), _("Larger letters on every screen.")),
            "motion": (
                _("Reduced motion"),
                _("No shaking cards or floating numbers; short fades."),
            ),
            "contrast": (
                _("High-contrast cards"),
                # The faces' inks: dark suit colours of >= 7:1 contrast on white
                # (game/ui/cardparts/contrast.py), white marks on the black Wizards.
                _("Plain faces with large, bold marks in dark colours on white; Wizards "
                  "are black."),
            ),
        }

    # ------------------------------------------------------------- changes
    def _save(self) -> None:
        self.app.save_settings()  # a failure is told once by the app

    def set_text_size(self, value) -> None:
        self.app.settings.text_size = value
        self.app.fonts.text_scale = typeface.text_scale(value)
        self._save()
        for scene in self.app.scenes:  # every open screen, at once
            scene.on_resize(self.app.size)

    def set_motion(self, on: bool) -> None:
        self.app.settings.reduced_motion = on
        motion.reduced = on
        self._save()

    def set_contrast(self, on: bool) -> None:
        self.app.settings.high_contrast = on
        self._save()

    # -------------------------------------------------------------- layout
    @property
    def panel(self) -> pygame.Rect:
        return self.form.panel

    @property
    def row_rects(self) -> dict[str, pygame.Rect]:
        return self.form.row_rects

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        m = self.metrics
        row = self.button_row([self.done], h - m.form_bottom)
        inner = self.form.place_panel(m, w, self.content_top, row.top, label_part=0.5)
        # The rows take the top 55% (more where a note needs it at the player's text
        # size), the preview the rest.
        rh = int(inner.height * 0.55) // len(self.rows)
        heights = self._row_heights(rh)
        rows_h = sum(heights.values())
        self.form.place_rows(m, heights, int(min(m(CONTROL_H), rh * 0.7)))
        self.preview_rect = pygame.Rect(
            inner.left, inner.top + rows_h + m.gap_s, inner.width,
            inner.bottom - inner.top - rows_h - m.gap_s,
        )

    def _row_heights(self, least: int) -> dict[str, int]:
        """Each row as tall as its title and its note need (the note never shrinks
        below the player's text size), at least ``least``."""
        m = self.metrics
        head = textfit.wrapped_height(self.fonts, "X", 10_000, m.row_title, "bold")  # a line
        labels = self.labels()
        return {key: max(least, head + textfit.wrapped_height(
                    self.fonts, labels[key][1], self.form.label_w - m.gap_l, m.small)
                    + 2 * m.nudge)
                for key, _widget in self.rows}

    # ---------------------------------------------------------------- draw
    def draw_content(self, surface: pygame.Surface) -> None:
        m = self.metrics
        self.form.draw(surface, self.fonts, m)
        labels = self.labels()
        for key, _widget in self.rows:
            title, note = labels[key]
            box = self.form.label_box(m, key)
            head_h = textfit.wrapped_height(self.fonts, title, box.width, m.row_title, "bold")
            note_h = textfit.wrapped_height(self.fonts, note, box.width, m.small)
            top = box.centery - (head_h + note_h) // 2
            textfit.draw_text_box(
                surface, self.fonts, title, pygame.Rect(box.left, top, box.width, head_h),
                m.row_title, palette.TEXT, "bold",
            )
            textfit.draw_text_box(
                surface, self.fonts, note, pygame.Rect(box.left, top + head_h, box.width, note_h),
                m.small, palette.TEXT_DIM, least=m.small,
            )
        self._draw_preview(surface)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        r = self.preview_rect
        m = self.metrics
        pygame.draw.line(surface, palette.RULE, r.topleft, r.topright, 1)
        text_w = int(r.width * 0.5)
        box = pygame.Rect(r.left, r.top + m.gap_s, text_w - m.gap_l, r.height - 8)
        textfit.draw_text_box(
            surface, self.fonts, _("This is how text looks at this size."), box,
            m.label, palette.TEXT,
        )
        ch = min(r.height - m.gap, m(PREVIEW_CARD_H))
        cw = int(ch * 5 / 7)
        if cw < 8:
            return
        area = pygame.Rect(r.left + text_w, r.top, r.width - text_w, r.height)
        art = self.app.card_art(cw, ch)
        step = min(int(cw * 0.75), (area.width - cw) // max(1, len(PREVIEW_CARDS) - 1))
        x = area.left
        y = area.centery - ch // 2
        for code in PREVIEW_CARDS:
            surface.blit(art.face(code), (x, y))
            x += step
