"""The player interface and the level registry."""

from __future__ import annotations

import random
from typing import Protocol

from game.rules import Action, Phase, SeatView
from game.rules.actions import NextRound
from game.rules.view import seat_view


class Player(Protocol):
    """Anything that picks an action from what its seat may know.

    Optional extras the arena and the game use when a player has them:
    ``choose(view, time_ms=...)`` caps the thinking time of one decision,
    ``round_over(record)`` / ``game_over(transcript)`` notify the end of a round /
    the game, and ``close()`` releases resources (external bot processes).
    """

    kind: str  # the transcript's players[i].kind, e.g. "random", "expert"

    def choose(self, view: SeatView) -> Action: ...


class RandomPlayer:
    """Legal moves at random: for tests and baselines only."""

    kind = "random"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, time_ms: float | None = None) -> Action:
        return self.rng.choice(view.legal)


def _random(seed=None, **_options) -> Player:
    return RandomPlayer(seed)


def _easy(seed=None, **options) -> Player:
    from ai.heuristic import _easy

    return _easy(seed=seed, **options)


def _medium(seed=None, **options) -> Player:
    from ai.heuristic import _medium

    return _medium(seed=seed, **options)


def _hard(seed=None, **options) -> Player:
    from ai.search import _hard

    return _hard(seed=seed, **options)


def _expert(seed=None, **options) -> Player:
    from ai.search import _expert

    return _expert(seed=seed, **options)


# level name -> factory(seed=None, **options) -> Player (options: hard and expert only)
LEVELS = {
    "random": _random,
    "easy": _easy,
    "medium": _medium,
    "hard": _hard,
    "expert": _expert,
}
# The levels that take options (ai.search_options: the budget and the search's settings).
SEARCH_LEVELS = ("hard", "expert")
# The levels a player chooses between (random is for tests and baselines only).
PLAYABLE_LEVELS = ("easy", "medium", "hard", "expert")


def make_player(level: str, seed: int | None = None, **options) -> Player:
    try:
        factory = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r} (known: {', '.join(LEVELS)})") from None
    return factory(seed=seed, **options)


def played_views(state, players: list[Player]):
    """Every decision of a game that ``players`` play out from ``state`` (changed in
    place): yields the state and the view of the seat to act, then applies its choice;
    a finished round is passed over. For measuring scripts that sample decisions."""
    while state.phase != Phase.GAME_OVER:
        if state.phase == Phase.ROUND_OVER:
            state.apply_in_place(NextRound())
            continue
        view = seat_view(state, state.to_move)
        yield state, view
        state.apply_in_place(players[view.seat].choose(view))
