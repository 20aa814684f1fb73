"""A window that does not own the player's files (``game.lock``): what it tells.

It opens over the first screen a notice that another window has the files, and
the menu says so under its buttons; the menu offers no Continue, New game or
Tutorial there (``scenes.menu``)."""

from __future__ import annotations

from game.i18n import _
from game.ui import screens


def notice_text() -> str:
    return _(
        "Wizard is already open in another window, which has your saved game and "
        "statistics. This window can replay and review games, but it cannot continue "
        "or start a game, and nothing you change here is saved."
    )


def menu_line() -> str:
    return _("Read-only: Wizard is open in another window")


def tell(app) -> None:
    """Once, over the top screen: another window owns the player's files."""
    if not app.read_only or app.read_only_told or app.top is None:
        return
    app.read_only_told = True
    app.router.open(screens.notice, _("Wizard is already open"), notice_text())
