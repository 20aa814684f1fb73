"""Stepping through a replayed game for the Review screen (no drawing here).

A *position* ``p`` is the game just after its ``p``-th action: 0 is round 1 dealt
with nothing done, ``len(replay.steps)`` the end. ``last`` is the action that led to
the position (the card just played, the bid just made), which the board marks and
the caption names. Moves: one action, one trick (to the next/previous completed
trick or round start), one round, the start and the end, or straight to a step
(a mistake from the list: the position just after it).
"""

from __future__ import annotations

from game.rules.actions import NextRound, Play
from game.rules.replay import Replay, Step
from game.rules.state import GameState


class ReplayCursor:
    def __init__(self, replay: Replay):
        self.replay = replay
        self.position = 0
        steps = replay.steps
        # Trick stops: the start, each completed trick, each round's end and the end.
        self.trick_stops = [0]
        self.round_stops = [0]
        for i, step in enumerate(steps):
            p = i + 1
            if isinstance(step.action, Play) and not self.state_at(p).trick:
                self.trick_stops.append(p)
            if isinstance(step.action, NextRound):
                self.round_stops.append(p)
                if self.trick_stops[-1] != p:
                    self.trick_stops.append(p)
        if self.trick_stops[-1] != self.end:
            self.trick_stops.append(self.end)
        if self.round_stops[-1] != self.end:
            self.round_stops.append(self.end)

    # ------------------------------------------------------------- reading
    @property
    def end(self) -> int:
        return len(self.replay.steps)

    def state_at(self, position: int) -> GameState:
        steps = self.replay.steps
        return steps[position].before if position < len(steps) else self.replay.final

    @property
    def state(self) -> GameState:
        return self.state_at(self.position)

    @property
    def last(self) -> Step | None:
        """The action that led here (None at the start)."""
        return self.replay.steps[self.position - 1] if self.position > 0 else None

    @property
    def at_start(self) -> bool:
        return self.position == 0

    @property
    def at_end(self) -> bool:
        return self.position == self.end

    # -------------------------------------------------------------- moving
    def go(self, position: int) -> bool:
        """Move to ``position`` (clamped); True when it changed."""
        position = max(0, min(self.end, position))
        changed = position != self.position
        self.position = position
        return changed

    def forward(self) -> bool:
        return self.go(self.position + 1)

    def back(self) -> bool:
        return self.go(self.position - 1)

    def next_trick(self) -> bool:
        return self.go(_after(self.trick_stops, self.position, self.end))

    def previous_trick(self) -> bool:
        return self.go(_before(self.trick_stops, self.position))

    def next_round(self) -> bool:
        return self.go(_after(self.round_stops, self.position, self.end))

    def previous_round(self) -> bool:
        return self.go(_before(self.round_stops, self.position))

    def home(self) -> bool:
        return self.go(0)

    def end_(self) -> bool:
        return self.go(self.end)

    def to_step(self, index: int) -> bool:
        """Just after step ``index`` (a decision from the analysis)."""
        return self.go(index + 1)


def _after(stops: list[int], position: int, end: int) -> int:
    return next((s for s in stops if s > position), end)


def _before(stops: list[int], position: int) -> int:
    return next((s for s in reversed(stops) if s < position), 0)
