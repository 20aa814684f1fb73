"""Fit a bid model for the search's bid inference to transcripts (the one fitted so was
the deleted option ``sigma=0``: docs/ai-lab.md, "Deleted options").

The search weighs a sampled hand of an opponent by how likely its bid is for that
hand (``ai.sampler.Sampler``): a normal model of bid - value, value being the hand's
summed card values (``heuristic.card_values``). This fits the model's offset (by
round and bidding position) and spread (by round) to the bids in transcripts, and
reports each model's mean log-likelihood per bid, the bid rounded to whole tricks
(0 to r), on a first and a second half of the bids:

    python3 -m game simulate --players 4 --games 16 --seed 31 --out DIR --seats hard
    python3 -m ai.lab.fit_bids DIR/*.json
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from pathlib import Path

from ai.heuristic import card_values
from game.rules.cards import Card, Suit


def bids_of(paths: list[str]) -> list[dict]:
    """Per bid: round, bidding position (0 first, -1 last), hand value, bid."""
    out = []
    for path in paths:
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
        for rnd in doc["rounds"]:
            r = rnd["number"]
            n = len(rnd["bids"])
            trump = -1 if rnd["trump"] is None else int(Suit.parse(rnd["trump"]))
            values = card_values(trump, r, n)
            order = list(rnd["bid_order"])
            for s in range(n):
                pos = order.index(s)
                out.append({
                    "r": r,
                    "pos": 0 if pos == 0 else -1 if pos == n - 1 else 1,
                    "value": sum(values[int(Card.parse(c))] for c in rnd["hands"][s]),
                    "bid": rnd["bids"][s],
                })
    return out


def fit(data: list[dict]) -> dict:
    """Least squares: bid - value = a + b r + middle * [middle] + last * [last]."""
    rows = [[1.0, x["r"], float(x["pos"] == 1), float(x["pos"] == -1)] for x in data]
    y = [x["bid"] - x["value"] for x in data]
    k = len(rows[0])
    m = [[sum(row[p] * row[q] for row in rows) for q in range(k)]
         + [sum(row[p] * t for row, t in zip(rows, y, strict=True))] for p in range(k)]
    for c in range(k):  # Gauss-Jordan
        piv = max(range(c, k), key=lambda i: abs(m[i][c]))
        m[c], m[piv] = m[piv], m[c]
        for i in range(k):
            if i != c:
                f = m[i][c] / m[c][c]
                m[i] = [a - f * b for a, b in zip(m[i], m[c], strict=True)]
    a, b, middle, last = (m[p][k] / m[p][p] for p in range(k))
    res2 = [(t - (a + b * row[1] + middle * row[2] + last * row[3])) ** 2
            for row, t in zip(rows, y, strict=True)]
    rs = [x["r"] for x in data]
    mean_r, mean_v = statistics.fmean(rs), statistics.fmean(res2)
    slope = statistics.fmean([(r - mean_r) * (v - mean_v) for r, v in zip(rs, res2, strict=True)])
    slope /= statistics.pvariance(rs) or 1.0
    return {"a": a, "b": b, "middle": middle, "last": last,
            "var0": mean_v - slope * mean_r, "var1": slope}


def log_likelihood(data: list[dict], mean, sd) -> float:
    """Mean log P(bid | hand) per bid, the normal model normalized over bids 0..r."""
    total = 0.0
    for x in data:
        mu, s = mean(x), sd(x)
        w = [math.exp(-(b - mu) ** 2 / (2 * s * s)) for b in range(x["r"] + 1)]
        total += math.log(max(1e-12, w[x["bid"]] / sum(w)))
    return total / len(data)


def models(p: dict) -> dict:
    def fitted_mean(x):
        extra = p["middle"] if x["pos"] == 1 else p["last"] if x["pos"] == -1 else 0.0
        return x["value"] + p["a"] + p["b"] * x["r"] + extra

    return {
        "sigma 1, no offset": (lambda x: x["value"], lambda x: 1.0),
        "by round (0.062 r - 0.37, sd 0.45 + 0.045 r)": (
            lambda x: x["value"] + 0.062 * x["r"] - 0.37, lambda x: 0.45 + 0.045 * x["r"]),
        "by round and position (this fit)": (
            fitted_mean, lambda x: math.sqrt(max(0.05, p["var0"] + p["var1"] * x["r"]))),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m ai.lab.fit_bids",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", help="wizard-transcript/1 files")
    args = parser.parse_args(argv)
    try:
        data = bids_of(args.files)
    except (OSError, ValueError, KeyError, TypeError) as err:
        print(f"ai.lab.fit_bids: cannot read the transcripts: {err}", file=sys.stderr)
        return 2
    if len(data) < 10:
        print("ai.lab.fit_bids: fewer than 10 bids to fit", file=sys.stderr)
        return 2
    p = fit(data)
    print(f"{len(data)} bids. bid - value: mean {p['a']:+.3f} {p['b']:+.3f} r, middle bidder "
          f"{p['middle']:+.3f}, last bidder {p['last']:+.3f}; variance "
          f"{p['var0']:+.3f} {p['var1']:+.4f} r")
    half = len(data) // 2
    for name, (mean, sd) in models(p).items():
        print(f"  {name}: mean log-likelihood per bid {log_likelihood(data, mean, sd):.3f} "
              f"(first half {log_likelihood(data[:half], mean, sd):.3f}, "
              f"second {log_likelihood(data[half:], mean, sd):.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
