"""Pooling arena summaries (ai.lab.pool): real arena runs, pooled by deal."""

from __future__ import annotations

import json
import math

import pytest

from ai.lab.pool import PoolError, load, main, pool
from game.bots.arena import parse_seats, run_arena, write_json
from game.rules import Rules


def _run(seed, tmp_path):
    rules = Rules(4, length=2)
    seats = parse_seats("hard:iterations=20:time_ms=100000,medium,medium,medium", 4)
    summary = run_arena(rules, seats, 4, seed=seed, duplicate=True, jobs=1, progress=False)
    path = tmp_path / f"run-{seed}.json"
    write_json(summary, str(path))
    return summary, path


def test_pooled_margin_is_the_mean_over_every_deal(tmp_path, capsys):
    a, pa = _run(1, tmp_path)
    b, pb = _run(2, tmp_path)
    pooled = pool([load(str(pa)), load(str(pb))])
    m = pooled["margins"][0]
    deals = a["margins"][0]["per_deal"] + b["margins"][0]["per_deal"]
    assert m["deals"] == 2
    assert m["margin"] == pytest.approx(sum(deals) / 2)
    assert math.isfinite(m["ci95"])
    hard = pooled["types"]["hard:iterations=20:time_ms=100000"]
    assert hard["seat_games"] == 8
    expected = (a["types"]["hard:iterations=20:time_ms=100000"]["bid_accuracy"]
                + b["types"]["hard:iterations=20:time_ms=100000"]["bid_accuracy"]) / 2
    assert hard["bid_accuracy"] == pytest.approx(expected)
    out = tmp_path / "pooled.json"
    assert main([str(pa), str(pb), "--json", str(out)]) == 0
    assert "over 2 deals" in capsys.readouterr().out
    assert json.loads(out.read_text())["runs"] == 2


def test_a_file_that_is_not_a_summary_is_one_line_and_exit_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2]")
    with pytest.raises(PoolError):
        load(str(bad))
    assert main([str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a wizard arena" in err
