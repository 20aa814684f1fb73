"""Procedural card art: every face, the back and the suit symbols are drawn with pygame-ce
primitives at the requested pixel size (supersampled, then smoothly downscaled), so the
cards are crisp at any size and the artwork is the project's own.

Cards are strings: suit letter (C D H S) + rank 2..14 (11=J, 12=Q, 13=K, 14=A), wizards
"W1".."W4", jesters "J1".."J4". Two styles: ``"classic"`` (♣♦♥♠ and 2..10, J, Q, K, A) and
``"four_colour"`` (four colours numbered 1..13, rank r shown as r-1; each colour has its own
symbol shape too: blue drop, red flame, yellow sun, green leaf).
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict
from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from game.assets import asset_path
from game.i18n import N_, current_language, pgettext

RGB = tuple[int, int, int]
Point = tuple[float, float]

STYLES: tuple[str, ...] = ("classic", "four_colour")
# Named by what differs: both styles use four colours, only "classic" has the suits
# and the court cards, only "four_colour" numbers its cards 1 to 13.
STYLE_LABELS: dict[str, str] = {
    "classic": N_("Suits, 2 to Ace"),
    "four_colour": N_("Colours, 1 to 13"),
}
SUITS = "CDHS"
ASPECT = 5 / 7  # width / height of a card

# Four hues whose relative luminances are spread far apart, so the suits can be told
# apart without colour vision (tests/test_cardart.py checks the spread).
SUIT_COLOURS: dict[str, dict[str, RGB]] = {
    "classic": {
        "C": (0, 92, 44),  # dark green
        "D": (236, 140, 0),  # amber
        "H": (208, 24, 40),  # red
        "S": (24, 28, 48),  # near-black navy
    },
    "four_colour": {
        "C": (36, 150, 62),  # green (light-ish)
        "D": (240, 176, 0),  # yellow (lightest)
        "H": (178, 24, 30),  # red (darker crimson)
        "S": (26, 52, 156),  # blue (darkest)
    },
}

_FACE_LETTERS = {11: "J", 12: "Q", 13: "K", 14: "A"}


def corner_letters() -> dict:
    """The index letters in the active language: {11: Jack, 12: Queen, 13: King,
    14: Ace, "W": Wizard}; German cards say B D K A, Swedish Kn D K E, and so on.
    The Jester has no letter (it would clash with a Jack or a Bubi): it shows a
    small jester's cap drawn in code."""
    return {
        # TRANSLATORS: the index letters in a card's corner (Jack, Queen, King, Ace,
        # Wizard) as on your language's playing cards: one or two letters.
        11: pgettext("card corner: Jack", "J"),
        12: pgettext("card corner: Queen", "Q"),
        13: pgettext("card corner: King", "K"),
        14: pgettext("card corner: Ace", "A"),
        "W": pgettext("card corner: Wizard", "W"),
    }

GOLD: RGB = (226, 184, 74)
GOLD_LIGHT: RGB = (252, 226, 140)
GOLD_DARK: RGB = (150, 108, 30)
CARD_WHITE: RGB = (253, 251, 245)
BORDER: RGB = (120, 118, 112)


# --------------------------------------------------------------------------- helpers


def card_size_for_height(height: int) -> tuple[int, int]:
    """(width, height) of a card of the given height with the standard 5:7 aspect."""
    height = max(1, int(height))
    return max(1, round(height * ASPECT)), height


def parse_card(card: str) -> tuple[str, int]:
    """("S", 14) for "S14"; ("W", 1) for "W1"; ("J", 3) for "J3"."""
    if len(card) < 2 or card[0] not in "CDHSWJ" or not card[1:].isdigit():
        raise ValueError(f"not a card: {card!r}")
    kind, number = card[0], int(card[1:])
    if kind in SUITS and not 2 <= number <= 14:
        raise ValueError(f"rank out of range: {card!r}")
    if kind in "WJ" and not 1 <= number <= 4:
        raise ValueError(f"special card out of range: {card!r}")
    return kind, number


def relative_luminance(rgb: Sequence[int]) -> float:
    """WCAG relative luminance of an sRGB colour (0 black .. 1 white)."""

    def lin(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _mix(a: Sequence[int], b: Sequence[int], t: float) -> RGB:
    """a blended towards b by t (0 = a, 1 = b)."""
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def _ink(colour: RGB) -> RGB:
    """A text-safe shade of a suit colour (light colours get darker for contrast)."""
    lum = relative_luminance(colour)
    if lum > 0.3:
        return _mix(colour, (60, 30, 0), 0.42)
    if lum > 0.15:
        return _mix(colour, (0, 0, 0), 0.18)
    return colour


def _edge(colour: RGB) -> RGB:
    """Outline shade for a symbol of this colour."""
    return _mix(colour, (20, 10, 0), 0.45)


def _cubic(p0: Point, p1: Point, p2: Point, p3: Point, n: int = 24) -> list[Point]:
    out = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        out.append(
            (
                u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
            )
        )
    return out


def _quad(p0: Point, p1: Point, p2: Point, n: int = 16) -> list[Point]:
    out = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        out.append(
            (
                u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
                u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
            )
        )
    return out


def _path(start: Point, *segments: tuple[Point, Point, Point], n: int = 20) -> list[Point]:
    """Chain of cubic béziers: each segment is (control1, control2, end)."""
    pts = [start]
    cur = start
    for c1, c2, end in segments:
        pts.extend(_cubic(cur, c1, c2, end, n)[1:])
        cur = end
    return pts


def _rotate(points: Sequence[Point], angle_deg: float, scale: float = 1.0) -> list[Point]:
    a = math.radians(angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    return [((x * ca - y * sa) * scale, (x * sa + y * ca) * scale) for x, y in points]


def _star_points(cx: float, cy: float, r_out: float, r_in: float, n: int, rot: float = -90):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


# --------------------------------------------------------------------------- symbol shapes
# Each shape is a list of ops in a unit box [-1, 1] x [-1, 1] (y grows downwards):
#   ("poly", points, fill)  or  ("circle", (cx, cy), r, fill)
# fill True paints the symbol colour, False carves a transparent hole.

Op = tuple
_SHAPES: dict[str, list[Op]] = {}


def _heart_points(n: int = 120) -> list[Point]:
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    return pts


def _stem(top: float, bottom: float, half_top: float, half_bottom: float) -> list[Point]:
    left, right = [], []
    for i in range(17):
        t = i / 16
        y = top + (bottom - top) * t
        hw = half_top + (half_bottom - half_top) * t**2.2
        left.append((-hw, y))
        right.append((hw, y))
    # slightly curved foot
    foot = _quad((half_bottom, bottom), (0, bottom - 0.06), (-half_bottom, bottom), 8)
    return right + foot[1:-1] + left[::-1]


def _build_shapes() -> None:
    heart = [(x / 16 * 0.98, (y - 2.5) / 16 * 1.0) for x, y in _heart_points()]
    _SHAPES["H"] = [("poly", heart, True)]

    top, right, bottom, left = (0, -1), (0.74, 0), (0, 1), (-0.74, 0)
    pts: list[Point] = []
    for a, b in ((top, right), (right, bottom), (bottom, left), (left, top)):
        mid = ((a[0] + b[0]) / 2 * 0.86, (a[1] + b[1]) / 2 * 0.86)
        pts.extend(_quad(a, mid, b, 14)[:-1])
    _SHAPES["D"] = [("poly", pts, True)]

    s = 0.051
    spade = [(x * s, -y * s - 0.18) for x, y in _heart_points()]
    _SHAPES["S"] = [("poly", spade, True), ("poly", _stem(0.1, 0.98, 0.05, 0.36), True)]

    r = 0.35
    _SHAPES["C"] = [
        ("circle", (0.0, -0.6), r, True),
        ("circle", (-0.56, 0.06), r, True),
        ("circle", (0.56, 0.06), r, True),
        ("poly", [(0, -0.4), (-0.36, 0.14), (0.36, 0.14)], True),
        ("circle", (0.0, -0.06), 0.24, True),
        ("poly", _stem(0.0, 0.98, 0.08, 0.36), True),
    ]

    # four-colour symbols --------------------------------------------------------
    # blue: water drop with a carved highlight
    drop = []
    for i in range(120):
        t = 2 * math.pi * i / 120
        x = math.cos(t)
        y = math.sin(t) * math.sin(t / 2) ** 1.3
        drop.append((y * 1.18 * 0.72, -x * 0.97 + 0.02))
    highlight = _path(
        (-0.38, 0.05),
        ((-0.42, 0.35), (-0.28, 0.58), (-0.05, 0.66)),
        ((-0.22, 0.52), (-0.28, 0.32), (-0.24, 0.02)),
        n=12,
    )
    _SHAPES["4S"] = [("poly", drop, True), ("poly", highlight, False)]

    # red: flame with three tongues and a carved inner flame
    flame = _path(
        (0.0, 0.98),
        ((-0.5, 0.98), (-0.8, 0.7), (-0.74, 0.28)),
        ((-0.7, -0.02), (-0.74, -0.3), (-0.6, -0.62)),
        ((-0.48, -0.4), (-0.4, -0.26), (-0.26, -0.14)),
        ((-0.3, -0.5), (-0.14, -0.8), (0.06, -1.0)),
        ((0.16, -0.72), (0.3, -0.46), (0.3, -0.16)),
        ((0.4, -0.3), (0.5, -0.44), (0.6, -0.66)),
        ((0.76, -0.32), (0.8, 0.0), (0.74, 0.3)),
        ((0.78, 0.7), (0.5, 0.98), (0.0, 0.98)),
        n=14,
    )
    inner = _path(
        (0.0, 0.86),
        ((-0.30, 0.86), (-0.40, 0.60), (-0.30, 0.36)),
        ((-0.20, 0.14), (-0.02, 0.02), (0.04, -0.22)),
        ((0.16, 0.02), (0.34, 0.22), (0.32, 0.50)),
        ((0.30, 0.74), (0.16, 0.86), (0.0, 0.86)),
        n=12,
    )
    core = _path(
        (0.0, 0.80),
        ((-0.16, 0.80), (-0.20, 0.62), (-0.12, 0.48)),
        ((-0.06, 0.38), (0.02, 0.32), (0.04, 0.22)),
        ((0.12, 0.36), (0.18, 0.50), (0.16, 0.62)),
        ((0.14, 0.74), (0.08, 0.80), (0.0, 0.80)),
        n=10,
    )
    _SHAPES["4H"] = [("poly", flame, True), ("poly", inner, False), ("poly", core, True)]

    # yellow: sun with eight rays
    sun: list[Op] = [("circle", (0, 0), 0.46, True)]
    for i in range(8):
        a = math.radians(i * 45 - 90)
        half = math.radians(13)
        base_r = 0.56
        ray = [
            (base_r * math.cos(a - half), base_r * math.sin(a - half)),
            (1.0 * math.cos(a), 1.0 * math.sin(a)),
            (base_r * math.cos(a + half), base_r * math.sin(a + half)),
        ]
        sun.append(("poly", ray, True))
    _SHAPES["4D"] = sun

    # green: leaf with carved veins, tilted
    half = []
    n = 40
    for i in range(n + 1):
        u = i / n
        y = -1 + 1.72 * u
        w = 0.62 * math.sin(math.pi * u) ** 0.75 * (1 - 0.2 * u)
        half.append((w, y))
    leaf = half + [(-x, y) for x, y in half[::-1]]
    stem = [(-0.07, 0.6), (0.07, 0.6), (0.14, 1.05), (0.0, 1.05)]
    veins: list[Op] = [
        ("poly", [(-0.04, 0.66), (0.04, 0.66), (0.015, -0.72), (-0.015, -0.72)], False)
    ]
    for k, y0 in enumerate((0.38, 0.06, -0.26)):
        length = 0.36 - 0.06 * k
        for side in (-1, 1):
            veins.append(
                (
                    "poly",
                    [
                        (0, y0 - 0.02),
                        (0, y0 + 0.045),
                        (side * length, y0 - length * 0.75 + 0.01),
                        (side * length, y0 - length * 0.75 - 0.02),
                    ],
                    False,
                )
            )
    ops: list[Op] = [("poly", leaf, True), ("poly", stem, True), *veins]
    rotated = [_rotate_op(op, 35, 1.0) for op in ops]
    xs = [x for op in rotated if op[0] == "poly" for x, _ in op[1]]
    ys = [y for op in rotated if op[0] == "poly" for _, y in op[1]]
    mx, my = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    k = 1.96 / max(max(xs) - min(xs), max(ys) - min(ys))
    _SHAPES["4C"] = [
        ("poly", [((x - mx) * k, (y - my) * k) for x, y in op[1]], op[2]) for op in rotated
    ]


def _rotate_op(op: Op, angle: float, scale: float) -> Op:
    if op[0] == "poly":
        return ("poly", _rotate(op[1], angle, scale), op[2])
    ((cx, cy),) = _rotate([op[1]], angle, scale)
    return ("circle", (cx, cy), op[2] * scale, op[3])


_build_shapes()


def _shape_key(suit: str, style: str) -> str:
    return ("4" + suit) if style == "four_colour" else suit


def _draw_ops(
    surf: pygame.Surface, ops: Sequence[Op], cx: float, cy: float, half: float, colour
) -> None:
    """Draw ops into surf (SRCALPHA) at centre (cx, cy) with half-extent `half` pixels."""
    hole = (*colour[:3], 0)
    for op in ops:
        col = colour if op[-1] else hole
        if op[0] == "poly":
            pts = [(cx + x * half, cy + y * half) for x, y in op[1]]
            pygame.draw.polygon(surf, col, pts)
        else:
            (x, y), r = op[1], op[2]
            pygame.draw.circle(surf, col, (cx + x * half, cy + y * half), r * half)


def _symbol_hi(
    suit: str, style: str, size: int, colour: RGB, outline: RGB | None, outline_px: float = 0.0
) -> pygame.Surface:
    """Symbol at full (already supersampled) resolution, size x size, transparent around."""
    return _symbol_hi_cached(
        suit,
        style,
        max(2, int(size)),
        tuple(colour),
        tuple(outline) if outline else None,
        round(outline_px, 1),
    )


@lru_cache(maxsize=128)
def _symbol_hi_cached(suit, style, size, colour, outline, outline_px) -> pygame.Surface:
    ops = _SHAPES[_shape_key(suit, style)]
    pad = math.ceil(outline_px) + 1 if outline else 0
    full = size + 2 * pad
    surf = pygame.Surface((full, full), pygame.SRCALPHA)
    surf.fill((*colour, 0))
    half = size / 2
    if outline:
        sil = pygame.Surface((full, full), pygame.SRCALPHA)
        sil.fill((*outline, 0))
        _draw_ops(sil, ops, full / 2, full / 2, half, (*outline, 255))
        steps = 16
        for i in range(steps):
            a = 2 * math.pi * i / steps
            surf.blit(sil, (round(math.cos(a) * outline_px), round(math.sin(a) * outline_px)))
    body = pygame.Surface((full, full), pygame.SRCALPHA)
    body.fill((*colour, 0))
    _draw_ops(body, ops, full / 2, full / 2, half, (*colour, 255))
    surf.blit(body, (0, 0))
    return surf


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
    rect = f.render("H", True, (0, 0, 0)).get_bounding_rect()
    return rect.height / 200


def _text(
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


def _blit_centered(dst: pygame.Surface, src: pygame.Surface, cx: float, cy: float) -> None:
    dst.blit(src, (round(cx - src.get_width() / 2), round(cy - src.get_height() / 2)))


# --------------------------------------------------------------------------- the art


class CardArt:
    """Renders (and caches) card faces, the back and suit symbols at one size and style."""

    def __init__(self, width: int, height: int, style: str = "classic"):
        if style not in STYLES:
            raise ValueError(f"unknown deck style: {style!r}")
        self.width = max(8, int(width))
        self.height = max(8, int(height))
        self.style = style
        self.language = current_language()  # the letters are this language's
        self.letters = corner_letters()
        # supersampling factor: enough for smooth edges, bounded for speed
        self.ss = 4 if self.width <= 110 else 3
        self._faces: dict[str, pygame.Surface] = {}
        self._back: pygame.Surface | None = None
        self._symbols: dict[tuple, pygame.Surface] = {}

    @property
    def size(self) -> tuple[int, int]:
        return self.width, self.height

    # ---------------------------------------------------------------- public API

    def face(self, card: str) -> pygame.Surface:
        """The face of a card, cached per (card, size, style)."""
        surf = self._faces.get(card)
        if surf is None:
            surf = _finish(self._render_face(card))
            self._faces[card] = surf
        return surf

    def back(self) -> pygame.Surface:
        if self._back is None:
            self._back = _finish(self._render_back())
        return self._back

    def suit_symbol(
        self, suit: str, size: int, color: Sequence[int] | None = None
    ) -> pygame.Surface:
        """A suit symbol (C D H S) of size x size pixels in this style's shape and colour."""
        if suit not in SUITS:
            raise ValueError(f"not a suit: {suit!r}")
        size = max(2, int(size))
        colour = tuple(color[:3]) if color is not None else SUIT_COLOURS[self.style][suit]
        key = (suit, size, colour)
        surf = self._symbols.get(key)
        if surf is None:
            ss = 4 if size < 64 else 2
            outline = _edge(colour) if self._outlined(suit, colour) else None
            inner = size * ss * (0.86 if outline else 1.0)
            hi = _symbol_hi(suit, self.style, round(inner), colour, outline, size * ss * 0.06)
            canvas = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
            canvas.fill((*colour, 0))
            _blit_centered(canvas, hi, size * ss / 2, size * ss / 2)
            surf = _finish(pygame.transform.smoothscale(canvas, (size, size)))
            self._symbols[key] = surf
        return surf

    def rank_label(self, card: str) -> str:
        """The index shown on the card: "A", "10", "1".."13" per style and language
        ("B" for a German Jack), the Wizard's letter; "" for the Jester (a cap glyph)."""
        kind, number = parse_card(card)
        if kind == "W":
            return self.letters["W"]
        if kind == "J":
            return ""
        if self.style == "four_colour":
            return str(number - 1)
        return self.letters.get(number, str(number))

    # ---------------------------------------------------------------- internals

    def _outlined(self, suit: str, colour: Sequence[int]) -> bool:
        return relative_luminance(colour) > 0.3

    def _canvas(self) -> tuple[pygame.Surface, int, int]:
        w, h = self.width * self.ss, self.height * self.ss
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        return surf, w, h

    def _radius(self, w: int) -> int:
        return max(2, round(w * 0.075))

    def _shape_card(self, content: pygame.Surface, border: RGB = BORDER) -> pygame.Surface:
        """Rounds the corners of an opaque content surface and strokes a thin border."""
        w, h = content.get_size()
        r = self._radius(w)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        mask.fill((255, 255, 255, 0))
        pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=r)
        content.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        bw = max(1, round(max(1.0, self.width * 0.009) * self.ss))
        pygame.draw.rect(content, (*border, 255), (0, 0, w, h), width=bw, border_radius=r)
        return pygame.transform.smoothscale(content, (self.width, self.height))

    def _sym(self, suit: str, size: float, colour: RGB | None = None) -> pygame.Surface:
        colour = colour or SUIT_COLOURS[self.style][suit]
        outline = _edge(colour) if self._outlined(suit, colour) else None
        return _symbol_hi(suit, self.style, round(size), colour, outline, max(1.0, size * 0.04))

    # ---------------------------------------------------------------- faces

    def _render_face(self, card: str) -> pygame.Surface:
        kind, number = parse_card(card)
        if kind == "W":
            return self._render_wizard(number)
        if kind == "J":
            return self._render_jester(number)
        if self.style == "four_colour":
            return self._render_four_colour(kind, number)
        return self._render_classic(kind, number)

    def _corner_index(
        self,
        surf: pygame.Surface,
        label: str,
        colour: RGB,
        font: str,
        below: Callable[[float], pygame.Surface] | None,
        plate: tuple[RGB, RGB] | None = None,
    ) -> None:
        """Draws the rank (+ small symbol) top-left and, rotated, bottom-right.

        plate (fill, line) puts the index on a small rounded cartouche, for faces whose
        frame runs through the corners."""
        w, h = surf.get_size()
        cap = w * 0.18
        cx = w * 0.118
        top = w * 0.075
        sym_size = w * 0.14
        if len(label) > 1 and not label.isdigit():
            cap *= 0.8  # "Kn": two letters, a little smaller rather than squeezed
        if label:
            txt = _text(label, cap, colour, font, max_w=w * 0.19)
        else:  # the Jester: its cap, as tall as a letter and a bit wider
            txt = _cap_glyph(cap * 1.25, colour)
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        layer.fill((*colour, 0))
        if plate is not None:
            lw = max(1, round(w * 0.008))
            bottom = top + cap + w * 0.045 + (sym_size if below else 0) + w * 0.04
            rect = pygame.Rect(
                round(w * 0.03), round(w * 0.03), round(w * 0.176), round(bottom - w * 0.03)
            )
            pygame.draw.rect(layer, (*plate[0], 255), rect, border_radius=round(w * 0.045))
            pygame.draw.rect(
                layer, (*plate[1], 255), rect, width=lw * 2, border_radius=round(w * 0.045)
            )
        layer.blit(txt, (round(cx - txt.get_width() / 2), round(top)))
        if below is not None:
            sym = below(sym_size)
            _blit_centered(layer, sym, cx, top + cap + w * 0.04 + sym_size / 2)
        surf.blit(layer, (0, 0))
        surf.blit(pygame.transform.flip(layer, True, True), (0, 0))

    def _render_classic(self, suit: str, rank: int) -> pygame.Surface:
        surf, w, h = self._canvas()
        surf.fill((*CARD_WHITE, 255))
        colour = SUIT_COLOURS["classic"][suit]
        ink = _ink(colour)
        label = self.rank_label(f"{suit}{rank}")
        self._corner_index(surf, label, ink, FONT_SERIF_BOLD, lambda s: self._sym(suit, s))
        if rank == 14:
            self._ace(surf, suit)
        elif rank >= 11:
            self._court(surf, suit, rank)
        else:
            self._pips(surf, suit, rank)
        return self._shape_card(surf)

    def _pips(self, surf: pygame.Surface, suit: str, rank: int) -> None:
        w, h = surf.get_size()
        l_, m_, r_ = 0.0, 0.5, 1.0
        layouts: dict[int, list[tuple[float, float]]] = {
            2: [(m_, 0), (m_, 1)],
            3: [(m_, 0), (m_, 0.5), (m_, 1)],
            4: [(l_, 0), (r_, 0), (l_, 1), (r_, 1)],
            5: [(l_, 0), (r_, 0), (m_, 0.5), (l_, 1), (r_, 1)],
            6: [(l_, 0), (r_, 0), (l_, 0.5), (r_, 0.5), (l_, 1), (r_, 1)],
            7: [(l_, 0), (r_, 0), (m_, 0.25), (l_, 0.5), (r_, 0.5), (l_, 1), (r_, 1)],
            8: [(l_, 0), (r_, 0), (m_, 0.25), (l_, 0.5), (r_, 0.5), (m_, 0.75), (l_, 1), (r_, 1)],
            9: [
                (l_, 0),
                (r_, 0),
                (l_, 1 / 3),
                (r_, 1 / 3),
                (m_, 0.5),
                (l_, 2 / 3),
                (r_, 2 / 3),
                (l_, 1),
                (r_, 1),
            ],
            10: [
                (l_, 0),
                (r_, 0),
                (m_, 1 / 6),
                (l_, 1 / 3),
                (r_, 1 / 3),
                (l_, 2 / 3),
                (r_, 2 / 3),
                (m_, 5 / 6),
                (l_, 1),
                (r_, 1),
            ],
        }
        x0, x1 = w * 0.33, w * 0.67
        y0, y1 = h * 0.19, h * 0.81
        size = w * 0.2
        pip = self._sym(suit, size)
        flipped = pygame.transform.flip(pip, True, True)
        for fx, fy in layouts[rank]:
            x = x0 + (x1 - x0) * fx
            y = y0 + (y1 - y0) * fy
            _blit_centered(surf, flipped if fy > 0.5 else pip, x, y)

    def _ace(self, surf: pygame.Surface, suit: str) -> None:
        w, h = surf.get_size()
        colour = SUIT_COLOURS["classic"][suit]
        cx, cy = w / 2, h / 2
        ring = w * 0.34
        lw = max(1, round(w * 0.008))
        pygame.draw.circle(surf, _mix(colour, CARD_WHITE, 0.88), (cx, cy), ring)
        pygame.draw.circle(surf, GOLD, (cx, cy), ring, width=lw * 2)
        pygame.draw.circle(surf, _mix(colour, CARD_WHITE, 0.35), (cx, cy), ring - lw * 4, lw)
        # small gold diamonds on the ring at the four compass points
        for i in range(4):
            a = math.radians(i * 90)
            px, py = cx + math.cos(a) * ring, cy + math.sin(a) * ring
            d = w * 0.025
            pygame.draw.polygon(
                surf,
                GOLD_DARK,
                [(px, py - d * 1.4), (px + d, py), (px, py + d * 1.4), (px - d, py)],
            )
        _blit_centered(surf, self._sym(suit, w * 0.42), cx, cy)

    def _court(self, surf: pygame.Surface, suit: str, rank: int) -> None:
        w, h = surf.get_size()
        colour = SUIT_COLOURS["classic"][suit]
        ink = _ink(colour)
        frame = pygame.Rect(0, 0, round(w * 0.5), round(h * 0.8))
        frame.center = (round(w / 2), round(h / 2))
        rad = round(w * 0.04)
        lw = max(1, round(w * 0.008))
        pygame.draw.rect(surf, _mix(colour, CARD_WHITE, 0.9), frame, border_radius=rad)
        # diagonal lattice inside the frame for texture
        tex = pygame.Surface(frame.size, pygame.SRCALPHA)
        step = w * 0.06
        tcol = (*_mix(colour, CARD_WHITE, 0.78), 255)
        k = -frame.h
        while k < frame.w + frame.h:
            pygame.draw.line(tex, tcol, (k, 0), (k + frame.h, frame.h), lw)
            pygame.draw.line(tex, tcol, (k + frame.h, 0), (k, frame.h), lw)
            k += step
        inner = frame.inflate(-lw * 8, -lw * 8)
        mask = pygame.Surface(frame.size, pygame.SRCALPHA)
        pygame.draw.rect(
            mask, (255, 255, 255, 255), inner.move(-frame.x, -frame.y), border_radius=rad
        )
        tex.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(tex, frame.topleft)
        pygame.draw.rect(surf, GOLD, frame, width=lw * 3, border_radius=rad)
        pygame.draw.rect(
            surf, ink, frame.inflate(-lw * 8, -lw * 8), width=lw, border_radius=max(1, rad - lw * 4)
        )
        cx = w / 2
        # central medallion with the letter
        med_r = w * 0.2
        my = h * 0.47
        pygame.draw.circle(surf, CARD_WHITE, (cx, my), med_r)
        pygame.draw.circle(surf, GOLD, (cx, my), med_r, lw * 3)
        pygame.draw.circle(surf, ink, (cx, my), med_r - lw * 4, lw)
        letter = self.letters[rank]
        txt = _text(letter, w * 0.2, ink, FONT_SERIF_BOLD, max_w=med_r * 1.5)
        _blit_centered(surf, txt, cx, my + (w * 0.012 if letter == "Q" else 0))
        # emblem above: crown (K), coronet (Q), plumed cap (J)
        self._court_emblem(surf, rank, cx, h * 0.225, w * 0.16, ink)
        # suit symbol below
        _blit_centered(surf, self._sym(suit, w * 0.19), cx, h * 0.745)

    def _court_emblem(self, surf, rank: int, cx: float, cy: float, s: float, ink: RGB) -> None:
        lw = max(1, round(surf.get_width() * 0.007))
        if rank == 13:  # crown
            base_y = cy + s * 0.55
            pts = [
                (cx - s, base_y),
                (cx - s * 1.05, cy - s * 0.45),
                (cx - s * 0.5, cy + s * 0.05),
                (cx, cy - s * 0.75),
                (cx + s * 0.5, cy + s * 0.05),
                (cx + s * 1.05, cy - s * 0.45),
                (cx + s, base_y),
            ]
            pygame.draw.polygon(surf, GOLD, pts)
            pygame.draw.polygon(surf, GOLD_DARK, pts, lw)
            pygame.draw.rect(surf, GOLD_DARK, (cx - s, base_y - s * 0.06, 2 * s, s * 0.22))
            for x, y in (
                (cx - s * 1.05, cy - s * 0.45),
                (cx, cy - s * 0.75),
                (cx + s * 1.05, cy - s * 0.45),
            ):
                pygame.draw.circle(surf, GOLD_LIGHT, (x, y), s * 0.16)
                pygame.draw.circle(surf, GOLD_DARK, (x, y), s * 0.16, lw)
            pygame.draw.circle(surf, ink, (cx, cy + s * 0.2), s * 0.14)
        elif rank == 12:  # coronet with pearls
            pts = _quad((cx - s, cy + s * 0.5), (cx, cy - s * 0.55), (cx + s, cy + s * 0.5), 20)
            pts += _quad((cx + s, cy + s * 0.5), (cx, cy + s * 0.2), (cx - s, cy + s * 0.5), 20)
            pygame.draw.polygon(surf, GOLD, pts)
            pygame.draw.polygon(surf, GOLD_DARK, pts, lw)
            arc = _quad(
                (cx - s * 0.85, cy + s * 0.2), (cx, cy - s * 1.05), (cx + s * 0.85, cy + s * 0.2), 6
            )
            for x, y in arc:
                pygame.draw.circle(surf, (250, 248, 240), (x, y), s * 0.15)
                pygame.draw.circle(surf, GOLD_DARK, (x, y), s * 0.15, lw)
            pygame.draw.circle(surf, ink, (cx, cy + s * 0.2), s * 0.13)
        else:  # jack: plumed cap
            cap = _quad(
                (cx - s * 0.95, cy + s * 0.5),
                (cx - s * 0.2, cy - s * 0.75),
                (cx + s * 0.95, cy + s * 0.5),
                24,
            )
            pygame.draw.polygon(surf, ink, cap)
            pygame.draw.rect(
                surf,
                GOLD,
                (cx - s * 1.0, cy + s * 0.38, s * 2.0, s * 0.22),
                border_radius=max(1, round(s * 0.08)),
            )
            plume = _path(
                (cx + s * 0.1, cy + s * 0.05),
                (
                    (cx + s * 0.5, cy - s * 0.5),
                    (cx + s * 1.0, cy - s * 0.75),
                    (cx + s * 1.25, cy - s * 0.65),
                ),
                (
                    (cx + s * 0.9, cy - s * 0.35),
                    (cx + s * 0.55, cy - s * 0.05),
                    (cx + s * 0.1, cy + s * 0.05),
                ),
                n=14,
            )
            pygame.draw.polygon(surf, GOLD, plume)
            pygame.draw.polygon(surf, GOLD_DARK, plume, lw)

    def _render_four_colour(self, suit: str, rank: int) -> pygame.Surface:
        surf, w, h = self._canvas()
        colour = SUIT_COLOURS["four_colour"][suit]
        ink = _ink(colour)
        surf.fill((*CARD_WHITE, 255))
        label = self.rank_label(f"{suit}{rank}")
        self._corner_index(surf, label, ink, FONT_SANS_BOLD, lambda s: self._sym(suit, s))
        lw = max(1, round(w * 0.008))
        # central window tinted in the suit colour
        frame = pygame.Rect(0, 0, round(w * 0.52), round(h * 0.8))
        frame.center = (round(w / 2), round(h / 2))
        rad = round(w * 0.06)
        band = pygame.Surface(frame.size, pygame.SRCALPHA)
        band.blit(
            self._gradient(
                frame.w, frame.h, _mix(colour, CARD_WHITE, 0.93), _mix(colour, CARD_WHITE, 0.72)
            ),
            (0, 0),
        )
        mask = pygame.Surface(frame.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, *frame.size), border_radius=rad)
        band.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(band, frame.topleft)
        pygame.draw.rect(surf, colour, frame, width=lw * 2, border_radius=rad)
        pygame.draw.rect(
            surf,
            _mix(colour, CARD_WHITE, 0.5),
            frame.inflate(-lw * 7, -lw * 7),
            width=lw,
            border_radius=max(1, rad - lw * 3),
        )
        cx = w / 2
        sym_y = frame.top + frame.h * 0.36
        _blit_centered(surf, self._glow(round(w * 0.62), (255, 255, 255), 0.9), cx, sym_y)
        _blit_centered(surf, self._sym(suit, w * 0.45), cx, sym_y)
        # the number on a white medallion below the symbol
        n = rank - 1
        num_y = frame.top + frame.h * 0.77
        rx, ry = w * 0.2, w * 0.145
        oval = pygame.Rect(0, 0, round(rx * 2), round(ry * 2))
        oval.center = (round(cx), round(num_y))
        pygame.draw.ellipse(surf, CARD_WHITE, oval)
        pygame.draw.ellipse(surf, colour, oval, lw * 2)
        txt = _text(str(n), w * 0.15, ink, FONT_SANS_BOLD, max_w=w * 0.28)
        _blit_centered(surf, txt, cx, num_y)
        return self._shape_card(surf)

    # ---------------------------------------------------------------- specials

    def _gradient(self, w: int, h: int, top: RGB, bottom: RGB) -> pygame.Surface:
        col = pygame.Surface((1, 64))
        for i in range(64):
            col.set_at((0, i), _mix(top, bottom, i / 63))
        return _to_alpha(pygame.transform.smoothscale(col, (w, h)))

    def _glow(self, size: int, colour: RGB, strength: float = 1.0) -> pygame.Surface:
        n = 48
        small = pygame.Surface((n, n), pygame.SRCALPHA)
        for y in range(n):
            for x in range(n):
                d = math.hypot(x - (n - 1) / 2, y - (n - 1) / 2) / (n / 2)
                a = max(0.0, 1 - d) ** 1.6 * 255 * strength
                small.set_at((x, y), (*colour, min(255, round(a))))
        return pygame.transform.smoothscale(small, (size, size))

    def _stars(
        self,
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
                pygame.draw.polygon(surf, colour, _star_points(x, y, r, r * 0.32, 4))
            placed += 1

    def _render_wizard(self, number: int) -> pygame.Surface:
        surf, w, h = self._canvas()
        surf.blit(self._gradient(w, h, (58, 26, 112), (14, 16, 58)), (0, 0))
        glow = self._glow(round(w * 1.1), (150, 110, 230), 0.55)
        _blit_centered(surf, glow, w / 2, h * 0.46)
        lw = max(1, round(w * 0.008))
        frame = pygame.Rect(0, 0, w, h).inflate(-round(w * 0.07), -round(w * 0.07))
        rad = round(w * 0.05)
        cx = w / 2

        def in_hat(x: float, y: float) -> bool:
            return abs(x - cx) < w * 0.38 and h * 0.16 < y < h * 0.8

        def in_index(x: float, y: float) -> bool:
            return (x < w * 0.24 and y < h * 0.26) or (x > w * 0.76 and y > h * 0.74)

        self._stars(
            surf,
            frame.inflate(-w * 0.06, -w * 0.06),
            26,
            1000 + number,
            (236, 222, 170),
            lambda x, y: in_hat(x, y) or in_index(x, y),
        )
        pygame.draw.rect(surf, GOLD, frame, width=lw * 2, border_radius=rad)
        pygame.draw.rect(
            surf,
            GOLD_DARK,
            frame.inflate(-lw * 6, -lw * 6),
            width=lw,
            border_radius=max(1, rad - lw * 3),
        )
        self._wizard_hat(surf, cx, h * 0.52, w * 0.38, number)
        self._corner_index(
            surf,
            self.rank_label(f"W{number}"),
            GOLD_LIGHT,
            FONT_SERIF_BOLD,
            lambda s: _star_surface(s, GOLD),
            plate=((34, 22, 80), GOLD),
        )
        return self._shape_card(surf, border=(40, 28, 70))

    def _wizard_hat(
        self, surf: pygame.Surface, cx: float, cy: float, s: float, number: int
    ) -> None:
        """Pointed wizard hat with stars and a moon; gem colour varies per wizard."""
        lw = max(1, round(surf.get_width() * 0.007))
        hat = (44, 62, 170)
        hat_dark = (26, 34, 110)

        def P(x: float, y: float) -> Point:
            return (cx + x * s, cy + y * s)

        cone = _path(
            P(-0.62, 0.55),
            (P(-0.42, 0.0), P(-0.25, -0.55), P(0.05, -0.92)),
            (P(0.25, -1.12), P(0.55, -1.15), P(0.78, -1.02)),
            (P(0.55, -0.98), P(0.35, -0.82), P(0.28, -0.55)),
            (P(0.35, -0.2), P(0.5, 0.2), P(0.62, 0.55)),
            n=18,
        )
        # brim (ellipse) behind the cone's base
        brim = pygame.Rect(0, 0, s * 2.1, s * 0.48)
        brim.center = (round(cx), round(cy + s * 0.6))
        pygame.draw.ellipse(surf, hat_dark, brim)
        pygame.draw.ellipse(surf, GOLD, brim, lw * 2)
        pygame.draw.polygon(surf, hat, cone)
        # shading on the right side of the cone
        shade = _path(
            P(0.62, 0.55),
            (P(0.5, 0.2), P(0.35, -0.2), P(0.28, -0.55)),
            (P(0.22, -0.1), P(0.28, 0.25), P(0.2, 0.55)),
            n=14,
        )
        pygame.draw.polygon(surf, hat_dark, shade)
        pygame.draw.polygon(surf, GOLD, cone, lw * 2)
        # hat band
        band = _quad(P(-0.58, 0.36), P(0, 0.44), P(0.58, 0.36), 12) + _quad(
            P(0.63, 0.58), P(0, 0.68), P(-0.63, 0.58), 12
        )
        pygame.draw.polygon(surf, GOLD, band)
        pygame.draw.polygon(surf, GOLD_DARK, band, lw)
        gems = [(200, 30, 60), (40, 120, 230), (30, 170, 90), (250, 160, 20)]
        gem = gems[(number - 1) % 4]
        gx, gy = P(0, 0.5)
        d = s * 0.12
        pygame.draw.polygon(
            surf, gem, [(gx, gy - d * 1.3), (gx + d, gy), (gx, gy + d * 1.3), (gx - d, gy)]
        )
        pygame.draw.polygon(
            surf,
            (255, 255, 255),
            [
                (gx - d * 0.2, gy - d * 0.8),
                (gx + d * 0.15, gy - d * 0.5),
                (gx - d * 0.35, gy - d * 0.2),
            ],
        )
        pygame.draw.polygon(
            surf,
            GOLD_DARK,
            [(gx, gy - d * 1.3), (gx + d, gy), (gx, gy + d * 1.3), (gx - d, gy)],
            lw,
        )
        # stars and a crescent moon on the cone
        pygame.draw.polygon(surf, GOLD_LIGHT, _star_points(*P(-0.12, 0.02), s * 0.17, s * 0.07, 5))
        pygame.draw.polygon(surf, GOLD_LIGHT, _star_points(*P(0.14, -0.42), s * 0.1, s * 0.04, 5))
        pygame.draw.polygon(surf, GOLD_LIGHT, _star_points(*P(-0.3, 0.25), s * 0.07, s * 0.03, 4))
        mx, my = P(-0.08, -0.42)
        pygame.draw.circle(surf, GOLD_LIGHT, (mx, my), s * 0.13)
        pygame.draw.circle(surf, hat, (mx + s * 0.06, my - s * 0.03), s * 0.11)
        # a star dangling from the tip
        tx, ty = P(0.82, -1.0)
        pygame.draw.circle(surf, GOLD_LIGHT, (tx, ty), s * 0.08)
        # sparkles around the hat
        for x, y, r in (
            (-0.95, -0.55, 0.13),
            (0.95, -0.2, 0.1),
            (-0.75, -1.05, 0.08),
            (1.0, 0.25, 0.07),
        ):
            px, py = P(x, y)
            pygame.draw.polygon(surf, GOLD_LIGHT, _star_points(px, py, s * r, s * r * 0.3, 4))

    def _render_jester(self, number: int) -> pygame.Surface:
        surf, w, h = self._canvas()
        surf.fill((*CARD_WHITE, 255))
        motley = [(214, 40, 60), (250, 190, 30), (40, 150, 80), (40, 90, 200)]
        # harlequin diamonds in soft tints
        dw, dh = w / 4, w / 4 * 1.4
        rows = int(h / dh * 2) + 3
        for r in range(-1, rows):
            for c in range(-1, 6):
                x = c * dw + (dw / 2 if r % 2 else 0)
                y = r * dh / 2
                col = _mix(motley[(c + r * 3 + number) % 4], CARD_WHITE, 0.78)
                pygame.draw.polygon(
                    surf, col, [(x, y - dh / 2), (x + dw / 2, y), (x, y + dh / 2), (x - dw / 2, y)]
                )
        lw = max(1, round(w * 0.008))
        frame = pygame.Rect(0, 0, w, h).inflate(-round(w * 0.07), -round(w * 0.07))
        rad = round(w * 0.05)
        pygame.draw.rect(surf, (120, 30, 110), frame, width=lw * 2, border_radius=rad)
        # white oval stage behind the cap
        oval = pygame.Rect(0, 0, w * 0.78, h * 0.56)
        oval.center = (round(w / 2), round(h * 0.5))
        pygame.draw.ellipse(surf, CARD_WHITE, oval)
        pygame.draw.ellipse(surf, (120, 30, 110), oval, lw * 2)
        self._jester_cap(surf, w / 2, h * 0.52, w * 0.33, number, motley)
        ink = (120, 30, 110)
        self._corner_index(
            surf,
            self.rank_label(f"J{number}"),
            ink,
            FONT_SERIF_BOLD,
            lambda s: _bell_surface(s, GOLD, GOLD_DARK),
            plate=(CARD_WHITE, ink),
        )
        return self._shape_card(surf)

    def _jester_cap(
        self, surf, cx: float, cy: float, s: float, number: int, motley: list[RGB]
    ) -> None:
        lw = max(1, round(surf.get_width() * 0.007))

        def P(x: float, y: float) -> Point:
            return (cx + x * s, cy + y * s)

        order = [motley[(number - 1 + k) % 4] for k in range(4)]
        outline = (60, 20, 60)
        tips = []
        # left point: droops to the left
        left = _path(
            P(-0.7, 0.45),
            (P(-0.8, -0.1), P(-1.0, -0.5), P(-1.12, -0.1)),
            (P(-0.9, -0.25), P(-0.6, -0.2), P(-0.15, 0.3)),
            n=16,
        )
        tips.append(P(-1.12, -0.1))
        right = _path(
            P(0.7, 0.45),
            (P(0.8, -0.1), P(1.0, -0.5), P(1.12, -0.1)),
            (P(0.9, -0.25), P(0.6, -0.2), P(0.15, 0.3)),
            n=16,
        )
        tips.append(P(1.12, -0.1))
        middle = _path(
            P(-0.4, 0.4),
            (P(-0.35, -0.3), P(-0.2, -0.8), P(0.25, -1.0)),
            (P(0.05, -0.6), P(0.2, -0.1), P(0.4, 0.4)),
            n=16,
        )
        tips.append(P(0.25, -1.0))
        for poly, col in ((left, order[0]), (right, order[2]), (middle, order[1])):
            pygame.draw.polygon(surf, col, poly)
            pygame.draw.polygon(surf, outline, poly, lw * 2)
        # head band with a diamond pattern
        band = _quad(P(-0.85, 0.35), P(0, 0.18), P(0.85, 0.35), 14) + _quad(
            P(0.88, 0.72), P(0, 0.55), P(-0.88, 0.72), 14
        )
        pygame.draw.polygon(surf, order[3], band)
        for i in range(5):
            x = -0.64 + i * 0.32
            yc = 0.46 + 0.06 * (x / 0.85) ** 2 * 2
            d = 0.11
            pygame.draw.polygon(
                surf,
                GOLD_LIGHT,
                [P(x, yc - d * 1.2), P(x + d, yc), P(x, yc + d * 1.2), P(x - d, yc)],
            )
        pygame.draw.polygon(surf, outline, band, lw * 2)
        # bells
        for tx, ty in tips:
            bell = _bell_surface(s * 0.34, GOLD, GOLD_DARK)
            _blit_centered(surf, bell, tx, ty + s * 0.12)

    # ---------------------------------------------------------------- back

    def _render_back(self) -> pygame.Surface:
        surf, w, h = self._canvas()
        navy, navy2 = (16, 28, 72), (10, 18, 48)
        surf.blit(self._gradient(w, h, navy, navy2), (0, 0))
        lw = max(1, round(w * 0.007))
        margin = round(w * 0.055)
        frame = pygame.Rect(0, 0, w, h).inflate(-2 * margin, -2 * margin)
        rad = round(w * 0.045)
        # lattice of diamonds with small stars at the crossings
        pat = pygame.Surface((w, h), pygame.SRCALPHA)
        step = w / 6
        line_col = (*_mix(GOLD, navy, 0.55), 255)
        k = -h
        while k < w + h:
            pygame.draw.line(pat, line_col, (k, 0), (k + h * 0.72, h), lw)
            pygame.draw.line(pat, line_col, (k, 0), (k - h * 0.72, h), lw)
            k += step
        slope = h * 0.72 / h  # dx per dy
        # crossings of the two line families lie at y = (i+j) step/(2 slope) positions
        for i in range(-12, 24):
            for j in range(-12, 24):
                x = (i + j) * step / 2
                y = (i - j) * step / (2 * slope)
                if 0 <= x <= w and 0 <= y <= h:
                    pygame.draw.polygon(
                        pat,
                        (*_mix(GOLD, navy, 0.2), 255),
                        _star_points(x, y, w * 0.028, w * 0.01, 4),
                    )
        inner = frame.inflate(-lw * 8, -lw * 8)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), inner, border_radius=rad)
        pat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(pat, (0, 0))
        pygame.draw.rect(surf, GOLD, frame, width=lw * 2, border_radius=rad)
        pygame.draw.rect(
            surf,
            _mix(GOLD, navy, 0.4),
            frame.inflate(-lw * 6, -lw * 6),
            width=lw,
            border_radius=max(1, rad - lw * 3),
        )
        # central medallion
        cx, cy = w / 2, h / 2
        r = w * 0.27
        _blit_centered(surf, self._glow(round(r * 3), (90, 110, 220), 0.5), cx, cy)
        pygame.draw.circle(surf, navy2, (cx, cy), r)
        pygame.draw.circle(surf, GOLD, (cx, cy), r, lw * 2)
        pygame.draw.circle(surf, _mix(GOLD, navy, 0.4), (cx, cy), r - lw * 4, lw)
        pygame.draw.polygon(
            surf, _mix(GOLD, navy, 0.45), _star_points(cx, cy, r * 0.86, r * 0.5, 8, rot=-90 + 22.5)
        )
        pygame.draw.polygon(surf, GOLD, _star_points(cx, cy, r * 0.8, r * 0.3, 4))
        pygame.draw.polygon(surf, GOLD_LIGHT, _star_points(cx, cy, r * 0.5, r * 0.18, 4, rot=-45))
        pygame.draw.circle(surf, navy2, (cx, cy), r * 0.14)
        pygame.draw.circle(surf, GOLD_LIGHT, (cx, cy), r * 0.09)
        # corner ornaments
        for fx, fy in ((0, 0), (1, 0), (0, 1), (1, 1)):
            x = frame.left + lw * 12 if fx == 0 else frame.right - lw * 12
            y = frame.top + lw * 12 if fy == 0 else frame.bottom - lw * 12
            pygame.draw.polygon(surf, GOLD, _star_points(x, y, w * 0.04, w * 0.014, 4))
        return self._shape_card(surf, border=(8, 12, 30))


# --------------------------------------------------------------------------- small emblems


def _star_surface(size: float, colour: RGB) -> pygame.Surface:
    n = max(2, round(size))
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    s.fill((*colour, 0))
    pygame.draw.polygon(s, colour, _star_points(n / 2, n / 2, n / 2, n * 0.2, 5))
    return s


def _cap_glyph(size: float, colour: RGB) -> pygame.Surface:
    """A jester's cap in one colour: a band and three drooping points with bells; reads
    as "Jester" at index size, where a letter would be a Jack's."""
    w = max(4, round(size * 1.15))
    h = max(4, round(size))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    bell = max(1.0, h * 0.12)
    outline = [(0.12, 0.64), (0.06, 0.26), (0.32, 0.46), (0.5, 0.12), (0.68, 0.46),
               (0.94, 0.26), (0.88, 0.64)]
    pygame.draw.polygon(surf, colour, [(x * w, y * h) for x, y in outline])
    band = pygame.Rect(round(w * 0.08), round(h * 0.62), round(w * 0.84), max(1, round(h * 0.26)))
    pygame.draw.rect(surf, colour, band, border_radius=max(1, round(h * 0.08)))
    for x, y in ((0.06, 0.2), (0.5, 0.1), (0.94, 0.2)):
        pygame.draw.circle(surf, colour, (x * w, max(bell, y * h)), bell)
    return surf


def _bell_surface(size: float, colour: RGB, dark: RGB) -> pygame.Surface:
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
    pygame.draw.circle(s, (255, 250, 220), (c - r * 0.35, c - r * 0.35), max(1.0, n * 0.07))
    return s


def _to_alpha(surf: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    return out


def _finish(surf: pygame.Surface) -> pygame.Surface:
    """convert_alpha() when a display exists (faster blits); harmless without one."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        try:
            return surf.convert_alpha()
        except pygame.error:
            return surf
    return surf


def app_icon(size: int) -> pygame.Surface:
    """The app icon: the Wizard's hat on a rounded purple tile with a gold rim."""
    size = max(8, int(size))
    ss = 4 if size <= 64 else 2
    n = size * ss
    art = CardArt(max(8, size), max(8, size))
    tile = pygame.Surface((n, n), pygame.SRCALPHA)
    tile.blit(art._gradient(n, n, (74, 34, 140), (16, 18, 66)), (0, 0))
    _blit_centered(tile, art._glow(round(n * 1.1), (160, 120, 240), 0.6), n / 2, n * 0.45)
    art._stars(
        tile,
        pygame.Rect(0, 0, n, n).inflate(-n * 0.16, -n * 0.16),
        10,
        7,
        (236, 222, 170),
        lambda x, y: abs(x - n / 2) < n * 0.36 and y > n * 0.12,
    )
    art._wizard_hat(tile, n * 0.49, n * 0.56, n * 0.4, 1)
    rad = round(n * 0.2)
    mask = pygame.Surface((n, n), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, n, n), border_radius=rad)
    tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    lw = max(ss, round(n * 0.03))
    pygame.draw.rect(tile, (*GOLD, 255), (0, 0, n, n), width=lw, border_radius=rad)
    return pygame.transform.smoothscale(tile, (size, size))


# --------------------------------------------------------------------------- shared instances

_ART_CACHE: OrderedDict[tuple[int, int, str, str], CardArt] = OrderedDict()


def get_card_art(width: int, height: int, style: str = "classic") -> CardArt:
    """A shared CardArt per (size, style); keeps the few most recently used sizes."""
    key = (int(width), int(height), style, current_language())
    art = _ART_CACHE.get(key)
    if art is None:
        art = CardArt(width, height, style)
        _ART_CACHE[key] = art
        while len(_ART_CACHE) > 6:
            _ART_CACHE.popitem(last=False)
    else:
        _ART_CACHE.move_to_end(key)
    return art


ALL_CARDS: tuple[str, ...] = tuple(
    [f"{s}{r}" for s in SUITS for r in range(2, 15)]
    + [f"W{i}" for i in range(1, 5)]
    + [f"J{i}" for i in range(1, 5)]
)
