"""What a solo game leaves behind, hooked on the table's controller: the saved
game after every action (``save``, through the background ``Saver``), and at the
end (``finish``, once) the save file deleted, the game kept for Review / Recent
games and counted in the statistics. A table playing itself (``wizard bench ui``)
keeps no history; a lesson has no record at all."""

from __future__ import annotations

import contextlib
import logging

from game.savegame import GameSetup, delete_saved_game
from game.ui.table.saver import Saver

log = logging.getLogger("wizard")


class GameRecord:
    def __init__(self, app, setup: GameSetup, keep_history: bool = True) -> None:
        self.app = app
        self.setup = setup
        self.keep_history = keep_history
        self.saver = Saver(on_result=app.game_saved)  # failures: told once, retried
        self.finished = False

    def save(self, state) -> None:
        self.saver.save(self.app.savegame_path, self.setup, state)

    def finish(self, state) -> None:
        """The game is over: no saved game any more; history and statistics (once)."""
        if self.finished:
            return
        self.finished = True
        self.saver.flush()
        with contextlib.suppress(OSError):
            delete_saved_game(self.app.savegame_path)
        if not self.keep_history:
            return
        from game.history import keep_finished_game

        keep_finished_game(self.app, self.setup, state)  # for Review / Recent games
        from game.stats import record_game

        try:
            record_game(self.app.stats_path, self.setup, state)
        except Exception:  # noqa: BLE001 - statistics must never break the game
            log.exception("could not record the game in the statistics")

    def close(self) -> None:
        self.saver.close()
