"""`wizard bench engine`: complete random games and random playouts per second."""

from __future__ import annotations

import random
import statistics
import time

from game.rules import Rules
from game.rules.fast import random_game, random_playout


def _rate(fn, seconds: float) -> float:
    """Calls per CPU second of ``fn`` over about ``seconds`` (this process's CPU time,
    so other load on the machine disturbs the figure less)."""
    count, start = 0, time.process_time()
    while True:
        fn()
        count += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return count / elapsed


def _playout_positions(rng: random.Random, count: int):
    """Start-of-play positions of 4-player rounds of every size (1..15 cards)."""
    positions = []
    for i in range(count):
        r = 1 + i % 15
        deck = list(range(60))
        rng.shuffle(deck)
        hands = [deck[s * r : (s + 1) * r] for s in range(4)]
        trump = rng.choice([None, 0, 1, 2, 3])
        positions.append((hands, trump, rng.randrange(4)))
    return positions


def run(runs: int = 5, seconds: float = 1.0, players: int = 4) -> dict:
    rules = Rules(players=players)
    rng = random.Random(2024)
    games = [_rate(lambda: random_game(rules, rng), seconds) for _ in range(runs)]
    positions = _playout_positions(rng, 600)
    it = iter(range(10**12))

    def one_playout():
        hands, trump, leader = positions[next(it) % len(positions)]
        random_playout([h[:] for h in hands], trump, leader, [], [0] * players, rng)

    playouts = [_rate(one_playout, seconds) for _ in range(runs)]
    return {
        "games_per_s": statistics.median(games),
        "playouts_per_s": statistics.median(playouts),
        "games_runs": games,
        "playouts_runs": playouts,
    }


def main(args) -> int:
    result = run(runs=args.runs, seconds=args.seconds, players=args.players)
    print(f"engine benchmark: {args.players} players, median of {args.runs} runs")
    print(f"{result['games_per_s']:.0f} games/s")
    print(f"{result['playouts_per_s']:.0f} playouts/s")
    runs = ", ".join(f"{g:.0f}" for g in result["games_runs"])
    print(f"(games/s per run: {runs}; a playout = random play of one round, 1-15 cards)")
    return 0
