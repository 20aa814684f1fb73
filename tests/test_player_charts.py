"""Charts as the player sees them: the score pad's chart in the middle of a game
(S, then Chart / C) and the chart at Game over, in a real game played by the player
robot (real App, AI worker process, files in ``tmp_path``, input as posted events).
The lines are checked on screen: every player's colour is drawn inside the chart,
the legend names every player."""

from __future__ import annotations

import pygame
from robot import close, open_app, play_game, start_game_from_menu

from game.i18n import _
from game.ui import charts
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.overlays import ScorePad
from game.ui.scenes.table import TableScene
from game.ui.table.names import seat_name


def colour_pixels(surface: pygame.Surface, rect: pygame.Rect, colour) -> int:
    """How many pixels in ``rect`` have exactly ``colour`` (lines and markers do)."""
    rect = rect.clip(surface.get_rect())
    sub = surface.subsurface(rect)
    count = 0
    for y in range(0, rect.height, 1):
        for x in range(rect.width):
            if sub.get_at((x, y))[:3] == colour:
                count += 1
    return count


def chart_colours_shown(robot, rect: pygame.Rect, players: int) -> list[int]:
    """The seats whose chart colour shows in ``rect`` (a line and markers: many pixels)."""
    out = []
    for seat in range(players):
        colour, _marker = charts.series_style(seat)
        if colour_pixels(robot.app.screen, rect, colour) > 12:
            out.append(seat)
    return out


def test_score_chart_on_the_score_pad_and_at_game_over(tmp_path):
    players = 6
    robot = open_app(tmp_path, speed="instant")
    try:
        start_game_from_menu(robot, players, _("Easy"))
        table = robot.top
        assert isinstance(table, TableScene)
        play_game(robot, stop=lambda t: t.state.round == 3 and t.human_turn and not t.busy)
        robot.key(pygame.K_s)
        pad = robot.top
        assert isinstance(pad, ScorePad), robot.describe()
        assert robot.shows(_("Bid / Won")), "the score pad opens on its numbers"
        robot.click(_("Chart"))
        assert pad.chart
        assert robot.shows(_("Total score after each round")), robot.describe()
        assert not robot.shows(_("Bid / Won"))
        for seat in range(players):
            assert robot.shows(seat_name(table.setup, seat), pad.rect), f"legend lacks seat {seat}"
        pygame.image.save(robot.app.screen, str(tmp_path / "score-chart.png"))
        shown = chart_colours_shown(robot, pad.chart_axes.plot.inflate(12, 12), players)
        assert shown == list(range(players)), f"lines drawn for seats {shown}"
        assert robot.has_button(_("Numbers"))
        robot.key(pygame.K_c)  # back to the numbers, by key
        assert not pad.chart and robot.shows(_("Bid / Won"))
        robot.key(pygame.K_c)
        assert pad.chart and robot.shows(_("Total score after each round"))
        robot.key(pygame.K_s)  # S closes the score pad, as it opened it
        assert robot.top is table
        robot.run(60)

        over, _frames = play_game(robot)
        assert isinstance(over, GameOverScene)
        robot.run(60)
        assert robot.shows(_("Round")), "the chart's axis title is missing at game over"
        pygame.image.save(robot.app.screen, str(tmp_path / "gameover.png"))
        shown = chart_colours_shown(robot, over.chart_axes.plot.inflate(12, 12), players)
        assert shown == list(range(players)), f"game-over chart has lines of seats {shown}"
    finally:
        close(robot)
