"""A short celebration when the player wins: confetti shot up from the two bottom
corners, which rains down and fades out in about two seconds.

Skippable: the Game over screen gives it the first click or key while it runs
(``skip``), which ends it at once and does nothing else. With reduced motion it
is replaced by a still golden glow that fades in a fraction of a second (no
flying pieces). Drawn with pygame primitives; seeded, so it looks the same each
time (and in tests).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

COLOURS = [(232, 190, 90), (92, 170, 240), (206, 98, 96), (110, 200, 120), (240, 236, 224),
           (252, 226, 140)]
DURATION = 2.2  # seconds
REDUCED_DURATION = 0.5
GRAVITY = 0.4  # in window heights per second squared
PIECES = 180


@dataclass
class _Piece:
    x: float  # in window widths / heights, from the burst's origin
    y: float
    vx: float
    vy: float
    spin: float
    phase: float
    colour: tuple
    shape: int  # 0 strip, 1 square, 2 circle


class Celebration:
    def __init__(self, reduced_motion: bool = False, seed: int = 7):
        self.reduced = reduced_motion
        self.duration = REDUCED_DURATION if reduced_motion else DURATION
        self.t = 0.0
        self.skipped = False
        rng = random.Random(seed)
        self.pieces: list[_Piece] = []
        if not reduced_motion:
            for i in range(PIECES):
                # Two party poppers in the bottom corners, aimed up and inwards.
                side = 1 if i % 2 else -1  # 1: from the left corner
                angle = math.radians(rng.uniform(45, 85))
                speed = rng.uniform(1.5, 2.6)
                self.pieces.append(
                    _Piece(
                        x=0.5 - side * 0.44,
                        y=1.02,
                        vx=side * math.cos(angle) * speed * 0.9,
                        vy=-math.sin(angle) * speed,
                        spin=rng.uniform(4, 12),
                        phase=rng.uniform(0, math.tau),
                        colour=rng.choice(COLOURS),
                        shape=rng.randrange(3),
                    )
                )

    @property
    def running(self) -> bool:
        return not self.skipped and self.t < self.duration

    def skip(self) -> None:
        self.skipped = True

    def update(self, dt: float) -> None:
        if self.running:
            self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        if not self.running:
            return
        w, h = surface.get_size()
        if self.reduced:
            self._draw_glow(surface, w, h)
            return
        t = self.t
        tail = self.duration * 0.3  # the last part fades out
        fade = min(1.0, max(0.0, (self.duration - t) / tail))
        unit = max(4, round(min(w, h) / 95)) * fade  # the pieces shrink as they fade
        if unit < 1:
            return
        drag = (1 - math.exp(-2.2 * t)) / 2.2  # air drag slows the burst
        for p in self.pieces:
            x = (p.x + p.vx * drag) * w + math.sin(t * 3 + p.phase) * unit * 2
            y = (p.y + p.vy * drag + 0.5 * GRAVITY * t * t) * h  # gravity pulls down
            if y > h + 20:
                continue
            flip = abs(math.sin(t * p.spin + p.phase))
            if p.shape == 0:  # a strip turning over
                size = (unit * 0.7, unit * 2 * flip)
            else:  # a square or a disc turning over
                size = (unit * 1.2 * flip, unit * 1.2)
            rect = pygame.Rect(0, 0, max(2, round(size[0])), max(2, round(size[1])))
            rect.center = (round(x), round(y))
            # Straight onto the window: no full-window layer per frame.
            if p.shape == 2:
                pygame.draw.ellipse(surface, p.colour, rect)
            else:
                pygame.draw.rect(surface, p.colour, rect)

    def _draw_glow(self, surface, w, h) -> None:
        """Reduced motion: a still glow behind the headline that fades out."""
        alpha = round(70 * max(0.0, 1 - self.t / self.duration))
        radius = round(min(w, h) * 0.35)
        glow = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
        for i in range(8):
            pygame.draw.circle(glow, (255, 220, 140, alpha // 8), (radius, radius),
                               radius - i * radius // 8)
        surface.blit(glow, glow.get_rect(center=(w // 2, round(h * 0.18))))
