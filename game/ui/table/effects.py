"""Short-lived pictures over the table: speech bubbles at the plates ("Bids 2"), the
round's points floating up from each plate (kept inside the window: a plate at the
top edge lets them drift down instead) and the shake of a card that may not be
played. Under reduced motion (``tween.motion``) there is no shake and no floating
number (the plates count the totals up, the round summary lists the points), and the
bubbles fade in and out quickly.

Their state lives in one ``Effects`` object per table (``scene.effects``): the
animator starts them (``banner``, ``bubble``, ``pop``, ``float_score``), the draw
functions here and in ``chrome``/``plates`` show them, ``rest`` asks ``alive``."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui.kit import palette, sizing
from game.ui.kit import tween as tw
from game.ui.table import render as rd

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene


# Metrics at scale 1 (pixels): the bubble's text and its distance from the plate,
# the floating number's text.
BUBBLE_TEXT = 15
BUBBLE_GAP_ABOVE = 22
BUBBLE_GAP_BELOW = 20
FLOATER_TEXT = 24
FLOATER_RISE = 24  # how far the number floats up each second
FLOATER_BELOW = 36  # a top plate's number: its plate's bottom to where it starts
#: How long each picture stays (seconds).
BANNER_LIFE = 2.2
BUBBLE_LIFE = 1.8
FLOATER_LIFE = 1.8
POP_LIFE = 0.6


class Effects:
    """The short-lived pictures now up, each with the scene time it started:
    the banner (text), speech bubbles and floating points by seat, plate flashes
    by seat. ``clock()`` is the scene time."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self.banner_shown: tuple[str, float] | None = None
        self.bubbles: dict[int, tuple[str, float]] = {}
        self.pops: dict[int, float] = {}
        self.floaters: dict[int, tuple[str, tuple, float]] = {}

    def banner(self, text: str) -> None:
        self.banner_shown = (text, self.clock())

    def bubble(self, seat: int, text: str) -> None:
        self.bubbles[seat] = (text, self.clock())

    def pop(self, seat: int) -> None:
        """Flash the seat's plate."""
        self.pops[seat] = self.clock()

    def float_score(self, seat: int, text: str, color) -> None:
        self.floaters[seat] = (text, color, self.clock())

    def clear_words(self) -> None:
        """Drop the pictures made of words (a new language; a taken-back move)."""
        self.bubbles.clear()
        self.banner_shown = None

    def pop_strength(self, seat: int) -> float:
        """0..1: how bright the seat's plate flash is now (0: none)."""
        t0 = self.pops.get(seat)
        if t0 is None or self.clock() - t0 >= POP_LIFE:
            return 0.0
        return 1 - (self.clock() - t0) / POP_LIFE

    def alive(self) -> bool:
        """Something here is still up (the table must keep drawing frames)."""
        t = self.clock()
        if self.banner_shown and t - self.banner_shown[1] < BANNER_LIFE:
            return True
        if any(t - t0 < BUBBLE_LIFE for _text, t0 in self.bubbles.values()):
            return True
        if any(t - f[-1] < FLOATER_LIFE for f in self.floaters.values()):
            return True
        return any(t - t0 < POP_LIFE for t0 in self.pops.values())


def bubble_anchor(scene: TableScene, seat: int) -> tuple[int, int]:
    lay = scene.layout
    rect = lay.panels[seat]
    if seat == 0:
        return rect.centerx, rect.top - sizing.px(BUBBLE_GAP_ABOVE, scene.scale)
    return rect.centerx, rect.bottom + sizing.px(BUBBLE_GAP_BELOW, scene.scale)


def draw_bubbles(scene: TableScene, surface: pygame.Surface) -> None:
    life = BUBBLE_LIFE
    bubbles = scene.effects.bubbles
    for seat, (text, t0) in list(bubbles.items()):
        age = scene.t - t0
        if age > life:
            del bubbles[seat]
            continue
        fade_in, fade_out = tw.fade_time(0.12), tw.fade_time(0.4)
        op = min(1.0, age / fade_in) * (1.0 if age < life - fade_out else (life - age) / fade_out)
        img = scene.text.render(
            text, sizing.px(BUBBLE_TEXT, scene.scale), palette.TEXT_DARK, "bold"
        )
        rd.draw_pill(
            surface,
            bubble_anchor(scene, seat),
            img,
            color=palette.BUBBLE,
            alpha=245,
            border=palette.GOLD,
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
    life = FLOATER_LIFE
    floaters = scene.effects.floaters
    if tw.motion.reduced:
        floaters.clear()
        return
    for seat, (text, color, t0) in list(floaters.items()):
        age = scene.t - t0
        if age > life:
            del floaters[seat]
            continue
        rect = scene.layout.panels[seat]
        img = scene.text.render(text, sizing.px(FLOATER_TEXT, scene.scale), color, "bold").copy()
        img.set_alpha(int(255 * min(1.0, (life - age) / 0.5)))
        rise = round(age * FLOATER_RISE * scene.scale)
        spot = img.get_rect(midbottom=(rect.centerx, rect.top - 6 - rise))
        if rect.top - 6 - round(life * FLOATER_RISE * scene.scale) - spot.height < 0:
            # A plate at the top edge: the number drifts down from under the plate
            # (below its speech bubble).
            top = rect.bottom + sizing.px(FLOATER_BELOW, scene.scale) + rise
            spot = img.get_rect(midtop=(rect.centerx, top))
        spot.clamp_ip(surface.get_rect())
        scene.seen.floaters.append(spot)
        surface.blit(img, spot)
