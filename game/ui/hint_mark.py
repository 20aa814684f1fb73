"""The hint's mark on a suggested card: an outline and an arrow above the card.

The glow behind a hinted card is faint and mostly covered by its neighbours in a
fanned hand, so the card the Hint suggests also gets an accent outline and a
pointer above its top edge (a shape, not colour alone), which no neighbour covers.
"""

from __future__ import annotations

import pygame

from game.ui.kit import palette, textfit
from game.ui.table import render as rd


def draw_card_mark(
    surface, rect: pygame.Rect, radius: int, t: float, pointer: bool = True
) -> None:
    """Mark ``rect`` (a card in the hand, already drawn) as the hint's card;
    ``pointer=False`` where the space above is taken (the trump chooser's buttons)."""
    width = max(3, rect.width // 30)
    pygame.draw.rect(surface, palette.ACCENT, rect.inflate(width, width), width=width,
                     border_radius=radius + width // 2)
    if not pointer:
        return
    size = max(8, rect.width // 7)
    bob = round(3 * rd.pulse(t))  # steady under reduced motion (pulse is then 1)
    tip_y = rect.top - 4 - bob
    cx = rect.centerx
    points = [(cx, tip_y), (cx - size, tip_y - size), (cx + size, tip_y - size)]
    pygame.draw.polygon(surface, palette.POINTER_SHADOW, [(x, y + 2) for x, y in points])
    pygame.draw.polygon(surface, palette.ACCENT, points)


class _Box:
    """The size of a block of lines, for the status line's placement."""

    def __init__(self, width: int, height: int):
        self._w, self._h = width, height

    def get_width(self) -> int:
        return self._w

    def get_height(self) -> int:
        return self._h


def draw_status(
    surface, cache, text: str, size: int, color, max_width: int, place, border, lines: int = 2
) -> pygame.Rect:
    """The hint's sentence as the table's status pill, in up to ``lines`` centred lines
    of at most ``max_width`` (the font shrinks only if that many lines do not hold it).

    Each line is rendered through the table's TextCache and blitted to the screen,
    so it is a text on screen like any other. ``place(box)`` gives the pill's centre
    for a block of that size (the table's ``_status_place``)."""
    size = int(size)
    while True:
        font = cache.fonts.get(size, "bold")
        rows = textfit.wrap_lines(text, font, max_width)
        if len(rows) <= lines or size <= 9:
            break
        size -= 1
    images = [cache.render(row, size, color, "bold", max_width=max_width) for row in rows]
    gap = max(1, size // 6)
    width = max(img.get_width() for img in images)
    height = sum(img.get_height() for img in images) + gap * (len(images) - 1)
    cx, cy = place(_Box(width, height))
    pad_x, pad_y = 16, 5
    rect = pygame.Rect(0, 0, width + 2 * pad_x, height + 2 * pad_y)
    rect.center = (round(cx), round(cy))
    surface.blit(rd.pill_surface(rect.size, palette.PANEL, 215, border), rect)
    y = rect.top + pad_y
    for img in images:
        surface.blit(img, (rect.centerx - img.get_width() // 2, y))
        y += img.get_height() + gap
    return rect
