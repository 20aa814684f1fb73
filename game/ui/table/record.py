"""What a solo game leaves behind, hooked on the table's controller: the saved
game after every action (``save``, through the background ``Saver``; the human's
own moves are on disk before the next frame), and at the end (``finish``, once)
the game kept for Review / Recent games and counted in the statistics, then the
save file deleted (``game.finish``: in that order, so a kill loses nothing). A
table playing itself (``wizard bench ui``) keeps no history; a lesson has no record
at all."""

from __future__ import annotations

import contextlib
import logging

from game.finish import ensure_game_id, record_finished
from game.savegame import GameSetup, delete_saved_game
from game.ui.table.saver import Saver

log = logging.getLogger("wizard")


class GameRecord:
    def __init__(self, app, setup: GameSetup, keep_history: bool = True) -> None:
        self.app = app
        self.setup = setup
        self.keep_history = keep_history
        ensure_game_id(setup)  # saved with the game: its records name it
        self.saver = Saver(on_result=app.game_saved)  # failures: told once, retried
        self.finished = False
        self._human_moved = False  # the action being saved was the human's

    def attach(self, game) -> None:
        """Hook on the table's controller: a save after every action, the records
        at the end; a table opened on a finished position records it at once."""
        game.on_applied.append(lambda seat, _action, _state, _events: self._moved(game, seat))
        game.on_undo.append(lambda _state: self._moved(game, game.human))
        game.on_save.append(self.save)
        game.on_game_over.append(self.finish)
        (self.finish if game.state.is_over else self.save)(game.state)

    def _moved(self, game, seat) -> None:
        self._human_moved = seat is not None and seat == game.human

    def save(self, state) -> None:
        self.saver.save(self.app.savegame_path, self.setup, state)
        if self._human_moved:  # the player's own move: on disk before the next frame
            self._human_moved = False
            self.saver.settle()

    def finish(self, state) -> None:
        """The game is over: history and statistics (once), then no saved game."""
        if self.finished:
            return
        self.finished = True
        self.saver.flush()
        if not self.keep_history:
            with contextlib.suppress(OSError):
                delete_saved_game(self.app.savegame_path)
            return
        app = self.app
        record_finished(app.savegame_path, app.dirs["data"], app.stats_path, self.setup, state)

    def close(self) -> None:
        self.saver.close()
