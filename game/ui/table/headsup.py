"""The table's heads-up values, said or shown over the game for a while: the hint,
the error line, the shake of a card the rules refuse, and the status line with its
kind (an error, the hint, ...), which decides its colour and lets a mode tell an
error from the rest without looking at colours."""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass

from game.ui.kit import theme
from game.ui.kit import tween as tw

SHAKE_LIFE = 0.4  # seconds a refused card wobbles


@dataclass(frozen=True)
class Hint:
    """A hint: the move, its reason in words, and the move number it is for (the
    length of the game's log when it was asked)."""

    action: object
    reason: str
    move: int


@dataclass(frozen=True)
class ErrorLine:
    """Why something was refused, said on the status line from scene time ``t``."""

    text: str
    t: float


@dataclass(frozen=True)
class Shake:
    """The card the rules refused, shaken from scene time ``t``."""

    card: object
    t: float


class StatusKind(enum.Enum):
    ERROR = "error"  # a move refused, a marked card dropped
    HINT = "hint"
    THINKING = "thinking"  # a hint being thought about
    MARKED = "marked"  # a card marked to be played on your turn
    YOUR_TURN = "your turn"
    OTHERS = "others"  # someone else bids, chooses or plays


_COLOURS = {
    StatusKind.ERROR: theme.BAD,
    StatusKind.HINT: theme.ACCENT,
    StatusKind.THINKING: theme.TEXT_DIM,
    StatusKind.MARKED: theme.ACCENT,
    StatusKind.YOUR_TURN: theme.GOLD,
    StatusKind.OTHERS: theme.TEXT_DIM,
}


@dataclass(frozen=True)
class StatusLine:
    """The sentence above the hand and what kind of line it is."""

    text: str
    kind: StatusKind

    @property
    def colour(self) -> tuple:
        return _COLOURS[self.kind]

    @property
    def quiet(self) -> bool:
        """A line about waiting (no gold or red edge round it)."""
        return self.kind in (StatusKind.THINKING, StatusKind.OTHERS)


def shake_offset(shake: Shake | None, card, t: float) -> int:
    """How far (pixels, sideways) ``card`` in the hand is shaken at scene time ``t``:
    a card the rules refuse wobbles for 0.4 s; never under reduced motion."""
    if tw.motion.reduced or shake is None or shake.card != card or t - shake.t >= SHAKE_LIFE:
        return 0
    e = t - shake.t
    return round(math.sin(e * 50) * 8 * (1 - e / SHAKE_LIFE))
