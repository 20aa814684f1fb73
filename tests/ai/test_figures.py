"""One helper for confidence intervals and quantiles (``game.bots.figures``), used by the
arena, the benchmarks and the lab: its figures, and no second copy left."""

from __future__ import annotations

import math
import re
from pathlib import Path

from game.bots.figures import mean_ci95, quantile

ROOT = Path(__file__).resolve().parents[2]


def test_mean_and_its_95_percent_interval():
    mean, half = mean_ci95([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5
    assert math.isclose(half, 1.96 * 1.2909944487358056 / 2)
    assert mean_ci95([5.0]) == (5.0, math.inf)
    assert all(math.isnan(x) for x in mean_ci95([]))


def test_quantiles_interpolate_between_ranks():
    values = [4.0, 1.0, 3.0, 2.0]
    assert quantile(values, 0.5) == 2.5
    assert quantile(values, 0.0) == 1.0 and quantile(values, 1.0) == 4.0
    assert math.isclose(quantile(values, 0.95), 3.85)
    assert math.isnan(quantile([], 0.5))


COPIES = re.compile(r"1\.96 \*|def _?(quantile|percentile|ci95?|mean_ci95?)\(")


def test_no_second_copy_of_the_figures():
    found = [
        f"{path.relative_to(ROOT)}:{n}"
        for top in ("ai", "game")
        for path in sorted((ROOT / top).rglob("*.py"))
        if path != ROOT / "game" / "bots" / "figures.py"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if COPIES.search(line)
    ]
    assert found == [], f"use game.bots.figures instead: {found}"
