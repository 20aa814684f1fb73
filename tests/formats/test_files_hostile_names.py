"""Hostile names and dates in transcripts, kept games and statistics (issue 61, items
8 and 9): a NUL, a lone surrogate, terminal escape sequences, 3 and 9 million
characters. The real App with real files in its data folder, and the real commands
(``wizard replay``, ``wizard check``, ``wizard analyze``) in their own processes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.history import games_folder, keep_game, kept_files
from game.i18n import _
from game.rules.transcript import NAME_MAX
from game.rules.transcript_files import MAX_TRANSCRIPT_BYTES
from game.stats import GameRecord, Stats
from game.ui.scenes.notice import NoticeScene
from game.ui.scenes.statistics import StatisticsScene
from tests.cli_support import run_wizard
from tests.robot import close, open_app
from tests.rules_support import finished

ROOT = Path(__file__).resolve().parents[2]
ESCAPE = "\x1b[2J\x1b]0;pwned\x07red"  # clears the screen, retitles the terminal
HOSTILE = {
    "nul": "Ann\x00",
    "surrogate": "Bo\udc80",
    "escape": ESCAPE,
    "41": "z" * (NAME_MAX + 1),
    "500k": "w" * 500_000,  # the file stays under the size bound
    "3M": "x" * 3_000_000,
    "9M": "y" * 9_000_000,
}


def reason(case: str) -> str:
    """What the player is told: the name's bound, or the file's (not read at all)."""
    if len(HOSTILE[case]) > MAX_TRANSCRIPT_BYTES:
        return f"larger than {MAX_TRANSCRIPT_BYTES:,} bytes"
    return f"name must be at most {NAME_MAX} printable characters"


def hostile_kept_game(folder: Path, name: str, seed: int = 5) -> Path:
    """A real kept game whose second player's name is ``name``."""
    path = keep_game(folder, *finished(seed=seed, rounds=2))
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["players"][1]["name"] = name
    path.write_text(json.dumps(doc), encoding="utf-8")  # ASCII: the surrogate as \udc80
    return path


# ------------------------------------------------------------ kept games
@pytest.mark.timeout(120)
@pytest.mark.parametrize("case", list(HOSTILE))
def test_a_kept_game_with_a_hostile_name_is_set_aside_and_recent_games_opens(tmp_path, case):
    folder = games_folder(tmp_path / "data")
    good = keep_game(folder, *finished(seed=6, rounds=2))
    bad = hostile_kept_game(folder, HOSTILE[case])
    robot = open_app(tmp_path, speed="instant")
    try:
        robot.click(_("Statistics"))
        robot.choose(_("Recent games"))
        assert isinstance(robot.top, NoticeScene), robot.describe()
        assert robot.shows(_("Some files could not be used"))
        assert reason(case) in robot.top.message
        assert not bad.exists() and list(folder.glob(bad.name + ".bad-*"))
        robot.click(robot.top.buttons[0].text)
        stats = robot.top
        assert isinstance(stats, StatisticsScene) and stats.page == "recent"
        assert [g.path for g in stats.recent.games] == [good]  # the others still open
        # Opened again: no notice this time, the list as it is.
        robot.choose(_("Overview"))
        robot.choose(_("Recent games"))
        assert robot.top is stats, robot.describe()
        assert kept_files(folder) == [good]
        robot.run(30)
    finally:
        close(robot)


@pytest.mark.timeout(60)
def test_a_kept_games_hostile_date_is_not_drawn(tmp_path):
    folder = games_folder(tmp_path / "data")
    path = keep_game(folder, *finished(seed=6, rounds=2))
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["played_at"] = "2026-01-01T10:00\x00"  # short, but a NUL
    path.write_text(json.dumps(doc), encoding="utf-8")
    robot = open_app(tmp_path, speed="instant")
    try:
        robot.click(_("Statistics"))
        robot.choose(_("Recent games"))
        stats = robot.top
        assert isinstance(stats, StatisticsScene), robot.describe()
        (game,) = stats.recent.games
        assert game.played_at.isprintable() and len(game.played_at) == 19  # the file's time
        robot.run(30)
    finally:
        close(robot)


# ------------------------------------------------------------ statistics
@pytest.mark.timeout(60)
@pytest.mark.parametrize("date", ["2026-01-01\x00", "2026-01-01 \ud800", "\x1b[2J"])
def test_statistics_with_a_hostile_date_open_and_keep_every_game(tmp_path, date):
    path = tmp_path / "data" / "statistics.json"
    path.parent.mkdir(parents=True)
    stats = Stats()
    for score in (40, 120):
        stats.add_game(GameRecord(date="2026-01-02 10:00", players=3, levels=["easy", "easy"],
                                  score=score, placing=1, won=True, rounds=[[1, 0, 0]]))
    doc = stats.to_json()
    doc["games"][1]["date"] = date  # the best game: its date is shown on the overview
    doc["buckets"]["easy"].update(games=2, wins=2, best_score=120, best_date=date)
    path.write_text(json.dumps(doc), encoding="utf-8")
    robot = open_app(tmp_path, speed="instant")
    try:
        robot.click(_("Statistics"))
        scene = robot.top
        assert isinstance(scene, StatisticsScene), robot.describe()
        assert len(scene.stats.games_kept) == 2  # nothing was lost
        assert all(g.date.isprintable() for g in scene.stats.games_kept)
        assert scene.stats.buckets["easy"].best_date.isprintable()
        for page in (_("Overview"), _("Recent games")):
            robot.choose(page)
            assert robot.top is scene
        assert list(path.parent.glob("statistics.json.bad-*")) == []
        robot.run(30)
    finally:
        close(robot)


# ------------------------------------------------------------ the commands
def hostile_file(tmp_path: Path, case: str, file_name: str = "game.json") -> Path:
    return hostile_kept_game(games_folder(tmp_path / "made"), HOSTILE[case]).rename(
        tmp_path / file_name
    )


@pytest.mark.timeout(120)
@pytest.mark.parametrize("case", list(HOSTILE))
def test_wizard_replay_refuses_a_hostile_name_in_one_line(tmp_path, case):
    path = hostile_file(tmp_path, case)
    env = {"WIZARD_HOME": str(tmp_path / "home"), "WIZARD_EXIT_AFTER_FIRST_FRAME": "1"}
    run = run_wizard("replay", path, env=env, text=False)
    err = run.stderr.decode("utf-8")
    assert run.returncode == 2, err[-2000:]
    assert err.count("\n") == 1 and err.isascii() and "\x1b" not in err
    assert reason(case) in err
    assert b"wizard-first-frame" not in run.stdout


@pytest.mark.timeout(120)
def test_wizard_check_reports_hostile_names_and_prints_no_control_codes(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    for case in ("nul", "surrogate", "escape", "500k"):
        hostile_file(tmp_path, case, f"{case}.json").rename(folder / f"{case}.json")
    evil_path = folder / "\x1b[2Jevil.json"  # a file name is printed too
    hostile_file(tmp_path, "escape", "x.json").rename(evil_path)
    run = run_wizard("check", folder, text=False)
    out = run.stdout.decode("utf-8")
    assert run.returncode == 1, out + run.stderr.decode()
    assert "\x1b" not in out and "\x00" not in out and "\x07" not in out
    refused = [line for line in out.splitlines() if "name must be at most" in line]
    assert len(refused) == 5, out
    assert "\\x1b[2Jevil.json" in out


@pytest.mark.timeout(300)
def test_wizard_analyze_prints_no_control_codes(tmp_path):
    evil = hostile_file(tmp_path, "escape", "\x1b]0;pwned\x07.json")
    run = run_wizard("analyze", evil, "--seat", "1", "--iterations", "4", timeout=240,
                     text=False)
    text = (run.stdout + run.stderr).decode("utf-8")
    assert "\x1b" not in text and "\x07" not in text, text[-2000:]
    assert run.returncode == 2 and "name must be at most" in text
    assert "\\x1b]0;pwned\\x07.json" in text


@pytest.mark.timeout(60)
def test_a_huge_kept_game_is_set_aside_unread(tmp_path):
    folder = games_folder(tmp_path / "data")
    good = keep_game(folder, *finished(seed=6, rounds=2))
    big = keep_game(folder, *finished(seed=5, rounds=2))
    doc = json.loads(big.read_text(encoding="utf-8"))
    doc["padding"] = "p" * (MAX_TRANSCRIPT_BYTES + 1)  # an extra key: allowed, but too big
    big.write_text(json.dumps(doc), encoding="utf-8")
    robot = open_app(tmp_path, speed="instant")
    try:
        robot.click(_("Statistics"))
        robot.choose(_("Recent games"))
        assert isinstance(robot.top, NoticeScene), robot.describe()
        assert f"larger than {MAX_TRANSCRIPT_BYTES:,} bytes" in robot.top.message
        robot.click(robot.top.buttons[0].text)
        assert [g.path for g in robot.top.recent.games] == [good]
    finally:
        close(robot)
