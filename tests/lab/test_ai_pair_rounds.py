"""Pairing two arena runs round by round (ai.lab.pair_rounds): real arena games on disk."""

from __future__ import annotations

import json

import pytest

from ai.lab.pair_rounds import PairError, load, main, pair
from game.bots.arena import parse_seats, run_arena
from game.rules import Rules

HARD = "hard:iterations=20:time_ms=100000"
KIND = "hard"  # the transcripts name the level, not its options


def _games(tmp_path, name: str, seats: str, seed: int = 5):
    out = tmp_path / name
    run_arena(Rules(4, length=3), parse_seats(seats, 4), 8, seed=seed, duplicate=True,
              jobs=1, out=str(out), progress=False)
    return out


def _copy(folder, to):
    to.mkdir()
    for path in sorted(folder.glob("*.json")):
        (to / path.name).write_text(path.read_text())
    return to


def test_a_run_paired_with_itself_differs_by_nothing(tmp_path, capsys):
    a = _games(tmp_path, "a", f"{HARD},medium,medium,medium")
    result = pair(load(str(a), KIND), load(str(a), KIND))
    assert result["deals"] == 2 and result["games"] == 8
    total = result["rows"][-1]
    assert total["rounds"] == "all" and total["count"] == 8 * 3
    assert total["d_margin"][0] == 0 and total["bid_changed"] == total["cards_changed"] == 0
    assert [r["rounds"] for r in result["rows"]] == ["1", "2", "3", "all"]
    out = tmp_path / "paired.json"
    assert main([str(a), str(a), "--kind", KIND, "--json", str(out)]) == 0
    assert "over 2 deals" in capsys.readouterr().out
    assert json.loads(out.read_text())["margin_per_game"] == [0.0, 0.0]
    assert result["d_wins"] == (0.0, 0.0) and result["wins"] == result["base_wins"]


def test_one_deal_has_no_interval_and_its_json_stays_strict(tmp_path):
    one = tmp_path / "one"
    one.mkdir()
    a = _games(tmp_path, "a", f"{HARD},medium,medium,medium")
    for path in sorted(a.glob("*.json"))[:4]:  # the first deal's four games
        (one / path.name).write_text(path.read_text())
    out = tmp_path / "paired.json"
    assert main([str(one), str(one), "--kind", KIND, "--json", str(out)]) == 0
    assert json.loads(out.read_text())["margin_per_game"] == [0.0, None]


def test_a_changed_round_shows_in_its_row_and_its_deal(tmp_path):
    a = _games(tmp_path, "a", f"{HARD},medium,medium,medium")
    b = _copy(a, tmp_path / "b")
    first = sorted(b.glob("*.json"))[0]
    game = json.loads(first.read_text())
    seat = next(i for i, p in enumerate(game["players"]) if p["kind"] == KIND)
    game["rounds"][1]["points"][seat] += 30  # 30 points more in round 2 of one game
    first.write_text(json.dumps(game))
    result = pair(load(str(b), KIND), load(str(a), KIND))
    row2 = result["rows"][1]
    assert row2["d_points"][0] == pytest.approx(30 / 8)
    assert result["rows"][0]["d_points"][0] == 0
    # Per game over the deals: the one deal's 4 games gain 30 between them.
    assert result["points_per_game"][0] == pytest.approx((30 / 4 + 0) / 2)


def test_a_game_turned_into_a_win_shows_in_the_win_share(tmp_path):
    a = _games(tmp_path, "a", f"{HARD},medium,medium,medium")
    b = _copy(a, tmp_path / "b")
    last = sorted(b.glob("*.json"))[-1]  # a game of the second deal
    game = json.loads(last.read_text())
    seat = next(i for i, p in enumerate(game["players"]) if p["kind"] == KIND)
    totals = [sum(r["points"][s] for r in game["rounds"]) for s in range(4)]
    before = 1 / totals.count(max(totals)) if totals[seat] == max(totals) else 0.0
    game["rounds"][-1]["points"][seat] += 1000  # now the sole winner
    last.write_text(json.dumps(game))
    result = pair(load(str(b), KIND), load(str(a), KIND))
    gain = 100 * (1 - before)
    assert result["d_wins"][0] == pytest.approx((0 + gain / 4) / 2)
    assert result["wins"] - result["base_wins"] == pytest.approx(gain / 8)


def test_folders_without_games_in_common_are_refused(tmp_path, capsys):
    a = _games(tmp_path, "a", f"{HARD},medium,medium,medium", seed=5)
    c = _games(tmp_path, "c", f"{HARD},medium,medium,medium", seed=6)
    with pytest.raises(PairError):
        pair(load(str(a), KIND), load(str(c), KIND))
    (tmp_path / "empty").mkdir()
    assert main([str(tmp_path / "empty"), str(a)]) == 2
    (tmp_path / "bad").mkdir()
    (tmp_path / "bad" / "game-00001.json").write_text("{not json")
    assert main([str(tmp_path / "bad"), str(a)]) == 2
    err = capsys.readouterr().err
    assert "no transcripts" in err and "not a wizard-transcript/1 game" in err
