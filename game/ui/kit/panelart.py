"""The one panel renderer: a rounded, slightly transparent panel with a thin border
and a soft shadow, built once per look and size (a window-sized panel costs
milliseconds to draw) and kept in one cache.

Two looks, as the screens have always drawn them: ``MENU`` (the menu screens and
their notices: the shadow drawn apart, down and to the left) and ``TABLE`` (the table
and the dialogs over it: a highlight fading from the top edge, the shadow baked in
with the body, up and to the left).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.ui.kit import palette
from game.ui.memory import LRU

SHADOW_SPREAD = 6  # the shadow's layers, one pixel in from each other; its margin


@dataclass(frozen=True)
class PanelLook:
    """How a family of screens draws its panels."""

    alpha: int  # the body's opacity unless a call says otherwise
    shadow_alpha: int  # each shadow layer's opacity
    shadow_at: tuple[int, int]  # the shadow's corner from the panel's
    baked: bool  # the shadow and the body made as one surface
    lit: bool  # a highlight fading from the top edge (``PANEL_LIGHT``)


MENU = PanelLook(alpha=235, shadow_alpha=18, shadow_at=(-3, 2), baked=False, lit=False)
TABLE = PanelLook(alpha=228, shadow_alpha=16, shadow_at=(-6, -3), baked=True, lit=True)

PANEL_LIGHT = 12  # the highlight at a lit panel's top edge (of 255), gone by its middle


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int = 12,
    color=palette.PANEL,
    border=palette.PANEL_BORDER,
    alpha: int | None = None,
    shadow: bool = True,
    border_width: int = 2,
    look: PanelLook = MENU,
) -> None:
    """Draw a panel over ``rect`` in ``look`` (``alpha``: the look's unless given)."""
    alpha = look.alpha if alpha is None else alpha
    sx, sy = look.shadow_at
    if look.baked and shadow:
        key = (look, rect.size, radius, tuple(color), _key(border), alpha, border_width)
        surf = _PANEL_CACHE.get(key)
        if surf is None:
            surf = _shadow(rect.size, radius, look)
            body = _body(rect.size, radius, color, border, alpha, border_width, look)
            surf.blit(body, (-sx, -sy))
            _cache_panel(key, surf)
        surface.blit(surf, (rect.x + sx, rect.y + sy))
        return
    if shadow:
        key = (look, "shadow", rect.size, radius)
        sh = _PANEL_CACHE.get(key)
        if sh is None:
            sh = _shadow(rect.size, radius, look)
            _cache_panel(key, sh)
        surface.blit(sh, (rect.x + sx, rect.y + sy))
    key = (look, rect.size, radius, tuple(color), _key(border), alpha, border_width)
    body = _PANEL_CACHE.get(key)
    if body is None:
        body = _body(rect.size, radius, color, border, alpha, border_width, look)
        _cache_panel(key, body)
    surface.blit(body, rect)


def _key(border):
    return tuple(border) if border else None


def _shadow(size: tuple[int, int], radius: int, look: PanelLook) -> pygame.Surface:
    """Stacked translucent rounded rects, one pixel in from each other; the table's
    round their corners a little less with each layer."""
    w, h = size
    spread = SHADOW_SPREAD
    sh = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
    for i in range(spread):
        corner = radius + spread - (i if look.baked else 0)
        pygame.draw.rect(
            sh, (*palette.DROP, look.shadow_alpha), sh.get_rect().inflate(-2 * i, -2 * i),
            border_radius=corner,
        )
    return sh


def _body(size, radius, color, border, alpha, border_width, look) -> pygame.Surface:
    body = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(body, (*color, alpha), body.get_rect(), border_radius=radius)
    if look.lit:
        _soft_light(body, color, alpha, radius)
    if border:
        pygame.draw.rect(body, border, body.get_rect(), width=border_width, border_radius=radius)
    return body


def _soft_light(body: pygame.Surface, color, alpha: int, radius: int) -> None:
    """A highlight fading from the top edge to nothing at the middle, one row at a
    time: a hard-edged band would cut through a dialog's rows and chart."""
    w, h = body.get_size()
    half = max(1, h // 2)
    for y in range(half):
        light = round(PANEL_LIGHT * (1 - y / half))
        if light <= 0:
            break
        lit = tuple(c + (palette.HIGHLIGHT[i] - c) * light // 255 for i, c in enumerate(color))
        inset = 0
        if y < radius:  # inside the rounded corners
            dy = radius - y - 0.5
            inset = math.ceil(radius - math.sqrt(max(0.0, radius * radius - dy * dy)))
        if w - 2 * inset > 0:
            body.fill((*lit, alpha), (inset, y, w - 2 * inset, 1))


# The panels drawn lately, least recently used forgotten first: within three windows'
# worth of pixels (a panel and its shadow each), and at least PANEL_CACHE_MIN_PIXELS.
PANEL_CACHE_WINDOWS = 3
PANEL_CACHE_MIN_PIXELS = 2_000_000
_PANEL_CACHE = LRU(budget=PANEL_CACHE_MIN_PIXELS, weigh=lambda s: s.get_width() * s.get_height())


def _cache_panel(key: tuple, surf: pygame.Surface) -> None:
    """Keep ``surf`` within the budget of the window's size now (it changes with every
    resize, and old sizes' panels go first)."""
    window = pygame.display.get_surface()
    area = window.get_width() * window.get_height() if window is not None else 0
    _PANEL_CACHE.budget = max(PANEL_CACHE_MIN_PIXELS, PANEL_CACHE_WINDOWS * area)
    _PANEL_CACHE.put(key, surf)
