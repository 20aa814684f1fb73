"""The player interface and the level registry."""

from __future__ import annotations

import random
from typing import Protocol

from game.rules import Action, SeatView


class Player(Protocol):
    """Anything that picks an action from what its seat may know."""

    kind: str  # the transcript's players[i].kind, e.g. "random", "expert"

    def choose(self, view: SeatView) -> Action: ...


class RandomPlayer:
    """Legal moves at random: for tests and baselines only."""

    kind = "random"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        return self.rng.choice(view.legal)


def _random(seed=None, **_options) -> Player:
    return RandomPlayer(seed)


# level name -> factory(seed=None, iterations=None, time_ms=None) -> Player
LEVELS = {"random": _random}


def make_player(level: str, seed: int | None = None, **options) -> Player:
    try:
        factory = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r} (known: {', '.join(LEVELS)})") from None
    return factory(seed=seed, **options)
