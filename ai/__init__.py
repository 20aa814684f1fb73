"""Computer opponents. Imports only the rules engine (``game.rules``).

Every player answers from a ``SeatView`` alone: ``player.choose(view) -> Action``.
"""

from ai.base import LEVELS, PLAYABLE_LEVELS, Player, RandomPlayer, make_player

__all__ = ["LEVELS", "PLAYABLE_LEVELS", "Player", "RandomPlayer", "make_player"]
