"""Headless games between player objects that answer from a seat's view."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.rules import GameState
from game.rules.play import play_game
from game.rules.transcript import transcript

__all__ = ["play_game", "player_entries", "game_seeds", "game_transcript"]


def player_entries(players: Sequence, names: Sequence[str] | None = None) -> list[dict]:
    return [
        {"name": names[i] if names else f"{p.kind.capitalize()} {i + 1}", "kind": p.kind}
        for i, p in enumerate(players)
    ]


def game_seeds(seed: int, games: int) -> list[int]:
    """One independent seed per game, derived from the run's seed."""
    rng = random.Random(seed)
    return [rng.randrange(2**31) for _ in range(games)]


def game_transcript(state: GameState, players: Sequence) -> dict:
    return transcript(state, player_entries(players))
