"""Small, non-blocking notices over every screen: "the game can't be saved right now".

A file that cannot be written (full disk, read-only folder) must not stop play and
must not go unnoticed. The App owns one ``SaveTrouble``: writers report each attempt
(``report(what, error_or_None)``, also from the save thread); the first failure of
an outage shows a short translated notice at the top of the window for a few
seconds, later failures stay quiet, and a success re-arms it.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

import pygame

from game.i18n import N_, _
from game.ui.kit import palette, panelart, sizing, textfit, typeface
from game.ui.kit.tween import fade_time

log = logging.getLogger("wizard")

#: What failed -> the sentence shown (marked here, translated when drawn).
MESSAGES = {
    "game": N_("The game can't be saved right now (disk full?). Playing on; will retry."),
    "settings": N_("Your settings can't be saved right now (disk full?). Playing on."),
}
SHOW_SECONDS = 7.0

# The toast's lengths (px at scale 1; sizing.Metrics has the shared ones).
BOX_W = 760  # at most
TEXT, TEXT_H = 17, 90  # the text's size (at most) and its box's height
FADE_IN, FADE_OUT = 0.2, 0.6


class SaveTrouble:
    def __init__(self, on_news: Callable[[], None] | None = None) -> None:
        self.on_news = on_news  # called (from the reporting thread) when there is news
        self._lock = threading.Lock()
        self._failing: set[str] = set()  # outages already told
        self._queue: list[str] = []  # told, not yet on screen
        self.current: tuple[str, float] | None = None  # (what, age in seconds)
        self.told: list[str] = []  # everything ever shown, for tests

    def report(self, what: str, error: BaseException | None) -> None:
        """One write attempt of ``what`` ended: ``error`` None for success."""
        with self._lock:
            if error is None:
                if what in self._failing:
                    log.info("%s can be saved again", what)
                self._failing.discard(what)
                return
            if what in self._failing:
                return  # already told during this outage
            self._failing.add(what)
            self._queue.append(what)
        log.error("could not save %s: %s", what, error)
        if self.on_news is not None:
            self.on_news()

    def failing(self, what: str) -> bool:
        with self._lock:
            return what in self._failing

    def text(self) -> str | None:
        """The notice on screen now (translated), or None."""
        return None if self.current is None else _(MESSAGES[self.current[0]])

    def update(self, dt: float) -> None:
        if self.current is not None:
            what, age = self.current
            age += dt
            self.current = None if age > SHOW_SECONDS else (what, age)
        with self._lock:  # news replaces what is shown: both say "can't be saved"
            for what in self._queue:
                self.current = (what, 0.0)
                self.told.append(what)
            self._queue.clear()

    def wake_in(self) -> float | None:
        """Frames while the notice fades in or out; asleep while it just stands."""
        if self._queue:
            return 0.0
        if self.current is None:
            return None
        age = self.current[1]
        if age < FADE_IN or age > SHOW_SECONDS - FADE_OUT:
            return 0.0
        return SHOW_SECONDS - FADE_OUT - age

    def draw(self, surface: pygame.Surface, fonts: typeface.Fonts) -> None:
        text = self.text()
        if text is None:
            return
        age = self.current[1]
        w, h = surface.get_size()
        m = sizing.Metrics(sizing.ui_scale((w, h)), cut=True)
        fade_in, fade_out = fade_time(FADE_IN), fade_time(FADE_OUT)  # short: reduced motion
        opacity = min(1.0, age / fade_in, max(0.0, (SHOW_SECONDS - age) / fade_out))
        box_w = min(w - 40, m(BOX_W))
        pad = m.gap
        font, lines = textfit.fit_text(fonts, text, (box_w - 2 * pad, m(TEXT_H)), m(TEXT))
        step = int(font.get_linesize() * 1.15)
        widest = max(font.size(line)[0] for line in lines)
        rect = pygame.Rect(0, 0, min(box_w, widest + 4 * pad), step * len(lines) + 2 * pad)
        rect.midtop = (w // 2, m.gap)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        panelart.draw_panel(
            layer, layer.get_rect(), border=palette.BAD, radius=10, alpha=252, shadow=False
        )
        y = pad
        for line in lines:
            img = font.render(line, True, palette.TEXT)
            layer.blit(img, img.get_rect(midtop=(rect.width // 2, y)))
            y += step
        layer.set_alpha(int(255 * opacity))
        surface.blit(layer, rect)
