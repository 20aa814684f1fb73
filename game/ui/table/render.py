"""Drawing the table: cached text, plates, glows, cards and the info panel.

Everything that costs (text, panels, glows, card faces) is rendered once per size
and cached, so a frame is mostly blits.
"""

from __future__ import annotations

import math
from collections import OrderedDict

import pygame

from game.rules import Suit
from game.ui.kit import palette, textfit, typeface
from game.ui.kit import tween as tw
from game.ui.memory import LRU

CACHE_PIXELS = 3_000_000  # ~12 MB: three 1280x800 windows of panels and glows
SUIT_LETTERS = "CDHS"  # the card art's suit keys (names of suits and cards: game.words)


class TextCache:
    def __init__(self, fonts: typeface.Fonts, limit: int = 600):
        self.fonts = fonts
        self.limit = limit
        self._cache: OrderedDict = OrderedDict()
        self.sink: list[str] | None = None  # when set, every text drawn is noted here

    def render(
        self,
        text: str,
        size: int,
        color=palette.TEXT,
        style: str = "regular",
        max_width: int | None = None,
    ) -> pygame.Surface:
        if self.sink is not None:
            self.sink.append(text)
        key = (text, int(size), tuple(color), style, max_width, self.fonts.text_scale)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        if max_width is not None:
            surf = textfit.render_fit(self.fonts, text, max_width, int(size), color, style)
        else:
            surf = self.fonts.get(int(size), style).render(text, True, color)
        self._cache[key] = surf
        if len(self._cache) > self.limit:
            self._cache.popitem(last=False)
        return surf


class Cache:
    """Surfaces keyed by their parameters (panels, glows, masks): the most recently used
    up to ``limit`` of them and ``pixels`` in all (a window-sized panel weighs a thousand
    small ones)."""

    def __init__(self, limit: int = 200, pixels: int = CACHE_PIXELS):
        self._d = LRU(limit=limit, budget=pixels, weigh=lambda s: s.get_width() * s.get_height())

    def get(self, key, make):
        surf = self._d.get(key)
        if surf is None:
            surf = make()
            self._d.put(key, surf)
        return surf


_CACHE = Cache()


def glow_surface(size, radius, color, spread) -> pygame.Surface:
    def make():
        w, h = size
        surf = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
        steps = max(4, spread // 2)
        for i in range(steps):
            t = i / steps
            a = int(110 * (t**1.8))
            r = pygame.Rect(0, 0, w + 2 * spread, h + 2 * spread).inflate(
                -2 * spread * t, -2 * spread * t
            )
            pygame.draw.rect(
                surf,
                (*color, a // 3 + 4),
                r,
                width=max(2, spread // steps + 1),
                border_radius=int(radius + spread * (1 - t)),
            )
        return surf

    return _CACHE.get(("glow", tuple(size), radius, color, spread), make)


def draw_glow(
    surface, rect: pygame.Rect, color=palette.GOLD, spread=14, radius=12, strength: float = 1.0
) -> None:
    surf = glow_surface(rect.size, radius, color, spread)
    if strength < 0.99:
        surf = surf.copy()
        surf.set_alpha(int(255 * max(0.0, strength)))
    surface.blit(surf, (rect.x - spread, rect.y - spread))


def dim_mask(size, radius, alpha=120) -> pygame.Surface:
    def make():
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (10, 20, 16, alpha), surf.get_rect(), border_radius=radius)
        return surf

    return _CACHE.get(("dim", tuple(size), radius, alpha), make)


def card_shadow(size, radius) -> pygame.Surface:
    def make():
        w, h = size
        surf = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
        for i in range(4):
            pygame.draw.rect(
                surf,
                (*palette.DROP, 28),
                pygame.Rect(0, 0, w + 8, h + 8).inflate(-2 * i, -2 * i),
                border_radius=radius + 4 - i,
            )
        return surf

    return _CACHE.get(("cshadow", tuple(size), radius), make)


def circle_surface(diameter: int, color, border=None) -> pygame.Surface:
    def make():
        ss = 4
        big = pygame.Surface((diameter * ss, diameter * ss), pygame.SRCALPHA)
        r = diameter * ss // 2
        if border:
            pygame.draw.circle(big, border, (r, r), r)
            pygame.draw.circle(big, color, (r, r), r - 2 * ss)
        else:
            pygame.draw.circle(big, color, (r, r), r)
        return pygame.transform.smoothscale(big, (diameter, diameter))

    return _CACHE.get(("circle", diameter, color, border), make)


def pill_surface(size, color, alpha=225, border=None) -> pygame.Surface:
    def make():
        w, h = size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (*color, alpha), surf.get_rect(), border_radius=h // 2)
        if border:
            pygame.draw.rect(surf, border, surf.get_rect(), width=2, border_radius=h // 2)
        return surf

    return _CACHE.get(("pill", tuple(size), color, alpha, border), make)


def draw_pill(
    surface,
    center,
    text_surf: pygame.Surface,
    color=palette.PANEL,
    alpha=225,
    border=palette.PANEL_BORDER,
    pad=(18, 6),
    opacity: float = 1.0,
) -> pygame.Rect:
    w = text_surf.get_width() + 2 * pad[0]
    h = text_surf.get_height() + 2 * pad[1]
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (round(center[0]), round(center[1]))
    pill = pill_surface((w, h), color, alpha, border)
    if opacity < 0.99:
        pill = pill.copy()
        pill.set_alpha(int(255 * opacity))
        text_surf = text_surf.copy()
        text_surf.set_alpha(int(255 * opacity))
    surface.blit(pill, rect)
    surface.blit(text_surf, text_surf.get_rect(center=rect.center))
    return rect


def card_radius(width: int) -> int:
    return max(2, round(width * 0.075))


def blit_card(
    surface, img: pygame.Surface, center, alpha: float = 255, flip: float = 1.0, shadow: bool = True
) -> pygame.Rect:
    """Draw a card image centred at ``center``; ``flip`` squeezes it horizontally."""
    w, h = img.get_size()
    if abs(flip) < 0.999:
        sw = max(1, int(w * abs(flip)))
        img = pygame.transform.smoothscale(img, (sw, h))
    elif alpha < 254:
        img = img.copy()
    if alpha < 254:
        img.set_alpha(int(max(0, alpha)))
    rect = img.get_rect(center=(round(center[0]), round(center[1])))
    if shadow and alpha > 200:
        sh = card_shadow(img.get_size(), card_radius(w))
        surface.blit(sh, (rect.x - 3, rect.y + 1))
    surface.blit(img, rect)
    return rect


def seat_initial(name: str) -> str:
    name = name.strip()
    return name[:1].upper() if name else "?"


def pulse(t: float, speed: float = 2.2) -> float:
    """0..1..0 over time, for glowing the player to move (steady under reduced
    motion)."""
    if tw.motion.reduced:
        return 1.0
    return 0.5 + 0.5 * math.sin(t * speed * math.pi)


def trump_symbol(art, suit: Suit, size: int) -> pygame.Surface:
    return art.suit_symbol(SUIT_LETTERS[int(suit)], size)
