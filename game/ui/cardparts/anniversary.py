"""The anniversary editions' special cards (Dragon, Fairy, Bomb, Werewolf, Juggler,
Cloud, Shapeshifter): a ground of the card's own colours in a gold frame, its emblem
(``emblems``) in the middle, its mark in the corners (the Juggler and the Cloud show
the value they count as, 7½ and 9¾, or 8½ and 10¾ in the 2-to-Ace deck) and, on
cards large enough to read it, its name on a ribbon. High contrast: the emblem in
black on white."""

from __future__ import annotations

import pygame

from game.ui.cardparts import emblems
from game.ui.cardparts.paint import (
    CARD_WHITE,
    FONT_SANS_BOLD,
    FONT_SERIF_BOLD,
    RGB,
    blit_centered,
    glow,
    gradient,
    mix,
    relative_luminance,
    text_image,
)
from game.ui.cardparts.painter import Painter
from game.words import DeckStyle, special_card_name

SPECIAL_CODES = ("DRAGON", "FAIRY", "BOMB", "WEREWOLF", "JUGGLER", "CLOUD", "SHAPESHIFTER")

# The value the named-suit cards count as, by deck style: between the four-colour
# deck's 7 and 8 (the 2-to-Ace deck's 8 and 9), and its 9 and 10 (10 and Jack).
VALUES = {
    DeckStyle.FOUR_COLOUR: {"JUGGLER": "7½", "CLOUD": "9¾"},
    DeckStyle.CLASSIC: {"JUGGLER": "8½", "CLOUD": "10¾"},
}

# The layout, in fractions of the card's width (y positions: of its height).
LINE = 0.008
FRAME_INSET = 0.07
FRAME_RADIUS = 0.05
EMBLEM_Y, EMBLEM_SIZE = 0.47, 0.3  # the emblem's centre; its size ``s``
GLOW = 1.0  # the light behind the emblem: its size
RIBBON = 0.56, 0.1, 0.845  # the name's ribbon: its width, its height, its centre (y)
RIBBON_TEXT = 0.07  # the name's cap height
NAMED_FROM = 80  # the ribbon only on cards at least this wide (px): else unreadable
MARK = 0.85  # the corner's emblem, of the size the Jester's cap gets (it is square)
CONTRAST_EMBLEM = 0.36
CONTRAST_BORDER = 0.035
BLACK: RGB = (0, 0, 0)
WHITE: RGB = (255, 255, 255)


class SpecialCardFaces(Painter):
    """Faces of the seven special cards in colour and in high contrast."""

    def value(self, code: str) -> str:
        """"7½" for the Juggler in the four-colour deck; "" for a card without one."""
        return VALUES[DeckStyle(self.style)].get(code, "")

    def face(self, code: str) -> pygame.Surface:
        look = emblems.LOOKS[code]
        surf, w, h = self._canvas()
        surf.blit(gradient(w, h, look.top, look.bottom), (0, 0))
        light = mix(look.top, WHITE, 0.5)
        blit_centered(surf, glow(round(w * GLOW), light, 0.6), w / 2, h * EMBLEM_Y)
        lw = max(1, round(w * LINE))
        frame = pygame.Rect(0, 0, w, h).inflate(-round(w * FRAME_INSET), -round(w * FRAME_INSET))
        rad = round(w * FRAME_RADIUS)
        pygame.draw.rect(surf, look.frame, frame, width=lw * 2, border_radius=rad)
        suits = tuple(self.colours[s] for s in "CDHS")
        inks = emblems.with_suits(look.inks, suits)
        emblems.draw(code, surf, w / 2, h * EMBLEM_Y, w * EMBLEM_SIZE, inks, lw)
        dark_ground = relative_luminance(look.top) < 0.3
        ink = CARD_WHITE if dark_ground else mix(look.frame, BLACK, 0.4)
        plate = mix(look.bottom, BLACK, 0.3) if dark_ground else CARD_WHITE
        if self.width >= NAMED_FROM:
            self._ribbon(surf, special_card_name(code), plate, ink, look.frame)
        self._index(surf, code, ink, (plate, look.frame))
        return self._shape_card(surf, border=mix(look.bottom, BLACK, 0.3))

    def contrast(self, code: str) -> pygame.Surface:
        surf, w, h = self._canvas()
        surf.fill((*WHITE, 255))
        lw = max(2, round(w * CONTRAST_BORDER))
        inset = round(w * CONTRAST_BORDER)
        rect = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
        pygame.draw.rect(surf, BLACK, rect, width=lw, border_radius=round(w * FRAME_RADIUS))
        emblems.draw(code, surf, w / 2, h * EMBLEM_Y, w * CONTRAST_EMBLEM,
                     emblems.Inks.mono(BLACK, WHITE), max(1, round(w * LINE)))
        if self.width >= NAMED_FROM:
            self._ribbon(surf, special_card_name(code), WHITE, BLACK, BLACK)
        self._index(surf, code, BLACK, (WHITE, BLACK))
        return self._shape_card(surf, border=BLACK)

    def _index(self, surf, code: str, ink: RGB, plate: tuple[RGB, RGB]) -> None:
        font = FONT_SANS_BOLD if self.style == DeckStyle.FOUR_COLOUR else FONT_SERIF_BOLD

        def mark(size: float, colour: RGB = ink) -> pygame.Surface:
            return emblems.glyph(code, size * MARK, colour)

        value = self.value(code)
        self._corner_index(surf, value, ink, font, mark if value else None, plate=plate,
                           mark=mark)

    def _ribbon(self, surf, name: str, fill: RGB, ink: RGB, edge: RGB) -> None:
        w, h = surf.get_size()
        rw, rh, cy = RIBBON
        rect = pygame.Rect(0, 0, round(w * rw), round(w * rh))
        rect.center = (round(w / 2), round(h * cy))
        lw = max(1, round(w * LINE))
        pygame.draw.rect(surf, fill, rect, border_radius=rect.h // 2)
        pygame.draw.rect(surf, edge, rect, width=lw * 2, border_radius=rect.h // 2)
        font = FONT_SANS_BOLD if self.style == DeckStyle.FOUR_COLOUR else FONT_SERIF_BOLD
        txt = text_image(name, w * RIBBON_TEXT, ink, font, max_w=rect.w - rect.h)
        blit_centered(surf, txt, rect.centerx, rect.centery)

