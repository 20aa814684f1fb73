"""Charts as the player sees them: the score pad's chart in the middle of a game
(S, then Chart / C), the chart at Game over, and the statistics pages right after
that game, in a real game played by the player robot (real App, AI worker process,
files in ``tmp_path``, input as posted events). The lines are checked on screen:
every player's colour is drawn inside the chart, the legend names every player; the
statistics show that game's score, placing and bids."""

from __future__ import annotations

import pygame

from game.i18n import _, format_number, format_percent, format_score
from game.stats import load_stats
from game.ui.kit import charts
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.overlays import ScorePad
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.table import TableScene
from game.ui.table.names import seat_name
from tests.robot import close, colour_pixels, open_app, play_game, start_game_from_menu


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
        # Pointing at a marker tells whose total it is, after which round.
        x, y, seat, i = next(p for p in pad.chart_axes.points if p[2] == 1 and p[3] == 1)
        robot.move_to((round(x), round(y)))
        robot.run(3)
        rec = table.state.history[1]
        tip = _("{name}, round {round}: {total} ({points})").format(
            name=seat_name(table.setup, 1),
            round=format_number(2),
            total=format_score(rec.totals[1]),
            points=format_score(rec.points[1], signed=True),
        )
        assert robot.shows(tip), robot.describe()
        # A resize draws the chart anew at the new size (not a scaled picture).
        robot.resize((1600, 900))
        assert robot.app.size == (1600, 900)
        assert pad.chart_axes.plot.width > 1000 and pad.rect.contains(pad.chart_axes.plot)
        shown = chart_colours_shown(robot, pad.chart_axes.plot.inflate(12, 12), players)
        assert shown == list(range(players)), f"after the resize: lines of seats {shown}"
        robot.resize((1024, 640))
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
        check_statistics_after(robot, over)
    finally:
        close(robot)


def check_statistics_after(robot, over) -> None:
    """Main menu -> Statistics right after ``over``'s game: every page by key and by
    mouse, each showing that one game."""
    state = over.state
    me = state.totals[0]
    robot.click(_("Main menu"))
    robot.click(_("Statistics"))
    scene = robot.top
    assert isinstance(scene, StatisticsScene), robot.describe()
    (game,) = load_stats(robot.app.stats_path, []).games_kept
    assert game.score == me and game.players == len(state.totals)
    assert game.placing == 1 + sum(t > me for t in state.totals)
    assert game.rounds == [[r.number, r.bids[0], r.won[0]] for r in state.history]
    won = me == max(state.totals)
    # Overview: the table's total row, the best game and the streaks.
    assert robot.shows(_("All games")) and robot.shows(_("Best game"))
    assert robot.shows(format_score(me), scene.panel), f"the score {me} is not shown"
    assert robot.shows(_("Longest streak"))
    pygame.image.save(robot.app.screen, str(robot.app.stats_path.parent / "stats-overview.png"))
    # Results over time: by key (Right).
    robot.key(pygame.K_RIGHT)
    assert scene.page == "results"
    summary = _("Last finished game: won {wins}, average score {average}.").format(
        wins=format_number(int(won)), average=format_score(me)
    )
    assert robot.shows(summary), robot.describe()
    assert robot.shows(_("Your score"))
    x, y, _k, _i = scene.results_axes.points[0]
    robot.move_to((round(x), round(y)))
    robot.run(3)
    tip = _("Game {n} ({date}): {score}, place {place} of {players}").format(
        n=format_number(1),
        date=game.date,
        score=format_score(me),
        place=format_number(game.placing),
        players=format_number(game.players),
    )
    assert robot.shows(tip), robot.describe()
    pygame.image.save(robot.app.screen, str(robot.app.stats_path.parent / "stats-results.png"))
    # Bids: by mouse, on the tab.
    robot.choose(_("Bids"))
    assert scene.page == "bids"
    assert robot.shows(_("Bids made by hand size (cards dealt)"))
    hand1 = state.history[0]
    rate = format_percent(1.0 if hand1.bids[0] == hand1.won[0] else 0.0)
    assert robot.shows(rate, scene.panel), f"hand size 1 should read {rate}"
    pygame.image.save(robot.app.screen, str(robot.app.stats_path.parent / "stats-bids.png"))
    # Opponents: by number key.
    robot.key(pygame.K_4)
    assert scene.page == "opponents"
    easy = _("{level} ({games})").format(level=_("Easy"), games=format_number(1))
    assert robot.shows(easy), robot.describe()
    assert robot.shows(format_percent(1.0 if won else 0.0), scene.panel)
    robot.key(pygame.K_1)
    assert scene.page == "overview"
    robot.run(60)
