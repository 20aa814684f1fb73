"""``wizard bench ai``: decision time per AI level (median, p95 and p99).

For each level, one seat of that level plays seeded games against three Medium
opponents for about ``runs * seconds`` seconds of wall time (at least one full
game). Every decision of that seat is timed,
forced moves (one legal move) included; the median over the decisions with a
real choice is shown too, and how many decisions ran into the level's time cap (a
capped search plays out fewer deals: on a slow machine the level is weaker). The
targets: Hard at most 150 ms and Expert at most 100 ms median per decision, Expert at
most 400 ms at the 99th percentile (a level over its target exits 1).
"""

from __future__ import annotations

import time

from ai.base import make_player
from game.bots.figures import quantile
from game.rules import Rules, SpecialCards
from game.rules.play import play_game

TARGETS_MS = {"easy": 10.0, "medium": 10.0, "hard": 150.0, "expert": 100.0}
P99_TARGETS_MS = {"expert": 400.0}


def measure(level: str, seconds: float, players: int = 4, seed: int = 1,
            special: SpecialCards | None = None) -> dict:
    rules = Rules(players, special=special or SpecialCards())
    times: list[float] = []
    unforced: list[float] = []
    cap_ms = getattr(getattr(make_player(level), "options", None), "time_ms", None)
    game = 0
    start = time.perf_counter()
    while game == 0 or time.perf_counter() - start < seconds:
        seat_of_level = game % players
        ps = [
            make_player(level if s == seat_of_level else "medium", seed=seed * 100 + game * 7 + s)
            for s in range(players)
        ]

        def timed(seat, view, action, dt, level_seat=seat_of_level):
            if seat == level_seat:
                times.append(dt)
                if len(view.legal) > 1:
                    unforced.append(dt)

        play_game(rules, ps, seed * 1000 + game, on_decision=timed)
        game += 1
    return {
        "level": level,
        "decisions": len(times),
        "median_ms": quantile(times, 0.5) * 1000,
        "p95_ms": quantile(times, 0.95) * 1000,
        "p99_ms": quantile(times, 0.99) * 1000,
        "median_unforced_ms": quantile(unforced, 0.5) * 1000,
        "p95_unforced_ms": quantile(unforced, 0.95) * 1000,
        "p99_unforced_ms": quantile(unforced, 0.99) * 1000,
        "max_ms": max(times) * 1000,
        "cap_hits": None if cap_ms is None else sum(t * 1000 >= cap_ms for t in times),
        "games": game,
    }


def main(args) -> int:
    seconds = max(0.5, args.runs * args.seconds)
    special = getattr(args, "special_cards", None)
    cards = f", special cards {special}" if special else ""
    print(
        f"AI decision times, {args.players} players{cards}, one seat of the level against "
        f"Medium, about {seconds:g} s per level"
    )
    print(
        f"{'level':<8} {'decisions':>9} {'median':>9} {'p95':>9} {'p99':>9} {'median*':>9} "
        f"{'p95*':>9} {'p99*':>9} {'max':>9} {'cap':>5} {'target':>14}"
    )
    ok = True
    for level in ("easy", "medium", "hard", "expert"):
        r = measure(level, seconds, players=args.players, special=special)
        target = TARGETS_MS[level]
        p99_target = P99_TARGETS_MS.get(level)
        good = r["median_ms"] <= target and (
            p99_target is None or r["p99_ms"] <= p99_target)
        ok &= good
        limits = f"{target:.0f}" + (f"/{p99_target:.0f}" if p99_target else "")
        cap = "-" if r.get("cap_hits") is None else str(r["cap_hits"])
        print(
            f"{level:<8} {r['decisions']:>9} {r['median_ms']:>7.2f}ms {r['p95_ms']:>7.2f}ms "
            f"{r['p99_ms']:>7.2f}ms {r['median_unforced_ms']:>7.2f}ms "
            f"{r['p95_unforced_ms']:>7.2f}ms {r['p99_unforced_ms']:>7.2f}ms "
            f"{r['max_ms']:>7.1f}ms {cap:>5} {limits:>12}ms {'ok' if good else 'SLOW'}"
        )
    print(
        "(* = decisions with more than one legal move; cap = decisions that took the "
        "level's time cap or longer; target = median, and p99 where given; the "
        "machine's other load counts in these times)"
    )
    return 0 if ok else 1
