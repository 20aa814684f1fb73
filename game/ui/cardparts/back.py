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
MEDALLION_GLOW: RGB = (90, 110, 220)
BACK_EDGE: RGB = (8, 12, 30)  # the card's outline


class BackPainter(Painter):
    def back(self) -> pygame.Surface:
        surf, w, h = self._canvas()
        navy, navy2 = NAVY, NAVY_DARK
        surf.blit(gradient(w, h, navy, navy2), (0, 0))
        lw = max(1, round(w * 0.007))
        margin = round(w * 0.055)
        frame = pygame.Rect(0, 0, w, h).inflate(-2 * margin, -2 * margin)
        rad = round(w * 0.045)
        # lattice of diamonds with small stars at the crossings
        pat = pygame.Surface((w, h), pygame.SRCALPHA)
        step = w / 6
        line_col = (*mix(GOLD, navy, 0.55), 255)
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
                        (*mix(GOLD, navy, 0.2), 255),
                        star_points(x, y, w * 0.028, w * 0.01, 4),
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
        r = w * 0.27
        blit_centered(surf, glow(round(r * 3), MEDALLION_GLOW, 0.5), cx, cy)
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
        for fx, fy in ((0, 0), (1, 0), (0, 1), (1, 1)):
            x = frame.left + lw * 12 if fx == 0 else frame.right - lw * 12
            y = frame.top + lw * 12 if fy == 0 else frame.bottom - lw * 12
            pygame.draw.polygon(surf, GOLD, star_points(x, y, w * 0.04, w * 0.014, 4))
        return self._shape_card(surf, border=BACK_EDGE)
