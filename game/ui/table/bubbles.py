"""Drawing the short-lived pictures at the plates (``effects.Effects`` keeps them):
the speech bubbles ("Bids 2") and the round's points floating up from each plate
(kept inside the window: a plate at the top edge lets them drift down instead).
Under reduced motion there is no floating number (the plates count the totals up)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.kit import palette, sizing
from game.ui.kit import tween as tw
from game.ui.table import render as rd
from game.ui.table.effects import BUBBLE_LIFE, FLOATER_LIFE

if TYPE_CHECKING:
    from game.ui.table.host import TableHost

# Metrics at scale 1 (pixels): the bubble's text and its distance from the plate,
# the floating number's text.
BUBBLE_TEXT = 15
BUBBLE_GAP_ABOVE = 22
BUBBLE_GAP_BELOW = 20
FLOATER_TEXT = 24
FLOATER_RISE = 24  # how far the number floats up each second
FLOATER_BELOW = 36  # a top plate's number: its plate's bottom to where it starts


def bubble_anchor(table: TableHost, seat: int) -> tuple[int, int]:
    lay = table.layout
    rect = lay.panels[seat]
    if seat == 0:
        return rect.centerx, rect.top - sizing.px(BUBBLE_GAP_ABOVE, table.scale)
    return rect.centerx, rect.bottom + sizing.px(BUBBLE_GAP_BELOW, table.scale)


def draw_bubbles(table: TableHost, surface: pygame.Surface) -> None:
    life = BUBBLE_LIFE
    bubbles = table.effects.bubbles
    for seat, (text, t0) in list(bubbles.items()):
        age = table.t - t0
        if age > life:
            del bubbles[seat]
            continue
        fade_in, fade_out = tw.fade_time(0.12), tw.fade_time(0.4)
        op = min(1.0, age / fade_in) * (1.0 if age < life - fade_out else (life - age) / fade_out)
        img = table.text.render(
            text, sizing.px(BUBBLE_TEXT, table.scale), palette.TEXT_DARK, "bold"
        )
        rd.draw_pill(
            surface,
            bubble_anchor(table, seat),
            img,
            color=palette.BUBBLE,
            alpha=245,
            border=palette.GOLD,
            pad=(12, 4),
            opacity=op,
        )


def draw_floaters(table: TableHost, surface: pygame.Surface) -> None:
    life = FLOATER_LIFE
    floaters = table.effects.floaters
    if tw.motion.reduced:
        floaters.clear()
        return
    for seat, (text, color, t0) in list(floaters.items()):
        age = table.t - t0
        if age > life:
            del floaters[seat]
            continue
        rect = table.layout.panels[seat]
        img = table.text.render(text, sizing.px(FLOATER_TEXT, table.scale), color, "bold").copy()
        img.set_alpha(int(255 * min(1.0, (life - age) / 0.5)))
        rise = round(age * FLOATER_RISE * table.scale)
        spot = img.get_rect(midbottom=(rect.centerx, rect.top - 6 - rise))
        if rect.top - 6 - round(life * FLOATER_RISE * table.scale) - spot.height < 0:
            # A plate at the top edge: the number drifts down from under the plate
            # (below its speech bubble).
            top = rect.bottom + sizing.px(FLOATER_BELOW, table.scale) + rise
            spot = img.get_rect(midtop=(rect.centerx, top))
        spot.clamp_ip(surface.get_rect())
        table.seen.floaters.append(spot)
        surface.blit(img, spot)
