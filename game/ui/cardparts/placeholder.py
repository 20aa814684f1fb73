"""PLACEHOLDER faces for the anniversary special cards (Dragon ... Shapeshifter):
a plain card with the card's name, so the table can show them before their real
art exists. The real faces replace ``special_placeholder`` (and this module)."""

from __future__ import annotations

import pygame

from game.rules import Card
from game.ui.cardparts.paint import BORDER, CARD_WHITE, GOLD_DARK, blit_centered, text_image
from game.ui.special_words import special_name

INK = (60, 30, 110)  # the name's colour: the Wizards' purple


def special_placeholder(width: int, height: int, card: Card) -> pygame.Surface:
    """A white card with a gold frame and the special card's name across it."""
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(2, round(width * 0.075))
    rect = surf.get_rect()
    pygame.draw.rect(surf, CARD_WHITE, rect, border_radius=radius)
    pygame.draw.rect(surf, BORDER, rect, width=1, border_radius=radius)
    inner = rect.inflate(-max(4, width // 10), -max(4, width // 10))
    pygame.draw.rect(surf, GOLD_DARK, inner, width=max(1, width // 40), border_radius=radius)
    name = text_image(special_name(card), max(4, height * 0.07), INK, max_w=inner.width - 4)
    blit_centered(surf, name, rect.centerx, rect.centery)
    return surf
