"""Every bad command-line argument of simulate / check / arena / bot / bench is one clear
line on stderr and exit code 2, never a traceback (issue 10, defect 15)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.cli import main
from tests.cli_support import refused

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (("simulate", "--games", "-3"), ["--games", "at least 1", "-3"]),
        (("simulate", "--games", "0"), ["--games", "at least 1"]),
        (("simulate", "--games", "lots"), ["--games", "'lots'", "whole number"]),
        (("simulate", "--players", "9"), ["--players", "3 to 6"]),
        (("simulate", "--players", "2"), ["--players", "3 to 6"]),
        (("simulate", "--seed", "x"), ["--seed"]),
        (("simulate", "--bogus"), ["--bogus"]),
        (("check",), ["FILE|DIR"]),
        (("arena", "--seats", "easy", "--games", "-3"), ["--games", "at least 1"]),
        (("arena", "--seats", "easy", "--jobs", "0"), ["--jobs", "at least 1"]),
        (("arena", "--seats", "easy", "--time-ms", "-5"), ["--time-ms", "at least 1"]),
        (("arena", "--seats", "easy", "--iterations", "0"), ["--iterations", "at least 1"]),
        (("arena", "--seats", "easy", "--bot-time-ms", "0"), ["--bot-time-ms"]),
        (("arena", "--seats", "easy", "--players", "9"), ["--players", "3 to 6"]),
        (("arena",), ["--seats"]),
        (("bot", "--level", "bogus"), ["--level", "bogus", "expert"]),
        (("bot", "--time-ms", "-5"), ["--time-ms", "at least 1"]),
        (("bot", "--iterations", "0"), ["--iterations", "at least 1"]),
        (("bench", "bogus"), ["bogus", "engine"]),
        (("bench", "engine", "--runs", "0"), ["--runs", "at least 1"]),
        (("bench", "engine", "--seconds", "-1"), ["--seconds", "more than 0"]),
        (("bench", "engine", "--seconds", "nan"), ["--seconds"]),
        (("bench", "ai", "--players", "9"), ["--players", "3 to 6"]),
        (("bench", "ui", "--seconds", "0"), ["--seconds", "more than 0"]),
        (("--bogus",), ["--bogus"]),
    ],
)
def test_bad_numbers_and_options(capsys, argv, words):
    line = refused(capsys, *argv)
    for word in words:
        assert word in line, line


# The seat errors' words: tests/formats/test_cli_help.py.


def test_simulate_seat_count(capsys):
    line = refused(capsys, "simulate", "--players", "4", "--seats", "easy,medium")
    assert "2" in line and "4" in line


def test_simulate_out_is_an_existing_file(capsys, tmp_path):
    existing = tmp_path / "notes.txt"
    existing.write_text("keep me", encoding="utf-8")
    line = refused(capsys, "simulate", "--games", "1", "--out", str(existing))
    assert "notes.txt" in line and "--out" in line
    assert existing.read_text(encoding="utf-8") == "keep me"
    line = refused(capsys, "simulate", "--games", "1", "--out", str(existing / "below"))
    assert "--out" in line


def test_arena_out_and_json_are_checked_before_playing(capsys, tmp_path):
    existing = tmp_path / "notes.txt"
    existing.write_text("keep me", encoding="utf-8")
    started = time.monotonic()
    line = refused(capsys, "arena", "--seats", "random", "--games", "1", "--out", str(existing))
    assert "--out" in line
    line = refused(capsys, "arena", "--seats", "random", "--games", "1", "--json", str(tmp_path))
    assert "--json" in line
    line = refused(
        capsys, "arena", "--seats", "random", "--games", "1",
        "--json", str(tmp_path / "missing" / "x.json"),
    )
    assert "--json" in line
    assert time.monotonic() - started < 10
    assert existing.read_text(encoding="utf-8") == "keep me"


@pytest.mark.parametrize("games", [1, 2])
def test_simulate_says_game_or_games(capsys, games):
    assert main(["simulate", "--players", "3", "--games", str(games), "--seats", "random"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"played {games} {'game' if games == 1 else 'games'};"), out


def test_arena_with_one_deal_prints_no_infinite_interval(capsys, tmp_path):
    summary = tmp_path / "s.json"
    code = main([
        "arena", "--players", "3", "--seats", "random,easy,easy", "--games", "1",
        "--jobs", "1", "--quiet", "--json", str(summary),
    ])
    out = capsys.readouterr().out
    assert code == 0
    assert "inf" not in out and "nan" not in out, out
    assert "n/a" in out
    assert out.startswith("1 game (1 deal)"), out
    text = summary.read_text(encoding="utf-8")
    assert "Infinity" not in text and "NaN" not in text  # strict JSON
    import json

    json.loads(text, parse_constant=lambda name: pytest.fail(f"{name} in the JSON summary"))


def test_a_subprocess_shows_the_same_single_line():
    result = subprocess.run(
        [sys.executable, "-m", "game", "simulate", "--seats", "easy,bogus,medium,hard"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and "Traceback" not in result.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="dummy SDL video driver")
def test_bench_ui_honours_seconds():
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-m", "game", "bench", "ui", "--players", "3", "--seconds", "3"],
        cwd=ROOT, capture_output=True, text=True, timeout=120, env=env,
    )
    elapsed = time.monotonic() - started
    assert result.returncode == 0, result.stdout + result.stderr
    assert "stopped after 3 s" in result.stdout, result.stdout
    assert elapsed < 30, elapsed


SHARED_BAD = [
    ("--players", "7"),
    ("--games", "0"),
    ("--seed", "x"),
    ("--rounds", "25"),  # more rounds than 4 players have (15)
    ("--seats", "easy,bogus"),
    ("--length", "long"),
]


@pytest.mark.parametrize("bad", SHARED_BAD, ids=[b[0] for b in SHARED_BAD])
def test_simulate_and_arena_check_their_shared_arguments_alike(capsys, tmp_path, bad):
    """One set of checks (game.bots.cli.game_run_flags / game_run) for both commands: the same
    bad value gets the same line, only the command's name differs."""
    seats = () if bad[0] == "--seats" else ("--seats", "easy")
    said = {
        command: refused(capsys, command, *seats, *bad, "--out", str(tmp_path / command))
        for command in ("simulate", "arena")
    }
    assert said["simulate"].replace("wizard simulate", "CMD") == said["arena"].replace(
        "wizard arena", "CMD"
    ), said


def test_simulate_and_arena_refuse_an_out_file_alike(capsys, tmp_path):
    taken = tmp_path / "taken"
    taken.write_text("x")
    said = [refused(capsys, c, "--seats", "easy", "--out", str(taken)).split(": ", 1)[1]
            for c in ("simulate", "arena")]
    assert said[0] == said[1] and "is not a folder" in said[0]
