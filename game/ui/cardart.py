"""Procedural card art: every face, the back and the suit symbols are drawn with pygame-ce
primitives at the requested pixel size (supersampled, then smoothly downscaled), so the
cards are crisp at any size and the artwork is the project's own.

Cards are strings: suit letter (C D H S) + rank 2..14 (11=J, 12=Q, 13=K, 14=A), wizards
"W1".."W4", jesters "J1".."J4", the anniversary special cards by name ("DRAGON",
"FAIRY", "BOMB", "WEREWOLF", "JUGGLER", "CLOUD", "SHAPESHIFTER"). Two styles
(``game.words.DeckStyle``): CLASSIC (♣♦♥♠ and 2..10, J, Q, K, A) and FOUR_COLOUR
(four colours numbered 1..13, rank r shown as r-1; each colour has its own symbol
shape too: blue drop, red flame, yellow sun, green leaf).
Either style can be drawn in high contrast (``high_contrast=True``: plain white faces, large
marks in dark suit inks of at least 7:1 contrast, black Wizards).

This module is the way in: ``CardArt`` caches what the painters in
``game.ui.cardparts`` draw (suit faces, Wizards and Jesters, the back, the
high-contrast faces), and ``get_card_art`` shares instances.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

import pygame

from game.i18n import current_language, pgettext
from game.ui.cardparts.anniversary import SPECIAL_CODES, SpecialCardFaces
from game.ui.cardparts.back import BackPainter
from game.ui.cardparts.contrast import ContrastFaces, inks
from game.ui.cardparts.faces import SuitFaces
from game.ui.cardparts.paint import (  # noqa: F401 - part of this module's API
    BORDER,
    CARD_WHITE,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    MASK_CUT,
    MASK_KEEP,
    RGB,
    STARLIGHT,
    blit_centered,
    edge,
    finish,
    glow,
    gradient,
    relative_luminance,
    stars,
)
from game.ui.cardparts.shapes import symbol_hi
from game.ui.cardparts.specials import SpecialFaces
from game.words import DeckStyle, rank_letters

STYLES: tuple[DeckStyle, ...] = tuple(DeckStyle)  # their names: game.words
SUITS = "CDHS"
ASPECT = 5 / 7  # width / height of a card

# Four hues whose relative luminances are spread far apart, so the suits can be told
# apart without colour vision (tests/ui/test_cardart.py checks the spread).
SUIT_COLOURS: dict[DeckStyle, dict[str, RGB]] = {
    DeckStyle.CLASSIC: {
        "C": (0, 92, 44),  # dark green
        "D": (236, 140, 0),  # amber
        "H": (208, 24, 40),  # red
        "S": (24, 28, 48),  # near-black navy
    },
    DeckStyle.FOUR_COLOUR: {
        "C": (36, 150, 62),  # green (light-ish)
        "D": (240, 176, 0),  # yellow (lightest)
        "H": (178, 24, 30),  # red (darker crimson)
        "S": (26, 52, 156),  # blue (darkest)
    },
}

# The app icon's tile (the shared card palette: game.ui.cardparts.paint).
ICON_TOP: RGB = (74, 34, 140)  # purple, fading to ICON_BOTTOM at its foot
ICON_BOTTOM: RGB = (16, 18, 66)
ICON_GLOW: RGB = (160, 120, 240)  # behind the hat


def corner_letters() -> dict:
    """The index letters in the active language: {11: Jack, 12: Queen, 13: King,
    14: Ace, "W": Wizard}; German cards say B D K A, Swedish Kn D K E, and so on.
    The Jester has no letter (it would clash with a Jack or a Bubi): it shows a
    small jester's cap drawn in code."""
    return {**rank_letters(), "W": pgettext("card corner: Wizard", "W")}


def card_size_for_height(height: int) -> tuple[int, int]:
    """(width, height) of a card of the given height with the standard 5:7 aspect."""
    height = max(1, int(height))
    return max(1, round(height * ASPECT)), height


def parse_card(card: str) -> tuple[str, int]:
    """("S", 14) for "S14"; ("W", 1) for "W1"; ("J", 3) for "J3"; ("DRAGON", 0) for a
    special card."""
    if card in SPECIAL_CODES:
        return card, 0
    if len(card) < 2 or card[0] not in "CDHSWJ" or not card[1:].isdigit():
        raise ValueError(f"not a card: {card!r}")
    kind, number = card[0], int(card[1:])
    if kind in SUITS and not 2 <= number <= 14:
        raise ValueError(f"rank out of range: {card!r}")
    if kind in "WJ" and not 1 <= number <= 4:
        raise ValueError(f"special card out of range: {card!r}")
    return kind, number


class CardArt:
    """Renders (and caches) card faces, the back and suit symbols at one size, style
    and contrast."""

    def __init__(
        self,
        width: int,
        height: int,
        style: DeckStyle = DeckStyle.CLASSIC,
        high_contrast: bool = False,
    ):
        if style not in STYLES:
            raise ValueError(f"unknown deck style: {style!r}")
        style = DeckStyle(style)
        self.width = max(8, int(width))
        self.height = max(8, int(height))
        self.style = style
        self.high_contrast = bool(high_contrast)
        self.language = current_language()  # the letters are this language's
        self.letters = corner_letters()
        # supersampling factor: enough for smooth edges, bounded for speed
        self.ss = 4 if self.width <= 110 else 3
        colours = inks(style) if self.high_contrast else SUIT_COLOURS[style]
        args = (self.width, self.height, style, self.letters, self.ss, colours)
        self._suits = SuitFaces(*args)
        self._specials = SpecialFaces(*args)
        self._anniversary = SpecialCardFaces(*args)
        self._back_painter = BackPainter(*args)
        self._contrast = ContrastFaces(*args)
        self._faces: dict[str, pygame.Surface] = {}
        self._back: pygame.Surface | None = None
        self._symbols: dict[tuple, pygame.Surface] = {}

    @property
    def size(self) -> tuple[int, int]:
        return self.width, self.height

    def face(self, card: str) -> pygame.Surface:
        """The face of a card, cached per (card, size, style)."""
        surf = self._faces.get(card)
        if surf is None:
            surf = finish(self._render_face(card))
            self._faces[card] = surf
        return surf

    def back(self) -> pygame.Surface:
        if self._back is None:
            self._back = finish(self._back_painter.back())
        return self._back

    def suit_symbol(
        self, suit: str, size: int, color: Sequence[int] | None = None
    ) -> pygame.Surface:
        """A suit symbol (C D H S) of size x size pixels in this style's shape and colour."""
        if suit not in SUITS:
            raise ValueError(f"not a suit: {suit!r}")
        size = max(2, int(size))
        colour = tuple(color[:3]) if color is not None else self._suits.colours[suit]
        key = (suit, size, colour)
        surf = self._symbols.get(key)
        if surf is None:
            ss = 4 if size < 64 else 2
            outline = edge(colour) if self._suits._outlined(suit, colour) else None
            inner = size * ss * (0.86 if outline else 1.0)
            hi = symbol_hi(suit, self.style, round(inner), colour, outline, size * ss * 0.06)
            canvas = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
            canvas.fill((*colour, 0))
            blit_centered(canvas, hi, size * ss / 2, size * ss / 2)
            surf = finish(pygame.transform.smoothscale(canvas, (size, size)))
            self._symbols[key] = surf
        return surf

    def rank_label(self, card: str) -> str:
        """The index shown on the card: "A", "10", "1".."13" per style and language
        ("B" for a German Jack), the Wizard's letter; "" for the Jester (a cap glyph);
        the Juggler's and the Cloud's value ("7½"), "" for the other special cards."""
        kind, _number = parse_card(card)
        if kind in SPECIAL_CODES:
            return self._anniversary.value(kind)
        return self._suits.rank_label(card)

    def _render_face(self, card: str) -> pygame.Surface:
        kind, number = parse_card(card)
        if kind in SPECIAL_CODES:
            if self.high_contrast:
                return self._anniversary.contrast(kind)
            return self._anniversary.face(kind)
        if self.high_contrast:
            if kind == "W":
                return self._contrast.wizard(number)
            if kind == "J":
                return self._contrast.jester(number)
            return self._contrast.suit(kind, number)
        if kind == "W":
            return self._specials.wizard(number)
        if kind == "J":
            return self._specials.jester(number)
        if self.style == DeckStyle.FOUR_COLOUR:
            return self._suits.four_colour(kind, number)
        return self._suits.classic(kind, number)


def app_icon(size: int) -> pygame.Surface:
    """The app icon: the Wizard's hat on a rounded purple tile with a gold rim."""
    size = max(8, int(size))
    ss = 4 if size <= 64 else 2
    n = size * ss
    art = CardArt(max(8, size), max(8, size))
    tile = pygame.Surface((n, n), pygame.SRCALPHA)
    tile.blit(gradient(n, n, ICON_TOP, ICON_BOTTOM), (0, 0))
    blit_centered(tile, glow(round(n * 1.1), ICON_GLOW, 0.6), n / 2, n * 0.45)
    stars(
        tile,
        pygame.Rect(0, 0, n, n).inflate(-n * 0.16, -n * 0.16),
        10,
        7,
        STARLIGHT,
        lambda x, y: abs(x - n / 2) < n * 0.36 and y > n * 0.12,
    )
    art._specials.wizard_hat(tile, n * 0.49, n * 0.56, n * 0.4, 1)
    rad = round(n * 0.2)
    mask = pygame.Surface((n, n), pygame.SRCALPHA)
    mask.fill(MASK_CUT)
    pygame.draw.rect(mask, MASK_KEEP, (0, 0, n, n), border_radius=rad)
    tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    lw = max(ss, round(n * 0.03))
    pygame.draw.rect(tile, (*GOLD, 255), (0, 0, n, n), width=lw, border_radius=rad)
    return pygame.transform.smoothscale(tile, (size, size))


# --------------------------------------------------------------------------- shared instances

_ART_CACHE: OrderedDict[tuple[int, int, str, bool, str], CardArt] = OrderedDict()


def get_card_art(
    width: int, height: int, style: DeckStyle = DeckStyle.CLASSIC, high_contrast: bool = False
) -> CardArt:
    """A shared CardArt per (size, style, contrast); keeps the few most recently used."""
    key = (int(width), int(height), style, bool(high_contrast), current_language())
    art = _ART_CACHE.get(key)
    if art is None:
        art = CardArt(width, height, style, high_contrast)
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
SPECIAL_FACES: tuple[str, ...] = SPECIAL_CODES  # the anniversary editions' cards
