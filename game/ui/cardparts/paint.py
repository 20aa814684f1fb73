"""Colours, contrast and small drawing helpers shared by the card painters: text
cropped to a cap height, gradients, glows, star fields and the small emblems of the
corner indices (star, bell, jester's cap). ``finish`` converts for fast blits."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from game.assets import asset_path
from game.ui.cardparts.shapes import RGB, star_points

# The card art's palette. The cards keep their own colours, apart from the screens'
# (game.ui.kit.theme): a card looks the same on every screen, and a change to a
# screen's look must not repaint the deck. Colours several painters share are here;
# a face's own colours are named at the top of its painter (specials, back, faces).
GOLD: RGB = (226, 184, 74)
GOLD_LIGHT: RGB = (252, 226, 140)
GOLD_DARK: RGB = (150, 108, 30)
CARD_WHITE: RGB = (253, 251, 245)
BORDER: RGB = (120, 118, 112)
STARLIGHT: RGB = (236, 222, 170)  # the stars around the Wizard's hat (its card, the icon)
LIGHT: RGB = (255, 255, 255)  # white light: a glow behind a symbol, a gem's glint
BLACK: RGB = (0, 0, 0)
INK_BROWN: RGB = (60, 30, 0)  # what a light suit colour darkens towards for its ink
EDGE_BROWN: RGB = (20, 10, 0)  # what a symbol's outline darkens towards
BELL_GLINT: RGB = (255, 250, 220)
# Masks multiplied over a painting (BLEND_RGBA_MULT): what they keep and what they cut.
MASK_KEEP = (255, 255, 255, 255)
MASK_CUT = (255, 255, 255, 0)


def relative_luminance(rgb: Sequence[int]) -> float:
    """WCAG relative luminance of an sRGB colour (0 black .. 1 white)."""

    def lin(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def mix(a: Sequence[int], b: Sequence[int], t: float) -> RGB:
    """a blended towards b by t (0 = a, 1 = b)."""
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def ink_for(colour: RGB) -> RGB:
    """A text-safe shade of a suit colour (light colours get darker for contrast)."""
    lum = relative_luminance(colour)
    if lum > 0.3:
        return mix(colour, INK_BROWN, 0.42)
    if lum > 0.15:
        return mix(colour, BLACK, 0.18)
    return colour


def edge(colour: RGB) -> RGB:
    """Outline shade for a symbol of this colour."""
    return mix(colour, EDGE_BROWN, 0.45)


# --------------------------------------------------------------------------- fonts / text

FONT_SANS_BOLD = "DejaVuSans-Bold.ttf"
FONT_SANS = "DejaVuSans.ttf"
FONT_SERIF_BOLD = "DejaVuSerif-Bold.ttf"


def _ensure_font() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


@lru_cache(maxsize=64)
def _font(name: str, px: int) -> pygame.font.Font:
    _ensure_font()
    return pygame.font.Font(str(asset_path("fonts", name)), max(4, px))


@lru_cache(maxsize=64)
def _cap_ratio(name: str) -> float:
    """Cap height of 'H' as a fraction of the font size."""
    f = _font(name, 200)
    rect = f.render("H", True, BLACK).get_bounding_rect()
    return rect.height / 200


def text_image(
    text: str, cap_h: float, colour: RGB, font: str = FONT_SANS_BOLD, max_w: float | None = None
) -> pygame.Surface:
    """Tightly cropped text whose capital letters are cap_h pixels tall (condensed to max_w)."""
    ratio = _cap_ratio(font)
    px = max(4, math.ceil(cap_h / ratio * 1.15))
    raw = _font(font, px).render(text, True, colour)
    crop = raw.subsurface(raw.get_bounding_rect()).copy()
    scale = cap_h / (ratio * px)
    w = max(1, round(crop.get_width() * scale))
    h = max(1, round(crop.get_height() * scale))
    if max_w is not None and w > max_w:
        w = max(1, round(max_w))
    return pygame.transform.smoothscale(crop, (w, h))


def blit_centered(dst: pygame.Surface, src: pygame.Surface, cx: float, cy: float) -> None:
    dst.blit(src, (round(cx - src.get_width() / 2), round(cy - src.get_height() / 2)))


# --------------------------------------------------------------------------- fills


def gradient(w: int, h: int, top: RGB, bottom: RGB) -> pygame.Surface:
    col = pygame.Surface((1, 64))
    for i in range(64):
        col.set_at((0, i), mix(top, bottom, i / 63))
    return to_alpha(pygame.transform.smoothscale(col, (w, h)))


def glow(size: int, colour: RGB, strength: float = 1.0) -> pygame.Surface:
    return pygame.transform.smoothscale(_glow_kernel(tuple(colour[:3]), strength), (size, size))


@lru_cache(maxsize=32)
def _glow_kernel(colour: RGB, strength: float) -> pygame.Surface:
    """The glow drawn once, small, per colour (2,304 pixels set one by one): every
    face with a glow scales it rather than drawing it again."""
    n = 48
    small = pygame.Surface((n, n), pygame.SRCALPHA)
    for y in range(n):
        for x in range(n):
            d = math.hypot(x - (n - 1) / 2, y - (n - 1) / 2) / (n / 2)
            a = max(0.0, 1 - d) ** 1.6 * 255 * strength
            small.set_at((x, y), (*colour, min(255, round(a))))
    return small


def stars(
    surf: pygame.Surface,
    rect: pygame.Rect,
    count: int,
    seed: int,
    colour: RGB,
    avoid: Callable[[float, float], bool] | None = None,
) -> None:
    rng = random.Random(seed)
    w = surf.get_width()
    placed = 0
    tries = 0
    while placed < count and tries < count * 20:
        tries += 1
        x = rng.uniform(rect.left, rect.right)
        y = rng.uniform(rect.top, rect.bottom)
        if avoid and avoid(x, y):
            continue
        r = w * rng.uniform(0.012, 0.03)
        if rng.random() < 0.35:
            pygame.draw.circle(surf, colour, (x, y), max(1.0, r * 0.35))
        else:
            pygame.draw.polygon(surf, colour, star_points(x, y, r, r * 0.32, 4))
        placed += 1


# --------------------------------------------------------------------------- small emblems


def star_surface(size: float, colour: RGB) -> pygame.Surface:
    n = max(2, round(size))
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    s.fill((*colour, 0))
    pygame.draw.polygon(s, colour, star_points(n / 2, n / 2, n / 2, n * 0.2, 5))
    return s


def _bezier(a, c, b, steps: int = 14) -> list[tuple[float, float]]:
    """A quadratic curve from ``a`` to ``b`` pulled towards ``c`` (unit coordinates)."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        out.append((u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
                    u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]))
    return out


# A jester's cap in unit coordinates: two floppy points that rise from the band, fold
# over and hang down outside it, a third leaning over the top, each ending in a bell.
# A crown's points stand up with their balls on top; these hang, bells at the sides.
_CAP_HORNS = (
    # (base outer, outer pull, tip, inner pull, base inner, bell centre)
    ((0.30, 0.72), (0.00, -0.12), (0.08, 0.70), (0.22, 0.44), (0.46, 0.70), (0.08, 0.82)),
    ((0.70, 0.72), (1.00, -0.12), (0.92, 0.70), (0.78, 0.44), (0.54, 0.70), (0.92, 0.82)),
    ((0.38, 0.70), (0.40, -0.10), (0.72, 0.20), (0.56, 0.36), (0.62, 0.70), (0.76, 0.30)),
)
_CAP_BELL = 0.095  # a bell's radius: of the cap's height
_CAP_BAND = (0.26, 0.66, 0.48, 0.24)  # the band: x, y, width, height


def cap_glyph(size: float, colour: RGB) -> pygame.Surface:
    """A jester's cap in one colour: a band, two points hanging down beside it and one
    leaning over the top, each with a bell; reads as "Jester" at index size, where a
    letter would be a Jack's, and unlike a King's crown (upright points)."""
    w = max(4, round(size * 1.15))
    h = max(4, round(size))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for base_out, pull_out, tip, pull_in, base_in, _bell in _CAP_HORNS:
        outline = _bezier(base_out, pull_out, tip) + _bezier(tip, pull_in, base_in)
        pygame.draw.polygon(surf, colour, [(x * w, y * h) for x, y in outline])
    bx, by, bw, bh = _CAP_BAND
    band = pygame.Rect(round(bx * w), round(by * h), max(1, round(bw * w)), max(1, round(bh * h)))
    pygame.draw.rect(surf, colour, band, border_radius=max(1, round(h * 0.06)))
    bell = max(1.0, h * _CAP_BELL)
    for *_parts, (x, y) in _CAP_HORNS:
        pygame.draw.circle(surf, colour, (min(w - bell, max(bell, x * w)), y * h), bell)
    return surf


def bell_surface(size: float, colour: RGB, dark: RGB) -> pygame.Surface:
    n = max(2, round(size))
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    s.fill((*colour, 0))
    c = n / 2
    r = n * 0.42
    pygame.draw.circle(s, colour, (c, c + n * 0.04), r)
    lw = max(1, round(n * 0.06))
    pygame.draw.circle(s, dark, (c, c + n * 0.04), r, lw)
    pygame.draw.line(s, dark, (c - r * 0.75, c + n * 0.06), (c + r * 0.75, c + n * 0.06), lw)
    pygame.draw.line(s, dark, (c, c + n * 0.06), (c, c + r), lw)
    pygame.draw.circle(s, dark, (c, c + n * 0.26), max(1.0, n * 0.07))
    pygame.draw.circle(s, BELL_GLINT, (c - r * 0.35, c - r * 0.35), max(1.0, n * 0.07))
    return s


def to_alpha(surf: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    return out


def finish(surf: pygame.Surface) -> pygame.Surface:
    """convert_alpha() when a display exists (faster blits); harmless without one."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        try:
            return surf.convert_alpha()
        except pygame.error:
            return surf
    return surf
