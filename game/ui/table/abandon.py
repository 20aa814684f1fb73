"""Leaving a game unfinished: ask first, then count it as a loss.

Starting a new game (from the New game screen over a saved game, or Restart in the
pause menu) ends the game in progress. The player is asked first, and the game is
then recorded in the statistics as an abandoned game: played, not won (the dialog
says so), with its score and bids so far. The saved game is removed after that.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable

from game.i18n import _
from game.savegame import delete_saved_game, load_game
from game.ui import screens

log = logging.getLogger("wizard")


def saved_game(app):
    """(setup, state) of the saved game in progress, or None."""
    if not app.savegame_path.exists():
        return None
    problems: list[str] = []
    loaded = load_game(app.savegame_path, problems)
    app.problems.extend(problems)
    if loaded is None or loaded[1].is_over or loaded[0].extra.get("tutorial"):
        return None
    return loaded


def abandon(app, setup, state) -> None:
    """Count the game as an abandoned loss and remove its save."""
    try:
        from game.stats import record_abandoned

        record_abandoned(app.stats_path, setup, state)
    except Exception:  # noqa: BLE001 - statistics must never stop a new game
        log.exception("could not record the abandoned game in the statistics")
    with contextlib.suppress(OSError):
        delete_saved_game(app.savegame_path)


def confirm_abandon(app, on_abandon: Callable[[], None]) -> None:
    """Ask whether to give up the game in progress; ``on_abandon`` runs on yes."""
    app.router.open(
        screens.notice,
        _("Abandon the game in progress?"),
        _(
            "Starting a new game ends the one in progress. It will count as a lost "
            "game in your statistics."
        ),
        buttons=[
            (_("Abandon and start"), on_abandon, "danger"),
            (_("Cancel"), None, "normal"),
        ],
    )
