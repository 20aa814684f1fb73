"""The drawn pieces of the look that screens share: a screen's heading (a serif
title over a gold rule), the corner marks, the made / missed marks and the veil
behind a modal. Their colours, the fonts, text fitting, the UI scale, panels and
backdrops have their own modules in game.ui.kit (palette, typeface, textfit,
sizing, panelart, backdrop).
"""

from __future__ import annotations

import pygame

from game.ui.kit import palette, sizing, textfit, typeface


def draw_title(
    surface: pygame.Surface,
    fonts: typeface.Fonts,
    text: str,
    center: tuple[int, int],
    size: int,
    max_width: int,
    color=palette.GOLD,
) -> pygame.Rect:
    """A headline in the serif title font with a soft dark shadow; shrinks to fit."""
    img = textfit.render_fit(fonts, text, max_width, size, color, "title")
    shadow = textfit.render_fit(fonts, text, max_width, size, palette.DROP, "title")
    shadow.set_alpha(140)
    rect = img.get_rect(center=center)
    off = max(2, size // 24)
    surface.blit(shadow, rect.move(off, off))
    surface.blit(img, rect)
    return rect


def draw_ornament(
    surface: pygame.Surface, center: tuple[int, int], width: int, color=palette.GOLD
) -> None:
    """A thin gold rule with a diamond in the middle, under headings."""
    cx, cy = center
    half = width // 2
    pygame.draw.line(surface, color, (cx - half, cy), (cx - 10, cy), 2)
    pygame.draw.line(surface, color, (cx + 10, cy), (cx + half, cy), 2)
    pygame.draw.polygon(surface, color, [(cx, cy - 6), (cx + 6, cy), (cx, cy + 6), (cx - 6, cy)])
    pygame.draw.circle(surface, color, (cx - half, cy), 2)
    pygame.draw.circle(surface, color, (cx + half, cy), 2)


# A menu screen's heading (px at scale 1).
HEADING_TOP = 20  # the window's top edge to the heading
HEADING_ORNAMENT_W = 420  # the widest the rule under it gets
CONTENT_BELOW_HEADING = 28  # the heading's bottom to the screen's content (MenuScreen)


def draw_screen_heading(
    surface: pygame.Surface, fonts: typeface.Fonts, text: str, size: tuple[int, int]
) -> int:
    """The title of a menu screen at the top; returns the y where content may start."""
    w, h = size
    m = sizing.Metrics(sizing.ui_scale(size), cut=True)
    title_size = m.title
    cy = m(HEADING_TOP) + title_size // 2 + 4
    rect = draw_title(surface, fonts, text, (w // 2, cy), title_size, int(w * 0.8))
    orn_y = rect.bottom + m.gap_s
    draw_ornament(surface, (w // 2, orn_y), min(int(w * 0.4), m(HEADING_ORNAMENT_W)))
    return orn_y + m.gap_l


def draw_corner_marks(
    surface: pygame.Surface, rect: pygame.Rect, color, length: int, width: int, gap: int
) -> None:
    """Four L-shaped brackets just outside ``rect``'s corners: a mark told by its shape
    (not only by a colour or a glow), e.g. the plate of the player to move."""
    r = rect.inflate(2 * gap, 2 * gap)
    for (cx, cy), (dx, dy) in (
        (r.topleft, (1, 1)),
        (r.topright, (-1, 1)),
        (r.bottomleft, (1, -1)),
        (r.bottomright, (-1, -1)),
    ):
        x0 = cx if dx > 0 else cx - width
        y0 = cy if dy > 0 else cy - width
        pygame.draw.rect(surface, color, (x0 if dx > 0 else cx - length, y0, length, width))
        pygame.draw.rect(surface, color, (x0, y0 if dy > 0 else cy - length, width, length))


# Marks that say in shape what a colour also says (made / missed bid).
MARK_MADE = "✓"
MARK_MISSED = "✗"


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything already drawn (behind a modal dialog)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surface.blit(veil, (0, 0))

