"""The seeded tables the lab's measuring tools play."""

from __future__ import annotations

from ai.base import Player, make_player


def measuring_table(level: str, game: int, players: int, searched: int | None = None,
                    opponents: str | None = None, **options) -> list[Player]:
    """The players of one seeded measuring game (``ai.lab.calibration``,
    ``ai.lab.collect_policy``, ``ai.lab.convergence``, ``ai.lab.regret``): seat i plays
    ``level`` with ``options`` and seed ``game * 10 + i``; with ``opponents`` only seat
    ``searched`` does, the others play that level (with the same seeds)."""
    return [make_player(level, seed=game * 10 + i, **options)
            if opponents is None or i == searched else make_player(opponents, seed=game * 10 + i)
            for i in range(players)]
