"""The trick on the table: each card on its own spot towards its player, marked
with that player's initial, and the card that is winning the trick so far marked with
a gold frame and a star (shape and colour, not colour alone) while the trick is played.
When the trick is complete, a pill names who takes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.rules.core import trick_winner_index
from game.ui.kit import palette, sizing
from game.ui.table import render as rd
from game.ui.table.layout import TAKES_PAD, TAKES_TEXT
from game.ui.table.names import seat_label, seat_name

if TYPE_CHECKING:
    from game.ui.table.host import TableHost

# Pixels at scale 1: the winning card's glow (the "X takes the trick" pill's text and
# a seat's badge on its card: the layout's, which keeps room for them).
WINNER_GLOW = 14


def winning_seat(model) -> int | None:
    """The seat whose card takes the trick as it lies now (None: no card yet)."""
    if model.trick_winner is not None:
        return model.trick_winner
    if not model.trick:
        return None
    trump = int(model.trump) if model.trump is not None and model.trump_known else None
    index = trick_winner_index([card for _seat, card in model.trick], trump)
    return model.trick[index][0]


def draw_trick(table: TableHost, surface: pygame.Surface) -> None:
    lay, m, s = table.layout, table.model, table.scale
    art = table.card_art(*lay.trick_card)
    best = winning_seat(m)
    radius = rd.card_radius(lay.trick_card[0])
    spots = []
    for seat, card in m.trick:  # in play order: a later card lies above an earlier one
        r = pygame.Rect(0, 0, *lay.trick_card)
        r.center = lay.trick_slots[seat]
        if seat == best:
            rd.draw_glow(surface, r, palette.GOLD, spread=sizing.px(WINNER_GLOW, s), radius=radius)
        rd.blit_card(surface, art.face(str(card)), r.center)
        if seat == best:
            pygame.draw.rect(
                surface, palette.GOLD, r.inflate(4, 4), width=3, border_radius=radius + 2
            )
        spots.append((seat, r))
    for seat, r in spots:  # the marks last, so no card covers another card's marks
        table.seen.trick.append((seat, r))
        name = seat_name(table.setup, seat, table.autoplay)
        colour = palette.seat_colour(seat)
        _badge(table, surface, rd.seat_initial(name), (r.centerx, r.top), colour, palette.TEXT_DARK)
        if seat == best:
            table.seen.winning.append(seat)
            _badge(table, surface, "★", _star_corner(lay, r), palette.GOLD, palette.TEXT_DARK)
    if m.trick_winner is not None and m.trick:
        winner = m.trick_winner
        text = (
            _("{name} takes the trick").format(name=seat_label(table.setup, winner, table.autoplay))
            if winner != 0 or table.autoplay
            else _("You take the trick")
        )
        table.seen.texts.append(text)
        img = table.text.render(text, sizing.px(TAKES_TEXT, s), palette.TEXT, "bold")
        rd.draw_pill(surface, lay.trick_label, img, pad=TAKES_PAD)


def _star_corner(lay, r: pygame.Rect) -> tuple[int, int]:
    """Where the winning card's star goes: inside a corner without the card's index,
    on the side no later card can cover (the 3-4 player trick overlaps a little)."""
    cx, cy = lay.center
    inset = max(8, round(r.width * 0.16))  # inside the card: it marks this card only
    if r.centery > cy or r.centerx < cx:
        return r.left + inset, r.bottom - inset
    return r.right - inset, r.top + inset


def _badge(table: TableHost, surface, text: str, center, colour, text_colour) -> None:
    d = table.layout.trick_badge
    surface.blit(
        rd.circle_surface(d, colour, palette.AVATAR_RING), (center[0] - d // 2, center[1] - d // 2)
    )
    img = table.text.render(text, round(d * 0.6), text_colour, "bold")
    surface.blit(img, img.get_rect(center=center))
