"""Review and replay through the real App (issue 13): a finished game is kept as a
transcript, Statistics' Recent games lists it, Review opens it, steps through the
whole game forwards and back with the keys the buttons show, and its ratings and
mistake list are those of `wizard analyze` for the same seat and seed (the analysis
runs in its own process while the window keeps drawing). Open in the main menu
takes a transcript file from `wizard simulate --out`; bad files give a notice.
Real App, sounds, AI worker and analysis processes, files in ``tmp_path``."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pygame

from game.history import games_folder, kept_files
from game.i18n import _, pgettext
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.notice import NoticeScene
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.review_board import action_text
from game.ui.scenes.review_open import OpenGameScene, game_label
from game.ui.scenes.review_panel import mistake_text
from game.ui.scenes.statistics import StatisticsScene
from tests.robot import RobotError, close, human_move, open_app, rounds_text

ANALYSIS_FRAMES = 60 * 240  # frames of 1/60 s; the analysis of a short game takes seconds


def play_short_game(robot, rounds: int = 3) -> GameOverScene:
    robot.click(_("New game"))
    robot.set_stepper(lambda n: _("{count} players").format(count=n), 3)
    robot.choose(_("Easy"))
    robot.choose(pgettext("game length", "Custom"))
    scene = robot.top
    left, _right = scene.length.stepper.arrow_rects()
    for _i in range(20):
        if robot.shows(rounds_text(rounds), scene.length.stepper.rect):
            break
        robot.click_at(left.center, settle=2)
    robot.click(_("Start game"))
    return play_greedily(robot)


def greedy(options: list):
    """Bid as high as allowed, play the first card shown: mistakes to rate."""
    return max(options) if all(isinstance(o, int) for o in options) else options[0]


def play_greedily(robot, max_frames: int = 60000) -> GameOverScene:
    """Play the human's seat by clicks until Game over (bids, cards, trump, round
    summaries, tips), as ``robot.play_game`` does but always bidding high."""
    from game.ui.scenes.overlays import RoundSummary
    from game.ui.scenes.table import TableScene

    for _i in range(max_frames):
        top = robot.top
        if isinstance(top, GameOverScene):
            # A win's confetti flies over the buttons and the first click only ends
            # it: watch it to its end as a player would.
            robot.until(
                lambda over=top: over.celebration is None or not over.celebration.running,
                "the celebration ends",
                max_frames=900,
            )
            robot.run()
            return top
        if isinstance(top, RoundSummary):
            robot.run(2)
            label = top.buttons[0].text
            if robot.has_button(label):
                robot.click(label, settle=2)
                continue
        elif isinstance(top, TableScene):
            if top.tips.current is not None and robot.has_button(_("Got it")):
                robot.click(_("Got it"), settle=2)
                continue
            if human_move(robot, top, prefer=greedy if top.moves.picker is not None else None):
                continue
        robot.frame()
    raise RobotError(f"no game over; {robot.describe()}")


def analyze_cli(path, seat: int) -> dict:
    out = subprocess.run(
        [sys.executable, "-m", "game", "analyze", str(path), "--seat", str(seat), "--json",
         "--quiet"],
        capture_output=True, text=True, check=True, timeout=600,
    )
    return json.loads(out.stdout)


def caption_of(review: ReviewScene) -> str:
    return review.caption()[0]


def test_a_finished_game_is_kept_listed_reviewed_and_rated_as_wizard_analyze(tmp_path):
    robot = open_app(tmp_path, speed="instant")
    try:
        over = play_short_game(robot, rounds=4)
        # Kept at game over: one transcript with the human's seat.
        (path,) = kept_files(games_folder(robot.app.dirs["data"]))
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert doc["human_seat"] == 0 and len(doc["rounds"]) == 4
        assert doc["rounds"][-1]["totals"] == list(over.state.totals)
        robot.click(_("Main menu"))
        robot.click(_("Statistics"))
        robot.choose(_("Recent games"))
        stats = robot.top
        assert isinstance(stats, StatisticsScene)
        (kept,) = stats.recent.games
        label, detail = game_label(kept)
        assert robot.shows(label) and robot.shows(detail), robot.describe()
        robot.click(label)
        review = robot.top
        assert isinstance(review, ReviewScene) and review.seat == 0
        assert robot.shows(_("Review"))
        # The window keeps drawing while the analysis process works.
        robot.until(lambda: review.analysis_done, "the analysis", ANALYSIS_FRAMES)
        assert review.panel.error is None
        robot.run()
        # Forwards through the whole game, one action per key press, each shown.
        end = review.cursor.end
        assert end == len(review.replay.steps) and review.cursor.position == 0
        assert robot.shows(caption_of(review)), robot.describe()
        seen_ratings = 0
        for i in range(1, end + 1):
            robot.key(pygame.K_RIGHT, settle=2)
            assert review.cursor.position == i
            what, rating, _colour = review.caption()
            if i < end:
                assert what.startswith(action_text(review.cursor.last, review.names, "classic"))
            assert robot.shows(what), (i, what, robot.describe())
            if rating:
                assert robot.shows(rating), (i, rating, robot.describe())
                seen_ratings += review.cursor.last.index in review.rated
        robot.key(pygame.K_RIGHT)  # past the end: nothing moves
        assert review.cursor.at_end
        winners = ", ".join(review.names[i] for i in over.state.winners())
        assert robot.shows(_("The end: {names} won.").format(names=winners))
        # And back to the start.
        for i in range(end - 1, -1, -1):
            robot.key(pygame.K_LEFT, settle=2)
            assert review.cursor.position == i
        assert robot.shows(_("Round 1 is dealt. Step forward with → or Next."))
        # Home/End and the trick keys.
        robot.key(pygame.K_END)
        assert review.cursor.at_end
        robot.key(pygame.K_HOME)
        assert review.cursor.at_start
        robot.key(pygame.K_DOWN)
        assert not review.cursor.state.trick and review.cursor.position in review.cursor.trick_stops
        # The ratings are wizard analyze's for the same seat and seed.
        cli = analyze_cli(path, 0)
        assert seen_ratings == len(cli["decisions"])
        mine = [
            (d.step, d.kind, str(d.made), str(d.best), round(d.cost, 2), d.mistake)
            for d in review.rated.values()
        ]
        theirs = [
            (d["step"], d["kind"], d["made"], d["best"], round(d["cost"], 2), d["mistake"])
            for d in cli["decisions"]
        ]
        assert sorted(mine) == sorted(theirs)
        assert any(d["mistake"] for d in cli["decisions"])  # bidding high costs
        listed = [d.step for d in review.panel.mistakes]
        assert listed == [d["step"] for d in cli["decisions"] if d["mistake"]]
        # The mistakes are listed on screen; a click jumps to the first.
        for d in review.panel.mistakes[: len(review.panel.visible_rows())]:
            assert robot.shows(mistake_text(d, "classic")), robot.describe()
        if review.panel.mistakes:
            first = review.panel.mistakes[0]
            robot.click(mistake_text(first, "classic"))
            assert review.cursor.position == first.step + 1
            assert robot.shows(review.caption()[1])
            # The mistake shown wears the chosen face, the others the plain one (the
            # focus marks and the pointer's light are their own).
            robot.run(2)
            faces = {d.step: b.style for b, d in review.panel.rows}
            assert faces.pop(first.step) == "primary"
            assert set(faces.values()) <= {"normal"}
        robot.key(pygame.K_ESCAPE)
        assert isinstance(robot.top, StatisticsScene)
        robot.run(60)
    finally:
        close(robot)


def test_a_corrupt_kept_game_is_set_aside_and_the_list_still_opens(tmp_path):
    robot = open_app(tmp_path, speed="instant")
    try:
        folder = games_folder(robot.app.dirs["data"])
        folder.mkdir(parents=True)
        bad = folder / "game-20260101-120000.json"
        bad.write_text('{"format": "wizard-transcript/1", "players": [', encoding="utf-8")
        robot.click(_("Statistics"))
        robot.choose(_("Recent games"))
        assert isinstance(robot.top, NoticeScene), robot.describe()
        assert robot.shows(_("Some files could not be used"))
        assert not bad.exists()
        assert [p.name.startswith(bad.name + ".bad-") for p in folder.iterdir()] == [True]
        robot.click(robot.top.buttons[0].text)
        assert isinstance(robot.top, StatisticsScene)
        assert robot.shows(
            _("No finished games kept yet. Every game you finish is kept here for "
              "Review (the last 100).")
        ) or robot.top.recent.games == []
        robot.run(60)
    finally:
        close(robot)


def test_open_in_the_menu_takes_a_transcript_file_by_keyboard(tmp_path):
    out = tmp_path / "sim"
    subprocess.run(
        [sys.executable, "-m", "game", "simulate", "--players", "4", "--games", "1",
         "--seed", "3", "--rounds", "2", "--out", str(out)],
        check=True, capture_output=True, timeout=300,
    )
    sim = out / "game-00001.json"
    robot = open_app(tmp_path, speed="instant")
    try:
        # Down from the first menu entry until Open is focused, then Enter.
        for _i in range(12):
            if robot.top.focus.current.text == _("Open a game"):
                break
            robot.key(pygame.K_DOWN, settle=2)
        robot.key(pygame.K_RETURN)
        scene = robot.top
        assert isinstance(scene, OpenGameScene), robot.describe()
        assert robot.shows(_("Open a game"))
        # No kept games: the focus is on the path field; a bad path first.
        assert scene.focus.current is scene.path_field
        robot.type_text(str(tmp_path / "missing.json"))
        robot.key(pygame.K_RETURN)
        assert isinstance(robot.top, NoticeScene)
        assert robot.shows(_("This game cannot be opened"))
        robot.key(pygame.K_RETURN)
        assert robot.top is scene
        scene.path_field.set_text("")
        robot.type_text(str(sim))
        robot.key(pygame.K_RETURN)
        review = robot.top
        assert isinstance(review, ReviewScene), robot.describe()
        # No seat is marked as a human's: seat 0 is rated, and the screen says so.
        assert review.seat == 0 and not review.seat_recorded
        assert robot.shows(_("No seat is marked as the player's in this file. Rated:"))
        first = review.job
        # Another seat is chosen on screen: its play is rated instead.
        robot.choose(review.names[1])
        assert review.seat == 1 and review.job is not first
        title = _("{name}: bids and cards against Expert's").format(name=review.names[1])
        assert robot.shows(title), robot.describe()
        robot.until(lambda: review.analysis_done, "the analysis of seat 1", ANALYSIS_FRAMES)
        assert all(d.step in {s.index for s in review.replay.steps_of(1)}
                   for d in review.rated.values())
        robot.key(pygame.K_END)
        assert review.cursor.at_end
        # F1 lists this screen's keys; they do what it says.
        robot.key(pygame.K_F1)
        assert robot.shows(_("One trick back or forward")), robot.describe()
        assert robot.shows(_("Next mistake (Shift+M: the one before)"))
        robot.key(pygame.K_ESCAPE)
        assert robot.top is review
        robot.key(pygame.K_PAGEUP)
        assert review.cursor.position in review.cursor.round_stops
        assert review.cursor.state.round == 2 and not review.cursor.state.tricks
        robot.key(pygame.K_ESCAPE)
        robot.run(60)
    finally:
        close(robot)


def test_wizard_replay_refuses_a_bad_file_in_one_line(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{nope", encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(bad)], capture_output=True, text=True,
        timeout=120,
    )
    assert run.returncode == 2
    assert run.stderr.count("\n") == 1 and "not JSON" in run.stderr
    assert "Traceback" not in run.stderr
    assert bad.read_text(encoding="utf-8") == "{nope"  # nothing changed


def test_wizard_replay_opens_a_transcript_in_the_window(tmp_path):
    out = tmp_path / "sim"
    subprocess.run(
        [sys.executable, "-m", "game", "simulate", "--players", "3", "--games", "1",
         "--rounds", "2", "--out", str(out)],
        check=True, capture_output=True, timeout=300,
    )
    env = dict(os.environ, WIZARD_HOME=str(tmp_path / "home"), WIZARD_EXIT_AFTER_FIRST_FRAME="1")
    run = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(out / "game-00001.json"), "--seat", "2"],
        capture_output=True, text=True, timeout=300, env=env,
    )
    assert run.returncode == 0, run.stderr
    assert "wizard-first-frame" in run.stdout
    logged = (tmp_path / "home" / "log" / "wizard.log").read_text(encoding="utf-8")
    assert "review of a 3-player game of 2 rounds, rating seat 2" in logged
    bad_seat = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(out / "game-00001.json"), "--seat", "3"],
        capture_output=True, text=True, timeout=120, env=env,
    )
    assert bad_seat.returncode == 2 and bad_seat.stderr.count("\n") == 1
    assert "--seat" in bad_seat.stderr


def test_recent_games_by_keyboard(tmp_path):
    """Statistics, key 5 (Recent games), Tab to the newest game, Enter: its Review."""
    from game.history import keep_game
    from tests.rules_support import finished

    folder = games_folder(tmp_path / "data")
    older = keep_game(folder, *finished(seed=5, rounds=2))
    newer = keep_game(folder, *finished(seed=6, rounds=3))
    robot = open_app(tmp_path, speed="instant")
    try:
        robot.click(_("Statistics"))
        robot.key(pygame.K_5)
        stats = robot.top
        assert stats.page == "recent" and [g.path for g in stats.recent.games] == [newer, older]
        assert robot.shows(game_label(stats.recent.games[0])[0])
        robot.key(pygame.K_TAB)
        assert stats.focus.current is stats.recent.buttons[0]
        robot.key(pygame.K_DOWN)
        assert stats.focus.current is stats.recent.buttons[1]
        robot.key(pygame.K_UP)
        robot.key(pygame.K_RETURN)
        review = robot.top
        assert isinstance(review, ReviewScene), robot.describe()
        assert len(review.replay.final.history) == 3 and review.seat == 0
        robot.key(pygame.K_ESCAPE)
        assert robot.top is stats
        robot.run(60)
    finally:
        close(robot)
