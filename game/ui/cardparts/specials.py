"""The Wizards (a starry hat on deep blue, a gem of its own colour each) and the
Jesters (a three-pointed cap with bells on harlequin diamonds)."""

from __future__ import annotations

import pygame

from game.ui.cardparts.paint import (
    CARD_WHITE,
    FONT_SERIF_BOLD,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    LIGHT,
    RGB,
    STARLIGHT,
    bell_surface,
    blit_centered,
    glow,
    gradient,
    mix,
    star_surface,
    stars,
)
from game.ui.cardparts.painter import Painter
from game.ui.cardparts.shapes import Point, path, quad, star_points

# The Wizards' and the Jesters' own colours (the shared card palette:
# game.ui.cardparts.paint).
NIGHT_TOP: RGB = (58, 26, 112)  # the Wizard's sky, fading to NIGHT_BOTTOM at its foot
NIGHT_BOTTOM: RGB = (14, 16, 58)
WIZARD_HALO: RGB = (150, 110, 230)  # the glow behind the hat
WIZARD_PLATE: RGB = (34, 22, 80)  # behind the corner index
WIZARD_EDGE: RGB = (40, 28, 70)  # the card's outline
HAT: RGB = (44, 62, 170)
HAT_SHADE: RGB = (26, 34, 110)  # the hat's brim and its right side
GEMS: tuple[RGB, ...] = ((200, 30, 60), (40, 120, 230), (30, 170, 90), (250, 160, 20))  # W1-W4
MOTLEY: tuple[RGB, ...] = ((214, 40, 60), (250, 190, 30), (40, 150, 80), (40, 90, 200))
JESTER_PURPLE: RGB = (120, 30, 110)  # the Jester's frame, stage and index
JESTER_LINE: RGB = (60, 20, 60)  # the cap's outline

# The faces' layout, in fractions of the card's width (y positions: of its height), as
# for the suit cards (faces.py): the cards scale with their size, not with the UI.
LINE = 0.008  # the frame's thin line (its gold edge is two of these)
EMBLEM_LINE = 0.007  # the hat's and the cap's outlines
FRAME_INSET = 0.07  # the card's edges to the frame, both sides together
FRAME_RADIUS = 0.05
HALO, HALO_Y = 1.1, 0.46  # the glow behind the Wizard's hat: its size, its centre
STAR_COUNT = 26  # strewn over the Wizard's sky, inside the frame less STAR_FIELD_INSET
STAR_FIELD_INSET = 0.06
STARLESS_HAT = 0.38, (0.16, 0.8)  # no star on the hat: half its width; its top, its foot
STARLESS_INDEX = (0.24, 0.26), (0.76, 0.74)  # nor on the indexes: top left, bottom right
HAT_Y, HAT_SIZE = 0.52, 0.38  # the hat's centre; its size ``s`` (the units below)
HARLEQUIN_ACROSS = 4  # the Jester's diamonds: this many across the card
HARLEQUIN_TALL = 1.4  # a diamond's height, of its width
STAGE = 0.78, 0.56  # the white oval behind the cap: its width, its height (of the height)
STAGE_Y = 0.5
CAP_Y, CAP_SIZE = 0.52, 0.33  # the cap's centre; its size ``s`` (the units below)

# The hat and the cap in units of their size ``s`` (about half the hat's width): x to
# the right of the centre, y down.
BRIM = 2.1, 0.48  # the brim's width and height
BRIM_Y = 0.6
GEM = 0.12  # the band's gem: half its width
HAT_STARS = (  # on the cone: centre, outer and inner radius, points
    ((-0.12, 0.02), 0.17, 0.07, 5),
    ((0.14, -0.42), 0.1, 0.04, 5),
    ((-0.3, 0.25), 0.07, 0.03, 4),
)
MOON, MOON_R = (-0.08, -0.42), 0.13
MOON_BITE, MOON_BITE_R = (0.06, -0.03), 0.11  # the hat-coloured disc that makes it a crescent
TIP_STAR, TIP_STAR_R = (0.82, -1.0), 0.08  # dangling from the tip
SPARKLES = ((-0.95, -0.55, 0.13), (0.95, -0.2, 0.1), (-0.75, -1.05, 0.08), (1.0, 0.25, 0.07))
SPARKLE_WAIST = 0.3  # a sparkle's inner radius, of its outer
BELL = 0.34  # a bell on a tip of the Jester's cap: its size
BELL_DROP = 0.12  # how far below the tip it hangs


class SpecialFaces(Painter):
    """Faces of the four Wizards and the four Jesters."""

    def wizard(self, number: int) -> pygame.Surface:
        surf, w, h = self._canvas()
        surf.blit(gradient(w, h, NIGHT_TOP, NIGHT_BOTTOM), (0, 0))
        halo = glow(round(w * HALO), WIZARD_HALO, 0.55)
        blit_centered(surf, halo, w / 2, h * HALO_Y)
        lw = max(1, round(w * LINE))
        frame = pygame.Rect(0, 0, w, h).inflate(-round(w * FRAME_INSET), -round(w * FRAME_INSET))
        rad = round(w * FRAME_RADIUS)
        cx = w / 2
        half_hat, (hat_top, hat_foot) = STARLESS_HAT
        (tl_x, tl_y), (br_x, br_y) = STARLESS_INDEX

        def in_hat(x: float, y: float) -> bool:
            return abs(x - cx) < w * half_hat and h * hat_top < y < h * hat_foot

        def in_index(x: float, y: float) -> bool:
            return (x < w * tl_x and y < h * tl_y) or (x > w * br_x and y > h * br_y)

        stars(
            surf,
            frame.inflate(-w * STAR_FIELD_INSET, -w * STAR_FIELD_INSET),
            STAR_COUNT,
            1000 + number,
            STARLIGHT,
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
        self.wizard_hat(surf, cx, h * HAT_Y, w * HAT_SIZE, number)
        self._corner_index(
            surf,
            self.rank_label(f"W{number}"),
            GOLD_LIGHT,
            FONT_SERIF_BOLD,
            lambda s: star_surface(s, GOLD),
            plate=(WIZARD_PLATE, GOLD),
        )
        return self._shape_card(surf, border=WIZARD_EDGE)

    def wizard_hat(
        self, surf: pygame.Surface, cx: float, cy: float, s: float, number: int
    ) -> None:
        """Pointed wizard hat with stars and a moon; gem colour varies per wizard."""
        lw = max(1, round(surf.get_width() * EMBLEM_LINE))
        hat, hat_dark = HAT, HAT_SHADE

        def P(x: float, y: float) -> Point:
            return (cx + x * s, cy + y * s)

        cone = path(
            P(-0.62, 0.55),
            (P(-0.42, 0.0), P(-0.25, -0.55), P(0.05, -0.92)),
            (P(0.25, -1.12), P(0.55, -1.15), P(0.78, -1.02)),
            (P(0.55, -0.98), P(0.35, -0.82), P(0.28, -0.55)),
            (P(0.35, -0.2), P(0.5, 0.2), P(0.62, 0.55)),
            n=18,
        )
        # brim (ellipse) behind the cone's base
        brim_w, brim_h = BRIM
        brim = pygame.Rect(0, 0, s * brim_w, s * brim_h)
        brim.center = (round(cx), round(cy + s * BRIM_Y))
        pygame.draw.ellipse(surf, hat_dark, brim)
        pygame.draw.ellipse(surf, GOLD, brim, lw * 2)
        pygame.draw.polygon(surf, hat, cone)
        # shading on the right side of the cone
        shade = path(
            P(0.62, 0.55),
            (P(0.5, 0.2), P(0.35, -0.2), P(0.28, -0.55)),
            (P(0.22, -0.1), P(0.28, 0.25), P(0.2, 0.55)),
            n=14,
        )
        pygame.draw.polygon(surf, hat_dark, shade)
        pygame.draw.polygon(surf, GOLD, cone, lw * 2)
        # hat band
        band = quad(P(-0.58, 0.36), P(0, 0.44), P(0.58, 0.36), 12) + quad(
            P(0.63, 0.58), P(0, 0.68), P(-0.63, 0.58), 12
        )
        pygame.draw.polygon(surf, GOLD, band)
        pygame.draw.polygon(surf, GOLD_DARK, band, lw)
        gem = GEMS[(number - 1) % 4]
        gx, gy = P(0, 0.5)
        d = s * GEM
        pygame.draw.polygon(
            surf, gem, [(gx, gy - d * 1.3), (gx + d, gy), (gx, gy + d * 1.3), (gx - d, gy)]
        )
        pygame.draw.polygon(
            surf,
            LIGHT,
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
        for (x, y), r_out, r_in, points in HAT_STARS:
            pygame.draw.polygon(
                surf, GOLD_LIGHT, star_points(*P(x, y), s * r_out, s * r_in, points)
            )
        mx, my = P(*MOON)
        bite_x, bite_y = MOON_BITE
        pygame.draw.circle(surf, GOLD_LIGHT, (mx, my), s * MOON_R)
        pygame.draw.circle(surf, hat, (mx + s * bite_x, my + s * bite_y), s * MOON_BITE_R)
        # a star dangling from the tip
        pygame.draw.circle(surf, GOLD_LIGHT, P(*TIP_STAR), s * TIP_STAR_R)
        # sparkles around the hat
        for x, y, r in SPARKLES:
            px, py = P(x, y)
            pygame.draw.polygon(
                surf, GOLD_LIGHT, star_points(px, py, s * r, s * r * SPARKLE_WAIST, 4)
            )

    def jester(self, number: int) -> pygame.Surface:
        surf, w, h = self._canvas()
        surf.fill((*CARD_WHITE, 255))
        motley = list(MOTLEY)
        # harlequin diamonds in soft tints
        dw, dh = w / HARLEQUIN_ACROSS, w / HARLEQUIN_ACROSS * HARLEQUIN_TALL
        rows = int(h / dh * 2) + 3
        for r in range(-1, rows):
            for c in range(-1, 6):
                x = c * dw + (dw / 2 if r % 2 else 0)
                y = r * dh / 2
                col = mix(motley[(c + r * 3 + number) % 4], CARD_WHITE, 0.78)
                pygame.draw.polygon(
                    surf, col, [(x, y - dh / 2), (x + dw / 2, y), (x, y + dh / 2), (x - dw / 2, y)]
                )
        lw = max(1, round(w * LINE))
        frame = pygame.Rect(0, 0, w, h).inflate(-round(w * FRAME_INSET), -round(w * FRAME_INSET))
        rad = round(w * FRAME_RADIUS)
        pygame.draw.rect(surf, JESTER_PURPLE, frame, width=lw * 2, border_radius=rad)
        # white oval stage behind the cap
        stage_w, stage_h = STAGE
        oval = pygame.Rect(0, 0, w * stage_w, h * stage_h)
        oval.center = (round(w / 2), round(h * STAGE_Y))
        pygame.draw.ellipse(surf, CARD_WHITE, oval)
        pygame.draw.ellipse(surf, JESTER_PURPLE, oval, lw * 2)
        self._jester_cap(surf, w / 2, h * CAP_Y, w * CAP_SIZE, number, motley)
        ink = JESTER_PURPLE
        self._corner_index(
            surf,
            self.rank_label(f"J{number}"),
            ink,
            FONT_SERIF_BOLD,
            lambda s: bell_surface(s, GOLD, GOLD_DARK),
            plate=(CARD_WHITE, ink),
        )
        return self._shape_card(surf)

    def _jester_cap(
        self, surf, cx: float, cy: float, s: float, number: int, motley: list[RGB]
    ) -> None:
        lw = max(1, round(surf.get_width() * EMBLEM_LINE))

        def P(x: float, y: float) -> Point:
            return (cx + x * s, cy + y * s)

        order = [motley[(number - 1 + k) % 4] for k in range(4)]
        outline = JESTER_LINE
        tips = []
        # left point: droops to the left
        left = path(
            P(-0.7, 0.45),
            (P(-0.8, -0.1), P(-1.0, -0.5), P(-1.12, -0.1)),
            (P(-0.9, -0.25), P(-0.6, -0.2), P(-0.15, 0.3)),
            n=16,
        )
        tips.append(P(-1.12, -0.1))
        right = path(
            P(0.7, 0.45),
            (P(0.8, -0.1), P(1.0, -0.5), P(1.12, -0.1)),
            (P(0.9, -0.25), P(0.6, -0.2), P(0.15, 0.3)),
            n=16,
        )
        tips.append(P(1.12, -0.1))
        middle = path(
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
        band = quad(P(-0.85, 0.35), P(0, 0.18), P(0.85, 0.35), 14) + quad(
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
            bell = bell_surface(s * BELL, GOLD, GOLD_DARK)
            blit_centered(surf, bell, tx, ty + s * BELL_DROP)
