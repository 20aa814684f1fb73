"""New game's message on variants that cannot be combined (``newgame``): the rules
engine's own words in a red box with a "!" disc, under the seed's row. The room it
needs is taken from the variants' descriptions above it."""

from __future__ import annotations

import pygame

from game.ui.kit import palette, textfit

# Lengths (px at scale 1, cut to whole pixels as every menu screen).
PROBLEM_H = 62  # the room kept for a message, at least while there is one
PROBLEM_H_LEAST = 30  # the box, at least
PROBLEM_RADIUS = 10
PROBLEM_MARK_R = 13  # the "!" disc, at most
PROBLEM_MARK_INSET = 12, 10  # the box's left and top edges to the disc
PROBLEM_TEXT_GAP = 10  # the disc to the message, and the message to the box's right
PROBLEM_TEXT_INSET = 8  # the box's top and bottom edges to the message


class ProblemBox:
    """Where the message goes and how it is drawn; the scene keeps the message."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)

    @staticmethod
    def height(fonts, m, text: str | None, width: int) -> int:
        """The room the message needs (none without one): its text at the player's
        text size beside the "!" disc."""
        if not text:
            return 0
        text_w = width - m(PROBLEM_MARK_INSET[0]) - 2 * m(PROBLEM_MARK_R) - m(2 * PROBLEM_TEXT_GAP)
        text_h = textfit.wrapped_height(fonts, text, text_w, m.small)
        return max(m(PROBLEM_H), text_h + m(2 * PROBLEM_TEXT_INSET))

    def place(self, m, left: int, top: int, width: int, bottom: int) -> None:
        """The box from ``top`` down to ``bottom`` (a least height kept)."""
        self.rect = pygame.Rect(left, top, width, max(m(PROBLEM_H_LEAST), bottom - top))

    def draw(self, surface: pygame.Surface, fonts, m, text: str) -> None:
        box = self.rect
        pygame.draw.rect(surface, palette.BAD_FILL, box, border_radius=PROBLEM_RADIUS)
        pygame.draw.rect(surface, palette.BAD, box, 2, border_radius=PROBLEM_RADIUS)
        r = min(m(PROBLEM_MARK_R), box.height // 3)
        inset_x, inset_y = PROBLEM_MARK_INSET
        c = (box.left + m(inset_x) + r, box.top + m(inset_y) + r)
        pygame.draw.circle(surface, palette.BAD, c, r)
        mark = fonts.get(int(r * 1.5), "bold").render("!", True, palette.TEXT)
        surface.blit(mark, mark.get_rect(center=c))
        inner = pygame.Rect(
            c[0] + r + m(PROBLEM_TEXT_GAP),
            box.top + m(PROBLEM_TEXT_INSET),
            box.right - c[0] - r - m(2 * PROBLEM_TEXT_GAP),
            box.height - m(2 * PROBLEM_TEXT_INSET),
        )
        # At the player's text size where it fits; shrunk only where the smallest
        # window has no more room (Larger text, a long translation).
        fits = textfit.wrapped_height(fonts, text, inner.width, m.small) <= inner.height
        textfit.draw_text_box(surface, fonts, text, inner, m.small, palette.TEXT,
                              least=m.small if fits else None)
