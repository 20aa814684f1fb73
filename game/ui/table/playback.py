"""Showing the controller's events: each event waiting in the ``TableController``'s
queue becomes its animation (``table.anim.Animator``), one after another; the
cosmetic ones (the score count-up) run beside them and never hold the game up.

``busy`` is True while event animations run or wait: the player may act only when
it is False. At the *instant* speed each animation is finished at once, except the
ones that hold the table in real time (a complete trick stays in view). ``skip``
finishes everything at once (a click on the felt, a new window size, a new deal).
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui.kit import tween as tw
from game.ui.table.anim import Animator, holds_the_table


class Playback:
    def __init__(self, animator: Animator, game, fx: tw.Tasks, sprites: list,
                 speed: Callable[[], float]) -> None:
        self.animator = animator
        self.game = game  # the TableController
        self.tasks = tw.Tasks()  # blocking: event animations
        self.fx = fx  # cosmetic: score count-ups
        self.sprites = sprites  # cards in flight
        self.speed = speed

    @property
    def busy(self) -> bool:
        return self.tasks.busy or self.game.has_events

    def update(self, dt: float) -> None:
        self.tasks.update(dt)
        self.start()
        self.fx.update(dt)

    def start(self) -> None:
        """Start the next events' animations (all of them at once when instant)."""
        instant = self.speed() <= 0
        while not self.tasks.busy and self.game.has_events:
            event, task = self.animator.next_task(self.game)
            if instant and not holds_the_table(event):
                task.finish()
            else:
                self.tasks.add(task)
                self.tasks.update(0.0)

    def skip(self) -> None:
        """Finish every running and queued animation at once."""
        self.tasks.finish_all()
        while self.game.has_events:
            self.animator.next_task(self.game)[1].finish()
        self.clear()

    def clear(self) -> None:
        """Stop what runs where it ends (an undo shows its position at once)."""
        self.tasks.finish_all()
        self.fx.finish_all()
        self.sprites.clear()
