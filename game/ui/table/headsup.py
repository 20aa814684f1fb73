"""The table's heads-up state, said or shown over the game for a moment: the shake
of a card the rules refuse (0.4 s, never under reduced motion)."""

from __future__ import annotations

import math

from game.ui.kit import tween as tw

SHAKE_LIFE = 0.4  # seconds a refused card wobbles


def shake_offset(shake, card, t: float) -> int:
    """How far (pixels, sideways) ``card`` in the hand is shaken at scene time ``t``
    (``shake``: the refused card and when it was refused, or None)."""
    if tw.motion.reduced or not shake or shake[0] != card or t - shake[1] >= SHAKE_LIFE:
        return 0
    e = t - shake[1]
    return round(math.sin(e * 50) * 8 * (1 - e / SHAKE_LIFE))
