"""Read the window the way a player does: which texts were drawn, and where.

``ScreenText.install(app)`` wraps the bundled fonts (every text the game draws goes
through ``typeface.Fonts.get``) so each rendered text surface is tagged with its string,
and swaps the App's window for a surface of the same size that notes where tagged
text lands. After ``frame()`` (one ``app.step``), ``drawn`` lists ``(text, rect)``
for that frame, topmost last. Pixels are still drawn, so screenshots stay real.
"""

from __future__ import annotations

import pygame

from game.ui.kit import typeface


class _Font:
    def __init__(self, spy: ScreenText, font: pygame.font.Font) -> None:
        self._spy = spy
        self._font = font

    def render(self, text, *args, **kwargs):
        surf = self._font.render(text, *args, **kwargs)
        if isinstance(text, str) and text.strip():
            self._spy.tag(surf, text)
        return surf

    def __getattr__(self, name):
        return getattr(self._font, name)


class _Window(pygame.Surface):
    spy: ScreenText

    def blit(self, source, dest, area=None, special_flags=0):
        result = super().blit(source, dest, area, special_flags)
        text = self.spy.text_of(source)
        if text is not None:
            pos = dest.topleft if isinstance(dest, pygame.Rect) else tuple(dest)[:2]
            size = pygame.Rect(area).size if area is not None else source.get_size()
            self.spy.drawn.append((text, pygame.Rect((int(pos[0]), int(pos[1])), size)))
        return result

    def blits(self, blit_sequence, doreturn=1):
        results = [self.blit(*item) for item in blit_sequence]
        return results if doreturn else None


class ScreenText:
    def __init__(self) -> None:
        self._tags: dict[int, tuple[str, pygame.Surface]] = {}
        self.drawn: list[tuple[str, pygame.Rect]] = []
        self._orig_get = None
        self.app = None

    # ------------------------------------------------------------ wiring
    def install(self, app) -> ScreenText:
        self.app = app
        orig = typeface.Fonts.get
        self._orig_get = orig
        spy = self

        def get(fonts, size, style="regular"):
            return _Font(spy, orig(fonts, size, style))

        typeface.Fonts.get = get
        self._window(app)
        return self

    def uninstall(self) -> None:
        if self._orig_get is not None:
            typeface.Fonts.get = self._orig_get
            self._orig_get = None

    def _window(self, app) -> None:
        if isinstance(app.screen, _Window):
            return
        win = _Window(app.screen.get_size())
        win.spy = self
        app.screen = win

    def tag(self, surf: pygame.Surface, text: str) -> None:
        self._tags[id(surf)] = (text, surf)  # keeps surf alive, so ids stay unique
        if len(self._tags) > 50000:
            self._tags.clear()

    def text_of(self, surf) -> str | None:
        hit = self._tags.get(id(surf))
        return hit[0] if hit is not None and hit[1] is surf else None

    # ------------------------------------------------------------ reading
    def frame(self, dt: float = 1 / 60) -> list[tuple[str, pygame.Rect]]:
        """Run one frame of the App and return what it drew."""
        self._window(self.app)  # a resize reopens the window
        self.drawn = []
        self.app.step(dt)
        return self.drawn

    def texts(self) -> list[str]:
        return [t for t, _r in self.drawn]

    def joined(self) -> str:
        return "\n".join(self.texts())

    def find(self, needle: str) -> list[pygame.Rect]:
        return [r for t, r in self.drawn if needle in t]
