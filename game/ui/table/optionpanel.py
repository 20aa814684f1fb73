"""A small panel of choices over the table, for the special cards' decisions: the
suit a Juggler or a Cloud is played in and the Shapeshifter's shape (the panel
stands right above the card), the Werewolf's trump (four suits or none) and the
Cloud's bid change (the panel stands in the middle).

It sees nothing of the table but what it is given, like the trump chooser: where
it goes, the scale and text cache, the choices, the card art for suit symbols, and
where the choice (or a cancel) goes. Keys: Left/Right move the choice, 1-9 pick
one, Enter takes it, Escape cancels where cancelling is allowed."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.rules import Suit
from game.ui.kit import palette, panelart, sizing
from game.ui.kit.widgets import Widget
from game.ui.table import render as rd
from game.ui.table.render import TextCache

# Lengths (pixels at scale 1).
BUTTON = 74  # a choice's square, at most
PAD = 14  # the panel's edge to its title and buttons
TITLE_TEXT = 18
LABEL_TEXT = 13
MIN_ROW = 380  # the panel's inside, at least: room for its title at full size


@dataclass(frozen=True)
class Option:
    """One choice: what it gives, its words, and the suit whose symbol it shows."""

    value: object
    label: str
    suit: Suit | None = None


class OptionPanel(Widget):
    """A row of choices under a title. ``near``: a rect the panel stands right above
    (a card in the hand), else it is centred in ``area``; ``on_cancel``: Escape or a
    click beside the panel cancels (None: the choice must be made)."""

    focusable = False  # it takes the keys while it is shown

    def __init__(
        self,
        area: pygame.Rect,
        scale: float,
        text: TextCache,
        title: str,
        options: Sequence[Option],
        on_choose: Callable[[object], None],
        art: Callable[[], object],
        near: pygame.Rect | None = None,
        on_cancel: Callable[[], None] | None = None,
        bounds: pygame.Rect | None = None,
    ):
        m = sizing.Metrics(scale)
        self.scale, self.text, self.title = scale, text, title
        self.options = list(options)
        self.on_choose, self.on_cancel, self.art = on_choose, on_cancel, art
        self.focused = True
        n = len(self.options)
        gap = m.gap
        size = min(m(BUTTON), (area.width - 2 * m(PAD) - (n - 1) * gap) // max(1, n))
        width = min(area.width, max(n * size + (n - 1) * gap, m(MIN_ROW)) + 2 * m(PAD))
        height = m(PAD) * 2 + m(TITLE_TEXT) + m.gap + size
        self.rect = pygame.Rect(0, 0, width, height)
        if near is not None:
            self.rect.midbottom = (near.centerx, near.top - m.gap)
        else:
            self.rect.center = area.center
        self.rect.clamp_ip(bounds or area)
        x = self.rect.centerx - (n * size + (n - 1) * gap) // 2
        y = self.rect.bottom - m(PAD) - size
        self.buttons = [pygame.Rect(x + i * (size + gap), y, size, size) for i in range(n)]
        self.selected = 0
        self.hovered: int | None = None
        self.pressed: int | None = None

    def _at(self, pos) -> int | None:
        return next((i for i, r in enumerate(self.buttons) if r.collidepoint(pos)), None)

    def choose(self, i: int) -> None:
        self.on_choose(self.options[i].value)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self._at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self._at(event.pos)
            outside = self.pressed is None and not self.rect.collidepoint(event.pos)
            if outside and self.on_cancel is not None:
                self.on_cancel()
                return True
            return self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            got, was = self._at(event.pos), self.pressed
            self.pressed = None
            if got is not None and got == was:
                self.choose(got)
                return True
        elif event.type == pygame.KEYDOWN:
            return self.key(event)
        return False

    def key(self, event) -> bool:
        k, n = event.key, len(self.options)
        if k == pygame.K_LEFT:
            self.selected = (self.selected - 1) % n
        elif k == pygame.K_RIGHT:
            self.selected = (self.selected + 1) % n
        elif pygame.K_1 <= k < pygame.K_1 + min(n, 9):
            self.selected = k - pygame.K_1
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_UP):
            self.choose(self.selected)
        elif k == pygame.K_ESCAPE and self.on_cancel is not None:
            self.on_cancel()
        else:
            return False
        return True

    def draw(self, surface, t: float) -> None:
        m = sizing.Metrics(self.scale)
        panelart.draw_panel(surface, self.rect, radius=m.radius, alpha=240, look=panelart.TABLE)
        title = self.text.render(self.title, m(TITLE_TEXT), palette.GOLD, "title",
                                 max_width=self.rect.width - 2 * m(PAD))
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.top + m(PAD))))
        art = self.art()
        for i, (option, r) in enumerate(zip(self.options, self.buttons, strict=True)):
            hot = self.hovered == i or self.selected == i
            rr = r.move(0, -3) if hot else r
            pygame.draw.rect(surface, palette.DROP, rr.move(0, 3), border_radius=10)
            face = palette.CARD_FACE_LIT if hot else palette.CARD_FACE
            pygame.draw.rect(surface, face, rr, border_radius=10)
            edge = palette.GOLD if hot else palette.CARD_FACE_EDGE
            pygame.draw.rect(surface, edge, rr, width=3, border_radius=10)
            lab = self.text.render(option.label, m(LABEL_TEXT), palette.TEXT_DARK, "bold",
                                   max_width=rr.width - 6)
            if option.suit is not None:
                sym = art.suit_symbol(rd.SUIT_LETTERS[int(option.suit)], round(rr.height * 0.5))
                surface.blit(sym, sym.get_rect(center=(rr.centerx, rr.centery - rr.height * 0.1)))
                surface.blit(lab, lab.get_rect(midbottom=(rr.centerx, rr.bottom - 4)))
            else:
                surface.blit(lab, lab.get_rect(center=rr.center))
