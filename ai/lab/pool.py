"""Pool the JSON summaries of several ``wizard arena`` runs into one figure.

Long measurements run as many short arena runs (``--json`` each, distinct seeds),
so a run stopped by a deadline still leaves every finished run usable. This module
adds them up: per seat type the games, mean score, win rate and bids made
(weighted by games), and for every pair of seat types the mean margin per deal
with its 95% confidence interval, from the ``per_deal`` margins every summary keeps.

    python3 -m ai.lab.pool run-*.json [--json pooled.json]
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

from game.bots.figures import mean_ci95


class PoolError(ValueError):
    """A summary file that cannot be pooled (unreadable, or not an arena summary)."""


def load(path: str) -> dict:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise PoolError(f"{path}: {err}") from None
    if not isinstance(data, dict) or "types" not in data or "margins" not in data:
        raise PoolError(f"{path}: not a wizard arena --json summary")
    return data


def pool(summaries: list[dict]) -> dict:
    """One pooled summary of ``summaries`` (seat types matched by label)."""
    types: dict[str, dict] = {}
    margins: dict[tuple[str, str], list[float]] = {}
    seeds = []
    for s in summaries:
        seeds.append(s.get("seed"))
        for label, t in s["types"].items():
            acc = types.setdefault(label, {"games": 0, "score": 0.0, "wins": 0.0, "made": 0.0})
            g = t["seat_games"]
            acc["games"] += g
            acc["score"] += t["mean_score"] * g
            acc["wins"] += t["win_rate"] * g
            acc["made"] += t["bid_accuracy"] * g
        for m in s["margins"]:
            margins.setdefault((m["a"], m["b"]), []).extend(m["per_deal"])
    out_types = {
        label: {
            "seat_games": a["games"],
            "mean_score": a["score"] / a["games"],
            "win_rate": a["wins"] / a["games"],
            "bid_accuracy": a["made"] / a["games"],
        }
        for label, a in types.items()
        if a["games"]
    }
    out_margins = []
    for (a, b), diffs in margins.items():
        if not diffs:
            continue
        mean, half = mean_ci95(diffs)
        out_margins.append({"a": a, "b": b, "margin": mean, "ci95": half, "deals": len(diffs),
                            "ci_low": mean - half, "ci_high": mean + half})
    return {"runs": len(summaries), "seeds": seeds, "types": out_types, "margins": out_margins}


def format_pooled(p: dict) -> str:
    lines = [f"{p['runs']} arena runs pooled"]
    for label, t in p["types"].items():
        lines.append(
            f"  {label}: {t['seat_games']} games, mean {t['mean_score']:.1f}, "
            f"win rate {t['win_rate'] * 100:.1f}%, bids made {t['bid_accuracy'] * 100:.1f}%"
        )
    for m in p["margins"]:
        half = f"{m['ci95']:.1f}" if math.isfinite(m["ci95"]) else "n/a"
        lines.append(f"  {m['a']} - {m['b']}: {m['margin']:+.1f} ± {half} per game "
                     f"over {m['deals']} deals")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m ai.lab.pool",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", help="wizard arena --json summaries")
    parser.add_argument("--json", help="write the pooled summary here")
    args = parser.parse_args(argv)
    try:
        pooled = pool([load(f) for f in args.files])
    except PoolError as err:
        print(f"ai.lab.pool: {err}", file=sys.stderr)
        return 2
    print(format_pooled(pooled))
    if args.json:
        text = json.dumps(pooled, indent=1, allow_nan=False, default=str)
        Path(args.json).write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
