"""The table after a language switch from its pause menu (issue 58, item 22): its
buttons, beside the pause menu, are in the new language at once, not only when the
game goes on. Played with the real App through the pause menu and Settings."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import _
from game.ui.scenes.overlays import PauseMenu
from game.ui.scenes.table import TableScene
from tests.robot import close, open_app, start_game_from_menu


def test_table_buttons_follow_a_language_switch_behind_the_pause_menu(tmp_path):
    robot = open_app(tmp_path, tips=False)
    try:
        start_game_from_menu(robot, 4)
        robot.run(30)
        table = robot.top
        assert isinstance(table, TableScene)
        robot.key(pygame.K_ESCAPE)
        robot.click(_("Settings"))
        robot.choose("Deutsch")
        robot.key(pygame.K_ESCAPE)  # back to the pause menu, over the table
        robot.run(10)
        assert isinstance(robot.top, PauseMenu)
        shown = {b.text for b in table.shown_buttons()}
        english = {"Menu", "Scores", "Hint"}
        german = {_(word) for word in english}  # the App speaks German now
        assert german != english
        assert german <= shown and not english & shown, shown
    finally:
        close(robot)


def test_german_dealer_badge_is_beside_the_avatar_not_on_it(tmp_path):
    """German's dealer badge says "G": on the avatar it read as a second initial."""
    robot = open_app(tmp_path, tips=False, language="de")
    try:
        start_game_from_menu(robot, 4)
        robot.run(30)
        table = robot.top
        lay, dealer = table.layout, table.state.dealer
        badge, avatar = lay.dealer_badge(dealer), lay.avatar(dealer)
        assert _("D") == "G"
        assert robot.shows("G", badge.inflate(4, 4), 1.0), "no dealer badge beside the avatar"
        assert not badge.colliderect(avatar), (badge, avatar)
        assert lay.panels[dealer].contains(badge)
    finally:
        close(robot)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_dealer_badge_sits_inside_the_plate_off_the_avatar(size, players):
    from game.ui.table.layout import compute_layout

    for text_scale in (1.0, 1.15, 1.3):
        lay = compute_layout(size, players, text_scale)
        for seat in range(players):
            badge, avatar = lay.dealer_badge(seat), lay.avatar(seat)
            assert lay.panels[seat].contains(badge)
            assert not badge.colliderect(avatar)
            assert lay.name_left(seat, True) >= badge.right
