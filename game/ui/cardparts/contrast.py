"""High-contrast card faces (Settings > Accessibility): pure white or black cards
with a thick border, the rank large in the middle over a large suit symbol, and the
corner index in dark, saturated suit inks that keep at least 7:1 contrast against
white (WCAG AAA). No pictures behind the marks: what matters is read at a glance
even on small cards. The suits keep their shapes (and the four-colour style its
numbers), so colour is never the only difference."""

from __future__ import annotations

import pygame

from game.ui.cardparts.paint import (
    FONT_SANS_BOLD,
    RGB,
    blit_centered,
    cap_glyph,
    relative_luminance,
    star_surface,
    text_image,
)
from game.ui.cardparts.painter import Painter
from game.words import DeckStyle

WHITE: RGB = (255, 255, 255)
BLACK: RGB = (0, 0, 0)

# Suit inks darkened until each has at least 7:1 contrast on white; still four
# different hues (and four different symbol shapes) for players who see colour.
CONTRAST_INKS: dict[str, RGB] = {
    "C": (0, 90, 30),  # green
    "D": (140, 60, 0),  # brown-orange
    "H": (170, 0, 20),  # red
    "S": (0, 0, 0),  # black
}
JESTER_CAP = 0.5  # the Jester's cap in the middle: its height, of the card's width

FOUR_COLOUR_INKS: dict[str, RGB] = {
    "C": (0, 90, 30),  # green
    "D": (120, 80, 0),  # dark yellow
    "H": (170, 0, 20),  # red
    "S": (0, 30, 150),  # blue
}


def contrast_ratio(a, b) -> float:
    """WCAG contrast ratio of two colours (1 = same .. 21 = black on white)."""
    la, lb = relative_luminance(a), relative_luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def inks(style: DeckStyle) -> dict[str, RGB]:
    return FOUR_COLOUR_INKS if style == DeckStyle.FOUR_COLOUR else CONTRAST_INKS


class ContrastFaces(Painter):
    """Every face in high contrast: suit cards, Wizards and Jesters."""

    def _border(self, surf: pygame.Surface, colour: RGB) -> None:
        w, h = surf.get_size()
        lw = max(2, round(w * 0.035))
        inset = round(w * 0.035)
        rect = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
        pygame.draw.rect(surf, colour, rect, width=lw, border_radius=round(w * 0.05))

    def suit(self, suit: str, rank: int) -> pygame.Surface:
        surf, w, h = self._canvas()
        surf.fill((*WHITE, 255))
        ink = inks(self.style)[suit]
        label = self.rank_label(f"{suit}{rank}")
        self._corner_index(
            surf, label, ink, FONT_SANS_BOLD, lambda s: self._sym(suit, s, ink)
        )
        # The rank large in the middle, the symbol large under it.
        big = text_image(label, w * 0.3, ink, FONT_SANS_BOLD, max_w=w * 0.5)
        blit_centered(surf, big, w / 2, h * 0.36)
        blit_centered(surf, self._sym(suit, w * 0.4, ink), w / 2, h * 0.66)
        return self._shape_card(surf, border=BLACK)

    def wizard(self, number: int) -> pygame.Surface:
        surf, w, h = self._canvas()
        surf.fill((*BLACK, 255))
        self._border(surf, WHITE)
        letter = self.letters["W"]
        self._corner_index(
            surf, letter, WHITE, FONT_SANS_BOLD, lambda s: star_surface(s, WHITE),
            plate=(BLACK, WHITE),
        )
        big = text_image(letter, w * 0.34, WHITE, FONT_SANS_BOLD, max_w=w * 0.56)
        blit_centered(surf, big, w / 2, h * 0.38)
        blit_centered(surf, star_surface(w * 0.36, WHITE), w / 2, h * 0.66)
        return self._shape_card(surf, border=WHITE)

    def jester(self, number: int) -> pygame.Surface:
        surf, w, h = self._canvas()
        surf.fill((*WHITE, 255))
        self._border(surf, BLACK)
        self._corner_index(surf, "", BLACK, FONT_SANS_BOLD, None, plate=(WHITE, BLACK))
        # A jester's cap (points hanging, bells at the sides): no court card's crown.
        blit_centered(surf, cap_glyph(w * JESTER_CAP, BLACK), w / 2, h * 0.5)
        return self._shape_card(surf, border=BLACK)
