"""Whole games through the UI layer: scripted clicks and keys from the first deal to
the game-over screen, and a saved game that survives a SIGKILL and resumes exactly."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pygame
import pytest

from game.rules import Rules
from game.savegame import load_game
from game.ui.app import App
from game.ui.table.autopilot import click_events, human_events, key_event
from tests.robot import table_setup, user_dirs

ROOT = Path(__file__).resolve().parents[2]


def play_to_game_over(app: App, table, use_keys: bool = False, max_frames: int = 40000):
    """Drive the human with input events until the game-over screen shows."""
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.scenes.overlays import RoundSummary

    summaries = 0
    for frame in range(max_frames):
        app.step(1 / 60)
        top = app.stack.top
        if isinstance(top, GameOverScene):
            return top, summaries
        if isinstance(top, RoundSummary):
            summaries += 1
            if use_keys:
                top.handle_event(key_event(pygame.K_RETURN))
            else:
                button = top.buttons[0]
                for ev in click_events(button.rect.center):
                    top.handle_event(ev)
            continue
        if top is table:
            for ev in human_events(table, use_keys=use_keys and frame % 2 == 0):
                table.handle_event(ev)
    raise AssertionError(f"no game over after {max_frames} frames (round {table.state.round})")


def test_complete_game_by_clicks_and_keys_to_game_over(make_app):
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.scenes.table import TableScene

    app = make_app(speed="instant")
    setup = table_setup(Rules(6), seed=31)
    table = TableScene(app, setup)
    app.push(table)
    over, summaries = play_to_game_over(app, table, use_keys=True)
    assert isinstance(over, GameOverScene)
    assert summaries == 10  # one summary per round, the last one leads here
    state = over.state
    assert state.is_over and len(state.history) == 10
    assert not app.savegame_path.exists()  # deleted at game over
    assert table.mode.ai.worker is None  # the AI process was shut down
    assert app.stats_path.exists()
    surface = pygame.Surface(app.size)
    over.draw(surface)
    headline = over.headline()
    assert headline
    # Play again starts a new table with the same players.
    over.play_again()
    assert isinstance(app.stack.top, TableScene)
    assert app.stack.top.setup.names == setup.names
    app.stack.top.close()


SUBPROCESS_GAME = textwrap.dedent(
    """
    import os, sys
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from pathlib import Path
    sys.path.insert(0, sys.argv[2])
    from game.ui.app import App
    from game.ui.scenes.overlays import RoundSummary
    from game.ui.scenes.table import TableScene
    from game.ui.table.autopilot import human_events
    from game.rules import Rules
    from tests.robot import table_setup, user_dirs

    if __name__ == "__main__":
        app = App(size=(1024, 640), dirs=user_dirs(Path(sys.argv[1])))
        app.settings.animation_speed = "instant"
        table = TableScene(app, table_setup(Rules(6), seed=47))
        app.push(table)
        while True:  # until killed
            app.step(1 / 60)
            top = app.stack.top
            if isinstance(top, RoundSummary):
                top.next()
            elif top is table:
                for ev in human_events(table):
                    table.handle_event(ev)
    """
)


def test_save_kill_resume_continues_exactly(make_app, tmp_path):
    from game.ui.scenes.table import TableScene

    script = tmp_path / "play.py"
    script.write_text(SUBPROCESS_GAME, encoding="utf-8")
    game_dir = tmp_path / "killed"
    save = game_dir / "data" / "savegame.json"
    proc = subprocess.Popen(
        [sys.executable, str(script), str(game_dir), str(ROOT)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 40
        actions = 0
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                pytest.fail(f"the game process ended: {proc.stderr.read().decode()[-2000:]}")
            try:
                actions = len(json.loads(save.read_text())["state"]["actions"])
            except (OSError, ValueError, KeyError):
                actions = 0
            if actions >= 45:
                break
            time.sleep(0.05)
        assert actions >= 45, "the game did not get far enough"
        os.kill(proc.pid, signal.SIGKILL)  # mid-game, mid-animation
        proc.wait(10)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.stderr.close()

    problems: list[str] = []
    loaded = load_game(save, problems)
    assert loaded is not None and not problems  # the save survived the kill intact
    setup, state = loaded
    assert len(state.log) >= 45

    # Resume in a fresh app and play on to the end.
    app = make_app(dirs=user_dirs(tmp_path / "resumed"), speed="instant")
    table = TableScene(app, setup, state)
    app.push(table)
    assert table.state.log == state.log
    assert table.model.hands[0] == sorted(table.model.hands[0], key=table.model.sort_key)
    # The resumed table shows the player's own cards and only how many the others hold.
    assert sorted(table.model.hands[0]) == sorted(state.hand(0))
    assert [len(h) for h in table.model.hands] == [len(state.hand(s)) for s in range(state.players)]
    from game.ui.table.view import FaceDown

    assert all(isinstance(c, FaceDown) for hand in table.model.hands[1:] for c in hand)
    over, _n = play_to_game_over(app, table)
    resumed_log = [str(a) for a in over.state.log]

    # The same game played straight through the engine, with the same seeded AI
    # decisions and the same human choices, makes exactly the same moves.
    from game.rules import NextRound, Phase, new_game, seat_view
    from game.ui.ai_worker import decide, decision_seed
    from game.ui.table.autopilot import choose

    ref, _events = new_game(setup.rules, seed=setup.seed)
    while not ref.is_over:
        if ref.phase == Phase.ROUND_OVER:
            action = NextRound()
        elif ref.to_move == 0:
            action = choose(ref)
        else:
            seat = ref.to_move
            view = seat_view(ref, seat)
            seed = decision_seed(setup.seed, seat, len(ref.log))
            index, _reason = decide("move", setup.levels[seat], seed, view)
            action = view.legal[index]
        ref, _events = ref.apply(action)
    assert resumed_log == [str(a) for a in ref.log]
    assert over.state.totals == ref.totals
