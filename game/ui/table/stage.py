"""What the table's animations need from the table (``anim.Animator`` and the
special cards' moments in ``special_anim`` both read it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.ui.kit import tween as tw
from game.ui.table.effects import Effects
from game.ui.table.model import ShownTable, Sprite

if TYPE_CHECKING:
    from game.ui.table.hand import HandView
    from game.ui.table.layout import Layout


@dataclass
class Stage:
    """What the animator needs from the table. The model, the layout, the speed and
    the deck style are asked each time (the table may swap them: a resize, a new
    lesson deal, the settings)."""

    model: Callable[[], ShownTable]
    layout: Callable[[], Layout]
    speed: Callable[[], float]
    deck_style: Callable[[], str]
    names: Sequence[str]  # the seats' names
    sprites: list[Sprite]  # cards in flight, drawn over the table
    effects: Effects
    hand: HandView  # the human's hand as drawn
    fx: tw.Tasks  # cosmetic tasks (the score count-up)
    sound: Callable[[str], None]
    # A lesson whose coach comments on the trick just won keeps it where it lies
    # (table.coach draws it on): no flight to the winner and back.
    keep_trick: Callable[[], bool] = lambda: False
