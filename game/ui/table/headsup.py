"""The table's heads-up layer, said or shown over the game for a while: the hint
(and the question asked for it), the error line and the shake of a card the rules
refuse, kept by one ``HeadsUp`` per table (``scene.heads``); and the status line
with its kind (an error, the hint, ...), which decides its colour and lets a mode
tell an error from the rest without looking at colours."""

from __future__ import annotations

import enum
import math
from collections.abc import Callable
from dataclasses import dataclass

from game.ui.kit import palette
from game.ui.kit import tween as tw

SHAKE_LIFE = 0.4  # seconds a refused card wobbles
ERROR_LIFE = 3.5  # seconds the error line stays


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
    StatusKind.ERROR: palette.BAD,
    StatusKind.HINT: palette.ACCENT,
    StatusKind.THINKING: palette.TEXT_DIM,
    StatusKind.MARKED: palette.ACCENT,
    StatusKind.YOUR_TURN: palette.GOLD,
    StatusKind.OTHERS: palette.TEXT_DIM,
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


class HeadsUp:
    """The heads-up state of one table; ``clock()`` is the scene time."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self.hint: Hint | None = None
        self.hint_request: tuple[int, int] | None = None  # (request id, move number)
        self.error: ErrorLine | None = None
        self.shake: Shake | None = None

    # ---------------------------------------------------------------- hint
    def show_hint(self, hint: Hint) -> None:
        self.hint = hint

    def ask_hint(self, request: int, move: int) -> None:
        """A hint on move number ``move`` was asked of the AI worker."""
        self.hint_request = (request, move)

    def answered(self, hint: Hint | None) -> None:
        """The worker answered (``hint``: None when the game moved on meanwhile)."""
        self.hint_request = None
        if hint is not None:
            self.hint = hint

    def forget_hint(self) -> None:
        """A move was made: the hint and the question were for the last position."""
        self.hint = None
        self.hint_request = None

    # -------------------------------------------------------- error, shake
    def say_error(self, text: str) -> None:
        self.error = ErrorLine(text, self.clock())

    def clear_error(self) -> None:
        self.error = None

    def refuse(self, card) -> None:
        """The rules refused ``card``: it shakes."""
        self.shake = Shake(card, self.clock())

    def forget_words(self) -> None:
        """A new language: the error line and the hint were said in the old one."""
        self.error = None
        self.hint = None

    def error_line(self) -> ErrorLine | None:
        """The error line while it is shown."""
        error = self.error
        if error and self.clock() - error.t < ERROR_LIFE:
            return error
        return None

    def alive(self) -> bool:
        """The error line or a shake is still up (the table needs frames)."""
        shake = self.shake
        t = self.clock()
        return self.error_line() is not None or bool(shake and t - shake.t < SHAKE_LIFE)

    def shake_offset(self, card) -> int:
        return shake_offset(self.shake, card, self.clock())
