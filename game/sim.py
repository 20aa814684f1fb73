"""Headless games between player objects that answer from a seat's view."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.rules import GameState, NextRound, Phase, Rules, new_game, seat_view
from game.rules.transcript import transcript


def play_game(
    rules: Rules,
    players: Sequence,
    seed: int | None,
    on_decision: Callable | None = None,
) -> GameState:
    """Play a whole game; ``players[i].choose(view)`` decides for seat i.

    ``on_decision(seat, view, action)`` is called after every decision (timing, logging).
    """
    if len(players) != rules.players:
        raise ValueError(f"{rules.players} players need {rules.players} player objects")
    state, _events = new_game(rules, seed=seed)
    while state.phase != Phase.GAME_OVER:
        if state.phase == Phase.ROUND_OVER:
            state.apply_in_place(NextRound())
            continue
        seat = state.to_move
        view = seat_view(state, seat)
        action = players[seat].choose(view)
        state.apply_in_place(action)
        if on_decision is not None:
            on_decision(seat, view, action)
    return state


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
