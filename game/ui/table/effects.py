"""Short-lived pictures over the table: speech bubbles at the plates ("Bids 2"), the
round's points floating up from each plate (kept inside the window: a plate at the
top edge lets them drift down instead) and the shake of a card that may not be
played. Under reduced motion (``tween.motion``) there is no shake and no floating
number (the plates count the totals up, the round summary lists the points), and the
bubbles fade in and out quickly."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui import tween as tw
from game.ui.table import render as rd

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene


# Metrics at scale 1 (pixels): the bubble's text and its distance from the plate,
# the floating number's text.
BUBBLE_TEXT = 15
BUBBLE_GAP_ABOVE = 22
BUBBLE_GAP_BELOW = 20
FLOATER_TEXT = 24


def bubble_anchor(scene: TableScene, seat: int) -> tuple[int, int]:
    lay = scene.layout
    rect = lay.panels[seat]
    if seat == 0:
        return rect.centerx, rect.top - theme.px(BUBBLE_GAP_ABOVE, scene.scale)
    return rect.centerx, rect.bottom + theme.px(BUBBLE_GAP_BELOW, scene.scale)


def draw_bubbles(scene: TableScene, surface: pygame.Surface) -> None:
    life = 1.8
    for seat, (text, t0) in list(scene.bubbles.items()):
        age = scene.t - t0
        if age > life:
            del scene.bubbles[seat]
            continue
        fade_in, fade_out = tw.fade_time(0.12), tw.fade_time(0.4)
        op = min(1.0, age / fade_in) * (1.0 if age < life - fade_out else (life - age) / fade_out)
        img = scene.text.render(
            text, theme.px(BUBBLE_TEXT, scene.scale), theme.TEXT_DARK, "bold"
        )
        rd.draw_pill(
            surface,
            bubble_anchor(scene, seat),
            img,
            color=theme.BUBBLE,
            alpha=245,
            border=theme.GOLD,
            pad=(12, 4),
            opacity=op,
        )


def shake_offset(scene: TableScene, card) -> int:
    """How far (pixels, sideways) ``card`` in the hand is shaken just now: a card the
    rules refuse wobbles for 0.4 s; never under reduced motion."""
    shake = scene.shake
    if tw.motion.reduced or not shake or shake[0] != card or scene.t - shake[1] >= 0.4:
        return 0
    e = scene.t - shake[1]
    return round(math.sin(e * 50) * 8 * (1 - e / 0.4))


def draw_floaters(scene: TableScene, surface: pygame.Surface) -> None:
    life = 1.8
    if tw.motion.reduced:
        scene.floaters.clear()
        return
    for seat, (text, color, t0) in list(scene.floaters.items()):
        age = scene.t - t0
        if age > life:
            del scene.floaters[seat]
            continue
        rect = scene.layout.panels[seat]
        img = scene.text.render(text, theme.px(FLOATER_TEXT, scene.scale), color, "bold").copy()
        img.set_alpha(int(255 * min(1.0, (life - age) / 0.5)))
        rise = round(age * 24 * scene.scale)
        spot = img.get_rect(midbottom=(rect.centerx, rect.top - 6 - rise))
        if rect.top - 6 - round(life * 24 * scene.scale) - spot.height < 0:
            # A plate at the top edge: the number drifts down from under the plate
            # (below its speech bubble).
            spot = img.get_rect(midtop=(rect.centerx, rect.bottom + round(36 * scene.scale) + rise))
        spot.clamp_ip(surface.get_rect())
        scene.seen.floaters.append(spot)
        surface.blit(img, spot)
