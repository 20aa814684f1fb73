"""Pair two arena runs on the same deals round by round, for one seat type.

A change to one level is measured most tightly against the level as it was on the
same deals: where its play does not change, the pair differs by nothing. Both runs
write their games with ``wizard arena ... --duplicate --out DIR`` (same seed, same
``--games``, same ``--rounds``); the games are matched by deal and seating, and the
seat type's rounds by number. The report gives, per round and in total, the change
in bids made, own points, margin (own less the others' mean) and the others' bids
made, and how often the bid or the cards played differed; then per game, the change
in own points, margin and win share (a first place shared by k seats counts 1/k) with a
95% interval over deals.

    python3 -m ai.lab.pair_rounds NEW_DIR BASE_DIR [--kind expert]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from game.bots.figures import mean_ci95
from game.rules.transcript_files import TranscriptFileError, parse_json, read_bytes


class PairError(ValueError):
    """Transcript folders that cannot be paired (unreadable, or no game in common)."""


@dataclass(frozen=True)
class SeatRound:
    """One round of the seat type's seat: what it bid and played, and what came of it."""

    bid: int
    won: int
    points: int
    others_points: float  # the others' mean
    others_made: float  # the others' share of bids made
    cards: tuple[str, ...]  # the seat's cards in playing order
    share: float = 0.0  # the seat's share of the game's win (the whole game's, every round)

    @property
    def made(self) -> bool:
        return self.bid == self.won


Key = tuple[int, tuple[str, ...], int, int]  # deal seed, seating, seat, round number


def _seat_round(r: dict, seat: int, share: float) -> SeatRound:
    n = len(r["points"])
    others = [s for s in range(n) if s != seat]
    return SeatRound(
        bid=r["bids"][seat], won=r["won"][seat], points=r["points"][seat],
        others_points=sum(r["points"][s] for s in others) / len(others),
        others_made=sum(r["bids"][s] == r["won"][s] for s in others) / len(others),
        cards=tuple(t["cards"][(seat - t["leader"]) % n] for t in r["tricks"]),
        share=share,
    )


def _shares(game: dict) -> list[float]:
    """Each seat's share of the win: 1/k for the k seats with the highest total."""
    totals = [sum(r["points"][s] for r in game["rounds"]) for s in range(len(game["players"]))]
    top = max(totals)
    return [1 / totals.count(top) if t == top else 0.0 for t in totals]


def load(folder: str, kind: str) -> dict[Key, SeatRound]:
    """Every round of every seat of type ``kind`` in the folder's transcripts."""
    out: dict[Key, SeatRound] = {}
    files = sorted(Path(folder).glob("*.json"))
    if not files:
        raise PairError(f"{folder}: no transcripts (*.json)")
    for path in files:
        try:  # the checker's own reader: regular files only, strict JSON
            game = parse_json(read_bytes(path))
            seating = tuple(p["kind"] for p in game["players"])
            shares = _shares(game)
            for seat, seat_kind in enumerate(seating):
                if seat_kind == kind:
                    for r in game["rounds"]:
                        out[(game["seed"], seating, seat, r["number"])] = _seat_round(
                            r, seat, shares[seat])
        except (TranscriptFileError, KeyError, TypeError, IndexError) as err:
            raise PairError(f"{path}: not a wizard-transcript/1 game ({err})") from None
    return out


def _row(label: str, keys: list[Key], new: dict, base: dict) -> dict:
    def diffs(f):
        return [f(new[k]) - f(base[k]) for k in keys]

    return {
        "rounds": label,
        "count": len(keys),
        "made": 100 * statistics.fmean(new[k].made for k in keys),
        "d_made": mean_ci95(diffs(lambda s: 100 * s.made)),
        "d_points": mean_ci95(diffs(lambda s: s.points)),
        "d_margin": mean_ci95(diffs(lambda s: s.points - s.others_points)),
        "d_others_made": mean_ci95(diffs(lambda s: 100 * s.others_made)),
        "bid_changed": 100 * statistics.fmean(new[k].bid != base[k].bid for k in keys),
        "cards_changed": 100 * statistics.fmean(
            new[k].bid == base[k].bid and new[k].cards != base[k].cards for k in keys),
    }


def pair(new: dict[Key, SeatRound], base: dict[Key, SeatRound]) -> dict:
    """Per round (and all rounds) the paired changes; per game, clustered by deal."""
    keys = sorted(new.keys() & base.keys())
    if not keys:
        raise PairError("the two folders have no game of this seat type in common")
    numbers = sorted({k[3] for k in keys})
    rows = [_row(str(r), [k for k in keys if k[3] == r], new, base) for r in numbers]
    rows.append(_row("all", keys, new, base))
    games: dict[tuple, set] = defaultdict(set)  # per deal, its games (seating, seat)
    points: dict[int, float] = defaultdict(float)
    margin: dict[int, float] = defaultdict(float)
    wins: dict[tuple, tuple[float, float]] = {}  # per game: (new share, base share)
    for k in keys:
        deal = k[0]
        games[deal].add((k[1], k[2]))
        a, b = new[k], base[k]
        points[deal] += a.points - b.points
        margin[deal] += (a.points - a.others_points) - (b.points - b.others_points)
        wins[k[:3]] = (a.share, b.share)
    deals = sorted(games)
    won: dict[int, float] = defaultdict(float)
    for (deal, _seating, _seat), (a_share, b_share) in wins.items():
        won[deal] += a_share - b_share
    return {
        "rows": rows,
        "deals": len(deals),
        "games": sum(len(g) for g in games.values()),
        "points_per_game": mean_ci95([points[d] / len(games[d]) for d in deals]),
        "margin_per_game": mean_ci95([margin[d] / len(games[d]) for d in deals]),
        "wins": 100 * statistics.fmean(a for a, _b in wins.values()),
        "base_wins": 100 * statistics.fmean(b for _a, b in wins.values()),
        "d_wins": mean_ci95([100 * won[d] / len(games[d]) for d in deals]),
    }


def report(result: dict) -> str:
    lines = [f"{'round':>5} {'count':>6} {'made':>6}  {'d made':>11}  {'d points':>12}  "
             f"{'d margin':>12}  {'d others made':>13}  {'bid':>5} {'cards':>6}"]
    for r in result["rows"]:
        lines.append(
            f"{r['rounds']:>5} {r['count']:>6} {r['made']:6.1f}  "
            f"{r['d_made'][0]:+5.1f} ± {r['d_made'][1]:3.1f}  "
            f"{r['d_points'][0]:+6.2f} ± {r['d_points'][1]:3.2f}  "
            f"{r['d_margin'][0]:+6.2f} ± {r['d_margin'][1]:3.2f}  "
            f"{r['d_others_made'][0]:+6.1f} ± {r['d_others_made'][1]:3.1f}  "
            f"{r['bid_changed']:4.1f}% {r['cards_changed']:5.1f}%")
    p, m = result["points_per_game"], result["margin_per_game"]
    lines.append(f"per game ({result['games']} games, 95% over {result['deals']} deals): "
                 f"own points {p[0]:+.1f} ± {p[1]:.1f}, margin {m[0]:+.1f} ± {m[1]:.1f}")
    w = result["d_wins"]
    lines.append(f"wins {result['wins']:.1f}% against {result['base_wins']:.1f}%, paired "
                 f"{w[0]:+.1f} ± {w[1]:.1f} points (a shared first place split)")
    lines.append("(d = this run less the base, paired; made and the others' made in points "
                 "of per cent; bid / cards: rounds whose bid, or with the same bid whose "
                 "cards, differed)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m ai.lab.pair_rounds",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("new", help="transcript folder of the changed run (arena --out)")
    parser.add_argument("base", help="transcript folder of the base run, on the same deals")
    parser.add_argument("--kind", default="expert", help="the seat type to pair (default expert)")
    parser.add_argument("--json", help="also write the result as JSON to this file")
    args = parser.parse_args(argv)
    try:
        result = pair(load(args.new, args.kind), load(args.base, args.kind))
    except PairError as err:
        print(f"pair_rounds: {err}", file=sys.stderr)
        return 2
    print(report(result))
    if args.json:
        from game.bots.arena import write_json  # strict JSON: an interval of one deal is null

        write_json(result, args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
