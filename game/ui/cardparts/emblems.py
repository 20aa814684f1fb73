"""The anniversary special cards' emblems (Dragon, Fairy, Bomb, Werewolf, Juggler,
Cloud, Shapeshifter) as vector drawings at any size, in full colour for the faces or
in one ink (``Inks.mono``) for the high-contrast faces and the corner glyphs.

Each emblem is drawn about a centre in units of its size ``s`` (about half its
width): x to the right, y down, the drawing within about -1..1 both ways."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.ui.cardparts.paint import GOLD, GOLD_DARK, GOLD_LIGHT, LIGHT, RGB, cap_glyph
from game.ui.cardparts.shapes import Point, quad, star_points

Colour = tuple[int, ...]  # RGB, or RGBA with alpha 0 for a hole in a glyph


@dataclass(frozen=True)
class Inks:
    """An emblem's colours: its body, the body's shade, its outline, a light part,
    an accent (eyes, sparks, gold), and ``hole`` for what is cut out of the body
    (eyes in a silhouette). ``suits``: the four suit colours (the Juggler's balls,
    the Cloud's drops), which are the cards' named suits."""

    main: Colour
    shade: Colour
    line: Colour
    light: Colour
    accent: Colour
    hole: Colour
    suits: tuple[Colour, Colour, Colour, Colour]

    @classmethod
    def mono(cls, ink: RGB, hole: Colour) -> Inks:
        """One ink for everything; cut-outs in ``hole`` (the card's ground or clear)."""
        return cls(ink, ink, ink, hole, ink, hole, (ink, ink, ink, ink))

    @property
    def is_mono(self) -> bool:
        return self.main == self.light or self.light == self.hole


Draw = Callable[[pygame.Surface, Callable[[float, float], Point], float, Inks, int], None]


def _ellipse(cx: float, cy: float, rx: float, ry: float, angle: float, n: int = 28):
    """A rotated ellipse as a polygon (pygame draws only upright ones)."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x, y = rx * math.cos(t), ry * math.sin(t)
        pts.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return pts


def _shape(surf, pts, fill, line, lw) -> None:
    pygame.draw.polygon(surf, fill, pts)
    if line != fill:
        pygame.draw.polygon(surf, line, pts, lw)


# ------------------------------------------------------------------ the seven emblems
DRAGON_HEAD = (  # a dragon's head in profile, jaws open to the right
    (-0.95, 0.95), (-0.85, 0.3), (-0.7, -0.2), (-0.45, -0.45), (-0.1, -0.42),
    (0.25, -0.3), (0.62, -0.22), (0.82, -0.08), (0.78, 0.06), (0.28, 0.1),
    (0.7, 0.34), (0.6, 0.46), (0.15, 0.45), (-0.2, 0.6), (-0.4, 0.95),
)
DRAGON_HORNS = (
    ((-0.45, -0.45), (-0.95, -1.0), (-0.15, -0.42)),
    ((-0.7, -0.2), (-1.2, -0.55), (-0.6, -0.05)),
)
DRAGON_SPINES = (((-0.86, 0.2), (-1.12, 0.28), (-0.88, 0.42)),
                 ((-0.9, 0.52), (-1.16, 0.62), (-0.92, 0.74)))
DRAGON_FLAME = (
    (0.62, 0.2), (0.92, 0.0), (1.02, 0.1), (1.22, 0.02), (1.12, 0.2), (1.3, 0.3),
    (1.08, 0.36), (1.18, 0.52), (0.9, 0.42), (0.66, 0.3),
)
DRAGON_EYE, DRAGON_EYE_R = (0.12, -0.2), 0.1
DRAGON_SHIFT = -0.08  # the head left of centre, its flame to the right
DRAGON_SCALE = 0.84  # horns to flame it is wider than the others


def dragon(surf, P, s, c: Inks, lw) -> None:
    def Q(x, y):
        return P((x + DRAGON_SHIFT) * DRAGON_SCALE, y * DRAGON_SCALE)

    for tri in DRAGON_HORNS + DRAGON_SPINES:
        _shape(surf, [Q(*p) for p in tri], c.accent, c.line, lw)
    flame = [Q(*p) for p in DRAGON_FLAME]
    _shape(surf, flame, c.accent, c.line, lw)
    if not c.is_mono:
        inner = [Q(0.66 + (x - 0.66) * 0.6, 0.25 + (y - 0.25) * 0.6) for x, y in DRAGON_FLAME]
        pygame.draw.polygon(surf, c.light, inner)
    _shape(surf, [Q(*p) for p in DRAGON_HEAD], c.main, c.line, lw)
    # a ridge of scales along the neck, the eye with its slit, the nostril
    if not c.is_mono:
        pygame.draw.polygon(surf, c.shade, [Q(-0.6, 0.1), Q(-0.2, 0.25), Q(-0.25, 0.9),
                                            Q(-0.7, 0.92)])
    ex, ey = Q(*DRAGON_EYE)
    eye_r = s * DRAGON_EYE_R * DRAGON_SCALE
    pygame.draw.circle(surf, c.hole if c.is_mono else c.accent, (ex, ey), eye_r)
    if not c.is_mono:
        pygame.draw.ellipse(surf, c.line, (ex - eye_r * 0.25, ey - eye_r * 0.8, eye_r * 0.5,
                                           eye_r * 1.6))
    pygame.draw.circle(surf, c.hole if c.is_mono else c.line, Q(0.66, -0.1), s * 0.035)


def fairy(surf, P, s, c: Inks, lw) -> None:
    wings = (
        (-0.45, -0.3, 0.5, 0.26, 35), (0.45, -0.3, 0.5, 0.26, -35),
        (-0.38, 0.22, 0.34, 0.18, -30), (0.38, 0.22, 0.34, 0.18, 30),
    )
    for x, y, rx, ry, a in wings:
        pts = [P(px, py) for px, py in _ellipse(x, y, rx, ry, a)]
        _shape(surf, pts, c.light if not c.is_mono else c.main, c.line, lw * 2)
        if not c.is_mono:  # a vein along each wing
            pygame.draw.line(surf, c.shade, P(0, y * 0.3), P(x * 1.6, y + (y - 0.05) * 0.8), lw)
    # the wand and its star
    pygame.draw.line(surf, c.line if not c.is_mono else c.main, P(0.12, -0.05), P(0.62, -0.78),
                     max(1, lw * 2))
    pygame.draw.polygon(surf, c.accent, star_points(*P(0.64, -0.82), s * 0.2, s * 0.08, 5))
    # the dress, the head and the hair
    dress = [P(0, -0.3), P(0.3, 0.62), P(0, 0.55), P(-0.3, 0.62)]
    _shape(surf, dress, c.main, c.line, lw)
    pygame.draw.circle(surf, c.shade, P(0, -0.5), s * 0.2)
    pygame.draw.circle(surf, c.main if c.is_mono else c.light, P(0, -0.46), s * 0.15)
    if c.line != c.main:
        pygame.draw.circle(surf, c.line, P(0, -0.46), s * 0.15, lw)
    for x, y, r in ((-0.75, -0.8, 0.09), (0.85, -0.2, 0.07), (-0.8, 0.65, 0.07)):
        pygame.draw.polygon(surf, c.accent, star_points(*P(x, y), s * r, s * r * 0.3, 4))


def bomb(surf, P, s, c: Inks, lw) -> None:
    cx, cy = P(-0.1, 0.22)
    r = s * 0.68
    neck = [P(0.22, -0.5), P(0.5, -0.26), P(0.34, -0.1), P(0.06, -0.34)]
    _shape(surf, neck, c.shade, c.line, lw)
    pygame.draw.circle(surf, c.main, (cx, cy), r)
    if not c.is_mono:
        pygame.draw.circle(surf, c.line, (cx, cy), r, lw * 2)
        pts = [P(px, py) for px, py in _ellipse(-0.38, -0.08, 0.2, 0.1, -40)]
        pygame.draw.polygon(surf, c.light, pts)
    else:  # the glint, cut out, so the silhouette is round and not a blot
        pts = [P(px, py) for px, py in _ellipse(-0.38, -0.08, 0.18, 0.08, -40)]
        pygame.draw.polygon(surf, c.hole, pts)
    fuse = quad(P(0.36, -0.38), P(0.5, -0.8), P(0.74, -0.78), 12)
    pygame.draw.lines(surf, c.shade if not c.is_mono else c.main, False, fuse, max(2, lw * 3))
    spark = star_points(*P(0.78, -0.8), s * 0.32, s * 0.12, 8)
    pygame.draw.polygon(surf, c.accent, spark)
    if not c.is_mono:
        pygame.draw.polygon(surf, c.light, star_points(*P(0.78, -0.8), s * 0.15, s * 0.06, 8))


WOLF_HEAD = (
    (-0.62, -0.3), (-0.2, -0.48), (0.2, -0.48), (0.62, -0.3), (0.8, 0.12), (0.55, 0.22),
    (0.42, 0.42), (0.16, 0.82), (-0.16, 0.82), (-0.42, 0.42), (-0.55, 0.22), (-0.8, 0.12),
)


def werewolf(surf, P, s, c: Inks, lw) -> None:
    moon = P(0.0, -0.2)
    if c.is_mono:
        pygame.draw.circle(surf, c.main, moon, s * 0.98, max(1, lw * 3))
    else:
        pygame.draw.circle(surf, c.light, moon, s * 0.98)
    for side in (-1, 1):
        ear = [P(side * 0.58, -0.26), P(side * 0.52, -1.0), P(side * 0.14, -0.46)]
        _shape(surf, ear, c.main, c.line, lw)
        if not c.is_mono:
            pygame.draw.polygon(surf, c.shade, [P(side * 0.5, -0.36), P(side * 0.48, -0.82),
                                                P(side * 0.26, -0.46)])
    _shape(surf, [P(*p) for p in WOLF_HEAD], c.main, c.line, lw)
    if not c.is_mono:  # the lighter muzzle
        pygame.draw.polygon(surf, c.shade, [P(-0.2, 0.05), P(0.2, 0.05), P(0.3, 0.45),
                                            P(0.14, 0.8), P(-0.14, 0.8), P(-0.3, 0.45)])
    eye = c.hole if c.is_mono else c.accent
    for side in (-1, 1):
        pygame.draw.polygon(surf, eye, [P(side * 0.12, -0.08), P(side * 0.42, -0.2),
                                        P(side * 0.38, -0.04)])
    pygame.draw.polygon(surf, c.hole if c.is_mono else c.line,
                        [P(-0.14, 0.6), P(0.14, 0.6), P(0, 0.76)])


def juggler(surf, P, s, c: Inks, lw) -> None:
    # a figure with raised arms under an arc of four balls in the suits' colours
    body = [P(-0.32, 0.95), P(-0.2, 0.3), P(0.2, 0.3), P(0.32, 0.95)]
    _shape(surf, body, c.main, c.line, lw)
    for side in (-1, 1):
        arm = [P(side * 0.18, 0.36), P(side * 0.62, 0.02), P(side * 0.7, 0.1), P(side * 0.24, 0.5)]
        _shape(surf, arm, c.main, c.line, lw)
    pygame.draw.circle(surf, c.shade, P(0, 0.12), s * 0.17)
    if c.line != c.shade:
        pygame.draw.circle(surf, c.line, P(0, 0.12), s * 0.17, lw)
    for i, angle in enumerate((-165, -118, -62, -15)):
        a = math.radians(angle)
        bx, by = P(math.cos(a) * 0.78, 0.05 + math.sin(a) * 0.82)
        pygame.draw.circle(surf, c.suits[i], (bx, by), s * 0.2)
        if c.line != c.suits[i]:
            pygame.draw.circle(surf, c.line, (bx, by), s * 0.2, lw)
        if not c.is_mono:
            pygame.draw.circle(surf, LIGHT, (bx - s * 0.06, by - s * 0.06), s * 0.05)


CLOUD_PUFFS = ((-0.5, 0.02, 0.34), (-0.1, -0.22, 0.44), (0.34, -0.08, 0.36), (0.62, 0.12, 0.26))


def _cloud_shape(surf, P, s, colour, dy: float) -> None:
    for x, y, r in CLOUD_PUFFS:
        pygame.draw.circle(surf, colour, P(x, y + dy), s * r)
    x0, y0 = P(-0.82, 0.02 + dy)
    x1, y1 = P(0.86, 0.38 + dy)
    pygame.draw.rect(surf, colour, (x0, y0, x1 - x0, y1 - y0), border_radius=round(s * 0.17))


def cloud(surf, P, s, c: Inks, lw) -> None:
    # four drops in the suits' colours fall from it
    for i, (x, y) in enumerate(((-0.5, 0.66), (-0.17, 0.82), (0.17, 0.66), (0.5, 0.82))):
        cx, cy = P(x, y)
        r = s * 0.13
        pygame.draw.circle(surf, c.suits[i], (cx, cy), r)
        pygame.draw.polygon(surf, c.suits[i], [(cx - r, cy), (cx, cy - r * 2.6), (cx + r, cy)])
    if not c.is_mono:
        _cloud_shape(surf, P, s, c.line, 0.04)
        _cloud_shape(surf, P, s, c.shade, 0.0)
        _cloud_shape(surf, lambda x, y: P(x * 0.94, y - 0.05), s * 0.92, c.light, 0.0)
    else:
        _cloud_shape(surf, P, s, c.main, 0.0)


def shapeshifter(surf, P, s, c: Inks, lw) -> None:
    # a disc half Wizard (a star on the night) and half Jester (a cap on white),
    # with two arrows round it: it turns into either
    cx, cy = P(0, 0)
    r = s * 0.62
    rect = pygame.Rect(0, 0, round(r * 2), round(r * 2))
    rect.center = (round(cx), round(cy))
    pygame.draw.circle(surf, c.hole if c.is_mono else c.light, (cx, cy), r)
    half = [(cx, cy - r)] + [
        (cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
        for a in range(270, 89, -10)
    ]
    pygame.draw.polygon(surf, c.main, half)
    pygame.draw.circle(surf, c.line if not c.is_mono else c.main, (cx, cy), r, max(1, lw * 2))
    pygame.draw.polygon(
        surf,
        c.hole if c.is_mono else c.accent,
        star_points(cx - r * 0.48, cy, r * 0.4, r * 0.16, 5),
    )
    cap = cap_glyph(r * 0.62, c.shade[:3] if not c.is_mono else c.main[:3])
    surf.blit(cap, cap.get_rect(center=(round(cx + r * 0.46), round(cy))))
    arrow = c.accent if not c.is_mono else c.main
    for sign in (-1, 1):
        arc = [
            (cx + s * 0.86 * math.cos(math.radians(a)), cy + s * 0.86 * math.sin(math.radians(a)))
            for a in range(200 if sign < 0 else 20, 320 if sign < 0 else 140, 8)
        ]
        pygame.draw.lines(surf, arrow, False, arc, max(2, lw * 3))
        ex, ey = arc[-1]
        a = math.radians(320 if sign < 0 else 140)
        tx, ty = -math.sin(a), math.cos(a)  # the arc's direction at its end
        nx, ny = math.cos(a), math.sin(a)
        head = [
            (ex + tx * s * 0.2, ey + ty * s * 0.2),
            (ex + nx * s * 0.13, ey + ny * s * 0.13),
            (ex - nx * s * 0.13, ey - ny * s * 0.13),
        ]
        pygame.draw.polygon(surf, arrow, head)


DRAWINGS: dict[str, Draw] = {
    "DRAGON": dragon,
    "FAIRY": fairy,
    "BOMB": bomb,
    "WEREWOLF": werewolf,
    "JUGGLER": juggler,
    "CLOUD": cloud,
    "SHAPESHIFTER": shapeshifter,
}


@dataclass(frozen=True)
class Look:
    """A special card's face colours: its ground (top to bottom) and its emblem."""

    top: RGB
    bottom: RGB
    inks: Inks
    frame: RGB = GOLD


def _inks(main, shade, line, light, accent) -> Inks:
    return Inks(main, shade, line, light, accent, line, (main, main, main, main))


LOOKS: dict[str, Look] = {
    "DRAGON": Look((150, 28, 24), (58, 8, 14),
                   _inks((38, 140, 70), (22, 96, 48), (12, 40, 20), (255, 236, 120),
                         (250, 150, 30))),
    "FAIRY": Look((214, 244, 232), (150, 196, 226),
                  _inks((214, 80, 150), (120, 70, 40), (70, 40, 100), (240, 248, 255), GOLD),
                  frame=(120, 90, 170)),
    "BOMB": Look((252, 214, 96), (226, 110, 24),
                 _inks((34, 32, 44), (110, 70, 40), (10, 10, 16), (150, 150, 170), (220, 40, 20))),
    "WEREWOLF": Look((34, 46, 86), (10, 12, 32),
                     _inks((92, 84, 96), (150, 140, 150), (24, 20, 30), (250, 240, 190),
                           (250, 200, 40))),
    "JUGGLER": Look((176, 52, 132), (76, 18, 84),
                    _inks((250, 190, 30), (250, 226, 196), (60, 20, 60), LIGHT, GOLD_LIGHT)),
    "CLOUD": Look((140, 196, 246), (44, 96, 186),
                  _inks((250, 250, 255), (170, 186, 214), (60, 80, 130), (255, 255, 255),
                        GOLD_LIGHT)),
    "SHAPESHIFTER": Look((58, 26, 112), (120, 30, 110),
                         _inks((40, 50, 140), (120, 30, 110), GOLD_DARK, (253, 251, 245),
                               GOLD_LIGHT)),
}


def with_suits(inks: Inks, suits: Sequence[Colour]) -> Inks:
    """The inks with the deck's four suit colours (C D H S) for the named-suit cards."""
    return Inks(inks.main, inks.shade, inks.line, inks.light, inks.accent, inks.hole,
                tuple(suits))  # type: ignore[arg-type]


def draw(name: str, surf: pygame.Surface, cx: float, cy: float, s: float, inks: Inks,
         lw: int) -> None:
    """The emblem of special card ``name`` centred at (cx, cy) at size ``s``."""

    def P(x: float, y: float) -> Point:
        return (cx + x * s, cy + y * s)

    DRAWINGS[name](surf, P, s, inks, lw)


def glyph(name: str, size: float, colour: RGB) -> pygame.Surface:
    """The emblem in one colour on clear ground, ``size`` px square: the corner mark."""
    n = max(4, round(size))
    ss = 4
    big = pygame.Surface((n * ss, n * ss), pygame.SRCALPHA)
    big.fill((*colour, 0))
    draw(name, big, n * ss / 2, n * ss / 2, n * ss * 0.42, Inks.mono(colour, (*colour, 0)),
         max(1, ss))
    return pygame.transform.smoothscale(big, (n, n))

