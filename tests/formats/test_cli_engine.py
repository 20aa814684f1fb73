"""The engine's command line: `wizard simulate`, `wizard check`, `--version`, `bench engine`."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def wizard(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "game", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def simulate(out: Path, *extra: str, players: int = 4, games: int = 5, seed: int = 7):
    result = wizard(
        "simulate",
        "--players",
        str(players),
        "--games",
        str(games),
        "--seed",
        str(seed),
        "--out",
        str(out),
        *extra,
    )
    assert result.returncode == 0, result.stderr
    return result


def test_simulate_twice_gives_identical_files_that_check_accepts(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    simulate(a)
    simulate(b)
    names = sorted(p.name for p in a.iterdir())
    assert names == [f"game-{i:05d}.json" for i in range(1, 6)]
    assert names == sorted(p.name for p in b.iterdir())
    for name in names:
        assert (a / name).read_bytes() == (b / name).read_bytes()
        doc = json.loads((a / name).read_text(encoding="utf-8"))
        assert doc["format"] == "wizard-transcript/1" and doc["complete"] is True
        assert len(doc["players"]) == 4 and len(doc["rounds"]) == 15
    result = wizard("check", str(a))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "5 ok, 0 wrong" in result.stdout
    result = wizard("check", *(str(a / n) for n in names[:2]))
    assert result.returncode == 0


def test_different_seed_gives_different_games(tmp_path):
    simulate(tmp_path / "a", games=1, seed=7)
    simulate(tmp_path / "b", games=1, seed=8)
    name = "game-00001.json"
    assert (tmp_path / "a" / name).read_bytes() != (tmp_path / "b" / name).read_bytes()


def test_corrupted_file_fails_the_check_naming_round_trick_seat(tmp_path):
    out = tmp_path / "games"
    simulate(out, games=2)
    path = out / "game-00002.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    rnd = doc["rounds"][3]  # round 4
    trick = rnd["tricks"][1]  # trick 2
    seat = (trick["leader"] + 1) % 4
    stranger = rnd["hands"][(seat + 1) % 4][0]
    trick["cards"][1] = stranger
    path.write_text(json.dumps(doc), encoding="utf-8")
    result = wizard("check", str(out))
    assert result.returncode == 1
    assert f"round 4, trick 2, seat {seat}" in result.stdout
    assert "game-00002.json" in result.stdout
    assert "game-00001.json" not in result.stdout.replace("checked", "")
    assert "1 ok, 1 wrong" in result.stdout


def test_unreadable_file_fails_the_check(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json", encoding="utf-8")
    result = wizard("check", str(bad))
    assert result.returncode == 1
    assert "bad.json" in result.stdout


def test_version():
    result = wizard("--version")
    assert result.returncode == 0
    with (ROOT / "pyproject.toml").open("rb") as fh:
        version = tomllib.load(fh)["project"]["version"]
    # The first line is the game's; the next ones name pygame-ce, SDL and Python
    # (tests/ui/test_crash_report.py checks those).
    assert result.stdout.splitlines()[0] == f"wizard {version}"


@pytest.mark.parametrize(
    "flags",
    [
        ("--plus-minus-one",),
        ("--hidden-bids",),
        ("--blind-first-round",),
        ("--plus-minus-one", "--blind-first-round"),
        ("--hidden-bids", "--blind-first-round"),
    ],
)
def test_variant_flags(tmp_path, flags):
    out = tmp_path / "v"
    simulate(out, *flags, players=5, games=2)
    expected = {
        "plus_minus_one": "--plus-minus-one" in flags,
        "hidden_bids": "--hidden-bids" in flags,
        "blind_first_round": "--blind-first-round" in flags,
    }
    for path in out.iterdir():
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert doc["rules"] == expected
        assert len(doc["rounds"]) == 12
        if expected["plus_minus_one"]:
            assert all(sum(r["bids"]) != r["number"] for r in doc["rounds"])
    assert wizard("check", str(out)).returncode == 0


@pytest.mark.parametrize("players", [3, 6])
def test_player_counts(tmp_path, players):
    simulate(tmp_path / "p", players=players, games=1)
    doc = json.loads((tmp_path / "p" / "game-00001.json").read_text(encoding="utf-8"))
    assert len(doc["rounds"]) == 60 // players


def test_refused_combination(tmp_path):
    result = wizard(
        "simulate",
        "--players",
        "4",
        "--games",
        "1",
        "--out",
        str(tmp_path / "x"),
        "--plus-minus-one",
        "--hidden-bids",
    )
    assert result.returncode != 0
    assert "Hidden bids cannot be combined with the plus/minus-one rule" in result.stderr
    assert not (tmp_path / "x").exists() or not any((tmp_path / "x").iterdir())


@pytest.mark.parametrize("players", ["2", "7"])
def test_bad_player_count(tmp_path, players):
    result = wizard("simulate", "--players", players, "--games", "1")
    assert result.returncode != 0
    assert "3 to 6" in result.stderr


def test_bench_engine_prints_rates():
    result = wizard("bench", "engine", "--runs", "1", "--seconds", "0.05")
    assert result.returncode == 0, result.stderr
    assert re.search(r"^\d+ games/s$", result.stdout, re.M), result.stdout
    assert re.search(r"^\d+ playouts/s$", result.stdout, re.M), result.stdout
