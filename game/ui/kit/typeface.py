"""The bundled fonts, loaded once per (style, pixel size), at the player's text size.

Fonts are always the bundled TTFs loaded with ``pygame.font.Font(path)``: SysFont
fails in frozen apps.
"""

from __future__ import annotations

import pygame

from game.assets import asset_path
from game.ui.memory import LRU

FONT_FILES = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "title": "DejaVuSerif-Bold.ttf",
}


# Tests and the self-test read the screen's texts: when set, called with
# (text, surface) for every line of text rendered through ``Fonts`` (game.devtools.robot).
text_listener = None


class _Font(pygame.font.Font):
    """A bundled font that tells ``text_listener`` what it renders."""

    def render(self, text, *args, **kwargs):  # noqa: D102 - pygame's signature
        surf = super().render(text, *args, **kwargs)
        if text_listener is not None:
            text_listener(text, surf)
        return surf


# The player's text size (Settings): every font is this much larger. Layouts ask for
# the sizes they were designed with; ``Fonts.get`` applies the step, and the fitting
# helpers (game.ui.kit.textfit) shrink a text again only where its box has no room.
TEXT_SCALES = {"normal": 1.0, "large": 1.15, "larger": 1.3}


TEXT_SCALE_FULL_UP_TO = 24  # px: bigger text (headings) grows by what 24 px text grows


def text_scale(step: str) -> float:
    return TEXT_SCALES.get(step, 1.0)


def scaled_text_size(size: int, scale: float) -> int:
    """``size`` at the player's text size: body text grows by ``scale``; headings
    are large already and grow by the same pixels as 24 px text (they keep fitting
    their lines)."""
    return round(size + min(size, TEXT_SCALE_FULL_UP_TO) * (scale - 1))


FONT_SIZES = 96  # fonts (style, pixel size) kept loaded


class Fonts:
    """Font objects by (style, pixel size), loaded once. ``text_scale`` is the
    player's text size step (1.0 = as designed)."""

    def __init__(self, text_scale: float = 1.0) -> None:
        # Each window size and text size asks for its own pixel sizes: the most
        # recently used stay loaded (one screen uses about 36).
        self._cache = LRU(limit=FONT_SIZES)
        self.text_scale = text_scale

    def get(self, size: int, style: str = "regular") -> pygame.font.Font:
        size = max(6, scaled_text_size(int(size), self.text_scale))
        key = (style, size)
        font = self._cache.get(key)
        if font is None:
            font = _Font(str(asset_path("fonts", FONT_FILES[style])), size)
            self._cache.put(key, font)
        return font

