"""Statistics' Reset, as a player does it: the button asks first (a notice opened by
name through the router), Cancel keeps everything, Reset empties the file; and a
statistics file that cannot be read is told once, in a notice over the screen."""

from __future__ import annotations

from ai import make_player
from game.i18n import _
from game.rules import Rules
from game.savegame import GameSetup
from game.sim import play_game
from game.stats import load_stats, record_game
from game.ui.scenes.notice import NoticeScene
from game.ui.scenes.statistics import StatisticsScene
from tests.robot import close, open_app


def test_reset_asks_first_and_cancel_keeps_the_games(tmp_path):
    robot = open_app(tmp_path)
    try:
        rules = Rules(3, length=2)
        state = play_game(rules, [make_player("easy", seed=i) for i in range(3)], 7)
        setup = GameSetup(rules, ["You", "Merlin", "Ada"], ["human", "easy", "easy"], 7)
        record_game(robot.app.stats_path, setup, state)
        robot.click(_("Statistics"))
        assert isinstance(robot.top, StatisticsScene)
        robot.click(_("Reset statistics"))
        assert isinstance(robot.top, NoticeScene) and robot.shows(_("Reset statistics?"))
        robot.click(_("Cancel"))
        robot.run(30)
        assert isinstance(robot.top, StatisticsScene)
        assert len(load_stats(robot.app.stats_path, []).games_kept) == 1
        robot.click(_("Reset statistics"))
        robot.click(_("Reset"))
        robot.run(30)
        assert isinstance(robot.top, StatisticsScene)
        assert not robot.shows(_("Reset statistics?"))
        assert load_stats(robot.app.stats_path, []).games_kept == []
    finally:
        close(robot)


def test_an_unreadable_statistics_file_is_told_once_over_the_screen(tmp_path):
    robot = open_app(tmp_path)
    try:
        stats = robot.app.stats_path
        stats.parent.mkdir(parents=True, exist_ok=True)
        stats.write_text("{ not json", encoding="utf-8")
        robot.click(_("Statistics"))
        robot.run(10)  # no input: the notice must come without it
        assert isinstance(robot.top, NoticeScene), robot.describe()
        assert robot.shows(_("Some files could not be used")), robot.describe()
        robot.click(_("OK"))
        robot.run(30)
        assert isinstance(robot.top, StatisticsScene) and not robot.app.problems
        kept = [p.name for p in stats.parent.iterdir()]
        assert any(name != stats.name and name.startswith(stats.stem) for name in kept), kept
    finally:
        close(robot)
