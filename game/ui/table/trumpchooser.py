"""The trump chooser: four suit buttons over the middle of the table, shown when the
human deals and a Wizard is turned up. It is an ``OptionPanel`` (keys, clicks,
layout and drawing are the panel's) with a subtitle, bigger buttons, and per frame
the suits' words with the hand's count and the Hint's suit.

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
from game.ui.kit import sizing
from game.ui.table.optionpanel import FixedFrame, Option, OptionPanel, PanelStyle, Shown
from game.ui.table.render import TextCache

# Lengths (pixels at scale 1).
TRUMP_W, TRUMP_H = 460, 230  # at most
SUIT_BUTTON = 92  # at most
SUIT_ROW_INSET = 60  # the panel's width less the row of suits', at least
SUIT_ROW_TOP = 84

TRUMP = PanelStyle(
    FixedFrame(TRUMP_W, TRUMP_H, SUIT_BUTTON, SUIT_ROW_INSET, SUIT_ROW_TOP),
    title_text=22, label_text=12, corner=12, symbol_lift=0.08, label_bottom=5,
    takes=(pygame.K_RETURN, pygame.K_KP_ENTER), subtitle_top=48,
)


def chooser_rect(area: pygame.Rect, scale: float) -> pygame.Rect:
    """Where the chooser stands in ``area`` (for what must stay clear of it)."""
    w, h, _size = TRUMP.frame.measure(area, len(Suit), sizing.Metrics(scale))
    rect = pygame.Rect(0, 0, w, h)
    rect.center = area.center
    return rect


@dataclass(frozen=True)
class TrumpLook:
    """What the chooser shows beside the suits now."""

    art: object  # the card art at the hand's card size (its suit symbols)
    deck_style: str  # names the suits as the cards show them
    hint: Suit | None  # the Hint's suit, outlined; None: no hint
    counts: dict[int, int] | None  # cards of each suit in the hand; None: the blind round


class TrumpChooser(OptionPanel):
    """The four suits as an ``OptionPanel``: the suit chosen goes to
    ``on_choose(suit)``; ``buttons`` pairs each suit with its rect."""

    def __init__(
        self,
        area: pygame.Rect,
        scale: float,
        text: TextCache,
        on_choose: Callable[[Suit], None],
        look: Callable[[], TrumpLook],
    ):
        self.look = look
        super().__init__(
            area, scale, text, _("Choose the trump suit"),
            [Option(suit, words.suit_title(suit), suit) for suit in Suit],
            on_choose, lambda: look().art,
            subtitle=_("A Wizard was turned up: as the dealer, you pick trump."),
            style=TRUMP,
        )

    def shown(self) -> Shown:
        look = self.look()
        labels = []
        for suit in Suit:
            title = words.suit_title(suit, look.deck_style)
            if look.counts is not None:  # (the blind round: the own card is not seen)
                title = f"{title} ({look.counts[int(suit)]})"
            labels.append(title)
        return Shown(look.art, labels, None if look.hint is None else int(look.hint))
