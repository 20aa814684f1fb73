"""The one place for the summary figures of measured samples: a mean with its 95%
confidence interval, and quantiles (the arena, the benchmarks and the lab use these).
"""

from __future__ import annotations

import math
import statistics

Z95 = 1.96  # the normal distribution's two-sided 95% point


def mean_ci95(values: list[float]) -> tuple[float, float]:
    """The mean of ``values`` and the half-width of its 95% confidence interval:
    ``(nan, nan)`` for no values, ``(mean, inf)`` for one (no spread to go by)."""
    if not values:
        return float("nan"), float("nan")
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, float("inf")
    return mean, Z95 * statistics.stdev(values) / math.sqrt(len(values))


def quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0 to 1) of ``values``, interpolated between the two nearest
    ranks (the median for 0.5); nan for no values."""
    if not values:
        return float("nan")
    v = sorted(values)
    pos = q * (len(v) - 1)
    lo = int(pos)
    hi = min(lo + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (pos - lo)
