"""The command line explains itself (issue 58, item 23): every argument of every
``wizard`` subcommand has a help line, and a wrong seat option is named in one short
line with the few options a player uses (not the search's forty internal ones)."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import build_parser, main
from tests.cli_support import refused

ROOT = Path(__file__).resolve().parents[2]


def _parsers(parser: argparse.ArgumentParser, name: str = "wizard"):
    """(name, parser) of the command and every subcommand, depth first."""
    yield name, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub, child in action.choices.items():
                yield from _parsers(child, f"{name} {sub}")


def test_every_argument_of_every_subcommand_has_help():
    missing = []
    for name, parser in _parsers(build_parser()):
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                described = {a.dest for a in action._choices_actions if a.help}
                missing += [f"{name} {sub}" for sub in action.choices if sub not in described]
                continue
            if not action.help or action.help == argparse.SUPPRESS:
                missing.append(f"{name} {'/'.join(action.option_strings) or action.dest}")
    assert missing == [], "arguments without a help line: " + ", ".join(missing)


@pytest.mark.parametrize("command", ["simulate", "bench", "arena"])
def test_help_shows_players_games_and_seed(command):
    """What ``wizard COMMAND --help`` prints in a real process names each number's range."""
    done = subprocess.run(
        [sys.executable, "-m", "game.cli", command, "--help"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    text = " ".join(done.stdout.split())  # argparse wraps the lines
    assert "players at the table, 3 to 6" in text, text
    if command != "arena":
        assert "--games" in text and "(default " in text
    if command == "bench":
        assert "memory" in text and "resident memory" in text
    else:
        assert "same seed deals the same cards" in text, text


INTERNAL = ("bsafeto", "cworlds", "gweight", "omodel", "selfbest")  # never listed in an error


@pytest.mark.parametrize("command", ["simulate", "arena"])
@pytest.mark.parametrize(("seat", "words"), [
    ("hard:colour=red", ["'colour'", "iterations=N", "time_ms=T|none", "wizard arena --help"]),
    ("expert:iteration=300", ["'iteration'", "did you mean iterations?", "time_ms=T|none"]),
    ("hard:iterations=many", ["iterations takes iterations=N", "not iterations=many"]),
    ("hard:time_ms=-5", ["time_ms takes time_ms=T|none", "not time_ms=-5"]),
    ("hard:chain=2", ["chain takes chain=0|1", "not chain=2"]),
])
def test_bad_seat_option_names_the_option_and_the_usual_ones(capsys, command, seat, words):
    line = refused(capsys, command, "--players", "3", "--seats", seat)
    assert f"bad seat option '{seat.split(':', 1)[1]}' in '{seat}'" in line, line
    for word in words:
        assert word in line, line
    assert not any(name in line for name in INTERNAL), line
    assert len(line) < 300, line


@pytest.mark.parametrize("command", ["simulate", "arena"])
@pytest.mark.parametrize("seat", ["medium:ptemp=1", "easy:iterations=300", "random:chain=1"])
def test_an_option_of_a_level_without_options_is_refused(capsys, command, seat):
    """Easy, Medium and random use no option: one given is refused, not ignored."""
    line = refused(capsys, command, "--players", "3", "--seats", seat)
    level = seat.split(":")[0]
    assert f"bad seat '{seat}': {level} takes no options" in line, line
    assert "hard, expert" in line and "hard:iterations=300" in line, line


@pytest.mark.parametrize("flag", ["--iterations", "--time-ms"])
def test_a_budget_for_a_bot_level_without_one_is_refused(capsys, flag):
    line = refused(capsys, "bot", "--level", "medium", flag, "300")
    assert f"{flag}: only the search levels (hard, expert) take it, not medium" in line, line


@pytest.mark.parametrize("command", ["simulate", "arena"])
def test_unknown_seat_lists_the_levels_not_every_option(capsys, command):
    line = refused(capsys, command, "--players", "4", "--seats", "easy,bogus,medium,hard")
    assert "'bogus'" in line
    for word in ("random", "easy", "medium", "hard", "expert", "cmd:", "hard:iterations=300"):
        assert word in line, line
    assert not any(name in line for name in INTERNAL), line


def test_arena_help_lists_every_seat_option():
    from ai.search_options import options_help

    done = subprocess.run(
        [sys.executable, "-m", "game.cli", "arena", "--help"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    text = "".join(done.stdout.split())
    assert "".join(options_help().split()) in text


def test_bench_plays_four_players_unless_told(capsys):
    """``--players`` has no default of its own (memory takes 3 to 6 in turn); the
    other benchmarks still play four."""
    assert main(["bench", "engine", "--runs", "1", "--seconds", "0.1"]) == 0
    assert "engine benchmark: 4 players" in capsys.readouterr().out
