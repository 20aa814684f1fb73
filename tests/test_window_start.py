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
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LIMIT_S = 10.0

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="Linux displays and signals")


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
