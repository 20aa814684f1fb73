"""A modal dialog over the current screen: a title, a message and one or more buttons.

Used for file problems (the main menu shows ``app.problems`` once on start), for
confirmations ("Reset statistics?") and small notices ("Coming soon")::

    app.router.open(screens.notice, _("Files set aside"), text)
    app.router.open(screens.notice, _("Reset statistics?"), text, buttons=[
        (_("Reset"), do_reset, "danger"), (_("Cancel"), None, "normal")]))

A button closes the dialog, then calls its callback (if any). Escape chooses the
``cancel`` button (the last one by default, focused at the start); the other keys
work as in every dialog (``game.ui.kit.dialog``).
"""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.kit import palette, panelart, sizing, textfit, theme
from game.ui.kit.dialog import ButtonSpec, Dialog
from game.ui.kit.widgets import Button

MAX_MESSAGE_CHARS = 3000  # a notice is read, not scrolled: longer text is cut
FADE_IN = 0.15  # seconds the screen below takes to dim


# The notice's own lengths (px at scale 1; sizing.Metrics has the shared ones).
PANEL_W = 620  # at most
PAD = 28
TITLE_TEXT, MESSAGE_TEXT = 30, 19
TITLE_BELOW, MESSAGE_BELOW = 22, 26  # the title to the message, the message to the buttons
BUTTON_W = 190  # at most
TITLE_SIDES = 40  # the panel's width less the title's, at least
ORNAMENT_BELOW = 10  # the title's top line to the rule under it (past the title)


class NoticeScene(Dialog):
    """A title, a message and buttons (keys and focus: ``Dialog``)."""

    def __init__(
        self,
        app,
        title: str,
        message: str,
        buttons: list[ButtonSpec] | None = None,
        cancel: int | None = None,
        focus: int | None = None,
    ):
        super().__init__(app)
        self.title = title
        if len(message) > MAX_MESSAGE_CHARS:
            message = message[: MAX_MESSAGE_CHARS - 1] + "…"
        self.message = message
        specs = buttons or [(_("OK"), None, "primary")]
        self.buttons = [
            Button(text, self._closer(callback), style=style) for text, callback, style in specs
        ]
        self.cancel_index = len(self.buttons) - 1 if cancel is None else cancel
        self.focus.focus(self.buttons[self.cancel_index if focus is None else focus])
        self.panel = pygame.Rect(0, 0, 10, 10)
        self._age = 0.0
        self._fonts_msg = None

    def _closer(self, callback):
        def run() -> None:
            self.close()
            if callback is not None:
                callback()

        return run

    # ---------------------------------------------------------------- layout
    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        m = sizing.Metrics(sizing.ui_scale(size), cut=True)
        pw = min(w - 80, m(PANEL_W))
        pad = m(PAD)
        fonts = self.app.fonts
        self.title_size = m(TITLE_TEXT)
        msg_w = pw - 2 * pad
        max_msg_h = int(h * 0.62) - self.title_size * 2
        font, lines = textfit.fit_text(
            fonts, self.message, (msg_w, max_msg_h), m(MESSAGE_TEXT), min_size=11
        )
        step = int(font.get_linesize() * 1.15)
        room = max(1, max_msg_h // max(1, step))
        if len(lines) > room:  # still too long at the smallest size: cut, and say so
            lines = [*lines[: room - 1], lines[room - 1].rstrip() + " …"]
        self._fonts_msg = (font, lines)
        msg_h = int(len(lines) * font.get_linesize() * 1.15)
        bh = m.button_h
        ph = pad + self.title_size + m(TITLE_BELOW) + msg_h + m(MESSAGE_BELOW) + bh + pad
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        n = len(self.buttons)
        gap = m.gap_l
        bw = min(m(BUTTON_W), (pw - 2 * pad - gap * (n - 1)) // n)
        total = n * bw + gap * (n - 1)
        x = self.panel.centerx - total // 2
        for b in self.buttons:
            b.rect = pygame.Rect(x, self.panel.bottom - pad - bh, bw, bh)
            x += bw + gap
        self.msg_rect = pygame.Rect(
            self.panel.left + pad,
            self.panel.top + pad + self.title_size + m(TITLE_BELOW),
            msg_w,
            msg_h,
        )

    def update(self, dt: float) -> None:
        super().update(dt)
        self._age += dt

    def wake_in(self) -> float | None:
        """Frames while the dialog fades in; then asleep until input."""
        return 0.0 if self._age < FADE_IN else self.focus.wake_in()

    def draw(self, surface: pygame.Surface) -> None:
        t = min(1.0, self._age / FADE_IN)
        theme.dim(surface, int(160 * t))
        fonts = self.app.fonts
        panelart.draw_panel(surface, self.panel, radius=16, alpha=248)
        m = sizing.Metrics(sizing.ui_scale(surface.get_size()), cut=True)
        top = self.panel.top + m(PAD)
        theme.draw_title(
            surface,
            fonts,
            self.title,
            (self.panel.centerx, top + self.title_size // 2),
            self.title_size,
            self.panel.width - m(TITLE_SIDES),
        )
        theme.draw_ornament(
            surface,
            (self.panel.centerx, top + self.title_size + m(ORNAMENT_BELOW)),
            int(self.panel.width * 0.4),
        )
        font, lines = self._fonts_msg or textfit.fit_text(
            fonts, self.message, self.msg_rect.size, m(MESSAGE_TEXT)
        )
        y = self.msg_rect.top
        step = int(font.get_linesize() * 1.15)
        for line in lines:
            img = font.render(line, True, palette.TEXT)
            surface.blit(img, img.get_rect(midtop=(self.msg_rect.centerx, y)))
            y += step
        for b in self.buttons:
            b.draw(surface, fonts)
