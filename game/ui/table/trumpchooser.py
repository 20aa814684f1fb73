"""The trump chooser: four suit buttons over the middle of the table, shown when the
human deals and a Wizard is turned up.

It sees nothing of the table but what it is given: where it goes, the scale and
text cache, where the choice goes, and what to show beside the suits
(``TrumpLook``: the card art, the deck's suit names, the Hint's suit, how many cards
of each suit the hand holds), asked for at each frame it is drawn."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game import words
from game.i18n import _
from game.rules import Suit
from game.ui import hint_mark
from game.ui.kit import palette, panelart, sizing
from game.ui.kit.widgets import Widget
from game.ui.table import render as rd
from game.ui.table.render import TextCache

# Lengths (pixels at scale 1).
TRUMP_W, TRUMP_H = 460, 230  # at most
SUIT_BUTTON = 92  # at most
SUIT_ROW_INSET = 60  # the panel's width less the row of suits', at least
SUIT_ROW_TOP = 84
TRUMP_TITLE_TEXT = 22
TRUMP_SUB_TOP = 48
SUIT_LABEL_BOTTOM = 5


@dataclass(frozen=True)
class TrumpLook:
    """What the chooser shows beside the suits now."""

    art: object  # the card art at the hand's card size (its suit symbols)
    deck_style: str  # names the suits as the cards show them
    hint: Suit | None  # the Hint's suit, outlined; None: no hint
    counts: dict[int, int] | None  # cards of each suit in the hand; None: the blind round


class TrumpChooser(Widget):
    """Four suit buttons over the middle of the table. It reports as the bid picker
    and the form widgets do (``widgets.Widget``): ``handle_event(event)`` answers
    whether it used a mouse or key event, and the suit chosen goes to
    ``on_choose(suit)``."""

    focusable = False  # it takes the keys while it is shown, without a focus ring

    def __init__(
        self,
        area: pygame.Rect,
        scale: float,
        text: TextCache,
        on_choose: Callable[[Suit], None],
        look: Callable[[], TrumpLook],
    ):
        m = sizing.Metrics(scale)
        self.scale = scale
        self.on_choose = on_choose
        self.look = look
        self.focused = True  # shown = it has the keys
        self.text = text
        w = min(area.width, m(TRUMP_W))
        h = min(area.height, m(TRUMP_H))
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = area.center
        size = min(m(SUIT_BUTTON), (w - m(SUIT_ROW_INSET)) // 4)
        gap = m.gap
        total = 4 * size + 3 * gap
        x = self.rect.centerx - total // 2
        y = self.rect.top + m(SUIT_ROW_TOP)
        self.buttons = [
            (Suit(i), pygame.Rect(x + i * (size + gap), y, size, size)) for i in range(4)
        ]
        self.hovered: int | None = None
        self.selected = 0
        self.pressed: int | None = None

    def _at(self, pos):
        for suit, r in self.buttons:
            if r.collidepoint(pos):
                return int(suit)
        return None

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self._at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self._at(event.pos)
            return self.pressed is not None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            got, was = self._at(event.pos), self.pressed
            self.pressed = None
            if got is not None and got == was:
                self.on_choose(Suit(got))
                return True
        elif event.type == pygame.KEYDOWN:
            return self.key(event)
        return False

    def key(self, event) -> bool:
        """Left/Right move the choice, 1-4 pick a suit, Enter takes it."""
        k = event.key
        if k == pygame.K_LEFT:
            self.selected = (self.selected - 1) % 4
        elif k == pygame.K_RIGHT:
            self.selected = (self.selected + 1) % 4
        elif pygame.K_1 <= k <= pygame.K_4:
            self.selected = k - pygame.K_1
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.on_choose(Suit(self.selected))
        else:
            return False
        return True

    def draw(self, surface, t: float) -> None:
        m = sizing.Metrics(self.scale)
        panelart.draw_panel(surface, self.rect, radius=m.radius, alpha=240, look=panelart.TABLE)
        title = self.text.render(
            _("Choose the trump suit"),
            m(TRUMP_TITLE_TEXT),
            palette.GOLD,
            "title",
            max_width=self.rect.width - 20,
        )
        surface.blit(
            title, title.get_rect(midtop=(self.rect.centerx, self.rect.top + m.small))
        )
        sub = self.text.render(
            _("A Wizard was turned up: as the dealer, you pick trump."),
            m.small,
            palette.TEXT_DIM,
            max_width=self.rect.width - 24,
        )
        sub_at = (self.rect.centerx, self.rect.top + m(TRUMP_SUB_TOP))
        surface.blit(sub, sub.get_rect(midtop=sub_at))
        look = self.look()
        art = look.art
        hint_suit = None if look.hint is None else int(look.hint)
        for suit, r in self.buttons:
            i = int(suit)
            hot = self.hovered == i or self.selected == i
            if hint_suit == i:
                rd.draw_glow(
                    surface, r, palette.ACCENT, spread=10, radius=12,
                    strength=0.5 + 0.5 * rd.pulse(t),
                )
            rr = r.move(0, -3) if hot else r
            pygame.draw.rect(surface, palette.DROP, rr.move(0, 3), border_radius=12)
            pygame.draw.rect(
                surface, palette.CARD_FACE_LIT if hot else palette.CARD_FACE, rr, border_radius=12
            )
            pygame.draw.rect(
                surface, palette.GOLD if hot else palette.CARD_FACE_EDGE, rr,
                width=3, border_radius=12,
            )
            sym = art.suit_symbol(rd.SUIT_LETTERS[i], round(rr.height * 0.5))
            surface.blit(sym, sym.get_rect(center=(rr.centerx, rr.centery - rr.height * 0.08)))
            title = words.suit_title(suit, look.deck_style)
            if look.counts is not None:  # (the blind round: the own card is not seen)
                title = f"{title} ({look.counts[i]})"
            lab = self.text.render(
                title,
                m.gap,
                palette.TEXT_DARK,
                "bold",
                max_width=rr.width - 6,
            )
            lab_at = (rr.centerx, rr.bottom - m(SUIT_LABEL_BOTTOM))
            surface.blit(lab, lab.get_rect(midbottom=lab_at))
            if hint_suit == i:  # the Hint's suit: outline and pointer, as on a hinted card
                hint_mark.draw_card_mark(surface, rr, 12, t, pointer=False)
