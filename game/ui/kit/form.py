"""The form layout Settings and Accessibility share: a panel centred between the
screen's heading and its button row, holding rows of a label (left) and a control
(right), a rule between rows and a toggle's On/Off beside it.

The screen decides the rows' heights and draws its labels (each its own way of
fitting a title and a note); the form places the panel, the rows and the controls."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import _
from game.ui.kit import palette, panelart, sizing, textfit, typeface
from game.ui.kit.widgets import Toggle, Widget


class Form:
    """Rows of ``(key, control)``, top to bottom."""

    def __init__(self, rows: Sequence[tuple[str, Widget]]) -> None:
        self.rows = list(rows)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.inner = pygame.Rect(0, 0, 0, 0)  # the panel less its padding
        self.label_w = 0  # the labels' column
        self.row_rects: dict[str, pygame.Rect] = {}

    # -------------------------------------------------------------- layout
    def place_panel(
        self, m: sizing.Metrics, width: int, top: int, buttons_top: int, label_part: float
    ) -> pygame.Rect:
        """The panel from ``top`` down to above the button row, at most ``FORM_W``
        wide; ``label_part`` of its inside is the labels' column. Returns the inside."""
        pw = min(width - m.form_margin, m.form_w)
        height = buttons_top - m.form_above_buttons - top
        self.panel = pygame.Rect((width - pw) // 2, top, pw, height)
        self.inner = self.panel.inflate(-2 * m.pad, -2 * m.pad)
        self.label_w = int(self.inner.width * label_part)
        return self.inner

    @property
    def control_x(self) -> int:
        return self.inner.left + self.label_w

    @property
    def control_w(self) -> int:
        return self.inner.right - self.control_x

    def place_rows(self, m: sizing.Metrics, heights: dict[str, int], control_h: int) -> None:
        """The rows ``heights`` tall; a toggle at the controls' left, any other control
        filling the column, ``control_h`` tall, centred in its row (a screen places its
        special controls after)."""
        y = self.inner.top
        self.row_rects = {}
        for key, widget in self.rows:
            r = pygame.Rect(self.inner.left, y, self.inner.width, heights[key])
            y += heights[key]
            self.row_rects[key] = r
            if isinstance(widget, Toggle):
                widget.rect = pygame.Rect(0, 0, m.toggle_w, min(m.toggle_h, control_h))
                widget.rect.midleft = (self.control_x, r.centery)
            else:
                widget.rect = pygame.Rect(self.control_x, 0, self.control_w, control_h)
                widget.rect.centery = r.centery

    def label_box(self, m: sizing.Metrics, key: str) -> pygame.Rect:
        """Where a row's label goes: the labels' column, kept off the control."""
        r = self.row_rects[key]
        return pygame.Rect(r.left, r.top, self.label_w - m.gap_l, r.height)

    # ---------------------------------------------------------------- draw
    def draw(self, surface: pygame.Surface, fonts: typeface.Fonts, m: sizing.Metrics) -> None:
        """The panel, a rule between rows and each toggle's On/Off beside it."""
        panelart.draw_panel(surface, self.panel, radius=16)
        for i, (key, widget) in enumerate(self.rows):
            r = self.row_rects[key]
            if i:
                pygame.draw.line(surface, palette.RULE, r.topleft, r.topright, 1)
            if isinstance(widget, Toggle):
                text = _("On") if widget.value else _("Off")
                room = r.right - widget.rect.right - m.gap
                img = textfit.render_fit(fonts, text, room, m.body, palette.TEXT_DIM)
                spot = (widget.rect.right + m.gap, widget.rect.centery)
                surface.blit(img, img.get_rect(midleft=spot))
