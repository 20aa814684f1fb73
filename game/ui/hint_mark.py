"""The hint's mark on a suggested card: an outline and an arrow above the card.

The glow behind a hinted card is faint and mostly covered by its neighbours in a
fanned hand, so the card the Hint suggests also gets an accent outline and a
pointer above its top edge (a shape, not colour alone), which no neighbour covers.
"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.table import render as rd


def draw_card_mark(
    surface, rect: pygame.Rect, radius: int, t: float, pointer: bool = True
) -> None:
    """Mark ``rect`` (a card in the hand, already drawn) as the hint's card;
    ``pointer=False`` where the space above is taken (the trump chooser's buttons)."""
    width = max(3, rect.width // 30)
    pygame.draw.rect(surface, theme.ACCENT, rect.inflate(width, width), width=width,
                     border_radius=radius + width // 2)
    if not pointer:
        return
    size = max(8, rect.width // 7)
    bob = round(3 * rd.pulse(t))  # steady under reduced motion (pulse is then 1)
    tip_y = rect.top - 4 - bob
    cx = rect.centerx
    points = [(cx, tip_y), (cx - size, tip_y - size), (cx + size, tip_y - size)]
    pygame.draw.polygon(surface, (12, 24, 36), [(x, y + 2) for x, y in points])  # shadow
    pygame.draw.polygon(surface, theme.ACCENT, points)
