"""The bot authors' kit as docs/bots.md walks through it: both example bots play
whole games legally, the arena prints the command that plays the same games
again (and it does), and the transcripts it saves pass ``wizard check``."""

from __future__ import annotations

import json
import re
import shlex
import sys
from pathlib import Path

import pytest

from game.bots.arena import Task, parse_seats, play_task
from game.rules import Rules
from game.rules.transcript import check_transcript
from tests.cli_support import run_wizard

ROOT = Path(__file__).resolve().parents[2]
PY = sys.executable
STATEFUL = f"{PY} {ROOT / 'docs' / 'example_bot_stateful.py'}"
SIMPLE = f"{PY} {ROOT / 'docs' / 'example_bot.py'}"


@pytest.mark.timeout(120)
def test_the_stateful_example_bot_plays_a_whole_game_legally_and_learns(tmp_path, capfd):
    seats = tuple(parse_seats(f"cmd:{STATEFUL},medium,easy,medium", 4))
    out = tmp_path / "games"
    out.mkdir()
    res = play_task(Task(0, 0, 0, 21, seats, Rules(4), str(out), 2000, {}))
    assert res["problems"] == []  # every answer arrived in time, legal, with its id
    assert len(res["bids"]) == 15
    doc = json.loads((out / "game-00001.json").read_text())
    assert check_transcript(doc) is None and doc["complete"]
    # Its state lived through the game: one learned error per round, from round_over.
    err = capfd.readouterr().err
    line = next(x for x in err.splitlines() if x.startswith("StatefulBot: "))
    assert line.startswith("StatefulBot: 15 rounds learned, bias ")
    assert line.count("bids made") == 4


@pytest.mark.timeout(300)
def test_the_arena_prints_the_command_that_plays_the_same_games_again(tmp_path):
    first = run_wizard("arena", "--players", "3", "--seats", f"cmd:{SIMPLE},easy,medium",
                    "--games", "3", "--duplicate", "--seed", "5", "--quiet", "--jobs", "1",
                    "--out", str(tmp_path / "games"), "--json", str(tmp_path / "a.json"))
    assert first.returncode == 0, first.stderr
    match = re.search(r"^to play these games again: (wizard arena .*)$", first.stdout, re.M)
    assert match, first.stdout
    argv = shlex.split(match.group(1))
    assert argv[argv.index("--seats") + 1] == f"cmd:{SIMPLE},easy,medium"
    assert "--duplicate" in argv and argv[argv.index("--seed") + 1] == "5"
    again = run_wizard(*argv[1:], "--quiet", "--jobs", "1", "--json", str(tmp_path / "b.json"))
    assert again.returncode == 0, again.stderr
    a = json.loads((tmp_path / "a.json").read_text())
    b = json.loads((tmp_path / "b.json").read_text())
    assert a["command"] == b["command"] == match.group(1)
    assert a["problems"] == [] and a["games"] == 3
    for key in ("margins", "games", "deals"):
        assert a[key] == b[key]
    for t in a["types"]:
        assert a["types"][t]["mean_score"] == b["types"][t]["mean_score"]
    checked = run_wizard("check", str(tmp_path / "games"))
    assert checked.returncode == 0, checked.stdout + checked.stderr
