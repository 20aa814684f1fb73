"""Game length through the real App (issue 13): the player picks Short or a custom
number of rounds on the New game screen with the mouse, the table's round counter
says "Round 1 of N", the game ends on Game over after exactly N rounds, the
statistics count it with its length, and the choice is remembered after a restart.
Real App, sounds, AI worker process and files in ``tmp_path``; input as posted events."""

from __future__ import annotations

from game.i18n import _, pgettext
from game.rules import Rules
from game.stats import load_stats
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.table import TableScene
from tests.robot import close, open_app, play_game, read_json, rounds_text, user_dirs


def counter(n: int, total: int) -> str:
    return _("Round {n} of {total}").format(n=n, total=total)


def menu_counter(n: int, total: int) -> str:
    return _("Round {round} of {rounds}").format(round=n, rounds=total)


def reopen(tmp_path):
    """The App started again on the same files (settings, saved game, statistics)."""
    from game.devtools.robot import Robot
    from game.ui.app import App
    from game.ui.scenes.menu import MainMenu

    app = App(size=(1024, 640), dirs=user_dirs(tmp_path))
    app.push(MainMenu(app))
    robot = Robot(app)
    robot.run()
    return robot


def test_a_short_game_ends_after_its_rounds_with_right_statistics(tmp_path):
    robot = open_app(tmp_path, speed="instant")
    try:
        robot.click(_("New game"))
        robot.set_stepper(lambda n: _("{count} players").format(count=n), 4)
        robot.choose(_("Easy"))
        robot.choose(pgettext("game length", "Short"))
        assert robot.shows(rounds_text(8)), robot.describe()
        robot.click(_("Start game"))
        table = robot.top
        assert isinstance(table, TableScene), robot.describe()
        assert table.setup.rules == Rules(4, length=8)
        robot.until(lambda: robot.shows(counter(1, 8)), "the round counter")
        play_game(robot, stop=lambda t: t.state.round == 2 and not t.busy)
    finally:
        close(robot)
    # Quit in round 2 and start the game again: Continue brings the short game back.
    robot = reopen(tmp_path)
    try:
        assert robot.shows(menu_counter(2, 8)), robot.describe()
        robot.click(_("Continue"))
        table = robot.top
        assert isinstance(table, TableScene) and table.setup.rules == Rules(4, length=8)
        robot.until(lambda: robot.shows(counter(2, 8)), "the round counter after Continue")
        over, _frames = play_game(robot)
        assert isinstance(over, GameOverScene)
        robot.run(60)
        assert robot.shows(_("Game over")), robot.describe()
        state = over.state
        assert state.round == 8 and len(state.history) == 8
        assert state.history[-1].turned is not None  # not the deck's last round: trump
        stats = read_json(robot.app.stats_path)
        assert sum(b["games"] for b in stats["buckets"].values()) == 1
        assert stats["buckets"]["easy"]["games"] == 1
        assert stats["buckets"]["easy"]["bids"] == 8  # one bid a round, 8 rounds
        # The game's record keeps its length, so a short game is told from a full one.
        problems: list[str] = []
        (record,) = load_stats(robot.app.stats_path, problems).games_kept
        assert problems == []
        assert record.length == 8 and len(record.rounds) == 8
        assert [r[0] for r in record.rounds] == list(range(1, 9))  # hand sizes
        assert record.score == state.totals[0] and record.players == 4
        assert not robot.app.savegame_path.exists()
        # Play again: the same length.
        robot.click(_("Play again"))
        again = robot.top
        assert isinstance(again, TableScene) and again.setup.rules == Rules(4, length=8)
        robot.until(lambda: robot.shows(counter(1, 8)), "the round counter of the next game")
        robot.run(60)
    finally:
        close(robot)


def test_a_custom_length_is_counted_out_and_remembered_after_a_restart(tmp_path):
    robot = open_app(tmp_path, speed="instant")
    try:
        robot.click(_("New game"))
        robot.set_stepper(lambda n: _("{count} players").format(count=n), 3)
        robot.choose(_("Easy"))
        robot.choose(pgettext("game length", "Custom"))
        scene = robot.top
        assert isinstance(scene, NewGameScene)
        # Two steppers now: the players' and the rounds'. Click the rounds' left arrow.
        left, _right = scene.length.stepper.arrow_rects()
        for _i in range(20):
            if robot.shows(rounds_text(2), scene.length.stepper.rect):
                break
            robot.click_at(left.center, settle=2)
        robot.run()
        assert robot.shows(rounds_text(2)), robot.describe()
        robot.click(_("Start game"))
        table = robot.top
        assert isinstance(table, TableScene) and table.setup.rules == Rules(3, length=2)
        robot.until(lambda: robot.shows(counter(1, 2)), "the round counter")
        over, _frames = play_game(robot)
        assert isinstance(over, GameOverScene) and len(over.state.history) == 2
        robot.run(60)
    finally:
        close(robot)
    # A restart: the New game screen comes back with Custom, 2 rounds, 3 players.
    settings = read_json(tmp_path / "config" / "settings.json")
    assert settings["new_game"]["length"] == "custom" and settings["new_game"]["rounds"] == 2
    robot = reopen(tmp_path)
    try:
        robot.click(_("New game"))
        scene = robot.top
        assert scene.length.length == "custom" and scene.length.rounds() == 2
        assert robot.shows(rounds_text(2), scene.length.stepper.rect), robot.describe()
        robot.choose(pgettext("game length", "Full"))
        assert robot.shows(rounds_text(20)), robot.describe()
        assert scene.make_setup().rules == Rules(3)
    finally:
        close(robot)
