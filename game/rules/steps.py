"""The engine's events one at a time, each with the state right after it.

An action can make several events (the last card of a trick: the card, the trick
won, the round's score); a table shows them one after the other, and what it shows
after each is what the seat may know of the state after that event
(``seat_view``). ``GameState.apply_steps`` gives these states for one action; the
functions here find them for events that were made elsewhere (a lesson prepares its
deal, or moves its own seats), by playing the same moves again through the engine.
"""

from __future__ import annotations

from game.rules.actions import NextRound
from game.rules.events import Event
from game.rules.state import GameState

Steps = list[tuple[Event, GameState]]


def steps_between(before: GameState, after: GameState) -> Steps | None:
    """The events (and states) of the moves that lead from ``before`` to ``after``;
    None when ``after`` does not continue ``before`` (another game or deal)."""
    n = len(before.log)
    if after.decks != before.decks or after.log[:n] != before.log:
        return None
    state, steps = before, []
    for action in after.log[n:]:
        state, got = state.apply_steps(action)
        steps += got
    return steps


def round_steps(state: GameState) -> Steps:
    """Every event of ``state``'s round so far, from its deal: the round is dealt
    again and its moves (the log since the last "next round") played again."""
    log = state.log
    start = max((i + 1 for i, a in enumerate(log) if isinstance(a, NextRound)), default=0)
    s = state.clone()
    s.log = log[:start]
    if state.history and state.history[-1].number == state.round:
        rec = state.history[-1]  # the round is over: take its score back first
        s.history = s.history[:-1]
        s.totals = [t - p for t, p in zip(rec.totals, rec.points, strict=True)]
    snaps: list[GameState] = []
    events = s._deal(state.round, state.dealer, snaps)
    steps: Steps = list(zip(events, [*snaps, s.clone()], strict=True))
    for action in log[start:]:
        s, got = s.apply_steps(action)
        steps += got
    return steps
