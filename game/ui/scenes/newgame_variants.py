"""The New game screen's variants: each one's row (its name and switch on one line, its
description under both at the player's text size, never shrunk) and, where the
smallest window has no room for a description, its tip on hover or focus.
``NewGameScene`` owns the switches and says where the rows go; this lays them out and
draws them."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.kit import palette, sizing, textfit
from game.ui.kit.widgets import draw_tooltip

# Pixels at scale 1 (cut to whole pixels, as every menu screen).
VARIANT_H = 48, 84  # a variant's row: at least, at most
BESIDE_TOGGLE = 14  # a variant's name to its switch
BELOW_NAME = 2  # a variant's name and switch to its description
TIP_TEXT = 15  # a description shown as a tip


def variant_texts() -> dict[str, tuple[str, str]]:
    """Each variant's name and description."""
    return {
        "plus_minus_one": (
            _("Plus/minus one"),
            _(
                "The bids may not add up to the number of tricks: the last bidder may be "
                "refused one bid."
            ),
        ),
        "hidden_bids": (
            _("Hidden bids"),
            _("Everyone bids at once, in secret; the bids are revealed together."),
        ),
        "blind_first_round": (
            _("Blind first round"),
            _("In round 1 you see the other players' cards but not your own."),
        ),
    }


class VariantRows:
    """The rows of the variants' switches (``toggles``: key -> Toggle)."""

    def __init__(self, toggles: dict) -> None:
        self.toggles = toggles
        self.rows: dict[str, pygame.Rect] = {}
        self.tips: set[str] = set()  # the variants whose description is a tip

    def layout(self, fonts, m: sizing.Metrics, left: int, top: int, width: int,
               room: int) -> int:
        """The rows from ``top`` in ``room`` pixels; returns the y under them."""
        heights = self._heights(fonts, m, width, room)
        self.rows = {}
        y = top
        for key, tog in self.toggles.items():
            r = pygame.Rect(left, y, width, heights[key])
            self.rows[key] = r
            tog.rect = pygame.Rect(0, 0, m.toggle_w, m.toggle_h)
            line = r if key in self.tips else self._name_line(fonts, m, r)
            tog.rect.midright = (r.right, line.centery)
            y += heights[key]
        return y

    def _heights(self, fonts, m, width: int, room: int) -> dict[str, int]:
        """Each row as tall as its name and description need; without room for all,
        the longest descriptions become tips."""
        least, most = VARIANT_H
        head = self._name_line(fonts, m, pygame.Rect(0, 0, 1, 1)).bottom + m(BELOW_NAME)
        need = {
            key: head + textfit.wrapped_height(fonts, desc, width, m.small) + m.nudge
            for key, (_name, desc) in variant_texts().items()
        }
        self.tips = set()

        def height(key: str) -> int:
            return m(least) if key in self.tips else max(m(least), need[key])

        while sum(map(height, need)) > room and len(self.tips) < len(need):
            # The first of equally long ones in the rows' order (a set's order changes
            # from run to run with the strings' hashes).
            self.tips.add(max((k for k in need if k not in self.tips), key=need.get))
        spare = max(0, room - sum(map(height, need))) // len(need)
        return {key: max(height(key), min(m(most), height(key) + spare)) for key in need}

    @staticmethod
    def _name_line(fonts, m, row: pygame.Rect) -> pygame.Rect:
        """A variant's first line: its name and its switch."""
        h = max(fonts.get(m.label, "bold").get_height(), m.toggle_h)
        return pygame.Rect(row.left, row.top + m.nudge, row.width, h)

    def draw(self, surface: pygame.Surface, fonts, m: sizing.Metrics) -> None:
        texts = variant_texts()
        for key, row in self.rows.items():
            name, desc = texts[key]
            text_w = self.toggles[key].rect.left - row.left - m(BESIDE_TOGGLE)
            head = textfit.render_fit(fonts, name, text_w, m.label, palette.TEXT, "bold")
            if key in self.tips:  # its description: a tip (draw_tips)
                surface.blit(head, head.get_rect(midleft=(row.left, row.centery)))
                continue
            line = self._name_line(fonts, m, row)
            surface.blit(head, head.get_rect(midleft=(row.left, line.centery)))
            top = line.bottom + m(BELOW_NAME)
            body = pygame.Rect(row.left, top, row.width, row.bottom - top)
            textfit.draw_text_box(surface, fonts, desc, body, m.small, palette.TEXT_DIM,
                                least=m.small)

    def draw_tips(self, surface: pygame.Surface, fonts, m: sizing.Metrics, mouse) -> None:
        """A description with no room in its row, while its row is pointed at or its
        switch has the focus."""
        texts = variant_texts()
        for key in self.tips:
            row = self.rows[key]
            if row.collidepoint(mouse) or self.toggles[key].focused:
                draw_tooltip(surface, fonts, texts[key][1], row, m(TIP_TEXT))
