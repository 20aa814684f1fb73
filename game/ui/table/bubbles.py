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
FLOATER_OVER_BUBBLE = 4  # a number rising over a bubble: the bubble's top to the number


def bubble_anchor(table: TableHost, seat: int) -> tuple[int, int]:
    lay = table.layout
    rect = lay.panels[seat]
    if seat == 0:
        return rect.centerx, rect.top - sizing.px(BUBBLE_GAP_ABOVE, table.scale)
    return rect.centerx, rect.bottom + sizing.px(BUBBLE_GAP_BELOW, table.scale)


def draw_bubbles(table: TableHost, surface: pygame.Surface) -> dict[int, pygame.Rect]:
    """The bubbles alive now; their rects by seat (the floating numbers keep off them)."""
    shown: dict[int, pygame.Rect] = {}
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
        shown[seat] = rd.draw_pill(
            surface,
            bubble_anchor(table, seat),
            img,
            color=palette.BUBBLE,
            alpha=245,
            border=palette.GOLD,
            pad=(12, 4),
            opacity=op,
        )
        table.seen.bubbles.append(shown[seat])
    return shown


def draw_floaters(table: TableHost, surface: pygame.Surface,
                  bubbles: dict[int, pygame.Rect] | None = None) -> None:
    """The round's points floating from the plates; one rising from a plate with a
    bubble above it ("Your trick" after the round's last trick) starts above it."""
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
        base = rect.top - 6
        bubble = (bubbles or {}).get(seat)
        lift = table.effects.floater_lift.get(seat, 0)
        if bubble is not None and bubble.bottom <= rect.top:
            lift = max(lift, base - bubble.top + sizing.px(FLOATER_OVER_BUBBLE, table.scale))
            table.effects.floater_lift[seat] = lift
        base -= lift
        spot = img.get_rect(midbottom=(rect.centerx, base - rise))
        if base - round(life * FLOATER_RISE * table.scale) - spot.height < 0:
            # A plate at the top edge: the number drifts down from under the plate
            # (below its speech bubble).
            top = rect.bottom + sizing.px(FLOATER_BELOW, table.scale) + rise
            spot = img.get_rect(midtop=(rect.centerx, top))
        spot.clamp_ip(surface.get_rect())
        table.seen.floaters.append(spot)
        surface.blit(img, spot)
