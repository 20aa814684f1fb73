"""The card back: a navy lattice of gold lines with stars at the crossings, a
framed border and a central star medallion."""

from __future__ import annotations

import pygame

from game.ui.cardparts.paint import (
    GOLD,
    GOLD_LIGHT,
    MASK_KEEP,
    RGB,
    blit_centered,
    glow,
    gradient,
    mix,
)
from game.ui.cardparts.painter import Painter
from game.ui.cardparts.shapes import star_points

# The back's own colours (the shared card palette: game.ui.cardparts.paint).
NAVY: RGB = (16, 28, 72)  # the back's top, fading to NAVY_DARK at its foot
NAVY_DARK: RGB = (10, 18, 48)  # also the medallion's disc
MEDALLION_LIGHT: RGB = (90, 110, 220)
BACK_EDGE: RGB = (8, 12, 30)  # the card's outline

# The back's layout, in fractions of the card's width (it scales with the card, not
# with the UI), as the faces' (faces.py).
LINE = 0.007  # the frame's thin line (its gold edge is two of these)
MARGIN = 0.055  # the card's edge to the frame
FRAME_RADIUS = 0.045
LATTICE_ACROSS = 6  # the lattice's lines: this many steps across the card
LATTICE_SLANT = 0.72  # a line's run across the card, of the card's height
CROSSING_STAR = 0.028, 0.01  # the star on each crossing: outer, inner radius
MEDALLION_R = 0.27
MEDALLION_GLOW = 3  # the glow behind the medallion: its size, of the medallion's radius
CORNER_STAR = 0.04, 0.014  # the frame's corner stars: outer, inner radius
CORNER_STAR_INSET = 12  # the frame's corners to those stars, in LINE widths


class BackPainter(Painter):
    def back(self) -> pygame.Surface:
        surf, w, h = self._canvas()
        navy, navy2 = NAVY, NAVY_DARK
        surf.blit(gradient(w, h, navy, navy2), (0, 0))
        lw = max(1, round(w * LINE))
        margin = round(w * MARGIN)
        frame = pygame.Rect(0, 0, w, h).inflate(-2 * margin, -2 * margin)
        rad = round(w * FRAME_RADIUS)
        # lattice of diamonds with small stars at the crossings
        pat = pygame.Surface((w, h), pygame.SRCALPHA)
        step = w / LATTICE_ACROSS
        line_col = (*mix(GOLD, navy, 0.55), 255)
        k = -h
        while k < w + h:
            pygame.draw.line(pat, line_col, (k, 0), (k + h * LATTICE_SLANT, h), lw)
            pygame.draw.line(pat, line_col, (k, 0), (k - h * LATTICE_SLANT, h), lw)
            k += step
        slope = h * LATTICE_SLANT / h  # dx per dy
        # crossings of the two line families lie at y = (i+j) step/(2 slope) positions
        star_out, star_in = CROSSING_STAR
        for i in range(-12, 24):
            for j in range(-12, 24):
                x = (i + j) * step / 2
                y = (i - j) * step / (2 * slope)
                if 0 <= x <= w and 0 <= y <= h:
                    pygame.draw.polygon(
                        pat,
                        (*mix(GOLD, navy, 0.2), 255),
                        star_points(x, y, w * star_out, w * star_in, 4),
                    )
        inner = frame.inflate(-lw * 8, -lw * 8)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, MASK_KEEP, inner, border_radius=rad)
        pat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(pat, (0, 0))
        pygame.draw.rect(surf, GOLD, frame, width=lw * 2, border_radius=rad)
        pygame.draw.rect(
            surf,
            mix(GOLD, navy, 0.4),
            frame.inflate(-lw * 6, -lw * 6),
            width=lw,
            border_radius=max(1, rad - lw * 3),
        )
        # central medallion
        cx, cy = w / 2, h / 2
        r = w * MEDALLION_R
        blit_centered(surf, glow(round(r * MEDALLION_GLOW), MEDALLION_LIGHT, 0.5), cx, cy)
        pygame.draw.circle(surf, navy2, (cx, cy), r)
        pygame.draw.circle(surf, GOLD, (cx, cy), r, lw * 2)
        pygame.draw.circle(surf, mix(GOLD, navy, 0.4), (cx, cy), r - lw * 4, lw)
        pygame.draw.polygon(
            surf, mix(GOLD, navy, 0.45), star_points(cx, cy, r * 0.86, r * 0.5, 8, rot=-90 + 22.5)
        )
        pygame.draw.polygon(surf, GOLD, star_points(cx, cy, r * 0.8, r * 0.3, 4))
        pygame.draw.polygon(surf, GOLD_LIGHT, star_points(cx, cy, r * 0.5, r * 0.18, 4, rot=-45))
        pygame.draw.circle(surf, navy2, (cx, cy), r * 0.14)
        pygame.draw.circle(surf, GOLD_LIGHT, (cx, cy), r * 0.09)
        # corner ornaments
        inset = lw * CORNER_STAR_INSET
        corner_out, corner_in = CORNER_STAR
        for fx, fy in ((0, 0), (1, 0), (0, 1), (1, 1)):
            x = frame.left + inset if fx == 0 else frame.right - inset
            y = frame.top + inset if fy == 0 else frame.bottom - inset
            pygame.draw.polygon(
                surf, GOLD, star_points(x, y, w * corner_out, w * corner_in, 4)
            )
        return self._shape_card(surf, border=BACK_EDGE)
