"""Dialogs over the table (issue 58, item 19): their panel has no band with a hard
edge cutting through its rows, and nothing of the table shows through it. Checked
on the real App's window with a game under way."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import _
from game.ui.scenes.overlays import PauseMenu, ScorePad
from tests.robot import close, open_app, start_game_from_menu


@pytest.fixture
def robot(tmp_path):
    robot = open_app(tmp_path, tips=False)
    start_game_from_menu(robot, 4)
    robot.run(30)
    yield robot
    close(robot)


def _column(screen: pygame.Surface, x: int, top: int, bottom: int) -> list[tuple]:
    return [tuple(screen.get_at((x, y)))[:3] for y in range(top, bottom)]


def _steps(column: list[tuple]) -> int:
    """The largest change of any channel from one pixel to the next."""
    pairs = zip(column, column[1:], strict=False)
    return max((abs(a - b) for p, q in pairs for a, b in zip(p, q, strict=True)), default=0)


@pytest.mark.parametrize("which", ["pause", "score pad", "chart"])
def test_dialog_panel_has_no_hard_edged_band(robot, which):
    robot.key(pygame.K_ESCAPE)
    if which != "pause":
        robot.click(_("Score pad"))
    if which == "chart":
        robot.click(_("Chart"))
    dialog = robot.top
    assert isinstance(dialog, PauseMenu if which == "pause" else ScorePad)
    r = dialog.rect
    radius = dialog.metrics.radius
    screen = robot.app.screen
    # Just inside the border, where no row, button or text is drawn.
    column = _column(screen, r.left + 5, r.top + radius + 2, r.bottom - radius - 2)
    assert _steps(column) <= 1, f"a hard edge in the {which}'s panel"


def test_pause_panel_hides_the_hand_under_it(robot):
    robot.key(pygame.K_ESCAPE)
    pause = robot.top
    assert isinstance(pause, PauseMenu)
    table = robot.app.stack.scenes[-2]
    r = pause.rect
    cards = [rect for _card, rect in table.hand_rects() if rect.colliderect(r)]
    assert cards, "the test needs a card of the hand under the dialog"
    screen = robot.app.screen
    below = max(b.rect.bottom for b in pause.buttons) + 4
    note = robot.where(_("Your game is saved after every move."))[0]
    # A row of the panel with nothing drawn on it: the same colour over felt and card.
    for y in range(max(below, cards[0].top), note.top - 2):
        row = {tuple(screen.get_at((x, y)))[:3] for x in range(r.left + 4, r.right - 4)}
        assert len(row) == 1, f"the table shows through the pause dialog at y={y}: {row}"
