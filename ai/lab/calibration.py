"""How well the search levels' bid simulations predict the tricks really taken.

Plays seeded games with every seat of one search level (or, with ``--opponents``,
one seat of it, in seat ``game % players``, against that level) and, for each of its
bids with a real choice, keeps the simulated trick distribution of the chosen bid (the search's
``last_stats["tricks"]``) and the tricks the seat then took. Reports, overall and
by bid, bidding position and hand size: the predicted chance of making the bid
against the real share, and the mean of (tricks taken - predicted mean). A
well-calibrated bidder has both near zero difference; a gap shows where its
play-outs misjudge the real table.

    python3 -m ai.lab.calibration --level hard --games 24 --seed 1000
    python3 -m ai.lab.calibration --level expert --opponents medium --games 24 --seed 7000
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

from ai.lab.tables import measuring_table
from game.rules import Phase, Rules
from game.rules.play import play_game


def collect(level: str, games: int, seed: int, players: int = 4,
            length: int | None = None, opponents: str | None = None) -> list[dict]:
    """One record per searched bid: round, position, bid, distribution, tricks taken.
    With ``opponents`` only seat ``g % players`` of game ``g`` plays ``level``."""
    out: list[dict] = []
    for g in range(games):
        searched = g % players if opponents else None
        ps = measuring_table(level, seed + g, players, searched, opponents, time_ms=100_000)
        pending: dict[int, dict] = {}

        def decided(seat, view, action, _seconds, ps=ps, pending=pending, searched=searched):
            if view.phase != Phase.BID or len(view.legal) < 2:
                return
            if searched is not None and seat != searched:
                return
            tricks = ps[seat].last_stats.get("tricks", {})
            dist = tricks.get(str(action.tricks))
            if dist and sum(dist):
                pending[seat] = {"round": view.round, "pos": list(view.bid_order).index(seat),
                                 "bid": action.tricks, "dist": list(dist),
                                 "candidates": {b: list(d) for b, d in tricks.items()}}

        def round_over(record, pending=pending):
            for s, e in pending.items():
                e["won"] = record.won[s]
                out.append(e)
            pending.clear()

        play_game(Rules(players, length=length), ps, seed + g, on_decision=decided,
                  on_round=round_over)
    return out


def table(records: list[dict]) -> list[tuple[str, int, float, float, float]]:
    """(group, bids, predicted made, real made, mean tricks - predicted mean) rows."""
    groups: dict[str, list[tuple[float, float, bool]]] = defaultdict(list)
    for e in records:
        d = e["dist"]
        total = sum(d)
        mean = sum(k * c for k, c in enumerate(d)) / total
        pred = d[e["bid"]] / total if e["bid"] < len(d) else 0.0
        row = (pred, e["won"] - mean, e["won"] == e["bid"])
        groups["all"].append(row)
        groups[f"bid {min(e['bid'], 4)}{'+' if e['bid'] >= 4 else ''}"].append(row)
        groups[f"position {e['pos'] + 1}"].append(row)
        lo = (e["round"] - 1) // 4 * 4 + 1
        groups[f"rounds {lo}-{lo + 3}"].append(row)
    rows = []
    for name, v in sorted(groups.items(), key=lambda kv: (kv[0] != "all", kv[0])):
        n = len(v)
        rows.append((name, n, sum(x[0] for x in v) / n, sum(x[2] for x in v) / n,
                     sum(x[1] for x in v) / n))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m ai.lab.calibration",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--level", choices=("hard", "expert"), default="hard")
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--opponents", choices=("easy", "medium", "hard"), default=None,
                        help="one seat of --level against this level (default: all --level)")
    parser.add_argument("--json", metavar="FILE", help="also write the records to FILE")
    args = parser.parse_args(argv)
    if args.games < 1:
        print("ai.lab.calibration: --games must be at least 1", file=sys.stderr)
        return 2
    if args.json:  # written once first: a bad path fails at once, not after the games
        try:
            Path(args.json).write_text("[]\n", encoding="utf-8")
        except OSError as err:
            print(f"ai.lab.calibration: cannot write {args.json}: {err.strerror}", file=sys.stderr)
            return 2
    records = collect(args.level, args.games, args.seed, opponents=args.opponents)
    if args.json:
        Path(args.json).write_text(json.dumps(records) + "\n", encoding="utf-8")
    against = f" against 3 {args.opponents}" if args.opponents else ""
    print(f"{args.level}{against}: {len(records)} searched bids in {args.games} games "
          f"(4 players)")
    print(f"{'group':<12} {'bids':>5} {'predicted made':>15} {'made':>6} "
          f"{'tricks - predicted':>19}")
    for name, n, pred, real, bias in table(records):
        print(f"{name:<12} {n:>5} {pred * 100:>14.1f}% {real * 100:>5.1f}% {bias:>+19.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
