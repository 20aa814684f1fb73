"""The backdrops drawn at the window's size: the table's felt and the menu screens'."""

from __future__ import annotations

import pygame

from game.ui.kit import palette
from game.ui.memory import LRU


def felt_background(size: tuple[int, int]) -> pygame.Surface:
    """The table: a felt gradient with a soft vignette, drawn at the window size."""
    w, h = size
    surf = pygame.Surface(size)
    cx, cy = w / 2, h / 2
    # Concentric ellipses from dark edge to lighter centre.
    steps = 48
    for i in range(steps):
        t = i / (steps - 1)
        dark, light = palette.FELT_DARK, palette.FELT_LIGHT
        color = tuple(int(dark[k] + (light[k] - dark[k]) * t**1.6) for k in range(3))
        rw = int(w * 1.5 * (1 - t) + w * 0.25)
        rh = int(h * 1.5 * (1 - t) + h * 0.25)
        pygame.draw.ellipse(surf, color, pygame.Rect(cx - rw / 2, cy - rh / 2, rw, rh))
    return surf


_BG_CACHE = LRU(limit=2)  # the backdrop at the window's size now and the one before


def menu_background(size: tuple[int, int]) -> pygame.Surface:
    """The felt with a darker vignette: the backdrop of every menu screen (cached)."""
    surf = _BG_CACHE.get(tuple(size))
    if surf is None:
        surf = felt_background(size)
        w, h = size
        shade = pygame.Surface(size, pygame.SRCALPHA)
        # Darken towards the edges with stacked translucent frames.
        steps = 24
        for i in range(steps):
            inset_x = int(w * 0.18 * i / steps)
            inset_y = int(h * 0.18 * i / steps)
            r = pygame.Rect(inset_x, inset_y, w - 2 * inset_x, h - 2 * inset_y)
            edge = max(1, int(w * 0.18 / steps) + 1)
            pygame.draw.rect(shade, (*palette.DROP, 6), r, width=edge)
        surf.blit(shade, (0, 0))
        _BG_CACHE.put(tuple(size), surf)
    return surf
