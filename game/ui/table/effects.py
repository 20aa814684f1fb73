"""Short-lived pictures over the table: speech bubbles at the plates ("Bids 2"), the
round's points floating up from each plate (kept inside the window: a plate at the
top edge lets them drift down instead) and the shake of a card that may not be
played. Under reduced motion (``tween.motion``) there is no shake and no floating
number (the plates count the totals up, the round summary lists the points), and the
bubbles fade in and out quickly.

Their state lives in one ``Effects`` object per table (``scene.effects``): the
animator starts them (``banner``, ``bubble``, ``pop``, ``float_score``),
``bubbles``, ``chrome`` and ``plates`` draw them, ``rest`` asks ``alive``; the shake
is the heads-up layer's (``headsup``)."""

from __future__ import annotations

from collections.abc import Callable

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
        # How far a floating number starts above its plate's usual start (pixels), to
        # clear a bubble there; kept after the bubble fades, so the number never jumps.
        self.floater_lift: dict[int, int] = {}

    def banner(self, text: str) -> None:
        self.banner_shown = (text, self.clock())

    def bubble(self, seat: int, text: str) -> None:
        self.bubbles[seat] = (text, self.clock())

    def pop(self, seat: int) -> None:
        """Flash the seat's plate."""
        self.pops[seat] = self.clock()

    def float_score(self, seat: int, text: str, color) -> None:
        self.floaters[seat] = (text, color, self.clock())
        self.floater_lift.pop(seat, None)

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
