"""The bid calibration report (ai.lab.calibration) from real games of a search level."""

from __future__ import annotations

import json

import pytest

from ai.lab.calibration import collect, main, table


def test_records_hold_the_chosen_bids_distribution_and_the_tricks_taken():
    records = collect("hard", games=1, seed=3, length=3)
    assert records
    for e in records:
        assert 1 <= e["round"] <= 3
        assert 0 <= e["pos"] < 4
        assert sum(e["dist"]) > 0 and len(e["dist"]) == e["round"] + 1
        assert 0 <= e["won"] <= e["round"]


def test_table_compares_predicted_and_real_made():
    records = [
        {"round": 2, "pos": 0, "bid": 1, "dist": [0, 3, 1], "won": 1},
        {"round": 2, "pos": 1, "bid": 0, "dist": [1, 1, 0], "won": 1},
    ]
    rows = {name: rest for name, *rest in table(records)}
    n, pred, real, bias = rows["all"]
    assert n == 2
    assert pred == pytest.approx((0.75 + 0.5) / 2)
    assert real == pytest.approx(0.5)
    assert bias == pytest.approx(((1 - 1.25) + (1 - 0.5)) / 2)
    assert rows["bid 0"][2] == 0.0


def test_bad_game_count_is_one_line_and_exit_2(capsys):
    assert main(["--games", "0"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_an_unwritable_json_path_fails_before_the_games(tmp_path, capsys):
    assert main(["--games", "1", "--json", str(tmp_path / "no" / "such" / "x.json")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("ai.lab.calibration: cannot write") and err.count("\n") == 1


def test_one_searched_seat_against_other_levels(tmp_path, capsys):
    """``--opponents``: game g has the searched level in seat g % 4 only; the records are
    its bids, written to ``--json`` with every candidate's simulated distribution."""
    records = collect("hard", games=2, seed=5, length=3, opponents="medium")
    assert 0 < len(records) <= 2 * 3  # at most one bid a round: the searched seat's
    for e in records:
        assert str(e["bid"]) in e["candidates"]
        assert e["candidates"][str(e["bid"])] == e["dist"]
    out = tmp_path / "cal.json"
    assert main(["--level", "hard", "--opponents", "easy", "--games", "1", "--seed", "5",
                 "--json", str(out)]) == 0
    assert "hard against 3 easy:" in capsys.readouterr().out
    assert isinstance(json.loads(out.read_text()), list)
