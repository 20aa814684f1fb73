"""The New game screen's line on an AI level: its name, and what it does and how strong
it is (``game.words.level_description``, from the arena's figures). ``NewGameScene``
decides which level (the one under the mouse, the focused seat's, the last chosen)
and where; this draws it."""

from __future__ import annotations

import pygame

from game.savegame import AI_LEVELS
from game.ui.kit import theme
from game.words import level_description, level_name

# Pixels at scale 1 (the text: theme.Metrics' BODY and SMALL).
NAME_INSET = 10  # the box's left edge to the level's name
DESC_GAP = 14  # the longest name to the description


def draw_level_line(surface: pygame.Surface, fonts, s: float, box: pygame.Rect,
                    level: str) -> None:
    """The level's name in bold at the left of ``box``, its description beside it."""
    m = theme.Metrics(s, cut=True)
    size = m.body
    # The description starts where the longest level name ends, so it keeps its place
    # while the mouse passes over the levels.
    font = fonts.get(size, "bold")
    name_w = min(max(font.size(level_name(lv))[0] for lv in AI_LEVELS), box.width // 3)
    head = theme.render_fit(fonts, level_name(level), name_w, size, theme.TEXT, "bold")
    surface.blit(head, (box.left + m(NAME_INSET), box.top))
    left = box.left + m(NAME_INSET) + name_w + m(DESC_GAP)
    theme.draw_text_box(
        surface, fonts, level_description(level),
        pygame.Rect(left, box.top, box.right - left, box.height), m.small, theme.TEXT_DIM,
    )
