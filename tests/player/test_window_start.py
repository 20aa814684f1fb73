"""The game window from the command line (issue 61, items 5 and 7): with no display,
or a video driver that does not exist, it says so in one line and exits non-zero
instead of running invisibly or with a traceback; Ctrl-C in the terminal closes it as
its close button does, saving on the way out; a data folder whose name is not UTF-8,
holding bad files, still starts. Real processes of `python -m game`."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LIMIT_S = 10.0

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="Linux displays and signals")


# A game in progress at the real window's loop (game.ui.startup.run_window, as `wizard`
# runs it): a move of the human's, the others' moves, then resting on the human's turn.
GAME = textwrap.dedent(
    """
    import sys
    sys.path.insert(0, sys.argv[2])
    from pathlib import Path
    from game.rules import Rules
    from game.savegame import GameSetup
    from game.ui.app import App
    from game.ui.scenes.table import TableScene
    from game.ui.startup import run_window
    from game.ui.table.autopilot import human_events


    def seen(s):
        return [s.round, s.phase.name, s.bids, [str(c) for c in s.trick], s.won, s.hands]


    def main():  # the AI worker is spawned: it imports this file without running it
        base = Path(sys.argv[1])
        app = App(size=(1024, 640), dirs={k: base / k for k in ("config", "data", "log")})
        app.settings.tips = False
        app.settings.animation_speed = "fast"
        setup = GameSetup(Rules(3), ["You", "A", "B"], ["human", "easy", "easy"], seed=5)
        table = TableScene(app, setup)
        app.push(table)
        acted, last, still = False, None, 0
        for _ in range(5000):  # one move of the human's, then until it is theirs again
            app.step(1 / 60)
            now = seen(table.state)
            still, last = (still + 1 if now == last else 0), now
            if app.stack.top is not table or not table.human_turn or still < 30:
                continue
            if acted:
                break
            for ev in human_events(table):
                table.handle_event(ev)
            acted = True
        print("READY", seen(table.state), flush=True)
        sys.exit(run_window(app))


    if __name__ == "__main__":
        main()
    """
)


def environment(home: Path | bytes, **extra: str) -> dict:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1", **extra)
    env = {os.fsencode(k): os.fsencode(v) for k, v in env.items()}
    env[b"WIZARD_HOME"] = os.fsencode(home)
    return env


def run(argv: list[str], env: dict) -> tuple[int, float, str]:
    started = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "game", *argv], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=LIMIT_S + 20)
    return result.returncode, time.monotonic() - started, result.stderr


def wizard_lines(err: str) -> list[str]:
    assert "Traceback" not in err, err
    return [line for line in err.splitlines() if line.strip()]


@pytest.mark.timeout(60)
@pytest.mark.parametrize("argv", [[], ["replay", "TRANSCRIPT"], ["bench", "ui"]],
                         ids=["window", "replay", "bench ui"])
def test_no_display_is_said_and_the_game_exits(argv, tmp_path):
    if argv[:1] == ["replay"]:
        subprocess.run([sys.executable, "-m", "game", "simulate", "--games", "1", "--players",
                        "3", "--rounds", "1", "--out", str(tmp_path / "games")],
                       cwd=ROOT, check=True, capture_output=True, timeout=60)
        argv = ["replay", str(tmp_path / "games" / "game-00001.json")]
    code, seconds, err = run(argv, environment(tmp_path))
    lines = wizard_lines(err)
    assert code == 1 and seconds < LIMIT_S
    assert len(lines) == 1 and "no display found" in lines[0], err


@pytest.mark.timeout(60)
def test_an_unknown_video_driver_is_bad_input(tmp_path):
    code, seconds, err = run([], environment(tmp_path, SDL_VIDEODRIVER="bogus"))
    lines = wizard_lines(err)
    assert code == 2 and seconds < LIMIT_S
    assert len(lines) == 1 and lines[0].startswith("wizard: ") and "bogus" in lines[0], err


@pytest.mark.timeout(60)
def test_ctrl_c_closes_the_window_and_saves(tmp_path):
    env = environment(tmp_path, SDL_VIDEODRIVER="dummy")
    proc = subprocess.Popen([sys.executable, "-m", "game"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        log = tmp_path / "log" / "wizard.log"
        deadline = time.monotonic() + 20
        while not log.exists() and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.05)
        time.sleep(1.0)  # the window is up and resting
        settings = tmp_path / "config" / "settings.json"
        assert proc.poll() is None and not settings.exists()
        proc.send_signal(signal.SIGINT)
        started = time.monotonic()
        _, err = proc.communicate(timeout=LIMIT_S)
        seconds = time.monotonic() - started
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert proc.returncode == 0 and seconds < LIMIT_S
    assert json.loads(settings.read_text(encoding="utf-8"))  # saved as on closing


@pytest.mark.timeout(60)
def test_a_data_folder_not_in_utf8_with_bad_files_starts(tmp_path):
    home = os.fsencode(tmp_path) + b"/home\xff"
    for folder, name in ((b"config", b"settings.json"), (b"data", b"savegame.json"),
                         (b"data", b"statistics.json")):
        os.makedirs(os.path.join(home, folder), exist_ok=True)
        with open(os.path.join(home, folder, name), "wb") as fh:
            fh.write(b"{not json")
    env = environment(home, SDL_VIDEODRIVER="dummy", WIZARD_EXIT_AFTER_FIRST_FRAME="1")
    started = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "game"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=LIMIT_S + 20)
    assert "Traceback" not in result.stderr, result.stderr
    assert result.returncode == 0 and "wizard-first-frame" in result.stdout
    assert time.monotonic() - started < LIMIT_S
    aside = os.listdir(os.path.join(home, b"config"))
    assert any(name.startswith(b"settings.json.bad-") for name in aside), aside


@pytest.mark.timeout(90)
def test_ctrl_c_saves_the_game_in_progress(tmp_path):
    script = tmp_path / "game.py"
    script.write_text(GAME, encoding="utf-8")
    env = environment(tmp_path / "home", SDL_VIDEODRIVER="dummy")
    proc = subprocess.Popen([sys.executable, str(script), str(tmp_path / "home"), str(ROOT)],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = ""
        for line in proc.stdout:  # pygame may print its banner first
            if line.startswith("READY"):
                break
        assert line.startswith("READY"), proc.stderr.read()
        on_screen = line.split(" ", 1)[1].strip()
        time.sleep(0.5)  # resting on the human's turn
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=LIMIT_S)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert "Traceback" not in err and proc.returncode == 0, err
    from game.savegame import load_game

    problems: list[str] = []
    loaded = load_game(tmp_path / "home" / "data" / "savegame.json", problems)
    assert loaded is not None and not problems, problems
    state = loaded[1]  # the position on screen at Ctrl-C
    saved = [state.round, state.phase.name, state.bids, [str(c) for c in state.trick],
             state.won, state.hands]
    assert str(saved) == on_screen and None not in state.bids  # moves were made
    assert (tmp_path / "home" / "config" / "settings.json").exists()
