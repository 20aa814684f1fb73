"""The New game screen's line on an AI level: its name, and what it does and how strong
it is (``game.words.level_description``, from the arena's figures). ``NewGameScene``
decides which level (the one under the mouse, the focused seat's, the last chosen)
and where; this draws it."""

from __future__ import annotations

import pygame

from game.savegame import AI_LEVELS
from game.ui.kit import palette, sizing, textfit
from game.words import level_description, level_name

# Pixels at scale 1 (the text: sizing.Metrics' BODY and SMALL).
NAME_INSET = 10  # the box's left edge to the level's name
DESC_GAP = 14  # the longest name to the description


def _name_width(fonts, m: sizing.Metrics, box_width: int) -> int:
    font = fonts.get(m.body, "bold")
    return min(max(font.size(level_name(lv))[0] for lv in AI_LEVELS), box_width // 3)


def level_line_height(fonts, s: float, box_width: int, special: bool) -> int:
    """The height the longest level's description takes beside the names, at the
    player's text size: the room the line asks of the screen (more with ``special``:
    the special cards' figures too)."""
    m = sizing.Metrics(s, cut=True)
    width = box_width - m(NAME_INSET) - _name_width(fonts, m, box_width) - m(DESC_GAP)
    return max(textfit.wrapped_height(fonts, level_description(lv, special), width, m.small)
               for lv in AI_LEVELS)


def draw_level_line(surface: pygame.Surface, fonts, s: float, box: pygame.Rect,
                    level: str, special: bool) -> bool:
    """The level's name in bold at the left of ``box``, its description beside it at
    the player's text size (never shrunk; with ``special``, its strength with the
    special cards too). False when the description has no room there: the screen shows
    it as a tip instead."""
    m = sizing.Metrics(s, cut=True)
    size = m.body
    # The description starts where the longest level name ends, so it keeps its place
    # while the mouse passes over the levels.
    name_w = _name_width(fonts, m, box.width)
    head = textfit.render_fit(fonts, level_name(level), name_w, size, palette.TEXT, "bold")
    surface.blit(head, (box.left + m(NAME_INSET), box.top))
    left = box.left + m(NAME_INSET) + name_w + m(DESC_GAP)
    text = level_description(level, special)
    if textfit.wrapped_height(fonts, text, box.right - left, m.small) > box.height:
        return False
    textfit.draw_text_box(
        surface, fonts, text,
        pygame.Rect(left, box.top, box.right - left, box.height), m.small, palette.TEXT_DIM,
        least=m.small,
    )
    return True
