"""Renders preview sheets of every card (both styles, two sizes) to /tmp/cards_*.png."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.ui.cardart import ALL_CARDS, STYLES, CardArt, card_size_for_height  # noqa: E402

FELT = (22, 92, 52)


def sheet(style: str, height: int) -> pygame.Surface:
    w, h = card_size_for_height(height)
    art = CardArt(w, h, style)
    cols = 13
    gap = max(6, w // 8)
    cards = list(ALL_CARDS) + ["BACK"]
    rows = (len(cards) + cols - 1) // cols
    out = pygame.Surface((cols * (w + gap) + gap, rows * (h + gap) + gap))
    out.fill(FELT)
    for i, card in enumerate(cards):
        x = gap + (i % cols) * (w + gap)
        y = gap + (i // cols) * (h + gap)
        surf = art.back() if card == "BACK" else art.face(card)
        shadow = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 70), (0, 0, w, h), border_radius=max(2, w // 13))
        out.blit(shadow, (x + 2, y + 3))
        out.blit(surf, (x, y))
    # suit symbols (trump indicator) in the free space after the back
    x = gap + (len(cards) % cols) * (w + gap) + gap
    y = gap + (rows - 1) * (h + gap)
    for suit in "CDHS":
        for size in (16, 32, h // 3):
            out.blit(art.suit_symbol(suit, size), (x, y))
            out.blit(art.suit_symbol(suit, size, (255, 255, 255)), (x, y + h // 3 + gap))
            x += size + gap // 2
    return out


def main() -> None:
    pygame.init()
    paths = []
    for style in STYLES:
        for height in (126, 252):
            path = f"/tmp/cards_{style}_{height}.png"
            pygame.image.save(sheet(style, height), path)
            paths.append(path)
    print("\n".join(paths))


if __name__ == "__main__":
    main()
