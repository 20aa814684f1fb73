"""The suit cards: classic (pips 2 to 10, a medallion Ace, framed court cards with
crown, coronet and plumed cap) and four colours (numbered 1 to 13 under a large
symbol in a tinted window)."""

from __future__ import annotations

import math

import pygame

from game.ui.cardparts.paint import (
    CARD_WHITE,
    FONT_SANS_BOLD,
    FONT_SERIF_BOLD,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    LIGHT,
    MASK_KEEP,
    RGB,
    blit_centered,
    glow,
    gradient,
    ink_for,
    mix,
    text_image,
)
from game.ui.cardparts.painter import Painter
from game.ui.cardparts.shapes import Point, path, quad

PEARL: RGB = (250, 248, 240)  # the Queen's coronet's pearls

# The faces' layout. Cards are drawn at any size, so their geometry scales with the
# card, not the UI: lengths are fractions of the card's width, y positions of its height.
LINE = 0.008  # a frame's thin line (its gold edge is two or three of these)
EMBLEM_LINE = 0.007  # the court emblems' outline
PIP_COLUMNS = 0.33, 0.67  # the pips' left and right column (a middle pip between)
PIP_ROWS = 0.19, 0.81  # the pips' top and bottom row
PIP = 0.2  # a pip's size
ACE_RING = 0.34  # the Ace's medallion: its radius
ACE_STUD = 0.025  # a gold diamond on the ring: half its width
ACE_SYMBOL = 0.42
COURT_FRAME = 0.5, 0.8  # the court card's picture: its width, its height (of the height)
COURT_RADIUS = 0.04
LATTICE_STEP = 0.06  # between the picture's lattice lines
MEDALLION_R = 0.2  # the letter's disc
MEDALLION_Y = 0.47
COURT_LETTER = 0.2  # the letter's cap height
Q_LOWER = 0.012  # a Q sits this much lower (its tail)
EMBLEM = 0.16  # the crown, coronet or cap: its size ``s`` (the units below)
EMBLEM_Y = 0.225
COURT_SYMBOL = 0.19
COURT_SYMBOL_Y = 0.745
WINDOW = 0.52, 0.8  # the four-colour card's tinted window: width, height (of the height)
WINDOW_RADIUS = 0.06
WINDOW_GLOW = 0.62  # the light behind the symbol: its size
WINDOW_SYMBOL = 0.45
WINDOW_SYMBOL_Y = 0.36  # the symbol's centre, of the window's height
NUMBER_Y = 0.77  # the number's centre, of the window's height
NUMBER_OVAL = 0.2, 0.145  # the white oval behind the number: half its width, half its height
NUMBER_TEXT = 0.15  # the number's cap height
NUMBER_TEXT_W = 0.28  # the number at most this wide

# The court cards' emblems above the medallion (K crown, Q coronet, J plumed cap), in
# units of the emblem's size ``s`` (its half-width): x to the right of its centre, y
# down. Gold with a GOLD_DARK line; the crown and the coronet hold a dot of the suit's
# ink. Radii are in the same units.
CROWN_RIM = 0.55  # y of the crown's lower edge
CROWN: tuple[Point, ...] = (  # its outline: the rim's ends and three points
    (-1, CROWN_RIM), (-1.05, -0.45), (-0.5, 0.05), (0, -0.75), (0.5, 0.05), (1.05, -0.45),
    (1, CROWN_RIM),
)
CROWN_W = 2  # rim end to rim end
CROWN_BAND = 0.06, 0.22  # the dark band along the rim: how far above the rim, how tall
CROWN_JEWELS = (CROWN[1], CROWN[3], CROWN[5])  # one on each point
CROWN_JEWEL_R = 0.16
CROWN_DOT, CROWN_DOT_R = (0, 0.2), 0.14
CORONET = (  # its upper and lower curve (quadratic: end, control, end)
    ((-1, 0.5), (0, -0.55), (1, 0.5)),
    ((1, 0.5), (0, 0.2), (-1, 0.5)),
)
PEARLS = ((-0.85, 0.2), (0, -1.05), (0.85, 0.2))  # the curve the seven pearls sit on
PEARL_R = 0.15
CORONET_DOT, CORONET_DOT_R = (0, 0.2), 0.13
JACK_CAP = ((-0.95, 0.5), (-0.2, -0.75), (0.95, 0.5))  # the cap's dome (quadratic)
JACK_BAND = (-1.0, 0.38, 2.0, 0.22)  # the gold band under it: x, y, width, height
JACK_BAND_RADIUS = 0.08
PLUME = (  # the feather: a start and two cubic segments (control, control, end)
    (0.1, 0.05),
    ((0.5, -0.5), (1.0, -0.75), (1.25, -0.65)),
    ((0.9, -0.35), (0.55, -0.05), (0.1, 0.05)),
)


class SuitFaces(Painter):
    """Faces of the 52 suit cards in the classic or the four-colour style."""

    def classic(self, suit: str, rank: int) -> pygame.Surface:
        surf, w, h = self._canvas()
        surf.fill((*CARD_WHITE, 255))
        colour = self.colours[suit]
        ink = ink_for(colour)
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
        x0, x1 = (w * f for f in PIP_COLUMNS)
        y0, y1 = (h * f for f in PIP_ROWS)
        size = w * PIP
        pip = self._sym(suit, size)
        flipped = pygame.transform.flip(pip, True, True)
        for fx, fy in layouts[rank]:
            x = x0 + (x1 - x0) * fx
            y = y0 + (y1 - y0) * fy
            blit_centered(surf, flipped if fy > 0.5 else pip, x, y)

    def _ace(self, surf: pygame.Surface, suit: str) -> None:
        w, h = surf.get_size()
        colour = self.colours[suit]
        cx, cy = w / 2, h / 2
        ring = w * ACE_RING
        lw = max(1, round(w * LINE))
        pygame.draw.circle(surf, mix(colour, CARD_WHITE, 0.88), (cx, cy), ring)
        pygame.draw.circle(surf, GOLD, (cx, cy), ring, width=lw * 2)
        pygame.draw.circle(surf, mix(colour, CARD_WHITE, 0.35), (cx, cy), ring - lw * 4, lw)
        # small gold diamonds on the ring at the four compass points
        for i in range(4):
            a = math.radians(i * 90)
            px, py = cx + math.cos(a) * ring, cy + math.sin(a) * ring
            d = w * ACE_STUD
            pygame.draw.polygon(
                surf,
                GOLD_DARK,
                [(px, py - d * 1.4), (px + d, py), (px, py + d * 1.4), (px - d, py)],
            )
        blit_centered(surf, self._sym(suit, w * ACE_SYMBOL), cx, cy)

    def _court(self, surf: pygame.Surface, suit: str, rank: int) -> None:
        w, h = surf.get_size()
        colour = self.colours[suit]
        ink = ink_for(colour)
        frame_w, frame_h = COURT_FRAME
        frame = pygame.Rect(0, 0, round(w * frame_w), round(h * frame_h))
        frame.center = (round(w / 2), round(h / 2))
        rad = round(w * COURT_RADIUS)
        lw = max(1, round(w * LINE))
        pygame.draw.rect(surf, mix(colour, CARD_WHITE, 0.9), frame, border_radius=rad)
        # diagonal lattice inside the frame for texture
        tex = pygame.Surface(frame.size, pygame.SRCALPHA)
        step = w * LATTICE_STEP
        tcol = (*mix(colour, CARD_WHITE, 0.78), 255)
        k = -frame.h
        while k < frame.w + frame.h:
            pygame.draw.line(tex, tcol, (k, 0), (k + frame.h, frame.h), lw)
            pygame.draw.line(tex, tcol, (k + frame.h, 0), (k, frame.h), lw)
            k += step
        inner = frame.inflate(-lw * 8, -lw * 8)
        mask = pygame.Surface(frame.size, pygame.SRCALPHA)
        pygame.draw.rect(
            mask, MASK_KEEP, inner.move(-frame.x, -frame.y), border_radius=rad
        )
        tex.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(tex, frame.topleft)
        pygame.draw.rect(surf, GOLD, frame, width=lw * 3, border_radius=rad)
        pygame.draw.rect(
            surf, ink, frame.inflate(-lw * 8, -lw * 8), width=lw, border_radius=max(1, rad - lw * 4)
        )
        cx = w / 2
        # central medallion with the letter
        med_r = w * MEDALLION_R
        my = h * MEDALLION_Y
        pygame.draw.circle(surf, CARD_WHITE, (cx, my), med_r)
        pygame.draw.circle(surf, GOLD, (cx, my), med_r, lw * 3)
        pygame.draw.circle(surf, ink, (cx, my), med_r - lw * 4, lw)
        letter = self.letters[rank]
        txt = text_image(letter, w * COURT_LETTER, ink, FONT_SERIF_BOLD, max_w=med_r * 1.5)
        blit_centered(surf, txt, cx, my + (w * Q_LOWER if letter == "Q" else 0))
        # emblem above: crown (K), coronet (Q), plumed cap (J)
        self._court_emblem(surf, rank, cx, h * EMBLEM_Y, w * EMBLEM, ink)
        # suit symbol below
        blit_centered(surf, self._sym(suit, w * COURT_SYMBOL), cx, h * COURT_SYMBOL_Y)

    def _court_emblem(self, surf, rank: int, cx: float, cy: float, s: float, ink: RGB) -> None:
        lw = max(1, round(surf.get_width() * EMBLEM_LINE))

        def P(x: float, y: float) -> Point:  # a point in the emblem's units, in pixels
            return (cx + x * s, cy + y * s)

        if rank == 13:  # crown
            pts = [P(x, y) for x, y in CROWN]
            pygame.draw.polygon(surf, GOLD, pts)
            pygame.draw.polygon(surf, GOLD_DARK, pts, lw)
            left, rim = P(-1, CROWN_RIM)
            above, tall = CROWN_BAND
            pygame.draw.rect(surf, GOLD_DARK, (left, rim - s * above, s * CROWN_W, s * tall))
            for jewel in CROWN_JEWELS:
                pygame.draw.circle(surf, GOLD_LIGHT, P(*jewel), s * CROWN_JEWEL_R)
                pygame.draw.circle(surf, GOLD_DARK, P(*jewel), s * CROWN_JEWEL_R, lw)
            pygame.draw.circle(surf, ink, P(*CROWN_DOT), s * CROWN_DOT_R)
        elif rank == 12:  # coronet with pearls
            upper, lower = ([P(*p) for p in curve] for curve in CORONET)
            pts = quad(*upper, 20) + quad(*lower, 20)
            pygame.draw.polygon(surf, GOLD, pts)
            pygame.draw.polygon(surf, GOLD_DARK, pts, lw)
            for x, y in quad(*(P(*p) for p in PEARLS), 6):
                pygame.draw.circle(surf, PEARL, (x, y), s * PEARL_R)
                pygame.draw.circle(surf, GOLD_DARK, (x, y), s * PEARL_R, lw)
            pygame.draw.circle(surf, ink, P(*CORONET_DOT), s * CORONET_DOT_R)
        else:  # jack: plumed cap
            cap = quad(*(P(*p) for p in JACK_CAP), 24)
            pygame.draw.polygon(surf, ink, cap)
            x, y, band_w, band_h = JACK_BAND
            pygame.draw.rect(
                surf,
                GOLD,
                (*P(x, y), s * band_w, s * band_h),
                border_radius=max(1, round(s * JACK_BAND_RADIUS)),
            )
            start, *segments = PLUME
            plume = path(P(*start), *(tuple(P(*p) for p in seg) for seg in segments), n=14)
            pygame.draw.polygon(surf, GOLD, plume)
            pygame.draw.polygon(surf, GOLD_DARK, plume, lw)

    def four_colour(self, suit: str, rank: int) -> pygame.Surface:
        surf, w, h = self._canvas()
        colour = self.colours[suit]
        ink = ink_for(colour)
        surf.fill((*CARD_WHITE, 255))
        label = self.rank_label(f"{suit}{rank}")
        self._corner_index(surf, label, ink, FONT_SANS_BOLD, lambda s: self._sym(suit, s))
        lw = max(1, round(w * LINE))
        # central window tinted in the suit colour
        frame_w, frame_h = WINDOW
        frame = pygame.Rect(0, 0, round(w * frame_w), round(h * frame_h))
        frame.center = (round(w / 2), round(h / 2))
        rad = round(w * WINDOW_RADIUS)
        band = pygame.Surface(frame.size, pygame.SRCALPHA)
        band.blit(
            gradient(
                frame.w, frame.h, mix(colour, CARD_WHITE, 0.93), mix(colour, CARD_WHITE, 0.72)
            ),
            (0, 0),
        )
        mask = pygame.Surface(frame.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, MASK_KEEP, (0, 0, *frame.size), border_radius=rad)
        band.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(band, frame.topleft)
        pygame.draw.rect(surf, colour, frame, width=lw * 2, border_radius=rad)
        pygame.draw.rect(
            surf,
            mix(colour, CARD_WHITE, 0.5),
            frame.inflate(-lw * 7, -lw * 7),
            width=lw,
            border_radius=max(1, rad - lw * 3),
        )
        cx = w / 2
        sym_y = frame.top + frame.h * WINDOW_SYMBOL_Y
        blit_centered(surf, glow(round(w * WINDOW_GLOW), LIGHT, 0.9), cx, sym_y)
        blit_centered(surf, self._sym(suit, w * WINDOW_SYMBOL), cx, sym_y)
        # the number on a white medallion below the symbol
        n = rank - 1
        num_y = frame.top + frame.h * NUMBER_Y
        rx, ry = (w * f for f in NUMBER_OVAL)
        oval = pygame.Rect(0, 0, round(rx * 2), round(ry * 2))
        oval.center = (round(cx), round(num_y))
        pygame.draw.ellipse(surf, CARD_WHITE, oval)
        pygame.draw.ellipse(surf, colour, oval, lw * 2)
        txt = text_image(str(n), w * NUMBER_TEXT, ink, FONT_SANS_BOLD, max_w=w * NUMBER_TEXT_W)
        blit_centered(surf, txt, cx, num_y)
        return self._shape_card(surf)
