"""The one loop that plays a whole game between player objects (simulator, arena,
benchmarks). Players answer from a seat's view only: ``player.choose(view)``."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from game.rules.actions import Action, NextRound
from game.rules.config import Rules
from game.rules.errors import WizardError
from game.rules.state import GameState, Phase, RoundRecord, new_game
from game.rules.view import SeatView, seat_view


class PlayerFailed(WizardError):
    """A player object raised instead of answering (an AI level that does not know a
    decision yet, a bug): ``seat``, the ``phase`` it was asked in and the ``cause``.
    The simulator and the arena report it in one line instead of a traceback."""

    def __init__(self, seat: int, phase: Phase, cause: Exception):
        super().__init__(
            f"seat {seat} failed to decide in the {phase} phase: "
            f"{type(cause).__name__}: {cause}"
        )
        self.seat, self.phase, self.cause = seat, phase, cause


def play_game(
    rules: Rules,
    players: Sequence,
    seed: int | None,
    on_decision: Callable[[int, SeatView, Action, float], None] | None = None,
    on_round: Callable[[RoundRecord], None] | None = None,
    on_illegal: Callable[[int, Action, SeatView], Action] | None = None,
) -> GameState:
    """Play a whole game; ``players[i].choose(view)`` decides for seat i.

    ``on_decision(seat, view, action, seconds)`` follows every decision (timing, logs);
    ``on_round(record)`` follows every finished round, the last one included;
    ``on_illegal(seat, action, view)`` returns a legal replacement for an illegal
    answer (without it, the engine's IllegalAction is raised). A player that raises
    instead of answering ends the game with ``PlayerFailed``.
    """
    if len(players) != rules.players:
        raise ValueError(f"{rules.players} players need {rules.players} player objects")
    state, _events = new_game(rules, seed=seed)
    while True:
        phase = state.phase
        if phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            if on_round is not None:
                on_round(state.history[-1])
            if phase == Phase.GAME_OVER:
                return state
            state.apply_in_place(NextRound())
            continue
        seat = state.to_move
        view = seat_view(state, seat)
        started = time.perf_counter()
        try:
            action = players[seat].choose(view)
        except Exception as err:  # noqa: BLE001 - any failure: the seat is named
            raise PlayerFailed(seat, phase, err) from err
        seconds = time.perf_counter() - started
        if on_decision is not None:
            on_decision(seat, view, action, seconds)
        if on_illegal is not None and action not in view.legal:
            action = on_illegal(seat, action, view)
        state.apply_in_place(action)
