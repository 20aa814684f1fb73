"""What a table's mode answers: the points where a game and a lesson differ.

``TableScene`` (``game.ui.scenes.table``) is one table for both; it makes its mode
from itself (``mode=lambda table: ...``; a game's is ``table.gamemode.GameMode``,
a lesson's ``table.lesson.LessonMode``) and calls it as below. A mode sees the table
only through its public attributes and methods.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.ui.kit.widgets import Button

if TYPE_CHECKING:
    from game.ui.table.headsup import StatusLine


class TableMode(Protocol):
    assist: bool  # the human is helped: undo, the forced card, the marked card
    tips: bool  # the first-game tips may show

    @property
    def finished(self) -> bool:
        """The game is over and recorded (nothing more to save)."""

    def attach(self, game) -> None:
        """The table is built: hook on its ``TableController``, show the start."""

    def buttons(self) -> list[Button]:
        """The button grid (Hint first, Last trick second); made again for a new
        language."""

    def start(self) -> None:
        """The table is on top (again)."""

    def close(self) -> None:
        """The table goes: stop what runs (the AI worker, the saver)."""

    def may_move(self) -> bool:
        """The human may move now (a lesson: only when its step asks for a move)."""

    def move(self, seat: int, action) -> bool | None:
        """Take ``seat``'s move (True: made, False: refused), or None: the table's
        controller applies it."""

    def asked(self) -> None:
        """A move was applied by the controller."""

    def forget(self) -> None:
        """A move was taken back (undo)."""

    def frame(self) -> None:
        """Every frame the table runs (not under a dialog), before the animations."""

    def idle(self, rested: bool) -> bool:
        """Nothing moves: move a seat the mode drives once the table has ``rested``.
        True: such a seat is to move (the human's helpers wait)."""

    def waiting(self) -> bool:
        """Something other than the player is awaited: the table needs frames."""

    def round_over(self) -> None:
        """The round was just scored and shown."""

    def continue_after_summary(self) -> None:
        """The round summary (``scenes.overlays.RoundSummary``) was closed: deal the
        next round, or show the game's end."""

    def hint(self) -> None:
        """The player asked for a hint (H, the Hint button)."""

    def pause(self) -> None:
        """Esc (and the game's Menu button)."""

    def handle_event(self, event) -> bool:
        """Input the mode answers before the table (True: used)."""

    def layout(self) -> None:
        """The table has a new layout (a new window size)."""

    def draw(self, surface) -> None:
        """Drawn over the table, last."""

    def status(self, line: StatusLine | None) -> StatusLine | None:
        """The status line as the mode lets it be said (None: nothing)."""

    def banner_place(self, img, spot):
        """Where the banner goes (``spot``: the table's place; None: nowhere)."""

    def status_place(self, img, spot):
        """Where the status line goes (``spot``: the table's place)."""
