"""The table's game mode: a solo game against the computer.

The table (``game.ui.scenes.table.TableScene``) is the same for a game and for a
lesson; what differs is its *mode*, an object it calls at fixed points (the lesson's
is ``table.lesson.LessonMode``). In a game:

- the computer seats are driven by the AI worker process (``drivers.AISeats``),
  which also thinks up the hints (``table.hints``);
- the game is saved after every action and recorded at its end
  (``record.GameRecord``, hooked on the controller);
- a round ends with its summary dialog; Esc opens the pause menu;
- the buttons are Hint, Last trick, Scores and Menu (the table adds Undo), and the
  human is helped (``assist``): undo, the forced card and the marked card.

The mode sees the table only through its public attributes and methods.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _
from game.rules import NextRound, Phase
from game.ui import screens
from game.ui.kit.widgets import Button
from game.ui.table import hints
from game.ui.table.drivers import AISeats
from game.ui.table.names import level_of
from game.ui.table.record import GameRecord

if TYPE_CHECKING:
    from game.ui.table.host import TableHost


class GameMode:
    """The game's mode of the table (``table.mode.TableMode``)."""

    assist = True  # undo, the forced card and the marked card are played for you
    tips = True  # the first-game tips

    def __init__(self, table: TableHost) -> None:
        self.table = table
        setup = table.setup
        level = lambda seat: level_of(setup, seat, table.autoplay, table.autoplay_level)  # noqa: E731
        self.ai = AISeats(setup.seed, level, lambda seat: table.autoplay or seat != 0)
        self.record = GameRecord(table.app, setup, keep_history=not table.autoplay)

    def attach(self, game) -> None:
        """Hook the record on the table's controller; a table opened on a position
        keeps it at once."""
        self.record.attach(game)
        self.ai.ask(game.state)

    @property
    def finished(self) -> bool:
        """The game is over and recorded (nothing more to save)."""
        return self.record.finished

    def buttons(self) -> list[Button]:
        t = self.table
        buttons = [
            Button(_("Hint"), self.hint, style="normal"),
            Button(_("Last trick"), t.open_last_trick, style="normal"),
            Button(_("Scores"), t.open_score_pad, style="normal"),
            Button(_("Menu"), self.pause, style="normal"),
        ]
        for b, key in zip(buttons, ("H", "L", "S", "Esc"), strict=True):
            b.key_hint = key  # drawn on the button where the label leaves room
        return buttons

    # ------------------------------------------------------------ the game
    def start(self) -> None:
        """The table is (again) on top: the worker runs and thinks about the move."""
        self.ai.start()
        self.ai.ask(self.table.state)

    def close(self) -> None:
        self.record.close()
        self.ai.close()

    def forget(self) -> None:
        """A move was taken back: the question asked of the worker is void."""
        self.ai.forget()

    def may_move(self) -> bool:
        return True

    def move(self, seat: int, action) -> bool | None:
        """None: an ordinary move, applied by the table's controller."""
        return None

    def frame(self) -> None:
        """Every frame the game runs: the worker started and heard."""
        t = self.table
        if self.ai.worker is None:
            self.start()
        self.ai.poll()
        t.game.undo_enabled = t.undo_allowed

    def idle(self, rested: bool) -> bool:
        """Nothing moves: take the hint if it came; a computer seat to move makes its
        move once the table has ``rested``. True: it was a computer seat's turn."""
        t = self.table
        hints.check(t, self.ai.worker)
        state = t.state
        if state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER) or state.to_move is None:
            return False
        if not self.ai.is_ai(state.to_move):
            return False
        action = self.ai.move(state, rested)
        if action is not None:
            t.apply(state.to_move, action)
        return True

    def asked(self) -> None:
        """A move was made: ask the worker about the next position."""
        self.ai.ask(self.table.state)

    def waiting(self) -> bool:
        """The table waits for something other than the player (frames needed)."""
        return not self.table.human_turn

    # ------------------------------------------------------------- dialogs
    def round_over(self) -> None:
        t = self.table
        t.app.router.open(
            screens.round_summary,
            t,
            final=t.state.is_over,
            auto_close=2.5 * max(0.2, t.speed) if t.autoplay else None,
        )

    def continue_after_summary(self) -> None:
        """Called by the round summary: deal the next round, or show the final result."""
        t = self.table
        app = t.app
        if not app.is_top(t):
            app.pop()
        if t.state.is_over:
            t.close()
            if t.autoplay:
                app.quit()
            else:
                app.router.go_to(screens.game_over, t.setup, t.state)
            return
        if t.state.phase == Phase.ROUND_OVER:
            t.apply(t.state.to_move or 0, NextRound())

    def hint(self) -> None:
        hints.ask(self.table, self.ai.worker)

    def pause(self) -> None:
        self.table.app.play_sound("click")
        self.table.app.router.open(screens.pause, self.table)

    # ----------------------------------------------------- what is drawn
    def handle_event(self, event) -> bool:
        return False

    def layout(self) -> None:
        pass

    def draw(self, surface) -> None:
        pass

    def status(self, line):
        return line

    def banner_place(self, img, spot):
        return spot

    def status_place(self, img, spot):
        return spot
