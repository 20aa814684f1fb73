"""Two windows on one profile (issues 58.25, 61.3): the first window owns the
player's files (a lock in the data folder, released when its process dies); a
second one says so, opens read-only (replay and review only) and writes nothing.

The first window is the real game in its own process (``python -m game``); the
second is the App in the test, driven by the robot."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.finish import record_finished
from game.history import games_folder, kept_files, read_transcript
from game.rules import Rules, new_game
from game.savegame import GameSetup, save_game
from game.stats import load_stats, record_abandoned
from game.storage import ReadOnlyProfile
from game.ui.app import App
from game.ui.scenes.notice import NoticeScene
from tests.robot import Robot, close, user_dirs

ROOT = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(os.name != "posix", reason="flock and signals")


def _played(state, moves: int):
    for _ in range(moves):
        state, _events = state.apply(state.legal_actions()[0])
    return state


def _finished(setup: GameSetup):
    state, _events = new_game(setup.rules, seed=setup.seed)
    while not state.is_over:
        state, _events = state.apply(state.legal_actions()[0])
    return state


def _profile(tmp_path: Path) -> tuple[dict[str, Path], GameSetup]:
    """A saved game in round 2 of 6 (3 players, 6 rounds), one kept game, statistics."""
    dirs = user_dirs(tmp_path)
    rules = Rules(players=3, length=6)
    setup = GameSetup(rules, ["You", "Anna", "Bo"], ["human", "easy", "easy"], 7, {"game_id": "a1"})
    state, _events = new_game(rules, seed=7)
    while state.round < 2:
        state = _played(state, 1)
    save_game(dirs["data"] / "savegame.json", setup, state)
    old = GameSetup(rules, ["You", "Anna", "Bo"], ["human", "easy", "easy"], 3, {"game_id": "b2"})
    # An earlier game, ended as the table ends one (its own save path: the game in
    # progress above stays).
    record_finished(dirs["data"] / "earlier.json", dirs["data"],
                    dirs["data"] / "statistics.json", old, _finished(old))
    return dirs, setup


def _snapshot(dirs: dict[str, Path]) -> dict[str, bytes]:
    return {
        str(p.relative_to(dirs["data"].parent)): p.read_bytes()
        for folder in ("config", "data")
        for p in sorted(dirs[folder].rglob("*"))
        if p.is_file() and p.name != "wizard.lock"
    }


def _taken_elsewhere(folder: Path) -> bool:
    """Another process holds the lock (probed with a lock taken and given back)."""
    import fcntl

    try:
        fd = os.open(folder / "wizard.lock", os.O_RDWR)
    except FileNotFoundError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)  # closing gives a lock taken here back
    return False


def _first_window(tmp_path: Path) -> subprocess.Popen:
    """The game, started as a player starts it, at its main menu."""
    env = dict(os.environ, WIZARD_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    env.pop("WIZARD_STRICT", None)
    proc = subprocess.Popen([sys.executable, "-m", "game"], env=env, cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while not _taken_elsewhere(tmp_path / "data"):
        if proc.poll() is not None:
            pytest.fail(f"the first window ended: {proc.stderr.read().decode()[-2000:]}")
        if time.monotonic() > deadline:
            proc.kill()
            pytest.fail("the first window never took the lock")
        time.sleep(0.05)
    return proc


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    proc.stderr.close()


@posix_only
@pytest.mark.timeout(120)
def test_replay_beside_a_running_game_is_read_only_and_writes_nothing(tmp_path):
    """58.25: ``wizard replay FILE`` while the game is open: a notice says so, Esc
    lands on a menu without Continue, New game or Tutorial, nothing is written."""
    dirs, _setup = _profile(tmp_path)
    first = _first_window(tmp_path)
    try:
        before = _snapshot(dirs)
        doc = read_transcript(kept_files(games_folder(dirs["data"]))[0])
        app = App(size=(1024, 640), dirs=dirs)  # as run_review opens it
        assert app.read_only
        app.router.open("main_menu")
        from game.ui.scenes.review_open import open_review

        assert open_review(app, doc, 0)
        robot = Robot(app)
        robot.run()
        assert isinstance(robot.top, NoticeScene)
        assert robot.shows("Wizard is already open")
        robot.key(pygame.K_RETURN)
        assert type(robot.top).__name__ == "ReviewScene", robot.describe()
        robot.key(pygame.K_ESCAPE)
        labels = robot.labels()
        assert "Rules" in labels and "Open a game" in labels, labels
        for absent in ("Continue", "New game", "Tutorial"):
            assert absent not in labels, labels
        assert robot.shows("Read-only: Wizard is open in another window")
        app.settings.volume = 0.1  # a change made here...
        assert not app.save_settings()  # ...is not written over the first window's
        close(robot)
        app.close()
        assert _snapshot(dirs) == before
    finally:
        _stop(first)


@posix_only
@pytest.mark.timeout(120)
def test_second_window_can_neither_play_nor_abandon_the_running_game(tmp_path):
    """61.3: a second window's New game counted the first window's running game as
    abandoned, and Continue played it twice (a bid lost): it offers neither, and
    every write into the files is refused."""
    dirs, setup = _profile(tmp_path)
    first = _first_window(tmp_path)
    try:
        before = _snapshot(dirs)
        app = App(size=(1024, 640), dirs=dirs)
        app.router.open("main_menu")
        robot = Robot(app)
        robot.run()
        robot.key(pygame.K_RETURN)  # the notice
        labels = robot.labels()
        assert "Continue" not in labels and "New game" not in labels, labels
        # Whatever path might still reach them, the writes themselves are refused.
        from game.savegame import load_game

        loaded = load_game(app.savegame_path, [])
        with pytest.raises(ReadOnlyProfile):
            record_abandoned(app.stats_path, *loaded)
        with pytest.raises(ReadOnlyProfile):
            save_game(app.savegame_path, setup, loaded[1])
        robot.click("Statistics")
        assert not robot.top.reset_button.enabled
        close(robot)
        app.close()
        assert _snapshot(dirs) == before
    finally:
        _stop(first)
    # The first window is gone (killed): its lock went with it; the next window owns
    # the files and offers the game.
    app = App(size=(1024, 640), dirs=dirs)
    assert not app.read_only
    app.router.open("main_menu")
    robot = Robot(app)
    robot.run()
    assert robot.has_button("Continue") and robot.has_button("New game"), robot.labels()
    assert app.save_settings()  # and writes them again
    close(robot)
    app.close()


def test_a_game_finished_twice_is_kept_and_counted_once(tmp_path):
    """61.3: one game finished in two windows (or its end resumed after a kill) was
    counted twice in the statistics and kept twice: its id makes it once."""
    dirs = user_dirs(tmp_path)
    rules = Rules(players=3, length=2)
    setup = GameSetup(rules, ["You", "Anna", "Bo"], ["human", "hard", "hard"], 5, {})
    state = _finished(setup)
    save = dirs["data"] / "savegame.json"
    stats_path = dirs["data"] / "statistics.json"
    for _ in range(2):
        save_game(save, setup, state)
        record_finished(save, dirs["data"], stats_path, setup, state)
    stats = load_stats(stats_path, [])
    assert stats.games == 1 and len(stats.games_kept) == 1
    assert len(kept_files(games_folder(dirs["data"]))) == 1
    assert not save.exists()
    # A new game made from it (Play again) is a game of its own: counted.
    from game.finish import new_game_id

    again = GameSetup(rules, setup.names, setup.levels, 6, dict(setup.extra))
    new_game_id(again)
    record_finished(save, dirs["data"], stats_path, again, _finished(again))
    assert load_stats(stats_path, []).games == 2
    assert len(kept_files(games_folder(dirs["data"]))) == 2
