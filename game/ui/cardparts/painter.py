"""What every card painter shares: the supersampled canvas, the rounded shape with
its border, a suit symbol in the style's colour, and the corner index (rank over a
small symbol, repeated upside down in the opposite corner)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui.cardparts.paint import (
    BORDER,
    MASK_CUT,
    MASK_KEEP,
    RGB,
    blit_centered,
    cap_glyph,
    edge,
    relative_luminance,
    text_image,
)
from game.ui.cardparts.shapes import symbol_hi
from game.words import DeckStyle

# Every card's shape and corner index, in fractions of the card's width (cards are
# drawn at any size: their geometry scales with the card, not the UI).
CORNER_RADIUS = 0.075
OUTLINE = 0.009  # the card's border (at least one pixel of the finished card)
INDEX_X = 0.118  # the index's centre line, from the card's left edge
INDEX_TOP = 0.075  # the card's top edge to the index's letters
INDEX_CAP = 0.18  # the letters' cap height
INDEX_CAP_PAIR = 0.8  # two letters ("Kn") are this much smaller, rather than squeezed
INDEX_W = 0.19  # the letters at most this wide
JESTER_GLYPH = 1.25  # the Jester's cap in the index: of the letters' cap height
INDEX_SYMBOL = 0.14  # the small symbol under the letters: its size
INDEX_SYMBOL_GAP = 0.04  # the letters to the symbol
PLATE_INSET = 0.03  # the card's edges to the index's plate (Wizards, Jesters)
PLATE_W = 0.176
PLATE_BELOW = 0.045, 0.04  # the plate's bottom below the letters, and below the symbol
PLATE_RADIUS = 0.045
PLATE_LINE = 0.008  # half the plate's edge


class Painter:
    """Draws at one card size and style; subclasses paint the faces."""

    def __init__(self, width: int, height: int, style: str, letters: dict, ss: int,
                 colours: dict) -> None:
        self.width = width
        self.height = height
        self.style = style
        self.letters = letters
        self.ss = ss
        self.colours = colours  # suit letter -> RGB for this style

    def rank_label(self, card: str) -> str:
        """The index shown on the card: "A", "10", "1".."13" per style and language
        ("B" for a German Jack), the Wizard's letter; "" for the Jester (a cap glyph)."""
        kind, number = card[0], int(card[1:])
        if kind == "W":
            return self.letters["W"]
        if kind == "J":
            return ""
        if self.style == DeckStyle.FOUR_COLOUR:
            return str(number - 1)
        return self.letters.get(number, str(number))

    def _outlined(self, suit: str, colour: Sequence[int]) -> bool:
        return relative_luminance(colour) > 0.3

    def _canvas(self) -> tuple[pygame.Surface, int, int]:
        w, h = self.width * self.ss, self.height * self.ss
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        return surf, w, h

    def _radius(self, w: int) -> int:
        return max(2, round(w * CORNER_RADIUS))

    def _shape_card(self, content: pygame.Surface, border: RGB = BORDER) -> pygame.Surface:
        """Rounds the corners of an opaque content surface and strokes a thin border."""
        w, h = content.get_size()
        r = self._radius(w)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        mask.fill(MASK_CUT)
        pygame.draw.rect(mask, MASK_KEEP, (0, 0, w, h), border_radius=r)
        content.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        bw = max(1, round(max(1.0, self.width * OUTLINE) * self.ss))
        pygame.draw.rect(content, (*border, 255), (0, 0, w, h), width=bw, border_radius=r)
        return pygame.transform.smoothscale(content, (self.width, self.height))

    def _sym(self, suit: str, size: float, colour: RGB | None = None) -> pygame.Surface:
        colour = colour or self.colours[suit]
        outline = edge(colour) if self._outlined(suit, colour) else None
        return symbol_hi(suit, self.style, round(size), colour, outline, max(1.0, size * 0.04))

    def _corner_index(
        self,
        surf: pygame.Surface,
        label: str,
        colour: RGB,
        font: str,
        below: Callable[[float], pygame.Surface] | None,
        plate: tuple[RGB, RGB] | None = None,
        mark: Callable[[float, RGB], pygame.Surface] = cap_glyph,
    ) -> None:
        """Draws the rank (+ small symbol) top-left and, rotated, bottom-right.

        plate (fill, line) puts the index on a small rounded cartouche, for faces whose
        frame runs through the corners. ``mark`` (size, colour) stands for an empty
        label: the Jester's cap, a special card's emblem."""
        w, h = surf.get_size()
        cap = w * INDEX_CAP
        cx = w * INDEX_X
        top = w * INDEX_TOP
        sym_size = w * INDEX_SYMBOL
        if len(label) > 1 and not label.isdigit():
            cap *= INDEX_CAP_PAIR  # "Kn": two letters, a little smaller rather than squeezed
        if label:
            txt = text_image(label, cap, colour, font, max_w=w * INDEX_W)
        else:  # the Jester's cap, as tall as a letter and a bit wider; or an emblem
            txt = mark(cap * JESTER_GLYPH, colour)
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        layer.fill((*colour, 0))
        if plate is not None:
            lw = max(1, round(w * PLATE_LINE))
            under_cap, under_symbol = PLATE_BELOW
            bottom = top + cap + w * under_cap + (sym_size if below else 0) + w * under_symbol
            inset = round(w * PLATE_INSET)
            rect = pygame.Rect(
                inset, inset, round(w * PLATE_W), round(bottom - w * PLATE_INSET)
            )
            radius = round(w * PLATE_RADIUS)
            pygame.draw.rect(layer, (*plate[0], 255), rect, border_radius=radius)
            pygame.draw.rect(layer, (*plate[1], 255), rect, width=lw * 2, border_radius=radius)
        layer.blit(txt, (round(cx - txt.get_width() / 2), round(top)))
        if below is not None:
            sym = below(sym_size)
            blit_centered(layer, sym, cx, top + cap + w * INDEX_SYMBOL_GAP + sym_size / 2)
        surf.blit(layer, (0, 0))
        surf.blit(pygame.transform.flip(layer, True, True), (0, 0))
