"""The suit symbols as shapes: geometry helpers (Bézier paths, stars) and one
list of drawing operations per suit and deck style, drawn supersampled at any size
(``symbol_hi``). Classic: club, diamond, heart, spade; four colours: drop, flame,
sun, leaf."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.words import DeckStyle

RGB = tuple[int, int, int]
Point = tuple[float, float]


def cubic(p0: Point, p1: Point, p2: Point, p3: Point, n: int = 24) -> list[Point]:
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


def quad(p0: Point, p1: Point, p2: Point, n: int = 16) -> list[Point]:
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


def path(start: Point, *segments: tuple[Point, Point, Point], n: int = 20) -> list[Point]:
    """Chain of cubic béziers: each segment is (control1, control2, end)."""
    pts = [start]
    cur = start
    for c1, c2, end in segments:
        pts.extend(cubic(cur, c1, c2, end, n)[1:])
        cur = end
    return pts


def rotate(points: Sequence[Point], angle_deg: float, scale: float = 1.0) -> list[Point]:
    a = math.radians(angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    return [((x * ca - y * sa) * scale, (x * sa + y * ca) * scale) for x, y in points]


def star_points(cx: float, cy: float, r_out: float, r_in: float, n: int, rot: float = -90):
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
    foot = quad((half_bottom, bottom), (0, bottom - 0.06), (-half_bottom, bottom), 8)
    return right + foot[1:-1] + left[::-1]


def _build_shapes() -> None:
    heart = [(x / 16 * 0.98, (y - 2.5) / 16 * 1.0) for x, y in _heart_points()]
    _SHAPES["H"] = [("poly", heart, True)]

    top, right, bottom, left = (0, -1), (0.74, 0), (0, 1), (-0.74, 0)
    pts: list[Point] = []
    for a, b in ((top, right), (right, bottom), (bottom, left), (left, top)):
        mid = ((a[0] + b[0]) / 2 * 0.86, (a[1] + b[1]) / 2 * 0.86)
        pts.extend(quad(a, mid, b, 14)[:-1])
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
    highlight = path(
        (-0.38, 0.05),
        ((-0.42, 0.35), (-0.28, 0.58), (-0.05, 0.66)),
        ((-0.22, 0.52), (-0.28, 0.32), (-0.24, 0.02)),
        n=12,
    )
    _SHAPES["4S"] = [("poly", drop, True), ("poly", highlight, False)]

    # red: flame with three tongues and a carved inner flame
    flame = path(
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
    inner = path(
        (0.0, 0.86),
        ((-0.30, 0.86), (-0.40, 0.60), (-0.30, 0.36)),
        ((-0.20, 0.14), (-0.02, 0.02), (0.04, -0.22)),
        ((0.16, 0.02), (0.34, 0.22), (0.32, 0.50)),
        ((0.30, 0.74), (0.16, 0.86), (0.0, 0.86)),
        n=12,
    )
    core = path(
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
        return ("poly", rotate(op[1], angle, scale), op[2])
    ((cx, cy),) = rotate([op[1]], angle, scale)
    return ("circle", (cx, cy), op[2] * scale, op[3])


_build_shapes()


def _shape_key(suit: str, style: DeckStyle) -> str:
    return ("4" + suit) if style == DeckStyle.FOUR_COLOUR else suit


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


def symbol_hi(
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
