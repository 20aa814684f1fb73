"""The first start's offer of the tutorial: "New to Wizard?" over the main menu, once.

A player who has not opened a lesson, finished no game and has no game saved is
asked whether to start the tutorial; either answer (Escape is "Not now") is kept in
the tutorial progress file, so the question never comes back. Only the game as the
player starts it asks (``App(offer_tutorial=True)`` in ``run_game``): tests and the
selftest start with a fresh home too and expect the menu alone.
"""

from __future__ import annotations

import contextlib

from game.i18n import _
from game.tutorial.progress import load_progress, update_progress
from game.ui import screens


def first_start(app) -> bool:
    """Nothing shows that this player has been here before."""
    progress = load_progress(app.progress_path, app.problems)
    if progress.offered_tutorial or progress.completed or progress.current:
        return False
    return not app.stats_path.exists() and not app.savegame_path.exists()


def offer_tutorial(app) -> bool:
    """Open the offer over the top screen when this is the player's first start.
    True: it was opened."""
    if not getattr(app, "offer_tutorial", False):
        return False
    if not first_start(app):
        app.offer_tutorial = False  # not this session either: no more looks at the file
        return False
    app.push(offer_dialog(app))
    return True


def offer_dialog(app):
    """The offer: "Start the tutorial" (focused: Enter) or "Not now" (Escape)."""
    return app.router.make(
        screens.notice,
        _("New to Wizard?"),
        _("Learn the rules in the tutorial: short lessons at the card table, with a coach "
          "who explains every move."),
        buttons=[
            (_("Start the tutorial"), lambda: answer(app, start=True), "primary"),
            (_("Not now"), lambda: answer(app, start=False), "normal"),
        ],
        focus=0,
    )


def answer(app, start: bool) -> None:
    """Remember that the offer was answered; "Start the tutorial" opens the lesson
    list and its first lesson over it (Lessons leads back to the list)."""
    app.offer_tutorial = False
    with contextlib.suppress(OSError):  # unsaved, it is offered once more next time
        update_progress(app.progress_path, lambda p: setattr(p, "offered_tutorial", True))
    if start:
        app.router.open(screens.tutorial).continue_tutorial()
